"""The daily puzzles' store (web/device/puzzles.py, issue 83): a try, a hint and a day solved kept
as they stand, each day solved once, the streaks, a year at most; and the store as a door: what it
writes it reads back, and a damaged or hostile store (too large, too deep, wrong fields, dates out of
order, counts past their caps) is refused as a whole, never half read."""
from __future__ import annotations

import json

import pytest

from web.device import puzzles
from web.device.puzzles import MAX_DAYS, MAX_TRIES, PuzzlesError, dumps, empty, parse, progress, solve, solved, streak, tried


def test_tries_a_hint_and_the_day_solved_are_kept() -> None:
    data = empty()
    assert progress(data, "2026-11-29") == (0, False)
    tried(data, "2026-11-29")
    tried(data, "2026-11-29", hint=True)
    tried(data, "2026-11-29")
    assert progress(data, "2026-11-29") == (2, True)
    assert progress(data, "2026-11-30") == (0, False)  # another day starts afresh
    assert solve(data, "2026-11-29", 1) == ["2026-11-29", 3, True, 1]
    assert data["open"] is None and solved(data, "2026-11-29") == ["2026-11-29", 3, True, 1]
    assert solve(data, "2026-11-29", 0) == ["2026-11-29", 3, True, 1]  # solved once
    assert parse(dumps(data)) == data


def test_the_streak_counts_days_solved_in_a_row() -> None:
    data = empty()
    for day in ("2026-11-26", "2026-11-28", "2026-11-29"):
        solve(data, day, 0)
    assert streak(data, "2026-11-29") == (2, 2)
    assert streak(data, "2026-11-30") == (2, 2)  # today's still to play
    assert streak(data, "2026-12-01") == (0, 2)


def test_a_year_at_most_and_counts_held_at_their_caps() -> None:
    data = empty()
    data["open"] = ["2025-01-01", MAX_TRIES, False]
    tried(data, "2025-01-01")
    assert progress(data, "2025-01-01") == (MAX_TRIES, False)
    day = "2025-01-01"
    from engine.core.daily import next_day
    for _ in range(MAX_DAYS + 5):
        solve(data, day, 0)
        day = next_day(day)
    assert len(data["days"]) == MAX_DAYS
    assert parse(dumps(data)) == data


GOOD = {"format": "seqgames-puzzles", "version": 1, "open": ["2026-11-29", 1, False], "days": [["2026-11-28", 2, False, 0]]}


@pytest.mark.parametrize("change", [
    {"format": "other"}, {"version": 2}, {"open": ["2026-02-30", 1, False]}, {"open": ["2026-11-29", -1, False]},
    {"open": ["2026-11-29", 1, 1]}, {"open": "2026-11-29"}, {"days": {}},
    {"days": [["2026-11-28", 2, False, 0], ["2026-11-27", 1, False, 0]]},
    {"days": [["2026-11-28", 2, False, 0], ["2026-11-28", 1, False, 0]]},
    {"days": [["2026-11-28", MAX_TRIES + 1, False, 0]]}, {"days": [["2026-11-28", 2, False, 99]]},
    {"days": [["2026-11-28", 2.0, False, 0]]}, {"days": [["2026-11-28", True, False, 0]]},
    {"days": [["2026-11-28", 2, False, 0, "more"]]}, {"days": [[["deep"]]]},
    {"late": {}}, {"late": [["2026-11-20", 0, False, 9]]}, {"late": [["2026-11-21", 1, False, 0], ["2026-11-20", 1, False, 0]]},
    {"missed": [["2026-11-20", 1]]}, {"missed": [None]}, {"missed": [["2026-11-21", 1, False], ["2026-11-21", 2, False]]},
    {"missed": [["2026-13-01", 1, False]]}, {"missed": [["2026-11-20", 1, False]] * (MAX_DAYS + 1)},
])
def test_a_damaged_store_is_refused(change: dict) -> None:
    assert parse(json.dumps(GOOD))["days"] == [["2026-11-28", 2, False, 0]]
    with pytest.raises(PuzzlesError):
        parse(json.dumps(dict(GOOD, **change)))


def test_a_store_too_large_or_too_deep_is_refused_unread() -> None:
    with pytest.raises(PuzzlesError):
        parse(json.dumps(dict(GOOD, pad="x" * puzzles.MAX_BYTES)))
    with pytest.raises(PuzzlesError):
        parse('{"format": "seqgames-puzzles", "version": 1, "open": null, "days": [[[[[[1]]]]]]}')
    with pytest.raises(PuzzlesError):
        parse("not json")
    with pytest.raises(PuzzlesError):
        parse("[]")
    assert parse(None) == empty()


def test_the_day_s_puzzle_is_kept_for_its_day_alone() -> None:
    data = empty()
    puzzles.keep_puzzle(data, "2026-11-29", '{"kind": "stop"}')
    assert puzzles.kept_puzzle(data, "2026-11-29") == '{"kind": "stop"}'
    assert puzzles.kept_puzzle(data, "2026-11-30") is None  # the next day's is made anew
    puzzles.keep_puzzle(data, "2026-11-30", "x" * (puzzles.MAX_PUZZLE + 1))  # too long: not kept
    assert puzzles.kept_puzzle(data, "2026-11-29") == '{"kind": "stop"}'
    assert parse(dumps(data)) == data
    for hostile in (["2026-11-29"], ["2026-11-29", 5], ["not a day", "{}"], ["2026-11-29", "x" * (puzzles.MAX_PUZZLE + 1)]):
        with pytest.raises(PuzzlesError):
            parse(json.dumps(dict(GOOD, puzzle=hostile)))


def test_a_past_day_solved_from_the_archive_is_kept_apart_and_never_changes_the_streak() -> None:
    """Solved on their days: the 27th and the 28th; the 26th, solved from the archive on the 29th,
    would join them in a row, but the streak stays 2; the archive marks each day as it stands."""
    data = empty()
    for day in ("2026-11-27", "2026-11-28"):
        solve(data, day, 0)
    tried(data, "2026-11-25")  # tried, left, and another day played
    tried(data, "2026-11-26", hint=True)
    tried(data, "2026-11-26")
    assert progress(data, "2026-11-25") == (1, False)  # each day's tries are kept, not only the last's
    assert solve(data, "2026-11-26", 0, late=True) == ["2026-11-26", 2, True, 0]
    assert streak(data, "2026-11-29") == (2, 2)
    assert solved(data, "2026-11-26") == ["2026-11-26", 2, True, 0] and puzzles.is_late(data, "2026-11-26")
    assert not puzzles.is_late(data, "2026-11-27")
    assert solve(data, "2026-11-26", 1) == ["2026-11-26", 2, True, 0]  # kept once, where it was
    assert data["days"] == [["2026-11-27", 1, False, 0], ["2026-11-28", 1, False, 0]]
    assert puzzles.marks(data) == {"2026-11-25": "missed", "2026-11-26": "late", "2026-11-27": "solved",
                                   "2026-11-28": "solved"}
    assert parse(dumps(data)) == data


def test_a_store_before_the_archive_reads_with_nothing_late_nor_tried() -> None:
    data = parse(json.dumps(GOOD))
    assert data["late"] == [] and data["missed"] == []
    assert puzzles.marks(data) == {"2026-11-28": "solved", "2026-11-29": "missed"}
