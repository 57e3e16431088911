/* How the guide's search reads text, shared by the index build (build.mjs, in Node at `make guide`) and the
   search page (app.js, bundled into _static/rs-search.js). It is rulescore.textsearch (Python) word for word:
   the same words, the same forms table, the same fallbacks, so a query's word finds the key the build gave the
   rule's word (tests/test_guide_search.py compares the two on every word of the query files).

   The documents arrive analyzed: guide/rssearch.py wrote each field as its keys (the stem of each word's lemma,
   made with simplemma, pymorphy3 and the Snowball stemmers, guide/rsforms.py), so the index needs no stemmer.
   A query's word becomes its keys through the forms table (every known form of every key); a form the table
   lacks is looked up without diacritics, then as a known form it begins with (an ending the table never saw),
   then with one or two typing errors. Rule numbers and ids are read before any of this (parseQuery). */

/** Lower case, NFKC, ё as е, dashes as "-", "1,000" and "5k" as digits (textsearch.normalize). */
export function normalize(text) {
  return String(text || "").normalize("NFKC").toLowerCase().replace(/ё/g, "е")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/(\d)[,\u00a0\u202f](?=\d{3}(?!\d))/g, "$1")
    .replace(/\b(\d+)k\b/g, (_, n) => String(Number(n) * 1000));
}

const WORD = /[\p{L}\p{N}\p{M}]+(?:['’\-][\p{L}\p{N}\p{M}]+)*|%/gu;
const PERCENT = /^(?:percent|percentage|pct|procent[\p{L}\p{N}]*|проц[\p{L}\p{N}]*)$/u;
const CYRILLIC = /[\u0400-\u04ff]/;

/** The words of a text (textsearch.words): a hyphenated word joined, an English possessive dropped. */
export function words(text) {
  const out = [];
  for (const m of normalize(text).matchAll(WORD)) {
    if (/^\d+(?:-\d+)+$/.test(m[0])) { out.push(...m[0].split("-")); continue; }  // "200-400": two amounts
    const w = m[0].replace(/['’]s$/, "").replace(/['’\-]/g, "");
    if (w) out.push(PERCENT.test(w) ? "%" : w);
  }
  return out;
}

/** The tokenizer of the index: its fields are already keys, one a space. */
export function tokenize(text) {
  return String(text || "").split(" ").filter(Boolean);
}

/** A Latin word without diacritics (textsearch.fold); a Cyrillic one as it is. */
export function fold(word) {
  if (CYRILLIC.test(word)) return word;
  return word.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l");
}

const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";

/** The forms of each key from the table's text (textsearch.decode_forms). */
export function decodeForms(text) {
  const out = new Map();
  for (const line of String(text || "").split("\n")) {
    if (!line) continue;
    const at = line.indexOf(":");
    const key = line.slice(0, at);
    let prev = key;
    const forms = [];
    for (const c of line.slice(at + 1).split(",")) {
      if (!c) continue;
      const f = prev.slice(0, DIGITS.indexOf(c[0])) + c.slice(1);
      forms.push(f);
      prev = f;
    }
    out.set(key, forms);
  }
  return out;
}

/** Edit distance with transpositions, stopping at ``limit`` (textsearch.distance). */
export function distance(a, b, limit = 3) {
  if (Math.abs(a.length - b.length) >= limit) return limit;
  let prev2 = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) cur[j] = Math.min(cur[j], prev2[j - 2] + 1);
    }
    if (Math.min(...cur) >= limit) return limit;
    prev2 = prev;
    prev = cur;
  }
  return Math.min(prev[b.length], limit);
}

/** The forms table (textsearch.Forms): keys(word) -> [keys, how]. */
export class Forms {
  constructor(text) {
    this.forms = new Map();
    for (const [key, forms] of decodeForms(text)) {
      for (const f of forms) {
        if (!this.forms.has(f)) this.forms.set(f, []);
        this.forms.get(f).push(key);
      }
    }
    this.folded = new Map();
    for (const [form, keys] of this.forms) {
      const f = fold(form);
      if (f !== form && !this.forms.has(f)) {
        if (!this.folded.has(f)) this.folded.set(f, []);
        for (const k of keys) if (!this.folded.get(f).includes(k)) this.folded.get(f).push(k);
      }
    }
    this.ordered = [...new Set([...this.forms.keys(), ...this.folded.keys()])].sort(byCodePoint);
  }

