"""The in-browser runtime of the guide's "Rule my hand" page (guide/rule-my-hand.md): Python compiled to
WebAssembly (Pyodide, from the npm registry, pinned by package.json and package-lock.json) and rulescore
with its pure-Python dependencies as wheels. ``make guide`` (guide/build.py) calls it; nothing is installed
by hand.

:func:`prepare` (before Sphinx runs)
    ``npm ci`` when ``node_modules/pyodide`` is missing or is not the locked version; the wheels into
    ``_build/wheels`` when missing or older than what they are built from: rulescore itself (``pip wheel
    --no-deps``, from a copy of the package's files, so no build folder is left in the checkout) and the
    dependencies it needs to rule, followed through the wheels' own metadata from rulescore's, at the
    versions of ``requirements/constraints.txt``. Left out (:data:`NOT_IN_BROWSER`): PyYAML, jsonschema and
    fastjsonschema, which are not pure Python or only check the catalogue; the ruling path does without them
    (rulescore.yamlio, tests/test_phone.py).
:func:`install` (Sphinx's build-finished, guide/conf.py)
    copies the runtime into ``_build/html/rule/pyodide-<version>/`` and the wheels into
    ``_build/html/rule/wheels/`` with a Pyodide lock file of their own (names, versions, dependencies,
    SHA-256: Pyodide checks each wheel), and writes the service worker ``_build/html/rule-sw.js``: the list of
    every file the page needs (the page, its stylesheets, scripts and fonts, the runtime, the wheels), each with
    its SHA-256, so that it caches them on the first visit, fetches again only what a new build changed, and
    serves the page with no network afterwards; and GUIDE, the guide's other pages and what they load, which
    it keeps after the page's first ruling, so that every link of the page opens offline. Only the page
    registers it (its scope is the whole guide); no other page downloads the runtime. Every text-like file
    the page loads (the WebAssembly module, the scripts, the standard library) gets a gzip copy beside it
    (``name.gz``), which guide/serve.py and static hosts that serve precompressed files (nginx
    ``gzip_static``, most CDNs) send instead.
:func:`download_bytes`
    what a first visit downloads for the runtime and the wheels, compressed (the page says "about N MB,
    once"); :func:`page_data` the page's words and lists (from rulescore itself) for its form;
:func:`snapshot_key`
    the name under which the page keeps its memory snapshot of Python (it changes with any wheel).
"""

from __future__ import annotations

import hashlib
import json
import posixpath
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile
import zlib
from email.parser import Parser
from pathlib import Path
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
PYODIDE = NODE_MODULES / "pyodide"
WHEELS = ROOT / "_build" / "wheels"
CONSTRAINTS = ROOT / "requirements" / "constraints.txt"
PAGE = "rule-my-hand"
#: Where the runtime goes in the site.
SITE_DIR = "rule"
SERVICE_WORKER = "rule-sw.js"
#: The files of the npm package the page loads (the rest is for Node, types and source maps).
RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
#: rulescore's dependencies that the ruling path does not import (not pure Python, or the catalogue's schema
#: checks; charset-normalizer only detects the encoding of a hand-history file; without phevaluator a
#: showdown's high hands are ranked by pokerkit); they stay dependencies of a normal install.
NOT_IN_BROWSER = frozenset({"pyyaml", "jsonschema", "fastjsonschema", "phevaluator", "charset-normalizer"})
#: What the wheels are built from (a newer one rebuilds rulescore's wheel).
PACKAGE_SOURCES = ("pyproject.toml", "README.md", "rulescore", "data")


