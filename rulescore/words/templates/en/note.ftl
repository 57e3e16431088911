### The engine's notes: why an action counts as it does, why betting is open to a player, what the TD may rule.
### Each message is one kind of rulescore.records.vocabulary.Note (`note-full` is Note.of("full", ...)), built by the
### engine where it decides and written by rulescore.words.notes. Amounts are street totals unless said.
### An argument "(Note)" is a clause written in the same language first.

## Bets and raises (rulescore.rules.betting)

# $kind (String) - bet or raise
# $by (Number) - chips the bet or raise added over the bet it faced
# $next (Number) - the smallest raise-to total after it
note-full = full { $kind ->
    [bet] bet
   *[raise] raise
  } of { $by }; the { -minimum-raise } is now to { $next }
# $total (Number) - the all-in's street total
# $over (String) - yes (a full bet was made before: say by how much it is over it) or no
# $by (Number) - chips the all-in added over the last full bet
# $base (Number) - the last full bet
# $bet (Number) - the fixed limit's bet size
# $next (Number) - what a raise goes to now
note-half-bet = all-in for { $total }{ $over ->
    [yes] , { $by } over the last full bet of { $base }
   *[no] {""}
  }: at least half a bet of { $bet }, so in { -fixed-limit } it counts as a full bet: it reopens the betting, counts towards the cap, and a raise goes to { $next }
# $total (Number) - the all-in's street total
# $over (String) - yes or no, as in note-half-bet
# $by (Number) - chips the all-in added over the last full bet
# $base (Number) - the last full bet
# $bet (Number) - the fixed limit's bet size
# $next (Number) - what a raise completes the bet to
note-short-fixed = all-in for { $total }{ $over ->
    [yes] , { $by } over the last full bet of { $base }
   *[no] {""}
  }: less than half a bet of { $bet }, so in { -fixed-limit } it reopens nobody, and a raise completes the bet to { $next }
# $by (Number) - chips the all-in added over the bet it faced
# $full (Number) - the full raise it fell short of (the increment, which stays)
note-incomplete = all-in adding { $by }, less than a { -full-raise } of { $full }: reopens nobody, the { -minimum-raise } stays { $full }
note-fold-no-bet = a fold with no bet to face is binding but non-standard
# $players (String) - the players whose hands are ruled dead, e.g. "C and D"
# $n (Number) - how many
note-applied-dead = applied here: { $players } { $n ->
    [one] folds
   *[other] fold
  } (hand dead)
# $blocker (String) - why the player may not raise (note-blocked), e.g. "B has no chips beyond the call"
# $rest (Number) - chips beyond the call
# $gone (String) - back or stay (note-rest)
# $player (String) - the player, e.g. "B"
note-allin-call = all-in, but { $blocker }: a call; the other { $rest } { $gone ->
    [back] go back
   *[stay] stay with { $player }
  }
# $total (Number) - the all-in's street total
# $limit (String) - pot (pot-limit) or bet (fixed limit)
# $top (Number) - the most the player may raise to
# $rest (Number) - chips above it
# $gone (String) - back or stay (note-rest)
# $player (String) - the player, e.g. "B"
note-allin-above = all-in for { $total } is above { $limit ->
    [pot] the pot limit
   *[bet] one bet size
  }: a raise to the most allowed, { $top }; the other { $rest } { $gone ->
    [back] go back
   *[stay] stay with { $player }
  }
# $to (Number) - the pot-limit maximum the bet is reduced to
# $back (Number) - chips returned
note-reduced = reduced to the { -pot-limit } maximum of { $to }; { $back } returned
# $why (String) - folded, all-in, not-open, cap, no-chips or no-caller
# $player (String) - the player, e.g. "B"
# $rose (Number) - (not-open) how much the bet rose since the player acted
# $full (Number) - (not-open) the full raise in force
# $cap (Number) - (cap) the most bets and raises on a street
# $bet (Number) - (no-caller) the bet now
note-blocked = { $why ->
    [folded] { $player } has folded
    [all-in] { $player } is all-in
    [not-open] the bet rose only { $rose } since { $player } acted, less than a { -full-raise } of { $full }
    [cap] the cap of { $cap } bets is reached
    [no-chips] { $player } has no chips beyond the call
   *[no-caller] no other player can call more than { $bet }
  }
# $player (String) - who said check facing a bet, e.g. "B"
note-barred-check = { $player } said check facing a bet and may only call or fold

## The reason: why betting is or is not open to the player asked, or why the round is over

# $player (String) - the player asked about, e.g. "A"
note-reason-folded = { $player } has folded.
# $player (String) - the player asked about, e.g. "A"
note-reason-all-in = { $player } is all-in.
# $player (String) - the player asked about, e.g. "A"
# $rose (Number) - how much the bet rose since the player acted
# $full (Number) - the full raise in force
note-reason-not-reopened = The bet rose only { $rose } since { $player } acted, less than a { -full-raise } of { $full }: { $player } may call or fold but not raise.
# $why (String) - withdrawn, first, reopened or half-bet (why betting is open)
# $player (String) - the player, e.g. "B"
# $rose (Number) - how much the bet rose since the player acted
# $full (Number) - the full raise in force
note-reason-open = { $why ->
    [withdrawn] { $player }'s out-of-turn action was withdrawn because the action it faced changed, so { $player } acts afresh and betting is open to { $player }
    [first] { $player } has not acted on this street, so betting is open to { $player }
    [reopened] The bet rose { $rose } since { $player } acted, at least a { -full-raise } of { $full }: betting is reopened for { $player }
   *[half-bet] An all-in of at least half a bet came in since { $player } acted: betting is reopened for { $player } (TDA 47-B)
  }.
# $why (String) - withdrawn, first, reopened or half-bet (why betting is open)
# $player (String) - the player, e.g. "B"
# $rose (Number) - how much the bet rose since the player acted
# $full (Number) - the full raise in force
# $blocker (String) - why the player may not raise all the same (note-blocked)
# $rule (String) - the rule of it, e.g. "08.4"
note-reason-open-but = { $why ->
    [withdrawn] { $player }'s out-of-turn action was withdrawn because the action it faced changed, so { $player } acts afresh and betting is open to { $player }
    [first] { $player } has not acted on this street, so betting is open to { $player }
    [reopened] The bet rose { $rose } since { $player } acted, at least a { -full-raise } of { $full }: betting is reopened for { $player }
   *[half-bet] An all-in of at least half a bet came in since { $player } acted: betting is reopened for { $player } (TDA 47-B)
  }, but { $player } cannot raise: { $blocker } ({ $rule }).
note-reason-round-over = The betting round is over.
note-reason-over = The betting is over.
# $street (String) - the street whose betting is over (a selector)
note-reason-street-over = The { $street ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  } betting is over; the hand goes on to the next street.
# $player (String) - the one player left, e.g. "A"
note-reason-uncontested = Everyone else has folded: { $player } wins the pot uncontested.
# (no argument) - the fallback reason a player may not raise
note-may-not-raise = the player may not raise

## Chips and words (rulescore.rules.declarations)

