"""Today's puzzle of Sequoia (issue 83): one roll a day, the same on every device with no server
(the day's seed, engine/core/daily.py), cut from the last regular turn of a game two Medium AIs
play from it, and proved before it is shown.

The question: which pair of this roll brings the most points expected? A pair's expectation is the
review's (engine/sequoia/ai/review.py `advise`: the seat's final points, the rival choosing by the
hard level's playout heuristic, engine/sequoia/ai/search.py `choose`), here worked out exactly
rather than sampled: on the last turn the only chance left is the rival's secret roll, and every
one of its 7776 rolls is counted (`expectations`). The final scoring is the review's too: a tie
shares its tokens (`final_points`). The seat to move sees its roll, the trees and the tokens (face
up), nothing else, and the expectation uses nothing else.

A puzzle's answers are the pairs of the best expectation (equal ones all accepted); the best beats
every other pair by `MARGIN` points at least (the margin it states is the gap to the next best),
so the puzzle is fair whatever the dice do. `prove` works the expectations out again from the
puzzle's record alone.

On Sundays from TIEBREAK_FROM on, the puzzle is a tiebreaker turn when the day's games have one with a
pair clearly best (the first, as above, in game order): which pair brings the most points expected
once every tie is broken (engine/sequoia/tiebreak_odds.py: exact over the rival's rolls and every
tiebreaker turn after, rounded to the same unit); else the usual last turn. Days before it keep the
puzzle they had.
"""
from __future__ import annotations

import json
from typing import Any

from engine.core.daily import check_day, day_number, day_seed, positions
from engine.core.record import advance_chance, loads, to_record
from engine.sequoia.ai.levels import make_seat
from engine.sequoia.ai.search import ROLLS, choose, final_points, pairs_by_roll
from engine.sequoia.ai.view import Position, read_position
from engine.sequoia.actions import Sums
from engine.sequoia.forests import FACE_UP, FOREST_BASE
from engine.sequoia.state import REGULAR, TIEBREAK, TURNS, SequoiaState
from engine.sequoia.tiebreak_odds import in_unit, tiebreak_values

DOMAIN = "seqgames/sequoia/todays-puzzle/v1"
CONFIG: dict[str, Any] = {"players": 2, "tokens": FACE_UP}
MARGIN = 1.0  # points expected at least between the best pair and the next (a fair puzzle under chance)
MIN_CHOICES = 4  # pairs in the roll at least: a puzzle is a choice
MOST_ANSWERS = 2  # pairs equal in value accepted at most
GAMES_A_DAY = 60  # games played from the day's seed at most in search of a puzzle (about one in three has one)
UNIT = 2 * ROLLS  # a value is the points expected in this unit: a whole number (halves of points over every roll)
TIEBREAK_FROM = "2026-12-06"  # the first tiebreaker day (a Sunday after the puzzle came: no past day changes)
MOST_TIES = 4  # forests tied at most in a tiebreaker puzzle (a position to read at a glance, worked out quickly on the page)
SUNDAY = 3  # day_number(day) % 7 of a Sunday (1970-01-01 was a Thursday)

_ROLLS: list[tuple[tuple[tuple[int, int], ...], int]] = []


def rival_rolls() -> list[tuple[tuple[tuple[int, int], ...], int]]:
    """Each distinct set of pairs a roll of five dice offers and how many of the 7776 rolls offer it
    (sorted: the same order everywhere; MicroPython's dicts keep none)."""
    if not _ROLLS:
        counts: dict[tuple[tuple[int, int], ...], int] = {}
        for pairs in pairs_by_roll():
            counts[pairs] = counts.get(pairs, 0) + 1
        _ROLLS.extend(sorted(counts.items()))
    return _ROLLS


