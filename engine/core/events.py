"""Public events: what everyone at the table learns from an action or a
chance move, reported by `GameState.apply` and `resolve_chance`.

An event holds only what the rules make public (a chip placed, a reveal, a
token awarded), never a hidden card, roll or stored choice, so every seat,
the shared screen and a device across the room may see all of them. The
web layer writes the game log and animates the table from events; it never
compares states to find out what happened. Each game defines its own event
types in `engine/<game>/events.py`; `GameOver` is shared.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any, ClassVar

from engine.core.result import Result


def _json(value: Any) -> Any:
    if isinstance(value, Result):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class Event:
    """One public happening; `KIND` names it in JSON ({"event": KIND, ...})."""

    KIND: ClassVar[str] = "event"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"event": self.KIND}
        for f in fields(self):
            data[f.name] = _json(getattr(self, f.name))
        return data


@dataclass(frozen=True)
class GameOver(Event):
    """The game has ended (the last event of a game)."""

    KIND: ClassVar[str] = "game-over"
    result: Result
