"""The one Sequoia action: the totals of a player's two pairs of dice,
`Sums(a, b)` with a <= b, the forests where the player grows a tree
(rulebook: EACH TURN 2-3). JSON form: {"sums": [a, b]} (bot protocol).
"""

from __future__ import annotations

from collections import namedtuple
from typing import Any


class Sums(namedtuple("Sums", ("a", "b"))):
    """The totals of the two pairs, smaller first (the forests to grow in):
    `a` and `b`, ints (a namedtuple: MicroPython has no typing.NamedTuple)."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        return {"sums": [self.a, self.b]}

    def __str__(self) -> str:
        return f"{self.a}+{self.b}"


def action_from_json(data: Any) -> Sums:
    """Parse {"sums": [a, b]}; raise ValueError saying what is wrong.

    The order a <= b is a rule, checked when the action is played, so a
    reversed pair parses and is then refused as illegal.
    """
    if not isinstance(data, dict):
        raise ValueError(f"an action is a JSON object, not {type(data).__name__}")
    sums = data.get("sums")
    if (
        not isinstance(sums, list) or len(sums) != 2
        or not all(isinstance(x, int) and not isinstance(x, bool) for x in sums)
    ):
        raise ValueError("the action must be {\"sums\": [a, b]} with two integers")
    return Sums(sums[0], sums[1])