def expectations(position: Position, legal: list[Sums]) -> list[int]:
    """The seat's final points expected with each of `legal` on the last regular turn of a game of two,
    over every roll of the rival, which chooses by the heuristic (as the review's futures do): in
    `UNIT`s, whole numbers (a tie shares its tokens in halves), the same on every Python."""
    seat = position.seat
    rival = 1 - seat
    fv, sv, counts0 = position.first_value, position.second_value, position.counts
    memo: dict[bytes, float] = {}
    # the rival's rolls that lead it to the same pair counted together: a few pairs, not 246 sets
    chosen: dict[tuple[int, int], int] = {}
    for pairs, count in rival_rolls():
        pair = choose(counts0, rival, pairs, fv, sv, 0, memo)
        chosen[pair] = chosen.get(pair, 0) + count
    theirs = sorted(chosen.items())
    # the two pairs change four forests at most: the others' points are the position's own, and only
    # the changed forests are scored (halves of points: every sum exact, in any order)
    nothing = [0, 0]
    own = [final_points([row if g == f else nothing for g, row in enumerate(counts0)], 2, fv, sv)[seat]
           for f in range(len(counts0))]
    whole = sum(own)
    changed = [nothing] * len(counts0)
    totals = []
    for action in legal:
        fa, fb = action.a - FOREST_BASE, action.b - FOREST_BASE
        total = 0
        for (ga, gb), count in theirs:
            forests = {fa, fb, ga, gb}
            for f in forests:
                changed[f] = counts0[f][:]
            changed[fa][seat] += 1
            changed[fb][seat] += 1
            changed[ga][rival] += 1
            changed[gb][rival] += 1
            mine = whole - sum(own[f] for f in forests) + final_points(changed, 2, fv, sv)[seat]
            total += count * round(2 * mine)
            for f in forests:
                changed[f] = nothing
        totals.append(total)
    return totals


def position_of(state: SequoiaState, seat: int) -> Position:
    return read_position(state.observation(seat), None)


def is_question(state: SequoiaState, seat: int) -> bool:
    """The last regular turn of a game of two, the dice rolled, no choice made yet."""
    return (state.n == 2 and state.phase == REGULAR and state.turn == TURNS - 1 and state.rolled
            and not state.choices and seat in state.to_choose)


def is_tiebreak_question(state: SequoiaState, seat: int) -> bool:
    """A tiebreaker turn of a game of two (MOST_TIES forests tied at most), the dice rolled, no choice made yet."""
    return (state.n == 2 and state.phase == TIEBREAK and state.rolled and not state.choices and seat in state.to_choose
            and sum(1 for seats in state.tied if seats) <= MOST_TIES)


def is_tiebreak_day(day: str) -> bool:
    """Whether `day` looks for a tiebreaker turn first: a Sunday from TIEBREAK_FROM on."""
    return check_day(day) >= TIEBREAK_FROM and day_number(day) % 7 == SUNDAY


def values_of(state: SequoiaState, seat: int, legal: list[Sums]) -> list[int]:
    """Each pair's points expected in UNITs: `expectations` on the last turn, a tiebreaker turn's exact
    values (engine/sequoia/tiebreak_odds.py) rounded to the unit."""
    position = position_of(state, seat)
    if state.phase == TIEBREAK:
        return [in_unit(v, UNIT) for v in tiebreak_values(position, legal)]
    return expectations(position, legal)


def is_position(state: SequoiaState, seat: int, day: str) -> bool:
    """A puzzle's position on `day`: the last turn's choice, or a tiebreaker turn's on a tiebreaker day."""
    return is_question(state, seat) or (is_tiebreak_day(day) and is_tiebreak_question(state, seat))


def points(value: int) -> float:
    """A value (`expectations`) in points."""
    return value / UNIT


def answers_of(values: list[int]) -> tuple[list[int], int] | None:
    """The indexes of the best pairs and the margin over the next best, or None if no pair is
    clearly best (by MARGIN) or too many share the best."""
    best = max(values)
    answers = [i for i, v in enumerate(values) if v == best]
    others = [v for v in values if v != best]
    if len(values) < MIN_CHOICES or len(answers) > MOST_ANSWERS or not others:
        return None
    margin = best - max(others)
    return (answers, margin) if margin >= MARGIN * UNIT else None


