"""A forest-by-forest estimate of the points a seat can expect, weighing
the tokens at stake, the trees already standing and the turns left: a lead
of L trees with T turns to go holds with a probability that falls as T
grows (a logistic curve). The medium level plays by it, and the hard
level's playouts use it for every seat.

Having no tree in a forest counts as one tree behind: a player must grow
there before it can score there at all.
"""

from __future__ import annotations

import math
from typing import Sequence

from engine.sequoia.ai.view import Position
from engine.sequoia.forests import FOREST_BASE

MAX_LEAD = 24
SCALE_END = 0.25     # spread of the lead curve when no turn is left
SCALE_PER_TURN = 0.3  # how fast the spread grows with sqrt(turns left)


def _curve(turns: int) -> list[float]:
    scale = SCALE_END + SCALE_PER_TURN * math.sqrt(turns)
    return [1.0 / (1.0 + math.exp(-lead / scale)) for lead in range(-MAX_LEAD, MAX_LEAD + 1)]


# HOLD[T][lead + MAX_LEAD]: the chance that a lead of `lead` trees holds with T turns left
HOLD: list[list[float]] = [_curve(turns) for turns in range(11)]


def _clip(lead: int) -> int:
    return -MAX_LEAD if lead < -MAX_LEAD else MAX_LEAD if lead > MAX_LEAD else lead


def expected(mine: int, others: Sequence[int], first: float, second: float, hold: list[float]) -> float:
    """Expected points in a forest with `mine` trees against the other
    players' counts `others`, sorted from most to fewest.

    A tie among k players is worth 1/k of both tokens (by symmetry, whoever
    breaks it); a lead holds against each player at the top with the
    curve's chance; second place is contested against the best of the rest."""
    m = mine - 1 if mine == 0 else mine  # no tree: one behind
    best = others[0]
    lead1 = m - best
    if lead1 == 0:
        return (first + second) / (others.count(best) + 1)
    if lead1 > 0:
        p1 = hold[_clip(lead1) + MAX_LEAD] ** others.count(best)
        runner = best
        p2 = hold[_clip(m - runner) + MAX_LEAD]
    else:
        p1 = hold[_clip(lead1) + MAX_LEAD]
        rest = others[1:]
        runner = rest[0] if rest else 0
        lead2 = m - runner
        if lead2 == 0:
            p2 = 1.0 / (rest.count(runner) + 1)
        elif lead2 > 0:
            p2 = hold[_clip(lead2) + MAX_LEAD] ** rest.count(runner) if rest else 1.0
        else:
            p2 = hold[_clip(lead2) + MAX_LEAD]
    return first * p1 + second * (1.0 - p1) * p2


def forest_gain(row: Sequence[int], seat: int, trees: int, first: float, second: float, hold: list[float]) -> float:
    """The gain in expected points from growing `trees` trees in a forest."""
    others = sorted(row[:seat] + row[seat + 1:], reverse=True)
    mine = row[seat]
    return (expected(mine + trees, others, first, second, hold)
            - expected(mine, others, first, second, hold))


def pair_values(position: Position, legal: Sequence[tuple[int, int]]) -> list[float]:
    """The heuristic value of each legal pair in a regular turn."""
    hold = HOLD[max(0, position.turns_left - 1)]
    seat = position.seat
    counts = position.counts
    fv = position.first_value
    sv = position.second_value
    cache: dict[tuple[int, int], float] = {}

    def gain(f: int, trees: int) -> float:
        key = (f, trees)
        if key not in cache:
            cache[key] = forest_gain(counts[f], seat, trees, fv[f], sv[f], hold)
        return cache[key]

    values = []
    for a, b in legal:
        fa = a - FOREST_BASE
        fb = b - FOREST_BASE
        values.append(gain(fa, 2) if fa == fb else gain(fa, 1) + gain(fb, 1))
    return values
