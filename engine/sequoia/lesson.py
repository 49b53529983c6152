"""The guided game's fixed rolls (issue 67): a game of two, you and the
Robot, whose every roll is chosen beforehand, so that a new player meets
each rule in turn: the secret roll and two pairs, a pair being the SUM of
its two dice (rulebook: EACH TURN 1-2), a tree in the forest of each total
(EACH TURN 3; forests 2 to 12, RULINGS Sequoia 1-2), first and second
place (SCORING, RULINGS Sequoia 4), a Sequoia! roll (SEQUOIA!, ruling 3),
a tie for first and its tiebreaker turn (TIES, TIEBREAKER TURNS, ruling 5)
and the final scoring (GAME END, ruling 6). The Robot's choices are the
lesson's too, so every game of it goes the same way.

The rolls are the game's chance tape (engine/core/state.py `_chance`): the
real rules play them, as a record's are replayed. Pairs and lists only, no
dict whose order matters: the page runs this on MicroPython.
"""
from __future__ import annotations

from collections import namedtuple

from engine.sequoia.actions import Sums
from engine.sequoia.state import SequoiaState

YOU, ROBOT = 0, 1
SEED = 2024  # unused by the lesson's chance (every outcome is on the tape), kept for the record

# (first-place token, second-place token) of forests 2 to 12, face up (RULINGS Sequoia 1:
# 2, 6 and three each of 3, 4, 5; ten 1s and one 2): the 6 and the 2 on forest 7
TOKENS = ((5, 1), (4, 1), (3, 1), (3, 1), (4, 1), (6, 2), (4, 1), (3, 1), (5, 1), (5, 1), (2, 1))


class Step(namedtuple("Step", ("seat", "action", "kind"))):
    """One choice of the lesson: who makes it (`seat`), the two totals (`action`, a `Sums`),
    and what it teaches (`kind`; the Robot's are "reply")."""

    __slots__ = ()


# Each turn: your roll, your choice and what it teaches, the Robot's roll and choice. A tie-
# breaker turn at the end (only the players tied roll): forest 6 ended 3 trees to 3.
TURNS = (
    ((6, 1, 4, 3, 5), (7, 7), "pairs", (2, 6, 3, 5, 1), (6, 8)),
    ((5, 5, 2, 3, 1), (5, 10), "grow", (3, 4, 6, 3, 2), (7, 9)),
    ((4, 3, 6, 4, 2), (7, 10), "first", (5, 4, 6, 5, 1), (9, 11)),
    ((6, 3, 4, 1, 2), (5, 9), "second", (4, 2, 6, 5, 3), (6, 11)),
    ((4, 4, 4, 4, 4), (11, 11), "sequoia", (1, 5, 2, 4, 6), (6, 8)),
    ((1, 5, 3, 3, 6), (6, 6), "odds", (3, 6, 5, 4, 2), (8, 9)),
    ((6, 4, 5, 5, 2), (10, 10), "lead", (3, 2, 6, 1, 4), (5, 7)),
    ((2, 1, 5, 1, 6), (3, 7), "leave", (6, 6, 2, 6, 4), (8, 12)),
    ((3, 3, 2, 6, 4), (6, 8), "tie", (5, 4, 6, 5, 1), (9, 11)),
    ((1, 3, 2, 3, 6), (4, 5), "last", (1, 1, 4, 5, 3), (2, 9)),
)
TIEBREAK = ((3, 3, 2, 6, 5), (6, 8), "tiebreak", (1, 2, 1, 1, 2), (2, 3))


def lesson_tape() -> list[tuple[str, tuple]]:
    """The game's chance, in the order it happens: the tokens, then each turn your roll and the
    Robot's (the seats that play a turn roll in seat order)."""
    tape: list[tuple[str, tuple]] = [("tokens", TOKENS)]
    for yours, _, _, robots, _ in TURNS + (TIEBREAK,):
        tape.append(("roll", yours))
        tape.append(("roll", robots))
    return tape


def lesson_state() -> SequoiaState:
    """The guided game as it starts: two players, tokens face up, every roll on the tape."""
    return SequoiaState.new({"players": 2}, SEED, lesson_tape())


def lesson_steps() -> list[Step]:
    """The choices of the lesson in order, yours then the Robot's each turn (the n-th step is
    the n-th choice of the game's history)."""
    steps: list[Step] = []
    for _, (a, b), kind, _, (c, d) in TURNS + (TIEBREAK,):
        steps.append(Step(YOU, Sums(a, b), kind))
        steps.append(Step(ROBOT, Sums(c, d), "reply"))
    return steps
