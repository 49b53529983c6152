"""A refused action in the player's words: the rule codes every game shares
are worded here once, the rest by the game's own refusals.py (through its
`GameSpec.refuse`); a record file, a saved game or a kept replay refused, and
a board file, by its problem's code."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.core.errors import IllegalAction, RecordError, SetupError
from web.page import sentences
from web.page.words import N_, _

if TYPE_CHECKING:
    from web.model.session import Session

REFUSALS = "refusals.txt"  # a game's refusals, beside its refusals.py

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


def refusals_from(module_file: str, own: Callable[["Session", IllegalAction, bool], str | None]) -> Callable[..., str]:
    """A game's `refuse(session, error, advice=True)` (GameSpec.refuse) from its words in refusals.txt
    beside its module (`module_file`; web/page/sentences.py): the codes said the same at every table
    (`[plain <code>]`: a whole sentence), the rest by `own(session, error, advice)` (None for a code or
    facts it does not know), else `[other]` (what the action is not, or that it is not allowed)."""
    plain = sentences.Table(module_file, REFUSALS, "plain")

    def refuse(session: "Session", error: IllegalAction, *, advice: bool = True) -> str:
        if error.code in plain:
            return _(plain[error.code])
        said = own(session, error, advice)
        return _(sentences.sentences(module_file, REFUSALS, "other")[0]) if said is None else said
    return refuse


def sentence(session: "Session", error: IllegalAction, *, advice: bool = True) -> str:
    """Why `error`'s action is not allowed (`advice`, at the table: and what to do instead)."""
    shared = shared_sentence(session, error)
    return shared if shared is not None else session.spec.refuse(session, error, advice=advice)


# a record file's, a saved game's and a kept replay's problems by their code (engine/core/errors.py
# RecordError; web/model/records.py, envelope.py, seats.py, replay_file.py, web/table/seen.py), in the
# player's words
RECORD_PROBLEMS = {
    "not-json": N_("this is not a game record (not valid JSON)"),
    "not-record": N_("this is not a game record (no 'format': 'seqgames-record')"),
    "version": N_("record version {version} is not supported (this app reads versions {first} and {second})"),
    "unknown-game": N_("unknown game {name} in the record"),
    "other-game": N_("this record is a game of {name}, not {game}"),
    # over a limit (engine/core/jsonlimits.py Refused)
    "too-large": N_("it is larger than {size}"),
    "too-deep": N_("it is nested deeper than {depth} levels"),
    "not-utf8": N_("it is not text in UTF-8"),
    "bad-unicode": N_("it holds text that is not valid Unicode"),
    # the record itself (engine/core/record.py)
    "seed": N_("the record's seed must be an integer"),
    "sealed-chance": N_("a record of version {version} holds no 'chance' (it has its seed)"),
    "config": N_("the record's config must be an object"),
    "actions": N_("the record's actions must be a list"),
    "reshuffle": N_("entry {number} is a malformed reshuffle"),
    "reshuffle-twice": N_("entry {number} is a second reshuffle in a row, the record was altered"),
    "action": N_("action {number} is malformed"),
    "action-seat": N_("action {number} names seat {seat}, which is not at this table"),
    "chance": N_("the record's chance must be a list of [kind, value] outcomes"),
    "chance-outcome": N_("the record's chance: outcome {number} is malformed"),
    "keep": N_("entry {entry}'s keep must be a list of [kind, value] outcomes"),
    "keep-outcome": N_("entry {entry}'s keep: outcome {number} is malformed"),
    "chance-misfit": N_("the record's chance does not fit its game: outcome {number} is not one the game could draw "
                        "there, the record was altered"),
    # the page's parts of a record, a save and a replay
    "seen": N_("this file is what the table saw of a game (“Share what happened”): it holds no hands, racks or "
               "rolls, so it can be replayed but not continued"),
    "undos": N_("the record's table: 'undos' must be a whole number from 0 to {most}"),
    "play-on": N_("the record's table: 'play_on' is malformed"),
    "seat": N_("seat {number} of the table is malformed"),
    "seat-level": N_("seat {number} of the table names an unknown AI level “{level}”"),
    "seats": N_("the record's table must list the seats"),
    "seats-count": N_("the record's table does not list one seat per player (seats: {count}, players: {players})"),
    "save-damaged": N_("the saved game is damaged"),
    "save-version": N_("this saved game is from a newer version of the app"),
    "save-other-game": N_("this is a saved game of {name}, not {game}"),
    "not-replay": N_("this is not a replay"),
    "replay-version": N_("this replay is from another version of the app"),
    "replay-other-game": N_("this is a replay of {name}, not {game}"),
    "replay-record": N_("the replay holds no game record"),
    "replay-move": N_("the replay's move is not a number"),
    "replay-reveal": N_("the replay's reveal setting is malformed"),
    # a record of what the table saw ("Share what happened", web/table/seen.py)
    "not-seen": N_("this is not a record of what the table saw"),
    "seen-version": N_("this record of what the table saw is of version {version}, which this app does not read"),
    "seen-players": N_("the record's config names no number of players"),
    "seen-start": N_("the record's start is malformed"),
    "seen-steps": N_("the record's steps must be a list of 1 to {most} steps"),
    "seen-after-end": N_("the record goes on after the end of its game"),
    "seen-step": N_("the record's step {number} is malformed (no public view of this game)"),
    "seen-waiting": N_("the record's step {number}: 'waiting' must list seats"),
    "seen-log": N_("the record's step {number}: 'log' must list at most {most} lines of text"),
    "seen-events": N_("the record's step {number}: 'events' must list at most {most} events"),
    "seen-event": N_("the record's step {number}: an event is malformed"),
    "seen-unknown-event": N_("the record's step {number} has an unknown event {event}"),
    "seen-field": N_("the record's step {number}: '{field}' is missing or not valid"),
    "seen-draw": N_("the file was altered at step {number}, or made by another version of the app"),
}

