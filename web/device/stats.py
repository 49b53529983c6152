"""Statistics per player name on this device (pure Python, tested on CPython).

What is counted, for every person who played at this device (never an AI
seat, never a person on another device): games and wins per game, per
table size and per AI level faced (an AI on another team, or any AI in a
game without teams), and for a game of one seat that scores (Sequitur
solo) each score with its ladder title and day, so the screen can show the
best, the average and the titles over time. A game in which a person used
Undo or a suggestion (Session.aids) is assisted: it counts as played (and
won) as any other and is counted as assisted too; an assisted solo game
enters no score, so the ladder's best and average are the player's own
(docs/records.md). Names are compared as the
setups compare them (web/device/names.py `name_key`): "Ann" and "ANN" are one
player.

A game is counted once, when it ends at this device: its id
(Session.game_id, from the seed and the setup) is kept, so a reload of a
finished game, a replay or an undo played again never counts it twice.

The store is localStorage (`seqgames.stats`), outside data like a save: it
is read within limits (size, depth, how many players, games and scores), and
anything wrong with it raises `StatsError` saying what, for the screen to
report without stopping the app. It never grows past its limits: the
oldest game ids and scores go first.

Today's deal (web/games/sequitur/daily.py) keeps one result a day for this
device, whoever played it (`daily`: at most 366 days, the oldest go first):
the day, points, ladder title, par (null until the expert has played the
deal), whether it was assisted, its rows of squares; the streaks are
worked out from the days. A past day's deal played from the archive (web/table/archive.py) keeps
its result the same way in `late` (at most 366 days), apart: no streak counts it.

A day's deal dealt in words other than English keeps its language apart, in its own key
(`LANGUAGES_KEY`: `languages_dumps`, read by `parse`), never in the statistics: a release from before
the languages (still open in another tab, or after a rollback) refuses a result of seven fields as
damaged, and rewrites the store with only what it knows, so the store keeps the six fields every
release reads, and the languages survive its writes. A store of seven-field results (as written
for a day between the languages and this) reads as well, and is written back in two.
"""
from __future__ import annotations

import json
from typing import Any, Iterable

from engine.core import jsonlimits
from engine.core.portable import sorted_stable
from engine.core.value import Value
from web.device import keys
from web.device.names import clean_name, name_key

KEY = keys.STATS
LANGUAGES_KEY = keys.SEQUITUR_LANGUAGES
FORMAT = "seqgames-stats"
VERSION = 1
MAX_BYTES = 512 * 1024  # a full store (the limits below) takes about 60 kB; five times that is room
MAX_DEPTH = 8  # the store needs 6
MAX_PLAYERS = 100
MAX_GAME_IDS = 1000  # games remembered as counted (older ones cannot come back: their seeds were random)
MAX_SCORES = 200  # solo scores kept per player and game
MAX_NUMBER = 10**9  # no count or score goes beyond
MAX_KEY = 40  # a table size, an AI level or a game's id
MAX_NAME_KEY = 4 * MAX_KEY  # a player's key (name_key of a name of at most 40 characters)
MAX_GAME_ID = 64  # a counted game's id
MAX_DAILY = 366  # today's deal: the days kept
MAX_ROWS = 8  # a deal's rows of squares (Sequitur has 3 rounds)
MAX_ROW = 16  # characters of a row
SQUARES = frozenset("\U0001F7E5\U0001F7E8\U0001F7E9\u2B1C\u2B1B ")  # what a row may hold (web/games/sequitur/daily.py)


# json's error for text that is not JSON (MicroPython's json raises a plain ValueError)


class StatsError(ValueError):
    """The statistics store is damaged: what is wrong, in words."""


class Player(Value):
    """One seat of a finished game, as the statistics see it: its name, whether
    a person at this device holds it, the AI's level ("" for a person), its team."""

    FIELDS = ("name: str", "here: bool", "level: str", "team: int")


class DailyResult(Value):
    """One day's deal as played here (web/games/sequitur/daily.py)."""

    FIELDS = ("day: str", "points: int", "title: str", "par: int | None", "assisted: bool", "picture: tuple[str, ...]",
              "language: str")


class Score(Value):
    """One solo score: the day (YYYY-MM-DD), the points and the ladder title ("" below the ladder)."""

    FIELDS = ("day: str", "points: int", "title: str")


def empty() -> dict[str, Any]:
    """A store with nothing counted."""
    return {"format": FORMAT, "version": VERSION, "counted": [], "players": {}, "daily": [], "late": []}


def _count(value: Any, what: str) -> int:
    if type(value) is not int or not 0 <= value <= MAX_NUMBER:
        raise StatsError(f"{what} is not a count")
    return value


