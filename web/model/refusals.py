"""A refused action in the player's words: the rule codes every game shares
are worded here once, the rest by the game's own refusals.py (through its
`GameSpec.refuse`); and a record file refused, by its problem's code."""
from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.errors import IllegalAction, RecordError
from web.page.words import N_, _

if TYPE_CHECKING:
    from web.model.session import Session


# why a host did not play a guest's action, beside the rules' codes (web/net/host.py `act`,
# web/table/driver.py `play_away`): the guest says them in its own language
HOST_CODES = {
    "not-away": N_("This seat is no longer played from this device."),
    "not-now": N_("Please wait: the host's table is not ready to go on."),
    "stale": N_("That move was for an earlier game."),
    "malformed": N_("The host could not read that move; nothing changed."),
}


def shared_sentence(session: "Session", error: IllegalAction) -> str | None:
    """The sentence for a code every game has, or None."""
    if error.code == "game-over":
        return _("The game is over.")
    if error.code == "not-your-turn" and "to_move" in error.facts:
        return _("It is {names}'s turn.", names=session.name(error.facts["to_move"]))
    thinking = error.facts.get("thinking")
    if error.code == "thinking" and type(thinking) is int and 0 <= thinking < len(session.seats):
        return _("Please wait: {name} is thinking.", name=session.name(thinking))
    if error.code in HOST_CODES:
        return _(HOST_CODES[error.code])
    return None


def sentence(session: "Session", error: IllegalAction, *, advice: bool = True) -> str:
    """Why `error`'s action is not allowed (`advice`, at the table: and what to do instead)."""
    shared = shared_sentence(session, error)
    return shared if shared is not None else session.spec.refuse(session, error, advice=advice)


# a record file's problems by their code (engine/core/errors.py RecordError), in the player's words
RECORD_PROBLEMS = {
    "not-json": N_("this is not a game record (not valid JSON)"),
    "not-record": N_("this is not a game record (no 'format': 'seqgames-record')"),
    "version": N_("record version {version} is not supported (this app reads versions {first} and {second})"),
    "unknown-game": N_("unknown game {name} in the record"),
    "other-game": N_("this record is a game of {name}, not {game}"),
}


def record_problem(problem: RecordError) -> str:
    """A record's problem in the player's words by its code; else the engine's English."""
    said = RECORD_PROBLEMS.get(str(getattr(problem, "code", None)))
    return _(said, **problem.facts) if said else str(problem)
