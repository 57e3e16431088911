### Пояснения движка: почему действие засчитано так, почему торговля открыта для игрока, что может решить ТД.
### Каждое сообщение — один вид rulescore.records.vocabulary.Note; переменные описаны в английском файле (en/note.ftl).
### Суммы — итог игрока на улице, если не сказано иное.

## Ставки и рейзы

note-full = { $kind ->
    [bet] полная { -bet } { $by }
   *[raise] { -full-raise } на { $by }
  }; { -minimum-raise } теперь до { $next }
note-half-bet = { -all-in } на { $total }{ $over ->
    [yes] , на { $by } больше последней полной { -bet(case: "gen") } { $base }
   *[no] {""}
  }: не меньше половины { -bet(case: "gen") } { $bet }, поэтому в { -fixed-limit(case: "loc") } он считается полной { -bet(case: "ins") }: заново открывает торговлю, идёт в счёт предела { -raise(count: 5) }, а { -raise } теперь до { $next }
note-short-fixed = { -all-in } на { $total }{ $over ->
    [yes] , на { $by } больше последней полной { -bet(case: "gen") } { $base }
   *[no] {""}
  }: меньше половины { -bet(case: "gen") } { $bet }, поэтому в { -fixed-limit(case: "loc") } торговля ни для кого не открывается заново, а { -raise } доводит { -bet(case: "acc") } до { $next }
note-incomplete = { -all-in } добавляет { $by }, меньше { -full-raise(case: "gen") } ({ $full }): торговля ни для кого не открывается заново, { -minimum-raise } по-прежнему { $full }
note-fold-no-bet = { -fold } без { -bet(count: 2) } обязателен, но нестандартен
note-applied-dead = применено здесь: { $n ->
    [one] рука { -player(case: "gen") } { $players } мертва ({ -fold })
   *[other] руки { -player(count: 5) } { $players } мертвы ({ -fold })
  }
note-allin-call = { -all-in }, но { $blocker }: это { -call }; { $gone ->
    [back] остальные { $rest } возвращаются { -player(case: "dat") }
   *[stay] остальные { $rest } остаются в { -stack(case: "loc") } { -player(case: "gen") } { $player }
  }
note-allin-above = { -all-in } на { $total } больше { $limit ->
    [pot] предела { -pot(count: 2) }
   *[bet] одной { -bet(count: 2) }
  }: { -raise } до наибольшей разрешённой суммы, { $top }; { $gone ->
    [back] остальные { $rest } возвращаются { -player(case: "dat") }
   *[stay] остальные { $rest } остаются в { -stack(case: "loc") } { -player(case: "gen") } { $player }
  }
note-reduced = уменьшено до максимума { -pot-limit(case: "gen") }, { $to }; возврат { $back }
note-blocked = { $why ->
    [folded] { $player } спасовал
    [all-in] { $player } в { -all-in(case: "loc") }
    [not-open] после { -action(count: 2) } { $player } { -bet } выросла только на { $rose }, меньше { -full-raise(case: "gen") } ({ $full })
    [cap] достигнут предел в { COUNT($cap, "bet", case: "acc") }
    [no-chips] у { $player } нет { -chip(count: 5) } сверх { -call(case: "gen") }
   *[no-caller] никто другой не может уравнять больше { $bet }
  }
note-barred-check = { $player } сказал «чек» при { -bet(case: "dat") } и теперь может выбрать только { -option-call } или { -option-fold }

## Причина: почему торговля открыта или закрыта для игрока, о котором спрашивают, или почему круг окончен

note-reason-folded = { $player } спасовал.
note-reason-all-in = { $player } в { -all-in(case: "loc") }.
note-reason-not-reopened = После { -action(count: 2) } { $player } { -bet } выросла только на { $rose }, меньше { -full-raise(case: "gen") } ({ $full }): { $player } может выбрать { -option-call } или { -option-fold }, но не { -option-raise }.
note-reason-open = { $why ->
    [withdrawn] { -out-of-turn } { -player(case: "gen") } { $player } отменено, потому что изменилась { -bet }, перед которой он стоял; { $player } решает заново, и торговля для него открыта
    [first] { $player } ещё не действовал на этой { -street(case: "dat") }, поэтому торговля для него открыта
    [reopened] После { -action(count: 2) } { $player } { -bet } выросла на { $rose }, не меньше { -full-raise(case: "gen") } ({ $full }): торговля для него открыта заново
   *[half-bet] После { -action(count: 2) } { $player } был { -all-in } не меньше чем на половину { -bet(count: 2) }: торговля для него открыта заново (TDA 47-B)
  }.
note-reason-open-but = { $why ->
    [withdrawn] { -out-of-turn } { -player(case: "gen") } { $player } отменено, потому что изменилась { -bet }, перед которой он стоял; { $player } решает заново, и торговля для него открыта
    [first] { $player } ещё не действовал на этой { -street(case: "dat") }, поэтому торговля для него открыта
    [reopened] После { -action(count: 2) } { $player } { -bet } выросла на { $rose }, не меньше { -full-raise(case: "gen") } ({ $full }): торговля для него открыта заново
   *[half-bet] После { -action(count: 2) } { $player } был { -all-in } не меньше чем на половину { -bet(count: 2) }: торговля для него открыта заново (TDA 47-B)
  }, но { $player } не может сделать { -raise(case: "acc") }: { $blocker } ({ $rule }).
note-reason-round-over = Круг торговли окончен.
note-reason-over = Торговля в этой раздаче окончена.
note-reason-street-over = Торговля на { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } окончена; раздача переходит на следующую { -street(case: "acc") }.
note-reason-uncontested = Все остальные спасовали: { $player } забирает { -pot(case: "acc") } без { -showdown(case: "gen") }.
note-may-not-raise = { -player } не может сделать { -raise }

## Фишки и слова

