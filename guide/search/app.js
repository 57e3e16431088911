/* The search page (search.html): reads ?q=, shows the results of engine.js with whole-word highlighting.
   Bundled with MiniSearch into _static/rs-search.js by build.mjs; the index is
   window.RS_INDEX (_static/rs-search-index.js, a plain script), so nothing is fetched and the page works
   opened from a folder. window.RS.search(q) gives the same results to scripts and to the browser tests. */

import { words } from "./analyzer.js";
import { Search } from "./engine.js";

const KIND_LABEL = { card: "ruling", tda: "TDA 2024 rule", rule: "source rule", section: "page" };
/** Results shown at first for a strong, a fair and a weak match (the rest behind "show all"). */
const SHOWN = { strong: 5, fair: 10, weak: 10 };
/** A result scoring under this share of the best is left out. */
const FLOOR = 0.08;
const MAX_SHOWN = 50;
const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*|%/gu;
let cached = null;

const timing = { index_ms: null, query_ms: null, shown: null };

function engine() {
  if (!cached && window.RS_INDEX) {
    const t = performance.now();
    cached = new Search(window.RS_INDEX);
    timing.index_ms = performance.now() - t;
  }
  return cached;
}

function escapeHtml(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
}

/** Whether a word of a text is one of the terms a result matched (whole words only: never "the" in "otherwise"). */
function isHit(word, terms) {
  const s = engine();
  return words(word).some((w) => s.forms.keys(w, false)[0].some((k) => terms.has(k)));
}

/** The snippet of a result around its first matched word, with every matched word marked. */
export function highlight(text, terms, width = 240) {
  text = String(text || "");
  let first = -1;
  for (const m of text.matchAll(WORD)) if (isHit(m[0], terms)) { first = m.index; break; }
  let start = 0;
  if (first > width / 2) {
    start = text.lastIndexOf(" ", first - 60);
    start = start < 0 ? 0 : start + 1;
  }
  const piece = text.slice(start, start + width);
  const cut = start + width < text.length ? piece.replace(/\s+\S*$/, "") : piece;
  let out = "", at = 0;
  for (const m of cut.matchAll(WORD)) {
    if (!isHit(m[0], terms)) continue;
    out += escapeHtml(cut.slice(at, m.index)) + "<mark>" + escapeHtml(m[0]) + "</mark>";
    at = m.index + m[0].length;
  }
  out += escapeHtml(cut.slice(at));
  return (start > 0 ? "… " : "") + out + (cut.length < text.length - start ? " …" : "");
}

/** Results for ``q`` and the rule entry it names, if any: {hits: [{url, title, kind, key, tda, rules, verdict,
    snippet, terms}], answer}. */
function results(q) {
  const s = engine();
  if (!s || !String(q || "").trim()) return { hits: [], answer: null };
  const { hits, answer, confidence } = s.search(q);
  const ownTerms = s.plan(q).terms;
  // a result far below the best is no answer to the question: not counted, not shown
  const best = hits.length && Number.isFinite(hits[0].score) ? hits[0].score : 0;
  const kept = best ? hits.filter((h) => !Number.isFinite(h.score) || h.score >= FLOOR * best) : hits;
  const lang = queryLanguage(q);
  return { answer, confidence, lang, hits: kept.map((h) => {
    const d = h.doc;
    const part = answer && h.doc === answer.doc && answer.part;
    // a TDA rule's entry in the query's language, where the rules have it (its lettered parts are in English)
    const own = d.kind === "tda" && !part ? ((s.rules[d.tda] || {})[lang] || null) : null;
    return {
      url: part ? partUrl(d.tda, part) : d.url,
      title: part ? `TDA ${d.tda}-${part} · ${answer.data.title}` : own ? `TDA ${d.tda} · ${own.title}` : d.label,
      kind: d.kind, key: part ? `TDA ${d.tda}-${part}` : d.key, tda: d.tda || "", rules: d.rules || [],
      verdict: d.verdict || "", covered: d.covered,
      snippet: part ? answer.data.parts[part] : own ? own.says : d.snip || "",
      terms: [...new Set([...(h.terms || []), ...ownTerms])],
    };
  }) };
}

