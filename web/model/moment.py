"""The winner's moment, decided (pure Python): what the end of a game does
for the people at this device, the same in every game.

A game app cheers the person holding the device, not the machine that
beat them: the fanfare ("win") and the confetti only when a person at this
device is among the winners ("shared" for a shared victory, "score" for a
solo score, which is neither won nor lost: confetti once it reaches the
score ladder); a neutral close ("end") when
the people here lost, nobody won (Sequence's turn limit, a forfeit), or
nobody plays here (a table of AIs). The panel rises in the winner's colour
(a team's in Sequence) in every case. web/ui/celebration.py plays it.
"""
from __future__ import annotations

from engine.core.result import Result
from engine.core.value import Value
from web.model.colours import seat_colour, team_colour

NEUTRAL = "#8a8170"  # the panel's edge when nobody won


class Moment(Value):
    """`sound`: a name of web/page/sound.py; `confetti`: whether pieces fly;
    `colour`: the winner's CSS colour; `kind`: win, shared, score or end."""

    FIELDS = ("kind: str", "sound: str", "confetti: bool", "colour: str")


def moment_for(result: Result, here: list[int], *, solo: bool = False) -> Moment:
    """The moment at this device for `result`, with the people at this device at seats `here`."""
    colour = NEUTRAL
    if result.winners:
        first = result.winners[0]
        colour = team_colour(result.teams[first]) if result.by_team else seat_colour(first)[2]
    ours = bool(set(result.winners) & set(here))
    if solo and here:  # confetti once the score reaches the ladder (RULINGS Sequitur 7)
        return Moment("score", "score", bool(result.details.get("rank")), colour)
    if not ours:
        return Moment("end", "end", False, colour)
    if len(result.winner_teams) > 1:
        return Moment("shared", "shared", True, colour)
    return Moment("win", "win", True, colour)
