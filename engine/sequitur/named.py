"""Named tuples for Sequitur's actions and words, on every Python.

MicroPython's `namedtuple` takes no `defaults` (and a subclass cannot
override `__new__`), so engine code always passes every field; on CPython
and Pyodide the trailing fields keep their defaults for the callers that
omit them (tests, tools).
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, Sequence


def named_tuple(name: str, fields: Sequence[str], defaults: Sequence[Any] = ()) -> Any:
    """`namedtuple(name, fields, defaults=defaults)` where the Python has defaults."""
    try:
        return namedtuple(name, tuple(fields), defaults=tuple(defaults))
    except TypeError:  # MicroPython: every field must be given
        return namedtuple(name, tuple(fields))
