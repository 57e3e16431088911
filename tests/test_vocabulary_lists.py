"""One vocabulary: every list of games, streets and verbs is derived from the enums of rulescore.records.vocabulary.

A literal tuple, list or set of two or more game names (``("NLHE", "PLO", ...)``) or street names, or a dict
literal keyed or valued by three or more, anywhere in the package or the guide's Python, is a list typed again:
it falls behind when the enum grows (an LO8 hand loaded in the explorer as NLHE). The few literals that are not
a list of the vocabulary (a mapping of another format's codes, an example's default) are named below with why.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from rulescore import words as render
from rulescore.records import vocabulary
from rulescore.records.vocabulary import ActionKind, Game, Street

ROOT = Path(__file__).resolve().parent.parent
GAMES = {g.value for g in Game}
STREETS = {s.value for s in Street}

#: (file, the literal's first names) -> why it is not a list of the vocabulary.
ALLOWED = {
    ("rulescore/histories/record.py", ("NLHE", "PLO", "LHE", "LO8", "PLO8")): "PHH's variant codes and the game of each",
    ("rulescore/histories/phh_out.py", ("NLHE", "PLO", "LHE", "LO8")): "each game's PHH variant code (to_phh)",
    ("rulescore/input/scenario.py", ("NLHE", "PLO", "LHE", "LO8", "LO8", "LO8")): "other formats' game codes read as aliases",
    ("rulescore/rules/showdown.py", ("NLHE", "PLO")): "an example's default: one Hold'em and one Omaha game",
}


def _files() -> list[Path]:
    return sorted([*(p for p in (ROOT / "rulescore").rglob("*.py") if "_built" not in p.parts),  # not generated data
                   *(ROOT / "guide").glob("*.py")])


def _names(node: ast.AST) -> list[str]:
    return [e.value for e in getattr(node, "elts", []) if isinstance(e, ast.Constant) and isinstance(e.value, str)]


def retyped(path: Path) -> list[tuple[int, tuple[str, ...]]]:
    """The literals of ``path`` that list games or streets by hand: (line, names)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        groups: list[list[str]] = []
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            groups.append(_names(node))
            least = 2
        elif isinstance(node, ast.Dict):
            groups.append([k.value for k in node.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)])
            groups.append([v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str)])
            least = 3
        else:
            continue
        for names in groups:
            for vocab in (GAMES, STREETS):
                hits = tuple(n for n in names if n in vocab)
                if len(hits) >= least:
                    found.append((node.lineno, hits))
    return found


@pytest.mark.parametrize("path", _files(), ids=lambda p: str(p.relative_to(ROOT)))
def test_no_list_of_games_or_streets_is_typed_again(path):
    rel = str(path.relative_to(ROOT))
    bad = [(line, names) for line, names in retyped(path) if (rel, names) not in ALLOWED]
    assert bad == [], f"{rel}: derive these from rulescore.records.vocabulary (GAMES, STREETS): {bad}"


def test_the_check_finds_a_retyped_list(tmp_path):
    f = tmp_path / "x.py"
    f.write_text('GAMES = ("NLHE", "PLO", "PLO8", "LHE")\nS = ["flop", "turn"]\nOK = ("NLHE",)\n'
                 'D = {"NLHE": 1, "PLO": 2, "LHE": 3}\n', encoding="utf-8")
    assert [n for _, n in retyped(f)] == [("NLHE", "PLO", "PLO8", "LHE"), ("flop", "turn"), ("NLHE", "PLO", "LHE")]


def test_the_derived_lists_are_the_enums_in_order():
    assert vocabulary.GAMES == tuple(g.value for g in Game) == ("NLHE", "PLO", "PLO8", "LHE", "LO8")
    assert vocabulary.STREETS == ("preflop", "flop", "turn", "river")
    assert vocabulary.BETTING_VERBS == ("fold", "check", "call", "bet", "raise", "allin")


def test_every_list_elsewhere_is_the_vocabulary():
    from rulescore.catalogue import wording
    from rulescore.explorer import model
    from rulescore.explorer.phone import FORM_VERBS
    from rulescore.histories import record
    from rulescore.input.scenario import VERBS
    from rulescore.oracle import kit as oracle

    assert model.GAMES == vocabulary.GAMES
    assert model.STREETS == oracle.STREETS == record.STREETS == vocabulary.STREETS
    assert set(wording.GAMES) == GAMES
    assert oracle.VERBS == vocabulary.BETTING_VERBS
    assert set(FORM_VERBS) <= set(VERBS), "the phone's form offers only verbs the scenario format has"


def test_every_game_street_and_option_has_its_words_in_every_language():
    for lang in render.LANGUAGES:
        r = render.Renderer(lang)
        for g in Game:
            assert r.term(f"game-{g.value.lower()}") and r.term(f"game-{g.value.lower()}", form="short")
        for s in Street:
            assert r.term(s.value)
        for verb in vocabulary.BETTING_VERBS:
            assert r.term(f"option-{verb}")
        for kind in ActionKind:  # every kind has its own words, not the default variant's
            assert r.message("ruling-as", kind=kind.value, to=100) != r.message("ruling-as", kind="nothing", to=100) \
                or kind is ActionKind.DECLARATION


def test_an_lo8_hand_loads_in_the_explorer_as_lo8():
    from rulescore.explorer import model

    for game in GAMES:
        hand = model.from_scenario({"game": game, "blinds": "100/200", "seats": ["A", "B", "C"], "actions": ["A call"]})
        assert hand.game == game
        assert model.to_scenario(hand).get("game", "NLHE") == game


def test_refusals_that_list_the_games_list_all_five():
    from rulescore import histories
    from rulescore.records.errors import RulesError

    class Hand:
        variant = "F7S"

    with pytest.raises(RulesError) as exc:
        histories.from_hand_history(Hand())
    assert all(g in str(exc.value) for g in GAMES), str(exc.value)
