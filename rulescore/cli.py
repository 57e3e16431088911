"""``rulescore ask FILE [--json]`` and ``rulescore check [--json] [--id ID]``.

Bad input prints one line to standard error and exits with status 2; never a traceback. The CLI imports
neither pandas nor matplotlib, so it starts fast.
"""

from __future__ import annotations

import argparse
import json
import sys

from .errors import RulesError

EXIT_INPUT = 2


def _ask(args: argparse.Namespace) -> int:
    from . import scenario
    from .engine import play

    if args.file == "-":
        sc = scenario.loads(_stdin(scenario.MAX_TEXT), name="<stdin>")
    elif _looks_like_id(args.file):
        sc = scenario.from_dict(_catalogue_scenario(args.file))
    else:
        sc = scenario.load(args.file)
    ruling = play(sc)
    if args.json:
        print(json.dumps(ruling.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(ruling.to_text())
    return 0


def _stdin(limit: int) -> str | bytes:
    """Standard input, never more than the scenario bound (bytes are decoded by the parser, which names a
    text that is not UTF-8)."""
    buffer = getattr(sys.stdin, "buffer", None)
    return buffer.read(4 * limit + 1) if buffer is not None else sys.stdin.read(limit + 1)


def _looks_like_id(text: str) -> bool:
    """A catalogue id (``IA-10-1``, ``08-C``, ``pl-61``) rather than a file: no such file, no path parts."""
    import os
    import re

    return (not os.path.exists(text) and "/" not in text and "." not in text.replace("08.", "").replace("03.", "")
            and re.fullmatch(r"(?i)(IA-\d\d(-\w+)?|0[38][-.]\w+|PL-\d+\w?|RU-\d+\w?)", text) is not None)


def _catalogue_scenario(ident: str) -> dict:
    """The scenario of the catalogue entry ``ident`` (ids are case-insensitive)."""
    from . import rulings

    for e in rulings.load():
        if e.id.upper() == ident.upper():
            if e.scenario is None:
                raise RulesError(f"ask {ident}: catalogue entry {e.id} has no scenario to rule (it is computed by "
                                 f"{(e.compute or {}).get('function', 'nothing')}); try rulescore check --id {e.id}")
            return e.scenario
    raise RulesError(f"ask {ident}: no such file, and no catalogue entry {ident}")


def _check(args: argparse.Namespace) -> int:
    from . import rulings

    entries = rulings.load(args.data)
    if args.id:
        wanted = set(args.id)
        missing = wanted - {e.id for e in entries}
        if missing:
            raise RulesError(f"check: no catalogue entry {', '.join(sorted(missing))}")
        entries = [e for e in entries if e.id in wanted]
    checks, conflicts = rulings.check_all(entries)
    departures = rulings.departures(entries, rulings.reference(rulings.reference_path(args.data)))
    if args.json:
        print(json.dumps({"rulings": [c.to_dict() for c in checks],
                          "conflicts": [c.to_dict() for c in conflicts],
                          "departures": [d.to_dict() for d in departures]}, indent=2, ensure_ascii=False))
        return 0
    width = max((len(c.id) for c in checks), default=0)
    for c in checks:
        print(f"{c.id:<{width}}  {c.verdict:<15}  {c.reason}")
    counts: dict[str, int] = {}
    for c in checks:
        counts[c.verdict] = counts.get(c.verdict, 0) + 1
    print(f"\n{len(checks)} entries: " + ", ".join(f"{counts[v]} {v}" for v in rulings.VERDICTS if v in counts))
    by_source: dict[str, int] = {}
    for c in checks:
        by_source[c.source] = by_source.get(c.source, 0) + 1
    order = [s for s in rulings.SOURCES if s in by_source] + sorted(set(by_source) - set(rulings.SOURCES))
    print("by source: " + ", ".join(f"{s} {by_source[s]}" for s in order))
    print(f"\nCross-source conflicts: {len(conflicts) or 'none'}")
    for k in conflicts:
        print(f"  {' vs '.join(k.ids)} ({k.topic}): {k.reason}")
    print(f"\nDepartures from TDA 2024: {len(departures) or 'none'}")
    for d in departures:
        print(f"  {d.reason}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulescore", description="Tournament poker rulings as computation.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_ask = sub.add_parser(
        "ask", help="rule a scenario file (YAML; - for standard input) or a catalogue entry by id",
        description="Rule a scenario: a YAML file, - for standard input, or the id of a catalogue entry "
                    "(IA-10-1, 08-C, pl-61: ids are case-insensitive).",
        epilog="example:  rulescore ask examples/ia-10-1.yaml --json\n          rulescore ask IA-10-1\n\n"
               "The scenario format, every key and verb with a checked example: guide/scenario-format.md "
               "(the guide's 'Scenario format' page).",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p_ask.add_argument("file", help="scenario file, -, or a catalogue id")
    p_ask.add_argument("--json", action="store_true", help="print one JSON object")
    p_ask.set_defaults(run=_ask)
    p_check = sub.add_parser("check", help="recompute the published rulings and give verdicts")
    p_check.add_argument("--json", action="store_true", help="print one JSON object")
    p_check.add_argument("--id", action="append", help="check only this entry (repeatable)")
    p_check.add_argument("--data", help="catalogue folder (default: data/rulings of the checkout)")
    p_check.set_defaults(run=_check)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except RulesError as exc:
        print(f"rulescore: {exc}", file=sys.stderr)
        return EXIT_INPUT
    except RecursionError:
        print("rulescore: input nested too deeply to be a scenario", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
