"""Importing web/ modules that draw through the browser in a CPython test.

Such a module imports `js` (and, through web/page/ffi.py, `pyodide.ffi`) when
it is imported; bare stand-ins let it import, so that its pure helpers, or its
drawing on a recording context, can be tested. Every module imported inside
the block is forgotten after it, so no other test sees the stand-ins.
"""
from __future__ import annotations

import sys
import types
from contextlib import contextmanager
from typing import Any, Iterator


@contextmanager
def browser_stand_ins() -> Iterator[types.ModuleType]:
    """Within the block `js` and `pyodide.ffi` are stand-ins (the `js` one is yielded, to be given
    what a test needs: `document` is None); the modules imported meanwhile are dropped after it."""
    stand_ins = {"js": types.ModuleType("js"), "pyodide": types.ModuleType("pyodide"),
                 "pyodide.ffi": types.ModuleType("pyodide.ffi")}
    stand_ins["js"].document = None  # type: ignore[attr-defined]
    stand_ins["pyodide.ffi"].create_proxy = lambda f: f  # type: ignore[attr-defined]
    stand_ins["pyodide.ffi"].create_once_callable = lambda f: f  # type: ignore[attr-defined]
    stand_ins["pyodide.ffi"].to_js = lambda value, **options: value  # type: ignore[attr-defined]
    before = set(sys.modules)
    saved = {name: sys.modules.get(name) for name in stand_ins}
    sys.modules.update(stand_ins)
    try:
        yield stand_ins["js"]
    finally:
        for name in set(sys.modules) - before:
            module = sys.modules.pop(name)
            parent, _dot, child = name.rpartition(".")
            if parent in sys.modules and getattr(sys.modules[parent], child, None) is module:
                delattr(sys.modules[parent], child)  # else `from parent import child` finds it still
        for name, module in saved.items():
            if module is not None:
                sys.modules[name] = module


class Recorder:
    """A 2D context that records each call and each property set, in order (a list or tuple
    argument as a list, as a Batch's JSON hands it over)."""

    def __init__(self) -> None:
        object.__setattr__(self, "calls", [])

    def __setattr__(self, name: str, value: Any) -> None:
        self.calls.append(("=" + name, value))

    def __getattr__(self, name: str) -> Any:
        return lambda *args: self.calls.append((name, *[list(a) if isinstance(a, (list, tuple)) else a
                                                        for a in args]))
