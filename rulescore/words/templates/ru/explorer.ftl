explorer-pots = банки
explorer-stacks = стеки
explorer-rules = правила
explorer-col-pot = { -pot }
explorer-col-chips = { -chip(count: 2) }
explorer-col-who = кто может его выиграть
explorer-col-player = { -player }
explorer-col-start = в начале
explorer-col-front = перед { -player(case: "ins") }
explorer-col-behind = осталось
explorer-col-status = состояние
explorer-col-may-raise = может рейзить
explorer-no-chips = в { -pot(case: "loc") } ещё нет { -chip(count: 5) }
explorer-total = все { -chip(count: 2) } в { -pot(case: "loc") } и перед { -player(count: 2, case: "ins") }: { $chips }
explorer-deep = глубокий { -stack }
explorer-yes-no = { $yes ->
    [yes] да
   *[no] нет
  }
explorer-printed = решение в том виде, в каком его печатает rulescore ask
explorer-error = ошибка: { $error }
explorer-last-good = Ниже решение для последнего верного состояния: исправьте раздачу или отмените шаг.
explorer-wait = кнопки ждут, пока раздача снова станет верной (исправьте её или отмените шаг)
explorer-player-to-act = { -player }, чей ход
explorer-nobody-to-act = (никто не ходит)
explorer-next = Далее: { $note }.
explorer-language = язык
explorer-ladder = лестница { -action(count: 5) } · { $street }, { -blinds } { $sb }/{ $bb }; { -chip(count: 2) } — суммы за { -street(case: "acc") }
explorer-col-action = { -action }
explorer-col-as = считается как
explorer-col-total = всего
explorer-col-incr = прирост
explorer-col-kind = вид
explorer-col-min-raise-to = мин. { -raise } до
explorer-col-may-reraise = может ререйзить
explorer-kind = { $kind ->
    [full] полный
    [incomplete] неполный
    [full-all-in] полный, { -all-in }
    [incomplete-all-in] неполный, { -all-in }
   *[all-in] { -all-in }
  }
