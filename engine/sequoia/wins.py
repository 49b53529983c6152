"""Wins and losses at once, found by rule (rulebook SCORING, TIES, TIEBREAKER TURNS, GAME END;
RULINGS Sequoia 4-6): the review's exact findings (issue 40).

A turn decides the game at once when scoring follows its reveal: the tenth
turn and every tiebreaker turn. Given what the others chose that turn (the
finished game tells it), each pair a seat could have chosen leads to one
scoring, played here by the engine's own rules on a copy. A seat is a *sure
winner* after it when it alone has the most points however the ties still
open end: its points from the tokens awarded, against each rival's points
plus every token that rival is still tied for (a tie can also end unawarded,
at the cap on tiebreaker turns, so a tied seat is sure of nothing more).
"""
from __future__ import annotations

from collections import OrderedDict, namedtuple
from typing import Any, Iterable

from engine.sequoia.actions import Sums
from engine.sequoia.forests import FIRST, FORESTS
from engine.sequoia.state import TIEBREAK, TURNS, SequoiaState


class Outcome(namedtuple("Outcome", ("winner", "forests"))):
    """What one pair leads to: the sure `winner` (None: nobody yet) and the `forests` whose first
    token the seat holds then."""

    __slots__ = ()


def decisive(state: SequoiaState) -> bool:
    """Whether scoring follows this turn's reveal (the tenth turn or a tiebreaker turn)."""
    return not state.is_over and state.rolled and (state.phase == TIEBREAK or state.turn == TURNS - 1)


def turn_choices(state: SequoiaState, seat: int, later: Iterable[tuple[int, Any]]) -> dict[int, Sums] | None:
    """The other seats' pairs of this turn: those already stored and, from `later` (the moves after
    `seat`'s in the finished game), those made after it; None when some are not known."""
    others = {s: pair for s, pair in state.choices.items() if s != seat}
    waiting = set(state.to_choose) - set(others) - {seat}
    for s, action in later:
        if not waiting:
            break
        if s in waiting:
            others[s] = action
            waiting.discard(s)
    return None if waiting else others


def bounds(state: SequoiaState) -> tuple[list[int], list[int]]:
    """Each seat's fewest and most points once the open ties end: the tokens awarded, and with them
    every token a seat is tied for (a tie for first puts both tokens in play, the first the most)."""
    low = state.scores()
    high = list(low)
    for f, seats in enumerate(state.tied):
        first, second = state.tokens[f]
        for s in seats:
            high[s] += first if state.tie_token[f] == FIRST else second
    return low, high


def sure_winner(state: SequoiaState) -> int | None:
    """The seat that alone has the most points however the open ties end, or None."""
    low, high = bounds(state)
    for s in range(state.n):
        if all(low[s] > high[r] for r in range(state.n) if r != s):
            return s
    return None


def firsts(state: SequoiaState, seat: int) -> tuple[int, ...]:
    """The forests whose first token `seat` holds."""
    return tuple(FORESTS[f] for f, who in enumerate(state.first) if who == seat)


def outcome(state: SequoiaState, seat: int, pair: Sums, others: dict[int, Sums]) -> Outcome:
    """The scoring after this turn had `seat` chosen `pair` and the others what they chose."""
    trial = state.clone()
    trial._apply(seat, pair)
    for s, other in sorted(others.items()):
        if s not in trial.choices and s in trial.to_choose and trial.rolled and not trial.is_over:
            trial._apply(s, other)
    return Outcome(sure_winner(trial), firsts(trial, seat))


def outcomes(state: SequoiaState, seat: int, later: Iterable[tuple[int, Any]]) -> dict[Sums, Outcome] | None:
    """Each legal pair of `seat` on a decisive turn and what it leads to, in the legal order (an
    OrderedDict: MicroPython's dicts iterate in hash order); None on another turn, or when the
    others' choices are not known."""
    if not decisive(state) or seat not in state.to_choose or seat in state.choices:
        return None
    others = turn_choices(state, seat, later)
    if others is None:
        return None
    return OrderedDict([(pair, outcome(state, seat, pair, others)) for pair in state.legal_actions(seat)])
