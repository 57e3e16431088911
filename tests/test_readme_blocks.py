"""The README as tests (issue 36): every command block and every shown output of README.md is run and must
print what the README shows. The Markdown is read by markdown-it-py (the CommonMark parser the guide's
MyST stack uses); this file is the runner.

The rule for each fenced block (a block that fits none of them fails, so a new block needs a rule here):

``sh``
    Commands, run one by one from a folder that holds the repository's top-level entries (as links) and
    the files the README writes (below), each in a fresh ``bash`` after the README's setup lines so far
    (``source .venv/bin/activate``: the README's own way to put ``rulescore`` on the PATH; the tests run
    with the virtual environment taken off the PATH, so a missing setup line fails). Each must exit 0.
    A comment after ``#`` is not part of the command. ``make TARGET`` is never run here: it is checked
    with ``make -n TARGET`` (the target exists; ``make -n -B``: its recipe runs what the README says it
    runs, :data:`MAKE_RUNS`), because ``make guide`` and ``make test`` take minutes and ``make test`` runs this file.
``text`` whose first line starts with ``$``
    A terminal session: the commands after ``$`` run in one ``bash`` (so ``echo $?`` reads the status of
    the command before), and what each prints, stdout and stderr as a terminal shows them, must equal
    the lines under it.
``pycon``
    A Python session, run by :mod:`doctest` from the same folder.
``yaml file=PATH``
    A file: when PATH is in the repository the block must be that file, byte for byte; otherwise it is
    written there for the commands that follow (``rulescore ask bad.yaml``).
a block with no language in the Layout section
    The tree, checked by tests/test_readme.py.

Figures in prose are either computed here from the tree (:data:`FIGURES`) or left out: a size, a page
count or a time written in the prose fails (:data:`UNITS`); measured figures belong in bench/README.md.
Every ``make`` target the README names exists, and every target of the Makefile is named.

When the README's outputs and the code part (another change lands), the failure prints a unified diff,
README against the output. ``python tests/test_readme_blocks.py`` prints every diff at once and
``python tests/test_readme_blocks.py --write`` writes the outputs into the README's session blocks, for a
person to review with ``git diff README.md``.
"""

from __future__ import annotations

import difflib
import doctest
import importlib.util
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from markdown_it import MarkdownIt

ROOT = Path(__file__).resolve().parent.parent
README = ROOT / "README.md"
#: Commands the README shows that fail today for a reason another change fixes: run, and expected to fail
#: (strictly: once they pass, the entry must go).
KNOWN: dict[str, str] = {}
#: What the recipe of a make target must run, as the README says it does (checked in ``make -n`` output).
MAKE_RUNS: dict[str, tuple[str, ...]] = {
    "test": ("ruff check", "mypy", "pytest", " tests notebooks"),
    "lint": ("ruff check", "mypy"),
    "test-unit": ("pytest tests",),
    "test-notebooks": ("--nbval", "notebooks"),
    "clean": ("rm -rf _build .pytest_cache .hypothesis",),
    "venv": ("pip install",),
    "serve": ("guide.serve --port 8000 --host 127.0.0.1",),
}
#: A size, a page count or a time in the prose: measured figures go stale, so the prose has none.
UNITS = re.compile(r"\b\d[\d.,]*\s?(?:[KMG]i?B|kB|pages?|ms|s|seconds?|minutes?|hours?)\b")


def _hands() -> str:
    from test_real_hands import _files  # the sample tests/test_real_hands.py replays (tests/ is on the path)

    from rulescore import histories

    return str(sum(len(histories.read_all(path)) for path in _files()))


