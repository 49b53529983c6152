"""The words the three games share, written once (pure Python): how an AI
seat reads ("AI: Hard", "Bob (AI: Hard)") on the setup, the table, the
players list and the end, and the end's headline ("Ann wins.", "Ann and
Cy (blue) win.", "Shared victory: Ann and Bob."), so that the games speak
with one voice (issue 24). Prompts say "Choose" or "Tap", never "Click":
a table may be a touch screen (tests/table/test_wording.py holds web/ to it).

A move's reason is a verb phrase whose subject is the move, said of the right player
(engine/core/voice.py), so that every game says a move one way (issue 40), in one sentence and
never in nested parentheses: a hint "Suggestion: <what>, which <why>.", a review's advice
"Better: <what>, which <why>.", "Why?" on an AI's move "<name> <what, done>: it <why>."

Where a game stands is said one way (issue 39): "Turn 7" (Sequence: no last turn), "Turn 3 of 10"
(Sequoia), "Round 2 of 3" (Sequitur), in the rulebooks' own units; a replay and a review count
the same way and add the record's move ("Turn 9 of 10 · move 16 of 36"); a list of the players is
headed "Seats".
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from engine.core.levels import level_label
from web.device.names import and_list
from web.page.words import N_, _, in_sentence, ngettext

if TYPE_CHECKING:
    from web.model.seats import Seat

# A game at this device (web/model/session.py `Session`, whose spec says where it stands with
# `standing` here: so this module does not import it)
Session = Any

# Translators: a button: undo the last move
UNDO = N_("Undo")  # every game's undo button
# Translators: a button: ask the AI for a suggestion of a move
SUGGEST = N_("Suggest a move")  # every game's hint button (web/ui/suggest.py)
ALLOW_HINTS = N_("Allow hints (a “Suggest a move” button for people)")  # every setup's option
# Translators: the "Suggest a move" button while the suggestion is worked out (the app is thinking, not "I")
SUGGEST_THINKING = N_("Thinking…")  # while the suggestion is worked out
HINTS_OFF = N_("Hints are off for this game.")
# asked once, before the first suggestion of a game not yet assisted (web/ui/suggest.py)
HINT_WARNING = N_("A suggestion makes this game assisted: the statistics and the finished games will say so.")
# Translators: an answer to the warning before a suggestion: yes, show it
HINT_GO = N_("Show a suggestion")
# Translators: a button: stop what was asked (a suggestion being worked out, the review running, loading a record file)
HINT_CANCEL = N_("Cancel")


# the verbs a move's words start with ("Play the 9 of spades ..."), and how a move done reads
_DONE = (("Turn in", "turned in"), ("Play", "played"), ("Choose", "chose"), ("Put", "put"), ("Remove", "removed"),
         ("Pass", "passed"), ("Spell", "spelled"), ("Make", "made"), ("Keep", "kept"), ("Discard", "discarded"),
         ("Claim", "claimed"))


def _clean(text: str) -> str:
    return text.strip().rstrip(".").strip()


def reason_phrase(why: str) -> str:
    """A reason as a verb phrase whose subject is the move: 'builds your line' (an older 'it builds
    your line' loses its 'it')."""
    why = _clean(why)
    return why[3:] if why.startswith("it ") else why


def done_text(what: str) -> str:
    """A move's words as done: 'Play the 9 of spades' -> 'played the 9 of spades'."""
    what = _clean(what)
    for verb, done in _DONE:
        if what == verb or what.startswith(verb + " "):
            return done + what[len(verb):]
    return what[:1].lower() + what[1:]


# the levels' names as a player reads them (engine/core/levels.py LEVEL_ORDER)
LEVEL_WORDS = {
    # Translators: an AI level's name, the easiest (a choice in the setup; shown "AI: Easy" beside a seat)
    "easy": N_("Easy"),
    # Translators: an AI level's name, the second of four (a choice in the setup; "AI: Medium" beside a seat)
    "medium": N_("Medium"),
    # Translators: an AI level's name, the third of four (a choice in the setup; "AI: Hard" beside a seat)
    "hard": N_("Hard"),
    # Translators: an AI level's name, the strongest (a choice in the setup; "AI: Expert" beside a seat)
    "expert": N_("Expert")}

# Translators: the heading of the list of the players at a table
SEATS = N_("Seats")  # the heading of every list of the players at a table
SEATS_IN_ORDER = N_("Seats, in play order")  # Sequence's, whose strip is the play order


# where a game stands, one whole phrase per rulebook unit (" of": with a total)
_PROGRESS = {
    # Translators: where a game stands: the turn's number ("Turn 5")
    "Turn": N_("Turn {number}"),
    "Turn of": N_("Turn {number} of {total}"),
    "Round of": N_("Round {number} of {total}"), "Step of": N_("Step {number} of {total}"),
    # Translators: Sequoia's status bar: a tiebreaker turn's number ("Tiebreaker 2"), the glossary's
    # "tiebreaker turn" said short to fit one line on a phone beside "?" and Menu (the log says it whole)
    "Tiebreaker": N_("Tiebreaker {number}")}


def progress(unit: str, number: int, total: int | None = None) -> str:
    """Where a game stands, in the rulebook's unit: 'Turn 7', 'Turn 3 of 10', 'Round 2 of 3'
    (in the player's language: each unit's whole phrase, `_PROGRESS`)."""
    phrase = _PROGRESS.get(unit + (" of" if total is not None else ""))
    if phrase is None:
        return f"{unit} {number}" + (f" of {total}" if total is not None else "")
    return _(phrase, number=number, total=total)


def standing(at: dict[str, Any] | None) -> str:
    """Where a game stands from its facts (a game's `at`: {"unit": "Turn", "number": 3, "total": 10}),
    'Turn 3 of 10'; 'Game over' for None (a game over counts nothing)."""
    return _("Game over") if at is None else progress(at["unit"], at["number"], at.get("total"))


def saved_standing(at: Any) -> str | None:
    """Where a saved game stands, from the facts its autosave keeps (outside data: web/model/session.py
    `save_text`), as it reads inside a sentence ('turn 3 of 10'), in the player's language; None
    when they are not such facts."""
    if not isinstance(at, dict):
        return None
    number, total = at.get("number"), at.get("total")
    unit = at.get("unit")
    if (not isinstance(unit, str) or type(number) is not int or not (total is None or type(total) is int)
            or unit + (" of" if total is not None else "") not in _PROGRESS):
        return None
    return in_sentence(progress(unit, min(max(number, 0), 9999), None if total is None else min(max(total, 0), 9999)))


def status_line(where: str, *parts: str) -> str:
    """The table's one short status line: where the game stands, then who acts
    ('Turn 7 · Ann (blue) to play', 'Round 1 of 3 · Step 3 of 7')."""
    return " · ".join(part for part in (where,) + parts if part)


def replay_progress(where: str, move: int, total: int) -> str:
    """Where a replay stands: the table's own words for the position shown (the game's `where`,
    'turn 9 of 10'), then the record's move: 'Turn 9 of 10 · move 16 of 36', 'Game over · move 36 of 36'."""
    if not where:
        # Translators: a replay's status: the step of the record shown, a move (or pass) counted from the start,
        # not the game's own turn ("Move 16 of 36")
        return _("Move {number} of {total}", number=move, total=total)
    # Translators: a replay's status after the game's own words ("Turn 9 of 10 · move 16 of 36"): the step of the
    # record shown, a move counted from the start, not the game's turn
    moves = _("move {number} of {total}", number=move, total=total)
    return status_line(where[:1].upper() + where[1:], moves)


def suggestion_text(what: str, why: str = "", *, said: tuple[str, str] | None = None) -> str:
    """A hint as every game says it: 'Suggestion: <what>, which <why>.', the move
    first, then the reason in the game's words (`said`: both already in the player's
    words, the game's `reasons` of the engine's codes; else the engine's English)."""
    what, why = said if said is not None else (_clean(what), reason_phrase(why))
    return (_("Suggestion: {what}, which {why}.", what=what, why=why) if why
            # Translators: the suggested move
            else _("Suggestion: {what}.", what=what))


def explanation_text(name: str, what: str, why: str = "", *, said: tuple[str, str] | None = None) -> str:
    """An AI's move explained ("Why?" in the log), in the third person:
    'Computer 1 played the 9 of spades on row 1, column 9: it builds its line across to 4 of 5.'
    (`said`: the move done and its reason in the player's words)."""
    done, why = said if said is not None else (done_text(what), reason_phrase(why))
    return _("{name} {done}: it {why}.", name=name, done=done, why=why) if why else f"{name} {done}."


def better_text(what: str, why: str = "", *, said: tuple[str, str] | None = None) -> str:
    """A review's advice, one sentence a player can act on: 'Better: 8 and 12, which takes the lead
    in forest 12.' (a pair needs no "Choose"; `said`: the move, as said after "Better:", and its
    reason in the player's words)."""
    if said is not None:
        what, why = said
    else:
        what, why = _clean(what), reason_phrase(why)
        if what.startswith("Choose ") and what[len("Choose "):][:1].isdigit():
            what = what[len("Choose "):]
        else:
            what = what[:1].lower() + what[1:]
    return (_("Better: {what}, which {why}.", what=what, why=why) if why
            # Translators: a suggestion after a move: the better move ("Better: the 9 of spades on row 2, column 3.")
            else _("Better: {what}.", what=what))


def why_offer(session: "Session", line: int) -> tuple[list[int], str] | None:
    """Log line `line`'s one "Why?" (web/ui/why.py): the AI moves it explains (Session.explained_moves)
    and the button's accessible name, 'Why did Computer 1 do that? (move 12)', or for a line reporting
    several AI moves (Sequitur's steps, taken together) 'Why did Computer 1 and Computer 2 do that?
    (moves 12 to 18)'; None when the line reports no AI move."""
    moves = session.explained_moves(line)
    if not moves:
        return None
    names: list[str] = []  # each name once, in the moves' order (a dict would not keep it on MicroPython)
    for i in moves:
        name = session.name(session.state.history[i][0])
        if name not in names:
            names.append(name)
    if len(moves) == 1:
        return moves, _("Why did {names} do that? (move {move})", names=names[0], move=moves[0] + 1)
    return moves, _("Why did {names} do that? (moves {first} to {last})", names=and_list(names),
                    first=moves[0] + 1, last=moves[-1] + 1)


def ai_text(level: str) -> str:
    """An AI level as every screen names it: 'AI: Hard' (the setup's choice too)."""
    # Translators: beside a seat's name: an AI player and its level ("AI: Hard")
    return _("AI: {level}", level=_(LEVEL_WORDS[level]) if level in LEVEL_WORDS else level_label(level))


def seat_label(seat: "Seat", *notes: str) -> str:
    """A seat by name, with the game's notes (a colour) and, for an AI, its
    level: 'Ann', 'Ann (blue)', 'Bob (AI: Hard)', 'Bob (green, AI: Hard)'."""
    extra = list(notes) + ([ai_text(seat.level)] if seat.is_ai else [])
    return f"{seat.name} ({', '.join(extra)})" if extra else seat.name


def is_you(name: str) -> bool:
    """The seat a guided game calls "You" (web/games/*/walkthrough.py: the person's own seat, named in
    the player's words), whose sentences take the second person: "You take", not "You takes"."""
    return name == _("You")


def headline(names: list[str], *, shared: bool = False, team: str = "") -> str:
    """The end's first line: 'Ann wins.', 'Ann and Cy (blue) win.' (a team),
    'Shared victory: Ann and Bob.' (players tied for first), 'No one wins.', 'You win.'."""
    if not names:
        # Translators: the end of a game: no one wins (a tie)
        return _("No one wins.")
    if shared:
        # Translators: the end of a game: players tied for first
        return _("Shared victory: {names}.", names=and_list(names))
    if len(names) == 1 and is_you(names[0]):  # the guided games' person: "You win.", not "You wins."
        # Translators: the end of a guided game: the person wins
        return _("You win.")
    if team:
        # Translators: the end of a team game: who wins and their team
        return ngettext("{names} ({team}) wins.", "{names} ({team}) win.", len(names), names=and_list(names), team=team)
    # Translators: the end of a game: who wins (one or several names)
    return ngettext("{names} wins.", "{names} win.", len(names), names=and_list(names))


def result_headline(session: "Session", team_name: Callable[[int], str] | None = None) -> str:
    """The headline of a finished game from its result: the winning seats by
    name; two or more winning teams share the victory; `team_name` names a
    winning team (Sequence's colours)."""
    result = session.state.result()
    if result is None:
        return headline([])
    names = [session.seats[s].name for s in result.winners]
    teams = result.winner_teams
    team = team_name(teams[0]) if team_name is not None and len(teams) == 1 else ""
    return headline(names, shared=len(teams) > 1, team=team)
