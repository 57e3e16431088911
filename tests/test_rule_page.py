"""The "Rule my hand" page in Chromium (issue 26): the built guide served on localhost, the page opened at
390 px, rulescore running in the browser (Pyodide) and ruling as ``rulescore ask --json`` does: IA-10-1
entered with taps alone, a pasted whole hand, a push, an input error in one line; then with the network off
the page opens again from its offline copy and rules. From a folder (file://) it says in one line that it
needs a web address, and the rest of the guide never loads the runtime.

Needs Debian's chromium: the session's one Chromium (tests/conftest.py ``browser``, playwright's
``executable_path``; never ``playwright install``); without it the module is skipped, except under CI. The
page's model without a browser is tests/test_phone.py.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from guide import build, runtime, serve

ROOT = Path(__file__).resolve().parent.parent


CHROMIUM = build.CHROMIUM
RULESCORE = Path(sys.executable).with_name("rulescore")
PHONE = {"width": 390, "height": 844}
START = 240_000   # ms: a first start runs Python's own start-up (seconds; far more on a loaded machine)
IA_10_1_TAPS = ["bet 100", "all-in 125", "call 125", "all-in 200", "call 200"]


def cli(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(RULESCORE), "ask", str(path), "--json"], capture_output=True, text=True)


def cli_json(path: Path) -> dict:
    proc = cli(path)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    """A copy of the built guide (built first when stale), so the build lock is held only while copying."""
    if not Path(CHROMIUM).exists():
        if os.environ.get("CI"):
            pytest.fail(f"{CHROMIUM} is missing: the CI script installs Debian's chromium")
        pytest.skip(f"{CHROMIUM} is missing: apt-get install -y chromium")
    out = tmp_path_factory.mktemp("site") / "html"
    with build.fresh() as html:
        shutil.copytree(html, out)
    return out


@pytest.fixture(scope="module")
def served(site):
    with serve.serving(site) as url:
        yield url


class Watch:
    """Console errors, uncaught errors and failed requests of a page (a request the browser itself aborts because
    the test opens the next page, e.g. the favicon of the page being left, is no failure: ERR_ABORTED)."""

    def __init__(self, page):
        self.problems: list[str] = []
        page.on("console", lambda m: self.problems.append(f"console {m.type}: {m.text}") if m.type == "error" else None)
        page.on("pageerror", lambda e: self.problems.append(f"script error: {e}"))
        page.on("requestfailed", lambda r: None if "ERR_ABORTED" in (r.failure or "") else
                self.problems.append(f"failed request: {r.url} ({r.failure})"))


@pytest.fixture(scope="module")
def context(browser):
    ctx = browser.new_context(viewport=PHONE, accept_downloads=True)
    yield ctx
    ctx.close()


@pytest.fixture(scope="module")
def phone(context, served):
    """The page opened for the first time at 390 px, Python started and the offline copy made."""
    page = context.new_page()
    page.set_default_timeout(60_000)
    watch = Watch(page)
    page.goto(served + "rule-my-hand.html", wait_until="load")
    assert started(page) == "ready", page.inner_text("#rs-rule-status")
    assert page.evaluate("RS_RULE.timings.snapshot") is True    # a first visit restores the build's Python
    assert page.evaluate("RS_RULE.installed") is True            # ... and puts the wheels' files in place
    page.watch = watch
    return page


def started(page) -> str:
    """Wait until the page has started (or failed to): ``ready``, ``failed`` or ``file``."""
    page.wait_for_function("() => window.RS_RULE && window.RS_RULE.state", timeout=START)
    return page.evaluate("RS_RULE.state")


def new_hand(page):
    page.locator("button[data-do=reset]").click()


def setup_ia_10_1(page):
    """The table of IA-10-1 with the controls: five players by letter, the flop, blinds 50/100, B 125, D 200."""
    new_hand(page)
    page.select_option("select[data-k=players]", "5")
    page.select_option("select[data-k=names]", "letters")
    page.locator("button[data-street=flop]").click()
    box = page.locator("input[data-k=blinds]")
    box.fill("50/100")
    box.blur()
    for player, value in (("B", "125"), ("D", "200")):
        box = page.locator(f'input[data-player="{player}"]')
        box.fill(value)
        box.blur()


def scenario_box(page):
    """The scenario box (folded away under the answer), opened."""
    box = page.locator("details.rs-rule-scenario")
    if not box.evaluate("d => d.open"):
        box.locator("summary").click()
    return page.locator("textarea.rs-rule-yaml")


def tap(page, label: str) -> None:
    page.locator(".rs-rule-choices").get_by_role("button", name=label, exact=True).click()


def shown_json(page) -> dict:
    """The ruling JSON the page shows (its "rulescore ask --json" box, opened if it is closed)."""
    outer = page.locator("details.rs-rule-ruling")
    if not outer.evaluate("d => d.open"):
        outer.locator("summary").first.click()
    box = page.locator("details.rs-rule-jsonbox")
    if not box.evaluate("d => d.open"):
        box.locator("summary").click()
    # the box is filled by its toggle event, which the browser fires after the click returns
    page.wait_for_function("() => document.querySelector('pre.rs-rule-json').textContent.trim() !== ''")
    return json.loads(page.locator("pre.rs-rule-json").text_content())


def no_overflow(page) -> int:
    return page.evaluate("document.documentElement.scrollWidth - window.innerWidth")


def test_IA_10_1_entered_with_taps_at_390_px_rules_as_rulescore_ask_json(phone):
    setup_ia_10_1(phone)
    for label in IA_10_1_TAPS:
        tap(phone, label)
    assert shown_json(phone) == cli_json(ROOT / "examples" / "ia-10-1.yaml")
    card = phone.locator(".rs-rule-card .rs-card")
    assert card.locator(".rs-headline").text_content().startswith("A to act: 100 to call.")
    first_rule = card.locator(".rs-cites a.rs-rulelink").first
    assert first_rule.text_content() == "TDA 43" and first_rule.get_attribute("href") == "rules.html#tda-43"
    assert card.locator(".rs-pots").text_content().count("A, C, D, E") == 1   # side pot 1 and who may win it
    assert phone.locator(".rs-rule-error").is_hidden()
    assert no_overflow(phone) <= 1
    assert phone.watch.problems == []


def test_a_showdown_imports_what_the_snapshot_left_out(phone, tmp_path):
    """pokerkit is not in the build's snapshot: a hand with cards imports it from the wheels put in place."""
    path = tmp_path / "showdown.yaml"
    path.write_text("blinds: 100/200\nstreet: river\npot: 3000\nseats: [Ann, Bob, Cat]\nboard: Ah Kd 7c 7s 2h\n"
                    "hands: {Ann: Qs Qd, Bob: As 3c}\nactions: [Ann check, Bob bet 1000, Cat fold, Ann call]\n",
                    encoding="utf-8")
    scenario_box(phone).fill(path.read_text(encoding="utf-8"))
    phone.get_by_role("button", name="Rule this text").click()
    ruling = shown_json(phone)
    assert ruling == cli_json(path) and ruling["awards"] == {"Bob": 5000}
    assert phone.watch.problems == []


