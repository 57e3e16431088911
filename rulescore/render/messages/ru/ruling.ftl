### Слова решения (rulescore.render.ruling): заголовок карточки и страницы Rule my hand, строки
### `rulescore ask`, решение в обозревателе. Суммы указаны за улицу.

## Заголовок: чей ход, сколько нужно для колла, доступные действия и пределы рейза

ruling-to-act = { $to_call ->
    [0] Ход { -player(case: "gen") } { $player }, уравнивать нечего.
   *[other] Ход { -player(case: "gen") } { $player }: для { -call(case: "gen") } нужно { $to_call }.
  }
ruling-no-decision = Решения от { $player } не требуется: выбора нет.
ruling-may = { $player } может выбрать: { $options }.
ruling-may-limits = { $player } может выбрать: { $options }; { $limits }.
ruling-may-not-raise = { $player } может выбрать: { $options }; { -raise } невозможен.
ruling-limit-range = { $word ->
    [bet] { -bet } от { $low } до { $high }
   *[raise] { -raise } минимум до { $low }, максимум до { $high }
  }
ruling-limit-exact = { $word ->
    [bet] { -bet } ровно { $low }
   *[raise] { -raise } ровно до { $low }
  }
ruling-limit-open = { $word ->
    [bet] { -bet } от { $low }, максимум неизвестен ({ -stack } не указан)
   *[raise] { -raise } минимум до { $low }, максимум неизвестен ({ -stack } не указан)
  }
ruling-round-over = Круг торговли окончен.
ruling-wins = { $player } выигрывает { $chips }
ruling-awards = { $wins }.
