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

from typing import Any, ClassVar

from engine.core.result import Result
from engine.core.value import Value, field_names


def _json(value: Any) -> Any:
    if isinstance(value, Result):
        return value.to_json()
    if isinstance(value, (tuple, list)):
        return [_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _json(v) for k, v in value.items()}
    return value


class Event(Value):
    """One public happening; `KIND` names it in JSON ({"event": KIND, ...}),
    `FIELDS` its fields in order, each with its type ("seat: int"), which the
    guest's check of what a host sends reads (engine/core/value.py)."""

    KIND: ClassVar[str] = "event"

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"event": self.KIND}
        for name in field_names(type(self)):
            data[name] = _json(getattr(self, name))
        return data


class GameOver(Event):
    """The game has ended (the last event of a game): `result`, a Result."""

    KIND: ClassVar[str] = "game-over"
    FIELDS = ("result: Result",)