note-conditional = условное заявление нестандартно: ТД может признать его обязательным и/или наказать { -player(case: "gen") }; это не { -action }, очередь не переходит
note-second-motion-back = { $chips } из второго движения возвращаются: для { -raise(count: 2) } нужно одно движение или сначала слово ({ -string-bet }, { $rule })
note-second-motion-call = второе движение дополняет { -call(case: "acc") } { $call }; всё сверх этого было бы { -string-bet(case: "ins") } и возвращается ({ $rule })
note-first-motion-bet = { -bet(count: 2) } нет: первое движение — это { -bet } { $total }
note-later-motions-back = { $chips } из следующих движений возвращаются: { -bet(case: "acc") } делают одним движением ({ -string-bet }, TDA 56)
note-later-motions-minimum = следующие движения ({ $chips }) лишь доводят { -bet(case: "acc") } до минимума (TDA 56, 52-A)
note-last-chips-call = последние { -chip(count: 2) } { -player(case: "gen") }: { -call } в { -all-in(case: "loc") } на меньшую сумму
note-after-chips = слова после { -chip(count: 5) } их не меняют ({ $rule })
note-chips-bet = { -bet(count: 2) } нет: { -chip(count: 2) } — это { -bet } { $total }
note-single-chip-check = уравнивать нечего: одна { -chip } — это { -check }, { -chip } возвращается
note-told-call = { -player(case: "dat") } { $player } назвали { -bet(case: "acc") } { $told }, и он её уравнял: это { -call } настоящей { -bet(count: 2) } { $bet }, нужно доплатить ещё { $owed } ({ -accepted-action })
note-not-open-call = торговля для { $player } не открыта: { -chip(count: 2) } — это { -call }{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-reaches-minimum = { $total } достигает { -minimum-raise(case: "gen") }: { -raise } до { $total }
note-obliged = { $over } сверх { -call(case: "gen") } — не меньше половины { -minimum-raise(case: "gen") } ({ $increment }): обязательный { -raise } до { $to }
note-less-than-half = { $over } сверх { -call(case: "gen") } — меньше половины { -minimum-raise(case: "gen") } ({ $increment }): { -call }{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-in-front = { $situation ->
    [4] прежние { -chip(count: 2) } уже покрывают { -call }
   *[other] прежние { -chip(count: 2) } частично забраны назад
  }: { $total } перед { -player(case: "ins") } — одна { -multiple-chip-bet } ({ $rule }, ситуация { $situation })
note-earlier-chips = прежние { -chip(count: 2) } { $situation ->
    [1] оставлены перед { -player(case: "ins") }
   *[other] забраны назад
  }: новые { -chip(count: 2) } оцениваются относительно недостающих { $needed } ({ $rule }, ситуация { $situation })
note-single-chip-call = одна { -chip } при { -bet(case: "dat") } — это { -call }{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-every-chip-call = каждая { -chip } нужна, чтобы уравнять { $needed }: это { -call }{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-sweep = все { -chip(count: 2) }, сдвинутые вперёд вместе ({ $total }), считаются одной { -bet(case: "ins") } ({ $rule }, ситуация 5)
note-sweep-td = ТД может вместо этого считать сдвинутые вперёд { -chip(count: 2) } одной { -bet(case: "ins") } ({ $rule }, ситуация 5)
note-last-chips-allin = последние { -chip(count: 2) } { -player(case: "gen") }: { -all-in } независимо от их номинала
note-single-chip-last = одна { -chip } при { -bet(case: "dat") } — это { -call }, даже если это последняя { -chip } { -player(case: "gen") }{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-single-chip-conflict = но это одна { -chip } при { -bet(case: "dat") }, а по { $rule } это { -call }: { -renderings } противоречат друг другу ({ $rule } против { $rule2 }), решает ТД
note-single-chip-08-5 = одна { -chip } при { -bet(case: "dat") } — это { -call } ({ $rule }), даже последняя; остальное возвращается ({ -renderings } расходятся с { $rule2 })
note-every-chip-last = каждая { -chip } нужна, чтобы уравнять { $needed }: это { -call }, последними { -chip(case: "ins", count: 2) } { -player(case: "gen") } тоже{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-bet-below-minimum = { -bet } { $total } меньше минимальной { -bet(count: 2) }; исправлено на { $low }
note-every-chip-allin = это все { -chip(count: 2) }: { -all-in }
note-above-limit = { $total } выше предела: уменьшено до { $to }, возврат { $back }
note-undercall-obliged = { -undercall } на { $pushed } при { $facing ->
    [opening] открывающей { -bet(case: "dat") }
   *[heads-up] { -bet(case: "dat") } один на один
  }: обязателен полный { -call } { $call }
note-forfeit-why = { $how ->
    [covered] { -chip(count: 2) } покрывают { -bet(case: "acc") } { $bet }
    [above] { -chip(count: 2) } не достигают ни одного уровня { -bet(count: 2) } выше тех { $had }, что { $player } уже поставил, поэтому в { -pot(case: "loc") } остаётся каждая выставленная { -chip }
   *[none] { -chip(count: 2) } не достигают ни одного уровня { -bet(count: 2) }, поэтому в { -pot(case: "loc") } остаётся каждая выставленная { -chip }
  }
note-undercall-td-call = { -undercall } на { $pushed } при { $facing ->
    [straddle] { -straddle(case: "loc") }, то есть { -raise(case: "loc") } поверх { -big-blind(case: "gen") } (на { -preflop(case: "loc") } { -big-blind } открывает торговлю, { $rule }),
   *[raise] { -raise(case: "loc") }
  } в многостороннем { -pot(case: "loc") }: ТД может потребовать полный { -call } { $call }
note-undercall-td-fold = { -undercall } на { $pushed }: ТД разрешает { $player } спасовать; теряется { $kept } ({ $why }){ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-declared = объявлен { $word ->
    [fold] { -fold }
    [check] { -check }
   *[all-in] { -all-in }
  }
note-check-facing-bet = «чек» при { -bet(case: "dat") } { $bet }: это не { -action }; { $player } теперь может выбрать только { -option-call } или { -option-fold }
note-call-no-bet = «{ -call }» без { -bet(count: 2) } — это { -check }
note-told-owed = { -player(case: "dat") } { $player } назвали { -bet(case: "acc") } { $told }: с него причитается полная сумма { $bet } ({ -accepted-action }, { $rule })
note-chips-short = выставленных { -chip(count: 5) } ({ $chips }) не хватает: остальное нужно доплатить
note-verbal-call = устный { -call } обязывает на полную сумму
note-pot-stack = «пот» больше { -stack(case: "gen") }: { -all-in }
note-pot-binds = «пот» в { -pot-limit(case: "loc") } обязывает к { -bet(case: "dat") } { $to }
note-pot-no-limit = «пот» — недопустимая { -bet } в { $game }, но обязывает к { $kind ->
    [raise] { -raise(case: "dat") }
   *[bet] { -bet(case: "dat") }
  } не меньше минимума ({ $low }); { $made ->
    [0] применяется минимум
   *[other] { -chip(count: 2) } дают { $made }
  }
note-said-bet = { $why }: { -bet } { $total }
note-said-over-stack = { $why }, больше, чем { $behind } в { -stack(case: "loc") }: все { -chip(count: 2) }, { -all-in } (TDA 40-C)
note-said-option-check = { $why }, уравнивать нечего: меньше половины { -minimum-raise(case: "gen") } сверх { -bet(count: 2) } { $bet }, поэтому { -raise(count: 2) } нет: это { -check }
note-said-option-raise = { $why }, уравнивать нечего: { $kind ->
    [raise] { -raise } до этой суммы
   *[obliged] не меньше половины { -minimum-raise(case: "gen") } сверх { $bet }: обязательный { -raise } до { $to }
  }
note-read-like = { $why }, читается как { $amount } { -chip(case: "ins", count: 2) }: { $then }
note-said-added = { $why } сверх { $front }, лежащих перед { -player(case: "ins") }, всего { $total }
note-said-total = { $why } как общая сумма на этом круге, вместе с { $front } перед { -player(case: "ins") }: { $then }
note-said-either = { $why }, как общая сумма или сверх { $front } перед { -player(case: "ins") }: в обоих случаях { $then }
note-said-readings = { $total }; или { $added }; одна сумма не проясняет, решает TD (TDA 40-A)
note-word-minimum = «{ $said }» без суммы обязывает к минимуму: до { $low }
note-word-motions-back = { $chips } следующих движений возвращается: «{ $said }» без суммы не допускает нескольких движений ({ $facing ->
    [bet] TDA 42, 56
   *[none] { $rule }, TDA 56
  })
note-with-08-3 = { $then } ({ $rule }: объявленный { -raise } можно внести в несколько движений)
note-raise-by = { -raise } на { $by }
note-declared-raise-by = объявлен { -raise } на { $by }
note-below-minimum-fixed = меньше минимума, исправлено на { $low } (TDA 52-A)
note-said-to = { $why }: { $kind ->
    [bet] { -bet }
   *[raise] { -raise }
  } до { $to }
note-said-below-minimum = { $why }: меньше { $kind ->
    [bet] минимальной { -bet(count: 2) }
   *[raise] { -minimum-raise(case: "gen") }
  }, исправлено на { $low } (TDA 52-A)
note-declared-binding = объявлено «{ $said }»: обязательно
note-word-then-short = сначала «{ $said }», потом { -chip(count: 2) } на { $chips }: решает слово, причитается { -raise } не меньше минимума { $low } ({ $rule })
note-word-then-chips = сначала «{ $said }», потом { -chip(count: 2) }: { $kind ->
    [raise] { -raise } до { $to }
   *[bet] { -bet } { $to }
  }
note-no-raise-check = «{ $said }», но { $player } не может ставить: { $blocker } ({ $rule }); { -declaration } обязывает к ближайшему допустимому { -action(case: "dat") }, то есть к { -check(case: "dat") }
note-no-raise-call = «{ $said }», но { $player } не может сделать { -raise }: { $blocker } ({ $rule }); { -declaration } обязывает к ближайшему допустимому { -action(case: "dat") }, то есть к { $allin ->
    [yes] { -call(case: "dat") } в { -all-in(case: "loc") }
   *[no] { -call(case: "dat") }
  } (TDA 51-A)
note-chips-contradict = { -chip(count: 2) } ({ $chips }) противоречат словам: решает ТД ({ $rule }), слова были первыми
note-declared-amount = объявлено { $n }
note-amount-over-pot = «{ $n }» больше { -pot(count: 2) } { $pot }, поэтому читается как сказано (TDA 57)
note-amount-read = «{ $n }» прочитано относительно { -pot(count: 2) } { $pot } (со { -bet(case: "ins", count: 2) } перед { -player(case: "ins", count: 2) }): { $amount }, наибольшее прочтение не больше { -pot(count: 2) } (TDA 57, { $rule })

## Где расходятся своды правил

note-outcome = { $ruled ->
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } отложено
    [withdrawn] { -action } отменено
    [count] подсчёт { -pot(case: "gen") }
    [recount] пересчёт
    [deal] следующая карта
    [declaration] { -declaration }
    [call] { -call } до { $to }
    [bet] { -bet } до { $to }
    [award] выигрыш { $to }
   *[raise] { -raise } до { $to }
  }{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }
note-or = { $a } или { $b }
note-choice = { $outcomes }; выбор за ТД
note-result = { $ruled ->
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } отложено
    [withdrawn] { -action } отменено
    [count] подсчёт { -pot(case: "gen") }
    [recount] пересчёт
    [deal] следующая карта
    [declaration] { -declaration }
    [call] { -call } до { $to }
    [bet] { -bet } до { $to }
    [award] выигрыш { $to }
   *[raise] { -raise } до { $to }
  }{ $allin ->
    [yes] { $back ->
        [0] {" ("}{ -all-in }{")"}
       *[other] {" ("}{ -all-in }, возврат { $back }{")"}
      }
   *[no] { $back ->
        [0] {""}
       *[other] {" (возврат "}{ $back }{")"}
      }
  }
note-otherwise = { $by ->
    [sources] { -renderings } ({ $sources }) здесь расходятся с TDA { $tda }: { $other }
   *[tda2024] по TDA { $tda } иначе: { $other }
  }
note-departure = TDA { $tda } и { -renderings } решают этот шаг по-разному
note-most-raise = максимум, до которого { $player } может сделать { -raise }: { $tda2024 } по TDA 2024 и { $renderings } по { -renderings(case: "dat") }
note-awarded = { $player } получает { $tda2024 } по TDA 2024 и { $renderings } по { -renderings(case: "dat") }

## События за столом и дилер

note-call-no-bet-check = { -call } без { -bet(count: 2) } — это { -check }
note-pot-no-chips = { $verb ->
    [bet] { -bet }
   *[raise] { -raise }
  } на пот без { -chip(count: 5) } сверх { -call(case: "gen") }: все { -chip(count: 2) }, то есть { -call } в { -all-in(case: "loc") }
note-timeout-bet = время вышло при { -bet(case: "dat") }: рука мертва ({ $rule }, TDA 29)
note-timeout-check = время вышло без { -bet(count: 2) }: по TDA 2024 это { -check }
note-timeout-dead = время вышло, даже без { -bet(count: 2) }: по { $rule } рука мертва
note-card-out = следующая карта уже открыта: неверные суммы, найденные после неё, остаются
note-returned-in-all = { $then } (всего возврат { $back })
note-low-raised = { -bet } по заниженному подсчёту; поднята до максимума { -pot-limit(case: "gen") }, { $to }, до { -substantial-action(case: "gen") }
note-oot-fold-binding = не в свою очередь; { -fold } не в свою очередь всегда обязателен
note-a-bet = { $bet ->
    [0] { -bet(count: 2) } нет
   *[other] { -bet } { $bet }
  }
note-oot-changed = не в свою очередь; { -bet } перед { $player } изменилась: было «{ $was }», стало «{ $now }»: не обязательно{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  }; у { $player } все варианты
note-oot-unchanged = не в свою очередь; { -bet } перед { $player } не изменилась ({ $faced }): обязательно
note-time-to-react = { $then }, если у пропущенного { -player(case: "gen") } было время отреагировать ({ $rule }); TDA 53-A делает { -action } обязательным без этого условия
note-count = дилер называет { -player(case: "dat") } { $player } { -pot } { $announced }: { $right ->
    [yes] верно
   *[no] ошибка подсчёта, максимум { -pot-limit(case: "gen") } — { $real }
  }
note-miscount = { -bet } в пот по подсчёту дилера { $bet }, { $side ->
    [above] выше
   *[below] ниже
  } настоящего максимума { -pot-limit(case: "gen") } { $real }; остаётся, пока её не исправят ({ $rule })
note-nothing-to-correct = исправлять нечего: ни одна { -bet } не сделана по неверному подсчёту
note-over-stands = { -bet } { $player } ({ $bet }) была выше максимума { -pot-limit(case: "gen") } { $real }, но следующая карта уже открыта: { -bet } и её коллы остаются
note-over-reduced = { -bet } { $player } ({ $bet }) была выше максимума { -pot-limit(case: "gen") } { $real }; это нашли до следующей карты, поэтому её уменьшают до { $real } для всех
note-low-stands = { -bet } { $player } ({ $bet }) была ниже максимума { -pot-limit(case: "gen") } { $real }, но { $why ->
    [dealt] следующая карта уже открыта
   *[action] после неё было { -substantial-action } ({ COUNT($at, "action") }, с { -chip(case: "ins", count: 2) }: { $chips })
  }: { -bet } остаётся
note-low-complete = { -bet } { $player } ({ $bet }) была ниже максимума { -pot-limit(case: "gen") } { $real }, и { -substantial-action(case: "gen") } после неё не было: { $player } должен довести её до { $to }
note-low-08-8 = по { $rule } слишком маленькую { -bet(case: "acc") } исправляют до следующей карты, что бы ни было после неё: { $player } довёл бы её до { $to }
note-low-conflict = { $ia12 } по { $rule }; но { $s08 }: { -renderings } противоречат друг другу, решает ТД

## Не в свою очередь

note-held = не в свою очередь ({ $ruled ->
    [fold] { -fold }
    [check] { -check }
    [call] { -call }
    [bet] { -bet }
    [raise] { -raise }
   *[other] { -declaration }
  }): очередь была за { $n ->
    [one] { -player(case: "ins") }
   *[other] { -player(case: "ins", count: 2) }
  } { $skipped }, { -action } возвращается к { $first }; { $ruled ->
    [fold] { -fold } не в свою очередь обязателен
   *[other] обязательно, если { -bet } перед { $player } ({ $faced }) не изменится к его очереди; если изменится, у { $player } снова все варианты
  }
note-oot-fold = не в свою очередь: очередь была за { $n ->
    [one] { -player(case: "ins") }
   *[other] { -player(case: "ins", count: 2) }
  } { $skipped }; { -fold } не в свою очередь обязателен сразу, { $player } выбывает из раздачи; { $last ->
    [yes] в раздаче остался один { -player }, поэтому раздача окончена
   *[no] { -action } возвращается к { $first }
  }
note-stands = не в свою очередь, в обход { $n ->
    [one] { -player(case: "gen") }
   *[other] { -player(count: 5) }
  } { $skipped }; обязательно: { -out-of-turn(case: "gen") } образуют { -substantial-action(case: "acc") } ({ COUNT($at, "action") }, с { -chip(case: "ins", count: 2) }: { $chips }) слева от { $first }
note-backs-up = { -action } возвращается к { $first }, и флор решает судьбу { $n ->
    [one] руки { $first }
   *[other] пропущенных рук
  } одинаково для каждого пропущенного { -player(case: "gen") }: все варианты, только { -call }, чек или пас, или рука мертва; TDA 53-B не ставит ни один из них выше, и rulescore не применяет ни один, а решение показывает варианты, которые даёт круг (TDA 53-B)

## Вскрытие карт

note-sd-pushed-live = карты, отодвинутые рубашкой вверх, ещё живые, и их можно открыть
note-sd-partly = открыто { $shown } из { $cards } карт; рука открыта, только когда открыты все карты, поэтому дилер просит открыть остальные
note-sd-allin-muck = при вскрытии после { -all-in(case: "gen") } ни одну руку нельзя сбросить в { -muck }: её открывают
note-sd-tabled-stays = открытая рука остаётся в игре; дилер её читает
note-sd-partly-mucked = частично открыта, затем сброшена в { -muck }: руку так и не опознали, прав на { -pot } у неё нет
note-sd-mucked = сброшена дилером в { -muck }: рука мертва
note-sd-allin-concede = при вскрытии после { -all-in(case: "gen") } ни одну руку нельзя сдать: её открывают
note-sd-face-up-stays = уже открытые карты остаются открытыми
note-sd-pushed = отодвинута рубашкой вверх: жива, пока дилер не сбросит её в { -muck }, но просить показать карты { -player } уже не может
note-sd-refuses = отказывается открыть все карты: рука открыта неправильно, прав на { -pot } у неё нет
note-sd-claim = «{ $words }» не обязывает: решают карты
note-sd-must-show = { $player } уравнял { -bet(case: "acc") } на { -river(case: "loc") } и сохранил карты: руку { $target } нужно показать
note-sd-td-decides = это не та рука, за право увидеть которую спрашивающий заплатил: решает ТД
note-sd-no-right = у { $player } нет карт в игре, поэтому нет права смотреть чужую руку
note-sd-in-play = ни одну руку ещё не открывают: { $n ->
    [0] никто не в { -all-in(case: "loc") }
   *[other] { $all_in } в { -all-in(case: "loc") }, но { $chips } ещё могут ставить
  }, поэтому раздача переходит на следующую { -street(case: "acc") } ({ $rule })
note-sd-held = выигрышей пока нет: { $players } ещё { $n ->
    [one] держит
   *[other] держат
  } карты в борьбе за { $pot ->
    [0] { -main-pot(case: "acc") }
   *[other] { -side-pot(case: "acc") } { $pot }
  }
note-sd-no-cards = выигрышей нет: не указаны карты { $players }
note-sd-no-board = выигрышей нет: борд неполный (нужно пять карт)

## Ошибки, которые встречает ТД при вводе раздачи

note-where = { $street ->
    [preflop] { -action } на { -preflop(case: "loc") }
    [flop] { -action } на { -flop(case: "loc") }
    [turn] { -action } на { -turn(case: "loc") }
    [river] { -action } на { -river(case: "loc") }
   *[none] { -action }
  } № { $n } ({ $written })
note-err-not-seated = { $quoted } не сидит за столом (за столом: { $seats })
note-err-round-over = { $player } не может действовать: круг торговли на { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } окончен, ходить больше некому
note-err-folded = { $player } спасовал и больше не может действовать: { -fold } обязателен, поэтому { $player } выбыл из раздачи
note-err-all-in = { $player } в { -all-in(case: "loc") } и больше не может действовать: { -chip(count: 5, case: "gen") } не осталось (формат сценария: «{ $section }»)
note-err-not-turn = сейчас очередь { $expected }, а не { $player }
note-err-check-facing = { $player } стоит перед { -bet(case: "ins") } { $bet } и не может сделать чек
note-err-nothing-to-call = { $player } нечего уравнивать ({ -bet } { $bet }, у { $player } уже { $has }); введите чек
note-err-not-chips = { $player }: { $quoted } — не целое положительное число { -chip(count: 5) }
note-err-not-above = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } до
  } { $total } не больше текущей { -bet(count: 2) } { $bet }
note-err-over-stack = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } до
  } { $total }, но всего у него только { $allin } ({ $behind } в { -stack(case: "loc") }, { $has } уже поставлено)
note-err-cannot-raise = { $player } не может сделать { -raise }: { $blocker }
note-err-below-minimum = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } до
  } { $total } меньше минимума { $low } ({ -minimum-raise } { $increment }), и это не { -all-in }
