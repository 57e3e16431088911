"""The ruling catalogue replayed as tests, one case per entry, named by its id (like python-chess's perft
files). Each entry's verdict is recomputed and compared with the verdict pinned in tests/verdicts/<file>,
so a change to the engine that changes any published ruling's verdict fails here and must be reviewed.
The catalogue itself never states a verdict."""

from pathlib import Path

import pytest
import yaml

from rulescore import rulings

ENTRIES = rulings.load()
PINNED_DIR = Path(__file__).parent / "verdicts"


def _pinned() -> dict[str, str]:
    out: dict[str, str] = {}
    for f in sorted(PINNED_DIR.glob("*.yaml")):
        out.update({str(k): v for k, v in (yaml.safe_load(f.read_text()) or {}).items()})
    return out


PINNED = _pinned()


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.id for e in ENTRIES])
def test_catalogue_entry(entry):
    check = rulings.check(entry)
    assert check.verdict in rulings.VERDICTS
    assert check.reason, f"{entry.id}: a verdict needs a reason"
    assert entry.id in PINNED, (f"{entry.id} ({entry.file}): pin its verdict {check.verdict!r} in "
                                f"tests/verdicts/{entry.file} after checking it by hand")
    assert check.verdict == PINNED[entry.id], f"{entry.id}: {check.reason}"


def test_every_pinned_verdict_has_an_entry():
    ids = {e.id for e in ENTRIES}
    assert sorted(set(PINNED) - ids) == []
