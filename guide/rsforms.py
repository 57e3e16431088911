"""The search's forms table, made with the language libraries at build time (rulescore.textsearch reads it).

A *key* is what a word means to the search: the Snowball stem (``snowballstemmer``) of the word's lemma, without
diacritics: simplemma's lemma for English and Polish, pymorphy3's for Russian (``ręce`` and ``rąk`` are ``ręka``,
``rek``; ``фишек`` is ``фишк``). The table lists, for every key, every form the search should know for it: each
word of the texts given, and each word's other forms — pymorphy3's paradigm of a Russian word (its full
participles aside), and the forms simplemma's dictionary gives the same lemma for a Polish or English one — so
that a query's word finds the key of the rule's word whatever its case or tense.

``python -m guide.rsforms`` writes the package's table, ``data/search-forms.json``, from the package's own words
(the TDA 2024 rules in three languages, the lexicon, the catalogue's titles and summaries): the explorer's example
search reads it. The guide's build (guide/rssearch.py) makes the browser's table the same way from every word of
its search documents, cached in ``_build`` by the words it was made from. ``--check`` exits 1 when the
package's table is not the one its words make now.

The libraries are build-time dependencies (the ``guide`` extra); the package itself never imports them.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path

from rulescore import textsearch
from rulescore.datafiles import data_dir

ROOT = Path(__file__).resolve().parent.parent

#: Bumped when the way keys or forms are made changes (the cached tables are then made again).
VERSION = 3
#: pymorphy3's parts of speech whose forms are not listed: full participles (48 forms a verb, rarely typed).
SKIP_POS = {"PRTF", "PRTS", "GRND", "COMP"}


# ------------------------------------------------------------------------------------------ libraries
@cache
def _stemmer(lang: str):
    import snowballstemmer

    return snowballstemmer.stemmer({"en": "english", "pl": "polish", "ru": "russian"}[lang])


@lru_cache(maxsize=1)
def _morph():
    import pymorphy3

    return pymorphy3.MorphAnalyzer()


@lru_cache(maxsize=200_000)
def _parse_ru(word: str):
    return _morph().parse(word)[0]


@lru_cache(maxsize=200_000)
def lemma(word: str, lang: str) -> str:
    """The lemma of a word (as :func:`rulescore.textsearch.words` gives it) in ``lang``."""
    if lang == "ru":
        return textsearch.normalize(_parse_ru(word).normal_form).replace("-", "")
    import simplemma

    return textsearch.normalize(simplemma.lemmatize(word, lang=lang)).replace("-", "")


@lru_cache(maxsize=200_000)
def key(word: str, lang: str) -> str:
    """The key of a word in ``lang`` (``ru`` for any Cyrillic word): the stem of its lemma, folded."""
    if textsearch.script(word) == "ru":
        lang = "ru"
    elif lang == "ru":
        lang = "en"
    if word.isdigit() or word == "%":
        return word
    return textsearch.fold(_stemmer(lang).stemWord(lemma(word, lang)))


def _inverse(lang: str, lemmas: set[str]) -> dict[str, set[str]]:
    """simplemma's dictionary turned round for ``lemmas``: lemma -> its forms."""
    from simplemma.strategies.dictionaries.dictionary_factory import _load_dictionary_from_disk

    wanted = {lm.encode() for lm in lemmas}
    out: dict[str, set[str]] = {}
    for form, lm in _load_dictionary_from_disk(lang).items():
        low = lm.lower()
        if low in wanted:
            out.setdefault(low.decode(), set()).add(form.decode().lower())
    return out


# ---------------------------------------------------------------------------------------------- table
def vocabulary(texts: Iterable[tuple[str, str]]) -> dict[str, set[str]]:
    """The words of (text, language) pairs by language (``en``, ``pl``, ``ru``); Cyrillic words are Russian,
    Latin words of a Russian text English."""
    out: dict[str, set[str]] = {"en": set(), "pl": set(), "ru": set()}
    for text, lang in texts:
        for w in textsearch.words(text):
            if w.isdigit() or w == "%":
                continue
            if textsearch.script(w) == "ru":
                out["ru"].add(w)
            else:
                out["pl" if lang == "pl" else "en"].add(w)
    return out


def digest(vocab: dict[str, set[str]]) -> str:
    text = json.dumps({lang: sorted(ws) for lang, ws in vocab.items()}, ensure_ascii=False)
    return hashlib.sha1(f"{VERSION}\0{text}".encode()).hexdigest()[:16]