note-err-above-limit = { $player }: { $word ->
    [bet] { -bet }
   *[raise] { -raise } до
  } { $total } больше { $limit ->
    [pot] предела { -pot(count: 2) }
   *[bet] одной { -bet(count: 2) }
  }: максимум { $high }
note-err-allin-no-stack = { $player } идёт { -all-in }, но его { -stack } не указан (добавьте его в «stacks:»)
note-err-write-raise = { $player } стоит перед { -bet(case: "ins") } { $bet }: введите «raise», а не «bet»
note-err-write-bet = { -bet(count: 5) } ещё не было: введите «bet», а не «raise»
note-err-again = { $player } снова действует не в свою очередь, прежде чем очередь дошла до него
note-err-pushes-more = { $player } выставляет { $pushed }, но в { -stack(case: "loc") } у него только { $available }
note-err-cannot-bet = { $player } не может ставить: торговля для него не открыта
note-err-unknown-player = { $shown } не сидит за столом (за столом: { $seats })

## Варианты ТД, названные по смыслу

note-outcome-typed = { $says } ({ $ruled ->
    [fold] { -fold }
    [check] { -check }
    [pending] { -action } отложено
    [withdrawn] { -action } отменено
    [count] подсчёт { -pot(case: "gen") }
    [recount] пересчёт
    [deal] следующая карта
    [declaration] { -declaration }
    [call] { -call } до { $to }
    [bet] { -bet } до { $to }
    [award] выигрыш { $to }
   *[raise] { -raise } до { $to }
  }{ $back ->
    [0] {""}
   *[other] , возврат { $back }
  })
