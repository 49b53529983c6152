"""Claiming public goals (rulebook step 7; RULINGS Sequitur 6): players
take turns from the highest word score down; on equal scores each tied
player draws a letter and the earliest in the alphabet goes first (a blank,
or a letter equal to another tied player's, draws again; the letters go
back into the bag). One goal per turn, round and round, until no goal can
be claimed. A player who spelled nothing does not claim.
"""

from __future__ import annotations

from typing import Callable, Sequence

from engine.core.rng import Rng
from engine.sequitur.letters import BLANK, alphabet_key


Pick = Callable[[list], str]  # takes one ball out of a pool, a list[str] (at random, or the one already seen)


def claim_order(scores: Sequence[int | None], bag: Sequence[str], rng: Rng,
                pick: Pick | None = None) -> tuple[list[int], list[list[str]]]:
    """The claiming order of the seats with a word (score not None), and the
    letters each seat drew to break ties (empty for a seat not tied). Each
    ball is drawn with `pick` (by default at random with `rng`)."""
    if pick is None:
        pick = lambda pool: pool.pop(rng.below(len(pool)))  # noqa: E731
    draws: list[list[str]] = [[] for _ in scores]
    groups: dict[int, list[int]] = {}
    for seat, score in enumerate(scores):
        if score is not None:
            groups.setdefault(score, []).append(seat)
    order: list[int] = []
    for score in sorted(groups, reverse=True):
        order.extend(_break_tie(groups[score], list(bag), pick, draws))
    return order, draws


def _break_tie(seats: list[int], bag: list[str], pick: Pick, draws: list[list[str]]) -> list[int]:
    """Order tied seats by letters drawn from the bag, earliest first. A blank
    draws again; seats with equal letters break their tie the same way."""
    if len(seats) <= 1 or not any(b != BLANK for b in bag):
        return list(seats)
    pool = list(bag)
    letter: dict[int, str] = {}
    for seat in seats:
        while True:
            if not any(b != BLANK for b in pool):
                pool = list(bag)
            ball = pick(pool)
            draws[seat].append(ball)
            if ball != BLANK:
                break
        letter[seat] = ball
    order: list[int] = []
    for drawn in sorted(set(letter.values()), key=alphabet_key):
        group = [s for s in seats if letter[s] == drawn]
        order.extend(_break_tie(group, bag, pick, draws))
    return order


def next_claimer(order: Sequence[int], start: int, can_claim: Callable[[int], bool]) -> int | None:
    """The index in `order` of the next seat, from `start` round and round, that can claim."""
    n = len(order)
    for k in range(n):
        i = (start + k) % n
        if can_claim(order[i]):
            return i
    return None
