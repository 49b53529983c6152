"""The seeded generator owned by a game state.

All chance in a game (shuffles, dice, letter draws) comes from here, so a
seed plus the list of actions replays a game exactly. It is SplitMix64, a
small, well-tested 64-bit generator written out here so that the sequence
for a seed is the same on every Python (CPython, Pyodide) and version, and
so that cloning a state copies one integer.
"""

from __future__ import annotations

from typing import MutableSequence, Sequence, TypeVar

T = TypeVar("T")

_MASK = (1 << 64) - 1
_GAMMA = 0x9E3779B97F4A7C15


class Rng:
    """A seeded random generator that can be cloned for free."""

    __slots__ = ("_x",)

    def __init__(self, seed: int) -> None:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError(f"a seed must be an integer, not {seed!r}")
        self._x = seed & _MASK

    def position(self) -> int:
        """Where the generator stands (equal positions give equal futures)."""
        return self._x

    def clone(self) -> "Rng":
        """An independent generator in the same position."""
        twin = object.__new__(Rng)  # no __init__ (MicroPython's classes have no __new__ of their own)
        twin._x = self._x
        return twin

    def below(self, n: int) -> int:
        """A uniform integer in [0, n), for 0 < n < 2**32 (multiply-shift; bias below 2**-32)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        x = (self._x + _GAMMA) & _MASK
        self._x = x
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((x ^ (x >> 31)) * n) >> 64

    def randrange(self, start: int, stop: int | None = None) -> int:
        """`random.Random.randrange` for one or two bounds (step 1), from `below`."""
        if stop is None:
            return self.below(start)
        return start + self.below(stop - start)

    def randint(self, low: int, high: int) -> int:
        """A uniform integer in [low, high]."""
        return low + self.below(high - low + 1)

    def getrandbits(self, k: int) -> int:
        """`k` random bits, 0 <= k <= 64 (the top bits of the next output)."""
        if not 0 <= k <= 64:
            raise ValueError("getrandbits() takes 0 to 64 bits")
        x = (self._x + _GAMMA) & _MASK
        self._x = x
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        return (x ^ (x >> 31)) >> (64 - k)

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Shuffle a list in place (Fisher-Yates, for lists shorter than 2**16).

        Each 64-bit output serves three draws: the fraction left over by one
        multiply-shift draw is the next draw's source, with at least 16 bits
        to spare, so the bias stays below 2**-16 per swap.
        """
        x = self._x
        z = 0
        left = 0
        for i in range(len(items) - 1, 0, -1):
            if not left:
                x = (x + _GAMMA) & _MASK
                z = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
                z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
                z ^= z >> 31
                left = 3
            z *= i + 1
            j = z >> 64
            z &= _MASK
            left -= 1
            items[i], items[j] = items[j], items[i]
        self._x = x

    def choice(self, items: Sequence[T]) -> T:
        """One element, uniformly."""
        return items[self.below(len(items))]

    def sample(self, items: Sequence[T], k: int) -> list[T]:
        """Up to `k` distinct elements in the order drawn, each uniform among those left."""
        left = list(items)
        return [left.pop(self.below(len(left))) for _ in range(min(k, len(left)))]

    def random(self) -> float:
        """A float in [0, 1) (the top 53 bits of the next output)."""
        x = (self._x + _GAMMA) & _MASK
        self._x = x
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        return ((x ^ (x >> 31)) >> 11) * (1.0 / 9007199254740992.0)