note-outcome-skipped = { $which ->
    [dead] рука пропущенного { -player(count: 2) } мертва
    [call-or-fold] пропущенный { -player } может только уравнять или сбросить карты
   *[every-option] у пропущенного { -player(count: 2) } остаются все варианты
  }
note-outcome-react = { $which ->
    [binding] обязательно, у пропущенного { -player(count: 2) } было время отреагировать
   *[not-binding] не обязательно, времени отреагировать не было
  }
note-outcome-recount = { $which ->
    [stands] { -bet } остаётся
   *[complete] { $kind ->
        [bet] { -bet } доведена
       *[raise] { -raise } доведён
      } до { $to }
  }
note-outcome-conditional = { $which ->
    [conditional] не обязательно
   *[binding] обязательно
  }

note-where-ask = вопрос о решении
note-err-ask-not-next = { $why ->
    [folded] сейчас ходит не { $player } (ходит { $next }): { $player } спасовал (формат сценария: «{ $section }»)
    [all-in] сейчас ходит не { $player } (ходит { $next }): { $player } в { -all-in(case: "loc") } (формат сценария: «{ $section }»)
   *[none] сейчас ходит не { $player } (ходит { $next }) (формат сценария: «{ $section }»)
  }
note-err-ask-over = { $why ->
    [folded] круг торговли окончен, { $player } нечего решать ({ $player } спасовал) (формат сценария: «{ $section }»)
    [all-in] круг торговли окончен, { $player } нечего решать ({ $player } в { -all-in(case: "loc") }) (формат сценария: «{ $section }»)
   *[none] круг торговли окончен, { $player } нечего решать (формат сценария: «{ $section }»)
  }

