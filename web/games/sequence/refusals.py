"""A refused Sequence move in the player's words (pure Python): the engine
says which rule refused it (IllegalAction.code, with the card and the
space), and this says it with card names and rows and columns, and what
the rules allow instead (RULINGS Sequence 5, 6, 11)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from engine.sequence.cards import card_name
from web.games.sequence.narration import space_name

if TYPE_CHECKING:
    from web.model.session import Session


def sentence(session: "Session", error: IllegalAction, *, advice: bool = True) -> str:
    """Why `error`'s move is not allowed, and (`advice`, at the table) what to do instead."""
    facts = error.facts
    name = card_name(facts["card"]) if "card" in facts else "card"
    code = error.code
    if code == "free-corner":
        return "The free corners count for every team: no chip goes there and none can be removed."
    if code == "remove-needs-chip":
        return f"The {name} removes a chip: choose one of an opponent's chips (marked with a cross)."
    if code == "remove-own-chip":
        return f"That is your own team's chip; the {name} removes an opponent's chip."
    if code == "chip-in-sequence":
        return "That chip is part of a completed sequence, and a sequence cannot be broken."
    if code == "no-chips-left":
        return "Your team has no chips left: you may only remove a chip or turn in a dead card."
    if code == "dead-card":
        return f"The {name} is dead: every space showing it is covered. Turn it in for a new card."
    if code == "space-covered":
        return "That space is already covered. Choose an open space."
    if code == "wrong-space":
        board = session.state.rules.board
        chips = [mark for row in session.public()["chips"] for mark in row]
        spaces = [space_name(session, c) for c in board.cells_of.get(facts["card"], ()) if chips[c] == "."]
        if not advice:
            return f"That space shows the {card_name(facts['shows'])}, not the {name}."
        return (f"That space shows the {card_name(facts['shows'])}, not the {name}. "
                f"The {name} goes on {' or '.join(spaces)} (highlighted).")
    if code == "card-not-dead":
        return f"You cannot turn in the {name}: a space showing it is still open."
    if code == "one-dead-card-a-turn":
        return "Only one dead card may be turned in each turn: now play a card."
    if code == "card-not-in-hand":
        return f"The {name} is not in that hand."
    if code == "off-board":
        return "That space is off the board."
    if code == "pass-not-allowed":
        return "A player may pass only when no card can be played."
    return "That is not a Sequence move."

