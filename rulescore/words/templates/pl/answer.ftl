### Odpowiedzi poza betowaniem (rulescore.present.sentences): co obliczyła funkcja katalogu (podział puli, losowanie
### miejsc, zegar, akcja poza kolejnością), jednym zdaniem lub dwoma, z typowanego zapisu. Komunikaty będące
### częściami zdania zaczynają się małą literą: prezenter łączy je średnikami i zaczyna zdanie wielką literą.

## Gdy liczb nie da się powiedzieć zdaniem (test pilnuje, by nie trafiło to na żadną kartę)

answer-figures = Według zasad: { $figures }.

answer-clauses = { $first } i { $last }

## Decyzja TD

answer-outcome = { $outcome ->
    [binding] za wiążącą
    [not-binding] za niewiążącą
    [part] za część zagrania { -all-in }
   *[not-part] za niebędący częścią zagrania { -all-in }
  }
answer-conditional = { $said ->
    [quoted] O { -declaration(case: "loc") } warunkowej „{ $words }” decyduje { -td }: może uznać ją { $outcomes }{ $penalty ->
        [possible] , a { -player(case: "acc") } może ukarać
       *[none] {""}
      }.
   *[none] O { -declaration(case: "loc") } warunkowej decyduje { -td }: może uznać ją { $outcomes }{ $penalty ->
        [possible] , a { -player(case: "acc") } może ukarać
       *[none] {""}
      }.
  }
answer-found-chip = { $found ->
    [0] Decyzja należy do { -td }: { -chip } znaleziony po { -call(case: "loc") } { -all-in } uznaje się { $outcomes }.
   *[other] Decyzja należy do { -td }: { -chip } { $found } znaleziony po { -call(case: "loc") } { -all-in } za { $all_in } uznaje się { $outcomes }.
  }

## Kiedy błędną kwotę się koryguje

answer-moment = { $moment ->
    [before-next-card] przed wyłożeniem kolejnej karty
    [river-before-showdown] na { -river(case: "loc") }, przed { -showdown(case: "ins") }
    [before-next-card-after-sa] przed wyłożeniem kolejnej karty, nawet po { -substantial-action(case: "loc") }
    [after-showdown-begins] po rozpoczęciu { -showdown(case: "gen") }
   *[after-next-card] po wyłożeniu kolejnej karty
  }
answer-correction = { $structure ->
    [no-limit] w grze { -no-limit }{" "}
    [pot-limit] w grze { -pot-limit }{" "}
   *[none] {""}
  }{ $error ->
    [low] zbyt niską kwotę
    [high] zbyt wysoką kwotę
   *[other] błędną kwotę
  } { $shape ->
    [both] koryguje się, jeśli błąd wykryto { $corrected }, a pozostawia bez zmian, jeśli wykryto go { $stands }
    [corrected] koryguje się, jeśli błąd wykryto { $corrected }
   *[stands] pozostawia się bez zmian, jeśli błąd wykryto { $stands }
  }.

## Kto może poprosić o policzenie puli

answer-pot-count = { $shape ->
    [both] { -player } może poprosić dealera o policzenie { -pot(case: "gen") } w { $may }, ale nie w { $may_not }.
    [may] { -player } może poprosić dealera o policzenie { -pot(case: "gen") } w { $may }.
   *[may-not] { -player } nie może poprosić dealera o policzenie { -pot(case: "gen") } w { $may_not }.
  }

## Podział puli i nieparzysty żeton

answer-split-halves = { -pot } dzieli się na { $high } dla ręki high i { $low } dla ręki low
answer-split-odd = { $amount ->
    [0] { -odd-chip }
   *[other] nieparzysty { -chip } { $amount }
  } trafia do { $player }{ $why ->
    [button] , pierwszego zwycięzcy na lewo od { -button(case: "gen") } ({ $button })
   *[none] {""}
  }
answer-split-unit = podziału dokonuje się w { -chip(count: 5, case: "loc") } { $unit }, najmniejszych w grze
answer-split-even = { -pot } dzieli się równo: nie ma { -odd-chip(case: "gen") }.

## Pule i kto je wygrywa

answer-pot = { $n ->
    [0] { -main-pot } wynosi { $chips } ({ $players })
   *[other] { -side-pot } { $n } wynosi { $chips } ({ $players })
  }
answer-uncalled = { $chips } bez { -call(case: "gen") } wraca do { $player }

