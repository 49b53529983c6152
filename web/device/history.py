"""The game history of this device (pure Python, tested on CPython): the
last finished games of each game, with their records, for Replay and
Export from the statistics screen and the game's setup screen.

One store per game, `seqgames.<game>.history`:
`{"format": "seqgames-history", "version": 1, "game": <id>, "games": [item, ...]}`,
oldest first, each item `{"id", "day", "players", "result", "assisted", "record"}`
(the game's id as the statistics count it, the day it ended, the players
and the end's headline in words, whether Undo or a suggestion was used,
and the game record with its `table`).

The store is outside data like a save: the whole text is read within
MAX_BYTES and MAX_DEPTH, and each item is checked on its own, so a damaged
or hostile item is left out (and counted in `History.skipped`, for the
screen to say once) while the others are listed. The record itself is
checked by the engine when the game is replayed or exported. The store
never grows past its limits: at most MAX_GAMES games, none larger than
MAX_ITEM_BYTES, all of them within MAX_BYTES (the oldest go first).
"""
from __future__ import annotations

import json
from typing import Any

from engine.core import jsonlimits
from engine.core.value import Value
from web.device import keys

FORMAT = "seqgames-history"
VERSION = 1
MAX_GAMES = 20  # finished games kept per game
MAX_ITEM_BYTES = 64 * jsonlimits.KB  # one game: a long 12-player Sequence game's record is about 15 kB
MAX_BYTES = 512 * jsonlimits.KB  # one game's store; the three stay well under the browser's 5 MB
MAX_DEPTH = jsonlimits.MAX_DEPTH  # a record may be nested as deep as the engine reads records
MAX_TEXT = 200  # the players' names or the end's headline, in words
MAX_ID = 64  # a game's id (web/device/stats.py MAX_GAME_ID)


def key(game: str) -> str:
    """The localStorage key of `game`'s history."""
    return keys.game_key(game, keys.HISTORY)


class Item(Value):
    """One finished game: its id, the day it ended, the players and the
    result in words, whether it was assisted, and its record."""

    FIELDS = ("id: str", "day: str", "players: str", "result: str", "assisted: bool", "record: dict[str, Any]")

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "day": self.day, "players": self.players, "result": self.result,
                "assisted": self.assisted, "record": self.record}


class History:
    """A game's history as read: the items (oldest first) and how many stored items were left out."""

    def __init__(self, game: str, items: list[Item] | None = None, skipped: int = 0) -> None:
        self.game = game
        self.items: list[Item] = [] if items is None else items
        self.skipped = skipped  # damaged or foreign items not listed (or the whole store, counted as 1)

    def __eq__(self, other: object) -> bool:
        return (type(other) is History and (self.game, self.items, self.skipped)
                == (other.game, other.items, other.skipped))  # type: ignore[attr-defined]

    def __repr__(self) -> str:
        return f"History(game={self.game!r}, items={self.items!r}, skipped={self.skipped!r})"


def _text(value: Any, limit: int) -> bool:
    return isinstance(value, str) and len(value) <= limit


def read_item(value: Any, game: str) -> Item | None:
    """An item checked, or None if it is damaged, foreign or too large."""
    if not isinstance(value, dict):
        return None
    record = value.get("record")
    if not (_text(value.get("id"), MAX_ID) and _text(value.get("day"), 10) and _text(value.get("players"), MAX_TEXT)
            and _text(value.get("result"), MAX_TEXT) and isinstance(value.get("assisted"), bool)
            and isinstance(record, dict) and record.get("game") == game):
        return None
    if len(dumps_item(value)) > MAX_ITEM_BYTES:
        return None
    return Item(value["id"], value["day"], value["players"], value["result"], value["assisted"], record)


def parse(text: str | None, game: str) -> History:
    """`game`'s history from its stored text (None: nothing yet). Never raises:
    what cannot be read is left out and counted in `skipped`."""
    history = History(game)
    if text is None:
        return history
    try:
        data = jsonlimits.loads(text, max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, what="the history")
    except (TypeError, ValueError):
        history.skipped = 1
        return history
    games = data.get("games") if isinstance(data, dict) else None
    if (not isinstance(data, dict) or data.get("format") != FORMAT or type(data.get("version")) is not int
            or data["version"] != VERSION or data.get("game") != game or not isinstance(games, list)):
        history.skipped = 1
        return history
    seen: set[str] = set()
    for value in games[-MAX_GAMES:]:
        item = read_item(value, game)
        if item is None or item.id in seen:
            history.skipped += 1
            continue
        seen.add(item.id)
        history.items.append(item)
    history.skipped += max(0, len(games) - MAX_GAMES)
    return history


def dumps_item(value: dict[str, Any]) -> str:
    try:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False)
    except TypeError:  # MicroPython's json has no ensure_ascii: it writes text as it is
        return json.dumps(value, separators=(",", ":"))


def dumps(history: History) -> str:
    """The store's text, the oldest games left out until it is within MAX_BYTES."""
    items = [item.to_json() for item in history.items[-MAX_GAMES:]]
    while True:
        text = dumps_item({"format": FORMAT, "version": VERSION, "game": history.game, "games": items})
        if len(text.encode()) <= MAX_BYTES or not items:
            return text
        items = items[1:]


def add(history: History, item: Item) -> bool:
    """Keep a finished game, the oldest going when there are MAX_GAMES; False
    (nothing changed) if it is kept already or is larger than MAX_ITEM_BYTES."""
    if any(kept.id == item.id for kept in history.items) or read_item(item.to_json(), history.game) is None:
        return False
    history.items = (history.items + [item])[-MAX_GAMES:]
    return True


def drop_oldest(history: History) -> bool:
    """Forget the oldest game (the browser's storage is full); False if there is none."""
    if not history.items:
        return False
    history.items = history.items[1:]
    return True
