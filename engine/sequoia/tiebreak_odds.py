"""A tiebreaker turn's choice valued exactly, for a game of two (issue 83: a tiebreaker puzzle; rulebook:
TIES, TIEBREAKER TURNS; RULINGS Sequoia 5).

In a game of two every tie is a tie for first between both players (a forest's second token always
goes to the one other player with trees there), and the tied trees are equal, so a tiebreaker turn
depends only on which forests are still tied: a tree counts only where its player is tied, and after
the turn each tied forest where one player grew more trees than the other goes to that player (the
first token to them, the second to the other), the rest stay tied and both play on. The seat's final
points expected are worked out over every roll of the rival this turn and every roll of both
players in the tiebreaker turns after it: a Markov chain over the sets of forests still tied, whose
only loop (a turn that breaks no tie) is solved exactly, V = (R + sum P·V') / (1 - P_stay), in whole
numbers and fractions of them, the same on every Python. Every choice but the one valued is made by
the heuristic the AIs play tiebreaker turns by (engine/sequoia/ai/greedy.py `greedy_choices`: the
pairs that gain the most points at once, the first of those that grow the most trees in ties,
engine/sequoia/ai/tiebreak.py): the rival's this turn and later, and the seat's own later ones. The
safety cap on tiebreaker turns (engine/sequoia/state.py TIEBREAK_LIMIT) is left out: a tie lasting a
hundred turns has a chance far below anything a value shows. The seat sees the trees, the tokens, the
ties and its roll; the value uses nothing else.
"""
from __future__ import annotations

from typing import Sequence

from engine.sequoia.ai.greedy import greedy_choices
from engine.sequoia.ai.tiebreak import grown, roll_classes
from engine.sequoia.ai.view import FOREST_COUNT, Position



def _gcd(a: int, b: int) -> int:
    a, b = abs(a), abs(b)
    while b:
        a, b = b, a % b
    return a


def _fraction(numerator: int, denominator: int) -> tuple[int, int]:
    common = _gcd(numerator, denominator) or 1
    return numerator // common, denominator // common


def _tied_now(position: Position) -> tuple[int, ...]:
    """The forests (indexes) tied now, each between both players of a game of two."""
    return tuple(f for f in range(FOREST_COUNT) if len(position.tied[f]) == 2)


def growth(pair: tuple[int, int], tied: Sequence[int]) -> tuple[int, ...]:
    """The trees `pair` (totals) grows in each forest of `tied`: what counts (RULINGS Sequoia 5)."""
    trees = [0] * len(tied)
    for f, count in grown(pair):
        if f in tied:
            trees[tied.index(f)] += count
    return tuple(trees)


