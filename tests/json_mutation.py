"""Helpers of the fuzz tests: every place in a JSON value, and a copy with
one place replaced (the value itself is never changed)."""
from __future__ import annotations

from typing import Any


def paths(value: Any, path: tuple = ()) -> list[tuple]:
    """Every place in a JSON value, as a path of keys and indexes."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found.extend(paths(item, path + (key,)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(paths(item, path + (index,)))
    return found


def replaced(value: Any, path: tuple, new: Any) -> Any:
    """A copy of `value` with the place `path` holding `new`."""
    if not path:
        return new
    head, rest = path[0], path[1:]
    copy = dict(value) if isinstance(value, dict) else list(value)
    copy[head] = replaced(value[head], rest, new)
    return copy
