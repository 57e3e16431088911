"""The guide's search index (issue 23): the documents, and the MiniSearch index and script made from them.

guide/rsguide.py calls :func:`write` once the pages are post-processed. The documents are:

``card``     every ruling card at its home, with its title, summary, answer, steps and verdict, and, so that the
             words of the table find the cards of the rule they describe, the rule it belongs to (TDA 2024 and the
             source's, our paraphrases) and the table-talk *concepts* that lead to that rule;
``tda``      every TDA 2024 rule and Recommended Procedure (its entry on the rules index), with the same;
``rule``     every source rule line of the rules index (``08.4``, ``IA-10``);
``section``  every section of the other pages (its own prose, without the cards it shows), and each glossary
             definition.

A concept is one group of words for one idea, in English, Polish and Russian, with the rules it leads to:
the keyword index (data/rulebook.yaml ``keywords``), each row of the glossary (guide/glossary.md: its English,
Polish and Russian terms and the rules in its last column) and the table talk of guide/search/synonyms.yaml.

Issue 33: a TDA rule's document carries its Polish and Russian title, paraphrase and floor terms
(data/tda2024-rules.yaml); a card carries the *kinds* of action its computed ruling holds (:func:`card_kinds`,
rulescore.textsearch.kinds_of_ruling). Every field is written as its words' keys (:func:`analyze`: the stem of each
word's lemma, guide/rsforms.py), and the page gets the forms table that gives a typed word its keys, made from the
documents' own words (:func:`forms_table`), the lexicon of table talk with its negations (:func:`lexicon_keys`) and
the weak words (:func:`weak_keys`); so the browser needs no stemmer and reads words as rulescore.textsearch does.

The documents go to ``_build/search-docs.json``; ``node guide/search/build.mjs`` indexes them and writes
``_static/rs-search-index.js`` (the index as a script, for file://) and ``_static/rs-search.js`` (the page's
script, bundled). The Node packages are pinned in guide/search/package.json and package-lock.json and installed
with ``npm ci`` (:func:`install`).
"""

from __future__ import annotations

import contextlib
import itertools
import json
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

import yaml

from rulescore import textsearch
from rulescore.datafiles import data_dir
from rulescore.present import words as cards
from rulescore.reference import rulebook

from . import rsdata, rsindex

GUIDE = Path(__file__).resolve().parent
SEARCH = GUIDE / "search"
NODE_MODULES = SEARCH / "node_modules"
#: Pages whose content the search reaches through other documents (the rules index's entries are ``tda`` and
#: ``rule`` documents; the keyword index is the concepts; the glossary's table is its definitions).
NOT_SECTIONS = {"rules", "keywords"}
SECTION_CHARS = 400
#: Distinct keys kept of a document's body (a card's steps, a section's prose): past them it adds size, not sense.
BODY_KEYS = 40
#: ... and of a page section's prose (the guide's pages are found by their headings and first words).
SECTION_KEYS = 30
SECTION_MIN = 60
SNIP_CHARS = 260
SECTION_SNIP = 100


# ------------------------------------------------------------------------------------------ node
def installed() -> bool:
    """Whether guide/search/node_modules is there and no older than the lock file (``npm ci`` has run)."""
    stamp = NODE_MODULES / ".package-lock.json"
    return stamp.exists() and stamp.stat().st_mtime >= (SEARCH / "package-lock.json").stat().st_mtime


def install() -> None:
    """``npm ci`` in guide/search when its node_modules is missing or older than the lock file."""
    if installed():
        return
    npm = shutil.which("npm")
    if npm is None:
        raise SystemExit("guide: npm is missing; the guide's search needs Node.js 20 and npm (apt-get install -y nodejs npm)")
    subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=SEARCH, check=True)


def build(docs_json: Path, static: Path) -> str:
    """Run build.mjs: the index and the bundled script into ``static``; returns its line of sizes."""
    install()
    node = shutil.which("node")
    if node is None:
        raise SystemExit("guide: node is missing; the guide's search needs Node.js 20 (apt-get install -y nodejs npm)")
    proc = subprocess.run([node, str(SEARCH / "build.mjs"), str(docs_json), str(static)], capture_output=True, text=True)
    if proc.returncode:
        raise SystemExit(f"guide: the search index did not build:\n{proc.stdout}\n{proc.stderr}")
    return proc.stdout.strip()


