"""What a finished game writes on this device, in one call (`game_over`, from
the driver as a game ends at the table): its line in the statistics
(web/device/stats.py) and its place in the game history
(web/device/history.py); and the one way to change the statistics
(`update_stats`: read, change, write back, with the same messages for a
damaged or full store). A problem comes back as a sentence for the table's
message line, never an exception.
"""
from __future__ import annotations

from typing import Any, Callable

import js

from web.device import storage
from web.device.history import History, Item, add, drop_oldest, dumps as history_dumps, key, parse as history_parse
from web.device.history import MAX_TEXT
from web.device.names import and_list
from web.device.stats import KEY, LANGUAGES_KEY, Player, Score, StatsError, add_game, dumps, languages_dumps, parse

STATS_FULL = "The statistics could not be kept: this browser's storage is full or disabled."
STATS_DAMAGED = "The statistics were not updated: the store on this device is damaged (see Statistics)."
HISTORY_FULL = "The finished game could not be kept in the history: this browser's storage is full or disabled."


def today() -> str:
    """This device's calendar day (its local time), as YYYY-MM-DD: the day of today's deal."""
    now = js.Date.new()
    return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"


def stored_stats() -> dict[str, Any]:
    """The statistics on this device, with the languages of the days' deals kept beside them
    (web/device/stats.py `LANGUAGES_KEY`); StatsError if they are damaged."""
    return parse(storage.get(KEY), storage.get(LANGUAGES_KEY))


def update_stats(change: Callable[[dict[str, Any]], bool]) -> str:
    """Read the statistics, make `change` (True if it changed them) and write
    them back: "", or why not (STATS_DAMAGED: left as they are; STATS_FULL).
    The days' languages first: one kept for a result not yet written is never read."""
    try:
        data = stored_stats()
    except StatsError:
        return STATS_DAMAGED
    if not change(data):
        return ""
    return "" if storage.put(LANGUAGES_KEY, languages_dumps(data)) and storage.put(KEY, dumps(data)) else STATS_FULL


def count(session: Any) -> str:
    """Count `session`'s finished game in the statistics; "" or why it was not kept."""
    result = session.state.result()
    if result is None:
        return ""
    players = [Player(seat.name, seat.is_here, seat.level if seat.is_ai else "", result.teams[i])
               for i, seat in enumerate(session.seats)]
    solo = None
    if len(players) == 1 and result.scores is not None and "rank" in result.details:
        solo = Score(str(js.Date.new().toISOString())[:10], int(result.scores[0]), str(result.details["rank"] or ""))
    return update_stats(lambda data: add_game(data, game=session.spec.id, game_id=session.game_id(), players=players,
                                              winners=result.winners, solo_score=solo, assisted=session.assisted))


def load_history(game: str) -> History:
    """`game`'s history on this device (never raises: what cannot be read is skipped)."""
    return history_parse(storage.get(key(game)), game)


def keep(session: Any) -> str:
    """Keep `session`'s finished game in its history (once per game id); "" or why it was not kept.
    When the browser's storage is full, the oldest games go first."""
    game = session.spec.id
    history = load_history(game)
    day = str(js.Date.new().toISOString())[:10]
    item = Item(session.game_id(), day, and_list([seat.name for seat in session.seats])[:MAX_TEXT],
                session.spec.ending(session)[0][:MAX_TEXT], session.assisted, session.record())
    if not add(history, item):
        return ""
    while not storage.put(key(game), history_dumps(history)):
        drop_oldest(history)
        if not history.items:
            return HISTORY_FULL
    return ""


def game_over(session: Any) -> str:
    """`session`'s game ended here: count it and keep it; "" or what could not be kept."""
    return " ".join(filter(None, [count(session), keep(session)]))