note-conditional = a conditional statement is non-standard: the TD may hold the player to it and/or penalise it; it is not an action, the turn does not move
# $chips (Number) - the chips of the second motion
# $rule (String) - the rule, e.g. "08.3"
note-second-motion-back = the { $chips } of a second motion goes back: a raise needs one motion or a word first ({ -string-bet }, { $rule })
# $call (Number) - the call completed
# $rule (String) - the rule, e.g. "PL-56"
note-second-motion-call = a second motion completes the call of { $call }; anything more would be a string raise and goes back ({ $rule })
# $total (Number) - the bet the first motion makes
note-first-motion-bet = no bet to face: the first motion is a bet of { $total }
# $chips (Number) - the chips that go back
note-later-motions-back = the { $chips } of the later motions goes back: a bet is made in one motion ({ -string-bet }, TDA 56)
# $chips (Number) - the chips of the later motions
note-later-motions-minimum = the later motions ({ $chips }) only bring it up to the minimum (TDA 56, 52-A)
note-last-chips-call = the player's last chips: a call all-in for less
# $rule (String) - the rule, e.g. "08.1"
note-after-chips = the words after the chips do not change them ({ $rule })
# $total (Number) - the bet the chips make
note-chips-bet = no bet to face: the chips are a bet of { $total }
note-single-chip-check = nothing to call: a single chip is a check, the chip goes back
# $player (String) - the caller, e.g. "B"
# $told (Number) - the bet the player was told
# $bet (Number) - the real bet
# $owed (Number) - chips still owed
note-told-call = { $player } was told the bet was { $told } and called it: a call of the real bet of { $bet }, { $owed } more owed ({ -accepted-action })
# $player (String) - the player, e.g. "B"
# $back (Number) - chips handed back (note-back)
note-not-open-call = betting is not open to { $player }: the chips are a call{ $back ->
    [0] {""}
   *[other] , { $back } returned
  }
# $total (Number) - the street total the chips make
note-reaches-minimum = { $total } reaches the { -minimum-raise }: a raise to { $total }
# $over (Number) - chips over the call
# $increment (Number) - the minimum raise
# $to (Number) - the raise-to total owed
note-obliged = { $over } over the call is at least half the { -minimum-raise } of { $increment }: obliged to raise to { $to }
# $over (Number) - chips over the call
# $increment (Number) - the minimum raise
# $back (Number) - chips handed back (note-back)
note-less-than-half = { $over } over the call is less than half the { -minimum-raise } of { $increment }: a call{ $back ->
    [0] {""}
   *[other] , { $back } returned
  }
# $situation (Number) - IA-09's situation: 3 (partly pulled back) or 4 (the earlier chips cover the call)
# $total (Number) - the chips in front
# $rule (String) - the rule, e.g. "IA-09"
note-in-front = { $situation ->
    [4] the earlier chips already cover the call
   *[other] the earlier chips were partly pulled back
  }: the { $total } in front is one { -multiple-chip-bet } ({ $rule } situation { $situation })
# $situation (Number) - IA-09's situation: 1 (left in front) or 2 (pulled back)
# $needed (Number) - the chips still needed to call
# $rule (String) - the rule, e.g. "IA-09"
note-earlier-chips = earlier chips { $situation ->
    [1] left in front
   *[other] pulled back
  }: the new chips are ruled against the { $needed } still needed ({ $rule } situation { $situation })
# $back (Number) - chips handed back (note-back)
note-single-chip-call = a single chip facing a bet is a call{ $back ->
    [0] {""}
   *[other] , { $back } returned
  }
# $needed (Number) - the chips needed to call
# $back (Number) - chips handed back (note-back)
note-every-chip-call = every chip is needed to call { $needed }: a call{ $back ->
    [0] {""}
   *[other] , { $back } returned
  }
# $total (Number) - every chip moved forward
# $rule (String) - the rule, e.g. "IA-09"
note-sweep = every chip moved forward together ({ $total }) read as one bet ({ $rule } situation 5)
# $rule (String) - the rule, e.g. "IA-09"
note-sweep-td = the TD may instead read the sweep as one bet of every chip moved ({ $rule } situation 5)
note-last-chips-allin = the player's last chips: all-in whatever their value
# $back (Number) - chips handed back (note-back)
note-single-chip-last = a single chip facing a bet is a call, the player's last chip included{ $back ->
    [0] {""}
   *[other] , { $back } returned
  }
# $rule (String) - the rule, e.g. "08.5"
# $rule2 (String) - the rule, e.g. "08.6"
note-single-chip-conflict = but the chip is a single chip facing a bet, which { $rule } rules a call: the sources conflict ({ $rule } against { $rule2 }), the TD decides
# $rule (String) - the rule, e.g. "08.5"
# $rule2 (String) - the rule, e.g. "08.6"
note-single-chip-08-5 = a single chip facing a bet is a call ({ $rule }), even the player's last; the rest goes back (sources conflict with { $rule2 })
# $needed (Number) - the chips needed to call
# $back (Number) - chips handed back (note-back)
note-every-chip-last = every chip is needed to call { $needed }: a call, the player's last chips included{ $back ->
    [0] {""}
   *[other] , { $back } returned
  }
# $total (Number) - the bet made
# $low (Number) - the minimum bet
note-bet-below-minimum = a bet of { $total } is below the minimum bet; corrected to { $low }
note-every-chip-allin = that is every chip: all-in
# $total (Number) - the bet or raise made
# $to (Number) - the limit
# $back (Number) - chips returned
note-above-limit = { $total } is above the limit: reduced to { $to }, { $back } returned
# $pushed (Number) - the chips pushed
# $facing (String) - opening (the opening bet) or heads-up
# $call (Number) - the call owed
note-undercall-obliged = { -undercall } of { $pushed } facing { $facing ->
    [opening] the opening bet
   *[heads-up] a bet heads-up
  }: a full call of { $call } is obligatory
# $how (String) - covered (the chips cover a bet level), above (they reach none above what the player had in) or none
# $bet (Number) - the bet level covered
# $had (Number) - what the player already had in
# $player (String) - the player, e.g. "B"
note-forfeit-why = { $how ->
    [covered] the chips cover the bet of { $bet }
    [above] the chips reach no bet level above the { $had } { $player } already had in, so every chip pushed stays
   *[none] the chips reach no bet level, so every chip pushed stays
  }
# $pushed (Number) - the chips pushed
# $call (Number) - the full call
# $facing (String) - raise, or straddle (preflop, the straddle is a raise over the big blind)
# $rule (String) - the rule that the big blind opens preflop, e.g. "TDA 51-B"
note-undercall-td-call = { -undercall } of { $pushed } facing { $facing ->
    [straddle] the straddle, a raise over the { -big-blind } (preflop the { -big-blind } is the opening bet, { $rule }),
   *[raise] a raise
  } in a multi-way pot: the TD may require the full call of { $call }
# $pushed (Number) - the chips pushed
# $player (String) - the player, e.g. "B"
# $kept (Number) - chips forfeited
# $why (String) - why they are forfeited (note-forfeit-why)
# $back (Number) - chips handed back (note-back)
note-undercall-td-fold = { -undercall } of { $pushed }: the TD lets { $player } fold; { $kept } forfeited ({ $why }){ $back ->
    [0] {""}
   *[other] , { $back } returned
  }
# $word (String) - fold, check or all-in
note-declared = declared { $word ->
    [fold] fold
    [check] check
   *[all-in] all-in
  }
# $bet (Number) - the bet faced
# $player (String) - the player, e.g. "B"
note-check-facing-bet = 'check' facing a bet of { $bet }: no action; { $player } may now only call or fold
note-call-no-bet = 'call' with no bet to face is a check
# $player (String) - the caller, e.g. "B"
# $told (Number) - the bet the player was told
# $bet (Number) - the real bet
# $rule (String) - the rule, e.g. "08.10"
note-told-owed = { $player } was told the bet was { $told }: the full { $bet } is owed ({ -accepted-action }, { $rule })
# $chips (Number) - the chips pushed
note-chips-short = the chips pushed ({ $chips }) are short: the rest is owed
note-verbal-call = a verbal call binds the full amount
note-pot-stack = 'pot' is more than the stack: all-in
# $to (Number) - the pot-limit bet
note-pot-binds = 'pot' in pot-limit binds a bet to { $to }
# $game (String) - the game, e.g. "NLHE"
# $kind (String) - raise or bet
# $low (Number) - the minimum
# $made (Number) - the total the chips make (0: no chips, the minimum is applied)
note-pot-no-limit = 'pot' is no valid bet in { $game } but binds { $kind ->
    [raise] a raise
   *[bet] a bet
  } of at least the minimum ({ $low }); { $made ->
    [0] the minimum is applied
   *[other] the chips make it { $made }
  }
