"""The ruling catalogue: every published example as data, recomputed and compared with its source.

The catalogue (``data/rulings/*.yaml``, shipped with the package) holds one entry per published
example, illustration and checkable rule statement of the five sources: what the source printed, the
inputs that decide it, the facts the source leaves out and their plausible readings, and the source's
checkable words. This package reads it and judges it:

* :mod:`.entries` — where the data lives, the :class:`Entry` type, loading and validation
  (:mod:`.schema` holds the entry format, :mod:`.registry` the functions an entry may call);
* :mod:`.verdicts` — :func:`check`: one entry's verdict, reason and proposed correction;
* :mod:`.crosscheck` — conflicts between entries, departures from TDA 2024, coverage of the sources;
* :mod:`.errata` — the errata a committee publishes: items written in ``data/errata``, live when the
  findings computed here call for them (:meth:`Report.act_on`);
* :mod:`.committee` — :func:`report`: the whole check as the CLI prints it and notebook 09 shows it;
* :mod:`.wording` and :mod:`.languages` — figures in words, and the committee's templates in English,
  Polish and Russian.

Verdicts are computed, never typed into the data; ``tests/verdicts/`` pins them.
"""

from . import errata
from .committee import CSV_COLUMNS, Action, EntryDetail, Report, check_all, report
from .crosscheck import (
                         Conflict,
                         ReferencePoint,
                         SourceDeparture,
                         base_id,
                         common_keys,
                         compare_reference,
                         conflicts,
                         coverage,
                         departures,
                         family,
                         reference,
                         reference_path,
                         reference_points,
                         settle,
                         stated_values,
)
from .entries import Entry, by_id, data_dir, leaves, load, sources
from .registry import COMPUTE, resolve
from .schema import ENTRY_SCHEMA, KINDS, SOURCES, WORD_KINDS
from .verdicts import ERRATA, ERRATUM_KINDS, VERDICTS, Check, Verdict, check, erratum, evaluate, is_erratum
from .wording import describe

__all__ = [
                         "COMPUTE",
                         "CSV_COLUMNS",
                         "ENTRY_SCHEMA",
                         "ERRATA",
                         "ERRATUM_KINDS",
                         "KINDS",
                         "SOURCES",
                         "VERDICTS",
                         "WORD_KINDS",
                         "Action",
                         "Check",
                         "Conflict",
                         "Entry",
                         "EntryDetail",
                         "ReferencePoint",
                         "Report",
                         "SourceDeparture",
                         "Verdict",
                         "base_id",
                         "by_id",
                         "check",
                         "check_all",
                         "common_keys",
                         "compare_reference",
                         "conflicts",
                         "coverage",
                         "data_dir",
                         "departures",
                         "describe",
                         "errata",
                         "erratum",
                         "evaluate",
                         "family",
                         "is_erratum",
                         "leaves",
                         "load",
                         "reference",
                         "reference_path",
                         "reference_points",
                         "report",
                         "resolve",
                         "settle",
                         "sources",
                         "stated_values",
]