  lookup(form) {
    return this.forms.get(form) || this.folded.get(form) || null;
  }

  keys(word, typos = true) {
    if (/^\d+$/.test(word) || word === "%") return [[word], "number"];
    if (this.forms.has(word)) return [this.forms.get(word), "form"];
    const f = fold(word);
    if (this.forms.has(f)) return [this.forms.get(f), "folded"];
    if (this.folded.has(f)) return [this.folded.get(f), "folded"];
    const ending = this.ending(f);
    if (ending && ending[1] === 1) return [ending[0], "ending"];
    const russian = this.translit(f);
    if (russian.length) return [russian, "translit"];
    let near = typos ? this.near(f, 1) : [];
    if (near.length) return [near, "typo"];
    const family = typos ? this.family(f) : [];
    if (family.length) return [family, "family"];
    near = typos && [...f].length >= 8 ? this.near(f, 2) : [];
    if (near.length) return [near, "typo"];
    if (ending) return [ending[0], "ending"];
    return [[f], "unknown"];
  }

  /** The keys of the longest known form a word begins with, one to four letters shorter, and the letters cut. */
  ending(f) {
    const chars = [...f];
    if (chars.length < 5) return null;
    for (let cut = 1; cut <= 4; cut++) {
      const stem = chars.slice(0, chars.length - cut).join("");
      if (chars.length - cut < (cut < 4 ? 4 : 5)) break;
      const got = this.lookup(stem);
      if (got) return [got, cut];
    }
    return null;
  }

  /** The keys of the Russian forms a Latin word spells (latinSkeleton), when they are at most two
      (textsearch.Forms._translit). */
  translit(f) {
    if (f.length < 3 || !/^[a-z]+$/.test(f)) return [];
    if (!this.latin) {
      this.latin = new Map();
      for (const [form, keys] of this.forms) {
        if (!CYRILLIC.test(form)) continue;
        const s = latinSkeleton(form);
        if (!this.latin.has(s)) this.latin.set(s, []);
        const got = this.latin.get(s);
        for (const k of keys) if (!got.includes(k)) got.push(k);
      }
    }
    const got = this.latin.get(latinSkeleton(f)) || [];
    return got.length <= 2 ? got : [];
  }

  /** The keys of the known forms that begin as the word does once its ending is cut (at least five letters and
      three fifths of it left; the longest such start), when they are all one key (textsearch.Forms._family). */
  family(f) {
    const chars = [...f];
    const least = Math.max(5, Math.ceil((3 * chars.length) / 5));
    for (let n = chars.length - 1; n >= least; n--) {
      const stem = chars.slice(0, n).join("");
      let lo = 0, hi = this.ordered.length;
      while (lo < hi) { const mid = (lo + hi) >> 1; if (byCodePoint(this.ordered[mid], stem) < 0) lo = mid + 1; else hi = mid; }
      const keys = [];
      for (let i = lo; i < this.ordered.length && this.ordered[i].startsWith(stem); i++) {
        for (const k of this.lookup(this.ordered[i])) if (!keys.includes(k)) keys.push(k);
        if (keys.length > 1) return [];
      }
      if (keys.length) return keys;
    }
    return [];
  }

  near(word, limit) {
    const n = [...word].length;
    if (n < 4) return [];
    let best = limit + 1, found = [];
    let lo = 0, hi = this.ordered.length;
    const first = [...word][0];
    while (lo < hi) { const mid = (lo + hi) >> 1; if (byCodePoint(this.ordered[mid], first) < 0) lo = mid + 1; else hi = mid; }
    for (let i = lo; i < this.ordered.length; i++) {
      const form = this.ordered[i];
      if (!form.startsWith(first)) break;
      if (Math.abs([...form].length - n) > limit) continue;
      const d = distance([...word], [...form], limit + 1);
      if (d > limit) continue;
      if (d < best) { best = d; found = [form]; } else if (d === best) found.push(form);
    }
    const keys = [];
    for (const form of found.sort(byCodePoint)) for (const k of this.lookup(form)) if (!keys.includes(k)) keys.push(k);
    return keys.length <= 2 ? keys : [];
  }
}

