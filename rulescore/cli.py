"""``rulescore ask FILE [--json] [--format F] [--hand N] [--at K] [--phh]`` and
``rulescore check [--json | --csv | --format F] [--id ID ...] [--lang pl|ru]``.

Bad input prints one line to standard error and exits with status 2; never a traceback. The CLI imports
neither pandas nor matplotlib, so it starts fast.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys

from . import scenario
from .engine import play
from .errors import CatalogueError, RulesError

EXIT_INPUT = 2


def _histories():
    from . import histories  # lazy: ~10 ms of module code; ruling a YAML scenario never needs it

    return histories


def _ask(args: argparse.Namespace) -> int:
    # a .phh / .phhs file is PHH without --format (histories.guess_format, not imported for a YAML file)
    fmt = args.format or ("phh" if args.file.lower().endswith((".phh", ".phhs")) else "yaml")
    history = None
    if args.hand is not None and fmt == "yaml":
        raise RulesError(f"--hand {args.hand}: only a hand history (.phh, .phhs or --format SITE) holds several "
                         f"hands")
    if fmt != "yaml":
        if args.file == "-":
            raise RulesError("a hand history is read from a file, not from standard input")
        history = _histories().read(args.file, format=fmt, hand=args.hand)
        data: dict | None = history.scenario
    elif args.file == "-":
        data = scenario.read_yaml(_stdin(scenario.MAX_TEXT), name="<stdin>")
    elif _looks_like_id(args.file):
        data = _catalogue_scenario(args.file)
    else:
        data = None
    if args.at is not None:
        if data is None:
            data = scenario.read_yaml(_read_file(args.file), name=args.file)
        if not isinstance(data, dict):
            raise RulesError(f"{args.file}: a scenario is a mapping of keys (blinds, seats, actions, ...)")
        data = _histories().cut(data, args.at)
    if args.phh:
        source = data if data is not None else scenario.load(args.file)
        sys.stdout.write(_histories().to_phh(source))
        return 0
    sc = scenario.load(args.file) if data is None else scenario.from_dict(data)
    ruling = play(sc)
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


def _read_file(path: str) -> bytes:
    """A scenario file's bytes, never more than the scenario bound (the parser names what is wrong)."""
    try:
        with open(path, "rb") as f:
            return f.read(4 * scenario.MAX_TEXT + 1)
    except OSError as exc:
        raise RulesError(f"{path}: cannot read the scenario ({exc.__class__.__name__}: {exc})") from None


def _stdin(limit: int) -> str | bytes:
    """Standard input, never more than the scenario bound (bytes are decoded by the parser, which names a
    text that is not UTF-8)."""
    buffer = getattr(sys.stdin, "buffer", None)
    return buffer.read(4 * limit + 1) if buffer is not None else sys.stdin.read(limit + 1)


def _looks_like_id(text: str) -> bool:
    """A catalogue id (``IA-10-1``, ``08-C``, ``pl-61``) rather than a file: no such file, no path parts."""
    return (not os.path.exists(text) and "/" not in text and "." not in text.replace("08.", "").replace("03.", "")
            and re.fullmatch(r"(?i)(IA-\d\d(-\w+)?|0[38][-.]\w+|PL-\d+\w?|RU-\d+\w?)", text) is not None)


def _catalogue_scenario(ident: str) -> dict:
    """The scenario of the catalogue entry ``ident`` (ids are case-insensitive)."""
    from . import catalogue  # lazy: ~20 ms of module code; `rulescore ask FILE` never reads the catalogue

    for e in catalogue.load():
        if e.id.upper() == ident.upper():
            if e.scenario is None:
                raise RulesError(f"ask {ident}: catalogue entry {e.id} has no scenario to rule (it is computed by "
                                 f"{(e.compute or {}).get('function', 'nothing')}); try rulescore check --id {e.id}")
            return e.scenario
    raise RulesError(f"ask {ident}: no such file, and no catalogue entry {ident}")


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
               "          rulescore ask stars.txt --format pokerstars\n"
               "          rulescore ask examples/ia-10-1.yaml --phh\n\n"
               "The scenario format, every key and verb with a checked example: guide/scenario-format.md "
               "(the guide's 'Scenario format' page).",
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p_ask.add_argument("file", help="scenario file, -, a catalogue id, or a hand history (.phh, .phhs, --format)")
    p_ask.add_argument("--json", action="store_true", help="print one JSON object")
    p_ask.add_argument("--format", choices=("yaml", "phh", "pokerstars", "fulltilt", "ipoker", "absolute", "ongame",
                                            "partypoker"),
                       help="what FILE is: a scenario (yaml), PHH, or a site's text hand history read by pokerkit "
                            "(default: phh for .phh and .phhs files, else yaml)")
    p_ask.add_argument("--hand", type=int, metavar="N", help="a history of several hands: rule hand N (1 = first)")
    p_ask.add_argument("--at", type=int, metavar="K",
                       help="rule the decision before the K-th action (the lines before it; K = actions + 1: after "
                            "the last)")
    p_ask.add_argument("--phh", action="store_true",
                       help="print the scenario as a PHH hand history (its actions as ruled) instead of ruling it")
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
        print(f"rulescore: {' '.join(str(exc).splitlines())}", file=sys.stderr)
        return EXIT_INPUT
    except RecursionError:
        print("rulescore: input nested too deeply to be a scenario", file=sys.stderr)
        return EXIT_INPUT
    except BrokenPipeError:
        return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
