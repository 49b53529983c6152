"""Random playouts: complete games between two seats that pick uniformly
among their legal actions. The inner loop of search, and the benchmark of
the rules' speed (bench/playouts.py)."""

from __future__ import annotations

from engine.core.portable import perf_counter
from engine.core.rng import Rng
from engine.sequence.state import SequenceState


def random_game(seed: int, config: dict | None = None) -> SequenceState:
    """Play one complete random game from `seed` and return its final state."""
    state = SequenceState.new(config or {"players": 2}, seed)
    below = Rng(seed ^ 0x5EED).below
    legal = state.legal_actions
    apply = state._apply
    while state.reason is None:
        seat = state.to_move
        actions = legal(seat)
        apply(seat, actions[below(len(actions))])
    return state


def random_playouts(seconds: float, seed: int) -> int:
    """Play random 2-player games for about `seconds`; return how many finished."""
    deadline = perf_counter() + seconds
    games = 0
    while perf_counter() < deadline:
        random_game(seed + games)
        games += 1
    return games
