"""The rules: the betting round, the one state (:mod:`~rulescore.rules.betting`, its sizes in
:mod:`~rulescore.rules.limits`), what chips and words count as (:mod:`~rulescore.rules.declarations`), procedure
(:mod:`~rulescore.rules.procedure`), pots (:mod:`~rulescore.rules.pots`), hands and the showdown
(:mod:`~rulescore.rules.hands`, :mod:`~rulescore.rules.showdown`), table procedures (:mod:`~rulescore.rules.tables`)
and where the two rule sets part at a step (:mod:`~rulescore.rules.departures`). They take read input and give
records; none of them has words of its own."""
