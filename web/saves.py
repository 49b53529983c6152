"""A game's saves on this device: its autosave and the last setup used,
kept in localStorage under `seqgames.<game>.game` and `seqgames.<game>.setup`
(keys that must never change: saves already on people's devices load from
them). What the texts hold is each game's own business (its session's
`save_text`); record files go through web/files.py."""
from __future__ import annotations

import json
from typing import Any

from web import storage


class Saves:
    """The autosave and remembered setup of one game, named by its id ("sequoia")."""

    def __init__(self, game: str) -> None:
        self.game_key = f"seqgames.{game}.game"
        self.setup_key = f"seqgames.{game}.setup"

    def load_game(self) -> str | None:
        """The autosaved game's text, if any."""
        return storage.get(self.game_key)

    def save_game(self, text: str) -> bool:
        """Autosave; False if the browser refused (storage full or disabled)."""
        return storage.put(self.game_key, text)

    def load_setup(self) -> dict[str, Any] | None:
        """The last setup used, if it is readable."""
        return storage.get_object(self.setup_key)

    def save_setup(self, setup: dict[str, Any]) -> None:
        """Remember the setup for the next game."""
        storage.put(self.setup_key, json.dumps(setup))
