"""``rulescore ask FILE [--json] [--format F] [--hand N] [--at K] [--phh]`` and
``rulescore check [--json | --csv | --format F] [--id ID ...] [--lang pl|ru]``.

Bad input prints one line to standard error and exits with status 2; never a traceback. The CLI imports
neither pandas nor matplotlib, so it starts fast.
"""

from __future__ import annotations

import argparse
import json
import sys

from .engine import play
from .records.errors import CatalogueError, RulesError, shown

EXIT_INPUT = 2


def _ask(args: argparse.Namespace) -> int:
    from .inputs import read_input  # every input route (file, -, id, PHH, .phhs, site text) in one place

    got = read_input(args.file, format=args.format, hand=args.hand, at=args.at)
    if args.phh:
        from .histories import to_phh

        sys.stdout.write(to_phh(got.scenario))
        return 0
    ruling = play(got.scenario)
    history = got.history
    if args.json:
        out = ruling.to_dict()
        if history is not None:
            out["history"] = history.to_dict(at=args.at)
        print(json.dumps(out, indent=2, ensure_ascii=False))
    else:
        if history is not None:
            print("\n".join(history.describe(at=args.at)))
        print(ruling.to_text())
    return 0


def _check(args: argparse.Namespace) -> int:
    from . import catalogue  # lazy: ~20 ms of module code; `rulescore ask FILE` never reads the catalogue

    rep = catalogue.report(args.data, ids=args.id)
    fmt = "json" if args.json else "csv" if args.csv else args.format
    lang = args.lang
    if fmt == "json":
        print(json.dumps(rep.to_dict(lang), indent=2, ensure_ascii=False))
    elif fmt == "csv":
        sys.stdout.write(rep.to_csv(lang))
    else:
        print(rep.to_text(lang or "en"))
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulescore", description="Tournament poker rulings as computation.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_ask = sub.add_parser(
        "ask", help="rule a scenario file (YAML; - for standard input) or a catalogue entry by id",
        description="Rule a scenario: a YAML file, - for standard input, or the id of a catalogue entry "
                    "(IA-10-1, 08-C, pl-61: ids are case-insensitive).",
        epilog="example:  rulescore ask examples/ia-10-1.yaml --json\n          rulescore ask IA-10-1\n"
               "          rulescore ask hands.phhs --hand 3 --at 5\n"
               "          rulescore ask stars.txt --format pokerstars --hand 1\n"
               "          rulescore ask examples/whole-hand.yaml --phh\n\n"
               "The scenario format, every key and verb with a checked example: guide/scenario-format.md "
               "(the guide's 'Scenario format' page).",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p_ask.add_argument("file", help="scenario file, -, a catalogue id, or a hand history (.phh, .phhs, a site's text "
                                    "history)")
    p_ask.add_argument("--json", action="store_true", help="print one JSON object")
    p_ask.add_argument("--format", choices=("yaml", "phh", "pokerstars", "fulltilt", "ipoker", "absolute", "ongame",
                                            "partypoker"),
                       help="what FILE is: a scenario (yaml), PHH, or a site's text hand history read on "
                            "pokerkit's parsers (default: phh for .phh and .phhs files; the site whose hands a text "
                            "file holds; else yaml)")
    p_ask.add_argument("--hand", type=int, metavar="N", help="a history of several hands: rule hand N (1 = first)")
    p_ask.add_argument("--at", type=int, metavar="K",
                       help="rule the decision before the K-th action (the lines before it; K = actions + 1: after "
                            "the last)")
    p_ask.add_argument("--phh", action="store_true",
                       help="print the scenario as a PHH hand history (its actions as ruled) instead of ruling it; "
                            "only a hand written from the preflop can be")
    p_ask.set_defaults(run=_ask)
    p_check = sub.add_parser("check", help="recompute the published rulings and give verdicts")
    out = p_check.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object (same as --format json)")
    out.add_argument("--csv", action="store_true", help="print CSV for the minutes (same as --format csv)")
    out.add_argument("--format", choices=("text", "json", "csv"), default="text", help="output format")
    p_check.add_argument("--id", action="extend", nargs="+", metavar="ID",
                         help="check only these entries (several ids, or comma-separated; any case)")
    p_check.add_argument("--data", help="catalogue folder (default: the rulings shipped with rulescore)")
    p_check.add_argument("--lang", choices=("pl", "ru"),
                         help="the list of what to act on for the sources in that language, in that language "
                              "(text and CSV; with --json, act_on keeps only that language's items)")
    p_check.set_defaults(run=_check)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except (RulesError, CatalogueError) as exc:
        print(f"rulescore: {shown(' '.join(str(exc).splitlines()))}", file=sys.stderr)
        return EXIT_INPUT
    except RecursionError:
        print("rulescore: input nested too deeply to be a scenario", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
