### Errata komisji: rulescore.catalogue.views pisze nimi każdą zmianę tekstu źródła (tekst `rulescore check`,
### notatnik 09, strona errat i wydania drukowane). Treść zmiany, czyli problem i tekst zastępczy, pisze
### komisja (data/errata); tu są słowa wokół niej.

## Lista

errata-act-on = Do poprawienia
errata-act-on-none = Nie ma nic do poprawienia.
errata-act-on-count = { $items } w tekstach { -renderings(case: "gen") }, od najpilniejszych: { $parts }.
errata-item-count = { $n ->
    [one] { $n } zmiana
    [few] { $n } zmiany
   *[many] { $n } zmian
    [other] { $n } zmiany
  }
errata-rests-on-heading = Przykłady, na których opiera się lista

## Jedna zmiana

errata-item-head = { $n }. { $place } – { $severity }
errata-item-place = { $source }, { $ids }
errata-find = Znajdź
errata-problem = Problem
errata-correction = Zastąp tekstem
errata-correction-n = Zastąp tekstem (zmiana { $n } listy)
errata-scope-sentence = Zastąp całe zdanie tekstem
errata-scope-paragraph = Zastąp cały akapit tekstem
errata-scope-insert-after = Dopisz po tym zdaniu
errata-in-language = W języku: { $language }
errata-at-table = Przy stole
errata-seen = { $n ->
    [one] Ta sytuacja wystąpiła raz w { $hands } prawdziwych rozdaniach z próby.
   *[other] Ta sytuacja wystąpiła { $n } razy w { $hands } prawdziwych rozdaniach z próby.
  }
errata-rests-on = Podstawa
errata-entries = Przykłady
errata-source = Źródło
errata-section = punkt { $section }
errata-verdict = Ocena
errata-conflicts = Sprzeczności
errata-departures = Odstępstwa od { -tda2024 }
errata-source-side = W języku oryginału
errata-english-side = Po angielsku

## Waga zmian, od najpilniejszych

errata-sev-ruling = zmienia rozstrzygnięcie przy stole
errata-sev-contradiction = sprzeczność
errata-sev-impossible = sytuacja niemożliwa
errata-sev-missing-fact = brakujący fakt
errata-sev-wording = sformułowanie
errata-sevn-ruling = { $n ->
    [one] { $n } zmieniająca rozstrzygnięcie przy stole
    [few] { $n } zmieniające rozstrzygnięcie przy stole
   *[many] { $n } zmieniających rozstrzygnięcie przy stole
    [other] { $n } zmieniającej rozstrzygnięcie przy stole
  }
errata-sevn-contradiction = { $n ->
    [one] { $n } sprzeczność
    [few] { $n } sprzeczności
   *[many] { $n } sprzeczności
    [other] { $n } sprzeczności
  }
errata-sevn-impossible = { $n ->
    [one] { $n } sytuacja niemożliwa
    [few] { $n } sytuacje niemożliwe
   *[many] { $n } sytuacji niemożliwych
    [other] { $n } sytuacji niemożliwej
  }
errata-sevn-missing-fact = { $n ->
    [one] { $n } brakujący fakt
    [few] { $n } brakujące fakty
   *[many] { $n } brakujących faktów
    [other] { $n } brakującego faktu
  }
errata-sevn-wording = { $n ->
    [one] { $n } poprawka sformułowania
    [few] { $n } poprawki sformułowań
   *[many] { $n } poprawek sformułowań
    [other] { $n } poprawki sformułowań
  }

## Na czym opiera się zmiana (lista angielska), każde w jednym zdaniu podrzędnym

errata-finding-verdict-impossible = { $id } opisuje sytuację, która w tej postaci nie może się zdarzyć
errata-finding-verdict-figures = { $id } podaje liczby, których przepisy nie dają
errata-finding-verdict-missing = { $id } pomija fakt, od którego zależy odpowiedź
errata-finding-verdict-wording = słowa { $id } nie zgadzają się z rozstrzygnięciem sytuacji
errata-finding-verdict-contradiction = { $id } trzeba zmienić, by zgadzał się z innym tekstem
errata-finding-contradiction = { $a } i { $b } są ze sobą sprzeczne
errata-finding-exception = { $a } i { $b } obowiązują każdy w swoim przypadku, nie mówiąc, który ma pierwszeństwo
errata-finding-departure = { $id } odbiega od TDA { $tda }
errata-finding-text = w druku { $id } jest błąd samego tekstu

## Miejsca, tak jak nazywa je polski czytelnik

errata-label-pl = zasada { $n }
errata-label-pl-part = zasada { $n }, część { $part }
errata-label-ru = zasada rosyjska { $n }
errata-label-ru-part = zasada rosyjska { $n }, część { $part }
errata-label-rule = punkt { $id }
errata-label-illustration = ilustracja { $id }
errata-label-example = przykład { $id }
errata-source-name-ia = Illustration Addendum (IA), przykłady do rozdziałów 02–09
errata-source-name-s03 = Sekcja 03 – { -showdown }
errata-source-name-s08 = Sekcja 08 – betowanie
errata-source-name-pl = artykuł „Przepisy gry turniejowej”, część piąta
errata-source-name-ru = zasady rosyjskie 13–29
errata-language-pl = polski
errata-language-ru = rosyjski
errata-language-en = angielski
errata-quote-open = „
errata-quote-close = ”

## Filtr strony errat

errata-filter = Pokaż errata do
errata-filter-all = wszystkich { -renderings(case: "gen") }
errata-filter-pl = { -renderings(case: "gen") } polskich
errata-filter-ru = tekstu rosyjskiego

## Wydania drukowane

errata-edition = Wydanie dla komisji: errata do { -renderings(case: "gen") } w języku polskim
errata-edition-blurb = Co poprawić w polskich { -renderings(case: "loc") }, od najpilniejszych zmian, a potem przykłady, na których opiera się każda zmiana. Każdą ocenę, sprzeczność i odstępstwo obliczył rulescore; brzmienie poprawek jest dziełem komisji.
errata-contents = Spis treści
errata-printed-from = Wydrukowano z kompilacji z dnia { $date }
errata-sources-checked = Sprawdzone { -renderings(case: "nom") }
errata-of-sources = Sprawdzone przykłady z tych { -renderings(case: "gen") }: { $n }.
errata-page = strona