# a table the rules cannot start, by its problem's code (engine/core/errors.py SetupError): a board
# file's (engine/sequence/board.py `parse_board`), chosen at Sequence's setup or inside a record
SETUP_PROBLEMS = {
    "board-not-text": N_("the board is not text"),
    "board-too-large": N_("the file is larger than {size} (a board is at most {side} x {side} card codes)"),
    "board-row": N_("line {line} has a different number of spaces ({count}) than the rows above ({width}); every "
                    "row must be as long"),
    "board-card": N_("line {line}, column {column}: {card} cannot be on the board (jacks and bordered cards are "
                     "played anywhere)"),
    "board-unknown": N_("line {line}, column {column}: unknown code “{card}” (use rank A 2-9 T Q K plus suit S H D C, "
                        "or XX for a free space)"),
    "board-too-big": N_("the board may be at most {side} x {side}"),
    "board-empty": N_("the board is empty"),
    "board-too-small": N_("a {rows} x {cols} board has no room for five in a row"),
    "board-missing": N_("every card of the deck needs a space; missing ({count}): {cards}"),
    "board-once": N_("every card needs at least two spaces; only once: {cards}"),
}


def said(table: dict[str, str], code: object, facts: dict[str, object]) -> str | None:
    """The problem `code` of `table` in the player's words, its facts filled in; None when
    the code has no words (or its facts do not fill them)."""
    phrase = table.get(str(code))
    if phrase is None:
        return None
    try:
        return _(phrase, **facts)
    except (KeyError, IndexError, ValueError):  # facts short of the phrase's: the English instead
        return None


def setup_problem(problem: SetupError) -> str:
    """Why the rules cannot start a game with this table (a board file), in the player's words by
    its code; else the engine's English."""
    found = said(SETUP_PROBLEMS, getattr(problem, "code", None), getattr(problem, "facts", {}))
    return str(problem) if found is None else found


def record_problem(problem: RecordError) -> str:
    """A record's (a save's, a replay's) problem in the player's words by its code; else the
    engine's English. A setup the rules refuse says the setup's own problem where it has words."""
    code, facts = getattr(problem, "code", None), getattr(problem, "facts", {})
    if code == "setup":
        inner = said(SETUP_PROBLEMS, facts.get("setup"), facts)
        return (_("the record's setup is invalid: {problem}", problem=inner) if inner is not None
                else _("the record's setup is not one the rules allow"))
    found = said(RECORD_PROBLEMS, code, facts)
    return str(problem) if found is None else found


def problem_words(problem: Exception) -> str:
    """Why stored or loaded data was refused, for "{problem}" in a screen's sentence: a RecordError's
    or a SetupError's in the player's words (by its code), else the exception's own text."""
    if isinstance(problem, RecordError):
        return record_problem(problem)
    if isinstance(problem, SetupError):
        return setup_problem(problem)
    return str(problem) or type(problem).__name__
