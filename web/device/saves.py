"""A game's saves on this device: its autosave and the last setup used,
kept in localStorage under `seqgames.<game>.game` and `seqgames.<game>.setup`
(keys that must never change: saves already on people's devices load from
them), and the replay open on its replay screen (`seqgames.<game>.replay`). What the texts hold is each game's own business (its session's
`save_text`); record files go through web/page/files.py.

Two tabs of one game share its autosave: a tab saves a move only over the
text it last read or wrote there, so a tab left behind never overwrites a
game that went on in another (it is told to reload instead). Starting a new
game (`replace=True`) overwrites on purpose."""
from __future__ import annotations

import json
from typing import Any

from web.device import keys
from web.device import storage


REFUSED = "This browser did not let the game be saved; it will not survive a reload."
MOVED_ON = ("This game went on in another tab or window, so this move was not saved: "
            "reload the page to continue from there.")


class Saves:
    """The autosave and remembered setup of one game, named by its id ("sequoia"); `part` names
    the autosave's own key (`keys.TODAY`: today's deal's, which leaves the game in progress be)."""

    def __init__(self, game: str, part: str = keys.GAME) -> None:
        self.game_key = keys.game_key(game, part)
        # the route of the table this autosave is played at: `#/<game>/play[/today]` (web/table/screens.py)
        self.table = f"{game}/play" if part == keys.GAME else f"{game}/play/{part}"
        self.setup_key = keys.game_key(game, keys.SETUP)
        self.replay_key = keys.game_key(game, keys.REPLAY)
        self.last: str | None = None  # the autosave as this tab last read or wrote it
        self.problem = ""  # why the last save_game failed, in words for the player

    def load_game(self) -> str | None:
        """The autosaved game's text, if any."""
        text = storage.get(self.game_key)
        self.last = text
        return text

    def peek(self) -> str | None:
        """The autosave's text as it is now, not taken as this tab's last read
        (a door about to replace it looks first: web/ui/keep_game.py)."""
        return storage.get(self.game_key)

    def save_game(self, text: str, *, replace: bool = False) -> bool:
        """Autosave; False (with `problem` saying why) if the browser refused
        (storage full or disabled) or, unless `replace`, if another tab saved
        the game since this one last read or wrote it."""
        if not replace and self.last is not None:
            current = storage.get(self.game_key)
            if current is not None and current != self.last:
                self.problem = MOVED_ON
                return False
        if not storage.put(self.game_key, text):
            self.problem = REFUSED
            return False
        self.last = text
        self.problem = ""
        return True

    def clear_game(self) -> None:
        """Forget the autosave (a damaged one the player chose to clear)."""
        storage.remove(self.game_key)
        self.last = None

    def load_setup(self) -> dict[str, Any] | None:
        """The last setup used, if it is readable."""
        return storage.get_object(self.setup_key)

    def save_setup(self, setup: dict[str, Any]) -> None:
        """Remember the setup for the next game."""
        storage.put(self.setup_key, json.dumps(setup))

    def load_replay(self) -> str | None:
        """The replay open on the replay screen (web/table/replay.py), if any."""
        return storage.get(self.replay_key)

    def save_replay(self, text: str) -> bool:
        """Keep the replay for a reload; False if the browser refused."""
        return storage.put(self.replay_key, text)

    def clear_replay(self) -> None:
        storage.remove(self.replay_key)


def unfinished_daily(game: str, part: str) -> str | None:
    """The day of the day's deal the autosave `part` of `game` holds unfinished (its table's `daily`,
    read without replaying the game, within the record's limits), or None."""
    from engine.core import jsonlimits

    try:
        data = jsonlimits.loads(storage.get(keys.game_key(game, part)) or "null",
                                max_bytes=jsonlimits.RECORD_MAX_BYTES, max_depth=jsonlimits.MAX_DEPTH)
        day = data["record"]["table"].get("daily")
        return day if isinstance(day, str) and data["view"]["progress"]["over"] is False else None
    except Exception:  # outside data: no game of a day's deal to speak of
        return None
