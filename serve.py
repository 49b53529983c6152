#!/usr/bin/env python3
"""Serve the app on this machine: `python3 serve.py`, then open the printed URL.

Builds dist/ first (npm ci from the lock file when needed, vendoring, the
precache list: see tools/build.py), then serves only dist/, bound to
127.0.0.1 unless --host says otherwise. No directory listings, no dotfiles,
nothing outside dist/.
"""
from __future__ import annotations

import argparse
import http.server
import os
import posixpath
import sys
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parent
# SEQGAMES_DIST: another build directory (engineers testing side by side).
DIST = Path(os.environ.get("SEQGAMES_DIST") or ROOT / "dist")

MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".wasm": "application/wasm",
    ".py": "text/x-python; charset=utf-8",
    ".zip": "application/zip",
    ".png": "image/png",
    ".svg": "image/svg+xml",
    ".ico": "image/x-icon",
    ".txt": "text/plain; charset=utf-8",
    ".md": "text/plain; charset=utf-8",
}


class AppHandler(http.server.SimpleHTTPRequestHandler):
    """Static files from `directory`, refusing anything that is not an app file."""

    server_version = "seqgames"
    sys_version = ""
    extensions_map = {"": "application/octet-stream", **MIME_TYPES}

    def safe_path(self) -> Path | None:
        """The file the request names, or None (and an error sent) if refused."""
        raw = urllib.parse.urlsplit(self.path).path
        path = urllib.parse.unquote(raw, errors="strict") if "%" in raw else raw
        parts = path.split("/")
        if "\\" in path or "\0" in path or any(p in ("..", ".") for p in parts):
            self.send_error(403, "Forbidden")
            return None
        if any(p.startswith(".") for p in parts if p):
            self.send_error(404, "Not found")
            return None
        root = Path(self.directory).resolve()
        target = (root / posixpath.normpath(path).lstrip("/")).resolve()
        if target != root and root not in target.parents:
            self.send_error(403, "Forbidden")
            return None
        if target.is_dir():
            if path.endswith("/") and (target / "index.html").is_file():
                return target / "index.html"
            self.send_error(404, "Not found")
            return None
        if not target.is_file():
            self.send_error(404, "Not found")
            return None
        return target

    def send_head(self):  # noqa: ANN201 - SimpleHTTPRequestHandler's signature
        try:
            target = self.safe_path()
        except UnicodeDecodeError:
            self.send_error(400, "Bad request")
            return None
        if target is None:
            return None
        # Hand the checked file to the parent implementation (caching headers, HEAD).
        self.path = "/" + target.relative_to(Path(self.directory).resolve()).as_posix()
        return super().send_head()

    def list_directory(self, path):  # noqa: ANN001, ANN201
        self.send_error(404, "Not found")
        return None

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("X-Content-Type-Options", "nosniff")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002
        if not self.server.quiet:
            super().log_message(format, *args)


class AppServer(http.server.ThreadingHTTPServer):
    daemon_threads = True
    quiet = False


def make_server(host: str, port: int, directory: Path = DIST, *, quiet: bool = False) -> AppServer:
    handler = lambda *a, **kw: AppHandler(*a, directory=str(directory), **kw)  # noqa: E731
    server = AppServer((host, port), handler)
    server.quiet = quiet
    return server


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8000, help="port (default 8000; 0 picks a free one)")
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    if not args.no_build:
        sys.path.insert(0, str(ROOT))
        from tools import build

        build.build()
    if not (DIST / "index.html").is_file():
        sys.exit("dist/ is missing: run without --no-build")
    server = make_server(args.host, args.port, quiet=args.quiet)
    host, port = server.server_address[:2]
    shown = "127.0.0.1" if host in ("0.0.0.0", "") else host
    print(f"Serving on http://{shown}:{port}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    os.umask(0o022)
    main()