# -------------------------------------------------------------------------------------- concepts
@dataclass
class Concept:
    """Words for one idea (any of the three languages) and the rules they lead to."""

    terms: list[str]
    """English and Russian words."""
    pl: list[str] = field(default_factory=list)
    """Polish words (a field of their own in the index, by their Polish stem)."""
    rules: set[str] = field(default_factory=set)
    """Source rule ids (``08.4``, ``IA-10``)."""
    tda: set[str] = field(default_factory=set)
    """TDA 2024 rule numbers (``47``, ``RP-8``), the rules' own and those given directly."""

    def text(self) -> str:
        return " · ".join(self.terms)

    def polish(self) -> str:
        return " · ".join(self.pl)


GLOSSARY_ROW = re.compile(r"^\|\s*\{term\}`([^`]+)`\s*\|([^|]*)\|([^|]*)\|([^|]*)\|\s*$")


def _cell_terms(cell: str) -> list[str]:
    """The words of a glossary cell: ``podbicie (przebicie, raise)`` -> podbicie, przebicie, raise."""
    cell = re.sub(r"[*„”«»\"“]", "", cell)
    return [t.strip() for t in re.split(r"[(),;]", cell) if t.strip() and t.strip() not in ("—", "-")]


def _where(cell: str) -> tuple[set[str], set[str]]:
    """Source rule ids and TDA numbers of a glossary row's last column (``08.1–08.3`` is three rules)."""
    rules: set[str] = set()
    for code in re.findall(r"`([^`]+)`", cell):
        m = re.fullmatch(r"(0\d)\.(\d+)[–-](?:0\d\.)?(\d+)", code)
        if m:
            rules |= {f"{m.group(1)}.{n}" for n in range(int(m.group(2)), int(m.group(3)) + 1)}
        else:
            rules.add(code.strip())
    return rules, set(re.findall(r"TDA\s+(RP-\d+|\d+)", cell))


def glossary_rows(path: Path = GUIDE / "glossary.md") -> list[tuple[str, list[str], list[str], str]]:
    """The glossary's table: (English term, Polish terms, Russian terms, its last column)."""
    out = []
    for line in path.read_text(encoding="utf-8").splitlines():
        m = GLOSSARY_ROW.match(line)
        if m:
            out.append((re.sub(r"\s*\(TD\)$", "", m.group(1)), _cell_terms(m.group(2)), _cell_terms(m.group(3)), m.group(4)))
    return out


def glossary_concepts() -> list[Concept]:
    out = []
    for en, pl, ru, where in glossary_rows():
        rules, tda = _where(where)
        out.append(Concept(terms=list(dict.fromkeys([en, *ru])), pl=pl, rules=rules, tda=tda))
    return out


def synonyms() -> dict:
    return yaml.safe_load((SEARCH / "synonyms.yaml").read_text(encoding="utf-8"))


def everyday_words() -> list[list[str]]:
    """[Polish, Russian or other English word, English word] of the table talk's everyday words (gracz = player,
    фишка = chip, guy = player):
    rare in our English pages, such a word would weigh like a rule's own; the search counts it little and
    searches its English word at full weight."""
    return [[str(other), str(w["en"])] for w in synonyms()["words"] for lang in ("pl", "ru", "also") for other in w.get(lang, [])
            if " " not in str(other) and str(other).lower() != str(w["en"]).lower()]


def translations() -> list[list[str]]:
    """[Polish or Russian words, English words]: the glossary's rows and the table talk's everyday words. A query's
    Polish or Russian words are also searched as their English ones (guide/search/engine.js)."""
    pairs = [[other, en] for en, pl, ru, _ in glossary_rows() for other in pl + ru]
    pairs += [[str(other), str(w["en"])] for w in synonyms()["words"] for lang in ("pl", "ru", "also") for other in w.get(lang, [])]
    seen, out = set(), []
    for other, en in pairs:
        if other.lower() != en.lower() and (other.lower(), en.lower()) not in seen:
            seen.add((other.lower(), en.lower()))
            out.append([other, en])
    return out


