"""The ruling catalogue machinery (rulescore.catalogue): validation on load, the verdict logic, conflicts
between entries, departures from the TDA 2024 reference, coverage, and `rulescore check` on small temporary
catalogues. The honesty rules have their own tests in tests/test_catalogue_honesty.py; the real catalogue's
entries are the cases of tests/test_catalogue.py."""

from __future__ import annotations

import json

import pytest
import yaml

from rulescore import catalogue as cat
from rulescore.cli import main
from rulescore.records.errors import CatalogueError, RulesError

# A flop situation of IA-07-1 (blinds 100/200; A bets 600, B raises to 1600, C to 3600; D to act).
FLOP = {"blinds": "100/200", "street": "flop", "seats": ["A", "B", "C", "D"],
        "actions": ["A bet 600", "B raise 1600", "C raise 3600"], "ask": "D"}


def entry(ident="IA-07-1", source="IA", **over) -> dict:
    e = {"id": ident, "source": source, "rule": "08.4", "title": "A test entry",
         "summary": "A situation written for the tests.", "kind": "computed",
         "scenario": FLOP, "assumed": [], "published": {"min_raise_to": 5600}}
    e.update(over)
    return {k: v for k, v in e.items() if v is not None}


def catalogue(tmp_path, files: dict[str, list | str]):
    d = tmp_path / "rulings"
    d.mkdir(exist_ok=True)
    for name, content in files.items():
        text = content if isinstance(content, str) else yaml.safe_dump(content, sort_keys=False)
        (d / name).write_text(text, encoding="utf-8")
    return d


def problems_of(tmp_path, files) -> str:
    with pytest.raises(CatalogueError) as info:
        cat.load(catalogue(tmp_path, files))
    return str(info.value)


def one(tmp_path, **over) -> cat.Check:
    d = catalogue(tmp_path, {"t.yaml": [entry(**over)]})
    (e,) = cat.load(d)
    return cat.check(e)


# ------------------------------------------------------------------------------------------- validation
def test_a_valid_catalogue_loads(tmp_path):
    (e,) = cat.load(catalogue(tmp_path, {"t.yaml": [entry()]}))
    assert (e.id, e.source, e.file, e.published) == ("IA-07-1", "IA", "t.yaml", {"min_raise_to": 5600})


def test_missing_field_is_named(tmp_path):
    bad = entry()
    del bad["summary"]
    msg = problems_of(tmp_path, {"t.yaml": [bad]})
    assert "t.yaml: IA-07-1: summary: missing (required)" in msg


def test_wrong_type_is_named(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(title=5)]})
    assert "t.yaml: IA-07-1: title: 5 is not of type string" in msg


def test_duplicate_id_across_files(tmp_path):
    msg = problems_of(tmp_path, {"a.yaml": [entry()], "b.yaml": [entry()]})
    assert "b.yaml: IA-07-1: id: also defined in a.yaml" in msg


def test_bad_id_pattern(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(ident="IA-7-1")]})
    assert "t.yaml: IA-7-1: id: 'IA-7-1' is not a catalogue id" in msg


def test_unknown_source(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(source="XX")]})
    assert "t.yaml: IA-07-1: source: 'XX' is not one of IA, S03, S08, PL, RU" in msg


def test_id_must_belong_to_its_source(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(ident="PL-61", source="RU")]})
    assert "t.yaml: PL-61: id: 'PL-61' is not an id of source RU" in msg


def test_source_must_be_described_in_sources_yaml(tmp_path):
    (tmp_path / "sources.yaml").write_text("- {id: IA, id_pattern: '^IA-.*$'}\n")
    msg = problems_of(tmp_path, {"t.yaml": [entry(ident="RU-20", source="RU")]})
    assert "t.yaml: RU-20: source: 'RU' is not described in sources.yaml (IA)" in msg


def test_yaml_syntax_error_names_file_and_line(tmp_path):
    msg = problems_of(tmp_path, {"broken.yaml": "- id: IA-07-1\n  title: [unclosed\n  kind: computed\n"})
    assert "broken.yaml: line" in msg and "not valid YAML" in msg


def test_unknown_field_is_named(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(verdict="agrees")]})
    assert "t.yaml: IA-07-1: verdict: unknown field verdict" in msg


def test_computed_entry_needs_scenario_or_compute(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(scenario=None)]})
    assert ("IA-07-1: (entry): an entry with something to compute needs published (or published: nothing) "
            "and exactly one of scenario or compute") in msg


