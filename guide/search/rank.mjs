// node guide/search/rank.mjs [HTML_DIR] < queries.json: the first results of each query as JSON, ranked as the
// page ranks them (the same engine.js and index), for scoring a query file without a browser.
import { readFileSync } from "node:fs";
import { Search } from "./engine.js";
const dir = process.argv[2] || "_build/html";
globalThis.window = {};
new Function("window", readFileSync(`${dir}/_static/rs-search-index.js`, "utf8"))(globalThis.window);
const s = new Search(window.RS_INDEX);
const queries = JSON.parse(readFileSync(0, "utf8"));
// as the page (app.js) shows them: the entry of a lettered part named in the query is that part's
const top = (q) => { const { hits, answer } = s.search(q); return hits.slice(0, Number(process.env.N || 3)).map((h) => {
  const part = answer && h.doc === answer.doc && answer.part;
  return { kind: h.doc.kind, key: part ? `TDA ${h.doc.tda}-${part}` : h.doc.key || "", tda: h.doc.tda || "", rules: h.doc.rules || [],
    title: h.doc.label };
}); };
process.stdout.write(JSON.stringify(queries.map(top)));
