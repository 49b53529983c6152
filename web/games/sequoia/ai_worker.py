"""Sequoia AI calls made in the background worker (web/worker.py).

Pure Python, no `js`: the page sends only the deciding seat's start message,
its own observation and its legal pairs (JSON), so an AI sees exactly what
its seat may see (never another roll or choice). Levels come from
engine.sequoia.ai.
"""
from __future__ import annotations

import json

from engine.core.seats import Decision
from engine.sequoia.actions import action_from_json
from engine.sequoia.ai import LEVELS, make_seat


def levels() -> dict[str, str]:
    """Level name -> one-line description, weakest first."""
    return dict(LEVELS)


def act(info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
        time_limit: float | None = None) -> int:
    """The index in `legal_json` of the pair the AI at `level` chooses."""
    info = json.loads(info_json)
    observation = json.loads(observation_json)
    legal = [action_from_json(a) for a in json.loads(legal_json)]
    seat = make_seat(level if level in LEVELS else "easy", int(seed), time_limit=time_limit)
    seat.start(info)
    action = seat.act(Decision(int(observation["seat"]), legal, lambda _seat: observation))
    return legal.index(action)
