### Ответы вне торговли (rulescore.present.sentences): что вычислила функция каталога (дележ банка, жеребьёвка мест,
### часы, действие не в свою очередь), одним-двумя предложениями из типизированной записи. Сообщения-части
### предложения начинаются со строчной буквы: презентер соединяет их точкой с запятой и ставит заглавную букву.

## Когда цифры не сказать предложением (тест следит, чтобы это не попало ни на одну карточку)

answer-figures = По правилам: { $figures }.

answer-clauses = { $first }, а { $last }

## Решение ТД

answer-outcome = { $outcome ->
    [binding] обязывающим
    [not-binding] не обязывающим
    [part] частью { -all-in(case: "gen") }
   *[not-part] не частью { -all-in(case: "gen") }
  }
answer-conditional = { $said ->
    [quoted] Об условном { -declaration(case: "loc") } «{ $words }» решает { -td }: его можно признать { $outcomes }{ $penalty ->
        [possible] , а { -player(case: "acc") } — наказать
       *[none] {""}
      }.
   *[none] Об условном { -declaration(case: "loc") } решает { -td }: его можно признать { $outcomes }{ $penalty ->
        [possible] , а { -player(case: "acc") } — наказать
       *[none] {""}
      }.
  }
answer-found-chip = { $found ->
    [0] Решение за { -td }: { -chip(case: "acc") }, найденную после { -call(case: "gen") } { -all-in(case: "gen") }, признают { $outcomes }.
   *[other] Решение за { -td }: { -chip(case: "acc") } { $found }, найденную после { -call(case: "gen") } { -all-in(case: "gen") } на { $all_in }, признают { $outcomes }.
  }

## Когда неверную сумму исправляют

answer-moment = { $moment ->
    [before-next-card] до выдачи следующей карты
    [river-before-showdown] на { -river(case: "loc") }, до { -showdown(case: "gen") }
    [before-next-card-after-sa] до выдачи следующей карты, даже после { -substantial-action(case: "gen") }
    [after-showdown-begins] после начала { -showdown(case: "gen") }
   *[after-next-card] после выдачи следующей карты
  }
answer-correction = { $structure ->
    [no-limit] в { -no-limit(case: "loc") }{" "}
    [pot-limit] в { -pot-limit(case: "loc") }{" "}
   *[none] {""}
  }{ $error ->
    [low] слишком малую сумму
    [high] слишком большую сумму
   *[other] неверную сумму
  } { $shape ->
    [both] исправляют, если ошибку обнаружили { $corrected }, и оставляют в силе, если её обнаружили { $stands }
    [corrected] исправляют, если ошибку обнаружили { $corrected }
   *[stands] оставляют в силе, если ошибку обнаружили { $stands }
  }.

## Кто может попросить пересчитать банк

answer-pot-count = { $shape ->
    [both] { -player } может попросить дилера пересчитать { -pot(case: "acc") }, если игра — { $may }; если { $may_not } — нет.
    [may] { -player } может попросить дилера пересчитать { -pot(case: "acc") }, если игра — { $may }.
   *[may-not] { -player } не может попросить дилера пересчитать { -pot(case: "acc") }, если игра — { $may_not }.
  }

## Дележ банка и нечетная фишка

answer-split-halves = { -pot } делится: { $high } — старшей комбинации (хай), { $low } — младшей (лоу)
answer-split-odd = { $amount ->
    [0] { -odd-chip }
   *[other] нечетная { -chip } { $amount }
  } достаётся { $player }{ $why ->
    [button] , первому победителю слева от { -button(case: "gen") } ({ $button })
   *[none] {""}
  }
answer-split-unit = { -pot } делят { -chip(count: 5, case: "ins") } по { $unit }, самыми мелкими в игре
answer-split-even = { -pot } делится поровну: { -odd-chip(case: "gen") } нет.

## Банки и кто их выигрывает

answer-pot = { $n ->
    [0] { -main-pot } — { $chips } ({ $players })
   *[other] { -side-pot } { $n } — { $chips } ({ $players })
  }
answer-uncalled = { $chips } без { -call(case: "gen") } возвращается { -player(case: "dat") } { $player }