def test_discretion_entry_publishes_an_outcome(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(kind="discretion")]})
    assert "IA-07-1: published: a discretion entry publishes {outcome: ...}" in msg


def test_text_only_entry_has_nothing_to_compute(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(kind="text-only")]})
    assert "IA-07-1: (entry): a text-only entry has nothing to compute" in msg
    msg = problems_of(tmp_path, {"t.yaml": [entry(kind="text-only", scenario=None, illustrated={"x": 1})]})
    assert "IA-07-1: (entry): a text-only entry has nothing to compute" in msg


def test_unreadable_scenario_is_a_catalogue_problem_not_a_verdict(tmp_path):
    msg = problems_of(tmp_path, {"t.yaml": [entry(scenario={**FLOP, "actions": ["A frobnicate 3"]})]})
    assert "t.yaml: IA-07-1: scenario: the scenario cannot be read" in msg


def test_unreadable_reading_is_named(tmp_path):
    bad = entry(readings=[{"label": "one seat", "patch": {"seats": ["A"]}}])
    msg = problems_of(tmp_path, {"t.yaml": [bad]})
    assert "t.yaml: IA-07-1: readings[0].patch: the scenario cannot be read" in msg


def test_unknown_compute_function(tmp_path):
    bad = entry(scenario=None, compute={"function": "pots.no_such_thing", "args": {}})
    msg = problems_of(tmp_path, {"t.yaml": [bad]})
    assert "t.yaml: IA-07-1: compute.function: 'pots.no_such_thing' is not a registered catalogue function" in msg


def test_every_problem_at_once(tmp_path):
    missing = entry(ident="IA-07-2")
    del missing["rule"]
    msg = problems_of(tmp_path, {
        "a.yaml": [entry(), missing, entry(ident="IA-07-3", title=5), entry(ident="BAD")],
        "b.yaml": [entry()],
        "c.yaml": "- id: [\n",
    })
    assert msg.startswith("5 problem(s) in the catalogue: ")
    for part in ("a.yaml: IA-07-2: rule: missing", "a.yaml: IA-07-3: title:", "a.yaml: BAD: id:",
                 "b.yaml: IA-07-1: id: also defined in a.yaml", "c.yaml: line"):
        assert part in msg, part


def test_catalogue_error_is_not_a_rules_error():
    """A problem of the catalogue's data is not bad poker input: it never becomes a verdict."""
    assert not issubclass(CatalogueError, RulesError)


def test_unknown_extra_schema_field_is_kept(tmp_path):
    (e,) = cat.load(catalogue(tmp_path, {"t.yaml": [entry(examples=[1, 2])]}))
    assert e.extra == {"examples": [1, 2]}


def test_the_real_catalogue_loads():
    entries = cat.load()
    assert len({e.id for e in entries}) == len(entries) > 0


# ---------------------------------------------------------------------------------------------- verdicts
def test_verdict_agrees(tmp_path):
    c = one(tmp_path)
    assert c.verdict == "agrees"
    assert c.reason == "The rules give what the source prints: a minimum raise to 5600."


def test_verdict_disagrees_quotes_both_figures(tmp_path):
    c = one(tmp_path, published={"min_raise_to": 7200, "to_call": 3600})
    assert c.verdict == "disagrees"
    assert c.computed == {"min_raise_to": 5600, "to_call": 3600}
    assert c.reason == ("The rules give something other than the source prints: the minimum raise is 5600 by the "
                        "rules, not the printed 7200.")


def test_verdict_impossible_carries_the_engine_message(tmp_path):
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A bet 100", "B check"]}
    c = one(tmp_path, scenario=sc, published={"to_call": 100})
    assert c.verdict == "impossible"
    assert c.computed is None
    assert "action 2 (B check): B faces a bet of 100 and cannot check (PL-55)" in c.reason


def test_verdict_underdetermined_shows_each_reading(tmp_path):
    # 150 to call after a short all-in; whether C is reopened depends on stacks the source leaves out.
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 175},
          "actions": ["A bet 100", "B allin"], "ask": "C"}
    c = one(tmp_path, scenario=sc, published={"min_raise_to": 275},
            readings=[{"label": "B had 300", "patch": {"stacks": {"B": 300}}}])
    assert c.verdict == "underdetermined"
    assert c.readings[0]["label"] == "B had 300" and c.readings[0]["computed"] == {"min_raise_to": 500}
    assert c.reason == ("The answer depends on a fact the source leaves out. The inputs as written: a minimum raise "
                        "to 275, as printed. The reading “B had 300”: a minimum raise to 500, unlike the source.")


