"""One truth for the shape of every file the app reads: the JSON Schemas it ships.

``resources/schemas/`` holds the schemas of records (``.zrec``, the autosave too), layouts
(``.zlayout``) and disc sets (``.zdiscs``). Every reader checks a parsed file against its
schema with the well-kept ``fastjsonschema`` library (it compiles the schema to Python
once) before it looks at the meaning (R1–R3, R8,
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

KINDS = ("record", "layout", "discs", "board")
MAX_QUOTE = 60


def _schema_path(kind: str):
    from .. import resources  # no Qt; finds the schemas in a checkout, a wheel and a bundle
    return resources.path("schemas", f"{kind}.schema.json")


@lru_cache(maxsize=None)
def validator(kind: str):
    """The compiled validator of ``kind`` (fastjsonschema turns the schema into Python code
    once; it checks a long record several times faster than an interpreting validator)."""
    import fastjsonschema

    if kind not in KINDS:
        raise KeyError(kind)
    schema = json.loads(_schema_path(kind).read_text(encoding="utf-8"))
    return fastjsonschema.compile(schema)


def _no_fractions(doc: Any, path: list, limit: int = 100_000) -> None:
    """No number in the app's files has a fraction or is written as one (``2.0`` is not a
    cell): the schema's "integer" allows 2.0, the app does not. Raises ValueError(path)."""
    todo = [(doc, path)]
    seen = 0
    while todo:
        value, where = todo.pop()
        seen += 1
        if isinstance(value, float):
            raise ValueError(where)
        if isinstance(value, dict):
            todo.extend((v, where + [k]) for k, v in value.items())
        elif isinstance(value, list):
            todo.extend((v, where + [i]) for i, v in enumerate(value))
        if seen > limit * 20:
            return  # a file this large is refused by its size limit before it gets here


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


def _say(rule: str, arg: Any, value: Any) -> str:
    """One plain line for a schema error (never the whole value it is about)."""
    if rule == "type":
        words = {"integer": "a whole number", "number": "a number", "string": "text",
                 "array": "a list", "object": "an object", "boolean": "true or false",
                 "null": "null"}
        want = " or ".join(words.get(w, w) for w in (arg if isinstance(arg, list) else [arg]))
        return f"expected {want}, found {short(value)}"
    if rule == "required":
        missing = [k for k in arg if isinstance(value, dict) and k not in value]
        return f"the key '{missing[0] if missing else arg[0]}' is missing"
    if rule == "additionalProperties":
        return "has a key that is not part of this format"
    if rule in ("enum", "const"):
        options = arg if rule == "enum" else [arg]
        shown = ", ".join(short(o, 20) for o in list(options)[:10])
        return f"{short(value)} is not one of {shown}"
    if rule in ("minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum"):
        return f"{short(value)} is out of range ({rule} {arg})"
    if rule in ("minItems", "maxItems"):
        n = len(value) if isinstance(value, list) else 0
        return (f"has {n} entries, fewer than the {arg} needed" if rule == "minItems"
                else f"has {n} entries, more than the {arg} allowed")
    if rule in ("minLength", "maxLength"):
        n = len(value) if isinstance(value, str) else 0
        return f"the text has {n} characters ({rule} {arg})"
    if rule == "uniqueItems":
        return "lists the same entry twice"
    if rule in ("oneOf", "anyOf"):
        return f"{short(value)} is none of the allowed forms"
    return f"{short(value)} does not fit ({rule})"


def error_path(exc, doc: Any) -> list:
    """Where in ``doc`` a fastjsonschema error is: keys and list indices (the error names
    indices as text; walking the document tells them from keys that are digits)."""
    raw = list(exc.path[1:]) if exc.path and exc.path[0] == "data" else list(exc.path or [])
    path, node = [], doc
    for part in raw:
        if isinstance(node, list) and str(part).isdigit():
            part = int(part)
        path.append(part)
        try:
            node = node[part]
        except (KeyError, IndexError, TypeError):
            node = None
    return path


def check(doc: Any, kind: str, source: str) -> None:
    """Raise :class:`DataError` if ``doc`` does not fit the ``kind`` schema."""
    import fastjsonschema

    try:
        _no_fractions(doc, [])
    except ValueError as where:
        path = where.args[0]
        raise DataError(source, f"{_where(path)}: expected a whole number, found "
                        f"{short(_at(doc, path))}") from None
    try:
        validator(kind)(doc)
    except fastjsonschema.JsonSchemaValueException as exc:
        path = error_path(exc, doc)
        text = _say(exc.rule, exc.rule_definition, exc.value)
        if exc.rule == "additionalProperties" and isinstance(exc.value, dict):
            known = (getattr(exc, "definition", None) or {}).get("properties", {})
            extra = [k for k in exc.value if k not in known]
            if extra:
                text = f"unknown key {short(extra[0], 30)} (not part of this format)"
        raise DataError(source, f"{_where(path)}: {text}") from None
    except RecursionError:
        raise DataError(source, "the file is nested too deeply") from None


def _at(doc: Any, path: list) -> Any:
    for p in path:
        doc = doc[p]
    return doc
