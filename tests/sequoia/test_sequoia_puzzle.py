"""Today's puzzle of Sequoia (issue 83; engine/sequoia/puzzle.py): every puzzle of a year proved
(its best pair beats the next by the margin it states, one point at least), the same puzzle for the
same day, the exact expectation agreeing with the review's sampled futures and with every rival roll
scored on the whole board, and values that depend only on what the seat to choose sees."""
from __future__ import annotations

import json

import pytest

from engine.core.daily import next_day
from engine.core.record import advance_chance, loads
from engine.core.rng import Rng
from engine.sequoia.ai.search import choose, final_points, futures
from engine.sequoia.forests import FOREST_BASE
from engine.sequoia.puzzle import (MARGIN, TIEBREAK_FROM, UNIT, Puzzle, expectations, is_tiebreak_day, points,
                                   position_of, prove, puzzle_json, puzzle_of, rival_rolls)
from engine.sequoia.state import SequoiaState
from tests.daily_days import FIRST, MONTHS, days_from, month_of


def _position(puzzle: Puzzle) -> SequoiaState:
    state = loads(puzzle.record, game="sequoia")
    advance_chance(state)
    assert isinstance(state, SequoiaState)
    return state


@pytest.mark.parametrize("month", MONTHS)
def test_every_puzzle_of_a_year_is_proved(month: str) -> None:
    """Each day from the archive's first (tests/daily_days.py) and of the twelve months from FIRST: a puzzle whose record is its seat's last-turn choice,
    whose values are the expectations worked out again, and whose best pairs (equal ones all
    answers) beat every other pair by the margin it states, MARGIN points at least; each Sunday from
    TIEBREAK_FROM a tiebreaker turn's (every one of the year has one), no other day's."""
    for day in month_of(month):
        puzzle = puzzle_of(day)
        assert prove(puzzle) == [], prove(puzzle)
        assert puzzle.tiebreak == is_tiebreak_day(day), day
        best = max(puzzle.values)
        others = [v for v in puzzle.values if v != best]
        assert puzzle.answers and all(puzzle.value(a) == best for a in puzzle.answers)
        assert best - max(others) == puzzle.margin >= MARGIN * UNIT, day


def test_the_same_day_gives_the_same_puzzle_and_another_day_another() -> None:
    assert puzzle_json(FIRST) == puzzle_json(FIRST)
    assert puzzle_of(next_day(FIRST)).record != puzzle_of(FIRST).record


def test_a_tiebreaker_puzzle_read_back_is_proved_and_one_moved_to_another_day_refused() -> None:
    """A Sunday's tiebreaker turn read back from its JSON is the same puzzle; the same record named as a
    weekday's, or a Sunday's before TIEBREAK_FROM (whose puzzle stays the last turn), is refused."""
    data = json.loads(puzzle_json(TIEBREAK_FROM))
    again = Puzzle.from_json(data)
    assert again.tiebreak and again.answers == puzzle_of(TIEBREAK_FROM).answers
    for day in (next_day(TIEBREAK_FROM), "2026-11-29"):
        with pytest.raises(ValueError):
            Puzzle.from_json(dict(data, day=day))
    assert not puzzle_of("2026-11-29").tiebreak


def test_a_day_that_is_no_date_is_refused() -> None:
    for day in ("2026-13-01", "2026-02-30", "yesterday", 20261201):
        with pytest.raises(ValueError):
            puzzle_of(day)  # type: ignore[arg-type]


def test_a_puzzle_read_back_is_proved_and_an_altered_one_refused() -> None:
    """The JSON the worker hands the page: read back, the same puzzle; its values or its seat altered,
    refused (the page works the values out again)."""
    data = json.loads(puzzle_json(FIRST))
    again = Puzzle.from_json(data)
    assert again.answers == puzzle_of(FIRST).answers
    for change in ({"values": [v + 1 for v in data["values"]]}, {"seat": 1 - data["seat"]}, {"day": "2026-02-30"},
                   {"record": {}}):
        with pytest.raises(ValueError):
            Puzzle.from_json(dict(data, **change))


def test_the_exact_expectation_agrees_with_the_review_s_futures() -> None:
    """The review's estimate (engine/sequoia/ai/search.py `futures`, the rival's roll drawn at random)
    over many futures comes within a few tenths of the exact expectation of each pair."""
    for day in days_from(FIRST, 3):
        puzzle = puzzle_of(day)
        state = _position(puzzle)
        position = position_of(state, puzzle.seat)
        found = futures(position, [(p.a, p.b) for p in puzzle.pairs], Rng(7), 0.0, limit=3000)
        for pair, value, total in zip(puzzle.pairs, puzzle.values, found.points):
            assert abs(total / found.count - points(value)) < 0.25, (day, pair)


def test_the_expectations_are_every_rival_roll_scored_on_the_whole_board() -> None:
    """`expectations` scores each pair the rival's rolls lead it to once, and only the forests the two
    pairs change: the same whole numbers as each of the rival's sets of pairs (their rolls counted)
    chosen for and scored on the whole board."""
    for day in days_from(FIRST, 3):
        puzzle = puzzle_of(day)
        position = position_of(_position(puzzle), puzzle.seat)
        seat, rival = position.seat, 1 - position.seat
        fv, sv = position.first_value, position.second_value
        whole = []
        for action in puzzle.pairs:
            total = 0
            for pairs, count in rival_rolls():
                ga, gb = choose(position.counts, rival, pairs, fv, sv, 0, {})
                counts = [row[:] for row in position.counts]
                for forest, who in ((action.a - FOREST_BASE, seat), (action.b - FOREST_BASE, seat), (ga, rival), (gb, rival)):
                    counts[forest][who] += 1
                total += count * round(2 * final_points(counts, 2, fv, sv)[seat])
            whole.append(total)
        assert expectations(position, puzzle.pairs) == whole, day


def test_a_puzzle_s_values_come_from_what_its_seat_sees() -> None:
    """The rival's roll changed (`scrambled`: what the seat cannot see): the same values."""
    for day in days_from(FIRST, 4):
        puzzle = puzzle_of(day)
        state = _position(puzzle)
        for seed in range(3):
            other = state.scrambled(puzzle.seat, Rng(seed))
            assert other.rolls[1 - puzzle.seat] != state.rolls[1 - puzzle.seat] or seed
            assert expectations(position_of(other, puzzle.seat), puzzle.pairs) == puzzle.values
