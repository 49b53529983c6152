"""The light worker: MicroPython in a web worker (web/page/light.py starts it).

It decides for the AI levels a game lists in `light_levels` (web/model/catalog.py),
too slow for the page's thread on MicroPython, so that they need not wait for
Pyodide's worker. PyScript writes the page's app pack and web/main.py into its
file system (web/page/light.py `config`); web/main.py's `install` unpacks the
pack as the page does, whatever it holds (sources or compiled modules). Then
the functions named in `__export__` answer the page (web/table/ai_worker.py:
the same entry and messages as in Pyodide's worker, web/worker.py).
"""
import sys

sys.path.insert(0, "/boot")

from main import install  # noqa: E402  (web/main.py)

install()

from web.table.ai_worker import install_words, reply as act  # noqa: E402


def ping():
    """Answer 'pong': proves the worker is up."""
    return "pong"


__export__ = ["act", "install_words", "ping"]
