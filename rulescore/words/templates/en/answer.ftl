### The non-betting answers: rulescore.present.sentences says with them what a catalogue function computed (a split
### pot, a seat draw, a clock, an out-of-turn action), one sentence or two, from a typed record. Messages written
### as clauses start in lower case: the presenter joins clauses with semicolons and capitalises the sentence.

## When the figures cannot be said in a sentence (a test keeps this off every card)

# $figures (String) - the figures with their labels, e.g. "odd chip to: S5"
answer-figures = The rules give: { $figures }.

# $first (String) - the clauses before the last, joined with commas, e.g. "B has the most players"
# $last (String) - the last clause, e.g. "A halts"
answer-clauses = { $first } and { $last }

## A TD's decision (declarations.conditional_statement, declarations.found_chip)

# $outcome (String) - what the TD may rule: binding, not-binding (a statement); part, not-part (a chip found behind an all-in)
answer-outcome = { $outcome ->
    [binding] binding
    [not-binding] not binding
    [part] part of the { -all-in }
   *[not-part] not part of the { -all-in }
  }
# $said (String) - quoted (the words are known) or none
# $words (String) - what the player said, e.g. "if you bet, I raise"
# $outcomes (String) - the outcomes the TD may rule (answer-outcome), joined with "or", e.g. "not binding or binding"
# $penalty (String) - possible (the TD may also penalise the player) or none
answer-conditional = { $said ->
    [quoted] “{ $words }”
   *[none] A conditional statement
  } is a { -td }'s decision: the { -td } rules it { $outcomes }{ $penalty ->
    [possible] , and may penalise the player
   *[none] {""}
  }.
# $found (Number) - the chip found behind the all-in (0: not known)
# $all_in (Number) - the all-in it was found behind
# $outcomes (String) - the outcomes the TD may rule (answer-outcome), joined with "or", e.g. "part of the all-in or not part of the all-in"
answer-found-chip = { $found ->
    [0] A { -td }'s decision: the { -chip } found behind is ruled either { $outcomes }.
   *[other] A { -td }'s decision: the { $found } found behind the { -all-in } of { $all_in } is ruled either { $outcomes }.
  }

## When a wrong amount is corrected (procedure.correction_window)

# $moment (String) - when the error is found: before-next-card, river-before-showdown, before-next-card-after-sa, after-showdown-begins or after-next-card
answer-moment = { $moment ->
    [before-next-card] before the next card is dealt
    [river-before-showdown] on the { -river }, before the { -showdown }
    [before-next-card-after-sa] before the next card even after { -substantial-action }
    [after-showdown-begins] after the { -showdown } has begun
   *[after-next-card] after the next card is dealt
  }
# $structure (String) - no-limit, pot-limit or none (not given)
# $error (String) - low (too small), high (too large) or other
# $shape (String) - both (corrected at some moments, standing at others), corrected or stands
# $corrected (String) - the moments it is corrected at (answer-moment), joined with "or", e.g. "before the next card is dealt"
# $stands (String) - the moments it stands at (answer-moment), joined with "or", e.g. "after the next card is dealt"
answer-correction = { $structure ->
    [no-limit] In { -no-limit }, an amount
    [pot-limit] In { -pot-limit }, an amount
   *[none] An amount
  } that is { $error ->
    [low] too small
    [high] too large
   *[other] incorrect
  } { $shape ->
    [both] is corrected when it is found { $corrected }, but stands when it is found { $stands }
    [corrected] is corrected when it is found { $corrected }
   *[stands] stands when it is found { $stands }
  }.

## Who may ask for the pot to be counted (procedure.pot_count_rights)

# $shape (String) - both (some games yes, some no), may or may-not
# $may (String) - the games where a player may ask, joined with "or", e.g. "Omaha"
# $may_not (String) - the games where a player may not, joined with "or", e.g. "Hold'em or limit Hold'em"
answer-pot-count = { $shape ->
    [both] A { -player } may ask the dealer to count the { -pot } in { $may }, not in { $may_not }.
    [may] A { -player } may ask the dealer to count the { -pot } in { $may }.
   *[may-not] A { -player } may not ask the dealer to count the { -pot } in { $may_not }.
  }

## A split pot and the odd chip (pots.split_pot)

