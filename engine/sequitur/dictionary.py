"""The word list Sequitur checks spelled words against (RULINGS Sequitur 8):
SCOWL's words-only lists up to size 70, English and American, lowercase a
to z, 3 letters or more, minus a small blocklist of slurs.

The list is built at set-up time by tools/dictionary.py into the git-ignored
engine/sequitur/data/words.txt.gz (sorted, one word per line, gzip). It is
loaded on first use into a set (membership) and a sorted tuple (prefix
search for the word finder). The page, which imports the engine from a zip,
fetches the same file and hands its bytes to `install`.
"""

from __future__ import annotations

import gzip
import os
import sys
from typing import Any, Iterable

from engine.core.portable import FileMissing, bisect_left

DATA_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "words.txt.gz")
MISSING = ("the Sequitur dictionary is missing ({path}): run python3 serve.py or "
           "python3 tools/build.py to build the dictionary")
# MicroPython hashes a text to 16 bits and probes its tables linearly, so one set of the
# dictionary's 100,000 words takes minutes to fill, and even one set per length takes about
# 1.4 s on a phone: there a word is looked up in the sorted words by bisection (17 steps).
_BIG_SETS = sys.implementation.name != "micropython"


class SortedWords:
    """Membership in a sorted tuple of texts, by bisection: `in` and `len` only."""

    __slots__ = ("ordered",)

    def __init__(self, ordered: tuple) -> None:
        self.ordered = ordered

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        ordered = self.ordered
        i = bisect_left(ordered, word)
        return i < len(ordered) and ordered[i] == word

    def __len__(self) -> int:
        return len(self.ordered)


class Dictionary:
    """A set of words with prefix search."""

    __slots__ = ("words", "ordered")

    def __init__(self, words: list[str]) -> None:
        words = list(words)
        # the built file is sorted already (and MicroPython's sort is slow on sorted input)
        if any(words[i] > words[i + 1] for i in range(len(words) - 1)):
            words.sort()
        self.ordered = tuple(words)
        self.words: Any = frozenset(self.ordered) if _BIG_SETS else SortedWords(self.ordered)

    def __contains__(self, word: object) -> bool:
        return word in self.words

    def __len__(self) -> int:
        return len(self.ordered)

    def has_prefix(self, prefix: str) -> bool:
        """Whether some word starts with `prefix` (a word itself counts)."""
        ordered = self.ordered
        i = bisect_left(ordered, prefix)
        return i < len(ordered) and ordered[i].startswith(prefix)

    @classmethod
    def from_bytes(cls, data: bytes) -> "Dictionary":
        """Read the built file's bytes (gzip or plain text, one word per line)."""
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        return cls(data.decode("ascii").split())


_loaded: Dictionary | None = None


def install(data: bytes) -> Dictionary:
    """Use the dictionary file's bytes (the page fetches the file and calls this)."""
    global _loaded
    _loaded = Dictionary.from_bytes(data)
    return _loaded


def load(path: str | None = None) -> Dictionary:
    """The dictionary, loaded on first use; raise FileNotFoundError (OSError on MicroPython) saying
    how to build it."""
    global _loaded
    if _loaded is not None and path is None:
        return _loaded
    where = path or DATA_PATH
    try:
        with open(where, "rb") as source:
            data = source.read()
    except OSError:
        raise FileMissing(MISSING.format(path=where)) from None
    loaded = Dictionary.from_bytes(data)
    if path is None:
        _loaded = loaded
    return loaded


def is_loaded() -> bool:
    """Whether the dictionary is in memory already."""
    return _loaded is not None
