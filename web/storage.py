"""This device's localStorage, for autosaves and remembered settings.

Storage may be disabled (private browsing) or full: every call then fails
quietly and the game goes on without saving."""
from __future__ import annotations

import json
from typing import Any

import js

from web.jsvalue import found


def get(key: str) -> str | None:
    """The stored text, or None."""
    try:
        value = js.localStorage.getItem(key)
    except Exception:  # storage disabled: play without saving
        return None
    return str(value) if found(value) else None


def put(key: str, value: str) -> bool:
    """Store text; False if the browser refused."""
    try:
        js.localStorage.setItem(key, value)
    except Exception:
        return False
    return True


def remove(key: str) -> None:
    try:
        js.localStorage.removeItem(key)
    except Exception:
        pass


def keys(prefix: str) -> list[str]:
    """Every stored key that starts with `prefix`."""
    try:
        storage = js.localStorage
        return [str(storage.key(i)) for i in range(int(storage.length)) if str(storage.key(i)).startswith(prefix)]
    except Exception:
        return []


def get_object(key: str) -> dict[str, Any] | None:
    """The stored JSON object, or None if absent or unreadable."""
    try:
        data = json.loads(get(key) or "null")
    except ValueError:
        return None
    return data if isinstance(data, dict) else None
