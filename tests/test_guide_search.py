"""The guide's search (issue 23), in Chromium against the built site at phone and desktop width: the questions
a TD asks at the table (tests/data/search_queries.yaml, English, Polish, Russian, rule numbers in every form,
typos) find the cards of the rule they describe among the first three results; rule numbers a source does not
cover answer with the rule; highlighting marks whole words; the index is a script of its own (the page works
from a folder) and small; links in grey boxes keep a contrast of 4.5:1.

The site is built when stale (guide/build.py, as ``make guide``). The browser is the session's one Chromium
(tests/conftest.py ``browser``: Debian's chromium through playwright; never ``playwright install``); without
it these tests are skipped, except under CI. ``SEARCH_QUERIES=path.yaml`` runs another query file of the same format (a hidden set) instead.
"""

from __future__ import annotations

import gzip
import json
import os
import re
from pathlib import Path
from urllib.parse import quote

import pytest
import yaml

from guide import browser_check, build

ROOT = Path(__file__).resolve().parent.parent


QUERIES = Path(os.environ.get("SEARCH_QUERIES") or ROOT / "tests" / "data" / "search_queries.yaml")
MORE = ROOT / "tests" / "data" / "search_queries_more.yaml"
#: Issue 33's query set: a working half and a held-back half written before the ranking changed (the held-back
#: half was not looked at while it changed); a question is passed when a right card is among the first three.
WORK = ROOT / "tests" / "data" / "search_queries_work.yaml"
HELD = ROOT / "tests" / "data" / "search_queries_heldback.yaml"
#: Issue 33's second pass: a fresh set written before main's ranking was looked at, a working part (the fixes
#: were made on its failures, by class) and a held-back part run once at the end (key ``part``: work | held), and
#: a second held-back part written once the fixes were made (held2).
FRESH = ROOT / "tests" / "data" / "search_queries_fresh.yaml"
#: Issue 33's third pass: 90 new questions, 30 a language, split by topic before anything was run into a working
#: part (odd topics) and a held-back part (even topics, run once at the end).
THIRD = ROOT / "tests" / "data" / "search_queries_third.yaml"
#: A Polish and a Russian floor question for every TDA 2024 rule and Recommended Procedure.
RULES = ROOT / "tests" / "data" / "search_queries_rules.yaml"
#: The share of each language's questions of a half that must find a right card among the first three.
HALF_PASS = {WORK.name: 0.9, HELD.name: 0.85, f"{FRESH.name} work": 0.9, f"{FRESH.name} held": 0.9,
             f"{FRESH.name} held2": 0.9, f"{THIRD.name} work": 0.9, f"{THIRD.name} held": 0.9}
#: Every rule and Recommended Procedure is found by its Polish and its Russian floor question.
RULES_PASS = 1.0
LANGS = ("en", "pl", "ru")
#: Share of the further questions that must pass (a ranking, not a lookup: a few may rank a neighbour first).
MORE_PASS = 0.95
WIDTHS = (390, 1280)
#: The search's download: the index script and the page's script (raw bytes, and gzip as a static host sends).
#: 700 KiB raw since the official TDA 2024 examples joined the catalogue (62 cards more: 605 KiB, 145 gzipped).
INDEX_BUDGET = 700 * 1024
#: 200 KiB gzipped since issue 33 (every rule's Polish and Russian text in the index and the rules table, the
#: rules' phrases and the forms table: 636 KiB raw, 194 KiB gzipped); the raw budget stays 700 KiB.
GZIP_BUDGET = 200 * 1024


