"""JS values seen from Python: Pyodide turns JS `null` into `jsnull`, not None.

Kept free of browser imports so code that uses it can be unit-tested on CPython."""
from __future__ import annotations

from typing import Any


def found(node: Any) -> bool:
    """Whether a DOM lookup (getElementById, querySelector, closest, getItem...) found something."""
    return node is not None and type(node).__name__ != "JsNull"