/** The language a query is written in, for the rules' titles and paraphrases: Russian for Cyrillic, Polish for
    Polish letters or a Polish word for "rule", else English. */
export function queryLanguage(q) {
  const s = String(q || "").toLowerCase();
  if (/[\u0400-\u04ff]/.test(s)) return "ru";
  if (/[ąćęłńóśźż]/.test(s) || /\b(?:przepis\w*|zasad\w*|regu\w*|procedura)\b/.test(s)) return "pl";
  return "en";
}

/** Results for ``q``, best first (see results). */
export function search(q) {
  return results(q).hits;
}

/** The address of a lettered part of a rule on the rules index (47-A: rules.html#tda-47-a). */
function partUrl(number, part) {
  return `rules.html#tda-${String(number).toLowerCase()}-${part.toLowerCase()}`;
}

function answerBox(s, answer, base, lang) {
  const { part } = answer;
  const own = answer.data[lang];
  // the rule in the query's language (a lettered part in English: the rule index has it in every language)
  const data = { ...answer.data, ...(own ? { title: own.title, says: own.says } : {}) };
  const number = answer.doc.tda + (part ? "-" + part : "");
  const says = part ? data.parts[part] : data.says;
  const url = part ? partUrl(answer.doc.tda, part) : data.url;
  const cover = data.covered
    ? `${data.cards ? data.cards + " ruling" + (data.cards === 1 ? "" : "s") + " of our sources below" : "Our sources' rules for it below"}.`
    : "Our five sources do not cover this rule: no rule or ruling of theirs belongs to it, so the guide has no card for it.";
  return `<div class="rs-answerbox" id="rs-answer"><p class="rs-answer-title"><a href="${base}${url}">TDA ${escapeHtml(number)} · ${escapeHtml(data.title)}</a>`
    + ` <span class="rs-kind">${escapeHtml(data.section)}</span></p><p>${escapeHtml(says)}</p>`
    + `<p class="rs-answer-cover">${escapeHtml(cover)}</p>`
    + `<p class="rs-answer-links"><a class="reference external" href="${escapeHtml(s.official)}">The official text on the TDA's site</a>`
    + ` · <a href="${base}rules.html#rs-grid">every rule number</a></p></div>`;
}

/** The query whose results are shown in full (after "show all"). */
let expanded = null;

/** What the page says of a weak best match: it may not be the rule, here are the closest and the rule index. */
function confidenceBox(s, confidence, base, count) {
  if (!confidence || confidence.level !== "weak") return "";
  if (!count) {
    return `<div class="rs-confidence" id="rs-confidence" role="status" data-level="weak"><p>None of these words is in`
      + ` the guide. Find the rule by number in <a href="${base}rules.html#rs-grid">the rule index</a>.</p></div>`;
  }
  const links = (confidence.closest || []).map((n) => {
    const r = s.rules[n];
    return r ? `<a href="${base}${escapeHtml(r.url)}">TDA ${escapeHtml(n)} · ${escapeHtml(r.title)}</a>` : "";
  }).filter(Boolean);
  return `<div class="rs-confidence" id="rs-confidence" role="status" data-level="weak"><p><b>Not a sure match.</b> No result has most of`
    + ` your words, so the first one may not be the rule you mean.</p>`
    + (links.length ? `<p>The closest rules: ${links.join(" · ")}.</p>` : "")
    + `<p>Or find it by number in <a href="${base}rules.html#rs-grid">the rule index</a>.</p></div>`;
}