# $why (String) - what was said, read (note-declared-amount, -amount-read, ...)
# $total (Number) - the bet
note-said-bet = { $why }: a bet of { $total }
# $why (String) - what was said, read
# $behind (Number) - the chips the player has behind
note-said-over-stack = { $why }, more than the { $behind } behind: every chip, all-in (TDA 40-C)
# $why (String) - what was said, read
# $bet (Number) - the bet there is
note-said-option-check = { $why } with nothing to call: less than half a { -minimum-raise } over the bet of { $bet }, so no raise: a check
# $why (String) - what was said, read
# $bet (Number) - the bet there is
# $to (Number) - the raise-to total
# $kind (String) - raise (a raise to the amount) or obliged (half a minimum raise over: the minimum raise)
note-said-option-raise = { $why } with nothing to call: { $kind ->
    [raise] a raise to it
   *[obliged] at least half a { -minimum-raise } over { $bet }: obliged to raise to { $to }
  }
# $why (String) - what was said, read
# $amount (Number) - the amount
# $then (String) - how those chips are ruled
note-read-like = { $why }, read like { $amount } in chips: { $then }
# $why (String) - what was said, read
# $front (Number) - the chips already in front of the player on this street
# $total (Number) - the amount said plus the chips in front
note-said-added = { $why } on top of the { $front } in front, { $total } in all
# $why (String) - what was said, read
# $front (Number) - the chips already in front of the player on this street
# $then (String) - how the amount is ruled as the street total
note-said-total = { $why } as the street total, the { $front } in front included: { $then }
# $why (String) - what was said, read
# $front (Number) - the chips already in front of the player on this street
# $then (String) - how both readings rule it
note-said-either = { $why }, as the street total or on top of the { $front } in front: either way { $then }
# $total (String) - the ruling as the street total
# $added (String) - the ruling on top of the chips in front
note-said-readings = { $total }; or { $added }; the amount said leaves it unclear, the TD decides (TDA 40-A)
# $said (String) - the words, e.g. "raise"
# $low (Number) - the minimum
note-word-minimum = '{ $said }' without an amount binds the minimum: to { $low }
# $chips (Number) - the chips that go back
# $said (String) - the words, e.g. "raise"
# $facing (String) - bet (there was a bet) or none
# $rule (String) - the rule, e.g. "PL-56"
note-word-motions-back = the { $chips } of the later motions goes back: '{ $said }' without an amount allows no string of motions ({ $facing ->
    [bet] TDA 42, 56
   *[none] { $rule }, TDA 56
  })
# $then (String) - the ruling of the motions as one
# $rule (String) - the rule, e.g. "08.3"
note-with-08-3 = { $then } ({ $rule }: a raise declared first may go in over several motions)
# $by (Number) - the raise
note-raise-by = a raise by { $by }
# $by (Number) - the raise
note-declared-raise-by = declared a raise by { $by }
# $low (Number) - the minimum
note-below-minimum-fixed = below the minimum, corrected to { $low } (TDA 52-A)
# $why (String) - what was said, read
# $kind (String) - bet or raise
# $to (Number) - the total
note-said-to = { $why }: { $kind ->
    [bet] bet
   *[raise] raise
  } to { $to }
# $why (String) - what was said, read
# $kind (String) - bet or raise
# $low (Number) - the minimum
note-said-below-minimum = { $why }: below the minimum { $kind ->
    [bet] bet
   *[raise] raise
  }, corrected to { $low } (TDA 52-A)
# $said (String) - the words, e.g. "raise 600"
note-declared-binding = declared '{ $said }': binding
# $said (String) - the words, e.g. "raise"
# $chips (Number) - the chips after them
# $low (Number) - the minimum
# $rule (String) - the rule, e.g. "08-A"
note-word-then-short = '{ $said }' first, then chips of { $chips }: the word decides, a raise to at least the minimum { $low } is owed ({ $rule })
# $said (String) - the words, e.g. "raise"
# $to (Number) - the total
# $kind (String) - raise or bet
note-word-then-chips = '{ $said }' first, then chips: { $kind ->
    [raise] a raise to { $to }
   *[bet] a bet of { $to }
  }
# $said (String) - the words, e.g. "raise"
# $player (String) - the player, e.g. "B"
# $blocker (String) - why not (note-blocked)
# $rule (String) - its rule, e.g. "08.4"
note-no-raise-check = '{ $said }' but { $player } may not bet: { $blocker } ({ $rule }); the declaration binds to the nearest valid action, a check
# $said (String) - the words, e.g. "raise"
# $player (String) - the player, e.g. "B"
# $blocker (String) - why the player may not raise (note-blocked)
# $rule (String) - its rule, e.g. "08.4"
# $allin (String) - yes (the call is all-in) or no
note-no-raise-call = '{ $said }' but { $player } may not raise: { $blocker } ({ $rule }); the declaration binds to the nearest valid action, a call{ $allin ->
    [yes] {" "}all-in
   *[no] {""}
  } (TDA 51-A)
# $chips (Number) - the chips pushed
# $rule (String) - the rule, e.g. "IA-06"
note-chips-contradict = the chips ({ $chips }) contradict the words: the TD decides ({ $rule }), the words came first
# $n (Number) - the amount said
note-declared-amount = declared { $n }
# $n (Number) - the amount said
# $pot (Number) - the pot
note-amount-over-pot = '{ $n }' is more than the pot of { $pot }, so it is read as said (TDA 57)
# $n (Number) - the amount said
# $pot (Number) - the pot
# $amount (Number) - the reading
# $rule (String) - the rule, e.g. "PL-57"
note-amount-read = '{ $n }' read against a pot of { $pot } (bets in front included): { $amount }, the highest reading no larger than the pot (TDA 57, { $rule })

## Where the rule sets part (rulescore.rules.departures)

# $label (String) - the outcome as the rules name it (English), e.g. "call"
# $ruled (String) - what it counts as
# $to (Number) - the street total
# $back (Number) - chips handed back (note-back)
note-outcome = { $label } ({ $ruled ->
    [fold] fold
    [check] check
    [pending] pending
    [withdrawn] withdrawn
    [count] count
    [recount] recount
    [deal] deal
    [declaration] declaration
    [call] call to { $to }
    [bet] bet to { $to }
    [award] award to { $to }
   *[raise] raise to { $to }
  }{ $back ->
    [0] {""}
   *[other] , { $back } returned
  })
# $a (String) - an outcome
# $b (String) - another
note-or = { $a } or { $b }
# $outcomes (String) - the outcomes (note-or)
note-choice = { $outcomes }, the TD's choice
# $ruled (String) - what it counts as
# $to (Number) - the street total
# $back (Number) - chips handed back
# $allin (String) - yes or no
note-result = { $ruled ->
    [fold] fold
    [check] check
    [pending] pending
    [withdrawn] withdrawn
    [count] count
    [recount] recount
    [deal] deal
    [declaration] declaration
    [call] call to { $to }
    [bet] bet to { $to }
    [award] award to { $to }
   *[raise] raise to { $to }
  }{ $allin ->
    [yes] { $back ->
        [0] {" (all-in)"}
       *[other] {" (all-in, "}{ $back } returned)
      }
   *[no] { $back ->
        [0] {""}
       *[other] {" ("}{ $back } returned)
      }
  }
# $by (String) - sources (the ruling follows TDA 2024 and the renderings depart) or tda2024
# $sources (String) - the source ids, e.g. "08.5, 08.6"
# $tda (String) - the TDA 2024 rule, e.g. "44"
# $other (String) - how the other set rules it (note-result)
note-otherwise = { $by ->
    [sources] { -renderings } ({ $sources }) depart from TDA { $tda } here: { $other }
   *[tda2024] TDA { $tda } rules it otherwise: { $other }
  }
