"""The page's modes and its one way to run something after the current click:
`?fast` (the end-to-end tests: short AI budgets, no animations, no pauses),
the system's reduced motion, and `later`.
"""
from __future__ import annotations

from typing import Any

import js

from web.page.ffi import create_once_callable

FAST_TIME_LIMIT = 0.02  # seconds per AI decision with ?fast (tests)


def fast_mode() -> bool:
    """`?fast` in the URL: short AI time limits, no animations, no pauses (end-to-end tests)."""
    return "fast" in str(js.location.search)


def reduced_motion() -> bool:
    """The player asked the system for less motion: no animations."""
    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)


def later(callback: Any) -> None:
    """Run `callback` after the current event handler returns (the router's
    cleanup releases the handler's own listener)."""
    js.setTimeout(create_once_callable(callback), 0)
