### Uwagi silnika: dlaczego akcja liczy się tak, a nie inaczej, dlaczego betowanie jest dla gracza otwarte, co może
### rozstrzygnąć TD. Każdy komunikat to jeden rodzaj rulescore.records.vocabulary.Note; zmienne opisuje plik angielski
### (en/note.ftl). Kwoty to sumy na danej ulicy, o ile nie powiedziano inaczej.

## Bety i podbicia

note-full = { $kind ->
    [bet] pełny { -bet } { $by }
   *[raise] { -full-raise } o { $by }
  }; { -minimum-raise } teraz do { $next }
note-half-bet = { -all-in } za { $total }{ $over ->
    [yes] , { $by } ponad ostatni pełny { -bet } { $base }
   *[no] {""}
  }: co najmniej połowa { -bet(case: "gen") } { $bet }, więc w { -fixed-limit } liczy się jako pełny { -bet }: ponownie otwiera betowanie, liczy się do limitu { -raise(count: 5) }, a { -raise } idzie do { $next }
note-short-fixed = { -all-in } za { $total }{ $over ->
    [yes] , { $by } ponad ostatni pełny { -bet } { $base }
   *[no] {""}
  }: mniej niż połowa { -bet(case: "gen") } { $bet }, więc w { -fixed-limit } nikomu nie otwiera ponownie betowania, a { -raise } uzupełnia { -bet(case: "acc") } do { $next }
note-incomplete = { -all-in } dokłada { $by }, mniej niż { -full-raise } ({ $full }): nikomu nie otwiera ponownie betowania, { -minimum-raise } pozostaje { $full }
note-fold-no-bet = { -fold } bez { -bet(case: "gen") } do { -call(case: "gen") } jest wiążący, ale niestandardowy
note-applied-dead = zastosowano tutaj: { $n ->
    [one] ręka { -player(case: "gen") } { $players } jest martwa ({ -fold })
   *[other] ręce { -player(count: 5) } { $players } są martwe ({ -fold })
  }
note-allin-call = { -all-in }, ale { $blocker }: to { -call }; { $gone ->
    [back] pozostałe { $rest } wraca do { -player(case: "gen") }
   *[stay] pozostałe { $rest } zostaje w { -stack(case: "loc") } { -player(case: "gen") } { $player }
  }
note-allin-above = { -all-in } za { $total } przekracza { $limit ->
    [pot] limit { -pot(case: "gen") }
   *[bet] jeden bet
  }: { -raise } do najwyższej dozwolonej kwoty, { $top }; { $gone ->
    [back] pozostałe { $rest } wraca do { -player(case: "gen") }
   *[stay] pozostałe { $rest } zostaje w { -stack(case: "loc") } { -player(case: "gen") } { $player }
  }
note-reduced = zmniejszono do maksimum { -pot-limit(case: "gen") }, { $to }; zwrot { $back }
note-blocked = { $why ->
    [folded] { $player } spasował
    [all-in] { $player } jest { -all-in }
    [not-open] od { -action(count: 5) } { -player(case: "gen") } { $player } stawka wzrosła tylko o { $rose }, mniej niż { -full-raise } ({ $full })
    [cap] osiągnięto limit { COUNT($cap, "bet", case: "gen") }
    [no-chips] { $player } nie ma { -chip(count: 5) } ponad kwotę { -call(case: "gen") }
   *[no-caller] nikt inny nie może { -option-call } więcej niż { $bet }
  }
note-barred-check = { $player } powiedział „{ -check }” wobec { -bet(case: "gen") } i może już tylko { -option-call } lub { -option-fold }

## Powód: dlaczego betowanie jest lub nie jest otwarte dla gracza, o którego pytamy, albo dlaczego runda się skończyła

note-reason-folded = { $player } spasował.
note-reason-all-in = { $player } jest { -all-in }.
note-reason-not-reopened = Od { -action(count: 5) } { -player(case: "gen") } { $player } stawka wzrosła tylko o { $rose }, mniej niż { -full-raise } ({ $full }): { $player } może { -option-call } lub { -option-fold }, ale nie może { -option-raise }.
note-reason-open = { $why ->
    [withdrawn] { -out-of-turn } { -player(case: "gen") } { $player } została wycofana, bo zmieniła się { -action }, przed którą stał; { $player } decyduje od nowa i betowanie jest dla niego otwarte
    [first] { $player } nie działał jeszcze na tej { -street(case: "gen") }, więc betowanie jest dla niego otwarte
    [reopened] Od { -action(count: 5) } { -player(case: "gen") } { $player } stawka wzrosła o { $rose }, co najmniej o { -full-raise(case: "acc") } ({ $full }): betowanie jest dla niego ponownie otwarte
   *[half-bet] Od { -action(count: 5) } { -player(case: "gen") } { $player } wszedł { -all-in } za co najmniej pół { -bet(case: "gen") }: betowanie jest dla niego ponownie otwarte (TDA 47-B)
  }.
note-reason-open-but = { $why ->
    [withdrawn] { -out-of-turn } { -player(case: "gen") } { $player } została wycofana, bo zmieniła się { -action }, przed którą stał; { $player } decyduje od nowa i betowanie jest dla niego otwarte
    [first] { $player } nie działał jeszcze na tej { -street(case: "gen") }, więc betowanie jest dla niego otwarte
    [reopened] Od { -action(count: 5) } { -player(case: "gen") } { $player } stawka wzrosła o { $rose }, co najmniej o { -full-raise(case: "acc") } ({ $full }): betowanie jest dla niego ponownie otwarte
   *[half-bet] Od { -action(count: 5) } { -player(case: "gen") } { $player } wszedł { -all-in } za co najmniej pół { -bet(case: "gen") }: betowanie jest dla niego ponownie otwarte (TDA 47-B)
  }, ale { $player } nie może { -option-raise }: { $blocker } ({ $rule }).
note-reason-round-over = Runda betowania jest zakończona.
note-reason-over = Betowanie w tym rozdaniu jest zakończone.
note-reason-street-over = Betowanie na { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } jest zakończone; rozdanie przechodzi na następną { -street(case: "acc") }.
note-reason-uncontested = Wszyscy pozostali spasowali: { $player } wygrywa { -pot(case: "acc") } bez { -showdown(case: "gen") }.
note-may-not-raise = { -player } nie może { -option-raise }

## Żetony i słowa