# $tda (String) - the TDA 2024 rule
# $tda2024 (String) - how TDA 2024 rules it (the point's words)
# $renderings (String) - how the renderings rule it
note-departure = TDA { $tda }: { $tda2024 }; { -renderings }: { $renderings }
# $player (String) - the player asked, e.g. "UTG"
# $tda2024 (Number) - the most by TDA 2024
# $renderings (Number) - the most by the renderings
note-most-raise = the most { $player } may raise to is { $tda2024 } by TDA 2024, { $renderings } by { -renderings }

## Table events and the dealer (rulescore.engine, rulescore.rules.procedure)

note-call-no-bet-check = a call with no bet to face is a check
# $verb (String) - raise or bet
note-pot-no-chips = { $verb } pot with no chips beyond the call: every chip, a call all-in
# $rule (String) - the rule, e.g. "RU-27"
note-timeout-bet = out of time facing a bet: the hand is dead ({ $rule }, TDA 29)
note-timeout-check = out of time with no bet to face: TDA 2024 checks the hand
# $rule (String) - the rule, e.g. "RU-27"
note-timeout-dead = out of time, even with no bet to face: { $rule } kills the hand
note-card-out = the next card is out: incorrect amounts found after this stand
# $then (String) - the correction
# $back (Number) - chips returned in all
note-returned-in-all = { $then } ({ $back } returned in all)
# $to (Number) - the pot-limit maximum
note-low-raised = bet on a count that was too low; raised to the pot-limit maximum of { $to } before { -substantial-action }
note-oot-fold-binding = { -out-of-turn }; an out-of-turn fold is always binding
# $bet (Number) - a bet (0: none)
note-a-bet = { $bet ->
    [0] no bet
   *[other] a bet of { $bet }
  }
# $player (String) - the player, e.g. "C"
# $was (String) - the action faced then (note-a-bet)
# $now (String) - the action faced now (note-a-bet)
# $back (Number) - chips handed back (note-back)
note-oot-changed = { -out-of-turn }; the action { $player } faced changed from { $was } to { $now }: not binding{ $back ->
    [0] {""}
   *[other] , { $back } returned
  }; { $player } has every option
# $player (String) - the player, e.g. "C"
# $faced (String) - the action faced (note-a-bet)
note-oot-unchanged = { -out-of-turn }; the action { $player } faced did not change ({ $faced }): binding
# $then (String) - the ruling
# $rule (String) - the rule, e.g. "08.9"
note-time-to-react = { $then } if the skipped player had time to react ({ $rule }); TDA 53-A binds it without that condition
# $player (String) - the player the pot was counted for
# $announced (Number) - the count
# $real (Number) - the real maximum
# $right (String) - yes (correct) or no
note-count = the dealer tells { $player } the pot is { $announced }: { $right ->
    [yes] correct
   *[no] a miscount: the pot-limit maximum is { $real }
  }
# $bet (Number) - the bet made on the count
# $real (Number) - the real maximum
# $side (String) - above or below
# $rule (String) - the rule, e.g. "08.8"
note-miscount = a pot bet on the dealer's count of { $bet }, { $side ->
    [above] above
   *[below] below
  } the real pot-limit maximum of { $real }; stands until corrected ({ $rule })
note-nothing-to-correct = nothing to correct: no bet was made on a wrong count
# $player (String) - the bettor
# $bet (Number) - the bet
# $real (Number) - the real maximum
note-over-stands = { $player }'s bet of { $bet } was over the pot-limit maximum of { $real }, but the next card is out: the bet and its calls stand
# $player (String) - the player, e.g. "B"
# $bet (Number) - the bet
# $real (Number) - the real pot-limit maximum
note-over-reduced = { $player }'s bet of { $bet } was over the pot-limit maximum of { $real }; found before the next card, so it is reduced to { $real } for everyone
# $player (String) - the player, e.g. "B"
# $bet (Number) - the bet
# $real (Number) - the real pot-limit maximum
# $why (String) - dealt (the next card is out) or action (substantial action followed)
# $at (Number) - actions after the bet
# $chips (Number) - of them with chips
note-low-stands = { $player }'s bet of { $bet } was below the pot-limit maximum of { $real }, but { $why ->
    [dealt] the next card is out
   *[action] { -substantial-action } followed it ({ $at } actions, { $chips } with chips)
  }: the bet stands
# $player (String) - the player, e.g. "B"
# $bet (Number) - the bet
# $real (Number) - the real pot-limit maximum
# $to (Number) - what the bettor makes it
note-low-complete = { $player }'s bet of { $bet } was below the pot-limit maximum of { $real } and no { -substantial-action } followed it: { $player } must make it { $to }
# $player (String) - the bettor
# $to (Number) - what the bettor would make it
# $rule (String) - the rule, e.g. "08.8"
note-low-08-8 = { $rule } corrects a bet too low until the next card whatever followed it: { $player } would make it { $to }
# $ia12 (String) - IA-12's correction
# $s08 (String) - 08.8's
# $rule (String) - the rule, e.g. "IA-12"
note-low-conflict = { $ia12 } as { $rule } reads it; but { $s08 }: { -renderings } conflict, the TD decides

## Out of turn (rulescore.rules.procedure)

# $player (String) - who acted out of turn
# $skipped (String) - the players skipped, listed
# $n (Number) - how many
# $first (String) - the first skipped
# $ruled (String) - what the action counts as (fold, call, raise ...)
# $faced (String) - the action faced (note-a-bet)
note-held = { -out-of-turn } ({ $ruled }): { $skipped } { $n ->
    [one] was
   *[other] were
  } to act, the action goes back to { $first }; { $ruled ->
    [fold] an out-of-turn fold is binding
   *[other] binding if the action { $player } faced ({ $faced }) has not changed when the turn reaches { $player }; if it has, { $player } gets every option back
  }
# $player (String) - the player, e.g. "B"
# $skipped (String) - the players skipped, listed, e.g. "A and B"
# $n (Number) - how many were skipped
# $first (String) - the first player skipped
# $last (String) - yes (one player is left: the hand is over) or no
note-oot-fold = { -out-of-turn }: { $skipped } { $n ->
    [one] was
   *[other] were
  } to act; an out-of-turn fold binds at once, { $player } is out of the hand; { $last ->
    [yes] only one player is left in the hand, so the hand is over
   *[no] the action goes back to { $first }
  }
# $skipped (String) - the players skipped, listed, e.g. "A and B"
# $n (Number) - how many were skipped
# $first (String) - the first player skipped
# $at (Number) - the out-of-turn actions
# $chips (Number) - of them with chips
note-stands = { -out-of-turn } while { $skipped } { $n ->
    [one] was
   *[other] were
  } skipped; binding: the out-of-turn actions make { -substantial-action } ({ $at } actions, { $chips } with chips) to the left of { $first }
# $first (String) - the first skipped
# $n (Number) - how many were skipped
note-backs-up = the action backs up to { $first } and the floor rules on { $n ->
    [one] { $first }'s hand
   *[other] the skipped hands
  }, alike for every skipped player: every option, only call, check or fold, or a dead hand; TDA 53-B ranks none of them and rulescore applies none, the ruling showing the options the round gives (TDA 53-B)
# $player (String) - the winner whose share differs, e.g. "Ann"
# $tda2024 (Number) - the award by TDA 2024
# $renderings (Number) - the award by the renderings
note-awarded = { $player } is awarded { $tda2024 } by TDA 2024, { $renderings } by { -renderings }

## The showdown (rulescore.rules.showdown)

