"""The "Rule my hand" page's model (issue 26), without a browser: rulescore.explorer.phone.Page, driven by the
commands the page sends, rules as ``rulescore ask`` does, with the explorer's hand model; and the ruling path
needs no library that is not pure Python (the browser runtime has none of them).

The page itself, in Chromium with Pyodide, is tests/test_rule_page.py."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from rulescore import ask
from rulescore import explorer as ex
from rulescore.explorer.phone import Page

ROOT = Path(__file__).resolve().parent.parent
RULESCORE = Path(sys.executable).with_name("rulescore")
IA_10_1_TAPS = ["bet 100", "all-in 125", "call 125", "all-in 200", "call 200"]


def cli_json(path: Path) -> dict:
    proc = subprocess.run([str(RULESCORE), "ask", str(path), "--json"], capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def ia_10_1_setup(page: Page) -> dict:
    """The empty five-handed flop of IA-10-1, entered as the page's controls send it."""
    for cmd in ({"do": "players", "n": 5}, {"do": "names", "style": "letters"}, {"do": "street", "street": "flop"},
                {"do": "setup", "sb": "50", "bb": "100"}, {"do": "stack", "player": "B", "value": "125"},
                {"do": "stack", "player": "D", "value": "200"}):
        screen = page.handle(cmd)
        assert screen["error"] is None, (cmd, screen["error"])
    return screen


def tap(page: Page, screen: dict, label: str) -> dict:
    offered = [c["label"] for c in screen["next"]["choices"]]
    choice = next((c for c in screen["next"]["choices"] if c["label"] == label), None)
    assert choice is not None, f"{label!r} not offered: {offered}"
    return page.handle({"do": "tap", "line": choice["line"], "street": choice["street"]})


def test_IA_10_1_entered_with_taps_rules_as_rulescore_ask_json():
    page = Page()
    screen = ia_10_1_setup(page)
    for label in IA_10_1_TAPS:
        screen = tap(page, screen, label)
    assert screen["error"] is None
    assert screen["ruling"] == cli_json(ROOT / "examples" / "ia-10-1.yaml")
    assert screen["hand"]["rows"][1] == {"k": 1, "street": "flop", "line": "B allin"}
    # the card is the guide's: answer first, the TDA 2024 number before the source's
    assert screen["card"].startswith('<section class="rs-card rs-ruling"><div class="rs-answer"><p class="rs-headline">A to act')
    assert '<span class="rs-tda">TDA 47</span> · <span class="rs-src">IA-10</span>' in screen["card"]
    assert screen["links"]["IA-10"] == {"tda": "47", "book": "IA-10"}
    # pots and who is eligible, as the engine gives them
    assert [(p["amount"], p["eligible"]) for p in screen["ruling"]["pots"]] == [(600, list("ABCDE")), (150, list("ACDE"))]
    assert [r["status"] for r in screen["stacks"]][:2] == ["to act", "all-in"]


def test_the_scenario_handed_back_is_read_by_the_cli_with_the_same_ruling(tmp_path):
    page = Page()
    screen = ia_10_1_setup(page)
    for label in IA_10_1_TAPS:
        screen = tap(page, screen, label)
    screen = page.handle({"do": "add", "player": "A", "verb": "push", "rest": "1000+100x5"})
    assert screen["ruling"]["actions"][-1]["written"] == "A push 1000+100x5"
    f = tmp_path / "hand.yaml"
    f.write_text(screen["yaml"], encoding="utf-8")
    assert cli_json(f) == screen["ruling"]
    assert screen["yaml"] == ex.export_yaml(page.session.hand)


def test_a_pasted_whole_hand_rules_as_the_cli():
    path = ROOT / "examples" / "whole-hand.yaml"
    screen = Page().handle({"do": "yaml", "text": path.read_text(encoding="utf-8")})
    assert screen["error"] is None and screen["ruling"] == cli_json(path)
    assert [s for s in screen["hand"]["rows"] if s["street"] == "flop"][1]["line"] == "UTG allin"


def test_push_chips_and_says_words_are_rows_the_engine_rules():
    page = Page()
    screen = page.handle({"do": "players", "n": 3})
    screen = page.handle({"do": "add", "player": "BTN", "verb": "says", "rest": "raise 800"})
    assert screen["hand"]["rows"][-1]["line"] == 'BTN says "raise 800"'
    said = screen["ruling"]["actions"][-1]
    assert (said["as"], said["to"]) == ("raise", 800)
    screen = page.handle({"do": "add", "player": "SB", "verb": "push", "rest": "1000+100x5"})
    pushed = screen["ruling"]["actions"][-1]
    assert pushed["written"] == "SB push 1000+100x5"
    assert screen["ruling"] == ask(ex.to_scenario(page.session.hand)).to_dict()


