"""One YAML loader and dumper (rulescore.yamlio): PyYAML when installed, strictyaml's pure-Python ruamel.yaml
otherwise (the browser runtime of the "Rule my hand" page). Both must read every data file the same and
write every exported scenario the same, so the page's rule book and exports are the desktop's."""

from __future__ import annotations

import pytest

from rulescore import explorer as ex
from rulescore import yamlio
from rulescore.datafiles import data_dir

DATA_FILES = sorted(p.relative_to(data_dir()).as_posix() for p in data_dir().rglob("*.yaml"))


def test_pyyaml_is_used_when_installed():
    assert yamlio.backend() == "pyyaml"


@pytest.mark.parametrize("name", DATA_FILES)
def test_every_data_file_reads_the_same_with_both_backends(name):
    path = data_dir() / name
    assert yamlio.read(path, using="ruamel") == yamlio.read(path, using="pyyaml")


def test_every_catalogue_example_exports_the_same_text_with_both_backends():
    for ident in ex.examples():
        data = ex.to_scenario(ex.Session.published(ident).hand, ask="X")
        assert yamlio.dump(data, using="ruamel") == yamlio.dump(data, using="pyyaml"), ident


def test_non_ascii_names_and_quoted_words_dump_alike():
    data = {"seats": ["Zoë", "Яна", "Ł"], "actions": ['Zoë says "raise 800"', "Яна push 1000+100x5"], "pot": 0}
    assert yamlio.dump(data, using="ruamel") == yamlio.dump(data, using="pyyaml")
    assert yamlio.load(yamlio.dump(data)) == data


def test_malformed_text_raises_a_marked_error_with_either_backend():
    for using in yamlio.BACKENDS:
        with pytest.raises(yamlio.error_types()) as info:
            yamlio.load("a: [1, 2\nb: 3\n", using=using)
        assert info.value.problem_mark.line >= 1 and info.value.problem
    with pytest.raises(ValueError, match="not one of"):
        yamlio.load("a: 1", using="libyaml")


# ------------------------------------------------------------------ the parse cache of the data files
def test_read_keeps_a_parse_by_the_text_and_a_changed_file_is_parsed_afresh(tmp_path, monkeypatch):
    cache = tmp_path / "cache"
    monkeypatch.setenv("RULESCORE_CACHE", str(cache))
    f = tmp_path / "d.yaml"
    f.write_text("seats: [A, B]\nstacks: {B: 125}\n", encoding="utf-8")
    first = yamlio.read(f)
    assert first == yamlio.load(f.read_text(encoding="utf-8"))
    (kept,) = cache.glob("*.pickle")
    assert yamlio.read(f) == first and list(cache.glob("*.pickle")) == [kept]
    f.write_text("seats: [A, B, C]\n", encoding="utf-8")
    assert yamlio.read(f) == {"seats": ["A", "B", "C"]} and len(list(cache.glob("*.pickle"))) == 2


def test_read_without_a_cache_or_with_an_unwritable_one_parses_the_file(tmp_path, monkeypatch):
    f = tmp_path / "d.yaml"
    f.write_text("a: 1\n", encoding="utf-8")
    monkeypatch.setenv("RULESCORE_CACHE", "off")
    assert yamlio.cache_dir() is None and yamlio.read(f) == {"a": 1}
    blocked = tmp_path / "file"
    blocked.write_text("", encoding="utf-8")  # a file where the cache folder would go
    monkeypatch.setenv("RULESCORE_CACHE", str(blocked / "cache"))
    assert yamlio.read(f) == {"a": 1}


def test_read_caches_each_backend_apart(tmp_path, monkeypatch):
    monkeypatch.setenv("RULESCORE_CACHE", str(tmp_path / "cache"))
    f = tmp_path / "d.yaml"
    f.write_text("when: 2024-05-01\n", encoding="utf-8")
    assert yamlio.read(f, using="pyyaml") == yamlio.read(f, using="ruamel")
    assert len(list((tmp_path / "cache").glob("*.pickle"))) == 2
