"""The format of a catalogue entry, as a JSON schema, and its validation.

:data:`ENTRY_SCHEMA` is standard JSON Schema. A sound catalogue is checked by :mod:`fastjsonschema` (the
schema compiled once into a quick yes/no); an entry that fails is handed to :mod:`jsonschema`, which lists
every problem. jsonschema is imported only then: importing it pulls in its format checkers (about a
second), more than ``rulescore check`` may take in all.

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
from collections.abc import Iterator
from typing import Any

SOURCES = ("IA", "S03", "S08", "PL", "RU", "TDA")
#: The five renderings: the sources whose entries link to an official counterpart (``official``).
RENDERINGS = SOURCES[:5]
KINDS = ("computed", "discretion", "procedural", "text-only")
WORD_KINDS = ("label", "reason", "heading", "statement", "situation")

ID_FORMAT = (r"^(IA-\d\d(-[0-9]+[A-Z]?)?|0[38]-[A-J]|0[38]\.\d+|PL-\d+[A-Z]?|RU-\d+[A-Z]?"
             r"|TDA-(RP-)?\d+[A-Z]?(-\d+[A-Z]?)?)$")
#: An official rule number, with its letter where the ruling turns on it: ``45``, ``45-A``, ``RP-8-A``.
TDA_RULE_FORMAT = r"^(RP-)?\d+(-[A-Z])?$"
#: The id of an official example (an entry of the sixth source): ``TDA-45-4A``, ``TDA-52B-1``.
TDA_ID_FORMAT = r"^TDA-(RP-)?\d+[A-Z]?(-\d+[A-Z]?)?$"
FUNCTION_FORMAT = r"^[a-z_]+\.[a-z_][a-z0-9_]*$"

_PATCH = {"type": "object"}
_COMPUTE = {
    "type": "object", "required": ["function"], "additionalProperties": False,
    "properties": {"function": {"type": "string", "pattern": FUNCTION_FORMAT,
                                "x-message": "is not module.function (e.g. pots.side_pots)"},
                   "args": {"type": "object"}},
}
_TDA_ID = {"type": "string", "pattern": TDA_ID_FORMAT,
           "x-message": "is not the id of an official example (TDA-45-2, TDA-52B-1)"}
#: The official counterpart of an entry of the five renderings: the official rule (with its letter) and,
#: where the official text has one, its example (an entry of source TDA); or ``none`` saying why TDA 2024
#: has no counterpart.
_OFFICIAL = {
    "type": "object", "additionalProperties": False,
    "properties": {"rule": {"type": "string", "pattern": TDA_RULE_FORMAT,
                            "x-message": "is not an official rule number (45, 45-A, RP-8-A)"},
                   "example": {"anyOf": [_TDA_ID, {"type": "array", "minItems": 1, "items": _TDA_ID}]},
                   "also": {"type": "array", "minItems": 1,
                            "items": {"type": "string", "pattern": TDA_RULE_FORMAT}},
                   "none": {"type": "string", "minLength": 10}},
    "oneOf": [{"required": ["rule"], "not": {"required": ["none"]}},
              {"required": ["none"], "not": {"anyOf": [{"required": ["rule"]}, {"required": ["example"]}]}}],
    "x-message": "names the official rule ({rule: 45-A, example: TDA-45-2}) or says why there is none ({none: ...})",
}
#: An official example the engine cannot rule yet: what it waits for, and the inputs to try once it can.
_WAITS = {
    "type": "object", "required": ["for"], "additionalProperties": False,
    "properties": {"for": {"type": "string", "minLength": 10}, "scenario": {"type": "object"},
                   "compute": {"type": "object"}, "illustrated": {"type": "object", "minProperties": 1}},
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
        "official": _OFFICIAL,
        "waits": _WAITS,
        "notes": {"type": "string"},
        "examples": {"type": "array"},
    },
    "allOf": [
        {"if": {"properties": {"kind": {"enum": ["computed", "discretion", "procedural"]}}},
         "then": {"required": ["published"], "oneOf": [{"required": ["scenario"]}, {"required": ["compute"]}],
                  "x-message": "an entry with something to compute needs published (or published: nothing) "
                               "and exactly one of scenario or compute"}},
        {"if": {"required": ["published"], "properties": {"published": {"const": "nothing"}},
                "not": {"required": ["waits"]}},
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
        {"if": {"required": ["waits"]},
         "then": {"properties": {"kind": {"const": "text-only"}, "source": {"const": "TDA"}},
                  "x-message": "an official example that waits for the engine is text-only until it can be computed "
                               "(its inputs go under waits)"}},
        {"if": {"properties": {"source": {"const": "TDA"}}},
         "then": {"not": {"required": ["official"]},
                  "x-message": "an official example is its own counterpart: it has no official field"}},
        {"if": {"properties": {"kind": {"const": "text-only"}}},
         "then": {"not": {"anyOf": [{"required": ["scenario"]}, {"required": ["compute"]},
                                    {"required": ["readings"]}, {"required": ["illustrated"]},
                                    {"required": ["words"]}]},
                  "x-message": "a text-only entry has nothing to compute: no scenario, compute, readings, "
                               "illustrated or words"}},
    ],
}


# --------------------------------------------------------------------------------------------- validation
# Two maintained validators, each where it is good: fastjsonschema compiles the schema once into a fast
# yes/no check (imported in milliseconds), so a sound catalogue loads quickly; jsonschema lists every
# problem of an entry that fails, and is imported only then (it pulls in its format checkers, about a
# second). ``tests/test_catalogue_package.py`` checks that both read the schema alike.
_FAST: Any = None


def is_valid(instance: Any, schema: dict | None = None) -> bool:
    """Whether ``instance`` fits ``schema`` (the entry schema by default)."""
    global _FAST
    import fastjsonschema  # lazy: ~20 ms to import; only reading the catalogue validates

    if schema is not None and schema is not ENTRY_SCHEMA:
        check = fastjsonschema.compile(schema)
    else:
        if _FAST is None:
            _FAST = _compiled(ENTRY_SCHEMA)
        check = _FAST
    try:
        check(instance)
    except fastjsonschema.JsonSchemaException:
        return False
    return True


def _compiled(schema: dict) -> Any:
    """fastjsonschema's check of ``schema``: the one the package was built with (:mod:`rulescore.prebuilt`:
    generating and compiling its code takes about 0.1 s, a tenth of ``rulescore check``), else compiled now."""
    import fastjsonschema

    from .. import prebuilt

    return prebuilt.built_entry_check(schema, fastjsonschema.VERSION) or fastjsonschema.compile(schema)


def iter_errors(instance: Any, schema: dict | None = None) -> Iterator[Any]:
    """Every failure of ``instance`` against ``schema``, as :mod:`jsonschema` errors."""
    import jsonschema  # lazy: seconds to import (rfc3987_syntax builds a grammar); only error reports need it

    return jsonschema.Draft202012Validator(schema or ENTRY_SCHEMA).iter_errors(instance)


def message(e: Any) -> tuple[str, str]:
    """(field, message) for one :mod:`jsonschema` error, in words a catalogue author can act on."""
    path = [str(p) for p in e.absolute_path]
    where = ".".join(path)
    custom = e.schema.get("x-message")
    if e.validator == "required":
        found = re.search(r"'([^']+)' is a required property", e.message)
        name = found.group(1) if found else "?"
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
    if is_valid(item):
        return seen
    for e in sorted(iter_errors(item, ENTRY_SCHEMA), key=lambda e: [str(p) for p in e.absolute_path]):
        m = message(e)
        if m not in seen:
            seen.append(m)
    return seen
