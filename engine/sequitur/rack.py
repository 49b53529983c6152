"""A player's rack (rulebook: "Spelling a word", step 1; RULINGS Sequitur 3):
a row of letter balls. Letters drawn in step 1 go on in the order drawn,
then three more one at a time onto either end. The rack can be turned
around at any time for free, so nothing in the rules depends on which way
it faces: a word may be read left to right or right to left. Positions
count from the left end as the rack stands.
"""

from __future__ import annotations

from typing import Sequence

LEFT, RIGHT = "left", "right"
ENDS = (LEFT, RIGHT)


def place(rack: list[str], ball: str, end: str) -> None:
    """Put a drawn ball onto one end of the rack."""
    if end == LEFT:
        rack.insert(0, ball)
    else:
        rack.append(ball)


def turned(rack: Sequence[str]) -> list[str]:
    """The rack turned around (the same letters read the other way)."""
    return list(reversed(rack))


def shown(rack: Sequence[str]) -> str:
    """The rack as text, e.g. 'S T A ? R'."""
    return " ".join(rack)
