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

import { BOOST, FIELDS, Forms, fold, indexOptions, parseQuery, unpackIndex, words as wordsOf } from "./analyzer.js";

/** How much a kind of result weighs against the others: the ruling cards first. */
const KIND = { card: 1, tda: 0.95, rule: 0.45, section: 0.35 };
/** How much of its rules' scores a card takes: the TDA 2024 rule's entry, and the source rule's line. */
const FROM_TDA = 1, FROM_SOURCE = 0.5;
/** What a card takes from its two rules is at most this much more than the better of them: a rule our sources
    cover has a source rule line beside its TDA entry, and the two must not outweigh a rule with the entry alone. */
const FROM_BOTH = 1.15;
/** Each result after the first of the same TDA rule counts this share less when the results are ordered, so
    that the first places show the rules the words may mean, not one rule's many cards. */
const SAME_RULE = 0.5;
/** A key of six letters or more is also looked up as the start of a longer key, at this weight: a word's
    derivatives (odkrył, odkryte; повысил, повышение) have stems that share their start. */
const DERIVED = 0.35;
/** A best result whose rule scores this many times the next rule's best is a strong match (fewer results shown). */
const STRONG_LEAD = 1.5;
/** A card's own words count up to this share of the best rule's score: they order the cards of one rule and
    lift a card whose own words match well, without outranking the rule the words describe. */
const OWN = 0.3, OWN_POWER = 2;
/** The weight of a Polish or Russian everyday word of the query (its English word has full weight). */
const EVERYDAY = 0.3;
/** How much a result loses for each word of the query it does not match (Lucene's coordination factor):
    its score is multiplied by (share of the query's words it matches) ** COORD, so that "phone on the table"
    ranks the rule that has both words above the many cards that have only "table" (MiniSearch's own factor, the
    number of terms matched, is taken off: see words()). */
const COORD = 1;
/** A kind of action the query names (a single chip, a short all-in, a declaration, ...): the rules it is about
    gain this share, the cards that carry it too; a kind the query turns round ("nobody all-in", "without a
    word") costs the cards that carry it this share. */
const KIND_RULE = 0.35, KIND_CARD = 0.5, KIND_AGAINST = 0.6;
/** How many words before a kind a negation reaches (not across a clause: "ставки не было, а он сказал колл"),
    and how far apart the steps of a sequence may be (textsearch.Lexicon.reach, .step). */
const NEGATION_REACH = 2, REACH = 3;
/** Words that say nothing about a ruling (English, Polish, Russian), as typed. */
const STOP = new Set((
  "a an the of to is are was were be been and or at by for from on in into with this that these those it its " +
  "w z ze i a o u na do od po za się sie to jest są sa oraz lub czy " +
  "и в во на с со к ко по о об от до за из у а же бы это ли"
).split(/\s+/));