def test_readings_with_the_same_answer_agree_for_every_reading(tmp_path):
    c = one(tmp_path, readings=[{"label": "D is the big blind's neighbour", "patch": {"blinds": "100/200"}}])
    assert c.verdict == "agrees"
    assert c.reason == ("The rules give what the source prints under every reading of the facts the source leaves "
                        "out: a minimum raise to 5600.")


def test_a_reading_the_engine_rejects_is_left_out(tmp_path):
    """A reading the engine rejects is no coherent alternative: it is shown, never counted."""
    c = one(tmp_path, readings=[{"label": "C only had 2000", "patch": {"stacks": {"C": 2000}}}])
    assert c.verdict == "agrees"
    assert c.readings[0]["matches"] is False and "action 3" in c.readings[0]["error"]


def test_impossible_under_every_reading(tmp_path):
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A bet 100", "B check"]}
    c = one(tmp_path, scenario=sc, published={"to_call": 100},
            readings=[{"label": "three players", "patch": {"seats": ["A", "B", "C"]}}])
    assert c.verdict == "impossible"
    assert "under every reading" in c.reason


UNDERCALL = {"blinds": "1000/2000", "street": "flop", "seats": ["A", "B", "C", "D"],
             "actions": ["A bet 2000", "B raise 8000", "C push 2000"]}


def test_verdict_discretion_lists_the_allowed_outcomes(tmp_path):
    c = one(tmp_path, ident="IA-11-1", kind="discretion", scenario=UNDERCALL, published={"outcome": "fold"})
    assert c.verdict == "discretion"
    assert c.reason == "A TD decision: the rules allow call or fold, and the source's fold is one of them."
    assert c.computed == {"outcome": ["call", "fold"]}  # the outcomes the rules allow


def test_discretion_outcome_the_rules_do_not_allow_disagrees(tmp_path):
    c = one(tmp_path, ident="IA-11-1", kind="discretion", scenario=UNDERCALL, published={"outcome": "raise"})
    assert c.verdict == "disagrees"
    assert "the source's outcome, raise, is not one the rules allow (call or fold)" in c.reason


def test_discretion_where_the_rules_decide_outright_disagrees(tmp_path):
    c = one(tmp_path, kind="discretion", published={"outcome": "call"})
    assert c.verdict == "disagrees"
    assert "they list none: the rules decide it outright" in c.reason


def test_discretion_checks_the_other_published_figures(tmp_path):
    c = one(tmp_path, ident="IA-11-1", kind="discretion", scenario=UNDERCALL,
            published={"outcome": ["call", "fold"], "to_call": 1})
    assert c.verdict == "disagrees" and "the amount to call is 8000 by the rules, not the printed 1" in c.reason


def test_verdict_text_only(tmp_path):
    c = one(tmp_path, ident="RU-29", source="RU", kind="text-only", scenario=None, tda=28, published={"allowed": False})
    assert c.verdict == "text-only" and c.computed is None
    assert c.reason.startswith("A rule statement with nothing to compute (TDA 2024 rule 28)")


def test_compute_entry(tmp_path):
    c = one(tmp_path, ident="03-H", source="S03", scenario=None,
            compute={"function": "pots.side_pots", "args": {"contributions": {"A": 10000, "B": 20000, "C": 20000}}},
            published={"result": [{"amount": 30000}, {"amount": 20000, "eligible": ["B", "C"]}]})
    assert c.verdict == "agrees", c.reason


def test_compute_args_that_do_not_fit_are_a_catalogue_error(tmp_path):
    d = catalogue(tmp_path, {"t.yaml": [entry(scenario=None, compute={"function": "pots.side_pots",
                                                                       "args": {"nonsense": 1}})]})
    entries = cat.load(d)
    with pytest.raises(CatalogueError, match=r"t.yaml: IA-07-1: compute.args: missing a required argument: .contributions."):
        cat.check_all(entries)


def test_verdict_is_never_read_from_the_data(tmp_path):
    # The same published figure, two different situations: the verdict follows the computation.
    assert one(tmp_path).verdict == "agrees"
    assert one(tmp_path, scenario={**FLOP, "actions": ["A bet 600", "B raise 1600", "C raise 4600"]}).verdict == "disagrees"