def test_an_input_error_is_one_line_and_keeps_the_hand():
    page = Page()
    ia_10_1_setup(page)
    before = page.session.hand
    screen = page.handle({"do": "yaml", "text": "blinds: [50\n"})
    assert screen["refused"] and screen["error"].startswith("scenario line 2: not valid YAML")
    assert "\n" not in screen["error"] and "Traceback" not in screen["error"]
    assert page.session.hand == before
    bad = (ROOT / "examples" / "ia-10-1.yaml").read_text(encoding="utf-8").replace("B allin", "B check")
    screen = page.handle({"do": "yaml", "text": bad})
    assert screen["error"] == "action 2 (B check): B faces a bet of 100 and cannot check (PL-55)"
    assert screen["next"]["choices"] == [] and "Not possible as written" in screen["card"]
    screen = page.handle({"do": "undo"})
    assert screen["error"] is None and page.session.hand == before
    assert page.handle({"do": "players", "n": 11})["error"] == "players: 11; a table seats 2 to 10"


def test_undo_reset_delete_and_ruling_for_another_player():
    page = Page()
    screen = ia_10_1_setup(page)
    for label in IA_10_1_TAPS:
        screen = tap(page, screen, label)
    screen = page.handle({"do": "for", "player": "C"})
    assert screen["for"]["text"].splitlines()[-2] == "Ruling for C: 75 to call; options: fold, call"
    screen = page.handle({"do": "delete", "k": 4})
    assert screen["next"]["player"] == "E" and len(screen["hand"]["rows"]) == 4
    screen = page.handle({"do": "undo"})
    assert screen["next"]["player"] == "A"
    screen = page.handle({"do": "reset"})
    assert screen["hand"]["rows"] == [] and screen["hand"]["players"] == 6 and screen["for"] is None


def test_setup_boxes_straddle_antes_and_a_bad_value_for_the_engine():
    page = Page()
    screen = page.handle({"do": "setup", "straddle": "400", "bb_ante": "200"})
    assert screen["next"]["player"] == "HJ" and screen["hand"]["straddle"] == 400
    assert screen["ruling"]["antes"] == 200
    screen = page.handle({"do": "setup", "straddle": ""})
    assert screen["next"]["player"] == "UTG" and screen["hand"]["straddle"] is None
    screen = page.handle({"do": "stack", "player": "BB", "value": "lots"})
    assert screen["error"] and "lots" in screen["error"] and not screen["refused"]


def test_handle_json_never_throws_into_the_page():
    page = Page()
    out = json.loads(page.handle_json('{"do": "tap", "line": "", "street": null}'))
    assert out["error"] == "an action row needs a player and a verb, like 'A bet 100'"
    bug = json.loads(page.handle_json('{"do": "delete", "k": "x"}'))
    assert bug["error"].startswith("internal error: ValueError") and "Traceback" in bug["bug"]


def test_the_ruling_path_needs_no_library_that_is_not_pure_python():
    """What the browser runtime lacks: PyYAML and phevaluator (compiled), jsonschema and fastjsonschema (the
    catalogue's schema checks), and the notebook's matplotlib and ipywidgets. With them blocked, the page rules, renders its card and hands back the scenario,
    and the rule book reads through the pure YAML fallback (a showdown's high hands through pokerkit:
    tests/test_hands.py)."""
    code = r"""
import sys, json
for name in ("yaml", "_yaml", "jsonschema", "fastjsonschema", "phevaluator", "matplotlib", "ipywidgets"):
    sys.modules[name] = None  # importing it now raises ImportError
from rulescore import yamlio
from rulescore.explorer.phone import Page
page = Page()
text = open(sys.argv[1], encoding="utf-8").read()
screen = page.handle({"do": "yaml", "text": text})
assert screen["error"] is None, screen["error"]
assert yamlio.backend() == "ruamel"
print(json.dumps({"ruling": screen["ruling"], "yaml": screen["yaml"], "card": "TDA 47" in screen["card"],
                  "modules": sorted(m for m in sys.modules if m.startswith("rulescore.catalogue"))}))
"""
    path = ROOT / "examples" / "ia-10-1.yaml"
    proc = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    assert out["ruling"] == cli_json(path) and out["card"] and out["modules"] == []
    assert out["yaml"] == ex.export_yaml(ex.parse_yaml(path.read_text(encoding="utf-8")))


@pytest.mark.parametrize("ident", ["IA-10-1", "IA-07-4A", "PL-54", "03-A", "03.3"])
def test_catalogue_examples_pasted_rule_as_ask(ident):
    hand = ex.Session.published(ident).hand
    screen = Page().handle({"do": "yaml", "text": ex.export_yaml(hand)})
    assert screen["ruling"] == ask(ex.to_scenario(hand, ask=screen["ruling"]["player"])).to_dict()


def test_warm_up_rules_its_hands_and_leaves_pokerkit_alone():
    """What the page runs before its memory snapshot: every warm-up hand but the bad text rules; pokerkit
    (large tables at import) is not imported, so the snapshot fits the runtime's initial memory."""
    from rulescore.explorer import phone

    page = Page()
    errors = [page.handle({"do": "yaml", "text": text})["error"] for text in phone.WARM_UP]
    assert errors[:-1] == [None] * (len(errors) - 1) and errors[-1].startswith("scenario line 2: not valid YAML")
    code = "import sys; from rulescore.explorer import phone; phone.warm(); print('pokerkit' in sys.modules)"
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0 and proc.stdout.strip() == "False", proc.stderr
