explorer-pots = pule
explorer-stacks = stacki
explorer-rules = przepisy
explorer-col-pot = pula
explorer-col-chips = żetony
explorer-col-who = kto może ją wygrać
explorer-col-player = gracz
explorer-col-start = na starcie
explorer-col-front = przed graczem
explorer-col-behind = pozostało
explorer-col-status = stan
explorer-col-may-raise = może podbić
explorer-no-chips = w puli nie ma jeszcze żetonów
explorer-total = wszystkie żetony w puli i przed graczami: { $chips }
explorer-deep = głęboki stack
explorer-yes-no = { $yes ->
    [yes] tak
   *[no] nie
  }
explorer-printed = orzeczenie tak, jak wypisuje je rulescore ask
explorer-error = błąd: { $error }
explorer-last-good = Poniżej orzeczenie dla ostatniego poprawnego stanu: popraw rozdanie albo cofnij.
explorer-wait = przyciski czekają, aż rozdanie znów będzie poprawne (popraw je albo cofnij)
explorer-player-to-act = gracz na ruchu
explorer-nobody-to-act = (nikt nie jest na ruchu)
explorer-next = Dalej: { $note }.
explorer-language = język
explorer-ladder = drabina akcji · { $street }, blindy { $sb }/{ $bb }; żetony to sumy na ulicy
explorer-col-action = akcja
explorer-col-as = liczy się jako
explorer-col-total = razem
explorer-col-incr = przyrost
explorer-col-kind = rodzaj
explorer-col-min-raise-to = min. podbicie do
explorer-col-may-reraise = może przebić
explorer-kind = { $kind ->
    [full] pełne
    [incomplete] niepełne
    [full-all-in] pełne, { -all-in }
    [incomplete-all-in] niepełne, { -all-in }
   *[all-in] { -all-in }
  }
