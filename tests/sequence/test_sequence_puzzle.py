"""Today's puzzle of Sequence (issue 83; engine/sequence/puzzle.py): every puzzle of a year proved by
the rules, the same puzzle for the same day, each kind's answers found again by playing every move
out (a stop puzzle's against every card a rival may hold), and answers that depend only on what the
seat to move sees."""
from __future__ import annotations

import json
from typing import Any

import pytest

from engine.core.daily import day_number, next_day
from engine.core.record import advance_chance, loads
from engine.core.rng import Rng
from engine.sequence.puzzle import (KINDS, Puzzle, answers_of, possible_cards, prove, puzzle_json, puzzle_of, rivals_after,
                                    threat_after)
from engine.sequence.state import SequenceState
from tests.daily_days import FIRST, MONTHS, days_from, month_of

@pytest.mark.parametrize("month", MONTHS)
def test_every_puzzle_of_a_year_is_proved(month: str) -> None:
    """Each day from the archive's first (tests/daily_days.py) and of the twelve months from FIRST: a
    puzzle, its position the seat's move, a real choice (six moves at least, three answers at most
    and a third of them), its answers every move that does what it asks and no other (`prove`); the
    day's own kind, taken in turn, nearly always; and now and then a stop puzzle whose one answer is
    the only move that keeps the game (proved so: every other move is no answer)."""
    kinds, only = [], []
    for day in month_of(month):
        puzzle = puzzle_of(day)
        assert prove(puzzle) == [], prove(puzzle)
        kinds.append(puzzle.kind == KINDS[day_number(day) % 2])
        only.append(puzzle.only_move)
    assert sum(kinds) >= len(kinds) - 2, kinds
    assert any(only) or len(only) < 28, only


def test_the_same_day_gives_the_same_puzzle_and_another_day_another() -> None:
    """The day's seed (engine/core/daily.py): two devices on one day get the same, the next day not."""
    state = SequenceState.new({"players": 2}, 1)
    first, again = puzzle_of(FIRST), puzzle_of(FIRST)
    assert first.to_json(state) == again.to_json(state)
    assert puzzle_of(next_day(FIRST)).record != first.record


def test_a_day_that_is_no_date_is_refused() -> None:
    for day in ("2026-13-01", "2026-02-30", "yesterday", "2026-1-01", 20261201):
        with pytest.raises(ValueError):
            puzzle_of(day)  # type: ignore[arg-type]


def _position(puzzle) -> SequenceState:
    state = loads(puzzle.record, game="sequence")
    advance_chance(state)
    return state


def _rival_can_win(state: SequenceState, seat: int, action, cards: list[str]) -> bool:
    """Played out by the rules alone: after `seat` plays `action`, whether the rival to move wins at
    once with some card of `cards` (its hand made that one card)."""
    after = state.clone()
    after.apply(seat, action)
    advance_chance(after)
    for rival in rivals_after(state, seat):
        team = after.team(rival)
        for card in cards:
            trial = after.clone()
            trial.hands[rival] = [card]
            for move in trial.legal_actions(rival):
                twin = trial.clone()
                twin.apply(rival, move)
                if twin.winner == team:
                    return True
    return False


def _stop_puzzles(count: int) -> list[tuple[str, Any, SequenceState, list[str]]]:
    """The first `count` stop puzzles from FIRST: (day, puzzle, its position, the cards a rival may hold)."""
    found = []
    for day in days_from(FIRST, 60):
        puzzle = puzzle_of(day)
        if puzzle.kind == "stop":
            state = _position(puzzle)
            found.append((day, puzzle, state, possible_cards(state, puzzle.seat)))
            if len(found) == count:
                return found
    raise AssertionError(f"fewer than {count} stop puzzles in 60 days")


def test_a_stop_puzzle_s_answers_are_those_that_leave_no_rival_a_win_with_any_card() -> None:
    """The brute force the prover's shortcut (`wins`, a scan of spaces) must agree with: every move
    of the seat played out, then every card a rival may hold (every card but the seat's own and the
    discards, RULINGS Sequence 8) and each of its moves: a move is an answer exactly when no such
    card wins; and before it, some card would (the rival's threat is real)."""
    found = _stop_puzzles(6)
    assert any(puzzle.only_move for _day, puzzle, _state, _cards in found)  # the only move that keeps the game among them
    for day, puzzle, state, cards in found:
        for action in state.legal_actions(puzzle.seat):
            assert _rival_can_win(state, puzzle.seat, action, cards) == (action not in puzzle.answers), (day, action)


def test_a_puzzle_s_answers_come_from_what_its_seat_sees() -> None:
    """The rivals' hands and the deck's order changed (`scrambled`: everything the seat cannot see):
    the same answers. A puzzle never asks what the seat could not know."""
    for day in days_from(FIRST, 8):
        puzzle = puzzle_of(day)
        state = _position(puzzle)
        twin = state.scrambled(puzzle.seat, Rng(day_number(day)))
        assert answers_of(twin, puzzle.seat, puzzle.kind) == answers_of(state, puzzle.seat, puzzle.kind), day


def test_why_a_move_misses_a_stop_puzzle_is_a_rival_s_real_win() -> None:
    """`threat_after` (what the puzzle's screen says of a wrong try: "the blue team could still win:
    5 of diamonds on row 9, column 10") names, for every move but an answer, a card the rival may
    hold and a space that wins the game when played out by the rules; for an answer, nothing."""
    for day, puzzle, state, cards in _stop_puzzles(4):
        for action in state.legal_actions(puzzle.seat):
            threat = threat_after(state, puzzle.seat, action)
            if action in puzzle.answers:
                assert threat is None, (day, action)
                continue
            assert threat is not None, (day, action)
            rival, win = threat
            assert rival in rivals_after(state, puzzle.seat) and win.card in cards
            after = state.clone()
            after.apply(puzzle.seat, action)
            advance_chance(after)
            after.hands[rival] = [win.card]
            after.apply(rival, win)
            assert after.winner == after.team(rival), (day, action, win)


def test_a_puzzle_s_json_is_proved_again_and_an_altered_one_refused() -> None:
    """What the background worker hands the page, and the copy the device keeps (outside data):
    `from_json` gives the same puzzle, and refuses one whose answers, seat, kind or record were
    altered (the rules prove it again: `prove`)."""
    text = puzzle_json(FIRST)
    puzzle = Puzzle.from_json(json.loads(text))
    same = puzzle_of(FIRST)
    assert (puzzle.day, puzzle.kind, puzzle.seat, puzzle.answers, puzzle.record) == (
        same.day, same.kind, same.seat, same.answers, same.record)
    state = _position(same)
    other = next(a for a in state.legal_actions(same.seat) if a not in same.answers)
    for change in ({"answers": [state.action_to_json(other)]}, {"seat": 1 - same.seat},
                   {"kind": [k for k in KINDS if k != same.kind][0]}, {"day": "2026-02-30"}, {"kind": "mate"},
                   {"record": dict(same.record, actions=same.record["actions"][:-1])}, {"answers": "all"}):
        with pytest.raises(ValueError):
            Puzzle.from_json(dict(json.loads(text), **change))
