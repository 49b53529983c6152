"""Keeping Sequence games on this device: the autosave and the last setup
(`saves`, web/saves.py) and the AI levels seen (record files go through
web/files.py).

The autosave is the game record plus this device's view state
(`Session.save_text`), written to localStorage after every move, so a
reload (online or offline) resumes exactly.
"""
from __future__ import annotations

import json

from web.saves import Saves
from web.storage import get_object, put

saves = Saves("sequence")
LEVELS_KEY = "seqgames.sequence.levels"


def load_levels() -> dict[str, str]:
    """The AI levels seen on the last visit (level -> description), or {}."""
    data = get_object(LEVELS_KEY) or {}
    return {str(k): str(v) for k, v in data.items()}


def save_levels(levels: dict[str, str]) -> None:
    """Remember the AI levels for the next visit's setup screen."""
    put(LEVELS_KEY, json.dumps(levels))
