// node guide/search/try.mjs [HTML_DIR] "query" ...: the first results of each query, as the page ranks them, and
// how its words were read (their keys and how the forms table found them).
import { readFileSync } from "node:fs";
import { Search } from "./engine.js";
import { words } from "./analyzer.js";
const args = process.argv.slice(2);
const dir = args[0] && !args[0].includes(" ") && args[0].endsWith("html") ? args.shift() : "_build/html";
const text = readFileSync(`${dir}/_static/rs-search-index.js`, "utf8");
globalThis.window = {};
new Function("window", text)(globalThis.window);
const t0 = performance.now();
const s = new Search(window.RS_INDEX);
console.log(`index loaded in ${(performance.now() - t0).toFixed(0)} ms`);
for (const q of args) {
  const t = performance.now();
  const { hits, parsed, confidence } = s.search(q);
  const plan = s.plan(parsed.words || q);
  console.log(`\n${q}  (${(performance.now() - t).toFixed(1)} ms; ${JSON.stringify(parsed)}; confidence ${JSON.stringify(confidence)})`);
  console.log("  words: " + words(parsed.words || q).map((w) => `${w}=${s.forms.keys(w).map((x) => Array.isArray(x) ? x.join("|") : x).join(":")}`).join(" ") +
    "  kinds: " + JSON.stringify(plan.kinds));
  for (const h of hits.slice(0, Number(process.env.N || 5))) console.log(`  ${h.score.toFixed(2).padStart(7)} ${h.doc.kind.padEnd(7)} ${h.doc.label}`);
}
