"""Rolling the dice and making pairs (rulebook: EACH TURN, SEQUOIA!;
RULINGS Sequoia 2-3).

A player rolls five dice and makes two pairs, leaving one die out; each
pair's total names a forest. Five equal dice are a Sequoia!: the player
turns the dice to any faces, so any two totals from 2 to 12 are possible.
"""

from __future__ import annotations

from engine.core.portable import combinations, memoize
from engine.core.rng import Rng
from engine.sequoia.forests import FORESTS

DICE = 5
FACES = 6

# Every pair of totals a <= b: what a Sequoia! roll offers.
ALL_PAIRS: tuple[tuple[int, int], ...] = tuple(
    (a, b) for a in FORESTS for b in FORESTS if a <= b
)


def roll(rng: Rng) -> tuple[int, ...]:
    """Five dice from the state's generator, in the order rolled."""
    below = rng.below
    return tuple(below(FACES) + 1 for _ in range(DICE))


def is_sequoia(dice: tuple[int, ...]) -> bool:
    """Five equal dice (rulebook: SEQUOIA!)."""
    return len(set(dice)) == 1


@memoize
def _pairs_of_sorted(dice: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    if is_sequoia(dice):
        return ALL_PAIRS
    found: set[tuple[int, int]] = set()
    for out in range(DICE):
        four = dice[:out] + dice[out + 1:]
        # the three ways to split four dice into two pairs
        for i, j in combinations(range(1, 4), 2):
            k = 6 - i - j  # the remaining index among 1..3
            a = four[0] + four[k]
            b = four[i] + four[j]
            found.add((a, b) if a <= b else (b, a))
    return tuple(sorted(found))


def reachable_pairs(dice: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """Every pair of totals (a, b), a <= b, that the roll can make, sorted."""
    return _pairs_of_sorted(tuple(sorted(dice)))


def can_reach_a_tie(observation: dict) -> bool:
    """Whether a seat's choice can change anything, from its own observation
    only: on a tiebreaker turn a pair counts only in a forest where that seat
    is tied (rulebook: TIEBREAKER TURNS, "some pairs of dice will have no
    effect"; RULINGS Sequoia 5), so a roll none of whose pairs makes a tied
    forest's total changes nothing. A regular turn always counts."""
    dice = observation.get("roll")
    if observation.get("phase") != "tiebreak" or not dice:
        return True
    tied = {int(forest) for forest in observation.get("tied") or ()}
    return any(a in tied or b in tied for a, b in reachable_pairs(tuple(dice)))