## Ошибки чтения строки действия (слова формата сценария в кавычках, как их пишут)

note-err-limp-late = лимп — это { -call } { -big-blind(case: "gen") } на { -preflop(case: "loc") }; на { $street ->
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } введите «call» или «check»
note-err-ambiguous = «{ $verb }» может значить { -check(case: "acc") } (так говорят в одних залах) или { -fold(case: "acc") } (так говорят в других): введите «check» или «fold»
note-err-unknown-verb = неизвестный глагол { $quoted } (глаголы: «{ $verbs }»; синонимы: «{ $synonyms }, all in»)
note-err-no-amount = { $which ->
    [cc] «cc» пишется без суммы (это { -check } или { -call } { -bet(case: "gen") }, смотря по тому, что на столе)
    [call] «{ $word }» пишется без суммы ({ -call } уравнивает { -bet(case: "acc") }; { -chip(count: 2) }, выставленные молча, записываются как «push { $rest }»)
    [allin] «{ $word }» пишется без суммы ({ -all-in } — это все { -chip(count: 2) } { -player(case: "gen") }; { -chip(count: 2) }, выставленные молча, записываются как «push { $rest }»)
   *[other] «{ $word }» пишется без суммы
  }
note-err-needs-amount = { $which ->
    [cbr] «cbr» требует суммы: «cbr N» — это { -bet } или { -raise } до общей суммы N на этой { -street(case: "loc") } (так пишет PHH)
    [raise] «{ $word }» требует суммы: «{ $verb } N» (до N { -chip(count: 5) }), «raise +N» (на N), «{ $verb } pot» в { -pot-limit(case: "loc") } или «{ $player } says "{ $verb }"», если прозвучало только слово
   *[other] «{ $word }» требует суммы: «{ $verb } N» (до N { -chip(count: 5) }), «{ $verb } pot» в { -pot-limit(case: "loc") } или «{ $player } says "{ $verb }"», если прозвучало только слово
  }