def heuristic_pair(view: Position, pairs: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """The pair the AIs' tiebreaker heuristic plays: greedy's (engine/sequoia/ai/greedy.py, the most
    points gained at once), the most trees in ties among those, the first."""
    choices = greedy_choices(view, pairs)
    tied = [f for f in range(FOREST_COUNT) if view.tied[f]]
    most = max(sum(growth(p, tied)) for p in choices)
    return [p for p in choices if sum(growth(p, tied)) == most][0]


def _quick_pair(stakes: dict[int, int], pairs: Sequence[tuple[int, int]]) -> tuple[int, int]:
    """`heuristic_pair` in whole numbers, for a game of two whose ties are all equal trees: a tree in a
    tied forest wins its first token instead of sharing both, a gain of half (first - second) there,
    and a second tree there gains nothing more (`stakes`: forest index -> first - second)."""
    best = (-1, -1)
    found = pairs[0]
    for pair in pairs:
        gain = trees = 0
        for f, count in grown(pair):
            if f in stakes:
                gain += stakes[f]
                trees += count
        if (gain, trees) > best:
            best, found = (gain, trees), pair
    return found


_GROWTHS: dict[tuple[int, ...], list[tuple[tuple[int, ...], int]]] = {}


def _stakes(position: Position, tied: tuple[int, ...]) -> tuple[int, ...]:
    """What the heuristic and the chain see of `tied`: each forest and its two tokens."""
    key = []
    for f in tied:
        key += [f, int(position.first_value[f]), int(position.second_value[f])]
    return tuple(key)


def growths(position: Position, seat: int, tied: tuple[int, ...]) -> list[tuple[tuple[int, ...], int]]:
    """What `seat` grows in `tied` by the heuristic, over all 7776 rolls: (trees per forest, rolls), sorted.
    The same for either seat (the tied trees are equal), kept by the stakes alone."""
    stakes = _stakes(position, tied)
    found = _GROWTHS.get(stakes)
    if found is None:
        gains = {f: int(position.first_value[f]) - int(position.second_value[f]) for f in tied}
        seen: dict[tuple[int, ...], int] = {}
        for pairs, count in roll_classes():
            key = growth(_quick_pair(gains, pairs), tied)
            seen[key] = seen.get(key, 0) + count
        found = _GROWTHS[stakes] = sorted(seen.items())
    return found


def _settle(position: Position, seat: int, tied: tuple[int, ...], mine: Sequence[int],
            theirs: Sequence[int]) -> tuple[int, tuple[int, ...]]:
    """The seat's points from the ties one turn's trees break, and the forests still tied."""
    points = 0
    still = []
    for k, f in enumerate(tied):
        if mine[k] > theirs[k]:
            points += int(position.first_value[f])
        elif mine[k] < theirs[k]:
            points += int(position.second_value[f])
        else:
            still.append(f)
    return points, tuple(still)


_VALUES: dict[tuple[int, ...], tuple[int, int]] = {(): (0, 1)}


class Chain:
    """The seat's points expected from the forests still tied, for each set of them (kept by their stakes:
    the same for either seat)."""

    def __init__(self, position: Position) -> None:
        self.position = position

    def value(self, tied: tuple[int, ...]) -> tuple[int, int]:
        """V(tied) as a fraction: the next turn's outcomes over both players' rolls, the loop solved."""
        stakes = _stakes(self.position, tied)
        found = _VALUES.get(stakes)
        if found is not None:
            return found
        seat = self.position.seat
        mine = growths(self.position, seat, tied)
        theirs = growths(self.position, 1 - seat, tied)
        total = sum(c for _, c in mine) * sum(c for _, c in theirs)
        stay = 0
        numerator, denominator = 0, 1  # sum of P·(R + V') over the outcomes that leave `tied`, times total
        for grow, count in mine:
            for other, weight in theirs:
                points, still = _settle(self.position, seat, tied, grow, other)
                if still == tied:
                    stay += count * weight
                    continue
                vn, vd = self.value(still)
                numerator, denominator = _fraction(numerator * vd + count * weight * (points * vd + vn) * denominator,
                                                   denominator * vd)
        found = _VALUES[stakes] = _fraction(numerator, denominator * (total - stay))
        return found


def tiebreak_values(position: Position, legal: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    """The seat's final points expected with each of `legal` (totals) on a tiebreaker turn of a game of
    two, as fractions (numerator, denominator): the points won so far, and the ties' over every roll
    of the rival this turn and every tiebreaker turn after (the module's docstring)."""
    seat = position.seat
    tied = _tied_now(position)
    chain = Chain(position)
    theirs = growths(position, 1 - seat, tied)
    rolls = sum(c for _, c in theirs)
    values = []
    for pair in legal:
        grow = growth(pair, tied)
        numerator, denominator = 0, 1
        for other, weight in theirs:
            points, still = _settle(position, seat, tied, grow, other)
            vn, vd = chain.value(still)
            numerator, denominator = _fraction(numerator * vd + weight * (points * vd + vn) * denominator,
                                               denominator * vd)
        won = position.scores[seat]
        values.append(_fraction(numerator + won * rolls * denominator, denominator * rolls))
    return values


def in_unit(value: tuple[int, int], unit: int) -> int:
    """A fraction of points in `unit`s, the nearest whole number (halves up): integer arithmetic alone."""
    numerator, denominator = value
    return (2 * numerator * unit + denominator) // (2 * denominator)
