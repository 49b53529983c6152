"""The seeded generator owned by a game state.

All chance in a game (shuffles, dice, letter draws) comes from here, so a
seed plus the list of actions replays a game exactly. It wraps CPython's
Mersenne Twister, whose integer methods used here (`getrandbits`,
`randrange`, `shuffle`, `choice`) give the same results on CPython and on
Pyodide.
"""

from __future__ import annotations

import random
from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")


class Rng:
    """A seeded random generator that can be cloned cheaply."""

    __slots__ = ("_random",)

    def __init__(self, seed: int | None = None, *, _random: random.Random | None = None) -> None:
        if _random is not None:
            self._random = _random
        else:
            if not isinstance(seed, int) or isinstance(seed, bool):
                raise TypeError(f"a seed must be an integer, not {seed!r}")
            self._random = random.Random(seed)

    def clone(self) -> "Rng":
        """An independent generator in the same position."""
        twin = random.Random()
        twin.setstate(self._random.getstate())
        return Rng(_random=twin)

    def below(self, n: int) -> int:
        """A uniform integer in [0, n)."""
        return self._random.randrange(n)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle a list in place."""
        self._random.shuffle(items)

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self._random.randrange(len(items))]

    def random(self) -> float:
        """A float in [0, 1)."""
        return self._random.random()

    def seed_for_child(self) -> int:
        """A seed drawn from this generator, for a generator that must stay independent."""
        return self._random.getrandbits(63)
