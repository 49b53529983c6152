"""The one-ply move policy: each legal action scored on the line evaluation.

A card placing a chip scores what it builds for the team (partners' chips
count: chips belong to teams) plus what it blocks of other teams' lines; a
wild card (RULINGS Sequence 5) scores the same minus what the jack is worth
kept in hand; a remove card scores the opposing lines it breaks plus the
team's lines it reopens, minus its worth in hand. A dead card is always
turned in first (RULINGS Sequence 6: a free replacement). This is the
medium and hard levels' whole decision and the playout policy of the
search.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.value import Value, replaced
from engine.sequence.actions import Play, TurnIn
from engine.sequence.ai.heuristic import MIXED, WINDOW, Lines
from engine.sequence.rules import NORMAL, REMOVE, WILD
from engine.sequence.sequences import EMPTY

TURN_IN = 1e9


class Weights(Value):
    """How a level weighs building against blocking and jacks against cards."""

    FIELDS = (
        "build: float", "block: float", "wild_cost: float", "remove_cost: float",
        # a jack is only used where a window of this many of one team's spaces is at stake
        "jack_threshold: int",
        # count the open spaces the hand holds cards for, and discount threats no unseen card completes
        "hand_aware: bool",
    )
    DEFAULTS = {"build": 1.0, "block": 1.0, "wild_cost": 30.0, "remove_cost": 25.0, "jack_threshold": 3,
                "hand_aware": False}


PLAIN = Weights()


def best_first(scored: list[tuple[float, Any]]) -> list[tuple[float, Any]]:
    """(score, action) pairs by score, highest first, equal scores in the order given (as a
    stable sort keeps them; MicroPython's sort is not stable, so each pair's place breaks ties)."""
    order = sorted(range(len(scored)), key=lambda i: (-scored[i][0], i))
    return [scored[i] for i in order]


def threat_cells(lines: Lines, threshold: int) -> tuple[set[int], set[int]]:
    """Empty spaces in windows of `threshold`+ of one team's spaces (where a wild
    card matters) and the chips in such windows (where a remove card matters)."""
    geo = lines.geo
    chips = lines.chips
    empty: set[int] = set()
    held: set[int] = set()
    owner = lines.owner
    for w, k in enumerate(lines.count):
        if k >= threshold and k < 5 and owner[w] != MIXED:
            for cell in geo.windows[w]:
                v = chips[cell]
                if v == EMPTY:
                    empty.add(cell)
                elif v >= 0:
                    held.add(cell)
    return empty, held


def score_actions(
    lines: Lines,
    team: int,
    legal: Sequence[Any],
    kind: dict[str, int],
    weights: Weights = PLAIN,
    held: set[int] | frozenset[int] = frozenset(),
    scarce: set[int] | frozenset[int] = frozenset(),
) -> list[tuple[float, Any]]:
    """(score, action) for the legal actions worth considering, best first.

    Wild and remove plays far from any threat are left out (a jack spent
    there is wasted) unless nothing else is legal."""
    scored: list[tuple[float, Any]] = []
    place_cache: dict[int, tuple[float, float, int]] = {}
    targets: tuple[set[int], set[int]] | None = None
    build, block = weights.build, weights.block
    for action in legal:
        if type(action) is TurnIn:
            scored.append((TURN_IN, action))
            continue
        if type(action) is not Play:
            scored.append((0.0, action))
            continue
        card, cell = action
        k = kind.get(card, NORMAL)
        if k == REMOVE:
            if targets is None:
                targets = threat_cells(lines, weights.jack_threshold)
            if cell not in targets[1]:
                continue
            loss, gain = lines.remove_gain(cell, team)
            scored.append((block * loss + build * gain - weights.remove_cost, action))
            continue
        if k == WILD:
            if targets is None:
                targets = threat_cells(lines, weights.jack_threshold)
            if cell not in targets[0]:
                continue
        gains = place_cache.get(cell)
        if gains is None:
            gains = place_cache[cell] = lines.place_gain(cell, team, held, scarce)
        score = build * gains[0] + block * gains[1]
        if k == WILD:
            score -= weights.wild_cost
        scored.append((score, action))
    if not scored:
        if weights.jack_threshold > 0:
            return score_actions(lines, team, legal, kind, replaced(weights, jack_threshold=0), held, scarce)
        scored = [(0.0, action) for action in legal]
    return best_first(scored)


def held_cells(hands: Sequence[Sequence[str]], chips: Sequence[int], cells_of: dict[str, tuple[int, ...]]) -> set[int]:
    """Open spaces the cards of `hands` (one team's) can fill."""
    held: set[int] = set()
    for hand in hands:
        for card in hand:
            for cell in cells_of.get(card, ()):
                if chips[cell] == EMPTY:
                    held.add(cell)
    return held


def scarce_cells(seen: Sequence[str], chips: Sequence[int], cells_of: dict[str, tuple[int, ...]],
                 copies: dict[str, int]) -> set[int]:
    """Open spaces whose card has no copy left unseen: only a wild card fills them."""
    counts: dict[str, int] = {}
    for card in seen:
        counts[card] = counts.get(card, 0) + 1
    scarce: set[int] = set()
    for card, n in counts.items():
        if n >= copies.get(card, 2):
            for cell in cells_of.get(card, ()):
                if chips[cell] == EMPTY:
                    scarce.add(cell)
    return scarce


def longest_threat(lines: Lines, team: int) -> int:
    """The longest alive line of any team other than `team`."""
    best = 0
    for t in range(lines.teams):
        if t != team:
            best = max(best, lines.longest(t))
    return best


__all__ = ["Weights", "PLAIN", "replaced", "best_first", "score_actions", "threat_cells", "longest_threat", "held_cells", "scarce_cells", "WINDOW"]
