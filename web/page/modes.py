"""The page's modes and its one way to run something after the current click:
`?fast` (the end-to-end tests: short AI budgets, no animations, no pauses, waits a test shortens),
the system's reduced motion, `later`, `next_frame` and `painted` (wait for the next frame).
"""
from __future__ import annotations

import asyncio
from typing import Any

import js

from web.page.ffi import create_once_callable

FAST_TIME_LIMIT = 0.02  # seconds per AI decision with ?fast (tests)


def fast_mode() -> bool:
    """`?fast` in the URL: short AI time limits, no animations, no pauses (end-to-end tests)."""
    return "fast" in str(js.location.search)


def fast_seconds(name: str, default: float) -> float:
    """`default`, or with `?fast` the address's `<name>=<seconds>` (0.1 to 600): a wait a test shortens
    (`?fast&gone=2`). Honoured only in the tests' mode, so no link can change a player's waits."""
    if not fast_mode():
        return default
    for part in str(js.location.search).lstrip("?").split("&"):
        key, _, value = part.partition("=")
        if key == name:
            try:
                seconds = float(value)
            except ValueError:
                return default
            return seconds if 0.1 <= seconds <= 600 else default
    return default


def starts_ahead() -> bool:
    """Whether the page starts ahead of need what a later moment may want (Sequitur's light worker
    and its words and index): always, but in the tests' mode only when the address says
    `quiet=<seconds>` (the moment it starts Pyodide's worker: web/page/workers.py `quiet_ms`); there
    most tests never need them, and each started one took CPU a test's fresh page paid for nothing
    (the light worker's words and index, about 2 s). What needs them starts them then, as ever."""
    return not fast_mode() or fast_seconds("quiet", 0.0) > 0


def reduced_motion() -> bool:
    """The player asked the system for less motion: no animations."""
    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def later(callback: Any) -> None:
    """Run `callback` after the current event handler returns (the router's
    cleanup releases the handler's own listener)."""
    js.setTimeout(create_once_callable(callback), 0)


def next_frame(callback: Any) -> None:
    """Run `callback()` in the next animation frame's callback, where the browser lays the page out
    anyway: a box read there costs no layout of its own (one read after a change, in a click's
    task, lays out the whole page at once; on a phone that is tens of milliseconds each)."""
    js.requestAnimationFrame(create_once_callable(lambda _time: callback()))


async def painted(most_ms: int = 100) -> None:
    """Wait until the browser has painted what was drawn: its next animation frame, or
    `most_ms` at most (a hidden tab paints no frame). An AI deciding on the page waits
    for it, so the person's own move shows before the AI's work starts."""
    done = asyncio.Event()
    # a frame's callback runs before its paint: the task after it runs after
    js.requestAnimationFrame(create_once_callable(lambda _time: js.setTimeout(create_once_callable(done.set), 0)))
    js.setTimeout(create_once_callable(done.set), most_ms)
    await done.wait()
