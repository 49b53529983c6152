"""Positions several test files judge the AI on (tests/review/test_suggest.py, tests/review/test_review.py)."""
from __future__ import annotations

from engine.sequoia.state import SequoiaState


def sequoia_last_turn() -> tuple[SequoiaState, dict]:
    """Seat 0's observation on the last turn: tied 1-1 in forest 6 (the 6-point
    token), 5 trees behind in forests 2 and 3; its roll lets it grow 6 twice
    (the token) or 2 and 3 (two second-place tokens)."""
    state = SequoiaState.new({"players": 2}, 5)
    state.resolve_chance()
    obs = state.observation(0)
    obs["turn"] = 9
    obs["trees"]["6"] = [1, 1]
    obs["trees"]["2"] = obs["trees"]["3"] = [0, 5]
    obs["tokens"] = {str(f): [2, 1] for f in range(2, 13)}
    obs["tokens"]["6"] = [6, 1]
    return state, obs
