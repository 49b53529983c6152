"""Spelling a word (rulebook: "Spelling a word", "Word score", "Special
balls"; RULINGS Sequitur 3-5): discard any letters from the rack, never
reorder; the rack may be turned around, so the word reads left to right or
right to left; at least 3 letters; the blank is a stated letter with no
skill points; the Q ball is "Q" (7 points) or "QU" (two letters, no points),
stated. Score: letters (QU counts two) plus skill points. A player may also
spell nothing.

`Spell` is the action; `read_word` validates it against a rack and says
exactly what is wrong; `reachable_words` finds every word a rack can spell.
"""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from engine.core.portable import MICROPYTHON, bisect_left
from engine.sequitur.dictionary import Dictionary
from engine.sequitur.letters import BLANK, ENGLISH_SET, LETTER_POINTS, Q, LetterSet, lower, upper, with_ss
from engine.sequitur.named import named_tuple

MIN_LENGTH = 3
ALPHABET = ENGLISH_SET.alphabet  # the English balls' letters (a language's own: LetterSet.alphabet)


class Word(named_tuple("Word", ("text", "points", "letter_points"), ((),))):
    """A spelled word: its letters (`text`, lowercase, QU as two), skill
    points (`points`) and score.

    `letter_points` gives the skill points each letter of `text` scores as
    played: a blank and both letters of QU score none (RULINGS Sequitur 4).
    Left empty (), each letter scores its English ball's points (the other languages' words are
    made with theirs)."""

    __slots__ = ()

    def skill(self, i: int) -> int:
        """The skill points the letter at index `i` of `text` scores."""
        return self.letter_points[i] if self.letter_points else LETTER_POINTS[self.text[i]]

    @property
    def score(self) -> int:
        return len(self.text) + self.points


class Spell(named_tuple("Spell", ("word", "positions", "blank", "qu", "house"), ((), None, None, False))):
    """The spelling action: the word, the rack positions used (left to right
    as the rack stands, or right to left with the rack turned around), the
    blank's letter (or None) and whether the Q ball is QU (None: no Q).
    `word == ""` spells nothing. `house` marks a word the table accepts though
    the list lacks it. Engine code passes all five (engine/sequitur/named.py)."""

    __slots__ = ()

    @property
    def is_nothing(self) -> bool:
        return self.word == ""

    def to_json(self) -> dict[str, Any]:
        if self.is_nothing:
            return {"word": None}
        data: dict[str, Any] = {"word": self.word, "positions": list(self.positions),
                                "blank": self.blank, "qu": self.qu}
        if self.house:
            data["house"] = True
        return data

    def __str__(self) -> str:
        return "spell nothing" if self.is_nothing else f"spell {upper(self.word)}"


NOTHING = Spell("", (), None, None, False)


class SpellingError(ValueError):
    """A spelling the rules refuse, with a message saying exactly what is wrong."""


def read_word(rack: Sequence[str], spell: Spell, letters: LetterSet = ENGLISH_SET) -> Word:
    """The word `spell` reads from `rack` of `letters`' balls (not yet checked against the
    dictionary); raise SpellingError saying what is wrong."""
    positions = spell.positions
    if not positions:
        raise SpellingError("choose the rack positions of the letters you keep")
    size = len(rack)
    for p in positions:
        if type(p) is not int or not 0 <= p < size:
            raise SpellingError(f"position {p!r} is not on your rack (positions 0 to {size - 1})")
    if len(set(positions)) != len(positions):
        raise SpellingError("each ball can be used once only")
    if len(positions) > 1:
        rising = all(a < b for a, b in zip(positions, positions[1:]))
        falling = all(a > b for a, b in zip(positions, positions[1:]))
        if not (rising or falling):
            raise SpellingError(
                "letters cannot be rearranged: read the balls left to right as the rack stands, "
                f"or right to left with the rack turned around (positions {list(positions)} go both ways)")
    balls = [rack[p] for p in positions]
    text: list[str] = []
    scored: list[int] = []
    for ball in balls:
        if ball == BLANK:
            if spell.blank is None:
                raise SpellingError("say which letter the blank ball stands for")
            if (not isinstance(spell.blank, str) or len(spell.blank) != 1
                    or lower(spell.blank) not in letters.alphabet):
                raise SpellingError(f"the blank must stand for one letter of the balls, not {spell.blank!r}")
            text.append(lower(spell.blank))
            scored.append(0)
        elif ball == Q:
            if spell.qu is None:
                raise SpellingError('say whether the Q ball is used as "Q" or as "QU"')
            if spell.qu:
                text.append("qu")
                scored += [0, 0]
            else:
                text.append("q")
                scored.append(letters.skill_points[Q])
        else:
            text.append(lower(ball))
            scored.append(letters.skill_points[ball])
    if spell.blank is not None and BLANK not in balls:
        raise SpellingError("you named a letter for the blank ball, but your word does not use it")
    if spell.qu is not None and Q not in balls:
        raise SpellingError('you said how the Q ball is used, but your word does not use it')
    word = "".join(text)
    stated = lower(spell.word) if isinstance(spell.word, str) else spell.word
    if stated != word:
        typed = str(spell.word)
        raise SpellingError(f"those balls read {upper(word)}, not {upper(typed)}"
                            + (" (ß is written SS)" if with_ss(typed) is not None else ""))
    if len(word) < MIN_LENGTH:
        raise SpellingError(f"a word needs at least {MIN_LENGTH} letters ({upper(word)} has {len(word)})")
    return Word(word, sum(scored), tuple(scored))