def _norm(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def locked_version() -> str:
    """The Pyodide version package-lock.json pins."""
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    return lock["packages"]["node_modules/pyodide"]["version"]


def runtime_dir_name() -> str:
    return f"pyodide-{locked_version()}"


def npm_installed() -> bool:
    """Whether node_modules holds the locked Pyodide with every file the page loads (``npm ci`` has run)."""
    installed = PYODIDE / "package.json"
    return installed.exists() and json.loads(installed.read_text(encoding="utf-8"))["version"] == locked_version() \
        and all((PYODIDE / f).exists() for f in RUNTIME_FILES)


def npm_ci() -> None:
    """``npm ci`` (the locked versions, nothing else) unless node_modules already holds them."""
    if npm_installed():
        return
    npm = shutil.which("npm")
    if npm is None:
        sys.exit("guide: npm is missing (the Rule my hand page needs Node's npm to install Pyodide: "
                 "apt-get install -y nodejs npm, or Node from nodejs.org)")
    print(f"guide: npm ci (pyodide {locked_version()})", flush=True)
    subprocess.run([npm, "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT,
                   check=True)


def _constraints() -> dict[str, str]:
    out = {}
    for line in CONSTRAINTS.read_text(encoding="utf-8").splitlines():
        m = re.match(r"^([A-Za-z0-9_.\-]+)==([^\s;#]+)", line.strip())
        if m:
            out[_norm(m.group(1))] = m.group(2)
    return out


def _browser() -> dict[str, str]:
    """The environment markers of the browser runtime (Pyodide's Python, WebAssembly, Emscripten)."""
    python = json.loads((PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]["python"]
    return {"python_version": ".".join(python.split(".")[:2]), "python_full_version": python,
            "sys_platform": "emscripten", "platform_system": "Emscripten", "platform_machine": "wasm32",
            "os_name": "posix", "implementation_name": "cpython", "platform_python_implementation": "CPython",
            "extra": ""}


def _metadata(wheel: Path) -> tuple[str, str, list[str]]:
    """(name, version, the dependencies it needs in the browser runtime, no extras) of a wheel."""
    from packaging.requirements import Requirement

    with zipfile.ZipFile(wheel) as z:
        meta = next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))
        msg = Parser().parsestr(z.read(meta).decode("utf-8"))
    deps = []
    for line in msg.get_all("Requires-Dist") or []:
        req = Requirement(line)
        if req.marker is None or req.marker.evaluate(_browser()):
            deps.append(_norm(req.name))
    return _norm(msg["Name"]), msg["Version"], deps


def _newest(paths: list[Path]) -> float:
    newest = 0.0
    for p in paths:
        if p.is_dir():
            newest = max([newest] + [f.stat().st_mtime for f in p.rglob("*") if f.is_file()
                                     and "__pycache__" not in f.parts])
        elif p.exists():
            newest = max(newest, p.stat().st_mtime)
    return newest


def _pip_wheel(args: list[str], cwd: Path) -> None:
    cmd = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--disable-pip-version-check",
           "-w", str(WHEELS), *args]
    proc = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if proc.returncode:
        sys.exit(f"guide: pip wheel {' '.join(args)} failed:\n{proc.stdout}{proc.stderr}")