note-conditional = wypowiedź warunkowa jest niestandardowa: TD może uznać ją za wiążącą i/lub ukarać { -player(case: "gen") }; nie jest { -action(case: "ins") }, kolejka się nie przesuwa
note-second-motion-back = { $chips } z drugiego ruchu wraca: { -raise } wymaga jednego ruchu albo wcześniejszej zapowiedzi ({ -string-bet }, { $rule })
note-second-motion-call = drugi ruch uzupełnia { -call(case: "acc") } { $call }; wszystko ponad to byłoby { -string-bet } i wraca ({ $rule })
note-first-motion-bet = nie ma { -bet(case: "gen") } do { -call(case: "gen") }: pierwszy ruch to { -bet } { $total }
note-later-motions-back = { $chips } z kolejnych ruchów wraca: { -bet } stawia się jednym ruchem ({ -string-bet }, TDA 56)
note-later-motions-minimum = kolejne ruchy ({ $chips }) tylko uzupełniają { -bet(case: "gen") } do minimalnej kwoty (TDA 56, 52-A)
note-last-chips-call = ostatnie { -chip(count: 2) } { -player(case: "gen") }: { -call } { -all-in } za mniej
note-after-chips = słowa po { -chip(case: "loc", count: 2) } ich nie zmieniają ({ $rule })
note-chips-bet = nie ma { -bet(case: "gen") } do { -call(case: "gen") }: { -chip(count: 2) } to { -bet } { $total }
note-single-chip-check = nie ma nic do { -call(case: "gen") }: pojedynczy { -chip } to { -check }, { -chip } wraca
note-told-call = { -player(case: "dat") } { $player } podano bet { $told } i sprawdził go: to { -call } rzeczywistego { -bet(case: "gen") } { $bet }, brakuje jeszcze { $owed } ({ -accepted-action })
note-not-open-call = betowanie nie jest otwarte dla { -player(case: "gen") } { $player }: { -chip(count: 2) } to { -call }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-reaches-minimum = { $total } osiąga { -minimum-raise(case: "acc") }: { -raise } do { $total }
note-obliged = { $over } ponad { -call } to co najmniej połowa { -minimum-raise(case: "gen") } ({ $increment }): obowiązkowe { -raise } do { $to }
note-less-than-half = { $over } ponad { -call } to mniej niż połowa { -minimum-raise(case: "gen") } ({ $increment }): { -call }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-in-front = { $situation ->
    [4] wcześniejsze { -chip(count: 2) } już pokrywają { -call }
   *[other] wcześniejsze { -chip(count: 2) } zostały częściowo cofnięte
  }: { $total } przed { -player(case: "ins") } to jeden { -multiple-chip-bet } ({ $rule }, sytuacja { $situation })
note-earlier-chips = wcześniejsze { -chip(count: 2) } { $situation ->
    [1] zostały przed { -player(case: "ins") }
   *[other] zostały cofnięte
  }: nowe { -chip(count: 2) } ocenia się wobec { $needed }, których jeszcze brakuje ({ $rule }, sytuacja { $situation })
note-single-chip-call = pojedynczy { -chip } wobec { -bet(case: "gen") } to { -call }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-every-chip-call = każdy { -chip } jest potrzebny do { -call(case: "gen") } { $needed }: to { -call }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-sweep = wszystkie { -chip(count: 2) } przesunięte razem ({ $total }) odczytane jako jeden bet ({ $rule }, sytuacja 5)
note-sweep-td = TD może zamiast tego uznać przesunięcie wszystkich { -chip(count: 5) } za jeden bet ({ $rule }, sytuacja 5)
note-last-chips-allin = ostatnie { -chip(count: 2) } { -player(case: "gen") }: { -all-in } bez względu na ich wartość
note-single-chip-last = pojedynczy { -chip } wobec { -bet(case: "gen") } to { -call }, także gdy jest ostatnim { -chip(case: "ins") } { -player(case: "gen") }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-single-chip-conflict = ale to pojedynczy { -chip } wobec { -bet(case: "gen") }, który według { $rule } jest { -call(case: "ins") }: { -renderings } są sprzeczne ({ $rule } wobec { $rule2 }), decyduje TD
note-single-chip-08-5 = pojedynczy { -chip } wobec { -bet(case: "gen") } to { -call } ({ $rule }), nawet ostatni; reszta wraca ({ -renderings } sprzeczne z { $rule2 })
note-every-chip-last = każdy { -chip } jest potrzebny do { -call(case: "gen") } { $needed }: to { -call }, także ostatnimi { -chip(case: "ins", count: 2) } { -player(case: "gen") }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-bet-below-minimum = { -bet } { $total } jest poniżej minimalnego { -bet(case: "gen") }; poprawiono do { $low }
note-every-chip-allin = to wszystkie { -chip(count: 2) }: { -all-in }
note-above-limit = { $total } przekracza limit: zmniejszono do { $to }, zwrot { $back }
note-undercall-obliged = { -undercall } za { $pushed } wobec { $facing ->
    [opening] otwierającego { -bet(case: "gen") }
   *[heads-up] { -bet(case: "gen") } w grze jeden na jeden
  }: obowiązuje pełne { -call } { $call }
note-forfeit-why = { $how ->
    [covered] { -chip(count: 2) } pokrywają bet { $bet }
    [above] { -chip(count: 2) } nie sięgają żadnego poziomu { -bet(case: "gen") } powyżej { $had }, które { $player } już wniósł, więc zostaje każdy wniesiony { -chip }
   *[none] { -chip(count: 2) } nie sięgają żadnego poziomu { -bet(case: "gen") }, więc zostaje każdy wniesiony { -chip }
  }
note-undercall-td-call = { -undercall } za { $pushed } wobec { $facing ->
    [straddle] { -straddle(case: "gen") }, czyli { -raise(case: "gen") } ponad { -big-blind(case: "acc") } (przed { -flop(case: "ins") } { -big-blind } otwiera licytację, { $rule }),
   *[raise] { -raise(case: "gen") }
  } w { -pot(case: "loc") } wieloosobowej: TD może wymagać pełnego { -call(case: "gen") } { $call }
