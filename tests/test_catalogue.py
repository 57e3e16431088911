"""The ruling catalogue replayed as tests, one case per entry, named by its id (like python-chess's perft
files). Each entry's verdict is recomputed and compared with the verdict pinned in tests/verdicts/<file>,
so a change to the engine that changes any published ruling's verdict fails here and must be reviewed; the
conflicts and departures are pinned the same way (tests/verdicts/cross-checks.yaml, departures.yaml), and so
is the list of what to act on (tests/verdicts/act-on.yaml: its items, their order and severities). The pinned
verdict is the report's, settled against the conflicts (an entry a contradiction says to correct is not
clean). The catalogue itself never states a verdict."""

from pathlib import Path

import pytest
import yaml

from rulescore import catalogue as cat

ENTRIES = cat.load()
PINNED_DIR = Path(__file__).parent / "verdicts"
CROSS = "cross-checks.yaml"
ACT_ON = "act-on.yaml"
DEPARTURES = "departures.yaml"


def _pinned() -> dict[str, str]:
    out: dict[str, str] = {}
    for f in sorted(PINNED_DIR.glob("*.yaml")):
        if f.name not in (CROSS, ACT_ON, DEPARTURES):
            out.update({str(k): v for k, v in (yaml.safe_load(f.read_text()) or {}).items()})
    return out


PINNED = _pinned()
REPORT = cat.report()
SETTLED = {c.id: c for c in REPORT.checks}


@pytest.fixture(scope="module")
def report():
    return REPORT


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_catalogue_entry(entry):
    check = SETTLED[entry.id]
    assert check.verdict in cat.VERDICTS
    assert check.reason, f"{entry.id}: a verdict needs a reason"
    assert entry.id in PINNED, (f"{entry.id} ({entry.file}): pin its verdict {check.verdict!r} in "
                                f"tests/verdicts/{entry.file} after checking it by hand")
    assert check.verdict == PINNED[entry.id], f"{entry.id}: {check.reason}"


def test_every_pinned_verdict_has_an_entry():
    ids = {e.id for e in ENTRIES}
    assert sorted(set(PINNED) - ids) == []


def test_pinned_conflicts_and_departures(report):
    """Every conflict (its entries, fact and nature) and every departure (entry, TDA rule, facts) is the
    list checked by hand; a new one, a lost one or a changed nature fails here."""
    pinned = yaml.safe_load((PINNED_DIR / CROSS).read_text())
    found = [{"ids": list(k.ids), "topic": k.topic, "nature": k.nature} for k in report.conflicts]
    assert found == pinned["conflicts"]
    deps = [{"id": d.id, "tda": d.tda, "tda_rule": d.tda_rule, "kind": d.kind, "severity": d.severity,
             "keys": [k for k, _, _ in d.differences]} for d in report.departures]
    assert deps == yaml.safe_load((PINNED_DIR / DEPARTURES).read_text())["departures"]


def test_pinned_act_on_list(report):
    """The list of what to act on (each item's change, entries and severity, in order) is the list checked
    by hand; a new item, a lost one, a reordering or a changed severity fails here."""
    pinned = yaml.safe_load((PINNED_DIR / ACT_ON).read_text())
    found = [{"change": a.item.change, "ids": list(a.ids), "severity": a.severity} for a in report.act_on()]
    assert found == pinned["act_on"]


def test_a_settled_verdict_changes_only_what_a_contradiction_says_to_correct(report):
    """Unsettled and settled verdicts differ only for entries a contradiction names to correct."""
    raw = {e.id: cat.check(e) for e in ENTRIES}
    changed = {i for i, c in SETTLED.items() if c.verdict != raw[i].verdict}
    targets = {i for k in report.conflicts if k.nature == "contradiction" for i in k.to_correct}
    assert changed <= targets
    assert changed, "03-D, 08.6 and RU-22 are clean on their own figures and named to correct"
    for i in changed:
        assert "contradiction" in SETTLED[i].erratum and "It contradicts" in SETTLED[i].reason


def test_our_own_illustrations_are_right(report):
    """Figures the catalogue made up must be what the rules compute (else the catalogue is wrong, not a source)."""
    wrong = [(c.id, c.illustrated["reason"]) for c in report.checks
             if c.illustrated and c.illustrated["verdict"] not in ("agrees", "discretion")]
    assert wrong == []


def test_every_erratum_proposes_a_correction(report):
    for a in report.actions():
        assert a.correction and a.correction[0].isupper() and a.correction.endswith("."), a


def test_the_errata_list_holds_every_entry_that_does_not_plainly_agree(report):
    listed = {i for a in report.actions() if a.type == "erratum" for i in a.ids}
    assert listed == {c.id for c in report.checks if c.verdict in cat.ERRATA}
    assert {i for a in report.actions() if a.type == "conflict" for i in a.ids} == \
        {i for k in report.conflicts for i in k.ids}


def test_entries_with_only_our_figures_never_agree(report):
    """The count of agreement with printed figures leaves our own illustrations out."""
    for c in report.checks:
        if not c.printed:
            assert c.verdict in ("illustrated", "text-only") or c.erratum == ("contradiction",), c.id
        if c.verdict == "agrees":
            assert c.published, c.id

