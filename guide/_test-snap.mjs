// The Rule my hand page's Python, started once at build time: guide/runtime.py calls
//   node guide/rule-snapshot.mjs INDEX_URL STDLIB OUT WHEEL...
// It starts Pyodide (the page's own runtime) on the page's standard library, installs the wheels, imports
// rulescore and uses the page once (rulescore.explorer.phone.warm), then writes a memory snapshot of that
// Python to OUT. The page restores it instead of starting Python and importing rulescore itself: a first
// visit then rules in about a second of CPU instead of ten or more. A snapshot made in Node restores in a
// browser (the same WebAssembly module; no JavaScript object is held across it).
import fs from "fs";
import path from "path";
import { pathToFileURL } from "url";

const [indexURL, stdlib, out, ...wheels] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
// -OO (PYTHONOPTIMIZE=2: no docstrings, no asserts in the code objects): the package's docstrings are a good
// part of the memory its imported code takes, and the snapshot must fit the runtime's initial memory.
const py = await loadPyodide({indexURL, stdLibURL: stdlib, _makeSnapshot: true,
  env: {HOME: "/home/pyodide", PYTHONOPTIMIZE: "2"}, stdout: () => {},
  stderr: (l) => console.error(l)});
const initial = py._module.HEAP8.length;
for (const w of wheels) py.FS.writeFile("/tmp/" + path.basename(w), fs.readFileSync(w));

py.runPython(`
import gc, importlib, os, sysconfig, zipfile
_site = os.path.realpath(sysconfig.get_paths()["purelib"])
for _name in sorted(os.listdir("/tmp")):
    if _name.endswith(".whl"):
        zipfile.ZipFile("/tmp/" + _name).extractall(_site)
        os.remove("/tmp/" + _name)
importlib.invalidate_caches()
import rulescore.explorer.phone
rulescore.explorer.phone.warm()
del _name, _site
gc.collect()
`);
if (py._module.HEAP8.length > initial) {
  console.error(`the page's Python outgrew the runtime's initial memory (${initial} bytes, now ${py._module.HEAP8.length}): no snapshot`);
  console.error("(test: going on)");
}
fs.writeFileSync(out, py.makeMemorySnapshot());