function render() {
  const params = new URLSearchParams(window.location.search);
  const q = params.get("q") || "";
  const start = performance.now();
  const box = document.getElementById("rs-q");
  const list = document.getElementById("rs-results");
  const summary = document.getElementById("rs-search-summary");
  const top = document.getElementById("rs-answer-slot");
  if (!list) return;
  if (box) box.value = q;
  document.querySelectorAll("form.bd-search input[name=q]").forEach((i) => { i.value = q; });
  if (!q.trim()) {
    list.innerHTML = "";
    if (top) top.innerHTML = "";
    const more = document.getElementById("rs-more");
    if (more) more.hidden = true;
    summary.textContent = "Type what was said at the table (short all-in, can he re-raise?), a rule (47, TDA 47-A, RP-11, przepis 47, правило 47) or a ruling id (IA-10-1), in English, Polish or Russian.";
    return;
  }
  const s = engine();
  const base = document.documentElement.dataset.content_root || "";
  const { hits, answer, confidence, lang } = results(q);
  if (top) top.innerHTML = (answer ? answerBox(s, answer, base, lang) : "") + confidenceBox(s, confidence, base, hits.length);
  const level = (confidence && confidence.level) || "fair";
  const shown = Math.min(hits.length, expanded === q ? MAX_SHOWN : SHOWN[level]);
  summary.textContent = !hits.length ? `Nothing found for \u201c${q}\u201d. Try fewer words or another spelling.`
    : shown < hits.length ? `The ${shown} best of ${hits.length} results for \u201c${q}\u201d.`
    : `${hits.length} result${hits.length === 1 ? "" : "s"} for \u201c${q}\u201d.`;
  list.innerHTML = hits.slice(0, shown).map((h) => {
    const terms = new Set(h.terms);
    const badge = h.verdict ? ` <span class="rs-badge verdict-${escapeHtml(h.verdict)}">${escapeHtml(h.verdict)}</span>` : "";
    const none = h.kind === "tda" && h.covered === false ? ' <span class="rs-badge rs-uncovered-badge">not covered by our sources</span>' : "";
    return `<li class="rs-hit rs-hit-${h.kind}" data-kind="${h.kind}" data-key="${escapeHtml(h.key || "")}" data-tda="${escapeHtml(h.tda)}"`
      + ` data-rules="${escapeHtml(h.rules.join(" "))}"><a href="${base}${h.url}">${escapeHtml(h.title)}</a>`
      + ` <span class="rs-kind">${KIND_LABEL[h.kind] || h.kind}</span>${badge}${none}`
      + `<p class="rs-snippet">${highlight(h.snippet, terms)}</p></li>`;
  }).join("");
  const more = document.getElementById("rs-more");
  if (more) {
    more.hidden = shown >= Math.min(hits.length, MAX_SHOWN);
    more.textContent = `Show all ${Math.min(hits.length, MAX_SHOWN)} results`;
  }
  timing.query_ms = performance.now() - start;
  timing.shown = q;
}

/* A new query on the search page is shown without loading the page again (the index stays parsed): the form
   puts it in the address (?q=…, so the address still cites the search) and the results follow as one types. */
function go(q, replace) {
  const url = new URL(window.location.href);
  url.searchParams.set("q", q);
  history[replace ? "replaceState" : "pushState"](null, "", url.search);
  render();
}

function wire() {
  const box = document.getElementById("rs-q");
  if (!box) return;
  const form = box.closest("form");
  if (form) form.addEventListener("submit", (e) => { e.preventDefault(); go(box.value, false); });
  const more = document.getElementById("rs-more");
  if (more) more.addEventListener("click", () => { expanded = new URLSearchParams(window.location.search).get("q") || ""; render(); });
  let timer = null;
  box.addEventListener("input", () => { clearTimeout(timer); timer = setTimeout(() => go(box.value, true), 250); });
  window.addEventListener("popstate", render);
}

window.RS = { search, parse: (q) => (engine() ? engine().search(q).parsed : null), highlight, timing,
  confidence: (q) => results(q).confidence, keys: (w) => (engine() ? engine().forms.keys(w) : null),
  words: (text) => words(text), kinds: (q) => (engine() ? engine().plan(q).kinds : null),
  wordKinds: (q) => (engine() ? engine().wordKinds(q) : null) };
function start() { wire(); render(); }
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