def wheels() -> list[Path]:
    """Build (when stale) and return the wheels the page installs, rulescore's first."""
    WHEELS.mkdir(parents=True, exist_ok=True)
    ours = sorted(WHEELS.glob("rulescore-*.whl"))
    if not ours or ours[0].stat().st_mtime < _newest([ROOT / p for p in PACKAGE_SOURCES]):
        for old in ours:
            old.unlink()
        with tempfile.TemporaryDirectory() as tmp:   # a copy: setuptools leaves build/ and *.egg-info behind
            src = Path(tmp) / "src"
            src.mkdir()
            for name in PACKAGE_SOURCES:
                path = ROOT / name
                if path.is_dir():
                    shutil.copytree(path, src / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
                else:
                    shutil.copy2(path, src / name)
            _pip_wheel([str(src)], cwd=Path(tmp))
        ours = sorted(WHEELS.glob("rulescore-*.whl"))
    pins = _constraints()
    want: list[str] = []
    todo = [d for d in _metadata(ours[0])[2] if d not in NOT_IN_BROWSER]
    while todo:
        name = todo.pop(0)
        if name in want:
            continue
        if name not in pins:
            sys.exit(f"guide: {name} (a dependency of the Rule my hand page) is not pinned in {CONSTRAINTS.name}")
        want.append(name)
        found = _find(name, pins[name])
        if found is None or found.stat().st_mtime < CONSTRAINTS.stat().st_mtime:
            if found is not None:
                found.unlink()
            _pip_wheel(["-c", str(CONSTRAINTS), f"{name}=={pins[name]}"], cwd=ROOT)
            found = _find(name, pins[name])
            if found is None or not found.name.endswith("-none-any.whl"):
                sys.exit(f"guide: {name} {pins[name]} has no pure-Python wheel; the browser runtime cannot use it")
        todo += [d for d in _metadata(found)[2] if d not in NOT_IN_BROWSER]
    deps = [_find(n, pins[n]) for n in want]
    keep = {ours[0], *deps}
    for stray in WHEELS.glob("*.whl"):
        if stray not in keep:
            stray.unlink()
    return [ours[0], *[d for d in deps if d is not None]]


def _find(name: str, version: str) -> Path | None:
    for w in WHEELS.glob("*.whl"):
        n, v = w.name.split("-")[:2]
        if _norm(n) == name and v == version:
            return w
    return None


def prepare() -> list[Path]:
    """Everything the page's runtime needs before the site is built: node_modules, the wheels, the trimmed
    standard library and the memory snapshot of the page's Python."""
    npm_ci()
    found = wheels()
    memory_snapshot()
    return found


def gzipped(data: bytes) -> bytes:
    """``data`` as gzip at the highest level, with no file name or time in its header (the same bytes for
    the same input: the build stays reproducible)."""
    co = zlib.compressobj(9, zlib.DEFLATED, 31)
    return co.compress(data) + co.flush()


#: Files worth a precompressed copy (those that are not compressed already, like the wheels).
COMPRESS = (".wasm", ".mjs", ".js", ".css", ".html", ".json", ".zip", ".svg", ".txt", ".mem")


def _gz_size(path: Path) -> int:
    """Bytes a browser downloads for ``path``: the smallest of the file and the copies :func:`_precompress`
    writes (gzip; brotli for the large runtime files), as guide/serve.py and static hosts send them."""
    if not path.name.endswith(COMPRESS) or (path.suffix == ".zip" and _compressed_zip(path)):
        return path.stat().st_size
    sizes = [path.stat().st_size, len(_packed(path, "gz"))]
    if path.stat().st_size >= BROTLI_FROM and _brotli() is not None:
        sizes.append(len(_packed(path, "br")))
    return min(sizes)


#: Files this large get a brotli copy too (the WebAssembly module, the snapshot, the standard library).
BROTLI_FROM = 200_000


def _brotli():
    try:
        import brotli
    except ImportError:   # the guide builds without it: gzip copies only
        return None
    return brotli


def _packed(path: Path, how: str) -> bytes:
    """``path`` compressed (``gz`` or ``br``), kept in _build/gz/ by content hash: the runtime's large files
    are compressed once, not at every build (brotli at its best level for the files of the npm package,
    which change only with its version)."""
    data = path.read_bytes()
    cache = ROOT / "_build" / "gz" / f"{hashlib.sha256(data).hexdigest()}.{how}"
    if cache.exists():
        return cache.read_bytes()
    if how == "gz":
        out = gzipped(data)
    else:
        quality = 11 if PYODIDE in path.resolve().parents or path.name.endswith(".wasm") else 9
        out = _brotli().compress(data, quality=quality, lgwin=24)
    cache.parent.mkdir(parents=True, exist_ok=True)
    tmp = cache.with_suffix(".tmp")
    tmp.write_bytes(out)
    tmp.replace(cache)
    return out


def _compressed_zip(path: Path) -> bool:
    with zipfile.ZipFile(path) as z:
        return any(i.compress_type != zipfile.ZIP_STORED for i in z.infolist())


def download_bytes() -> int:
    """Bytes a first visit downloads for the runtime and the wheels, as a host that sends the gzip copies
    sends them (besides the page and the guide's own stylesheets and scripts, which every page loads)."""
    mem = memory_snapshot()
    return (sum(_gz_size(runtime_file(f)) for f in RUNTIME_FILES) + sum(w.stat().st_size for w in wheels())
            + (_gz_size(mem) if mem else 0))


def page_data() -> dict[str, str]:
    """What the page's form needs before Python runs, as JSON: its words in each language (the templates
    of rulescore.explorer.phone_text) and the engine's games and streets (rulescore.records.vocabulary)."""
    from rulescore.explorer import phone, phone_text

    mem = memory_snapshot()
    return {"memory": f"{SITE_DIR}/{mem.name}" if mem else "",
            "labels": json.dumps({lang: phone_text.labels(lang) for lang in phone_text.LANGUAGES},
                                 ensure_ascii=False, separators=(",", ":")),
            "games": json.dumps(list(phone.GAMES)), "streets": json.dumps(list(phone.STREETS))}


def snapshot_key() -> str:
    """The name of the page's memory snapshot of Python (app.js keeps one per key): it changes with the
    runtime's version and with any wheel, so a build that changes either makes the page start afresh once."""
    mem = memory_snapshot()
    text = runtime_dir_name() + "".join(_sha(w) for w in wheels()) + (_sha(mem) if mem else "")
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def megabytes(n: int) -> str:
    """``14`` for 14.3 MB (whole megabytes of a million bytes; one decimal under ten)."""
    mb = n / 1e6
    return f"{mb:.0f}" if mb >= 10 else f"{mb:.1f}"


def _sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _imports(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as z:
        tops = {n.split("/")[0] for n in z.namelist() if not n.split("/")[0].endswith((".dist-info", ".data"))}
    return sorted(t.removesuffix(".py") for t in tops)


#: Standard-library modules the runtime itself needs whatever rulescore imports: Pyodide's start-up and
#: the page's wheel installer (app.js INSTALL), and the text codecs Python looks up by name.
RUNTIME_NEEDS = ("_pyodide", "pyodide", "site", "sysconfig", "zipfile", "hashlib", "json", "importlib",
                 "_sysconfigdata__emscripten_wasm32-emscripten", "encodings.aliases", "encodings.utf_8",
                 "encodings.utf_8_sig", "encodings.latin_1", "encodings.ascii", "encodings.idna",
                 "encodings.raw_unicode_escape", "encodings.unicode_escape", "encodings.utf_16", "encodings.utf_32",
                 "encodings.cp1252", "encodings.cp437", "encodings.punycode")


#: Standard-library packages that the wheels name only off the page's path (the CLI, tests, debuggers, process
#: pools, network clients): followed from the wheels they are left out (the runtime's own needs keep theirs).
OFF_THE_PAGE = frozenset({"unittest", "doctest", "pdb", "multiprocessing", "xmlrpc", "ftplib", "netrc", "tarfile",
                          "ctypes", "concurrent", "lzma", "bz2", "plistlib", "mimetypes", "http", "email", "xml",
                          "argparse", "runpy", "pydoc", "pickletools", "mailbox", "imaplib", "smtplib",
                          "tkinter", "sqlite3", "curses", "idlelib", "ensurepip", "venv", "wsgiref", "turtle"})


def _imported(source: bytes, name: str, is_pkg: bool) -> set[str]:
    """Absolute names a module imports anywhere (in functions too: a superset of what it may need)."""
    import ast

    try:
        tree = ast.parse(source)
    except SyntaxError:
        return set()
    out = set()
    package = name if is_pkg else name.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            out |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")[: len(package.split(".")) - node.level + 1] if package else []
                base = ".".join([*parts, base] if base else parts)
            out.add(base)
            out |= {f"{base}.{a.name}" for a in node.names}
    return {n for n in out if n}


def trimmed_stdlib(wheels_: list[Path]) -> Path:
    """Pyodide's standard library with only what rulescore, its wheels and the runtime import (followed
    through every import statement, in functions too), stored uncompressed so that the whole file
    compresses well (served as gzip: a fraction of the 2.5 MB of the full library). Built into
    _build/runtime/ when the runtime or a wheel changes."""
    full = PYODIDE / "python_stdlib.zip"
    key = hashlib.sha256((runtime_dir_name() + "".join(_sha(w) for w in wheels_)).encode()).hexdigest()[:16]
    out = ROOT / "_build" / "runtime" / key / "python_stdlib.zip"
    if out.exists():
        return out
    with zipfile.ZipFile(full) as z:
        files = {i.filename: i for i in z.infolist() if not i.is_dir()}
        modules: dict[str, tuple[str, bool]] = {}
        for path in files:
            if path.endswith(".py"):
                is_pkg = path.endswith("/__init__.py")
                mod = path[: -len("/__init__.py")] if is_pkg else path[:-3]
                modules[mod.replace("/", ".")] = (path, is_pkg)
        todo: list[str] = list(RUNTIME_NEEDS)
        for w in wheels_:
            with zipfile.ZipFile(w) as wz:
                for n in wz.namelist():
                    if n.endswith(".py"):
                        todo += [m for m in _imported(wz.read(n), n[:-3].replace("/", "."), n.endswith("__init__.py"))
                                 if m.split(".")[0] not in OFF_THE_PAGE]
        keep: set[str] = set()

        def follow(names: list[str], deny: frozenset) -> None:
            while names:
                parts = names.pop().split(".")
                for k in range(1, len(parts) + 1):
                    mod = ".".join(parts[:k])
                    if mod in modules and mod not in keep:
                        keep.add(mod)
                        path, is_pkg = modules[mod]
                        names += [m for m in _imported(z.read(path), mod, is_pkg) if m.split(".")[0] not in deny]

        # the runtime's own needs in full, then what the wheels import, leaving out what is off the page
        follow(list(RUNTIME_NEEDS) + [m for m in modules if m.split(".")[0] in ("_pyodide", "pyodide")], frozenset())
        follow(todo[len(RUNTIME_NEEDS):], OFF_THE_PAGE)
        paths = {modules[m][0] for m in keep}
        for path in files:   # data files of the packages kept (none is large)
            top = path.rsplit("/", 1)[0].replace("/", ".") if "/" in path else ""
            if top in keep and not path.endswith(".py"):
                paths.add(path)
        out.parent.mkdir(parents=True, exist_ok=True)
        tmp = out.with_suffix(".tmp")
        with zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED) as dest:
            for path in sorted(paths):
                info = zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0))
                dest.writestr(info, z.read(path))
        tmp.replace(out)
    return out


