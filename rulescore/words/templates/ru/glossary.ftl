### Glossary: Russian. The same ids as the English glossary (en/glossary.ftl, the reference, with the definitions).
### The term is the word we write; .sources lists the words the Russian sources (RU-13 to RU-29: showdown, pots,
### general procedure) use for the idea; absent, they have none (betting terms), and the term is what
### Russian-speaking card rooms usually say. Variants: $count (CLDR: one, few, many), $case (nom, gen, dat, acc,
### ins, loc: the prepositional); .gender (masculine, feminine, neuter, plural) for agreement.

## The glossary of the guide

-accepted-action = { $case ->
    *[nom] принятое действие
     [gen] принятого действия
     [dat] принятому действию
     [acc] принятое действие
     [ins] принятым действием
     [loc] принятом действии
    }
    .gender = neuter
-action = { $count ->
   *[one] { $case ->
        *[nom] действие
         [gen] действия
         [dat] действию
         [acc] действие
         [ins] действием
         [loc] действии
        }
    [few] { $case ->
        *[nom] действия
         [gen] действий
         [dat] действиям
         [acc] действия
         [ins] действиями
         [loc] действиях
        }
    [many] { $case ->
        *[nom] действий
         [gen] действий
         [dat] действиям
         [acc] действий
         [ins] действиями
         [loc] действиях
        }
  }
    .gender = neuter
    .sources = действие
-all-in = { $case ->
    *[nom] олл-ин
     [gen] олл-ина
     [dat] олл-ину
     [acc] олл-ин
     [ins] олл-ином
     [loc] олл-ине
    }
    .gender = masculine
    .sources = олл-ин
-bet = { $count ->
   *[one] { $case ->
        *[nom] ставка
         [gen] ставки
         [dat] ставке
         [acc] ставку
         [ins] ставкой
         [loc] ставке
        }
    [few] { $case ->
        *[nom] ставки
         [gen] ставок
         [dat] ставкам
         [acc] ставки
         [ins] ставками
         [loc] ставках
        }
    [many] { $case ->
        *[nom] ставок
         [gen] ставок
         [dat] ставкам
         [acc] ставок
         [ins] ставками
         [loc] ставках
        }
  }
    .gender = feminine
    .sources = ставка
-big-blind = { $case ->
    *[nom] большой блайнд
     [gen] большого блайнда
     [dat] большому блайнду
     [acc] большой блайнд
     [ins] большим блайндом
     [loc] большом блайнде
    }
    .gender = masculine
-burn-card = { $case ->
    *[nom] сжигаемая карта
     [gen] сжигаемой карты
     [dat] сжигаемой карте
     [acc] сжигаемую карту
     [ins] сжигаемой картой
     [loc] сжигаемой карте
    }
    .gender = feminine
-button = { $case ->
    *[nom] баттон
     [gen] баттона
     [dat] баттону
     [acc] баттон
     [ins] баттоном
     [loc] баттоне
    }
    .gender = masculine
    .sources = баттон
-call = { $case ->
    *[nom] колл
     [gen] колла
     [dat] коллу
     [acc] колл
     [ins] коллом
     [loc] колле
    }
    .gender = masculine
    .sources = колл, коллировать
-calling-the-clock = { $case ->
    *[nom] просьба засечь время
     [gen] просьбы засечь время
     [dat] просьбе засечь время
     [acc] просьбу засечь время
     [ins] просьбой засечь время
     [loc] просьбе засечь время
    }
    .gender = feminine
    .sources = просьба засечь время
-cards-speak = карты говорят сами за себя
    .sources = карты говорят сами за себя
-check = { $case ->
    *[nom] чек
     [gen] чека
     [dat] чеку
     [acc] чек
     [ins] чеком
     [loc] чеке
    }
    .gender = masculine
-chip = { $count ->
   *[one] { $case ->
        *[nom] фишка
         [gen] фишки
         [dat] фишке
         [acc] фишку
         [ins] фишкой
         [loc] фишке
        }
    [few] { $case ->
        *[nom] фишки
         [gen] фишек
         [dat] фишкам
         [acc] фишки
         [ins] фишками
         [loc] фишках
        }
    [many] { $case ->
        *[nom] фишек
         [gen] фишек
         [dat] фишкам
         [acc] фишек
         [ins] фишками
         [loc] фишках
        }
  }
    .gender = feminine
    .sources = фишка
