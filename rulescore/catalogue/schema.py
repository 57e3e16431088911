"""The format of a catalogue entry, as a JSON schema, and the small validator that checks it.

:data:`ENTRY_SCHEMA` is standard JSON Schema (draft 2020-12, the subset listed in :func:`iter_errors`);
``tests/test_catalogue_schema.py`` checks with :mod:`jsonschema` that the two agree. The catalogue does
not import :mod:`jsonschema` when it loads: importing it pulls in its format checkers (about a second),
more than ``rulescore check`` may take in all.

The honesty rules of the catalogue are written into the schema where a schema can say them:

* ``published`` holds only what the source printed. An entry whose source prints no figure and no
  checkable word says so (``published: nothing``) and carries its own figures in ``illustrated``: it can
  never reach the verdict ``agrees``.
* Every entry that publishes something and has inputs lists the facts the source leaves out
  (``assumed``, possibly empty) and may rule their alternatives (``readings``).
* Words of the source that can be checked (labels, stated reasons, headings, the situation as printed)
  are ``words``, each with what it means in our words and what it implies in computed terms.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Iterator

SOURCES = ("IA", "S03", "S08", "PL", "RU")
KINDS = ("computed", "discretion", "procedural", "text-only")
WORD_KINDS = ("label", "reason", "heading", "statement", "situation")

ID_FORMAT = r"^(IA-\d\d(-[0-9]+[A-Z]?)?|0[38]-[A-J]|0[38]\.\d+|PL-\d+[A-Z]?|RU-\d+[A-Z]?)$"
FUNCTION_FORMAT = r"^[a-z_]+\.[a-z_][a-z0-9_]*$"

_PATCH = {"type": "object"}
_COMPUTE = {
    "type": "object", "required": ["function"], "additionalProperties": False,
    "properties": {"function": {"type": "string", "pattern": FUNCTION_FORMAT,
                                "x-message": "is not module.function (e.g. pots.side_pots)"},
                   "args": {"type": "object"}},
}
_OUTCOME = {"anyOf": [{"type": "string"}, {"type": "array", "items": {"type": "string"}}]}

#: JSON schema of one catalogue entry. ``x-message`` is ours: the one-line message shown when that
#: sub-schema fails.
ENTRY_SCHEMA: dict = {
    "type": "object",
    "required": ["id", "source", "rule", "title", "summary", "kind"],
    "additionalProperties": False,
    "properties": {
        "id": {"type": "string", "pattern": ID_FORMAT,
               "x-message": "is not a catalogue id (IA-07-4A, IA-01, 03-G, 08.4, PL-54C, RU-28B)"},
        "source": {"enum": list(SOURCES)},
        "rule": {"type": "string", "minLength": 1},
        "tda": {"type": ["string", "integer"]},
        "title": {"type": "string", "minLength": 3},
        "summary": {"type": "string", "minLength": 10},
        "kind": {"enum": list(KINDS)},
        "scenario": {"type": "object"},
        "compute": _COMPUTE,
        "published": {
            "anyOf": [{"type": "object", "minProperties": 1}, {"const": "nothing"}],
            "x-message": "is the figures and words the source printed (a mapping), or 'nothing' when it "
                         "prints none"},
        "illustrated": {"type": "object", "minProperties": 1},
        "assumed": {"type": "array", "items": {"type": "string", "minLength": 5}},
        "readings": {
            "type": "array", "minItems": 1,
            "items": {"type": "object", "required": ["label", "patch"], "additionalProperties": False,
                      "properties": {"label": {"type": "string", "minLength": 3}, "patch": _PATCH}},
        },
        "premises": {"type": "array", "minItems": 1,
                     "items": {"type": "string", "pattern": r"^[A-Za-z0-9_]+(\[\d+\])*(\.[A-Za-z0-9_]+(\[\d+\])*)*$",
                               "x-message": "is not a path to a published figure (last_action.to, pots[1].amount)"}},
        "words": {
            "type": "array", "minItems": 1,
            "items": {"type": "object", "required": ["kind", "says", "implies"], "additionalProperties": False,
                      "properties": {"kind": {"enum": list(WORD_KINDS)},
                                     "says": {"type": "string", "minLength": 5},
                                     "means": {"type": "string", "minLength": 5},
                                     "implies": {"type": "object"},
                                     "patch": _PATCH, "scenario": {"type": "object"}, "compute": _COMPUTE,
                                     "fix": {"type": "string", "minLength": 5}}},
        },
        "states": {
            "type": "object", "minProperties": 1,
            "additionalProperties": {
                "type": "object", "required": ["says"], "additionalProperties": False,
                "properties": {"says": {"type": "string", "minLength": 5},
                               "when": {"type": "string", "minLength": 3},
                               "value": {"type": ["string", "integer", "boolean"]},
                               "fix": {"type": "string", "minLength": 5}}},
        },
        "point": {"type": "string"},
        "notes": {"type": "string"},
        "examples": {"type": "array"},
    },
    "allOf": [
        {"if": {"properties": {"kind": {"enum": ["computed", "discretion", "procedural"]}}},
         "then": {"required": ["published"], "oneOf": [{"required": ["scenario"]}, {"required": ["compute"]}],
                  "x-message": "an entry with something to compute needs published (or published: nothing) "
                               "and exactly one of scenario or compute"}},
        {"if": {"required": ["published"], "properties": {"published": {"const": "nothing"}}},
         "then": {"required": ["illustrated"], "not": {"anyOf": [{"required": ["readings"]},
                                                                 {"required": ["premises"]},
                                                                 {"required": ["words"]}]},
                  "x-message": "an entry whose source prints nothing carries its own figures in illustrated "
                               "(and no readings, premises or words: there is nothing printed to read)"}},
        {"if": {"required": ["published", "scenario"], "properties": {"published": {"type": "object"}}},
         "then": {"required": ["assumed"],
                  "x-message": "an entry that checks printed figures lists the facts it assumes (assumed: [] "
                               "when the source gives them all)"}},
        {"if": {"required": ["published", "compute"], "properties": {"published": {"type": "object"}}},
         "then": {"required": ["assumed"],
                  "x-message": "an entry that checks printed figures lists the facts it assumes (assumed: [] "
                               "when the source gives them all)"}},
        {"if": {"properties": {"kind": {"const": "discretion"}, "published": {"type": "object"}}},
         "then": {"properties": {"published": {
             "required": ["outcome"], "properties": {"outcome": _OUTCOME},
             "x-message": "a discretion entry publishes {outcome: ...} (one outcome or a list)"}}}},
        {"if": {"properties": {"kind": {"const": "discretion"}, "published": {"const": "nothing"}}},
         "then": {"properties": {"illustrated": {
             "required": ["outcome"], "properties": {"outcome": _OUTCOME},
             "x-message": "a discretion entry illustrates {outcome: ...} (one outcome or a list)"}}}},
        {"if": {"properties": {"kind": {"const": "text-only"}}},
         "then": {"not": {"anyOf": [{"required": ["scenario"]}, {"required": ["compute"]},
                                    {"required": ["readings"]}, {"required": ["illustrated"]},
                                    {"required": ["words"]}]},
                  "x-message": "a text-only entry has nothing to compute: no scenario, compute, readings, "
                               "illustrated or words"}},
    ],
}


# --------------------------------------------------------------------------------------------- validator
@dataclass(frozen=True)
class SchemaError:
    """One way an instance fails a sub-schema (the fields of a :mod:`jsonschema` error we use)."""

    path: tuple
    """Where in the instance (keys and indexes)."""
    validator: str
    """The keyword that failed (``required``, ``type``, ``pattern`` ...)."""
    validator_value: Any
    """That keyword's value in the schema."""
    instance: Any
    """The failing part of the instance."""
    schema: dict
    """The sub-schema holding the keyword."""
    message: str
    """A message in jsonschema's style."""


