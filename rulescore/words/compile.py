"""Build the renderer's data from its sources (a developer's tool: it needs ``fluent.syntax`` and ``babel``, the
``dev`` extra; nothing at run time imports it).

``python -m rulescore.words.compile`` (``make messages``) writes

* ``templates/<lang>/<domain>.json`` beside each ``.ftl``: the templates parsed by the reference Fluent parser
  (``fluent.syntax``) into the compiled form :mod:`rulescore.words.messages` resolves;
* ``plurals.py``: CLDR's plural rules of each language (compiled by babel's own rule compiler into Python
  expressions) and its list patterns ("a, b and c"; English as en_GB writes it, no serial comma), so the
  runtime needs neither babel nor its 10 MB of locale data.

``python -m rulescore.words.compile --check`` writes nothing and exits 1, naming them, when any of these is
out of date (``tests/test_render.py`` runs the same check). A template the parser rejects is an error naming
the file, the line and the parser's reason.

The helpers below (:func:`parse`, :func:`variables`, :func:`texts`, :func:`documented`) are what the tests use
to read a template: its variables, its literal text and the variables its comment documents.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

from .messages import DOMAINS_DIR, LANGUAGES

PLURALS = Path(__file__).resolve().parent / "plurals.py"
#: The CLDR locale whose list patterns each language takes (British English: "a, b and c").
LIST_LOCALES = {"en": "en_GB", "pl": "pl", "ru": "ru"}


class TemplateError(ValueError):
    """A template file the Fluent parser rejects, or a construct the runtime does not resolve."""


# ----------------------------------------------------------------------------------------------- parsing
def parse(path: Path) -> fl.Resource:
    """The ``.ftl`` file's AST; :class:`TemplateError` on the first entry the parser rejects."""
    text = path.read_text(encoding="utf-8")
    resource = FluentParser(with_spans=True).parse(text)
    for entry in resource.body:
        if isinstance(entry, fl.Junk):
            line = text.count("\n", 0, entry.span.start if entry.span else 0) + 1
            why = "; ".join(a.message or a.code for a in entry.annotations) or "not Fluent"
            raise TemplateError(f"{path}: line {line}: {why}: {(entry.content or '').strip()[:80]!r}")
    return resource


def _expr(node: Any, where: str) -> list:
    if isinstance(node, fl.Placeable):
        return _expr(node.expression, where)
    if isinstance(node, fl.VariableReference):
        return ["var", node.id.name]
    if isinstance(node, fl.StringLiteral):
        return ["str", node.parse()["value"]]
    if isinstance(node, fl.NumberLiteral):
        return ["num", node.value]
    if isinstance(node, fl.MessageReference):
        return ["msg", node.id.name, node.attribute.name if node.attribute else None]
    if isinstance(node, fl.TermReference):
        named = {a.name.name: _expr(a.value, where) for a in (node.arguments.named if node.arguments else [])}
        if node.arguments and node.arguments.positional:
            raise TemplateError(f"{where}: a term takes named arguments only (-{node.id.name})")
        return ["term", node.id.name, node.attribute.name if node.attribute else None, named]
    if isinstance(node, fl.FunctionReference):
        return ["fn", node.id.name, [_expr(a, where) for a in node.arguments.positional],
                {a.name.name: _expr(a.value, where) for a in node.arguments.named}]
    if isinstance(node, fl.SelectExpression):
        variants, default = [], 0
        for k, v in enumerate(node.variants):
            key = v.key
            kind, name = ("num", key.value) if isinstance(key, fl.NumberLiteral) else ("id", key.name)
            variants.append([kind, name, _pattern(v.value, where)])
            default = k if v.default else default
        return ["sel", _expr(node.selector, where), variants, default]
    raise TemplateError(f"{where}: {type(node).__name__} is not resolved by rulescore.words")


def _pattern(pattern: fl.Pattern | None, where: str) -> Any:
    if pattern is None:
        return None
    out: list[Any] = []
    for el in pattern.elements:
        if isinstance(el, fl.TextElement):
            if out and isinstance(out[-1], str):
                out[-1] += el.value
            else:
                out.append(el.value)
        else:
            out.append(_expr(el, where))
    if not out:
        return ""
    return out[0] if len(out) == 1 and isinstance(out[0], str) else out


def compiled(path: Path) -> dict[str, dict[str, Any]]:
    """The compiled form of one ``.ftl`` file (what its ``.json`` holds)."""
    out: dict[str, dict[str, Any]] = {"messages": {}, "terms": {}}
    for entry in parse(path).body:
        if not isinstance(entry, (fl.Message, fl.Term)):
            continue
        where = f"{path.parent.name}/{path.name}: {'-' if isinstance(entry, fl.Term) else ''}{entry.id.name}"
        item: dict[str, Any] = {"value": _pattern(entry.value, where)}
        if entry.attributes:
            item["attrs"] = {a.id.name: _pattern(a.value, where) for a in entry.attributes}
        out["terms" if isinstance(entry, fl.Term) else "messages"][entry.id.name] = item
    return out


