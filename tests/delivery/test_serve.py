"""serve.py: MIME types, refused paths and traversal attempts; answers to
broken requests, security headers, timeouts, the connection cap and the
command line's one-line errors."""
from __future__ import annotations

import http.client
import os
import re
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
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
    # cross-origin isolated: PyScript's SharedArrayBuffer is no deprecated use
    # (docs/deploying.md, "Security headers")
    assert headers["cross-origin-opener-policy"] == "same-origin"
    assert headers["cross-origin-embedder-policy"] == "require-corp"


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


# --- issue 16: every request ends in a clean answer, with the security headers ---

def raw(port: int, data: bytes, *, host: str = "127.0.0.1", timeout: float = 5) -> bytes:
    """Send `data` as it is and read until the server closes the connection."""
    with socket.create_connection((host, port), timeout=timeout) as sock:
        sock.sendall(data)
        answer = b""
        while chunk := sock.recv(65536):
            answer += chunk
    return answer


def status_of(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


def header(answer: bytes, name: str) -> str | None:
    head = answer.split(b"\r\n\r\n", 1)[0].decode("latin-1")
    for line in head.split("\r\n")[1:]:
        key, _, value = line.partition(":")
        if key.strip().lower() == name.lower():
            return value.strip()
    return None


def assert_security_headers(answer: bytes) -> None:
    policy = header(answer, "Content-Security-Policy")
    assert policy == serve.CONTENT_SECURITY_POLICY
    assert "frame-ancestors 'none'" in policy and "default-src 'self'" in policy
    assert header(answer, "X-Content-Type-Options") == "nosniff"


@pytest.mark.parametrize(
    "path",
    [
        "/" + "a" * 256,  # one segment over the file system's 255-byte name limit
        "/web/" + "%41" * 300 + ".js",
        "/" + "a/" * 2100,  # 4200 bytes: over the path length limit
    ],
)
def test_a_name_too_long_gets_404_and_no_traceback(server: int, path: str, capsys: pytest.CaptureFixture) -> None:
    answer = raw(server, f"GET {path} HTTP/1.0\r\n\r\n".encode())
    assert status_of(answer) == 404
    assert_security_headers(answer)
    assert "Traceback" not in capsys.readouterr().err


def test_a_url_that_does_not_parse_gets_400(server: int, capsys: pytest.CaptureFixture) -> None:
    answer = raw(server, b"GET http://[/index.html HTTP/1.0\r\n\r\n")
    assert status_of(answer) == 400
    assert "Traceback" not in capsys.readouterr().err


def test_anything_raising_in_the_handler_ends_in_500(server: int, monkeypatch: pytest.MonkeyPatch,
                                                     capsys: pytest.CaptureFixture) -> None:
    def broken(self: serve.AppHandler) -> None:
        raise RuntimeError("a bug")

    monkeypatch.setattr(serve.AppHandler, "safe_path", broken)
    answer = raw(server, b"GET /index.html HTTP/1.0\r\n\r\n")
    assert status_of(answer) == 500
    assert_security_headers(answer)
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize(
    ("request_bytes", "status"),
    [
        (b"GET / HTTP/1.0\r\n\r\n", 200),
        (b"GET /web/vendor/pyodide/pyodide.asm.wasm HTTP/1.0\r\n\r\n", 200),
        (b"HEAD /web/app.js HTTP/1.0\r\n\r\n", 200),
        (b"GET /missing.html HTTP/1.0\r\n\r\n", 404),
        (b"GET /../secret.txt HTTP/1.0\r\n\r\n", 403),
        (b"GET /%ff HTTP/1.0\r\n\r\n", 400),
        (b"POST / HTTP/1.0\r\nContent-Length: 0\r\n\r\n", 501),
        (b"GET / HTTP/one\r\n\r\n", 400),
        (b"NONSENSE\r\n\r\n", 400),
        (b"GET /\r\n\r\n", 200),  # HTTP/0.9 would have no headers at all
        (b"GET /" + b"a" * 70_000 + b" HTTP/1.0\r\n\r\n", 414),
    ],
)
def test_security_headers_on_every_answer(server: int, request_bytes: bytes, status: int) -> None:
    answer = raw(server, request_bytes)
    assert status_of(answer) == status
    assert_security_headers(answer)


def test_the_deploying_guide_gives_the_headers_serve_sends() -> None:
    """docs/deploying.md, "Security headers", lists what a static host should send: the same lines."""
    guide = (ROOT / "docs" / "deploying.md").read_text(encoding="utf-8").splitlines()
    for name, value in serve.SECURITY_HEADERS.items():
        assert f"{name}: {value}" in guide


@pytest.fixture
def tight_server(site: Path):
    """A server with a short timeout and room for two connections (the real ones: 30 s, 64)."""
    srv = serve.make_server("127.0.0.1", 0, site, quiet=True, timeout=0.3, max_connections=2)
    thread = threading.Thread(target=srv.serve_forever, daemon=True)
    thread.start()
    yield srv.server_address[1]
    srv.shutdown()
    srv.server_close()


@pytest.mark.parametrize("sent", [b"", b"GET / HTTP/1.0\r\n", b"GET / HTTP/1.0\r\nHost: x\r\n"])
def test_a_silent_or_unfinished_request_is_closed_after_the_timeout(tight_server: int, sent: bytes) -> None:
    # The server closes first (an empty answer); without a timeout recv() would wait 5 s and raise.
    assert raw(tight_server, sent) == b""


def test_connections_over_the_cap_get_503_at_once(tight_server: int) -> None:
    idle = [socket.create_connection(("127.0.0.1", tight_server), timeout=5) for _ in range(2)]
    try:
        answer = raw(tight_server, b"GET / HTTP/1.0\r\n\r\n")
        assert status_of(answer) == 503
        assert_security_headers(answer)
    finally:
        for sock in idle:
            sock.close()
    # The slots come back once those connections are gone.
    for _ in range(50):
        answer = raw(tight_server, b"GET / HTTP/1.0\r\n\r\n")
        if status_of(answer) == 200:
            break
        time.sleep(0.05)
    assert status_of(answer) == 200


def run_cli(site: Path, *args: str) -> subprocess.CompletedProcess:
    """serve.py with `args`, serving the test site, expected to stop by itself."""
    env = {**os.environ, "SEQGAMES_DIST": str(site)}
    return subprocess.run([sys.executable, str(ROOT / "serve.py"), "--no-build", "--quiet", *args],
                          capture_output=True, text=True, env=env, timeout=30, stdin=subprocess.DEVNULL)


def assert_one_line(stderr: str, *words: str) -> None:
    lines = stderr.strip().splitlines()
    assert "Traceback" not in stderr, stderr
    assert lines and all(word in lines[-1] for word in words), stderr
    assert len(lines) <= 2, stderr  # argparse adds its usage line


def test_a_port_in_use_is_one_line(site: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        result = run_cli(site, "--port", str(port))
    assert result.returncode != 0
    assert_one_line(result.stderr, "already in use", "--port")


@pytest.mark.parametrize("port", ["99999", "-1", "eighty"])
def test_a_port_out_of_range_is_one_line(site: Path, port: str) -> None:
    result = run_cli(site, "--port", port)
    assert result.returncode == 2
    assert_one_line(result.stderr, "--port", "65535")


def test_an_address_not_on_this_machine_is_one_line(site: Path) -> None:
    result = run_cli(site, "--host", "192.0.2.1", "--port", "0")  # TEST-NET-1, never local
    assert result.returncode != 0
    assert_one_line(result.stderr, "--host")


def ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as sock:
            sock.bind(("::1", 0))
        return True
    except OSError:
        return False


@pytest.mark.skipif(not ipv6_loopback(), reason="no IPv6 loopback on this machine")
def test_an_ipv6_host_binds_ipv6_and_prints_a_bracketed_url(site: Path) -> None:
    env = {**os.environ, "SEQGAMES_DIST": str(site)}
    proc = subprocess.Popen(
        [sys.executable, str(ROOT / "serve.py"), "--no-build", "--quiet", "--host", "::1", "--port", "0"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
    )
    try:
        line = proc.stdout.readline()
        match = re.search(r"http://\[::1\]:(\d+)/", line)
        assert match, (line, proc.stderr.read() if proc.poll() is not None else "")
        answer = raw(int(match.group(1)), b"GET / HTTP/1.0\r\n\r\n", host="::1")
        assert status_of(answer) == 200 and answer.endswith(b"<title>home</title>")
    finally:
        proc.terminate()
        proc.wait(timeout=10)


# --- precompressed copies (tools/compress.py writes X.br and X.gz beside X) ---------------------

@pytest.fixture(scope="module")
def packed_site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    import gzip

    root = tmp_path_factory.mktemp("packed")
    plain = b"\0asm" + b"wasm bytes " * 500
    (root / "big.wasm").write_bytes(plain)
    (root / "big.wasm.gz").write_bytes(gzip.compress(plain))
    (root / "big.wasm.br").write_bytes(b"brotli stand-in")  # the server never decodes it
    (root / "only-gz.js").write_bytes(b"console.log(1)" * 100)
    (root / "only-gz.js.gz").write_bytes(gzip.compress(b"console.log(1)" * 100))
    (root / "index.html").write_bytes(b"<!doctype html>")
    return root


@pytest.fixture(scope="module")
def packed_server(packed_site: Path):
    srv = serve.make_server("127.0.0.1", 0, packed_site, quiet=True)
    threading.Thread(target=srv.serve_forever, daemon=True).start()
    yield srv.server_address[1]
    srv.shutdown()
    srv.server_close()


def get(port: int, path: str, **headers: str) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    conn.putrequest("GET", path, skip_accept_encoding=True)
    for name, value in headers.items():
        conn.putheader(name.replace("_", "-"), value)
    conn.endheaders()
    resp = conn.getresponse()
    body = resp.read()
    result = resp.status, {k.lower(): v for k, v in resp.getheaders()}, body
    conn.close()
    return result


@pytest.mark.parametrize(("accept", "coding", "suffix"), [
    ("gzip, deflate, br, zstd", "br", ".br"),
    ("br;q=1.0, gzip;q=0.5", "br", ".br"),
    ("gzip, deflate", "gzip", ".gz"),
    ("br;q=0, gzip", "gzip", ".gz"),
    ("identity", None, ""),
    ("", None, ""),
    ("br;q=nonsense, gzip", "gzip", ".gz"),
])
def test_a_precompressed_copy_is_sent_to_a_browser_that_takes_it(packed_server: int, packed_site: Path,
                                                                 accept: str, coding: str | None, suffix: str) -> None:
    status, headers, body = get(packed_server, "/big.wasm", Accept_Encoding=accept)
    assert status == 200
    assert body == (packed_site / ("big.wasm" + suffix)).read_bytes()
    assert headers.get("content-encoding") == coding
    assert headers["content-type"] == "application/wasm"  # the file's type, not the copy's
    assert headers["content-length"] == str(len(body))
    assert headers["vary"] == "Accept-Encoding"  # caches keep one answer per encoding
    assert headers["content-security-policy"] == serve.CONTENT_SECURITY_POLICY


def test_a_file_with_only_a_gzip_copy_falls_back_to_it(packed_server: int, packed_site: Path) -> None:
    status, headers, body = get(packed_server, "/only-gz.js", Accept_Encoding="br, gzip")
    assert (status, headers["content-encoding"]) == (200, "gzip")
    assert body == (packed_site / "only-gz.js.gz").read_bytes()


def test_a_file_without_copies_has_no_vary_header(packed_server: int) -> None:
    status, headers, _ = get(packed_server, "/index.html", Accept_Encoding="br, gzip")
    assert status == 200 and "content-encoding" not in headers and "vary" not in headers


def test_an_unchanged_compressed_file_is_not_sent_again(packed_server: int) -> None:
    _, headers, _ = get(packed_server, "/big.wasm", Accept_Encoding="br")
    status, again, body = get(packed_server, "/big.wasm", Accept_Encoding="br",
                              If_Modified_Since=headers["last-modified"])
    assert (status, body) == (304, b"")
    assert again["content-security-policy"] == serve.CONTENT_SECURITY_POLICY
    status, _, body = get(packed_server, "/big.wasm", Accept_Encoding="br", If_Modified_Since="Thu, 01 Jan 1970 00:00:00 GMT")
    assert status == 200 and body
    status, _, body = get(packed_server, "/big.wasm", Accept_Encoding="br", If_Modified_Since="not a date")
    assert status == 200 and body


def test_accept_encoding_is_read_within_limits() -> None:
    assert serve.accepted_encodings("gzip, br;q=0.1, zstd;q=0") == {"gzip", "br"}
    assert serve.accepted_encodings(None) == set()
    assert "br" not in serve.accepted_encodings("x" * 100_000 + ", br")  # only the first 1,000 characters are read


def test_a_request_dripped_a_byte_at_a_time_is_closed_at_its_deadline(tight_server: int) -> None:
    """Issue 31, 12: each byte arrives well within the timeout (0.1 s apart,
    timeout 0.3 s), but the headers never end: the server closes the
    connection once the request's deadline has passed, not never."""
    sock = socket.create_connection(("127.0.0.1", tight_server), timeout=5)
    start = time.monotonic()
    closed = False
    try:
        for byte in (b"GET / HTTP/1.1\r\n" + b"X-Slow: " + b"a" * 200):
            try:
                sock.sendall(bytes([byte]))
            except OSError:  # reset by the server: closed
                closed = True
                break
            time.sleep(0.1)
            sock.setblocking(False)
            try:
                if sock.recv(1) == b"":
                    closed = True
                    break
            except BlockingIOError:
                pass
            except OSError:
                closed = True
                break
            finally:
                sock.setblocking(True)
    finally:
        sock.close()
    assert closed and time.monotonic() - start < 3


def test_an_idle_kept_alive_connection_is_closed_after_the_timeout(tight_server: int) -> None:
    sock = socket.create_connection(("127.0.0.1", tight_server), timeout=5)
    try:
        sock.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
        answer = b""
        while b"\r\n\r\n" not in answer:
            answer += sock.recv(65536)
        assert status_of(answer) == 200
        time.sleep(0.6)  # twice the timeout, saying nothing
        rest = b""
        while chunk := sock.recv(65536):
            rest += chunk
        # the connection ends (recv returns b"") instead of waiting for ever
    finally:
        sock.close()
