### The words of a ruling: rulescore.words.ruling writes a Ruling with them (the headline of a card and of the
### Rule my hand page, the lines of `rulescore ask`, the explorer's decision). Amounts are street totals.

## The headline: who acts, the amount to call, the options and the raise limits

# $player (String) - the player to act, e.g. "C"
# $to_call (Number) - chips the player must add to call
ruling-to-act = { $to_call ->
    [0] { $player } to act, nothing to call.
   *[other] { $player } to act: { $to_call } to call.
  }
# $player (String) - the player to act, e.g. "C"
ruling-no-decision = { $player } has no decision to make.
# $player (String) - the player to act, e.g. "C"
# $options (String) - what the player may do, a list joined by Renderer.join, e.g. "fold, call or raise"
ruling-may = { $player } may { $options }.
# $player (String) - the player to act, e.g. "C"
# $options (String) - what the player may do, e.g. "fold, call or raise"
# $limits (String) - the raise limits (ruling-limit-range, -exact or -open), e.g. "raise to at least 500, at most 800"
ruling-may-limits = { $player } may { $options }; { $limits }.
# $player (String) - the player to act, e.g. "C"
# $options (String) - what the player may do, e.g. "fold or call"
ruling-may-not-raise = { $player } may { $options }, not raise.
# $word (String) - bet (nobody has bet on the street) or raise
# $low (Number) - the smallest legal bet or raise-to total
# $high (Number) - the largest
ruling-limit-range = { $word ->
    [bet] bet at least { $low }, at most { $high }
   *[raise] raise to at least { $low }, at most { $high }
  }
# $word (String) - bet or raise
# $low (Number) - the only legal bet or raise-to total
ruling-limit-exact = { $word ->
    [bet] bet exactly { $low }
   *[raise] raise to exactly { $low }
  }
# $word (String) - bet or raise
# $low (Number) - the smallest legal bet or raise-to total
ruling-limit-open = { $word ->
    [bet] bet at least { $low }, no maximum known (stack not given)
   *[raise] raise to at least { $low }, no maximum known (stack not given)
  }
ruling-round-over = The betting round is over.
# $player (String) - a winner, e.g. "A"
# $chips (Number) - the chips the player wins
ruling-wins = { $player } wins { $chips }
# $wins (String) - each winner and the chips (ruling-wins), joined, e.g. "A wins 500 and B wins 300"
ruling-awards = { $wins }.

## The lines of `rulescore ask` (the text view): each action as ruled, the decision, the pots, the rules

# $kind (String) - what the action counts as (ActionKind), e.g. "raise"
# $to (Number) - the player's street total after it
ruling-as = { $kind ->
    [call] call to { $to }
    [bet] bet to { $to }
    [raise] raise to { $to }
    [fold] fold
    [check] check
    [pending] pending
    [withdrawn] withdrawn
    [count] count
    [recount] recount
    [deal] deal
   *[declaration] declaration
  }
ruling-as-all-in = all-in
ruling-as-incomplete = incomplete
# $chips (Number) - chips handed back
ruling-as-returned = { $chips } returned
# $outcomes (String) - the outcomes the rules leave to the TD, joined, e.g. "call | fold"
ruling-td-decides = TD decides: { $outcomes }
# $street (String) - the street whose actions follow (a selector)
ruling-street-head = { $street ->
    [preflop] preflop:
    [flop] flop:
    [turn] turn:
   *[river] river:
  }
# $player (String) - the player asked about, e.g. "A"
# $to_call (Number) - chips to call
# $options (String) - the legal actions, listed with commas, e.g. "fold, call, raise"
ruling-for = Ruling for { $player }: { $to_call } to call; options: { $options }
ruling-options-none = none
# $word (String) - bet (nobody has bet) or raise
# $low (Number) - the smallest legal total
# $high (Number) - the largest legal total
ruling-for-range = { $word ->
    [bet] bet at least { $low }, at most { $high }
   *[raise] raise to at least { $low }, at most { $high }
  }
# $word (String) - bet or raise
# $low (Number) - the smallest legal total
ruling-for-open = { $word ->
    [bet] bet at least { $low }; no upper limit known (stack not given)
   *[raise] raise to at least { $low }; no upper limit known (stack not given)
  }
# $chips (Number) - the antes posted in the hand
ruling-antes = antes: { $chips } in the { -main-pot }
# $n (Number) - 0 for the main pot, else the side pot's number
ruling-pot-name = { $n ->
    [0] { -main-pot }
   *[other] { -side-pot } { $n }
  }