SNAPSHOTTER = ROOT / "guide" / "rule-snapshot.mjs"


def memory_snapshot() -> Path | None:
    """A memory snapshot of the page's Python, made at build time (guide/rule-snapshot.mjs: Pyodide in Node,
    the page's standard library and wheels, rulescore imported and used once); the page restores it instead
    of starting Python afresh. Made again when the runtime, a wheel or the script changes; ``None`` without
    Node (the page then starts Python itself)."""
    source = wheels()
    stdlib = trimmed_stdlib(source)
    key = hashlib.sha256((_sha(stdlib) + _sha(SNAPSHOTTER) + "".join(_sha(w) for w in source)).encode()).hexdigest()[:16]
    out = ROOT / "_build" / "runtime" / f"python-{key}.mem"
    failed = out.with_suffix(".failed")
    if out.exists():
        return out
    if failed.exists():   # tried with these inputs: the page starts Python itself (said once, at that build)
        return None
    node = shutil.which("node")
    if node is None:
        return None
    print("guide: a memory snapshot of the Rule my hand page's Python (Pyodide in Node)", flush=True)
    tmp = out.with_suffix(".tmp")
    proc = subprocess.run([node, str(SNAPSHOTTER), str(PYODIDE) + "/", str(stdlib), str(tmp), *map(str, source)],
                          capture_output=True, text=True)
    if proc.returncode or not tmp.exists():
        print(f"guide: no memory snapshot (the page starts Python itself): {proc.stderr.strip()[-300:]}", flush=True)
        failed.parent.mkdir(parents=True, exist_ok=True)
        failed.write_text(proc.stderr[-2000:], encoding="utf-8")
        return None
    tmp.replace(out)
    return out


