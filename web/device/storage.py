"""This device's localStorage, for autosaves and remembered settings.

Storage may be disabled (private browsing) or full: every call then fails
quietly and the game goes on without saving.

Storage is a door like a file: another app on the same origin or a damaged
disk can leave anything there. An item longer than MAX_TEXT is not read
(the longest the app writes is an autosave, a record under
jsonlimits.RECORD_MAX_BYTES); an object is read with jsonlimits' size and
depth limits. What fails them is treated as absent, never fatal.
"""
from __future__ import annotations

from typing import Any

import js

from engine.core import jsonlimits
from web.page.ffi import JsError, attempt
from web.page.jsvalue import found

MAX_TEXT = jsonlimits.RECORD_MAX_BYTES  # characters: an autosave is the largest item
MAX_OBJECT_BYTES = 256 * jsonlimits.KB  # a remembered setup (with a custom board of at most 64 kB) or settings
MAX_OBJECT_DEPTH = 16  # a setup is 4 deep


def _storage() -> Any:
    """This device's localStorage; JsError where the browser refuses it (storage disabled).
    Every call to it goes through `attempt`: one that throws (storage full) must not unwind
    through MicroPython (web/page/ffi.py)."""
    return attempt(js.Reflect, "get", js.window, "localStorage")


def get(key: str) -> str | None:
    """The stored text, or None (also for text longer than MAX_TEXT)."""
    try:
        value = attempt(_storage(), "getItem", key)
    except JsError:  # storage disabled: play without saving
        return None
    if not found(value):
        return None
    text = str(value)
    return text if len(text) <= MAX_TEXT else None


def put(key: str, value: str) -> bool:
    """Store text; False if the browser refused."""
    try:
        attempt(_storage(), "setItem", key, value)
    except JsError:
        return False
    return True


def remove(key: str) -> None:
    try:
        attempt(_storage(), "removeItem", key)
    except JsError:
        pass


def keys(prefix: str) -> list[str]:
    """Every stored key that starts with `prefix`."""
    try:
        storage = _storage()
        names = [attempt(storage, "key", i) for i in range(int(storage.length))]
    except JsError:
        return []
    return [str(name) for name in names if found(name) and str(name).startswith(prefix)]


def get_object(key: str, *, max_bytes: int = MAX_OBJECT_BYTES) -> dict[str, Any] | None:
    """The stored JSON object, or None if absent, unreadable or beyond the limits."""
    try:
        data = jsonlimits.loads(get(key) or "null", max_bytes=max_bytes, max_depth=MAX_OBJECT_DEPTH,
                                what="the stored item")
    except ValueError:
        return None
    return data if isinstance(data, dict) else None