note-err-needs-chips = { $which ->
    [plain] «{ $what }» требует { -chip(count: 5) }
   *[example] «{ $what }» требует { -chip(count: 5) }, например «1000+100x5»
  }
note-err-needs-words = { $which ->
    [plain] «says» требует сказанных слов
   *[example] «says» требует сказанных слов, например «says "raise 800"»
  }
note-err-zero = { $verb ->
    [cbr] «cbr 0» — это не { -bet }
    [raise] { -raise } до 0 — это не { -raise }
   *[bet] { -bet } 0 — это не { -bet }
  }
note-err-write-n = { $verb ->
    [cbr] введите «cbr N», где N — общая сумма { -bet(case: "gen") } или { -raise(case: "gen") } на этой { -street(case: "loc") } (так пишет PHH)
    [raise] введите «raise N» (до N { -chip(count: 5) }), «raise +N» или «raise by N» (на N { -chip(count: 5) })
   *[bet] введите «bet N» (до N { -chip(count: 5) })
  }
note-err-plus-raise = «+N» и «by N» пишутся только для { -raise(case: "gen", count: 5) } («raise +1000» — то же, что «raise by 1000»)
note-err-to-plus = «{ $verb } to { $amount }»: «to» делает сумму общей на этой { -street(case: "loc") }, а «+» — добавкой к { -bet(case: "dat") }: введите «{ $verb } N» для общей суммы{ $verb ->
    [raise] {""} или «raise +N» для добавки
   *[bet] {""}
  }
note-err-pot-by = введите «raise pot» (до максимума { -pot-limit(case: "gen") }), а не «by pot»
note-err-pot-game = «{ $word } pot»: { $structure ->
    [fixed-limit] в { -fixed-limit(case: "loc") } каждая { -bet } и каждый { -raise } — один размер { -bet(case: "gen") }: введите общую сумму («raise N») или game: PLO (или PLO8) для омахи { -pot-limit(case: "gen") }
   *[no-limit] в { -no-limit(case: "loc") } { -pot } не ограничивает { -bet(case: "acc") }: введите сумму («{ $verb } N») или «{ $player } says "pot"», чтобы решить по одному слову, или game: PLO (или PLO8) для омахи { -pot-limit(case: "gen") } ({ $cite })
  }
note-err-pot-limit-only = «{ $verb } pot»: только в { -pot-limit(case: "loc") } { -pot } ограничивает { -bet(case: "acc") }; введите сумму или, в омахе { -pot-limit(case: "gen") }, game: PLO (или PLO8)
note-err-times = «{ $amount }» читается двояко: { -bet } перед { -player(case: "ins") }, умноженная на { $n }, или { $n } больших блайнда; введите общую сумму на этой { -street(case: "loc") } («{ $verb } N»)
note-err-dealer-verb = { $quoted } — не { -action } дилера; дилер может только «{ $verbs }» или «{ $last }» (например, «dealer counts 9500»)
note-err-dealer-no-amount = «dealer { $verb }» пишется без суммы
note-err-dealer-needs = «dealer { $verb }» требует суммы
note-err-says-twice = в одном { -action(case: "loc") } слова можно указать только один раз
note-err-after-words = в строке { $player } есть «{ $extra }», и это не часть строки: сказанные слова пишутся в кавычках, а после них идут только части push, told, kept, pulled, swept и td
note-err-prior-twice = укажите один раз, что стало с прежними { -chip(count: 5, case: "ins") } («kept», «pulled» или «swept»)
note-err-told-needs = «told» требует суммы, которую назвали { -player(case: "dat") }, например «told 12000»
note-err-td-needs = «td» требует решения, которое выбрал { -td }, например «td fold»
note-err-prior-no-push = «kept», «pulled» и «swept» описывают выставленные { -chip(count: 2) }: добавьте «push ФИШКИ»
note-err-no-betting = { $player } не может действовать: на { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } торговля невозможна, { -chip(count: 2) } за спиной есть не больше чем у одного { -player(case: "gen") } в раздаче (карты сдаются до конца)
note-err-deal-early = дилер открывает следующую карту, хотя { $player } ещё должен сделать ход

## Сумма в строке действия, которая не записана как число фишек, как его пишет человек