def test_a_fresh_start_rules_as_the_snapshot(context, served):
    page = context.new_page()
    page.goto(served + "rule-my-hand.html?python=fresh", wait_until="load")
    assert started(page) == "ready" and page.evaluate("RS_RULE.timings.snapshot") is False
    setup_ia_10_1(page)
    for label in IA_10_1_TAPS:
        tap(page, label)
    assert shown_json(page) == cli_json(ROOT / "examples" / "ia-10-1.yaml")
    page.close()


def test_a_pasted_whole_hand_rules_as_the_cli(phone):
    path = ROOT / "examples" / "whole-hand.yaml"
    scenario_box(phone).fill(path.read_text(encoding="utf-8"))
    phone.get_by_role("button", name="Rule this text").click()
    assert shown_json(phone) == cli_json(path)
    assert phone.locator(".rs-rule-next").text_content() == "flop · BB to act"
    assert phone.watch.problems == []


def test_a_push_and_the_scenario_handed_back(phone, tmp_path):
    setup_ia_10_1(phone)
    for label in IA_10_1_TAPS:
        tap(phone, label)
    phone.locator(".rs-rule-other select").nth(1).select_option("push")
    phone.locator("input.rs-rule-rest").fill("1000+100x5")
    phone.get_by_role("button", name="Add", exact=True).click()
    ruling = shown_json(phone)
    assert ruling["actions"][-1]["written"] == "A push 1000+100x5"
    with phone.expect_download() as info:
        phone.get_by_role("button", name="Download").click()
    saved = tmp_path / "hand.yaml"
    info.value.save_as(saved)
    assert info.value.suggested_filename.startswith("hand-") and saved.read_text() == scenario_box(phone).input_value()
    assert cli_json(saved) == ruling      # what the page hands back, ruled by the CLI
    phone.get_by_role("button", name="Undo").click()
    assert shown_json(phone) == cli_json(ROOT / "examples" / "ia-10-1.yaml")
    assert phone.watch.problems == []


