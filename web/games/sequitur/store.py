"""Keeping Sequitur games on this device: the autosave (the session's save
text: record, seats and which racks are turned on screen, written to
localStorage after every decision) and the last setup used. Record files
go through web/files.py."""
from __future__ import annotations

import json
from typing import Any

from web.storage import get as _get, get_object, put as _set

GAME_KEY = "seqgames.sequitur.game"
SETUP_KEY = "seqgames.sequitur.setup"


def load_game() -> str | None:
    """The autosaved game's text, if any."""
    return _get(GAME_KEY)


def save_game(text: str) -> bool:
    """Autosave; False if the browser refused (storage full or disabled)."""
    return _set(GAME_KEY, text)


def load_setup() -> dict[str, Any] | None:
    """The last setup used, if readable."""
    return get_object(SETUP_KEY)


def save_setup(setup: dict[str, Any]) -> None:
    _set(SETUP_KEY, json.dumps(setup))
