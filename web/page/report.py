"""An exception's traceback on the browser's console, on every Python.

For a problem the page shows in words and goes on after (a screen that could
not open): the words are for the player, the traceback is for whoever
reads the console. CPython and Pyodide have `traceback`; MicroPython has
`sys.print_exception`.
"""
from __future__ import annotations

import sys

import js


def traceback_text(problem: BaseException) -> str:
    """The traceback of `problem`, as Python prints it."""
    try:
        import traceback

        return "".join(traceback.format_exception(type(problem), problem, problem.__traceback__))
    except ImportError:  # MicroPython
        import io

        out = io.StringIO()
        sys.print_exception(problem, out)  # type: ignore[attr-defined]
        return out.getvalue()


def report(problem: BaseException) -> None:
    """Write `problem`'s traceback to the console, as a warning: the page has
    said what went wrong and gone on."""
    js.console.warn(traceback_text(problem))