/** Russian letters in Latin ones, one spelling of each (textsearch._CYR_LATIN). */
const CYR_LATIN = new Map([..."абвгдежзийклмнопрстуфхцчшщъыьэюя"].map((c, i) => [c, ["a", "b", "v", "g", "d", "e", "zh",
  "z", "i", "i", "k", "l", "m", "n", "o", "p", "r", "s", "t", "u", "f", "h", "c", "ch", "sh", "sh", "", "i", "", "e",
  "iu", "ia"][i]]));
const LATIN_SPELLINGS = [["shch", "sh"], ["sch", "sh"], ["ch", "\x01"], ["kh", "h"], ["x", "ks"], ["tz", "c"], ["ts", "c"],
  ["\x01", "ch"], ["w", "v"], ["q", "k"], ["j", "i"], ["y", "i"]];

/** A Russian word (Cyrillic or typed in Latin letters) as one Latin spelling (textsearch.latin_skeleton). */
export function latinSkeleton(word) {
  let s = CYRILLIC.test(word) ? [...word].map((c) => (CYR_LATIN.has(c) ? CYR_LATIN.get(c) : c)).join("") : word;
  for (const [a, b] of LATIN_SPELLINGS) s = s.split(a).join(b);
  return s.replace(/([a-z])\1+/g, "$1").split("ie").join("e");
}

