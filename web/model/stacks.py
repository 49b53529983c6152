"""The players' stacks (pure): each player's points drawn as a column of
parts, the way the end screens show a result as a picture (web/ui/stacks.py):
Sequitur's points gained round by round, Sequoia's tokens taken forest by
forest. A part's height is its points on one scale for every stack, so the
tallest stack is `room` high and a taller stack always means more points;
a part too short for its number (under `least`) shows it only in words.
"""
from __future__ import annotations

from engine.core.value import Value


class Part(Value):
    """One part of a stack: its points, its height (CSS px) and whether its number fits on it."""

    FIELDS = ("points: int", "height: float", "labelled: bool")


def scale(stacks: list[list[int]], room: float) -> float:
    """CSS px a point, so that the highest total is `room` high (0 when no one has a point)."""
    most = max((sum(p for p in stack if p > 0) for stack in stacks), default=0)
    return room / most if most > 0 else 0.0


def layout(stacks: list[list[int]], room: float, least: float) -> list[list[Part]]:
    """Each stack's parts, bottom first, with their heights; a part of no points takes no room
    (and is kept, so a part stays at its place in the stack: Sequitur's round 2 is the second)."""
    unit = scale(stacks, room)
    return [[Part(p, max(p, 0) * unit, p > 0 and p * unit >= least) for p in stack] for stack in stacks]


def even(stacks: list[list[int]], each: float) -> list[list[Part]]:
    """Stacks of tokens rather than of points: every part `each` high with its number on it
    (Sequoia's tokens, each printed with its value, piled as a player takes them)."""
    return [[Part(p, each, True) for p in stack] for stack in stacks]
