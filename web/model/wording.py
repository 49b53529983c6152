"""The words the three games share, written once (pure Python): how an AI
seat reads ("AI: Hard", "Bob (AI: Hard)") on the setup, the table, the
players list and the end, and the end's headline ("Ann wins.", "Ann and
Cy (blue) win.", "Shared victory: Ann and Bob."), so that the games speak
with one voice (issue 24). Prompts say "Choose" or "Tap", never "Click":
a table may be a touch screen (tests/table/test_wording.py holds web/ to it). A hint reads
"Suggestion: <what> (<why>)." in every game. Where a game stands is said
one way (issue 39): "Turn 7" (Sequence: no last turn), "Turn 3 of 10"
(Sequoia), "Round 2 of 3" (Sequitur), in the rulebooks' own units; a list of
the players is headed "Seats".
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from engine.core.levels import level_label
from web.device.names import and_list

if TYPE_CHECKING:
    from web.model.seats import Seat
    from web.model.session import Session

UNDO = "Undo"  # every game's undo button
SUGGEST = "Suggest a move"  # every game's hint button (web/ui/suggest.py)
ALLOW_HINTS = "Allow hints (a “Suggest a move” button for people)"  # every setup's option
SUGGEST_THINKING = "Thinking…"  # while the suggestion is worked out
HINTS_OFF = "Hints are off for this game."
SEATS = "Seats"  # the heading of every list of the players at a table


def progress(unit: str, number: int, total: int | None = None) -> str:
    """Where a game stands, in the rulebook's unit: 'Turn 7', 'Turn 3 of 10', 'Round 2 of 3'."""
    return f"{unit} {number}" + (f" of {total}" if total is not None else "")


def status_line(where: str, *parts: str) -> str:
    """The table's one short status line: where the game stands, then who acts
    ('Turn 7 · Ann (blue) to play', 'Round 1 of 3 · Step 3 of 7')."""
    return " · ".join(part for part in (where, *parts) if part)


def suggestion_text(what: str, why: str = "") -> str:
    """A hint as every game says it: 'Suggestion: <what> (<why>).', the move
    first, then the reason in the game's words."""
    what = what.strip().rstrip(".")
    why = why.strip().rstrip(".")
    return f"Suggestion: {what} ({why})." if why else f"Suggestion: {what}."


def explanation_text(name: str, what: str, why: str = "") -> str:
    """An AI's move explained ("Why?" in the log), as a hint is said:
    'Computer: <what> (<why>).'"""
    what = what.strip().rstrip(".")
    why = why.strip().rstrip(".")
    return f"{name}: {what} ({why})." if why else f"{name}: {what}."


def ai_text(level: str) -> str:
    """An AI level as every screen names it: 'AI: Hard' (the setup's choice too)."""
    return f"AI: {level_label(level)}"


def seat_label(seat: "Seat", *notes: str) -> str:
    """A seat by name, with the game's notes (a colour) and, for an AI, its
    level: 'Ann', 'Ann (blue)', 'Bob (AI: Hard)', 'Bob (green, AI: Hard)'."""
    extra = [*notes, *([ai_text(seat.level)] if seat.is_ai else [])]
    return f"{seat.name} ({', '.join(extra)})" if extra else seat.name


def headline(names: list[str], *, shared: bool = False, team: str = "") -> str:
    """The end's first line: 'Ann wins.', 'Ann and Cy (blue) win.' (a team),
    'Shared victory: Ann and Bob.' (players tied for first), 'No one wins.'."""
    if not names:
        return "No one wins."
    if shared:
        return f"Shared victory: {and_list(names)}."
    who = and_list(names) + (f" ({team})" if team else "")
    return f"{who} {'wins' if len(names) == 1 else 'win'}."


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