-colour-up = колор-ап
    .gender = masculine
    .sources = колор-ап
-declaration = { $case ->
    *[nom] объявление
     [gen] объявления
     [dat] объявлению
     [acc] объявление
     [ins] объявлением
     [loc] объявлении
    }
    .gender = neuter
    .sources = объявление
-disputed-pot = { $case ->
    *[nom] спорный банк
     [gen] спорного банка
     [dat] спорному банку
     [acc] спорный банк
     [ins] спорным банком
     [loc] спорном банке
    }
    .gender = masculine
    .sources = спорный банк
-fold = { $case ->
    *[nom] пас
     [gen] паса
     [dat] пасу
     [acc] пас
     [ins] пасом
     [loc] пасе
    }
    .gender = masculine
    .sources = пас
-full-raise = { $case ->
    *[nom] полный рейз
     [gen] полного рейза
     [dat] полному рейзу
     [acc] полный рейз
     [ins] полным рейзом
     [loc] полном рейзе
    }
    .gender = masculine
-hand-for-hand = { $case ->
    *[nom] синхронизированные раздачи
     [gen] синхронизированных раздач
     [dat] синхронизированным раздачам
     [acc] синхронизированные раздачи
     [ins] синхронизированными раздачами
     [loc] синхронизированных раздачах
    }
    .gender = plural
    .sources = синхронизированные раздачи
-incomplete-raise = { $case ->
    *[nom] неполный рейз
     [gen] неполного рейза
     [dat] неполному рейзу
     [acc] неполный рейз
     [ins] неполным рейзом
     [loc] неполном рейзе
    }
    .gender = masculine
-main-pot = { $case ->
    *[nom] основной банк
     [gen] основного банка
     [dat] основному банку
     [acc] основной банк
     [ins] основным банком
     [loc] основном банке
    }
    .gender = masculine
-minimum-raise = { $case ->
    *[nom] минимальный рейз
     [gen] минимального рейза
     [dat] минимальному рейзу
     [acc] минимальный рейз
     [ins] минимальным рейзом
     [loc] минимальном рейзе
    }
    .gender = masculine
-muck = { $case ->
    *[nom] отбой
     [gen] отбоя
     [dat] отбою
     [acc] отбой
     [ins] отбоем
     [loc] отбое
    }
    .gender = masculine
    .sources = отбой, muck
-multiple-chip-bet = { $case ->
    *[nom] ставка несколькими фишками
     [gen] ставки несколькими фишками
     [dat] ставке несколькими фишками
     [acc] ставку несколькими фишками
     [ins] ставкой несколькими фишками
     [loc] ставке несколькими фишками
    }
    .gender = feminine
-odd-chip = { $case ->
    *[nom] нечетная фишка
     [gen] нечетной фишки
     [dat] нечетной фишке
     [acc] нечетную фишку
     [ins] нечетной фишкой
     [loc] нечетной фишке
    }
    .gender = feminine
    .sources = нечетная фишка
-out-of-turn = { $case ->
    *[nom] действие не в свою очередь
     [gen] действия не в свою очередь
     [dat] действию не в свою очередь
     [acc] действие не в свою очередь
     [ins] действием не в свою очередь
     [loc] действии не в свою очередь
    }
    .gender = neuter
-overchip = { $case ->
    *[nom] оверчип
     [gen] оверчипа
     [dat] оверчипу
     [acc] оверчип
     [ins] оверчипом
     [loc] оверчипе
    }
    .gender = masculine
-pot = { $count ->
   *[one] { $case ->
        *[nom] банк
         [gen] банка
         [dat] банку
         [acc] банк
         [ins] банком
         [loc] банке
        }
    [few] { $case ->
        *[nom] банка
         [gen] банков
         [dat] банкам
         [acc] банка
         [ins] банками
         [loc] банках
        }
    [many] { $case ->
        *[nom] банков
         [gen] банков
         [dat] банкам
         [acc] банков
         [ins] банками
         [loc] банках
        }
  }
    .gender = masculine
    .sources = банк
