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
// "file" once known), saved (a promise: the snapshot kept), screen (the last one), send(command),
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

  const PAGE = "./rule-my-hand";
  const mb = root.dataset.mb;
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

  // --------------------------------------------------------------------------------- offline copy
  async function keepOffline() {
    if (!("serviceWorker" in navigator)) {
      return "This address cannot keep the page for use offline (that needs HTTPS, or localhost).";
    }
    const sw = root.dataset.sw;
    if (navigator.serviceWorker.controller) {
      navigator.serviceWorker.register(sw, {scope: PAGE}).catch(() => {});   // looks for a newer build
      return "";
    }
    const reg = await navigator.serviceWorker.register(sw, {scope: PAGE});
    const worker = reg.installing || reg.waiting || reg.active;
    if (worker.state !== "activated") {
      await new Promise((resolve, reject) => {
        worker.addEventListener("statechange", () => {
          if (worker.state === "activated") resolve();
          else if (worker.state === "redundant") reject(new Error("the copy for use offline could not be saved"));
        });
      });
    }
    return "";
  }

  // --------------------------------------------------------------------------------- the screen
  const ui = {};

  function build(screen) {
    const opt = (value, label) => el("option", {value, text: label === undefined ? value : label});
    const field = (label, control) => el("label", {class: "rs-rule-field"}, el("span", {text: label}), control);
    const num = (key, placeholder) => el("input", {"data-k": key, inputmode: "numeric", autocomplete: "off",
      placeholder: placeholder || "", onchange: (e) => act({do: "setup", [key]: e.target.value})});

    ui.game = el("select", {"data-k": "game", onchange: (e) => act({do: "setup", game: e.target.value})},
      ...screen.games.map((g) => opt(g)));
    ui.players = el("select", {"data-k": "players", onchange: (e) => act({do: "players", n: +e.target.value})},
      ...[2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => opt(String(n))));
    ui.names = el("select", {"data-k": "names", onchange: (e) => act({do: "names", style: e.target.value})},
      opt("positions", "by position"), opt("letters", "by letter"), opt("", "as typed"));
    ui.street = el("select", {"data-k": "street", onchange: (e) => act({do: "street", street: e.target.value})},
      ...screen.streets.map((s) => opt(s)));
    ui.sb = num("sb"); ui.bb = num("bb"); ui.ante = num("ante", "none"); ui.bb_ante = num("bb_ante", "none");
    ui.straddle = num("straddle", "none");
    ui.summary = el("span", {class: "rs-rule-summary"});
    ui.stacks = el("div", {class: "rs-rule-stacks"});
    const table = ui.table = el("details", {class: "rs-rule-box rs-rule-tablebox", open: true},
      el("summary", {}, el("b", {text: "Table"}), " ", ui.summary),
      el("div", {class: "rs-rule-grid"},
        field("Game", ui.game), field("Players", ui.players), field("Names", ui.names), field("Street", ui.street),
        field("Small blind", ui.sb), field("Big blind", ui.bb), field("Ante", ui.ante), field("Big-blind ante", ui.bb_ante),
        field("Straddle (UTG)", ui.straddle)),
      el("p", {class: "rs-rule-hint", text: "Stacks at the start of the street (blank: deep)"}), ui.stacks);

    ui.rows = el("ol", {class: "rs-rule-rows", "aria-label": "Actions so far"});
    ui.next = el("p", {class: "rs-rule-next", "aria-live": "polite"});
    ui.choices = el("div", {class: "rs-rule-choices"});
    ui.amount = el("input", {class: "rs-rule-amount", inputmode: "numeric", autocomplete: "off", "aria-label": "amount"});
    ui.amountGo = el("button", {type: "button", class: "rs-rule-btn", onclick: () => {
      const n = api.screen.next;
      act({do: "add", player: n.player, verb: n.raise_word, rest: ui.amount.value, street: n.street});
      ui.amount.value = "";
    }});
    ui.amountRow = el("div", {class: "rs-rule-line"}, ui.amountGo, ui.amount);
    ui.who = el("select", {"aria-label": "player"});
    ui.verb = el("select", {"aria-label": "what the player did", onchange: () => hint()},
      ...screen.verbs.map((v) => opt(v)));
    ui.rest = el("input", {class: "rs-rule-rest", autocomplete: "off", "aria-label": "chips or words"});
    ui.add = el("button", {type: "button", class: "rs-rule-btn", text: "Add", onclick: () => {
      const n = api.screen.next;
      act({do: "add", player: ui.who.value, verb: ui.verb.value, rest: ui.rest.value, street: n.street});
      ui.rest.value = "";
    }});
    ui.undo = el("button", {type: "button", class: "rs-rule-btn", text: "Undo", onclick: () => act({do: "undo"})});
    ui.reset = el("button", {type: "button", class: "rs-rule-btn", text: "New hand", onclick: () => act({do: "reset"})});
    const action = el("section", {class: "rs-rule-box", "aria-label": "The action"},
      ui.rows, ui.next, ui.choices, ui.amountRow,
      el("div", {class: "rs-rule-line rs-rule-other"}, ui.who, ui.verb, ui.rest, ui.add),
      el("div", {class: "rs-rule-line"}, ui.undo, ui.reset));

    ui.error = el("p", {class: "rs-rule-error", role: "alert", hidden: true});
    ui.card = el("div", {class: "rs-rule-card"});
    ui.stackTable = el("tbody");
    ui.forWho = el("select", {"aria-label": "ruling for", onchange: (e) => act({do: "for", player: e.target.value})});
    ui.forText = el("pre", {class: "rs-rule-for", hidden: true});
    ui.json = el("pre", {class: "rs-rule-json"});
    const ruling = el("section", {class: "rs-rule-box", "aria-label": "The ruling"},
      ui.error, ui.card,
      el("div", {class: "rs-scroll"}, el("table", {class: "rs-rule-stacktable"},
        el("caption", {text: "Stacks"}),
        el("thead", {}, el("tr", {}, ...["player", "start", "in front", "behind", "status"].map((h) => el("th", {text: h})))),
        ui.stackTable)),
      el("label", {class: "rs-rule-field rs-rule-forfield"}, el("span", {text: "Ruling for"}), ui.forWho), ui.forText,
      ui.jsonBox = el("details", {class: "rs-rule-jsonbox", ontoggle: () => showJson()},
        el("summary", {text: "The ruling as rulescore ask --json prints it"}), ui.json));

    ui.yaml = el("textarea", {class: "rs-rule-yaml", rows: 9, spellcheck: "false", autocapitalize: "off",
      autocomplete: "off", "aria-label": "scenario", oninput: () => { ui.yaml.dataset.dirty = "1"; }});
    ui.note = el("span", {class: "rs-rule-note", "aria-live": "polite"});
    const scenario = el("section", {class: "rs-rule-box", "aria-label": "The scenario"},
      el("p", {class: "rs-rule-hint", text: "The hand as a scenario: copy or download it for the incident report, "
        + "or paste one here and rule it."}),
      ui.yaml,
      el("div", {class: "rs-rule-line"},
        el("button", {type: "button", class: "rs-rule-btn", text: "Rule this text", onclick: () => {
          delete ui.yaml.dataset.dirty;
          act({do: "yaml", text: ui.yaml.value});
        }}),
        el("button", {type: "button", class: "rs-rule-btn", text: "Copy", onclick: copy}),
        el("button", {type: "button", class: "rs-rule-btn", text: "Download", onclick: download}),
        ui.note));

    ui.app = el("div", {class: "rs-rule-app"}, table, action, ruling, scenario);
    root.append(ui.app);
    hint();
  }

  function hint() {
    ui.rest.placeholder = {push: "chips: 1000+100x5", says: "words: raise 800"}[ui.verb.value]
      || (["bet", "raise"].includes(ui.verb.value) ? "amount" : "");
  }

  const setValue = (input, value) => {
    const text = value === null || value === undefined ? "" : String(value);
    if (document.activeElement !== input && input.value !== text) input.value = text;
  };

  function render(s) {
    // the table folds away once the action starts (its summary line stays), and opens for a new hand
    const before = api.screen ? api.screen.hand.rows.length : 0;
    if (before === 0 && s.hand.rows.length > 0) ui.table.open = false;
    if (before > 0 && s.hand.rows.length === 0) ui.table.open = true;
    api.screen = s;
    const h = s.hand;
    setValue(ui.game, h.game); setValue(ui.players, h.players); setValue(ui.names, h.names || "");
    setValue(ui.street, h.first); setValue(ui.sb, h.sb); setValue(ui.bb, h.bb);
    setValue(ui.ante, h.ante || ""); setValue(ui.bb_ante, h.bb_ante || ""); setValue(ui.straddle, h.straddle || "");
    ui.summary.textContent = `${h.game} · ${h.sb}/${h.bb}${h.ante ? " ante " + h.ante : ""}${h.bb_ante ? " BB ante " + h.bb_ante : ""}`
      + `${h.straddle ? " straddle " + h.straddle : ""} · ${h.players} players · ${h.first}`;
    const names = h.seats.map((x) => x.name).join(" ");
    if (ui.stacks.dataset.names !== names) {
      ui.stacks.dataset.names = names;
      ui.stacks.replaceChildren(...h.seats.map((x) => el("label", {class: "rs-rule-field"}, el("span", {text: x.name}),
        el("input", {"data-player": x.name, inputmode: "numeric", autocomplete: "off", placeholder: "deep",
          onchange: (e) => act({do: "stack", player: x.name, value: e.target.value})}))));
    }
    for (const x of h.seats) setValue(ui.stacks.querySelector(`input[data-player="${CSS.escape(x.name)}"]`), x.stack);

    let street = null;
    ui.rows.replaceChildren();
    h.rows.forEach((r) => {
      if (r.street !== street) {
        street = r.street;
        ui.rows.append(el("li", {class: "rs-rule-street", text: street}));
      }
      ui.rows.append(el("li", {class: "rs-rule-row"}, el("span", {text: r.line}),
        el("button", {type: "button", class: "rs-rule-del", "aria-label": `delete ${r.line}`, text: "×",
          onclick: () => act({do: "delete", k: r.k})})));
    });
    if (!h.rows.length) ui.rows.append(el("li", {class: "rs-rule-street", text: "no action yet"}));

    const n = s.next;
    ui.next.textContent = n.player ? n.note : (s.error ? "" : n.note);
    ui.choices.replaceChildren(...n.choices.map((c) => el("button", {type: "button", class: "rs-rule-choice", text: c.label,
      onclick: () => act({do: "tap", line: c.line, street: c.street})})));
    ui.amountRow.hidden = !n.raise_word;
    if (n.raise_word) {
      ui.amountGo.textContent = n.raise_word === "bet" ? "bet" : "raise to";
      ui.amount.placeholder = n.max_raise_to ? `${n.min_raise_to} to ${n.max_raise_to}` : `${n.min_raise_to} or more`;
    }
    const keep = ui.who.value;
    ui.who.replaceChildren(...h.seats.map((x) => el("option", {value: x.name, text: x.name})));
    ui.who.value = n.player || (h.seats.some((x) => x.name === keep) ? keep : h.seats[0].name);

    ui.error.hidden = !s.error;
    ui.error.textContent = s.error || "";
    if (!s.refused || !ui.card.childElementCount) {
      ui.card.innerHTML = s.card;
      linkRules(ui.card, s.links || {});
    }
    ui.stackTable.replaceChildren(...s.stacks.map((r) => el("tr", {},
      el("td", {"data-label": "player", text: r.player}),
      el("td", {"data-label": "start", text: r.start === null ? "deep" : String(r.start)}),
      el("td", {"data-label": "in front", text: String(r.front)}),
      el("td", {"data-label": "behind", text: r.behind === null ? "deep" : String(r.behind)}),
      el("td", {"data-label": "status", text: r.status + (r.may_raise === true ? ", may raise" : r.may_raise === false ? ", may not raise" : "")}))));
    ui.forWho.replaceChildren(el("option", {value: "", text: "the player to act"}),
      ...h.seats.map((x) => el("option", {value: x.name, text: x.name})));
    ui.forWho.value = s.for ? s.for.player : "";
    ui.forText.hidden = !s.for;
    ui.forText.textContent = s.for ? s.for.text : "";
    showJson();
    if (!ui.yaml.dataset.dirty) ui.yaml.value = s.yaml;
    ui.undo.disabled = !s.can_undo;
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
    ui.note.textContent = "copied";
  }

  function download() {
    const stamp = new Date().toISOString().slice(0, 16).replace(/[-:T]/g, "");
    const a = el("a", {href: URL.createObjectURL(new Blob([api.screen.yaml], {type: "application/x-yaml"})),
      download: `hand-${stamp}.yaml`});
    document.body.append(a);
    a.click();
    a.remove();
    ui.note.textContent = "downloaded";
  }

  // --------------------------------------------------------------------------------- talking to Python
  let handle = null;
  let pending = null;   // putting back the installed files after a restored snapshot (see startPython)

  function settle() {
    if (!pending) return;
    const restore = pending;
    pending = null;
    restore();
  }

  function send(command) {
    settle();
    const out = JSON.parse(handle(JSON.stringify(command)));
    if (out.bug) console.warn(out.bug);
    if (out.hand) {
      render(out);
    } else {
      ui.error.hidden = false;
      ui.error.textContent = out.error;
    }
    return out;
  }

  // One tap: the screen is redrawn, and the time until the frame after it is painted is recorded.
  function act(command) {
    const t0 = performance.now();
    ui.note.textContent = "";
    const out = send(command);
    const drawn = performance.now() - t0;
    requestAnimationFrame(() => setTimeout(() => {
      api.timings.taps.push(performance.now() - t0);
      api.timings.tapParts.push([out.ms, drawn]);
      say(`Ruled in ${Math.round(performance.now() - t0)} ms.${api.offline}`);
    }, 0));
    return out;
  }

  // ----------------------------------------------------------------------- starting Python
  // A fresh start runs Python's own start-up, installs the wheels and imports rulescore: seconds on a phone.
  // So, where the browser has Cache Storage, the page then takes a memory snapshot of that Python (with
  // rulescore imported and the rule book read, rulescore.explorer.phone.warm) and the files it installed, and
  // keeps them beside the offline copy; the next visit restores them instead (a fraction of a second). The
  // snapshot is tied to the runtime and the wheels (its name comes from their versions and SHA-256, written
  // into the page by the build) and is made again after a build that changes them; if restoring fails, the
  // page starts Python afresh.
  const SNAPSHOTS = "rulescore-rule-python";
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

  function siteFiles(FS, dir, out) {
    for (const name of FS.readdir(dir)) {
      if (name === "." || name === "..") continue;
      const path = `${dir}/${name}`;
      if (FS.isDir(FS.stat(path).mode)) siteFiles(FS, path, out);
      else out.push(path);
    }
    return out;
  }

  // The installed files in one blob: a line of JSON ([[path, bytes], ...]) and then the bytes.
  function packFiles(FS, site) {
    const paths = siteFiles(FS, site, []);
    const data = paths.map((p) => FS.readFile(p));
    return new Blob([JSON.stringify(paths.map((p, i) => [p, data[i].length])), "\n", ...data]);
  }

  function unpackFiles(FS, bytes) {
    const nl = bytes.indexOf(10);
    let at = nl + 1;
    for (const [path, n] of JSON.parse(new TextDecoder().decode(bytes.subarray(0, nl)))) {
      FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
      FS.writeFile(path, bytes.subarray(at, at + n));
      at += n;
    }
  }

  async function startPython(mark) {
    const runtime = new URL(root.dataset.runtime, location.href).href;
    const wheels = new URL(root.dataset.wheels, location.href).href;
    const lockURL = wheels + "pyodide-lock.json";
    const pyodide = import(runtime + "pyodide.mjs");
    const key = root.dataset.snapshot;   // guide/runtime.py: from the runtime's version and the wheels' SHA-256
    const memURL = new URL(`rule/python-${key}.mem`, location.href).href;
    const filesURL = new URL(`rule/python-${key}.files`, location.href).href;
    const options = {indexURL: runtime, lockFileURL: lockURL, stdout: () => {}, stderr: (line) => console.warn(line)};
    const store = window.caches && window.isSecureContext ? await caches.open(SNAPSHOTS) : null;
    if (store) {
      const [mem, files] = await Promise.all([store.match(memURL), store.match(filesURL)]);
      if (mem && files) {
        try {
          const blob = files.arrayBuffer();
          const {loadPyodide} = await pyodide;
          const py = await loadPyodide({...options, _loadSnapshot: mem.arrayBuffer()});
          const bytes = new Uint8Array(await blob);
          mark("python");
          api.timings.snapshot = true;
          // the installed files are put back after the first ruling is on screen (it needs none of them)
          return {py, files: () => unpackFiles(py.FS, bytes), keep: null};
        } catch (e) {
          console.warn("rule my hand: the saved Python did not restore; starting afresh", e);
        }
      }
    }
    const lock = await (await fetch(lockURL)).json();
    const {loadPyodide} = await pyodide;
    const py = await loadPyodide({...options, _makeSnapshot: !!store});
    const initial = py._module.HEAP8.length;   // a snapshot restores only into memory of this size
    const names = Object.values(lock.packages).map((p) => [p.file_name, p.sha256]);
    const data = await Promise.all(names.map(async ([name]) => {
      const response = await fetch(wheels + name);
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    }));
    names.forEach(([name], i) => py.FS.writeFile("/tmp/" + name, data[i]));
    py.globals.set("_rs_wheels", JSON.stringify(names));
    py.runPython(INSTALL);
    py.globals.delete("_rs_wheels");
    mark("python");
    api.timings.snapshot = false;
    py.runPython("import rulescore.explorer.phone\nrulescore.explorer.phone.warm()");
    let keep = null;
    if (store && py._module.HEAP8.length > initial) {
      console.info("rule my hand: Python outgrew its initial memory; no snapshot, the next visit starts afresh");
    } else if (store) {
      try {
        const memory = py.makeMemorySnapshot();
        const blob = packFiles(py.FS, py.globals.get("_site"));
        keep = async () => {
          for (const request of await store.keys()) await store.delete(request);   // an older build's
          await store.put(filesURL, new Response(blob));
          await store.put(memURL, new Response(memory));
        };
      } catch (e) {
        console.warn("rule my hand: no memory snapshot of Python", e);
      }
    }
    return {py, files: null, keep};
  }

  async function start() {
    const fresh = !(navigator.serviceWorker && navigator.serviceWorker.controller);
    say(fresh ? `Loading the rules engine: about ${mb} MB, once; then it works with no network…`
      : "Starting the rules engine…");
    let offline = "";
    try {
      offline = await keepOffline();
    } catch (e) {
      offline = `The copy for use offline failed (${e.message}); the page still rules while online.`;
    }
    api.offline = offline ? " " + offline : " Works offline from now on.";
    const mark = (name) => { api.timings[name] = performance.now(); };
    mark("cached");
    const {py, files, keep} = await startPython(mark);
    py.runPython("from rulescore.explorer.phone import Page\n_rs_page = Page()");
    mark("imported");
    handle = py.globals.get("_rs_page").handle_json;
    const first = JSON.parse(handle(JSON.stringify({do: "screen"})));
    mark("ruled");
    build(first);
    render(first);
    api.send = act;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    api.timings.firstRuling = performance.now();
    say(`Ready in ${(api.timings.firstRuling / 1000).toFixed(1)} s.${api.offline}`);
    if (files) {
      pending = files;
      setTimeout(settle, 0);
    }
    if (keep) api.saved = keep().then(() => true, (e) => { console.warn("rule my hand: snapshot not kept", e); return false; });
    return "ready";
  }

  api.ready = start().catch((e) => {
    say(`The rules engine could not start: ${e.message}`);
    console.error(e);
    return "failed";
  }).then((state) => (api.state = state));
})();