def _tally(value: Any, what: str) -> dict[str, list[int]]:
    """{"key": [played, won]} checked."""
    if not isinstance(value, dict) or len(value) > 64:
        raise StatsError(f"{what} is malformed")
    out = {}
    for key in sorted(value):  # in one order everywhere: the first problem found is the one said
        pair = value[key]
        if len(key) > MAX_KEY or not isinstance(pair, list) or len(pair) != 2:
            raise StatsError(f"{what} is malformed")
        played, won = _count(pair[0], what), _count(pair[1], what)
        if won > played:
            raise StatsError(f"{what} counts more wins than games")
        out[key] = [played, won]
    return out


def _game(value: Any, what: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise StatsError(f"{what} is malformed")
    played, won = _count(value.get("played"), what), _count(value.get("won"), what)
    if won > played:
        raise StatsError(f"{what} counts more wins than games")
    scores = value.get("scores", [])
    if not isinstance(scores, list) or len(scores) > MAX_SCORES:
        raise StatsError(f"{what}'s scores are malformed")
    kept = []
    for score in scores:
        if not (isinstance(score, list) and len(score) == 3 and isinstance(score[0], str) and len(score[0]) <= 10
                and isinstance(score[2], str) and len(score[2]) <= MAX_KEY):
            raise StatsError(f"{what}'s scores are malformed")
        kept.append([score[0], _count(score[1], what), score[2]])
    return {"played": played, "won": won, "tables": _tally(value.get("tables", {}), what),
            "levels": _tally(value.get("levels", {}), what), "scores": kept,
            "assisted": _count(value.get("assisted", 0), what)}  # absent in stores before assisted games


def _day(value: Any) -> str:
    from engine.sequitur.daily import check_day

    try:
        return check_day(value)
    except ValueError:
        raise StatsError("a day of today's deal is malformed") from None


def _other_languages() -> tuple[str, ...]:
    """The languages of Sequitur's words other than English (a day's deal kept in one names it)."""
    from engine.sequitur.dictionary import LANGUAGES

    return LANGUAGES[1:]


def _daily(value: Any) -> list[list[Any]]:
    """Today's deal's results, checked: [day, points, title, par or null, assisted, rows], and the language of
    the words where it is not English (engine/sequitur/dictionary.py), oldest first."""
    if not isinstance(value, list) or len(value) > MAX_DAILY:
        raise StatsError("the results of today's deal are malformed")
    out: list[list[Any]] = []
    for item in value:
        if not (isinstance(item, list) and len(item) in (6, 7) and isinstance(item[2], str)
                and (len(item) == 6 or item[6] in _other_languages()) and len(item[2]) <= MAX_KEY
                and type(item[4]) is bool and isinstance(item[5], list) and len(item[5]) <= MAX_ROWS
                and all(isinstance(r, str) and len(r) <= MAX_ROW and set(r) <= SQUARES for r in item[5])):
            raise StatsError("a result of today's deal is malformed")
        day = _day(item[0])
        if out and day <= out[-1][0]:
            raise StatsError("the results of today's deal are out of order")
        par = None if item[3] is None else _count(item[3], "a par")
        out.append([day, _count(item[1], "a score of today's deal"), item[2], par, item[4], list(item[5])] + item[6:])
    return out


def _languages_into(data: dict[str, Any], text: str | None) -> None:
    """The languages of the days' deals (`languages_dumps`' text) put back on their results: a day's
    language only where its result's points are those kept with it (a result written since by a release
    that knew no languages stays English's); anything else in that text is left out (the days read as
    English's, nothing else changes)."""
    if not text:
        return
    try:
        kept = jsonlimits.loads(text, max_bytes=MAX_BYTES, max_depth=4, what="it")
    except (TypeError, ValueError):
        return
    if not isinstance(kept, dict):
        return
    for part in ("daily", "late"):
        days = kept.get(part)
        if not isinstance(days, dict):
            continue
        for item in data[part]:
            entry = days.get(item[0])
            if (len(item) == 6 and isinstance(entry, list) and len(entry) == 2 and entry[0] in _other_languages()
                    and entry[1] == item[1]):
                item.append(entry[0])


def languages_dumps(data: dict[str, Any]) -> str:
    """The text of `LANGUAGES_KEY`: each part's days dealt in words other than English, with the language and
    the result's points (`{"daily": {"2026-11-23": ["es", 12]}, "late": {}}`)."""
    return json.dumps({part: {item[0]: [item[6], item[1]] for item in data[part] if len(item) > 6}
                       for part in ("daily", "late")}, separators=(",", ":"))


def parse(text: str | None, languages: str | None = None) -> dict[str, Any]:
    """The store read from its text (None: nothing stored yet), the languages of its days' deals from
    `languages` (`LANGUAGES_KEY`'s text); StatsError if the store is damaged."""
    if text is None:
        return empty()
    try:
        data = jsonlimits.loads(text, max_bytes=MAX_BYTES, max_depth=MAX_DEPTH, what="it")
    except jsonlimits.NotJSON:
        raise StatsError("it is not valid JSON") from None
    except (TypeError, ValueError) as error:
        raise StatsError(str(error)[:120]) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise StatsError("it is not a statistics store")
    if type(data.get("version")) is not int or data["version"] != VERSION:
        raise StatsError(f"it is from another version of the app (version {str(data.get('version'))[:10]})")
    counted = data.get("counted")
    if not isinstance(counted, list) or len(counted) > MAX_GAME_IDS or \
            not all(isinstance(g, str) and len(g) <= MAX_GAME_ID for g in counted):
        raise StatsError("its list of games counted is malformed")
    players = data.get("players")
    if not isinstance(players, dict) or len(players) > MAX_PLAYERS:
        raise StatsError("its players are malformed")
    out = empty()
    out["counted"] = list(counted)
    out["daily"] = _daily(data.get("daily", []))  # absent in stores before today's deal
    out["late"] = _daily(data.get("late", []))  # absent in stores before the archive
    _languages_into(out, languages)
    for key in sorted(players):  # in one order everywhere: the first problem found is the one said
        entry = players[key]
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str) or len(key) > MAX_NAME_KEY:
            raise StatsError("a player's entry is malformed")
        games = entry.get("games")
        if not isinstance(games, dict) or len(games) > 16:
            raise StatsError("a player's games are malformed")
        name = clean_name(entry["name"], 0)
        out["players"][key] = {"name": name, "games": {g[:MAX_KEY]: _game(games[g], f"{name}'s {g[:MAX_KEY]}")
                                                      for g in sorted(games)}}
    return out


