### The showdown's text view (the "showdown:" block of rulescore ask): one line per record of the showdown
### (rulescore.words.showdown says them; a line's indent is the layout's, not a word).

# $players (String) - the hands turned face up now, e.g. "A, B"
# $cite (String) - the rule, TDA number first, e.g. "TDA 20 · 03.3"
showdown-all-in = { -all-in }: every hand face up now ({ $players }) [{ $cite }]
# $player (String) - who shows first, e.g. "B"
# $cite (String) - e.g. "TDA 16 · 03.4"
showdown-first = shows first: { $player } [{ $cite }]
# (the event's number and its line as written stand before it: "1. A shows  -> ")
# $ruled (String) - what it counts as, said (ruling-card-ruled), e.g. "tabled"
# $cite (String) - e.g. "TDA 12 · 03.2"
showdown-event = { $ruled } [{ $cite }]
# $right (String) - what a request to see a hand is: absolute, discretion, none, face-up, dead, no-hand or self
showdown-right = { $right ->
    [absolute] absolute
    [discretion] discretion
    [none] none
    [face-up] face up
    [dead] dead
    [no-hand] no hand
   *[self] —
  }
# $by (String) - who asks, e.g. "A"
# $of (String) - whose hand, e.g. "C"
# $right (String) - the right, said (showdown-right), e.g. "discretion"
# $cite (String) - e.g. "TDA 18 · 03.5"
showdown-request = request { $by } to see { $of }: { $right } [{ $cite }]
# $by (String) - who asks, e.g. "A"
# $of (String) - whose hand, e.g. "C"
# $right (String) - the right, said (showdown-right), e.g. "discretion"
# $outcomes (String) - the TD's outcomes, joined with " | " (showdown-td-shows, showdown-td-declines)
# $cite (String) - e.g. "TDA 18 · 03.5"
showdown-request-td = request { $by } to see { $of }: { $right } ({ -td }: { $outcomes }) [{ $cite }]
# $player (String) - whose hand the TD may have shown, e.g. "C"
showdown-td-shows = { -td } has { $player }'s hand shown
# $player (String) - e.g. "C"
showdown-td-declines = { -td } declines to show { $player }'s hand
# $category (String) - a high hand's category: high-card, one-pair, two-pair, three-of-a-kind, straight, flush, full-house, four-of-a-kind or straight-flush
showdown-category = { $category ->
    [high-card] high card
    [one-pair] one pair
    [two-pair] two pair
    [three-of-a-kind] three of a kind
    [straight] straight
    [flush] flush
    [full-house] full house
    [four-of-a-kind] four of a kind
   *[straight-flush] straight flush
  }
# $player (String) - e.g. "A"
# $category (String) - the high hand, said (showdown-category), e.g. "two pair"
# $cards (String) - its five cards, e.g. "As Ah 9c 9d Kh"
showdown-hand = { $player }: { $category } ({ $cards })
# $player (String) - e.g. "A"
# $category (String) - e.g. "two pair"
# $cards (String) - e.g. "As Ah 9c 9d Kh"
# $low (String) - the five low cards, e.g. "7-5-4-2-A"
showdown-hand-low = { $player }: { $category } ({ $cards }), low { $low }
# $pot (String) - the pot's name (ruling-pot-name), e.g. "main pot"
# $chips (Number) - chips in it
# $shares (String) - each winner's share (showdown-share), joined with commas, e.g. "A 1000, B 900"
showdown-pot = { $pot } { $chips }: { $shares }
# $player (String) - e.g. "A"
# $chips (Number) - e.g. 1000
showdown-share = { $player } { $chips }
# $part (String) - what was split: pot, high-half, low-half or whole-pot
showdown-part = { $part ->
    [pot] pot
    [high-half] high half
    [low-half] low half
   *[whole-pot] whole pot
  }
# $chips (Number) - the odd chips, e.g. 100
# $part (String) - what was split, said (showdown-part), e.g. "pot"
# $player (String) - who gets them, e.g. "A"
showdown-odd = ; odd { $chips } ({ $part }) to { $player }
# $chips (Number) - e.g. 25
# $part (String) - e.g. "whole pot"
showdown-odd-high = ; odd { $chips } ({ $part }) to high