def runtime_file(name: str) -> Path:
    """Where the page's copy of runtime file ``name`` comes from (the trimmed standard library)."""
    return trimmed_stdlib(wheels()) if name == "python_stdlib.zip" else PYODIDE / name


def lock_file(wheels_: list[Path]) -> dict:
    """A Pyodide lock file that lists the page's wheels only (``loadPyodide({lockFileURL, packages})``)."""
    info = json.loads((PYODIDE / "pyodide-lock.json").read_text(encoding="utf-8"))["info"]
    packages = {}
    for w in wheels_:
        name, version, deps = _metadata(w)
        packages[name] = {"name": name, "version": version, "file_name": w.name, "install_dir": "site",
                          "sha256": _sha(w), "package_type": "package", "imports": _imports(w),
                          "depends": [d for d in deps if d not in NOT_IN_BROWSER], "unvendored_tests": False,
                          "tool": {}}
    return {"info": info, "packages": packages}


_LOCAL_REF = re.compile(r"""<(?:link|script|img|source)\b[^>]*?\b(?:href|src)=["']([^"'#]+)["']""", re.I)
_CSS_URL = re.compile(r"""url\(\s*['"]?([^'")]+?)['"]?\s*\)|@import\s+['"]([^'"]+)['"]""")


def page_assets(outdir: Path, page: Path) -> list[str]:
    """Site-relative URLs of what the page loads: its stylesheets and scripts, their fonts and images (query
    strings kept: the theme versions its files with them)."""
    seen: dict[str, None] = {}

    def add(url: str, base: str) -> None:
        parts = urlsplit(url)
        if parts.scheme or parts.netloc or url.startswith(("data:", "blob:")):
            return
        rel = posixpath.normpath(posixpath.join(posixpath.dirname(base), unquote(parts.path)))
        if rel.startswith("../") or not (outdir / rel).is_file():
            return
        key = rel + (f"?{parts.query}" if parts.query else "")
        if key in seen:
            return
        seen[key] = None
        if rel.endswith(".css"):
            for m in _CSS_URL.finditer((outdir / rel).read_text(encoding="utf-8", errors="replace")):
                add(m.group(1) or m.group(2), rel)

    base = page.relative_to(outdir).as_posix()
    for m in _LOCAL_REF.finditer(page.read_text(encoding="utf-8")):
        add(m.group(1), base)
    return list(seen)


