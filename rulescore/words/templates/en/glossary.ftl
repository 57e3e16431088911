### The glossary: one term per idea, the single source of the words every template uses (a template names a
### term, { -raise }, and never types the word). English is the reference: each idea's definition (.definition,
### our own words) and the rules where it matters (.where: source rule ids, then TDA 2024 numbers). A term
### without a definition is a word of the rulings (a street, a game) and is not listed in the guide's glossary.
### .avoid lists words not to write for the idea (the tests check every template against them).
### Variants: $count selects the plural (CLDR categories), $case the grammatical case (English has none).

## The glossary of the guide

-accepted-action = accepted action
    .definition = A player who acts on a wrong count of a bet (given by the dealer or another player) stands by the action taken and owes the correct amount.
    .where = 08.10, PL-53; TDA 49
-action = { $count ->
   *[one] action
    [other] actions
  }
    .definition = Any fold, check, bet, call or raise; several actions in turn can amount to substantial action.
    .where = IA-05
-all-in = all-in
    .definition = A bet, call or raise of all a player's remaining chips. An all-in that adds less than a full raise is incomplete.
    .where = IA-07, IA-10, RU-16
-bet = { $count ->
   *[one] bet
    [other] bets
  }
    .definition = The first chips put in on a street; betting is also the whole exchange of bets, calls and raises.
    .where = 08.1–08.3
-big-blind = big blind
    .definition = The forced bet of the second seat left of the button; preflop it counts as the opening bet, and the big blind keeps the option to raise when it is only called.
    .where = IA-10-3
-burn-card = burn card
    .definition = The card dealt face down before each board card; what happens to the burns after substantial action is ruled in IA-05.
    .where = IA-05; TDA 38
-button = button
    .definition = The dealer position; the small blind sits to its left. Showdown and odd-chip rules count seats from it.
    .where = 03.4, 03.7, RU-20
-call = call
    .definition = Putting in exactly the chips needed to match the current bet.
    .where = 08.1
-calling-the-clock = calling the clock
    .definition = Asking the floor to limit a player's time to act.
    .where = RU-27; TDA 29
-cards-speak = cards speak
    .definition = The cards, not the words spoken at showdown, decide who wins.
    .where = 03.1, RU-13; TDA 12
-check = check
    .definition = Declining to bet when no bet has been made. Saying “call” with nothing to call counts as a check.
    .where = PL-55
-chip = { $count ->
   *[one] chip
    [other] chips
  }
    .definition = A betting token of one denomination; the smallest denomination in play decides how odd chips are split.
    .where = 03.7, RU-20
-colour-up = colour-up
    .definition = Replacing the smallest chips by larger ones when they are no longer needed for the blinds and antes.
    .where = RU-24, RU-25; TDA 24
-declaration = declaration
    .definition = A spoken statement of an action (“raise”, “call”, an amount); in turn it binds the player.
    .where = 08.7, PL-51, PL-59; TDA 51
-disputed-pot = disputed pot
    .definition = A pot whose award is contested; the time limit for a dispute depends on whether it is about reading the hand or counting the chips.
    .where = 03.9, RU-22; TDA 22
-fold = fold
    .definition = Giving up the hand and any claim to the pot.
    .where = 08.1
-full-raise = full raise
    .definition = A raise that adds at least the minimum raise increment; only a full raise (or several short all-ins adding up to one) reopens the betting.
    .where = IA-10; TDA 47
-hand-for-hand = hand-for-hand
    .definition = Near the money, every table plays one hand and waits for the others, so that players eliminated in the same hand are placed fairly.
    .where = RU-28; TDA RP-8
-incomplete-raise = incomplete raise
    .definition = An all-in that raises by less than a full raise. It raises the price to call but does not change the minimum raise and reopens nobody by itself.
    .where = IA-07-2, IA-10
-main-pot = main pot
    .definition = The pot every player still in the hand is eligible for; chips above the shortest all-in go to side pots.
    .where = 03.8, RU-21; TDA 21
-minimum-raise = minimum raise
    .definition = A raise must add at least the largest full bet or raise made so far on the street (preflop the big blind counts as the opening bet).
    .where = 08.4, IA-07; TDA 43
-muck = muck
    .definition = To discard cards unseen; a hand thrown into the muck is dead unless it can be identified without doubt.
    .where = 03.2, RU-14, RU-15
-multiple-chip-bet = multiple-chip bet
    .definition = Several chips pushed without a word. If every chip is needed for the call (taking away one chip of the smallest denomination would leave less than the call), it is a call; otherwise the 50 % standard decides whether it is a raise.
    .where = 08.6, IA-08; TDA 45
