### Текстовый вид шоудауна (блок «showdown:» в rulescore ask): строка на каждую запись шоудауна.

showdown-all-in = { -all-in }: все руки открываются сразу ({ $players }) [{ $cite }]
showdown-first = первым показывает: { $player } [{ $cite }]
showdown-event = { $ruled } [{ $cite }]
showdown-right = { $right ->
    [absolute] безусловное право
    [discretion] решает { -td }
    [none] права нет
    [face-up] уже открыта
    [dead] мертва
    [no-hand] руки нет
   *[self] —
  }
showdown-request = { $by } просит показать руку { $of }: { $right } [{ $cite }]
showdown-request-td = { $by } просит показать руку { $of }: { $right } ({ -td }: { $outcomes }) [{ $cite }]
showdown-td-shows = { -td } велит показать руку { $player }
showdown-td-declines = { -td } отказывает в показе руки { $player }
showdown-category = { $category ->
    [high-card] старшая карта
    [one-pair] пара
    [two-pair] две пары
    [three-of-a-kind] сет
    [straight] стрит
    [flush] флеш
    [full-house] фулл-хаус
    [four-of-a-kind] каре
   *[straight-flush] стрит-флеш
  }
showdown-hand = { $player }: { $category } ({ $cards })
showdown-hand-low = { $player }: { $category } ({ $cards }), младшая рука { $low }
showdown-pot = { $pot } { $chips }: { $shares }
showdown-share = { $player } { $chips }
showdown-part = { $part ->
    [pot] { -pot }
    [high-half] старшая половина
    [low-half] младшая половина
   *[whole-pot] весь { -pot }
  }
showdown-odd = ; { -odd-chip } { $chips } ({ $part }) — { $player }
showdown-odd-high = ; { -odd-chip } { $chips } ({ $part }) — старшей руке