def _json(data: dict[str, dict[str, Any]]) -> str:
    """Compact JSON, one entry a line (a small download for the phone page, a readable diff)."""
    def one(v: Any) -> str:
        return json.dumps(v, ensure_ascii=False, separators=(",", ":"))
    parts = [one(kind) + ":{\n" + ",\n".join(f"{one(k)}:{one(v)}" for k, v in entries.items()) + "\n}"
             for kind, entries in data.items()]
    return "{" + ",".join(parts) + "}\n"


# -------------------------------------------------------------------------------------------- reading
def entries(path: Path) -> Iterator[fl.Message | fl.Term]:
    """The messages and terms of a file, in order."""
    for entry in parse(path).body:
        if isinstance(entry, (fl.Message, fl.Term)):
            yield entry


def _walk(node: Any) -> Iterator[Any]:
    """Every node below ``node`` (itself first), through patterns, placeables, selectors and arguments."""
    yield node
    if isinstance(node, (fl.Message, fl.Term)):
        for child in [node.value, *[a.value for a in node.attributes]]:
            if child is not None:
                yield from _walk(child)
    elif isinstance(node, fl.Pattern):
        for el in node.elements:
            yield from _walk(el)
    elif isinstance(node, fl.Placeable):
        yield from _walk(node.expression)
    elif isinstance(node, fl.SelectExpression):
        yield from _walk(node.selector)
        for v in node.variants:
            yield from _walk(v.value)
    elif isinstance(node, (fl.FunctionReference, fl.TermReference)) and node.arguments:
        for a in node.arguments.positional:
            yield from _walk(a)
        for named in node.arguments.named:
            yield from _walk(named.value)


def variables(entry: Any) -> set[str]:
    """The variables a message (or pattern) uses, in every variant."""
    return {n.id.name for n in _walk(entry) if isinstance(n, fl.VariableReference)}


def references(entry: Any) -> tuple[set[str], set[str]]:
    """(terms, messages) a message refers to (``COUNT($n, "chip")`` refers to the term ``chip``)."""
    terms = {n.id.name for n in _walk(entry) if isinstance(n, fl.TermReference)}
    terms |= {n.arguments.positional[1].value for n in _walk(entry)
              if isinstance(n, fl.FunctionReference) and n.id.name == "COUNT" and len(n.arguments.positional) > 1
              and isinstance(n.arguments.positional[1], fl.StringLiteral)}
    messages = {n.id.name for n in _walk(entry) if isinstance(n, fl.MessageReference)}
    return terms, messages


def texts(entry: Any) -> list[str]:
    """The literal text of a message (each text run of each variant), without what variables bring."""
    return [n.value for n in _walk(entry) if isinstance(n, fl.TextElement)]


def selector_keys(entry: Any) -> dict[str, set[str]]:
    """For each variable a message selects on, the keys of its variants."""
    out: dict[str, set[str]] = {}
    for n in _walk(entry):
        if isinstance(n, fl.SelectExpression) and isinstance(n.selector, fl.VariableReference):
            keys = out.setdefault(n.selector.id.name, set())
            keys |= {v.key.value if isinstance(v.key, fl.NumberLiteral) else v.key.name for v in n.variants}
    return out


_DOC = re.compile(r"\$(\w+) \((String|Number)\)(?:[^\n]*?e\.g\. \"([^\"]*)\")?")


def documented(entry: fl.Message | fl.Term) -> dict[str, tuple[str, str | None]]:
    """The variables the entry's comment documents: ``{name: (type, example or None)}``, from lines such as
    ``# $to_call (Number) - chips to call`` and ``# $rule (String) - the rule cited, e.g. "TDA 45 · 08.6"``."""
    content = (entry.comment.content or "") if entry.comment else ""
    return {m.group(1): (m.group(2), m.group(3)) for m in _DOC.finditer(content)}


# ------------------------------------------------------------------------------------------ plural rules
def plurals_source() -> str:
    """The text of ``plurals.py``, from babel's CLDR data."""
    import babel
    from babel import Locale
    from babel.plural import _PythonCompiler

    compile_ = _PythonCompiler().compile
    funcs: list[str] = []
    table: list[str] = []
    ordinals: list[str] = []
    for lang in LANGUAGES:
        for name, rule, names in ((f"_{lang}", Locale.parse(lang).plural_form, table),
                                  (f"_{lang}_ordinal", Locale.parse(lang).ordinal_form, ordinals)):
            body = [f"def {name}(n: int | float, i: int, v: int, f: int, t: int, e: int) -> str:"]
            body += [f"    if {compile_(ast)}:\n        return {tag!r}" for tag, ast in rule.abstract]
            body.append("    return 'other'")
            funcs.append("\n".join(body))
            names.append(f"    {lang!r}: {name},")
    lists = {lang: {kind: dict(Locale.parse(loc).list_patterns[style])
                    for kind, style in (("and", "standard"), ("or", "or"))}
             for lang, loc in LIST_LOCALES.items()}
    return _PLURALS_TEMPLATE.format(babel=babel.__version__, funcs="\n\n\n".join(funcs), table="\n".join(table),
                                    ordinals="\n".join(ordinals), lists=json.dumps(lists, ensure_ascii=False, indent=4))


