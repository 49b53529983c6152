"""The greedy baseline: one ply, plain rules of thumb.

In order: turn in a dead card (RULINGS Sequence 6); complete a sequence if
a card can; block the longest opposing line once it reaches four (a card on
its open space, else a remove card on one of its chips, else a wild card);
otherwise lengthen the team's longest line with a card, blocking what it can
on the way. Jacks (RULINGS Sequence 5) are kept for completing and blocking,
and spent otherwise only when the hand holds nothing else playable.
"""

from __future__ import annotations

import random
from typing import Any, Sequence

from engine.sequence.actions import Play, TurnIn
from engine.sequence.ai.heuristic import MIXED, Lines
from engine.sequence.rules import NORMAL, REMOVE, WILD
from engine.sequence.sequences import EMPTY

# as the setup words a level (engine.sequence.ai.LEVELS)
DESCRIPTION = ("The baseline: completes its lines, blocks a four, keeps jacks for both, turns in dead cards, "
               "else lengthens its longest line.")


def _line_after(lines: Lines, cell: int, team: int) -> tuple[int, int]:
    """(longest own window through `cell` after placing there, longest opposing window it blocks)."""
    own = 0
    blocked = 0
    for w in lines.geo.through[cell]:
        o = lines.owner[w]
        if o == team or o == EMPTY:
            if w not in lines.dead[team]:
                own = max(own, lines.count[w] + 1)
        elif o != MIXED and w not in lines.dead[o]:
            blocked = max(blocked, lines.count[w])
    return own, blocked


def greedy_action(lines: Lines, team: int, legal: Sequence[Any], kind: dict[str, int],
                  rng: random.Random | None = None) -> Any:
    """The greedy baseline's choice among `legal`; with `rng`, a tie among its
    equally good choices is broken at random (the medium level) instead of by
    the first in `legal`'s order (the baseline)."""
    if rng is not None:
        legal = list(legal)
        rng.shuffle(legal)
    placements: list[tuple[int, int, int, Any]] = []  # (own, blocked, is_jack, action)
    removals: list[tuple[int, Any]] = []
    for action in legal:
        if type(action) is TurnIn:
            return action
        if type(action) is not Play:
            continue
        card, cell = action
        k = kind.get(card, NORMAL)
        if k == REMOVE:
            victim = lines.chips[cell]
            longest = 0
            for w in lines.geo.through[cell]:
                if lines.owner[w] == victim and w not in lines.dead[victim]:
                    longest = max(longest, lines.count[w])
            removals.append((longest, action))
        else:
            own, blocked = _line_after(lines, cell, team)
            placements.append((own, blocked, 1 if k == WILD else 0, action))
    if not placements and not removals:
        return legal[0]
    # complete a sequence, with a card before a jack
    finishing = [p for p in placements if p[0] >= 5]
    if finishing:
        return min(finishing, key=lambda p: p[2])[3]
    # block a four: a card, then a remove card, then a wild card
    threat = max((p[1] for p in placements), default=0)
    biggest_removal = max((r[0] for r in removals), default=0)
    if max(threat, biggest_removal) >= 4:
        cards = [p for p in placements if p[1] >= 4 and not p[2]]
        if cards:
            return max(cards, key=lambda p: (p[0], p[1]))[3]
        if biggest_removal >= 4:
            return max(removals, key=lambda r: r[0])[1]
        wilds = [p for p in placements if p[1] >= 4]
        if wilds:
            return max(wilds, key=lambda p: (p[0], p[1]))[3]
    cards = [p for p in placements if not p[2]]
    if cards:
        return max(cards, key=lambda p: (p[0], p[1]))[3]
    if removals:
        return max(removals, key=lambda r: r[0])[1]
    return max(placements, key=lambda p: (p[0], p[1]))[3]
