// The guide's "Rule my hand" page (guide/rule-my-hand.md): rulescore itself, in Python compiled to
// WebAssembly (Pyodide), rules the hand a TD enters with taps.
//
// Nothing here decides a rule. Python's rulescore.explorer.phone.Page holds the hand (the explorer's hand
// model: its transitions, undo, the export) and answers every command with the whole screen as JSON: the
// buttons for the player to act (the engine's options and amounts), the ruling card the guide shows, the
// ruling as `rulescore ask --json` prints it, the stacks and the scenario to hand back. This file draws that
// screen and sends one command per tap.
//
// Served over HTTP(S) it registers the service worker rule-sw.js (scope: this page only), which keeps the
// page, the runtime and the wheels for use with no network. Opened from a folder (file://), where browsers
// refuse to load WebAssembly modules, it shows the one-line notice of the page instead and loads nothing.
//
// For tests and `make bench`: window.RS_RULE = {ready (a promise of state), state ("ready", "failed" or
// "file" once known), installed (a promise: the wheels' files in place), offlineAll (a promise: the guide's
// pages kept for use offline), screen (the last one), send(command),
// timings: {cached, python, imported, ruled, firstRuling, taps: [...]}}: milliseconds since the navigation
// started when the offline copy was ready, Python was running with the wheels installed, rulescore was
// imported, the first ruling computed and then on screen; each tap's time until its frame was painted, and
// (tapParts) how much of it Python took and how long until the page was redrawn, before painting.
(function () {
  "use strict";
  const root = document.getElementById("rs-rule");
  if (!root) return;
  const status = document.getElementById("rs-rule-status");
  const api = (window.RS_RULE = {screen: null, timings: {taps: [], tapParts: []}, send: null, ready: null});

  if (location.protocol === "file:") {
    document.documentElement.classList.add("rs-rule-from-file");
    status.hidden = true;
    api.ready = Promise.resolve((api.state = "file"));
    return;
  }

  const el = (tag, attrs, ...children) => {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === "class") e.className = v;
      else if (k === "text") e.textContent = v;
      else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
      else if (v !== null && v !== undefined && v !== false) e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  };
  const say = (text) => { status.textContent = text; };
  const mb = root.dataset.mb;

  // --------------------------------------------------------------------------------- offline copy
  // The service worker (scope: the whole guide, so that the pages the card links to open offline too)
  // installs the page's files and reports the bytes as they arrive: the progress bar and its estimate.
  async function keepOffline() {
    if (!("serviceWorker" in navigator)) return T("offline-no");
    const sw = root.dataset.sw;
    if (navigator.serviceWorker.controller) {
      navigator.serviceWorker.register(sw, {scope: "./"}).catch(() => {});   // looks for a newer build
      return "";
    }
    const began = performance.now();
    navigator.serviceWorker.addEventListener("message", (e) => {
      const m = e.data || {};
      if (m.type !== "progress" || !m.total) return;
      const share = Math.min(1, m.got / m.total);
      const spent = (performance.now() - began) / 1000;
      const left = share > 0.02 ? Math.max(0, Math.round(spent * (1 - share) / share)) : "?";
      ui.progress.value = share;
      say(T("loading", {got: (share * +mb).toFixed(1), total: mb, left}));
    });
    const reg = await navigator.serviceWorker.register(sw, {scope: "./"});
    const worker = reg.installing || reg.waiting || reg.active;
    if (worker.state !== "activated") {
      await new Promise((resolve, reject) => {
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") resolve();
          else if (worker.state === "redundant") reject(new Error("the copy for use offline could not be saved"));
        });
      });
    }
    ui.progress.value = 1;
    return "";
  }

  // After the first ruling: the guide's other pages (the rules index the card links to, the chapters, the
  // search) are kept too, so that no link of the page leads to an error with no network.
  async function keepGuide() {
    const reg = navigator.serviceWorker && await navigator.serviceWorker.ready;
    if (!reg || !reg.active) return false;
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (e) => resolve(!!(e.data && e.data.kept));
      reg.active.postMessage({type: "keep-guide"}, [channel.port2]);
    });
  }

  // --------------------------------------------------------------------------------- words
  // Every label comes from the page's message templates (rulescore.explorer.phone_text), written into the
  // page by the build (data-labels), so the form reads right before Python has started.
  const LABELS = JSON.parse(root.dataset.labels || "{}");
  const GAMES = JSON.parse(root.dataset.games || '["NLHE"]');
  const STREETS = JSON.parse(root.dataset.streets || '["preflop", "flop", "turn", "river"]');
  const pickLang = () => {
    const kept = localStorage.getItem("rs-rule-lang");
    if (kept && LABELS[kept]) return kept;
    for (const tag of navigator.languages || [navigator.language || "en"]) {
      const l = String(tag).toLowerCase().split("-")[0];
      if (LABELS[l]) return l;
    }
    return "en";
  };
  let lang = pickLang();
  const T = (key, values) => {
    const t = (LABELS[lang] || {})[key] ?? (LABELS.en || {})[key] ?? key;
    return t.replace(/\{(\w+)\}/g, (m, k) => (values && k in values ? values[k] : m));
  };
  const labelled = [];   // [element, key, attribute] redrawn when the language changes
  const L = (e, key, attr) => { labelled.push([e, key, attr || "text"]); return e; };
  function relabel() {
    document.documentElement.lang = lang;
    for (const [e, key, attr] of labelled) {
      if (attr === "text") e.textContent = T(key);
      else e.setAttribute(attr, T(key));
    }
  }

  // --------------------------------------------------------------------------------- the screen
  const ui = {};
  let verb = "push";

  function build() {
    const opt = (value, key) => L(el("option", {value, text: T(key)}), key);
    const field = (key, control, cls) => el("label", {class: "rs-rule-field " + (cls || "")},
      L(el("span", {text: T(key)}), key), control);
    const num = (key) => el("input", {"data-k": key, inputmode: "numeric", autocomplete: "off",
      onchange: (e) => act({do: "setup", [key]: e.target.value})});

    ui.lang = el("select", {"data-k": "lang", "aria-label": "Language / Język / Язык",
      onchange: (e) => setLang(e.target.value)},
    ...Object.keys(LABELS).map((l) => el("option", {value: l, text: ({en: "English", pl: "Polski", ru: "Русский"})[l] || l})));
    ui.answer = el("div", {id: "rs-rule-answer", class: "rs-rule-answer", "aria-live": "polite"},
      ui.headline = el("p", {class: "rs-rule-headline"}),
      ui.reading = el("p", {class: "rs-rule-reading", hidden: true}),
      ui.figure = el("p", {class: "rs-rule-figure", hidden: true}),
      ui.then = el("p", {class: "rs-rule-then", hidden: true}));
    L(ui.headline, "enter-hint");

    ui.game = el("select", {"data-k": "game", onchange: (e) => act({do: "setup", game: e.target.value})},
      ...GAMES.map((g) => el("option", {value: g, text: g})));
    ui.players = el("select", {"data-k": "players", onchange: (e) => act({do: "players", n: +e.target.value})},
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => el("option", {value: String(n), text: String(n)})));
    ui.names = el("select", {"data-k": "names", onchange: (e) => act({do: "names", style: e.target.value})},
      opt("positions", "names-positions"), opt("letters", "names-letters"), opt("", "names-typed"));
    ui.streets = el("div", {class: "rs-rule-seg", role: "group"},
      ...STREETS.map((s) => L(el("button", {type: "button", class: "rs-rule-segbtn", "data-street": s, text: T(`street-${s}`),
        onclick: () => act({do: "street", street: s})}), `street-${s}`)));
    ui.blinds = el("input", {"data-k": "blinds", inputmode: "numeric", autocomplete: "off", placeholder: "100/200",
      onchange: (e) => act({do: "setup", blinds: e.target.value})});
    ui.dead = el("input", {type: "checkbox", "data-k": "dead_small_blind",
      onchange: (e) => act({do: "setup", dead_small_blind: e.target.checked})});
    ui.bySeat = el("input", {type: "checkbox", "data-k": "ante_by_seat", onchange: () => drawSeats(true)});
    ui.ante = num("ante"); ui.bb_ante = num("bb_ante"); ui.straddle = num("straddle"); ui.pot = num("pot");
    ui.stacks = el("div", {class: "rs-rule-stacks"});
    ui.summary = el("span", {class: "rs-rule-summary"});
    ui.table = el("details", {class: "rs-rule-box rs-rule-table", open: true},
      el("summary", {}, L(el("strong", {text: T("table")}), "table"), " ", ui.summary),
      el("div", {class: "rs-rule-grid"},
        field("game", ui.game), field("players", ui.players), field("names", ui.names),
        field("blinds", ui.blinds)),
      L(el("p", {class: "rs-rule-hint", text: T("street")}), "street"), ui.streets,
      el("div", {class: "rs-rule-grid"},
        el("label", {class: "rs-rule-check"}, ui.dead, L(el("span", {text: T("dead-small-blind")}), "dead-small-blind")),
        field("ante", ui.ante), field("bb-ante", ui.bb_ante), field("straddle", ui.straddle), field("pot", ui.pot),
        el("label", {class: "rs-rule-check"}, ui.bySeat, L(el("span", {text: T("ante-by-seat")}), "ante-by-seat"))),
      L(el("p", {class: "rs-rule-hint", text: T("stacks")}), "stacks"), ui.stacks);

    ui.next = el("p", {class: "rs-rule-next"});
    ui.choices = el("div", {class: "rs-rule-choices"});
    ui.amount = el("input", {class: "rs-rule-amount", inputmode: "numeric", autocomplete: "off", enterkeyhint: "go",
      onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); amountGo(); } }});
    ui.amountGo = el("button", {type: "button", class: "rs-rule-btn", onclick: amountGo});
    ui.amountRow = el("div", {class: "rs-rule-line"}, ui.amountGo, ui.amount);
    ui.who = el("select", {class: "rs-rule-who", "aria-label": T("who")});
    ui.verb = el("select", {class: "rs-rule-verb", onchange: (e) => setVerb(e.target.value, false)},
      ...["push", "says", "bet", "raise", "call", "check", "fold", "allin"].map((v) => {
        const key = {push: "push", says: "says", allin: "opt-allin"}[v] || `opt-${v}`;
        return L(el("option", {value: v, text: T(key)}), key);
      }));
    ui.rest = el("input", {class: "rs-rule-rest", autocomplete: "off", enterkeyhint: "done",
      onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); addRow(); } }});
    // words, then chips, of one action ("raise", then 400 pushed): the chips go in this box
    ui.thenChips = el("input", {class: "rs-rule-then-chips", inputmode: "numeric", autocomplete: "off", enterkeyhint: "done",
      onkeydown: (e) => { if (e.key === "Enter") { e.preventDefault(); addRow(); } }});
    ui.thenRow = el("div", {class: "rs-rule-line", hidden: true}, ui.thenChips);
    // a box's value that is no amount: said under the box, in the page's language, the value kept as typed
    ui.fieldErr = el("p", {class: "rs-rule-error rs-rule-fielderr", role: "alert", hidden: true});
    ui.verbs = el("div", {class: "rs-rule-seg"},
      L(el("button", {type: "button", class: "rs-rule-segbtn", "data-verb": "push", text: T("push"),
        onclick: () => setVerb("push", true)}), "push"),
      L(el("button", {type: "button", class: "rs-rule-segbtn", "data-verb": "says", text: T("says"),
        onclick: () => setVerb("says", true)}), "says"));
    ui.other = el("div", {class: "rs-rule-line rs-rule-other"}, ui.who, ui.verb, ui.rest,
      L(el("button", {type: "button", class: "rs-rule-btn", text: T("add"), onclick: addRow}), "add"));
    L(ui.thenChips, "then-hint", "placeholder");
    ui.problem = el("div", {class: "rs-rule-problem", role: "alert", hidden: true},
      ui.problemText = el("p", {class: "rs-rule-error"}), ui.offers = el("div", {class: "rs-rule-line"}));
    ui.rows = el("ol", {class: "rs-rule-rows"});
    ui.undo = L(el("button", {type: "button", class: "rs-rule-btn", text: T("undo"), onclick: () => act({do: "undo"})}), "undo");
    ui.reset = L(el("button", {type: "button", class: "rs-rule-btn", "data-do": "reset", text: T("new-hand"), onclick: newHand}), "new-hand");
    const action = el("section", {class: "rs-rule-box rs-rule-action"},
      ui.next, ui.choices, ui.amountRow, ui.verbs, ui.other, ui.thenRow, ui.problem, ui.rows,
      el("div", {class: "rs-rule-line"}, ui.undo, ui.reset));

    ui.card = el("div", {class: "rs-rule-card"});
    ui.forWho = el("select", {class: "rs-rule-forwho", onchange: (e) => act({do: "for", player: e.target.value})});
    ui.forText = el("pre", {class: "rs-rule-for", hidden: true});
    ui.stackTable = el("tbody");
    ui.json = el("pre", {class: "rs-rule-json"});
    ui.jsonBox = el("details", {class: "rs-rule-jsonbox", ontoggle: showJson},
      L(el("summary", {text: T("json")}), "json"), ui.json);
    const head = (key) => L(el("th", {text: T(key)}), key);
    const ruling = el("details", {class: "rs-rule-box rs-rule-ruling"},
      L(el("summary", {text: T("details")}), "details"), ui.card,
      el("table", {class: "rs-rule-stacktable"}, L(el("caption", {text: T("stacks-table")}), "stacks-table"),
        el("thead", {}, el("tr", {}, head("col-player"), head("col-start"), head("col-front"), head("col-behind"),
          head("col-status"))), ui.stackTable),
      field("ruling-for", ui.forWho, "rs-rule-forfield"), ui.forText, ui.jsonBox);

    ui.yaml = el("textarea", {class: "rs-rule-yaml", rows: "9", spellcheck: "false", "aria-label": "scenario",
      oninput: () => { ui.yaml.dataset.dirty = "1"; }});
    ui.note = el("span", {class: "rs-rule-note"});
    const scenario = el("details", {class: "rs-rule-box rs-rule-scenario"},
      L(el("summary", {text: T("scenario")}), "scenario"),
      L(el("p", {class: "rs-rule-hint", text: T("scenario-hint")}), "scenario-hint"), ui.yaml,
      el("div", {class: "rs-rule-line"},
        L(el("button", {type: "button", class: "rs-rule-btn", text: T("rule-text"), onclick: () => {
          delete ui.yaml.dataset.dirty;
          act({do: "yaml", text: ui.yaml.value});
        }}), "rule-text"),
        L(el("button", {type: "button", class: "rs-rule-btn", text: T("copy"), onclick: copy}), "copy"),
        L(el("button", {type: "button", class: "rs-rule-btn", text: T("download"), onclick: download}), "download"),
        ui.note));

    ui.app_input = (e) => {
      if (!e.target.dataset || !e.target.dataset.err) return;
      delete e.target.dataset.err; e.target.removeAttribute("aria-invalid"); ui.fieldErr.hidden = true;
    };
    ui.progress = el("progress", {class: "rs-rule-progress", max: "1", value: "0"});
    ui.app = el("div", {class: "rs-rule-app"},
      el("div", {class: "rs-rule-top"}, ui.progress, ui.lang), ui.answer, action, ui.table, ruling, scenario);
    ui.app.addEventListener("input", ui.app_input);
    root.append(ui.app);
    ui.lang.value = lang;
    relabel();
    setVerb("push", false);
    drawLocal(initialHand());
  }

  function setLang(l) {
    lang = LABELS[l] ? l : "en";
    localStorage.setItem("rs-rule-lang", lang);
    ui.lang.value = lang;
    relabel();
    hint();
    act({do: "lang", lang});
  }

  function setVerb(v, focus) {
    verb = v;
    ui.verb.value = v;
    for (const b of ui.verbs.querySelectorAll("button")) b.classList.toggle("rs-rule-on", b.dataset.verb === v);
    ui.thenRow.hidden = v !== "says";
    hint();
    if (focus) ui.rest.focus();
  }

  function hint() {
    ui.rest.placeholder = {push: T("push-hint"), says: T("says-hint")}[verb] || "";
  }

  function newHand() {
    ui.rest.value = ""; ui.thenChips.value = ""; ui.amount.value = ""; delete ui.yaml.dataset.dirty;
    setVerb("push", false);
    act({do: "reset"});
  }

  function amountGo() {
    const s = api.screen;
    const n = s && s.next;
    const value = ui.amount.value.trim();
    if (!value) return;
    ui.amount.value = "";
    const who = (n && n.player) || ui.who.value;
    const word = (n && n.raise_word) || "raise";
    act({do: "add", player: who, verb: word, rest: value, street: (n && n.street) || undefined});
  }

  function addRow() {
    const s = api.screen;
    const n = s && s.next;
    const rest = ui.rest.value.trim();
    if (!rest && ["push", "says", "bet", "raise"].includes(ui.verb.value)) { ui.rest.focus(); return; }
    const then = ui.verb.value === "says" ? ui.thenChips.value.trim() : "";
    ui.rest.value = ""; ui.thenChips.value = "";
    act({do: "add", player: ui.who.value, verb: ui.verb.value, rest, then, street: (n && n.street) || undefined});
  }

  const setValue = (input, value) => {
    const text = value === null || value === undefined ? "" : String(value);
    if (input && !input.dataset.err && document.activeElement !== input && input.value !== text) input.value = text;
  };

  // The box a refused value was typed in (screen.field.key: blinds, ante, stack:BB, ...).
  function fieldBox(key) {
    const [kind, who] = key.split(/:(.*)/);
    if (kind === "stack") return ui.stacks.querySelector(`input[data-player="${CSS.escape(who)}"]`);
    if (kind === "ante" && who) return ui.stacks.querySelector(`input[data-ante="${CSS.escape(who)}"]`);
    return {push: ui.rest, then: ui.thenChips, amount: ui.amount}[kind] || ui.app.querySelector(`input[data-k="${CSS.escape(kind)}"]`);
  }

  function markField(s) {   // before the boxes are redrawn: the refused one keeps what was typed
    for (const b of ui.app.querySelectorAll("input[data-err]")) { delete b.dataset.err; b.removeAttribute("aria-invalid"); }
    const box = s.field && fieldBox(s.field.key);
    if (box) { box.dataset.err = "1"; box.setAttribute("aria-invalid", "true"); }
  }

  function showField(s) {
    ui.fieldErr.hidden = !s.field;
    if (!s.field) return;
    const box = fieldBox(s.field.key);
    ui.fieldErr.textContent = s.field.text;
    if (!box) { ui.problem.after(ui.fieldErr); return; }
    if (ui.table.contains(box)) ui.table.open = true;
    (box.closest("label") || box).after(ui.fieldErr);
    ui.fieldErr.scrollIntoView({block: "nearest"});
  }

  // After every entry the answer's headline is in view (under the page's sticky header), the form below it.
  function headlineInView() {
    const r = ui.headline.getBoundingClientRect();
    const top = (document.querySelector(".bd-header") || {offsetHeight: 0}).offsetHeight;
    const bottom = window.visualViewport ? window.visualViewport.height : window.innerHeight;
    if (r.top < top || r.bottom > bottom) ui.answer.scrollIntoView({block: "start"});
  }

  // Before Python is ready the form shows the hand of the address (or the one kept in this browser) and
  // keeps every change as a command, sent once it is.
  // The address holds the hand as ?h=<the scenario as JSON, quoted>&f=<the row picked> (#h= is read too).
  function givenHand() {
    const raw = (name) => ((location.search + "&" + location.hash.slice(1)).match(new RegExp(`(?:[?&]|^)${name}=([^&]*)`)) || [])[1];
    const h = raw("h");
    if (!h) return null;
    const f = raw("f");
    return h + (f ? `&f=${f}` : "");
  }

  function initialHand() {
    const h = givenHand() || localStorage.getItem("rs-rule-hand") || "";
    try {
      const data = h ? JSON.parse(decodeURIComponent(h.split("&f=")[0])) : null;
      return data && typeof data === "object" ? data : null;
    } catch (e) {
      return null;
    }
  }

  function drawLocal(data) {
    const seats = (data && data.seats) || ["SB", "BB", "UTG", "HJ", "CO", "BTN"];
    const blinds = (data && data.blinds) || "100/200";
    ui.game.value = (data && data.game) || "NLHE";
    ui.players.value = String(seats.length);
    ui.blinds.value = Array.isArray(blinds) ? blinds.join("/") : String(blinds);
    ui.dead.checked = !!(data && data.dead_small_blind);
    ui.pot.value = (data && data.pot) || "";
    const stacks = (data && data.stacks) || {};
    drawSeats(false, seats.map((name) => ({name, stack: stacks[name] ?? null, ante: null})));
    markStreet((data && (data.street || (data.streets && Object.keys(data.streets)[0]))) || "preflop");
    ui.next.textContent = "";
  }

  function markStreet(street) {
    for (const b of ui.streets.querySelectorAll("button")) b.classList.toggle("rs-rule-on", b.dataset.street === street);
  }

  function drawSeats(force, seats) {
    seats = seats || (api.screen ? api.screen.hand.seats : []);
    const bySeat = ui.bySeat.checked;
    const names = seats.map((x) => x.name).join(" ") + (bySeat ? " +antes" : "");
    if (force || ui.stacks.dataset.names !== names) {
      ui.stacks.dataset.names = names;
      ui.stacks.replaceChildren(...seats.map((x) => el("div", {class: "rs-rule-seat"},
        el("label", {class: "rs-rule-field"}, el("span", {text: x.name}),
          el("input", {"data-player": x.name, inputmode: "numeric", autocomplete: "off", placeholder: T("deep"),
            onchange: (e) => act({do: "stack", player: x.name, value: e.target.value})})),
        bySeat ? el("label", {class: "rs-rule-field"}, el("span", {text: `${T("ante")} · ${x.name}`}),
          el("input", {"data-ante": x.name, inputmode: "numeric", autocomplete: "off", placeholder: T("none"),
            onchange: (e) => act({do: "ante_seat", player: x.name, value: e.target.value})})) : null)));
    }
    for (const x of seats) {
      setValue(ui.stacks.querySelector(`input[data-player="${CSS.escape(x.name)}"]`), x.stack);
      const a = ui.stacks.querySelector(`input[data-ante="${CSS.escape(x.name)}"]`);
      if (a) setValue(a, x.ante);
    }
  }

  function ruleLinks(line, links, rules) {
    // "TDA 44" in a sentence becomes a link to its section of the rules index
    const frag = document.createDocumentFragment();
    let at = 0;
    for (const m of line.matchAll(/TDA (\d+(?:-[A-Z])?)/g)) {
      frag.append(line.slice(at, m.index));
      frag.append(el("a", {class: "rs-rulelink", href: `rules.html#tda-${m[1].toLowerCase()}`, text: m[0]}));
      at = m.index + m[0].length;
    }
    frag.append(line.slice(at));
    return frag;
  }

  function render(s) {
    const before = api.screen ? api.screen.hand.rows.length : 0;
    if (before === 0 && s.hand.rows.length > 0) ui.table.open = false;
    if (before > 0 && s.hand.rows.length === 0) ui.table.open = true;
    api.screen = s;
    markField(s);
    const h = s.hand;
    setValue(ui.game, h.game); setValue(ui.players, h.players); setValue(ui.names, h.names || "");
    setValue(ui.blinds, `${h.sb}/${h.bb}`); ui.dead.checked = !!h.dead_small_blind;
    setValue(ui.ante, h.ante || ""); setValue(ui.bb_ante, h.bb_ante || ""); setValue(ui.straddle, h.straddle || "");
    setValue(ui.pot, h.pot || "");
    if (Object.keys(h.antes || {}).length) ui.bySeat.checked = true;
    markStreet(h.first);
    ui.summary.textContent = `${h.game} · ${h.sb}/${h.bb}${h.dead_small_blind ? " · " + T("dead-small-blind") : ""}`
      + `${h.ante ? " · ante " + h.ante : ""}${h.bb_ante ? " · BB ante " + h.bb_ante : ""}`
      + `${h.straddle ? " · straddle " + h.straddle : ""}${h.pot ? " · " + T("pot") + " " + h.pot : ""} · ${h.players} · ${T("street-" + h.first)}`;
    drawSeats(false, h.seats);

    // the answer, first
    const a = s.answer;
    if (a) {
      ui.headline.replaceChildren(ruleLinks(a.headline));
      for (const [box, line] of [[ui.reading, a.reading], [ui.figure, a.figure], [ui.then, a.then]]) {
        box.hidden = !line;
        box.textContent = line || "";
      }
    } else if (s.error && !s.refused) {
      ui.headline.textContent = s.error;
      ui.reading.hidden = ui.figure.hidden = ui.then.hidden = true;
    }

    let street = null;
    ui.rows.replaceChildren();
    const focus = a && a.focus.kind === "row" ? a.focus.index : null;
    h.rows.forEach((r) => {
      if (r.street !== street) {
        street = r.street;
        ui.rows.append(el("li", {class: "rs-rule-street", text: T(`street-${street}`)}));
      }
      ui.rows.append(el("li", {class: "rs-rule-row" + (r.k === focus ? " rs-rule-focus" : "")},
        el("button", {type: "button", class: "rs-rule-pick", title: T("rule-this"), text: r.said || r.line,
          onclick: () => act({do: "focus", k: r.k})}),
        el("button", {type: "button", class: "rs-rule-del", "aria-label": T("delete", {line: r.said || r.line}), text: "×",
          onclick: () => act({do: "delete", k: r.k})})));
    });
    if (!h.rows.length) ui.rows.append(el("li", {class: "rs-rule-street", text: T("no-action")}));

    const n = s.next;
    ui.next.textContent = n.note;
    ui.choices.replaceChildren(...n.choices.map((c) => el("button", {type: "button", class: "rs-rule-choice", text: c.label,
      onclick: () => act({do: "tap", line: c.line, street: c.street})})));
    ui.amountRow.hidden = !n.raise_word;
    if (n.raise_word) {
      ui.amountGo.textContent = n.raise_word === "bet" ? T("bet-to") : T("raise-to");
      ui.amount.placeholder = n.max_raise_to ? T("amount-hint", {lo: n.min_raise_to, hi: n.max_raise_to})
        : T("amount-hint-open", {lo: n.min_raise_to});
    }
    const keep = ui.who.value;
    ui.who.replaceChildren(...h.seats.map((x) => el("option", {value: x.name, text: x.name})));
    // right after a player's words (no chips yet), the form stays with that player: chips pushed next are
    // the same action (the page joins them); anyone else's action is a button or a pick of the list
    const said = h.rows.length ? /^(\S+) says (?:"[^"]*"|“[^”]*”)$/.exec(h.rows[h.rows.length - 1].line) : null;
    ui.who.value = (said && h.seats.some((x) => x.name === said[1]) && said[1]) || n.player
      || (h.seats.some((x) => x.name === keep) ? keep : h.seats[0].name);

    // a refused row: one plain sentence next to the action, and the rows a TD likely meant as taps
    const p = s.problem;
    ui.problem.hidden = !(p || (s.refused && !s.field));
    ui.problem.classList.toggle("rs-rule-ask", !!(p && p.ask));
    ui.problemText.textContent = p ? p.text : (s.refused ? s.error : "");
    ui.offers.replaceChildren(...(p ? p.offers : []).map((o) => el("button", {type: "button", class: "rs-rule-btn",
      text: `${o.label}: ${o.shown}`, onclick: () => act(o.command)})));
    showField(s);
    if (s.refused && !s.field) ui.problem.scrollIntoView({block: "nearest"});

    if (!s.refused || !ui.card.childElementCount) {
      ui.card.innerHTML = s.card;
      linkRules(ui.card, s.links || {});
    }
    ui.stackTable.replaceChildren(...s.stacks.map((r) => el("tr", {},
      el("td", {"data-label": T("col-player"), text: r.player}),
      el("td", {"data-label": T("col-start"), text: r.start === null ? T("deep") : String(r.start)}),
      el("td", {"data-label": T("col-front"), text: String(r.front)}),
      el("td", {"data-label": T("col-behind"), text: r.behind === null ? T("deep") : String(r.behind)}),
      el("td", {"data-label": T("col-status"), text: r.said || r.status}))));
    ui.forWho.replaceChildren(el("option", {value: "", text: T("player-to-act")}),
      ...h.seats.map((x) => el("option", {value: x.name, text: x.name})));
    ui.forWho.value = s.for ? s.for.player : "";
    ui.forText.hidden = !s.for;
    ui.forText.textContent = s.for ? s.for.text : "";
    showJson();
    if (!ui.yaml.dataset.dirty) ui.yaml.value = s.yaml;
    ui.undo.disabled = !s.can_undo;
    // the hand in progress lives in the address (shareable, Back and reload) and in this browser's storage
    if (!s.refused && s.address) {
      history.replaceState(history.state, "", `${location.pathname}?h=${s.address}`);
      try { localStorage.setItem("rs-rule-hand", s.address); } catch (e) { /* storage full or off */ }
    }
  }

  // The ruling's JSON (with every step's table, the largest part of the screen) is written out only while
  // its box is open.
  function showJson() {
    const s = api.screen;
    ui.json.textContent = ui.jsonBox.open && s && s.ruling ? JSON.stringify(s.ruling, null, 2) : "";
  }

  // A card's rule references lead to the rules index: the TDA 2024 number to its section, the source's id
  // to its line there (the links the guide's own pages get when they are built).
  function linkRules(box, links) {
    for (const ab of box.querySelectorAll("abbr.rs-rule[data-rule]")) {
      const where = links[ab.dataset.rule] || {};
      const tda = ab.querySelector(".rs-tda");
      const src = ab.querySelector(".rs-src");
      if (tda && where.tda) wrap(tda, `rules.html#tda-${where.tda.toLowerCase()}`, ab.title);
      if (src && where.book) wrap(src, `rules.html#rule-${where.book}`, ab.title);
    }
  }
  function wrap(span, href, title) {
    const a = el("a", {class: "rs-rulelink", href, title});
    span.replaceWith(a);
    a.append(span);
  }

  async function copy() {
    const text = api.screen.yaml;
    try {
      await navigator.clipboard.writeText(text);
    } catch (e) {
      ui.yaml.value = text;
      ui.yaml.select();
      document.execCommand("copy");
    }
    delete ui.yaml.dataset.dirty;
    ui.yaml.value = text;
    ui.note.textContent = T("copied");
  }

  function download() {
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
    const a = el("a", {href: URL.createObjectURL(new Blob([api.screen.yaml], {type: "application/x-yaml"})),
      download: `hand-${stamp}.yaml`});
    document.body.append(a);
    a.click();
    a.remove();
    ui.note.textContent = T("downloaded");
  }

  // --------------------------------------------------------------------------------- talking to Python
  let handle = null;
  const queue = [];     // commands given before Python was ready

  function send(command) {
    const out = JSON.parse(handle(JSON.stringify(command)));
    if (out.bug) console.warn(out.bug);
    if (out.hand) {
      render(out);
    } else {
      ui.problem.hidden = false;
      ui.problemText.textContent = out.error;
      ui.offers.replaceChildren();
    }
    return out;
  }

  // One tap: the screen is redrawn, and the time until the frame after it is painted is recorded.
  const ENTRIES = new Set(["add", "tap", "delete", "undo", "focus"]);
  function act(command) {
    if (!handle) {
      queue.push(command);
      say(T("queued"));
      return null;
    }
    const t0 = performance.now();
    ui.note.textContent = "";
    const out = send(command);
    if (ENTRIES.has(command.do) && out.hand && !out.refused) headlineInView();
    const drawn = performance.now() - t0;
    requestAnimationFrame(() => setTimeout(() => {
      api.timings.taps.push(performance.now() - t0);
      api.timings.tapParts.push([out.ms, drawn]);
      say(T("ruled-in", {ms: Math.round(performance.now() - t0)}) + api.offline);
    }, 0));
    return out;
  }

  // ----------------------------------------------------------------------- starting Python
  // A fresh start runs Python's own start-up, installs the wheels and imports rulescore: seconds of CPU, far
  // more on a phone. So the build starts that Python once (guide/rule-snapshot.mjs: rulescore imported, the
  // page used once, rulescore.explorer.phone.warm) and ships a memory snapshot of it beside the runtime
  // (data-memory); the page restores it instead, about a second, on the first visit as on every later one.
  // The wheels' files are put in place after the first ruling is on screen (the restored Python has
  // rulescore imported already; a module it has not imported yet, pokerkit for a showdown, is then found
  // there). If the snapshot does not restore, or with ?python=fresh, the page starts Python afresh.
  const INSTALL = `
import hashlib, json, os, sys, sysconfig, zipfile, importlib
_site = os.path.realpath(sysconfig.get_paths()["purelib"])
for _name, _sha in json.loads(_rs_wheels):
    _data = open("/tmp/" + _name, "rb").read()
    if hashlib.sha256(_data).hexdigest() != _sha:
        raise RuntimeError(f"{_name}: the download is damaged (SHA-256 differs); reload the page")
    zipfile.ZipFile("/tmp/" + _name).extractall(_site)
    os.remove("/tmp/" + _name)
importlib.invalidate_caches()
`;

  async function fetchWheels(lockURL, wheels) {
    const lock = await (await fetch(lockURL)).json();
    const names = Object.values(lock.packages).map((p) => [p.file_name, p.sha256]);
    const data = await Promise.all(names.map(async ([name]) => {
      const response = await fetch(wheels + name);
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    }));
    return {names, data};
  }

  function installWheels(py, {names, data}) {
    names.forEach(([name], i) => py.FS.writeFile("/tmp/" + name, data[i]));
    py.globals.set("_rs_wheels", JSON.stringify(names));
    py.runPython(INSTALL);
    py.globals.delete("_rs_wheels");
  }

  async function startPython(mark) {
    const runtime = new URL(root.dataset.runtime, location.href).href;
    const wheels = new URL(root.dataset.wheels, location.href).href;
    const lockURL = wheels + "pyodide-lock.json";
    const pyodide = import(runtime + "pyodide.mjs");
    // PYTHONOPTIMIZE=2 as the build's snapshot was made (no docstrings or asserts: less memory)
    const options = {indexURL: runtime, lockFileURL: lockURL, env: {HOME: "/home/pyodide", PYTHONOPTIMIZE: "2"},
      stdout: () => {}, stderr: (line) => console.warn(line)};
    const memory = root.dataset.memory;
    if (memory && !/[?&]python=fresh\b/.test(location.search)) {
      try {
        const snapshot = fetch(new URL(memory, location.href).href).then((r) => {
          if (!r.ok) throw new Error(`${memory}: HTTP ${r.status}`);
          return r.arrayBuffer();
        });
        const {loadPyodide} = await pyodide;
        const py = await loadPyodide({...options, _loadSnapshot: snapshot});
        mark("python");
        api.timings.snapshot = true;
        const files = fetchWheels(lockURL, wheels);
        files.catch(() => {});
        return {py, files: async () => installWheels(py, await files)};
      } catch (e) {
        console.warn("rule my hand: the build's Python snapshot did not restore; starting afresh", e);
      }
    }
    const files = fetchWheels(lockURL, wheels);
    const {loadPyodide} = await pyodide;
    const py = await loadPyodide(options);
    installWheels(py, await files);
    mark("python");
    api.timings.snapshot = false;
    py.runPython("import rulescore.explorer.phone\nrulescore.explorer.phone.warm()");
    return {py, files: null};
  }

  async function start() {
    build();   // the form first: usable before Python is ready
    const fresh = !(navigator.serviceWorker && navigator.serviceWorker.controller);
    say(fresh ? T("loading-start", {total: mb}) : T("starting"));
    let offline = "";
    try {
      offline = await keepOffline();
    } catch (e) {
      offline = T("offline-failed", {e: e.message});
    }
    api.offline = " " + (offline || T("offline-ok"));
    const mark = (name) => { api.timings[name] = performance.now(); };
    mark("cached");
    ui.progress.hidden = true;
    say(T("starting"));
    const {py, files} = await startPython(mark);
    py.runPython("from rulescore.explorer.phone import Page\n_rs_page = Page()");
    mark("imported");
    handle = py.globals.get("_rs_page").handle_json;
    // the language, the hand of the address (or the one kept in this browser), then what the TD entered meanwhile
    const given = givenHand() || localStorage.getItem("rs-rule-hand");
    let first = JSON.parse(handle(JSON.stringify({do: "lang", lang})));
    if (given) first = JSON.parse(handle(JSON.stringify({do: "address", text: given})));
    for (const c of queue.splice(0)) first = JSON.parse(handle(JSON.stringify(c)));
    mark("ruled");
    render(first);
    api.send = act;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    api.timings.firstRuling = performance.now();
    say(T("ready", {s: (api.timings.firstRuling / 1000).toFixed(1)}) + api.offline);
    api.installed = files ? files().then(() => true, (e) => { console.warn("rule my hand: wheels not installed", e); return false; })
      : Promise.resolve(true);
    api.offlineAll = api.installed.then(keepGuide).catch((e) => { console.warn(e); return false; });
    return "ready";
  }

  addEventListener("pageshow", (e) => { if (e.persisted && api.screen) render(api.screen); });

  api.ready = start().catch((e) => {
    say(T("failed", {e: e.message}));
    console.error(e);
    return "failed";
  }).then((state) => (api.state = state));
})();
