"""What everyone at a Sequence table sees happen (engine/core/events.py).

Spaces are board indices (`row * cols + col`); cards are codes ("7H").
A drawn card is never an event: only its owner sees it.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core.events import Event


class ChipPlaced(Event):
    """`seat` played `card` and its team's chip went on `cell` (a board card
    on its own space, or a wild card anywhere open: RULINGS Sequence 5)."""

    KIND: ClassVar[str] = "chip-placed"
    FIELDS = ("seat: int", "team: int", "card: str", "cell: int")


class ChipRemoved(Event):
    """`seat` played a remove card (a one-eyed jack) and took `team`'s chip
    off `cell` (RULINGS Sequence 5)."""

    KIND: ClassVar[str] = "chip-removed"
    FIELDS = ("seat: int", "team: int", "card: str", "cell: int")


class DeadCardTurnedIn(Event):
    """`seat` turned in the dead `card` and drew a replacement (RULINGS Sequence 6)."""

    KIND: ClassVar[str] = "dead-card-turned-in"
    FIELDS = ("seat: int", "card: str")


class Passed(Event):
    """`seat` had no legal action and passed (RULINGS Sequence 11)."""

    KIND: ClassVar[str] = "passed"
    FIELDS = ("seat: int",)


class SequenceCompleted(Event):
    """`team` completed a sequence on `cells` (RULINGS Sequence 9); its chips are locked."""

    KIND: ClassVar[str] = "sequence-completed"
    FIELDS = ("team: int", "cells: tuple[int, ...]")


class DrawPileReshuffled(Event):
    """The draw pile ran out: every discard pile was shuffled into a new one (RULINGS Sequence 8)."""

    KIND: ClassVar[str] = "draw-pile-reshuffled"
