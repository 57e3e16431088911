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
    assert screen["hand"]["rows"][1] == {"k": 1, "street": "flop", "line": "B allin", "said": "B's all-in"}
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
    screen = page.handle({"do": "stack", "player": "BB", "value": "lots"})  # refused next to the box, the hand kept
    assert screen["refused"] and "lots" in screen["field"]["text"] and screen["field"]["key"] == "stack:BB"
    assert "BB" not in page.session.hand.stacks


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


# ============================================================================ issue 34: the answer first
# Each dispute is entered with the page's own commands (what its controls send). The headline is the ruling of
# the disputed step (the last row, when the rules had to read it: chips pushed, words said, out of turn, a
# raise that is not what was written) or, when the last row is plain, of the next decision; it names the
# player, says the figures a TD reads aloud and the TDA number. `want` are the figures the rules give.
# HELD_BACK is the second half, written with the first and not run while the page was built (issue 34).

def _flop(seats="ABC", game=None, pot=None, street="flop"):
    cmds = [{"do": "players", "n": len(seats)}, {"do": "names", "style": "letters"}, {"do": "street", "street": street},
            {"do": "setup", "blinds": "100/200"}]
    if game:
        cmds.append({"do": "setup", "game": game})
    if pot:
        cmds.append({"do": "setup", "pot": pot})
    return cmds


def _row(player, verb, rest=""):
    return {"do": "add", "player": player, "verb": verb, "rest": rest}


DISPUTES = {
    "undercall": (_flop() + [_row("A", "bet", "1000"), _row("B", "push", "500")],
                  "row", "B", ["1000", "TDA 51"]),
    "verbal declaration": (_flop() + [_row("A", "bet", "400"), _row("B", "says", "raise")],
                           "row", "B", ["800", "TDA 40"]),
    "out of turn": ([{"do": "players", "n": 6}, _row("UTG", "call"), _row("CO", "raise", "600")],
                    "row", "CO", ["600", "TDA 53", "HJ"]),
    "string raise": (_flop() + [_row("A", "bet", "400"), _row("B", "push", "300; 300")],
                     "row", "B", ["400", "200", "TDA 42"]),
    "pot-limit flop with a pot from earlier streets": (_flop(game="PLO", pot="1500") + [_row("A", "bet", "500")],
                                                       "decision", "B", ["3000", "TDA 54"]),
    "antes by seat": ([{"do": "players", "n": 4}, {"do": "ante_seat", "player": "SB", "value": "25"},
                       {"do": "ante_seat", "player": "BB", "value": "25"}, {"do": "ante_seat", "player": "UTG", "value": "10"},
                       {"do": "ante_seat", "player": "BTN", "value": "25"}, {"do": "stack", "player": "UTG", "value": "300"},
                       _row("UTG", "allin")], "decision", "BTN", ["290", "490"]),
    "LO8": ([{"do": "players", "n": 4}, {"do": "setup", "game": "LO8"}, _row("UTG", "raise", "400"),
             _row("BTN", "raise", "600")], "decision", "SB", ["500", "800"]),
}

HELD_BACK = {
    "undercall, multi-way": (_flop("ABCD") + [_row("A", "bet", "600"), _row("B", "call"), _row("C", "push", "500")],
                             "row", "C", ["600", "TDA 51"]),
    "verbal pot in pot limit": (_flop(game="PLO", pot="600") + [_row("A", "bet", "200"), _row("B", "says", "pot")],
                                "row", "B", ["1200"]),
    "out of turn on the flop": (_flop("ABCD") + [_row("A", "check"), _row("C", "bet", "300")],
                                "row", "C", ["300", "TDA 53", "B"]),
    "raise said, then three motions": (_flop() + [_row("A", "bet", "1000"),
                                                  {"do": "add", "player": "B", "verb": "says",
                                                   "rest": "raise", "then": "1000; 1000; 1000"}],
                                       "row", "B", ["2000", "1000", "TDA 42"]),
    "pot-limit turn": (_flop(game="PLO", pot="2400", street="turn") + [_row("A", "bet", "800"), _row("B", "call")],
                       "decision", "C", ["5600", "TDA 54"]),
    "antes on two seats": ([{"do": "players", "n": 4}, {"do": "ante_seat", "player": "UTG", "value": "100"},
                            {"do": "ante_seat", "player": "BTN", "value": "100"}, _row("UTG", "raise", "500")],
                           "decision", "BTN", ["500", "800"]),
    "LO8 capped flop": (_flop("ABCD", game="LO8") + [_row("A", "bet", "200"), _row("B", "raise", "400"),
                                                     _row("C", "raise", "600"), _row("D", "raise", "800")],
                        "decision", "A", ["600"]),
}


