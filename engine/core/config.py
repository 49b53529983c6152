"""Reading a game's configuration (a JSON object from the page, a record or
the arena) with clear messages for what the rules cannot start with."""

from __future__ import annotations

from typing import Any

from engine.core.errors import SetupError


def players_of(config: Any, *, default: int = 2, low: int | None = None, high: int | None = None,
               game: str = "") -> int:
    """Check `config` is an object and return its `players`, an integer in [low, high]."""
    if not isinstance(config, dict):
        raise SetupError("the configuration must be an object")
    players = config.get("players", default)
    if not isinstance(players, int) or isinstance(players, bool):
        raise SetupError(f"players must be a number, not {players!r}")
    if low is not None and high is not None and not low <= players <= high:
        raise SetupError(f"{game} is for {low} to {high} players, not {players}")
    return players
