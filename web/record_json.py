"""The JSON of record files and autosaves, as every game's session reads and
writes it (pure Python, no browser: the sessions are tested on CPython).

A record file is the engine's game record (engine/core/record.py) with a
`table` entry naming the seats; an autosave is a JSON object of the game's
own shape around such a record. What the table and the save hold beyond
that is each game's business."""
from __future__ import annotations

import json
from typing import Any

from engine.core.errors import RecordError
from engine.core.record import to_record
from engine.core.state import GameState


def record_with_table(state: GameState, table: dict[str, Any]) -> dict[str, Any]:
    """The game record of `state` with the `table` entry added."""
    record = to_record(state)
    record["table"] = table
    return record


def export_text(record: dict[str, Any]) -> str:
    """A record file's text: the record as indented JSON."""
    return json.dumps(record, indent=1)


def read_record(text: str | dict[str, Any]) -> dict[str, Any]:
    """The JSON object of a record file (or a record already read); RecordError
    if it is not JSON or not an object. engine.core.record.loads checks the rest."""
    if isinstance(text, dict):
        return text
    try:
        data = json.loads(text)
    except (TypeError, ValueError) as error:
        raise RecordError(f"this is not a game record (not valid JSON: {error})") from None
    if not isinstance(data, dict):
        raise RecordError("this is not a game record (no 'format': 'seqgames-record')")
    return data


def read_save(text: str, unreadable: str) -> Any:
    """The parsed JSON of an autosave; RecordError(`unreadable`) if it is not JSON."""
    try:
        return json.loads(text)
    except (TypeError, ValueError):
        raise RecordError(unreadable) from None


def table_seats(table: Any, players: int) -> list[Any] | None:
    """The seat entries listed by a record's `table` (each still to be checked
    by the game), or None when the record has no table; RecordError if the
    table does not list one seat per player."""
    if table is None:
        return None
    if not isinstance(table, dict) or not isinstance(table.get("seats"), list):
        raise RecordError("the record's table must list the seats")
    seats = table["seats"]
    if len(seats) != players:
        raise RecordError(f"the record's table lists {len(seats)} seats for a game of {players}")
    return seats