def test_an_input_error_is_one_line_without_a_traceback(phone, tmp_path):
    bad = (ROOT / "examples" / "ia-10-1.yaml").read_text(encoding="utf-8").replace("B allin", "B check")
    (tmp_path / "bad.yaml").write_text(bad, encoding="utf-8")
    proc = cli(tmp_path / "bad.yaml")
    assert proc.returncode == 2
    scenario_box(phone).fill(bad)
    phone.get_by_role("button", name="Rule this text").click()
    said = phone.locator("#rs-rule-answer .rs-rule-headline")   # a hand the rules reject: said once, first
    assert said.is_visible() and said.text_content() == proc.stderr.strip().removeprefix("rulescore: ")
    error = phone.locator(".rs-rule-error")
    assert "Not possible as written" in phone.locator(".rs-rule-card").text_content()
    assert phone.locator(".rs-rule-choices button").count() == 0      # no buttons until it is fixed
    scenario_box(phone).fill("blinds: [50\n")       # not even YAML: refused, hand kept
    phone.get_by_role("button", name="Rule this text").click()
    assert error.text_content().startswith("scenario line 2: not valid YAML")
    text = phone.locator("#rs-rule").inner_text()
    assert "Traceback" not in text and "File \"" not in text
    assert phone.watch.problems == []


def test_offline_the_page_opens_from_its_copy_and_rules_again(phone, context, served):
    context.set_offline(True)
    try:
        page = context.new_page()
        watch = Watch(page)
        page.goto(served + "rule-my-hand.html", wait_until="load")
        assert started(page) == "ready", page.inner_text("#rs-rule-status")
        assert page.evaluate("RS_RULE.timings.snapshot") is True   # the build's Python, not a fresh start
        assert page.evaluate("navigator.serviceWorker.controller !== null")
        setup_ia_10_1(page)
        for label in IA_10_1_TAPS:
            tap(page, label)
        assert shown_json(page) == cli_json(ROOT / "examples" / "ia-10-1.yaml")
        assert watch.problems == []
        page.close()
    finally:
        context.set_offline(False)


def test_from_a_folder_the_page_says_so_in_one_line_and_loads_nothing(browser, site):
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    watch = Watch(page)
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    page.goto((site / "rule-my-hand.html").as_uri(), wait_until="load")
    assert started(page) == "file"
    notice = page.locator(".rs-rule-file")
    assert notice.is_visible() and len(notice.locator("p").all()) == 1
    assert {a.get_attribute("href") for a in notice.locator("a").all()} == {"rules.html", "keywords.html"}
    assert page.locator("#rs-rule-status").is_hidden() and page.locator(".rs-rule-app").count() == 0
    runtime_dir = (site / runtime.SITE_DIR).as_uri() + "/"
    assert not [u for u in requests if u.startswith(runtime_dir) or not u.startswith("file:")]
    assert watch.problems == [] and no_overflow(page) <= 1
    ctx.close()


