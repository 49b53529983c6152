"""JS values seen from Python: Pyodide turns JS `null` into `jsnull`, not None."""
from __future__ import annotations

from typing import Any


def found(node: Any) -> bool:
    """Whether a DOM lookup (querySelector, closest, getItem...) found something."""
    return node is not None and type(node).__name__ != "JsNull"