_PLURALS_TEMPLATE = '''"""CLDR's plural rules (cardinal and ordinal) and list patterns of each language, as plain Python.

GENERATED by ``python -m rulescore.words.compile`` from babel {babel}'s CLDR data: do not edit (the test
``tests/test_render.py`` compares every category with babel's for thousands of numbers).
"""

from __future__ import annotations

from decimal import Decimal


def IN(x: int | float, ranges: list[tuple[int, int]]) -> bool:  # CLDR's "in": integers only
    return x == int(x) and any(lo <= x <= hi for lo, hi in ranges)


def WITHIN(x: int | float, ranges: list[tuple[int, int]]) -> bool:  # CLDR's "within"
    return any(lo <= x <= hi for lo, hi in ranges)


def MOD(a: int | float, b: int) -> int | float:  # CLDR's "mod": the sign of the dividend
    return -(-a % b) if a < 0 else a % b


def operands(x: int | float) -> tuple[int | float, int, int, int, int, int]:
    """CLDR's operands n, i, v, f, t, e of a number (as babel reads them: a whole float is an integer, any other
    float its shortest decimal form)."""
    if isinstance(x, int) or float(x).is_integer():
        n = abs(int(x))
        return n, n, 0, 0, 0, 0
    d = Decimal(repr(float(x))).copy_abs()
    _, digits, exp = d.as_tuple()
    v = max(0, -int(exp))
    frac = "".join(map(str, digits[len(digits) - v:])) if v else ""
    f = int(frac or 0)
    t = int(frac.rstrip("0") or 0)
    return float(d), int(d), v, f, t, 0


{funcs}


_RULES = {{
{table}
}}

_ORDINALS = {{
{ordinals}
}}

#: The list patterns (CLDR): "and" is the standard list, "or" the disjunction.
LISTS: dict[str, dict[str, dict[str, str]]] = {lists}


def category(lang: str, x: int | float) -> str:
    """The plural category of ``x`` in ``lang``: one, few, many or other."""
    return _RULES[lang](*operands(x))


def ordinal(lang: str, x: int | float) -> str:
    """The ordinal category of ``x`` in ``lang`` (English: one for 1st, two for 2nd, few for 3rd, other)."""
    return _ORDINALS[lang](*operands(x))


def join(lang: str, items: list[str], kind: str = "and") -> str:
    """``items`` as ``lang`` lists them (``kind``: "and" or "or"), babel's format_list without babel."""
    p = LISTS[lang][kind]
    if len(items) < 2:
        return "".join(items)
    if len(items) == 2:
        return p["2"].format(*items)
    out = p["start"].format(items[0], items[1])
    for item in items[2:-1]:
        out = p["middle"].format(out, item)
    return p["end"].format(out, items[-1])
'''


# ----------------------------------------------------------------------------------------------- build
def outputs() -> dict[Path, str]:
    """Every file the build writes, with the text it should have."""
    out = {PLURALS: plurals_source()}
    for lang in LANGUAGES:
        for ftl in sorted((DOMAINS_DIR / lang).glob("*.ftl")):
            out[ftl.with_suffix(".json")] = _json(compiled(ftl))
    return out


def stale() -> list[Path]:
    """The built files that are missing or differ from what their sources give; and compiled files whose
    ``.ftl`` is gone."""
    want = outputs()
    bad = [p for p, text in want.items() if not p.is_file() or p.read_text(encoding="utf-8") != text]
    bad += [p for p in DOMAINS_DIR.glob("*/*.json") if p not in want]
    return bad


def build() -> list[Path]:
    """Write what is out of date (and remove a compiled file whose ``.ftl`` is gone); the paths changed."""
    changed = []
    want = outputs()
    for path, text in want.items():
        if not path.is_file() or path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            changed.append(path)
    for path in DOMAINS_DIR.glob("*/*.json"):
        if path not in want:
            path.unlink()
            changed.append(path)
    return changed


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m rulescore.words.compile", description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything is out of date")
    args = ap.parse_args(argv)
    try:
        paths = stale() if args.check else build()
    except TemplateError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    root = DOMAINS_DIR.parent.parent.parent  # the checkout: rulescore/words/templates
    for p in paths:
        print(("out of date: " if args.check else "wrote ") + str(p.relative_to(root)))
    if args.check and paths:
        print("run `make messages` (python -m rulescore.words.compile)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
