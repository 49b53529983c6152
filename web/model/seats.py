"""Who sits at a table: each seat's name and kind (pure Python).

A seat is played by a person at this device, a built-in AI (at a level of
engine/core/levels.py), or a person on another device (`AWAY`, for play
across devices). In a record's `table` and in saves a seat is
`{"name": ..., "ai": level or ""}`, plus `"device": "away"` for a person on
another device: the form every release has written.
"""
from __future__ import annotations

from typing import Any, Iterable

from engine.core.errors import RecordError
from engine.core.levels import current_level
from engine.core.value import Value
from web.device.names import clean_name, distinct_names


class SeatKind:
    """Who plays a seat (plain strings: they are what the JSON forms hold)."""

    HERE = "here"  # a person at this device
    AI = "ai"      # a built-in AI, in the background worker
    AWAY = "away"  # a person on another device
    ALL = (HERE, AI, AWAY)


class Seat(Value):
    """One seat: a name (plain text), who plays it (a SeatKind) and the AI's level ("" for a person)."""

    FIELDS = ("name: str", "kind: str", "level: str")
    DEFAULTS = {"kind": SeatKind.HERE, "level": ""}

    @property
    def is_ai(self) -> bool:
        return self.kind == SeatKind.AI

    @property
    def is_here(self) -> bool:
        """A person playing at this device."""
        return self.kind == SeatKind.HERE

    def to_json(self) -> dict[str, str]:
        data = {"name": self.name, "ai": self.level if self.is_ai else ""}
        if self.kind == SeatKind.AWAY:
            data["device"] = "away"
        return data


def seat_from_json(data: Any, index: int, levels: Iterable[str] | None = None) -> Seat:
    """A seat from its JSON form (a setup form's, a save's or a record's);
    RecordError saying which seat is malformed. An AI level named the way an
    earlier release did reads as today's; with `levels`, an unknown level is refused."""
    if not isinstance(data, dict):
        raise RecordError(f"seat {index + 1} of the table is malformed", code="seat", facts={"number": index + 1})
    name, ai = data.get("name", ""), data.get("ai", "")
    if not isinstance(name, str) or not isinstance(ai, str):
        raise RecordError(f"seat {index + 1} of the table is malformed", code="seat", facts={"number": index + 1})
    level = current_level(ai)
    if data.get("device") == "away":
        return Seat(clean_name(name, index), SeatKind.AWAY)
    if not level:
        return Seat(clean_name(name, index))
    if levels is not None and level not in levels:
        raise RecordError(f"seat {index + 1} of the table names an unknown AI level “{ai[:20]}”", code="seat-level",
                          facts={"number": index + 1, "level": ai[:20]})
    return Seat(clean_name(name, index), SeatKind.AI, level)


def seats_from_table(table: Any, players: int, levels: Iterable[str] | None = None) -> list[Seat]:
    """The seats listed in a record's `table`; without a table, people called
    "Player 1", "Player 2"...; RecordError if it does not list one seat per player.
    A name that looks like an earlier seat's is renamed "Ann (2)" (web/device/names.py)."""
    if table is None:
        return [Seat(f"Player {i + 1}") for i in range(players)]
    if not isinstance(table, dict) or not isinstance(table.get("seats"), list):
        raise RecordError("the record's table must list the seats", code="seats")
    seats = table["seats"]
    if len(seats) != players:
        raise RecordError(f"the record's table lists {len(seats)} seats for a game of {players}", code="seats-count",
                          facts={"count": len(seats), "players": players})
    known = None if levels is None else tuple(levels)
    read = [seat_from_json(seat, i, known) for i, seat in enumerate(seats)]
    return [Seat(name, seat.kind, seat.level) for seat, name in zip(read, distinct_names(seat.name for seat in read))]