## Ręka ze złą liczbą kart

answer-burns = { $sa ->
    [yes] doszło już do { -substantial-action(case: "gen") }
   *[no] nie doszło jeszcze do { -substantial-action(case: "gen") }
  }, więc { $misdeal ->
    [yes] jest to { -misdeal }
   *[no] nie ma { -misdeal(case: "gen") }
  }{ $dead ->
    [0] {""}
    [one] : ręka na miejscu { $seats } jest martwa
   *[other] : ręce na miejscach { $seats } są martwe
  }{ $burned ->
    [yes] { $burns ->
        [one] , a przed { -flop(case: "ins") } dealer pali jedną kartę
        [few] , a przed { -flop(case: "ins") } dealer pali { $burns } karty
       *[other] , a przed { -flop(case: "ins") } dealer pali { $burns } kart
      }
   *[no] {""}
  }.

## Akcja poza kolejnością

answer-skipped = { $player } zagrywa poza kolejnością, z pominięciem { $skipped }.
answer-reply = { $verb ->
    [call] { $player } sprawdza
    [fold] { $player } pasuje
    [check] { $player } czekuje
    [bet] { $player } betuje { $amount }
    [raise] { $player } podbija do { $amount }
    [raise-by] { $player } podbija o { $amount }
    [allin] { $player } gra { -all-in }
   *[other] { $written }
  }
answer-or-if = { $first } albo jeśli { $next }
answer-if = Jeśli { $said }, { $outcome }.
answer-stands = { $known ->
    [yes] { -action } { $player } pozostaje w mocy ({ $what })
   *[none] { -action } { $player } pozostaje w mocy
  }
answer-withdrawn = { -action } { $player } traci ważność{ $returned ->
    [0] {""}
   *[other] {" "}i { $returned } wraca do { $player }
  }
answer-withdrawn-options = { $to_call ->
    [0] { $player } nie ma nic do { -call(case: "gen") } i może { $options }
   *[other] { $player } ma { $to_call } do { -call(case: "gen") } i może { $options }
  }{ $word ->
    [raise] {" "}({ -raise } co najmniej do { $low })
    [bet] {" "}({ -bet } co najmniej { $low })
   *[none] {""}
  }

## Odkrywanie kart i gra stołem

answer-cards-to-table = Na { -showdown(case: "loc") } ręka wygrywa tylko z odkrytymi kartami własnymi: { $games }.
answer-cards-in-game = { $n } w { $game }
answer-board = W { $game } { $clauses }.
answer-board-may = { $may ->
    [yes] { -player } może grać samymi kartami wspólnymi
   *[no] { -player } nie może grać samymi kartami wspólnymi
  }
answer-board-plays = { $plays ->
    [yes] tu najlepszym układem { -player(case: "gen") } jest pięć kart wspólnych
   *[no] tu pięć kart wspólnych nie jest najlepszym układem { -player(case: "gen") }
  }
answer-board-table = { -player } odkrywa { $n ->
    [one] { $n } kartę własną
    [few] { $n } karty własne
   *[other] { $n } kart własnych
  }, aby wygrać część { -pot(case: "gen") }

## Kiedy karty idą w górę

answer-face-up = Karty { $players } odkrywa się na { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  }{ $remaining ->
    [0] ; nie ma już kart do wyłożenia
    [one] , a do wyłożenia zostaje jeszcze { $cards }
   *[other] , a do wyłożenia zostają jeszcze { $cards }
  }.
answer-side-pots = { $n ->
    [one] Powstaje { -side-pot } o wartości { $amounts }.
   *[other] Powstają { -side-pot(count: 2) } o wartości { $amounts }.
  }
answer-settle-order = { -pot(count: 2) } rozlicza się w kolejności: { $order }.
answer-then = { $first }, potem { $next }

## Spory po rozdaniu

answer-deadline = { $deadline ->
    [next-hand] rozpoczęcie następnego rozdania
    [one-minute] 1 minuta po przyznaniu { -pot(case: "gen") }
   *[sa] { -substantial-action } w następnym rozdaniu
  }
answer-deadline-until = { $deadline ->
    [next-hand] do rozpoczęcia następnego rozdania
    [one-minute] do upływu 1 minuty od przyznania { -pot(case: "gen") }
   *[sa] do { -substantial-action(case: "gen") } w następnym rozdaniu
  }