def test_the_rest_of_the_guide_does_not_download_the_runtime(browser, served):
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    requests: list[str] = []
    page.on("request", lambda r: requests.append(r.url))
    for doc in ("notebooks/01-raise-amounts-and-reopening.html", "introduction.html", "index.html"):
        page.goto(served + doc, wait_until="load")
    assert not [u for u in requests if u.startswith(served + runtime.SITE_DIR + "/") or "rule-sw" in u or "pyodide" in u]
    assert page.evaluate("navigator.serviceWorker.getRegistrations().then(r => r.length)") == 0
    assert page.locator('a[href="rule-my-hand.html"]').count() >= 1   # ... but leads to the page
    ctx.close()


def test_the_page_says_what_it_downloads(site):
    """'about N MB, once' is the runtime and the wheels as built; the offline copy holds them and the page."""
    text = (site / "rule-my-hand.html").read_text(encoding="utf-8")
    mb = re.search(r'data-mb="([\d.]+)"', text).group(1)
    worker = (site / runtime.SERVICE_WORKER).read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\{.*?\});", worker, re.S).group(1))
    guide = json.loads(re.search(r"const GUIDE = (\[.*?\]);", worker, re.S).group(1))
    assert "rules.html" in guide and "keywords.html" in guide
    heavy = [u for u in files if u.startswith(f"{runtime.SITE_DIR}/")]
    assert sum((site / u).stat().st_size for u in heavy if u.endswith((".whl", ".wasm", ".zip", ".mjs"))) > 5e6
    # what a first visit downloads: the gzip copies where the build wrote them (serve.py sends them), else the file
    sent = sum(min([(site / u).stat().st_size] + [p.stat().st_size for p in (site / (u + ".gz"), site / (u + ".br"))
                                                   if p.exists()]) for u in heavy if not u.endswith(".json"))
    assert mb == runtime.megabytes(sent) == runtime.megabytes(runtime.download_bytes()) and f"about {mb} MB, once" in text
    assert (site / runtime.SITE_DIR / runtime.runtime_dir_name() / "pyodide.asm.wasm.gz").exists()
    assert re.search(r'data-snapshot="([0-9a-f]{20})"', text).group(1) == runtime.snapshot_key()
    assert "rule-my-hand.html" in files and "_static/rule/app.js" in files and any(u.endswith(".woff2") for u in files)
    assert not any(u.endswith((".whl",)) and re.match(r".*/(pyyaml|jsonschema|fastjsonschema)", u.lower()) for u in files)


# ============================================================================ issue 34: a dispute on the floor
class Taps:
    """The page driven as a thumb drives it, counting taps: a button or a box is one tap, a list (select) is
    two (open it, pick); typing and Enter are keystrokes, not taps."""

    def __init__(self, page):
        self.page, self.n = page, 0

    def button(self, selector: str) -> None:
        self.page.locator(selector).click()
        self.n += 1

    def choice(self, label: str) -> None:
        tap(self.page, label)
        self.n += 1

    def pick(self, selector: str, value: str) -> None:
        self.page.select_option(selector, value)
        self.n += 2

    def type(self, selector: str, text: str, enter: bool = False) -> None:
        box = self.page.locator(selector)
        box.click()
        self.n += 1
        box.fill(text)
        if enter:
            box.press("Enter")
        else:
            box.blur()


def headline(page) -> str:
    return page.locator("#rs-rule-answer .rs-rule-headline").text_content()


def fresh_hand(page) -> Taps:
    new_hand(page)
    page.wait_for_function("() => RS_RULE.screen && RS_RULE.screen.hand.rows.length === 0")
    return Taps(page)


def dispute_silent_chip(page) -> Taps:
    """A silent 1000 chip, the big blind's last, facing a 400 bet on the flop, three-handed."""
    t = fresh_hand(page)
    t.button("button[data-street=flop]")
    t.pick("select[data-k=players]", "3")
    t.type('input[data-player="BB"]', "1000")
    t.type("input.rs-rule-amount", "400", enter=True)
    t.button("button[data-verb=push]")
    t.type("input.rs-rule-rest", "1000", enter=True)
    t.button(".rs-rule-problem button >> nth=0")   # one chip (the first tap) or two 500s decides it: asked (issue 43)
    return t


