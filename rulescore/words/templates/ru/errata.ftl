### Исправления комиссии: rulescore.catalogue.views пишет ими каждое изменение текста источника (текст
### `rulescore check`, блокнот 09, страница исправлений и печатные издания). Само изменение, проблему и текст
### замены, пишет комиссия (data/errata); здесь слова вокруг него.

## Список

errata-act-on = Что исправить
errata-act-on-none = Исправлять нечего.
errata-act-on-count = { $items } в текстах { -renderings(case: "gen") }, начиная с самых срочных: { $parts }.
errata-item-count = { $n ->
    [one] { $n } изменение
    [few] { $n } изменения
   *[many] { $n } изменений
    [other] { $n } изменения
  }
errata-rests-on-heading = Примеры, на которых основан список

## Одно изменение

errata-item-head = { $n }. { $place } – { $severity }
errata-item-place = { $source }, { $ids }
errata-find = Найти
errata-problem = Проблема
errata-correction = Заменить на
errata-correction-n = Заменить на (изменение { $n } списка)
errata-scope-sentence = Заменить всё предложение на
errata-scope-paragraph = Заменить весь абзац на
errata-scope-insert-after = Добавить после этого предложения
errata-in-language = На языке: { $language }
errata-at-table = За столом
errata-seen = { $n ->
    [one] Эта ситуация встретилась { $n } раз в { $hands } реальных раздачах выборки.
    [few] Эта ситуация встретилась { $n } раза в { $hands } реальных раздачах выборки.
   *[many] Эта ситуация встретилась { $n } раз в { $hands } реальных раздачах выборки.
    [other] Эта ситуация встретилась { $n } раза в { $hands } реальных раздачах выборки.
  }
errata-rests-on = Основание
errata-entries = Примеры
errata-source = Источник
errata-section = пункт { $section }
errata-verdict = Оценка
errata-conflicts = Противоречия
errata-departures = Расхождения с { -tda2024 }
errata-source-side = На языке источника
errata-english-side = По-английски

## Важность изменений, начиная с самых срочных

errata-sev-ruling = меняет решение за столом
errata-sev-contradiction = противоречие
errata-sev-impossible = невозможная ситуация
errata-sev-missing-fact = недостающий факт
errata-sev-wording = формулировка
errata-sevn-ruling = { $n ->
    [one] { $n } влияющее на решение за столом
    [few] { $n } влияющих на решение за столом
   *[many] { $n } влияющих на решение за столом
    [other] { $n } влияющего на решение за столом
  }
errata-sevn-contradiction = { $n ->
    [one] { $n } противоречие
    [few] { $n } противоречия
   *[many] { $n } противоречий
    [other] { $n } противоречия
  }
errata-sevn-impossible = { $n ->
    [one] { $n } невозможная ситуация
    [few] { $n } невозможные ситуации
   *[many] { $n } невозможных ситуаций
    [other] { $n } невозможной ситуации
  }
errata-sevn-missing-fact = { $n ->
    [one] { $n } недостающий факт
    [few] { $n } недостающих факта
   *[many] { $n } недостающих фактов
    [other] { $n } недостающего факта
  }
errata-sevn-wording = { $n ->
    [one] { $n } правка формулировки
    [few] { $n } правки формулировок
   *[many] { $n } правок формулировок
    [other] { $n } правки формулировок
  }

## На чём основано изменение (английский список), по одному придаточному

errata-finding-verdict-impossible = { $id } описывает ситуацию, невозможную в таком виде
errata-finding-verdict-figures = { $id } приводит цифры, которых правила не дают
errata-finding-verdict-missing = в { $id } нет факта, от которого зависит ответ
errata-finding-verdict-wording = слова { $id } не подтверждаются решением ситуации
errata-finding-verdict-contradiction = { $id } нужно изменить, чтобы он согласовался с другим текстом
errata-finding-contradiction = { $a } и { $b } противоречат друг другу
errata-finding-exception = { $a } и { $b } верны каждое в своём случае, но не говорят, какое из них главнее
errata-finding-departure = { $id } расходится с TDA { $tda }
errata-finding-text = в напечатанном тексте { $id } есть собственная ошибка

## Места, как их называет русский читатель

errata-label-pl = польская статья, правило { $n }
errata-label-pl-part = польская статья, правило { $n }, часть { $part }
errata-label-ru = правило { $n }
errata-label-ru-part = правило { $n }, пункт { $part }
errata-label-rule = пункт { $id }
errata-label-illustration = иллюстрация { $id }
errata-label-example = пример { $id }
errata-source-name-ia = Illustration Addendum (IA), примеры к главам 02–09
errata-source-name-s03 = Раздел 03 – { -showdown }
errata-source-name-s08 = Раздел 08 – торговля
errata-source-name-pl = статья «Przepisy gry turniejowej», часть 5
errata-source-name-ru = Правила 13–29 ({ -showdown }, раздел { -pot(case: "gen") }, общие процедуры)
errata-language-pl = польский
errata-language-ru = русский
errata-language-en = английский
errata-quote-open = «
errata-quote-close = »

## Фильтр страницы исправлений

errata-filter = Показать исправления к
errata-filter-all = всем { -renderings(case: "dat") }
errata-filter-pl = польским { -renderings(case: "dat") }
errata-filter-ru = русскому тексту

## Печатные издания

errata-edition = Издание для комиссии: исправления к русскоязычному тексту правил
errata-edition-blurb = Что исправить в русском тексте правил, начиная с самых срочных изменений, а затем примеры, на которых основано каждое изменение. Все оценки, противоречия и расхождения вычислены программой rulescore; формулировки исправлений принадлежат комиссии.
errata-contents = Содержание
errata-printed-from = Напечатано по сборке от { $date }
errata-sources-checked = Проверенные { -renderings(case: "nom") }
errata-of-sources = Проверено примеров из этих { -renderings(case: "gen") }: { $n }.
errata-page = страница