_TYPES = {"object": dict, "array": list, "string": str, "boolean": bool, "null": type(None)}


def _is_type(value: Any, name: str) -> bool:
    if name == "integer":
        return isinstance(value, int) and not isinstance(value, bool)
    if name == "number":
        return isinstance(value, (int, float)) and not isinstance(value, bool)
    return isinstance(value, _TYPES[name])


def _equal(a: Any, b: Any) -> bool:
    return type(a) is type(b) and a == b if isinstance(a, bool) or isinstance(b, bool) else a == b


def is_valid(instance: Any, schema: dict) -> bool:
    """Whether ``instance`` fits ``schema``."""
    return next(iter_errors(instance, schema), None) is None


def iter_errors(instance: Any, schema: dict, path: tuple = ()) -> Iterator[SchemaError]:
    """Every failure of ``instance`` against ``schema``: the keywords ``type enum const pattern minLength
    minItems minProperties required properties additionalProperties items allOf anyOf oneOf not if/then``
    (what :data:`ENTRY_SCHEMA` uses), with jsonschema's semantics."""
    def err(keyword: str, message: str) -> SchemaError:
        return SchemaError(path, keyword, schema[keyword], instance, schema, message)

    if "type" in schema:
        names = schema["type"] if isinstance(schema["type"], list) else [schema["type"]]
        if not any(_is_type(instance, n) for n in names):
            yield err("type", f"{instance!r} is not of type {', '.join(map(repr, names))}")
            return
    if "enum" in schema and not any(_equal(instance, v) for v in schema["enum"]):
        yield err("enum", f"{instance!r} is not one of {schema['enum']!r}")
    if "const" in schema and not _equal(instance, schema["const"]):
        yield err("const", f"{schema['const']!r} was expected")
    if isinstance(instance, str):
        if "pattern" in schema and not re.search(schema["pattern"], instance):
            yield err("pattern", f"{instance!r} does not match {schema['pattern']!r}")
        if "minLength" in schema and len(instance) < schema["minLength"]:
            yield err("minLength", f"{instance!r} is too short")
    if isinstance(instance, list):
        if "minItems" in schema and len(instance) < schema["minItems"]:
            yield err("minItems", f"{instance!r} should be non-empty")
        if "items" in schema:
            for i, item in enumerate(instance):
                yield from iter_errors(item, schema["items"], path + (i,))
    if isinstance(instance, dict):
        if "minProperties" in schema and len(instance) < schema["minProperties"]:
            yield err("minProperties", f"{instance!r} should be non-empty")
        for name in schema.get("required", ()):
            if name not in instance:
                yield err("required", f"{name!r} is a required property")
        props = schema.get("properties", {})
        for key, value in instance.items():
            if key in props:
                yield from iter_errors(value, props[key], path + (key,))
        extra = schema.get("additionalProperties", True)
        if extra is False:
            unknown = [k for k in instance if k not in props]
            if unknown:
                yield err("additionalProperties", f"Additional properties are not allowed ({unknown!r})")
        elif isinstance(extra, dict):
            for key, value in instance.items():
                if key not in props:
                    yield from iter_errors(value, extra, path + (key,))
    for sub in schema.get("allOf", ()):
        yield from iter_errors(instance, sub, path)
    if "anyOf" in schema and not any(is_valid(instance, s) for s in schema["anyOf"]):
        yield err("anyOf", f"{instance!r} is not valid under any of the given schemas")
    if "oneOf" in schema and sum(is_valid(instance, s) for s in schema["oneOf"]) != 1:
        yield err("oneOf", f"{instance!r} is not valid under exactly one of the given schemas")
    if "not" in schema and is_valid(instance, schema["not"]):
        yield err("not", f"{instance!r} should not be valid under {schema['not']!r}")
    if "if" in schema and "then" in schema and is_valid(instance, schema["if"]):
        yield from iter_errors(instance, schema["then"], path)