-pot-limit = { $case ->
    *[nom] пот-лимит
     [gen] пот-лимита
     [dat] пот-лимиту
     [acc] пот-лимит
     [ins] пот-лимитом
     [loc] пот-лимите
    }
    .gender = masculine
-rabbit-hunting = «докрутка» карт
    .gender = feminine
    .sources = «докрутка» карт
-raise = { $count ->
   *[one] { $case ->
        *[nom] рейз
         [gen] рейза
         [dat] рейзу
         [acc] рейз
         [ins] рейзом
         [loc] рейзе
        }
    [few] { $case ->
        *[nom] рейза
         [gen] рейзов
         [dat] рейзам
         [acc] рейза
         [ins] рейзами
         [loc] рейзах
        }
    [many] { $case ->
        *[nom] рейзов
         [gen] рейзов
         [dat] рейзам
         [acc] рейзов
         [ins] рейзами
         [loc] рейзах
        }
  }
    .gender = masculine
-reopening = { $case ->
    *[nom] повторное открытие торговли
     [gen] повторного открытия торговли
     [dat] повторному открытию торговли
     [acc] повторное открытие торговли
     [ins] повторным открытием торговли
     [loc] повторном открытии торговли
    }
    .gender = neuter
-showdown = { $case ->
    *[nom] вскрытие карт
     [gen] вскрытия карт
     [dat] вскрытию карт
     [acc] вскрытие карт
     [ins] вскрытием карт
     [loc] вскрытии карт
    }
    .gender = neuter
    .sources = вскрытие карт, шоудаун
-side-pot = { $count ->
   *[one] { $case ->
        *[nom] побочный банк
         [gen] побочного банка
         [dat] побочному банку
         [acc] побочный банк
         [ins] побочным банком
         [loc] побочном банке
        }
    [few] { $case ->
        *[nom] побочных банка
         [gen] побочных банков
         [dat] побочным банкам
         [acc] побочных банка
         [ins] побочными банками
         [loc] побочных банках
        }
    [many] { $case ->
        *[nom] побочных банков
         [gen] побочных банков
         [dat] побочным банкам
         [acc] побочных банков
         [ins] побочными банками
         [loc] побочных банках
        }
  }
    .gender = masculine
    .sources = побочный банк, сайд пот
-substantial-action = { $case ->
    *[nom] существенное действие
     [gen] существенного действия
     [dat] существенному действию
     [acc] существенное действие
     [ins] существенным действием
     [loc] существенном действии
    }
    .gender = neuter
-stack = { $case ->
    *[nom] стек
     [gen] стека
     [dat] стеку
     [acc] стек
     [ins] стеком
     [loc] стеке
    }
    .gender = masculine
    .sources = стек
-fifty-percent-standard = { $case ->
    *[nom] правило 50 %
     [gen] правила 50 %
     [dat] правилу 50 %
     [acc] правило 50 %
     [ins] правилом 50 %
     [loc] правиле 50 %
    }
    .gender = neuter
-street = { $count ->
   *[one] { $case ->
        *[nom] улица
         [gen] улицы
         [dat] улице
         [acc] улицу
         [ins] улицей
         [loc] улице
        }
    [few] { $case ->
        *[nom] улицы
         [gen] улиц
         [dat] улицам
         [acc] улицы
         [ins] улицами
         [loc] улицах
        }
    [many] { $case ->
        *[nom] улиц
         [gen] улиц
         [dat] улицам
         [acc] улиц
         [ins] улицами
         [loc] улицах
        }
  }
    .gender = feminine
-string-bet = { $case ->
    *[nom] стринг-бет
     [gen] стринг-бета
     [dat] стринг-бету
     [acc] стринг-бет
     [ins] стринг-бетом
     [loc] стринг-бете
    }
    .gender = masculine
-tabling = { $case ->
    *[nom] открытие карт
     [gen] открытия карт
     [dat] открытию карт
     [acc] открытие карт
     [ins] открытием карт
     [loc] открытии карт
    }
    .gender = neuter
    .sources = открытие карт
-td = { $form ->
   *[short] ТД
    [long] турнирный директор (ТД)
  }
    .gender = masculine
    .sources = ТД, турнирный директор
-undercall = { $case ->
    *[nom] андеркол
     [gen] андеркола
     [dat] андерколу
     [acc] андеркол
     [ins] андерколом
     [loc] андерколе
    }
    .gender = masculine