# $high (Number) - the high hand's half
# $low (Number) - the low hand's half
answer-split-halves = the { -pot } splits { $high } for the high hand and { $low } for the low
# $amount (Number) - the odd chip's value (0: not known)
# $player (String) - who gets it, e.g. "S5"
# $why (String) - button (it is the first winner left of the button) or none (no reason given)
# $button (String) - the button's seat, e.g. "S4"
answer-split-odd = { $amount ->
    [0] the { -odd-chip }
   *[other] the odd { $amount } { -chip }
  } goes to { $player }{ $why ->
    [button] , the first winner left of the { -button } ({ $button })
   *[none] {""}
  }
# $unit (Number) - the smallest chip in play
answer-split-unit = the split is made in { -chip(count: 2) } of { $unit }, the smallest in play
answer-split-even = The { -pot } divides evenly: there is no { -odd-chip }.

## Pots and who wins them (pots.settle)

# $n (Number) - 0 for the main pot, else the side pot's number
# $chips (Number) - the chips in the pot
# $players (String) - who may win it, joined with "and", e.g. "A, B and C"
answer-pot = { $n ->
    [0] the { -main-pot } is { $chips } ({ $players })
   *[other] { -side-pot } { $n } is { $chips } ({ $players })
  }
# $player (String) - the player who bet them, e.g. "B"
# $chips (Number) - the chips nobody called
answer-uncalled = { $player } gets { $chips } back uncalled

## A hand found with a wrong number of cards (procedure.burns_after_sa)

# $sa (String) - yes (substantial action has taken place) or no
# $misdeal (String) - yes (it is a misdeal) or no
# $dead (Number) - how many hands are dead (0: none)
# $seats (String) - the seats of the dead hands, joined with "and", e.g. "5"
# $burned (String) - yes (the number of burn cards before the flop is known) or no
# $burns (Number) - the cards burned before the flop
answer-burns = { $sa ->
    [yes] { -substantial-action } has taken place
   *[no] before { -substantial-action }
  }, so { $misdeal ->
    [yes] it is a { -misdeal }
   *[no] there is no { -misdeal }
  }{ $dead ->
    [0] {""}
    [one] : the hand in seat { $seats } is dead
   *[other] : the hands in seats { $seats } are dead
  }{ $burned ->
    [yes] { $burns ->
        [one] , and one card is burned before the { -flop }
       *[other] , and { $burns } cards are burned before the { -flop }
      }
   *[no] {""}
  }.

## An action out of turn (engine.out_of_turn)

# $player (String) - who acted out of turn, e.g. "S6"
# $skipped (String) - whom the action skipped, e.g. "S5"
answer-skipped = { $player } acted { -out-of-turn }, skipping { $skipped }.
# $verb (String) - what the reply does: call, fold, check, bet, raise, raise-by, allin or other
# $player (String) - who replies, e.g. "S5"
# $amount (Number) - the chips of a bet or raise (0 for none)
# $written (String) - the line as written (said as it is for another verb), e.g. "S5 push 1000"
answer-reply = { $verb ->
    [call] { $player } calls
    [fold] { $player } folds
    [check] { $player } checks
    [bet] { $player } bets { $amount }
    [raise] { $player } raises to { $amount }
    [raise-by] { $player } raises by { $amount }
    [allin] { $player } goes { -all-in }
   *[other] { $written }
  }
# $first (String) - the replies so far, e.g. "A checks and B checks"
# $next (String) - the next reply, e.g. "A bets 100 and B calls"
answer-or-if = { $first }, or if { $next }
# $said (String) - the replies (answer-reply), e.g. "S5 calls or S5 folds"
# $outcome (String) - what then happens to the action out of turn (answer-stands, answer-withdrawn), e.g. "S6's action stands (raise to 800)"
answer-if = If { $said }, { $outcome }.
# $player (String) - who acted out of turn, e.g. "S6"
# $what (String) - what the action counts as, e.g. "raise to 800" ('' with $known none)
# $known (String) - yes (what it counts as is given) or none
answer-stands = { $known ->
    [yes] { $player }'s action stands ({ $what })
   *[none] { $player }'s action stands
  }
# $player (String) - who acted out of turn, e.g. "S6"
# $returned (Number) - chips that go back to the player (0: none)
answer-withdrawn = { $player }'s action does not stand{ $returned ->
    [0] {""}
   *[other] {" "}and { $returned } goes back to { $player }
  }
# $player (String) - who acted out of turn, e.g. "S6"
# $to_call (Number) - the chips the player then has to call
# $options (String) - what the player may then do, joined with "or", e.g. "fold, call or raise"
# $word (String) - raise, bet or none (no raise possible)
# $low (Number) - the smallest raise-to total or bet
answer-withdrawn-options = { $to_call ->
    [0] { $player } has nothing to call and may { $options }
   *[other] { $player } has { $to_call } to call and may { $options }
  }{ $word ->
    [raise] {" "}(raise to at least { $low })
    [bet] {" "}(bet at least { $low })
   *[none] {""}
  }

