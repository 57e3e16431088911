"""The reference: the official TDA 2024 rules and Recommended Procedures in our words
(:mod:`~rulescore.reference.tda2024`), the rule book of every rule id cited (:mod:`~rulescore.reference.rulebook`)
and the points where the official rules and our five renderings part (:mod:`~rulescore.reference.rulesets`)."""
