"""Claims the table makes for a person without asking (rulebook step 7,
"Take turns claiming public goals"; RULINGS Sequitur 6; docs/rules.md: a
player whose word meets a public goal must claim one a turn until none is
left to claim). A claim is asked only where the rules give a choice: when
the word meets several goals and another claimer's word meets one of them
too, the order decides who gets it. The only goal a word can claim, or goals
no other word meets (in solo play, always), all come to that player, one a
turn, whatever the order: the table claims them one after another, taking
no tap (pure Python, tested on CPython).
"""
from __future__ import annotations

from typing import Any

from engine.sequitur import dictionary
from engine.sequitur.actions import Claim
from engine.sequitur.goals import BY_ID


def claim_without_asking(state: Any, seat: int) -> Claim | None:
    """The claim `seat` makes now without being asked, or None: it has no claim to make, or a
    choice (several goals, one of them met by another claimer's word)."""
    if state.decision(seat) != "claim":
        return None
    legal = state.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    words = dictionary.load(language=state.language)
    others = [state.words[s] for s in state.order if s != seat and state.words[s] is not None]
    if any(BY_ID[a.goal].is_met(word, words) for a in legal for word in others):
        return None
    return legal[0]
