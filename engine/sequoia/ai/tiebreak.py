"""The hard level's tiebreaker turns (rulebook: TIEBREAKER TURNS; RULINGS
Sequoia 5): only tied players roll, and a tree counts only in a forest where
its player is tied, so each turn is a duel in the tied forests.

Greedy (the lower levels) grows in the ties with the biggest stakes, and
counts a second tree in one tie as worth nothing: the tie is broken either
way. Against a rival who also grows there, it is not: one tree each leaves
the tie standing, two against one win it. So the hard level weighs each pair
against every roll the rival may have (its chances, as the dice give them)
and the pair greedy would make of it: what the tied forests give after both
trees are grown, a tie still standing shared. Between equal pairs it grows
the most trees in its ties (both pairs in one tie when it can). With more
than one rival in its ties it keeps to greedy's pairs, preferring the most
trees in its ties.
"""

from __future__ import annotations

from typing import Sequence

from engine.core.rng import Rng
from engine.sequoia.ai.greedy import forest_row, greedy_choices, points_now
from engine.sequoia.ai.search import pairs_by_roll
from engine.sequoia.ai.view import FOREST_COUNT, Position
from engine.sequoia.forests import FOREST_BASE

_ROLLS: list[tuple[tuple[tuple[int, int], ...], int]] = []


def roll_classes() -> list[tuple[tuple[tuple[int, int], ...], int]]:
    """Each set of pairs (totals) a roll can offer, with how many of the 7776 rolls offer it."""
    if not _ROLLS:
        seen: dict[tuple[tuple[int, int], ...], int] = {}
        for pairs in pairs_by_roll():
            seen[pairs] = seen.get(pairs, 0) + 1
        for pairs in sorted(seen):  # sorted: MicroPython's dicts keep no order
            _ROLLS.append((tuple((a + FOREST_BASE, b + FOREST_BASE) for a, b in pairs), seen[pairs]))
    return _ROLLS


def grown(pair: tuple[int, int]) -> list[tuple[int, int]]:
    """(forest index, trees) for a pair of totals."""
    a, b = pair
    if a == b:
        return [(a - FOREST_BASE, 2)]
    return [(a - FOREST_BASE, 1), (b - FOREST_BASE, 1)]


def _as_seat(position: Position, seat: int) -> Position:
    return Position(seat=seat, players=position.players, turn=position.turn, tiebreak=position.tiebreak,
                    counts=position.counts, first_value=position.first_value,
                    second_value=position.second_value, tied=position.tied, tie_first=position.tie_first,
                    scores=position.scores)


def _in_ties(position: Position, pair: tuple[int, int]) -> int:
    """How many of the pair's trees grow in forests where the seat is tied."""
    return sum(trees for f, trees in grown(pair) if position.seat in position.tied[f])


def _most_in_ties(position: Position, pairs: Sequence[tuple[int, int]]) -> list[tuple[int, int]]:
    most = max(_in_ties(position, pair) for pair in pairs)
    return [pair for pair in pairs if _in_ties(position, pair) == most]


def rival_growth(position: Position, rival: int, forests: Sequence[int]) -> list[tuple[tuple[int, ...], float]]:
    """What `rival` grows in `forests` this turn, playing greedy's pair of each roll
    (its equal pairs alike): (trees per forest of `forests`, chance), sorted."""
    seen: dict[tuple[int, ...], float] = {}
    view = _as_seat(position, rival)
    for pairs, weight in roll_classes():
        choices = greedy_choices(view, pairs)
        for pair in choices:
            trees = [0] * len(forests)
            for f, count in grown(pair):
                if f in forests:
                    trees[forests.index(f)] += count
            key = tuple(trees)
            seen[key] = seen.get(key, 0.0) + weight / len(choices)
    total = sum(weight for _, weight in roll_classes())
    return [(key, seen[key] / total) for key in sorted(seen)]


def tiebreak_values(position: Position, legal: Sequence[tuple[int, int]]) -> list[float] | None:
    """Each pair's expected points in the seat's tied forests once its one rival there
    has grown too; None when its ties hold more than one rival."""
    seat = position.seat
    forests = [f for f in range(FOREST_COUNT) if seat in position.tied[f]]
    rivals = sorted({s for f in forests for s in position.tied[f] if s != seat})
    if len(rivals) != 1:
        return None
    rival = rivals[0]
    rows = [forest_row(position, f) for f in forests]
    theirs = rival_growth(position, rival, forests)
    values = []
    for pair in legal:
        mine = [0] * len(forests)
        for f, count in grown(pair):
            if f in forests:
                mine[forests.index(f)] += count
        value = 0.0
        for trees, chance in theirs:
            for k, (row, first, second) in enumerate(rows):
                after = list(row)
                after[seat] += mine[k]
                after[rival] += trees[k]
                value += chance * points_now(after, seat, first, second)
        values.append(value)
    return values


def tiebreak_choice(position: Position, legal: Sequence[tuple[int, int]], rng: Rng) -> tuple[int, int]:
    """The hard level's pair in a tiebreaker turn (the module's docstring)."""
    values = tiebreak_values(position, legal)
    if values is None:
        best = _most_in_ties(position, greedy_choices(position, legal))
    else:
        top = max(values)
        best = _most_in_ties(position, [pair for pair, value in zip(legal, values) if value >= top - 1e-9])
    return best[rng.randrange(len(best))]
