"""Scoring a forest: majorities, the two tie rules, and who plays
tiebreaker turns (rulebook: SCORING, TIES, TIEBREAKER TURNS, GAME END;
RULINGS Sequoia 4-6).

- Most trees takes the first token, second most the second. One player's
  trees alone take the first token and no one the second; an empty forest
  gives neither (RULINGS Sequoia 4).
- A tie for first: the trees of everyone not tied for first are removed and
  the tied players play on for the forest (both of its tokens).
- A tie for second: the first token goes to the first-place player, then
  the trees of the players below the tie are removed and the tied players
  play on for the second token. The first-place player keeps its trees (the
  rulebook's picture: only the players below the tie take theirs off); they
  no longer count for anything.
- After every tiebreaker turn the forests still tied are scored again the
  same way, among the players still tied there, so a tie for first that
  breaks may leave a tie for second (RULINGS Sequoia 5).
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, Sequence

from engine.sequoia.forests import FIRST, FORESTS, SECOND


class Outcome(namedtuple("Outcome", ("first", "second", "tied", "token", "removed"))):
    """What scoring a forest does now.

    `first`, `second`: the seat given that token now (None: not now).
    `tied`: the seats still tied, who play tiebreaker turns for `token`
    (FIRST or SECOND); empty when the forest is settled. `removed`: the
    seats whose trees the tie rules take off the forest.
    """

    __slots__ = ()


SETTLED = Outcome(None, None, (), None, ())


def _most(counts: Sequence[int], seats: Sequence[int]) -> tuple[int, ...]:
    best = max(counts[s] for s in seats)
    return tuple(s for s in seats if counts[s] == best)


def score_forest(counts: Sequence[int], *, token: str = FIRST, tied: Sequence[int] | None = None) -> Outcome:
    """Score one forest from its trees per seat.

    With `tied` None this is the scoring after the tenth turn: everyone with
    trees there competes for both tokens. In tiebreaker scoring, `token` is
    the token the players `tied` are playing for (with FIRST, the second
    token is still in play too and goes to the best of the others tied).
    """
    contenders = [s for s in (range(len(counts)) if tied is None else tied) if counts[s] > 0]
    first: int | None = None
    if token == FIRST:
        if not contenders:
            return SETTLED  # an empty forest gives no token
        top = _most(counts, contenders)
        if len(top) > 1:
            removed = tuple(s for s in range(len(counts)) if counts[s] > 0 and s not in top)
            return Outcome(None, None, top, FIRST, removed)
        first = top[0]
        contenders = [s for s in contenders if s != first]
    elif token != SECOND:
        raise ValueError(f"unknown token {token!r}")
    if not contenders:
        return Outcome(first, None, (), None, ())  # nobody for second: it stays unawarded
    below = _most(counts, contenders)
    if len(below) > 1:
        removed = tuple(s for s in contenders if s not in below)
        return Outcome(first, None, below, SECOND, removed)
    return Outcome(first, below[0], (), None, ())


def winners(scores: Sequence[int]) -> list[int]:
    """The seats with the most points: tied players share the victory (GAME END)."""
    best = max(scores)
    return [seat for seat, points in enumerate(scores) if points == best]


def points_so_far(public: dict[str, Any]) -> list[int] | None:
    """Each seat's points if the game ended now, from what the whole table sees (a public
    observation, so no seat learns anything from it): before the scoring each forest scored
    as after the tenth turn (SCORING), a forest tied for a token giving that token to nobody
    yet (TIES); from the scoring on, the tokens won. None while the tokens lie face down
    (their values are not known to anyone at the table)."""
    if public["phase"] != "regular":  # scored (tiebreaker turns, the end): the tokens won
        return list(public["scores"])
    tokens = public["tokens"]
    if tokens is None:
        return None
    points = [0] * len(public["trees_left"])
    for key, outcome in _standings(public):
        first, second = tokens[key]
        if outcome.first is not None:
            points[outcome.first] += first
        if outcome.second is not None:
            points[outcome.second] += second
    return points


def tokens_so_far(public: dict[str, Any]) -> list[int]:
    """How many forest tokens each seat would win if the game ended now, counted as
    `points_so_far` scores them (most trees the first token, second most the second, a tie
    nobody's yet): what the whole table can tell while the tokens lie face down."""
    counts = [0] * len(public["trees_left"])
    for _key, outcome in _standings(public):
        for seat in (outcome.first, outcome.second):
            if seat is not None:
                counts[seat] += 1
    return counts


def _standings(public: dict[str, Any]) -> list[tuple[str, Outcome]]:
    """Each forest's key and how it would score after the tenth turn (SCORING, TIES)."""
    return [(str(forest), score_forest(public["trees"][str(forest)])) for forest in FORESTS]
