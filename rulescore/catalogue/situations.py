"""How often the situations the errata rest on come up in real play: the hands of ``tests/data/hands``.

The committee's list orders the items that change a ruling by how often their situation comes up at a real
table (:func:`rulescore.catalogue.errata.act_on`). A hand history records what was done, not how: it shows a
player's last chips going in facing a bet, a pot split between tied hands, an all-in with cards still to
come, a fold with no bet to face, a dead small blind in pot-limit; it never shows words said with chips, the
motions of a raise, a miscounted pot, the clock, a colour-up or an action out of turn. :data:`SITUATIONS`
names what each countable situation is; :data:`POINTS` says which TDA 2024 reference point
(``data/tda2024.yaml``) each one is the situation of (a point not listed has no trace in a history).

:func:`count` replays the hands through the engine (:func:`rulescore.oracle.realhands.replay`) and counts; its
result is kept in ``data/errata/_situations.yaml`` (``python -m rulescore.catalogue.situations
tests/data/hands``) so that ``rulescore check`` reads a number instead of replaying 184 hands, and
``tests/test_errata_situations.py`` recomputes it. Nothing here decides a rule.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from pathlib import Path

#: The countable situations, in our words.
SITUATIONS = {
    "last-chips-facing-a-bet": "a player's last chips pushed facing a bet, for more than the call",
    "split-pot": "a pot split between two or more hands",
    "all-in-with-cards-to-come": "an all-in showdown with cards still to be dealt when the betting ended",
    "fold-with-no-bet-to-face": "a fold in turn with no bet to face",
    "pot-limit-dead-or-short-blind": "a pot-limit hand with a dead small blind or a big blind short",
    "facing-a-short-all-in-after-acting": "a player who has acted facing a bet that short all-ins raised by less "
                                          "than a full raise",
}

#: The situation of each TDA 2024 reference point a hand history can show.
POINTS = {
    "multiple-chips": "last-chips-facing-a-bet",
    "odd-chip": "split-pot",
    "all-in-face-up": "all-in-with-cards-to-come",
    "non-standard-folds": "fold-with-no-bet-to-face",
    "pot-declaration": "pot-limit-dead-or-short-blind",
    "reopening": "facing-a-short-all-in-after-acting",
}


def _hand_paths(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.suffix in (".phh", ".phhs") and "refused" not in p.parts)


def count(folder: str | Path) -> dict:
    """``{"hands": n, "situations": {name: {"count", "says"}}, "points": POINTS}`` over every hand history
    under ``folder`` that rulescore rules (refused hands are left out)."""
    from ..histories import read_all
    from ..oracle.realhands import replay

    counts = dict.fromkeys(SITUATIONS, 0)
    hands = 0
    for path in _hand_paths(Path(folder)):
        for h in read_all(path):
            if isinstance(h, Exception):
                continue
            rep = replay(h)
            if rep.ruling is None:
                continue
            hands += 1
            _count_hand(rep, h, counts)
    return {"hands": hands,
            "situations": {k: {"count": n, "says": SITUATIONS[k]} for k, n in counts.items()},
            "points": dict(POINTS)}


def _count_hand(rep, history, counts: dict[str, int]) -> None:
    points = {p.number: p for p in rep.points}
    for a in rep.all_ins:
        p = points.get(a.number)
        if p is not None and p.to_call > 0 and a.kind in ("short raise", "full raise"):
            counts["last-chips-facing-a-bet"] += 1
    counts["fold-with-no-bet-to-face"] += sum(1 for p in rep.points if p.did == "fold" and p.to_call == 0)
    counts["facing-a-short-all-in-after-acting"] += sum(1 for p in rep.points if p.reopened is False)
    sc = history.scenario
    if str(sc.get("game", "NLHE")).startswith("PLO") and sc.get("dead_small_blind"):
        counts["pot-limit-dead-or-short-blind"] += 1
    sd = rep.ruling.to_dict().get("showdown") or {}
    for pot in sd.get("settled") or ():
        if len(pot.get("shares") or {}) > 1:
            counts["split-pot"] += 1
    if sd.get("kind") == "all-in" and any(a.street != "river" for a in rep.all_ins):
        counts["all-in-with-cards-to-come"] += 1


def write(result: dict, path: Path) -> None:
    """The counts as ``_situations.yaml`` (a comment, then the mapping)."""
    import yaml

    head = ("# How often each situation the errata rest on comes up in the real hands of tests/data/hands\n"
            "# (rulescore.catalogue.situations; regenerate: python -m rulescore.catalogue.situations tests/data/hands).\n")
    path.write_text(head + yaml.safe_dump(result, sort_keys=False, allow_unicode=True), encoding="utf-8")


def main(argv: Iterable[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if len(args) != 1:
        print("usage: python -m rulescore.catalogue.situations HANDS_FOLDER", file=sys.stderr)
        return 2
    from .entries import data_dir

    write(count(args[0]), data_dir() / "errata" / "_situations.yaml")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