## Рука с неверным числом карт

answer-burns = { $sa ->
    [yes] { -substantial-action } уже произошло
   *[no] { -substantial-action } ещё не произошло
  }, поэтому { $misdeal ->
    [yes] раздача недействительна ({ -misdeal })
   *[no] { -misdeal(case: "gen") } нет
  }{ $dead ->
    [0] {""}
    [one] : рука на месте { $seats } мертва
   *[other] : руки на местах { $seats } мертвы
  }{ $burned ->
    [yes] { $burns ->
        [one] , а перед { -flop(case: "ins") } сжигается одна карта
        [few] , а перед { -flop(case: "ins") } сжигаются { $burns } карты
       *[other] , а перед { -flop(case: "ins") } сжигаются { $burns } карт
      }
   *[no] {""}
  }.

## Действие не в свою очередь

answer-skipped = { $player } действует не в свою очередь, пропуская { $skipped }.
answer-reply = { $verb ->
    [call] { $player } делает { -call(case: "acc") }
    [fold] { $player } пасует
    [check] { $player } делает { -check(case: "acc") }
    [bet] { $player } ставит { $amount }
    [raise] { $player } делает { -raise(case: "acc") } до { $amount }
    [raise-by] { $player } делает { -raise(case: "acc") } на { $amount }
    [allin] { $player } объявляет { -all-in(case: "acc") }
   *[other] { $written }
  }
answer-or-if = { $first }, или если { $next }
answer-if = Если { $said }, { $outcome }.
answer-stands = { $known ->
    [yes] { -action } { $player } остаётся в силе ({ $what })
   *[none] { -action } { $player } остаётся в силе
  }
answer-withdrawn = { -action } { $player } теряет силу{ $returned ->
    [0] {""}
   *[other] {" "}и { $returned } возвращается { -player(case: "dat") } { $player }
  }
answer-withdrawn-options = { $to_call ->
    [0] { -player(case: "dat") } { $player } доплачивать нечего, и он может выбрать: { $options }
   *[other] { -player(case: "dat") } { $player } нужно доплатить { $to_call } для { -call(case: "gen") }, и он может выбрать: { $options }
  }{ $word ->
    [raise] {" "}({ -raise } минимум до { $low })
    [bet] {" "}({ -bet } от { $low })
   *[none] {""}
  }

## Открытие карт и игра бордом

answer-cards-to-table = На { -showdown(case: "loc") } рука выигрывает, только если её карманные карты открыты: { $games }.
answer-cards-in-game = { $game } — { $n }
answer-board = В игре { $game } { $clauses }.
answer-board-may = { $may ->
    [yes] { -player } может играть одними общими картами
   *[no] { -player } не может играть одними общими картами
  }
answer-board-plays = { $plays ->
    [yes] здесь лучшая комбинация { -player(case: "gen") } — пять общих карт
   *[no] здесь пять общих карт — не лучшая комбинация { -player(case: "gen") }
  }
answer-board-table = { -player } открывает { $n ->
    [one] { $n } карманную карту
    [few] { $n } карманные карты
   *[other] { $n } карманных карт
  }, чтобы получить долю { -pot(case: "gen") }

## Когда карты открывают

answer-face-up = Карты { $players } открывают на { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  }{ $remaining ->
    [0] , и карт больше не будет
   *[other] , впереди ещё { $cards }
  }.
answer-side-pots = { $n ->
    [one] Образуется { -side-pot } на { $amounts }.
   *[other] Образуются побочные банки на { $amounts }.
  }
answer-settle-order = Банки разыгрываются по порядку: { $order }.
answer-then = { $first }, затем { $next }

## Споры после раздачи

answer-deadline = { $deadline ->
    [next-hand] начало следующей раздачи
    [one-minute] 1 минута после присуждения { -pot(case: "gen") }
   *[sa] { -substantial-action } в следующей раздаче
  }
answer-deadline-until = { $deadline ->
    [next-hand] до начала следующей раздачи
    [one-minute] в течение 1 минуты после присуждения { -pot(case: "gen") }
   *[sa] до { -substantial-action(case: "gen") } в следующей раздаче
  }
