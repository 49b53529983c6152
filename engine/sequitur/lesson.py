"""The guided first game's fixed start (issue 67): a solo game of Sequitur
whose every draw is fixed (the chance tape), so that a new player meets each
thing the game asks in turn, one move of each: a goal of each colour and its
points, the five Sequitur cards, the rack read either way, a secret goal,
letters onto either end, spelling a word, claiming goals, the bag, the end.

Solo play teaches fastest (rulebook "Solo play"; RULINGS Sequitur 7): no
other seat to wait for, every goal draw a choice of two, and every claim
comes to the one player. Round 1 and the first step of round 2 are played
before the lesson starts (`PRELUDE`, by the real rules, so round 1 stands
in the stacks and its summary); the lesson plays the rest of round 2 and
round 3, five cards in two rounds (three a round at most, RULINGS 2).

`TAPE` holds every draw in the order the rules make them, so the same moves
always make the same game."""
from __future__ import annotations

from collections import namedtuple

from engine.core.state import CHANCE
from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.cards import INSERT, PASS, REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.goals import CATALOG
from engine.sequitur.spelling import Spell
from engine.sequitur.state import SequiturState

YOU = 0
CONFIG = {"players": 1, "catalog": CATALOG}
SEED = 67


def _letters(text: str) -> list[tuple[str, str]]:
    return [("letter", ball) for ball in text]


def _goals(*ids: str) -> list[tuple[str, str]]:
    return [("goal", g) for g in ids]


# every draw in order; a solo goal draw is two cards (RULINGS Sequitur 7)
TAPE = tuple(
    # round 1: STONE, then L, D, I onto the ends: I L S T O N E D
    _letters("STONE") + _goals("G13", "G01") + _letters("LDI")
    + _goals("R28", "R14") + _goals("Y32", "Y40") + _goals("G28", "G06")
    # round 2: TRAPC, then M, I, S onto the ends: S I T R A P C M
    + _letters("TRAPC") + _goals("Y29", "Y38") + _letters("MIS")
    + _goals("R45", "R18") + _goals("Y35", "Y44") + _goals("G30", "G02") + _letters("E")  # Insert's E
    # round 3: RVKOT, then S, J, A onto the ends: A S R V K O T J
    + _letters("RVKOT") + _goals("R26", "R43") + _letters("SJA")
    + _goals("R29", "R30") + _letters("E")      # Replace draws an E
    + _goals("Y41", "Y48") + _letters("Y")      # Redraw draws a Y
    + _goals("G42", "G35"))


def _spell(word: str, positions: tuple) -> Spell:
    return Spell(word, positions, None, None, False)  # every field (MicroPython's namedtuple has no defaults)


# played before the lesson starts: round 1 (no card, STONE) and round 2's first step
PRELUDE = (
    Colour("green"), Keep(0), End("left"), End("right"), End("left"),
    Keep(0), PASS, Keep(0), PASS, Keep(0), PASS, _spell("stone", (2, 3, 4, 5, 6)),
    Claim("R28"), Claim("Y32"), Claim("G28"),
    Colour("yellow"), Keep(0), End("right"), End("left"), End("left"),
)


class Step(namedtuple("Step", ("seat", "action", "kind"))):
    """One move of the lesson: who makes it (`seat`), what it is (`action`), and
    what it teaches (`kind`); a "claim" is made by the table without a tap
    (in solo play every goal the word meets comes to its player)."""

    __slots__ = ()


def lesson_state() -> SequiturState:
    """The guided game at its very start, before the prelude (its draws fixed by `TAPE`)."""
    return SequiturState.new(dict(CONFIG), SEED, tape=TAPE)


def settle(state: SequiturState) -> None:
    """Make the draws that are due (what the table does between moves)."""
    while state.acting.kind == CHANCE:
        state.resolve_chance()


def lesson_start() -> SequiturState:
    """The game as the lesson starts: round 2, its red goals drawn."""
    state = lesson_state()
    settle(state)
    for action in PRELUDE:
        state.apply(YOU, action)
        settle(state)
    return state


def lesson_steps() -> list[Step]:
    """The moves of the lesson in order, each with what it teaches."""
    moves = (
        # round 2: rack S I T R A P C M, secret goal Y29 (3 skill points or more)
        (Keep(1), "red-goal"),                      # R18: a word that ends in ER (3 points)
        (Play(SWAP, (4, 5), None), "swap"),         # S I T R P A C M
        (Keep(0), "yellow-goal"),                   # Y35: a word containing B, C, D or G (2 points)
        (Play(SHIFT, (7,), 5), "shift"),            # S I T R P M A C
        (Keep(0), "green-goal"),                    # G30: a score of 6 or more (1 point)
        (Play(INSERT, (), None), "insert"),         # draws an E
        (Place(4), "place"),                        # S I T R E P M A C
        (_spell("camper", (8, 7, 6, 5, 4, 3)), "spell-turned"),  # read right to left: score 12
        (Claim("R18"), "claim"), (Claim("Y35"), "claim"), (Claim("G30"), "claim"),
        # round 3
        (Colour("red"), "secret-colour"),
        (Keep(1), "secret-goal"),                   # R43: a letter worth 5 skill points or more
        (End("left"), "end"), (End("right"), "end-again"), (End("left"), "end-last"),  # A S R V K O T J
        (Keep(0), "keep-red"),                      # R29: a score of 10 or more
        (Play(REPLACE, (3,), None), "replace"),     # V back to the bag, E in its place
        (Keep(1), "keep-yellow"),                   # Y48: ends in S, T or D
        (Play(REDRAW, (6,), None), "redraw"),       # T back to the bag, then a Y drawn
        (End("left"), "end-redraw"),                # Y A S R E K O J
        (Keep(0), "keep-green"),                    # G42: ends in E or S
        (PASS, "pass"),
        (_spell("jokers", (7, 6, 5, 4, 3, 2)), "spell"),  # score 15
        (Claim("R29"), "claim"), (Claim("Y48"), "claim"), (Claim("G42"), "claim"),
    )
    return [Step(YOU, action, kind) for action, kind in moves]
