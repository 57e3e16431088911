"""Top-3 hit rates of the guide's search on its query files, per language, without a browser.

    .venv/bin/python -m bench.search_scores [QUERY_FILE ...]

Ranks every question of each file with node guide/search/rank.mjs (the page's own engine.js and the built index,
_build/html: run ``make guide`` first) and checks it as tests/test_guide_search.py does. A question passes when
a right card (or rule entry) is among the first three; a file's line gives passed/asked per language, and a file
whose questions name their ``part`` (the fresh set: work, held) a line a part. ``--part work`` ranks that part only
(the held-back part is run once, at the end). The browser test reports the same figures at 390 and 1280 px
(bench/README.md, "The guide's search").
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
FILES = ["search_queries_work.yaml", "search_queries_heldback.yaml", "search_queries_rules.yaml",
         "search_queries.yaml", "search_queries_more.yaml", "search_queries_fresh.yaml",
         "search_queries_third.yaml"]


def score(path: Path, part: str | None = None) -> dict[str, list[int]]:
    from tests.test_guide_search import check  # the test's own reading of a query file's items

    qs = [q for q in yaml.safe_load(path.read_text(encoding="utf-8")) if part is None or q.get("part") == part]
    out = subprocess.run(["node", str(ROOT / "guide" / "search" / "rank.mjs"), str(ROOT / "_build" / "html")],
                         input=json.dumps([str(q["q"]) for q in qs]), capture_output=True, text=True, check=True).stdout
    tally: dict[str, list[int]] = {}
    for q, hits in zip(qs, json.loads(out)):
        item = {k: v for k, v in q.items() if k not in ("answer", "first")}
        if q.get("first") and not item.get("top3"):
            item["top3"] = [q["first"]]  # a file that names the first result: among the first three is a hit
        bad = check(item, {"hits": hits, "answer": None, "summary": "", "overflow": 0})
        t = tally.setdefault(str(q.get("lang", "all")), [0, 0])
        t[0] += not bad
        t[1] += 1
    return tally


def main(argv: list[str]) -> int:
    part = argv[argv.index("--part") + 1] if "--part" in argv else None
    names = [a for i, a in enumerate(argv) if a != "--part" and (i == 0 or argv[i - 1] != "--part")]
    paths = [Path(a) for a in names] or [ROOT / "tests" / "data" / f for f in FILES]
    for p in paths:
        parts = sorted({str(q["part"]) for q in yaml.safe_load(p.read_text(encoding="utf-8")) if q.get("part")})
        for one in ([part] if part and parts else parts) or [None]:
            t = score(p, one)
            print(f"{p.name}{' ' + one if one else ''}: " + ", ".join(f"{lang} {a}/{b}" for lang, (a, b) in sorted(t.items())))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
