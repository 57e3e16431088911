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
    serves the page with no network afterwards. Its scope is the page alone: no other page of the guide
    registers it or downloads the runtime.
:func:`download_bytes`
    what a first visit downloads for the runtime and the wheels (the page says "about N MB, once");
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
    """Everything the page's runtime needs before the site is built: node_modules and the wheels."""
    npm_ci()
    return wheels()


def download_bytes() -> int:
    """Bytes of the runtime and the wheels: what a first visit of the page downloads (besides the page and
    the guide's own stylesheets and scripts, which every page loads)."""
    return sum((PYODIDE / f).stat().st_size for f in RUNTIME_FILES) + sum(w.stat().st_size for w in wheels())


def snapshot_key() -> str:
    """The name of the page's memory snapshot of Python (app.js keeps one per key): it changes with the
    runtime's version and with any wheel, so a build that changes either makes the page start afresh once."""
    text = runtime_dir_name() + "".join(_sha(w) for w in wheels())
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
        shutil.copy2(PYODIDE / f, rt / f)
    wdir = outdir / SITE_DIR / "wheels"
    wdir.mkdir(parents=True, exist_ok=True)
    for w in whls:
        shutil.copy2(w, wdir / w.name)
    (wdir / "pyodide-lock.json").write_text(json.dumps(lock_file(whls), indent=1) + "\n", encoding="utf-8")
    urls = [f"{PAGE}.html", *page_assets(outdir, page)]
    urls += [f"{SITE_DIR}/{runtime_dir_name()}/{f}" for f in RUNTIME_FILES]
    urls += [f"{SITE_DIR}/wheels/{w.name}" for w in whls] + [f"{SITE_DIR}/wheels/pyodide-lock.json"]
    files = {}
    for url in dict.fromkeys(urls):
        path = outdir / url.split("?")[0]
        files[url] = {"sha256": _sha(path), "bytes": path.stat().st_size}
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]
    template = (ROOT / "guide" / SERVICE_WORKER).read_text(encoding="utf-8")
    worker = template.replace("@VERSION@", version).replace(
        "@FILES@", json.dumps({u: f["sha256"] for u, f in files.items()}, indent=1))
    (outdir / SERVICE_WORKER).write_text(worker, encoding="utf-8")
    return files
