#!/usr/bin/env python3
"""Serve the app on this machine: `python3 serve.py`, then open the printed URL.

Builds dist/ first (npm ci from the lock file when needed, vendoring, the
precache list: see tools/build.py), then serves only dist/, bound to
127.0.0.1 unless --host says otherwise (an IPv6 address binds IPv6). No
directory listings, no dotfiles, nothing outside dist/. Every answer, errors
included, carries the security headers a static host should send
(docs/deploying.md, "Security headers"); idle connections time out and at
most MAX_CONNECTIONS are served at once; a request that fails in any way
gets an error status, never a traceback.
"""
from __future__ import annotations

import argparse
import email.utils
import errno
import functools
import http.server
import io
import ipaddress
import os
import posixpath
import socket
import sys
import threading
import time
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

# The smallest policy the app runs under (e2e/quality/test_csp.py plays each game
# under it and fails on any violation; docs/architecture.md, "serve.py", says
# why each source is there). Everything comes from this origin; no inline script.
CONTENT_SECURITY_POLICY = "; ".join([
    "default-src 'self'",
    # Online play (issue 68, chosen by the host): Trystero reaches Nostr relays by secure
    # WebSockets (wss:), or ws: on this machine (a relay of one's own, the tests' relay).
    "connect-src 'self' wss: ws://127.0.0.1:* ws://localhost:*",
    # 'unsafe-eval': PyScript 0.7 rebuilds its worker hooks with Function(), on
    # the page at start-up and in the worker (the app's own code needs no eval).
    # 'wasm-unsafe-eval': Pyodide compiles WebAssembly; 'unsafe-eval' allows it
    # too, this says so, and keeps it allowed the day 'unsafe-eval' can go.
    "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
    # PyScript starts its Python worker from a blob: URL; sw.js is 'self'.
    "worker-src 'self' blob:",
    # Styles are the stylesheet files index.html links, never inline: no <style>
    # element, no style attribute (values computed in Python go through the CSSOM).
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
])
SECURITY_HEADERS = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Embedder-Policy": "require-corp",
}
# A request's line and headers must all arrive within this long of its start
# (for a kept-alive connection, of the previous answer), and a connection that
# stops reading is closed after it too: a client dripping a byte every few
# seconds cannot hold a slot. Browsers send their request at once.
TIMEOUT_SECONDS = 30.0
# At most this many connections are served at once (one thread each); more get
# 503 at once. A browser opens at most 6 per host.
MAX_CONNECTIONS = 64


# Precompressed copies tools/build.py writes beside the large files, in order
# of preference: sent in place of the file to a browser that accepts them.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


def accepted_encodings(header: str | None) -> set[str]:
    """The content codings an Accept-Encoding header allows (q=0 refuses one)."""
    allowed = set()
    for item in (header or "")[:1000].split(","):
        name, _, params = item.strip().partition(";")
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key.strip().lower() == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if name and q > 0:
            allowed.add(name.strip().lower())
    return allowed


class DeadlineReader(io.RawIOBase):
    """A socket's bytes, read only until the handler's deadline: each read
    waits for at most the time left (a per-read timeout alone lets a client
    that drips one byte at a time keep a request open for ever)."""

    def __init__(self, sock: socket.socket, handler: "AppHandler") -> None:
        self.sock = sock
        self.handler = handler

    def readable(self) -> bool:
        return True

    def readinto(self, buffer) -> int:  # noqa: ANN001 - a writable buffer
        left = self.handler.deadline - time.monotonic()
        if left <= 0:
            raise TimeoutError("the request took longer than its deadline")
        self.sock.settimeout(left)
        return self.sock.recv_into(buffer)