def check_spelling(rack: Sequence[str], spell: Spell, words: Dictionary, *, house_rule: bool = False) -> Word | None:
    """The word `spell` makes (None for spelling nothing), or SpellingError."""
    if spell.is_nothing:
        if spell.positions:
            raise SpellingError("to spell nothing, use no balls")
        return None
    word = read_word(rack, spell, words.letters)
    if spell.house and word.text in words:
        raise SpellingError(f"{upper(word.text)} is in the dictionary: no house rule is needed")
    if word.text not in words:
        if not spell.house:
            raise SpellingError(f"{upper(word.text)} is not in the dictionary")
        if not house_rule:
            raise SpellingError(f"{upper(word.text)} is not in the dictionary, and this table plays without the house rule")
    return word


def _options(ball: str, letters: LetterSet) -> list[tuple[str, int, str | None, bool | None]]:
    """What one ball can be in a word: (letters, points, blank letter, qu)."""
    if ball == BLANK:
        return [(letter, 0, letter, None) for letter in letters.alphabet]
    if ball == Q:
        return [("q", letters.skill_points[Q], None, False), ("qu", 0, None, True)]
    letter = lower(ball)
    return [(letter, letters.letter_points[letter], None, None)]


# sorts after every letter of every language's balls (a code point past them all, and in UTF-8,
# as MicroPython compares texts, bytes past them all): the words starting with `prefix` end where
# `prefix + _PAST` would go
_PAST = "\uffff"