## Tabling and the board (showdown.cards_to_table, hands.plays_board)

# $games (String) - each game's count (answer-cards-in-game), joined with "and", e.g. "2 in Hold'em and 4 in Omaha"
answer-cards-to-table = At the { -showdown } a hand wins only with its hole cards face up: { $games }.
# $n (Number) - the hole cards a hand must show
# $game (String) - the game, e.g. "Hold'em"
answer-cards-in-game = { $n } in { $game }
# $game (String) - the game, e.g. "Omaha"
# $clauses (String) - what the player may do (answer-board-may, -plays, -table), joined with semicolons
answer-board = In { $game }, { $clauses }.
# $may (String) - yes or no
answer-board-may = { $may ->
    [yes] a { -player } may play the board
   *[no] a { -player } may not play the board
  }
# $plays (String) - yes (the board is the best hand) or no
answer-board-plays = { $plays ->
    [yes] here the board is the { -player }'s best hand
   *[no] here the board is not the { -player }'s best hand
  }
# $n (Number) - the hole cards to turn face up
answer-board-table = to win a share the { -player } turns { $n ->
    [one] { $n } hole card
   *[other] { $n } hole cards
  } face up

## When the hands go face up (engine.all_in_timeline)

# $players (String) - whose hands, joined with "and", e.g. "A and B"
# $street (String) - the street they go face up on
# $remaining (Number) - how many streets are still to come
# $cards (String) - those streets, joined with "and", e.g. "river"
answer-face-up = The hands of { $players } go face up on the { $street ->
    [preflop] { -preflop }
    [flop] { -flop }
    [turn] { -turn }
   *[river] { -river }
  }{ $remaining ->
    [0] , with no card to come
   *[other] , with the { $cards } still to come
  }.
# $n (Number) - how many side pots
# $amounts (String) - their chips, joined with "and", e.g. "2000"
answer-side-pots = { $n ->
    [one] There is a { -side-pot } of { $amounts }.
   *[other] There are { -side-pot(count: 2) } of { $amounts }.
  }
# $order (String) - the pots in the order they are settled (answer-then), e.g. "side pot 1, then main pot"
answer-settle-order = The { -pot(count: 2) } are settled in the order { $order }.
# $first (String) - what comes first, e.g. "side pot 1"
# $next (String) - what comes then, e.g. "main pot"
answer-then = { $first }, then { $next }

## Disputes after the hand (showdown.dispute_deadlines, showdown.dispute)

# $deadline (String) - next-hand, one-minute (after the award) or sa (substantial action in the next hand)
answer-deadline = { $deadline ->
    [next-hand] the start of the next hand
    [one-minute] 1 minute after the { -pot } is awarded
   *[sa] { -substantial-action } in the next hand
  }
# $deadline (String) - next-hand, one-minute or sa (as in answer-deadline)
answer-deadline-until = { $deadline ->
    [next-hand] until the start of the next hand
    [one-minute] until 1 minute after the { -pot } is awarded
   *[sa] until { -substantial-action } in the next hand
  }
# $error (String) - reading (a misread hand), accounting (a miscounted pot), before-break (a hand that ended right before a break) or accounting-before-break
# $first (String) - yes (the first clause: it says "may be disputed") or no
# $until (String) - until the deadline (answer-deadline-until), e.g. "until the start of the next hand"
answer-disputed-until = { $error ->
    [reading] a misread hand
    [accounting] a miscounted pot
    [before-break] a hand that ended right before a break
   *[accounting-before-break] a miscounted pot of a hand that ended right before a break
  }{ $first ->
    [yes] {" "}may be disputed { $until }
   *[no] {" "}{ $until }
  }
# $first (String) - the clauses so far, e.g. "a misread hand may be disputed until the start of the next hand"
# $last (String) - the last clause, e.g. "a miscounted pot until substantial action in the next hand"
answer-and-last = { $first }, and { $last }
# $error (String) - reading (a misread hand), accounting (a miscounted pot) or other
# $raised (String) - when it is raised: at-once, before-next-hand, break-minute, next-hand-started, sa-next-hand or none
# $correctable (String) - yes or no
# $dated (String) - yes (the deadline is known) or no
# $until (String) - the deadline (answer-deadline), e.g. "the start of the next hand"
answer-dispute = A dispute over { $error ->
    [reading] a misread hand
    [accounting] a miscounted pot
   *[other] the error
  }{ $raised ->
    [at-once] {" "}raised at once
    [before-next-hand] {" "}raised before the next hand
    [break-minute] {" "}raised 1 minute into the break
    [next-hand-started] {" "}raised after the next hand has started
    [sa-next-hand] {" "}raised after { -substantial-action } in the next hand
   *[none] {""}
  } { $correctable ->
    [yes] may still be corrected
   *[no] can no longer be corrected
  }{ $dated ->
    [yes] {" "}(the deadline is { $until })
   *[no] {""}
  }.

