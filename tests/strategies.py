"""Hypothesis strategies for scenarios, valid and malformed (shared: other test files may import them).

* :func:`valid_streets` — a legal betting street as a scenario mapping (2-9 players, NLHE/PLO/LHE, any
  street, short stacks and antes), built by asking rulescore itself for the legal options at each step;
* :func:`malformed_scenarios` — a valid scenario with one or more parts broken: wrong types, huge,
  negative and non-integral numbers, unknown keys, verbs and players, unicode and duplicate names, bad
  chip specs (``0x5``, ``100x-1``), actions after the round has closed, out-of-turn actions;
* :func:`yaml_texts` — YAML text: the above dumped, then cut, spliced with YAML syntax, or plain noise;
* issue 15, each with what must come out: :func:`duplicate_key_texts` (a key given twice, at the top or in
  ``stacks``), :func:`alias_texts` (anchors and aliases, alias bombs), :func:`yaml11_amount_texts` (an
  amount written as a YAML 1.1 scalar: octal, base 60, floats, booleans, ``~``), :func:`yaml11_name_texts`
  (players named ``No``, ``on``, ``~``, ``0100``, ...) and :func:`clause_word_name_texts` (players named
  ``dealer``, ``td``, ``says``, a verb); :func:`scenario_text` writes a scenario mapping as a person types
  it (flow lists, nothing quoted).

Everything here is data; the tests decide what to assert (tests/test_fuzz.py: only a ruling or a clean
RulesError may come out).
"""

from __future__ import annotations

import random

import yaml
from hypothesis import strategies as st

from rulescore.records.vocabulary import Game, Street
from rulescore.rules.betting import BettingRound

NAMES = ["A", "B", "C", "D", "E", "F", "G", "H", "I"]
UNICODE_NAMES = ["Łukasz", "Наташа", "李", "Ø", "e\u0301", "🂡", "ß", "Zoë", "\u200b", "A\u00a0B", "İ", "x" * 41]
#: Chip specs, amounts and words that look almost right.
BAD_CHIPS = ["0x5", "100x-1", "100x0", "-5", "5x", "x5", "1000++100", "+100", "100+", "1e5", "1.5", "0",
             "100x10001", "99999999999999x2", "1x10000+1x10000", "ⅷ", "١٠٠", "0x1F", "100 x 2", "", " ", "NaN",
             "10_0", "1,000", "∞", "100x5x2", "100**2"]
BAD_AMOUNTS = [-1, 0, -10**6, 10**13, 10**100, 2**63, 1.5, float("inf"), float("nan"), True, None, "",
               "1e3", "ten", "+-5", "5-", [], {}, [100], "0x10", "١٠٠", "1_000_000_000_000_000"]
VERBS = ["fold", "check", "call", "bet", "raise", "allin", "all-in", "push", "says", "FOLD", "Raise",
         "bets", "jam", "muck", "", "pass", "dealer", "counts", "shows"]
LATE_ACTIONS = ["check", "call", "fold", "allin", "bet 100", "raise 1000", "push 100", 'says "call"']
JUNK = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20), st.floats(allow_nan=True),
                 st.text(max_size=20), st.lists(st.integers(), max_size=3),
                 st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
                 st.sampled_from(BAD_AMOUNTS), st.sampled_from(BAD_CHIPS))


