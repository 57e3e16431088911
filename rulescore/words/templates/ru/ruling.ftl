### Слова решения (rulescore.words.ruling): заголовок карточки и страницы Rule my hand, строки
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

## Строки `rulescore ask`: каждое действие, решение, банки, правила

ruling-as = { $kind ->
    [call] { -call } до { $to }
    [bet] { -bet } до { $to }
    [raise] { -raise } до { $to }
    [fold] { -fold }
    [check] { -check }
    [pending] отложено
    [withdrawn] отозвано
    [count] подсчёт { -pot(case: "gen") }
    [recount] пересчёт
    [deal] следующая карта
   *[declaration] { -declaration }
  }
ruling-as-all-in = { -all-in }
ruling-as-incomplete = { -incomplete-raise }
ruling-as-returned = возврат { $chips }
ruling-td-decides = решает { -td }: { $outcomes }
ruling-street-head = { $street ->
    [preflop] { -preflop }:
    [flop] { -flop }:
    [turn] { -turn }:
   *[river] { -river }:
  }
ruling-for = Решение для { $player }: для { -call(case: "gen") } нужно { $to_call }; варианты: { $options }
ruling-options-none = нет
ruling-for-range = { $word ->
    [bet] { -bet } от { $low } до { $high }
   *[raise] { -raise } минимум до { $low }, максимум до { $high }
  }
ruling-for-open = { $word ->
    [bet] { -bet } от { $low }; верхний предел неизвестен ({ -stack } не указан)
   *[raise] { -raise } минимум до { $low }; верхний предел неизвестен ({ -stack } не указан)
  }
ruling-antes = { -ante }: { $chips } в { -main-pot(case: "loc") }
ruling-pot-name = { $n ->
    [0] { -main-pot }
   *[other] { -side-pot } { $n }
  }
ruling-pot-line = { $name }: { $chips } ({ $players })
ruling-uncalled-line = без { -call(case: "gen") }: возврат { $chips } { -player(case: "dat") } { $player }
ruling-showdown-head = { -showdown }:
ruling-awards-line = выигрыши: { $awards }
ruling-rules-line = правила: { $rules }
ruling-by-sources = решение по { -renderings(case: "dat") } (rules: sources), а не по официальным правилам { -tda2024 }
# $rules (String) - the rules no hand's ruling covers where the renderings depart, each with the source ids that depart, e.g. "TDA 22 (03.9, RU-22), TDA 24-A (RU-24A)"
ruling-still-tda = вне этого решения есть и другие расхождения { -renderings(case: "gen") } с { -tda2024 }: { $rules }; rulescore решает их отдельно, по любому из прочтений
# $player (String) - the winner whose share differs, e.g. "A"
# $tda (String) - the TDA 2024 rule, e.g. "20"
# $by (String) - tda2024 (the ruling follows the renderings) or sources (it follows TDA 2024)
# $sources (String) - the source ids that rule otherwise, e.g. "03.7"
# $chips (Number) - the player's award by the other set
ruling-departure-award = { $by ->
    [tda2024] расхождение при { -showdown(case: "loc") } (TDA { $tda }): по { -tda2024 } { $player } получает { $chips }
   *[sources] расхождение при { -showdown(case: "loc") } (TDA { $tda }): по { -renderings(case: "dat") } ({ $sources }) { $player } получает { $chips }
  }
ruling-departure-step = { $by ->
    [tda2024] расхождение на { $street }, { -action } { $n } ({ $player }, TDA { $tda }): по { -tda2024 } это { $other }
   *[sources] расхождение на { $street }, { -action } { $n } ({ $player }, TDA { $tda }): по { -renderings(case: "dat") } ({ $sources }) это { $other }
  }
ruling-departure-decision = { $by ->
    [tda2024] расхождение в решении { $player } на { $street } (TDA { $tda }): по { -tda2024 } { $player } может сделать { -raise(case: "acc") } максимум до { $to }
   *[sources] расхождение в решении { $player } на { $street } (TDA { $tda }): по { -renderings(case: "dat") } ({ $sources }) { $player } может сделать { -raise(case: "acc") } максимум до { $to }
  }
ruling-result = { $what } ({ $extras })
ruling-result-choice = { $outcomes }; выбор за { -td }
ruling-outcome = { $what }

## Карточка решения: её части, подписи и столбцы

ruling-card-as = { $kind ->
    [call] { -call } { $to }
    [bet] { -bet } { $to }
    [raise] { -raise } до { $to }
    [fold] { -fold }
    [check] { -check }
    [pending] отложено, решает { -td }
    [withdrawn] отозвано
    [count] подсчёт { -pot(case: "gen") } дилером
    [recount] пересчёт
    [deal] следующая карта
   *[declaration] { -declaration }
  }
ruling-card-ruled = { $ruled ->
    [held] на руках
    [tabled] открыта
    [partly-tabled] открыта частично
    [pushed] сдвинута в закрытую
    [mucked] в { -muck(case: "loc") }
    [forfeit] без права на { -pot(case: "acc") }
    [folded] сброшена
    [dead] мертва
    [live] ещё в игре
    [claim] заявление
   *[request] просьба показать
  }
ruling-card-not-full = { -incomplete-raise }
ruling-card-td-may = { -td } может решить: { $outcomes }
ruling-card-uncalled = без { -call(case: "gen") }
ruling-card-returned-to = возврат { -player(case: "dat") } { $player }
ruling-card-wins = { $player } выигрывает
ruling-card-rules = Правила
ruling-card-why = Почему
ruling-card-steps = По шагам
ruling-card-showdown = Вскрытие карт
ruling-card-shows-first = { $player } открывает карты первым
ruling-card-pots = Банки
ruling-card-caption = По шагам (суммы указаны за { -street(case: "acc") })
ruling-card-showdown-caption = Вскрытие карт
ruling-card-col-n = #
ruling-card-col-action = { -action }
ruling-card-col-as = засчитано как
ruling-card-col-why = почему
ruling-card-col-rule = правило
ruling-card-col-event = на { -showdown(case: "loc") }
ruling-card-col-ruled = решение
ruling-card-col-pot = { -pot }
ruling-card-col-chips = { -chip(count: 2) }
ruling-card-col-players = участники
