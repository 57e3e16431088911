"""The renderer and every template of every domain (rulescore/words/templates/<lang>/<domain>.ftl).

A new domain file is checked here without a line of its own: it must exist in every language with the same
messages, attributes and variables; its English comments document each variable's type; every message renders
in every language with samples of those types (each plural category, each key a selector names) into text with
no leftover (rulescore.words.checks); its literal text holds no rule id, no message or term id, no word the
glossary says not to write, and no glossary word typed out instead of its term; the compiled JSON is that of
the .ftl (`make messages`). The plural rules (cardinal and ordinal) and list patterns are compared with babel's (CLDR)."""

from __future__ import annotations

import re
import subprocess
import sys
from functools import cache
from pathlib import Path

import pytest

from rulescore import words as render
from rulescore.reference import rulebook
from rulescore.words import Renderer, RenderError, checks, plurals
from rulescore.words import compile as rc

babel = pytest.importorskip("babel")

LANGS = render.LANGUAGES
DOMAINS = render.domains("en")
MESSAGE_DOMAINS = tuple(d for d in DOMAINS if d != "glossary")
#: Numbers that reach every plural category of the three languages (and an exact [0] key).
NUMBERS = (0, 1, 2, 3, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111, 1000, 1001)


@cache
def _entries(lang: str, domain: str) -> dict:
    return {("-" if isinstance(e, rc.fl.Term) else "") + e.id.name: e
            for e in rc.entries(render.DOMAINS_DIR / lang / f"{domain}.ftl")}


def _attrs(entry) -> set[str]:
    return {a.id.name for a in entry.attributes}


# -------------------------------------------------------------------------------------------- the build
def test_the_compiled_templates_and_plural_rules_are_up_to_date():
    stale = rc.stale()
    assert stale == [], f"run `make messages`: out of date {[str(p.name) for p in stale]}"


def test_every_language_has_the_same_domains():
    for lang in LANGS:
        assert render.domains(lang) == DOMAINS, lang
    assert "glossary" in DOMAINS


