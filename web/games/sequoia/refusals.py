"""A refused Sequoia choice in the player's words (pure Python): the
engine says which rule refused it (IllegalAction.code, with the roll and
the totals), and this says it with the dice and the forests, never a seat
number (EACH TURN 1-2, TIEBREAKER TURNS); the sentences that need no fact in
refusals.txt beside this module."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from web.model.refusals import refusals_from
from web.page.words import _

if TYPE_CHECKING:
    from web.model.session import Session

def _own(session: "Session", error: IllegalAction, advice: bool) -> str | None:
    """The sentences that name the roll and the totals, or the turn's choice already made."""
    facts = error.facts
    code = error.code
    if code == "pairs-not-in-roll":
        a, b = facts["totals"]
        return _("The roll {roll} cannot make {first} and {second}.", roll=" ".join(map(str, facts["roll"])),
                 first=a, second=b)
    if code == "already-chosen":
        return _("Pairs were already chosen this turn.") if not advice else \
            _("You have already chosen your pairs this turn.")
    if code in ("not-an-action", "no-such-seat"):
        return _("That is not a choice of two totals from 2 to 12.")
    return None


# Why `error`'s choice is not allowed (`advice`: and what to do instead).
sentence = refusals_from(__file__, _own)
