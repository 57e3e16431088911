"""A fingerprint of the five seed files, so that the errata's quote tests run on a clean clone too.

The seeds (the Polish and Russian renderings in ../shared/seeds) are not part of the repository: we state
their facts in our own words and never copy them. An erratum quotes a few words of a seed to locate the
sentence to change, and tests/test_errata.py checks that the quote really occurs there and is not a whole
sentence. Where the seed files are not beside the checkout (CI on a clean clone), the check reads this
fingerprint instead: for every source, the SHA-1 (first 10 hex digits) of each run of 2 to 10 words of the
seed (text normalised as ``rulescore.catalogue.errata.normalise`` does, split at spaces, punctuation at
the ends of each word dropped), and of each sentence. Hashes only: no text of a seed is stored.

``python tests/seed_print.py SEED_DIR`` rewrites tests/data/seed-print.json; the test fails when the seeds
are present and the committed fingerprint does not match them.
"""

from __future__ import annotations

import hashlib
import json
import re
import sys
from pathlib import Path

from rulescore import catalogue as cat
from rulescore.catalogue.errata import normalise

PRINT = Path(__file__).parent / "data" / "seed-print.json"
RUNS = range(2, 11)


def _h(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:10]


def words(text: str) -> list[str]:
    """The words of normalised text, punctuation at their ends dropped (inner hyphens and apostrophes kept)."""
    out = []
    for w in normalise(text).split(" "):
        w = w.strip(".,;:!?()[]\"'-")
        if w:
            out.append(w)
    return out


def quote_key(quote: str) -> str:
    return _h(" ".join(words(quote)))


def sentences(text: str) -> set[str]:
    return {normalise(s).strip(" .") for s in re.split(r"(?<=[.!?])\s+|\n", text) if s.strip()}


def sentence_key(sentence: str) -> str:
    return _h(normalise(sentence).strip(" ."))


def fingerprint(seed_dir: Path) -> dict[str, dict[str, list[str]]]:
    out = {}
    for s in cat.sources():
        if not s.get("file"):
            continue
        text = (seed_dir / s["file"]).read_text(encoding="utf-8")
        ws = words(text)
        runs = {_h(" ".join(ws[i:i + n])) for n in RUNS for i in range(len(ws) - n + 1)}
        out[s["id"]] = {"runs": sorted(runs), "sentences": sorted(_h(x) for x in sentences(text))}
    return out


def load() -> dict[str, dict[str, set[str]]]:
    data = json.loads(PRINT.read_text(encoding="utf-8"))
    return {k: {"runs": set(v["runs"]), "sentences": set(v["sentences"])} for k, v in data.items()}


def write(seed_dir: Path) -> None:
    PRINT.parent.mkdir(parents=True, exist_ok=True)
    PRINT.write_text(json.dumps(fingerprint(seed_dir), separators=(",", ":")) + "\n", encoding="utf-8")


if __name__ == "__main__":
    write(Path(sys.argv[1]))
