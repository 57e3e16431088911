### Słowa rozstrzygnięcia (rulescore.words.ruling): nagłówek karty i strony Rule my hand, wiersze
### `rulescore ask`, decyzja w eksploratorze. Kwoty to sumy na danej ulicy.

## Nagłówek: czyja kolej, ile do sprawdzenia, możliwe akcje i granice podbicia

ruling-to-act = { $to_call ->
    [0] Kolej na { $player }, nie ma nic do { -call(case: "gen") }.
   *[other] Kolej na { $player }: { $to_call } do { -call(case: "gen") }.
  }
ruling-no-decision = { $player } nie ma tu żadnej decyzji do podjęcia.
ruling-may = { $player } może { $options }.
ruling-may-limits = { $player } może { $options }; { $limits }.
ruling-may-not-raise = { $player } może { $options }, ale nie może { -option-raise }.
ruling-limit-range = { $word ->
    [bet] { -bet } co najmniej { $low }, najwyżej { $high }
   *[raise] { -raise } co najmniej do { $low }, najwyżej do { $high }
  }
ruling-limit-exact = { $word ->
    [bet] { -bet } dokładnie { $low }
   *[raise] { -raise } dokładnie do { $low }
  }
ruling-limit-open = { $word ->
    [bet] { -bet } co najmniej { $low }, górna granica nieznana (nie podano { -stack(case: "gen") })
   *[raise] { -raise } co najmniej do { $low }, górna granica nieznana (nie podano { -stack(case: "gen") })
  }
ruling-round-over = Runda betowania jest zakończona.
ruling-wins = { $player } wygrywa { $chips }
ruling-awards = { $wins }.

## Wiersze `rulescore ask`: każda akcja, decyzja, pule, zasady

ruling-as = { $kind ->
    [call] { -call } do { $to }
    [bet] { -bet } do { $to }
    [raise] { -raise } do { $to }
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } wstrzymana
    [withdrawn] { -action } wycofana
    [count] liczenie { -pot(case: "gen") }
    [recount] ponowne przeliczenie
    [deal] kolejna karta
   *[declaration] { -declaration }
  }
ruling-as-all-in = { -all-in }
ruling-as-incomplete = { -incomplete-raise }
ruling-as-returned = zwrot { $chips }
ruling-td-decides = decyzja { -td }: { $outcomes }
ruling-street-head = { $street ->
    [preflop] { -preflop }:
    [flop] { -flop }:
    [turn] { -turn }:
   *[river] { -river }:
  }
ruling-for = Rozstrzygnięcie dla { $player }: { $to_call } do { -call(case: "gen") }; możliwe: { $options }
ruling-options-none = brak
ruling-for-range = { $word ->
    [bet] { -bet } co najmniej { $low }, najwyżej { $high }
   *[raise] { -raise } co najmniej do { $low }, najwyżej do { $high }
  }
ruling-for-open = { $word ->
    [bet] { -bet } co najmniej { $low }; górna granica nieznana (nie podano { -stack(case: "gen") })
   *[raise] { -raise } co najmniej do { $low }; górna granica nieznana (nie podano { -stack(case: "gen") })
  }
ruling-antes = { -ante }: { $chips } w { -main-pot(case: "loc") }
ruling-pot-name = { $n ->
    [0] { -main-pot }
   *[other] { -side-pot } { $n }
  }