class Puzzle:
    """One day's puzzle: the game up to its roll (a record), the seat to choose, every legal pair in
    order with its points expected (`expectations`), the answers among them and the margin over the
    next best (in the same unit)."""

    __slots__ = ("day", "record", "seat", "pairs", "values", "answers", "margin", "tiebreak")

    def __init__(self, day: str, record: dict[str, Any], seat: int, pairs: list[Sums], values: list[int],
                 *, tiebreak: bool = False) -> None:
        self.day, self.record, self.seat, self.pairs, self.values = day, record, seat, pairs, values
        self.tiebreak = tiebreak  # a tiebreaker turn's choice (read from its record, never from its JSON)
        found = answers_of(values)
        self.answers = [pairs[i] for i in found[0]] if found else []
        self.margin = found[1] if found else 0

    def value(self, action: Sums) -> int:
        return self.values[self.pairs.index(action)]

    def to_json(self) -> dict[str, Any]:
        return {"day": self.day, "record": self.record, "seat": self.seat,
                "pairs": [[p.a, p.b] for p in self.pairs], "values": self.values}

    @classmethod
    def from_json(cls, data: Any) -> "Puzzle":
        """A puzzle from its JSON (the worker's, or a copy kept on the device): ValueError if it is not
        one `prove` holds (its values are worked out again)."""
        if not isinstance(data, dict) or type(data.get("seat")) is not int or not isinstance(data.get("record"), dict):
            raise ValueError("not a puzzle")
        state = loads(data["record"], game="sequoia")
        assert isinstance(state, SequoiaState)
        advance_chance(state)
        seat = data["seat"]
        day = check_day(data.get("day"))
        if not 0 <= seat < state.n or not is_position(state, seat, day):
            raise ValueError("not a puzzle's position")
        legal = state.legal_actions(seat)
        puzzle = cls(day, data["record"], seat, legal, values_of(state, seat, legal), tiebreak=state.phase == TIEBREAK)
        if not puzzle.answers or data.get("values") != puzzle.values:
            raise ValueError(f"{puzzle.day}: not the puzzle its position makes")
        return puzzle


def puzzle_json(day: str) -> str:
    """`day`'s puzzle as JSON text (what the background worker hands the page: `Puzzle.from_json`)."""
    return json.dumps(puzzle_of(day).to_json())


def puzzle_of(day: str) -> Puzzle:
    """`day`'s puzzle (an ISO date): the first last-turn roll with a pair clearly best in the games
    two Medium AIs play from the day's seed; on a tiebreaker day the first tiebreaker turn with one
    instead, the last-turn roll if none of the games has one; ValueError if none has either."""
    usual = None
    tiebreak = is_tiebreak_day(day)
    for game, state in positions(lambda seed: SequoiaState.new(CONFIG, seed), make_seat, day_seed(DOMAIN, day),
                                 GAMES_A_DAY):
        if is_question(state, 0):
            if usual is not None:
                continue
        elif not (tiebreak and is_tiebreak_question(state, state.to_choose[0])):
            continue
        for seat in (game % 2, 1 - game % 2):
            legal = state.legal_actions(seat)
            if seat not in state.to_choose or len(legal) < MIN_CHOICES:
                continue
            found = Puzzle(day, to_record(state), seat, legal, values_of(state, seat, legal),
                           tiebreak=state.phase == TIEBREAK)
            if not found.answers:
                continue
            if found.tiebreak or not tiebreak:
                return found
            usual = found
            break
    if usual is not None:
        return usual
    raise ValueError(f"no puzzle in {GAMES_A_DAY} games of {day}")


def prove(puzzle: Puzzle) -> list[str]:
    """What is wrong with `puzzle`, found again from its record alone (nothing, if it holds): its
    position is the seat's last-turn choice, its pairs the roll's, each pair's expectation the one
    worked out, and its answers best by MARGIN at least."""
    state = loads(puzzle.record, game="sequoia")
    assert isinstance(state, SequoiaState)
    advance_chance(state)
    if not is_position(state, puzzle.seat, puzzle.day):
        return [f"{puzzle.day}: it is not seat {puzzle.seat}'s last-turn choice (nor a tiebreaker day's)"]
    problems = []
    if puzzle.tiebreak != (state.phase == TIEBREAK):
        problems.append(f"{puzzle.day}: it is said to be a tiebreaker turn's puzzle and is not, or the other way")
    legal = state.legal_actions(puzzle.seat)
    if legal != puzzle.pairs:
        problems.append(f"{puzzle.day}: its pairs {puzzle.pairs} are not the roll's {legal}")
    values = values_of(state, puzzle.seat, legal)
    if values != puzzle.values:
        problems.append(f"{puzzle.day}: its values {puzzle.values} are not those worked out {values}")
    found = answers_of(values)
    if found is None or puzzle.margin < MARGIN * UNIT:
        problems.append(f"{puzzle.day}: no pair is best by {MARGIN} points")
    elif [legal[i] for i in found[0]] != puzzle.answers or found[1] != puzzle.margin:
        problems.append(f"{puzzle.day}: its answers {puzzle.answers} are not those found")
    return problems
