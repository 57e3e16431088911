### The committee's list of errata: rulescore.catalogue.views writes each change to a source text with these
### (the text views of `rulescore check`, notebook 09, the errata page and the printed editions). The wording
### of a change itself, its problem and its replacement, is the committee's (data/errata); these are the words
### around it.

## The list

errata-act-on = What to act on
errata-act-on-none = Nothing to act on.
# $items (String) - the number of changes with its noun (errata-item-count), e.g. "59 changes"
# $parts (String) - how many of each severity (errata-sevn-*), joined, e.g. "11 that change a ruling and 3 contradictions"
errata-act-on-count = { $items } to the source texts, most urgent first: { $parts }.
# $n (Number) - how many changes
errata-item-count = { $n ->
    [one] { $n } change
   *[other] { $n } changes
  }
errata-rests-on-heading = The entries the list rests on

## One change

# $n (Number) - the change's place in the list
# $place (String) - where it goes (errata-item-place), e.g. "Section 08 (betting), 08.6"
# $severity (String) - what it does (errata-sev-*), e.g. "changes a ruling"
errata-item-head = { $n }. { $place } – { $severity }
# $source (String) - the source as its readers name it (errata-source-name-*), e.g. "Section 08 (betting)"
# $ids (String) - the entries or the section it changes, named for the reader, e.g. "08.6"
errata-item-place = { $source }, { $ids }
errata-find = Find
errata-problem = Problem
errata-correction = Replace with
# $n (Number) - the change's place in the list
errata-correction-n = Replace with (change { $n } of the list)
errata-scope-sentence = Replace the sentence with
errata-scope-paragraph = Replace the paragraph with
errata-scope-insert-after = Add after that sentence
# $language (String) - the source's language (errata-language-*), e.g. "Polish"
errata-in-language = In { $language }
errata-at-table = At the table
# $n (Number) - in how many real hands the situation comes up
# $hands (Number) - how many real hands were read
errata-seen = The situation comes up { $n ->
    [one] once in the { $hands } real hands of the sample.
   *[other] { $n } times in the { $hands } real hands of the sample.
  }
errata-rests-on = Rests on
errata-entries = Entries
errata-source = Source
# $section (String) - a section of a source, e.g. "08.6"
errata-section = { $section }
errata-verdict = Verdict
errata-conflicts = Conflicts
errata-departures = Departures from { -tda2024 }
errata-source-side = In the source's language
errata-english-side = In English

## Severities, most urgent first

errata-sev-ruling = changes a ruling
errata-sev-contradiction = contradiction
errata-sev-impossible = impossible situation
errata-sev-missing-fact = missing fact
errata-sev-wording = wording
# $n (Number) - how many changes of this severity
errata-sevn-ruling = { $n ->
    [one] { $n } that changes what happens at the table
   *[other] { $n } that change what happens at the table
  }
# $n (Number) - how many changes of this severity
errata-sevn-contradiction = { $n ->
    [one] { $n } contradiction
   *[other] { $n } contradictions
  }
# $n (Number) - how many changes of this severity
errata-sevn-impossible = { $n ->
    [one] { $n } impossible situation
   *[other] { $n } impossible situations
  }
# $n (Number) - how many changes of this severity
errata-sevn-missing-fact = { $n ->
    [one] { $n } missing fact
   *[other] { $n } missing facts
  }
# $n (Number) - how many changes of this severity
errata-sevn-wording = { $n } of wording

## What a change rests on (the English list), one clause each

# $id (String) - the entry, e.g. "08-F"
errata-finding-verdict-impossible = { $id } describes a situation that cannot happen as printed
# $id (String) - the entry, e.g. "08-F"
errata-finding-verdict-figures = { $id } prints figures the rules do not give
# $id (String) - the entry, e.g. "PL-57"
errata-finding-verdict-missing = { $id } leaves out a fact its answer depends on
# $id (String) - the entry, e.g. "08-C"
errata-finding-verdict-wording = what { $id } says in words does not hold when its situation is ruled
# $id (String) - the entry, e.g. "08.6"
errata-finding-verdict-contradiction = { $id } has to change to agree with another text
# $a (String) - one entry, e.g. "08.5"
# $b (String) - the other, e.g. "08.6"
errata-finding-contradiction = { $a } and { $b } contradict each other
# $a (String) - one entry, e.g. "08.7"
# $b (String) - the other, e.g. "IA-11-4"
errata-finding-exception = { $a } and { $b } each hold in a case of their own without saying which prevails
# $id (String) - the entry, e.g. "08.9"
# $tda (String) - the official rule with its letter, e.g. "53-A"
errata-finding-departure = { $id } departs from TDA { $tda }
# $id (String) - the entry or section, e.g. "IA-03"
errata-finding-text = the printed text of { $id } has a fault of its own

## Places, as a reader of the language names them

# $n (String) - the rule's number in the article, e.g. "54"
errata-label-pl = rule { $n }
# $n (String) - the rule's number in the article, e.g. "54"
# $part (String) - its lettered part, e.g. "B"
errata-label-pl-part = rule { $n }, part { $part }
# $n (String) - the rule's number, e.g. "24"
errata-label-ru = rule { $n }
# $n (String) - the rule's number, e.g. "24"
# $part (String) - its lettered part, e.g. "A"
errata-label-ru-part = rule { $n }, part { $part }
# $id (String) - a numbered rule of a section, e.g. "08.6"
errata-label-rule = rule { $id }
# $id (String) - an illustration of a section, e.g. "08-C"
errata-label-illustration = illustration { $id }
# $id (String) - an example of the Addendum, e.g. "IA-14-2"
errata-label-example = example { $id }
errata-source-name-ia = Illustration Addendum (IA)
errata-source-name-s03 = Section 03 (showdown)
errata-source-name-s08 = Section 08 (betting)
errata-source-name-pl = article “Przepisy gry turniejowej”, part 5
errata-source-name-ru = Russian rules 13–29
errata-language-pl = Polish
errata-language-ru = Russian
errata-language-en = English
errata-quote-open = “
errata-quote-close = ”

## The filter of the errata page

errata-filter = Show the errata of
errata-filter-all = every source
errata-filter-pl = the Polish sources
errata-filter-ru = the Russian source

## The printed editions

# $language (String) - the sources' language, e.g. "Polish"
errata-edition = Committee edition: errata for the { $language } sources
# $language (String) - the sources' language, e.g. "Polish"
errata-edition-blurb = What to act on in the { $language } sources, most urgent first, then the entries each change rests on. Every verdict, conflict and departure was computed by rulescore; the wording of each correction is the committee's.
errata-contents = Contents
# $date (String) - the build's date, e.g. "2026-12-01"
errata-printed-from = Printed from the build of { $date }
errata-sources-checked = Sources checked
# $n (Number) - how many entries were checked
errata-of-sources = { $n ->
    [one] { $n } entry checked in these sources.
   *[other] { $n } entries checked in these sources.
  }
errata-page = page
