"""What ``rulescore ask`` is given, made a scenario in one place: a scenario file (YAML), ``-`` for standard
input, a catalogue id (``IA-10-1``), a PHH file or ``.phhs`` of several hands, or a site's text history
(``--format pokerstars``, or found from the file's first hand). :func:`read_input` returns the scenario, the
mapping it was read from and, for a hand history, the :class:`~rulescore.histories.History`; the CLI only
calls it and prints. Bad input is a one-line :class:`~rulescore.records.errors.RulesError`.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .input import scenario
from .records.errors import RulesError

if TYPE_CHECKING:
    from .histories import History

#: ``--format`` names: a scenario, PHH, or a site's text history.
INPUT_FORMATS = ("yaml", "phh", "pokerstars", "fulltilt", "ipoker", "absolute", "ongame", "partypoker")


@dataclass(frozen=True)
class Input:
    """One input of ``rulescore ask``, read."""

    scenario: scenario.Scenario
    """The scenario to rule (cut before action ``--at K`` when asked)."""
    data: dict | None
    """The mapping the scenario was read from (``None`` for a YAML file read whole)."""
    history: History | None = None
    """The hand history the scenario came from, if it did."""
    source: str = ""
    """What was read: the file, ``<stdin>`` or the catalogue id."""


def format_of(file: str, fmt: str | None) -> str:
    """The input's format: ``fmt`` when given; ``phh`` for ``.phh`` / ``.phhs``; a site's format for a text file
    (not ``.yaml``) whose first hand is that site's; else ``yaml``."""
    if fmt:
        return fmt
    low = file.lower()
    if low.endswith((".phh", ".phhs")):
        return "phh"
    if file != "-" and not low.endswith((".yaml", ".yml", ".json")) and os.path.isfile(file):
        from .histories import sniff  # lazy: a YAML scenario never needs the histories

        return sniff(file) or "yaml"
    return "yaml"


def read_input(file: str, *, format: str | None = None, hand: int | None = None, at: int | None = None) -> Input:
    """The scenario of ``rulescore ask FILE [--format F] [--hand N] [--at K]`` (module docstring)."""
    fmt = format_of(file, format)
    if fmt not in INPUT_FORMATS:
        raise RulesError(f"--format {fmt}: choose one of {', '.join(INPUT_FORMATS)}")
    if hand is not None and fmt == "yaml":
        raise RulesError(f"--hand {hand}: only a hand history (.phh, .phhs or --format SITE) holds several hands")
    history = None
    data: Any = None
    if fmt != "yaml":
        from . import histories

        if file == "-":
            raw = _stdin(histories.MAX_BYTES)
            if not raw.strip():
                raise RulesError(f"standard input is empty: pipe a {fmt} hand history into rulescore ask - --format "
                                 f"{fmt}, or give the file")
            history = histories.loads(raw, format=fmt, hand=hand, source="<stdin>")
        else:
            history = histories.read(file, format=fmt, hand=hand)
        data = history.scenario
    elif file == "-":
        raw = _stdin(4 * scenario.MAX_TEXT)
        if not raw.strip():
            raise RulesError("standard input is empty: pipe a scenario (YAML) into rulescore ask -, or give a file "
                             "or a catalogue id")
        data = scenario.read_yaml(raw, name="<stdin>")
    elif looks_like_id(file):
        data = catalogue_scenario(file)
    if at is not None:
        if data is None:
            data = scenario.read_yaml(_read_file(file), name=file)
        if not isinstance(data, dict):
            raise RulesError(f"{file}: a scenario is a mapping of keys (blinds, seats, actions, ...)")
        from .histories import cut

        data = cut(data, at)
    sc = scenario.load(file) if data is None else scenario.from_dict(data)
    return Input(scenario=sc, data=data, history=history, source="<stdin>" if file == "-" else file)


def _read_file(path: str) -> bytes:
    """A scenario file's bytes, never more than the scenario bound (the parser names what is wrong)."""
    try:
        with open(path, "rb") as f:
            return f.read(4 * scenario.MAX_TEXT + 1)
    except OSError as exc:
        raise RulesError(f"{path}: cannot read the scenario ({exc.__class__.__name__}: {exc})") from None


def _stdin(limit: int) -> bytes:
    """Standard input's bytes, never more than ``limit`` + 1 (the reader names a text that is too long or not
    text)."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is not None:
        return buffer.read(limit + 1)
    return sys.stdin.read(limit + 1).encode("utf-8")


def looks_like_id(text: str) -> bool:
    """A catalogue id (``IA-10-1``, ``08-C``, ``pl-61``) rather than a file: no such file, no path parts."""
    return (not os.path.exists(text) and "/" not in text and "." not in text.replace("08.", "").replace("03.", "")
            and re.fullmatch(r"(?i)(IA-\d\d(-\w+)?|0[38][-.]\w+|PL-\d+\w?|RU-\d+\w?)", text) is not None)


def catalogue_scenario(ident: str) -> dict:
    """The scenario of the catalogue entry ``ident`` (ids are case-insensitive)."""
    from . import catalogue  # lazy: ~20 ms of module code; `rulescore ask FILE` never reads the catalogue

    for e in catalogue.load():
        if e.id.upper() == ident.upper():
            if e.scenario is None:
                raise RulesError(f"ask {ident}: catalogue entry {e.id} has no scenario to rule (it is computed by "
                                 f"{(e.compute or {}).get('function', 'nothing')}); try rulescore check --id {e.id}")
            return e.scenario
    raise RulesError(f"ask {ident}: no such file, and no catalogue entry {ident}")
