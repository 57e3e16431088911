### Glossary: Polish. The same ids as the English glossary (en/glossary.ftl, the reference, with the definitions).
### The term is the word we write; .sources lists the words the Polish sources use for the idea (absent: they
### have none, and the term is a card room's usual word). Variants: $count (CLDR: one, few, many), $case (nom,
### gen, dat, acc, ins, loc); .gender (masculine, feminine, neuter, plural) for agreement.

## The glossary of the guide

-accepted-action = { $case ->
    *[nom] zaakceptowana akcja
     [gen] zaakceptowanej akcji
     [dat] zaakceptowanej akcji
     [acc] zaakceptowaną akcję
     [ins] zaakceptowaną akcją
     [loc] zaakceptowanej akcji
    }
    .gender = feminine
    .sources = zaakceptowana akcja
-action = { $count ->
   *[one] { $case ->
        *[nom] akcja
         [gen] akcji
         [dat] akcji
         [acc] akcję
         [ins] akcją
         [loc] akcji
        }
    [few] { $case ->
        *[nom] akcje
         [gen] akcji
         [dat] akcjom
         [acc] akcje
         [ins] akcjami
         [loc] akcjach
        }
    [many] { $case ->
        *[nom] akcji
         [gen] akcji
         [dat] akcjom
         [acc] akcji
         [ins] akcjami
         [loc] akcjach
        }
  }
    .gender = feminine
    .sources = akcja
-all-in = all-in
    .sources = all-in
-bet = { $count ->
   *[one] { $case ->
        *[nom] bet
         [gen] beta
         [dat] betowi
         [acc] bet
         [ins] betem
         [loc] becie
        }
    [few] { $case ->
        *[nom] bety
         [gen] betów
         [dat] betom
         [acc] bety
         [ins] betami
         [loc] betach
        }
    [many] { $case ->
        *[nom] betów
         [gen] betów
         [dat] betom
         [acc] betów
         [ins] betami
         [loc] betach
        }
  }
    .gender = masculine
    .sources = bet, zakład, betowanie
-big-blind = { $case ->
    *[nom] big blind
     [gen] big blinda
     [dat] big blindowi
     [acc] big blind
     [ins] big blindem
     [loc] big blindzie
    }
    .gender = masculine
    .sources = big blind, blindy
-burn-card = { $case ->
    *[nom] burn
     [gen] burna
     [dat] burnowi
     [acc] burn
     [ins] burnem
     [loc] burnie
    }
    .gender = masculine
    .sources = burn
-button = { $case ->
    *[nom] button
     [gen] buttona
     [dat] buttonowi
     [acc] button
     [ins] buttonem
     [loc] buttonie
    }
    .gender = masculine
    .sources = button
-call = { $case ->
    *[nom] sprawdzenie
     [gen] sprawdzenia
     [dat] sprawdzeniu
     [acc] sprawdzenie
     [ins] sprawdzeniem
     [loc] sprawdzeniu
    }
    .gender = neuter
    .sources = call, sprawdzić
-calling-the-clock = { $case ->
    *[nom] prośba o odliczenie czasu
     [gen] prośby o odliczenie czasu
     [dat] prośbie o odliczenie czasu
     [acc] prośbę o odliczenie czasu
     [ins] prośbą o odliczenie czasu
     [loc] prośbie o odliczenie czasu
    }
    .gender = feminine
-cards-speak = karty mówią same za siebie
    .sources = cards speak
-check = { $case ->
    *[nom] czek
     [gen] czeku
     [dat] czekowi
     [acc] czek
     [ins] czekiem
     [loc] czeku
    }
    .gender = masculine
    .sources = check, czek
-chip = { $count ->
   *[one] { $case ->
        *[nom] żeton
         [gen] żetonu
         [dat] żetonowi
         [acc] żeton
         [ins] żetonem
         [loc] żetonie
        }
    [few] { $case ->
        *[nom] żetony
         [gen] żetonów
         [dat] żetonom
         [acc] żetony
         [ins] żetonami
         [loc] żetonach
        }
    [many] { $case ->
        *[nom] żetonów
         [gen] żetonów
         [dat] żetonom
         [acc] żetonów
         [ins] żetonami
         [loc] żetonach
        }
  }
    .gender = masculine
    .sources = żeton
