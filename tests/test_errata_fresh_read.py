"""What a second committee reading found in errata that the first reading passed (data/errata/_review.yaml), one
test per kind of failure, on texts made for the test and on the live list:

* a paragraph replacement that takes a line which is not part of its paragraph (an example's heading and its
  text are one paragraph; a closing note after the last example is a paragraph of its own);
* a change that spans two paragraphs or two sentences (a heading and the body that repeats its wrong term):
  the quoted words run across them, and the scope covers every paragraph or sentence they touch;
* a replacement of several lines (a heading and its text) that falls out of its item in the text view;
* a departure's sentences that repeat the entry's id in every clause;
* a wrong term the committee records that the errata fix in one place and leave standing in others.

The held-back half of these cases is tests/test_errata_fresh_read_heldback.py.
"""

from __future__ import annotations

import re

import pytest

from rulescore import catalogue as cat
from rulescore.catalogue import errata, scope

REPORT = cat.report()
SEEDS = errata.seeds_dir()
FILES = {s["id"]: s["file"] for s in cat.sources() if "file" in s}

needs_seeds = pytest.mark.skipif(SEEDS is None, reason="the seed files are neither beside the checkout nor at "
                                                        "../shared/seeds (set RULESCORE_SEEDS)")


# ----------------------------------------------------------------- 1. a paragraph takes a line not its own
def test_an_examples_paragraph_stops_at_its_text_and_leaves_a_closing_note():
    text = ("IA-14 – Rozdział\nPrzykład 1 – Pierwszy\nTekst pierwszego przykładu. Koniec.\n"
            "Przykład 2 – Drugi\nTekst drugiego przykładu, zły wniosek.\n"
            "Dodatek jest materiałem pomocniczym do rozdziałów regulaminu.\nSEKCJA – KONIEC\n")
    out = scope.put("paragraph", "zły wniosek", "Przykład 2 – Nowy\nNowy tekst drugiego przykładu.", text)
    assert "Dodatek jest materiałem pomocniczym do rozdziałów regulaminu." in out
    assert "Przykład 2 – Nowy\nNowy tekst drugiego przykładu.\nDodatek jest" in out
    assert "Przykład 1 – Pierwszy\nTekst pierwszego przykładu. Koniec.\n" in out


def test_a_heading_with_a_list_under_it_is_still_one_paragraph():
    text = "Poprzednie odcinki serii\n- Pierwszy odcinek\n- Drugi odcinek\nSEKCJA – KONIEC\n"
    para = scope.paragraph_at(text, text.index("Drugi"))
    assert text[para.start:para.end] == "Poprzednie odcinki serii\n- Pierwszy odcinek\n- Drugi odcinek"


# ------------------------------------------------------------------- 2. a change that spans two paragraphs
def test_a_quote_across_a_heading_and_its_body_replaces_both_paragraphs():
    text = "52. Inna zasada\nTreść innej zasady.\n53. Zły tytuł\nPierwsze zdanie treści. Drugie zdanie.\n54. Dalej\n"
    out = scope.put("paragraph", "Zły tytuł Pierwsze zdanie", "53. Dobry tytuł\nNowa treść.", text)
    assert out == "52. Inna zasada\nTreść innej zasady.\n53. Dobry tytuł\nNowa treść.\n54. Dalej\n"
    assert scope.check("paragraph", "Zły tytuł Pierwsze zdanie", "53. Dobry tytuł\nNowa treść.", text) == []


# ------------------------------------------------------------- 3. a replacement of several lines in the view
def test_every_line_of_the_english_list_belongs_to_its_item():
    lines = REPORT.act_on_text("en").splitlines()
    assert lines[0].startswith("What to act on:")
    for line in lines[1:]:
        assert re.match(r"^\d+\. |^ {3,}\S", line), line


# --------------------------------------------------------------- 4. a departure that repeats its own id
def test_a_departure_names_its_entry_once_in_what_the_rendering_says():
    for d in REPORT.departures:
        assert len(re.findall(rf"(?<![\w.-]){re.escape(d.id)}(?![\w-])", d.rendering)) <= 1, (d.id, d.rendering)


# ------------------------------------------------------------ 5. a wrong term fixed in one place only
def _stems(words: str) -> list[str]:
    return [w.casefold()[:4] for w in re.findall(r"\w+", words) if len(w) >= 5]


@needs_seeds
def test_a_wrong_term_the_committee_records_is_corrected_wherever_its_source_prints_it():
    by_source: dict[str, list[errata.Item]] = {}
    for a in REPORT.act_on():
        by_source.setdefault(a.item.source, []).append(a.item)
    for ident, faults in errata.texts().items():
        source = "PL" if ident.startswith("PL-") else "RU" if ident.startswith("RU-") else "IA"
        seed = (SEEDS / FILES[source]).read_text(encoding="utf-8")
        targets = [scope.target(i.scope, i.quote, seed) for i in by_source.get(source, [])]
        for f in faults:
            if f["kind"] != "wrong term":
                continue
            stems = _stems(f["printed"])
            words = list(re.finditer(r"\w+", seed))
            for k in range(len(words) - len(stems) + 1):
                run = [w.group().casefold()[:4] for w in words[k:k + len(stems)]]
                if run == stems:
                    at = words[k].start()
                    assert any(t.start <= at < max(t.end, t.start + 1) for t in targets), (ident, seed[at:at + 40])


# ------------------------------------------------- 6. a view in one language cites another document's ids
def test_the_russian_list_names_no_place_of_the_polish_sources_by_its_number():
    text = REPORT.act_on_text("ru")
    assert not re.search(r"\b(0[38][.-][0-9A-J]+|IA-\d\d|PL-\d+)", text), re.findall(r"\b0[38][.-][0-9A-J]+", text)
