"""The table of Polish and Russian table talk (``data/talk-forms.json``), made with the language libraries at build
time; :mod:`rulescore.input.talk` reads it when a declaration is not English.

``guide/talk-lexicon.yaml`` lists lemmas and set phrases by what they mean to the grammar of ``says``; this module
makes their forms:

* **Polish**: Morfeusz 2 (``morfeusz2``, the morphological analyser and generator of the Institute of Computer
  Science PAS, with the SGJP dictionary), which generates every form of a lemma with its grammatical tags, so
  that a verb gives only its first person singular (``podbijam``, ``podbiję``; not the imperative ``czekaj``,
  "wait", which is no check) and a numeral all its cases and genders (``dwieście``, ``dwustu``, ``dwóchset``).
* **Russian**: pymorphy3 with its OpenCorpora dictionary (already the search's): the paradigm of a lemma with its
  tags (``повышаю``, ``повышу``; ``двести``, ``двухсот``, ``двумястами``; ``тысяча`` with the colloquial ``тыща``).
* **Number words**: num2words names the lemma of each value (0-19, the tens, the hundreds, a thousand, a
  million) in each language; the morphology library inflects it.

simplemma (the search's Polish lemmatizer) was weighed for Polish: it maps a form to its lemma but has no tags,
so it could not keep ``czekam`` and leave out ``czekaj``, nor tell a numeral's case forms from others.

``python -m guide.talkforms`` writes the table; ``--check`` exits 1 when the committed table is not the one the
lexicon and the libraries make now. The libraries are build-time dependencies (the ``guide`` extra); the package
never imports them.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
LEXICON = ROOT / "guide" / "talk-lexicon.yaml"
TABLE = ROOT / "data" / "talk-forms.json"

#: Bumped when the table's shape changes (rulescore.input.talk checks it).
VERSION = 1
#: The values whose number words num2words names: each is one lemma (the others are said by adding them up).
BASE_VALUES = (*range(20), *range(20, 100, 10), *range(100, 1000, 100), 1000, 1_000_000)
SCALES = (1000, 1_000_000)


def fold(word: str) -> str:
    """A form as the table keeps it and as rulescore.input.talk looks it up: lower case, ``ё`` as ``е``."""
    return word.lower().replace("ё", "е")


# ------------------------------------------------------------------------------------------ libraries
@cache
def _morfeusz():
    import morfeusz2

    return morfeusz2.Morfeusz(analyse=False, generate=True)


@cache
def _morph():
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


def _pl_forms(lemma: str, keep: Callable[[list[str]], bool]) -> set[str]:
    """Morfeusz 2's forms of ``lemma`` whose tag (split at ``:``) ``keep`` accepts."""
    out = set()
    for form, lem, tag, *_ in _morfeusz().generate(lemma):
        if lem.split(":")[0] == lemma and keep(tag.split(":")):
            out.add(form)
    if not out:
        raise SystemExit(f"talkforms: Morfeusz 2 makes no form of {lemma!r} that is kept")
    return out


def _ru_forms(lemma: str, pos: list[str], keep: Callable[[frozenset[str]], bool]) -> set[str]:
    """pymorphy3's forms of ``lemma`` (its parse as one of ``pos``) whose grammemes ``keep`` accepts."""
    order = list(pos)  # the first part of speech listed first: сто is a numeral before it is an abbreviation
    parses = sorted((p for p in _morph().parse(lemma) if p.normal_form == lemma and p.tag.POS in order
                     and "Abbr" not in p.tag), key=lambda p: order.index(p.tag.POS))
    if not parses:
        raise SystemExit(f"talkforms: pymorphy3 has no parse of {lemma!r} as {order}")
    out = {f.word for f in parses[0].lexeme if keep(frozenset(f.tag.grammemes))}
    if not out:
        raise SystemExit(f"talkforms: pymorphy3 makes no form of {lemma!r} that is kept")
    return out


def _cases(field: str, *wanted: str) -> bool:
    return any(c in wanted for c in field.split("."))