note-sd-pushed-live = cards pushed face down are still live and can be tabled
# $shown (Number) - cards face up
# $cards (Number) - the game's hole cards
note-sd-partly = { $shown } of { $cards } cards face up; a hand is tabled only with every card face up, so the dealer asks for the rest
note-sd-allin-muck = in an all-in showdown no hand may be mucked: it is turned face up
note-sd-tabled-stays = a tabled hand stays in play; the dealer reads it
note-sd-partly-mucked = partly tabled and then mucked: the hand was never identified, it has no claim
note-sd-mucked = mucked by the dealer: the hand is dead
note-sd-allin-concede = in an all-in showdown no hand may be conceded: it is turned face up
note-sd-face-up-stays = cards already face up stay face up
note-sd-pushed = pushed face down: still live until the dealer mucks it, but no longer a hand that can ask
note-sd-refuses = refuses to table every card: the hand is not properly tabled and has no claim to the pot
# $words (String) - what the player said, e.g. "I have a flush"
note-sd-claim = '{ $words }' is not binding: the cards are read
# $player (String) - who asks, e.g. "B"
# $target (String) - whose hand, e.g. "A"
note-sd-must-show = { $player } called the river bet and kept the cards: { $target }'s hand must be shown
note-sd-td-decides = not a hand the asker paid to see: the TD decides
# $player (String) - who asks, e.g. "C"
note-sd-no-right = { $player } has no cards in play and so no right to see a hand
# $all_in (String) - the players all-in, listed ("" for none)
# $n (Number) - how many are all-in
# $chips (String) - the players who can still bet, listed
# $rule (String) - the rule, e.g. "03.3"
note-sd-in-play = no hand is turned up yet: { $n ->
    [0] nobody is all-in
    [one] { $all_in } is all-in, but { $chips } can still bet
   *[other] { $all_in } are all-in, but { $chips } can still bet
  }, so the hand goes on to the next street ({ $rule })
# $players (String) - the players still holding their cards, e.g. "A, B"
# $n (Number) - how many
# $pot (Number) - 0 for the main pot, else the side pot's number
note-sd-held = no awards yet: { $players } still { $n ->
    [one] holds
   *[other] hold
  } their cards for the { $pot ->
    [0] { -main-pot }
   *[other] { -side-pot } { $pot }
  }
# $players (String) - the players whose cards are missing, e.g. "A, B"
note-sd-no-cards = no awards: the cards of { $players } are not given
note-sd-no-board = no awards: the board is not complete (five cards)

## The errors a TD meets entering a hand (rulescore.records.errors.RulesError.why; the CLI's one line in English)

# $street (String) - the street of a whole hand's list (preflop, flop, turn, river), or none (one street)
# $n (Number) - the action's number in its list
# $written (String) - the line as written, e.g. "B check"
note-where = { $street ->
    [preflop] preflop action
    [flop] flop action
    [turn] turn action
    [river] river action
   *[none] action
  } { $n } ({ $written })
# $quoted (String) - the name as written, quoted, e.g. "'Z'"
# $seats (String) - the players seated, e.g. "A, B, C"
note-err-not-seated = { $quoted } is not seated (seats: { $seats })
# $player (String) - who acts, e.g. "B"
# $street (String) - the street whose betting is over (a selector)
note-err-round-over = { $player } cannot act: the { $street ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  } betting round is over, nobody is left to act
# $player (String) - who acts, e.g. "B"
note-err-folded = { $player } has folded and cannot act: a fold is binding, so { $player } is out of the hand
# $player (String) - who acts, e.g. "B"
# $section (String) - the format page's section, e.g. "Action lines"
note-err-all-in = { $player } is all-in and cannot act: no chips are left to act with (scenario format: { $section })
# $expected (String) - whose turn it is, e.g. "A"
# $player (String) - who acted, e.g. "B"
note-err-not-turn = it is { $expected }'s turn, not { $player }'s
# $player (String) - who checks, e.g. "B"
# $bet (Number) - the bet faced
note-err-check-facing = { $player } faces a bet of { $bet } and cannot check
# $player (String) - who calls, e.g. "B"
# $bet (Number) - the bet
# $has (Number) - what the player has in
note-err-nothing-to-call = { $player } has nothing to call (the bet is { $bet }, { $player } has { $has } in); check instead
# $player (String) - who bets, e.g. "B"
# $quoted (String) - the amount as given, e.g. "-5"
note-err-not-chips = { $player }: { $quoted } is not a whole positive number of chips
# $player (String) - who bets, e.g. "B"
# $word (String) - bet (nobody has bet) or raise
# $total (Number) - the total
# $bet (Number) - the bet now
note-err-not-above = { $player } { $word ->
    [bet] bet
   *[raise] raise to
  } { $total } does not exceed the current bet of { $bet }
# $player (String) - who bets, e.g. "B"
# $word (String) - bet or raise
# $total (Number) - the total
# $allin (Number) - the player's all-in total
# $behind (Number) - chips behind
# $has (Number) - chips in on the street
note-err-over-stack = { $player } { $word ->
    [bet] bet
   *[raise] raise to
  } { $total } but has only { $allin } in all (stack { $behind } behind, { $has } in)
# $player (String) - who raises, e.g. "B"
# $blocker (String) - why not (note-blocked)
note-err-cannot-raise = { $player } cannot raise: { $blocker }
# $player (String) - who bets, e.g. "B"
# $word (String) - bet or raise
# $total (Number) - the total
# $low (Number) - the minimum
# $increment (Number) - the minimum raise increment
note-err-below-minimum = { $player } { $word ->
    [bet] bet
   *[raise] raise to
  } { $total } is below the minimum of { $low } (increment { $increment }) and is not all-in
# $player (String) - who bets, e.g. "B"
# $word (String) - bet or raise
# $total (Number) - the total
# $limit (String) - pot (pot-limit) or bet (fixed limit)
# $high (Number) - the most allowed
note-err-above-limit = { $player } { $word ->
    [bet] bet
   *[raise] raise to
  } { $total } is above { $limit ->
    [pot] the pot limit
   *[bet] one bet size
  }: the most is { $high }
# $player (String) - who goes all-in, e.g. "B"
note-err-allin-no-stack = { $player } goes all-in but no stack is given for { $player } (add it to stacks:)
# $player (String) - who bets, e.g. "B"
# $bet (Number) - the bet faced
note-err-write-raise = { $player } faces a bet of { $bet }: write raise, not bet
note-err-write-bet = nobody has bet yet: write bet, not raise
# $player (String) - who acts, e.g. "B"
note-err-again = { $player } acts { -out-of-turn } again before the action has reached { $player }
# $player (String) - who pushes, e.g. "B"
# $pushed (Number) - the chips pushed
# $available (Number) - the chips the player has
note-err-pushes-more = { $player } pushes { $pushed } but has only { $available } in the stack
# $player (String) - who bets, e.g. "B"
note-err-cannot-bet = { $player } cannot bet: betting is not open to { $player }
# $shown (String) - the name as written (and as read, when they differ), e.g. "Z"
# $seats (String) - the players seated, e.g. "A, B, C"
note-err-unknown-player = { $shown } is not seated (seats: { $seats })

## The TD's outcomes named by what they say (vocabulary.Outcome.says), where their chips alone do not

# $ruled (String) - what it counts as
# $to (Number) - the street total
# $back (Number) - chips handed back
# $says (String) - what the outcome says (note-outcome-skipped, -react, -recount, -conditional)
note-outcome-typed = { $says } ({ $ruled ->
    [fold] fold
    [check] check
    [pending] pending
    [withdrawn] withdrawn
    [count] count
    [recount] recount
    [deal] deal
    [declaration] declaration
    [call] call to { $to }
    [bet] bet to { $to }
    [award] award to { $to }
   *[raise] raise to { $to }
  }{ $back ->
    [0] {""}
   *[other] , { $back } returned
  })