-colour-up = color-up
    .gender = masculine
-declaration = { $case ->
    *[nom] deklaracja
     [gen] deklaracji
     [dat] deklaracji
     [acc] deklarację
     [ins] deklaracją
     [loc] deklaracji
    }
    .gender = feminine
    .sources = deklaracja, deklaracja werbalna
-disputed-pot = { $case ->
    *[nom] sporna pula
     [gen] spornej puli
     [dat] spornej puli
     [acc] sporną pulę
     [ins] sporną pulą
     [loc] spornej puli
    }
    .gender = feminine
    .sources = sporna pula, sporne pule
-fold = { $case ->
    *[nom] pas
     [gen] pasa
     [dat] pasowi
     [acc] pas
     [ins] pasem
     [loc] pasie
    }
    .gender = masculine
    .sources = fold, pas, spasować
-full-raise = { $case ->
    *[nom] pełne podbicie
     [gen] pełnego podbicia
     [dat] pełnemu podbiciu
     [acc] pełne podbicie
     [ins] pełnym podbiciem
     [loc] pełnym podbiciu
    }
    .gender = neuter
    .sources = pełne podbicie
-hand-for-hand = hand-for-hand
-incomplete-raise = { $case ->
    *[nom] niepełne podbicie
     [gen] niepełnego podbicia
     [dat] niepełnemu podbiciu
     [acc] niepełne podbicie
     [ins] niepełnym podbiciem
     [loc] niepełnym podbiciu
    }
    .gender = neuter
    .sources = niepełne podbicie, nie pełne podbicie
-main-pot = { $case ->
    *[nom] pula główna
     [gen] puli głównej
     [dat] puli głównej
     [acc] pulę główną
     [ins] pulą główną
     [loc] puli głównej
    }
    .gender = feminine
    .sources = pula główna
-minimum-raise = { $case ->
    *[nom] minimalne podbicie
     [gen] minimalnego podbicia
     [dat] minimalnemu podbiciu
     [acc] minimalne podbicie
     [ins] minimalnym podbiciem
     [loc] minimalnym podbiciu
    }
    .gender = neuter
    .sources = minimalne podbicie
-muck = { $case ->
    *[nom] muck
     [gen] mucka
     [dat] muckowi
     [acc] muck
     [ins] muckiem
     [loc] mucku
    }
    .gender = masculine
    .sources = muck, zmuckować
-multiple-chip-bet = { $case ->
    *[nom] zakład wielożetonowy
     [gen] zakładu wielożetonowego
     [dat] zakładowi wielożetonowemu
     [acc] zakład wielożetonowy
     [ins] zakładem wielożetonowym
     [loc] zakładzie wielożetonowym
    }
    .gender = masculine
    .sources = zakład wielożetonowy
-odd-chip = { $case ->
    *[nom] nieparzysty żeton
     [gen] nieparzystego żetonu
     [dat] nieparzystemu żetonowi
     [acc] nieparzysty żeton
     [ins] nieparzystym żetonem
     [loc] nieparzystym żetonie
    }
    .gender = masculine
    .sources = nieparzysty żeton
-out-of-turn = { $case ->
    *[nom] akcja poza kolejnością
     [gen] akcji poza kolejnością
     [dat] akcji poza kolejnością
     [acc] akcję poza kolejnością
     [ins] akcją poza kolejnością
     [loc] akcji poza kolejnością
    }
    .gender = feminine
    .sources = akcja poza kolejnością
-overchip = { $case ->
    *[nom] overchip
     [gen] overchipa
     [dat] overchipowi
     [acc] overchip
     [ins] overchipem
     [loc] overchipie
    }
    .gender = masculine
    .sources = overchip
