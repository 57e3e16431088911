/* How the guide's search reads text, shared by the index build (build.mjs, in Node at `make guide`) and the
   search page (app.js, bundled into _static/rs-search.js): the same words make the same terms on both sides.

   Words are Unicode letters and digits (Polish and Russian as well as English). A word becomes its term:
   lower case, NFKC; the Snowball stemmer of its script (Russian for Cyrillic, English for Latin letters, from
   @orama/stemmers), then accents folded (żeton = zeton, нечётная = нечетная), so that a phone keyboard without
   diacritics finds the same cards; the Polish words of a document's table talk are kept apart, by their Polish
   stem, and a query's Latin word is also looked up there by its Polish stem (termsOf). "50%" and "50 %" are the same two terms, a hyphenated word ("all-in", "re-raise") is
   one joined word, "1,000" and "1k" are 1000. Rule numbers and ids are read before any of this
   (parseQuery). */

import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemRussian } from "@orama/stemmers/russian";

/** Words that say nothing about a ruling (English, Polish, Russian). */
const STOP = new Set((
  "a an the of to is are was were be been and or at by for from on in into with this that these those it its " +
  "w z ze i a o u na do od po za się sie to jest są sa oraz lub " +
  "и в во на с со к ко по о об от до за из у а же бы это"
).split(/\s+/));

/** Words for "per cent" in the three languages: the same term as "%". */
const PERCENT = /^(?:percent|per\s?cent|pct|procent\p{L}*|проц\p{L}*)$/u;

const CYRILLIC = /\p{Script=Cyrillic}/u;
const WORD = /[\p{L}\p{N}]+(?:['’\-][\p{L}\p{N}]+)*|%/gu;

/** Text as search words: lower case, numbers as plain digits, "%" a word of its own. */
export function words(text) {
  let s = String(text || "").normalize("NFKC").toLowerCase()
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/(\d)[,\u00a0\u202f](?=\d{3}(?!\d))/g, "$1")
    .replace(/\b(\d+)k\b/g, (_, n) => String(Number(n) * 1000));
  return s.match(WORD) || [];
}

/** The tokenizer of the index and of the query: each word; a hyphenated word ("all-in", "re-raise",
    "hand-for-hand") as one joined word, so that its parts do not count as words of their own ("hand" in
    "hand-for-hand"); the search joins neighbouring words of a query to find it ("all in" -> "allin"). */
export function tokenize(text) {
  return words(text).map((w) => w.replace(/['’]s$/, "").replace(/['’\-]/g, "")).filter(Boolean);
}

function fold(s) {
  return s.normalize("NFD").replace(/\p{M}/gu, "").replace(/ł/g, "l").replace(/ё/g, "е");
}

/* Polish has no Snowball stemmer (nor any maintained one on npm): a Polish word is taken without its case
   ending (żetonu, żetony, żetonów -> zeton; nieparzystego -> nieparzyst). The documents keep their Polish words
   in a field of their own ("pl"), indexed by this stem only; a query's Latin word is looked up there by it. */
const POLISH_ENDINGS = ["ami", "ach", "ego", "emu", "ich", "ych", "imi", "ymi", "owi", "iem", "om", "ow", "em",
  "ie", "ia", "iu", "ii", "ej", "y", "i", "a", "e", "u", "o"];

function polish(folded) {
  if (folded.length < 4) return folded;
  for (const end of POLISH_ENDINGS) {
    if (folded.endsWith(end) && folded.length - end.length >= 3) return folded.slice(0, -end.length);
  }
  return folded;
}

/** The Polish stem of a Latin word (null for a word that says nothing, or a Cyrillic one). */
export function polishTerm(word) {
  const w = String(word).toLowerCase();
  if (STOP.has(w) || /^\p{N}+$/u.test(w) || w.length < 2 || CYRILLIC.test(w) || w === "%") return null;
  return polish(fold(w));
}

/** One word as its term (null for a word that says nothing): the stem of its script's Snowball stemmer, accents
    folded; in a document's Polish field ("pl"), its Polish stem. */
export function processTerm(word, field) {
  if (field === "pl") return polishTerm(word);
  const w = String(word).toLowerCase();
  if (w === "%" || PERCENT.test(w)) return "percent";
  if (STOP.has(w)) return null;
  if (/^\p{N}+$/u.test(w)) return w;
  if (w.length < 2) return null;
  if (CYRILLIC.test(w)) return fold(stemRussian(w.replace(/ё/g, "е")) || w);
  return fold(stemEnglish(w) || w);
}

/** The terms of one word as a query has them: its term and, for a Latin word, its Polish stem when different. */
export function termsOf(word) {
  const t = processTerm(word);
  const p = t && t !== "percent" ? polishTerm(word) : null;
  return t ? (p && p !== t ? [t, p] : [t]) : [];
}

/** The fields of a search document and their weights (card, rule entry, source rule line, page section). */
export const FIELDS = ["title", "concepts", "pl", "rule", "summary", "answer", "body"];
export const BOOST = { title: 3, concepts: 3, pl: 3, rule: 2, summary: 1.5, answer: 1, body: 0.7 };
/** The fields a word's own term is looked up in (its Polish stem goes to "pl"). */
export const WORD_FIELDS = FIELDS.filter((f) => f !== "pl");
export const STORED = ["kind", "key", "label", "url", "tda", "rules", "verdict", "snip", "covered"];

export const indexOptions = { idField: "n", fields: FIELDS, storeFields: STORED, tokenize, processTerm };

// ------------------------------------------------------------------------------------ rule numbers
const RULE_WORD = "(?:tda(?:\\s*2024)?|r|rule|rules|rule\\s*no|reg|regula|reguła|reguly|reguły|przepis|przepisu|przepisy|zasada|zasady|art|artykul|artykuł|правило|правила|правилу|пункт|п)";
const PART = "(?:[\\s.-]?([a-hа-и]))?";
const NUMBER = `(?:(rp|рп|recommended\\s+procedure|procedura|процедура)[\\s.-]*)?(\\d{1,2})${PART}`;
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