def dispute_two_short_all_ins(page) -> Taps:
    """IA-10-1 by position: five-handed flop at 50/100, the big blind 125 and the cut-off 200."""
    t = fresh_hand(page)
    t.button("button[data-street=flop]")
    t.pick("select[data-k=players]", "5")
    t.type("input[data-k=blinds]", "50/100")
    t.type('input[data-player="BB"]', "125")
    t.type('input[data-player="CO"]', "200")
    for label in IA_10_1_TAPS:
        t.choice(label)
    return t


def dispute_dead_small_blind(page) -> Taps:
    """Pot-limit Omaha at 100/200 with a dead small blind: the first to act may raise to 700 (TDA 54-B)."""
    t = fresh_hand(page)
    t.pick("select[data-k=game]", "PLO")
    t.button("input[data-k=dead_small_blind]")
    return t


def test_the_three_disputes_from_the_form_at_390_px_in_at_most_12_taps(phone):
    t = dispute_silent_chip(phone)
    head = headline(phone)
    assert t.n <= 12 and all(x in head for x in ("BB", "call", "400", "600", "TDA 44")), (t.n, head)
    reading = phone.locator("#rs-rule-answer .rs-rule-reading")
    assert reading.is_visible() and "TD's choice" not in reading.text_content()
    t = dispute_two_short_all_ins(phone)
    head = headline(phone)
    assert t.n <= 12 and head.startswith("SB") and all(x in head for x in ("100", "300", "TDA 47")), (t.n, head)
    t = dispute_dead_small_blind(phone)
    head = headline(phone)
    assert t.n <= 12 and head.startswith("UTG") and "700" in head and "TDA 54-B" in head, (t.n, head)
    assert "200" in phone.locator("#rs-rule-answer .rs-rule-figure").text_content()
    assert no_overflow(phone) <= 1
    assert phone.watch.problems == []


def test_the_headline_is_first_on_screen_and_the_text_is_big_enough_to_tap(phone):
    dispute_silent_chip(phone)
    box = phone.locator("#rs-rule-answer").bounding_box()
    assert box["y"] < PHONE["height"]                         # the answer is on the first screen
    small = phone.evaluate("""() => [...document.querySelectorAll(
        '#rs-rule button, #rs-rule select, #rs-rule input:not([type=checkbox]), #rs-rule summary, #rs-rule-answer a')]
        .filter(e => e.offsetParent !== null)
        .map(e => [e.outerHTML.slice(0, 80), e.getBoundingClientRect().height]).filter(([, h]) => h < 44)""")
    assert small == []
    body = phone.evaluate("parseFloat(getComputedStyle(document.querySelector('#rs-rule-answer .rs-rule-headline')).fontSize)")
    assert body >= 16


def test_an_impossible_raise_leads_to_what_the_td_meant(phone):
    t = fresh_hand(phone)
    t.type("input.rs-rule-amount", "250", enter=True)          # UTG raises to 250: below the minimum of 400
    problem = phone.locator(".rs-rule-problem")
    assert problem.is_visible() and "TDA" in problem.text_content() and "UTG" in problem.text_content()
    assert phone.locator(".rs-rule-error:visible").count() <= 1  # said once
    offers = problem.locator("button")
    assert offers.count() == 2
    offers.first.click()
    assert phone.locator(".rs-rule-problem").is_hidden()
    assert "UTG" in headline(phone) and "TDA" in headline(phone)


def test_the_hand_survives_a_reload_and_back(phone, served):
    dispute_silent_chip(phone)
    before = headline(phone)
    assert "?h=" in phone.url
    phone.reload(wait_until="load")
    assert started(phone) == "ready"
    phone.wait_for_function("() => RS_RULE.screen && RS_RULE.screen.hand.rows.length === 2")
    assert headline(phone) == before
    phone.locator("#rs-rule-answer a.rs-rulelink").first.click()
    phone.wait_for_load_state("load")
    assert "rules.html" in phone.url
    phone.go_back(wait_until="load")
    assert started(phone) == "ready"
    phone.wait_for_function("() => RS_RULE.screen && RS_RULE.screen.hand.rows.length === 2")
    assert headline(phone) == before
    # opened with no address, the hand in progress comes back from the browser's storage
    phone.goto(served + "rule-my-hand.html", wait_until="load")
    assert started(phone) == "ready"
    phone.wait_for_function("() => RS_RULE.screen && RS_RULE.screen.hand.rows.length === 2")


