"""Sequence AI calls made in the background worker (web/worker.py).

Pure Python, no `js`: the page sends only the deciding seat's start message,
its observation and its legal actions (JSON), so an AI sees exactly what the
seat may see. Levels and hints come from engine.sequence.ai (`make_seat`,
`suggest`); an unknown level plays random legal moves (RandomSeat).
"""
from __future__ import annotations

import json
from typing import Any

from engine.core.seats import Decision, RandomSeat
from engine.sequence.actions import action_from_json

RANDOM = "random"
FALLBACK_LEVELS = {RANDOM: "Plays any legal move at random."}


def ai_module() -> Any | None:
    """engine.sequence.ai, or None while it is not built."""
    try:
        from engine.sequence import ai
    except ImportError:
        return None
    return ai if hasattr(ai, "make_seat") and hasattr(ai, "LEVELS") else None


def levels() -> dict[str, str]:
    """Level name -> one-line description, weakest first."""
    module = ai_module()
    return dict(module.LEVELS) if module is not None else dict(FALLBACK_LEVELS)


def _decision(info: dict[str, Any], observation: dict[str, Any], legal_json: list[Any]) -> Decision:
    board = info["setup"]["board"]
    rows, cols = len(board), len(board[0])
    legal = [action_from_json(a, cols, rows) for a in legal_json]
    seat = int(info.get("seat", observation.get("seat", 0)))
    return Decision(seat, legal, lambda _seat: observation)


def act(info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
        time_limit: float | None = None) -> int:
    """The index in `legal_json` of the action the AI at `level` chooses."""
    info = json.loads(info_json)
    decision = _decision(info, json.loads(observation_json), json.loads(legal_json))
    module = ai_module()
    if module is None or level not in module.LEVELS:
        seat = RandomSeat(int(seed))
    else:
        seat = (module.make_seat(level, int(seed)) if time_limit is None
                else module.make_seat(level, int(seed), time_limit=time_limit))
    seat.start(info)
    action = seat.act(decision)
    return decision.legal.index(action)


def suggest(info_json: str, observation_json: str, legal_json: str, seed: int) -> str:
    """JSON {"index": i, "reason": text}: a suggested move for a human seat."""
    info = json.loads(info_json)
    observation = json.loads(observation_json)
    decision = _decision(info, observation, json.loads(legal_json))
    module = ai_module()
    if module is not None and hasattr(module, "suggest"):
        action, reason = module.suggest(info, observation, decision.legal, int(seed))
    else:
        action = RandomSeat(int(seed)).act(decision)
        reason = "a legal move (no advisor is installed)"
    return json.dumps({"index": decision.legal.index(action), "reason": str(reason)})