def _entered(cmds):
    page = Page()
    screen = page.handle({"do": "screen"})
    for cmd in cmds:
        screen = page.handle(cmd)
        assert not screen["refused"], (cmd, screen["error"])
    assert screen["error"] is None, screen["error"]
    return page, screen


def _check_dispute(cmds, focus, player, want):
    page, screen = _entered(cmds)
    answer = screen["answer"]
    assert answer["focus"]["kind"] == focus and answer["focus"]["player"] == player, answer
    head = answer["headline"]
    assert head.startswith(player) and head.endswith(".") and "\n" not in head, head
    for figure in want:
        assert figure in head, (figure, head)
    # the TDA number the headline gives is the engine's own for the step or the decision
    if focus == "row":
        rec = screen["ruling"]["actions"][answer["focus"]["index"]]
        assert rec["player"] == player and (rec["tda"] is None or f"TDA {rec['tda'].split('-')[0]}" in head)
    reading = answer["reading"]
    departs = [d for d in screen["ruling"]["departures"] if d["player"] == player]
    assert bool(reading) == bool(departs), (reading, departs)
    if reading:
        assert "TD's choice" not in reading and len(reading.split()) <= 25, reading
    # the same answer in Polish and Russian: the same figures and rule, no English verb left over
    for lang in ("pl", "ru"):
        other = page.handle({"do": "lang", "lang": lang})["answer"]["headline"]
        for figure in want:
            assert figure in other, (lang, figure, other)
        english = {"call", "raise", "fold", "check", "to act"} | ({"bet"} if lang == "ru" else set())  # Polish says "bet"
        assert not english & set(other.lower().replace(",", " ").split()), other
    page.handle({"do": "lang", "lang": "en"})
    return screen


@pytest.mark.parametrize("kind", list(DISPUTES))
def test_the_headline_answers_for_the_disputed_step(kind):
    _check_dispute(*DISPUTES[kind])


@pytest.mark.parametrize("kind", list(HELD_BACK))
def test_held_back_the_headline_answers_for_the_disputed_step(kind):
    _check_dispute(*HELD_BACK[kind])


def test_the_issue_disputes_headlines():
    # a silent 1000 chip, B's last, facing a 400 bet: a call, 600 back (TDA 44); the renderings in one short line
    _, s = _entered(_flop() + [{"do": "stack", "player": "B", "value": "1000"}, _row("A", "bet", "400"),
                               dict(_row("B", "push", "1000"), **{"as": "one"})])   # one chip (TDA 44), not two
    head, reading = s["answer"]["headline"], s["answer"]["reading"]
    assert all(x in head for x in ("B", "call", "400", "600", "TDA 44")), head
    assert reading and "08.5" in reading and "1000" in reading and "TD's choice" not in reading
    assert "C to act" in s["answer"]["then"]              # what comes next, under it
    # IA-10-1: the last row is a plain call, so the headline is A's decision: reopened, at least 300 (TDA 47)
    _, s = _entered(_flop("ABCDE") + [{"do": "setup", "blinds": "50/100"}, {"do": "stack", "player": "B", "value": "125"},
                                      {"do": "stack", "player": "D", "value": "200"}, _row("A", "bet", "100"),
                                      _row("B", "allin"), _row("C", "call"), _row("D", "allin"), _row("E", "call")])
    head = s["answer"]["headline"]
    assert head.startswith("A ") and all(x in head for x in ("100", "300", "TDA 47")), head
    # pot-limit Omaha, dead small blind: 700 at 100/200 (TDA 54-B), and why 700 when the pot shows 200
    _, s = _entered([{"do": "setup", "game": "PLO"}, {"do": "setup", "dead_small_blind": True}])
    head = s["answer"]["headline"]
    assert head.startswith("UTG") and "700" in head and "TDA 54-B" in head, head
    figure = s["answer"]["figure"]
    assert all(x in figure for x in ("200", "100", "700")), figure
    assert s["answer"]["reading"] and "600" in s["answer"]["reading"]
    assert s["hand"]["seats"][0]["name"] == "BB" and s["ruling"]["max_raise_to"] == 700