# $which (String) - dead, call-or-fold or every-option
note-outcome-skipped = { $which ->
    [dead] skipped hand dead
    [call-or-fold] skipped player may only call or fold
   *[every-option] skipped player keeps every option
  }
# $which (String) - binding or not-binding
note-outcome-react = { $which ->
    [binding] binding, the skipped player had time to react
   *[not-binding] not binding, no time to react
  }
# $which (String) - stands (the bet stands) or complete (the bettor makes it up)
# $kind (String) - bet or raise
# $to (Number) - the bet's total under it
note-outcome-recount = { $which ->
    [stands] bet stands
   *[complete] { $kind ->
        [bet] bet
       *[raise] raise
      } made up to { $to }
  }
# $which (String) - conditional (not binding) or binding
note-outcome-conditional = { $which ->
    [conditional] not binding
   *[binding] binding
  }

note-where-ask = ask
# $player (String) - the player asked about, e.g. "C"
# $next (String) - who is to act, e.g. "B"
# $why (String) - folded, all-in or none: why the player has no turn
# $section (String) - the format page's section, e.g. "ask"
note-err-ask-not-next = { $why ->
    [folded] { $player } is not to act next ({ $next } is): { $player } has folded (scenario format: { $section })
    [all-in] { $player } is not to act next ({ $next } is): { $player } is all-in (scenario format: { $section })
   *[none] { $player } is not to act next ({ $next } is) (scenario format: { $section })
  }
# $player (String) - the player asked about, e.g. "C"
# $why (String) - folded, all-in or none
# $section (String) - the format page's section, e.g. "ask"
note-err-ask-over = { $why ->
    [folded] the betting round is over, { $player } has no decision to make ({ $player } has folded) (scenario format: { $section })
    [all-in] the betting round is over, { $player } has no decision to make ({ $player } is all-in) (scenario format: { $section })
   *[none] the betting round is over, { $player } has no decision to make (scenario format: { $section })
  }

## The errors of reading an action line (rulescore.input.lines; the scenario format's words quoted as written)

# $street (String) - the street after the flop (flop, turn, river)
note-err-limp-late = a limp is a call of the { -big-blind } preflop; on the { $street ->
    [flop] flop
    [turn] turn
   *[river] river
  } write call or check
# $verb (String) - the word with two meanings, as written (pass, passes)
note-err-ambiguous = { $verb } could be a check (as some rooms say) or a fold (as others do): write check or fold
# $quoted (String) - the verb as written, quoted, e.g. "'bett'"
# $verbs (String) - the format's verbs, e.g. "fold, check, call"
# $synonyms (String) - the table words read as a verb, e.g. "bets, raises"
note-err-unknown-verb = unknown verb { $quoted } (verbs: { $verbs }; synonyms: { $synonyms }, all in)
# $which (String) - the verb: cc, call, allin, or other
# $word (String) - the verb as written, e.g. "calls"
# $rest (String) - what follows it, e.g. "500"
note-err-no-amount = { $which ->
    [cc] cc takes no amount (it is a check or a call of the bet faced, whichever the table state makes it)
    [call] { $word } takes no amount (a call matches the bet faced; chips put in without a word are push { $rest })
    [allin] { $word } takes no amount (all-in is every chip the player has; chips put in without a word are push { $rest })
   *[other] { $word } takes no amount
  }
# $which (String) - cbr, raise or other (bet)
# $word (String) - the verb as written, e.g. "bets"
# $verb (String) - the verb, e.g. "bet"
# $player (String) - who acts, e.g. "B"
note-err-needs-amount = { $which ->
    [cbr] cbr needs an amount: cbr N bets or raises to the street total N (as PHH writes it)
    [raise] { $word } needs an amount: { $verb } N (to N chips), raise +N (by N), { $verb } pot in pot-limit, or { $player } says "{ $verb }" for the word alone
   *[other] { $word } needs an amount: { $verb } N (to N chips), { $verb } pot in pot-limit, or { $player } says "{ $verb }" for the word alone
  }
# $what (String) - the clause that needs chips (push, pulled)
# $which (String) - plain, or example (with an example of chips)
note-err-needs-chips = { $which ->
    [plain] { $what } needs chips
   *[example] { $what } needs chips, like 1000+100x5
  }
# $which (String) - plain, or example (with an example of words)
note-err-needs-words = { $which ->
    [plain] says needs words
   *[example] says needs the words said, like says "raise 800"
  }
# $verb (String) - bet, raise or cbr
note-err-zero = { $verb ->
    [cbr] a cbr of 0 is no bet
    [raise] a raise of 0 is no raise
   *[bet] a bet of 0 is no bet
  }
# $verb (String) - bet, raise or cbr
note-err-write-n = { $verb ->
    [cbr] write cbr N, N the street total bet or raised to (as PHH writes it)
    [raise] write raise N (to N chips), raise +N or raise by N (by N chips)
   *[bet] write bet N (to N chips)
  }
note-err-plus-raise = '+N' and 'by N' are for raises (raise +1000 = raise by 1000)
# $verb (String) - bet or raise
# $amount (String) - the amount as written, e.g. "+800"
note-err-to-plus = { $verb } to { $amount }: 'to' makes it the street total and '+' an increment over the bet: write { $verb } N for the total{ $verb ->
    [raise] {""} or raise +N for the increment
   *[bet] {""}
  }
note-err-pot-by = write raise pot (to the pot-limit maximum), not by the pot
# $structure (String) - fixed-limit or no-limit
# $word (String) - the verb as written, e.g. "raises"
# $verb (String) - bet or raise
# $player (String) - who acts, e.g. "B"
# $cite (String) - the rule of the word "pot" (PL-54)
note-err-pot-game = { $word } pot: { $structure ->
    [fixed-limit] in { -fixed-limit } every bet and raise is one bet size: write the total (raise N), or game: PLO (or PLO8) for pot-limit Omaha
   *[no-limit] in no-limit the pot is no limit: write the amount ({ $verb } N), { $player } says "pot" to rule the word, or game: PLO (or PLO8) for pot-limit Omaha ({ $cite })
  }
# $verb (String) - bet or raise
note-err-pot-limit-only = { $verb } pot: only pot-limit has the pot as its limit; write the amount, or game: PLO (or PLO8) in pot-limit Omaha
# $amount (String) - as written, e.g. "3x"
# $n (String) - its number, e.g. "3"
# $verb (String) - bet or raise
note-err-times = { $amount } has two readings, { $n } times the bet faced or { $n } big blinds: write the street total ({ $verb } N)
# $quoted (String) - the word as written, quoted, e.g. "'dances'"
# $verbs (String) - the dealer's verbs but the last, e.g. "counts, recounts"
# $last (String) - the last, e.g. "deals"
note-err-dealer-verb = { $quoted } is not a dealer's action; the dealer { $verbs } or { $last } (e.g. 'dealer counts 9500')
# $verb (String) - the dealer's verb, e.g. "deals"
note-err-dealer-no-amount = dealer { $verb } takes no amount
# $verb (String) - the dealer's verb, e.g. "counts"
note-err-dealer-needs = dealer { $verb } needs an amount
note-err-says-twice = one action can say words once
# $player (String) - who acted
# $extra (String) - what the line holds beyond its words and clauses
note-err-after-words = { $player }'s line holds '{ $extra }', which is no part of it: what was said goes inside the quotes, and after them come only the clauses push, told, kept, pulled, swept and td
note-err-prior-twice = say once what happened to the earlier chips (kept, pulled or swept)
note-err-told-needs = told needs the amount the player was told, like told 12000
note-err-td-needs = td needs the outcome the TD chose, like td fold
note-err-prior-no-push = kept/pulled/swept describe chips pushed: add push CHIPS
# $player (String) - who acts, e.g. "B"
# $street (String) - the street (a selector)
note-err-no-betting = { $player } cannot act: no betting is possible on the { $street ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  }, at most one player in the hand has chips behind (the cards are dealt out)
# $player (String) - who is still to act, e.g. "B"
note-err-deal-early = the dealer deals the next card while { $player } still has to act

