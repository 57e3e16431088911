/* The guide's offline search (search.html). The index is window.RS_SEARCH, embedded by
   _static/rs-search-data.js: {docs: [{kind, id, title, url, text, tda, verdict}], synonyms: [[...], ...]}.
   Ranking: an exact catalogue id or rule id first, then ruling cards, rules, then page sections; every
   query word (or one of its synonyms: colour/color, shove/all-in, ...) must occur. Snippets come from the
   embedded text, so nothing is fetched and the page works from file://. */
(function () {
  "use strict";
  var KIND_WEIGHT = { card: 5, rule: 2, section: 1 };
  var ID_RE = /^(ia|pl|ru)[\s-]*(\d+)(?:[\s-]+(\d+[a-z]?))?$|^(0\d)[.\s](\d+)$|^(0\d)-([a-j])$|^tda\s*(rp-?\d+|\d+)$/i;

  function norm(s) {
    return (s || "").toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/[\u2018\u2019]/g, "'").replace(/[\u2013\u2014]/g, "-");
  }

  function canonicalId(q) {
    var m = norm(q).trim().match(ID_RE);
    if (!m) return null;
    if (m[1]) {
      var head = m[1].toUpperCase() + "-" + (m[1].toLowerCase() === "ia" ? ("0" + m[2]).slice(-2) : m[2]);
      return m[3] ? head + "-" + m[3].toUpperCase() : head;
    }
    if (m[4]) return m[4] + "." + m[5];
    if (m[6]) return m[6] + "-" + m[7].toUpperCase();
    return "TDA " + m[8].toUpperCase().replace(/^RP(\d)/, "RP-$1");
  }

  function synonymsOf(word, groups) {
    var out = [word];
    groups.forEach(function (g) {
      var hit = g.some(function (t) { return t === word; });
      if (hit) g.forEach(function (t) { if (out.indexOf(t) < 0) out.push(t); });
    });
    return out;
  }

  /* The query as groups of alternatives: a phrase from the synonym lists is taken whole ("colour up"). */
  function terms(q, groups) {
    var text = norm(q).replace(/[^\w\s%'.-]/g, " ").trim();
    var phrases = [];
    groups.forEach(function (g) { g.forEach(function (t) { if (t.indexOf(" ") > 0) phrases.push(t); }); });
    phrases.sort(function (a, b) { return b.length - a.length; });
    var found = [];
    phrases.forEach(function (p) {
      var i = (" " + text + " ").indexOf(" " + p + " ");
      if (i >= 0) { found.push(p); text = (text.slice(0, i) + " " + text.slice(i + p.length)).trim(); }
    });
    text.split(/\s+/).forEach(function (w) { if (w && w.length > 1 || /\d/.test(w)) found.push(w); });
    return found.map(function (w) { return synonymsOf(w, groups); });
  }

  function has(hay, word) {
    if (word.length <= 3 || /\d/.test(word)) {
      var re = new RegExp("(^|[^a-z0-9])" + word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + "($|[^a-z0-9])");
      return re.test(hay);
    }
    return hay.indexOf(word) >= 0;
  }

  /* Rules a query's table-talk words lead to ("chop" -> 03.7, RU-20): their cards rank first. */
  function keywordRules(groups, keywords) {
    var rules = [];
    (keywords || []).forEach(function (k) {
      var hit = groups.some(function (g) { return g.some(function (w) { return k.terms.indexOf(w) >= 0; }); });
      if (hit) k.rules.forEach(function (r) { if (rules.indexOf(r) < 0) rules.push(r); });
    });
    return rules;
  }

  function score(doc, groups, exact, rules) {
    var title = norm(doc.title), text = norm(doc.text), s = 0;
    var boost = doc.kind === "card" && (doc.rules || []).some(function (r) { return rules.indexOf(r) >= 0; });
    if (boost && !exact) {
      var any = groups.some(function (g) { return g.some(function (w) { return has(title, w) || has(text, w); }); });
      return 1000 + (any ? 50 : 0) + (title.length ? 0 : 0);
    }
    if (exact) {
      if (doc.id === exact) s += 10000;
      else if (doc.kind !== "card" && exact.indexOf("TDA ") === 0 && doc.id === exact) s += 9000;
    }
    for (var i = 0; i < groups.length; i++) {
      var best = 0;
      groups[i].forEach(function (w) {
        var v = 0;
        if (has(title, w)) v += 10;
        if (has(text, w)) v += 2 + Math.min(3, text.split(w).length - 2);
        if (doc.tda && ("tda " + doc.tda) === w) v += 8;
        best = Math.max(best, v);
      });
      if (!best && !(exact && doc.id === exact)) return 0;
      s += best;
    }
    return s * (KIND_WEIGHT[doc.kind] || 0.5);
  }

  function snippet(doc, groups) {
    var text = doc.text || "", low = norm(text), at = -1, len = 0;
    groups.some(function (g) {
      return g.some(function (w) { var i = low.indexOf(w); if (i >= 0) { at = i; len = w.length; return true; } return false; });
    });
    var start = Math.max(0, at - 80);
    if (start > 0) { var sp = text.indexOf(" ", start); if (sp >= 0 && sp < at) start = sp + 1; }
    var piece = text.slice(start, start + 240);
    var out = (start > 0 ? "… " : "") + piece + (start + 240 < text.length ? " …" : "");
    return out;
  }

  function escapeHtml(s) {
    return s.replace(/[&<>"]/g, function (c) { return { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" }[c]; });
  }

  function highlight(text, groups) {
    var html = escapeHtml(text);
    groups.forEach(function (g) {
      g.forEach(function (w) {
        if (w.length < 2) return;
        var re = new RegExp("(" + escapeHtml(w).replace(/[.*+?^${}()|[\]\\]/g, "\\$&") + ")", "ig");
        html = html.replace(re, "<mark>$1</mark>");
      });
    });
    return html;
  }

  function search(q) {
    var data = window.RS_SEARCH || { docs: [], synonyms: [] };
    var exact = canonicalId(q);
    var groups = terms(exact || q, data.synonyms);
    if (exact) groups = [[norm(exact)]];
    if (!groups.length) return [];
    var hits = [], rules = exact ? [] : keywordRules(groups, data.keywords);
    data.docs.forEach(function (doc) {
      if (doc.kind === "api") return;
      var s = score(doc, groups, exact, rules);
      if (s > 0) hits.push({ doc: doc, score: s });
    });
    hits.sort(function (a, b) { return b.score - a.score || a.doc.title.localeCompare(b.doc.title); });
    return hits.map(function (h) { return { url: h.doc.url, title: h.doc.title, kind: h.doc.kind,
      verdict: h.doc.verdict || "", snippet: snippet(h.doc, groups), groups: groups }; });
  }

  function render() {
    var params = new URLSearchParams(window.location.search);
    var q = params.get("q") || "";
    var box = document.getElementById("rs-q");
    var list = document.getElementById("rs-results");
    var summary = document.getElementById("rs-search-summary");
    if (!list) return;
    if (box) box.value = q;
    document.querySelectorAll("form.bd-search input[name=q]").forEach(function (i) { i.value = q; });
    if (!q.trim()) { summary.textContent = "Type a ruling id (IA-10-1), a rule (TDA 47) or words used at the table."; return; }
    var hits = search(q);
    summary.textContent = hits.length ? hits.length + " result" + (hits.length === 1 ? "" : "s") + " for \u201c" + q + "\u201d."
      : "Nothing found for \u201c" + q + "\u201d. Try fewer words, or the keywords page.";
    var base = (document.documentElement.dataset.content_root || "");
    list.innerHTML = hits.slice(0, 60).map(function (h) {
      var label = { card: "ruling", rule: "rule", section: "page" }[h.kind] || h.kind;
      var badge = h.verdict ? ' <span class="rs-badge verdict-' + h.verdict + '">' + escapeHtml(h.verdict) + "</span>" : "";
      return '<li class="rs-hit rs-hit-' + h.kind + '"><a href="' + base + h.url + '">' + escapeHtml(h.title) + "</a>"
        + ' <span class="rs-kind">' + label + "</span>" + badge
        + '<p class="rs-snippet">' + highlight(h.snippet, h.groups) + "</p></li>";
    }).join("");
  }

  window.RS = { search: search, canonicalId: canonicalId };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", render); else render();
})();
