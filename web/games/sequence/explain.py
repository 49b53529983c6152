"""Why a click on the board does nothing, in words a player can act on.

Pure Python: given the state, the seat, the selected card and the space,
say what the rules (RULINGS Sequence 5, 6, 11) allow instead, naming cards
and spaces the way the board's labels do.
"""
from __future__ import annotations

from engine.core.errors import IllegalAction
from engine.sequence.actions import Play
from engine.sequence.cards import card_name
from engine.sequence.rules import NORMAL, REMOVE
from engine.sequence.sequences import EMPTY, FREE
from engine.sequence.state import SequenceState


def space_name(state: SequenceState, cell: int) -> str:
    """'row 3, column 5'."""
    r, c = state.rules.board.row_col(cell)
    return f"row {r + 1}, column {c + 1}"


def explain_click(state: SequenceState, seat: int, card: str | None, cell: int) -> str | None:
    """None if playing `card` on `cell` is legal for `seat`, else why not."""
    if card is None:
        return "Choose a card from your hand first, then a space for it."
    try:
        state.check(seat, Play(card, cell))
    except IllegalAction as error:
        reason = error.reason
    else:
        return None
    name = card_name(card)
    kind = state.rules.kind.get(card)
    chip = state.chips[cell]
    team = state.team(seat)
    if chip == FREE:
        return "The free corners count for every team: no chip goes there and none can be removed."
    if kind == REMOVE:
        if chip == EMPTY:
            return f"The {name} removes a chip: choose one of an opponent's chips (marked with a cross)."
        if chip == team:
            return f"That is your own team's chip; the {name} removes an opponent's chip."
        if state.locked[cell]:
            return "That chip is part of a completed sequence, and a sequence cannot be broken."
        return f"The {name} cannot remove that chip: {reason}."
    if state.chips_left[team] <= 0:
        return "Your team has no chips left: you may only remove a chip or turn in a dead card."
    if kind == NORMAL and state.is_dead(card):
        return f"The {name} is dead: every space showing it is covered. Turn it in for a new card."
    if chip != EMPTY:
        return "That space is already covered. Choose an open space."
    if kind == NORMAL:
        code = state.rules.board.codes[cell]
        spaces = [space_name(state, c) for c in state.rules.board.cells_of.get(card, ()) if state.chips[c] == EMPTY]
        return (f"That space shows the {card_name(code)}, not the {name}. "
                f"The {name} goes on {' or '.join(spaces)} (highlighted).")
    return f"You cannot play there: {reason}."
