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


# ------------------------------------------------------------------ data files built with the package
def test_read_takes_a_data_file_the_package_was_built_with_from_its_built_module():
    from rulescore import prebuilt

    path = data_dir() / "rulebook.yaml"
    text = path.read_text(encoding="utf-8")
    assert prebuilt.built_value(text) is not prebuilt.MISSING
    first, second = yamlio.read(path), yamlio.read(path)
    assert first == second == yamlio.load(text, using="pyyaml")
    assert first is not second   # a fresh object each time: a caller may change what it reads


def test_read_parses_a_file_the_package_was_not_built_with(tmp_path):
    from rulescore import prebuilt

    f = tmp_path / "d.yaml"
    text = (data_dir() / "rulebook.yaml").read_text(encoding="utf-8") + "\nextra: 1\n"
    f.write_text(text, encoding="utf-8")   # an edited copy: another text, parsed afresh
    assert prebuilt.built_value(text) is prebuilt.MISSING
    assert yamlio.read(f)["extra"] == 1
    f.write_text("when: 2024-05-01\n", encoding="utf-8")
    assert yamlio.read(f, using="pyyaml") == yamlio.read(f, using="ruamel") == yamlio.read(f)


def test_nothing_is_read_back_from_a_cache_folder(tmp_path, monkeypatch):
    """No cache of a user's directory is read (issue 35): $RULESCORE_CACHE and ~/.cache are not looked at."""
    monkeypatch.setenv("RULESCORE_CACHE", str(tmp_path))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path))
    f = tmp_path / "d.yaml"
    f.write_text("a: 1\n", encoding="utf-8")
    assert yamlio.read(f) == {"a": 1}
    assert sorted(p.name for p in tmp_path.iterdir()) == ["d.yaml"]
    assert not hasattr(yamlio, "cache_dir")