@pytest.mark.parametrize("lang", LANGS)
def test_plural_categories_are_cldrs(lang):
    rule = babel.Locale.parse(lang).plural_form
    numbers = [*range(0, 2500), 10**6, 10**6 + 1, 1.5, 0.0, 1.0, 2.25, 21.0, 0.5]
    wrong = [n for n in numbers if plurals.category(lang, n) != rule(n)]
    assert wrong == [], wrong[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_ordinal_categories_are_cldrs(lang):
    rule = babel.Locale.parse(lang).ordinal_form
    wrong = [n for n in range(0, 2500) if plurals.ordinal(lang, n) != rule(n)]
    assert wrong == [], wrong[:10]


@pytest.mark.parametrize("lang", LANGS)
def test_lists_are_written_as_cldr_writes_them(lang):
    from babel.lists import format_list

    loc = rc.LIST_LOCALES[lang]
    for n in range(0, 6):
        items = [f"x{k}" for k in range(n)]
        for kind, style in (("and", "standard"), ("or", "or")):
            want = format_list(items, style=style, locale=loc) if items else ""
            assert Renderer(lang).join(items, kind) == want


# ------------------------------------------------------------------------------------------ every domain
@pytest.mark.parametrize("domain", DOMAINS)
def test_the_same_messages_and_attributes_in_every_language(domain):
    en = _entries("en", domain)
    for lang in LANGS[1:]:
        other = _entries(lang, domain)
        assert sorted(set(en) - set(other)) == [], f"missing in {lang}/{domain}.ftl"
        assert sorted(set(other) - set(en)) == [], f"in {lang}/{domain}.ftl and not in English"
        for ident, entry in en.items():
            if domain == "glossary":  # a term's attributes are its language's own (sources, gender)
                continue
            assert _attrs(other[ident]) == _attrs(entry), f"{lang}: {ident}"


@pytest.mark.parametrize("domain", MESSAGE_DOMAINS)
def test_message_ids_name_their_domain_and_terms_live_in_the_glossary(domain):
    for lang in LANGS:
        for ident in _entries(lang, domain):
            assert not ident.startswith("-"), f"{lang}/{domain}.ftl defines the term {ident}: terms are in glossary.ftl"
            assert ident.startswith(f"{domain}-"), f"{lang}/{domain}.ftl: {ident} should begin with {domain}-"
    assert all(i.startswith("-") for i in _entries("en", "glossary")), "glossary.ftl holds terms only"


@pytest.mark.parametrize("domain", MESSAGE_DOMAINS)
def test_the_same_variables_in_every_language(domain):
    """Every language uses the English message's variables: each number; of the strings, none that English
    does not have."""
    en = _entries("en", domain)
    for lang in LANGS[1:]:
        other = _entries(lang, domain)
        for ident, entry in en.items():
            numbers = {v for v, (kind, _) in rc.documented(entry).items() if kind == "Number"}
            used, want = rc.variables(other[ident]), rc.variables(entry)
            # a number is a fact every language states; a string (a label) one language may not need
            assert used <= want and numbers & want <= used, f"{lang}: {ident} uses {sorted(used)}, English {sorted(want)}"


@pytest.mark.parametrize("domain", MESSAGE_DOMAINS)
def test_english_comments_document_every_variable(domain):
    for ident, entry in _entries("en", domain).items():
        doc = rc.documented(entry)
        used = rc.variables(entry)
        # a message that refers to another is documented with that one's variables
        _, refs = rc.references(entry)
        for ref in refs:
            doc |= rc.documented(_message(ref))
        assert sorted(used - set(doc)) == [], f"{ident}: document as # $name (Number|String) - what it is"
        assert sorted(set(rc.documented(entry)) - used) == [], f"{ident}: documents variables it does not use"


def _message(ident: str):
    return _entries("en", ident.split("-", 1)[0])[ident]


def _samples(ident: str, entry) -> dict[str, list]:
    """For each variable of a message: the values to render it with."""
    doc = dict(rc.documented(entry))
    for ref in rc.references(entry)[1]:
        doc = {**rc.documented(_message(ref)), **doc}
    keys = rc.selector_keys(entry)
    out: dict[str, list] = {}
    for name in rc.variables(entry):
        kind, example = doc.get(name, ("String", None))
        if kind == "Number":
            out[name] = list(NUMBERS)
        else:
            named = sorted(k for k in keys.get(name, ()) if not k[0].isdigit())
            out[name] = named or [example or "B"]
    return out


def _renderings(lang: str, domain: str):
    """Every (message id, arguments, text) of a domain in a language: each variable through its samples while
    the others keep their first."""
    for ident, entry in _entries("en", domain).items():
        samples = _samples(ident, entry)
        base = {k: v[0] for k, v in samples.items()}
        names = [ident] + [f"{ident}.{a}" for a in sorted(_attrs(entry))]
        for name in names:
            if name == ident and entry.value is None:
                continue
            seen = set()
            for var, values in [("", [None]), *samples.items()]:
                for value in values:
                    args = dict(base, **({var: value} if var else {}))
                    key = tuple(sorted(args.items()))
                    if key not in seen:
                        seen.add(key)
                        yield name, args, Renderer(lang).message(name, **args)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", MESSAGE_DOMAINS)
def test_every_message_renders_with_samples_into_plain_prose(domain, lang):
    count = 0
    for name, args, text in _renderings(lang, domain):
        count += 1
        assert text.strip(), f"{lang}: {name}{args} is empty"
        found = checks.problems(text)
        assert found == [], f"{lang}: {name}{args} -> {text!r}: {found}"
    assert count, f"{domain} has no message"


def _forms(lang: str, term: str) -> set[str]:
    """Every form of a glossary term in a language (each case and number it has)."""
    r = Renderer(lang)
    forms = set()
    for case in (None, *render.CASES):
        for n in (None, 1, 2, 5):
            forms.add(r.term(term, case=case, count=n))
    return forms


@cache
def _typed_words(lang: str) -> dict[str, re.Pattern[str]]:
    """For each glossary term: the pattern of its forms typed out (Polish and Russian every term; English the
    terms of two words or more: "call" or "bet" in "to call" is English, not a term). Terms are written in lower
    case: a capital at the start of a heading ("Pule") is the one form a template may type."""
    out = {}
    for term in Renderer(lang).terms():
        forms = {f for f in _forms(lang, term) if len(f) >= 4 and (lang != "en" or " " in f)}
        if forms and not term.startswith("game-") and term not in ("tda2024",):
            out[term] = re.compile(r"(?<!\w)(?:" + "|".join(map(re.escape, sorted(forms, key=len,
                                                                                          reverse=True))) + r")(?!\w)")
    return out


@cache
def _avoided(lang: str) -> dict[str, re.Pattern[str]]:
    """For each term with ``.avoid``: its words not to write, each a phrase of word beginnings."""
    out = {}
    for term in Renderer(lang).terms():
        for phrase in filter(None, (p.strip() for p in Renderer(lang).attribute(term, "avoid").split(","))):
            words = r"\s+".join(re.escape(w) + r"\w*" for w in phrase.split())
            out[f"{term}: {phrase}"] = re.compile(rf"(?i)(?<!\w){words}")
    return out


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("domain", MESSAGE_DOMAINS)
def test_template_text_holds_no_id_and_no_word_outside_the_glossary(domain, lang):
    glossary = set(Renderer(lang).terms())
    for ident, entry in _entries(lang, domain).items():
        terms, messages = rc.references(entry)
        assert sorted(terms - glossary) == [], f"{lang}: {ident} names terms the glossary does not have"
        for ref in messages:
            assert Renderer(lang).has(ref), f"{lang}: {ident} refers to {ref}, which does not exist"
        text = " ".join(rc.texts(entry))
        assert not rulebook.RULE_ID.search(text), f"{lang}: {ident} has a rule id in its text: pass it as a variable"
        assert not re.search(rf"\b{domain}-[a-z]", text), f"{lang}: {ident} has a message id in its text"
        for what, pattern in _avoided(lang).items():
            assert not pattern.search(text), f"{lang}: {ident} writes what the glossary avoids ({what})"
        for term, pattern in _typed_words(lang).items():
            m = pattern.search(text)
            assert m is None, f"{lang}: {ident} types {m.group(0)!r}: write {{ -{term} }}"


# ------------------------------------------------------------------------------------------- the glossary
def test_every_language_has_every_glossary_term():
    en = set(Renderer("en").terms())
    for lang in LANGS[1:]:
        assert set(Renderer(lang).terms()) == en, lang


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_variants_are_cases_and_plural_categories(lang):
    integer_categories = {plurals.category(lang, n) for n in range(0, 200)}
    for ident, entry in _entries(lang, "glossary").items():
        keys = rc.selector_keys(entry)
        assert set(keys) <= {"case", "count", "form"}, f"{lang}: {ident} selects on {sorted(keys)}"
        assert keys.get("case", set()) <= set(render.CASES), f"{lang}: {ident}"
        if "count" in keys:
            assert keys["count"] >= integer_categories, f"{lang}: {ident} lacks {integer_categories - keys['count']}"
        for form in _forms(lang, ident[1:]):
            assert checks.problems(form) == [], (lang, ident, form)


def test_english_terms_define_and_locate_each_idea_of_the_guide():
    entries = _entries("en", "glossary")
    defined = [i for i, e in entries.items() if "definition" in _attrs(e)]
    assert len(defined) >= 40
    for ident in defined:
        assert "where" in _attrs(entries[ident]), ident


def test_polish_and_russian_nouns_carry_a_gender_for_agreement():
    for lang in ("pl", "ru"):
        for ident, entry in _entries(lang, "glossary").items():
            declined = "case" in rc.selector_keys(entry)
            if declined:
                assert "gender" in _attrs(entry), f"{lang}: {ident}"


def test_a_term_in_case_and_number():
    pl, ru, en = Renderer("pl"), Renderer("ru"), Renderer("en")
    assert [pl.count(n, "chip") for n in (1, 2, 5, 12, 22, 25)] == [
        "1 żeton", "2 żetony", "5 żetonów", "12 żetonów", "22 żetony", "25 żetonów"]
    assert [ru.count(n, "chip") for n in (1, 2, 5, 11, 21, 22)] == [
        "1 фишка", "2 фишки", "5 фишек", "11 фишек", "21 фишка", "22 фишки"]
    assert [en.count(n, "chip") for n in (0, 1, 2)] == ["0 chips", "1 chip", "2 chips"]
    assert (pl.term("raise", case="gen"), ru.term("raise", case="ins"), en.term("raise", case="gen")) == (
        "podbicia", "рейзом", "raise")
    assert pl.term("main-pot", case="loc") == "puli głównej"


# ------------------------------------------------------------------------------------------ the runtime
def test_strict_errors_name_what_is_missing():
    r = Renderer("pl")
    with pytest.raises(RenderError, match="xx"):
        Renderer("xx")
    with pytest.raises(RenderError, match="no term -nothing"):
        r.term("nothing")
    with pytest.raises(RenderError, match="no message domain 'nodomain'"):
        r.message("nodomain-x")
    assert not r.has("nodomain-x")


def test_a_message_resolves_the_fluent_subset(tmp_path, monkeypatch):
    """Select on a number (exact key first, then the plural category), on a string and on a term's attribute;
    term arguments; message references; COUNT; and a missing or wrongly typed variable is an error."""
    src = tmp_path / "messages"
    for lang in LANGS:
        (src / lang).mkdir(parents=True)
        (src / lang / "glossary.ftl").write_text((render.DOMAINS_DIR / lang / "glossary.ftl").read_text("utf-8"))
    (src / "pl" / "demo.ftl").write_text(
        "demo-a = { $n ->\n    [0] nic\n    [one] jeden\n    [few] kilka\n   *[many] dużo\n  }\n"
        "demo-b = { $street ->\n    [flop] na { -flop(case: \"loc\") }\n   *[other] gdzie indziej\n  }\n"
        "demo-c = { -raise.gender ->\n    [neuter] pełne\n   *[other] pełny\n  } { -raise }\n"
        "demo-d = { demo-a }, { COUNT($n, \"chip\", case: \"gen\") }\n"
        "    .title = Tytuł { $who }\n"
        "demo-e = { NUMBER($n, type: \"ordinal\") ->\n    [one] a\n   *[other] b\n  } { NUMBER($n) }\n",
        encoding="utf-8")
    monkeypatch.setattr(rc, "DOMAINS_DIR", src)
    from rulescore.words import messages as renderer

    monkeypatch.setattr(renderer, "DOMAINS_DIR", src)
    monkeypatch.setattr(renderer, "_LOADED", {})
    for lang in LANGS:
        for ftl in (src / lang).glob("*.ftl"):
            ftl.with_suffix(".json").write_text(rc._json(rc.compiled(ftl)), encoding="utf-8")
    r = Renderer("pl")
    assert [r.message("demo-a", n=n) for n in (0, 1, 3, 5, 22)] == ["nic", "jeden", "kilka", "dużo", "kilka"]
    assert (r.message("demo-b", street="flop"), r.message("demo-b", street="turn")) == ("na flopie", "gdzie indziej")
    assert r.message("demo-c") == "pełne podbicie"
    assert r.message("demo-d", n=5) == "dużo, 5 żetonów"
    assert r.message("demo-d.title", who="A") == "Tytuł A"
    assert r.message("demo-e", n=21) == "b 21"  # Polish has one ordinal category
    (src / "en" / "demo.ftl").write_text("demo-e = { NUMBER($n, type: \"ordinal\") ->\n    [one] {$n}st\n"
                                         "    [two] {$n}nd\n    [few] {$n}rd\n   *[other] {$n}th\n  }\n", encoding="utf-8")
    (src / "en" / "demo.json").write_text(rc._json(rc.compiled(src / "en" / "demo.ftl")), encoding="utf-8")
    assert [Renderer("en").message("demo-e", n=n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22, 101)] == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"]
    with pytest.raises(RenderError, match=r"\$n is not given"):
        r.message("demo-a")
    with pytest.raises(RenderError, match="give a string or a number"):
        r.message("demo-a", n=True)
    with pytest.raises(RenderError, match="no attribute"):
        r.message("demo-d.nothing", n=1)


def test_a_template_the_parser_rejects_names_its_file_and_line(tmp_path):
    bad = tmp_path / "bad.ftl"
    bad.write_text("ruling-x = fine\nruling-y = { $n\n", encoding="utf-8")
    with pytest.raises(rc.TemplateError, match=r"bad.ftl: line 2"):
        rc.compiled(bad)


def test_the_runtime_needs_neither_fluent_nor_babel():
    code = ("import sys; from rulescore import words; r = words.Renderer('ru'); r.count(5, 'chip'); "
            "r.join(['a', 'b'], 'or'); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('fluent', 'babel')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         cwd=Path(__file__).resolve().parent.parent)
    assert out.stdout.strip() == "[]"
