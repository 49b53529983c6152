"""The few standard functions MicroPython lacks, written once for every Python.

The engine runs on CPython, Pyodide and MicroPython (engine/standins/README.md).
Where MicroPython has no such function, these give the same results in the
same order as the standard library's, so a game replays alike everywhere
(tests/micropython/ proves it).
"""

from __future__ import annotations

import sys
import time
from typing import Any, Iterable, Sequence

# this Python is MicroPython (the page's): where the engine and the page choose lighter ways
MICROPYTHON = sys.implementation.name == "micropython"

try:
    perf_counter = time.perf_counter
except AttributeError:  # MicroPython: milliseconds since an arbitrary point
    _ticks_ms = time.ticks_ms  # type: ignore[attr-defined]
    _ticks_diff = time.ticks_diff  # type: ignore[attr-defined]
    _START = _ticks_ms()

    def perf_counter() -> float:  # type: ignore[misc]
        """Seconds on a steady clock (MicroPython: millisecond ticks)."""
        return _ticks_diff(_ticks_ms(), _START) / 1000.0

try:
    process_time = time.process_time
except AttributeError:
    process_time = perf_counter

try:
    FileMissing = FileNotFoundError
except NameError:  # MicroPython has OSError only
    FileMissing = OSError


def _combinations(items: Iterable[Any], r: int) -> list[tuple[Any, ...]]:
    """`itertools.combinations`, as a list, in its order."""
    pool = tuple(items)
    n = len(pool)
    if r > n:
        return []
    out = []
    indices = list(range(r))
    out.append(tuple(pool[i] for i in indices))
    while True:
        for i in range(r - 1, -1, -1):
            if indices[i] != i + n - r:
                break
        else:
            return out
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        out.append(tuple(pool[i] for i in indices))


def _permutations(items: Iterable[Any], r: int | None = None) -> list[tuple[Any, ...]]:
    """`itertools.permutations`, as a list, in its order."""
    pool = tuple(items)
    size = len(pool) if r is None else r
    out: list[tuple[Any, ...]] = []

    def grow(prefix: tuple[Any, ...], left: tuple[int, ...]) -> None:
        if len(prefix) == size:
            out.append(tuple(pool[i] for i in prefix))
            return
        for k in range(len(left)):
            grow(prefix + (left[k],), left[:k] + left[k + 1:])

    if size <= len(pool):
        grow((), tuple(range(len(pool))))
    return out


def _product(*pools: Iterable[Any], repeat: int = 1) -> list[tuple[Any, ...]]:
    """`itertools.product`, as a list, in its order."""
    lists = [tuple(pool) for pool in pools] * repeat
    out: list[tuple[Any, ...]] = [()]
    for pool in lists:
        out = [prefix + (item,) for prefix in out for item in pool]
    return out


if MICROPYTHON:  # no itertools with these: the three above (tests/core/test_portable.py checks them)
    combinations, permutations, product = _combinations, _permutations, _product
else:  # CPython and Pyodide: itertools' own, in C (legal Sequitur plays list every Redraw)
    import itertools

    def combinations(items: Iterable[Any], r: int) -> list[tuple[Any, ...]]:  # type: ignore[misc]
        """`itertools.combinations`, as a list."""
        return list(itertools.combinations(items, r))

    def permutations(items: Iterable[Any], r: int | None = None) -> list[tuple[Any, ...]]:  # type: ignore[misc]
        """`itertools.permutations`, as a list."""
        return list(itertools.permutations(items, r))

    def product(*pools: Iterable[Any], repeat: int = 1) -> list[tuple[Any, ...]]:  # type: ignore[misc]
        """`itertools.product`, as a list."""
        return list(itertools.product(*pools, repeat=repeat))


try:
    from bisect import bisect_left  # C, on CPython and Pyodide (a word finder's hot loop)
except ImportError:  # MicroPython
    def bisect_left(items: Sequence[Any], value: Any, lo: int = 0, hi: int | None = None) -> int:  # type: ignore[misc]
        """`bisect.bisect_left`: where `value` goes in a sorted sequence, before its equals."""
        hi = len(items) if hi is None else hi
        while lo < hi:
            mid = (lo + hi) // 2
            if items[mid] < value:
                lo = mid + 1
            else:
                hi = mid
        return lo


try:
    bit_count = int.bit_count  # type: ignore[attr-defined]
except AttributeError:  # MicroPython's int has no bit_count
    def bit_count(n: int) -> int:  # type: ignore[misc]
        """`int.bit_count`: the number of 1 bits of a non-negative int."""
        return bin(n).count("1")


def sorted_stable(items: Iterable[Any], key: Any = None, *, reverse: bool = False) -> list[Any]:
    """`sorted`, equal keys kept in the order given, as CPython's sort keeps them.

    MicroPython's sort is not stable: wherever equal keys can meet and their
    order matters (a legal list, a tie broken by "the first one"), sort with
    this, or with a key that never ties."""
    listed = list(items)
    keys = [item if key is None else key(item) for item in listed]
    if not reverse:
        return [listed[i] for i in sorted(range(len(listed)), key=lambda i: (keys[i], i))]
    order = sorted(range(len(listed)), key=lambda i: keys[i], reverse=True)
    out: list[Any] = []
    start = 0
    while start < len(order):  # equal keys sit together: put each run back in the given order
        end = start + 1
        while end < len(order) and keys[order[end]] == keys[order[start]]:
            end += 1
        out.extend(listed[i] for i in sorted(order[start:end]))
        start = end
    return out


class memoize:
    """`functools.cache` for a function of hashable arguments (MicroPython has no lru_cache)."""

    def __init__(self, function: Any) -> None:
        self.function = function
        self.memo: dict[Any, Any] = {}

    def __call__(self, *args: Any) -> Any:
        try:
            return self.memo[args]
        except KeyError:
            value = self.memo[args] = self.function(*args)
            return value

    def cache_clear(self) -> None:
        self.memo.clear()


def fresh_seed(limit: int = 2**64) -> int:
    """A new random integer in [0, limit), `limit` a power of two up to 2**64, from
    the interpreter's own generator (MicroPython's gives 32 bits at a time)."""
    import random
    return ((random.getrandbits(32) << 32) | random.getrandbits(32)) % limit


def sha256_hex(data: bytes) -> str:
    """`hashlib.sha256(data).hexdigest()` (MicroPython's sha256 gives only `digest()`)."""
    import binascii
    import hashlib
    return binascii.hexlify(hashlib.sha256(data).digest()).decode()


def environ(name: str, default: str = "") -> str:
    """An environment variable (MicroPython in the page has none)."""
    import os
    env = getattr(os, "environ", None)
    return default if env is None else env.get(name, default)
