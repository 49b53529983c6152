"""The greedy baseline: grow where the points gained right now are the
largest, as if every forest were scored after this turn (ties shared).

In tiebreaker turns only the forests where the seat is tied count, scored
among the players tied there (RULINGS Sequoia 5)."""

from __future__ import annotations

from typing import Sequence

from engine.sequoia.ai.view import Position
from engine.sequoia.forests import FOREST_BASE

# as the setup words a level (engine.sequoia.ai.LEVELS)
DESCRIPTION = "Always grows where it gains the most points right now (the baseline)."


def points_now(row: Sequence[int], seat: int, first: float, second: float) -> float:
    """What `seat` would score in a forest with trees `row` if scored now;
    a tie shares the tokens it is for (RULINGS Sequoia 4-5)."""
    mine = row[seat]
    if mine == 0:
        return 0.0
    higher = equal = 0
    for count in row:
        if count > mine:
            higher += 1
        elif count == mine:
            equal += 1
    if higher == 0:
        return first if equal == 1 else (first + second) / equal
    if higher == 1:
        return second / equal
    return 0.0


def forest_row(position: Position, f: int) -> tuple[list[int], float, float]:
    """The trees that count in forest index `f` now and the tokens at stake there."""
    row = position.counts[f]
    if not position.tiebreak:
        return row, position.first_value[f], position.second_value[f]
    tied = position.tied[f]
    masked = [count if s in tied else 0 for s, count in enumerate(row)]
    if position.tie_first[f]:
        return masked, position.first_value[f], position.second_value[f]
    return masked, position.second_value[f], 0.0


def pair_gain(position: Position, a: int, b: int) -> float:
    """Points gained right now by growing in forests `a` and `b` (totals)."""
    seat = position.seat
    gain = 0.0
    for total, trees in ((a, 2),) if a == b else ((a, 1), (b, 1)):
        f = total - FOREST_BASE
        if position.tiebreak and seat not in position.tied[f]:
            continue  # no effect outside a tie
        row, first, second = forest_row(position, f)
        after = list(row)
        after[seat] += trees
        gain += points_now(after, seat, first, second) - points_now(row, seat, first, second)
    return gain


def greedy_choices(position: Position, legal: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The legal pairs with the largest immediate gain (all of them on a tie)."""
    gains = [pair_gain(position, a, b) for a, b in legal]
    best = max(gains)
    return [pair for pair, gain in zip(legal, gains) if gain >= best - 1e-9]
