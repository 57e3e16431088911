### Słowa rozstrzygnięcia (rulescore.render.ruling): nagłówek karty i strony Rule my hand, wiersze
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
