"""`rulescore ask` starts fast: the CLI must not import the notebook stack (pandas, matplotlib, ...), and a
betting scenario without showdown keys must not load pokerkit (its hand tables take ~0.3 s to build).
Checked on sys.modules in a fresh interpreter, not by timing (bench/budgets.py measures the time)."""

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
HEAVY = ("pandas", "matplotlib", "numpy", "scipy", "ipywidgets", "IPython", "jsonschema", "pokerkit")

PROBE = """
import contextlib, io, json, sys
from rulescore.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(["ask", sys.argv[1], "--json"])
print(json.dumps({"code": code, "modules": sorted({m.split(".")[0] for m in sys.modules})}))
"""


def _modules_after_ask(path: Path) -> set[str]:
    out = subprocess.run([sys.executable, "-c", PROBE, str(path)], capture_output=True, text=True, check=True,
                         cwd=ROOT)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["code"] == 0
    return set(result["modules"])


def test_cli_ask_imports_no_notebook_stack_and_no_pokerkit():
    loaded = _modules_after_ask(ROOT / "examples" / "ia-10-1.yaml")
    assert "rulescore" in loaded
    assert sorted(loaded & set(HEAVY)) == []


def test_cli_ask_reads_the_rule_book_built_with_the_package_without_pyyaml():
    """The rule book's values come from the module the build made of it (rulescore.prebuilt): a ruling imports
    no PyYAML (25 ms), from the first run on."""
    assert "yaml" not in _modules_after_ask(ROOT / "examples" / "ia-10-1.yaml")


def test_cli_ask_on_a_bad_scenario_imports_no_notebook_stack(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_text("seats: [A, B]\nblinds: 50/100\nactions: [A push 0x5]\n", encoding="utf-8")
    out = subprocess.run([sys.executable, "-c", PROBE.replace('assert', '#'), str(bad)], capture_output=True,
                         text=True, cwd=ROOT)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["code"] == 2
    assert sorted(set(result["modules"]) & {"pandas", "matplotlib"}) == []


CHECK_PROBE = """
import contextlib, io, json, sys
from rulescore.cli import main
with contextlib.redirect_stdout(io.StringIO()):
    code = main(["check"])
print(json.dumps({"code": code, "modules": sorted({m.split(".")[0] for m in sys.modules})}))
"""


def test_cli_check_imports_no_notebook_stack_and_pokerkit_only_for_a_low_hand():
    """`rulescore check` ranks high hands with phevaluator: pokerkit (0.4 s of lookup tables) is imported only
    when an entry shows down a hi/lo hand, whose low pokerkit ranks."""
    from rulescore import catalogue

    out = subprocess.run([sys.executable, "-c", CHECK_PROBE], capture_output=True, text=True, check=True, cwd=ROOT)
    result = json.loads(out.stdout.strip().splitlines()[-1])
    assert result["code"] == 0
    loaded = set(result["modules"])
    assert sorted(loaded & {"pandas", "matplotlib", "numpy", "scipy", "ipywidgets", "IPython"}) == []
    lows = [e.id for e in catalogue.load() if e.scenario and str(e.scenario.get("game", "")).upper() in ("PLO8", "LO8")
            and (e.scenario.get("hands") or e.scenario.get("showdown"))]
    assert ("pokerkit" in loaded) == bool(lows), lows
