"""The letter bag (rulebook: "Letter counts", "Special balls"): 72 balls,
71 letters with their skill points plus one blank ball.

A ball is written as its capital letter, the blank as "?". The Q ball is
used as "Q" (7 skill points) or "QU" (two letters, no skill points); the
blank stands for any letter and scores no skill points.
"""

from __future__ import annotations

BLANK = "?"
Q = "Q"
VOWELS = frozenset("aeiou")

# letter -> (count, skill points), from the rulebook's table
LETTERS: dict[str, tuple[int, int]] = {
    "A": (5, 0), "B": (1, 2), "C": (3, 2), "D": (3, 1), "E": (8, 0), "F": (1, 3), "G": (2, 1),
    "H": (2, 1), "I": (5, 0), "J": (1, 5), "K": (1, 4), "L": (4, 0), "M": (2, 2), "N": (5, 0),
    "O": (5, 0), "P": (2, 2), "Q": (1, 7), "R": (5, 0), "S": (4, 0), "T": (4, 0), "U": (2, 0),
    "V": (1, 3), "W": (1, 3), "X": (1, 5), "Y": (1, 3), "Z": (1, 5),
}
BALL_COUNT = 72

# skill points of each ball, and of each lowercase letter as spelled (a blank scores none)
SKILL_POINTS: dict[str, int] = {letter: points for letter, (_, points) in LETTERS.items()}
SKILL_POINTS[BLANK] = 0
LETTER_POINTS: dict[str, int] = {letter.lower(): points for letter, (_, points) in LETTERS.items()}


def full_bag() -> list[str]:
    """All 72 balls, in a fixed order (draws pick uniformly from the bag)."""
    # A to Z: MicroPython's dicts iterate in hash order, and the bag's order decides every draw
    bag = [letter for letter in sorted(LETTERS) for _ in range(LETTERS[letter][0])]
    bag.append(BLANK)
    assert len(bag) == BALL_COUNT
    return bag


def is_ball(ball: object) -> bool:
    """Whether `ball` names a ball of the game."""
    return isinstance(ball, str) and (ball in LETTERS or ball == BLANK)
