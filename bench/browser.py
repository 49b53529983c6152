"""Run Python benchmarks inside Pyodide in headless Chromium.

`pyodide_session()` builds dist/, serves it on a free loopback port, opens
the app in Debian's Chromium and yields a function that runs Python source
in a fresh Pyodide (the vendored runtime, with the app's `engine` package
from web/app.zip on sys.path) and returns the value of its last expression
as a string. Benchmarks call it with the same code they time on CPython.
"""

from __future__ import annotations

import contextlib
import sys
import threading
from pathlib import Path
from typing import Callable, Iterator

ROOT = Path(__file__).resolve().parent.parent
CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]

_LOAD = """
async (code) => {
  if (!window.__benchPy) {
    const { loadPyodide } = await import('/web/vendor/pyodide/pyodide.mjs');
    const py = await loadPyodide({ indexURL: '/web/vendor/pyodide/' });
    const zip = await (await fetch('/web/app.zip')).arrayBuffer();
    py.unpackArchive(zip, 'zip', { extractDir: '/bench' });
    py.runPython("import sys; sys.path.insert(0, '/bench')");
    window.__benchPy = py;
  }
  return String(await window.__benchPy.runPythonAsync(code));
}
"""


@contextlib.contextmanager
def pyodide_session() -> Iterator[Callable[[str], str]]:
    """Yield `run(code) -> str` executing Python in Pyodide in headless Chromium."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright

    import serve
    from tools import build

    build.build()
    server = serve.make_server("127.0.0.1", 0, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page()
            page.goto(url)
            page.wait_for_selector("html[data-app-ready='true']", timeout=60_000)
            yield lambda code: page.evaluate(_LOAD, code)
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
