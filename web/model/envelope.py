"""The one save format of every game, and reading the saves of earlier
releases (pure Python).

An autosave is `{"format": "seqgames-save", "version": 2, "game": <id>,
"record": <record file>, "view": {...}}`: the game record with its `table`
(web/model/records.py) and what the screen must restore on a reload (when
each seat's private part was last on screen, and each game's own view
state). Saves written before this format (version 1, each game its own
shape) are read by `migrate`, so a game in progress survives the update.
"""
from __future__ import annotations

import json
from typing import Any

from engine.core.errors import RecordError
from web.model.records import parse_json

SAVE_FORMAT = "seqgames-save"
SAVE_VERSION = 2
DAMAGED = "the saved game is damaged"


def save_text(game: str, record: dict[str, Any], view: dict[str, Any]) -> str:
    """An autosave's text."""
    return json.dumps({"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": game, "record": record,
                       "view": view}, separators=(",", ":"))


def read_save(text: str, game: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """(record, view) of an autosave of `game`, of any release; RecordError saying what is wrong."""
    data = parse_json(text, "a saved game", "save-damaged")
    if not isinstance(data, dict):
        raise RecordError(DAMAGED, code="save-damaged")
    if data.get("format") != SAVE_FORMAT:
        data = migrate(data, game)
    version = data.get("version")
    if type(version) is not int or version != SAVE_VERSION:
        raise RecordError(f"this saved game is from a newer version of the app (save version {str(version)[:10]})",
                          code="save-version")
    if data.get("game") != game:
        raise RecordError(f"this is a saved game of {str(data.get('game'))[:20]}, not {game}", code="save-other-game",
                          facts={"name": str(data.get("game"))[:20], "game": game})
    record, view = data.get("record"), data.get("view", {})
    if not isinstance(record, dict) or not isinstance(view, dict):
        raise RecordError(DAMAGED, code="save-damaged")
    return record, view


def migrate(data: dict[str, Any], game: str) -> dict[str, Any]:
    """A version 1 save (each game's own shape) as a version 2 one."""
    record = data.get("record")
    if not isinstance(record, dict):
        raise RecordError(DAMAGED, code="save-damaged")
    view: dict[str, Any] = {}
    old = data.get("format")
    if old is None and game == "sequence":  # {"record", "shown_at", "cut_seen"}
        view = {"shown_at": data.get("shown_at"), "cut_seen": data.get("cut_seen") is True}
    elif old == "seqgames-sequoia-save":  # {"setup": {"seats"...}, "record"} (no table in the record)
        setup = data.get("setup")
        if not isinstance(setup, dict) or "table" in record:
            raise RecordError(DAMAGED, code="save-damaged")
        record = dict(record)
        record["table"] = {"seats": setup.get("seats")}
    elif old == "seqgames-sequitur-save":  # {"record", "flipped", "summary_open"}
        view = {"flipped": data.get("flipped"), "summary_open": data.get("summary_open") is True}
    else:
        raise RecordError(DAMAGED, code="save-damaged")
    return {"format": SAVE_FORMAT, "version": SAVE_VERSION, "game": game, "record": record, "view": view}
