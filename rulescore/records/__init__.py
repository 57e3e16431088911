"""The records: the words as types and the frozen records every layer hands on (:mod:`~rulescore.records.vocabulary`,
:mod:`~rulescore.records.chips`, :mod:`~rulescore.records.pots`, :mod:`~rulescore.records.showdown`), the
:class:`~rulescore.records.ruling.Ruling` and the errors (:mod:`~rulescore.records.errors`). Records carry ids and
numbers; their words come from :mod:`rulescore.words`, through :mod:`~rulescore.records.sayer`."""