def concepts() -> list[Concept]:
    """Every concept: the keyword index, the glossary's rows, the search's own table talk."""
    out = [Concept(terms=list(k.terms), rules=set(k.rules)) for k in rulebook.keywords()]
    out += glossary_concepts()
    for group in synonyms()["groups"]:
        terms = [str(t) for lang in ("en", "ru") for t in group.get(lang, [])]
        out.append(Concept(terms=terms, pl=[str(t) for t in group.get("pl", [])], rules={str(r) for r in group.get("rules", [])},
                           tda={str(n) for n in group.get("tda", [])}))
    for c in out:
        c.tda = {rsindex.rule_of(n) for n in c.tda}
        c.tda |= {rsindex.rule_of(n) for n in (rulebook.tda(r) for r in c.rules) if n}
    return out


def concept_text(found: list[Concept]) -> str:
    return " · ".join(c.text() for c in found)


def concept_polish(found: list[Concept]) -> str:
    return " · ".join(c.polish() for c in found if c.pl)


# ------------------------------------------------------------------------------------- documents
def _text(el) -> str:
    return " ".join(el.get_text(" ").split()) if el is not None else ""


def _rule_text(number: str | None, rule_ids: list[str]) -> str:
    """The rule a document belongs to, in our words: TDA 2024 (title, paraphrase, parts) and the sources'."""
    parts = []
    o = rsindex.official(number) if number else None
    if o:
        parts += [o["title"], o["says"], *o["parts"].values()]
    t = rulebook.tda_rule(number) if number else None
    if t:
        parts += [t.title, t.says]
    for rid in rule_ids:
        r = rulebook.entry(rid)
        if r is not None:
            parts += [r.title, r.says]
    return " ".join(dict.fromkeys(parts))


def _snip(*texts: str, size: int = SNIP_CHARS) -> str:
    text = " ".join(t for t in texts if t)
    return text if len(text) <= size else text[:size].rsplit(" ", 1)[0] + " …"


def card_documents(site) -> list[dict]:
    """The ruling cards, in their own words only: the words of their rule and its concepts are on the rule's
    documents, whose score the search adds to each of its cards (guide/search/engine.js)."""
    cat = rsdata.catalogue()
    docs = []
    for ident, home in site.home.items():
        e = cat.get(ident)
        if e is None:
            continue
        el = site.pages[home].find(id=ident)
        answer = _text(el.find(class_="rs-answer")) if el is not None else ""
        body = " ".join(_text(x) for x in (el.find_all(class_=["rs-steps", "rs-compare", "rs-verdict"]) if el is not None else []))
        headline = _text(el.find(class_="rs-headline")) if el is not None else ""
        docs.append({
            "kind": "card", "key": ident, "label": f"{ident} · {e['title']}", "url": f"{home}.html#{ident}",
            "tda": str(e["tda"] or ""), "rules": e["rules"], "verdict": str(e["verdict"]),
            "title": e["title"], "summary": e["summary"] or "", "answer": answer, "body": body,
            "rule": "", "concepts": "", "snip": _snip(e["summary"] or "", headline),
            "kinds": sorted(card_kinds(ident)),
        })
    return docs


#: The kinds of a catalogue function's result (rulescore.textsearch's lexicon), for entries with no scenario.
FUNCTION_KINDS = {
    "engine.all_in_timeline": {"all-in", "showdown"}, "engine.out_of_turn": {"out-of-turn"},
    "pots.split_pot": {"split-pot"}, "pots.settle": {"side-pot"}, "hands.plays_board": {"showdown"},
    "showdown.cards_to_table": {"showdown"}, "declarations.conditional_statement": {"conditional", "declaration"},
    "declarations.found_chip": {"all-in"}, "procedure.pot_count_rights": {"pot-count", "pot-limit"},
    "procedure.correction_window": {"under-bet"},
}


