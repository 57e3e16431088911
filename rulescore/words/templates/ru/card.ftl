### Слова вокруг карточки записи каталога (rulescore.present.cards.EntryCard, карточка главы) и карточки сценария,
### который правила отклоняют (ErrorCard): заголовки, метки, подписи и столбцы. Данные записи (название, описание,
### обоснование вердикта) берутся из каталога, по-английски.

card-verdict = { $verdict ->
    [agrees] совпадает с источником
    [disagrees] цифра источника неверна
    [underdetermined] источник упускает факт
    [impossible] невозможно в описанном виде
    [discretion] решение { -td }
    [text-only] формулировка правила
   *[illustrated] источник не даёт цифр: показано на наших
  }
card-verdict-name = { $verdict ->
    [agrees] совпадает
    [disagrees] не совпадает
    [underdetermined] не определено
    [impossible] невозможно
    [discretion] решение { -td }
    [text-only] только текст
   *[illustrated] на наших цифрах
  }
card-source = { $source ->
    [IA] Illustration Addendum
    [S03] Раздел 03 ({ -showdown })
    [S08] Раздел 08 (торговля)
    [PL] польская статья, правила 51-62
    [RU] российские правила 13-29
   *[TDA] официальный пример { -tda2024 }
  }
card-illustrates = иллюстрирует { $rule }
card-on-our-figures = На наших цифрах: { $answer }
card-not-possible = Невозможно в описанном виде: { $reason }
card-situation = Ситуация.
card-situation-line = Ситуация: { $summary }
card-figures-ours = Наши цифры / по правилам:
card-figures-printed = В источнике / по правилам:
card-readings = Прочтения того, что источник упускает
card-reading-line = { $reading }: { $shown } (даёт опубликованный ответ: { $matches ->
    [yes] да
   *[no] нет
  })
card-verdict-head = Вердикт: { $verdict }
card-yes-no = { $matches ->
    [yes] да
   *[no] нет
  }
card-col-figure = цифра
card-col-ours = наши цифры (источник их не даёт)
card-col-printed = в источнике
card-col-rules-give = по правилам
card-col-reading = если недостающий факт
card-col-as-printed = как в источнике
card-scenario = Сценарий, записанный для rulescore
card-computed = Что вычислено
card-computed-with = { $function } с аргументами:
card-error-heading = Невозможно в таком виде
