"""Tables and tournament procedures (IA-01, IA-02, RU-23 ... RU-29)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulescore.records.errors import RulesError, ScenarioError
from rulescore.rules import tables


# ------------------------------------------------------------------ seat draw (IA-01)
@settings(max_examples=100, deadline=None)
@given(st.integers(min_value=1, max_value=10), st.integers(min_value=0, max_value=5), st.integers())
def test_IA_01_seat_draw_is_a_bijection(n, extra, seed):
    players = [f"P{i}" for i in range(n)]
    seats = [f"T{i // 9}-{i % 9 + 1}" for i in range(n + extra)]
    d = tables.seat_draw(players=players, seats=seats, seed=seed)
    assert sorted(d.assignment) == sorted(players)
    assert len(set(d.assignment.values())) == n and set(d.assignment.values()) <= set(seats)
    # the highest playing card takes the top seat card, and so on down
    assert [d.assignment[p] for p in d.order] == list(d.seat_cards[:n])
    values = [tables.card_value(d.playing_cards[p]) for p in d.order]
    assert values == sorted(values, reverse=True)


def test_IA_01_seeded_draw_is_reproducible():
    a = tables.seat_draw(players=["A", "B", "C"], seats=[1, 2, 3], seed=7)
    assert a == tables.seat_draw(players=["A", "B", "C"], seats=[1, 2, 3], seed=7)


def test_IA_01_too_few_seats():
    with pytest.raises(RulesError, match="IA-01"):
        tables.seat_draw(players=["A", "B"], seats=[1], seed=1)


def test_IA_01_every_assignment_equally_likely():
    r = tables.seat_draw_frequencies(players=["A", "B", "C"], seats=[1, 2, 3], trials=6000, seed=3)
    assert r["assignments"] == 6 and sum(r["counts"].values()) == 6000 and r["p_value"] > 0.01


# ------------------------------------------------------------------ balancing (IA-02)
def test_IA_02_short_table_halts_and_one_player_moves():
    r = tables.balance(tables={"A": 5, "B": 8})
    assert r["halt"] == ["A"] and r["moves"] == [{"from": "B", "to": "A"}] and r["after"] == {"A": 6, "B": 7}


def test_IA_02_two_short_does_not_halt():
    assert tables.balance(tables={"A": 6, "B": 8})["halt"] == []


def test_IA_02_halt_when_big_blind_reaches_an_empty_seat():
    r = tables.balance(tables={"A": {"occupied": [1, 2, 3, 4, 7], "big_blind": 2},
                               "B": {"occupied": [1, 2, 3, 4, 5, 6, 8, 9], "big_blind": 6}})
    assert r["timing"]["A"] == {"hands_before_halt": 2, "seat_filled": 5}
    assert r["mover_seat"] == {"B": 8}


def test_IA_02_bad_big_blind_seat():
    with pytest.raises(ScenarioError, match="not occupied"):
        tables.balance(tables={"A": {"occupied": [1, 2], "big_blind": 5}, "B": 8})


# ------------------------------------------------------------------ placings (RU-28)
def test_RU_28B_different_tables_share_the_place_and_prize():
    r = tables.placings_and_prizes(players_left=19, payouts={18: 1000}, hands=[[
        {"player": "X", "table": 1, "stack": 8000}, {"player": "Y", "table": 2, "stack": 5000}]])
    assert r["place_of"] == {"X": 18, "Y": 18} and r["awards"] == {"X": 500, "Y": 500}


def test_RU_28C_same_table_bigger_stack_places_higher():
    r = tables.placings_and_prizes(players_left=19, payouts={17: 1500, 18: 1000}, hands=[[
        {"player": "X", "table": 1, "stack": 8000}, {"player": "Y", "table": 1, "stack": 5000}]])
    assert r["place_of"] == {"X": 18, "Y": 19} and r["awards"] == {"X": 1000, "Y": 0}


def test_RU_28_mixed_tables_rank_within_table_then_share():
    r = tables.hand_for_hand_placings(players_left=20, hands=[[
        {"player": "a", "table": 1, "stack": 5000}, {"player": "b", "table": 1, "stack": 3000},
        {"player": "c", "table": 2, "stack": 1000}]])
    by = {n: p.places for p in r for n in p.players}
    assert by == {"a": (18, 19), "c": (18, 19), "b": (20,)}


def test_RU_28_uneven_split_reports_the_remainder():
    r = tables.split_prizes(placings=[{"players": ["X", "Y", "Z"], "places": [8, 9, 10]}],
                            payouts={8: 1000, 9: 900, 10: 800}, unit=5)
    assert r["awards"] == {"X": 900, "Y": 900, "Z": 900} and r["remainders"] == []
    r = tables.split_prizes(placings=[{"players": ["X", "Y", "Z"], "places": [8, 9, 10]}], payouts={8: 1000})
    assert r["awards"]["X"] == 333 and r["remainders"][0]["remainder"] == 1


def test_RU_28_too_many_out():
    with pytest.raises(RulesError, match="somebody must win"):
        tables.hand_for_hand_placings(players_left=2, hands=[[
            {"player": "X", "table": 1, "stack": 1}, {"player": "Y", "table": 2, "stack": 1}]])


bust = st.fixed_dictionaries({"table": st.integers(1, 3), "stack": st.integers(1, 5)})


@settings(max_examples=150, deadline=None)
@given(st.lists(st.lists(bust, min_size=1, max_size=4), min_size=1, max_size=5))
def test_RU_28_placings_total_preorder_consistent_with_elimination(raw):
    hands, n = [], 0
    for h in raw:
        hands.append([{**b, "player": f"p{(n := n + 1)}"} for b in h])
    left = n + 1
    pl = tables.hand_for_hand_placings(players_left=left, hands=hands)
    place = {name: p.place for p in pl for name in p.players}
    hand_of = {b["player"]: i for i, h in enumerate(hands) for b in h}
    info = {b["player"]: b for h in hands for b in h}
    # every place from 2 to `left` is taken exactly once
    assert sorted(x for p in pl for x in p.places) == list(range(2, left + 1))
    for a in place:
        for b in place:
            if hand_of[a] < hand_of[b]:  # out earlier: strictly worse place
                assert place[a] > place[b]
            elif hand_of[a] == hand_of[b] and info[a]["table"] == info[b]["table"]:
                if info[a]["stack"] > info[b]["stack"]:
                    assert place[a] < place[b]
                elif info[a]["stack"] == info[b]["stack"]:
                    assert place[a] == place[b]


# ------------------------------------------------------------------ colour-ups (RU-24)
def test_RU_24A_round_up():
    r = tables.colour_up(stacks={"A": "1000x3+25x3", "B": "25x5"}, retire=25, new=100)
    assert r.after == {"A": 3100, "B": 200}


def test_RU_24_race_protects_a_player_with_only_retired_chips():
    r = tables.colour_up(stacks={"A": "25x3", "B": "1000+25x3"}, retire=25, new=100, method="race", seed=1)
    assert r.protected == ("A",) and r.after["A"] == 100


def test_RU_24B_leftover_exchange():
    assert tables.leftover_exchange(chips="25x5", retired=25, smallest_in_play=100) == {
        "value": 125, "exchanged": 100, "removed": 25, "rule": "RU-24B"}


def test_colour_up_bad_denominations():
    with pytest.raises(RulesError):
        tables.colour_up(stacks={"A": "25"}, retire=25, new=60)


chip_stacks = st.dictionaries(st.sampled_from(list("ABCDEFGHI")),
                              st.tuples(st.integers(0, 5), st.integers(0, 7)).filter(lambda t: sum(t)),
                              min_size=1, max_size=9)


@settings(max_examples=150, deadline=None)
@given(chip_stacks, st.integers(0, 10**6))
def test_RU_24_colour_up_changes_stacks_only_within_the_rule(raw, seed):
    stacks = {p: "+".join(([f"1000x{a}"] if a else []) + ([f"25x{b}"] if b else [])) for p, (a, b) in raw.items()}
    up = tables.colour_up(stacks=stacks, retire=25, new=100)
    race = tables.colour_up(stacks=stacks, retire=25, new=100, method="race", seed=seed)
    for p in stacks:
        assert 0 <= up.change[p] <= 100 - 25  # round-up: never down, at most one new chip minus a 25
        assert -up.odd[p] <= race.change[p] <= 100 - race.odd[p]  # race: lose the odd chips or win one chip
        assert race.after[p] % 100 == 0 and up.after[p] % 100 == 0
        assert race.after[p] > 0  # nobody raced out
    # the race creates at most half a new chip overall, plus the chips that keep players in
    assert sum(race.change.values()) <= 50 + 100 * len(race.protected)
    assert len(race.winners) == len(set(race.winners))


# ------------------------------------------------------------------ clock and levels (RU-27, RU-23)
def test_RU_27_source_and_tda_clocks():
    r = tables.clock_compare(acted_at=[25, 30, 31, 60, 61])
    assert (r["seconds"], r["countdown"], r["dead_at"]) == (50, 10, 60)
    assert (r["tda_2024"]["seconds"], r["tda_2024"]["countdown"]) == (25, 5)
    assert r["in_time"]["60"] is True and r["in_time"]["61"] is False
    assert r["differ_at"] == [31, 60] and r["departs_from_tda_2024"]


def test_RU_23_new_level_applies_to_next_hand():
    r = tables.level_for_hands(level_ends_at=1200, hands_start_at=[1199, 1200, 1201])
    assert r["levels"] == ["current", "new", "new"]


def test_IA_01_seat_draw_chart_draws_the_data_it_returns():
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from rulescore.present import charts

    freq = tables.seat_draw_frequencies(players=["A", "B", "C"], seats=[1, 2, 3], trials=600, seed=2)
    fig, ax = plt.subplots()
    data = charts.seat_draw_chart(freq, ax=ax)
    assert data["bars"] == freq["counts"] and data["expected"] == 100
    assert [round(p.get_height()) for p in ax.patches] == list(freq["counts"].values())
    plt.close(fig)
