"""The README's "Layout" section matches the tree (issue 25): its first block names every top-level folder of
the repository and nothing else, its package blocks name every module and subpackage of ``rulescore`` (a
subpackage's modules by their path, ``catalogue/entries.py``) and only ones that exist. Top-level folders are the ones git tracks (so .venv, _build and other ignored or
untracked folders are not asked for); outside a git checkout, the folders on disk less those .gitignore
names."""

from __future__ import annotations

import fnmatch
import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "rulescore"


def _layout() -> tuple[str, str]:
    """(the folders block, the package blocks joined) of the README's Layout section."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    section = text[text.index("\n## Layout\n"):]
    following = section.find("\n## ", 1)
    section = section if following < 0 else section[:following]
    blocks = re.findall(r"^```[^\n]*\n(.*?)^```", section, re.MULTILINE | re.DOTALL)
    assert len(blocks) >= 2, "the Layout section has a block of folders and at least one of the package"
    return blocks[0], "\n".join(blocks[1:])


def _top_level_folders() -> set[str]:
    try:
        tracked = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True,
                                 timeout=60).stdout
    except (OSError, subprocess.SubprocessError):
        tracked = ""
    if tracked:
        return {f.split("/", 1)[0] for f in tracked.split("\0") if "/" in f and not f.startswith(".")}
    ignored = [line.strip().rstrip("/") for line in (ROOT / ".gitignore").read_text(encoding="utf-8").splitlines()
               if line.strip() and not line.startswith("#")]
    return {p.name for p in ROOT.iterdir() if p.is_dir() and not p.name.startswith(".")
            and not any(fnmatch.fnmatch(p.name, pattern) for pattern in ignored)}


def _package_parts() -> tuple[set[str], set[str]]:
    """(modules of the package by their path below rulescore/, ``engine.py`` or ``present/words.py``, subpackages'
    ``__init__.py`` left out; subpackages, e.g. ``catalogue``)."""
    modules = {p.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*.py")
               if p.name != "__init__.py" and "__pycache__" not in p.parts and p.parent.name != "data"}
    packages = {p.parent.relative_to(PACKAGE).as_posix() for p in PACKAGE.rglob("*/__init__.py")
                if "data" not in p.parent.relative_to(PACKAGE).parts}
    return modules, packages


def test_readme_layout_names_every_top_level_folder_and_only_those():
    folders, _ = _layout()
    named = set(re.findall(r"^([\w.-]+)/\s", folders, re.MULTILINE))
    present = _top_level_folders()
    assert {"rulescore", "data", "notebooks", "tests", "guide"} <= present
    assert sorted(present - named) == [], "README Layout: name these top-level folders"
    assert sorted(named - present) == [], "README Layout names folders that are not in the repository"


def test_readme_layout_names_every_module_of_the_package_and_only_those():
    """Every module, those of the subpackages by their path (``catalogue/entries.py``), and every subpackage."""
    _, package = _layout()
    named_modules = set(re.findall(r"(?<![\w/.])((?:\w+/)*\w+\.py)\b", package))
    named_packages = set(re.findall(r"(?<![\w/.])((?:\w+/)*\w+)/(?=[\s,)])", package))
    modules, packages = _package_parts()
    assert {"betting.py", "engine.py", "scenario.py", "catalogue/entries.py"} <= modules and "catalogue" in packages
    assert sorted(modules - named_modules) == [], "README Layout: name these modules of rulescore/"
    assert sorted(packages - named_packages) == [], "README Layout: name these subpackages of rulescore/"
    assert sorted(named_modules - modules) == [], "README Layout names modules that are not in rulescore/"
    assert sorted(named_packages - packages) == [], "README Layout names subpackages that are not in rulescore/"
