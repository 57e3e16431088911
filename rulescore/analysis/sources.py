"""What an analysis is asked about: a catalogue id, YAML text, a mapping or a :class:`~rulescore.input.scenario.Scenario`,
read into one scenario and ruled once.

The catalogue is imported only when a source is a catalogue id: charting a hand needs neither it nor its YAML
(the explorer's hand model charts hands on the phone page, where PyYAML is not loaded).
"""

from __future__ import annotations

from typing import Any

from ..engine import play
from ..input.scenario import Scenario, coerce, from_dict
from ..records.errors import ScenarioError
from ..records.ruling import Ruling


def is_catalogue_id(source: Any) -> bool:
    """Whether ``source`` names a catalogue entry (``IA-10-1``) rather than holding a scenario's text."""
    return isinstance(source, str) and "\n" not in source and ":" not in source


def _catalogue() -> Any:
    from .. import catalogue

    return catalogue


def scenario_of(source: Any) -> Scenario:
    """The scenario of ``source``: a catalogue entry's (by id), or YAML text, a mapping, a :class:`Scenario`.
    A bad one raises the parser's :class:`~rulescore.records.errors.RulesError`."""
    if is_catalogue_id(source):
        entry = _catalogue().by_id(source)
        if entry.scenario is None:
            raise ScenarioError(f"{source}: the catalogue entry has no scenario to chart")
        return from_dict(entry.scenario)
    return coerce(source)


def title_of(source: Any) -> str:
    """What a chart of ``source`` is titled: ``id · title`` of a catalogue entry, else ``scenario``."""
    if is_catalogue_id(source):
        entry = _catalogue().by_id(source)
        return f"{entry.id} · {entry.title}"
    return "scenario"


def ruling(source: Any) -> Ruling:
    """The ruling of ``source`` (:func:`scenario_of`, then one replay), as ``rulescore ask`` gives it."""
    return play(scenario_of(source))
