"""Words a rack's letters could spell once rearranged, and how many
letters must move for each (for the AI's planning: rulebook "Actions",
RULINGS Sequitur 2-4).

A word is spelled from the rack in order (either way round), so a word made
of the rack's letters but out of order needs some balls moved first. Shift
moves one ball anywhere, so a word whose letters are all on the rack needs
as many moves as it has letters outside the longest run it shares in order
with the rack (its longest common subsequence with the rack, read either
way). The blank ball is left out here (it may stand for any letter, but
planning around it is not worth the search) and the Q ball is a plain Q.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.portable import MICROPYTHON, bisect_left
from engine.sequitur.dictionary import Dictionary
from engine.sequitur.letters import BLANK, lower
from engine.sequitur.spelling import MIN_LENGTH

_BIG_TABLES = not MICROPYTHON
_index: tuple[Dictionary, Any] | None = None  # the dictionary itself: ids are reused


def sorted_letters(word: str) -> str:
    """The word's letters in code-point order, its key in the index (on MicroPython about twice as
    fast as joining the sorted letters, the same text, for a word of ASCII letters: Ñ's two bytes
    must stay together)."""
    encoded = word.encode()
    if len(encoded) != len(word):
        return "".join(sorted(word))
    return bytes(sorted(encoded)).decode()


class ByLength:
    """The index as tables: one per length of a word's sorted letters to its words."""

    __slots__ = ("tables",)

    def __init__(self, words: Sequence[str]) -> None:
        found: dict[int, dict[str, list[str]]] = {}
        for word in words:
            group = found.get(len(word))
            if group is None:
                group = found[len(word)] = {}
            key = sorted_letters(word)
            same = group.get(key)
            if same is None:
                group[key] = [word]
            else:
                same.append(word)
        self.tables = {size: {key: tuple(same) for key, same in group.items()} for size, group in found.items()}

    def words(self, key: str) -> Sequence[str]:
        """The words whose sorted letters are `key`, in the dictionary's order."""
        return self.tables.get(len(key), {}).get(key, ())


class SortedKeys:
    """The index as one sorted list of "key word" texts, looked up by bisection: on MicroPython,
    whose tables of texts fill slowly (engine/sequitur/dictionary.py), building it took about
    half the time of the tables (docs/benchmarks.md); the same words in the same order."""

    __slots__ = ("entries",)

    def __init__(self, entries: list[str]) -> None:
        """`entries`: `entry(word)` of every word, sorted."""
        self.entries = entries

    @classmethod
    def of(cls, words: Sequence[str]) -> "SortedKeys":
        entries = [cls.entry(word) for word in words]
        entries.sort()
        return cls(entries)

    @staticmethod
    def entry(word: str) -> str:
        return sorted_letters(word) + " " + word

    def words(self, key: str) -> Sequence[str]:
        """The words whose sorted letters are `key`, in the dictionary's (alphabetical) order."""
        entries, probe = self.entries, key + " "
        i, found = bisect_left(entries, probe), []
        while i < len(entries) and entries[i].startswith(probe):
            found.append(entries[i][len(probe):])
            i += 1
        return found


def index(words: Dictionary) -> Any:
    """The dictionary's words by their sorted letters (built once per dictionary): `words(key)`.

    Tables per length (a table of the dictionary's 100,000 keys would take minutes to fill on
    MicroPython, which hashes a text to 16 bits and probes linearly); on MicroPython one sorted
    list instead (SortedKeys)."""
    global _index
    if _index is None or _index[0] is not words:
        if _BIG_TABLES:
            _index = (words, ByLength(words.ordered))
            _found.clear()  # words found in another dictionary
        else:
            build_some(words, len(words.ordered))
    return _index[1]


_partial: tuple[Dictionary, list[str]] | None = None  # SortedKeys' entries so far


def build_some(words: Dictionary, count: int) -> bool:
    """Build the index of `words` `count` words further (on MicroPython, where it takes long, the
    light worker builds it a part at a time between decisions); whether it is built."""
    global _index, _partial
    if is_indexed(words):
        return True
    if _BIG_TABLES:
        index(words)
        return True
    if _partial is None or _partial[0] is not words:
        _partial = (words, [])
    entries, ordered = _partial[1], words.ordered
    for i in range(len(entries), min(len(ordered), len(entries) + count)):
        entries.append(SortedKeys.entry(ordered[i]))
    if len(entries) < len(ordered):
        return False
    entries.sort()
    _index, _partial = (words, SortedKeys(entries)), None
    _found.clear()  # words found in another dictionary
    return True


def is_indexed(words: Dictionary) -> bool:
    """Whether `index(words)` is built already (the page's worker builds it on receiving the words)."""
    return _index is not None and _index[0] is words


def letters_of(rack: Sequence[str]) -> str:
    """The rack's balls as lowercase letters, the blank left out."""
    return "".join(lower(ball) for ball in rack if ball != BLANK)


_found: dict[str, list[str]] = {}


def sub_anagrams(letters: str, words: Dictionary) -> list[str]:
    """Every word of 3 letters or more made of some of `letters` (each used once), in any order."""
    key = sorted_letters(letters)
    cached = _found.get(key)
    if cached is not None:
        return cached
    by_key = index(words)
    tally: dict[str, int] = {}
    for c in letters:
        tally[c] = tally.get(c, 0) + 1
    counts = sorted(tally.items())
    found: list[str] = []

    def grow(k: int, key: str) -> None:
        if k == len(counts):
            if len(key) >= MIN_LENGTH:
                found.extend(by_key.words(key))
            return
        letter, count = counts[k]
        for used in range(count + 1):
            grow(k + 1, key + letter * used)

    grow(0, "")
    if len(_found) > 20000:
        _found.clear()
    _found[key] = found
    return found


_masks: dict[str, tuple[dict[str, int], int]] = {}


def _common(word: str, letters: str) -> int:
    """The length of the longest common subsequence of `word` and `letters`
    (bit-parallel, one pass over the word: Hyyrö's form of Allison and Dix)."""
    found = _masks.get(letters)
    if found is None:
        positions: dict[str, int] = {}
        for i, c in enumerate(letters):
            positions[c] = positions.get(c, 0) | 1 << i
        found = (positions, (1 << len(letters)) - 1)
        if len(_masks) > 50000:
            _masks.clear()
        _masks[letters] = found
    positions, full = found
    v = full
    for c in word:
        u = v & positions.get(c, 0)
        v = ((v + u) | (v - u)) & full
    return len(letters) - bin(v).count("1")


def is_spelled(word: str, rack_letters: str) -> bool:
    """Whether `word` reads from the rack's letters in order, either way round."""
    forward = iter(rack_letters)
    if all(c in forward for c in word):
        return True
    backward = reversed(rack_letters)
    return all(c in backward for c in word)


def moves_needed(word: str, rack_letters: str) -> int:
    """How many balls must move (one Shift each) before `word`, whose letters
    are all on the rack, can be spelled from it either way round."""
    backwards = "".join(reversed(rack_letters))  # MicroPython slices text with step 1 only
    return len(word) - max(_common(word, rack_letters), _common(word, backwards))
