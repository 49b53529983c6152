"""A refused action in the player's words: the rule codes every game shares
are worded here once, the rest by the game's own refusals.py (through its
`GameSpec.refuse`)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction
from web.page.words import _

if TYPE_CHECKING:
    from web.model.session import Session


def shared_sentence(session: "Session", error: IllegalAction) -> str | None:
    """The sentence for a code every game has, or None."""
    if error.code == "game-over":
        return _("The game is over.")
    if error.code == "not-your-turn" and "to_move" in error.facts:
        return _("It is {names}'s turn.", names=session.name(error.facts["to_move"]))
    return None


def sentence(session: "Session", error: IllegalAction, *, advice: bool = True) -> str:
    """Why `error`'s action is not allowed (`advice`, at the table: and what to do instead)."""
    shared = shared_sentence(session, error)
    return shared if shared is not None else session.spec.refuse(session, error, advice=advice)
