### The Rule my hand page (rulescore.explorer.phone): its labels and buttons, and the answer it gives first.

phone-lang = Language
phone-table = Table
phone-game = Game
phone-players = Players
phone-names = Names
phone-names-positions = by position
phone-names-letters = by letter
phone-names-typed = as typed
phone-street = Street
phone-street-preflop = preflop
phone-street-flop = flop
phone-street-turn = turn
phone-street-river = river
phone-blinds = Blinds (small/big)
phone-dead-small-blind = Dead { -small-blind }
phone-ante = Ante (each player)
phone-ante-by-seat = Antes differ by seat
phone-bb-ante = Big blind ante
phone-straddle = Straddle (UTG)
phone-pot = Pot from earlier streets
phone-stacks = Stacks at the start (blank: deep)
phone-antes = Antes by seat
phone-deep = deep
phone-none = none
phone-action = The action
phone-no-action = no action yet
# $street (String) - a street, e.g. "flop"
# $p (String) - a player, e.g. "B"
phone-to-act = { $street } · { $p } to act
phone-betting-over = The betting is over.
phone-push = Chips pushed
phone-says = Said
phone-other = Other
phone-push-hint = chips: 1000 or 1000+100x5; motions: 300; 300
phone-says-hint = words: raise 800, call, all in
phone-then-hint = then pushed: chips, if any (400 or 500x2)
# $lo (Number) - the smallest legal total
# $hi (Number) - the largest legal total
phone-amount-hint = { $lo } to { $hi }
# $lo (Number) - the smallest legal total
phone-amount-hint-open = { $lo } or more
phone-bet-to = bet
phone-raise-to = raise to
phone-who = Player
phone-verb = Did
phone-rest = Chips or words
phone-add = Add
phone-undo = Undo
phone-new-hand = New hand
# $line (String) - an action row, e.g. "B push 1000"
phone-delete = delete { $line }
phone-rule-this = rule this
phone-ruling = The ruling
phone-ruling-for = Ruling for
phone-player-to-act = the player to act
phone-details = Every step, the pots and the stacks
phone-stacks-table = Stacks now
phone-col-player = player
phone-col-start = start
phone-col-front = in front
phone-col-behind = behind
phone-col-status = status
# $status (String) - a seat's state in the stacks table: to-act, waiting, has-matched-the-bet, in-the-hand, all-in or folded
phone-status = { $status ->
    [to-act] to act
    [waiting] waiting
    [has-matched-the-bet] has matched the bet
    [in-the-hand] in the hand
    [all-in] { -all-in }
   *[folded] folded
  }
