/* The guide's search: what a query finds, in order (no page code here; app.js shows the results).

   The index (built at `make guide` by build.mjs) is a MiniSearch index of every ruling card, every TDA 2024 rule
   and Recommended Procedure, every source rule and every page section. A rule's documents carry the words of
   the rule (TDA 2024 and the source's, in our own words) and of the table-talk concepts that lead to it (the
   keyword index, the English-Polish-Russian glossary, synonyms.yaml); a card carries its own words and takes
   the scores of its rule's documents, so the words a TD hears at the table rank the cards of the rule they
   describe first, the best-matching card of it first. BM25 weighs rare words above common ones ("chips" above
   "raise").

   A query is read in this order:
   1. a catalogue or source rule id (IA-10-1, 08.4, PL-54A): that card or rule line first;
   2. a TDA 2024 rule number in any form (47, r47, rule 47, TDA 47-A, RP-11, przepis 47, правило 47): that rule's
      entry first (with "not covered by our five sources" where no card belongs to it), then its cards, ranked by
      the other words of the query if any;
   3. words: each word is a term as analyzer.js makes it; a word the index does not know is also looked up with
      one or two typing errors (reraize, odd chp) and by its stem without an inflected ending (nieparzystego ->
      nieparzyst…), so Polish and Russian forms find the glossary's terms. */

import MiniSearch from "minisearch";

import { BOOST, WORD_FIELDS, indexOptions, parseQuery, termsOf, tokenize } from "./analyzer.js";

/** How much a kind of result weighs against the others: the ruling cards first. */
const KIND = { card: 1, tda: 0.8, rule: 0.45, section: 0.35 };
/** How much of its rules' scores a card takes: the TDA 2024 rule's entry, and the source rule's line. */
const FROM_TDA = 1, FROM_SOURCE = 0.5;
/** A card's own words count up to this share of the best rule's score: they order the cards of one rule and
    lift a card whose own words match well, without outranking the rule the words describe. */
const OWN = 0.3, OWN_POWER = 2;
/** The weight of a Polish or Russian everyday word of the query (its English word has full weight). */
const EVERYDAY = 0.3;
/** How much a result loses for each word of the query it does not match (Lucene's coordination factor):
    its score is multiplied by (share of the query's words it matches) ** COORD, so that "phone on the table"
    ranks the rule that has both words above the many cards that have only "table". */
const COORD = 0.5;

export class Search {
  constructor(data) {
    this.engine = MiniSearch.loadJS(data.index, indexOptions);
    this.vocab = data.index.index.map((entry) => entry[0]).sort();
    this.known = new Set(this.vocab);
    this.rules = data.rules || {};
    this.official = data.official || "";
    this.translate = data.translate || [];
    this.everyday = new Set(data.everyday || []);
    this.docs = new Map();   // n -> stored fields
    this.byKey = new Map();  // key (IA-10-1, TDA 47, IA-10) -> n
    const pages = data.pages || [];
    for (const [n, fields] of Object.entries(data.index.storedFields)) {
      const doc = { n: Number(n), ...fields };
      const [page, anchor] = String(doc.url || "").split("#");
      if (/^\d+$/.test(page)) doc.url = pages[Number(page)] + (anchor ? "#" + anchor : "");
      if (doc.kind === "tda" && this.rules[doc.tda]) doc.snip = this.rules[doc.tda].says;
      this.docs.set(doc.n, doc);
      if (doc.key && !this.byKey.has(doc.key)) this.byKey.set(doc.key, doc.n);
    }
  }

