"""The real-play chart of notebook 13 (rulescore.present.real_play): the data it returns is the data it
draws, and it counts what the rulings of the real hands say, computed here from the records themselves."""

from __future__ import annotations

from pathlib import Path

import matplotlib
import pytest

matplotlib.use("Agg")

from rulescore import realhands  # noqa: E402
from rulescore.betting import ActionKind  # noqa: E402
from rulescore.present.real_play import real_play_chart  # noqa: E402

HANDS = Path(__file__).parent / "data" / "hands"


@pytest.fixture(scope="module")
def replays() -> list[realhands.Replay]:
    return [c.replay for c in realhands.compare_all([HANDS])]


def _kind(rec) -> str:
    if rec.ruled_as in (ActionKind.BET, ActionKind.RAISE):
        return "full raise" if rec.full_raise else "short raise"
    return "short call" if rec.to < rec.facing.current_bet else "call"


def test_real_play_counts_every_all_in_of_the_rulings(replays):
    data = real_play_chart(replays, draw=False)
    expected = dict.fromkeys(realhands.ALLIN_KINDS, 0)
    for r in replays:
        for rec in r.ruling.actions:
            if rec.all_in and rec.added > 0 and rec.ruled_as in (ActionKind.BET, ActionKind.RAISE, ActionKind.CALL):
                expected[_kind(rec)] += 1
    assert data.total_all_ins == expected
    assert sum(data.hands.values()) == len(replays)


def test_real_play_closed_decisions_are_those_betting_did_not_reopen_tda_47(replays):
    data = real_play_chart(replays, draw=False)
    closed = [p for r in replays for p in r.points if p.reopened is False]
    assert data.total_reopening["closed"] == len(closed) > 0
    assert all(not p.can_raise and p.blocked == "IA-10" and p.rise > 0 for p in closed)
    assert data.total_reopening["re-raised while closed"] == 0
    assert all(p.did != "raise" for p in closed)  # nobody re-raised where betting was closed


def test_real_play_chart_draws_the_numbers_it_returns(replays):
    import matplotlib.pyplot as plt

    fig = plt.figure()
    data = real_play_chart(replays, fig=fig)
    left, right = fig.axes
    widths = [round(p.get_width()) for p in left.patches]
    n = len(data.groups)
    for k, kind in enumerate(realhands.ALLIN_KINDS):
        assert widths[k * n:(k + 1) * n] == [data.all_ins[g][kind] for g in data.groups]
    widths = [round(p.get_width()) for p in right.patches]
    assert widths[:n] == [data.reopening[g]["reopened"] for g in data.groups]
    assert widths[n:] == [data.reopening[g]["closed"] for g in data.groups]
    plt.close(fig)


def test_real_play_groups_name_who_played(replays):
    data = real_play_chart(replays, draw=False)
    assert data.groups == ("WSOP final tables", "Pluribus v professionals", "online cash games", "other")
    assert data.hands["Pluribus v professionals"] == 60 and data.hands["WSOP final tables"] == 40
    assert "all-ins in" in data.alt() and data.rows()[-1]["group"] == "all"
