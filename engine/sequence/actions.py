"""Sequence actions: small immutable values with a text and a JSON form.

- `Play(card, cell)`: play a card from the hand on a space. What it does
  depends on the card: a board card places a chip on a space showing it, a
  wild card places a chip on any open space, a remove card takes an
  opponent's chip off (RULINGS Sequence 5).
- `TurnIn(card)`: turn in a dead card and draw its replacement (RULINGS
  Sequence 6).
- `Pass()`: the seat has no legal action (RULINGS Sequence 11); applied for
  it, never chosen.

Cells are indices `row * cols + col` inside the engine and `[row, col]` in
JSON, as in the bot protocol; the board's width converts between the two.
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any, Union

# Actions are named tuples written without typing.NamedTuple (MicroPython has
# none): every field is passed, as namedtuple there has no defaults.


class Play(namedtuple("Play", ("card", "cell"))):
    __slots__ = ()

    def to_json(self, cols: int) -> dict[str, Any]:
        return {"card": self.card, "cell": list(divmod(self.cell, cols))}

    def __str__(self) -> str:
        return f"{self.card} on space {self.cell}"


class TurnIn(namedtuple("TurnIn", ("card",))):
    __slots__ = ()

    def to_json(self, cols: int) -> dict[str, Any]:
        return {"card": self.card, "dead": True}

    def __str__(self) -> str:
        return f"{self.card} dead"


class Pass(namedtuple("Pass", ())):
    __slots__ = ()

    def to_json(self, cols: int) -> dict[str, Any]:
        return {"pass": True}

    def __str__(self) -> str:
        return "pass"


PASS = Pass()
Action = Union[Play, TurnIn, Pass]  # not `Play | TurnIn | Pass`: MicroPython's classes have no `|`


def action_from_json(data: Any, cols: int, rows: int) -> Action:
    """Parse the JSON form of an action; raise ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"an action is a JSON object, not {type(data).__name__}")
    if data.get("pass") is True:
        return PASS
    card = data.get("card")
    if not isinstance(card, str) or not card:
        raise ValueError("the action has no 'card'")
    if data.get("dead") is True:
        return TurnIn(card.upper())
    cell = data.get("cell")
    if (
        not isinstance(cell, list) or len(cell) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in cell)
    ):
        raise ValueError("'cell' must be [row, col] with two integers")
    row, col = cell
    if not (0 <= col < cols and 0 <= row < rows):
        raise ValueError(f"cell [{row}, {col}] is off the board")
    return Play(card.upper(), row * cols + col)
