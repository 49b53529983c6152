"""What everyone at a Sequoia table sees happen (engine/core/events.py).

Forests are named by their number (2 to 12). A roll and a stored choice are
secret until the reveal: `DiceRolled` and `PairsChosen` say only who.
"""

from __future__ import annotations

from typing import ClassVar

from engine.core.events import Event


class DiceRolled(Event):
    """The `seats` playing this turn rolled their dice, each in secret (EACH TURN 1)."""

    KIND: ClassVar[str] = "dice-rolled"
    FIELDS = ("seats: tuple[int, ...]",)


class PairsChosen(Event):
    """`seat` has chosen its pairs; what it chose stays hidden until everyone has (EACH TURN 2)."""

    KIND: ClassVar[str] = "pairs-chosen"
    FIELDS = ("seat: int",)


class Revealed(Event):
    """Everyone reveals at once and grows trees (EACH TURN 2-3). `turn` counts
    regular turns from 1; on a tiebreaker turn `tiebreak` is its number from 1
    and a pair counts only where its player is tied (RULINGS Sequoia 5).
    `pairs[seat]` is the pair of totals revealed (None: the seat did not
    play), `grown[seat]` the forests where it grew a tree, one entry a tree,
    and `tied[seat]` the forests where it was tied as it chose."""

    KIND: ClassVar[str] = "revealed"
    FIELDS = (
        "turn: int",
        "tiebreak: int",
        "pairs: tuple[tuple[int, int] | None, ...]",
        "grown: tuple[tuple[int, ...], ...]",
        "tied: tuple[tuple[int, ...], ...]",
    )


class ScoringBegan(Event):
    """The tenth turn is over: every forest is scored (SCORING)."""

    KIND: ClassVar[str] = "scoring-began"
    FIELDS = ()


class TokenAwarded(Event):
    """`seat` takes forest `forest`'s `token` ("first" or "second"), worth `points`."""

    KIND: ClassVar[str] = "token-awarded"
    FIELDS = ("forest: int", "token: str", "seat: int", "points: int")


class TreesRemoved(Event):
    """The tie rules take `seat`'s `count` trees off forest `forest` (TIES)."""

    KIND: ClassVar[str] = "trees-removed"
    FIELDS = ("forest: int", "seat: int", "count: int")


class TieBegun(Event):
    """Forest `forest` is tied for its `token` between `seats`: they play
    tiebreaker turns until it is settled (TIEBREAKER TURNS)."""

    KIND: ClassVar[str] = "tie-begun"
    FIELDS = ("forest: int", "token: str", "seats: tuple[int, ...]")


class TieUnsettled(Event):
    """The safety cap on tiebreaker turns ended the game with `forests`
    still tied: their tokens stay unawarded (docs/rules.md)."""

    KIND: ClassVar[str] = "tie-unsettled"
    FIELDS = ("forests: tuple[int, ...]",)