# -------------------------------------------------------------------------------------------- conflicts
def statement(ident, source, point, published, **over):
    return entry(ident=ident, source=source, kind="text-only", scenario=None, point=point, published=published, **over)


def test_two_statements_that_differ_conflict(tmp_path):
    d = catalogue(tmp_path, {"t.yaml": [
        statement("03.9", "S03", "disputes", {"accounting_until": "significant action in the next hand"}),
        statement("RU-22", "RU", "disputes", {"accounting_until": "next hand starts", "break_minutes": 1})]})
    (k,) = cat.conflicts(cat.load(d))
    assert k.ids == ("03.9", "RU-22") and k.topic == "disputes"
    # the engine's "significant action" is printed as TDA 2024 words it
    assert k.reason == ("for the accounting until, 03.9 prints substantial action in the next hand and RU-22 "
                        "prints next hand starts.")


def test_statements_that_agree_do_not_conflict(tmp_path):
    d = catalogue(tmp_path, {"t.yaml": [
        statement("03.7", "S03", "odd-chip", {"odd_chip_to": "first seat left of the button"}),
        statement("RU-20", "RU", "odd-chip", {"odd_chip_to": "First seat left of the button"})]})
    assert cat.conflicts(cat.load(d)) == []


def test_different_situations_that_both_agree_do_not_conflict(tmp_path):
    other = {"blinds": "25/50", "seats": ["SB", "BB", "A", "B", "C", "D"],
             "actions": ["A raise 125", "B raise 200", "C raise 500"], "ask": "D"}
    d = catalogue(tmp_path, {"t.yaml": [entry(point="min-raise"),
                                        entry(ident="08.4", source="S08", scenario=other,
                                              published={"min_raise_to": 800}, point="min-raise")]})
    entries = cat.load(d)
    checks, found = cat.check_all(entries)
    assert [c.verdict for c in checks] == ["agrees", "agrees"] and found == []


def test_one_agrees_one_disagrees_is_a_conflict(tmp_path):
    other = {"blinds": "25/50", "seats": ["SB", "BB", "A", "B", "C", "D"],
             "actions": ["A raise 125", "B raise 200", "C raise 500"], "ask": "D"}
    d = catalogue(tmp_path, {"t.yaml": [entry(point="min-raise"),
                                        entry(ident="08.4", source="S08", scenario=other,
                                              published={"min_raise_to": 1000}, point="min-raise")]})
    _, (k,) = cat.check_all(cat.load(d))
    assert k.ids == ("IA-07-1", "08.4")
    assert k.reason == ("the computation reproduces IA-07-1's printed figures but not 08.4's (the rules give "
                        "something other than the source prints: the minimum raise is 800 by the rules, not the "
                        "printed 1000).")
    assert k.correction == "Correct 08.4 so that it agrees with IA-07-1."


def test_entries_without_a_point_never_conflict(tmp_path):
    d = catalogue(tmp_path, {"t.yaml": [statement("03.9", "S03", None, {"x": 1}),
                                        statement("RU-22", "RU", None, {"x": 2})]})
    assert cat.conflicts(cat.load(d)) == []


# ------------------------------------------------------------------------------------------- departures
def write_reference(tmp_path, items):
    p = tmp_path / "tda.yaml"
    p.write_text(yaml.safe_dump(items, sort_keys=False))
    return cat.reference(p)


CLOCK = [{"point": "clock", "tda": 29, "topic": "Calling the clock", "sources": ["RU-27"],
          "reference": {"decision_seconds": 25, "countdown_seconds": 5}},
         {"point": "colour-up", "tda": 24, "topic": "Chip race", "sources": ["RU-24"],
          "reference": {"method": "race", "max_chips_per_player": 1}}]


def test_departure_from_the_tda_clock(tmp_path):
    ref = write_reference(tmp_path, CLOCK)
    d = catalogue(tmp_path, {"t.yaml": [statement("RU-27", "RU", "clock",
                                                  {"decision_seconds": 50, "countdown_seconds": 10})]})
    (dep,) = cat.departures(cat.load(d), ref)
    assert (dep.id, dep.point, dep.tda) == ("RU-27", "clock", 29)
    assert dep.differences == (("decision_seconds", 50, 25), ("countdown_seconds", 10, 5))
    assert dep.reason == ("RU-27 departs from TDA 29 on calling the clock: RU-27 gives decision seconds 50; "
                          "it gives countdown seconds 10.")


