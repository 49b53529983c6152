"""The page's garbage collection, kept off a person's taps (MicroPython).

MicroPython in the browser collects garbage only when control returns to
JavaScript (its webassembly port's `gc_collect_top_level`), and by default
once every 16 KB allocated since the last collection. A tap at a Sequence
table allocates 30-40 KB, so nearly every tap ended with a collection of the
whole heap (1.4 MB alive, 18-22 ms at 4x: a fifth of a tap's 100 ms budget).
Here a collection waits for 2 MB of allocation (`THRESHOLD`: a table's turn
allocates about 1 MB), and one runs while the page is idle whenever a
person is about to decide (`collect_when_idle`, called by the table's
driver and the router): between two of a person's taps, nearly never in one.

On another Python (CPython in the tests, Pyodide) both are nothing: their
collectors work otherwise, and the tests' fake page has no idle time.
"""
from __future__ import annotations

import js

from engine.core.portable import MICROPYTHON
from web.page.ffi import create_once_callable, to_js

THRESHOLD = 2 * 1024 * 1024  # bytes allocated before MicroPython collects by itself
IDLE_WAIT_MS = 1000  # at most this long for an idle moment before collecting anyway
_state = {"waiting": False}  # a collection is asked for and not yet run


def configure() -> None:
    """Collect once `THRESHOLD` bytes are allocated (MicroPython; by default 16 KB)."""
    if MICROPYTHON:
        import gc

        gc.threshold(THRESHOLD)


def collect_when_idle() -> None:
    """Collect the garbage at the page's next idle moment (within `IDLE_WAIT_MS`), once
    however often it is asked for meanwhile (MicroPython)."""
    if not MICROPYTHON or _state["waiting"]:
        return
    _state["waiting"] = True
    callback = create_once_callable(_collect)
    if hasattr(js.window, "requestIdleCallback"):
        js.window.requestIdleCallback(callback, to_js({"timeout": IDLE_WAIT_MS}))
    else:  # WebKit has no idle callbacks: a moment after the frame
        js.setTimeout(callback, 200)


def _collect(*_: object) -> None:
    """Ask for a collection: MicroPython runs it when this callback returns to JavaScript."""
    import gc

    _state["waiting"] = False
    gc.collect()