def card_kinds(ident: str) -> set[str]:
    """What happens in a catalogue entry, read off its computed ruling (rulescore.textsearch.kinds_of_ruling), or
    for an entry computed by another function, that function's kind; the out-of-turn replies' rulings too."""
    import rulescore
    from rulescore import catalogue

    e = _entries().get(ident)
    if e is None:
        return set()
    out: set[str] = set()
    scenario = e.scenario
    function = (e.compute or {}).get("function") if scenario is None else None
    if function:
        out |= FUNCTION_KINDS.get(function, set())
        scenario = (e.compute.get("args") or {}).get("scenario")
    if scenario:
        with contextlib.suppress(rulescore.RulesError):
            out |= textsearch.kinds_of_ruling(rulescore.ask(scenario), game=str(scenario.get("game", "")))
    del catalogue
    return out


_ENTRIES: dict = {}


def _entries() -> dict:
    if not _ENTRIES:
        from rulescore import catalogue

        _ENTRIES.update({e.id: e for e in catalogue.load()})
    return _ENTRIES


def rule_documents(site, found: list[Concept]) -> list[dict]:
    """The TDA 2024 rules and the source rule lines of the rules index."""
    cat = rsdata.catalogue()
    by_rule = rsindex.entries_by_rule()
    placed = rsindex.source_rules_by_rule()
    docs = []
    for number, o in rsindex.official_rules().items():
        ids = by_rule.get(number, [])
        src = [rid for rid, _ in placed.get(number, [])]
        linked = [c for c in found if number in c.tda]
        numbers = [number, *(f"{number}-{p}" for p in o["parts"])]
        pl, ru = o.get("pl") or {}, o.get("ru") or {}
        docs.append({
            "kind": "tda", "key": f"TDA {number}", "label": f"TDA {number} · {o['title']}",
            "url": f"rules.html#{rsindex.anchor(number)}", "tda": number, "rules": src, "verdict": "",
            "covered": rsindex.covered(number),
            "title": " · ".join([o["title"], ru.get("title", "")]), "summary": "", "answer": "",
            "body": " ".join([cat[i]["title"] for i in ids] + [rulebook.title(r) for r in src]),
            "rule": " ".join([_rule_text(number, src), ru.get("says", "")]
                             + [rulebook.tda_rule(n).says for n in numbers[1:] if rulebook.tda_rule(n)]),
            "concepts": " · ".join([concept_text(linked), o.get("terms", ""), ru.get("terms", "")]),
            "pl": " · ".join([concept_polish(linked), pl.get("title", ""), pl.get("terms", "")]),
            "pl_rule": pl.get("says", ""),  # its lettered parts in Polish and Russian are shown, not searched: they
                                            # repeat the paraphrase and dilute it
            "snip": "",   # the page shows its paraphrase from the rules table
        })
    anchored = {rid for rules in placed.values() for rid, own in rules if own} | set(rsindex.unnumbered_source_rules())
    for rid in rulebook.ids():
        if rid not in anchored:
            continue
        r = rulebook.entry(rid)
        number = rsindex.rule_of(r.tda) if r.tda else None
        linked = [c for c in found if rid in c.rules]
        docs.append({
            "kind": "rule", "key": rid, "label": f"{cards.rule_text(rid)} · {r.title}",
            "url": f"rules.html#rule-{rid}", "tda": number or "", "rules": [rid], "verdict": "",
            "title": r.title, "summary": "", "answer": "", "body": "",
            "rule": _rule_text(None, [rid]), "concepts": concept_text(linked), "pl": concept_polish(linked),
            "snip": _snip(r.says),
        })
    return docs