def test_offline_every_link_on_the_page_opens(phone, context, served):
    dispute_silent_chip(phone)
    phone.evaluate("RS_RULE.offlineAll")                      # the guide's pages kept after the first ruling
    links = phone.evaluate("""() => [...new Set([...document.querySelectorAll('a[href]')].map(a => a.href)
        .filter(h => h.startsWith(location.origin)).map(h => h.split('#')[0]))]""")
    assert any(h.endswith("rules.html") for h in links) and len(links) > 5
    context.set_offline(True)
    try:
        page = context.new_page()
        for href in links:
            response = page.goto(href, wait_until="load")
            assert response is not None and response.ok, href
            assert page.title() and "rulescore" in page.content(), href
        page.close()
    finally:
        context.set_offline(False)


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
def test_the_page_speaks_the_browsers_language(browser, served, lang):
    """Labels, buttons and the ruling's sentences in the browser's language (from the same templates as
    the page's Python side), and a switch between the three."""
    from rulescore.explorer import phone_text

    ctx = browser.new_context(viewport=PHONE, locale={"en": "en-GB", "pl": "pl-PL", "ru": "ru-RU"}[lang])
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    watch = Watch(page)
    page.goto(served + "rule-my-hand.html", wait_until="load")
    assert started(page) == "ready"
    assert page.evaluate("document.documentElement.lang") == lang
    assert page.get_by_role("button", name=phone_text.text(lang, "new_hand")).count() == 1
    assert page.locator("button[data-street=flop]").text_content() == phone_text.text(lang, "street.flop")
    dispute_silent_chip(page)
    head = headline(page)
    assert "400" in head and "600" in head and "TDA 44" in head
    if lang != "en":
        assert not {"call", "raise", "returned"} & set(head.lower().split()), head
    # the rows and the stacks' states in the page's language too (issue 39: "B allin" stayed English)
    rows = page.evaluate("RS_RULE.screen.hand.rows")
    assert page.locator(".rs-rule-pick").all_text_contents() == [r["said"] for r in rows]
    states = page.evaluate("RS_RULE.screen.stacks.map((x) => x.said)")
    status = page.locator(f'td[data-label="{phone_text.text(lang, "col.status")}"]')
    assert status.all_text_contents() == states
    if lang != "en":
        assert all(r["said"] != r["line"] for r in rows if r["line"].split()[1] in ("call", "bet", "raise", "allin")), rows
        assert not {"waiting", "to", "act", "folded"} & {w for s in states for w in s.split()}, states
    other = {"en": "pl", "pl": "ru", "ru": "en"}[lang]
    page.select_option("select[data-k=lang]", other)
    assert page.evaluate("document.documentElement.lang") == other
    assert page.get_by_role("button", name=phone_text.text(other, "new_hand")).count() == 1
    assert headline(page) != head and "TDA 44" in headline(page)
    assert watch.problems == []
    ctx.close()


def test_every_card_opens_its_hand_in_rule_my_hand(phone, site, served):
    chapter = (site / "notebooks" / "01-raise-amounts-and-reopening.html").read_text(encoding="utf-8")
    cards = re.findall(r'<section class="rs-card rs-example[^"]*" data-rs-id="([^"]+)"', chapter)
    links = re.findall(r'<a class="rs-open-rule" href="([^"]+)"', chapter)
    assert cards and len(links) >= len([c for c in cards]) - chapter.count("rs-inputs-none")
    href = links[0]
    assert href.startswith("../rule-my-hand.html?h=")
    phone.goto(served + "notebooks/" + href, wait_until="load")
    assert started(phone) == "ready"
    phone.wait_for_function("() => RS_RULE.screen && RS_RULE.screen.ruling")
    assert "TDA" in headline(phone)


