"""Scenario text read as YAML by ``strictyaml`` (:func:`read_yaml`): every scalar stays the text it was
written as; a key given twice, anchors and aliases, the merge key and tags are refused, and so are a text
longer than :data:`MAX_TEXT` and nesting deeper than :data:`MAX_DEPTH`. Part of reading a scenario
(:mod:`rulescore.input.scenario` re-exports these names)."""

from __future__ import annotations

import re
from typing import Any

from ..records.errors import ScenarioError

#: Most characters a scenario text may have (a whole hand at a full table is about 1,500).
MAX_TEXT = 32 * 1024
#: Most levels of nesting (lists and mappings in one another) a scenario text may have; it needs 3.
MAX_DEPTH = 20


# ------------------------------------------------------------------------------------------- YAML text
_LOADER: Any = None


def _strict_loader() -> Any:
    """strictyaml's loader (imported on first use: the Python API with mappings never needs it), refusing
    YAML merge keys too: ``{<<: {A: 500}, A: 50000}`` would silently let one value replace the other."""
    global _LOADER
    if _LOADER is None:
        from strictyaml.parser import StrictYAMLLoader  # lazy: ~50 ms to import; mappings from Python never need it

        class Loader(StrictYAMLLoader):
            label = "scenario"
            allow_flow_style = True  # scenarios write lists and mappings inline: seats: [A, B]

            # Nesting is bounded while scanning: YAML libraries recurse once per level, and deep flow
            # nesting ([[[[...) is slow to scan long before Python's recursion limit is reached.
            def fetch_flow_collection_start(self, *args: Any, **kw: Any) -> Any:
                if len(self.flow_context) + len(self.indents) >= MAX_DEPTH:
                    raise _TooDeep(self.reader.line)
                return super().fetch_flow_collection_start(*args, **kw)

            def add_indent(self, column: int) -> bool:
                if len(self.flow_context) + len(self.indents) >= MAX_DEPTH:
                    raise _TooDeep(self.reader.line)
                return super().add_indent(column)

            def construct_scalar(self, node: Any) -> Any:
                value = super().construct_scalar(node)
                if value == "" and getattr(node, "style", None) in ('"', "'"):
                    return _QuotedEmpty()  # written "" on purpose: not an empty value
                return value

            def flatten_mapping(self, node: Any) -> Any:
                for key, _ in node.value:
                    if key.tag == "tag:yaml.org,2002:merge":
                        raise _MergeKey(key.start_mark.line)
                return super().flatten_mapping(node)

        _LOADER = Loader
    return _LOADER


class _QuotedEmpty(str):
    """An empty value written with quotes (``ask: ""``): a value that is empty, where a bare ``ask:`` is no
    value at all (the key as if left out)."""


class _Refused(Exception):
    """Raised by the loader (inside strictyaml's parse) at ``line``; turned into a ScenarioError."""

    def __init__(self, line: int) -> None:
        self.line = line


class _MergeKey(_Refused):
    pass


class _TooDeep(_Refused):
    pass