def section_documents(site) -> list[dict]:
    """Each section of the other pages, its own prose only (not the cards it shows, not its subsections), and
    each definition of the glossary."""
    docs = []
    for doc in site.order:
        if doc in rsdata.NOT_SEARCHED or doc in NOT_SECTIONS:
            continue
        main = site.main(site.pages[doc])
        h1 = main.find("h1")
        page_title = " ".join(h1.get_text(" ").replace("#", "").split()) if h1 else doc
        if doc == "glossary":
            for dt in main.find_all("dt", id=True):
                dd = dt.find_next_sibling("dd")
                term = " ".join(dt.get_text(" ").replace("¶", "").split()).rstrip("#").strip()
                text = _text(dd)
                docs.append({"kind": "section", "key": "", "label": f"{term} — {page_title}", "url": f"{doc}.html#{dt['id']}",
                             "tda": "", "rules": [], "verdict": "", "title": term, "summary": "", "answer": "",
                             "body": text[:SECTION_CHARS], "rule": "", "concepts": "", "snip": _snip(text, size=SECTION_SNIP)})
            continue
        for sec in main.find_all("section", id=True):
            head = sec.find(re.compile(r"^h[1-6]$"))
            if head is None or sec.get("id") == "glossary-english-polish-russian":
                continue
            parts = []
            for child in sec.children:
                name = getattr(child, "name", None)
                if name is None:
                    parts.append(str(child))
                elif name != "section" and not {"cell_input"} & set(child.get("class") or []) and child is not head:
                    if child.find(attrs={"data-rs-id": True}) is not None or child.has_attr("data-rs-id"):
                        child = _without_cards(child)
                    parts.append(child.get_text(" "))
            text = " ".join(" ".join(parts).split())
            if len(text) < SECTION_MIN:
                continue
            title = " ".join(head.get_text(" ").replace("#", "").split())
            docs.append({"kind": "section", "key": "", "label": title if title == page_title else f"{title} — {page_title}",
                         "url": f"{doc}.html#{sec['id']}", "tda": "", "rules": [], "verdict": "",
                         "title": title, "summary": "", "answer": "", "body": text[:SECTION_CHARS], "rule": "",
                         "concepts": "", "snip": _snip(text, size=SECTION_SNIP)})
    return docs


def _without_cards(el):
    """A copy of ``el`` without the ruling cards inside it (they are documents of their own)."""
    import copy

    el = copy.copy(el)
    for card in el.find_all(attrs={"data-rs-id": True}):
        card.decompose()
    if el.has_attr("data-rs-id"):
        el.clear()
    return el


def rules_table() -> dict:
    """What the page shows above the results for a rule number: every TDA 2024 rule's entry, with its title and
    paraphrase in Polish and Russian (shown for a query in that language; a lettered part shows in English, as
    the rule index has it in every language)."""
    by_rule = rsindex.entries_by_rule()
    return {number: {"title": o["title"], "says": o["says"], "section": o["section"],
                     "url": f"rules.html#{rsindex.anchor(number)}", "covered": rsindex.covered(number),
                     "cards": len(by_rule.get(number, [])), "parts": o["parts"],
                     **{lang: {"title": o[lang]["title"], "says": o[lang]["says"]} for lang in ("pl", "ru") if o.get(lang)}}
            for number, o in rsindex.official_rules().items()}


def documents(site) -> list[dict]:
    found = concepts()
    return card_documents(site) + rule_documents(site, found) + section_documents(site)


#: The fields of a search document, as guide/search/analyzer.js weighs them; ``pl`` and ``pl_rule`` hold Polish
#: (their Latin words are keyed as Polish), the others English and Russian.
FIELDS = ("title", "concepts", "pl", "rule", "pl_rule", "summary", "answer", "body")
POLISH_FIELDS = {"pl", "pl_rule"}


def field_lang(name: str) -> str:
    return "pl" if name in POLISH_FIELDS else "en"


def vocabulary(docs: list[dict], extra: list[tuple[str, str]]) -> dict[str, set[str]]:
    from . import rsforms

    texts = [(doc.get(f) or "", field_lang(f)) for doc in docs for f in FIELDS] + extra
    return rsforms.vocabulary(texts)


def forms_table(vocab: dict[str, set[str]], cache: Path) -> dict:
    """The browser's forms table (guide/rsforms.py), kept in ``_build`` by the words it was made from."""
    from . import rsforms

    path = cache / f"search-forms-{rsforms.digest(vocab)}.json"
    if path.exists():
        return json.loads(path.read_text(encoding="utf-8"))
    data = rsforms.table(vocab)
    for old in cache.glob("search-forms-*.json"):
        old.unlink()
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return data


