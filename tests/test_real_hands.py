"""Real hands as tests: every hand of tests/data/hands (source and licence in its README) replayed once
through rulescore and once through pokerkit, compared in one pass.

Each hand: no refusal; the chips each player put in and the pot agree with pokerkit's replay of the same
file, and the finishing stacks with the file's own; at every decision point the call, whether a raise is
allowed, and the smallest and largest raise-to total agree with pokerkit — except where pokerkit departs
from the rules rulescore follows, each difference named by a departure of ``rulescore.oracle.realhands``
(``HAND_DEPARTURES``) or ``rulescore.oracle.kit.DEPARTURES``. A difference nobody names is a rulescore bug."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from rulescore import RulesError, histories
from rulescore.analysis import real_play
from rulescore.oracle import realhands
from rulescore.present.real_play import real_play_chart
from rulescore.records.vocabulary import ActionKind

HANDS = Path(__file__).parent / "data" / "hands"


def _files() -> list[Path]:
    return sorted(p for p in HANDS.rglob("*.phh*") if "refused" not in p.parts)


@pytest.fixture(scope="module")
def compared() -> list[realhands.Comparison]:
    out = []
    for path in _files():
        for item in histories.read_all(path):
            assert not isinstance(item, RulesError), str(item)
            out.append(realhands.compare(item))
    return out


@pytest.fixture(scope="module")
def replays(compared) -> list[realhands.Replay]:
    return [c.replay for c in compared]


def test_the_sample_is_a_few_hundred_hold_em_and_omaha_hands(compared):
    games = Counter(c.replay.history.game for c in compared)
    assert len(compared) >= 180
    assert set(games) == {"NLHE", "PLO", "LHE", "LO8"} and games["LO8"] >= 10


def test_no_hand_is_refused(compared):
    assert [c.replay.refused for c in compared if c.replay.refused] == []


def test_every_decision_point_was_compared(compared):
    for c in compared:
        assert c.compared == len(c.replay.history.actions) == len(c.replay.points), c.replay.name
    assert sum(c.compared for c in compared) >= 2000


def test_every_difference_from_pokerkit_is_a_named_departure(compared):
    unnamed = [d for c in compared for d in c.differences if d.departure is None]
    assert unnamed == []
    for c in compared:
        for d in c.differences:
            assert d.departure in realhands.ALL_DEPARTURES


def test_chips_put_in_and_pots_agree_with_pokerkit_except_named_departures(compared):
    for c in compared:
        for what in ("committed", "pot"):
            check = c.chips[what]
            assert check["ok"] or check["departure"] in realhands.ALL_DEPARTURES, (c.replay.name, what, check)


def test_finishing_stacks_agree_with_the_file_except_its_own_errors(compared):
    checked = 0
    for c in compared:
        check = c.chips.get("finishing")
        if check is None:
            continue
        checked += 1
        assert check["ok"] or check["departure"] in realhands.FILE_ERRORS, (c.replay.name, check)
    assert checked >= 90  # every WSOP and Pluribus hand that ends with cards known or one player left


def test_departures_found_in_the_sample(compared):
    found = Counter(d.departure for c in compared for d in c.differences)
    found.update(check["departure"] for c in compared for check in c.chips.values() if not check["ok"])
    assert set(found) == {"bb-ante-trimmed", "lo8-pot-limit", "finishing-stacks-do-not-add-up",
                          "limit-short-all-in-completed"}


def _one(compared, name: str) -> realhands.Comparison:
    return next(c for c in compared if c.replay.name.endswith(name))


def test_pokerkit_never_charges_a_big_blind_ante_when_antes_are_trimmed_rp_11(compared):
    c = _one(compared, "wsop-2019-42-day3/00-01-07.phh")
    committed = c.chips["committed"]
    assert committed["rulescore"]["BB"] - committed["other"]["BB"] == 500000  # the ante pokerkit leaves out
    assert c.chips["pot"]["departure"] == "bb-ante-trimmed"
    # the file's own finishing stacks charge it, as rulescore does
    assert c.chips["finishing"]["rulescore"]["BB"] == c.replay.history.finishing_stacks["BB"] == 5625000


def test_the_2019_file_s_finishing_stacks_hold_more_chips_than_it_started_with(compared):
    c = _one(compared, "wsop-2019-42-day3/00-01-07.phh")
    h = c.replay.history
    assert sum(h.finishing_stacks.values()) - sum(h.scenario["stacks"].values()) == 1150000
    assert sum(c.chips["finishing"]["rulescore"].values()) == sum(h.scenario["stacks"].values())
    wrong = {s for s, v in h.finishing_stacks.items() if c.chips["finishing"]["rulescore"][s] != v}
    assert wrong == {"CO"}  # the raiser who folded on the river: the file gives back the 1150000 put in


def test_tda47b_limit_an_all_in_of_less_than_half_a_bet_is_completed_not_raised_over(compared):
    c = _one(compared, "wsop-2023-43-day5/79.phh")
    d = next(d for d in c.differences if d.figure == "min_raise_to")
    assert (d.player, d.rulescore, d.pokerkit, d.departure) == ("BTN", 1000000, 1050000,
                                                                 "limit-short-all-in-completed")


def test_pokerkit_bets_fixed_limit_omaha_hi_lo_as_pot_limit(compared):
    c = _one(compared, "wsop-2023-43-day5/12.phh")
    first = c.differences[0]
    assert (first.number, first.figure, first.rulescore, first.pokerkit) == (1, "max_raise_to", 400000, 700000)
    assert {d.departure for d in c.differences} == {"lo8-pot-limit"}


def test_the_sample_covers_what_the_project_charts(compared):
    scenarios = [c.replay.history.scenario for c in compared]
    assert any(s.get("bb_ante") for s in scenarios)
    assert any(isinstance(s.get("ante"), int) for s in scenarios)
    assert any(s.get("dead_small_blind") for s in scenarios)
    assert any(len(s["seats"]) == 2 for s in scenarios)
    assert any(c.replay.history.scale == 100 for c in compared)
    kinds = realhands.allin_counts(c.replay for c in compared)
    assert kinds["short raise"] >= 10 and kinds["full raise"] >= 10
    reopening = realhands.reopening_counts(c.replay for c in compared)
    assert reopening["closed"] >= 10 and reopening["re-raised while closed"] == 0


def test_a_short_all_in_raise_leaves_the_betting_closed_to_the_raiser_before_it(compared):
    """Pluribus hand 106-70's first all-in raise is short; the player it reaches next who had acted may only
    call or fold (TDA 47), and pokerkit agrees there."""
    c = next(c for c in compared if any(a.kind == "short raise" for a in c.replay.all_ins))
    short = next(a for a in c.replay.all_ins if a.kind == "short raise")
    after = [p for p in c.replay.points if p.number > short.number and p.reopened is not None]
    assert after and not after[0].reopened and not after[0].can_raise
    assert all(d.number != after[0].number for d in c.differences)


# ------------------------------------------------------------------------ the real-play chart (notebook 13)
# rulescore.present.real_play: the data it returns is the data it draws, and it counts what the rulings of the
# real hands say, computed here from the records themselves.
def _kind(rec) -> str:
    if rec.ruled_as in (ActionKind.BET, ActionKind.RAISE):
        return "full raise" if rec.full_raise else "short raise"
    return "short call" if rec.to < rec.facing.current_bet else "call"


def test_real_play_counts_every_all_in_of_the_rulings(replays):
    data = real_play(replays)
    expected = dict.fromkeys(realhands.ALLIN_KINDS, 0)
    for r in replays:
        for rec in r.ruling.actions:
            if rec.all_in and rec.added > 0 and rec.ruled_as in (ActionKind.BET, ActionKind.RAISE, ActionKind.CALL):
                expected[_kind(rec)] += 1
    assert data.total_all_ins == expected
    assert sum(data.hands.values()) == len(replays)


def test_real_play_closed_decisions_are_those_betting_did_not_reopen_tda_47(replays):
    data = real_play(replays)
    closed = [p for r in replays for p in r.points if p.reopened is False]
    assert data.total_reopening["closed"] == len(closed) > 0
    assert all(not p.can_raise and p.blocked == "IA-10" and p.rise > 0 for p in closed)
    assert data.total_reopening["re-raised while closed"] == 0
    assert all(p.did != "raise" for p in closed)  # nobody re-raised where betting was closed


def test_real_play_chart_draws_the_numbers_it_returns(replays):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig = plt.figure()
    data = real_play_chart(real_play(replays), fig=fig)
    left, right = fig.axes
    widths = [round(p.get_width()) for p in left.patches]
    n = len(data.groups)
    for k, kind in enumerate(realhands.ALLIN_KINDS):
        assert widths[k * n:(k + 1) * n] == [data.all_ins[g][kind] for g in data.groups]
    widths = [round(p.get_width()) for p in right.patches]
    assert widths[:n] == [data.reopening[g]["reopened"] for g in data.groups]
    assert widths[n:] == [data.reopening[g]["closed"] for g in data.groups]
    plt.close(fig)


def test_real_play_chart_figure_says_what_it_shows(replays):
    # the figure drawn when none is given is the presentation wing's chart figure: its text (a notebook's
    # text/plain beside the PNG, the guide's alt text) is the chart's sentence
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from rulescore.present.real_play import draw_real_play

    data = real_play(replays)
    fig = draw_real_play(data)
    assert repr(fig) == data.alt() and "all-ins in" in repr(fig)
    plt.close(fig)


def test_real_play_groups_name_who_played(replays):
    data = real_play(replays)
    assert data.groups == ("WSOP final tables", "Pluribus v professionals", "online cash games", "other")
    assert data.hands["Pluribus v professionals"] == 60 and data.hands["WSOP final tables"] == 40
    assert "all-ins in" in data.alt() and data.rows()[-1]["group"] == "all"
