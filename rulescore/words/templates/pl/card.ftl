### Słowa wokół karty wpisu katalogu (rulescore.present.cards.EntryCard, karta rozdziału) i karty scenariusza,
### który zasady odrzucają (ErrorCard): nagłówki, etykiety, podpisy i kolumny. Dane wpisu (tytuł, opis, uzasadnienie
### werdyktu) pochodzą z katalogu, po angielsku.

card-verdict = { $verdict ->
    [agrees] zgodne ze źródłem
    [disagrees] liczba w źródle jest błędna
    [underdetermined] źródło pomija jeden fakt
    [impossible] niemożliwe w opisanej postaci
    [discretion] decyzja { -td }
    [text-only] treść zasady
   *[illustrated] źródło nie podaje liczb: pokazane na naszych
  }
card-verdict-name = { $verdict ->
    [agrees] zgodne
    [disagrees] niezgodne
    [underdetermined] niedookreślone
    [impossible] niemożliwe
    [discretion] decyzja { -td }
    [text-only] tylko tekst
   *[illustrated] zilustrowane
  }
card-source = { $source ->
    [IA] Illustration Addendum
    [S03] Sekcja 03 ({ -showdown })
    [S08] Sekcja 08 (betowanie)
    [PL] polski artykuł, zasady 51-62
    [RU] rosyjskie zasady 13-29
   *[TDA] oficjalny przykład { -tda2024 }
  }
card-illustrates = ilustruje { $rule }
card-on-our-figures = Na naszych liczbach: { $answer }
card-not-possible = Niemożliwe w opisanej postaci: { $reason }
card-situation = Sytuacja.
card-situation-line = Sytuacja: { $summary }
card-figures-ours = Nasze liczby / według zasad:
card-figures-printed = Źródło podaje / według zasad:
card-readings = Odczytania tego, co źródło pomija
card-reading-line = { $reading }: { $shown } (daje opublikowaną odpowiedź: { $matches ->
    [yes] tak
   *[no] nie
  })
card-verdict-head = Werdykt: { $verdict }
card-yes-no = { $matches ->
    [yes] tak
   *[no] nie
  }
card-col-figure = liczba
card-col-ours = nasze liczby (źródło ich nie podaje)
card-col-printed = źródło podaje
card-col-rules-give = według zasad
card-col-reading = jeśli brakujący fakt to
card-col-as-printed = jak w źródle
card-scenario = Scenariusz zapisany dla rulescore
card-computed = Co obliczono
card-computed-with = { $function } z danymi:
card-error-heading = Niemożliwe w tej postaci
