### Widok tekstowy showdownu (blok „showdown:” w rulescore ask): wiersz na każdy zapis showdownu.

showdown-all-in = { -all-in }: wszystkie ręce odkrywa się od razu ({ $players }) [{ $cite }]
showdown-first = pierwszy pokazuje: { $player } [{ $cite }]
showdown-event = { $ruled } [{ $cite }]
showdown-right = { $right ->
    [absolute] bezwzględne prawo
    [discretion] decyzja { -td }
    [none] brak prawa
    [face-up] już odkryta
    [dead] martwa
    [no-hand] brak ręki
   *[self] —
  }
showdown-request = { $by } prosi o pokazanie ręki { $of }: { $right } [{ $cite }]
showdown-request-td = { $by } prosi o pokazanie ręki { $of }: { $right } ({ -td }: { $outcomes }) [{ $cite }]
showdown-td-shows = { -td } każe pokazać rękę { $player }
showdown-td-declines = { -td } odmawia pokazania ręki { $player }
showdown-category = { $category ->
    [high-card] wysoka karta
    [one-pair] para
    [two-pair] dwie pary
    [three-of-a-kind] trójka
    [straight] strit
    [flush] kolor
    [full-house] full
    [four-of-a-kind] kareta
   *[straight-flush] poker
  }
showdown-hand = { $player }: { $category } ({ $cards })
showdown-hand-low = { $player }: { $category } ({ $cards }), niska ręka { $low }
showdown-pot = { $pot } { $chips }: { $shares }
showdown-share = { $player } { $chips }
showdown-part = { $part ->
    [pot] { -pot }
    [high-half] połowa wysokiej ręki
    [low-half] połowa niskiej ręki
   *[whole-pot] cała { -pot }
  }
showdown-odd = ; { -odd-chip } { $chips } ({ $part }) dla { $player }
showdown-odd-high = ; { -odd-chip } { $chips } ({ $part }) dla wysokiej ręki