answer-disputed-until = { $error ->
    [reading] спор о неверно прочитанной руке
    [accounting] спор о неверно подсчитанном { -pot(case: "loc") }
    [before-break] спор о раздаче перед самым перерывом
   *[accounting-before-break] спор о неверно подсчитанном { -pot(case: "loc") } в раздаче перед самым перерывом
  }{ $first ->
    [yes] {" "}можно заявить { $until }
   *[no] {" "}— { $until }
  }
answer-and-last = { $first }, а { $last }
answer-dispute = { $error ->
    [reading] Спор о неверно прочитанной руке
    [accounting] Спор о неверно подсчитанном { -pot(case: "loc") }
   *[other] Спор об ошибке
  }{ $raised ->
    [at-once] , заявленный сразу,
    [before-next-hand] , заявленный до следующей раздачи,
    [break-minute] , заявленный через 1 минуту после начала перерыва,
    [next-hand-started] , заявленный после начала следующей раздачи,
    [sa-next-hand] , заявленный после { -substantial-action(case: "gen") } в следующей раздаче,
   *[none] {""}
  } { $correctable ->
    [yes] ещё позволяет исправить ошибку
   *[no] уже не позволяет исправить ошибку
  }{ $dated ->
    [yes] {" "}(срок — { $until })
   *[no] {""}
  }.

## Места и столы

answer-seat-each = { $one ->
    [yes] каждый { -player } получает ровно одно место
   *[no] жеребьёвка не даёт каждому { -player(case: "dat") } по одному месту
  }
answer-seat-top = { $top ->
    [yes] старшая карта получает место с верха стопки
   *[no] старшая карта не получает место с верха стопки
  }
answer-most = за столом { $table } больше всего { -player(count: 5, case: "gen") }
answer-halt = { $count ->
    [one] стол { $tables } останавливает игру
   *[other] столы { $tables } останавливают игру
  }{ $when ->
    [big-blind] , когда { -big-blind } доходит до пустого места
    [small-blind] , когда { -small-blind } доходит до пустого места
   *[none] {""}
  }

## Уровни, фишки и часы

answer-level = { $count ->
    [one] раздача, начатая в { $times }, играется на { $level ->
        [current] текущем
       *[new] новом
      } уровне
   *[other] раздачи, начатые в { $times }, играются на { $level ->
        [current] текущем
       *[new] новом
      } уровне
  }
answer-level-ends = { $text } (уровень заканчивается в { $ends })
answer-colour-up = Когда { -colour-up }{ $retire ->
    [0] {""}
   *[other] {" "}{ -chip(count: 5, case: "gen") } номиналом { $retire }
  } проведён{ $method ->
    [round-up] {" "}(каждый остаток округляется вверх до одной новой { -chip(case: "gen") })
    [race] {" "}(через чип-рейс)
   *[none] {""}
  }, стеки такие: { $stacks }.
answer-stack = { $player } { $chips }
answer-leftover = { $exchanged ->
    [0] Ничего не обменивается
   *[other] { $exchanged } обменивается на { -chip(count: 2, case: "acc") } в игре
  }{ $removed ->
    [0] {""}
   *[other] , а оставшиеся { -chip(count: 2) } на { $removed } снимаются без компенсации
  }.
answer-clock = У { -player(case: "gen") } есть { $seconds ->
    [one] { $seconds } секунда
    [few] { $seconds } секунды
   *[other] { $seconds } секунд
  }{ $countdown ->
    [0] {""}
    [one] , затем { $countdown } секунда обратного отсчёта
    [few] , затем { $countdown } секунды обратного отсчёта
   *[other] , затем { $countdown } секунд обратного отсчёта
  }
answer-seconds = { $n ->
    [one] { $n } секунду
    [few] { $n } секунды
   *[other] { $n } секунд
  }
answer-clock-in-time = ход через { $times } — вовремя
answer-clock-late = ход через { $times } — слишком поздно

## Места в турнире

answer-place = { $count ->
    [one] { $players } занимает { $place }-е место
   *[other] { $players } делят { $place }-е место
  }
