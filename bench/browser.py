"""Run Python benchmarks inside Pyodide in headless Chromium.

`pyodide_session()` builds dist/, serves it on a free loopback port, opens
the app in Debian's Chromium and yields a function that runs Python source
in a fresh Pyodide (the vendored runtime, with the app's `engine` package
from web/app.zip on sys.path) and returns the value of its last expression
as a string. Benchmarks call it with the same code they time on CPython.
"""

from __future__ import annotations

import contextlib
from typing import Callable, Iterator

from bench.page import CHROMIUM, CHROMIUM_ARGS, app_in_chromium, open_app

__all__ = ["CHROMIUM", "CHROMIUM_ARGS", "pyodide_session"]

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
    with app_in_chromium() as (browser, url):
        page = open_app(browser, url)
        yield lambda code: page.evaluate(_LOAD, code)