note-undercall-td-fold = { -undercall } za { $pushed }: TD pozwala { -player(case: "dat") } { $player } { -option-fold }; przepada { $kept } ({ $why }){ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-declared = zapowiedziany { $word ->
    [fold] { -fold }
    [check] { -check }
   *[all-in] { -all-in }
  }
note-check-facing-bet = „{ -check }” wobec { -bet(case: "gen") } { $bet }: to nie jest { -action }; { $player } może już tylko { -option-call } lub { -option-fold }
note-call-no-bet = „sprawdzam” bez { -bet(case: "gen") } do { -call(case: "gen") } to { -check }
note-told-owed = { -player(case: "dat") } { $player } podano bet { $told }: należy się pełne { $bet } ({ -accepted-action }, { $rule })
note-chips-short = wniesione { -chip(count: 2) } ({ $chips }) nie wystarczają: resztę trzeba dołożyć
note-verbal-call = ustna zapowiedź { -call(case: "gen") } wiąże do pełnej kwoty
note-pot-stack = „pot” to więcej niż { -stack }: { -all-in }
note-pot-binds = „pot” w pot-limicie wiąże do { -bet(case: "gen") } { $to }
note-pot-no-limit = „pot” nie jest ważnym { -bet(case: "ins") } w { $game }, ale wiąże do { $kind ->
    [raise] { -raise(count: 2) }
   *[bet] { -bet(case: "gen") }
  } w co najmniej minimalnej wysokości ({ $low }); { $made ->
    [0] obowiązuje minimalna kwota
   *[other] { -chip(count: 2) } dają { $made }
  }
note-said-bet = { $why }: { -bet } { $total }
note-said-over-stack = { $why }, więcej niż { $behind } w { -stack(case: "loc") }: wszystkie { -chip(count: 2) }, { -all-in } (TDA 40-C)
note-said-option-check = { $why } bez niczego do { -call(case: "gen") }: mniej niż połowa { -minimum-raise(case: "gen") } ponad bet { $bet }, więc nie ma { -raise(count: 2) }: to { -check }
note-said-option-raise = { $why } bez niczego do { -call(case: "gen") }: { $kind ->
    [raise] { -raise } do tej kwoty
   *[obliged] co najmniej połowa { -minimum-raise(case: "gen") } ponad { $bet }: obowiązkowe { -raise } do { $to }
  }
note-read-like = { $why }, odczytane jak { $amount } w { -chip(case: "loc", count: 2) }: { $then }
note-said-added = { $why } ponad { $front } leżące przed { -player(case: "ins") }, razem { $total }
note-said-total = { $why } jako łączna kwota na tej rundzie, z { $front } leżącymi przed { -player(case: "ins") }: { $then }
note-said-either = { $why }, jako łączna kwota albo ponad { $front } leżące przed { -player(case: "ins") }: w obu przypadkach { $then }
note-said-readings = { $total }; albo { $added }; sama kwota nie rozstrzyga, decyduje TD (TDA 40-A)
note-word-minimum = „{ $said }” bez kwoty wiąże do minimalnej kwoty: do { $low }
note-word-motions-back = { $chips } z kolejnych ruchów wraca: „{ $said }” bez kwoty nie pozwala na kilka ruchów ({ $facing ->
    [bet] TDA 42, 56
   *[none] { $rule }, TDA 56
  })
note-with-08-3 = { $then } ({ $rule }: zapowiedziane { -raise } można wnieść w kilku ruchach)
note-raise-by = { -raise } o { $by }
note-declared-raise-by = zapowiedziane { -raise } o { $by }
note-below-minimum-fixed = poniżej minimalnej kwoty, poprawiono do { $low } (TDA 52-A)
note-said-to = { $why }: { $kind ->
    [bet] { -bet }
   *[raise] { -raise }
  } do { $to }
note-said-below-minimum = { $why }: poniżej { $kind ->
    [bet] minimalnego { -bet(case: "gen") }
   *[raise] { -minimum-raise(case: "gen") }
  }, poprawiono do { $low } (TDA 52-A)
note-declared-binding = zapowiedziane „{ $said }”: wiążące
note-word-then-short = najpierw „{ $said }”, potem { -chip(count: 2) } za { $chips }: decyduje słowo, należy się { -raise } co najmniej do minimalnej kwoty { $low } ({ $rule })
note-word-then-chips = najpierw „{ $said }”, potem { -chip(count: 2) }: { $kind ->
    [raise] { -raise } do { $to }
   *[bet] { -bet } { $to }
  }
note-no-raise-check = „{ $said }”, ale { $player } nie może betować: { $blocker } ({ $rule }); zapowiedź wiąże do najbliższej ważnej { -action(count: 5) }, czyli { -check(case: "gen") }
note-no-raise-call = „{ $said }”, ale { $player } nie może { -option-raise }: { $blocker } ({ $rule }); zapowiedź wiąże do najbliższej ważnej { -action(count: 5) }, czyli { $allin ->
    [yes] { -call(case: "gen") } { -all-in }
   *[no] { -call(case: "gen") }
  } (TDA 51-A)
note-chips-contradict = { -chip(count: 2) } ({ $chips }) przeczą słowom: decyduje TD ({ $rule }), słowa padły pierwsze
note-declared-amount = zapowiedziane { $n }
note-amount-over-pot = „{ $n }” to więcej niż { -pot } { $pot }, więc liczy się tak, jak powiedziano (TDA 57)
note-amount-read = „{ $n }” odczytane wobec { -pot(case: "gen") } { $pot } (z { -bet(case: "ins", count: 2) } przed { -player(case: "ins", count: 2) }): { $amount }, najwyższy odczyt nie większy niż { -pot } (TDA 57, { $rule })

## Gdzie zbiory zasad się rozchodzą

note-outcome = { $ruled ->
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } wstrzymana
    [withdrawn] { -action } wycofana
    [count] liczenie { -pot(case: "gen") }
    [recount] ponowne przeliczenie
    [deal] kolejna karta
    [declaration] { -declaration }
    [call] { -call } do { $to }
    [bet] { -bet } do { $to }
    [award] wypłata { $to }
   *[raise] { -raise } do { $to }
  }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }
note-or = { $a } lub { $b }
note-choice = { $outcomes }, według wyboru TD
note-result = { $ruled ->
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } wstrzymana
    [withdrawn] { -action } wycofana
    [count] liczenie { -pot(case: "gen") }
    [recount] ponowne przeliczenie
    [deal] kolejna karta
    [declaration] { -declaration }
    [call] { -call } do { $to }
    [bet] { -bet } do { $to }
    [award] wypłata { $to }
   *[raise] { -raise } do { $to }
  }{ $allin ->
    [yes] { $back ->
        [0] {" ("}{ -all-in }{")"}
       *[other] {" ("}{ -all-in }, zwrot { $back }{")"}
      }
   *[no] { $back ->
        [0] {""}
       *[other] {" (zwrot "}{ $back }{")"}
      }
  }
note-otherwise = { $by ->
    [sources] { -renderings } ({ $sources }) odchodzą tu od TDA { $tda }: { $other }
   *[tda2024] TDA { $tda } rozstrzyga to inaczej: { $other }
  }
note-departure = TDA { $tda } i { -renderings } rozstrzygają ten krok różnie
note-most-raise = najwięcej, do ilu { $player } może { -raise(count: 5) }, to { $tda2024 } według TDA 2024 i { $renderings } według { -renderings(case: "gen") }
note-awarded = { $player } otrzymuje { $tda2024 } według TDA 2024 i { $renderings } według { -renderings(case: "gen") }

## Zdarzenia przy stole i krupier

