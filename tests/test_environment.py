"""environment.yml (for conda users; conda cannot run on the CI machine) must describe the same
environment as pyproject.toml + requirements/constraints.txt, which the Makefile installs."""

import json
import re
import subprocess
import sys
import tomllib
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def _requirement_names(reqs):
    return {_norm(re.split(r"[<>=!~\[; ]", r, maxsplit=1)[0]) for r in reqs}


def test_environment_yml_matches_pyproject():
    env = yaml.safe_load((ROOT / "environment.yml").read_text())
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    deps = env["dependencies"]
    python = next(d for d in deps if isinstance(d, str) and d.startswith("python"))
    major_minor = python.split("=")[1]
    assert project["requires-python"] == f">={major_minor}"
    assert "pip" in deps
    pip = next(d["pip"] for d in deps if isinstance(d, dict) and "pip" in d)
    assert "-e .[dev]" in pip
    assert "-c requirements/constraints.txt" in pip


def test_every_dependency_is_pinned():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = _requirement_names(project["dependencies"])
    for reqs in project["optional-dependencies"].values():
        wanted |= {n for n in _requirement_names(reqs) if n != "rulescore"}
    pins = {}
    for line in (ROOT / "requirements/constraints.txt").read_text().splitlines():
        if line and not line.startswith("#"):
            name, _, version = line.partition("==")
            pins[_norm(name)] = version
    missing = sorted(wanted - set(pins))
    assert missing == [], f"add pins for {missing} (make lock)"
    assert all(re.fullmatch(r"[\w.+!-]+", v) for v in pins.values())


def test_makefile_installs_with_the_constraints():
    make = (ROOT / "Makefile").read_text()
    assert "-c $(CONSTRAINTS)" in make and "requirements/constraints.txt" in make


def test_importing_nbformat_does_not_build_the_rfc3987_grammar():
    """nbformat (nbval, nbconvert, the lab server) imports jsonschema; jsonschema 4.25+ then imports
    rfc3987_syntax when installed (jupyter-events asks for jsonschema[format-nongpl]), which builds a lark
    grammar at import: about 3 s in every such process. pyproject keeps jsonschema below 4.25."""
    probe = "import json, sys, nbformat, jsonschema; print(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    loaded = set(json.loads(out.stdout))
    assert "nbformat" in loaded and "jsonschema" in loaded
    assert sorted(loaded & {"rfc3987_syntax", "lark"}) == [], "run `make venv`: jsonschema must be < 4.25"