def test_departures_match_nested_keys_by_name(tmp_path):
    ref = write_reference(tmp_path, CLOCK)
    d = catalogue(tmp_path, {"t.yaml": [statement("RU-27", "RU", "clock", {"clock": {"decision_seconds": 50}})]})
    (dep,) = cat.departures(cat.load(d), ref)
    assert dep.differences == (("decision_seconds", 50, 25),)


def test_entries_are_matched_by_source_id_and_stated_values(tmp_path):
    ref = write_reference(tmp_path, CLOCK)
    colour_up = entry(ident="RU-24A", source="RU", scenario=None, published="nothing", illustrated={"result": 1},
                      compute={"function": "pots.side_pots", "args": {"contributions": {"A": 1}, "method": "race"}},
                      states={"method": {"says": "leftover chips are rounded up", "value": "round-up"}})
    d = catalogue(tmp_path, {"t.yaml": [colour_up, statement("RU-27", "RU", None, {"decision_seconds": 50})]})
    deps = cat.departures(cat.load(d), ref)
    assert [(x.id, x.point, x.differences) for x in deps] == [
        ("RU-24A", "colour-up", (("method", "round-up", "race"),)),
        ("RU-27", "clock", (("decision_seconds", 50, 25),))]
    assert deps[0].correction == "Bring RU-24A in line with TDA 24."  # the reference here says nothing more


def test_arguments_of_a_computation_are_never_compared_with_the_reference(tmp_path):
    """compute.args are our inputs, not what the source says."""
    ref = write_reference(tmp_path, CLOCK)
    colour_up = entry(ident="RU-24A", source="RU", scenario=None, published="nothing", illustrated={"result": 1},
                      compute={"function": "pots.side_pots", "args": {"contributions": {"A": 1}, "method": "round-up"}})
    assert cat.departures(cat.load(catalogue(tmp_path, {"t.yaml": [colour_up]})), ref) == []


def test_base_ids():
    assert [cat.base_id(i) for i in ("RU-24A", "IA-03-1", "IA-01", "PL-54C", "03.9", "03-G")] == \
        ["RU-24", "IA-03", "IA-01", "PL-54", "03.9", "03-G"]


def test_same_facts_or_silence_are_no_departure(tmp_path):
    ref = write_reference(tmp_path, CLOCK)
    d = catalogue(tmp_path, {"t.yaml": [statement("RU-27", "RU", "clock", {"decision_seconds": 25}),
                                        statement("RU-26", "RU", "clock", {"deck_change": "level"})]})
    entries = cat.load(d)
    assert cat.departures(entries, ref) == []
    assert [r["same"] for r in cat.compare_reference(entries, ref)] == [True]


def test_the_tda_reference_file():
    ref = cat.reference()
    assert ref["clock"].reference == {"seconds": 25, "countdown": 5, "not_facing_a_bet_at_the_end": "checked"}
    assert ref["odd-chip"].reference["odd_chip_goes_to"] == "first tied hand left of the button"
    assert ref["colour-up"].reference == {"method": "race", "max_chips_per_player": 1, "raced_out": False}
    assert ref["disputes"].reference == {"reading": "the start of the next hand",
                                         "accounting": "significant action in the next hand",
                                         "awarding": "significant action in the next hand",
                                         "before_break": "1 minute after the pot is awarded"}
    assert ref["rabbit-hunting"].reference == {"allowed": False}
    assert ref["significant-action"].tda == 36
    # every source id the map names is an id of a described source
    patterns = {s["id"]: s["id_pattern"] for s in cat.sources()}
    import re
    for rp in ref.values():
        for sid in rp.sources:
            assert any(re.fullmatch(p, sid) or re.fullmatch(p, sid + "-1") for p in patterns.values()), sid


def test_a_bad_reference_file_is_reported(tmp_path):
    p = tmp_path / "tda.yaml"
    p.write_text("- {point: clock, tda: 29}\n- {point: x, tda: 1, topic: t, colour: red}\n")
    with pytest.raises(CatalogueError, match=r"2 problem\(s\).*item 1: needs point, tda and topic.*x: unknown field"):
        cat.reference(p)