def _pl(kind: str, lemma: str) -> set[str]:
    if kind == "verbs":  # fin:sg:pri:ASPECT (first person singular, present or perfective future)
        return _pl_forms(lemma, lambda t: t[:3] == ["fin", "sg", "pri"])
    if kind == "nouns":  # subst:sg:CASES:GENDER
        return _pl_forms(lemma, lambda t: t[:2] == ["subst", "sg"] and _cases(t[2], "nom", "acc"))
    if kind == "adjectives":  # adj:sg:CASES:GENDERS:pos
        return _pl_forms(lemma, lambda t: t[:2] == ["adj", "sg"] and _cases(t[2], "nom", "acc") and t[-1] == "pos")
    # number words: every case and gender of a numeral (collective numerals aside: dwoje, dwojga count
    # people, never chips), of the nouns tysiąc, milion, zero and of jeden (an adjective to SGJP); "numcomp"
    # is the form heard in "do dwóchset"
    return _pl_forms(lemma, lambda t: (t[0] in ("num", "subst", "adj") and "col" not in t) or t[0] == "numcomp")


def _ru(kind: str, lemma: str) -> set[str]:
    if kind == "verbs":
        return _ru_forms(lemma, ["INFN"], lambda g: {"1per", "sing", "indc"} <= g and bool({"pres", "futr"} & g))
    if kind == "nouns":
        return _ru_forms(lemma, ["NOUN"], lambda g: "sing" in g and bool({"nomn", "accs"} & g))
    if kind == "adjectives":
        return _ru_forms(lemma, ["ADJF"], lambda g: "sing" in g and bool({"nomn", "accs"} & g))
    return _ru_forms(lemma, ["NUMR", "NOUN", "ADJF"], lambda g: True)


# ------------------------------------------------------------------------------------------- the table
def _lemma_of(value: int, lang: str) -> str:
    from num2words import num2words

    return num2words(value, lang=lang).split()[-1]  # "одна тысяча": the lemma is тысяча


def table() -> dict:
    """The table: for each language, every form by its meaning, and the words of a conditional statement."""
    lexicon = yaml.safe_load(LEXICON.read_text(encoding="utf-8"))
    out: dict = {"version": VERSION}
    for lang, forms_of in (("pl", _pl), ("ru", _ru)):
        lex = lexicon[lang]
        by_form: dict[str, str] = {}

        def put(meaning: str, forms: Iterable[str], lang: str = lang, by_form: dict[str, str] = by_form) -> None:
            for form in map(fold, forms):
                had = by_form.setdefault(form, meaning)
                if had != meaning:
                    raise SystemExit(f"talkforms: {lang} {form!r} means both {had!r} and {meaning!r}")

        for kind in ("verbs", "nouns", "adjectives"):
            for meaning, lemmas in lex[kind].items():
                for lemma in lemmas:
                    put(meaning, forms_of(kind, lemma))
        for meaning, phrases in lex["said"].items():
            put(meaning, phrases)
        for value in BASE_VALUES:
            lemmas = [_lemma_of(value, lang), *lex.get("number_lemmas", {}).get(value, [])]
            for lemma in lemmas:
                put(f"{'s' if value in SCALES else 'n'}{value}", forms_of("numbers", lemma))
        put("and", lex["and"])
        for lemma in lex["half"]:
            put("half", forms_of("numbers", lemma))
        for lemma in lex["one_and_a_half"]:
            put("n1.5", forms_of("numbers", lemma))
        grouped: dict[str, list[str]] = {}
        for form, meaning in by_form.items():
            grouped.setdefault(meaning, []).append(form)
        out[lang] = {"forms": {m: sorted(f) for m, f in sorted(grouped.items())},
                     "if": sorted(map(fold, lex["if"])), "if_clause": sorted(map(fold, lex["if_clause"]))}
    return out


def text() -> str:
    return json.dumps(table(), ensure_ascii=False, indent=0, sort_keys=True) + "\n"


def is_current() -> bool:
    """Whether ``data/talk-forms.json`` is what the lexicon and the libraries make now."""
    return TABLE.is_file() and TABLE.read_text(encoding="utf-8") == text()


def main(argv: list[str]) -> int:
    if "--check" in argv:
        if is_current():
            return 0
        print("talkforms: data/talk-forms.json is not what guide/talk-lexicon.yaml makes: run python -m guide.talkforms",
              file=sys.stderr)
        return 1
    TABLE.write_text(text(), encoding="utf-8")
    print(f"talkforms: wrote {TABLE.relative_to(ROOT)} ({TABLE.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