def install(outdir: Path) -> dict:
    """Copy the runtime and the wheels into the built site and write the service worker; returns the file
    list the worker caches (``{url: {sha256, bytes}}``)."""
    page = outdir / f"{PAGE}.html"
    if not page.exists():
        return {}
    whls = wheels()
    rt = outdir / SITE_DIR / runtime_dir_name()
    rt.mkdir(parents=True, exist_ok=True)
    for f in RUNTIME_FILES:
        shutil.copy2(runtime_file(f), rt / f)
    wdir = outdir / SITE_DIR / "wheels"
    wdir.mkdir(parents=True, exist_ok=True)
    for w in whls:
        shutil.copy2(w, wdir / w.name)
    (wdir / "pyodide-lock.json").write_text(json.dumps(lock_file(whls), indent=1) + "\n", encoding="utf-8")
    urls = [f"{PAGE}.html", *page_assets(outdir, page)]
    urls += [f"{SITE_DIR}/{runtime_dir_name()}/{f}" for f in RUNTIME_FILES]
    urls += [f"{SITE_DIR}/wheels/{w.name}" for w in whls] + [f"{SITE_DIR}/wheels/pyodide-lock.json"]
    mem = memory_snapshot()
    if mem is not None:
        shutil.copy2(mem, outdir / SITE_DIR / mem.name)
        urls.append(f"{SITE_DIR}/{mem.name}")
    files = {}
    for url in dict.fromkeys(urls):
        path = outdir / url.split("?")[0]
        files[url] = {"sha256": _sha(path), "bytes": path.stat().st_size}
    guide = guide_files(outdir, set(files))
    for url in list(files) + guide:
        _precompress(outdir / url.split("?")[0])
    version = hashlib.sha256(json.dumps([files, {u: _sha(outdir / u.split("?")[0]) for u in guide}],
                                        sort_keys=True).encode()).hexdigest()[:16]
    template = (ROOT / "guide" / SERVICE_WORKER).read_text(encoding="utf-8")
    worker = (template.replace("@VERSION@", version)
              .replace("@FILES@", json.dumps({u: [f["sha256"], f["bytes"]] for u, f in files.items()}, indent=1))
              .replace("@GUIDE@", json.dumps(guide, indent=1)))
    (outdir / SERVICE_WORKER).write_text(worker, encoding="utf-8")
    return files


def guide_files(outdir: Path, known: set[str]) -> list[str]:
    """The guide's other pages and what they load (stylesheets, scripts, images, the search index), for the
    service worker to keep after the page's first ruling: every link of the page then opens offline."""
    out: dict[str, None] = {}
    for path in sorted(outdir.rglob("*.html")):
        rel = path.relative_to(outdir).as_posix()
        if rel.startswith(("_", SITE_DIR + "/")) or rel == f"{PAGE}.html":
            continue
        out[rel] = None
        for asset in page_assets(outdir, path):
            out[asset] = None
        for m in re.finditer(r'<img\b[^>]*\bsrc="([^"#]+)"', path.read_text(encoding="utf-8")):
            img = posixpath.normpath(posixpath.join(posixpath.dirname(rel), unquote(m.group(1))))
            if not img.startswith("../") and (outdir / img).is_file():
                out[img] = None
    return [u for u in out if u not in known]


def _precompress(path: Path) -> None:
    """Write ``path.gz`` (and for a large file ``path.br``) beside ``path`` when it is worth it
    (guide/serve.py and static hosts that serve precompressed files send them)."""
    if not path.is_file() or not path.name.endswith(COMPRESS) or path.stat().st_size < 1024:
        return
    if path.suffix == ".zip" and _compressed_zip(path):
        return
    kinds = ["gz"] + (["br"] if path.stat().st_size >= BROTLI_FROM and _brotli() is not None else [])
    for how in kinds:
        copy = path.with_name(f"{path.name}.{how}")
        if copy.exists() and copy.stat().st_mtime >= path.stat().st_mtime:
            continue
        data = _packed(path, how)
        if len(data) < path.stat().st_size * 0.9:
            copy.write_bytes(data)
