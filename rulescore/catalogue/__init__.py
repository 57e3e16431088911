"""The ruling catalogue: every published example as data, recomputed and compared with its source.

The catalogue (``data/rulings/*.yaml``, shipped with the package) holds one entry per published
example, illustration and checkable rule statement of the five sources: what the source printed, the
inputs that decide it, the facts the source leaves out and their plausible readings, and the source's
checkable words. This package reads it and judges it:

* :mod:`.entries` — where the data lives, the :class:`Entry` type, loading and validation
  (:mod:`.schema` holds the entry format, :mod:`.registry` the functions an entry may call);
* :mod:`.verdicts` — :func:`check`: one entry's verdict, reason and proposed correction;
* :mod:`.crosscheck` — conflicts between entries, departures from TDA 2024, coverage of the sources;
* :mod:`.committee` — :func:`report`: the whole check as the CLI prints it and notebook 09 shows it.

Verdicts are computed, never typed into the data; ``tests/verdicts/`` pins them.
"""

from .committee import CSV_COLUMNS, Action, ActionList, Report, check_all, report
from .crosscheck import (
                         Conflict,
                         Departure,
                         ReferencePoint,
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
                         stated_values,
)
from .entries import Entry, by_id, data_dir, leaves, load, sources
from .registry import COMPUTE, resolve
from .schema import ENTRY_SCHEMA, KINDS, SOURCES, WORD_KINDS
from .verdicts import ERRATA, ERRATUM_KINDS, VERDICTS, Check, Verdict, check, describe, erratum, evaluate, is_erratum

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
                         "ActionList",
                         "Check",
                         "Conflict",
                         "Departure",
                         "Entry",
                         "ReferencePoint",
                         "Report",
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
                         "sources",
                         "stated_values",
]