def test_the_guide_at_390_px_reads_at_16_px_with_rule_links_tall_enough_to_tap(context, served):
    page = context.new_page()
    page.goto(served + "notebooks/01-raise-amounts-and-reopening.html", wait_until="load")
    sizes = page.evaluate("""() => [...document.querySelectorAll('.bd-article p, .bd-article li')]
        .filter(e => e.offsetParent !== null && e.textContent.trim()).map(e => parseFloat(getComputedStyle(e).fontSize))""")
    assert sizes and min(sizes) >= 16
    short = page.evaluate("""() => [...document.querySelectorAll(
        '.bd-article a.rs-rulelink, .bd-article a.rs-idlink, .bd-article a.rs-tdalink')].filter(e => e.offsetParent !== null)
        .map(e => e.getBoundingClientRect().height).filter(h => h < 44)""")
    assert short == []
    assert page.locator("a.rs-open-rule").count() >= 1
    page.close()


def test_the_form_works_before_python_is_ready_and_new_hand_resets_the_verb(browser, served):
    """Changes made while the engine loads are kept and ruled once it is ready (a fresh start, so that
    Python is surely not ready when the form is used)."""
    ctx = browser.new_context(viewport=PHONE)
    page = ctx.new_page()
    page.set_default_timeout(60_000)
    page.goto(served + "rule-my-hand.html?python=fresh", wait_until="domcontentloaded")
    page.wait_for_selector("button[data-street=flop]")
    assert page.evaluate("RS_RULE.state") is None and page.locator("progress.rs-rule-progress").count() == 1
    page.locator("button[data-street=flop]").click()
    box = page.locator("input[data-k=blinds]")
    box.fill("50/100")
    box.blur()
    assert page.evaluate("RS_RULE.state") is None            # still loading: the changes are kept
    assert started(page) == "ready"
    hand = page.evaluate("RS_RULE.screen.hand")
    assert hand["first"] == "flop" and (hand["sb"], hand["bb"]) == (50, 100)
    page.locator("button[data-verb=says]").click()
    assert page.locator("select.rs-rule-verb").input_value() == "says"
    new_hand(page)
    assert page.locator("select.rs-rule-verb").input_value() == "push"
    box.fill("/100")                                          # a blank small blind is refused, not 0
    box.blur()
    assert page.locator(".rs-rule-fielderr").is_visible()     # under the box (issue 43)
    assert (page.evaluate("RS_RULE.screen.hand.sb"), page.evaluate("RS_RULE.screen.hand.bb")) == (100, 200)
    ctx.close()


# ============================================================================ issue 43: the form as people write
def headline_in_view(page) -> bool:
    """Whether the answer's headline is on screen, under the page's sticky header."""
    return page.evaluate("""() => {
        const r = document.querySelector('#rs-rule-answer .rs-rule-headline').getBoundingClientRect();
        const top = (document.querySelector('.bd-header') || {offsetHeight: 0}).offsetHeight;
        return r.top >= top - 1 && r.bottom <= innerHeight + 1; }""")


def flop_bet(page, amount: str) -> Taps:
    """Three-handed on the flop, the small blind bets ``amount`` with the amount box."""
    t = fresh_hand(page)
    t.button("button[data-street=flop]")
    t.pick("select[data-k=players]", "3")
    t.type("input.rs-rule-amount", amount, enter=True)
    assert headline_in_view(page)
    return t


def last_row(page) -> str:
    return page.evaluate("RS_RULE.screen.hand.rows.at(-1).line")