note-call-no-bet-check = { -call } bez { -bet(case: "gen") } do { -call(case: "gen") } to { -check }
note-pot-no-chips = { $verb ->
    [bet] { -bet }
   *[raise] { -raise }
  } za { -pot(case: "acc") } bez { -chip(count: 5) } ponad { -call }: wszystkie { -chip(count: 2) }, czyli { -call } { -all-in }
note-timeout-bet = koniec czasu wobec { -bet(case: "gen") }: ręka jest martwa ({ $rule }, TDA 29)
note-timeout-check = koniec czasu bez { -bet(case: "gen") } do { -call(case: "gen") }: według TDA 2024 to { -check }
note-timeout-dead = koniec czasu, także bez { -bet(case: "gen") } do { -call(case: "gen") }: według { $rule } ręka jest martwa
note-card-out = kolejna karta jest już na stole: błędne kwoty wykryte po niej zostają
note-returned-in-all = { $then } (łącznie zwrot { $back })
note-low-raised = bet na zaniżonym liczeniu; podniesiono do maksimum pot-limitu, { $to }, przed { -substantial-action(case: "ins") }
note-oot-fold-binding = poza kolejnością; { -fold } poza kolejnością zawsze wiąże
note-a-bet = { $bet ->
    [0] brak { -bet(case: "gen") }
   *[other] bet { $bet }
  }
note-oot-changed = poza kolejnością; { -action }, przed którą stał { $player }, zmieniła się z „{ $was }” na „{ $now }”: nie wiąże{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  }; { $player } ma wszystkie możliwości
note-oot-unchanged = poza kolejnością; { -action }, przed którą stał { $player }, nie zmieniła się ({ $faced }): wiąże
note-time-to-react = { $then }, jeśli pominięty { -player } miał czas zareagować ({ $rule }); TDA 53-A wiąże ją bez tego warunku
note-count = krupier podaje { -player(case: "dat") } { $player }, że { -pot } wynosi { $announced }: { $right ->
    [yes] prawidłowo
   *[no] błędne liczenie, maksimum pot-limitu to { $real }
  }
note-miscount = bet za { -pot(case: "acc") } na liczeniu krupiera { $bet }, { $side ->
    [above] powyżej
   *[below] poniżej
  } rzeczywistego maksimum pot-limitu { $real }; stoi, dopóki nie zostanie poprawiony ({ $rule })
note-nothing-to-correct = nie ma czego poprawiać: żaden bet nie został postawiony na błędnym liczeniu
note-over-stands = bet { -player(case: "gen") } { $player } ({ $bet }) przekraczał maksimum pot-limitu { $real }, ale kolejna karta jest już na stole: bet i jego { -call(case: "gen") } zostają
note-over-reduced = bet { -player(case: "gen") } { $player } ({ $bet }) przekraczał maksimum pot-limitu { $real }; wykryto to przed kolejną kartą, więc wszystkim zmniejsza się go do { $real }
note-low-stands = bet { -player(case: "gen") } { $player } ({ $bet }) był poniżej maksimum pot-limitu { $real }, ale { $why ->
    [dealt] kolejna karta jest już na stole
   *[action] po nim nastąpiła { -substantial-action } ({ COUNT($at, "action") }, z { -chip(case: "ins", count: 2) }: { $chips })
  }: bet zostaje
note-low-complete = bet { -player(case: "gen") } { $player } ({ $bet }) był poniżej maksimum pot-limitu { $real } i nie nastąpiła po nim { -substantial-action }: { $player } musi podnieść go do { $to }
note-low-08-8 = { $rule } poprawia zbyt niski bet aż do kolejnej karty, bez względu na to, co nastąpiło: { $player } podniósłby go do { $to }
note-low-conflict = { $ia12 } według { $rule }; ale { $s08 }: { -renderings } są sprzeczne, decyduje TD

## Poza kolejnością

note-held = poza kolejnością ({ $ruled ->
    [fold] { -fold }
    [check] { -check }
    [call] { -call }
    [bet] { -bet }
    [raise] { -raise }
   *[other] { -declaration }
  }): { $n ->
    [one] kolej była na { $skipped }
   *[other] kolej była na { -player(count: 5) } { $skipped }
  }, { -action } wraca do { $first }; { $ruled ->
    [fold] { -fold } poza kolejnością wiąże
   *[other] wiąże, jeśli { -action }, przed którą stał { $player } ({ $faced }), nie zmieni się do jego kolejki; jeśli się zmieni, { $player } odzyskuje wszystkie możliwości
  }
note-oot-fold = poza kolejnością: { $n ->
    [one] kolej była na { $skipped }
   *[other] kolej była na { -player(count: 5) } { $skipped }
  }; { -fold } poza kolejnością wiąże od razu, { $player } odpada z rozdania; { $last ->
    [yes] w rozdaniu został jeden { -player }, więc rozdanie się kończy
   *[no] { -action } wraca do { $first }
  }
note-stands = poza kolejnością, z pominięciem { $n ->
    [one] { -player(case: "gen") } { $skipped }
   *[other] { -player(count: 5) } { $skipped }
  }; wiąże: { -action(count: 2) } poza kolejnością tworzą { -substantial-action(case: "acc") } ({ COUNT($at, "action") }, z { -chip(case: "ins", count: 2) }: { $chips }) po lewej od { $first }
note-backs-up = { -action } wraca do { $first }, a floor rozstrzyga o { $n ->
    [one] ręce { -player(case: "gen") } { $first }
   *[other] pominiętych rękach
  } jednakowo dla każdego pominiętego { -player(case: "gen") }: wszystkie możliwości, tylko { -call }, { -check } lub pas, albo ręka martwa; TDA 53-B żadnej z nich nie stawia wyżej i rulescore żadnej nie stosuje, a rozstrzygnięcie pokazuje możliwości, jakie daje runda (TDA 53-B)

## Showdown

