"""`rulescore ask` / `rulescore check` as a user runs them: JSON keys, human output, and the classes of
bad input, each one line on stderr with exit status 2 and no traceback."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rulescore.cli import main

IA_10_1 = """\
blinds: 50/100
street: flop
seats: [A, B, C, D, E]
stacks: {B: 125, D: 200}
actions:
  - A bet 100
  - B allin
  - C call
  - D allin
  - E call
ask: A
"""


def run(tmp_path, text, *args, capsys):
    f = tmp_path / "s.yaml"
    f.write_text(text, encoding="utf-8")
    code = main(["ask", str(f), *args])
    out = capsys.readouterr()
    return code, out.out, out.err


def test_ask_json_has_the_design_keys(tmp_path, capsys):
    code, out, err = run(tmp_path, IA_10_1, "--json", capsys=capsys)
    assert code == 0 and err == ""
    data = json.loads(out)
    for key in ("player", "to_call", "can_raise", "min_raise_to", "max_raise_to", "options", "actions", "pots",
                "awards", "rules"):
        assert key in data
    assert data["player"] == "A" and data["to_call"] == 100 and data["can_raise"] is True
    assert data["min_raise_to"] == 300 and data["options"] == ["fold", "call", "raise"]
    assert data["actions"][1] == {**data["actions"][1], "index": 2, "player": "B", "as": "raise", "to": 125,
                                  "returned": 0}
    assert sum(p["amount"] for p in data["pots"]) == 100 + 125 + 125 + 200 + 200


def test_ask_text_output(tmp_path, capsys):
    code, out, _ = run(tmp_path, IA_10_1, capsys=capsys)
    assert code == 0
    assert "Ruling for A: 100 to call; options: fold, call, raise" in out
    assert "betting is reopened for A" in out


def test_ask_push_reported_as_ruled(tmp_path, capsys):
    text = "blinds: 250/500\nseats: [SB, BB, UTG, UTG1]\nactions: [UTG raise 1100, UTG1 push 1000+100x5]\n"
    code, out, _ = run(tmp_path, text, "--json", capsys=capsys)
    assert code == 0
    last = json.loads(out)["actions"][-1]
    assert (last["as"], last["to"], last["returned"], last["rule"]) == ("raise", 1700, 0, "08.4")


BAD = {
    "malformed YAML": ("blinds: 50/100\nseats: [A, B\n", r"not valid YAML"),
    "unknown player": ("blinds: 50/100\nseats: [A, B, C]\nactions: [Z call]\n", r"action 1 \(Z call\): 'Z' is not seated"),
    "unknown verb": ("blinds: 50/100\nseats: [A, B, C]\nactions: [C muck]\n", r"action 1 \(C muck\): unknown verb 'muck'"),
    "negative amount": ("blinds: 50/100\nstreet: flop\nseats: [A, B]\nactions: [B bet -100]\n", r"action 1 \(B bet -100\).*negative"),
    "non-integer amount": ("blinds: 50/100\nstreet: flop\nseats: [A, B]\nactions: [B bet 10.5]\n", r"action 1 \(B bet 10.5\).*not a whole number"),
    "check facing a bet": ("blinds: 50/100\nstreet: flop\nseats: [A, B, C]\nactions: [A bet 100, B check]\n",
                           r"action 2 \(B check\): B faces a bet of 100 and cannot check \(PL-55\)"),
    "raise below minimum": ("blinds: 1000/2000\nstreet: flop\nseats: [A, B, C]\nactions: [A bet 5000, B raise 7000]\n",
                            r"action 2 \(B raise 7000\): B raise to 7000 is below the minimum of 10000.*\(08\.4\)"),
    "after the round closed": ("blinds: 50/100\nstreet: flop\nseats: [A, B]\nactions: [B check, A check, B bet 100]\n",
                               r"action 3 \(B bet 100\): B cannot act: the flop betting round is over"),
    "bad chip spec": ("blinds: 50/100\nstreet: flop\nseats: [A, B]\nactions: [B push 100x-1]\n", r"action 1 \(B push 100x-1\): chip spec"),
}


@pytest.mark.parametrize("case", BAD, ids=list(BAD))
def test_bad_input_is_one_line_and_exit_2(tmp_path, capsys, case):
    import re

    text, pattern = BAD[case]
    code, out, err = run(tmp_path, text, capsys=capsys)
    assert code == 2 and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in err
    assert re.search(pattern, lines[0]), lines[0]


def test_missing_file_is_exit_2(capsys):
    assert main(["ask", "/nonexistent/s.yaml"]) == 2
    assert "cannot read the scenario" in capsys.readouterr().err


def test_console_script_end_to_end(tmp_path):
    f = tmp_path / "s.yaml"
    f.write_text("blinds: 50/100\nstreet: flop\nseats: [A, B, C]\nactions: [A bet 100, B check]\n")
    exe = Path(sys.executable).with_name("rulescore")
    proc = subprocess.run([str(exe), "ask", str(f)], capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stdout == ""
    assert proc.stderr.strip() == "rulescore: action 2 (B check): B faces a bet of 100 and cannot check (PL-55)"


def test_check_json_shape(capsys):
    assert main(["check", "--json", "--id", "IA-07-1"]) == 0
    data = json.loads(capsys.readouterr().out)
    (row,) = data["rulings"]
    assert {"id", "source", "rule", "kind", "verdict", "published", "computed", "reason"} <= set(row)
    assert row["computed"]["min_raise_to"] == 5600
    assert "conflicts" in data


def test_check_unknown_id_is_exit_2(capsys):
    assert main(["check", "--id", "IA-99-9"]) == 2
    assert "no catalogue entry" in capsys.readouterr().err