def spellings(rack: Sequence[str], words: Dictionary) -> list[tuple[str, int, Spell]]:
    """Every way `rack` spells a dictionary word, reading either way: (the word, its skill points,
    the spelling), a word once for each set of balls and letters that spells it.

    Each prefix keeps the range [lo, hi) of the sorted word list starting with it, where its longer
    prefixes are looked for: one look tells both whether some word starts with one and whether it
    is a word itself (no set: MicroPython hashes texts poorly, dictionary.SortedWords; and its binary
    searches run in Python, so they are kept short). A prefix that is a word and starts no longer
    one is not searched further. The blank's letters are those the next words have: walking the
    range, one look finds each letter present (and skips the absent ones of A to Z), in order."""
    ordered = words.ordered
    alphabet = words.letters.alphabet
    size = len(rack)
    blanks = [ball == BLANK for ball in rack]
    options = [() if blank else _options(ball, words.letters) for ball, blank in zip(rack, blanks)]  # (a blank's: the word list's)
    found: list[tuple[str, int, Spell]] = []

    def search(order: Sequence[int], start: int, prefix: str, lo: int, hi: int, points: int,
               used: tuple[int, ...], blank: str | None, qu: bool | None) -> None:
        deeper = size - 1
        for k in range(start, size):
            p = order[k]
            if blanks[p]:
                now = used + (p,)
                # the letters the words of [lo, hi) have after `prefix`, in order, each once
                at = len(prefix)
                i = lo
                while i < hi:
                    there = ordered[i]
                    if len(there) == at:  # `prefix` itself, first of its range
                        i += 1
                        continue
                    letter = there[at]
                    text = prefix + letter
                    end = bisect_left(ordered, text + _PAST, i + 1, hi)
                    if letter in alphabet:
                        if there == text and len(text) >= MIN_LENGTH:
                            found.append((text, points, Spell(text, now, letter, qu, False)))
                        if k < deeper and (end > i + 1 or there != text):
                            search(order, k + 1, text, i, end, points, now, letter, qu)
                    i = end
                continue
            for letters, pts, b, q in options[p]:
                text = prefix + letters
                i = bisect_left(ordered, text, lo, hi)
                if i == hi:
                    continue
                there = ordered[i]
                if not there.startswith(text):
                    continue
                nq = q if q is not None else qu
                now = used + (p,)
                total = points + pts
                if there == text and len(text) >= MIN_LENGTH:
                    found.append((text, total, Spell(text, now, blank, nq, False)))
                if k < deeper:
                    end = bisect_left(ordered, text + _PAST, i + 1, hi)
                    if end > i + 1 or there != text:
                        search(order, k + 1, text, i, end, total, now, blank, nq)

    search(range(size), 0, "", 0, len(ordered), 0, (), None, None)
    search(range(size - 1, -1, -1), 0, "", 0, len(ordered), 0, (), None, None)
    return found


# The words of the racks asked for last (off MicroPython, whose memory the page needs): the
# AIs weigh the same racks again and again (each option of a decision, each seat of a review,
# a decision and its replay), and a rack's words are what the search costs. A copy is handed
# out, so no caller can change what the next one gets.
_REMEMBERED = 0 if MICROPYTHON else 2048
_remembered: dict[tuple[str, ...], tuple[Spell, ...]] = {}
_remembered_words: list[Dictionary] = []  # the dictionary they are of (another clears them)


def reachable_spells(rack: Sequence[str], words: Dictionary) -> list[Spell]:
    """Every dictionary word `rack` can spell, reading either way, each with
    its best-scoring spelling (the Q as Q beats QU when both spell it), in
    the order first found (a list: MicroPython's dicts iterate in hash order)."""
    key = tuple(rack)
    if _REMEMBERED:
        if not _remembered_words or _remembered_words[0] is not words:
            _remembered.clear()
            _remembered_words[:] = [words]
        known = _remembered.get(key)
        if known is not None:
            return list(known)
    found: dict[str, tuple[int, Spell]] = {}
    order: list[str] = []
    for text, total, spell in spellings(rack, words):
        best = found.get(text)
        if best is None:
            order.append(text)
            found[text] = (total, spell)
        elif best[0] < total:
            found[text] = (total, spell)
    spells = [found[text][1] for text in order]
    if _REMEMBERED:
        if len(_remembered) >= _REMEMBERED:
            _remembered.clear()
        _remembered[key] = tuple(spells)
    return spells


def reachable_words(rack: Sequence[str], words: Dictionary) -> dict[str, Spell]:
    """`reachable_spells` by word (iterate `reachable_spells` where the order matters)."""
    return {spell.word: spell for spell in reachable_spells(rack, words)}


def word_of(rack: Sequence[str], spell: Spell, letters: LetterSet = ENGLISH_SET) -> Word:
    """The Word of an already valid spelling (one the word finder found) of `letters`' balls:
    `read_word`'s, without its checks (the AI reads thousands a decision)."""
    scored: list[int] = []
    for p in spell.positions:
        ball = rack[p]
        if ball == BLANK:
            scored.append(0)
        elif ball == Q and spell.qu:
            scored += [0, 0]
        else:
            scored.append(letters.skill_points[ball])
    return Word(spell.word, sum(scored), tuple(scored))


def best_words(rack: Sequence[str], words: Dictionary) -> Iterable[tuple[Word, Spell]]:
    """Every reachable word with its spelling, highest score first."""
    pairs = [(read_word(rack, spell, words.letters), spell) for spell in reachable_spells(rack, words)]
    pairs.sort(key=lambda pair: (-pair[0].score, pair[0].text))
    return pairs