note-sd-pushed-live = karty odsunięte zakryte wciąż są żywe i można je odkryć
note-sd-partly = odkryte { $shown } z { $cards } kart; ręka jest odkryta dopiero ze wszystkimi kartami, więc krupier prosi o resztę
note-sd-allin-muck = w { -showdown(case: "loc") }, gdy ktoś jest { -all-in }, żadnej ręki nie wolno wrzucić do { -muck(case: "gen") }: odkrywa się ją
note-sd-tabled-stays = odkryta ręka zostaje w grze; krupier ją odczytuje
note-sd-partly-mucked = częściowo odkryta, a potem wrzucona do { -muck(case: "gen") }: ręki nigdy nie ustalono, nie ma prawa do { -pot(case: "gen") }
note-sd-mucked = wrzucona do { -muck(case: "gen") } przez krupiera: ręka jest martwa
note-sd-allin-concede = w { -showdown(case: "loc") }, gdy ktoś jest { -all-in }, żadnej ręki nie wolno oddać: odkrywa się ją
note-sd-face-up-stays = karty już odkryte zostają odkryte
note-sd-pushed = odsunięta zakryta: żywa, dopóki krupier nie wrzuci jej do { -muck(case: "gen") }, ale { -player } nie może już prosić o pokazanie kart
note-sd-refuses = odmawia odkrycia wszystkich kart: ręka nie jest prawidłowo odkryta i nie ma prawa do { -pot(case: "gen") }
note-sd-claim = „{ $words }” nie wiąże: liczą się karty
note-sd-must-show = { $player } sprawdził bet na { -river(case: "loc") } i zachował karty: ręka { -player(case: "gen") } { $target } musi zostać pokazana
note-sd-td-decides = to nie ręka, za której zobaczenie pytający zapłacił: decyduje TD
note-sd-no-right = { $player } nie ma kart w grze, więc nie ma prawa oglądać cudzej ręki
note-sd-in-play = żadna ręka nie jest jeszcze odkrywana: { $n ->
    [0] nikt nie jest { -all-in }
    [one] { $all_in } jest { -all-in }, ale { $chips } mogą jeszcze betować
   *[other] { $all_in } są { -all-in }, ale { $chips } mogą jeszcze betować
  }, więc rozdanie przechodzi na następną { -street(case: "acc") } ({ $rule })
note-sd-held = jeszcze bez wypłat: { $players } { $n ->
    [one] trzyma
   *[other] trzymają
  } karty w grze o { $pot ->
    [0] { -main-pot(case: "acc") }
   *[other] { -side-pot(case: "acc") } { $pot }
  }
note-sd-no-cards = bez wypłat: nie podano kart { -player(count: 5) } { $players }
note-sd-no-board = bez wypłat: board nie jest kompletny (pięć kart)

## Błędy, które TD spotyka przy wpisywaniu rozdania

note-where = { $street ->
    [preflop] { -action } na { -preflop(case: "loc") }
    [flop] { -action } na { -flop(case: "loc") }
    [turn] { -action } na { -turn(case: "loc") }
    [river] { -action } na { -river(case: "loc") }
   *[none] { -action }
  } nr { $n } ({ $written })
note-err-not-seated = { $quoted } nie siedzi przy stole (przy stole: { $seats })
note-err-round-over = { $player } nie może działać: runda betowania na { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } jest zakończona, nikt już nie ma ruchu
note-err-folded = { $player } spasował i nie może już działać: { -fold } wiąże, więc { $player } jest poza rozdaniem
note-err-all-in = { $player } jest { -all-in } i nie może już działać: nie ma już { -chip(count: 5, case: "gen") } (format scenariusza: „{ $section }”)
note-err-not-turn = teraz kolej na { $expected }, nie na { $player }
note-err-check-facing = { $player } stoi przed { -bet(case: "ins") } { $bet } i nie może { -option-check }
note-err-nothing-to-call = { $player } nie ma czego sprawdzać (stawka to { $bet }, { $player } ma już { $has }); wpisz { -check }
note-err-not-chips = { $player }: { $quoted } to nie jest dodatnia liczba { -chip(count: 5) }
note-err-not-above = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } do
  } { $total } nie przekracza obecnej stawki { $bet }
note-err-over-stack = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } do
  } { $total }, ale ma łącznie tylko { $allin } ({ $behind } w { -stack(case: "loc") }, { $has } już wniesione)
note-err-cannot-raise = { $player } nie może { -raise(count: 5) }: { $blocker }
note-err-below-minimum = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } do
  } { $total } jest poniżej najniższej dozwolonej kwoty { $low } ({ -minimum-raise } { $increment }) i nie jest { -all-in }
note-err-above-limit = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } do
  } { $total } przekracza { $limit ->
    [pot] limit { -pot(case: "gen") }
   *[bet] jeden bet
  }: najwyżej { $high }
note-err-allin-no-stack = { $player } wchodzi { -all-in }, ale nie podano jego { -stack(case: "gen") } (dopisz go pod „stacks:”)
note-err-write-raise = { $player } stoi przed { -bet(case: "ins") } { $bet }: wpisz „raise”, nie „bet”
note-err-write-bet = nikt jeszcze nie betował: wpisz „bet”, nie „raise”
note-err-again = { $player } znowu działa poza kolejnością, zanim { -action } do niego doszła
note-err-pushes-more = { $player } wnosi { $pushed }, ale ma w { -stack(case: "loc") } tylko { $available }
note-err-cannot-bet = { $player } nie może betować: betowanie nie jest dla niego otwarte
note-err-unknown-player = { $shown } nie siedzi przy stole (przy stole: { $seats })

## Wybory TD nazwane tym, co oznaczają

note-outcome-typed = { $says } ({ $ruled ->
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } wstrzymana
    [withdrawn] { -action } wycofana
    [count] liczenie { -pot(case: "gen") }
    [recount] ponowne przeliczenie
    [deal] kolejna karta
    [declaration] { -declaration }
    [call] { -call } do { $to }
    [bet] { -bet } do { $to }
    [award] wypłata { $to }
   *[raise] { -raise } do { $to }
  }{ $back ->
    [0] {""}
   *[other] , zwrot { $back }
  })
note-outcome-skipped = { $which ->
    [dead] ręka pominiętego { -player(case: "gen") } martwa
    [call-or-fold] pominięty { -player } może tylko { -option-call } lub { -option-fold }
   *[every-option] pominięty { -player } zachowuje wszystkie możliwości
  }
note-outcome-react = { $which ->
    [binding] wiąże, pominięty { -player } miał czas zareagować
   *[not-binding] nie wiąże, nie było czasu na reakcję
  }
note-outcome-recount = { $which ->
    [stands] bet zostaje
   *[complete] { $kind ->
        [bet] bet uzupełniony
       *[raise] { -raise } uzupełnione
      } do { $to }
  }
note-outcome-conditional = { $which ->
    [conditional] nie wiąże
   *[binding] wiąże
  }

note-where-ask = pytanie o decyzję
note-err-ask-not-next = { $why ->
    [folded] teraz nie kolej na { $player } (kolej na { $next }): { $player } spasował (format scenariusza: „{ $section }”)
    [all-in] teraz nie kolej na { $player } (kolej na { $next }): { $player } jest { -all-in } (format scenariusza: „{ $section }”)
   *[none] teraz nie kolej na { $player } (kolej na { $next }) (format scenariusza: „{ $section }”)
  }
note-err-ask-over = { $why ->
    [folded] runda betowania jest zakończona, { $player } nie ma żadnej decyzji do podjęcia ({ $player } spasował) (format scenariusza: „{ $section }”)
    [all-in] runda betowania jest zakończona, { $player } nie ma żadnej decyzji do podjęcia ({ $player } jest { -all-in }) (format scenariusza: „{ $section }”)
   *[none] runda betowania jest zakończona, { $player } nie ma żadnej decyzji do podjęcia (format scenariusza: „{ $section }”)
  }

