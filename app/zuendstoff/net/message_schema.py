"""What is wrong with a phone's message, in words: the phone message schema
(``resources/schemas/phone-message.schema.json``, compiled once with fastjsonschema and
never looked up online) and :func:`explain`, which turns a schema error into a refusal
text that names the field that is wrong and the rule it breaks ("decision.quarters: must
be a whole number"), never just "none of the forms" of the schema's ``oneOf`` and never
repeating the value that was sent (an unknown key is named only when it is a plain word).
:func:`~zuendstoff.net.protocol.parse_phone_message` uses :func:`validator` to check a
message and :func:`explain` to say why it was refused.
"""

from __future__ import annotations

import json
from functools import lru_cache
from typing import Any


@lru_cache(maxsize=1)
def _schema() -> dict:
    from .. import resources
    return json.loads(resources.path("schemas", "phone-message.schema.json").read_text("utf-8"))


def _local(uri: str) -> dict:
    """The only "remote" schema there is: this one (fastjsonschema never goes online)."""
    if uri.split("#", 1)[0] == _schema().get("$id"):
        return _schema()
    raise ValueError(f"no schema at {uri}")


_HANDLERS = {"http": _local, "https": _local}


@lru_cache(maxsize=1)
def validator():
    import fastjsonschema

    return fastjsonschema.compile(_schema(), handlers=_HANDLERS)


def _inline(node: Any, definitions: dict) -> Any:
    """``node`` with every ``{"$ref": "#/definitions/x"}`` replaced by the definition itself
    (the schema's references are all of that form), so that a part of the schema compiles
    on its own and nothing is ever looked up elsewhere."""
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith("#/definitions/"):
            return _inline(definitions[ref.rsplit("/", 1)[1]], definitions)
        return {k: _inline(v, definitions) for k, v in node.items()}
    if isinstance(node, list):
        return [_inline(v, definitions) for v in node]
    return node


@lru_cache(maxsize=None)
def _part_validator(name: str):
    """The validator of one definition of the schema (``decide``, ``card``, ...)."""
    import fastjsonschema

    definitions = _schema()["definitions"]
    return fastjsonschema.compile(_inline(definitions[name], definitions), handlers=_HANDLERS)


MESSAGE_TYPES = ("hello", "decide", "ping")
DECISION_KINDS = ("card", "rotate", "pick", "stop", "flip")
_SAFE_KEY = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
_WORDS = {"integer": "a whole number", "number": "a number", "string": "text", "array": "a list",
          "object": "an object", "boolean": "true or false", "null": "null"}


def _field(path: list) -> str:
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out or "the message"


def _rule_text(exc, known_keys) -> str:
    """What a schema error says, in words, without repeating the value that was sent (an
    unknown key is named when it is a plain word)."""
    rule, arg, value = exc.rule, exc.rule_definition, exc.value
    if rule == "type":
        wanted = " or ".join(_WORDS.get(w, str(w)) for w in (arg if isinstance(arg, list) else [arg]))
        return f"must be {wanted}"
    if rule == "required":
        missing = [k for k in arg if isinstance(value, dict) and k not in value] or list(arg)
        return f"the key '{missing[0]}' is missing"
    if rule == "additionalProperties":
        extra = [k for k in (value if isinstance(value, dict) else {}) if k not in known_keys]
        if extra and 0 < len(extra[0]) <= 30 and set(extra[0]) <= _SAFE_KEY:
            return f"has the unknown key '{extra[0]}'"
        return "has a key that is not part of the protocol"
    if rule in ("enum", "const"):
        options = list(arg) if rule == "enum" else [arg]
        return "must be " + (str(options[0]) if len(options) == 1 else
                             "one of " + ", ".join(str(o) for o in options))
    if rule == "minimum":
        return f"must be at least {arg}"
    if rule == "maximum":
        return f"must be at most {arg}"
    if rule in ("minItems", "maxItems"):
        return f"must have {'at least' if rule == 'minItems' else 'at most'} {arg} entries"
    if rule == "minLength" and arg == 1:
        return "must not be empty"
    if rule in ("minLength", "maxLength"):
        return f"must have {'at least' if rule == 'minLength' else 'at most'} {arg} characters"
    if rule == "pattern":
        return "has characters that are not allowed"
    return f"does not fit the protocol ({rule})"


def _part_error(name: str, doc: Any, prefix: list) -> str | None:
    """The first error of ``doc`` against the definition ``name``, as "field: what"."""
    import fastjsonschema

    from ..engine.schema import error_path

    try:
        _part_validator(name)(doc)
    except fastjsonschema.JsonSchemaValueException as exc:
        path = error_path(exc, doc)
        known = (getattr(exc, "definition", None) or {}).get("properties", {})
        return f"{_field(prefix + path)}: {_rule_text(exc, known)}"
    return None


def explain(doc: Any) -> str:
    """Why ``doc`` does not fit the schema, naming the field that is wrong: the branch of
    the schema's ``oneOf`` is chosen by the message's ``type`` (and a decision's ``kind``),
    so the answer is never just "none of the forms"."""
    if not isinstance(doc, dict):
        return "the message: must be an object"
    if "type" not in doc:
        return "the message: the key 'type' is missing"
    kind = doc["type"]
    if kind not in MESSAGE_TYPES:
        return "type: must be one of " + ", ".join(MESSAGE_TYPES)
    decision = doc.get("decision")
    if kind == "decide" and "decision" in doc:
        # the message without its decision first (its id, version, keys), then the decision
        # against the definition its kind names
        outer = _part_error("decide", {**doc, "decision": {"kind": "flip", "rotation": 0}}, [])
        if outer is not None:
            return outer
        if not isinstance(decision, dict):
            return "decision: must be an object"
        if "kind" not in decision:
            return "decision: the key 'kind' is missing"
        if decision["kind"] not in DECISION_KINDS:
            return "decision.kind: must be one of " + ", ".join(DECISION_KINDS)
        return _part_error(decision["kind"], decision, ["decision"]) or "decision: does not fit the protocol"
    return _part_error(kind, doc, []) or "the message: does not fit the protocol"
