"""The scenario format reference (guide/scenario-format.md) is executable documentation.

Every example on the page is a ```yaml block immediately followed by a ```text block (the exact output of
``rulescore ask`` on it, or ``error: `` and the one-line message of the RulesError it raises) or by a
```json block (the exact output of ``rulescore ask --json``). Each pair is ruled again here and compared
character for character, so the page cannot drift from the engine. A case is named after the heading the
example sits under.

To regenerate the output blocks after a deliberate change of the engine (then read the diff!):
``.venv/bin/python tests/test_scenario_format.py --write``.
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

from rulescore import ask
from rulescore.records.errors import RulesError

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "guide" / "scenario-format.md"


_PAIR = re.compile(r"^```yaml\n(?P<yaml>.*?)^```\n\n?^```(?P<kind>text|json)\n(?P<out>.*?)^```$",
                   re.DOTALL | re.MULTILINE)
_HEADING = re.compile(r"^#{1,6} +(.+?)\s*$", re.MULTILINE)


@dataclass(frozen=True)
class Example:
    """One yaml/output pair of the page."""

    name: str
    """The heading the example sits under (slugified; ``-2``, ``-3`` for further examples under it)."""
    yaml: str
    """The scenario as the page shows it."""
    kind: str
    """``text`` (``rulescore ask``) or ``json`` (``rulescore ask --json``)."""
    shown: str
    """The output block as the page shows it."""
    span: tuple[int, int]
    """Where the output block's body lies in the page text (for --write)."""


def _slug(heading: str) -> str:
    text = re.sub(r"[`*_]", "", heading).lower()
    return re.sub(r"[^a-z0-9]+", "-", text).strip("-")


def examples(text: str | None = None) -> list[Example]:
    """Every yaml/output pair of the page, in page order."""
    text = PAGE.read_text(encoding="utf-8") if text is None else text
    heads = [(m.start(), _slug(m.group(1))) for m in _HEADING.finditer(text)]
    out: list[Example] = []
    seen: dict[str, int] = {}
    for m in _PAIR.finditer(text):
        head = next((h for pos, h in reversed(heads) if pos < m.start()), "top")
        seen[head] = seen.get(head, 0) + 1
        name = head if seen[head] == 1 else f"{head}-{seen[head]}"
        out.append(Example(name=name, yaml=m.group("yaml"), kind=m.group("kind"), shown=m.group("out"),
                           span=m.span("out")))
    return out


def render(example: Example) -> str:
    """What the engine prints for the example (the body of its output block, with a final newline)."""
    try:
        ruling = ask(example.yaml)
    except RulesError as exc:
        return f"error: {exc}\n"
    if example.kind == "json":
        return json.dumps(ruling.to_dict(), indent=2, ensure_ascii=False) + "\n"
    return ruling.to_text() + "\n"


EXAMPLES = examples()


def test_page_has_examples_with_unique_names():
    names = [e.name for e in EXAMPLES]
    assert len(EXAMPLES) >= 40
    assert len(names) == len(set(names))


def test_every_yaml_block_has_its_output():
    """A yaml block not followed by its output block would silently escape the check."""
    text = PAGE.read_text(encoding="utf-8")
    assert text.count("```yaml\n") == len(EXAMPLES)


@pytest.mark.parametrize("example", EXAMPLES, ids=[e.name for e in EXAMPLES])
def test_scenario_format_example(example):
    assert example.shown == render(example), f"guide/scenario-format.md, {example.name}: output differs"


def test_page_covers_every_key_verb_and_clause():
    """Each top-level key, action verb, clause, dealer verb, showdown verb and JSON ``as`` value appears in
    an example (keys as scenario.KEYS accepts them: a new key fails this test until it is documented)."""
    from rulescore.input import scenario
    from rulescore.rules import showdown

    yamls = "\n".join(e.yaml for e in EXAMPLES)
    outputs = "\n".join(e.shown for e in EXAMPLES)
    for key in scenario.KEYS:
        assert re.search(rf"^{key}:", yamls, re.MULTILINE), f"top-level key {key} has no example"
    for verb in scenario.VERBS:
        assert re.search(rf"^  - \S+ {verb}\b", yamls, re.MULTILINE), f"verb {verb} has no example"
    for clause in ("kept", "pulled", "swept", "told", "td", "push", "says"):
        assert re.search(rf"^  - \S+ (push|says) .*\b{clause}\b", yamls, re.MULTILINE), clause
    for verb in scenario.DEALER_VERBS:
        assert f"dealer {verb}" in yamls
    for verb in showdown.VERBS:
        assert re.search(rf"^  - \S+ {verb}\b", yamls, re.MULTILINE), f"showdown verb {verb} has no example"
    for value in ("fold", "check", "call", "bet", "raise", "pending", "withdrawn", "count", "recount", "deal",
                  "declaration"):
        assert re.search(rf"-> {value}\b", outputs), f"no example is ruled as {value}"


# ------------------------------------------------------------------ engine defects found writing the page
def test_03_8_put_in_uncalled_bet_is_in_no_pot():
    """With ``put_in:`` the part of a bet nobody called went both back to the bettor and into a side pot he
    won, creating chips (8400 in play, 9400 paid out). It is returned and in no pot (03.8)."""
    r = ask({"blinds": "100/200", "street": "turn", "pot": 2400, "put_in": {"A": 800, "B": 800, "C": 800},
             "stacks": {"A": 1000, "C": 2000}, "seats": ["A", "B", "C"], "board": "Ah Kd 7c 7s 2d",
             "hands": {"A": "Qs Qd", "B": "As 3c", "C": "Kc Jh"},
             "actions": ["A allin", "B raise 3000", "C call"]})
    assert r.uncalled == {"B": 1000}
    assert [(p.amount, p.eligible) for p in r.pots] == [(5400, ("A", "B", "C")), (2000, ("B", "C"))]
    assert r.awards == {"B": 7400}
    assert sum(r.awards.values()) + sum(r.uncalled.values()) == 2400 + 1000 + 3000 + 2000


def test_03_3_short_board_is_named_not_the_cards():
    """Cards given but only four board cards: the note blames the board, not the (given) cards."""
    r = ask({"blinds": "100/200", "street": "turn", "stacks": {"A": 1000}, "seats": ["A", "B"],
             "board": "Ah Kd 7c 7s", "hands": {"A": "Qs Qd", "B": "As 3c"}, "actions": ["B bet 1000", "A call"]})
    assert r.showdown.note == "no awards: the board is not complete (five cards)"


if __name__ == "__main__":  # regenerate the output blocks: python tests/test_scenario_format.py --write
    if sys.argv[1:] != ["--write"]:
        sys.exit("usage: python tests/test_scenario_format.py --write")
    text = PAGE.read_text(encoding="utf-8")
    for ex in reversed(examples(text)):
        text = text[:ex.span[0]] + render(ex) + text[ex.span[1]:]
    PAGE.write_text(text, encoding="utf-8")
    print(f"{PAGE.relative_to(ROOT)}: {len(examples(text))} examples written")