def queries() -> list[dict]:
    return yaml.safe_load(QUERIES.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def site():
    """The built site, rebuilt when stale; the build lock is held while the module's tests read it."""
    with build.fresh() as html:
        yield html


def _page(browser, width: int):
    context = browser.new_context(viewport={"width": width, "height": 844 if width < 600 else 900},
                                  service_workers="block")
    problems: list[str] = []
    context.route(re.compile(r"^(?!file:|data:|blob:|about:)"), lambda route: (problems.append(route.request.url), route.abort()))
    page = context.new_page()
    page.on("console", lambda m: problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
    page.on("pageerror", lambda e: problems.append(f"script error: {e}"))
    # a request the page's own navigation cancels (the icon while the next ?q= loads) is aborted, not failed
    page.on("requestfailed", lambda r: None if "ERR_ABORTED" in (r.failure or "") else
            problems.append(f"failed request: {r.url} ({r.failure})"))
    return context, page, problems


_RESULTS_JS = """() => ({
  hits: [...document.querySelectorAll('#rs-results li')].slice(0, 3).map(li => ({
    kind: li.dataset.kind, key: li.dataset.key, tda: li.dataset.tda, rules: li.dataset.rules.split(' ').filter(Boolean),
    title: li.querySelector('a').textContent, href: li.querySelector('a').getAttribute('href')})),
  answer: document.querySelector('#rs-answer') ? document.querySelector('#rs-answer').innerText : null,
  summary: document.querySelector('#rs-search-summary').textContent,
  overflow: document.documentElement.scrollWidth - window.innerWidth,
})"""


def matches(hit: dict, item: str) -> bool:
    """Whether a result is what a query file's item names (see the file's header): a catalogue id, a source rule
    id (its cards or its line), "TDA n" (its cards or its entry, or the entry of one of its lettered parts), or
    "A | B"."""
    for want in (w.strip() for w in str(item).split("|")):
        if hit["key"] == want or (hit["kind"] == "tda" and re.fullmatch(re.escape(want) + r"-[A-Z]", hit["key"])):
            return True
        m = re.fullmatch(r"TDA (\S+)", want)
        if m:
            number = m.group(1)
            if hit["kind"] == "card" and (hit["tda"] == number or (not re.search(r"-[A-Z]$", number)
                                                                 and hit["tda"].startswith(number + "-"))):
                return True
        elif (hit["kind"] == "card" and want in hit["rules"]) or (hit["kind"] == "rule" and hit["key"] == want):
            return True
    return False


#: Other names a query file may give the list of what must be among the first three.
TOP3_KEYS = ("top3", "expect", "cards", "top")


def check(q: dict, shown: dict) -> list[str]:
    """What is wrong with the results the page showed for one query of the file."""
    hits, bad = shown["hits"], []
    top3 = next((q[k] for k in TOP3_KEYS if k in q), [])
    top3 = [top3] if isinstance(top3, str) else list(top3)
    if not (q.get("first") or top3 or "answer" in q):
        return ["the query file says nothing this question must find"]
    if q.get("first") and not (hits and matches(hits[0], q["first"])):
        bad.append(f"first result is not {q['first']}")
    for item in top3:
        if not any(matches(h, item) for h in hits):
            bad.append(f"{item} not among the first three")
    if "answer" in q:
        if not shown["answer"] or not shown["answer"].startswith(f"TDA {q['answer']}"):
            bad.append(f"no answer for TDA {q['answer']} above the results")
        elif q.get("covered") is False and "do not cover" not in shown["answer"]:
            bad.append("the answer does not say our five sources do not cover the rule")
    if "Nothing found" in shown["summary"]:
        bad.append("Nothing found")
    if shown["overflow"] > 1:
        bad.append(f"page {shown['overflow']} px wider than the window")
    return bad


# ------------------------------------------------------------------------------------ the query set
def test_query_set_has_forty_questions_in_three_languages_with_rule_numbers_and_typos():
    qs = yaml.safe_load((ROOT / "tests" / "data" / "search_queries.yaml").read_text(encoding="utf-8"))
    assert len(qs) >= 40
    assert all(q.get("first") or q.get("top3") for q in qs), "every question says what must come first or in the top three"
    polish = [q for q in qs if re.search(r"[ąćęłńóśźż]|\b(?:pula|przepis|podbic|zeton)", str(q["q"]))]
    russian = [q for q in qs if re.search(r"[\u0400-\u04ff]", str(q["q"]))]
    assert len(polish) >= 5 and len(russian) >= 5
    numbers = {str(q["q"]) for q in qs if re.fullmatch(r"(?i)(?:tda |r|rule |przepis |правило )?(?:rp[- ]?)?\d{1,2}(?:-[a-h])?", str(q["q"]))}
    assert {"47", "r47", "rule 47", "TDA 47", "47-A", "RP-11", "przepis 47", "правило 47"} <= numbers
    typos = [q for q in qs if "typo" in str(q.get("why", ""))]
    assert any(q in polish for q in typos) and any(q in russian for q in typos) and len(typos) >= 4


def _run(page, qs: list[dict]) -> tuple[dict, dict]:
    """Type each question into the page; (what failed, {language: [passed, asked]})."""
    failed, score = {}, {}
    for q in qs:
        _type(page, str(q["q"]))  # typed and sent, as a TD does (the page shows it without loading again)
        shown = page.evaluate(_RESULTS_JS)
        bad = check(q, shown)
        tally = score.setdefault(str(q.get("lang", "all")), [0, 0])
        tally[1] += 1
        if bad:
            failed[str(q["q"])] = bad + [f"shown: {[h['title'] for h in shown['hits']]}"]
        else:
            tally[0] += 1
    return failed, score


def _line(name: str, score: dict) -> str:
    return f"{name}: " + ", ".join(f"{lang} {a}/{b}" for lang, (a, b) in sorted(score.items()))


@pytest.mark.parametrize("width", WIDTHS)
def test_search_finds_the_cards_of_the_rule_the_words_describe(site, browser, width):
    """Every question of the query file, typed into the built site's search page (search.html?q=…) at phone
    and desktop width: what it must find is among the first three results, nothing is loaded from another host,
    no script error, no horizontal overflow. Then issue 33's two halves and the fresh set's two parts, reported per
    language (top-3 hit rate): each language of each passes its share (HALF_PASS)."""
    context, page, problems = _page(browser, width)
    halves = {} if os.environ.get("SEARCH_QUERIES") else {**{f.name: yaml.safe_load(f.read_text(encoding="utf-8")) for f in (WORK, HELD)},
                                                          **fresh_parts()}
    try:
        page.goto((site / "search.html").as_uri(), wait_until="load")
        failed, score = _run(page, queries())
        reports = {name: _run(page, qs) for name, qs in halves.items()}
    finally:
        context.close()
    passed = sum(a for a, _ in score.values())
    print(f"\nsearch query set ({QUERIES.name}) at {width} px: {passed} of {passed + len(failed)} pass")
    for name, (_, s) in reports.items():
        print(f"  top 3 at {width} px, {_line(name, s)}")
    assert not problems, problems[:10]
    assert not failed, json.dumps(failed, indent=2, ensure_ascii=False)
    low = {name: {lang: f"{a}/{b}" for lang, (a, b) in s.items() if a < HALF_PASS[name] * b} for name, (_, s) in reports.items()}
    assert not any(low.values()), json.dumps({"below": low, "failed": {n: f for n, (f, _) in reports.items()}}, indent=2,
                                             ensure_ascii=False)


def fresh_parts() -> dict[str, list[dict]]:
    """The fresh set's and the third pass's working and held-back parts, by name."""
    qs = yaml.safe_load(FRESH.read_text(encoding="utf-8"))
    third = yaml.safe_load(THIRD.read_text(encoding="utf-8"))
    return {**{f"{FRESH.name} {part}": [q for q in qs if q["part"] == part] for part in ("work", "held", "held2")},
            **{f"{THIRD.name} {part}": [q for q in third if q["part"] == part] for part in ("work", "held")}}


def test_third_set_is_split_by_topic_into_a_working_and_a_held_back_half():
    """The third pass: 30 questions a language, the same 30 topics in each, the odd topics working and the even
    ones held back (no topic in both parts in any language); rule numbers and typos among them; no question also
    in another file."""
    qs = yaml.safe_load(THIRD.read_text(encoding="utf-8"))
    for lang in LANGS:
        mine = [q for q in qs if q["lang"] == lang]
        assert len(mine) == 30 and [q["part"] for q in mine] == ["work", "held"] * 15, lang
        assert any(re.match(r"(?i)^(?:rule|przepis|правило)\b", str(q["q"])) for q in mine), lang
        assert any("typo" in str(q.get("why", "")) for q in mine), lang
    assert all(q.get("top3") for q in qs)
    for n in range(30):  # a topic asks for the same rules in each language
        assert len({str([q for q in qs if q["lang"] == lang][n]["top3"]) for lang in LANGS}) == 1, n
    others = {str(q["q"]) for f in (QUERIES, MORE, WORK, HELD, RULES, FRESH) for q in yaml.safe_load(f.read_text(encoding="utf-8"))}
    assert not others & {str(q["q"]) for q in qs}


def test_fresh_set_was_split_into_a_working_third_and_a_held_back_two_thirds():
    """The fresh set: at least 30 questions a language, the first 99 split a working third and a held-back two
    thirds (the working batches written later only add to the working part), rule numbers, typos, Latin-letter
    Russian and Polish without diacritics among them; no question also in another file."""
    qs = yaml.safe_load(FRESH.read_text(encoding="utf-8"))
    first = qs[:99]
    for lang in LANGS:
        mine = [q for q in first if q["lang"] == lang]
        assert len(mine) >= 30 and 3 * sum(q["part"] == "held" for q in mine) == 2 * len(mine), lang
        assert any(re.match(r"(?i)^(?:rule|rp|tda|przepis|art|rp|пункт|рп|тда)\b", str(q["q"])) for q in mine), lang
        assert any("typo" in str(q.get("why", "")) for q in mine), lang
    assert any(q["lang"] == "ru" and re.fullmatch(r"[a-z' ,.\-]+", str(q["q"])) for q in first), "Russian in Latin letters"
    assert any(q["lang"] == "pl" and not re.search(r"[ąćęłńóśźż]", str(q["q"])) for q in first), "Polish without diacritics"
    assert all(q.get("top3") and q["part"] in ("work", "held", "held2") for q in qs)
    assert all(sum(q["part"] == "held2" and q["lang"] == lang for q in qs) >= 30 for lang in LANGS)
    others = {str(q["q"]) for f in (QUERIES, MORE, WORK, HELD, RULES) for q in yaml.safe_load(f.read_text(encoding="utf-8"))}
    assert not others & {str(q["q"]) for q in qs}


def test_every_tda_rule_is_found_by_a_polish_and_a_russian_floor_question(site, browser):
    """search_queries_rules.yaml: for each of the 93 TDA 2024 rules and Recommended Procedures a Polish and a
    Russian question in floor words; ranked by window.RS.search in the page, each language finds the rule among the
    first three, every one of them (RULES_PASS)."""
    qs = yaml.safe_load(RULES.read_text(encoding="utf-8"))
    numbers = {str(r["number"]) for r in yaml.safe_load((ROOT / "data" / "tda2024-rules.yaml").read_text(encoding="utf-8"))}
    for lang in ("pl", "ru"):
        asked = {re.sub(r"^TDA ", "", str(q["top3"][0])) for q in qs if q["lang"] == lang}
        assert asked == numbers, (lang, sorted(numbers - asked))
    context, page, problems = _page(browser, 390)
    try:
        page.goto((site / "search.html").as_uri(), wait_until="load")
        ranked = page.evaluate("qs => qs.map(q => window.RS.search(q).slice(0, 3))", [str(q["q"]) for q in qs])
    finally:
        context.close()
    score, failed = {}, {}
    for q, hits in zip(qs, ranked):
        bad = check(q, {"hits": hits, "answer": None, "summary": "", "overflow": 0})
        tally = score.setdefault(q["lang"], [0, 0])
        tally[1] += 1
        tally[0] += not bad
        if bad:
            failed[str(q["q"])] = bad + [f"shown: {[h['title'] for h in hits]}"]
    print(f"\n  top 3, {_line(RULES.name, score)}")
    assert not problems
    assert all(a >= RULES_PASS * b for a, b in score.values()), json.dumps(failed, indent=2, ensure_ascii=False)


def test_search_ranks_further_questions_by_the_rule_they_describe(site, browser):
    """The further questions (search_queries_more.yaml: how TDs phrase them, and the words of particular
    examples), ranked by window.RS.search in the page: at least 95 % find what they must in the first three."""
    more = yaml.safe_load(MORE.read_text(encoding="utf-8"))
    context, page, problems = _page(browser, 390)
    try:
        page.goto((site / "search.html").as_uri(), wait_until="load")
        ranked = page.evaluate("qs => qs.map(q => window.RS.search(q).slice(0, 3))", [str(q["q"]) for q in more])
    finally:
        context.close()
    failed = {}
    for q, hits in zip(more, ranked):
        bad = check(q, {"hits": hits, "answer": None, "summary": "", "overflow": 0})
        if bad:
            failed[str(q["q"])] = bad + [f"shown: {[h['title'] for h in hits]}"]
    passed = len(more) - len(failed)
    print(f"\nfurther questions ({MORE.name}): {passed} of {len(more)} pass")
    assert len(more) >= 100 and not problems
    assert passed >= MORE_PASS * len(more), json.dumps(failed, indent=2, ensure_ascii=False)


def test_issue_33_query_set_is_two_halves_of_sixty_and_more_in_three_languages():
    """At least 120 questions, 40 a language, in two files (working, held back), rule numbers and typos in each
    language; every question says what it must find."""
    halves = [yaml.safe_load(f.read_text(encoding="utf-8")) for f in (WORK, HELD)]
    every = [q for half in halves for q in half]
    assert len(every) >= 120 and all(len(h) >= 60 for h in halves)
    number = re.compile(r"(?i)^(?:tda |r|rule |rp|przepis |zasada |procedura |правило |п\. |рп )?\d{1,2}(?:-[a-h])?$")
    for lang in LANGS:
        mine = [q for q in every if q["lang"] == lang]
        assert len(mine) >= 40 and all(sum(q["lang"] == lang for q in h) >= 20 for h in halves), lang
        assert any(number.match(str(q["q"])) for q in mine), f"no rule number in {lang}"
        assert any("typo" in str(q.get("why", "")) for q in mine), f"no typo in {lang}"
    assert all(q.get("top3") for q in every)
    assert not {str(q["q"]) for q in halves[0]} & {str(q["q"]) for q in halves[1]}


# ---------------------------------------------------------------------------------- the search page
@pytest.fixture(scope="module")
def search_page(site, browser):
    """``open(width)``: one search page per width for the module, loaded once (the index is parsed once); a
    query is typed into it as a TD does, so the next query needs no new page."""
    opened: dict[int, tuple] = {}

    def open_(width: int):
        if width not in opened:
            context, page, problems = _page(browser, width)
            page.goto((site / "search.html").as_uri(), wait_until="load")
            opened[width] = (context, page, problems)
        return opened[width][1:]

    yield open_
    for context, _, _ in opened.values():
        context.close()


def _type(page, q: str) -> None:
    """Type ``q`` into the search box and send it; wait until the page shows its results."""
    page.fill("#rs-q", q)
    page.press("#rs-q", "Enter")
    page.wait_for_function("q => window.RS.timing.shown === q", arg=q)


def _search(search_page, q: str, width: int = 390) -> dict:
    page, problems = search_page(width)
    _type(page, q)
    out = page.evaluate("""() => ({
        marks: [...document.querySelectorAll('#rs-results .rs-snippet')].map(p => ({
            text: p.textContent, marks: [...p.querySelectorAll('mark')].map(m => ({word: m.textContent,
              before: (m.previousSibling ? m.previousSibling.textContent : '').slice(-1),
              after: (m.nextSibling ? m.nextSibling.textContent : '').slice(0, 1)}))})),
        parsed: window.RS.parse(%s), hits: window.RS.search(%s).slice(0, 5)})""" % (json.dumps(q), json.dumps(q)))
    assert not problems, problems
    return out


def test_search_reads_rule_numbers_in_every_form(site, browser):
    context, page, problems = _page(browser, 1280)
    try:
        page.goto((site / "search.html").as_uri(), wait_until="load")
        forms = ["47", "r47", "R 47", "rule 47", "Rule no. 47", "TDA 47", "tda 2024 rule 47", "przepis 47",
                 "правило 47", "п. 47", "47-A", "47a", "TDA 47-B", "RP-11", "rp 11", "RP11", "рп-11"]
        parsed = page.evaluate("forms => forms.map(f => window.RS.parse(f).rule)", forms)
    finally:
        context.close()
    got = {f: (p["number"] + ("-" + p["part"] if p["part"] else "")) if p else None for f, p in zip(forms, parsed)}
    want = {f: "47" for f in forms[:10]} | {"47-A": "47-A", "47a": "47-A", "TDA 47-B": "47-B"} \
        | {f: "RP-11" for f in forms[13:]}
    assert got == want
    assert not problems


def test_search_amounts_and_percent_are_not_rule_numbers(search_page):
    """"50%", "50 %" and "правило 50 %" are the 50 % standard, not rule 50; an amount is not a rule number."""
    for q in ("50%", "50 %", "правило 50 %", "zasada 50 procent", "raise to 1600"):
        out = _search(search_page, q, 1280)
        assert out["parsed"]["rule"] is None, q
        assert out["hits"] and out["hits"][0]["kind"] == "card", (q, out["hits"][:1])
    a, b = _search(search_page, "50%", 1280), _search(search_page, "50 %", 1280)
    assert [h["url"] for h in a["hits"]] == [h["url"] for h in b["hits"]]


def test_search_highlights_whole_words_only(search_page):
    """A mark covers a whole word of the snippet, never a piece of one ("the" inside "otherwise")."""
    for q in ("the raise", "chip", "short all-in", "нечетная фишка"):
        out = _search(search_page, q)
        assert any(s["marks"] for s in out["marks"]), f"nothing marked for {q!r}"
        for s in out["marks"]:
            for m in s["marks"]:
                assert m["word"].lower() != "the", (q, s["text"])
                assert not re.match(r"\w", m["before"]) and not re.match(r"\w", m["after"]), (q, m, s["text"])


def test_search_for_a_rule_no_source_covers_answers_with_the_rule(site, browser):
    """TDA 30 and 70: the rule's paraphrase and a line that our five sources do not cover it, not "Nothing found"
    (the first question opens search.html?q=…, the others are typed into the same page)."""
    context, page, problems = _page(browser, 390)
    try:
        for k, q in enumerate(("30", "TDA 70", "rule 1")):
            if k == 0:
                page.goto((site / "search.html").as_uri() + "?q=" + quote(q), wait_until="load")
            else:
                _type(page, q)
            answer = page.inner_text("#rs-answer")
            summary = page.inner_text("#rs-search-summary")
            link = page.get_attribute("#rs-answer a.reference.external", "href")
            number = re.sub(r"\D", "", q)
            assert answer.startswith(f"TDA {number} · ") and "do not cover" in answer, answer
            assert "Nothing found" not in summary
            assert link == "https://www.pokertda.com/poker-tda-rules/"
    finally:
        context.close()
    assert not problems


def test_search_index_is_a_script_and_small(site):
    """The index is window.RS_INDEX in a plain script (no fetch: the page works from file://); the search's
    download stays small."""
    static = site / "_static"
    index, script = static / "rs-search-index.js", static / "rs-search.js"
    text = index.read_text(encoding="utf-8")
    assert text.startswith("window.RS_INDEX=")
    page = (site / "search.html").read_text(encoding="utf-8")
    assert "rs-search-index.js" in page and "rs-search.js" in page
    bundle = script.read_text(encoding="utf-8")
    assert not re.search(r"(?<![.\w}])fetch\(|XMLHttpRequest|\bimport\(", bundle), "the search page loads nothing"
    raw = index.stat().st_size + script.stat().st_size
    zipped = len(gzip.compress(index.read_bytes())) + len(gzip.compress(script.read_bytes()))
    print(f"\nsearch download: {raw / 1024:.0f} KiB ({zipped / 1024:.0f} KiB gzipped)")
    assert raw <= INDEX_BUDGET and zipped <= GZIP_BUDGET, (raw, zipped)


def test_search_first_result_is_fast_on_a_phone_sized_page(site, browser):
    """Opening search.html?q=… at 390 px: the index is parsed once, then each query is ranked and drawn; both
    are measured inside the page (performance.now), and the next query is shown without loading the page."""
    context, page, problems = _page(browser, 390)
    try:
        page.goto((site / "search.html").as_uri() + "?q=" + quote("short all-in can the raiser reraise"), wait_until="load")
        first = page.evaluate("() => ({...window.RS.timing, loaded: performance.now()})")
        page.fill("#rs-q", "нечетная фишка")
        page.press("#rs-q", "Enter")
        page.wait_for_function("() => window.RS.timing.shown === 'нечетная фишка'")
        second = page.evaluate("() => ({...window.RS.timing})")
        url = page.url
    finally:
        context.close()
    print(f"\nsearch at 390 px: index parsed in {first['index_ms']:.0f} ms, first query ranked and drawn in "
          f"{first['query_ms']:.0f} ms (page load to then {first['loaded']:.0f} ms), next query {second['query_ms']:.0f} ms "
          "(desktop CPU, shared machine)")
    # wall-clock times on a 2-core machine shared by several builds: generous bounds, the figures are printed
    assert first["index_ms"] < 1500 and first["query_ms"] < 1500 and second["query_ms"] < 500
    assert "q=%D0%BD" in url or "q=нечетная" in url, url
    assert not problems


# ------------------------------------------------------------------- the page reads words as Python does
def test_page_reads_every_word_as_rulescore_textsearch_does(site, browser):
    """The browser's analyzer (guide/search/analyzer.js) and rulescore.textsearch give every word of every query
    file the same keys, found the same way, from the same forms table (the one the page downloads); and the
    page finds the same kinds of action in a query's words (its phrases and its orders of words, with the
    lexicon the page downloads)."""
    from rulescore import textsearch

    text = (site / "_static" / "rs-search-index.js").read_text(encoding="utf-8")
    table = textsearch.Forms.from_table({"forms": json.loads(text.removeprefix("window.RS_INDEX=").rstrip().rstrip(";"))["forms"]})
    files = [QUERIES, MORE, WORK, HELD, RULES, FRESH, THIRD]
    asked = [str(q["q"]) for f in files for q in yaml.safe_load(f.read_text(encoding="utf-8"))]
    words = sorted({w for q in asked for w in textsearch.words(q)})
    context, page, problems = _page(browser, 1280)
    try:
        page.goto((site / "search.html").as_uri(), wait_until="load")
        js_words = page.evaluate("qs => qs.map(q => window.RS.words(q))", asked)
        js_keys = page.evaluate("ws => ws.map(w => window.RS.keys(w))", words)
        js_kinds = page.evaluate("qs => qs.map(q => window.RS.wordKinds(q))", asked)
    finally:
        context.close()
    assert js_words == [textsearch.words(q) for q in asked]
    lex = textsearch.build_lexicon(textsearch._lexicon_data(), table)
    kinds_differ = {q: (textsearch.kinds_in(q, table, lex), js) for q, js in zip(asked, js_kinds)
                    if textsearch.kinds_in(q, table, lex) != js}
    assert not kinds_differ, kinds_differ
    differ = {w: (list(table.keys(w)[0]), table.keys(w)[1], js) for w, js in zip(words, js_keys)
              if [list(table.keys(w)[0]), table.keys(w)[1]] != js}
    print(f"\n{len(words)} words of {len(asked)} questions read alike in the page and in Python")
    assert not differ, differ
    assert not problems


# --------------------------------------------------------------------------- confidence and the phone
def test_weak_match_says_so_and_offers_the_rule_index(search_page):
    """Words the guide does not know: the page says the match is not sure, names the closest rules (when there are
    results) and links the rule index; a strong match shows fewer results, the rest behind "show all"."""
    page, problems = search_page(390)
    _type(page, "purple elephant banana")
    box = page.inner_text("#rs-confidence")
    assert "rule index" in box and page.get_attribute("#rs-confidence a[href$='rules.html#rs-grid']", "href")
    _type(page, "zebra on the table with an umbrella")
    assert page.evaluate("window.RS.confidence('zebra on the table with an umbrella').level") == "weak"
    assert "closest rules" in page.inner_text("#rs-confidence")
    assert page.locator("#rs-confidence a[href*='rules.html#tda-']").count() >= 1
    _type(page, "odd chip")
    assert page.evaluate("window.RS.confidence('odd chip').level") == "strong"
    assert page.locator("#rs-confidence").count() == 0
    shown = page.locator("#rs-results li").count()
    assert shown <= 5 and page.is_visible("#rs-more")
    page.click("#rs-more")
    assert page.locator("#rs-results li").count() > shown
    assert not problems


@pytest.mark.parametrize("q", ["short all-in can the raiser reraise", "gracz położył trzy żetony bez słowa",
                               "игрок сделал рейз вне очереди"])
def test_results_are_compact_on_a_phone_with_the_situation_first(search_page, q):
    """At 390 x 844 px four results or more end above the fold; a card's snippet opens with the situation (its
    summary), not the computed state."""
    page, problems = search_page(390)
    _type(page, q)
    bottoms = page.evaluate("() => [...document.querySelectorAll('#rs-results li')].map(li => li.getBoundingClientRect().bottom + window.scrollY)")
    assert sum(b <= 844 for b in bottoms) >= 4, bottoms
    snippets = page.evaluate("() => [...document.querySelectorAll('#rs-results li[data-kind=card] .rs-snippet')].map(p => p.textContent)")
    assert snippets and not any(s.startswith(("C to act", "A to act", "B to act")) for s in snippets), snippets[:3]
    assert not problems


def test_rule_entries_speak_the_querys_language(search_page):
    """A Polish or Russian query shows a TDA rule's entry, and a named rule's answer, in that language."""
    page, problems = search_page(1280)
    _type(page, "przepis 30")
    assert "Obecność przy stole" in page.inner_text("#rs-answer")
    _type(page, "правило 32")
    assert "Мёртвый баттон" in page.inner_text("#rs-answer")
    _type(page, "rule 32")
    assert "Dead button" in page.inner_text("#rs-answer")
    assert not problems


# --------------------------------------------------------------------------------------- contrast
def test_links_in_grey_boxes_have_contrast_of_at_least_4_5(site, browser):
    """Computed colours: every link on a card's answer box, a quote, a table head, the search's answer box
    and the rule grid reaches 4.5:1 against its background."""
    pages = ["notebooks/01-raise-amounts-and-reopening.html", "introduction.html", "rules.html",
             "sources.html", "search.html?q=30"]
    context, page, problems = _page(browser, 1280)
    measured, low = [], []
    try:
        for p in pages:
            path, _, q = p.partition("?")
            page.goto((site / path).as_uri() + (f"?{q}" if q else ""), wait_until="load")
            res = page.evaluate(browser_check.CONTRAST_JS, None)
            measured += [r for r in res if r["grey"]]
            low += [(p, r["text"], r["fg"], r["bg"], round(r["ratio"], 2)) for r in res if r["ratio"] < browser_check.MIN_CONTRAST]
    finally:
        context.close()
    assert len(measured) >= 20, "no links on grey found: the measurement would pass anything"
    assert not low, low[:10]
    assert not problems