-underraise = { $case ->
    *[nom] недостаточный рейз
     [gen] недостаточного рейза
     [dat] недостаточному рейзу
     [acc] недостаточный рейз
     [ins] недостаточным рейзом
     [loc] недостаточном рейзе
    }
    .gender = masculine

## The words of a ruling (no entry in the guide's glossary)

-small-blind = { $case ->
    *[nom] малый блайнд
     [gen] малого блайнда
     [dat] малому блайнду
     [acc] малый блайнд
     [ins] малым блайндом
     [loc] малом блайнде
    }
    .gender = masculine
-blinds = { $case ->
    *[nom] блайнды
     [gen] блайндов
     [dat] блайндам
     [acc] блайнды
     [ins] блайндами
     [loc] блайндах
    }
    .gender = plural
-ante = анте
    .gender = neuter
-straddle = { $case ->
    *[nom] стрэддл
     [gen] стрэддла
     [dat] стрэддлу
     [acc] стрэддл
     [ins] стрэддлом
     [loc] стрэддле
    }
    .gender = masculine
-misdeal = { $case ->
    *[nom] мисдил
     [gen] мисдила
     [dat] мисдилу
     [acc] мисдил
     [ins] мисдилом
     [loc] мисдиле
    }
    .gender = masculine
-player = { $count ->
   *[one] { $case ->
        *[nom] игрок
         [gen] игрока
         [dat] игроку
         [acc] игрока
         [ins] игроком
         [loc] игроке
        }
    [few] { $case ->
        *[nom] игрока
         [gen] игроков
         [dat] игрокам
         [acc] игроков
         [ins] игроками
         [loc] игроках
        }
    [many] { $case ->
        *[nom] игроков
         [gen] игроков
         [dat] игрокам
         [acc] игроков
         [ins] игроками
         [loc] игроках
        }
  }
    .gender = masculine
    .sources = игрок
-no-limit = { $case ->
    *[nom] безлимит
     [gen] безлимита
     [dat] безлимиту
     [acc] безлимит
     [ins] безлимитом
     [loc] безлимите
    }
    .gender = masculine
-fixed-limit = { $case ->
    *[nom] фиксированный лимит
     [gen] фиксированного лимита
     [dat] фиксированному лимиту
     [acc] фиксированный лимит
     [ins] фиксированным лимитом
     [loc] фиксированном лимите
    }
    .gender = masculine
-preflop = { $case ->
    *[nom] префлоп
     [gen] префлопа
     [dat] префлопу
     [acc] префлоп
     [ins] префлопом
     [loc] префлопе
    }
    .gender = masculine
-flop = { $case ->
    *[nom] флоп
     [gen] флопа
     [dat] флопу
     [acc] флоп
     [ins] флопом
     [loc] флопе
    }
    .gender = masculine
-turn = { $case ->
    *[nom] тёрн
     [gen] тёрна
     [dat] тёрну
     [acc] тёрн
     [ins] тёрном
     [loc] тёрне
    }
    .gender = masculine
-river = { $case ->
    *[nom] ривер
     [gen] ривера
     [dat] риверу
     [acc] ривер
     [ins] ривером
     [loc] ривере
    }
    .gender = masculine
-game-nlhe = { $form ->
   *[long] безлимитный холдем
    [short] холдем
  }
-game-plo = { $form ->
   *[long] пот-лимит Омаха
    [short] Омаха
  }
-game-plo8 = { $form ->
   *[long] пот-лимит Омаха хай-лоу
    [short] Омаха хай-лоу
  }
-game-lhe = { $form ->
   *[long] лимитный холдем
    [short] лимитный холдем
  }
-game-lo8 = { $form ->
   *[long] лимитная Омаха хай-лоу
    [short] лимитная Омаха хай-лоу
  }
-renderings = { $case ->
    *[nom] источники
     [gen] источников
     [dat] источникам
     [acc] источники
     [ins] источниками
     [loc] источниках
    }
    .gender = plural
-tda2024 = TDA 2024

## What a player may do, as a list of options names it (nouns: "игроку C доступны пас, колл или рейз")

-option-fold = пас
-option-check = чек
-option-call = колл
-option-bet = ставка
-option-raise = рейз
-option-allin = олл-ин