/** Python's string order (by code point), for the sorted list of forms. */
function byCodePoint(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** MiniSearch's serialized inverted index ([[term, {fieldId: {docId: count}}], ...], its toJSON format) as one
    string and back: a line a term, "term field:doc.count,doc.count;field:..." with each doc id as the difference
    from the one before it, about half the size of its JSON. */
export function packIndex(index) {
  return index.map(([term, fields]) => term + " " + Object.entries(fields).map(([f, docs]) => {
    let prev = 0;
    return f + ":" + Object.entries(docs).map(([d, n]) => [Number(d), n]).sort((a, b) => a[0] - b[0])
      .map(([d, n]) => { const s = (d - prev).toString(36) + (n === 1 ? "" : "." + n); prev = d; return s; }).join(",");
  }).join(";")).join("\n");
}

export function unpackIndex(text) {
  if (typeof text !== "string") return text;
  return text.split("\n").map((line) => {
    const at = line.indexOf(" ");
    const fields = {};
    for (const part of line.slice(at + 1).split(";")) {
      const [f, list] = part.split(":");
      const docs = {};
      let prev = 0;
      for (const item of list.split(",")) {
        const [d, n] = item.split(".");
        prev += parseInt(d, 36);
        docs[prev] = n ? Number(n) : 1;
      }
      fields[f] = docs;
    }
    return [line.slice(0, at), fields];
  });
}

/** The fields of a search document and their weights (card, rule entry, source rule line, page section). */
export const FIELDS = ["title", "concepts", "pl", "rule", "pl_rule", "summary", "answer", "body", "phrases", "meaning"];
/** ``phrases``: a rule's phrases as pairs of neighbouring words' keys ("gra~stol"), guide/rssearch.py. */
export const BOOST = { title: 3, concepts: 3, pl: 3, rule: 2, pl_rule: 2, summary: 1.5, answer: 1, body: 0.7, phrases: 3,
  meaning: 1 };
export const STORED = ["kind", "key", "label", "url", "tda", "rules", "verdict", "snip", "covered", "kinds"];

export const indexOptions = { idField: "n", fields: FIELDS, storeFields: STORED, tokenize, processTerm: (t) => t };

// ------------------------------------------------------------------------------------ rule numbers
const RULE_WORD = "(?:tda(?:\\s*2024)?|r|rule|rules|rule\\s*no|reg|regula|reguła|reguly|reguły|przepis|przepisu|przepisy|zasada|zasady|art|artykul|artykuł|правило|правила|правилу|пункт|п)";
const PART = "(?:[\\s.-]?([a-hа-и]))?";
const NUMBER = `(?:(rp|рп|recommended\\s+procedure|procedura|zalecana\\s+procedura|процедура|рекомендуемая\\s+процедура)[\\s.-]*)?(\\d{1,2})${PART}`;
const RULE_ALONE = new RegExp(`^\\s*(?:(?:${RULE_WORD}\\.?\\s*)+(?:#|nr\\.?|no\\.?|№)?\\s*)?${NUMBER}\\s*$`, "iu");
const NOT_PERCENT = "(?!\\s*(?:%|per\\s?cent|procent|проц))";
const RULE_IN_TEXT = new RegExp(`(?:^|[^\\p{L}\\p{N}])(?:(?:${RULE_WORD}\\.?\\s*)+(?:#|nr\\.?|no\\.?|№)?\\s*${NUMBER}|(rp|рп)[\\s.-]*(\\d{1,2})${PART})${NOT_PERCENT}(?![\\p{L}\\p{N}])`, "iu");
const CYR_PART = { "а": "A", "б": "B", "в": "C", "г": "D", "д": "E", "е": "F", "ж": "G", "з": "H", "и": "I" };

function ruleNumber(rp, digits, part) {
  const n = Number(digits);
  if (rp ? !(n >= 1 && n <= 22) : !(n >= 1 && n <= 71)) return null;
  const letter = part ? (CYR_PART[part.toLowerCase()] || part.toUpperCase()) : "";
  return { number: (rp ? "RP-" : "") + n, part: letter };
}

/** Catalogue ids and source rule ids typed in any case and spacing: "ia 10 1" -> "IA-10-1", "08 4" -> "08.4". */
/** An official example's id has a hyphen after TDA ("tda-45a-2", "TDA-10"); "TDA 10" is rule 10. */
const ID_RE = /^(ia|pl|ru)[\s-]*(\d+)(?:[\s-]+(\d+[a-z]?)|([a-z]))?$|^(0\d)[.\s](\d+)$|^(0\d)-([a-j])$|^tda-((?:rp-)?\d+[a-z]?)(?:-(\d+[a-z]?))?$/i;

export function canonicalId(q) {
  const m = String(q || "").trim().toLowerCase().replace(/[\u2010-\u2015]/g, "-").match(ID_RE);
  if (!m) return null;
  if (m[1]) {
    const head = m[1].toUpperCase() + "-" + (m[1] === "ia" ? ("0" + m[2]).slice(-2) : m[2]);
    if (m[3]) return head + "-" + m[3].toUpperCase();
    return m[4] ? head + m[4].toUpperCase() : head;
  }
  if (m[5]) return m[5] + "." + m[6];
  if (m[9]) return "TDA-" + m[9].toUpperCase() + (m[10] ? "-" + m[10].toUpperCase() : "");
  return m[7] + "-" + m[8].toUpperCase();
}

/** What a query asks for: an id, a TDA 2024 rule (with the words around it), or words. */
export function parseQuery(q) {
  const text = String(q || "").normalize("NFKC").trim();
  const id = canonicalId(text);
  if (id) return { id, rule: null, words: "" };
  let m = text.match(RULE_ALONE);
  if (m) {
    const rule = ruleNumber(m[1], m[2], m[3]);
    if (rule) return { id: null, rule, words: "" };
  }
  m = text.match(RULE_IN_TEXT);
  if (m) {
    const rule = m[2] ? ruleNumber(m[1], m[2], m[3]) : ruleNumber(m[4], m[5], m[6]);
    if (rule) return { id: null, rule, words: (text.slice(0, m.index) + " " + text.slice(m.index + m[0].length)).trim() };
  }
  return { id: null, rule: null, words: text };
}
