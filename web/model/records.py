"""Record files: the engine's game record (engine/core/record.py,
docs/records.md) with a `table` entry naming the seats and the table's
options, as exported from a table and imported on a setup screen (pure
Python)."""
from __future__ import annotations

import json
from typing import Any

from engine.core import jsonlimits
from engine.core.errors import RecordError
from engine.core.record import to_record
from engine.core.state import GameState

# The engine's limits for records (engine/core/jsonlimits.py): a file larger
# or deeper than any game is refused before it is parsed.
MAX_RECORD_BYTES = jsonlimits.RECORD_MAX_BYTES
MAX_DEPTH = jsonlimits.MAX_DEPTH
# The record's `table` counts the undos of the game (a game with any is
# "assisted"); at most UNDOS_MAX, more than any game could hold.
UNDOS = "undos"
UNDOS_MAX = 1_000_000
# A game played on from a move of another (a replay's "Play on from here"):
# `{"from": that game's id, "at": the moves kept, "branch": a random number
# that makes each play-on a game of its own}` (docs/records.md). Assisted.
PLAY_ON = "play_on"
PLAY_ON_MAX_AT = 100_000
# "Share what happened": what the table saw of a game (web/table/seen.py), a
# file of its own format: it holds no hand, so it replays and cannot be continued.
SEEN_FORMAT = "seqgames-seen"
NOT_CONTINUED = ("this file is what the table saw of a game (“Share what happened”): it holds no hands, "
                 "racks or rolls, so it can be replayed but not continued")
# "Save to go on elsewhere": the whole game, which says so at its top (`shows`).
SHOWS = "shows"
# json's error for text that is not JSON (MicroPython's json raises a plain ValueError: caught below)


def record_with_table(state: GameState, table: dict[str, Any]) -> dict[str, Any]:
    """The game record of `state` with the `table` entry added."""
    record = to_record(state)
    record["table"] = table
    return record


def export_text(record: dict[str, Any]) -> str:
    """A record file's text: the record as indented JSON (MicroPython's json has no
    `indent`: there it is on one line, and in its dict order)."""
    try:
        return json.dumps(record, indent=1)
    except TypeError:
        return json.dumps(record)


def whole_text(record: dict[str, Any], secrets: str) -> str:
    """The file of the whole game ("Save to go on elsewhere", a finished game's
    Export): the record, which says first what it shows (`shows`; the loader ignores it)."""
    whole = {SHOWS: f"The whole game, to go on elsewhere: it shows {secrets}, to whoever opens it."}
    whole.update(record)
    return export_text(whole)


def parse_json(text: str | bytes, what: str, code: str | None = None) -> Any:
    """Untrusted JSON (a file, a save), within the size and depth limits;
    RecordError("this is not <what> (...)") otherwise (`code`: its code when not JSON; over a
    limit, the limit's: engine/core/jsonlimits.py `Refused`)."""
    try:
        return jsonlimits.loads(text, max_bytes=MAX_RECORD_BYTES, max_depth=MAX_DEPTH, what="the file")
    except jsonlimits.NotJSON as error:
        raise RecordError(f"this is not {what} (not valid JSON: {str(error)[:120]})", code=code) from None
    except (TypeError, ValueError, UnicodeError) as error:  # over a limit, or not text (UnicodeDecodeError)
        raise RecordError(f"this is not {what} ({str(error)[:120]})", code=getattr(error, "code", None) or code,
                          facts=getattr(error, "facts", None)) from None


def read_record(text: str | bytes | dict[str, Any], *, seen: bool = False) -> dict[str, Any]:
    """The JSON object of a record file (or a record already read);
    RecordError if it is not a JSON object, or if it is what the table saw
    (unless `seen`: its replay reads it). engine.core.record.loads checks the rest."""
    data = text if isinstance(text, dict) else parse_json(text, "a game record", "not-json")
    if not isinstance(data, dict):
        raise RecordError("this is not a game record (no 'format': 'seqgames-record')", code="not-record")
    if not seen and data.get("format") == SEEN_FORMAT:
        raise RecordError(NOT_CONTINUED, code="seen")
    return data


def read_undos(table: Any) -> int:
    """How many undos a record's `table` counts (0 when it says nothing);
    RecordError if `undos` is not a whole number from 0 to UNDOS_MAX."""
    if not isinstance(table, dict) or UNDOS not in table:
        return 0
    undos = table[UNDOS]
    if type(undos) is not int or not 0 <= undos <= UNDOS_MAX:
        raise RecordError(f"the record's table: 'undos' must be a whole number from 0 to {UNDOS_MAX:,}, "
                          f"not {str(undos)[:20]}", code="undos", facts={"most": UNDOS_MAX})
    return undos


def read_play_on(table: Any) -> dict[str, Any] | None:
    """Where a record's `table` says the game was played on from (None when it
    says nothing); RecordError if `play_on` is malformed."""
    if not isinstance(table, dict) or PLAY_ON not in table:
        return None
    entry = table[PLAY_ON]
    if (not isinstance(entry, dict) or set(entry) != {"from", "at", "branch"}
            or not isinstance(entry["from"], str) or not 0 < len(entry["from"]) <= 40
            or type(entry["at"]) is not int or not 0 <= entry["at"] <= PLAY_ON_MAX_AT
            or type(entry["branch"]) is not int or not 0 <= entry["branch"] < 2**63):
        raise RecordError("the record's table: 'play_on' must be {'from': a game id, 'at': a move number, "
                          "'branch': a number}", code="play-on")
    return {"from": entry["from"], "at": entry["at"], "branch": entry["branch"]}
