"""Main-thread entry point run by PyScript.

The `engine` and `web` packages arrive as one zip (see tools/build.py) and are
imported from it directly, so nothing is unpacked at start.
"""
import sys

sys.path.insert(0, "/home/pyodide/app.zip")

from web.page import stdlib_fallback  # noqa: E402

stdlib_fallback.install()  # an import the shipped standard library lacks still works

from web import app  # noqa: E402

app.start()