## Błędy odczytu linii akcji (słowa formatu scenariusza w cudzysłowie, tak jak się je wpisuje)

note-err-limp-late = limp to { -call } { -big-blind(case: "gen") } na { -preflop(case: "loc") }; na { $street ->
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } wpisz „call” albo „check”
note-err-ambiguous = „{ $verb }” może znaczyć { -check(case: "acc") } (tak mówi się w niektórych salach) albo { -fold(case: "acc") } (tak mówi się w innych): wpisz „check” albo „fold”
note-err-unknown-verb = nieznany czasownik { $quoted } (czasowniki: „{ $verbs }”; synonimy: „{ $synonyms }, all in”)
note-err-no-amount = { $which ->
    [cc] „cc” nie przyjmuje kwoty (to { -check } albo { -call } stawki, zależnie od sytuacji przy stole)
    [call] „{ $word }” nie przyjmuje kwoty ({ -call } wyrównuje stawkę; { -chip(count: 2) } położone bez słowa zapisuje się jako „push { $rest }”)
    [allin] „{ $word }” nie przyjmuje kwoty ({ -all-in } to wszystkie { -chip(count: 2) } { -player(case: "gen") }; { -chip(count: 2) } położone bez słowa zapisuje się jako „push { $rest }”)
   *[other] „{ $word }” nie przyjmuje kwoty
  }
note-err-needs-amount = { $which ->
    [cbr] „cbr” wymaga kwoty: „cbr N” to { -bet } albo { -raise } do łącznej kwoty N na tej { -street(case: "loc") } (tak zapisuje PHH)
    [raise] „{ $word }” wymaga kwoty: „{ $verb } N” (do N { -chip(count: 5) }), „raise +N” (o N), „{ $verb } pot” w { -pot-limit } albo „{ $player } says "{ $verb }"”, gdy padło samo słowo
   *[other] „{ $word }” wymaga kwoty: „{ $verb } N” (do N { -chip(count: 5) }), „{ $verb } pot” w { -pot-limit } albo „{ $player } says "{ $verb }"”, gdy padło samo słowo
  }
note-err-needs-chips = { $which ->
    [plain] „{ $what }” wymaga { -chip(count: 5) }
   *[example] „{ $what }” wymaga { -chip(count: 5) }, na przykład „1000+100x5”
  }
note-err-needs-words = { $which ->
    [plain] „says” wymaga wypowiedzianych słów
   *[example] „says” wymaga wypowiedzianych słów, na przykład „says "raise 800"”
  }
note-err-zero = { $verb ->
    [cbr] „cbr 0” to żaden { -bet }
    [raise] { -raise } do 0 to żadne { -raise }
   *[bet] { -bet } 0 to żaden { -bet }
  }
note-err-write-n = { $verb ->
    [cbr] wpisz „cbr N”, gdzie N to łączna kwota { -bet(case: "gen") } albo { -raise(case: "gen") } na tej { -street(case: "loc") } (tak zapisuje PHH)
    [raise] wpisz „raise N” (do N { -chip(count: 5) }), „raise +N” albo „raise by N” (o N { -chip(count: 5) })
   *[bet] wpisz „bet N” (do N { -chip(count: 5) })
  }
note-err-plus-raise = „+N” i „by N” są tylko dla { -raise(case: "gen", count: 5) } („raise +1000” to „raise by 1000”)
note-err-to-plus = „{ $verb } to { $amount }”: „to” czyni z kwoty łączną kwotę na tej { -street(case: "loc") }, a „+” przyrost ponad { -bet }: wpisz „{ $verb } N” dla łącznej kwoty{ $verb ->
    [raise] {""} albo „raise +N” dla przyrostu
   *[bet] {""}
  }
note-err-pot-by = wpisz „raise pot” (do maksimum { -pot-limit }), nie „by pot”
note-err-pot-game = „{ $word } pot”: { $structure ->
    [fixed-limit] w { -fixed-limit } każdy { -bet } i każde { -raise } to jedna wysokość stawki: wpisz łączną kwotę („raise N”) albo game: PLO (lub PLO8) dla Omahy { -pot-limit }
   *[no-limit] w { -no-limit } { -pot(case: "nom") } nie jest limitem: wpisz kwotę („{ $verb } N”) albo „{ $player } says "pot"”, żeby rozstrzygnąć samo słowo, albo game: PLO (lub PLO8) dla Omahy { -pot-limit } ({ $cite })
  }
note-err-pot-limit-only = „{ $verb } pot”: tylko w { -pot-limit } { -pot(case: "nom") } jest limitem stawki; wpisz kwotę albo, w Omasze { -pot-limit }, game: PLO (lub PLO8)
note-err-times = „{ $amount }” można czytać na dwa sposoby, stawka, przed którą stoi { -player }, razy { $n } albo { -big-blind } razy { $n }: wpisz łączną kwotę na tej { -street(case: "loc") } („{ $verb } N”)
note-err-dealer-verb = { $quoted } nie jest czynnością krupiera; krupier może tylko „{ $verbs }” albo „{ $last }” (na przykład „dealer counts 9500”)
note-err-dealer-no-amount = „dealer { $verb }” nie przyjmuje kwoty
note-err-dealer-needs = „dealer { $verb }” wymaga kwoty
note-err-says-twice = jedna { -action } może zawierać słowa tylko raz
note-err-after-words = w linii { $player } jest „{ $extra }”, co nie należy do niej: wypowiedziane słowa wpisz w cudzysłów, a po nim mogą stać tylko klauzule push, told, kept, pulled, swept i td
note-err-prior-twice = napisz tylko raz, co stało się z wcześniejszymi { -chip(count: 5, case: "ins") } („kept”, „pulled” albo „swept”)
note-err-told-needs = „told” wymaga kwoty, którą podano { -player(case: "dat") }, na przykład „told 12000”
note-err-td-needs = „td” wymaga rozstrzygnięcia, które wybrał { -td }, na przykład „td fold”
note-err-prior-no-push = „kept”, „pulled” i „swept” opisują położone { -chip(count: 2) }: dopisz „push ŻETONY”
note-err-no-betting = { $player } nie może działać: na { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } betowanie nie jest możliwe, najwyżej jeden { -player } w rozdaniu ma jeszcze { -chip(count: 2) } (karty rozdaje się do końca)
note-err-deal-early = krupier wykłada następną kartę, choć { $player } jeszcze nie wykonał ruchu

## Kwota w linii akcji, która nie jest liczbą żetonów zapisaną tak, jak zapisuje ją człowiek

