"""Each seat's colour in games played seat against seat (Sequoia, Sequitur):
a name for the log, a letter for badges (colour is never the only cue) and
the CSS colour. Sequence colours teams instead (its board's chips:
`team_colour`, the fill of web/games/sequence/board_view.py CHIP_STYLE)."""
from __future__ import annotations

from web.page.words import N_, _

SEAT_COLOURS = (("blue", "B", "#3b82f6"), ("red", "R", "#e05252"), ("green", "G", "#3fae5a"),
                ("yellow", "Y", "#e0b53a"), ("purple", "P", "#a66be0"))


# the colours' names as a player reads them (the seats' labels on screen)
COLOUR_WORDS = {
    # Translators: a colour's name, of a seat, a team, a chip or a goal card ("blue team", "a blue chip")
    "blue": N_("blue"),
    # Translators: a colour's name, of a seat, a team, a chip or a goal card ("red team", "a red goal")
    "red": N_("red"),
    # Translators: a colour's name, of a seat, a team, a chip or a goal card ("green team", "a green goal")
    "green": N_("green"),
    # Translators: a colour's name, of a seat, a team, a chip or a goal card ("yellow team", "a yellow goal")
    "yellow": N_("yellow"),
    # Translators: a colour's name, of a seat or a team ("purple team")
    "purple": N_("purple")}


def seat_colour(seat: int) -> tuple[str, str, str]:
    """(colour name, letter, CSS colour) of a seat."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def colour_word(seat: int) -> str:
    """A seat's colour named in the player's language: 'blue', 'blau'."""
    return _(COLOUR_WORDS[seat_colour(seat)[0]])


TEAM_COLOURS = ("#2f6fd6", "#2e8b57", "#d9483b")  # Sequence's blue, green and red chips


def team_colour(team: int) -> str:
    """The CSS colour of a Sequence team (its chips' fill)."""
    return TEAM_COLOURS[team % len(TEAM_COLOURS)]