note-err-amount-empty = число не указано; введите целое число { -chip(count: 5) }
note-err-amount-minus-sign = { $text } — отрицательное число ({ $code } { $cname }): { -chip(count: 2) } не бывают отрицательными
note-err-amount-foreign = { $quoted } содержит цифру не из ASCII ({ $code } { $cname }, { $shown ->
    [digit] читается как { $value }
   *[other] это не цифра числа { -chip(count: 5) }
  })
note-err-amount-foreign-write = { $quoted } содержит цифру не из ASCII ({ $code } { $cname }, { $shown ->
    [digit] читается как { $value }
   *[other] это не цифра числа { -chip(count: 5) }
  }): введите { $digits }
note-err-amount-non-ascii = { $quoted } — не целое число { -chip(count: 5) } (в нём есть знаки, кроме цифр ASCII)
note-err-amount-minus-zero = у { $text } знак минус; { -chip(count: 2) } не бывают отрицательными (введите 0)
note-err-amount-negative = { $text } — отрицательное число: { -chip(count: 2) } такими не бывают
note-err-amount-plus = { $text } в таком виде — не целое число { -chip(count: 5) }: у него знак плюс; введите одно число («raise +N» — это { -raise } на N)
note-err-amount-long = { $start }… — больше { -chip(count: 5) }, чем бывает в любом турнире
note-err-amount-zero-first = { $reading ->
    [octal] { $text } начинается с нуля: введите { $plain }; читатель YAML 1.1 примет это за восьмеричное { $octal }
   *[none] { $text } начинается с нуля: введите { $plain }
  }
note-err-amount-base60 = { $text } — не число { -chip(count: 5) } (читатель YAML 1.1 примет это за { $base60 }, считая в системе с основанием 60)
note-err-amount-k = { $text }: сумма с «k» — это целые { -chip(count: 2) }, не больше трёх знаков после точки, например «1.05k» = 1050 ({ $whole ->
    [whole] введите { $exact } { -chip(count: 5) }
   *[not] это не целое число { -chip(count: 5) }
  })
note-err-amount-exponent = { $quoted } — не целое число { -chip(count: 5) } в том виде, как его пишет человек (это экспоненциальная запись)
note-err-amount-comma-three = в { $quoted } после запятой три цифры: по-русски запятая отделяет дробную часть, по-английски — тысячи; запишите { $plain } или { $grouped }
note-err-amount-dot = { $quoted } — не целое число { -chip(count: 5) } (это дробь или точка, разделяющая тысячи: введите { $plain } или { $grouped }, если имелось в виду это)
note-err-amount-fraction = { $quoted } — не целое число { -chip(count: 5) } (у него есть дробная часть)
note-err-amount-grouping = { $quoted } — не целое число { -chip(count: 5) } (запятые или подчёркивания разделяют тысячи: «1,500» или «1_500»)
note-err-amount-suffix = { $quoted } — не целое число { -chip(count: 5) } (единственный суффикс — «k», тысячи: «2k», «1.5k»)
note-err-amount-not = { $quoted } — не целое число { -chip(count: 5) }
note-err-amount-too-many = { $text } читается как { $number }, а это больше { -chip(count: 5) }, чем бывает в любом турнире (не больше { $most })

note-err-count-not-pot-limit = дилер считает { -pot(case: "acc") } в { $game }: подсчёт { -pot(case: "gen") } положен { -player(count: 5, case: "dat") } только в { -pot-limit(case: "loc") }
note-err-count-over = дилер считает { -pot(case: "acc") }, но круг торговли окончен

## Ошибки фишек перед игроком и выбора ТД, а также ключа, который называет игрока

note-err-prior-none = перед { $player } нет { -chip(count: 5) } от прежней { -bet(case: "gen") }, которые можно было бы { $prior ->
    [pulled] забрать
   *[swept] сгрести
  }
note-err-pulls-more = { $player } забирает { $pulled } = { $total }, но перед ним только { $front }
note-err-td-no-choice = { $player }: указано «td» { $quoted }, но правила не оставляют здесь { -td } выбора («{ $label }»)
note-err-td-not-allowed = { $player }: «td» { $quoted } — не из тех решений, которые допускают правила («{ $labels }»)

## Прочтения слов второго прохода (words2): сначала «call», «complete», сдача, дроби

note-call-first-under = сначала прозвучало «call», поэтому { $amount }, сказанное после, — не { -undercall }: причитается полный { -call } { $call } ({ $rule })
note-call-first-over = сначала прозвучало «call», и оно решает: { $amount }, сказанное после, не делает { -raise(case: "gen") } ({ $rule })
note-err-fraction-no-reading = «{ $said }» — не целое число { -chip(count: 5) }, и даже наименьшее прочтение в { -chip(count: 5, case: "loc") }, { $n }, больше { -pot(case: "gen") } { $pot }: ни одно прочтение не подходит, нужно назвать сумму в { -chip(count: 5, case: "loc") }
note-chips-change = { -chip(count: 2) }, выставленные после слов ({ $chips }), больше названной суммы: слова были первыми и определяют { -bet(case: "acc") }, остальное — сдача ({ $rule })
note-complete-raise = «complete» при { -all-in(case: "loc") } меньше полной { -bet(case: "gen") }: { -bet } доводится до { $to }
note-complete-check = «complete», когда нечего уравнивать, — это { -check } ({ $rule })
note-complete-call = «complete»: { -bet } { $bet } уже полная, поэтому это слово означает { -call(case: "acc") }

note-format-section = формат сценария: «{ $section }»

## Ошибки ключей целой раздачи (streets, board)

note-where-key = «{ $key }»
note-err-hand-ended = раздача закончилась на { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } (все остальные спасовали); { $next ->
    [preflop] { -preflop(case: "gen") }
    [flop] { -flop(case: "gen") }
    [turn] { -turn(case: "gen") }
   *[river] { -river(case: "gen") }
  } нет
note-err-street-open = торговля на { $street ->
    [preflop] { -preflop(case: "loc") }
    [flop] { -flop(case: "loc") }
    [turn] { -turn(case: "loc") }
   *[river] { -river(case: "loc") }
  } не закончена (ходит { $player }), а { $next ->
    [preflop] { -preflop(case: "nom") }
    [flop] { -flop(case: "nom") }
    [turn] { -turn(case: "nom") }
   *[river] { -river(case: "nom") }
  } уже указан
