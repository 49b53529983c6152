"""Keeping Sequoia games on this device: the autosave (the session's save
text: setup plus game record, written to localStorage after every choice)
and the last setup used."""
from __future__ import annotations

import json
from typing import Any

import js

from web.jsvalue import found

GAME_KEY = "seqgames.sequoia.game"
SETUP_KEY = "seqgames.sequoia.setup"


def _get(key: str) -> str | None:
    try:
        value = js.localStorage.getItem(key)
    except Exception:  # storage disabled (private mode): play without saving
        return None
    return str(value) if found(value) else None


def _set(key: str, value: str) -> bool:
    try:
        js.localStorage.setItem(key, value)
    except Exception:
        return False
    return True


def load_game() -> str | None:
    """The autosaved game's text, if any."""
    return _get(GAME_KEY)


def save_game(text: str) -> bool:
    """Autosave; False if the browser refused."""
    return _set(GAME_KEY, text)


def load_setup() -> dict[str, Any] | None:
    """The last setup used, if readable."""
    try:
        data = json.loads(_get(SETUP_KEY) or "null")
    except ValueError:
        return None
    return data if isinstance(data, dict) else None


def save_setup(setup: dict[str, Any]) -> None:
    _set(SETUP_KEY, json.dumps(setup))