def dumps(data: dict[str, Any]) -> str:
    """The store's text: each day's result in its six fields (its language goes to `languages_dumps`)."""
    data = dict(data)
    for part in ("daily", "late"):
        if isinstance(data.get(part), list):
            data[part] = [item[:6] if isinstance(item, list) else item for item in data[part]]
    try:
        return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    except TypeError:  # MicroPython's json has no ensure_ascii: it writes text as it is
        return json.dumps(data, separators=(",", ":"))


def _plus_one(count: int) -> int:
    """A count one higher, held at MAX_NUMBER: the writer never writes what `parse` refuses."""
    return min(count + 1, MAX_NUMBER)


def _bump(tally: dict[str, list[int]], key: str, won: bool) -> None:
    pair = tally.setdefault(key, [0, 0])
    pair[0] = _plus_one(pair[0])
    if won:
        pair[1] = min(_plus_one(pair[1]), pair[0])


def add_game(data: dict[str, Any], *, game: str, game_id: str, players: list[Player], winners: Iterable[int],
             solo_score: Score | None = None, assisted: bool = False) -> bool:
    """Count a finished game for each person at this device (`assisted`: a
    person used Undo or a suggestion, so a solo game enters no score); False
    (nothing changed) if this game was counted already or no person played it here."""
    game_id = game_id[:MAX_GAME_ID]
    if game_id in data["counted"] or not any(p.here for p in players):
        return False
    winners = set(winners)
    table = str(len(players))
    for seat, player in enumerate(players):
        if not player.here:
            continue
        key = name_key(player.name)
        if len(key) > MAX_NAME_KEY:
            continue  # a name whose compatibility form is too long to be read back: not counted
        entry = data["players"].get(key)
        if entry is None:
            if len(data["players"]) >= MAX_PLAYERS:
                continue  # the store is full of other names: this one is not counted
            entry = data["players"][key] = {"name": clean_name(player.name, seat), "games": {}}
        entry["name"] = clean_name(player.name, seat)  # the name as last written
        stats = entry["games"].setdefault(game, {"played": 0, "won": 0, "tables": {}, "levels": {}, "scores": [],
                                                  "assisted": 0})
        if assisted:
            stats["assisted"] = _plus_one(stats.get("assisted", 0))
        if len(players) == 1:  # alone at the table, a game is a score, neither won nor lost
            if solo_score is not None and not assisted:  # an assisted score is not the player's own
                score = [solo_score.day[:10], min(max(solo_score.points, 0), MAX_NUMBER), solo_score.title[:MAX_KEY]]
                stats["scores"] = (stats["scores"] + [score])[-MAX_SCORES:]
            continue
        won = seat in winners
        stats["played"] = _plus_one(stats["played"])
        if won:
            stats["won"] = min(_plus_one(stats["won"]), stats["played"])
        _bump(stats["tables"], table, won)
        faced = sorted({p.level[:MAX_KEY] for p in players if p.level and p.team != player.team})
        for level in faced:
            _bump(stats["levels"], level, won)
    data["counted"] = (data["counted"] + [game_id])[-MAX_GAME_IDS:]
    return True


