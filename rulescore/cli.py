"""``rulescore ask FILE [--json]`` and ``rulescore check [--json | --csv | --format F] [--id ID ...]``.

Bad input prints one line to standard error and exits with status 2; never a traceback. The CLI imports
neither pandas nor matplotlib, so it starts fast.
"""

from __future__ import annotations

import argparse
import json
import sys

from .errors import CatalogueError, RulesError

EXIT_INPUT = 2


def _ask(args: argparse.Namespace) -> int:
    from . import scenario
    from .replay import rule

    if args.file == "-":
        sc = scenario.loads(sys.stdin.read(), name="<stdin>")
    else:
        sc = scenario.load(args.file)
    ruling = rule(sc)
    if args.json:
        print(json.dumps(ruling.to_dict(), indent=2, ensure_ascii=False))
    else:
        print(ruling.to_text())
    return 0


def _check(args: argparse.Namespace) -> int:
    from .catalogue import report

    rep = report(args.data, ids=args.id)
    fmt = "json" if args.json else "csv" if args.csv else args.format
    if fmt == "json":
        print(json.dumps(rep.to_dict(), indent=2, ensure_ascii=False))
    elif fmt == "csv":
        sys.stdout.write(rep.to_csv())
    else:
        print(rep.to_text())
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="rulescore", description="Tournament poker rulings as computation.")
    sub = parser.add_subparsers(dest="command", required=True)
    p_ask = sub.add_parser("ask", help="rule a scenario file (YAML; - for standard input)")
    p_ask.add_argument("file")
    p_ask.add_argument("--json", action="store_true", help="print one JSON object")
    p_ask.set_defaults(run=_ask)
    p_check = sub.add_parser("check", help="recompute the published rulings and give verdicts")
    out = p_check.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print one JSON object (same as --format json)")
    out.add_argument("--csv", action="store_true", help="print CSV for the minutes (same as --format csv)")
    out.add_argument("--format", choices=("text", "json", "csv"), default="text", help="output format")
    p_check.add_argument("--id", action="extend", nargs="+", metavar="ID",
                         help="check only these entries (several ids, or comma-separated; any case)")
    p_check.add_argument("--data", help="catalogue folder (default: the rulings shipped with rulescore)")
    p_check.set_defaults(run=_check)
    args = parser.parse_args(argv)
    try:
        return args.run(args)
    except (RulesError, CatalogueError) as exc:
        print(f"rulescore: {' '.join(str(exc).splitlines())}", file=sys.stderr)
        return EXIT_INPUT
    except RecursionError:
        print("rulescore: input nested too deeply to be a scenario", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
