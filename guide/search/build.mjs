/* The guide's search index and search script, made at `make guide` (guide/rssearch.py runs this after Sphinx):

     node guide/search/build.mjs DOCS.json OUT_STATIC_DIR

   DOCS.json (written by guide/rssearch.py) holds the documents (ruling cards, TDA 2024 rule entries, source rule
   lines, page sections) and the TDA 2024 rule table. This indexes them with MiniSearch, using the analyzer the
   page uses (analyzer.js), and writes into OUT_STATIC_DIR:

     rs-search-index.js   window.RS_INDEX = {index: <MiniSearch.toJSON()>, rules: {...}}: a plain script, so the
                          search page works from a folder (file://), where fetching a JSON file is refused
     rs-search.js         the search page's script: app.js with MiniSearch, bundled by esbuild
                          into one minified script (no module loading, nothing from another host)
     rs-search-licences.txt  the licences of the bundled libraries

   Prints one line: the sizes written. */

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import * as esbuild from "esbuild";
import MiniSearch from "minisearch";

import { indexOptions, packIndex, unpackIndex } from "./analyzer.js";

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
// the documents' fields are keys already (guide/rssearch.py); the forms table, the translations and the lexicon
// are keys too: [[keys of each word], [keys of the English]]
const keysOf = (text) => String(text || "").split(" ").filter(Boolean);
const translate = (data.translate || []).map(([other, en]) => [keysOf(other).map((k) => [k]), keysOf(en)]).filter(([a, b]) => a.length && b.length);
const english = new Set((data.everyday || []).flatMap(([, en]) => keysOf(en)));
const everyday = [...new Set([...(data.everyday || []).flatMap(([w]) => keysOf(w)).filter((t) => !english.has(t)),
  ...(data.weak || [])])];
const serialized = engine.toJSON();
const packed = { ...serialized, index: packIndex(serialized.index) };
if (JSON.stringify(unpackIndex(packed.index)) !== JSON.stringify(JSON.parse(JSON.stringify(serialized.index)))) {
  console.error("build.mjs: the packed index does not read back as MiniSearch's");
  process.exit(1);
}
const payload = { index: packed, pages, rules: data.rules, official: data.official, forms: data.forms, translate, everyday,
  lexicon: data.lexicon };
const indexJs = "window.RS_INDEX=" + JSON.stringify(payload) + ";\n";
writeFileSync(join(outDir, "rs-search-index.js"), indexJs);

const pkg = (name) => JSON.parse(readFileSync(join(HERE, "node_modules", name, "package.json"), "utf8"));
const banner = `/* rulescore guide search. Bundles MiniSearch ${pkg("minisearch").version} (MIT licence, (c) Luca Ongaro) and ` +
  `see rs-search-licences.txt. */`;
const result = await esbuild.build({
  entryPoints: [join(HERE, "app.js")], bundle: true, minify: true, format: "iife", target: ["es2020"],
  outfile: join(outDir, "rs-search.js"), banner: { js: banner }, legalComments: "none", write: true, metafile: true,
  logLevel: "warning",
});
const licences = [["minisearch", "LICENSE.txt"]]
  .map(([name, file]) => `${name} ${pkg(name).version}\n${"-".repeat(40)}\n${readFileSync(join(HERE, "node_modules", name, file), "utf8")}`);
writeFileSync(join(outDir, "rs-search-licences.txt"), licences.join("\n\n"));

const scriptBytes = Object.values(result.metafile.outputs).reduce((s, o) => s + o.bytes, 0);
console.log(`search: ${data.docs.length} documents, ${serialized.index.length} terms, forms table ${(data.forms.length / 1024).toFixed(0)} KiB; ` +
  `rs-search-index.js ${(Buffer.byteLength(indexJs) / 1024).toFixed(0)} KiB, rs-search.js ${(scriptBytes / 1024).toFixed(0)} KiB`);