# --------------------------------------------------------------------------------------------- coverage
def test_coverage_matches_sub_labels_only(tmp_path):
    d = catalogue(tmp_path, {"t.yaml": [entry(ident="IA-08-2A"), entry(ident="IA-07-12"), entry(ident="PL-54C", source="PL")]})
    rows = {r["item"]: r["ids"] for r in cat.coverage(cat.load(d))}
    assert rows["IA-08-2"] == ["IA-08-2A"]
    assert rows["IA-07-1"] == []
    assert rows["PL-54"] == ["PL-54C"]


def test_sources_file_describes_the_five_sources_and_the_official_text():
    src = {s["id"]: s for s in cat.sources()}
    assert sorted(src) == sorted(cat.SOURCES)
    assert {s["language"] for i, s in src.items() if i != "TDA"} == {"pl", "ru"}
    assert src["TDA"]["language"] == "en" and "file" not in src["TDA"]  # the official text has no seed file
    assert all(s["file"] for i, s in src.items() if i != "TDA")
    assert all(s["sections"] and s["title"] for s in src.values())
    items = [r["item"] for r in cat.coverage()]
    assert {"IA-07-4A", "03-J", "08-G", "PL-62", "RU-29", "IA-14-2"} <= set(items)
    assert len(items) == len(set(items))


