"""serve.py: MIME types, refused paths and traversal attempts."""
from __future__ import annotations

import http.client
import re
import subprocess
import sys
import threading
import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import serve  # noqa: E402

SECRET = b"top secret, outside the served directory"


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A served directory `site/` with a secret file beside it."""
    base = tmp_path_factory.mktemp("serve")
    (base / "secret.txt").write_bytes(SECRET)
    root = base / "site"
    files = {
        "index.html": b"<!doctype html><title>home</title>",
        "web/app.js": b"console.log(1)",
        "web/vendor/pyodide/pyodide.mjs": b"export {}",
        "web/vendor/pyodide/pyodide.asm.wasm": b"\0asm\1\0\0\0",
        "web/main.py": b"print('hi')",
        "pyscript.json": b"{}",
        "manifest.webmanifest": b"{}",
        "web/app.css": b"body{}",
        "web/app.zip": b"PK\5\6" + b"\0" * 18,
        "web/icons/icon-192.png": b"\x89PNG\r\n\x1a\n",
        "sw.js": b"self.addEventListener('fetch', () => {})",
        ".git/config": b"[core]",
        ".env": b"TOKEN=x",
        "web/.hidden.js": b"hidden",
        "empty-dir/placeholder.txt": b"x",
    }
    for rel, data in files.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_bytes(data)
    (root / "web" / "to-secret.txt").symlink_to(base / "secret.txt")
    return root


@pytest.fixture(scope="module")
def server(site: Path):
    srv = serve.make_server("127.0.0.1", 0, site, quiet=True)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv.server_address[1]
    srv.shutdown()
    srv.server_close()


def request(port: int, path: str, method: str = "GET") -> tuple[int, dict[str, str], bytes]:
    """Send `path` exactly as given (no client-side normalisation)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.putrequest(method, path, skip_accept_encoding=True)
    conn.endheaders()
    resp = conn.getresponse()
    body = resp.read()
    headers = {k.lower(): v for k, v in resp.getheaders()}
    conn.close()
    return resp.status, headers, body


@pytest.mark.parametrize(
    ("path", "mime"),
    [
        ("/", "text/html"),
        ("/index.html", "text/html"),
        ("/web/app.js", "text/javascript"),
        ("/web/vendor/pyodide/pyodide.mjs", "text/javascript"),
        ("/web/vendor/pyodide/pyodide.asm.wasm", "application/wasm"),
        ("/web/main.py", "text/x-python"),
        ("/pyscript.json", "application/json"),
        ("/manifest.webmanifest", "application/manifest+json"),
        ("/web/app.css", "text/css"),
        ("/web/app.zip", "application/zip"),
        ("/web/icons/icon-192.png", "image/png"),
        ("/sw.js", "text/javascript"),
    ],
)
def test_mime_types(server: int, site: Path, path: str, mime: str) -> None:
    status, headers, body = request(server, path)
    assert status == 200
    assert headers["content-type"].split(";")[0] == mime
    expected = site / ("index.html" if path == "/" else path.lstrip("/"))
    assert body == expected.read_bytes()
    assert headers["x-content-type-options"] == "nosniff"


def test_query_string_is_ignored(server: int) -> None:
    status, headers, _ = request(server, "/web/app.js?v=3")
    assert status == 200 and headers["content-type"].startswith("text/javascript")


def test_head_sends_no_body(server: int) -> None:
    status, headers, body = request(server, "/web/vendor/pyodide/pyodide.asm.wasm", "HEAD")
    assert status == 200 and body == b"" and headers["content-type"] == "application/wasm"


def test_post_is_refused(server: int) -> None:
    status, _, _ = request(server, "/index.html", "POST")
    assert status in (405, 501)


@pytest.mark.parametrize(
    "path",
    [
        "/web",
        "/web/",
        "/web/vendor/",
        "/empty-dir/",
        "/.git/config",
        "/.git/",
        "/.env",
        "/web/.hidden.js",
        "/%2egit/config",
        "/missing.html",
        "/tests/test_serve.py",
    ],
)
def test_refused_paths(server: int, path: str) -> None:
    status, _, body = request(server, path)
    assert status in (403, 404), path
    assert b"<a href" not in body  # never a directory listing


@pytest.mark.parametrize(
    "path",
    [
        "/../secret.txt",
        "/web/../../secret.txt",
        "/%2e%2e/secret.txt",
        "/%2E%2E/secret.txt",
        "/%2e%2e%2fsecret.txt",
        "/web/..%2f..%2fsecret.txt",
        "/..%5csecret.txt",
        "/web/%5c..%5c..%5csecret.txt",
        "/%252e%252e/secret.txt",
        "/web/./../../secret.txt",
        "//../secret.txt",
        "/web/to-secret.txt",
        "/web/%00/../../secret.txt",
        "/%c0%ae%c0%ae/secret.txt",
    ],
)
def test_traversal_is_refused(server: int, path: str) -> None:
    status, _, body = request(server, path)
    assert status in (400, 403, 404), path
    assert SECRET not in body


def test_only_dist_is_served() -> None:
    """The real server's root is dist/ (or SEQGAMES_DIST), which holds none of the sources."""
    expected = os.environ.get("SEQGAMES_DIST") or ROOT / "dist"
    assert serve.DIST.resolve() == Path(expected).resolve()
    srv = serve.make_server("127.0.0.1", 0, quiet=True)
    try:
        thread = threading.Thread(target=srv.serve_forever, daemon=True)
        thread.start()
        port = srv.server_address[1]
        for path in ("/serve.py", "/tests/test_serve.py", "/.git/HEAD", "/engine/__init__.py",
                     "/package.json", "/node_modules/pyodide/package.json", "/pyproject.toml"):
            status, _, _ = request(port, path)
            assert status == 404, path
    finally:
        srv.shutdown()
        srv.server_close()


def test_cli_binds_loopback_and_prints_url(site: Path, tmp_path: Path) -> None:
    """`serve.py --no-build --port 0` prints a 127.0.0.1 URL and serves dist/."""
    if not (serve.DIST / "index.html").is_file():
        from tools import build

        build.build()
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "serve.py"), "--no-build", "--port", "0", "--quiet"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        line = proc.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/", line)
        assert match, line
        status, headers, body = request(int(match.group(1)), "/")
        assert status == 200 and b'data-game="sequence"' in body
        status, headers, _ = request(int(match.group(1)), "/web/vendor/pyodide/pyodide.asm.wasm", "HEAD")
        assert status == 200 and headers["content-type"] == "application/wasm"
    finally:
        proc.terminate()
        proc.wait(timeout=10)