def analyze(text: str, lang: str, distinct: int = 0) -> str:
    """A field's words as their keys (guide/rsforms.py), space-separated: what the index holds. Words that say
    nothing (textsearch.STOP_WORDS, which the page leaves out of a query too) are left out; ``distinct`` keeps
    only the first so many distinct keys and no amounts (a card's steps and a page section's prose)."""
    from . import rsforms

    ks = [rsforms.key(w, lang) for w in textsearch.words(text) if w not in textsearch.STOP_WORDS]
    if distinct:
        ks = [k for k in dict.fromkeys(ks) if not k.isdigit()][:distinct]
    return " ".join(ks)


#: The fields whose phrases ("play the board", "gra stołem", "мёртвый баттон") are also indexed as word pairs, on
#: the TDA rules' documents (whose words every card of the rule takes).
PHRASE_FIELDS = ("title", "concepts", "pl")


def phrase_keys(text: str, lang: str) -> list[str]:
    """Each pair of neighbouring words of each phrase of a field (phrases are separated by "·", ";" or ","), as
    ``key~key``: a phrase of everyday words ("gra stołem": play, table) then counts as the phrase it is, where a
    query has the two words side by side (guide/search/engine.js)."""
    from . import rsforms

    out = []
    for phrase in re.split(r"[·;,]", text):
        ks = [rsforms.key(w, lang) for w in textsearch.words(phrase) if w not in textsearch.STOP_WORDS]
        out += [f"{a}~{b}" for a, b in itertools.pairwise(ks) if not (a.isdigit() or b.isdigit())]
    return list(dict.fromkeys(out))


def lexicon_texts() -> list[tuple[str, str]]:
    data = yaml.safe_load((data_dir() / textsearch.LEXICON_FILE).read_text(encoding="utf-8"))
    out = [(k.get(lang, ""), lang) for k in data["kinds"].values() for lang in ("en", "pl", "ru")]
    out += [t for k in data["kinds"].values() for t in textsearch.sequence_texts(k)]
    out += textsearch.sequence_texts(data.get("blinds") or {}) + textsearch.sequence_texts(data.get("facing") or {})
    return out + [(data[part].get(lang, ""), lang) for part in ("negations", "weak") for lang in ("en", "pl", "ru")]


def write(site) -> str:
    """The documents, then the index and the page's script into the site's _static (see the module docstring)."""
    for soup in site.pages.values():
        for a in soup.find_all("a", class_="headerlink"):
            a.string = ""
    docs = documents(site)
    pairs = translations()
    extra = lexicon_texts() + [(a, "pl") for a, _ in pairs] + [(b, "en") for _, b in pairs]
    vocab = vocabulary(docs, extra)
    table = forms_table(vocab, site.outdir.parent)
    phrases = {}
    for n, doc in enumerate(docs):
        if doc["kind"] == "tda":
            phrases[n] = [p for f in PHRASE_FIELDS for p in phrase_keys(doc.get(f) or "", field_lang(f))]
        for f in FIELDS:
            if doc.get(f):
                doc[f] = analyze(doc[f], field_lang(f), (SECTION_KEYS if doc["kind"] == "section" else BODY_KEYS) if f == "body" else 0)
    everyday = [[analyze(a, "pl"), analyze(b, "en")] for a, b in everyday_words()]
    weak = weak_keys(docs)
    # a pair is kept where one of its words is an everyday or weak one: two words that each name the rule find it
    # without their pair, so their pair would only add size
    common = set(weak) | {k for a, _ in everyday for k in a.split()}
    for n, keys in phrases.items():
        kept = [p for p in dict.fromkeys(keys) if set(p.split("~")) & common]
        if kept:
            docs[n]["phrases"] = " ".join(kept)
    # each TDA rule's entry carries the kinds of action the lexicon says it is about, as terms of their own
    # ("@under-bet"): a query that names a kind finds its rules by it as by a word (guide/search/engine.js)
    about: dict[str, list[str]] = {}
    for kind, k in lexicon_keys()["kinds"].items():
        for number in k["tda"]:
            about.setdefault(number, []).append(f"@{kind}")
    for doc in docs:
        if doc["kind"] == "tda" and about.get(doc["tda"]):
            doc["meaning"] = " ".join(about[doc["tda"]])
    key_pairs = [[analyze(a, "pl"), analyze(b, "en")] for a, b in pairs]
    data = {"docs": docs, "rules": rules_table(), "official": rsindex.OFFICIAL_URL, "forms": table["forms"],
            "translate": key_pairs, "everyday": everyday, "weak": weak, "lexicon": lexicon_keys()}
    out = site.outdir.parent / "search-docs.json"
    out.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    line = build(out, site.outdir / "_static")
    print(f"guide: {line}")
    return line