note-err-amount-empty = nie wpisano liczby; wpisz całkowitą liczbę { -chip(count: 5) }
note-err-amount-minus-sign = { $text } jest ujemne ({ $code } { $cname }): liczba { -chip(count: 5) } nigdy nie jest ujemna
note-err-amount-foreign = { $quoted } zawiera cyfrę spoza ASCII ({ $code } { $cname }, { $shown ->
    [digit] czytaną jako { $value }
   *[other] która nie jest cyfrą liczby { -chip(count: 5) }
  })
note-err-amount-foreign-write = { $quoted } zawiera cyfrę spoza ASCII ({ $code } { $cname }, { $shown ->
    [digit] czytaną jako { $value }
   *[other] która nie jest cyfrą liczby { -chip(count: 5) }
  }): wpisz { $digits }
note-err-amount-non-ascii = { $quoted } nie jest całkowitą liczbą { -chip(count: 5) } (zawiera znaki inne niż cyfry ASCII)
note-err-amount-minus-zero = { $text } ma znak minus; liczba { -chip(count: 5) } nigdy nie jest ujemna (wpisz 0)
note-err-amount-negative = { $text } jest ujemne: liczba { -chip(count: 5) } nigdy nie jest ujemna
note-err-amount-plus = { $text } w tej postaci nie jest całkowitą liczbą { -chip(count: 5) }: ma znak plus; wpisz samą liczbę („raise +N” to { -raise } o N)
note-err-amount-long = { $start }… to więcej { -chip(count: 5) }, niż ma jakikolwiek turniej
note-err-amount-zero-first = { $reading ->
    [octal] { $text } zaczyna się od zera: wpisz { $plain }; czytnik YAML 1.1 odczyta to ósemkowo jako { $octal }
   *[none] { $text } zaczyna się od zera: wpisz { $plain }
  }
note-err-amount-base60 = { $text } nie jest liczbą { -chip(count: 5) } (czytnik YAML 1.1 odczyta to jako { $base60 }, licząc w systemie o podstawie 60)
note-err-amount-k = { $text }: kwota z „k” to całe { -chip(count: 2) }, najwyżej trzy miejsca po przecinku, na przykład „1.05k” = 1050 ({ $whole ->
    [whole] wpisz { $exact } { -chip(count: 5) }
   *[not] to nie jest całkowita liczba { -chip(count: 5) }
  })
note-err-amount-exponent = { $quoted } nie jest całkowitą liczbą { -chip(count: 5) } zapisaną tak, jak pisze człowiek (to zapis wykładniczy)
note-err-amount-comma-three = w { $quoted } po przecinku są trzy cyfry: po polsku przecinek oddziela część dziesiętną, po angielsku tysiące; { -chip(count: 5) } trzeba zapisać jako { $plain } albo { $grouped }
note-err-amount-dot = { $quoted } nie jest całkowitą liczbą { -chip(count: 5) } (to ułamek albo kropka oddzielająca tysiące: wpisz { $plain } albo { $grouped }, jeśli o to chodziło)
note-err-amount-fraction = { $quoted } nie jest całkowitą liczbą { -chip(count: 5) } (ma część ułamkową)
note-err-amount-grouping = { $quoted } nie jest całkowitą liczbą { -chip(count: 5) } (przecinki albo podkreślenia oddzielają tysiące: „1,500” albo „1_500”)
note-err-amount-suffix = { $quoted } nie jest całkowitą liczbą { -chip(count: 5) } (jedyny przyrostek to „k”, tysiące: „2k”, „1.5k”)
note-err-amount-not = { $quoted } nie jest całkowitą liczbą { -chip(count: 5) }
note-err-amount-too-many = { $text } czyta się jako { $number }, a to więcej { -chip(count: 5) }, niż ma jakikolwiek turniej (najwyżej { $most })

note-err-count-not-pot-limit = krupier liczy { -pot(case: "acc") } w { $game }: { -player(count: 2) } mają prawo do liczenia { -pot(case: "gen") } tylko w { -pot-limit }
note-err-count-over = krupier liczy { -pot(case: "acc") }, ale runda betowania jest zakończona

## Błędy żetonów przed graczem i wyboru TD oraz klucza, który wskazuje gracza

note-err-prior-none = przed { $player } nie leżą { -chip(count: 2) } z wcześniejszego { -bet(case: "gen") }, które można by { $prior ->
    [pulled] cofnąć
   *[swept] zgarnąć
  }
note-err-pulls-more = { $player } cofa { $pulled } = { $total }, ale ma przed sobą tylko { $front }
note-err-td-no-choice = { $player }: podano „td” { $quoted }, ale przepisy nie zostawiają tu { -td } wyboru („{ $label }”)
note-err-td-not-allowed = { $player }: „td” { $quoted } nie należy do rozstrzygnięć, na które pozwalają przepisy („{ $labels }”)

## Odczyty słów z drugiego przejścia (words2): najpierw „call”, „complete”, reszta, ułamki

note-call-first-under = najpierw padło „call”, więc { $amount } powiedziane potem to nie { -undercall }: należy się pełne { $call } ({ $rule })
note-call-first-over = najpierw padło „call” i ono rozstrzyga: { $amount } powiedziane potem nie daje { -raise(case: "gen") } ({ $rule })
note-err-fraction-no-reading = „{ $said }” to nie jest całkowita liczba { -chip(count: 5) }, a nawet najmniejszy odczyt w { -chip(count: 5, case: "loc") }, { $n }, to więcej niż { -pot } { $pot }: żaden odczyt nie pasuje, trzeba podać kwotę w { -chip(count: 5, case: "loc") }
note-chips-change = { -chip(count: 2) } położone po słowach ({ $chips }) to więcej niż powiedziana kwota: słowa padły pierwsze i wyznaczają { -bet(case: "acc") }, reszta to wydawane { -chip(count: 2) } ({ $rule })
note-complete-raise = „complete” wobec { -all-in } za mniej niż pełny { -bet }: { -bet } zostaje uzupełniony do { $to }
note-complete-check = „complete”, gdy nie ma czego sprawdzać, to { -check } ({ $rule })
note-complete-call = „complete”: { -bet } { $bet } jest już pełny, więc to słowo oznacza { -call(case: "acc") }

note-format-section = format scenariusza: „{ $section }”

## Błędy kluczy całego rozdania (streets, board)

note-where-key = „{ $key }”
note-err-hand-ended = rozdanie skończyło się na { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } (wszyscy inni spasowali); nie ma już { $next ->
    [preflop] { -preflop(case: "gen") }
    [flop] { -flop(case: "gen") }
    [turn] { -turn(case: "gen") }
   *[river] { -river(case: "gen") }
  }