def message(e: SchemaError) -> tuple[str, str]:
    """(field, message) for one failure, in words a catalogue author can act on."""
    path = [str(p) for p in e.path]
    where = ".".join(path)
    custom = e.schema.get("x-message")
    if e.validator == "required":
        name = re.search(r"'([^']+)' is a required property", e.message).group(1)
        if custom and where:
            return where, custom
        return (f"{where}.{name}" if where else name), "missing (required)" + (f": {custom}" if custom else "")
    if e.validator == "additionalProperties":
        extra = sorted(set(e.instance) - set(e.schema.get("properties", {})))
        allowed = ", ".join(e.schema.get("properties", {}))
        return (".".join(path + [extra[0]]) if extra else where or "(entry)"), \
            f"unknown field{'s' if len(extra) > 1 else ''} {', '.join(extra)} (allowed: {allowed})"
    if custom:
        value = f"{e.instance!r} " if e.validator in ("pattern", "type", "enum") else ""
        return where or "(entry)", f"{value}{custom}"
    if e.validator == "type":
        want = e.validator_value if isinstance(e.validator_value, str) else " or ".join(e.validator_value)
        return where or "(entry)", f"{e.instance!r} is not of type {want}"
    if e.validator == "enum":
        return where or "(entry)", f"{e.instance!r} is not one of {', '.join(map(str, e.validator_value))}"
    if e.validator in ("minItems", "minProperties"):
        return where or "(entry)", "is empty"
    if e.validator in ("oneOf", "anyOf", "not", "allOf"):
        return where or "(entry)", "does not fit the entry format"
    return where or "(entry)", e.message


def problems(item: Any) -> list[tuple[str, str]]:
    """(field, message) for every schema problem of one entry, each once, in field order."""
    seen: list[tuple[str, str]] = []
    for e in sorted(iter_errors(item, ENTRY_SCHEMA), key=lambda e: [str(p) for p in e.path]):
        m = message(e)
        if m not in seen:
            seen.append(m)
    return seen