export class Search {
  constructor(data) {
    const index = { ...data.index, index: unpackIndex(data.index.index) };
    this.engine = MiniSearch.loadJS(index, indexOptions);
    this.vocab = index.index.map((entry) => entry[0]).sort();
    this.known = new Set(this.vocab);
    this.forms = new Forms(data.forms || "");
    this.lexicon = data.lexicon || { kinds: {}, negations: [] };
    this.negations = new Set(this.lexicon.negations || []);
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

  /** The query's terms, the MiniSearch queries for them, its words (for the coordination factor) and the kinds
      of action it names. */
  plan(text) {
    const terms = [];
    const all = wordsOf(text);
    const tokens = all.filter((w) => !STOP.has(w));
    const at = [];  // the place of each word among all the query's words
    all.forEach((w, i) => { if (!STOP.has(w)) at.push(i); });
    const found = tokens.map((w) => this.forms.keys(w));
    const groups = found.map(([ks]) => new Set(ks));
    const how = new Map();
    found.forEach(([ks, h]) => ks.forEach((k) => { if (!terms.includes(k)) { terms.push(k); how.set(k, h); } }));
    // neighbouring words the table knows as one word: "all in" -> allin, "hand for hand", "хедз ап"
    for (let i = 0; i < all.length; i++) {
      for (let len = 2; len <= 3 && i + len <= all.length; len++) {
        const joined = all.slice(i, i + len).join("");
        const got = this.forms.lookup(joined) || this.forms.lookup(fold(joined));
        if (!got) continue;
        for (const k of got) {
          if (!terms.includes(k)) { terms.push(k); how.set(k, "form"); }
          at.forEach((place, j) => { if (place >= i && place < i + len) groups[j].add(k); });
        }
      }
    }
    // two neighbouring words that make a phrase of a rule ("gram stołem", "мёртвый баттон"): the pair's key
    for (let i = 0; i + 1 < groups.length; i++) {
      for (const a of found[i][0]) for (const b of found[i + 1][0]) {
        const k = `${a}~${b}`;
        if (!this.known.has(k)) continue;
        if (!terms.includes(k)) { terms.push(k); how.set(k, "form"); }
        groups[i].add(k); groups[i + 1].add(k);
      }
    }
    // a Polish or Russian word or phrase of the glossary is also searched as its English words
    for (const [parts, en] of this.translate) {
      if (!parts.every((alts) => alts.some((a) => terms.includes(a)))) continue;
      for (const k of en) if (!terms.includes(k)) { terms.push(k); how.set(k, "form"); }
      groups.forEach((g) => { if (parts.some((alts) => alts.some((a) => g.has(a)))) en.forEach((k) => g.add(k)); });
    }
    const queries = [];
    const where = {};
    const kinds = this.kindsIn(groups, where);
    // each kind the query names is a term of the rules it is about ("@under-bet", guide/rssearch.py), matched by
    // the words that make it
    for (const [kind, yes] of Object.entries(kinds)) {
      if (!yes || !where[kind]) continue;
      const k = `@${kind}`;
      if (!this.known.has(k)) continue;
      terms.push(k);
      queries.push({ queries: [k], fields: ["meaning"], fuzzy: 0, prefix: false });
      where[kind].forEach((i) => { if (groups[i]) groups[i].add(k); });
    }
    for (const k of terms) {
      if (k.startsWith("@")) continue;
      const loose = how.get(k) === "unknown" && k.length >= 5;
      const q = { queries: [k], fields: FIELDS, fuzzy: loose ? 1 : 0, prefix: loose };
      if (this.everyday.has(k)) q.boostTerm = () => EVERYDAY;
      queries.push(q);
      const chars = [...k];
      if (!loose && chars.length >= 6 && !/^\d/.test(k) && !this.everyday.has(k)) {
        const stem = chars.slice(0, chars.length - 1).join("");
        queries.push({ queries: [stem], fields: FIELDS, prefix: true, fuzzy: 0, boostTerm: () => DERIVED });
        groups.forEach((g) => { if (g.has(k)) g.add(stem); });
      }
    }
    const wordsOfQuery = groups.map((g, at) => ({
      terms: g, at, weight: [...g].every((k) => this.everyday.has(k)) ? EVERYDAY : 1,
    })).filter((w) => w.terms.size);
    return { terms, queries, words: wordsOfQuery, kinds, where, unknown: found.filter(([, h]) => h === "unknown").length, count: tokens.length };
  }

  /** The kinds of action the query names, each true, or false where a negation before it turns it round
      (textsearch.kinds_in). */
  kindsIn(all, where = {}) {
    const below = this.belowBigBlind(all);
    const [short, over] = this.againstBet(all);
    // amounts between the words of a phrase do not break it: "three 1000 chips" is "three chips"
    const place = [];  // the place of each word of ``groups`` among all the query's words
    all.forEach((g, i) => { if (![...g].every((k) => /^\d+$/.test(k))) place.push(i); });
    const groups = place.map((i) => all[i]);
    const mark = (kind, a, b) => { where[kind] = where[kind] || new Set(); for (let i = a; i < b; i++) where[kind].add(place[i]); };
    const out = {};
    const used = groups.map(() => false);
    const spans = {};  // kind -> [[start, end]] of every phrase of it found, used or not
    const phrases = [];
    for (const [kind, k] of Object.entries(this.lexicon.kinds || {})) for (const p of k.phrases) phrases.push([p, kind]);
    phrases.sort((a, b) => b[0].length - a[0].length);
    for (const [phrase, kind] of phrases) {
      for (let i = 0; i + phrase.length <= groups.length; i++) {
        if (!phrase.every((k, j) => groups[i + j].has(k))) continue;
        (spans[kind] = spans[kind] || []).push([i, i + phrase.length]);
        if (used.slice(i, i + phrase.length).some(Boolean)) continue;
        let negated = false;
        for (let j = Math.max(0, i - NEGATION_REACH); j < i; j++) if ([...groups[j]].some((k) => this.negations.has(k))) negated = true;
        out[kind] = kind in out ? out[kind] && !negated : !negated;
        if (!negated) mark(kind, i, i + phrase.length);
        for (let j = i; j < i + phrase.length; j++) used[j] = true;
      }
    }
    // kinds that are an order of words (textsearch._sequence): each step at most REACH words after the one before
    for (const [kind, k] of Object.entries(this.lexicon.kinds || {})) {
      if (!k.sequence || kind in out) continue;
      const at = (step) => {
        const found = step.kinds.flatMap((x) => spans[x] || []);
        groups.forEach((g, i) => { if (step.keys.some((x) => g.has(x))) found.push([i, i + 1]); });
        return found.filter(([, b]) => !(b < groups.length && step.unless.some((x) => groups[b].has(x))));
      };
      // each span found, with the spans of the steps before it (the words that make the kind)
      let paths = at(k.sequence[0]).map((sp) => [sp]);
      for (const step of k.sequence.slice(1)) {
        const next = at(step);
        paths = paths.flatMap((p) => next.filter(([a]) => p[p.length - 1][1] <= a && a < p[p.length - 1][1] + REACH).map((sp) => [...p, sp]));
        if (!paths.length) break;
      }
      if (paths.length) {
        out[kind] = true;
        for (const p of paths) for (const [a, b] of p) mark(kind, a, b);
      }
    }
    if (below.length) {
      for (const kind of (this.lexicon.blinds || {}).kind || []) {
        if (!(kind in out)) out[kind] = true;
        where[kind] = where[kind] || new Set();
        below.forEach((i) => where[kind].add(i));
      }
    }
    for (const [places, kinds] of [[short, (this.lexicon.facing || {}).short || []], [over, (this.lexicon.facing || {}).over || []]]) {
      if (!places.length) continue;
      for (const kind of kinds) {
        if (!(kind in out)) out[kind] = true;
        where[kind] = where[kind] || new Set();
        places.forEach((i) => where[kind].add(i));
      }
    }
    return out;
  }

  /** The places of the amounts short of the bet the query names and of those over it but short of twice it
      ("A bet 400, B put 150": 150; "put 1500 on a 1000 bet": 1500), each list with the bet and its word when it
      is not empty (textsearch._against_the_bet). */
  againstBet(all) {
    const f = this.lexicon.facing;
    if (!f || !f.keys.length) return [[], []];
    const amount = (g) => (g.size === 1 && /^\d+$/.test([...g][0]) ? Number([...g][0]) : null);
    const near = (j, ws) => j >= 0 && j < all.length && ws.some((k) => all[j].has(k));
    const bets = [];
    for (const ws of [f.keys, f.verbs || []]) all.forEach((g, i) => { if (amount(g) && near(i - 1, ws)) bets.push(i); });
    all.forEach((g, i) => { if (amount(g) && near(i + 1, f.keys)) bets.push(i); });
    if (!bets.length) return [[], []];
    const i = bets[0], bet = amount(all[i]);
    const short = [], over = [];
    all.forEach((g, j) => {
      const a = amount(g) || 0;
      if (j === i || !a || near(j - 1, f.unless) || (j >= 1 && amount(all[j - 1]) && near(j - 2, f.unless))) return;
      if (a < bet) short.push(j);
      else if (bet < a && a < 2 * bet && !(near(j - 1, f.chips) || near(j + 1, f.chips))) over.push(j);
    });
    const withBet = (xs) => (xs.length ? [...xs, i, ...[i - 1, i + 1].filter((j) => near(j, f.keys))] : []);
    return [withBet(short), withBet(over)];
  }

  /** The places of the amounts below the big blind of the blinds the query names ("opened for 700 with blinds
      500/1000": 700), textsearch._below_the_big_blind. */
  belowBigBlind(all) {
    const b = this.lexicon.blinds;
    if (!b || !b.keys.length) return [];
    const amount = (g) => (g.size === 1 && /^\d+$/.test([...g][0]) ? Number([...g][0]) : null);
    for (let i = 0; i + 1 < all.length; i++) {
      const small = amount(all[i]), big = amount(all[i + 1]);
      if (!(small && big && small < big && big <= 3 * small)) continue;
      const near = [i - 2, i - 1, i + 2, i + 3].filter((j) => j >= 0 && j < all.length);
      if (!near.some((j) => b.keys.some((k) => all[j].has(k)))) continue;
      const out = [];
      all.forEach((g, j) => {
        const a = amount(g) || 0;
        if (j !== i && j !== i + 1 && a > 0 && a < big && !(j && b.unless.some((k) => all[j - 1].has(k)))) out.push(j);
      });
      // the blinds and their word are part of what the question says, with the amount below them
      return out.length ? [...out, i, i + 1, ...near.filter((j) => b.keys.some((k) => all[j].has(k)))] : [];
    }
    return [];
  }

  /** The kinds a text names from its words' own keys alone (no translations, pairs or stems): what
      rulescore.textsearch.kinds_in finds with the same forms table and lexicon. */
  wordKinds(text) {
    return this.kindsIn(wordsOf(text).filter((w) => !STOP.has(w)).map((w) => new Set(this.forms.keys(w)[0])));
  }

  /** The coordination factor of a result that matched ``matched`` (query terms): the weighted share of the
      query's words it matches, to the power COORD (1 for a query of one word). */
  coord(words, matched) {
    return Math.pow(this.share(words, matched), COORD);
  }

  /** The weighted share of the query's words a result matched (1 for a query of one word it matches); the places
      of ``explained`` words count as matched (the words of a kind of action the result's rule is about). */
  share(words, matched, explained) {
    let all = 0, got = 0;
    for (const w of words) {
      all += w.weight;
      if ((explained && explained.has(w.at)) || [...w.terms].some((t) => matched.has(t))) got += w.weight;
    }
    return all ? got / all : 0;
  }

  /** How sure the ranking is (app.js shows it): ``weak`` when the best result matches under half of the query's
      words, or most of its words are unknown to the index; ``strong`` when it matches nearly all of them and its
      rule scores well above every other rule; else ``fair``. ``closest``: the first results' TDA rules. */
  confidence(plan, hits) {
    const closest = [];
    for (const h of hits) {
      const n = String(h.doc.tda || "").replace(/^((?:RP-)?\d+)-[A-Z]$/, "$1");
      if (n && !closest.includes(n)) closest.push(n);
      if (closest.length === 3) break;
    }
    if (!hits.length) return { level: "weak", closest, share: 0 };
    const top = hits[0];
    const rule = (h) => String(h.doc.tda || h.doc.key || "").replace(/^((?:RP-)?\d+)-[A-Z]$/, "$1");
    const other = hits.find((h) => rule(h) !== rule(top));
    const lead = other ? top.score / Math.max(other.score, 1e-9) : Infinity;
    const unknown = plan.count ? plan.unknown / plan.count : 0;
    let level = "fair";
    if (top.share < 0.5 || unknown > 0.5) level = "weak";
    else if (top.share >= 0.8 && lead >= STRONG_LEAD) level = "strong";
    return { level, closest, share: top.share, lead };
  }

  /** Documents that match the words, best first: [{doc, score, terms}]. A card scores its own words plus
      the scores of its rules (its TDA 2024 entry and its source rule), so the cards of the rule the words
      describe come first, best matching card first. */
  words(text) {
    const { queries, words, kinds, where } = this.plan(text);
    if (!queries.length) return [];
    const raw = this.engine.search({ combineWith: "OR", queries }, {
      boost: BOOST, tokenize: (s) => [s], processTerm: (s) => s,
    });
    // MiniSearch multiplies a result's score by the number of query terms it matched; a word's stems, pairs and
    // English words are terms of their own, so that counted the words of a rule with many of them several times
    // over. The coordination factor below counts each word of the query once.
    for (const h of raw) h.score /= Math.max(1, h.queryTerms.length);
    // the rules a kind the query names is about gain (KIND_RULE), before their cards take their scores
    const kindRules = new Map();
    const lex = this.lexicon.kinds;
    for (const [kind, yes] of Object.entries(kinds)) {
      const k = lex[kind] || {};
      // a kind the query names lifts its rules; one it turns round, or the opposite of one it names, lowers them
      const against = yes ? (k.opposite || []).flatMap((o) => (lex[o] || {}).tda || []) : k.tda || [];
      const lifted = yes ? k.tda || [] : (k.opposite || []).flatMap((o) => (lex[o] || {}).tda || []);
      const lift = 1 + KIND_RULE;
      for (const n of lifted) kindRules.set(n, (kindRules.get(n) || 1) * lift);
      for (const n of against) kindRules.set(n, (kindRules.get(n) || 1) * KIND_AGAINST);
    }
    for (const h of raw) {
      const d = this.docs.get(h.id);
      if (d.kind === "tda" && kindRules.has(d.tda)) h.score *= kindRules.get(d.tda);
    }
    // the words that make a kind the query names count as matched by the rules that kind is about, and their
    // cards: "jak dasz bet, to sprawdzę" is a conditional statement whatever words TDA 59 uses
    const explained = new Map();
    for (const [kind, yes] of Object.entries(kinds)) {
      if (!yes || !where[kind]) continue;
      for (const n of (lex[kind] || {}).tda || []) {
        if (!explained.has(n)) explained.set(n, new Set());
        where[kind].forEach((i) => explained.get(n).add(i));
      }
    }
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
        const both = doc.tda ? FROM_TDA * tda + FROM_SOURCE * src : (FROM_TDA + FROM_SOURCE) * src;
        score += Math.min(both, FROM_BOTH * Math.max(tda, src));
        if (!own && (tda || src)) terms = this.ruleTerms(doc, found);
        if (tda) queryTermsOf(tdaKey(doc)).forEach((t) => matched.add(t));
        if (src) queryTermsOf(srcKey).forEach((t) => matched.add(t));
      }
      if (score > 0 && doc.kind === "card") score *= this.kindFactor(doc, kinds);
      const share = words.length < 2 && score > 0 ? 1 : this.share(words, matched, explained.get(baseRule(doc)));
      if (score > 0) hits.push({ doc, score: score * (KIND[doc.kind] || 0.3) * Math.pow(share, COORD), terms, share });
    }
    hits.sort((a, b) => b.score - a.score || a.doc.n - b.doc.n);
    return diversify(hits);
  }

  /** What the kinds of action the query names make of a card's score: more for each it carries, less for each
      the query turns round and it carries. */
  kindFactor(doc, kinds) {
    const has = new Set(doc.kinds || []);
    let f = 1;
    for (const [kind, yes] of Object.entries(kinds)) {
      const opposite = (this.lexicon.kinds[kind] || {}).opposite || [];
      if (yes && has.has(kind)) f *= 1 + KIND_CARD;
      if (!yes && has.has(kind)) f *= KIND_AGAINST;
      if (yes && opposite.some((o) => has.has(o))) f *= KIND_AGAINST;
    }
    return f;
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
        return { parsed, answer: null, hits: [{ doc: first, score: Infinity, terms: [] }, ...rest],
          confidence: { level: "strong", closest: first.tda ? [tdaKey(first).slice(4)] : [], share: 1 } };
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
        return { parsed, answer: entry, hits, confidence: { level: "strong", closest: [number], share: 1 } };
      }
      parsed.words = q;
    }
    const hits = this.words(parsed.words);
    return { parsed, answer: null, hits, confidence: this.confidence(this.plan(parsed.words), hits) };
  }
}

