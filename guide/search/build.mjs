/* The guide's search index and search script, made at `make guide` (guide/rssearch.py runs this after Sphinx):

     node guide/search/build.mjs DOCS.json OUT_STATIC_DIR

   DOCS.json (written by guide/rssearch.py) holds the documents (ruling cards, TDA 2024 rule entries, source rule
   lines, page sections) and the TDA 2024 rule table. This indexes them with MiniSearch, using the analyzer the
   page uses (analyzer.js), and writes into OUT_STATIC_DIR:

     rs-search-index.js   window.RS_INDEX = {index: <MiniSearch.toJSON()>, rules: {...}}: a plain script, so the
                          search page works from a folder (file://), where fetching a JSON file is refused
     rs-search.js         the search page's script: app.js with MiniSearch and the stemmers, bundled by esbuild
                          into one minified script (no module loading, nothing from another host)
     rs-search-licences.txt  the licences of the bundled libraries

   Prints one line: the sizes written. */

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import * as esbuild from "esbuild";
import MiniSearch from "minisearch";

import { indexOptions, termsOf, tokenize } from "./analyzer.js";

const HERE = dirname(fileURLToPath(import.meta.url));
const [docsPath, outDir] = process.argv.slice(2);
if (!docsPath || !outDir) {
  console.error("usage: node build.mjs DOCS.json OUT_STATIC_DIR");
  process.exit(2);
}

const data = JSON.parse(readFileSync(docsPath, "utf8"));
const engine = new MiniSearch(indexOptions);
// empty fields are left out: nothing to index, nothing to store
const bare = (doc) => Object.fromEntries(Object.entries(doc).filter(([, v]) => v !== "" && v !== null && !(Array.isArray(v) && !v.length)));
// a result's address is stored as its page's number and its anchor ("3#IA-10-1"): the pages are listed once
const pages = [...new Set(data.docs.map((doc) => doc.url.split("#")[0]))];
const short = (url) => { const [page, anchor] = url.split("#"); return pages.indexOf(page) + "#" + (anchor || ""); };
engine.addAll(data.docs.map((doc, n) => ({ n, ...bare({ ...doc, url: short(doc.url) }) })));
// Polish and Russian words and their English ones, as terms: [[terms of each word], [terms of the English]]
const asTerms = (text) => tokenize(text).map(termsOf).filter((t) => t.length);
const translate = (data.translate || []).map(([other, en]) => [asTerms(other), asTerms(en).flat()]).filter(([a, b]) => a.length && b.length);
// the terms of everyday Polish and Russian words that are not also English terms ("dealer")
const english = new Set((data.everyday || []).flatMap(([, en]) => asTerms(en).flat()));
const everyday = [...new Set((data.everyday || []).flatMap(([w]) => asTerms(w).flat()))].filter((t) => !english.has(t));
const payload = { index: engine.toJSON(), pages, rules: data.rules, official: data.official, translate, everyday };
const indexJs = "window.RS_INDEX=" + JSON.stringify(payload) + ";\n";
writeFileSync(join(outDir, "rs-search-index.js"), indexJs);

const pkg = (name) => JSON.parse(readFileSync(join(HERE, "node_modules", name, "package.json"), "utf8"));
const banner = `/* rulescore guide search. Bundles MiniSearch ${pkg("minisearch").version} (MIT licence, (c) Luca Ongaro) and ` +
  `@orama/stemmers ${pkg("@orama/stemmers").version} (Apache-2.0, (c) OramaSearch Inc.; Snowball stemmers, BSD): ` +
  `see rs-search-licences.txt. */`;
const result = await esbuild.build({
  entryPoints: [join(HERE, "app.js")], bundle: true, minify: true, format: "iife", target: ["es2020"],
  outfile: join(outDir, "rs-search.js"), banner: { js: banner }, legalComments: "none", write: true, metafile: true,
  logLevel: "warning",
});
const licences = [["minisearch", "LICENSE.txt"], ["@orama/stemmers", "LICENSE.md"]]
  .map(([name, file]) => `${name} ${pkg(name).version}\n${"-".repeat(40)}\n${readFileSync(join(HERE, "node_modules", name, file), "utf8")}`);
writeFileSync(join(outDir, "rs-search-licences.txt"), licences.join("\n\n"));

const scriptBytes = Object.values(result.metafile.outputs).reduce((s, o) => s + o.bytes, 0);
console.log(`search: ${data.docs.length} documents, ${payload.index.index.length} terms; ` +
  `rs-search-index.js ${(Buffer.byteLength(indexJs) / 1024).toFixed(0)} KiB, rs-search.js ${(scriptBytes / 1024).toFixed(0)} KiB`);