phone-scenario = The scenario (for the incident report)
phone-scenario-hint = The hand in the scenario format: copy it, or paste one here and rule it.
phone-rule-text = Rule this text
phone-copy = Copy
phone-download = Download
phone-copied = copied
phone-downloaded = downloaded
phone-json = The ruling as rulescore ask --json prints it
phone-enter-hint = Enter the table, then tap what each player did; the answer is above.
# $got (String) - megabytes downloaded so far, e.g. "2.4"
# $total (String) - megabytes in all, e.g. "11.3"
# $left (String) - seconds left, about, e.g. "4"
phone-loading = Loading the rules engine: { $got } of { $total } MB, about { $left } s left. The form works meanwhile.
# $total (String) - megabytes in all, e.g. "11.3"
phone-loading-start = Loading the rules engine ({ $total } MB, once); the form works meanwhile.
phone-starting = Starting the rules engine…
# $s (String) - seconds, e.g. "2.1"
phone-ready = Ready in { $s } s.
# $ms (Number) - milliseconds
phone-ruled-in = Ruled in { $ms } ms.
phone-offline-ok = Works offline from now on.
phone-offline-no = This address cannot keep the page for use offline (that needs HTTPS, or localhost).
# $e (String) - what went wrong, e.g. "HTTP 404"
phone-offline-failed = The copy for use offline failed ({ $e }); the page still rules while online.
# $e (String) - what went wrong, e.g. "HTTP 404"
phone-failed = The rules engine could not start: { $e }
phone-queued = Kept; ruled as soon as the engine is ready.
phone-opt-fold = fold
phone-opt-check = check
phone-opt-call = call
phone-opt-bet = bet
phone-opt-raise = raise
phone-opt-allin = { -option-allin }
phone-or = or
phone-and = and
# $w (String) - the words said, e.g. "raise"
phone-q = “{ $w }”
# $p (String) - a player, e.g. "B"
phone-poss = { $p }'s
# $p (String) - a player, e.g. "B"
# $chips (String) - chips as written, e.g. "1000+100x5"
phone-subj-push = { $p }'s silent push of { $chips }
# $p (String) - a player, e.g. "B"
# $n (Number) - a number of chips (or of motions)
# $chips (String) - chips as written, e.g. "1000+100x5"
phone-subj-motions = { $p }'s push in { $n } motions ({ $chips })
# $p (String) - a player, e.g. "B"
# $words (String) - the words said in quotation marks, e.g. "“raise”"
phone-subj-says = { $p }'s { $words }
# $p (String) - a player, e.g. "B"
# $words (String) - the words said in quotation marks, e.g. "“raise”"
# $chips (String) - chips as written, e.g. "1000+100x5"
phone-subj-says-motions = { $p }'s { $words } and then { $chips }
# $p (String) - a player, e.g. "B"
# $what (String) - what the action counts as, e.g. "a call of 400"
phone-subj-plain = { $p }'s { $what }
# $to (Number) - the player's street total
phone-is-call = is a call of { $to }
# $to (Number) - the player's street total
phone-is-call-allin = is an all-in call of { $to }
# $to (Number) - the player's street total
phone-is-raise = is a raise to { $to }
# $to (Number) - the player's street total
phone-is-raise-allin = is an all-in raise to { $to }
# $to (Number) - the player's street total
phone-is-raise-short = is an all-in to { $to }, short of a { -full-raise }: it reopens the betting for nobody
# $to (Number) - the player's street total
phone-is-bet = is a bet of { $to }
# $to (Number) - the player's street total
phone-is-bet-allin = is an all-in bet of { $to }
phone-is-check = is a check
phone-is-fold = is a fold
# $first (String) - the player whose turn it is, e.g. "HJ"
# $p (String) - a player, e.g. "B"
phone-is-pending = is { -out-of-turn }: the action goes back to { $first }, and it binds if what { $p } faced has not changed when the turn reaches { $p }
# $p (String) - a player, e.g. "B"
phone-is-withdrawn = was { -out-of-turn } and no longer binds: the action before { $p } changed, so { $p } has every option again
# $p (String) - a player, e.g. "B"
phone-is-declaration = is not an action: { $p } is still to act
phone-is-count = is the dealer's count of the pot
# $what (String) - what the action counts as, e.g. "a call of 400"
phone-is-other = counts as { $what }
# $n (Number) - a number of chips (or of motions)
# $p (String) - a player, e.g. "B"
phone-back = { $n } goes back to { $p }
# $subject (String) - what the player did (phone-subj-*)
# $is (String) - what it counts as (phone-is-*)
# $tda (String) - the rule, e.g. "TDA 44"
phone-step = { $subject } { $is } ({ $tda }).
# $subject (String) - what the player did (phone-subj-*)
# $is (String) - what it counts as (phone-is-*)
# $back (String) - chips handed back (phone-back)
# $tda (String) - the rule, e.g. "TDA 44"
phone-step-back = { $subject } { $is }; { $back } ({ $tda }).
# $subject (String) - what the player did (phone-subj-*)
# $outcomes (String) - the outcomes, joined
# $tda (String) - the rule, e.g. "TDA 44"
phone-step-td = The TD decides: { $subject } counts as { $outcomes } ({ $tda }).
# $to (Number) - the player's street total
phone-what-call = a call of { $to }
# $to (Number) - the player's street total
# $n (Number) - a number of chips (or of motions)
phone-what-call-back = a call of { $to } with { $n } back
# $to (Number) - the player's street total
phone-what-raise = a raise to { $to }
# $to (Number) - the player's street total
phone-what-allin = all-in to { $to }
# $to (Number) - the player's street total
phone-what-bet = a bet of { $to }
phone-what-check = a check
phone-what-fold = a fold
# $as (String) - what it counts as, e.g. "raise"
# $to (Number) - the player's street total
phone-what-other = { $as } to { $to }
# $n (Number) - a number of chips (or of motions)
phone-plain-bet = bet of { $n }
# $n (Number) - a number of chips (or of motions)
phone-plain-raise = raise to { $n }
phone-plain-call = call
phone-plain-check = check
phone-plain-fold = fold
phone-plain-allin = all-in
# $p (String) - a player, e.g. "B"
# $call (String) - the amount to call (phone-dec-call or -nothing)
# $options (String) - what the player may do, joined
# $open (String) - whether betting is open (phone-open-*), or nothing
# $tda (String) - the rule, e.g. "TDA 44"
phone-dec = { $p } to act: { $call }; { $p } may { $options }{ $open } ({ $tda }).
# $n (Number) - a number of chips (or of motions)
phone-dec-call = { $n } to call
phone-dec-nothing = nothing to call
# $p (String) - a player, e.g. "B"
phone-dec-none = { $p } has no decision to make
# $word (String) - bet or raise, as phone-word-* says it
# $lo (Number) - the smallest legal total
phone-lim-min = { $word } at least { $lo }
# $word (String) - bet or raise, as phone-word-* says it
# $lo (Number) - the smallest legal total
# $hi (Number) - the largest legal total
phone-lim-range = { $word } at least { $lo }, at most { $hi }
# $word (String) - bet or raise, as phone-word-* says it
# $lo (Number) - the smallest legal total
phone-lim-exact = { $word } exactly { $lo }
phone-word-bet = bet
phone-word-raise = raise to
# $p (String) - a player, e.g. "B"
phone-open-reopened = ; the betting is reopened for { $p }
# $p (String) - a player, e.g. "B"
phone-open-closed = ; { $p } may not raise, as what came since was not a { -full-raise }
phone-over = The betting is over.
# $street (String) - a street, e.g. "flop"
phone-over-street = The { $street } betting is over; the hand goes on to the next street.
# $p (String) - a player, e.g. "B"
# $n (Number) - a number of chips (or of motions)
phone-wins = { $p } wins { $n }.
# $p (String) - a player, e.g. "B"
# $call (String) - the amount to call (phone-dec-call or -nothing)
phone-then = Next: { $p } to act, { $call }.
phone-then-over = Next: the betting round is over.
# $pot (Number) - chips in the pot now
# $extra (String) - what the pot counts beyond its chips, or nothing
# $p (String) - a player, e.g. "B"
# $owed (Number) - chips the player must add to call
# $after (Number) - the pot after the call
# $bet (Number) - the bet facing the player
# $max (Number) - the pot-limit maximum
phone-fig-pot = Pot limit: { $pot } in the pot{ $extra }; with { $p }'s call of { $owed } that is { $after }, and { $bet } + { $after } = { $max }.
# $pot (Number) - chips in the pot now
# $extra (String) - what the pot counts beyond its chips, or nothing
# $p (String) - a player, e.g. "B"
# $max (Number) - the pot-limit maximum
phone-fig-pot-open = Pot limit: { $pot } in the pot{ $extra }, so { $p } may bet at most { $max }.
# $sb (Number) - the small blind
# $counted (Number) - the pot as pot limit counts it
phone-fig-dead-sb = , and the dead { -small-blind } of { $sb } counts as posted: { $counted }
# $counted (Number) - the pot as pot limit counts it
phone-fig-short-blind = , with the blinds counted in full: { $counted }
# $p (String) - a player, e.g. "B"
# $hi (Number) - the largest legal total
phone-fig-stack = { $p }'s stack allows { $hi }.
# $sources (String) - the renderings' ids, e.g. "08.5, 08.6"
# $what (String) - what the action counts as, e.g. "a call of 400"
phone-read-one = The renderings ({ $sources }) rule it { $what }.
# $sources (String) - the renderings' ids, e.g. "08.5, 08.6"
# $outcomes (String) - the outcomes, joined
phone-read-conflict = The renderings ({ $sources }) disagree with each other here: { $outcomes }.
# $sources (String) - the renderings' ids, e.g. "08.5, 08.6"
# $p (String) - a player, e.g. "B"
# $to (Number) - the player's street total
phone-read-limit = The renderings ({ $sources }) put { $p }'s maximum at { $to }.
# $p (String) - a player, e.g. "B"
# $n (Number) - a number of chips (or of motions)
# $tda (String) - the rule, e.g. "TDA 44"
phone-err-check = { $p } faces { $n } to call and cannot check ({ $tda }).
# $p (String) - a player, e.g. "B"
# $verb (String) - the verb refused, as phone-word-* says it
# $amount (String) - the amount as typed, e.g. "250"
# $lo (Number) - the smallest legal total
# $tda (String) - the rule, e.g. "TDA 44"
phone-err-below = { $p } cannot { $verb } { $amount }: the smallest is { $lo } ({ $tda }).
# $p (String) - a player, e.g. "B"
# $verb (String) - the verb refused, as phone-word-* says it
# $amount (String) - the amount as typed, e.g. "250"
# $hi (Number) - the largest legal total
# $tda (String) - the rule, e.g. "TDA 44"
phone-err-above = { $p } cannot { $verb } { $amount }: the most is { $hi } ({ $tda }).
# $text (String) - the engine's own sentence
phone-err-other = { $text }
phone-err-blinds = Blinds: write the small and the { -big-blind }, like 100/200 or 100-200 (a blank is not 0).
phone-err-blinds-zero = Blinds: a { -small-blind } of 0 is none; if it was not posted, tick Dead { -small-blind } and keep the level's blinds.
phone-err-address = The address holds no hand that can be read; the hand on screen is kept.
phone-offer-push = Enter it as chips pushed
phone-offer-says = Enter it as said
phone-offer-one = One chip
phone-offer-several = Several chips
# $v (Number) - a chip value no chip set has
# $spec (String) - chips it could be, e.g. "1000+500+100"
phone-err-no-chip = There is no { $v } chip: write the chips pushed, like { $spec }.
# $p (String) - a player, e.g. "B"
# $n (Number) - a number of chips (or of motions)
# $one (String) - what one chip of that value counts as, with its rule
# $several (String) - what several chips making it count as, with their rule
phone-ask-chips = { $p } pushed { $n }: in one chip or in several? It decides the ruling: one chip is { $one }, several are { $several }.
phone-open-rule = Open in Rule my hand
# $n (Number) - the chips of the button
phone-btn-call = call { $n }
# $n (Number) - the chips of the button
phone-btn-call-allin = call { $n } (all-in)
# $n (Number) - the chips of the button
phone-btn-bet = bet { $n }
# $n (Number) - the chips of the button
phone-btn-raise = raise to { $n }
# $n (Number) - the chips of the button
phone-btn-raise-pot = raise to { $n } (pot)
# $n (Number) - the chips of the button
phone-btn-allin = all-in { $n }
phone-btn-fold = fold
phone-btn-check = check