def table(vocab: dict[str, set[str]]) -> dict:
    """The forms table of a vocabulary: ``{"digest", "version", "forms"}``, ``forms`` as
    :func:`rulescore.textsearch.encode_forms` writes it. Every word of the vocabulary is listed; of the other forms
    of its lemma, those that :meth:`rulescore.textsearch.Forms.keys` finds anyway (by an ending it strips, or
    without diacritics) are left out, so the table the browser downloads is small."""
    words: dict[str, set[str]] = {}
    extra: dict[str, set[str]] = {}

    def norm(form: str) -> str:
        return textsearch.normalize(form).replace("-", "")

    for lang in ("en", "pl"):
        ws = vocab.get(lang, set())
        lemmas = {w: lemma(w, lang) for w in ws}
        inverse = _inverse(lang, set(lemmas.values())) if ws else {}
        for w, lm in lemmas.items():
            k = key(w, lang)
            words.setdefault(k, set()).add(w)
            for form in inverse.get(lm, ()):
                f = norm(form)
                if f and " " not in f and len(f) - len(lm) <= (4 if lang == "en" else 3):
                    extra.setdefault(k, set()).add(f)
    for w in vocab.get("ru", set()):
        k = key(w, "ru")
        words.setdefault(k, set()).add(w)
        for f in _parse_ru(w).lexeme:
            if f.tag.POS not in SKIP_POS:
                extra.setdefault(k, set()).add(norm(f.word))
    listed = {k: set(v) for k, v in words.items()}
    for _ in range(3):
        forms = textsearch.Forms.from_table({"forms": textsearch.encode_forms(listed)})
        missing = 0
        for k, fs in extra.items():
            for f in sorted(fs, key=len):
                if f in listed.get(k, ()):
                    continue
                if k not in forms.keys(f, typos=False)[0]:
                    listed.setdefault(k, set()).add(f)
                    missing += 1
        if not missing:
            break
    return {"digest": digest(vocab), "version": VERSION, "forms": textsearch.encode_forms(listed)}


# ---------------------------------------------------------------------------------- the package's words
def package_texts() -> list[tuple[str, str]]:
    """The package's own words: the TDA 2024 rules in three languages, the lexicon, the catalogue's titles."""
    import yaml

    texts: list[tuple[str, str]] = []
    for r in yaml.safe_load((data_dir() / "tda2024-rules.yaml").read_text(encoding="utf-8")):
        texts += [(r["title"], "en"), (r["says"], "en"), (r.get("terms", ""), "en")]
        texts += [(t, "en") for t in (r.get("parts") or {}).values()]
        for lang in ("pl", "ru"):
            own = r.get(lang) or {}
            texts += [(own.get("title", ""), lang), (own.get("says", ""), lang), (own.get("terms", ""), lang)]
    lex = yaml.safe_load((data_dir() / textsearch.LEXICON_FILE).read_text(encoding="utf-8"))
    for kind in lex["kinds"].values():
        texts += [(kind.get(lang, ""), lang) for lang in ("en", "pl", "ru")]
        texts += textsearch.sequence_texts(kind)
    texts += textsearch.sequence_texts(lex.get("blinds") or {})
    texts += [(str(g.get(lang, "")), lang) for g in (lex.get("games") or {}).values() for lang in ("en", "pl", "ru")]
    texts += [(lex[part].get(lang, ""), lang) for part in ("negations", "weak") for lang in ("en", "pl", "ru")]
    from rulescore import catalogue

    for e in catalogue.load():
        texts += [(e.title, "en"), (e.summary or "", "en")]
    return texts


def write_package_table(path: Path | None = None) -> Path:
    path = path or data_dir() / textsearch.FORMS_FILE
    data = table(vocabulary(package_texts()))
    path.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n", encoding="utf-8")
    return path


def package_table_is_current() -> bool:
    path = data_dir() / textsearch.FORMS_FILE
    if not path.exists():
        return False
    return json.loads(path.read_text(encoding="utf-8")).get("digest") == digest(vocabulary(package_texts()))


def main(argv: list[str]) -> int:
    if "--check" in argv:
        ok = package_table_is_current()
        print(f"search forms table: {'current' if ok else 'out of date: python -m guide.rsforms writes it'}")
        return 0 if ok else 1
    path = write_package_table()
    print(f"search forms table: {path} ({path.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