note-err-board-ahead = указано { $cards } { $cards ->
    [one] карта
    [few] карты
   *[many] карт
  }, но раздача дошла только до { $street ->
    [preflop] { -preflop(case: "gen") }
    [flop] { -flop(case: "gen") }
    [turn] { -turn(case: "gen") }
   *[river] { -river(case: "gen") }
  } ({ $reached } { $reached ->
    [one] карта
    [few] карты
   *[many] карт
  } на борде) и торговля продолжается

## Слова игрока, которые грамматика «says» не прочтёт

note-err-says = { $player } говорит { $quoted }: { $why }
note-say-nothing = ничего не сказано
note-say-no-amount = после слова нет суммы
note-say-sign = { $quoted }: у суммы нет знака; { -chip(count: 2) } не бывают отрицательными
note-say-not-said = { $quoted } — не число в том виде, как его говорят
note-say-not-number = { $quoted } — не число, которое rulescore прочтёт (цифры вроде «1500» или слова вроде «fourteen hundred»)
note-say-two-numbers = два числа подряд ({ $first }, затем { $second }): назовите одну сумму
note-say-not-word = { $quoted } — не слово суммы, которое rulescore прочтёт
note-say-fraction = { $quoted } — это { $chips } { -chip(count: 5, case: "gen") }, а не целое число { -chip(count: 5) }
note-say-unknown = это не заявление, которое rulescore прочтёт («call», «check», «fold», «raise», «raise N», «bet N», «pot», «allin», «complete», сумма вроде «1400» или «five», или «if …»)
note-say-zero-to = { $quoted } — не сумма для «{ $head }»
note-say-zero = сумма 0 — это не { -bet }
note-say-both = «{ $first }» и «{ $second }» — сразу общая сумма и добавка: нужно что-то одно

## Заявления по-польски и по-русски (rulescore.input.talk)

note-say-not-lang = { $quoted } — { $other ->
    [pl] польское
    [ru] русское
   *[en] английское
  } слово, а не { $lang ->
    [pl] польское
    [ru] русское
   *[en] английское
  } (lang: { $lang })
note-say-mixed-script = в слове { $quoted } смешаны латинские и кириллические буквы ({ $code } { $cname })
note-say-unknown-in = { $lang ->
    [pl] это не заявление, которое rulescore прочтёт по-польски («pas», «czekam», «sprawdzam», «podbijam», «podbijam do N», «podbijam o N», «stawiam N», «va banque», «pula», сумма вроде «1200» или «dwa tysiące», или «jeśli …»)
   *[ru] это не заявление, которое rulescore прочтёт по-русски («{ -fold }», «{ -check }», «{ -call }», «{ -raise }», «{ -raise } до N», «{ -raise } на N», «ставлю N», «{ -all-in }», «{ -pot }», сумма вроде «1200» или «две тысячи», или «если …»)
  }
note-err-lang = lang: { $quoted } — не язык, на котором rulescore читает слова { -player(count: 5, case: "gen") } (один из: { $known })

## Запись фишек после «push», которую не прочесть

note-err-chips-empty = запись { -chip(count: 5, case: "gen") } пуста; введите { -chip(count: 2) } вроде «1000+100x5»
note-err-chips-empty-term = запись { -chip(count: 5, case: "gen") } { $quoted }: пустое слагаемое (между знаками «+» введите «ЗНАЧЕНИЕ» или «ЗНАЧЕНИЕxЧИСЛО», вроде «1000+100x5»)
note-err-chips-space = запись { -chip(count: 5, case: "gen") } { $quoted }: { $gap } — два числа подряд (напишите ЗНАЧЕНИЕxЧИСЛО или соедините { -chip(count: 2, case: "acc") } знаком +, например 500x2 или 500+500)
note-err-chips-long = запись { -chip(count: 5, case: "gen") } { $quoted }: слагаемое { $term }… больше любого настоящего набора { -chip(count: 5, case: "gen") }
note-err-chips-term = запись { -chip(count: 5, case: "gen") } { $quoted }: слагаемое { $term } — не «ЗНАЧЕНИЕ» и не «ЗНАЧЕНИЕxЧИСЛО» с целыми положительными числами
note-err-chips-amount = запись { -chip(count: 5, case: "gen") } { $quoted }: { $what ->
    [value] номинал { -chip(case: "gen") }
   *[count] число { -chip(count: 5, case: "gen") }
  }: { $why }
note-err-chips-zero-value = запись { -chip(count: 5, case: "gen") } { $quoted }: { -chip(case: "gen") } номиналом { $value } не бывает
note-err-chips-zero-count = запись { -chip(count: 5, case: "gen") } { $quoted }: { $count } × { $value } — это вовсе не { -chip(count: 2) }
note-err-chips-too-many = запись { -chip(count: 5, case: "gen") } { $quoted }: больше { $most } { -chip(count: 5, case: "gen") }

## Значение ключа, с которым стол не собрать

note-err-ante-both = укажите одно { -ante } для всех или { -ante } по местам, но не то и другое
note-err-dead-sb-heads-up = в хедз-апе { -button } ставит { -small-blind(case: "acc") }, поэтому он не может быть мёртвым ({ $cite })
note-err-stack-chips = у { $player } { $quoted } { -chip(count: 5, case: "gen") }; нужно целое число >= 0
note-err-straddle-seat = { $player } сидит не на первом месте после { -big-blind(case: "gen") }
note-err-straddle-short = у { $player } { $behind } за спиной, меньше { -straddle(case: "gen") } { $amount }
note-err-straddle-limit = в { -fixed-limit(case: "loc") } { -straddle } — это блайнд, который делает { -raise } на одну { -bet(case: "acc") }, { $bet } при { $sb }/{ $bb }; { $amount } — не размер { -bet(case: "gen") } этой игры (решение rulescore, страница формата)
note-err-blind-chips-none = { $player } в этой раздаче не ставит ни блайнд, ни { -straddle(case: "acc") }
note-err-blind-chips-few = { $player } поставил { $posted } { -chip(count: 5, case: "ins") } на общую сумму { $chips }: слишком мало
note-err-blind-chips-more = у { $player } всего { $has } { -chip(count: 5, case: "gen") }, меньше поставленных { $chips }
