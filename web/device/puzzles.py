"""What this device keeps of a game's daily puzzles (Sequence's and Sequoia's, issue 83), under
`seqgames.<game>.puzzle` (web/device/keys.py), a store of its own: a game in progress, its
autosave and the statistics are never touched by a puzzle.

It holds the day being played (`open`: its day, the tries so far, whether a hint was taken),
each day solved here on its day (`days`, oldest first, at most `MAX_DAYS`: the day, the tries it took, the
hint, and which of the day's answers was played; the streak counts these), each past day solved from
the archive (`late`, the same entries: they never change a streak), the days tried and not solved
(`missed`: [day, tries, hint], oldest first, the day in play among them), and the day's puzzle as the background worker
made it (`puzzle`: its day and its JSON text, at most `MAX_PUZZLE` characters, which the game's
screen proves again before it uses it), so a reload sets it out at once. The store is outside data: `parse` reads it
within a size and a depth limit and checks every field (real dates in order, counts within their
caps), and anything wrong is `PuzzlesError`; the screen then starts the day afresh and writes
over it only when the player moves. `dumps` writes only what `parse` accepts. (Pure Python: the puzzle's driver reads and writes it,
web/table/puzzle.py.)
"""
from __future__ import annotations

import json
from typing import Any

from engine.core import jsonlimits
from engine.core.daily import check_day, streaks
from web.device import keys

FORMAT = "seqgames-puzzles"
VERSION = 1
MAX_BYTES = 64 * jsonlimits.KB  # a year of days is about 11 kB (of each part: solved, late, tried)
MAX_DEPTH = 4  # the store, its lists, a day's entry
MAX_DAYS = 366  # the days kept (of each part), the oldest go first
MAX_TRIES = 999  # a count of tries is held at this cap
MAX_ANSWERS = 8  # an answer's index is below this (a puzzle has three answers at most)
MAX_PUZZLE = 16 * jsonlimits.KB  # the day's puzzle's text (a Sequence puzzle's is about 2 kB)


class PuzzlesError(ValueError):
    """The store cannot be read (damaged, altered, or from an unknown release)."""


def key(game: str) -> str:
    return keys.game_key(game, keys.PUZZLE)


def empty() -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "open": None, "days": [], "late": [], "missed": [], "puzzle": None}


def _count(value: Any, cap: int, what: str) -> int:
    if type(value) is not int or not 0 <= value <= cap:
        raise PuzzlesError(f"{what} is malformed")
    return value


def _day(value: Any) -> str:
    try:
        return check_day(value)
    except ValueError:
        raise PuzzlesError("a day is malformed") from None


def _open(value: Any) -> list[Any] | None:
    """The day being played: [day, tries, hint], or None."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 3 or type(value[2]) is not bool:
        raise PuzzlesError("the puzzle in play is malformed")
    return [_day(value[0]), _count(value[1], MAX_TRIES, "a count of tries"), value[2]]


def _days(value: Any) -> list[list[Any]]:
    """The days solved: [day, tries, hint, answer], oldest first, each day once."""
    if not isinstance(value, list) or len(value) > MAX_DAYS:
        raise PuzzlesError("the days solved are malformed")
    out: list[list[Any]] = []
    for item in value:
        if not isinstance(item, list) or len(item) != 4 or type(item[2]) is not bool:
            raise PuzzlesError("a day solved is malformed")
        day = _day(item[0])
        if out and day <= out[-1][0]:
            raise PuzzlesError("the days solved are out of order")
        out.append([day, _count(item[1], MAX_TRIES, "a count of tries"), item[2],
                    _count(item[3], MAX_ANSWERS - 1, "an answer")])
    return out


def _missed(value: Any) -> list[list[Any]]:
    """The days tried and not solved: [day, tries, hint], oldest first, each day once."""
    if not isinstance(value, list) or len(value) > MAX_DAYS:
        raise PuzzlesError("the days tried are malformed")
    out: list[list[Any]] = []
    for item in value:
        entry = _open(item)
        if entry is None or (out and entry[0] <= out[-1][0]):
            raise PuzzlesError("the days tried are malformed or out of order")
        out.append(entry)
    return out


def _puzzle(value: Any) -> list[str] | None:
    """The day's puzzle kept: [day, its JSON text], or None."""
    if value is None:
        return None
    if not isinstance(value, list) or len(value) != 2 or not isinstance(value[1], str) or len(value[1]) > MAX_PUZZLE:
        raise PuzzlesError("the day's puzzle kept is malformed")
    return [_day(value[0]), value[1]]


