"""The registry of games, by the name used in records and the bot protocol,
and where each game's built-in AI lives (imported only when a seat needs it)."""

from __future__ import annotations

from typing import Any

from engine.core.state import GameState
from engine.sequence.state import SequenceState
from engine.sequoia.state import SequoiaState
from engine.sequitur.state import SequiturState

GAMES: dict[str, type[GameState]] = {
    SequenceState.GAME: SequenceState,
    SequoiaState.GAME: SequoiaState,
    SequiturState.GAME: SequiturState,
}

# game -> module exposing LEVELS (level -> description) and make_seat(level, seed)
AI: dict[str, str] = {
    "sequence": "engine.sequence.ai",
    "sequoia": "engine.sequoia.ai",
    "sequitur": "engine.sequitur.ai",
}


def _module(modules: dict[str, str], game: str, what: str) -> Any:
    if game not in modules:
        raise ValueError(f"{game} has no {what}")
    module = __import__(modules[game])  # the top package (MicroPython has no importlib)
    for part in modules[game].split(".")[1:]:
        module = getattr(module, part)
    return module


def ai_module(game: str) -> Any:
    """The built-in AI of `game`; raise ValueError if it has none."""
    return _module(AI, game, "built-in AI")


# game -> module reviewing a finished game with the AI (engine/core/review.py): chances(state,
# sides, rng, budget_s), advise(info, observation, legal, played, seed, budget_s), kind, side_label
REVIEW: dict[str, str] = {
    "sequence": "engine.sequence.ai.review",
    "sequoia": "engine.sequoia.ai.review",
    "sequitur": "engine.sequitur.ai.review",
}


def review_module(game: str) -> Any:
    """The review of `game`'s finished games (engine/core/review.py); ValueError if it has none."""
    return _module(REVIEW, game, "review")