# $name (String) - the pot's name (ruling-pot-name), e.g. "side pot 1"
# $chips (Number) - chips in it
# $players (String) - who may win it, e.g. "A, C, D"
ruling-pot-line = { $name }: { $chips } ({ $players })
# $player (String) - the bettor, e.g. "B"
# $chips (Number) - chips returned
ruling-uncalled-line = uncalled: { $chips } returned to { $player }
ruling-showdown-head = showdown:
# $awards (String) - each winner and chips, e.g. "A 500, B 300"
ruling-awards-line = awards: { $awards }
# $rules (String) - the rules cited, e.g. "TDA 43 · 08.4, TDA 47 · IA-10"
ruling-rules-line = rules: { $rules }
ruling-by-sources = ruled by { -renderings } (rules: sources), not the official TDA 2024
# $rules (String) - the rules no hand's ruling covers where the renderings depart, each with the source ids that depart, e.g. "TDA 22 (03.9, RU-22), TDA 24-A (RU-24A)"
ruling-still-tda = outside this ruling { -renderings } also depart from TDA 2024: { $rules }; rulescore rules those on their own, by either reading
# $player (String) - the winner whose share differs, e.g. "A"
# $tda (String) - the TDA 2024 rule, e.g. "20"
# $by (String) - tda2024 (the ruling follows the renderings) or sources (it follows TDA 2024)
# $sources (String) - the source ids that rule otherwise, e.g. "03.7"
# $chips (Number) - the player's award by the other set
ruling-departure-award = { $by ->
    [tda2024] departure at the { -showdown } (TDA { $tda }): TDA 2024 awards { $player } { $chips }
   *[sources] departure at the { -showdown } (TDA { $tda }): { -renderings } ({ $sources }) award { $player } { $chips }
  }
# $street (String) - the street of the step, e.g. "flop"
# $n (Number) - the action's number on its street
# $player (String) - who acted, e.g. "B"
# $tda (String) - the TDA 2024 rule, e.g. "44"
# $by (String) - tda2024 (the ruling follows the renderings) or sources (it follows TDA 2024)
# $sources (String) - the source ids that rule otherwise, e.g. "08.5, PL-61"
# $other (String) - how the other set rules the step (ruling-result), e.g. "call to 400"
ruling-departure-step = { $by ->
    [tda2024] departure at { $street } action { $n } ({ $player }, TDA { $tda }): TDA 2024 rules it { $other }
   *[sources] departure at { $street } action { $n } ({ $player }, TDA { $tda }): { -renderings } ({ $sources }) rule it { $other }
  }
# $street (String) - the street ruled, e.g. "preflop"
# $player (String) - the player asked about, e.g. "UTG"
# $tda (String) - the TDA 2024 rule, e.g. "54-B"
# $by (String) - tda2024 or sources (as in ruling-departure-step)
# $sources (String) - the source ids that rule otherwise, e.g. "PL-54B"
# $to (Number) - the most the player may raise to by the other set
ruling-departure-decision = { $by ->
    [tda2024] departure at { $player }'s decision on the { $street } (TDA { $tda }): TDA 2024 puts the most { $player } may raise to at { $to }
   *[sources] departure at { $player }'s decision on the { $street } (TDA { $tda }): { -renderings } ({ $sources }) put the most { $player } may raise to at { $to }
  }
# $what (String) - what the step counts as (ruling-as), e.g. "call to 400"
# $extras (String) - what goes with it (ruling-as-all-in, -returned), e.g. "600 returned"
ruling-result = { $what } ({ $extras })
# $outcomes (String) - each outcome, joined by ruling-result-or, e.g. "call (call to 400) or fold (fold)"
ruling-result-choice = { $outcomes }, the TD's choice
# $label (String) - the outcome as the rules name it (ruling-as), e.g. "call to 400"
# $what (String) - what it counts as, with its chips, e.g. "call to 400, 600 returned"
ruling-outcome = { $label } ({ $what })

## The card (rulescore.present.cards.RulingCard): its parts, captions and columns

# $kind (String) - what the action counts as (ActionKind), e.g. "raise"
# $to (Number) - the player's street total after it
ruling-card-as = { $kind ->
    [call] call { $to }
    [bet] bet { $to }
    [raise] raise to { $to }
    [fold] fold
    [check] check
    [pending] pending: TD decides
    [withdrawn] withdrawn
    [count] dealer's count
    [recount] recount
    [deal] next card dealt
   *[declaration] declaration
  }
# $ruled (String) - how a showdown event is ruled, as the showdown names it: held, tabled, partly-tabled, pushed, mucked, forfeit, folded, dead, live, claim or request
ruling-card-ruled = { $ruled ->
    [held] held
    [tabled] tabled
    [partly-tabled] partly tabled
    [pushed] pushed
    [mucked] mucked
    [forfeit] forfeit
    [folded] folded
    [dead] dead
    [live] live
    [claim] claim
   *[request] request
  }
ruling-card-not-full = not a { -full-raise }
# $outcomes (String) - the TD's outcomes, joined, e.g. "call or fold"
ruling-card-td-may = the TD may rule: { $outcomes }
ruling-card-uncalled = uncalled
# $player (String) - the bettor, e.g. "B"
ruling-card-returned-to = returned to { $player }
# $player (String) - a winner, e.g. "A"
ruling-card-wins = { $player } wins
ruling-card-rules = Rules
ruling-card-why = Why
ruling-card-steps = Steps
ruling-card-showdown = Showdown
# $player (String) - who shows first, e.g. "B"
ruling-card-shows-first = { $player } shows first
ruling-card-pots = Pots
ruling-card-caption = Step by step (amounts are street totals)
ruling-card-showdown-caption = The showdown
ruling-card-col-n = #
ruling-card-col-action = action
ruling-card-col-as = counts as
ruling-card-col-why = why
ruling-card-col-rule = rule
ruling-card-col-event = at the showdown
ruling-card-col-ruled = ruled
ruling-card-col-pot = pot
ruling-card-col-chips = chips
ruling-card-col-players = players