def test_tda40a_said_then_pushed_is_one_action_entered_from_the_form_at_390_px(phone):
    t = flop_bet(phone, "200")
    t.button("button[data-verb=says]")
    t.type("input.rs-rule-rest", "raise", enter=True)             # BB says "raise" ...
    assert headline_in_view(phone)
    t.button("button[data-verb=push]")
    t.type("input.rs-rule-rest", "400", enter=True)               # ... then pushes 400: the same action
    assert last_row(phone) == 'BB says "raise" push 100x4' and phone.evaluate("RS_RULE.screen.hand.rows.length") == 2
    assert "BB" in headline(phone) and "400" in headline(phone) and headline_in_view(phone)
    t = flop_bet(phone, "200")                                     # or in one row: the words, the chips after
    t.button("button[data-verb=says]")
    t.type("input.rs-rule-then-chips", "1000")
    t.type("input.rs-rule-rest", "raise", enter=True)
    assert last_row(phone) == 'BB says "raise" push 1000' and headline_in_view(phone)
    assert phone.watch.problems == []


def test_tda44_43a_chips_pushed_as_an_amount_or_as_chips_at_390_px(phone):
    t = flop_bet(phone, "1000")
    t.button("button[data-verb=push]")
    t.type("input.rs-rule-rest", "1600", enter=True)              # no 1600 chip: several chips, a raise (43-A)
    assert last_row(phone) == "BB push 1000+500+100" and "2000" in headline(phone) and headline_in_view(phone)
    t = flop_bet(phone, "1000")
    t.button("button[data-verb=push]")
    t.type("input.rs-rule-rest", "2000", enter=True)              # one 2000 chip or two 1000s: it decides, asked
    ask = phone.locator(".rs-rule-problem")
    assert ask.is_visible() and "TDA 44" in ask.text_content() and ask.locator("button").count() == 2
    t.button('.rs-rule-problem button:has-text("Several chips")')
    assert last_row(phone) == "BB push 1000x2" and "2000" in headline(phone) and headline_in_view(phone)
    t = flop_bet(phone, "1000")
    t.button("button[data-verb=push]")
    t.type("input.rs-rule-rest", "700+100", enter=True)           # a chip value no chip set has: refused
    assert "700" in phone.locator(".rs-rule-problem").text_content() and last_row(phone) == "SB bet 1000"
    assert no_overflow(phone) <= 1 and phone.watch.problems == []


def test_amounts_and_blinds_as_people_write_them_or_refused_next_to_the_box_at_390_px(phone):
    t = fresh_hand(phone)
    t.type("input[data-k=blinds]", "200-400")                     # as the TDA text writes them
    assert phone.evaluate("[RS_RULE.screen.hand.sb, RS_RULE.screen.hand.bb]") == [200, 400]
    for typed in ("1 300", "1.300", "1,300"):
        t.type('input[data-player="BB"]', typed)
        seats = phone.evaluate("RS_RULE.screen.hand.seats")
        assert next(s["stack"] for s in seats if s["name"] == "BB") == 1300, typed
    t.type('input[data-player="BTN"]', "1.5k")
    assert next(s["stack"] for s in phone.evaluate("RS_RULE.screen.hand.seats") if s["name"] == "BTN") == 1500
    t.type('input[data-player="UTG"]', "1.5")                     # no amount: said under the box, kept as typed
    err = phone.locator(".rs-rule-fielderr")
    assert err.is_visible() and "1.5" in err.text_content()
    assert phone.locator('input[data-player="UTG"]').input_value() == "1.5"
    near = phone.evaluate("""() => { const a = document.querySelector('input[data-player="UTG"]').getBoundingClientRect();
        const b = document.querySelector('.rs-rule-fielderr').getBoundingClientRect(); return b.top - a.bottom; }""")
    assert 0 <= near < 40, near
    assert phone.locator(".rs-rule-problem").is_hidden()
    phone.select_option("select[data-k=lang]", "pl")                  # in the page's language
    t.type("input[data-k=blinds]", "200")
    assert err.is_visible() and "Blindy" in err.text_content()
    assert phone.locator("input[data-k=blinds]").input_value() == "200"
    assert phone.evaluate("[RS_RULE.screen.hand.sb, RS_RULE.screen.hand.bb]") == [200, 400]
    phone.select_option("select[data-k=lang]", "en")
    t.type("input[data-k=blinds]", "100/200")
    assert err.is_hidden() and phone.watch.problems == []