def parse(text: str | None) -> dict[str, Any]:
    """The store from its text (an empty one if there is none); PuzzlesError if it cannot be read."""
    if text is None:
        return empty()
    try:
        data = jsonlimits.loads(text, max_bytes=MAX_BYTES, max_depth=MAX_DEPTH)
    except Exception as error:
        raise PuzzlesError(f"the puzzles' store cannot be read ({error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        raise PuzzlesError("the puzzles' store is not one this release reads")
    # `late` and `missed` are absent in stores before the archive
    return {"format": FORMAT, "version": VERSION, "open": _open(data.get("open")), "days": _days(data.get("days")),
            "late": _days(data.get("late", [])), "missed": _missed(data.get("missed", [])),
            "puzzle": _puzzle(data.get("puzzle"))}


def dumps(data: dict[str, Any]) -> str:
    """The store's text, the oldest days dropped past `MAX_DAYS`."""
    for part in ("days", "late", "missed"):
        data[part] = data[part][-MAX_DAYS:]
    return json.dumps({"format": FORMAT, "version": VERSION, "open": data["open"], "days": data["days"],
                       "late": data["late"], "missed": data["missed"], "puzzle": data["puzzle"]},
                      separators=(",", ":"))


def kept_puzzle(data: dict[str, Any], day: str) -> str | None:
    """The JSON text of `day`'s puzzle as kept, if it is that day's."""
    kept = data["puzzle"]
    return kept[1] if kept is not None and kept[0] == day else None


def keep_puzzle(data: dict[str, Any], day: str, text: str) -> None:
    """Keep `day`'s puzzle's text (the last day's goes), unless it is too long to keep."""
    if len(text) <= MAX_PUZZLE:
        data["puzzle"] = [day, text]


def solved(data: dict[str, Any], day: str) -> list[Any] | None:
    """`day`'s entry [day, tries, hint, answer] if it was solved here (on its day, or later)."""
    return next((item for item in data["days"] + data["late"] if item[0] == day), None)


def is_late(data: dict[str, Any], day: str) -> bool:
    """Whether `day` was solved here after its day, from the archive."""
    return any(item[0] == day for item in data["late"])


def progress(data: dict[str, Any], day: str) -> tuple[int, bool]:
    """(tries so far, hint taken) of `day`'s puzzle, unsolved."""
    now = data["open"]
    if now is not None and now[0] == day:
        return now[1], now[2]
    kept = next((item for item in data["missed"] if item[0] == day), None)
    return (kept[1], kept[2]) if kept is not None else (0, False)


def _without(entries: list[list[Any]], day: str) -> list[list[Any]]:
    return [item for item in entries if item[0] != day]


def tried(data: dict[str, Any], day: str, *, hint: bool = False) -> None:
    """A wrong try at `day`'s puzzle (or, with `hint`, a hint taken): kept as it stands."""
    tries, hinted = progress(data, day)
    data["open"] = [day, tries if hint else min(tries + 1, MAX_TRIES), hinted or hint]
    data["missed"] = sorted(_without(data["missed"], day) + [list(data["open"])], key=lambda item: item[0])[-MAX_DAYS:]


def solve(data: dict[str, Any], day: str, answer: int, *, late: bool = False) -> list[Any]:
    """`day`'s puzzle solved with its `answer`-th answer: its entry, kept once; `late`: a past day,
    solved from the archive, which no streak counts."""
    kept = solved(data, day)
    if kept is not None:
        return kept
    tries, hinted = progress(data, day)
    entry = [day, min(tries + 1, MAX_TRIES), hinted, min(max(answer, 0), MAX_ANSWERS - 1)]
    if data["open"] is not None and data["open"][0] == day:
        data["open"] = None
    data["missed"] = _without(data["missed"], day)
    part = "late" if late else "days"
    data[part] = sorted(data[part] + [entry], key=lambda item: item[0])[-MAX_DAYS:]
    return entry


def marks(data: dict[str, Any]) -> dict[str, str]:
    """Each day this store knows, as the archive marks it: "solved" (on its day), "late" (solved
    from the archive), "missed" (tried, not solved); a day not in it was not played here."""
    out = {item[0]: "missed" for item in data["missed"]}
    if data["open"] is not None:
        out[data["open"][0]] = "missed"
    for part, mark in (("late", "late"), ("days", "solved")):
        for item in data[part]:
            out[item[0]] = mark
    return out


def streak(data: dict[str, Any], day: str) -> tuple[int, int]:
    """(current, best) runs of days solved in a row (engine/core/daily.py `streaks`)."""
    return streaks([item[0] for item in data["days"]], day)