  /** Whether some index term starts with ``stem``. */
  hasPrefix(stem) {
    let lo = 0, hi = this.vocab.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (this.vocab[mid] < stem) lo = mid + 1; else hi = mid; }
    return lo < this.vocab.length && this.vocab[lo].startsWith(stem);
  }

  /** Whether a glossary word's term is, give or take an ending, one of the query's terms (a typo aside). */
  sameStem(term, terms) {
    return term.length >= 4 && terms.some((t) => t.length >= 4 && (t.startsWith(term) || term.startsWith(t)) && Math.abs(t.length - term.length) <= 3);
  }

  /** The query's terms and, for each word the index does not know, its looser forms. */
  plan(text) {
    const terms = [];
    const exact = new Set();   // a word's second, Polish stem: looked up in the Polish field as it is
    const tokens = tokenize(text);
    // each word of the query and the terms that stand for it (its stems, the joined words it is part of, the
    // English words of a glossary phrase it is in, its looser forms): for the coordination factor
    const groups = tokens.map((token) => new Set(termsOf(token)));
    const addTo = (i, t) => { if (groups[i]) groups[i].add(t); };
    for (const token of tokens) {
      termsOf(token).forEach((t, i) => {
        if (!terms.includes(t)) { terms.push(t); if (i) exact.add(t); }
      });
    }
    // neighbouring words the index knows as one hyphenated word: "all in" -> all-in, "hand for hand"
    for (let i = 0; i < tokens.length; i++) {
      for (let len = 2; len <= 3 && i + len <= tokens.length; len++) {
        for (const t of termsOf(tokens.slice(i, i + len).join(""))) {
          if (!this.known.has(t)) continue;
          if (!terms.includes(t)) terms.push(t);
          for (let k = i; k < i + len; k++) addTo(k, t);
        }
      }
    }
    // a Polish or Russian word or phrase of the glossary is also searched as its English word: "gracza" as
    // "player", "pula poboczna" as "side pot"
    const english = [];
    for (const [words, en] of this.translate) {
      if (!words.every((alts) => alts.some((a) => terms.includes(a) || this.sameStem(a, terms)))) continue;
      english.push(...en);
      groups.forEach((g, i) => {
        const mine = [...g];
        if (words.some((alts) => alts.some((a) => g.has(a) || this.sameStem(a, mine)))) en.forEach((t) => addTo(i, t));
      });
    }
    for (const t of english) if (!terms.includes(t)) terms.push(t);
    const queries = [];
    for (const t of terms) {
      const known = this.known.has(t);
      if (exact.has(t)) {
        queries.push({ queries: [t], fields: ["pl"], fuzzy: t.length >= 7 ? 1 : 0, prefix: false });
        continue;
      }
      const fuzzy = t.length <= 2 ? 0 : known ? (t.length >= 8 ? 1 : 0) : (t.length >= 9 ? 2 : 1);
      const q = { queries: [t], fields: WORD_FIELDS, fuzzy, prefix: !known && t.length >= 4 };
      // a Polish or Russian everyday word (gracz, фишка) counts little: its English word is searched too
      if (this.everyday.has(t)) q.boostTerm = () => EVERYDAY;
      queries.push(q);
      // a form the index does not know (an inflection the stemmers left whole): its stem without the last
      // letters, as a prefix, at half weight
      if (known || /^\d+$/.test(t) || t.length < 5) continue;
      for (let cut = 1; cut <= 3 && t.length - cut >= 4; cut++) {
        const stem = t.slice(0, t.length - cut);
        if (this.hasPrefix(stem)) {
          queries.push({ queries: [stem], fields: WORD_FIELDS, prefix: true, fuzzy: 0, boostTerm: () => 0.5 });
          groups.forEach((g, i) => { if (g.has(t)) addTo(i, stem); });
          break;
        }
      }
    }
    const words = groups.filter((g) => g.size).map((g) => ({
      terms: g, weight: [...g].every((t) => this.everyday.has(t)) ? EVERYDAY : 1,
    }));
    return { terms, queries, words };
  }

  /** The coordination factor of a result that matched ``matched`` (query terms): the weighted share of the
      query's words it matches, to the power COORD (1 for a query of one word). */
  coord(words, matched) {
    if (words.length < 2) return 1;
    let all = 0, got = 0;
    for (const w of words) {
      all += w.weight;
      if ([...w.terms].some((t) => matched.has(t))) got += w.weight;
    }
    return all ? Math.pow(got / all, COORD) : 1;
  }

  /** Documents that match the words, best first: [{doc, score, terms}]. A card scores its own words plus
      the scores of its rules (its TDA 2024 entry and its source rule), so the cards of the rule the words
      describe come first, best matching card first. */
  words(text) {
    const { queries, words } = this.plan(text);
    if (!queries.length) return [];
    const raw = this.engine.search({ combineWith: "OR", queries }, {
      boost: BOOST, tokenize: (s) => [s], processTerm: (s) => s,
    });
    const found = new Map(raw.map((h) => [h.id, h]));
    let bestRule = 0, bestCard = 0;
    for (const h of raw) {
      const kind = this.docs.get(h.id).kind;
      if (kind === "tda" || kind === "rule") bestRule = Math.max(bestRule, h.score);
      else if (kind === "card") bestCard = Math.max(bestCard, h.score);
    }
    // a card's own words: the best-matching card gets OWN of the best rule's score, the others less, steeply
    const ownScore = (x) => (bestCard ? OWN * (bestRule || bestCard) * Math.pow(x / bestCard, OWN_POWER) : 0);
    const scoreOf = (key) => { const n = this.byKey.get(key); const h = n === undefined ? null : found.get(n); return h ? h.score : 0; };
    const queryTermsOf = (key) => { const n = this.byKey.get(key); const h = n === undefined ? null : found.get(n); return h ? h.queryTerms : []; };
    const hits = [];
    for (const doc of this.docs.values()) {
      const own = found.get(doc.n);
      let score = own ? (doc.kind === "card" ? ownScore(own.score) : own.score) : 0;
      let terms = own ? own.terms : [];
      const matched = new Set(own ? own.queryTerms : []);
      if (doc.kind === "card") {
        const tda = doc.tda ? scoreOf(tdaKey(doc)) : 0;
        // an official example's rule is its TDA entry itself: counted once, not again as a source rule
        const srcKey = doc.rules && doc.rules.length ? doc.rules[0] : "";
        const src = srcKey && srcKey !== tdaKey(doc) ? scoreOf(srcKey) : 0;
        // a card of a source rule with no TDA 2024 number takes its rule's score in full
        score += doc.tda ? FROM_TDA * tda + FROM_SOURCE * src : (FROM_TDA + FROM_SOURCE) * src;
        if (!own && (tda || src)) terms = this.ruleTerms(doc, found);
        if (tda) queryTermsOf(tdaKey(doc)).forEach((t) => matched.add(t));
        if (src) queryTermsOf(srcKey).forEach((t) => matched.add(t));
      }
      if (score > 0) hits.push({ doc, score: score * (KIND[doc.kind] || 0.3) * this.coord(words, matched), terms });
    }
    hits.sort((a, b) => b.score - a.score || a.doc.n - b.doc.n);
    return hits;
  }

  /** The terms a card's rules matched (to mark them in its snippet). */
  ruleTerms(doc, found) {
    const out = [];
    for (const key of [tdaKey(doc), (doc.rules || [])[0]]) {
      const n = this.byKey.get(key);
      const h = n === undefined ? null : found.get(n);
      if (h) out.push(...h.terms);
    }
    return out;
  }

  /** The TDA 2024 rule entry of ``rule`` ({number, part}) and its data, or null. */
  ruleEntry(rule) {
    const data = this.rules[rule.number];
    if (!data) return null;
    const part = rule.part && data.parts && data.parts[rule.part] ? rule.part : "";
    const n = this.byKey.get(`TDA ${rule.number}`);
    return n === undefined ? null : { doc: this.docs.get(n), data, part };
  }

  /** Every result for ``q``, best first: [{doc, score, terms}], and what the query was read as. */
  search(q) {
    const parsed = parseQuery(q);
    if (parsed.id) {
      const n = this.byKey.get(parsed.id);
      if (n !== undefined) {
        const first = this.docs.get(n);
        // then what its title describes (an official example's id names no words of its rule: TDA-45A-2)
        const idWords = /^TDA-/.test(parsed.id) ? "" : parsed.id.replace(/[.-]/g, " ") + " ";
        const title = String(first.label || "").split(" · ").slice(1).join(" ");  // the index stores no title
        const rest = this.words(idWords + title).filter((h) => h.doc.n !== n);
        return { parsed, answer: null, hits: [{ doc: first, score: Infinity, terms: [] }, ...rest] };
      }
      if (/^TDA-/.test(parsed.id)) return this.search(q.replace(/^\s*tda-/i, "TDA "));  // no such example: the rule
      parsed.words = q;
    }
    if (parsed.rule) {
      const entry = this.ruleEntry(parsed.rule);
      if (entry) {
        const number = parsed.rule.number;
        const ranked = parsed.words ? this.words(parsed.words) : [];
        const score = new Map(ranked.map((h) => [h.doc.n, h]));
        const belongs = (doc) => doc.tda === number || (doc.tda || "").startsWith(number + "-");
        // its cards: by the other words of the query if any, else in catalogue order
        const own = [...this.docs.values()].filter((d) => d.kind === "card" && belongs(d));
        own.sort((a, b) => ((score.get(b.n) || {}).score || 0) - ((score.get(a.n) || {}).score || 0) || a.n - b.n);
        const lines = [...this.docs.values()].filter((d) => d.kind === "rule" && belongs(d));
        const taken = new Set([entry.doc.n, ...own.map((d) => d.n), ...lines.map((d) => d.n)]);
        const hits = [entry.doc, ...own, ...lines].map((doc) => ({ doc, score: Infinity, terms: (score.get(doc.n) || {}).terms || [] }));
        for (const h of ranked) if (!taken.has(h.doc.n)) hits.push(h);
        return { parsed, answer: entry, hits };
      }
      parsed.words = q;
    }
    return { parsed, answer: null, hits: this.words(parsed.words) };
  }
}

/** The key of the TDA 2024 rule entry a card belongs to ("TDA 47" for a card of 47 or 47-B). */
function tdaKey(doc) {
  return "TDA " + String(doc.tda || "").replace(/^((?:RP-)?\d+)-[A-Z]$/, "$1");
}