def _largest_history() -> str:
    from rulescore.histories import text

    return str(text.MAX_BYTES // 2**20)


def _pyodide() -> str:
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    return lock["packages"]["node_modules/pyodide"]["version"]


#: Figures the prose states, each computed from the tree: (pattern with one group, how to compute it).
FIGURES: dict[str, object] = {
    r"A sample of (\d+) real hands": _hands,
    r"Pyodide (\d+\.\d+\.\d+) from the npm registry": _pyodide,
    r"files over (\d+) MB are refused": _largest_history,
}


# ------------------------------------------------------------------------------------------ the blocks
@dataclass
class Block:
    line: int
    """1-based line of the opening fence."""
    info: str
    text: str
    section: str

    @property
    def lang(self) -> str:
        return self.info.split()[0] if self.info.split() else ""

    @property
    def attrs(self) -> dict[str, str]:
        return dict(a.split("=", 1) for a in self.info.split()[1:] if "=" in a)

    @property
    def where(self) -> str:
        return f"README.md:{self.line}"


@dataclass
class Readme:
    blocks: list[Block] = field(default_factory=list)
    prose: list[tuple[int, str]] = field(default_factory=list)
    """(line, text without code spans) of every paragraph, list item and heading."""
    spans: list[str] = field(default_factory=list)
    """Every code span."""


def read(text: str | None = None) -> Readme:
    text = README.read_text(encoding="utf-8") if text is None else text
    out, section = Readme(), ""
    for tok in MarkdownIt("commonmark").parse(text):
        if tok.type == "inline":
            if tok.map and text.splitlines()[tok.map[0]].startswith("#"):
                section = tok.content
            words = "".join(c.content if c.type == "text" else " " if c.type in ("softbreak", "hardbreak", "code_inline")
                            else "" for c in tok.children or [])
            out.prose.append((tok.map[0] + 1 if tok.map else 0, words))
            out.spans += [c.content for c in tok.children or [] if c.type == "code_inline"]
        elif tok.type == "fence":
            out.blocks.append(Block(line=tok.map[0] + 1 if tok.map else 0, info=tok.info.strip(), text=tok.content,
                                    section=section))
    return out


def kind(block: Block) -> str:
    if block.lang == "sh":
        return "commands"
    if block.lang in ("text", "console") and block.text.startswith("$"):
        return "session"
    if block.lang == "pycon":
        return "python"
    if block.lang == "yaml" and "file" in block.attrs:
        return "file"
    if block.lang == "" and block.section == "Layout":
        return "layout"
    return "unknown"


def commands(block: Block) -> list[str]:
    """The commands of an ``sh`` block (comments and blank lines left out)."""
    out = []
    for line in block.text.splitlines():
        line = re.sub(r"(^|\s)#.*$", "", line).strip()
        if line:
            out.append(line)
    return out


def session(block: Block) -> list[tuple[str, str]]:
    """``(command, output shown)`` of each ``$`` line of a session block."""
    out: list[tuple[str, list[str]]] = []
    for line in block.text.rstrip("\n").splitlines():
        if line.startswith("$ "):
            out.append((line[2:], []))
        else:
            out[-1][1].append(line)
    return [(cmd, "\n".join(shown)) for cmd, shown in out]


def is_setup(command: str) -> bool:
    return command.split()[0] in ("source", ".")


# ------------------------------------------------------------------------------------------ running
def workdir(tmp: Path, readme: Readme) -> Path:
    """A folder with the repository's top-level entries as links and the README's own files written in it."""
    for entry in ROOT.iterdir():
        if entry.name not in (".git",):
            (tmp / entry.name).symlink_to(entry)
    for block in readme.blocks:
        if kind(block) == "file" and not (ROOT / block.attrs["file"]).exists():
            (tmp / block.attrs["file"]).write_text(block.text, encoding="utf-8")
    return tmp


def environment() -> dict[str, str]:
    """The environment of a new shell: this one's, less the virtual environment (activating it is the
    README's job) and anything else holding a ``rulescore`` command."""
    env = dict(os.environ)
    env.pop("VIRTUAL_ENV", None)
    env["PATH"] = os.pathsep.join(p for p in env.get("PATH", "").split(os.pathsep)
                                  if p and not (Path(p) / "rulescore").exists())
    env.update(COLUMNS="120", NO_COLOR="1", PYTHONHASHSEED="0")
    return env


def setup_lines(readme: Readme, before: int) -> list[str]:
    """The README's setup commands above line ``before``."""
    return [c for b in readme.blocks if b.line < before and kind(b) == "commands" for c in commands(b) if is_setup(c)]


def dry(command: str) -> str:
    """``make T ...`` as a dry run (``make -n T ...``); any other command as it is."""
    words = shlex.split(command)
    return shlex.join([words[0], "-n", *words[1:]]) if words and words[0] == "make" else command


def run(script: str, cwd: Path, *, timeout: float = 120) -> subprocess.CompletedProcess:
    return subprocess.run(["bash", "-c", script], cwd=cwd, env=environment(), capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)


def run_session(block: Block, readme: Readme, cwd: Path) -> list[tuple[str, str, str]]:
    """``(command, shown, printed)`` for each command of a session block, run in one shell."""
    steps = session(block)
    script = [*setup_lines(readme, block.line)]
    for k, (cmd, _) in enumerate(steps):
        script.append(f"{{ {cmd} ; }} 2>&1; __rs=$?; printf '\\036RS{k}\\036\\n'; (exit $__rs)")
    proc = run("\n".join(script), cwd)
    parts = re.split(r"\x1eRS\d+\x1e\n", proc.stdout)
    return [(cmd, shown, parts[k].rstrip("\n") if k < len(parts) else "") for k, (cmd, shown) in enumerate(steps)]


def diff(shown: str, printed: str, where: str, command: str) -> str:
    return "".join(difflib.unified_diff(
        [line + "\n" for line in shown.splitlines()], [line + "\n" for line in printed.splitlines()],
        fromfile=f"{where} (what the README shows)", tofile=f"$ {command} (what it prints)"))


# ------------------------------------------------------------------------------------------ the tests
README_DATA = read()


def _cases(wanted: str) -> list:
    out = []
    for block in README_DATA.blocks:
        if kind(block) != wanted:
            continue
        if wanted == "commands":
            for command in commands(block):
                marks = [pytest.mark.xfail(strict=True, reason=KNOWN[command])] if command in KNOWN else []
                out.append(pytest.param(block, command, id=f"{block.where} {command}", marks=marks))
        else:
            out.append(pytest.param(block, id=block.where))
    return out


@pytest.fixture(scope="module")
def cwd(tmp_path_factory) -> Path:
    return workdir(tmp_path_factory.mktemp("readme"), README_DATA)


def test_every_block_of_the_readme_has_a_rule():
    unknown = [f"{b.where} ```{b.info}" for b in README_DATA.blocks if kind(b) == "unknown"]
    assert unknown == [], "no rule for these blocks (see the rules at the top of tests/test_readme_blocks.py)"
    assert {kind(b) for b in README_DATA.blocks} >= {"commands", "session", "python", "file", "layout"}


@pytest.mark.parametrize(("block", "command"), _cases("commands"))
def test_every_command_runs(block, command, cwd):
    if is_setup(command):
        proc = run("\n".join([*setup_lines(README_DATA, block.line), command, "command -v rulescore"]), cwd)
        assert proc.returncode == 0 and proc.stdout.strip(), f"{block.where}: {command}\n{proc.stderr}"
        return
    proc = run("\n".join([*setup_lines(README_DATA, block.line + 1), dry(command)]), cwd)
    assert proc.returncode == 0, f"{block.where}: `{dry(command)}` exited {proc.returncode}:\n{proc.stdout}{proc.stderr}"


@pytest.mark.parametrize("block", _cases("session"))
def test_every_session_prints_what_the_readme_shows(block, cwd):
    problems = [diff(shown, printed, block.where, cmd) for cmd, shown, printed in run_session(block, README_DATA, cwd)
                if printed != shown]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("block", _cases("python"))
def test_every_python_session_prints_what_the_readme_shows(block, cwd, monkeypatch):
    monkeypatch.chdir(cwd)
    test = doctest.DocTestParser().get_doctest(block.text, {}, block.where, str(README), block.line)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    report: list[str] = []
    runner.run(test, out=report.append)
    assert runner.failures == 0, "".join(report)


@pytest.mark.parametrize("block", _cases("file"))
def test_every_file_the_readme_shows_is_the_file(block):
    path = ROOT / block.attrs["file"]
    if path.exists():
        assert block.text == path.read_text(encoding="utf-8"), diff(block.text, path.read_text(encoding="utf-8"),
                                                                    block.where, f"cat {block.attrs['file']}")


def test_figures_in_the_prose_are_computed_or_left_out():
    text = "\n".join(words for _, words in README_DATA.prose)
    for pattern, compute in FIGURES.items():
        found = re.findall(pattern, text)
        assert found, f"the README no longer says {pattern!r}: take it out of FIGURES"
        assert set(found) == {compute()}, f"README: {pattern!r} says {found}, the tree says {compute()}"  # type: ignore[operator]
    stale = [(line, m.group(0)) for line, words in README_DATA.prose for m in UNITS.finditer(words)
             if not any(m.group(0) in found for found in _checked(words))]
    assert stale == [], "measured figures in the README's prose (leave them to bench/README.md): " + repr(stale)


def _checked(words: str) -> list[str]:
    """The figures of ``words`` that :data:`FIGURES` computes."""
    return [m.group(0) for pattern in FIGURES for m in re.finditer(pattern, words)]


def test_every_known_failure_is_still_a_command_of_the_readme():
    shown = {c for b in README_DATA.blocks if kind(b) == "commands" for c in commands(b)}
    assert sorted(set(KNOWN) - shown) == [], "KNOWN names commands the README no longer shows: take them out"


def _phony() -> set[str]:
    make = (ROOT / "Makefile").read_text(encoding="utf-8")
    return set(re.search(r"^\.PHONY:(.*)$", make, re.MULTILINE).group(1).split())  # type: ignore[union-attr]


def _named_targets() -> set[str]:
    named = {s.split()[1] for s in README_DATA.spans if s.startswith("make ") and len(s.split()) > 1}
    named |= {c.split()[1] for b in README_DATA.blocks if kind(b) == "commands" for c in commands(b)
              if c.startswith("make ")}
    return named


def test_every_make_target_is_named_in_the_readme_and_does_what_it_says(cwd):
    assert sorted(_phony() - _named_targets()) == [], "README: name these make targets"
    for target in sorted(_named_targets()):
        proc = run(f"make -n -B {target}", cwd)  # -B: the whole recipe, as if nothing were up to date
        assert proc.returncode == 0, f"`make {target}` (README) is no target: {proc.stderr}"
        for piece in MAKE_RUNS.get(target, ()):
            assert piece in proc.stdout, f"`make {target}` does not run {piece!r}:\n{proc.stdout}"


def test_make_variables_the_readme_shows_reach_the_recipe(cwd):
    shown = [s for s in README_DATA.spans if s.startswith("make ") and "=" in s]
    assert shown, "the README shows no make variable (make serve PORT=... HOST=...)"
    for span in shown:
        proc = run(f"make -n {span.removeprefix('make ')}", cwd)
        values = [w.split("=", 1)[1] for w in span.split() if "=" in w]
        assert proc.returncode == 0 and all(v in proc.stdout for v in values), f"`{span}`:\n{proc.stdout}"


def _build_module():
    return importlib.import_module("guide.build")   # guide/ is a package: no path to set


def test_make_guide_is_not_up_to_date_where_npm_ci_never_ran(tmp_path, monkeypatch):
    """A clone with a copied _build/html but no node_modules: `make guide` must build (and so run npm ci),
    not say the site is up to date."""
    build = _build_module()
    from guide import rssearch, runtime

    site = tmp_path / "html"
    site.mkdir()
    (site / "index.html").write_text("<html></html>", encoding="utf-8")
    monkeypatch.setattr(runtime, "PYODIDE", tmp_path / "no-node-modules" / "pyodide")
    monkeypatch.setattr(rssearch, "NODE_MODULES", tmp_path / "no-search-modules")
    why = build.changed(site)
    assert any("node_modules" in w and "npm ci" in w for w in why), why
    assert any("guide/search/node_modules" in w for w in why), why


def test_the_explorers_kept_hand_does_not_make_the_guide_stale(tmp_path):
    build = _build_module()
    (tmp_path / "11-explorer.ipynb").write_text("{}", encoding="utf-8")
    (tmp_path / "11-explorer.hand.yaml").write_text("blinds: 1/2\n", encoding="utf-8")
    assert [p.name for p in build._files(tmp_path)] == ["11-explorer.ipynb"]


# ------------------------------------------------------------------------------------------ by hand
def main(argv: list[str]) -> int:
    """Print every difference between the README's sessions and what they print; with ``--write``, write the
    printed outputs into the README (review with git diff)."""
    text = README.read_text(encoding="utf-8")
    readme = read(text)
    lines = text.splitlines(keepends=True)
    changed = 0
    with tempfile.TemporaryDirectory(prefix="readme-") as tmp:
        cwd = workdir(Path(tmp), readme)
        for block in reversed([b for b in readme.blocks if kind(b) == "session"]):
            results = run_session(block, readme, cwd)
            for cmd, shown, printed in results:
                if shown != printed:
                    changed += 1
                    print(diff(shown, printed, block.where, cmd))
            body = "".join(f"$ {cmd}\n" + (printed + "\n" if printed else "") for cmd, _, printed in results)
            end = block.line + block.text.count("\n")  # the closing fence's line, 1-based
            lines[block.line:end] = [body]
        if "--write" in argv and changed:
            README.write_text("".join(lines), encoding="utf-8")
            print(f"wrote {changed} output(s) into README.md: review with git diff README.md")
    print(f"{changed} session output(s) differ from the README" if changed else "every session prints what the README shows")
    return 1 if changed and "--write" not in argv else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
