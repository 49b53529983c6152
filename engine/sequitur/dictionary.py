"""The word lists Sequitur checks spelled words against, one per language of the words
(`LANGUAGES`; RULINGS Sequitur 8, docs/rules.md): English, SCOWL's words-only lists up to size
70, English and American, lowercase a to z, 3 letters or more, minus a small blocklist of
slurs; Spanish, the RLA-ES dictionary's words, French, the Dicollecte dictionary's, German,
igerman98's, Italian, LibreItalia's, and Brazilian Portuguese, VERO's most common words and its
stems wordfreq knows, as their balls spell them.

Each list is built at set-up time by tools/dictionary.py into the git-ignored
engine/sequitur/data/ (`DATA_PATHS`: sorted, one word per line, UTF-8, gzip). It is
loaded on first use as that text, which answers `in` by bisection at once;
the word finder's sorted tuple (and off MicroPython a set) is made when a
search first asks for it. The page, which imports the engine from a zip,
fetches the same file and hands its bytes to `install`.
"""

from __future__ import annotations

import gzip
import os
from typing import Any, Iterable

from engine.core.portable import MICROPYTHON, FileMissing, bisect_left
from engine.sequitur.letters import ENGLISH_SET, LetterSet, letter_set

ENGLISH = "en"
LANGUAGES = (ENGLISH, "es", "fr", "de", "it", "pt-BR", "nl", "pl")  # the languages of the words, each with its letter set (letters.py)
_DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
DATA_PATHS = {ENGLISH: os.path.join(_DATA, "words.txt.gz"), "es": os.path.join(_DATA, "words-es.txt.gz"),
              "fr": os.path.join(_DATA, "words-fr.txt.gz"), "de": os.path.join(_DATA, "words-de.txt.gz"),
              "it": os.path.join(_DATA, "words-it.txt.gz"), "pt-BR": os.path.join(_DATA, "words-pt-BR.txt.gz"),
              "nl": os.path.join(_DATA, "words-nl.txt.gz"), "pl": os.path.join(_DATA, "words-pl.txt.gz")}
DATA_PATH = DATA_PATHS[ENGLISH]
MISSING = ("the Sequitur dictionary is missing ({path}): run python3 serve.py or "
           "python3 tools/build.py to build the dictionary")
# MicroPython hashes a text to 16 bits and probes its tables linearly, so one set of the
# dictionary's 100,000 words takes minutes to fill, and even one set per length takes about
# 1.4 s on a phone: there a word is looked up in the sorted words by bisection (17 steps).
_BIG_SETS = not MICROPYTHON


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


def in_sorted_lines(lines: bytes, word: bytes) -> bool:
    """Whether `word` is a line of `lines` (sorted lines, with a newline before the first and
    after the last), by bisection over the bytes themselves: each step finds one line with the
    bytes' own searches, so nothing is split, and a lookup costs about 17 steps."""
    lo, hi = 0, len(lines) - 1  # both at a newline; the lines still in question lie between
    while lo < hi:
        mid = (lo + hi) // 2
        start = lines.rfind(b"\n", lo, mid + 1)  # at least lo: lines[lo] is a newline
        end = lines.find(b"\n", start + 1, hi + 1)  # at most hi: lines[hi] is one
        line = lines[start + 1:end]
        if line == word:
            return True
        if line < word:
            lo = end
        else:
            hi = start
    return False


