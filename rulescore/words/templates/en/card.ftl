### The words around a catalogue entry's card (rulescore.present.cards.EntryCard, the card a chapter shows) and the
### card of a scenario the rules reject (ErrorCard): headings, labels, captions and columns. The entry's own data
### (its title, its summary, the verdict's reason) is the catalogue's, in English.

# $verdict (String) - the entry's verdict: agrees, disagrees, underdetermined, impossible, discretion, text-only or illustrated
card-verdict = { $verdict ->
    [agrees] agrees with the source
    [disagrees] the source's figure is wrong
    [underdetermined] the source leaves out a fact
    [impossible] cannot happen as printed
    [discretion] { -td }'s decision
    [text-only] rule statement
   *[illustrated] no printed figure: shown on our own
  }
# $verdict (String) - the entry's verdict, as in card-verdict
card-verdict-name = { $verdict ->
    [agrees] agrees
    [disagrees] disagrees
    [underdetermined] underdetermined
    [impossible] impossible
    [discretion] discretion
    [text-only] text-only
   *[illustrated] illustrated
  }
# $source (String) - the document the entry comes from: IA, S03, S08, PL, RU or TDA
card-source = { $source ->
    [IA] Illustration Addendum
    [S03] Section 03 ({ -showdown })
    [S08] Section 08 (betting)
    [PL] Polish article, rules 51-62
    [RU] Russian rules 13-29
   *[TDA] official { -tda2024 } example
  }
# $rule (String) - the rule the entry illustrates, e.g. "TDA 43 · 08.4"
card-illustrates = illustrates { $rule }
# $answer (String) - what the rules give on the catalogue's own figures, e.g. "The odd 500 chip goes to S5."
card-on-our-figures = On our own figures: { $answer }
# $reason (String) - the engine's objection, e.g. "B cannot check facing a bet of 200"
card-not-possible = Not possible as printed: { $reason }
card-situation = The situation.
# $summary (String) - the situation in the catalogue's words, e.g. "A bets 100, B raises to 300."
card-situation-line = Situation: { $summary }
card-figures-ours = Our figures / the rules give:
card-figures-printed = The source prints / the rules give:
card-readings = Readings of what the source leaves out
# $reading (String) - the reading of the missing fact, e.g. "100 chips in play"
# $shown (String) - what the rules give under it, e.g. "The odd 100 chip goes to S5."
# $matches (String) - yes (it gives the published answer) or no
card-reading-line = { $reading }: { $shown } (gives the published answer: { $matches ->
    [yes] yes
   *[no] no
  })
# $verdict (String) - the verdict's name (card-verdict-name), e.g. "agrees"
card-verdict-head = Verdict: { $verdict }
# $matches (String) - yes or no
card-yes-no = { $matches ->
    [yes] yes
   *[no] no
  }
card-col-figure = figure
card-col-ours = our figures (the source prints none)
card-col-printed = the source prints
card-col-rules-give = the rules give
card-col-reading = if the missing fact is
card-col-as-printed = as printed
card-scenario = The scenario, as written for rulescore
card-computed = What was computed
# $function (String) - the function called (set as code), e.g. "rulescore.rules.tables.balance"
card-computed-with = { $function } with:
card-error-heading = Not possible as written
