"""The presentation wing: everything that shows a result to a person reads records and decides nothing.

Cards, tables, charts and the notebooks' one-call helpers read the engine's frozen records (a
:class:`~rulescore.records.ruling.Ruling` and its steps, the catalogue's checks and report, the results of
:mod:`rulescore.analysis`) and never the live betting round; text for terminals and nbval, HTML for notebooks,
the guide and the printed editions: :mod:`.words` (labels, rule references, tables), :mod:`.cards` (the one
card of a ruling and the one card of a catalogue entry), :mod:`.sentences` (non-betting answers in plain
words), :mod:`.charts` and :mod:`.real_play` (the pictures of analysis results: each draws one and returns
it), :mod:`.report` (what a notebook cell calls) and :mod:`.errata` (the committee's errata: what to act on,
and the entries it rests on). The catalogue emits data; HTML is made here. No module here imports one that
rules (tests/test_structure.py).
"""