-pot = { $count ->
   *[one] { $case ->
        *[nom] pula
         [gen] puli
         [dat] puli
         [acc] pulę
         [ins] pulą
         [loc] puli
        }
    [few] { $case ->
        *[nom] pule
         [gen] pul
         [dat] pulom
         [acc] pule
         [ins] pulami
         [loc] pulach
        }
    [many] { $case ->
        *[nom] pul
         [gen] pul
         [dat] pulom
         [acc] pul
         [ins] pulami
         [loc] pulach
        }
  }
    .gender = feminine
    .sources = pula
-pot-limit = pot-limit
    .gender = masculine
    .sources = pot-limit
-rabbit-hunting = rabbit hunting
-raise = { $count ->
   *[one] { $case ->
        *[nom] podbicie
         [gen] podbicia
         [dat] podbiciu
         [acc] podbicie
         [ins] podbiciem
         [loc] podbiciu
        }
    [few] { $case ->
        *[nom] podbicia
         [gen] podbić
         [dat] podbiciom
         [acc] podbicia
         [ins] podbiciami
         [loc] podbiciach
        }
    [many] { $case ->
        *[nom] podbić
         [gen] podbić
         [dat] podbiciom
         [acc] podbić
         [ins] podbiciami
         [loc] podbiciach
        }
  }
    .gender = neuter
    .sources = podbicie, przebicie, raise
-reopening = { $case ->
    *[nom] ponowne otwarcie betowania
     [gen] ponownego otwarcia betowania
     [dat] ponownemu otwarciu betowania
     [acc] ponowne otwarcie betowania
     [ins] ponownym otwarciem betowania
     [loc] ponownym otwarciu betowania
    }
    .gender = neuter
    .sources = ponowne otwarcie betowania
-showdown = { $case ->
    *[nom] showdown
     [gen] showdownu
     [dat] showdownowi
     [acc] showdown
     [ins] showdownem
     [loc] showdownie
    }
    .gender = masculine
    .sources = showdown
-side-pot = { $count ->
   *[one] { $case ->
        *[nom] pula poboczna
         [gen] puli pobocznej
         [dat] puli pobocznej
         [acc] pulę poboczną
         [ins] pulą poboczną
         [loc] puli pobocznej
        }
    [few] { $case ->
        *[nom] pule poboczne
         [gen] pul pobocznych
         [dat] pulom pobocznym
         [acc] pule poboczne
         [ins] pulami pobocznymi
         [loc] pulach pobocznych
        }
    [many] { $case ->
        *[nom] pul pobocznych
         [gen] pul pobocznych
         [dat] pulom pobocznym
         [acc] pul pobocznych
         [ins] pulami pobocznymi
         [loc] pulach pobocznych
        }
  }
    .gender = feminine
    .sources = pula poboczna
-substantial-action = { $case ->
    *[nom] znacząca akcja
     [gen] znaczącej akcji
     [dat] znaczącej akcji
     [acc] znaczącą akcję
     [ins] znaczącą akcją
     [loc] znaczącej akcji
    }
    .gender = feminine
    .sources = znacząca akcja, SA
-stack = { $case ->
    *[nom] stack
     [gen] stacka
     [dat] stackowi
     [acc] stack
     [ins] stackiem
     [loc] stacku
    }
    .gender = masculine
    .sources = stack, stos
-fifty-percent-standard = { $case ->
    *[nom] standard 50%
     [gen] standardu 50%
     [dat] standardowi 50%
     [acc] standard 50%
     [ins] standardem 50%
     [loc] standardzie 50%
    }
    .gender = masculine
    .sources = standard 50%
-street = { $count ->
   *[one] { $case ->
        *[nom] ulica
         [gen] ulicy
         [dat] ulicy
         [acc] ulicę
         [ins] ulicą
         [loc] ulicy
        }
    [few] { $case ->
        *[nom] ulice
         [gen] ulic
         [dat] ulicom
         [acc] ulice
         [ins] ulicami
         [loc] ulicach
        }
    [many] { $case ->
        *[nom] ulic
         [gen] ulic
         [dat] ulicom
         [acc] ulic
         [ins] ulicami
         [loc] ulicach
        }
  }
    .gender = feminine
    .sources = ulica
