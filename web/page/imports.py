"""Importing a module by its name, on every Python (pure), and importing many in short steps.

MicroPython has no `importlib`: `__import__` imports a dotted name there too
and files it in `sys.modules`, where this reads it back.
"""
from __future__ import annotations

import sys
from typing import Any

from engine.core.portable import perf_counter
from web.page.tasks import breathe

# Imports in steps yield to the browser after this long (a task over 50 ms is a "long task").
SLICE_MS = 25


def import_module(name: str) -> Any:
    """`importlib.import_module(name)` for an absolute dotted name."""
    __import__(name)
    return sys.modules[name]


async def import_listed(path: str, slice_ms: float = SLICE_MS) -> int:
    """Import the modules the file `path` lists, one a line, each after what it imports
    (tools/build.py `module_order`), yielding to the browser whenever `slice_ms` have
    passed: many short tasks instead of one long one. Those imported already are passed
    by; a missing list (CPython, Pyodide's worker: no page pack) imports nothing. How
    many were imported."""
    try:
        with open(path) as listed:
            names = listed.read().split()
    except OSError:
        return 0
    began = perf_counter()
    count = 0
    for name in names:
        if name in sys.modules:
            continue
        __import__(name)
        count += 1
        if (perf_counter() - began) * 1000 >= slice_ms:
            await breathe()  # the browser runs its own tasks meanwhile
            began = perf_counter()
    return count


def app_file(name: str) -> str:
    """Where the app's file `name` (a path under the app's root, "web/...") is on this Python."""
    return __file__.rsplit("/web/", 1)[0] + "/" + name


async def import_table(game: str, slice_ms: float = SLICE_MS) -> int:
    """Import `game`'s table ahead of need, in short steps (its setup screen does, while the
    players choose their seats: Start then opens the table without the imports' wait)."""
    return await import_listed(app_file(f"web/table-modules/{game}.txt"), slice_ms)


async def import_setup(game: str, slice_ms: float = SLICE_MS) -> int:
    """Import `game`'s setup screen ahead of need, in short steps (the home screen does, while a
    person looks at it: a game's card then opens its setup without the imports' wait)."""
    return await import_listed(app_file(f"web/setup-modules/{game}.txt"), slice_ms)