def add_daily(data: dict[str, Any], result: dict[str, Any], par: int | None = None, *, late: bool = False) -> bool:
    """Keep a finished deal's result (web/games/sequitur/daily.py `result_of`), or with `late` a past
    day's played from the archive, which no streak counts; False (nothing changed) if that day's is
    kept already: a day's deal is played once."""
    day = _day(result["day"])
    if any(item[0] == day for item in data["daily"] + data["late"]):
        return False
    rows = [r[:MAX_ROW] for r in result["picture"][:MAX_ROWS] if set(r[:MAX_ROW]) <= SQUARES]
    item = [day, min(max(int(result["points"]), 0), MAX_NUMBER), str(result["title"])[:MAX_KEY],
            None if par is None else min(max(int(par), 0), MAX_NUMBER), bool(result["assisted"]), rows]
    if result.get("language") in _other_languages():  # (an English deal's stays as it always was)
        item.append(result["language"])
    part = "late" if late else "daily"
    data[part] = sorted(data[part] + [item], key=lambda entry: entry[0])[-MAX_DAILY:]
    return True


def set_par(data: dict[str, Any], day: str, par: int, language: str = "en") -> bool:
    """The expert's score on `day`'s deal in `language`'s words, once it has played it; False if that day
    has no result in those words or has its par."""
    for item in data["daily"] + data["late"]:
        if item[0] == day and item[3] is None and (item[6] if len(item) > 6 else "en") == language:
            item[3] = min(max(int(par), 0), MAX_NUMBER)
            return True
    return False


def daily_results(data: dict[str, Any], part: str = "daily") -> list[DailyResult]:
    """Today's deal's results, oldest first (`part` "late": the past days' played from the archive)."""
    return [DailyResult(item[0], item[1], item[2], item[3], item[4], tuple(item[5]), item[6] if len(item) > 6 else "en")
            for item in data[part]]


class GameLine(Value):
    """One player's figures for one game, for the screen: games played and won
    against others, and the scores of games played alone (solo): `tables`,
    (table size, played, won) smallest table first; `levels`, (AI level,
    played, won); `scores`, oldest first; `assisted`, the games in which a
    person used Undo or a suggestion (solo: not among the scores)."""

    FIELDS = ("game: str", "played: int", "won: int", "tables: list[tuple[int, int, int]]",
              "levels: list[tuple[str, int, int]]", "scores: list[Score]", "assisted: int")
    DEFAULTS = {"assisted": 0}

    @property
    def best(self) -> int | None:
        return max((s.points for s in self.scores), default=None)

    @property
    def average(self) -> float | None:
        return sum(s.points for s in self.scores) / len(self.scores) if self.scores else None


def _digits(text: str) -> bool:
    """Whether `text` is ASCII digits (str.isdigit also takes "²", which int() refuses)."""
    return bool(text) and all("0" <= char <= "9" for char in text)


def lines(data: dict[str, Any], levels_order: Iterable[str] = (),
          games_order: Iterable[str] = ()) -> list[tuple[str, list[GameLine]]]:
    """(name, each game's figures) per player, the most games first (then by
    name); a player's games in `games_order` (the home screen's), others after
    by id: the store's dicts are read in no particular order."""
    order = {level: i for i, level in enumerate(levels_order)}
    game_rank = {game: i for i, game in enumerate(games_order)}
    out = []
    for key in sorted(data["players"]):
        entry = data["players"][key]
        games = []
        for game in sorted(entry["games"], key=lambda g: (game_rank.get(g, len(game_rank)), g)):
            stats = entry["games"][game]
            # games alone at the table, counted as played before they were only scores
            solo_played, solo_won = stats["tables"].get("1", (0, 0))
            tables = sorted((int(t), p, w) for t, (p, w) in stats["tables"].items() if _digits(t) and t != "1")
            levels = sorted(((lv, p, w) for lv, (p, w) in stats["levels"].items()), key=lambda x: (order.get(x[0], 99), x[0]))
            games.append(GameLine(game, stats["played"] - solo_played, stats["won"] - solo_won, tables, levels,
                                  [Score(*s) for s in stats["scores"]], stats["assisted"]))
        out.append((entry["name"], games))
    # sorted by store key first, so players tied on both (a damaged store) still come in one order
    return sorted_stable(out, key=lambda item: (-sum(g.played for g in item[1]), name_key(item[0])))