ruling-pot-line = { $name }: { $chips } ({ $players })
ruling-uncalled-line = bez { -call(case: "gen") }: { $chips } wraca do { $player }
ruling-showdown-head = { -showdown }:
ruling-awards-line = wygrane: { $awards }
ruling-rules-line = zasady: { $rules }
ruling-by-sources = rozstrzygnięte według { -renderings(case: "gen") } (rules: sources), a nie według oficjalnych zasad { -tda2024 }
# $rules (String) - the rules no hand's ruling covers where the renderings depart, each with the source ids that depart, e.g. "TDA 22 (03.9, RU-22), TDA 24-A (RU-24A)"
ruling-still-tda = poza tym rozstrzygnięciem są też odstępstwa { -renderings(case: "gen") } od { -tda2024 }: { $rules }; rulescore rozstrzyga je osobno, według każdego z odczytań
# $player (String) - the winner whose share differs, e.g. "A"
# $tda (String) - the TDA 2024 rule, e.g. "20"
# $by (String) - tda2024 (the ruling follows the renderings) or sources (it follows TDA 2024)
# $sources (String) - the source ids that rule otherwise, e.g. "03.7"
# $chips (Number) - the player's award by the other set
ruling-departure-award = { $by ->
    [tda2024] odstępstwo przy { -showdown(case: "loc") } (TDA { $tda }): według { -tda2024 } { $player } otrzymuje { $chips }
   *[sources] odstępstwo przy { -showdown(case: "loc") } (TDA { $tda }): według { -renderings(case: "gen") } ({ $sources }) { $player } otrzymuje { $chips }
  }
ruling-departure-step = { $by ->
    [tda2024] odstępstwo na { $street }, { -action } { $n } ({ $player }, TDA { $tda }): według { -tda2024 } to { $other }
   *[sources] odstępstwo na { $street }, { -action } { $n } ({ $player }, TDA { $tda }): według { -renderings(case: "gen") } ({ $sources }) to { $other }
  }
ruling-departure-decision = { $by ->
    [tda2024] odstępstwo przy decyzji { $player } na { $street } (TDA { $tda }): według { -tda2024 } { $player } może { -option-raise } najwyżej do { $to }
   *[sources] odstępstwo przy decyzji { $player } na { $street } (TDA { $tda }): według { -renderings(case: "gen") } ({ $sources }) { $player } może { -option-raise } najwyżej do { $to }
  }
ruling-result = { $what } ({ $extras })
ruling-result-choice = { $outcomes }; decyzja należy do { -td }
ruling-outcome = { $what }

## Karta rozstrzygnięcia: jej części, podpisy i kolumny

ruling-card-as = { $kind ->
    [call] { -call } { $to }
    [bet] { -bet } { $to }
    [raise] { -raise } do { $to }
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } wstrzymana, decyduje { -td }
    [withdrawn] { -action } wycofana
    [count] liczenie { -pot(case: "gen") } przez dealera
    [recount] ponowne przeliczenie
    [deal] kolejna karta na stole
   *[declaration] { -declaration }
  }
ruling-card-ruled = { $ruled ->
    [held] w ręku
    [tabled] odkryta
    [partly-tabled] częściowo odkryta
    [pushed] podsunięta zakryta
    [mucked] zmuckowana
    [forfeit] bez prawa do { -pot(case: "gen") }
    [folded] spasowana
    [dead] martwa
    [live] wciąż w grze
    [claim] zapowiedź
   *[request] prośba o pokazanie
  }
ruling-card-not-full = { -incomplete-raise }
ruling-card-td-may = { -td } może uznać: { $outcomes }
ruling-card-uncalled = bez { -call(case: "gen") }
ruling-card-returned-to = wraca do { $player }
ruling-card-wins = { $player } wygrywa
ruling-card-rules = Zasady
ruling-card-why = Dlaczego
ruling-card-steps = Krok po kroku
ruling-card-showdown = Showdown
ruling-card-shows-first = najpierw karty pokazuje { $player }
ruling-card-pots = Pule
ruling-card-caption = Krok po kroku (kwoty to sumy na danej { -street(case: "loc") })
ruling-card-showdown-caption = Showdown
ruling-card-col-n = #
ruling-card-col-action = { -action }
ruling-card-col-as = liczy się jako
ruling-card-col-why = dlaczego
ruling-card-col-rule = zasada
ruling-card-col-event = na { -showdown(case: "loc") }
ruling-card-col-ruled = rozstrzygnięcie
ruling-card-col-pot = { -pot }
ruling-card-col-chips = { -chip(count: 2) }
ruling-card-col-players = { -player(count: 2) }