-odd-chip = odd chip
    .definition = The chip left over when a pot cannot be split equally. Pots are broken down to the smallest denomination in play first; the odd chip goes to the first winner left of the button.
    .where = 03.7, RU-20; TDA 20
-out-of-turn = out of turn
    .definition = An action taken before it is the player's turn. It is binding if the action to that player does not change in between.
    .where = 08.9, IA-13, IA-14; TDA 53
-overchip = overchip
    .definition = A single chip larger than the amount to call, pushed without a word: it is only a call.
    .where = 08.5; TDA 44
-pot = { $count ->
   *[one] pot
    [other] pots
  }
    .definition = All the chips bet in a hand; pot-limit games need its exact size.
    .where = PL-54
-pot-limit = pot-limit
    .definition = A betting structure in which the largest raise is the size of the pot after calling.
    .where = PL-54; TDA 54
-rabbit-hunting = rabbit hunting
    .definition = Dealing out the cards that would have come after a hand is over; not allowed.
    .where = RU-29; TDA 28
-raise = { $count ->
   *[one] raise
    [other] raises
  }
    .definition = Increasing the bet. Amounts in this guide are totals for the street: raise to 1600, not by 1600.
    .where = 08.4, IA-07, PL-52
-reopening = reopening the betting
    .definition = A player who has acted may raise again only if the bet has grown by at least a full raise since that player's last action.
    .where = IA-10; TDA 47
-showdown = showdown
    .definition = Showing the hands after the last betting round to decide the pot.
    .where = 03.4, RU-17; TDA 17
-side-pot = { $count ->
   *[one] side pot
    [other] side pots
  }
    .definition = A pot made of the chips above a short all-in; only players who put in those chips are eligible, and each pot is awarded separately.
    .where = 03.8, RU-21; TDA 21
-substantial-action = substantial action
    .definition = Two actions at least one of which puts in chips, or any three actions; after it, some errors (a misdeal, a wrong burn, an underbet in pot-limit) can no longer be undone.
    .where = IA-05, IA-14; TDA 36
    .avoid = significant action
-stack = stack
    .definition = The chips a player has behind, not yet bet.
    .where = IA-08
-fifty-percent-standard = 50 % standard
    .definition = Silent chips adding at least half the minimum raise over the call make a raise (to the minimum); less is only a call.
    .where = 08.4, IA-08; TDA 43
-street = { $count ->
   *[one] street
    [other] streets
  }
    .definition = One betting round: preflop, flop, turn or river.
    .where = 08.4, IA-07
-string-bet = string bet
    .definition = Chips put in with more than one forward motion and no amount declared first; dealers are to call it, and only the first motion counts.
    .where = PL-56
-tabling = tabling
    .definition = Turning all cards face up at showdown so they can be read: two in Hold'em, all four in Omaha.
    .where = 03.2, RU-14; TDA 13
-td = { $form ->
   *[short] TD
    [long] tournament director (TD)
  }
    .definition = The official whose decision is final; where the rules leave a choice, this guide lists the outcomes the TD may pick.
    .where = PL-53, RU-14
-undercall = undercall
    .definition = Pushing less than the amount to call without saying “call”. In turn, facing the opening bet of a street or any bet heads-up, it must be made up to a full call; elsewhere the TD may let the player fold and lose the chips pushed.
    .where = 08.7, IA-11; TDA 51
-underraise = underraise
    .definition = A raise declared or pushed below the minimum; it is corrected to a legal amount (minimum raise or call).
    .where = 08.8, IA-12; TDA 52

## The words of a ruling (no entry in the guide's glossary)

-small-blind = small blind
-blinds = blinds
-ante = { $count ->
   *[one] ante
    [other] antes
  }
-straddle = straddle
-misdeal = misdeal
-player = { $count ->
   *[one] player
    [other] players
  }
-no-limit = no-limit
-fixed-limit = fixed limit
-preflop = preflop
-flop = flop
-turn = turn
-river = river
-game-nlhe = { $form ->
   *[long] no-limit Hold'em
    [short] Hold'em
  }
-game-plo = { $form ->
   *[long] pot-limit Omaha
    [short] Omaha
  }
-game-plo8 = { $form ->
   *[long] pot-limit Omaha hi/lo
    [short] Omaha hi/lo
  }
-game-lhe = { $form ->
   *[long] limit Hold'em
    [short] limit Hold'em
  }
-game-lo8 = { $form ->
   *[long] limit Omaha hi/lo
    [short] limit Omaha hi/lo
  }
-renderings = the renderings
-tda2024 = TDA 2024

## What a player may do, as a list of options names it ("C may fold, call or raise")

-option-fold = fold
-option-check = check
-option-call = call
-option-bet = bet
-option-raise = raise
-option-allin = go all-in