class Dictionary:
    """A set of words with prefix search.

    It keeps the sorted words as one text, a word a line, and answers `in` by bisection over
    that text, so that it is ready the moment it has its bytes (the page installs it on
    MicroPython, where splitting 111,000 words into a tuple and checking their order holds the
    page for seconds on a phone; only the membership of a spelled word is asked there). The AI's
    search, which wants the words one by one, makes `ordered` (and, off MicroPython, a set) on
    first use."""

    __slots__ = ("lines", "letters", "_ordered", "_words", "_count")

    def __init__(self, text: bytes, letters: LetterSet = ENGLISH_SET) -> None:
        """`text`: the words, one a line, in order (`of` makes it from any words); `letters`: the
        balls of their language, which spell them (their skill points, the blank's letters)."""
        self.letters = letters
        self._set_lines(b"\n" + text.replace(b"\r", b"").strip() + b"\n")

    @classmethod
    def of(cls, words: Iterable[str], letters: LetterSet = ENGLISH_SET) -> "Dictionary":
        """A dictionary of `words`, in any order."""
        return cls("\n".join(sorted(words)).encode("utf-8"), letters)

    def _set_lines(self, lines: bytes) -> None:
        self.lines = lines
        self._ordered = None
        self._words: Any = None
        self._count = -1

    @property
    def language(self) -> str:
        return self.letters.language

    @classmethod
    def from_bytes(cls, data: bytes, language: str = ENGLISH) -> "Dictionary":
        """Read the built file's bytes (gzip or plain text, one lowercase word per line, sorted:
        tools/dictionary.py sorts it, and tests/sequitur/test_sequitur_dictionary.py checks it)."""
        if data[:2] == b"\x1f\x8b":
            data = gzip.decompress(data)
        return cls(data, letter_set(language))

    @property
    def ordered(self) -> tuple:
        """The words in order, a tuple (made on first use; a text found out of order is sorted,
        and then the lines too, so that `in` and `ordered` always agree)."""
        if self._ordered is None:
            words = self.lines.decode("utf-8").split()
            # the built file is sorted already (and MicroPython's sort is slow on sorted input)
            if any(words[i] > words[i + 1] for i in range(len(words) - 1)):
                words.sort()
                self._set_lines(("\n" + "\n".join(words) + "\n").encode("utf-8"))
            self._ordered = tuple(words)
        return self._ordered

    @property
    def words(self) -> Any:
        """The words for membership one by one in a search: a frozenset, or on MicroPython (whose
        sets of texts fill slowly) the sorted tuple by bisection."""
        if self._words is None:
            ordered = self.ordered
            self._words = frozenset(ordered) if _BIG_SETS else SortedWords(ordered)
        return self._words

    def __contains__(self, word: object) -> bool:
        if not isinstance(word, str):
            return False
        if _BIG_SETS or self._ordered is not None:  # CPython and Pyodide search: a set, made once
            return word in self.words
        return bool(word) and in_sorted_lines(self.lines, word.encode())

    def __len__(self) -> int:
        if self._ordered is not None:
            return len(self._ordered)
        if self._count < 0:
            self._count = self.lines.count(b"\n") - 1
        return self._count

    def has_prefix(self, prefix: str) -> bool:
        """Whether some word starts with `prefix` (a word itself counts)."""
        ordered = self.ordered
        i = bisect_left(ordered, prefix)
        return i < len(ordered) and ordered[i].startswith(prefix)


_loaded: dict = {}  # language -> Dictionary


def install(data: bytes, language: str = ENGLISH) -> Dictionary:
    """Use the dictionary file's bytes of `language` (the page fetches the file and calls this)."""
    _loaded[language] = Dictionary.from_bytes(data, language)
    return _loaded[language]


def load(path: str | None = None, language: str = ENGLISH) -> Dictionary:
    """The dictionary of `language`, loaded on first use; raise FileNotFoundError (OSError on
    MicroPython) saying how to build it."""
    if path is None and language in _loaded:
        return _loaded[language]
    where = path or DATA_PATHS[language]
    try:
        with open(where, "rb") as source:
            data = source.read()
    except OSError:
        raise FileMissing(MISSING.format(path=where)) from None
    loaded = Dictionary.from_bytes(data, language)
    if path is None:
        _loaded[language] = loaded
    return loaded


def for_game(seen: dict) -> Dictionary:
    """The words of the game an observation (or setup info) `seen` is of (an English game's names no
    language: every game before Spanish was English)."""
    return load(language=seen.get("language", ENGLISH))


def at_hand(language: str) -> bool:
    """Whether the words of `language` are here: installed, or their file readable (a page that does
    not ship a language's file has none: a save or record of a game in it is refused, not crashed on).
    English is always at hand (the page installs it before a game needs it)."""
    if language == ENGLISH or language in _loaded:
        return True
    try:
        with open(DATA_PATHS[language], "rb"):
            return True
    except (OSError, KeyError):
        return False


def is_loaded(language: str = ENGLISH) -> bool:
    """Whether the dictionary of `language` is in memory already."""
    return language in _loaded