/** Results reordered so that each further result of one TDA rule counts SAME_RULE less (a greedy pass): the
    scores are kept, the order changes. */
function diversify(hits) {
  const seen = new Map();
  const ruleOf = (h) => String(h.doc.tda || h.doc.key || "").replace(/^((?:RP-)?\d+)-[A-Z]$/, "$1");
  const same = SAME_RULE;
  const left = hits.slice(0, 60);
  const out = [];
  while (left.length) {
    let best = 0, bestScore = -Infinity;
    for (let i = 0; i < left.length; i++) {
      const s = left[i].score * Math.pow(same, seen.get(ruleOf(left[i])) || 0);
      if (s > bestScore) { best = i; bestScore = s; }
    }
    const [h] = left.splice(best, 1);
    seen.set(ruleOf(h), (seen.get(ruleOf(h)) || 0) + 1);
    out.push(h);
  }
  return out.concat(hits.slice(60));
}

/** The TDA 2024 rule a document belongs to, without the letter of its part ("47" for 47-B), or "". */
function baseRule(doc) {
  return String(doc.tda || "").replace(/^((?:RP-)?\d+)-[A-Z]$/, "$1");
}

/** The key of the TDA 2024 rule entry a card belongs to ("TDA 47" for a card of 47 or 47-B). */
function tdaKey(doc) {
  return "TDA " + String(doc.tda || "").replace(/^((?:RP-)?\d+)-[A-Z]$/, "$1");
}
