"""A refused Sequence move in the player's words (pure Python): the engine
says which rule refused it (IllegalAction.code, with the card and the
space), and this says it with card names and rows and columns, and what
the rules allow instead (RULINGS Sequence 5, 6, 11), each a whole sentence
of the catalogs (the engine's own message stays English)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from web.games.sequence.card_words import card_name
from web.games.sequence.narration import space_name
from web.model.refusals import refusals_from
from web.page.words import N_, _

if TYPE_CHECKING:
    from web.model.session import Session

# the rule codes whose sentence needs no card nor space
PLAIN = {
    "free-corner": N_("The free corners count for every team: no chip goes there and none can be removed."),
    "chip-in-sequence": N_("That chip is part of a completed sequence, and a sequence cannot be broken."),
    "no-chips-left": N_("Your team has no chips left: you may only remove a chip or turn in a dead card."),
    "space-covered": N_("That space is already covered. Choose an open space."),
    "one-dead-card-a-turn": N_("Only one dead card may be turned in each turn: now play a card."),
    "off-board": N_("That space is off the board."),
    "pass-not-allowed": N_("A player may pass only when no card can be played."),
}
# the codes whose sentence names the card
WITH_CARD = {
    "remove-needs-chip": N_("The {card} removes a chip: choose one of an opponent's chips (marked with a cross)."),
    "remove-own-chip": N_("That is your own team's chip; the {card} removes an opponent's chip."),
    "dead-card": N_("The {card} is dead: every space showing it is covered. Turn it in for a new card."),
    "card-not-dead": N_("You cannot turn in the {card}: a space showing it is still open."),
    "card-not-in-hand": N_("The {card} is not in that hand."),
}


def _own(session: "Session", error: IllegalAction, advice: bool) -> str | None:
    """The sentences that name the card (and, for the wrong space, where it goes: `advice`)."""
    facts = error.facts
    code = error.code
    if "card" not in facts:
        return None
    name = card_name(facts["card"])
    if code in WITH_CARD:
        return _(WITH_CARD[code], card=name)
    if code == "wrong-space":
        board = session.state.rules.board
        chips = [mark for row in session.public()["chips"] for mark in row]
        spaces = [space_name(session, c) for c in board.cells_of.get(facts["card"], ()) if chips[c] == "."]
        said = dict(shows=card_name(facts["shows"]), card=name)
        if not advice:
            return _("That space shows the {shows}, not the {card}.", **said)
        if len(spaces) == 1:
            return _("That space shows the {shows}, not the {card}. The {card} goes on {space} (highlighted).",
                     space=spaces[0], **said)
        if len(spaces) == 2:
            return _("That space shows the {shows}, not the {card}. The {card} goes on {space} or {other} "
                     "(highlighted).", space=spaces[0], other=spaces[1], **said)
        return _("That space shows the {shows}, not the {card}. The {card} goes on a highlighted space.", **said)
    return None


# Why `error`'s move is not allowed, and (`advice`, at the table) what to do instead.
sentence = refusals_from(PLAIN, _own, N_("That is not a Sequence move."))