class AppHandler(http.server.SimpleHTTPRequestHandler):
    """Static files from `directory`, refusing anything that is not an app file."""

    server_version = "seqgames"
    sys_version = ""
    extensions_map = {"": "application/octet-stream", **MIME_TYPES}
    # A request line without a valid version would get an HTTP/0.9 answer: no
    # status line, no headers. Nothing speaks 0.9 any more; answer in 1.0 so
    # that every answer carries the security headers.
    default_request_version = "HTTP/1.0"

    def setup(self) -> None:
        self.timeout = self.server.timeout_seconds  # read by StreamRequestHandler.setup
        super().setup()
        self.deadline = time.monotonic() + self.timeout
        self.rfile = io.BufferedReader(DeadlineReader(self.connection, self))

    def handle_one_request(self) -> None:
        """Answer one request. Whatever raises on the way ends in a 500 (or, once
        the answer has started, a closed connection) and one log line."""
        self.headers_sent = False
        self.vary = False
        self.deadline = time.monotonic() + self.timeout  # the line and the headers, all of them
        try:
            super().handle_one_request()  # closes the connection itself on a timeout
        except ConnectionError:  # the client went away: nobody to answer
            self.close_connection = True
        except Exception as error:  # noqa: BLE001 - the point is to catch everything
            self.close_connection = True
            self.log_error("internal error on %r: %r", getattr(self, "requestline", ""), error)
            if not self.headers_sent:
                self._headers_buffer = []  # drop a half-written answer's headers
                try:
                    self.send_error(500, "Internal server error")
                except OSError:
                    pass

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
        try:
            target = (root / posixpath.normpath(path).lstrip("/")).resolve()
            if target != root and root not in target.parents:
                self.send_error(403, "Forbidden")
                return None
            if target.is_dir():
                if path.endswith("/") and (target / "index.html").is_file():
                    return target / "index.html"
                self.send_error(404, "Not found")
                return None
            is_file = target.is_file()
        except OSError:  # a name the file system refuses (a segment over 255 bytes, ...)
            is_file = False
        if not is_file:
            self.send_error(404, "Not found")
            return None
        return target

    def send_head(self):  # noqa: ANN201 - SimpleHTTPRequestHandler's signature
        try:
            target = self.safe_path()
        except ValueError:  # not UTF-8 once decoded, or a URL urlsplit refuses
            self.send_error(400, "Bad request")
            return None
        if target is None:
            return None
        encoded = self.encoded(target)
        if encoded is not None:
            return encoded
        # Hand the checked file to the parent implementation (caching headers, HEAD).
        self.path = "/" + target.relative_to(Path(self.directory).resolve()).as_posix()
        return super().send_head()

    def encoded(self, target: Path):  # noqa: ANN201 - a file object or None
        """Send the headers of `target`'s precompressed copy if the browser takes it."""
        if not any(target.with_name(target.name + suffix).is_file() for _, suffix in ENCODINGS):
            return None
        self.vary = True
        allowed = accepted_encodings(self.headers.get("Accept-Encoding"))
        for coding, suffix in ENCODINGS:
            packed = target.with_name(target.name + suffix)
            if coding in allowed and packed.is_file():
                if self.not_modified(target):
                    self.send_response(304)
                    self.end_headers()
                    return None
                handle = open(packed, "rb")  # noqa: SIM115 - copyfile() reads it, the caller closes it
                try:
                    size = os.fstat(handle.fileno()).st_size
                    self.send_response(200)
                    self.send_header("Content-Type", self.guess_type(str(target)))
                    self.send_header("Content-Encoding", coding)
                    self.send_header("Content-Length", str(size))
                    self.send_header("Last-Modified", self.date_time_string(int(target.stat().st_mtime)))
                    self.end_headers()
                except BaseException:
                    handle.close()
                    raise
                return handle
        return None

    def not_modified(self, target: Path) -> bool:
        """True if the browser's copy (If-Modified-Since) is still this file's."""
        since = self.headers.get("If-Modified-Since")
        if not since or self.headers.get("If-None-Match"):
            return False
        try:
            when = email.utils.parsedate_to_datetime(since)
        except (TypeError, ValueError, IndexError, OverflowError):
            return False
        if when.tzinfo is None:
            return False
        return int(target.stat().st_mtime) <= when.timestamp()

    def list_directory(self, path):  # noqa: ANN001, ANN201
        self.send_error(404, "Not found")
        return None

    def end_headers(self) -> None:
        """Every answer (files and errors) gets the security headers."""
        self.send_header("Cache-Control", "no-cache")
        if getattr(self, "vary", False):  # the answer depends on Accept-Encoding
            self.send_header("Vary", "Accept-Encoding")
            self.vary = False
        for name, value in SECURITY_HEADERS.items():
            self.send_header(name, value)
        self.headers_sent = True
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002
        if not self.server.quiet:
            super().log_message(format, *args)