def read_yaml(text: str | bytes, *, name: str = "scenario") -> Any:
    """Read YAML text strictly into plain dicts, lists and strings (no other type: every scalar is the text
    as written, and :func:`from_dict` reads numbers from it). Refused, each with a one-line
    :class:`ScenarioError`: a text over :data:`MAX_TEXT` characters, a key given twice in one mapping, an
    anchor or alias, a merge key, a tag, and anything that is not YAML. An empty value (``ask:``) is
    ``None``, as if the key were left out.

    >>> read_yaml("seats: [No, on, 0100]\\nstacks: {No: 1_500}")
    {'seats': ['No', 'on', '0100'], 'stacks': {'No': '1_500'}}
    """
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise _refused(f"{name}: not UTF-8 text (byte {exc.start})") from None
    if not isinstance(text, str):
        raise _refused(f"{name}: a scenario is YAML text or a mapping, not {type(text).__name__}")
    if len(text) > MAX_TEXT:
        raise _refused(f"{name}: {len(text)} characters; a scenario is at most {MAX_TEXT} (a whole hand at a "
                            f"full table takes about 1,500)")
    # lazy: strictyaml (and its bundled ruamel) take ~50 ms to import; mappings from Python never need them
    from strictyaml import exceptions as sy
    from strictyaml.ruamel import YAMLError
    from strictyaml.ruamel import load as ruamel_load

    try:
        document = ruamel_load(text, Loader=_strict_loader())
        return _plain(document, name)
    except _TooDeep as exc:
        raise _refused(f"{name} line {exc.line + 1}: nested more than {MAX_DEPTH} levels deep; a scenario "
                            f"needs three or four") from None
    except _MergeKey as exc:
        raise _refused(f"{name} line {exc.line + 1}: the merge key << is not allowed (it lets one value "
                            f"silently replace another): write the keys out") from None
    except sy.DuplicateKeysDisallowed as exc:
        key = re.search(r"'(.*)'", str(exc.problem or ""))
        raise _refused(f"{name}{_line(exc)}: the key {key.group(1) if key else ''!r} is given twice in one "
                            f"mapping; a scenario states each thing once (a second value would silently replace "
                            f"the first)") from None
    except sy.AnchorTokenDisallowed as exc:
        raise _refused(f"{name}{_line(exc)}: YAML anchors and aliases (&name, *name) are not allowed: write "
                            f"each value out") from None
    except sy.TagTokenDisallowed as exc:
        raise _refused(f"{name}{_line(exc)}: YAML tags (!!int, !name) are not allowed: write the value "
                            f"alone; amounts are read as whole chips, everything else as text") from None
    except YAMLError as exc:
        problem = getattr(exc, "problem", None) or str(exc).splitlines()[0]
        if "another document" in str(problem):
            problem = "a scenario is one YAML document, and a second one starts here"
        elif "'\\t'" in str(problem):
            problem = ("a tab character: YAML indents and separates with spaces only, so write spaces where the tab "
                       "is")
        raise _refused(f"{name}{_line(exc)}: not valid YAML ({problem})") from None
    except RecursionError:
        raise _refused(f"{name}: nested too deeply to be a scenario") from None
    except (ValueError, OverflowError):  # the scanner's chr() of an escape beyond Unicode (\U00110000)
        bad = _beyond_unicode(text)
        if bad is None:
            raise
        line, escape = bad
        raise _refused(f"{name} line {line}: the escape {escape} names no character (Unicode ends at U+10FFFF): "
                       f"write the character itself, or another escape") from None


def _beyond_unicode(text: str) -> tuple[int, str] | None:
    """The line and the text of the first ``\\UXXXXXXXX`` escape of ``text`` beyond U+10FFFF, if any."""
    for m in re.finditer(r"\\U([0-9A-Fa-f]{8})", text):
        if int(m.group(1), 16) > 0x10FFFF:
            return text.count("\n", 0, m.start()) + 1, m.group(0)
    return None


#: Where the format page says how a scenario is read (strict YAML, one value per key, amounts): the section a
#: refusal of the YAML itself cites, as no TDA rule decides it.
READ_SECTION = "scenario format: How a scenario is read"


def _refused(message: str) -> ScenarioError:
    """A refusal of the text itself, citing the format page's section on reading (no poker rule decides it)."""
    return ScenarioError(f"{message} ({READ_SECTION})")


def _line(exc: Any) -> str:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    line = getattr(mark, "line", None)
    return f" line {line + 1}" if line is not None else ""


def _plain(node: Any, name: str) -> Any:
    """strictyaml's document as plain dicts, lists and ``str`` (an empty mapping value is ``None``)."""
    if node is None:
        return None
    if isinstance(node, dict):
        out = {}
        for key, value in node.items():
            if not isinstance(key, str):
                raise _refused(f"{name}: a key must be plain text, not {key!r}")
            empty = isinstance(value, str) and value == "" and not isinstance(value, _QuotedEmpty)
            out[str(key)] = None if empty else _plain(value, name)
        return out
    if isinstance(node, list):
        return [_plain(v, name) for v in node]
    return str(node)


