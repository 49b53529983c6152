"""Keeping Sequence games on this device: the autosave, the last setup and
the AI levels seen (record files go through web/files.py).

The autosave is the game record plus this device's view state
(`Session.save_text`), written to localStorage after every move, so a
reload (online or offline) resumes exactly.
"""
from __future__ import annotations

import json
from typing import Any

from web.storage import get as _get, get_object, put as _set, remove

GAME_KEY = "seqgames.sequence.game"
SETUP_KEY = "seqgames.sequence.setup"
LEVELS_KEY = "seqgames.sequence.levels"


def load_game() -> str | None:
    """The autosaved game's text, if any."""
    return _get(GAME_KEY)


def save_game(text: str) -> bool:
    """Autosave; False if the browser refused (storage full or disabled)."""
    return _set(GAME_KEY, text)


def forget_game() -> None:
    remove(GAME_KEY)


def load_setup() -> dict[str, Any] | None:
    """The last setup used, if it is readable."""
    return get_object(SETUP_KEY)


def save_setup(setup: dict[str, Any]) -> None:
    _set(SETUP_KEY, json.dumps(setup))


def load_levels() -> dict[str, str]:
    """The AI levels seen on the last visit (level -> description), or {}."""
    data = get_object(LEVELS_KEY) or {}
    return {str(k): str(v) for k, v in data.items()}


def save_levels(levels: dict[str, str]) -> None:
    _set(LEVELS_KEY, json.dumps(levels))
