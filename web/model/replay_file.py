"""What a replay keeps on the device (pure Python): the game record being
replayed, the move on screen and whether hidden parts are revealed, so a
reload opens the replay where it was.

`{"format": "seqgames-replay", "version": 1, "game": <id>, "record": <record
file>, "at": <actions shown>, "reveal": <bool>}` in `seqgames.<game>.replay`.
It is outside data like a save: read within the record limits
(web/model/records.py), and anything wrong is a RecordError saying what.
"""
from __future__ import annotations

import json

from engine.core.errors import RecordError
from engine.core.value import Value
from web.model.records import parse_json

FORMAT = "seqgames-replay"
VERSION = 1


class Replay(Value):
    """A replay: the record, the number of actions on screen (None: the end), and "Reveal all"."""

    FIELDS = ("record: dict[str, Any]", "at: int | None", "reveal: bool")
    DEFAULTS = {"at": None, "reveal": False}


def replay_text(game: str, replay: Replay) -> str:
    """The stored text of a replay."""
    return json.dumps({"format": FORMAT, "version": VERSION, "game": game, "record": replay.record,
                       "at": replay.at, "reveal": replay.reveal}, separators=(",", ":"))


def read_replay(text: str, game: str) -> Replay:
    """A stored replay of `game`; RecordError saying what is wrong (the record
    itself is checked when the replay is rebuilt from it)."""
    data = parse_json(text, "a replay", "not-replay")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a replay", code="not-replay")
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise RecordError(f"this replay is from another version of the app ({str(data.get('version'))[:10]})",
                          code="replay-version")
    if data.get("game") != game:
        raise RecordError(f"this is a replay of {str(data.get('game'))[:20]}, not {game}", code="replay-other-game",
                          facts={"name": str(data.get("game"))[:20], "game": game})
    record, at, reveal = data.get("record"), data.get("at"), data.get("reveal", False)
    if not isinstance(record, dict):
        raise RecordError("the replay holds no game record", code="replay-record")
    if at is not None and (type(at) is not int or at < 0):
        raise RecordError("the replay's move is not a number", code="replay-move")
    if not isinstance(reveal, bool):
        raise RecordError("the replay's reveal setting is malformed", code="replay-reveal")
    return Replay(record, at, reveal)