## An action line's amount that is not a number of chips as a person writes it (rulescore.input.amounts)

note-err-amount-empty = no number was written; write a whole number of chips
# $text (String) - the amount as written, e.g. "−300"
# $code (String) - the sign's code point, e.g. "U+2212"
# $cname (String) - its Unicode name, e.g. "MINUS SIGN"
note-err-amount-minus-sign = { $text } is negative ({ $code } { $cname }): chips never are
# $quoted (String) - the amount as written, quoted
# $code (String) - the digit's code point, e.g. "U+0662"
# $cname (String) - its Unicode name
# $shown (String) - digit (it reads as one) or other
# $value (String) - the digit it reads as, e.g. "2"
note-err-amount-foreign = { $quoted } has a digit that is not an ASCII digit ({ $code } { $cname }, { $shown ->
    [digit] read as { $value }
   *[other] not a digit of a number of chips
  })
# $digits (String) - the amount in ASCII digits, e.g. "1200"
# $quoted (String) - the amount as written, quoted
# $code (String) - the digit's code point, e.g. "U+0662"
# $cname (String) - its Unicode name
# $shown (String) - digit (it reads as one) or other
# $value (String) - the digit it reads as, e.g. "2"
note-err-amount-foreign-write = { $quoted } has a digit that is not an ASCII digit ({ $code } { $cname }, { $shown ->
    [digit] read as { $value }
   *[other] not a digit of a number of chips
  }): write { $digits }
# $quoted (String) - the amount as written, quoted
note-err-amount-non-ascii = { $quoted } is not a whole number of chips (it has characters other than ASCII digits)
# $text (String) - the amount as written, e.g. "-0"
note-err-amount-minus-zero = { $text } has a minus sign; chips are never negative (write 0)
# $text (String) - the amount as written, e.g. "-300"
note-err-amount-negative = { $text } is negative: chips never are
# $text (String) - the amount as written, e.g. "+500"
note-err-amount-plus = { $text } is not a whole number of chips as written: it has a plus sign; write the number alone (raise +N is a raise by N)
# $start (String) - the first 20 characters
note-err-amount-long = { $start }... is more chips than any tournament has
# $plain (String) - the number without its leading zeros
# $reading (String) - octal (a YAML 1.1 reader takes it for octal) or none
# $octal (String) - the octal reading
# $text (String) - the amount as written, e.g. "0400"
note-err-amount-zero-first = { $reading ->
    [octal] { $text } has a leading zero: write { $plain }; a YAML 1.1 reader takes it for octal { $octal }
   *[none] { $text } has a leading zero: write { $plain }
  }
# $base60 (String) - what a YAML 1.1 reader makes of it
# $text (String) - the amount as written, e.g. "1:30"
note-err-amount-base60 = { $text } is not a number of chips (a YAML 1.1 reader takes it for { $base60 }, counting in base 60)
# $whole (String) - whole (the amount is whole chips) or not
# $exact (String) - the chips it means, e.g. "1050"
# $text (String) - the amount as written, e.g. "1.05k"
note-err-amount-k = { $text }: a k amount comes to whole chips, three decimals at most, like 1.05k = 1050 ({ $whole ->
    [whole] write { $exact } in chips
   *[not] not a whole number of chips
  })
# $quoted (String) - the amount as written, quoted
note-err-amount-exponent = { $quoted } is not a whole number of chips as a person writes it (it is an exponent)
# $quoted (String) - the amount as written, quoted
# $plain (String) - the digits without the comma, e.g. "1200"
# $grouped (String) - the same grouped by a space, e.g. "1 200"
note-err-amount-comma-three = { $quoted } has a comma before three digits: in Polish and Russian a comma is the decimal mark, in English it groups thousands; write { $plain } or { $grouped } for chips
# $plain (String) - the digits without the dots
# $grouped (String) - the digits grouped by commas
# $quoted (String) - the amount as written, quoted
note-err-amount-dot = { $quoted } is not a whole number of chips (a fraction, or a dot grouping thousands: write { $plain } or { $grouped } if that is what was meant)
# $quoted (String) - the amount as written, quoted
note-err-amount-fraction = { $quoted } is not a whole number of chips (it has a fraction)
# $quoted (String) - the amount as written, quoted
note-err-amount-grouping = { $quoted } is not a whole number of chips (commas or underscores group thousands: 1,500 or 1_500)
# $quoted (String) - the amount as written, quoted
note-err-amount-suffix = { $quoted } is not a whole number of chips (the only suffix is k, for thousands: 2k, 1.5k)
# $quoted (String) - the amount as written, quoted
note-err-amount-not = { $quoted } is not a whole number of chips
# $number (String) - what it is read as
# $most (String) - the most chips any amount may name
# $text (String) - the amount as written
note-err-amount-too-many = { $text } is read as { $number }, more chips than any tournament has (at most { $most })

# $game (String) - the game, e.g. "NLHE"
note-err-count-not-pot-limit = the dealer counts the pot in { $game }: players are entitled to a pot count only in { -pot-limit }
note-err-count-over = the dealer counts the pot but the betting round is over

## The errors of the chips in front and of the TD's choice (rulescore.rules.declarations), and of a key naming a player

# $player (String) - who pushes, e.g. "B"
# $prior (String) - what happened to the earlier chips: pulled or swept
note-err-prior-none = { $player } has no chips in front from an earlier bet to be { $prior }
# $player (String) - who pulls chips back, e.g. "B"
# $pulled (String) - the chips pulled back as written, e.g. "500x2"
# $total (Number) - their value
# $front (Number) - the chips in front
note-err-pulls-more = { $player } pulls back { $pulled } = { $total } but has only { $front } in front
# $player (String) - whose action, e.g. "B"
# $quoted (String) - the TD's choice as written, quoted
# $label (String) - the one outcome the rules allow, as written after td, e.g. "call"
note-err-td-no-choice = { $player }: td { $quoted } given, but the rules leave the TD no choice here ({ $label })
# $player (String) - whose action, e.g. "B"
# $quoted (String) - the TD's choice as written, quoted
# $labels (String) - the outcomes the rules allow, as written after td, e.g. "call | raise to 800"
note-err-td-not-allowed = { $player }: td { $quoted } is not among the outcomes the rules allow ({ $labels })

## Readings of words added with TDA 2024's second pass (words2): a call said first, complete, change, fractions

# $amount (Number) - the amount said after the word
# $call (Number) - the full call
# $rule (String) - e.g. "TDA 51-B"
note-call-first-under = 'call' came first, so the { $amount } said after it is no { -undercall }: the full { $call } is owed ({ $rule })
# $amount (Number) - the amount said after the word
# $rule (String) - e.g. "TDA 40-A"
note-call-first-over = 'call' came first and decides: the { $amount } said after it makes no raise ({ $rule })
# $said (String) - the number said, with its fraction, e.g. "2.5"
# $n (Number) - its smallest reading in whole chips
# $pot (Number) - the pot
note-err-fraction-no-reading = '{ $said }' is no whole number of chips, and even its smallest reading in chips, { $n }, is more than the pot of { $pot }: no reading fits, so say the amount in chips
# $chips (Number) - the chips pushed after the words
# $rule (String) - e.g. "TDA 40-A"
note-chips-change = the chips pushed after the words ({ $chips }) are more than the amount said: the words came first and define the bet, the rest is change ({ $rule })
# $to (Number) - the completed bet
note-complete-raise = 'complete' facing an all-in for less than a full bet: the bet is completed to { $to }
# $rule (String) - e.g. "TDA 55-A"
note-complete-check = 'complete' with nothing to call is a check ({ $rule })
# $bet (Number) - the bet faced
note-complete-call = 'complete': the bet of { $bet } is a full bet already, so the word is a call