#: A key in at least this share of the TDA rules' entries says little about which rule a question is about.
COMMON = 0.12


def weak_keys(docs: list[dict]) -> list[str]:
    """Keys a query's word counts little for: the lexicon's weak words (numbers in words, to be, to play, can, the
    table's everyday nouns) and any key found in COMMON or more of the TDA rules' entries."""
    from . import rsforms

    data = yaml.safe_load((data_dir() / textsearch.LEXICON_FILE).read_text(encoding="utf-8"))
    out = {rsforms.key(w, lang) for lang in ("en", "pl", "ru") for phrase in textsearch.split_terms(data["weak"].get(lang, ""))
           for w in textsearch.words(phrase)}
    rules = [d for d in docs if d["kind"] == "tda"]
    seen: dict[str, int] = {}
    for d in rules:
        for k in set(" ".join(d.get(f) or "" for f in FIELDS).split()):
            seen[k] = seen.get(k, 0) + 1
    out |= {k for k, n in seen.items() if n >= COMMON * len(rules) and not k.isdigit()}
    return sorted(out)


def _step_keys(words: dict) -> list[str]:
    """The keys of a sequence step's words in the three languages (rulescore.textsearch.Step)."""
    from . import rsforms

    return sorted({rsforms.key(w, lang) for lang in ("en", "pl", "ru") for phrase in textsearch.split_terms(words.get(lang, ""))
                   for w in textsearch.words(phrase)})


def lexicon_keys() -> dict:
    """The lexicon for the page: each kind's phrases as keys and the rules it is about, and the negations."""
    from . import rsforms

    data = yaml.safe_load((data_dir() / textsearch.LEXICON_FILE).read_text(encoding="utf-8"))
    kinds = {}
    for kind, langs in data["kinds"].items():
        phrases = []
        for lang in ("en", "pl", "ru"):
            for phrase in textsearch.split_terms(langs.get(lang, "")):
                ks = [rsforms.key(w, lang) for w in textsearch.words(phrase) if w not in textsearch.STOP_WORDS]
                if ks and ks not in phrases:
                    phrases.append(ks)
        kinds[kind] = {"phrases": phrases, "tda": textsearch.split_terms(langs.get("tda", "")),
                       "opposite": textsearch.split_terms(langs.get("opposite", ""))}
        if langs.get("sequence"):
            kinds[kind]["sequence"] = [{"kinds": textsearch.split_terms(st.get("kinds", "")), "keys": _step_keys(st),
                                        "unless": _step_keys(st.get("unless") or {})} for st in langs["sequence"]]
    neg = sorted({rsforms.key(w, lang) for lang in ("en", "pl", "ru")
                  for w in textsearch.split_terms(data["negations"].get(lang, ""))})
    b = data.get("blinds") or {}
    blinds = {"kind": textsearch.split_terms(b.get("kind", "")), "keys": _step_keys(b), "unless": _step_keys(b.get("not_after") or {})}
    f = data.get("facing") or {}
    facing = {"short": textsearch.split_terms(f.get("short", "")), "over": textsearch.split_terms(f.get("over", "")),
              "keys": _step_keys(f), "verbs": _step_keys(f.get("verbs") or {}), "unless": _step_keys(f.get("not_after") or {}), "chips": _step_keys(f.get("chips") or {})}
    return {"kinds": kinds, "negations": neg, "blinds": blinds, "facing": facing}
