"""A refused Sequitur decision in the player's words (pure Python): the
engine says which rule refused it (IllegalAction.code), and this says it
with names, letters and goal texts, never a seat number (rulebook "Playing
the game"; RULINGS Sequitur 2-7)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction

if TYPE_CHECKING:
    from web.model.session import Session

# codes whose engine reason already speaks the player's words (goal texts, letters, positions)
PLAIN = ("word-refused", "goal-not-met", "card-not-playable", "no-such-position", "no-such-goal", "colour-used-up",
         "solo-keeps-one", "no-such-colour", "no-such-end", "goal-not-public")


# codes worded the same at every table
WORDS = {
    "draw-first": "Letters or goals must be drawn first.",
    "game-over": "The game is over.",
}


def sentence(session: "Session", error: IllegalAction, *, advice: bool = True) -> str:
    """Why `error`'s decision is not allowed."""
    code, facts = error.code, error.facts
    if code == "not-your-turn":
        return f"It is {session.name(facts['to_move'])}'s turn to claim."
    if code == "nothing-to-decide":
        return "There is nothing to decide now." + (" Wait for the other players." if advice else "")
    if code == "wrong-decision":
        return f"The decision to make then was another one ({str(facts.get('decision', ''))[:20]})."
    if code in PLAIN:
        reason = error.reason
        return reason[:1].upper() + reason[1:] + ("" if reason.endswith(".") else ".")
    return WORDS.get(code, "That is not allowed.")
