"""The words of rulings before and after a change to how they are made: a comparison harness.

    .venv/bin/python -m bench.render_harness save FILE [FUZZ]     # render every case, store text and JSON
    .venv/bin/python -m bench.render_harness compare FILE [FUZZ]  # render again, report what differs

The cases: every catalogue entry's scenario (``rulescore check``'s entries), every scenario of
guide/scenario-format.md and examples/*.yaml, each ruled by both rule sets, the committee's report
(``rulescore check`` text and JSON), and FUZZ (default 3000) fuzzed streets: a legal street of
tests/strategies.py with one line replaced by a push, a ``says``, an out-of-turn action or a bad line, and
cut after it. Each case stores the English text view, the JSON view and, for bad input, the error's one
line. ``compare`` allows one difference only: TDA 2024's "substantial action" where "significant action"
was written in prose (either word on either side compares equal).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

_VERBS = ("push {chips}", 'says "raise"', 'says "call"', 'says "check"', 'says "pot"', 'says "{n}"',
          'says "raise {n}"', 'says "all in"', "raise {n}", "bet {n}", "check", "call", "fold", "allin",
          "push {chips} says \"call\"", 'says "raise" push {chips}')


def _fuzz(seed: int) -> dict:
    from tests.strategies import random_street

    rng = random.Random(seed)
    sc = random_street(rng)
    acts = list(sc["actions"])
    seats = sc["seats"]
    bb = int(str(sc["blinds"]).split("/")[1])
    k = rng.randrange(len(acts) + 1)
    who = acts[k].split()[0] if k < len(acts) else rng.choice(seats)
    if rng.random() < 0.25:
        who = rng.choice([*seats, "Z"])  # out of turn, or nobody at the table
    chips = "+".join(str(rng.choice((bb // 2 or 1, bb, 5 * bb, 25 * bb))) for _ in range(rng.randint(1, 3)))
    verb = rng.choice(_VERBS).format(chips=chips, n=rng.choice((5, bb // 2 or 1, bb, 3 * bb, 7 * bb // 2)))
    acts = [*acts[:k], f"{who} {verb}", *acts[k + 1:k + 1 + rng.randint(0, 3)]]
    sc["actions"] = acts
    return sc


def cases(fuzz: int) -> list[tuple[str, object]]:
    from rulescore.present import report
    from tests.test_scenario_format import EXAMPLES

    out: list[tuple[str, object]] = [(f"catalogue-{e.id}", e.scenario) for e in report.entries()
                                     if e.scenario is not None]
    out += [(f"format-{x.name}", x.yaml) for x in EXAMPLES]
    out += [(f"example-{p.stem}", p.read_text(encoding="utf-8")) for p in sorted((ROOT / "examples").glob("*.yaml"))]
    out += [(f"fuzz-{i}", _fuzz(i)) for i in range(fuzz)]
    return out


def render_all(fuzz: int) -> dict[str, dict]:
    from rulescore import ask
    from rulescore.catalogue import report as committee
    from rulescore.records.errors import RulesError

    found: dict[str, dict] = {}
    for name, scenario in cases(fuzz):
        for rules in (None, "tda2024", "sources"):
            key = f"{name}@{rules or 'as-given'}"
            try:
                ruling = ask(scenario, rules=rules)  # type: ignore[arg-type]
            except RulesError as exc:
                found[key] = {"error": " ".join(str(exc).splitlines())}
                continue
            except Exception as exc:
                found[key] = {"crash": f"{type(exc).__name__}: {exc}"}
                continue
            try:
                found[key] = {"text": ruling.to_text(), "json": json.dumps(ruling.to_dict(), sort_keys=True,
                                                                            ensure_ascii=False, default=str)}
            except Exception as exc:
                found[key] = {"crash": f"{type(exc).__name__}: {exc}"}
    rep = committee()
    found["check"] = {"text": rep.to_text("en"), "json": json.dumps(rep.to_dict(None), sort_keys=True,
                                                                     ensure_ascii=False, default=str)}
    return found


def _allowed(old: str) -> str:
    return old.replace("significant action", "substantial action").replace("Significant action",
                                                                            "Substantial action")


def main(argv: list[str]) -> int:
    cmd, path = argv[0], Path(argv[1])
    fuzz = int(argv[2]) if len(argv) > 2 else 3000
    now = render_all(fuzz)
    if cmd == "save":
        path.write_text(json.dumps(now, ensure_ascii=False), encoding="utf-8")
        print(f"saved {len(now)} cases to {path}")
        return 0
    then = json.loads(path.read_text(encoding="utf-8"))
    diffs = 0
    for key in sorted(set(then) | set(now)):
        a, b = then.get(key), now.get(key)
        if a is None or b is None:
            print(f"{key}: only {'before' if b is None else 'after'}")
            diffs += 1
            continue
        for part in sorted(set(a) | set(b)):
            x, y = a.get(part), b.get(part)
            if x != y and (x is None or y is None or _allowed(x) != _allowed(y)):
                diffs += 1
                if diffs <= 20:
                    xs, ys = (x or "").splitlines(), (y or "").splitlines()
                    lines = [f"  - {p}\n  + {q}" for p, q in zip(xs, ys) if p != q][:3] or [f"  - {x!r}\n  + {y!r}"]
                    print(f"{key} [{part}]:\n" + "\n".join(lines))
    print(f"{len(now)} cases, {diffs} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
