"""How often the errata's situations come up in the real hands: the kept counts are the recomputed ones.

``data/errata/_situations.yaml`` is what ``rulescore check`` reads to order the items that change a ruling
(:mod:`rulescore.catalogue.situations`); these tests replay ``tests/data/hands`` and compare, and check that
every point the counts name is a reference point of TDA 2024 and that the order of the list follows them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from rulescore import catalogue as cat
from rulescore.catalogue import errata, situations
from rulescore.catalogue.entries import data_dir

ROOT = Path(__file__).resolve().parent.parent
HANDS = ROOT / "tests" / "data" / "hands"
KEPT = data_dir() / "errata" / "_situations.yaml"


@pytest.fixture(scope="module")
def recomputed() -> dict:
    if not HANDS.is_dir():
        pytest.skip("tests/data/hands is not in this checkout")
    return situations.count(HANDS)


def test_the_kept_counts_are_the_recomputed_ones(recomputed):
    kept = yaml.safe_load(KEPT.read_text(encoding="utf-8"))
    assert kept == recomputed, "regenerate: python -m rulescore.catalogue.situations tests/data/hands"


def test_the_counts_come_from_hands_rulescore_rules(recomputed):
    assert recomputed["hands"] > 100
    assert set(recomputed["situations"]) == set(situations.SITUATIONS)
    # a history shows these often enough to be counted at all
    assert recomputed["situations"]["last-chips-facing-a-bet"]["count"] > 0
    assert recomputed["situations"]["split-pot"]["count"] > 0


def test_every_point_is_a_reference_point_of_tda_2024():
    points = {p["point"] for p in yaml.safe_load((data_dir() / "tda2024.yaml").read_text(encoding="utf-8"))}
    assert set(situations.POINTS) <= points, set(situations.POINTS) - points
    assert set(situations.POINTS.values()) <= set(situations.SITUATIONS)


def test_items_that_change_a_ruling_are_ordered_by_how_often_their_situation_comes_up():
    acts = cat.report().act_on()
    ruling = [a for a in acts if a.severity == errata.SEVERITIES[0]]
    assert ruling
    seen = [a.frequency or 0 for a in ruling]
    assert seen == sorted(seen, reverse=True), [(a.item.change, a.frequency) for a in ruling]
