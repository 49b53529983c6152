"""The solo score ladder as the end screen draws it (RULINGS Sequitur 7;
rulebook "Solo play"), pure: its rungs from the top (Sequitur master) down
to the lowest (Good start), each reached or not, and where "you are here"
stands among them: just above the highest rung the score reaches, below
every rung when it reaches none.
"""
from __future__ import annotations

from engine.core.value import Value


class Rung(Value):
    """One rung: the points it takes (`floor`), its `title`, whether the score reaches it
    (`reached`), and whether it is the highest reached (`yours`: the player's title)."""

    FIELDS = ("floor: int", "title: str", "reached: bool", "yours: bool")


def rungs(points: int, ladder: list[tuple[int, str]]) -> list[Rung]:
    """The ladder's rungs, the highest first, for a score of `points`."""
    top = max((floor for floor, _title in ladder if points >= floor), default=None)
    return [Rung(floor, title, points >= floor, floor == top)
            for floor, title in sorted(ladder, key=lambda rung: -rung[0])]


def you_are_here(points: int, ladder: list[tuple[int, str]]) -> int:
    """Where the player's mark goes among the rungs, the highest first: the number of rungs above it."""
    return sum(points < floor for floor, _title in ladder)
