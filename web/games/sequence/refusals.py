"""A refused Sequence move in the player's words (pure Python): the engine
says which rule refused it (IllegalAction.code, with the card and the
space), and this says it with card names and rows and columns, and what
the rules allow instead (RULINGS Sequence 5, 6, 11), each a whole sentence
of the catalogs (the engine's own message stays English): those of one
shape in refusals.txt beside this module."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from web.games.sequence.card_words import card_name
from web.games.sequence.narration import space_name
from web.model.refusals import REFUSALS, refusals_from
from web.page.sentences import Table
from web.page.words import _

if TYPE_CHECKING:
    from web.model.session import Session

WITH_CARD = Table(__file__, REFUSALS, "card")  # the codes whose sentence names the card (refusals.txt)


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
sentence = refusals_from(__file__, _own)