def test_the_page_lists_come_from_the_engine_vocabulary():
    from rulescore.records.vocabulary import Game, Street

    s = Page().handle({"do": "screen"})
    assert s["games"] == [g.value for g in Game] and s["streets"] == [x.value for x in Street]
    lo8 = Page().handle({"do": "yaml", "text": "game: LO8\nblinds: 100/200\nseats: [A, B, C]\n"})
    assert lo8["hand"]["game"] == "LO8" and "game: LO8" in lo8["yaml"]


def test_a_blank_small_blind_is_not_zero():
    page = Page()
    s = page.handle({"do": "setup", "blinds": "/200"})
    assert s["refused"] or s["error"], s["error"]
    assert page.session.hand.blinds == (100, 200)
    s = page.handle({"do": "setup", "sb": "", "bb": "200"})
    assert s["error"] and page.session.hand.blinds == (100, 200)


def test_an_impossible_row_is_a_plain_sentence_with_the_rule_and_the_likely_taps():
    page, _ = _entered([{"do": "players", "n": 6}])
    s = page.handle(_row("UTG", "raise", "250"))          # below the minimum raise of 400
    assert s["refused"] and page.session.hand.rows == []  # the hand is kept as it was
    err = s["problem"]
    assert "TDA" in err["text"] and "UTG" in err["text"] and "400" in err["text"] and "\n" not in err["text"]
    assert "action 1" not in err["text"] and "(08.4)" not in err["text"]
    offers = {o["verb"]: o for o in err["offers"]}
    assert set(offers) == {"push", "says"}
    for o in err["offers"]:
        s = page.handle(o["command"])
        assert not s["refused"] and s["error"] is None and s["ruling"]["actions"][-1]["player"] == "UTG"
        assert s["answer"]["focus"]["kind"] == "row"
        page.handle({"do": "undo"})


def test_the_hand_goes_into_the_address_and_back():
    _page, s = _entered(_flop(game="PLO", pot="1500") + [_row("A", "bet", "500")])
    address = s["address"]
    assert address and " " not in address
    again = Page().handle({"do": "address", "text": address})
    assert again["hand"] == s["hand"] and again["ruling"] == s["ruling"]
    assert Page().handle({"do": "address", "text": "garbage%%%"})["refused"]


def test_warm_up_loads_every_language_so_the_snapshot_rules_without_files():
    """The build's snapshot is restored before the wheels' files are in place: its first ruling, in any
    language, must find every template it needs in memory (English parsed; Polish and Russian kept as text,
    parsed on first use): after the warm-up no file can be read, and a ruling in each language still comes."""
    code = ("import pathlib\n"
            "from rulescore.explorer import phone\n"
            "from rulescore.words import messages\n"
            "phone.warm()\n"
            "def refuse(self, *a, **k):\n"
            "    raise FileNotFoundError(str(self))\n"
            "pathlib.Path.read_text = refuse\n"
            "pathlib.Path.read_bytes = refuse\n"
            "for lang in ('en', 'pl', 'ru'):\n"
            "    shown = phone.Page(lang).handle({'do': 'yaml', 'text': phone.WARM_UP[0]})\n"
            "    assert not shown.get('error'), shown.get('error')\n"
            "    print(lang, shown['lang'] if 'lang' in shown else lang)\n"
            "print(sorted(messages._LOADED))\n")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert proc.returncode == 0, proc.stderr
    for lang in ("en", "pl", "ru"):
        for domain in ("phone", "ruling", "glossary", "note"):
            assert f"('{lang}', '{domain}')" in proc.stdout, (lang, domain, proc.stdout)
