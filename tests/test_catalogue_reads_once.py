"""The catalogue reads each scenario once (issue 35): the loader reads every scenario of an entry (to refuse an
unreadable one) and the verdicts replay those records (``Entry.read``) instead of reading the mappings again;
``scenario.from_dict`` keeps no memo that would hide a second read."""

from __future__ import annotations

from collections import Counter

from rulescore import catalogue, engine
from rulescore.catalogue import entries
from rulescore.input import scenario


def test_each_scenario_of_the_catalogue_is_read_once(monkeypatch):
    """Loading reads each scenario of an entry once (its readings' and words' too; a patch that changes nothing
    is the same scenario); the verdicts then read none of them again. (A registered function such as
    ``engine.out_of_turn`` builds and rules scenarios of its own: those are its computation, not a reread.)"""
    seen: Counter[str] = Counter()
    real = scenario.from_dict

    def counting(data, **kwargs):
        seen[repr(data)] += 1
        return real(data, **kwargs)

    for module in (scenario, entries, engine):
        monkeypatch.setattr(module, "from_dict", counting)
    monkeypatch.setattr(entries, "_CACHE", {})
    loaded = catalogue.load()
    at_load = dict(seen)
    records = {id(sc) for e in loaded for sc in e.read.values()}   # one record per scenario of an entry
    assert sum(at_load.values()) == len(records) > 100   # (a rendering and its official example may agree)
    assert all(e.read for e in loaded if e.scenario is not None)
    seen.clear()
    catalogue.check_all(loaded)
    again = {k[:80]: n for k, n in seen.items() if k in at_load}
    assert again == {}


def test_from_dict_keeps_no_memo():
    data = {"blinds": "50/100", "seats": ["A", "B", "C"], "actions": ["A raise 300"]}
    assert scenario.from_dict(data) == scenario.from_dict(dict(data))
    assert scenario.from_dict(data) is not scenario.from_dict(data)
