"""One truth for the shape of every file the app reads: the JSON Schemas it ships.

``resources/schemas/`` holds the schemas of records (``.zrec``, the autosave too), layouts
(``.zlayout``) and disc sets (``.zdiscs``). Every reader checks a parsed file against its
schema with the well-kept ``jsonschema`` library before it looks at the meaning (R1–R3, R8,
replaying a record); the engine's own checks then only deal with what a schema cannot say.

Two choices the JSON Schema standard leaves open are made strict here, as the app has
always written its files: a whole number is an ``int`` (``2.0`` is not a cell, a rotation
of ``0.0`` is not a rotation) and ``true``/``false`` are never numbers. Problems come back
as one :class:`DataError` naming the file, where in it, and what is wrong, with any quoted
value shortened.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any

from .errors import DataError

KINDS = ("record", "layout", "discs")
MAX_QUOTE = 60


def _schema_path(kind: str):
    from .. import resources  # no Qt; finds the schemas in a checkout, a wheel and a bundle
    return resources.path("schemas", f"{kind}.schema.json")


@lru_cache(maxsize=None)
def validator(kind: str):
    """The validator of ``kind`` (built once: the schema is read and checked once)."""
    from jsonschema import Draft202012Validator, validators

    if kind not in KINDS:
        raise KeyError(kind)
    schema = json.loads(_schema_path(kind).read_text(encoding="utf-8"))
    Draft202012Validator.check_schema(schema)
    checker = Draft202012Validator.TYPE_CHECKER.redefine(
        "integer", lambda _c, value: isinstance(value, int) and not isinstance(value, bool)).redefine(
        "number", lambda _c, value: isinstance(value, (int, float)) and not isinstance(value, bool))
    strict = validators.extend(Draft202012Validator, type_checker=checker)
    return strict(schema)


def short(value: Any, limit: int = MAX_QUOTE) -> str:
    """A value as quoted in a message: JSON, cut to ``limit`` characters."""
    try:
        text = json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError, RecursionError):
        text = type(value).__name__
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _where(path) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the file"


def _say(error) -> str:
    """One plain line for a schema error (never the whole value it is about)."""
    kind, arg, value = error.validator, error.validator_value, error.instance
    if kind == "type":
        want = arg if isinstance(arg, str) else " or ".join(arg)
        words = {"integer": "a whole number", "number": "a number", "string": "text",
                 "array": "a list", "object": "an object", "boolean": "true or false",
                 "null": "null"}
        want = " or ".join(words.get(w, w) for w in (arg if isinstance(arg, list) else [arg]))
        return f"expected {want}, found {short(value)}"
    if kind == "required":
        missing = [k for k in arg if isinstance(value, dict) and k not in value]
        return f"the key '{missing[0] if missing else arg[0]}' is missing"
    if kind == "additionalProperties":
        extra = sorted(k for k in value if k not in error.schema.get("properties", {}))[:3] \
            if isinstance(value, dict) else []
        return f"unknown key {short(extra[0]) if extra else ''} (not part of this format)"
    if kind in ("enum", "const"):
        options = arg if kind == "enum" else [arg]
        shown = ", ".join(short(o, 20) for o in options[:10])
        return f"{short(value)} is not one of {shown}"
    if kind in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        return f"{short(value)} is out of range ({kind} {arg})"
    if kind in ("minItems", "maxItems"):
        n = len(value) if isinstance(value, list) else 0
        return (f"has {n} entries, fewer than the {arg} needed" if kind == "minItems"
                else f"has {n} entries, more than the {arg} allowed")
    if kind in ("minLength", "maxLength"):
        return f"the text has {len(value) if isinstance(value, str) else '?'} characters ({kind} {arg})"
    if kind == "uniqueItems":
        return "lists the same entry twice"
    if kind in ("oneOf", "anyOf"):
        return f"{short(value)} is none of the allowed forms"
    return f"{short(value)} does not fit ({kind})"


def check(doc: Any, kind: str, source: str) -> None:
    """Raise :class:`DataError` if ``doc`` does not fit the ``kind`` schema."""
    from jsonschema.exceptions import best_match

    try:
        error = best_match(validator(kind).iter_errors(doc))
    except RecursionError:
        raise DataError(source, "the file is nested too deeply") from None
    if error is not None:
        raise DataError(source, f"{_where(error.absolute_path)}: {_say(error)}")