## Seats and tables (tables.seat_draw, tables.balance)

# $one (String) - yes (every player gets exactly one seat) or no
answer-seat-each = { $one ->
    [yes] every { -player } gets exactly one seat
   *[no] the draw does not give each { -player } one seat
  }
# $top (String) - yes (the highest card takes the top seat) or no
answer-seat-top = { $top ->
    [yes] the highest card takes the top seat
   *[no] the highest card does not take the top seat
  }
# $table (String) - the table with the most players, e.g. "B"
answer-most = { $table } has the most { -player(count: 2) }
# $tables (String) - the tables that halt, joined with "and", e.g. "A"
# $count (Number) - how many tables they are
# $when (String) - big-blind, small-blind (that blind reaches an empty seat) or none
answer-halt = { $tables } { $count ->
    [one] halts
   *[other] halt
  }{ $when ->
    [big-blind] {" "}when the { -big-blind } reaches an empty seat
    [small-blind] {" "}when the { -small-blind } reaches an empty seat
   *[none] {""}
  }

## Levels, chips and the clock (tables.level_for_hands, tables.colour_up, tables.leftover_exchange, tables.clock_compare)

# $count (Number) - how many hands
# $times (String) - when they begin, joined with "and", e.g. "1150 and 1195"
# $level (String) - current or new
answer-level = { $count ->
    [one] a hand begun at { $times } is played at the { $level ->
        [current] current
       *[new] new
      } level
   *[other] hands begun at { $times } are played at the { $level ->
        [current] current
       *[new] new
      } level
  }
# $text (String) - the levels of the hands (answer-level), e.g. "a hand begun at 1230 is played at the new level"
# $ends (Number) - when the level ends
answer-level-ends = { $text } (the level ends at { $ends })
# $retire (Number) - the chips taken out of play (0: not known)
# $method (String) - round-up, race or none
# $stacks (String) - each player's stack after it, e.g. "A 3100, B 600"
answer-colour-up = After the { -colour-up } of the{ $retire ->
    [0] {""}
   *[other] {" "}{ $retire } { -chip(count: 2) }
  }{ $method ->
    [round-up] {" "}by rounding each remainder up to one more new { -chip }
    [race] {" "}by a { -chip } race
   *[none] {""}
  }, the stacks are { $stacks }.
# $player (String) - a player, e.g. "A"
# $chips (Number) - the player's chips
answer-stack = { $player } { $chips }
# $exchanged (Number) - the chips exchanged for chips in play
# $removed (Number) - the leftover chips removed without compensation
answer-leftover = { $exchanged ->
    [0] Nothing is exchanged
   *[other] { $exchanged } is exchanged for { -chip(count: 2) } in play
  }{ $removed ->
    [0] {""}
   *[other] , and { $removed } in leftover { -chip(count: 2) } is removed without compensation
  }.
# $seconds (Number) - the time a player has
# $countdown (Number) - the countdown after it (0: none)
answer-clock = The { -player } has { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
  }{ $countdown ->
    [0] {""}
   *[other] , then a { $countdown }-second countdown
  }
# $n (Number) - a number of seconds
answer-seconds = { $n ->
    [one] { $n } second
   *[other] { $n } seconds
  }
# $times (String) - when the player acted (answer-seconds), joined with "or", e.g. "60 seconds"
answer-clock-in-time = acting after { $times } is in time
# $times (String) - when the player acted (answer-seconds), joined with "or", e.g. "61 seconds"
answer-clock-late = acting after { $times } is too late

## Places (tables.placings_and_prizes)

# $players (String) - who finish in the place, joined with "and", e.g. "X and Y"
# $count (Number) - how many they are
# $place (Number) - the place
answer-place = { $count ->
    [one] { $players } takes { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
      } place
   *[other] { $players } share { NUMBER($place, type: "ordinal") ->
        [one] { $place }st
        [two] { $place }nd
        [few] { $place }rd
       *[other] { $place }th
      } place
  }
