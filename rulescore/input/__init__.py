"""The readers of input: a scenario's YAML read strictly (:mod:`~rulescore.input.scenario_yaml`), its lines, names,
amounts, chip specs and declarations (:mod:`~rulescore.input.lines`, :mod:`~rulescore.input.names`,
:mod:`~rulescore.input.amounts`, :mod:`~rulescore.input.chips`, :mod:`~rulescore.input.saying`), its showdown sections
(:mod:`~rulescore.input.showdown_input`), made one :class:`~rulescore.input.scenario.Scenario`
(:mod:`~rulescore.input.scenario`, the only parser). Nothing here rules: what is read becomes records."""
