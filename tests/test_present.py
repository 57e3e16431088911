"""The presentation wing (issue 25): one card of a ruling, one card of a catalogue result; non-betting answers
said in plain sentences (issue 23)."""

from __future__ import annotations

import re

import pytest

from rulescore import catalogue
from rulescore.catalogue.registry import COMPUTE
from rulescore.present import cards, report, sentences


def _non_betting() -> list[str]:
    """Entries whose card answers with a computed result, not a ruling's headline."""
    out = []
    for e in report.entries():
        c = report.card(e.id)
        if c.ruling_card is None and c.verdict != "text-only" and c.computed is not None:
            out.append(e.id)
    return out


NON_BETTING = _non_betting()


def test_every_template_is_a_catalogue_function():
    assert set(sentences.TEMPLATES) <= set(COMPUTE)


@pytest.mark.parametrize("ident", NON_BETTING)
def test_non_betting_answers_are_sentences_not_key_value_pairs(ident):
    headline = report.card(ident).headline
    assert "The rules give:" not in headline, headline
    pairs = [w for w in sentences.KEY_LABELS if re.search(rf"(^|[;:,] ){re.escape(w)}: ", headline)]
    assert pairs == [], headline
    assert "_" not in headline and "True" not in headline and "False" not in headline, headline
    assert headline.endswith("."), headline


def test_03_G_the_odd_chip_goes_to_the_first_winner_left_of_the_button():
    card = report.card("03-G")
    assert card.headline == "The odd 500 chip goes to S5, the first winner left of the button (S4)."
    # the readings of what the source leaves out are said the same way
    shown = {label: said for label, said, _ in card.readings}
    assert shown["100 chips in play (the 500 is broken down first)"] == (
        "The odd 100 chip goes to S5, the first winner left of the button (S4).")
    assert shown["25 chips in play (the 500 is broken down first)"] == "The pot divides evenly: there is no odd chip."


def test_IA_13_1_says_when_the_out_of_turn_raise_stands():
    h = report.card("IA-13-1").headline
    assert h.startswith("S6 acted out of turn, skipping S5. If S5 calls or S5 folds, S6's action stands (raise to 800).")
    assert "If S5 raises to 600, S6's action does not stand and 800 goes back to S6" in h


def test_the_figures_in_a_sentence_are_the_computed_ones():
    # RU-28C: the sentence changes with what the engine computes, it is not typed
    card = report.card("RU-28C")
    places = card.computed["place_of"]
    assert card.headline == f"On our own figures: X takes {places['X']}th place and Y takes {places['Y']}th place."
    assert sentences.answer("tables.placings_and_prizes", {}, {"place_of": {"X": 3, "Y": 3}}) == "X and Y share 3rd place."


def test_an_unknown_result_falls_back_to_its_figures():
    assert sentences.answer("no.such_function", {}, {"odd_chip_to": "S5"}) == "The rules give: odd chip to: S5."


# ------------------------------------------------------------------ one card of a catalogue result
def test_the_committee_reads_the_catalogues_findings_as_data_and_the_wing_draws_them():
    from rulescore.present import errata

    rep = catalogue.report(ids=["03-D"])
    found = rep.detail("03-D")
    assert not hasattr(found, "_repr_html_") and found.lines()[0][0] == "Verdict"  # data, drawn by the wing
    assert ('data-rs-detail="03-D"' in errata.rests_on(rep)._repr_html_()) == ("03-D" in rep.rests_on(None))


def test_the_chapter_card_and_the_ruling_card_are_the_only_renderers():
    card = report.card("IA-10-1")
    assert isinstance(card, cards.EntryCard) and isinstance(card.ruling_card, cards.RulingCard)
    assert card.headline == card.ruling_card.headline
    gone = ("Example", "example", "ExampleCard", "detail")
    assert not any(hasattr(report, name) for name in gone) and not hasattr(cards.EntryCard, "committee")


def test_IA_02_the_halting_table_said_in_words_in_either_form_of_the_result():
    old = {"most": "B", "halt": ["A"], "halt_when": "when the big blind reaches an empty seat"}
    new = {"most": "B", "halt": ["A"], "halt_when": {"A": "the big blind reaches an empty seat"}}
    want = "B has the most players and A halts when the big blind reaches an empty seat."
    assert sentences.answer("tables.balance", {}, old) == sentences.answer("tables.balance", {}, new) == want