# -------------------------------------------------------------------------------------- rulescore check
def test_check_json_has_rulings_conflicts_departures(tmp_path, capsys, monkeypatch):
    d = catalogue(tmp_path, {"t.yaml": [entry(), statement("RU-27", "RU", "clock", {"seconds": 50})]})
    assert main(["check", "--json", "--data", str(d)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert set(out) == {"rulings", "conflicts", "departures", "counts", "act_on", "unwritten"}
    assert [r["verdict"] for r in out["rulings"]] == ["agrees", "text-only"]
    assert set(out["rulings"][0]) >= {"id", "source", "rule", "kind", "verdict", "published", "computed", "reason"}
    assert [(x["id"], x["point"], x["tda"]) for x in out["departures"]] == [("RU-27", "clock", 29)]


def test_check_text_lists_entries_counts_and_departures(tmp_path, capsys):
    d = catalogue(tmp_path, {"t.yaml": [entry(), entry(ident="IA-07-2", published={"min_raise_to": 1}),
                                        statement("RU-27", "RU", "clock", {"seconds": 50})]})
    assert main(["check", "--data", str(d)]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "What to act on: Nothing to act on."
    assert lines[1].startswith("Findings with no erratum written yet: verdict:IA-07-2")
    assert lines[3].startswith("IA-07-1  agrees ") and lines[4].startswith("IA-07-2  disagrees ")
    assert "3 entries: 1 agrees, 1 disagrees, 1 text-only" in out
    assert "Departures from TDA 2024:" in out and "RU-27, TDA 29 (words changed): RU-27 gives" in out


def test_check_bad_catalogue_is_exit_2_with_every_problem(tmp_path, capsys):
    d = catalogue(tmp_path, {"t.yaml": [entry(title=5), entry(ident="IA-07-2", source="XX")]})
    assert main(["check", "--data", str(d)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("rulescore: 2 problem(s) in the catalogue: ")
    assert "t.yaml: IA-07-1: title:" in err and "t.yaml: IA-07-2: source:" in err


# ------------------------------------------------------------------------------------------------ chart
def test_verdict_counts_chart_data(tmp_path):
    from rulescore import analysis

    d = catalogue(tmp_path, {"t.yaml": [entry(), entry(ident="IA-07-2", published={"min_raise_to": 1}),
                                        statement("RU-27", "RU", "clock", {"decision_seconds": 50})]})
    checks, _ = cat.check_all(cat.load(d))
    data = analysis.verdict_counts(checks)
    assert data.sources == ("IA", "RU") and data.total == 3
    assert data.counts["IA"] == {"agrees": 1, "disagrees": 1, "underdetermined": 0, "impossible": 0,
                                 "discretion": 0, "illustrated": 0, "text-only": 0}
    assert data.by_verdict()["text-only"] == 1
    assert analysis.verdict_counts([c.to_dict() for c in checks]) == data
    assert data.to_text().splitlines()[-1].split() == ["all", "1", "1", "0", "0", "0", "0", "1", "3"]


def test_verdict_counts_draws_what_it_returns(tmp_path):
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    from rulescore import analysis
    from rulescore.present import charts

    checks, _ = cat.check_all(cat.load(catalogue(tmp_path, {"t.yaml": [entry()]})))
    fig, ax = plt.subplots()
    data = charts.verdict_chart(analysis.verdict_counts(checks), ax=ax)
    assert [p.get_width() for p in ax.patches] == [1] and data.total == 1
    plt.close(fig)


# ------------------------------------------------------------------------------------------------ errata
def test_erratum_for_each_verdict(tmp_path):
    assert cat.erratum(one(tmp_path)) == "Nothing: the printed figures and words are right."
    assert cat.erratum(one(tmp_path, published={"min_raise_to": 7200})) == \
        "Correct the printed figures: the minimum raise should be 5600, not 7200."
    c = one(tmp_path, ident="IA-11-1", kind="discretion", scenario=UNDERCALL, published={"outcome": "fold"})
    assert cat.erratum(c).startswith("No correction needed: the rules leave the choice to the TD (call or fold)")
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "stacks": {"B": 175},
          "actions": ["A bet 100", "B allin"], "ask": "C"}
    c = one(tmp_path, scenario=sc, published={"min_raise_to": 500},
            readings=[{"label": "B had 300", "patch": {"stacks": {"B": 300}}}])
    assert cat.erratum(c) == ("State the fact the answer depends on, so that only the printed answer fits. Under the "
                              "inputs as written, a minimum raise to 275, not what the source prints.")
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C"], "actions": ["A bet 100", "B check"]}
    assert cat.erratum(one(tmp_path, scenario=sc, published={"to_call": 100})) == (
        "Restate the situation: as printed it cannot happen, because "
        "action 2 (B check): B faces a bet of 100 and cannot check (PL-55).")


def test_discretion_where_the_source_leaves_the_same_choice(tmp_path):
    c = one(tmp_path, ident="IA-11-1", kind="discretion", scenario=UNDERCALL, published={"outcome": ["fold", "call"]})
    assert c.verdict == "discretion"
    assert c.reason == "A TD decision: the rules allow call or fold, and the source leaves the TD the same choice."


# ------------------------------------------------------------------------------------------- properties
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402


@settings(max_examples=40, deadline=None)
@given(bet=st.integers(1, 50).map(lambda n: n * 100), first=st.integers(1, 20), second=st.integers(1, 20),
       off=st.integers(-3, 3).filter(bool))
def test_verdict_follows_the_computation_only(bet, first, second, off):
    """Publishing exactly the computed figure agrees; publishing anything else disagrees, and the reason
    quotes both figures. Nothing else in the entry changes the verdict."""
    b_to = bet + max(first * 100, bet)
    c_to = b_to + max(second * 100, b_to - bet)
    sc = {"blinds": "50/100", "street": "flop", "seats": ["A", "B", "C", "D"],
          "actions": [f"A bet {bet}", f"B raise {b_to}", f"C raise {c_to}"], "ask": "D"}
    right = c_to + max(bet, b_to - bet, c_to - b_to)
    def make(pub):
        return cat.Entry(id="IA-07-1", source="IA", rule="08.4", title="t", summary="a property case",
                         kind="computed", scenario=sc, published=pub)
    assert cat.check(make({"min_raise_to": right})).verdict == "agrees"
    wrong = cat.check(make({"min_raise_to": right + off * 100}))
    assert wrong.verdict == "disagrees"
    assert f"the minimum raise is {right} by the rules, not the printed {right + off * 100}" in wrong.reason


def test_tda_numbers_agree_with_the_reference_map():
    """Each entry's `tda` is the TDA 2024 rule the map gives for its id (or its parent rule/example)."""
    import re

    reference = yaml.safe_load((cat.data_dir() / "tda2024.yaml").read_text(encoding="utf-8"))

    def family(ident):
        out = {ident}
        for pattern in (r"^(IA-\d\d)-", r"^((?:PL|RU)-\d+)[A-Z]$"):
            m = re.match(pattern, ident)
            if m:
                out.add(m.group(1))
        return out

    def numbers(tda):
        text = str(tda)
        m = re.fullmatch(r"(\d+)-(\d+)", text)
        return {str(n) for n in range(int(m.group(1)), int(m.group(2)) + 1)} if m else {text}

    wrong = []
    for e in cat.load():
        expected = set()
        for point in reference:
            if family(e.id) & {str(s) for s in point["sources"]}:
                expected |= numbers(point["tda"])
        if expected and e.tda is not None and str(e.tda) not in expected:
            wrong.append(f"{e.id}: tda {e.tda}, map says {sorted(expected)}")
    assert wrong == []
