"""What the guide's extensions share about the catalogue: every entry as the pages list it, and the pages the
search and the post-processing leave out. guide/rsguide.py, guide/rsindex.py and guide/rssearch.py all read
it; it imports none of them (so the three import no one in a circle)."""

from __future__ import annotations

from functools import lru_cache

from rulescore.present import report

#: Pages left out of the search and of the post-processing: the API reference (a developer's page, larger
#: than the rest of the site together) and Sphinx's generated indexes.
NOT_SEARCHED = {"api", "genindex", "py-modindex", "search"}


@lru_cache(maxsize=1)
def catalogue() -> dict:
    """id -> {title, verdict, tda, rule} for every catalogue entry (computed once per build)."""
    out = {}
    for e in report.entries():
        c = report.checked(e.id)
        out[e.id] = {"title": e.title, "verdict": c.verdict, "tda": report.rulebook_tda(e),
                     "rule": report.source_rule(e), "rules": list(dict.fromkeys([report.source_rule(e), str(e.rule)])),
                     "source": e.source, "summary": e.summary}
    return out