answer-disputed-until = { $error ->
    [reading] spór o źle odczytaną rękę
    [accounting] spór o źle policzoną { -pot(case: "acc") }
    [before-break] spór o rękę zakończoną tuż przed przerwą
   *[accounting-before-break] spór o źle policzoną { -pot(case: "acc") } w rozdaniu zakończonym tuż przed przerwą
  }{ $first ->
    [yes] {" "}można zgłosić { $until }
   *[no] {" "}— { $until }
  }
answer-and-last = { $first }, a { $last }
answer-dispute = Spór o { $error ->
    [reading] źle odczytaną rękę
    [accounting] źle policzoną { -pot(case: "acc") }
   *[other] błąd
  }{ $raised ->
    [at-once] {" "}zgłoszony od razu
    [before-next-hand] {" "}zgłoszony przed następnym rozdaniem
    [break-minute] {" "}zgłoszony po 1 minucie przerwy
    [next-hand-started] {" "}zgłoszony po rozpoczęciu następnego rozdania
    [sa-next-hand] {" "}zgłoszony po { -substantial-action(case: "loc") } w następnym rozdaniu
   *[none] {""}
  }: { $correctable ->
    [yes] błąd można jeszcze poprawić
   *[no] błędu nie można już poprawić
  }{ $dated ->
    [yes] {" "}(termin: { $until })
   *[no] {""}
  }.

## Miejsca i stoły

answer-seat-each = { $one ->
    [yes] każdy { -player } dostaje dokładnie jedno miejsce
   *[no] losowanie nie daje każdemu { -player(case: "dat") } jednego miejsca
  }
answer-seat-top = { $top ->
    [yes] najwyższa karta dostaje miejsce z wierzchu stosu
   *[no] najwyższa karta nie dostaje miejsca z wierzchu stosu
  }
answer-most = przy stole { $table } siedzi najwięcej { -player(count: 5, case: "gen") }
answer-halt = { $count ->
    [one] stół { $tables } wstrzymuje grę
   *[other] stoły { $tables } wstrzymują grę
  }{ $when ->
    [big-blind] , gdy { -big-blind } dojdzie do pustego miejsca
    [small-blind] , gdy { -small-blind } dojdzie do pustego miejsca
   *[none] {""}
  }

## Poziomy, żetony i zegar

answer-level = { $count ->
    [one] rozdanie rozpoczęte o { $times } gra się na { $level ->
        [current] bieżącym
       *[new] nowym
      } poziomie
   *[other] rozdania rozpoczęte o { $times } gra się na { $level ->
        [current] bieżącym
       *[new] nowym
      } poziomie
  }
answer-level-ends = { $text } (poziom kończy się o { $ends })
answer-colour-up = Po { -colour-up }{ $retire ->
    [0] {""}
   *[other] {" "}{ -chip(count: 5, case: "gen") } { $retire }
  }{ $method ->
    [round-up] {" "}(każdą resztę zaokrągla się w górę do jednego nowego { -chip(case: "gen") })
    [race] {" "}(w drodze wyścigu { -chip(count: 5, case: "gen") })
   *[none] {""}
  } stacki wynoszą: { $stacks }.
answer-stack = { $player } { $chips }
answer-leftover = { $exchanged ->
    [0] Niczego się nie wymienia
   *[other] { $exchanged } wymienia się na { -chip(count: 2, case: "acc") } w grze
  }{ $removed ->
    [0] {""}
   *[other] , a pozostałe { -chip(count: 2, case: "acc") } o wartości { $removed } zdejmuje się bez rekompensaty
  }.
answer-clock = { -player } ma { $seconds ->
    [one] { $seconds } sekundę
    [few] { $seconds } sekundy
   *[other] { $seconds } sekund
  }{ $countdown ->
    [0] {""}
    [one] , a potem { $countdown } sekunda odliczania
    [few] , a potem { $countdown } sekundy odliczania
   *[other] , a potem { $countdown } sekund odliczania
  }
answer-seconds = { $n ->
    [one] { $n } sekundzie
   *[other] { $n } sekundach
  }
answer-clock-in-time = { -action } po { $times } mieści się w czasie
answer-clock-late = { -action } po { $times } jest spóźniona

## Miejsca w turnieju

answer-place = { $count ->
    [one] { $players } zajmuje { $place }. miejsce
   *[other] { $players } dzielą { $place }. miejsce
  }
