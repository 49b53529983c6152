"""Sequitur AI calls made in the background worker (web/worker.py).

Pure Python, no `js`: the page sends only the deciding seat's start message,
its own observation and its legal actions (JSON; null for the word to spell,
which is too large to list), so an AI sees exactly what its seat may see.
The worker has its own Python, so the page hands it the dictionary file
once (`install`). Levels come from engine.sequitur.ai.
"""
from __future__ import annotations

import json

from engine.core.seats import Decision
from engine.sequitur import dictionary
from engine.sequitur.actions import action_from_json
from engine.sequitur.ai import LEVELS, make_seat
from engine.sequitur.spelling import NOTHING


def levels() -> dict[str, str]:
    """Level name -> one-line description, weakest first."""
    return dict(LEVELS)


def install(data: str) -> int:
    """Install the dictionary from the file's bytes sent as a latin-1 text; the word count."""
    return len(dictionary.install(data.encode("latin-1")))


def is_installed() -> bool:
    return dictionary.is_loaded()


def act(info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
        time_limit: float | None = None) -> str:
    """The action (JSON) the AI at `level` chooses for its seat's decision."""
    info = json.loads(info_json)
    observation = json.loads(observation_json)
    raw = json.loads(legal_json)
    legal = None if raw is None else [action_from_json(a) for a in raw]
    seat = make_seat(level if level in LEVELS else "easy", int(seed), time_limit=time_limit)
    seat.start(info)
    decision = Decision(int(observation["seat"]), legal, lambda _seat: observation,
                        default=NOTHING if legal is None else None)
    return json.dumps(seat.act(decision).to_json())
