"""Importing a module by its name, on every Python (pure).

MicroPython has no `importlib`: `__import__` imports a dotted name there too
and files it in `sys.modules`, where this reads it back.
"""
from __future__ import annotations

import sys
from typing import Any


def import_module(name: str) -> Any:
    """`importlib.import_module(name)` for an absolute dotted name."""
    __import__(name)
    return sys.modules[name]
