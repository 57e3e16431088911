"""Serve the built guide over HTTP on this machine: ``make serve`` (``python -m guide.serve [--port N] [--host H]``).

The "Rule my hand" page needs a web address: browsers load WebAssembly modules and service workers only over
HTTP(S), never from a folder. ``localhost`` counts as secure, so served here the page also keeps itself for
use offline. Any static host serves ``_build/html`` the same way (copy the folder); this is Python's own
file server with the types the page's runtime needs (``.mjs``, ``.wasm``), the build's brotli and gzip
copies of large files for clients that accept them, and ``Cache-Control: no-cache``,
so a rebuilt guide is picked up at the next load. Tests and ``make bench`` use :func:`serving`.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import functools
import http.server
import sys
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import ClassVar

ROOT = Path(__file__).resolve().parent.parent
HTML = ROOT / "_build" / "html"
TYPES = {".mjs": "text/javascript", ".js": "text/javascript", ".wasm": "application/wasm",
         ".whl": "application/zip", ".zip": "application/zip", ".json": "application/json",
         ".woff2": "font/woff2", ".svg": "image/svg+xml", ".yaml": "text/plain"}


class Handler(http.server.SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**http.server.SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Vary", "Accept-Encoding")
        super().end_headers()

    def send_head(self):  # type: ignore[override]
        """A file's brotli or gzip copy (``name.br``, ``name.gz``, written by the build) to a client that
        accepts it, with the file's own type: what static hosts that serve precompressed files do."""
        path = Path(self.translate_path(self.path))
        accepted = self.headers.get("Accept-Encoding", "")
        gz = next((path.with_name(f"{path.name}.{ext}") for ext, name in (("br", "br"), ("gz", "gzip"))
                   if name in accepted and path.with_name(f"{path.name}.{ext}").is_file()), path)
        if path.is_file() and gz != path:
            stamp = email.utils.formatdate(int(path.stat().st_mtime), usegmt=True)
            if self.headers.get("If-Modified-Since") == stamp:   # the copy the browser holds is current
                self.send_response(304)
                self.end_headers()
                return None
            try:
                handle = open(gz, "rb")  # noqa: SIM115 - the server copies it out and closes it
            except OSError:
                return super().send_head()
            self.send_response(200)
            self.send_header("Content-Type", self.guess_type(str(path)))
            self.send_header("Content-Encoding", "br" if gz.suffix == ".br" else "gzip")
            self.send_header("Content-Length", str(gz.stat().st_size))
            self.send_header("Last-Modified", stamp)
            self.end_headers()
            return handle
        return super().send_head()

    def copyfile(self, source, outputfile) -> None:
        """Copy a file body, counting it (:meth:`_count`)."""
        start = source.tell() if hasattr(source, "tell") else 0
        super().copyfile(source, outputfile)
        if hasattr(source, "tell"):
            self._count(source.tell() - start)

    def _count(self, n: int) -> None:
        """Bytes of a file body sent, by path (``server.sent``, when the caller keeps one: ``make bench``)."""
        sent = getattr(self.server, "sent", None)
        if sent is not None:
            sent.append((self.path, n))

    def log_message(self, format: str, *args) -> None:  # quiet unless asked for (--log)
        if getattr(self.server, "verbose", False):
            super().log_message(format, *args)


@contextlib.contextmanager
def serving(directory: Path = HTML, *, host: str = "127.0.0.1", port: int = 0,
            sent: list | None = None) -> Iterator[str]:
    """Serve ``directory`` in a background thread; yields its address (``http://127.0.0.1:PORT/``).
    ``sent``: a list that gets ``(path, bytes)`` for every file body sent (what a visit downloads)."""
    server = http.server.ThreadingHTTPServer((host, port), functools.partial(Handler, directory=str(directory)))
    server.sent = sent  # type: ignore[attr-defined]
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{host}:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(description="serve the built guide (_build/html) over HTTP")
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--host", default="127.0.0.1", help="127.0.0.1 (default); 0.0.0.0 for other devices")
    ap.add_argument("--log", action="store_true", help="print every request")
    ap.add_argument("directory", nargs="?", default=str(HTML))
    args = ap.parse_args(argv)
    if not (Path(args.directory) / "index.html").exists():
        sys.exit(f"serve: {args.directory} has no index.html; run make guide first")
    server = http.server.ThreadingHTTPServer((args.host, args.port),
                                             functools.partial(Handler, directory=args.directory))
    server.verbose = args.log  # type: ignore[attr-defined]
    shown = "localhost" if args.host == "127.0.0.1" else args.host
    print(f"serving {args.directory} at http://{shown}:{args.port}/ (Rule my hand: "
          f"http://{shown}:{args.port}/rule-my-hand.html); Ctrl-C stops", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
