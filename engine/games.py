"""The registry of games, by the name used in records and the bot protocol."""

from __future__ import annotations

from engine.core.state import GameState
from engine.sequence.state import SequenceState

GAMES: dict[str, type[GameState]] = {
    SequenceState.GAME: SequenceState,
}