def random_street(rng: random.Random) -> dict:
    """A legal street as a scenario mapping (rulescore picks only options it lists as legal)."""
    n = rng.randint(2, 9)
    seats = NAMES[:n]
    bb = rng.choice((2, 100, 200, 400, 1000))
    game = rng.choice((Game.NLHE, Game.NLHE, Game.PLO, Game.LHE))
    street = rng.choice(list(Street))
    stacks = {p: rng.choice((rng.randint(1, 3 * bb), rng.randint(3 * bb, 40 * bb), rng.randint(40 * bb, 200 * bb)))
              for p in seats}
    ante = rng.choice((0, 0, bb // 4)) if street is Street.PREFLOP else 0
    pot = 0 if street is Street.PREFLOP else rng.randint(0, 10) * bb
    rnd = BettingRound(seats=seats, blinds=(bb // 2, bb), game=game, street=street, stacks=stacks, ante=ante,
                       pot=pot)
    actions = []
    while rnd.to_act is not None and len(actions) < 60:
        p = rnd.to_act
        options = rnd.options(p) + ["allin"]
        choice = rng.choice(options)
        if choice in ("bet", "raise"):
            lo, hi = rnd.min_raise_to(p), rnd.max_raise_to(p)
            total = rng.choice((lo, hi, rng.randint(lo, hi)))
            rnd.raise_to(p, total)
            actions.append(f"{p} {choice} {total}")
        elif choice == "allin":
            try:
                rnd.all_in(p)
            except Exception:  # not allowed here (betting closed to p, or above the limit): call instead
                choice = "call" if rnd.to_call(p) else "check"
                getattr(rnd, choice)(p)
                actions.append(f"{p} {choice}")
            else:
                actions.append(f"{p} allin")
        else:
            getattr(rnd, choice)(p)
            actions.append(f"{p} {choice}")
    return {"game": game.value, "blinds": f"{bb // 2}/{bb}", "street": street.value, "seats": seats,
            "stacks": stacks, "ante": ante, "pot": pot, "actions": actions}


@st.composite
def valid_streets(draw) -> dict:
    """A legal street as a scenario mapping, reproducible from a drawn seed."""
    return random_street(random.Random(draw(st.integers(0, 2**32 - 1))))


@st.composite
def _bad_action(draw, seats: list[str]) -> str:
    player = draw(st.one_of(st.sampled_from(seats), st.sampled_from(UNICODE_NAMES + ["", "dealer", "Dealer"]),
                            st.text(min_size=1, max_size=6)))
    verb = draw(st.one_of(st.sampled_from(VERBS), st.text(max_size=6)))
    arg = draw(st.one_of(st.just(""), st.sampled_from(BAD_CHIPS), st.sampled_from([str(a) for a in BAD_AMOUNTS]),
                         st.sampled_from(['"raise 800"', '"pot"', "'", '"', '"five"', "+100", "to 300", "+-1"]),
                         st.integers(-10**15, 10**15).map(str), st.text(max_size=12)))
    return " ".join(x for x in (player, verb, arg) if x != "" or draw(st.booleans()))


@st.composite
def malformed_scenarios(draw):
    """A scenario (usually a mapping) with something broken; sometimes it is still legal by chance."""
    sc = draw(valid_streets())
    seats = list(sc["seats"])
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from([
            "junk-value", "bad-amount", "unknown-key", "drop-key", "bad-action", "after-close", "out-of-turn",
            "unicode-seats", "duplicate-seats", "bad-chips", "bad-stack", "too-many-seats", "ask", "not-a-mapping",
            "bad-blinds", "nested"]))
        if how == "junk-value":
            sc[draw(st.sampled_from(sorted(sc) + ["board", "hands", "button", "showdown", "cap"]))] = draw(JUNK)
        elif how == "bad-amount":
            sc[draw(st.sampled_from(["pot", "ante", "cap", "players_in_event"]))] = draw(st.sampled_from(BAD_AMOUNTS))
        elif how == "unknown-key":
            sc[draw(st.text(min_size=1, max_size=8))] = draw(JUNK)
        elif how == "drop-key" and isinstance(sc, dict) and sc:
            sc.pop(draw(st.sampled_from(sorted(sc, key=str))), None)
        elif how == "bad-action" and isinstance(sc.get("actions"), list):
            acts = sc["actions"]
            at = draw(st.integers(0, len(acts)))
            acts.insert(at, draw(st.one_of(_bad_action(seats), JUNK)))
        elif how == "after-close" and isinstance(sc.get("actions"), list):
            late = draw(st.sampled_from(LATE_ACTIONS))
            sc["actions"].append(f"{draw(st.sampled_from(seats))} {late}")
        elif how == "out-of-turn" and isinstance(sc.get("actions"), list) and sc["actions"]:
            acts = sc["actions"]
            i, j = draw(st.integers(0, len(acts) - 1)), draw(st.integers(0, len(acts) - 1))
            acts[i], acts[j] = acts[j], acts[i]
        elif how == "unicode-seats":
            names = draw(st.lists(st.sampled_from(UNICODE_NAMES), min_size=2, max_size=4, unique=True))
            sc["seats"] = names
            sc["actions"] = [f"{names[0]} call", f"{names[-1]} {draw(st.sampled_from(['fold', 'check', 'allin']))}"]
            sc["stacks"] = {names[0]: draw(st.integers(1, 10**6))}
        elif how == "duplicate-seats":
            sc["seats"] = seats + [draw(st.sampled_from(seats))]
        elif how == "bad-chips" and isinstance(sc.get("actions"), list):
            sc["actions"].insert(draw(st.integers(0, len(sc["actions"]))),
                                 f"{draw(st.sampled_from(seats))} push {draw(st.sampled_from(BAD_CHIPS))}")
        elif how == "bad-stack":
            sc["stacks"] = {draw(st.one_of(st.sampled_from(seats), st.text(max_size=3))): draw(JUNK)}
        elif how == "too-many-seats":
            sc["seats"] = [f"P{i}" for i in range(draw(st.integers(11, 40)))]
        elif how == "ask":
            sc["ask"] = draw(st.one_of(st.sampled_from(seats), JUNK))
        elif how == "not-a-mapping":
            sc = draw(st.one_of(JUNK, st.just([sc])))
            break
        elif how == "bad-blinds":
            sc["blinds"] = draw(st.one_of(JUNK, st.sampled_from(["100", "0/0", "200/100", "-50/100", "50/100/200",
                                                                 "50 / 100", "5e1/1e2", "½/1", [50], [50, None]])))
        elif how == "nested":
            sc["actions"] = [sc.get("actions")]
    return sc


def _dump(value) -> str:
    try:
        return yaml.safe_dump(value, allow_unicode=True, sort_keys=False)
    except yaml.YAMLError:
        return str(value)


@st.composite
def yaml_texts(draw) -> str:
    """YAML text: a dumped (possibly malformed) scenario, cut, spliced with YAML syntax, or noise."""
    kind = draw(st.sampled_from(["dump", "cut", "splice", "noise", "special"]))
    if kind == "noise":
        return draw(st.text(max_size=200))
    if kind == "special":
        return draw(st.sampled_from([
            "", "---", "...", "- a\n- b", "a: &x [*x]", "a: !!python/object:os.system ls", "[[[[[[[[[[", "{",
            "seats: [A, B]\nblinds: 50/100\nactions: &a [*a]",
            "seats: &s [A, B]\nblinds: 50/100\nstacks: {<<: *s}",
            "seats: [A, B]\nblinds: 50/100\nactions:\n\t- A call",
            "seats: [A, A]\nblinds: 50/100", "seats: [A, B]\nblinds: !!binary aGVsbG8=",
            "seats: [A, B]\nblinds: 50/100\npot: 1e400", "seats: [A, B]\nblinds: 50/100\npot: .nan",
            "seats: [A, B]\nblinds: 50/100\nante: 0x10", "seats: [A, B]\nblinds: 50/100\nactions: [A push 0x5]",
            "seats: [A, B]\nblinds: 50/100\nactions: [A push 100x-1]",
            "seats: [A, B]\nblinds: 50/100\nactions: ['A raise 2000000000000000000000']",
            "seats: [A, B]\nblinds: 2010-01-01/100", "seats: [yes, no]\nblinds: 50/100\nactions: [yes call]",
            "seats: [1, 2]\nblinds: 50/100\nactions: ['1 call', '2 check']",
            "x: " + "[" * 5000 + "]" * 5000,
            "seats: [A, B]\nblinds: 50/100\nstreet: flop\npot: 0100", "seats: [A, B]\nblinds: 50/100\npot: 1:30",
            "seats: [No, on]\nblinds: 50/100\nactions: [on call, No check]", "seats: [A, B]\nblinds: 50/100\nask: ~",
            "seats: [A, B]\nblinds: 50/100\nactions: [B call]\nactions: [B fold]",
            "seats: [A, B]\nblinds: 50/100\nstacks: {A: 500, A: 50000}", "seats: [A, B]\nblinds: 50/100\nstacks: {<<: {A: 5}}",
            "seats: [dealer, B]\nblinds: 50/100\nactions: [dealer call]",
            "a: &a [x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a]\n"
            "c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c]",
            "seats: [A, B]\nblinds: 50/100\nactions: [B shove, A all in]", "seats: [A, B]\nblinds: 50/100\nactions: [B raise pot]",
            "seats: [A, B]\nblinds: 1k/2k\nactions: [B raises to 4.5k]", "seats: [A, B]\nblinds: 50/100\nactions: [B limp]",
        ]))
    text = _dump(draw(malformed_scenarios()) if draw(st.booleans()) else draw(valid_streets()))
    if kind == "cut":
        return text[: draw(st.integers(0, len(text)))]
    if kind == "splice":
        at = draw(st.integers(0, len(text)))
        return text[:at] + draw(st.sampled_from(["\t", ": ", "- ", "{", "}", "[", "'", '"', "&a ", "*a", "!!int ",
                                                  "\n  ", "#", "|", ">", "%", "@", "`", "\x00", "\ufeff"])) + text[at:]
    return text


# ------------------------------------------------------------------------------------- issue 15: strict input
#: Scalars a YAML 1.1 reader turns into something else than the text, none a decimal whole number of chips.
YAML11_AMOUNTS = ["0100", "012", "00", "1:30", "1:00:00", "1.5", "1e3", "1E3", ".5", "+100", ".inf", "-.inf", ".nan",
                  ".NaN", "0x1F", "0o17", "0b101", "yes", "no", "on", "off", "Yes", "NO", "y", "n", "true", "False",
                  "~", "null", "Null", "2010-01-01", "1,5", "10_0", "1.0505k", "3x"]
#: Player names a YAML 1.1 reader would turn into booleans, null, numbers or dates.
YAML11_NAMES = ["No", "no", "yes", "Yes", "on", "On", "off", "OFF", "y", "Y", "n", "N", "true", "False", "~", "null",
                "NULL", "0100", "012", "1e3", "0x1F", ".5", "1_000", "2010-01-01", "1:30", "0o17", "+1", "-1", ".inf",
                ".NaN", "1.5"]
#: Words of the format, which a player may not be named (any case).
CLAUSE_WORD_NAMES = ["dealer", "td", "says", "push", "told", "kept", "pulled", "swept", "fold", "check", "call",
                     "allin", "bet", "raise", "timeout", "bets", "raises", "calls", "shove", "jam", "limp", "all-in",
                     "all", "pass", "counts", "recounts", "deals", "shows", "tables", "mucks", "pushes", "asks",
                     "refuses"]


def scenario_text(sc: dict) -> str:
    """``sc`` as YAML the way a person types it: one key a line, lists and mappings in flow style, the
    action lines in a block list, nothing quoted (names must be plain YAML scalars)."""
    out = []
    for key, value in sc.items():
        if key == "actions":
            out.append("actions:" + ("".join(f"\n  - {line}" for line in value) if value else " []"))
        elif isinstance(value, dict):
            out.append(f"{key}: {{" + ", ".join(f"{k}: {v}" for k, v in value.items()) + "}")
        elif isinstance(value, list):
            out.append(f"{key}: [" + ", ".join(str(v) for v in value) + "]")
        else:
            out.append(f"{key}: {value}")
    return "\n".join(out) + "\n"


def rename(sc: dict, old: str, new: str) -> dict:
    """``sc`` with player ``old`` called ``new`` everywhere (seats, stacks, the first word of action lines)."""
    sc = dict(sc)
    sc["seats"] = [new if p == old else p for p in sc["seats"]]
    sc["stacks"] = {new if p == old else p: v for p, v in sc["stacks"].items()}
    sc["actions"] = [(new + line[len(old):]) if line.split()[0] == old else line for line in sc["actions"]]
    return sc


@st.composite
def duplicate_key_texts(draw) -> str:
    """A legal street typed as YAML with one key given a second time (another value or the same)."""
    sc = draw(valid_streets())
    text = scenario_text(sc)
    where = draw(st.sampled_from(["top", "top", "stacks"]))
    if where == "stacks":
        name = draw(st.sampled_from(sc["seats"]))
        extra = draw(st.sampled_from([str(sc["stacks"][name]), "50000", "1"]))
        line = next(ln for ln in text.splitlines() if ln.startswith("stacks:"))
        return text.replace(line, line[:-1] + f", {name}: {extra}}}", 1)
    key = draw(st.sampled_from([k for k in sc if k != "actions"] + ["actions"]))
    again = {"actions": "actions: []", "pot": "pot: 100", "ante": "ante: 0", "stacks": "stacks: {}",
             "seats": "seats: [A, B]"}.get(key, f"{key}: {sc[key] if not isinstance(sc[key], (list, dict)) else '[]'}")
    lines = text.splitlines()
    at = draw(st.sampled_from([i for i in range(len(lines) + 1)  # never inside the block list of actions
                               if i == len(lines) or not lines[i].startswith("  - ")]))
    return "\n".join(lines[:at] + [again] + lines[at:]) + "\n"


@st.composite
def alias_texts(draw) -> str:
    """A legal street typed as YAML with an anchor and an alias to it, or an alias bomb."""
    if draw(st.integers(0, 3)) == 0:
        width, depth = draw(st.integers(2, 12)), draw(st.integers(2, 30))
        lines = ["blinds: 50/100", "seats: [A, B]", "l0: &l0 [" + ", ".join(["lol"] * width) + "]"]
        lines += [f"l{k}: &l{k} [" + ", ".join([f"*l{k - 1}"] * width) + "]" for k in range(1, depth)]
        return "\n".join(lines) + "\n"
    sc = draw(valid_streets())
    text = scenario_text(sc)
    key = draw(st.sampled_from(["seats", "stacks", "blinds", "pot"]))
    line = next(ln for ln in text.splitlines() if ln.startswith(f"{key}:"))
    anchored = line.replace(": ", ": &x ", 1)
    alias = draw(st.sampled_from(["ask: *x", "players: *x", "pot: *x", "stacks: {<<: *x}"]))
    return text.replace(line, anchored, 1) + alias + "\n"


@st.composite
def yaml11_amount_texts(draw) -> str:
    """A legal street typed as YAML with one amount (pot, ante, a stack, a blind, a bet) written as a
    YAML 1.1 scalar that is not a decimal whole number: ``0100``, ``1:30``, ``1.5``, ``yes``, ``~``, ..."""
    sc = draw(valid_streets())
    bad = draw(st.sampled_from(YAML11_AMOUNTS))
    where = draw(st.sampled_from(["pot", "ante", "stacks", "blinds", "action"]))
    if where == "stacks" and "," in bad:  # in the flow mapping {A: 1,5} the comma ends the value
        where = "pot"
    if where == "action" and bad.startswith("+"):  # raise +100 is a raise by 100
        where = "pot"
    if where in ("pot", "ante"):
        sc[where] = bad
    elif where == "stacks":
        sc["stacks"][draw(st.sampled_from(sc["seats"]))] = bad
    elif where == "blinds":
        sc["blinds"] = draw(st.sampled_from([f"{bad}/{sc['blinds'].split('/')[1]}", f"{sc['blinds'].split('/')[0]}/{bad}"]))
    else:
        bets = [i for i, line in enumerate(sc["actions"]) if len(line.split()) == 3]
        if not bets:
            sc["pot"] = bad
        else:
            i = draw(st.sampled_from(bets))
            p, verb, _ = sc["actions"][i].split()
            sc["actions"][i] = f"{p} {verb} {bad}"
    return scenario_text(sc)


@st.composite
def yaml11_name_texts(draw) -> tuple[str, dict, str, str]:
    """``(text, sc, old, new)``: a legal street ``sc`` and the same street typed as YAML with player ``old``
    renamed ``new``, a name a YAML 1.1 reader would turn into a boolean, null, a number or a date."""
    sc = draw(valid_streets())
    old = draw(st.sampled_from(sc["seats"]))
    new = draw(st.sampled_from([n for n in YAML11_NAMES if n not in sc["seats"]]))
    return scenario_text(rename(sc, old, new)), sc, old, new


@st.composite
def clause_word_name_texts(draw) -> tuple[str, str]:
    """``(text, name)``: a legal street typed as YAML with a player named after a word of the format."""
    sc = draw(valid_streets())
    word = draw(st.sampled_from(CLAUSE_WORD_NAMES))
    name = draw(st.sampled_from([word, word.upper(), word.capitalize()]))
    return scenario_text(rename(sc, draw(st.sampled_from(sc["seats"])), name)), name
