"""A refused Sequoia choice in the player's words (pure Python): the
engine says which rule refused it (IllegalAction.code, with the roll and
the totals), and this says it with the dice and the forests, never a seat
number (EACH TURN 1-2, TIEBREAKER TURNS)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction

if TYPE_CHECKING:
    from web.model.session import Session


def sentence(session: "Session", error: IllegalAction, *, advice: bool = True) -> str:
    """Why `error`'s choice is not allowed (`advice`: and what to do instead)."""
    facts = error.facts
    code = error.code
    if code == "pairs-not-in-roll":
        a, b = facts["totals"]
        return f"The roll {' '.join(map(str, facts['roll']))} cannot make {a} and {b}."
    if code == "already-chosen":
        return "Pairs were already chosen this turn." if not advice else "You have already chosen your pairs this turn."
    if code == "not-tied":
        return "Only players tied in a forest play tiebreaker turns."
    if code == "not-rolled":
        return "The dice had not been rolled yet."
    if code == "totals-order":
        return "A choice names the smaller total first."
    if code in ("not-an-action", "no-such-seat"):
        return "That is not a choice of two totals from 2 to 12."
    return "That choice is not allowed."
