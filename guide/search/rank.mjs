// node guide/search/rank.mjs [HTML_DIR] < queries.json: the first results of each query as JSON, ranked as the
// page ranks them (the same engine.js and index), for scoring a query file without a browser.
import { readFileSync } from "node:fs";
import { Search } from "./engine.js";
const dir = process.argv[2] || "_build/html";
globalThis.window = {};
new Function("window", readFileSync(`${dir}/_static/rs-search-index.js`, "utf8"))(globalThis.window);
const s = new Search(window.RS_INDEX);
const queries = JSON.parse(readFileSync(0, "utf8"));
const top = (q) => s.search(q).hits.slice(0, Number(process.env.N || 3)).map((h) => ({
  kind: h.doc.kind, key: h.doc.key || "", tda: h.doc.tda || "", rules: h.doc.rules || [], title: h.doc.label }));
process.stdout.write(JSON.stringify(queries.map(top)));
