explorer-pots = { -pot(count: 2) }
explorer-stacks = stacki
explorer-rules = przepisy
explorer-col-pot = { -pot }
explorer-col-chips = { -chip(count: 2) }
explorer-col-who = kto może ją wygrać
explorer-col-player = { -player }
explorer-col-start = na starcie
explorer-col-front = przed { -player(case: "ins") }
explorer-col-behind = pozostało
explorer-col-status = stan
explorer-col-may-raise = może { -option-raise }
explorer-no-chips = w { -pot(case: "loc") } nie ma jeszcze { -chip(count: 5) }
explorer-total = wszystkie { -chip(count: 2) } w { -pot(case: "loc") } i przed { -player(count: 2, case: "ins") }: { $chips }
explorer-deep = głęboki { -stack }
explorer-yes-no = { $yes ->
    [yes] tak
   *[no] nie
  }
explorer-printed = orzeczenie tak, jak wypisuje je rulescore ask
explorer-error = błąd: { $error }
explorer-last-good = Poniżej orzeczenie dla ostatniego poprawnego stanu: popraw rozdanie albo cofnij.
explorer-wait = przyciski czekają, aż rozdanie znów będzie poprawne (popraw je albo cofnij)
explorer-player-to-act = { -player } na ruchu
explorer-nobody-to-act = (nikt nie jest na ruchu)
explorer-next = Dalej: { $note }.
explorer-language = język
explorer-ladder = drabina { -action(count: 5) } · { $street }, { -blinds } { $sb }/{ $bb }; { -chip(count: 2) } to sumy na { -street(case: "loc") }
explorer-col-action = { -action }
explorer-col-as = liczy się jako
explorer-col-total = razem
explorer-col-incr = przyrost
explorer-col-kind = rodzaj
explorer-col-min-raise-to = min. { -raise } do
explorer-col-may-reraise = może przebić
explorer-kind = { $kind ->
    [full] pełne
    [incomplete] niepełne
    [full-all-in] pełne, { -all-in }
    [incomplete-all-in] niepełne, { -all-in }
   *[all-in] { -all-in }
  }