note-err-street-open = betowanie na { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } się nie skończyło (ruch ma { $player }), a podano już { $next ->
    [preflop] { -preflop(case: "acc") }
    [flop] { -flop(case: "acc") }
    [turn] { -turn(case: "acc") }
   *[river] { -river(case: "acc") }
  }
note-err-board-ahead = podano { $cards } { $cards ->
    [one] kartę
    [few] karty
   *[many] kart
  }, ale rozdanie doszło dopiero do { $street ->
    [preflop] { -preflop(case: "gen") }
    [flop] { -flop(case: "gen") }
    [turn] { -turn(case: "gen") }
   *[river] { -river(case: "gen") }
  } ({ $reached } { $reached ->
    [one] karta
    [few] karty
   *[many] kart
  } na boardzie) i betowanie trwa

## Słowa gracza, których gramatyka „says” nie odczyta

note-err-says = { $player } mówi { $quoted }: { $why }
note-say-nothing = nic nie powiedziano
note-say-no-amount = po słowie nie pada kwota
note-say-sign = { $quoted }: kwota nie ma znaku; liczba { -chip(count: 5) } nigdy nie jest ujemna
note-say-not-said = { $quoted } to nie jest liczba wypowiedziana tak, jak się ją mówi
note-say-not-number = { $quoted } to nie jest liczba, którą rulescore odczyta (cyfry jak „1500” albo słowa jak „fourteen hundred”)
note-say-two-numbers = dwie liczby z rzędu ({ $first }, potem { $second }): trzeba powiedzieć jedną kwotę
note-say-not-word = { $quoted } nie jest słowem kwoty, które rulescore odczyta
note-say-fraction = { $quoted } to { $chips } { -chip(count: 5, case: "gen") }, a nie całkowita liczba { -chip(count: 5) }
note-say-unknown = to nie jest zapowiedź, którą rulescore odczyta („call”, „check”, „fold”, „raise”, „raise N”, „bet N”, „pot”, „allin”, „complete”, kwota jak „1400” albo „five”, albo „if …”)
note-say-zero-to = { $quoted } to żadna kwota dla „{ $head }”
note-say-zero = kwota 0 to żaden { -bet }
note-say-both = „{ $first }” i „{ $second }” to naraz łączna kwota i to, co dochodzi: trzeba powiedzieć jedno

## Zapowiedzi po polsku i po rosyjsku (rulescore.input.talk)

note-say-not-lang = { $quoted } to słowo { $other ->
    [pl] polskie
    [ru] rosyjskie
   *[en] angielskie
  }, a nie { $lang ->
    [pl] polskie
    [ru] rosyjskie
   *[en] angielskie
  } (lang: { $lang })
note-say-mixed-script = w słowie { $quoted } są litery łacińskie i cyrylickie ({ $code } { $cname })
note-say-unknown-in = { $lang ->
    [pl] to nie jest zapowiedź, którą rulescore odczyta po polsku („pas”, „czekam”, „sprawdzam”, „podbijam”, „podbijam do N”, „podbijam o N”, „stawiam N”, „va banque”, „{ -pot }”, kwota jak „1200” albo „dwa tysiące”, albo „jeśli …”)
   *[ru] to nie jest zapowiedź, którą rulescore odczyta po rosyjsku („пас”, „чек”, „колл”, „рейз”, „рейз до N”, „рейз на N”, „ставлю N”, „олл-ин”, „пот”, kwota jak „1200” albo „две тысячи”, albo „если …”)
  }
note-err-lang = lang: { $quoted } to nie język, w którym rulescore czyta słowa { -player(count: 5, case: "gen") } (jeden z: { $known })

## Zapis żetonów po „push”, którego nie da się odczytać

note-err-chips-empty = zapis { -chip(count: 5, case: "gen") } jest pusty; wpisz { -chip(count: 2) } jak „1000+100x5”
note-err-chips-empty-term = zapis { -chip(count: 5, case: "gen") } { $quoted }: pusty składnik (między znakami „+” wpisz „WARTOŚĆ” albo „WARTOŚĆxLICZBA”, jak „1000+100x5”)
note-err-chips-space = zapis { -chip(count: 5, case: "gen") } { $quoted }: { $gap } to dwie liczby z rzędu (napisz WARTOŚĆxLICZBA albo połącz { -chip(count: 2) } znakiem +, na przykład 500x2 albo 500+500)
note-err-chips-long = zapis { -chip(count: 5, case: "gen") } { $quoted }: składnik { $term }… przekracza każdy prawdziwy komplet { -chip(count: 5, case: "gen") }
note-err-chips-term = zapis { -chip(count: 5, case: "gen") } { $quoted }: składnik { $term } to nie „WARTOŚĆ” ani „WARTOŚĆxLICZBA” z całkowitymi liczbami dodatnimi
note-err-chips-amount = zapis { -chip(count: 5, case: "gen") } { $quoted }: { $what ->
    [value] wartość { -chip(case: "gen") }
   *[count] liczba { -chip(count: 5, case: "gen") }
  }: { $why }
note-err-chips-zero-value = zapis { -chip(count: 5, case: "gen") } { $quoted }: { -chip } o wartości { $value } nie istnieje
note-err-chips-zero-count = zapis { -chip(count: 5, case: "gen") } { $quoted }: { $count } × { $value } to żadne { -chip(count: 2) }
note-err-chips-too-many = zapis { -chip(count: 5, case: "gen") } { $quoted }: ponad { $most } { -chip(count: 5, case: "gen") }

## Wartość klucza, z którą nie da się ustawić stołu

note-err-ante-both = podaj jedno { -ante } dla wszystkich albo { -ante } według miejsc, nie oba naraz
note-err-dead-sb-heads-up = w grze heads-up { -button } wpłaca { -small-blind(case: "acc") }, więc nie może on być martwy ({ $cite })
note-err-stack-chips = { $player } ma { $quoted } { -chip(count: 5, case: "gen") }; potrzebna całkowita liczba >= 0
note-err-straddle-seat = { $player } nie siedzi na pierwszym miejscu za { -big-blind(case: "ins") }
note-err-straddle-short = { $player } ma przed sobą { $behind }, mniej niż { -straddle } { $amount }
note-err-straddle-limit = w { -fixed-limit } { -straddle } to blind podbijający o jeden { -bet }, { $bet } przy { $sb }/{ $bb }; { $amount } to nie jest wysokość { -bet(case: "gen") } w tej grze (decyzja rulescore, strona formatu)
note-err-blind-chips-none = { $player } nie wpłaca w tym rozdaniu ani blinda, ani { -straddle(case: "gen") }
note-err-blind-chips-few = { $player } wpłacił { $posted } { -chip(count: 5, case: "ins") } wartymi razem { $chips }: za mało
note-err-blind-chips-more = { $player } ma tylko { $has } { -chip(count: 5, case: "gen") }, mniej niż wpłacone { $chips }