class AppServer(http.server.ThreadingHTTPServer):
    """One thread per connection, at most `max_connections` of them at once."""

    daemon_threads = True

    def __init__(self, address: tuple, handler: type, *, family: int, quiet: bool,
                 timeout_seconds: float, max_connections: int) -> None:
        self.address_family = family  # read by TCPServer.__init__ to make the socket
        self.quiet = quiet
        self.timeout_seconds = timeout_seconds
        self.slots = threading.BoundedSemaphore(max_connections)
        super().__init__(address, handler)

    def process_request(self, request: socket.socket, client_address: tuple) -> None:
        if not self.slots.acquire(blocking=False):
            self.refuse(request)
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self.slots.release()  # no thread started to release it
            raise

    def process_request_thread(self, request: socket.socket, client_address: tuple) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self.slots.release()

    def refuse(self, request: socket.socket) -> None:
        """Answer 503 from the accepting thread, without blocking it, and close."""
        head = "".join(f"{name}: {value}\r\n" for name, value in SECURITY_HEADERS.items())
        answer = ("HTTP/1.0 503 Service Unavailable\r\nContent-Length: 0\r\nRetry-After: 1\r\n"
                  f"Connection: close\r\n{head}\r\n")
        try:
            request.setblocking(False)
            request.send(answer.encode("ascii"))
        except OSError:
            pass
        self.shutdown_request(request)

    def handle_error(self, request: socket.socket, client_address: tuple) -> None:
        """One line instead of socketserver's traceback (the handler catches
        request errors itself; this is the last resort)."""
        if not self.quiet:
            error = sys.exc_info()[1]
            print(f"serve.py: error with {client_address[0]}: {error!r}", file=sys.stderr)


def make_server(host: str, port: int, directory: Path = DIST, *, quiet: bool = False,
                timeout: float = TIMEOUT_SECONDS, max_connections: int = MAX_CONNECTIONS) -> AppServer:
    """A server bound to `host` (a name, an IPv4 or an IPv6 address) and `port`.
    Raises OSError (socket.gaierror for an unknown host) if it cannot bind."""
    family, _, _, _, address = socket.getaddrinfo(
        host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)[0]
    handler = functools.partial(AppHandler, directory=str(directory))
    return AppServer(address, handler, family=family, quiet=quiet,
                     timeout_seconds=timeout, max_connections=max_connections)


def url(server: AppServer) -> str:
    """The URL to open: a wildcard address shows as loopback, IPv6 in brackets."""
    host, port = server.server_address[:2]
    address = ipaddress.ip_address(host.split("%")[0])
    if address.is_unspecified:
        host = "127.0.0.1" if address.version == 4 else "::1"
    return f"http://[{host}]:{port}/" if ":" in host else f"http://{host}:{port}/"


def port_number(text: str) -> int:
    """argparse type: a TCP port."""
    try:
        port = int(text)
    except ValueError:
        port = -1
    if not 0 <= port <= 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port: use 1 to 65535, or 0 for a free one")
    return port


def bind_error(error: OSError, host: str, port: int) -> str:
    """One line saying why the server could not start and what to do instead."""
    if isinstance(error, socket.gaierror):
        return f"serve.py: unknown host {host!r}: use an address of this machine, e.g. --host 127.0.0.1 or --host ::1"
    if error.errno == errno.EADDRINUSE:
        return (f"serve.py: port {port} is already in use on {host}: stop the program using it, "
                "or choose another port with --port (--port 0 picks a free one)")
    if error.errno == errno.EACCES:
        return f"serve.py: no permission to use port {port}: choose one above 1023 with --port"
    if error.errno == errno.EADDRNOTAVAIL:
        return (f"serve.py: {host} is not an address of this machine: "
                "use e.g. --host 127.0.0.1, --host ::1 or --host 0.0.0.0")
    return f"serve.py: cannot serve on {host} port {port}: {error.strerror or error}"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--host", default="127.0.0.1", help="address to bind (default 127.0.0.1)")
    parser.add_argument("--port", type=port_number, default=8000, help="port (default 8000; 0 picks a free one)")
    parser.add_argument("--no-build", action="store_true", help="serve dist/ as it is")
    parser.add_argument("--quiet", action="store_true", help="do not log requests")
    args = parser.parse_args(argv)
    try:  # before the build: a port in use is said at once, not after it
        server = make_server(args.host, args.port, quiet=args.quiet)
    except OSError as error:
        sys.exit(bind_error(error, args.host, args.port))
    if not args.no_build:
        sys.path.insert(0, str(ROOT))
        from tools import build

        build.build()
    if not (DIST / "index.html").is_file():
        sys.exit("dist/ is missing: run without --no-build")
    print(f"Serving on {url(server)}  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    os.umask(0o022)
    main()
