"""JS null checks for the Sequence page: the shared helper of web/jsvalue.py."""
from __future__ import annotations

from web.jsvalue import found

__all__ = ["found"]
