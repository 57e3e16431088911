explorer-pots = банки
explorer-stacks = стеки
explorer-rules = правила
explorer-col-pot = банк
explorer-col-chips = фишки
explorer-col-who = кто может его выиграть
explorer-col-player = игрок
explorer-col-start = в начале
explorer-col-front = перед игроком
explorer-col-behind = осталось
explorer-col-status = состояние
explorer-col-may-raise = может рейзить
explorer-no-chips = в банке ещё нет фишек
explorer-total = все фишки в банке и перед игроками: { $chips }
explorer-deep = глубокий стек
explorer-yes-no = { $yes ->
    [yes] да
   *[no] нет
  }
explorer-printed = решение в том виде, в каком его печатает rulescore ask
explorer-error = ошибка: { $error }
explorer-last-good = Ниже решение для последнего верного состояния: исправьте раздачу или отмените шаг.
explorer-wait = кнопки ждут, пока раздача снова станет верной (исправьте её или отмените шаг)
explorer-player-to-act = игрок, чей ход
explorer-nobody-to-act = (никто не ходит)
explorer-next = Далее: { $note }.
explorer-language = язык
explorer-ladder = лестница действий · { $street }, блайнды { $sb }/{ $bb }; фишки — суммы за улицу
explorer-col-action = действие
explorer-col-as = считается как
explorer-col-total = всего
explorer-col-incr = прирост
explorer-col-kind = вид
explorer-col-min-raise-to = мин. рейз до
explorer-col-may-reraise = может ререйзить
explorer-kind = { $kind ->
    [full] полный
    [incomplete] неполный
    [full-all-in] полный, { -all-in }
    [incomplete-all-in] неполный, { -all-in }
   *[all-in] { -all-in }
  }
