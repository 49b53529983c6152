"""Each seat's colour in games played seat against seat (Sequoia, Sequitur):
a name for the log, a letter for badges (colour is never the only cue) and
the CSS colour. Sequence colours teams instead (its board's chips:
`team_colour`, the fill of web/games/sequence/board_view.py CHIP_STYLE)."""
from __future__ import annotations

SEAT_COLOURS = (("blue", "B", "#3b82f6"), ("red", "R", "#e05252"), ("green", "G", "#3fae5a"),
                ("yellow", "Y", "#e0b53a"), ("purple", "P", "#a66be0"))


def seat_colour(seat: int) -> tuple[str, str, str]:
    """(colour name, letter, CSS colour) of a seat."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


TEAM_COLOURS = ("#2f6fd6", "#2e8b57", "#d9483b")  # Sequence's blue, green and red chips


def team_colour(team: int) -> str:
    """The CSS colour of a Sequence team (its chips' fill)."""
    return TEAM_COLOURS[team % len(TEAM_COLOURS)]
