"""Running a coroutine in the background, on every Python (pure).

Pyodide's `asyncio.ensure_future` schedules a coroutine from anywhere (its
loop is the browser's); MicroPython's asyncio has only `create_task`, which
its page loop takes from anywhere too.
"""
from __future__ import annotations

import asyncio
from typing import Any

_start = getattr(asyncio, "ensure_future", None) or asyncio.create_task


def spawn(coroutine: Any) -> Any:
    """Run `coroutine` in the background; its task (await it for the result)."""
    return _start(coroutine)