-string-bet = string bet
    .gender = masculine
    .sources = string bet
-tabling = { $case ->
    *[nom] odkrywanie kart
     [gen] odkrywania kart
     [dat] odkrywaniu kart
     [acc] odkrywanie kart
     [ins] odkrywaniem kart
     [loc] odkrywaniu kart
    }
    .gender = neuter
    .sources = odkrywanie kart
-td = { $form ->
   *[short] TD
    [long] dyrektor turnieju (TD)
  }
    .gender = masculine
    .sources = TD, dyrektor turnieju
-undercall = undercall
    .gender = masculine
    .sources = undercall
-underraise = underraise
    .gender = masculine
    .sources = underraise

## The words of a ruling (no entry in the guide's glossary)

-small-blind = { $case ->
    *[nom] small blind
     [gen] small blinda
     [dat] small blindowi
     [acc] small blind
     [ins] small blindem
     [loc] small blindzie
    }
    .gender = masculine
-blinds = { $case ->
    *[nom] blindy
     [gen] blindów
     [dat] blindom
     [acc] blindy
     [ins] blindami
     [loc] blindach
    }
    .gender = plural
-ante = ante
    .gender = neuter
-straddle = straddle
    .gender = masculine
-misdeal = { $case ->
    *[nom] misdeal
     [gen] misdealu
     [dat] misdealowi
     [acc] misdeal
     [ins] misdealem
     [loc] misdealu
    }
    .gender = masculine
-player = { $count ->
   *[one] { $case ->
        *[nom] gracz
         [gen] gracza
         [dat] graczowi
         [acc] gracza
         [ins] graczem
         [loc] graczu
        }
    [few] { $case ->
        *[nom] gracze
         [gen] graczy
         [dat] graczom
         [acc] graczy
         [ins] graczami
         [loc] graczach
        }
    [many] { $case ->
        *[nom] graczy
         [gen] graczy
         [dat] graczom
         [acc] graczy
         [ins] graczami
         [loc] graczach
        }
  }
    .gender = masculine
-no-limit = no-limit
    .gender = masculine
-fixed-limit = fixed limit
    .gender = masculine
-preflop = { $case ->
    *[nom] preflop
     [gen] preflopa
     [dat] preflopowi
     [acc] preflop
     [ins] preflopem
     [loc] preflopie
    }
    .gender = masculine
-flop = { $case ->
    *[nom] flop
     [gen] flopa
     [dat] flopowi
     [acc] flop
     [ins] flopem
     [loc] flopie
    }
    .gender = masculine
-turn = { $case ->
    *[nom] turn
     [gen] turna
     [dat] turnowi
     [acc] turn
     [ins] turnem
     [loc] turnie
    }
    .gender = masculine
-river = { $case ->
    *[nom] river
     [gen] rivera
     [dat] riverowi
     [acc] river
     [ins] riverem
     [loc] riverze
    }
    .gender = masculine
-game-nlhe = { $form ->
   *[long] No-Limit Hold'em
    [short] Hold'em
  }
-game-plo = { $form ->
   *[long] Pot-Limit Omaha
    [short] Omaha
  }
-game-plo8 = { $form ->
   *[long] Pot-Limit Omaha Hi/Lo
    [short] Omaha Hi/Lo
  }
-game-lhe = { $form ->
   *[long] Limit Hold'em
    [short] Limit Hold'em
  }
-game-lo8 = { $form ->
   *[long] Limit Omaha Hi/Lo
    [short] Limit Omaha Hi/Lo
  }
-renderings = { $case ->
    *[nom] źródła
     [gen] źródeł
     [dat] źródłom
     [acc] źródła
     [ins] źródłami
     [loc] źródłach
    }
    .gender = plural
-tda2024 = TDA 2024

## What a player may do, as a list of options names it ("C może spasować, sprawdzić lub podbić")

-option-fold = spasować
-option-check = czekować
-option-call = sprawdzić
-option-bet = zabetować
-option-raise = podbić
-option-allin = zagrać all-in
