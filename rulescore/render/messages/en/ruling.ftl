### The words of a ruling: rulescore.render.ruling writes a Ruling with them (the headline of a card and of the
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
