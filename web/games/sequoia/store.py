"""Keeping Sequoia games on this device: the autosave (the session's save
text: setup plus game record, written to localStorage after every choice)
and the last setup used."""
from __future__ import annotations

import json
from typing import Any

from web.storage import get as _get, get_object, put as _set

GAME_KEY = "seqgames.sequoia.game"
SETUP_KEY = "seqgames.sequoia.setup"


def load_game() -> str | None:
    """The autosaved game's text, if any."""
    return _get(GAME_KEY)


def save_game(text: str) -> bool:
    """Autosave; False if the browser refused."""
    return _set(GAME_KEY, text)


def load_setup() -> dict[str, Any] | None:
    """The last setup used, if readable."""
    return get_object(SETUP_KEY)


def save_setup(setup: dict[str, Any]) -> None:
    _set(SETUP_KEY, json.dumps(setup))