# $section (String) - the format page's section an error cites, e.g. "Action lines"
note-format-section = scenario format: { $section }

## The errors of a whole hand's keys (streets, board) and the key as written

# $key (String) - the scenario's key, e.g. "streets"
note-where-key = { $key }
# $street (String) - the street the hand ended on
# $next (String) - the street listed after it
note-err-hand-ended = the hand ended on the { $street ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  } (everyone else folded); there is no { $next ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  }
# $street (String) - the street whose betting is open
# $player (String) - who is to act, e.g. "B"
# $next (String) - the street listed after it
note-err-street-open = the { $street ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  } betting is not over ({ $player } to act) but the { $next ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  } is listed
# $cards (Number) - the board cards given
# $street (String) - the street the hand has reached
# $reached (Number) - the board cards of that street
note-err-board-ahead = { $cards } cards, but the hand has reached only the { $street ->
    [preflop] preflop
    [flop] flop
    [turn] turn
   *[river] river
  } ({ $reached } board cards) and its betting goes on

## What a player said that the grammar of says cannot read (rulescore.input.saying)

# $player (String) - who spoke, e.g. "B"
# $quoted (String) - the words, quoted
# $why (String) - why they cannot be read (note-say-*)
note-err-says = { $player } says { $quoted }: { $why }
note-say-nothing = nothing was said
note-say-no-amount = no amount follows
# $quoted (String) - the sign as said, quoted
note-say-sign = { $quoted }: an amount has no sign; chips are never negative
# $quoted (String) - the words, quoted
note-say-not-said = { $quoted } is not a number as it is said
# $quoted (String) - the word, quoted
note-say-not-number = { $quoted } is not a number rulescore can read (digits like 1500, or words like fourteen hundred)
# $first (String) - the first number, quoted
# $second (String) - the second, quoted
note-say-two-numbers = two numbers in a row ({ $first }, then { $second }): say one amount
# $quoted (String) - the word, quoted
note-say-not-word = { $quoted } is not a word of an amount rulescore can read
# $quoted (String) - the amount said, quoted
# $chips (String) - what it is in chips, e.g. "1.5"
note-say-fraction = { $quoted } is { $chips } chips, not a whole number of chips
note-say-unknown = not a declaration rulescore can read (call, check, fold, raise, raise N, bet N, pot, allin, complete, an amount such as 1400 or 'five', or 'if ...')
# $quoted (String) - the amount said, quoted
# $head (String) - the verb said, e.g. "raise"
note-say-zero-to = { $quoted } is no amount to { $head }
note-say-zero = an amount of 0 is no bet
# $first (String) - one word, e.g. "to"
# $second (String) - the other, e.g. "more"
note-say-both = '{ $first }' and '{ $second }' name the street total and what is added at once: say one

## Polish and Russian table talk (rulescore.input.talk)

# $quoted (String) - the word, quoted
# $other (String) - the language it is in: pl, ru or en
# $lang (String) - the scenario's lang: en, pl or ru
note-say-not-lang = { $quoted } is { $other ->
    [pl] a Polish word
    [ru] a Russian word
   *[en] an English word
  }, not { $lang ->
    [pl] Polish
    [ru] Russian
   *[en] English
  } (lang: { $lang })
# $quoted (String) - the word, quoted
# $code (String) - the odd letter's code point, e.g. "U+043E"
# $cname (String) - its Unicode name
note-say-mixed-script = { $quoted } mixes Latin and Cyrillic letters ({ $code } { $cname })
# $lang (String) - the language of the words: pl or ru
note-say-unknown-in = { $lang ->
    [pl] not a declaration rulescore can read in Polish (pas, czekam, sprawdzam, podbijam, podbijam do N, podbijam o N, stawiam N, va banque, pula, an amount such as 1200 or 'dwa tysiące', or 'jeśli ...')
   *[ru] not a declaration rulescore can read in Russian (пас, чек, колл, рейз, рейз до N, рейз на N, ставлю N, олл-ин, пот, an amount such as 1200 or 'две тысячи', or 'если ...')
  }
# $quoted (String) - the value written, quoted
# $known (String) - the languages, e.g. "en, pl, ru"
note-err-lang = lang: { $quoted } is not a language rulescore reads the players' words in (one of { $known })

## A chip spec of push that cannot be read (rulescore.input.chips)

note-err-chips-empty = chip spec is empty; write chips like 1000+100x5
# $quoted (String) - the chip spec, quoted
note-err-chips-empty-term = chip spec { $quoted }: an empty term (write VALUE or VALUExCOUNT between the + signs, like 1000+100x5)
# $quoted (String) - the chip spec as written
# $gap (String) - the numbers with the space between them
note-err-chips-space = chip spec { $quoted }: { $gap } is two numbers in a row (write VALUExCOUNT or join chips with +, like 500x2 or 500+500)
# $quoted (String) - the chip spec, quoted
# $term (String) - its term, quoted
note-err-chips-long = chip spec { $quoted }: term { $term }... is beyond any real chip set
# $quoted (String) - the chip spec, quoted
# $term (String) - its term, quoted
note-err-chips-term = chip spec { $quoted }: term { $term } is not VALUE or VALUExCOUNT with whole positive numbers
# $quoted (String) - the chip spec, quoted
# $what (String) - value (the chip's value) or count
# $why (String) - why the number is refused (note-err-amount-*)
note-err-chips-amount = chip spec { $quoted }: { $what ->
    [value] chip value
   *[count] count
  }: { $why }
# $quoted (String) - the chip spec, quoted
# $value (Number) - the chip's value
note-err-chips-zero-value = chip spec { $quoted }: a chip of value { $value } is impossible
# $quoted (String) - the chip spec, quoted
# $count (Number) - the count
# $value (Number) - the chip's value
note-err-chips-zero-count = chip spec { $quoted }: { $count } chips of { $value } is no chips at all
# $quoted (String) - the chip spec, quoted
# $most (String) - the most chips a spec may hold
note-err-chips-too-many = chip spec { $quoted }: more than { $most } chips

## A key's value the table cannot be set up with (rulescore.rules.betting)

note-err-ante-both = give one ante for every player or antes by seat, not both
# $cite (String) - the rule, e.g. "TDA 34"
note-err-dead-sb-heads-up = heads-up the button posts the { -small-blind }, so it cannot be dead ({ $cite })
# $player (String) - the player, e.g. "B"
# $quoted (String) - the chips as given, quoted
note-err-stack-chips = { $player } has { $quoted } chips; need a whole number >= 0
# $player (String) - who straddles, e.g. "C"
note-err-straddle-seat = { $player } is not the first seat after the { -big-blind }
# $player (String) - who straddles, e.g. "C"
# $behind (Number) - the chips behind
# $amount (Number) - the straddle
note-err-straddle-short = { $player } has { $behind } behind, less than the straddle of { $amount }
# $bet (Number) - one bet of the game
# $sb (Number) - the small blind
# $bb (Number) - the big blind
# $amount (Number) - the straddle given
note-err-straddle-limit = in { -fixed-limit } a straddle is a blind raise of one bet, { $bet } at { $sb }/{ $bb }; { $amount } is no bet size of this game (rulescore's decision, the format page)
# $player (String) - the player, e.g. "B"
note-err-blind-chips-none = { $player } posts no blind or straddle in this hand
# $player (String) - the player, e.g. "B"
# $posted (Number) - the blind posted
# $chips (Number) - the chips it was posted with
note-err-blind-chips-few = { $player } posted { $posted } with chips of { $chips }: too few
# $player (String) - the player, e.g. "B"
# $has (Number) - the player's chips in all
# $chips (Number) - the chips posted
note-err-blind-chips-more = { $player } has only { $has } chips, fewer than the { $chips } posted
