"""The goal cards (RULINGS Sequitur 1): each catalog holds 24 green (1 point),
24 yellow (2 points) and 24 red (3 points), designed by the project from the
three published examples (AIR, STAIR to STAR, ADDER). Each goal is data: an
id, its colour, its text, a predicate on the spelled word (its letters,
skill points and score; a few also consult the dictionary) and example words.

Catalog 3 deals every new game (`CATALOG`: for English words the cards of
catalog 2, for another language its deck with the cards written for it);
catalog 2 dealt the games before it, catalog 1 the games before that, whose
records name no catalog (`RECORDED_CATALOG`). A card's id names the
same card in every catalog. Vowels are A, E, I, O and U (Y is a consonant). A
word's letters are as spelled: the blank counts as the letter it stands for,
and QU as two letters. docs/goals.md gives how often each goal can be met
(bench/goals.py).
"""

from __future__ import annotations

from collections import namedtuple
from typing import Callable

from engine.core.marks import N_
from engine.sequitur.dictionary import Dictionary
from engine.sequitur.letters import VOWELS, alphabet_key
from engine.sequitur.spelling import Word

GREEN, YELLOW, RED = "green", "yellow", "red"
COLOURS = (RED, YELLOW, GREEN)  # the order of the public-goal draws (steps 2, 4, 5)
POINTS = {GREEN: 1, YELLOW: 2, RED: 3}

Predicate = Callable[[Word, Dictionary], bool]


class Goal(namedtuple("Goal", ("id", "colour", "text", "test", "examples"))):
    """One goal card: its `id`, `colour`, `text`, `test` (a Predicate) and
    `examples` (a tuple of words)."""

    __slots__ = ()

    @property
    def points(self) -> int:
        return POINTS[self.colour]

    def is_met(self, word: Word | None, words: Dictionary) -> bool:
        """Whether `word` fulfils this goal (spelling nothing fulfils none)."""
        return word is not None and self.test(word, words)

    def to_json(self, language: str = "en") -> dict[str, object]:
        """The card as data, its examples in words of `language`."""
        return {"id": self.id, "colour": self.colour, "points": self.points, "text": self.text,
                "examples": list(examples(self, language))}


# --- helpers on the spelled letters ---------------------------------------------
def rev(t: str) -> str:
    """`t` backwards (MicroPython slices text with step 1 only)."""
    return "".join(reversed(t))


def vowels(t: str, v: frozenset = VOWELS) -> int:
    """How many of `t`'s letters are vowels (`v`: its language's, `LetterSet.vowels`)."""
    return sum(c in v for c in t)


def consonants(t: str, v: frozenset = VOWELS) -> int:
    return len(t) - vowels(t, v)


def has_double(t: str) -> bool:
    return any(a == b for a, b in zip(t, t[1:]))


def doubles(t: str) -> int:
    return sum(a == b for a, b in zip(t, t[1:]))


def top_count(t: str) -> int:
    return max(t.count(c) for c in set(t))


def with_points(w: Word, at_least: int) -> int:
    """How many letters of `w` score at least `at_least` skill points as played: a
    blank and the letters of QU score none (RULINGS Sequitur 4)."""
    return sum(w.skill(i) >= at_least for i in range(len(w.text)))


def one_removed(t: str, words: Dictionary) -> bool:
    return len(t) >= 4 and any(t[:i] + t[i + 1:] in words for i in range(len(t)))


def in_order(t: str, backwards: bool = False) -> bool:
    """Whether the letters of `t` are in alphabetical order (or its reverse)."""
    return list(t) == sorted(t, key=alphabet_key, reverse=backwards)


def alternates(t: str, v: frozenset = VOWELS) -> bool:
    return all((a in v) != (b in v) for a, b in zip(t, t[1:]))


def _g(text: str, test: Callable[[str, Word, Dictionary], bool], *examples: str) -> tuple:
    return (text, test, examples)


# Each entry: (text, predicate(text, word, dictionary), examples). A card's text is English,
# marked `N_` for the catalogs: the page says it in the player's language (web/games/sequitur/
# card_words.py `goal_words`); any other words a card shows are marked the same way.
_GREEN = [
    _g(N_("A three-letter word with two vowels in a row"), lambda t, w, d: len(t) == 3 and any(a in d.letters.vowels and b in d.letters.vowels for a, b in zip(t, t[1:])), "air", "eat", "too"),
    _g(N_("A word of exactly four letters"), lambda t, w, d: len(t) == 4, "star", "rain"),
    _g(N_("A word that ends in a letter worth 2 skill points or more"), lambda t, w, d: w.skill(-1) >= 2, "lamb", "stop"),
    _g(N_("A word with a score of 8 or more"), lambda t, w, d: w.score >= 8, "bread", "chart"),
    _g(N_("A word that starts with a vowel"), lambda t, w, d: t[0] in d.letters.vowels, "ant", "oven"),
    _g(N_("A word that ends with a vowel"), lambda t, w, d: t[-1] in d.letters.vowels, "tea", "piano"),
    _g(N_("A word that ends in S"), lambda t, w, d: t[-1] == "s", "cats", "dress"),
    _g(N_("A word that ends in E"), lambda t, w, d: t[-1] == "e", "stone", "tie"),
    _g(N_("A word containing the letter R"), lambda t, w, d: "r" in t, "rat", "door"),
    _g(N_("A word containing the letter T"), lambda t, w, d: "t" in t, "tin", "bat"),
    _g(N_("A word containing the letter N"), lambda t, w, d: "n" in t, "net", "ant"),
    _g(N_("A word containing the letter L"), lambda t, w, d: "l" in t, "lid", "all"),
    _g(N_("A word containing two different vowels"), lambda t, w, d: len(set(t) & d.letters.vowels) >= 2, "rain", "tone"),
    _g(N_("A word with more consonants than vowels"), lambda t, w, d: consonants(t, d.letters.vowels) > vowels(t, d.letters.vowels), "cat", "start"),
    _g(N_("A word with exactly one vowel"), lambda t, w, d: vowels(t, d.letters.vowels) == 1, "cat", "strand"),
    _g(N_("A word with 2 skill points or more"), lambda t, w, d: w.points >= 2, "dog", "cod"),
    _g(N_("A word that starts with S or T"), lambda t, w, d: t[0] in "st", "sit", "top"),
    _g(N_("A word that starts with a letter from A to M"), lambda t, w, d: t[0] <= "m", "bat", "lion"),
    _g(N_("A word that starts with a letter from N to Z"), lambda t, w, d: t[0] >= "n", "ten", "open"),
    _g(N_("A word using a letter worth 2 skill points or more"), lambda t, w, d: with_points(w, 2) >= 1, "cat", "map"),
    _g(N_("A word of four letters or more with no skill points"), lambda t, w, d: len(t) >= 4 and w.points == 0, "stone", "rain"),
    _g(N_("A word with as many vowels as consonants"), lambda t, w, d: vowels(t, d.letters.vowels) == consonants(t, d.letters.vowels), "rain", "tone"),
    _g(N_("A word containing the letter D or G"), lambda t, w, d: "d" in t or "g" in t, "dog", "bag"),
    _g(N_("A word with some letter in it twice"), lambda t, w, d: top_count(t) >= 2, "tent", "eerie"),
]

_YELLOW = [
    _g(N_("A word of five letters or more that is still a word with one letter removed"), lambda t, w, d: len(t) >= 5 and one_removed(t, d), "stair", "plant"),
    _g(N_("A word of five letters or more"), lambda t, w, d: len(t) >= 5, "stone", "plant"),
    _g(N_("A three-letter word with a score of 8 or more"), lambda t, w, d: len(t) == 3 and w.score >= 8, "fix", "wax"),
    _g(N_("A word that starts and ends with the same letter"), lambda t, w, d: t[0] == t[-1], "tent", "that"),
    _g(N_("A word that reads the same backwards (a palindrome)"), lambda t, w, d: t == rev(t), "level", "noon"),
    _g(N_("A word of four letters or more with a double letter"), lambda t, w, d: len(t) >= 4 and has_double(t), "tool", "seed"),
    _g(N_("A word of four letters or more using a letter worth 3 skill points or more"), lambda t, w, d: len(t) >= 4 and with_points(w, 3) >= 1, "fans", "wets"),
    _g(N_("A word with 5 skill points or more"), lambda t, w, d: w.points >= 5, "chip", "dock"),
    _g(N_("A word that ends in D"), lambda t, w, d: t.endswith("d"), "rented", "sad"),
    _g(N_("A word that ends in R"), lambda t, w, d: t.endswith("r"), "water", "star"),
    _g(N_("A word of four letters or more that starts with two consonants"), lambda t, w, d: len(t) >= 4 and t[0] not in d.letters.vowels and t[1] not in d.letters.vowels, "star", "tree"),
    _g(N_("A word of four letters or more without an E or an A"), lambda t, w, d: len(t) >= 4 and "e" not in t and "a" not in t, "stop", "print"),
    _g(N_("A word of four letters or more whose letters are in alphabetical order, forwards or backwards"), lambda t, w, d: len(t) >= 4 and (in_order(t) or in_order(t, True)), "spoon", "almost"),
    _g(N_("A word of four letters or more that starts and ends with a vowel"), lambda t, w, d: len(t) >= 4 and t[0] in d.letters.vowels and t[-1] in d.letters.vowels, "area", "idea"),
    _g(N_("A word using a letter worth 5 skill points or more"), lambda t, w, d: with_points(w, 5) >= 1, "jet", "box"),
    _g(N_("A word of four letters or more with the same vowel twice"), lambda t, w, d: len(t) >= 4 and any(t.count(v) >= 2 for v in d.letters.vowels), "banana", "tease"),
    _g(N_("A word that is still a word with its first letter removed, and with its last"), lambda t, w, d: len(t) >= 4 and t[1:] in d and t[:-1] in d, "scare", "brat"),
    _g(N_("A word with two letters worth 2 skill points or more"), lambda t, w, d: with_points(w, 2) >= 2, "camp", "clap"),
    _g(N_("A word of four letters or more with two vowels or more, all the same vowel"), lambda t, w, d: len(t) >= 4 and vowels(t, d.letters.vowels) >= 2 and len(set(t) & d.letters.vowels) == 1, "banana", "lesser"),
    _g(N_("A word of four letters or more that spells another word backwards"), lambda t, w, d: len(t) >= 4 and rev(t) != t and rev(t) in d, "stop", "star"),
    _g(N_("A four-letter word with only one vowel, starting with two consonants"), lambda t, w, d: len(t) == 4 and vowels(t, d.letters.vowels) == 1 and t[0] not in d.letters.vowels and t[1] not in d.letters.vowels, "star", "trip"),
    _g(N_("A word of four letters or more that starts and ends with letters worth skill points"), lambda t, w, d: len(t) >= 4 and w.skill(0) > 0 and w.skill(-1) > 0, "bead", "cold"),
    _g(N_("A word with three vowels or more"), lambda t, w, d: vowels(t, d.letters.vowels) >= 3, "radio", "idea"),
    _g(N_("A word of four letters or more ending in A, I, O or U"), lambda t, w, d: len(t) >= 4 and t[-1] in "aiou", "piano", "tuba"),
]

_RED = [
    _g(N_("A word of four letters or more whose letters are in alphabetical order, with skill points"), lambda t, w, d: len(t) >= 4 and in_order(t) and w.points > 0, "adder", "almost"),
    _g(N_("A word of six letters or more"), lambda t, w, d: len(t) >= 6, "stream", "planet"),
    _g(N_("A word with a score of 11 or more"), lambda t, w, d: w.score >= 11, "chance", "public"),
    _g(N_("A word of six letters or more, no letter used twice"), lambda t, w, d: len(t) >= 6 and len(set(t)) == len(t), "stripe", "planet"),
    _g(N_("A word of five letters or more with both S and T"), lambda t, w, d: len(t) >= 5 and "s" in t and "t" in t, "stone", "toast"),
    _g(N_("A word using two letters worth 3 skill points or more"), lambda t, w, d: with_points(w, 3) >= 2, "five", "wavy"),
    _g(N_("A word of five letters or more using a letter worth 5 skill points or more"), lambda t, w, d: len(t) >= 5 and with_points(w, 5) >= 1, "jests", "boxer"),
    _g(N_("A word of five letters or more that spells another word backwards"), lambda t, w, d: len(t) >= 5 and rev(t) != t and rev(t) in d, "stops", "reward"),
    _g(N_("A word of four letters or more that reads the same backwards"), lambda t, w, d: len(t) >= 4 and t == rev(t), "level", "noon"),
    _g(N_("A word of five letters or more ending in ED or ING"), lambda t, w, d: len(t) >= 5 and (t.endswith("ed") or t.endswith("ing")), "rented", "rating"),
    _g(N_("A word of five letters or more using only letters from A to M"), lambda t, w, d: len(t) >= 5 and max(t) <= "m", "chief", "blame"),
    _g(N_("A word of four letters or more using only letters from N to Z"), lambda t, w, d: len(t) >= 4 and min(t) >= "n", "trot", "sort"),
    _g(N_("A word with three vowels in a row"), lambda t, w, d: any(all(c in d.letters.vowels for c in t[i:i + 3]) for i in range(len(t) - 2)), "beauty", "queen"),
    _g(N_("A word without a vowel"), lambda t, w, d: vowels(t, d.letters.vowels) == 0, "gym", "shy"),
    _g(N_("A word of five letters or more that is still a word with its last letter removed"), lambda t, w, d: len(t) >= 5 and t[:-1] in d, "carts", "tends"),
    _g(N_("A word of five letters or more whose vowels and consonants alternate"), lambda t, w, d: len(t) >= 5 and alternates(t, d.letters.vowels), "tenor", "aside"),
    _g(N_("A word of five letters or more without an E"), lambda t, w, d: len(t) >= 5 and "e" not in t, "train", "plant"),
    _g(N_("A word that ends in ER"), lambda t, w, d: t.endswith("er"), "water", "tiger"),
    _g(N_("A word with 7 skill points or more"), lambda t, w, d: w.points >= 7, "jacket", "backed"),
    _g(N_("A word of five letters or more with no skill points"), lambda t, w, d: len(t) >= 5 and w.points == 0, "senior", "rotten"),
    _g(N_("A word of five letters or more with a double letter"), lambda t, w, d: len(t) >= 5 and has_double(t), "balloon", "sleep"),
    _g(N_("A five-letter word with only one vowel"), lambda t, w, d: len(t) == 5 and vowels(t, d.letters.vowels) == 1, "strap", "stand"),
    _g(N_("A word of five letters or more that starts with a vowel"), lambda t, w, d: len(t) >= 5 and t[0] in d.letters.vowels, "around", "orange"),
    _g(N_("A word of five letters or more ending in a vowel"), lambda t, w, d: len(t) >= 5 and t[-1] in d.letters.vowels, "piano", "stone"),
]


# Catalog 2 (docs/goals.md, "Catalog 2"): recalibrated on the published cards. A red goal
# is about as hard to meet as ADDER's (letters in alphabetical order, four letters or more),
# a yellow one as STAIR to STAR's, a green one as AIR's. Cards of catalog 1 that fit keep
# their ids; new cards are numbered on from 25.
_GREEN_2 = [
    _g(N_("A word with two vowels in a row"), lambda t, w, d: any(a in d.letters.vowels and b in d.letters.vowels for a, b in zip(t, t[1:])), "boat", "rain"),
    _g(N_("A word with more vowels than consonants"), lambda t, w, d: vowels(t, d.letters.vowels) > consonants(t, d.letters.vowels), "air", "idea"),
    _g(N_("A three-letter word ending in a vowel"), lambda t, w, d: len(t) == 3 and t[-1] in d.letters.vowels, "tea", "she"),
    _g(N_("A word of four letters or more"), lambda t, w, d: len(t) >= 4, "star", "plant"),
    _g(N_("A word with two consonants in a row"), lambda t, w, d: any(a not in d.letters.vowels and b not in d.letters.vowels for a, b in zip(t, t[1:])), "star", "hand"),
    _g(N_("A word with a score of 6 or more"), lambda t, w, d: w.score >= 6, "plant", "camp"),
    _g(N_("A word that ends in a letter worth skill points"), lambda t, w, d: w.skill(-1) > 0, "lamb", "stop"),
    _g(N_("A word containing R, S or T"), lambda t, w, d: any(c in t for c in "rst"), "rat", "sit"),
    _g(N_("A word with exactly two vowels"), lambda t, w, d: vowels(t, d.letters.vowels) == 2, "rain", "tone"),
    _g(N_("A word containing E or I"), lambda t, w, d: "e" in t or "i" in t, "ten", "pin"),
    _g(N_("A three-letter word whose only vowel is in the middle"), lambda t, w, d: len(t) == 3 and vowels(t, d.letters.vowels) == 1 and t[1] in d.letters.vowels, "cat", "dog"),
    _g(N_("A word that starts with a letter worth skill points"), lambda t, w, d: w.skill(0) > 0, "bat", "dog"),
    _g(N_("A word that starts with a consonant and ends with a vowel"), lambda t, w, d: t[0] not in d.letters.vowels and t[-1] in d.letters.vowels, "tea", "piano"),
    _g(N_("A word that starts with a vowel and ends with a consonant"), lambda t, w, d: t[0] in d.letters.vowels and t[-1] not in d.letters.vowels, "ant", "oven"),
    _g(N_("A word containing A or I"), lambda t, w, d: "a" in t or "i" in t, "cat", "pin"),
    _g(N_("A word containing I or O"), lambda t, w, d: "i" in t or "o" in t, "pin", "dog"),
    _g(N_("A word of four letters or more whose second letter is a vowel"), lambda t, w, d: len(t) >= 4 and t[1] in d.letters.vowels, "rain", "tone"),
    _g(N_("A word that ends in E or S"), lambda t, w, d: t[-1] in "es", "stone", "cats"),
    _g(N_("A word that starts with R, S or T"), lambda t, w, d: t[0] in "rst", "rat", "sit"),
]
_YELLOW_2 = [
    _g(N_("A word that is still a word with one letter removed"), lambda t, w, d: one_removed(t, d), "stair", "plant"),
    _g(N_("A word with another word of three letters or more inside it"), lambda t, w, d: has_inner_word(t, d), "stair", "plant"),
    _g(N_("A word that starts with a letter worth 2 skill points or more"), lambda t, w, d: w.skill(0) >= 2, "cat", "map"),
    _g(N_("A word of four letters or more with skill points"), lambda t, w, d: len(t) >= 4 and w.points > 0, "bead", "cold"),
    _g(N_("A word with 3 skill points or more"), lambda t, w, d: w.points >= 3, "camp", "fan"),
    _g(N_("A word of four letters or more that starts with a consonant"), lambda t, w, d: len(t) >= 4 and t[0] not in d.letters.vowels, "star", "tone"),
    _g(N_("A word ending in A, I, O or U"), lambda t, w, d: t[-1] in "aiou", "piano", "tuba"),
    _g(N_("A word containing the letter E"), lambda t, w, d: "e" in t, "ten", "stone"),
    _g(N_("A word of four letters or more with two vowels or more"), lambda t, w, d: len(t) >= 4 and vowels(t, d.letters.vowels) >= 2, "rain", "tone"),
    _g(N_("A word that ends in a letter worth 2 skill points or more"), lambda t, w, d: w.skill(-1) >= 2, "lamb", "stop"),
    _g(N_("A word containing B, C, D or G"), lambda t, w, d: any(c in t for c in "bcdg"), "bat", "dog"),
    _g(N_("A three-letter word with a score of 6 or more"), lambda t, w, d: len(t) == 3 and w.score >= 6, "cap", "fan"),
    _g(N_("A word with as many vowels as consonants"), lambda t, w, d: vowels(t, d.letters.vowels) == consonants(t, d.letters.vowels), "rain", "tone"),
    _g(N_("A word that spells another word backwards"), lambda t, w, d: rev(t) != t and rev(t) in d, "top", "star"),
    _g(N_("A word containing R or N"), lambda t, w, d: "r" in t or "n" in t, "rat", "net"),
    _g(N_("A word without an E or an A"), lambda t, w, d: "e" not in t and "a" not in t, "top", "print"),
    _g(N_("A word of four letters or more, no letter used twice"), lambda t, w, d: len(t) >= 4 and len(set(t)) == len(t), "star", "plant"),
    _g(N_("A word that ends with two consonants"), lambda t, w, d: t[-1] not in d.letters.vowels and t[-2] not in d.letters.vowels, "hand", "last"),
    _g(N_("A word containing L, M or N"), lambda t, w, d: any(c in t for c in "lmn"), "lid", "man"),
    _g(N_("A word containing A or O"), lambda t, w, d: "a" in t or "o" in t, "cat", "dog"),
    _g(N_("A word containing N or T"), lambda t, w, d: "n" in t or "t" in t, "net", "tin"),
    _g(N_("A word containing E or U"), lambda t, w, d: "e" in t or "u" in t, "ten", "sun"),
    _g(N_("A word containing L, S or T"), lambda t, w, d: any(c in t for c in "lst"), "lid", "sit"),
    _g(N_("A word that ends in S, T or D"), lambda t, w, d: t[-1] in "std", "cats", "sad"),
]
_RED_2 = [
    _g(N_("A word of four letters or more whose letters are in alphabetical order"), lambda t, w, d: len(t) >= 4 and in_order(t), "adder", "almost"),
    _g(N_("A word of four letters or more whose letters are in reverse alphabetical order"), lambda t, w, d: len(t) >= 4 and in_order(t, True), "spied", "wronged"),
    _g(N_("A word of four letters or more that spells another word backwards"), lambda t, w, d: len(t) >= 4 and rev(t) != t and rev(t) in d, "stop", "star"),
    _g(N_("A word of four letters or more with both S and T"), lambda t, w, d: len(t) >= 4 and "s" in t and "t" in t, "stop", "toast"),
    _g(N_("A word with a score of 10 or more"), lambda t, w, d: w.score >= 10, "camp", "jack"),
    _g(N_("A word of four letters or more that starts and ends with the same letter"), lambda t, w, d: len(t) >= 4 and t[0] == t[-1], "tent", "that"),
    _g(N_("A word of four letters or more with more vowels than consonants"), lambda t, w, d: len(t) >= 4 and vowels(t, d.letters.vowels) > consonants(t, d.letters.vowels), "area", "idea"),
    _g(N_("A word with 6 skill points or more"), lambda t, w, d: w.points >= 6, "champ", "fox"),
    _g(N_("A word of four letters or more that starts and ends with letters worth skill points"), lambda t, w, d: len(t) >= 4 and w.skill(0) > 0 and w.skill(-1) > 0, "bead", "cold"),
    _g(N_("A word that ends in Y"), lambda t, w, d: t.endswith("y"), "day", "party"),
    _g(N_("A word of four letters or more that starts and ends with a vowel"), lambda t, w, d: len(t) >= 4 and t[0] in d.letters.vowels and t[-1] in d.letters.vowels, "area", "idea"),
    _g(N_("A word of four letters or more using only letters from A to M"), lambda t, w, d: len(t) >= 4 and max(t) <= "m", "lime", "face"),
    _g(N_("A word with three vowels or more"), lambda t, w, d: vowels(t, d.letters.vowels) >= 3, "radio", "idea"),
    _g(N_("A word of five letters or more, no letter used twice"), lambda t, w, d: len(t) >= 5 and len(set(t)) == len(t), "stair", "plant"),
    _g(N_("A word with three consonants in a row"), lambda t, w, d: any(all(c not in d.letters.vowels for c in t[i:i + 3]) for i in range(len(t) - 2)), "strap", "hands"),
    _g(N_("A word of five letters or more with two different vowels"), lambda t, w, d: len(t) >= 5 and len(set(t) & d.letters.vowels) >= 2, "stair", "piano"),
    _g(N_("A word of four letters or more with a double letter"), lambda t, w, d: len(t) >= 4 and has_double(t), "tool", "seed"),
    _g(N_("A word with three different vowels"), lambda t, w, d: len(set(t) & d.letters.vowels) >= 3, "radio", "audit"),
    _g(N_("A word using a letter worth 5 skill points or more"), lambda t, w, d: with_points(w, 5) >= 1, "jet", "box"),
    _g(N_("A four-letter word with only one vowel, starting with two consonants"), lambda t, w, d: len(t) == 4 and vowels(t, d.letters.vowels) == 1 and t[0] not in d.letters.vowels and t[1] not in d.letters.vowels, "star", "trip"),
    _g(N_("A word that reads the same backwards"), lambda t, w, d: t == rev(t), "level", "noon"),
]


def has_inner_word(t: str, words: Dictionary) -> bool:
    """Whether some run of three letters or more of `t`, shorter than `t`, is a word."""
    return any(t[i:j] in words for i in range(len(t) - 2) for j in range(i + 3, len(t) + 1) if j - i < len(t))


def _make(colour: str, prefix: str, entries: list[tuple], first: int = 1) -> list[Goal]:
    goals = []
    for number, (text, test, examples) in enumerate(entries, start=first):
        goals.append(Goal(f"{prefix}{number:02d}", colour, text,
                          (lambda f: lambda word, words: f(word.text, word, words))(test), tuple(examples)))
    return goals


_FIRST = _make(GREEN, "G", _GREEN) + _make(YELLOW, "Y", _YELLOW) + _make(RED, "R", _RED)
_SECOND = _make(GREEN, "G", _GREEN_2, 25) + _make(YELLOW, "Y", _YELLOW_2, 25) + _make(RED, "R", _RED_2, 25)
_KEPT = {GREEN: ("G01", "G02", "G06", "G13", "G20"), YELLOW: (), RED: ("R14", "R15", "R18")}  # catalog 1's, in 2
# every goal card of every catalog, by id: a card never changes once a catalog holds it
BY_ID: dict[str, Goal] = {goal.id: goal for goal in _FIRST + _SECOND}

# Catalog versions: the goal cards of each colour (RULINGS Sequitur 1: a catalog changes
# only with a new version number, and a game keeps the catalog it was dealt with).
CATALOGS: dict[int, dict[str, tuple[str, ...]]] = {
    1: {colour: tuple(g.id for g in _FIRST if g.colour == colour) for colour in COLOURS},
    2: {colour: _KEPT[colour] + tuple(g.id for g in _SECOND if g.colour == colour) for colour in COLOURS},
}
# Catalog 3 (issue 84) brings the cards written for Spanish, French and German (`_OWN`, below): an English
# game's cards are catalog 2's.
CATALOGS[3] = CATALOGS[2]
# the three published cards (RULINGS Sequitur 1) as catalog 2 holds them: AIR, STAIR to STAR, ADDER
PUBLISHED: dict[str, str] = {GREEN: "G01", YELLOW: "Y25", RED: "R25"}
RECORDED_CATALOG = 1  # the catalog of a game whose configuration names none (made before catalog 2)
CATALOG = 3  # the catalog every new game is dealt (in another language: `dealt_catalog`): the one place to change it
assert all(len(ids) == 24 for cards in CATALOGS.values() for ids in cards.values())


# The cards that ask for English words' endings (ED, ING, ER): never in another language's deck.
ENGLISH_ONLY = ("R10", "R18")
# Another language's deck, by the catalog of new games it goes with (docs/goals.md, "The Spanish
# deck", "The French deck", "The German deck", "The Italian deck", "The Brazilian Portuguese deck"): the cards of every catalog that read any language, each in its colour, whose rate on
# that language's racks and words (bench/goals.py --language) lies in its colour's band.
LANGUAGE_DECKS: dict[str, dict[int, dict[str, tuple[str, ...]]]] = {
    "es": {2: {
        GREEN: ("G01", "G02", "G05", "G13", "G14", "G15", "G16", "G20", "G22", "G25", "G28", "G30", "G31", "G32",
                "G34", "G35", "G39", "G40", "G41", "G42", "G43"),
        YELLOW: ("Y24", "Y26", "Y27", "Y29", "Y30", "Y32", "Y35", "Y36", "Y38", "Y39", "Y40", "Y41", "Y43", "Y45",
                 "Y46", "Y47", "Y48"),
        RED: ("R02", "R03", "R13", "R15", "R16", "R17", "R19", "R23", "R24", "R26", "R27", "R29", "R30", "R32",
              "R33", "R36", "R38", "R41", "R42", "R43"),
    }},
    "fr": {2: {
        GREEN: ("G01", "G02", "G05", "G13", "G20", "G25", "G26", "G27", "G28", "G30", "G31", "G32", "G33",
                "G34", "G35", "G37", "G39", "G41", "G42", "G43"),
        YELLOW: ("Y25", "Y26", "Y27", "Y28", "Y29", "Y30", "Y31", "Y32", "Y33", "Y35", "Y36", "Y37", "Y38",
                 "Y39", "Y40", "Y41", "Y42", "Y43", "Y44", "Y45", "Y48"),
        RED: ("R03", "R13", "R15", "R16", "R17", "R19", "R21", "R23", "R24", "R26", "R27", "R28", "R29",
              "R30", "R31", "R32", "R33", "R35", "R36", "R38", "R39", "R40", "R41", "R42", "R43", "R44",
              "R45"),
    }},
    "de": {2: {
        GREEN: ("G05", "G06", "G14", "G15", "G16", "G18", "G19", "G20", "G26", "G27", "G28", "G30", "G31", "G32",
                "G33", "G34", "G35", "G36", "G37", "G42"),
        YELLOW: ("Y25", "Y26", "Y27", "Y28", "Y29", "Y30", "Y32", "Y33", "Y36", "Y37", "Y39", "Y40", "Y41", "Y42",
                 "Y43", "Y45", "Y47", "Y48"),
        RED: ("R03", "R15", "R19", "R24", "R25", "R28", "R29", "R30", "R31", "R32", "R33", "R35", "R36", "R37",
              "R38", "R39", "R40", "R41", "R43", "R45"),
    }},
    "it": {2: {
        GREEN: ("G01", "G02", "G05", "G14", "G15", "G20", "G22", "G25", "G28", "G30", "G32", "G34", "G40", "G41",
                "G43"),
        YELLOW: ("Y14", "Y23", "Y26", "Y27", "Y29", "Y32", "Y35", "Y36", "Y38", "Y39", "Y40", "Y43", "Y45", "Y46",
                 "Y47"),
        RED: ("R13", "R15", "R16", "R17", "R23", "R26", "R27", "R28", "R29", "R30", "R36", "R38", "R41", "R45"),
    }},
    "pt-BR": {2: {
        GREEN: ("G02", "G14", "G15", "G20", "G22", "G28", "G31", "G32", "G34", "G40", "G41", "G43"),
        YELLOW: ("Y04", "Y14", "Y17", "Y23", "Y27", "Y32", "Y35", "Y36", "Y39", "Y40", "Y43", "Y45", "Y46",
                 "Y47"),
        RED: ("R01", "R15", "R16", "R17", "R23", "R25", "R26", "R27", "R29", "R30", "R32", "R33", "R36", "R38",
              "R41", "R43"),
    }},
    "nl": {2: {
        GREEN: ("G01", "G02", "G13", "G20", "G25", "G26", "G28", "G29", "G32", "G33", "G34", "G35", "G37",
                "G38", "G41", "G42", "G43"),
        YELLOW: ("Y25", "Y26", "Y27", "Y30", "Y31", "Y33", "Y34", "Y35", "Y37", "Y39", "Y40", "Y41", "Y42",
                 "Y43", "Y44", "Y45", "Y47", "Y48"),
        RED: ("R01", "R03", "R13", "R15", "R16", "R19", "R21", "R24", "R25", "R26", "R27", "R28", "R29", "R30",
              "R31", "R32", "R33", "R35", "R36", "R37", "R38", "R40", "R41", "R42", "R43", "R44", "R45"),
    }},
    "pl": {2: {
        GREEN: ("G02", "G03", "G04", "G05", "G13", "G20", "G26", "G28", "G29", "G33", "G35", "G39", "G40"),
        YELLOW: ("Y03", "Y08", "Y22", "Y24", "Y25", "Y26", "Y27", "Y28", "Y30", "Y33", "Y35", "Y37",
                 "Y38", "Y39", "Y41", "Y42", "Y43", "Y46", "Y47"),
        RED: ("R01", "R03", "R12", "R13", "R15", "R16", "R17", "R19", "R24", "R25", "R26", "R27", "R30", "R31",
              "R34", "R35", "R36", "R37", "R38", "R40", "R42", "R43", "R44", "R45"),
    }},
}
# A language's deck made again for catalog 3, its dictionary changed since its catalog 2 deck (docs/goals.md):
# Brazilian Portuguese's without the rare stems wordfreq never saw (issue 84), on whose words four cards left
# their bands (Y04, Y14, Y17, R41) and five came into them (Y37 too, whose text is G22's). Catalog 3's deck is this one and the cards written
# for the language; a game dealt catalog 2 keeps catalog 2's deck.
REMADE: dict[str, dict[str, tuple[str, ...]]] = {
    "pt-BR": {
        GREEN: ("G02", "G14", "G15", "G20", "G22", "G28", "G31", "G32", "G34", "G40", "G41", "G43"),
        YELLOW: ("Y23", "Y24", "Y27", "Y29", "Y32", "Y35", "Y36", "Y38", "Y39", "Y40", "Y43", "Y45", "Y46",
                 "Y47"),
        RED: ("R01", "R15", "R16", "R17", "R23", "R24", "R25", "R26", "R27", "R29", "R30", "R32", "R33", "R36",
              "R38", "R40", "R43"),
    },
}
def _examples(table: str) -> dict[str, dict[str, tuple[str, str]]]:
    """Language -> goal id -> its two examples, from a table whose first line names the languages
    ("card es fr") and each other line a card's examples in each ("G01 rio tio eau oie", "-" where
    that language's deck has not the card; "# the card's text" after)."""
    lines = table.strip().split("\n")
    languages = lines[0].split()[1:]
    found: dict[str, dict[str, tuple[str, str]]] = {language: {} for language in languages}
    for line in lines[1:]:
        goal_id, *words = line.split("#")[0].split()
        for language in languages:
            if words[0] == "-":
                words = words[1:]
            else:
                found[language][goal_id] = (words[0], words[1])
                words = words[2:]
    return found


# The examples each card of another language's deck gives, in that language's words (as its
# balls spell them: accents dropped, ß as SS, QU from the Q ball)
LANGUAGE_EXAMPLES = _examples("""
card es               fr              de
G01  rio tio          eau oie         -               # A three-letter word with two vowels in a row
G02  niño niña        pain lune       -               # A word of exactly four letters
G05  otoño año        arbre ami       apfel ofen      # A word that starts with a vowel
G06  -                -               katze auge      # A word that ends with a vowel
G13  baño señor       maison porte    -               # A word containing two different vowels
G14  perro sol        -               hund fuss       # A word with more consonants than vowels
G15  mar pan          -               bett tisch      # A word with exactly one vowel
G16  mañana sueño     -               baum kind       # A word with 2 skill points or more
G18  -                -               blume milch     # A word that starts with a letter from A to M
G19  -                -               nacht sonne     # A word that starts with a letter from N to Z
G20  pequeño mesa     bateau pomme    tür kopf        # A word using a letter worth 2 skill points or more
G22  casa gato        -               -               # A word with as many vowels as consonants
G25  agua queso       oiseau pied     -               # A word with two vowels in a row
G26  -                eau idee        see idee        # A word with more vowels than consonants
G27  -                the feu         oma tee         # A three-letter word ending in a vowel
G28  luna vino        table chat      strasse wald    # A word of four letters or more
G30  leche flor       fleur chien     fenster vogel   # A word with a score of 6 or more
G31  arbol papel      soleil jardin   wald baum       # A word that ends in a letter worth skill points
G32  libro silla      rue sel         rot stein       # A word containing R, S or T
G33  -                livre porte     name vater      # A word with exactly two vowels
G34  lapiz puerta     vie nez         weg licht       # A word containing E or I
G35  paz mes          sac mur         hut bus         # A three-letter word whose only vowel is in the middle
G36  -                -               bank luft       # A word that starts with a letter worth skill points
G37  -                lune velo       nase rose       # A word that starts with a consonant and ends with a vowel
G39  ventana calle    chat lit        -               # A word containing A or I
G40  ciudad pueblo    -               -               # A word containing I or O
G41  campo cielo      ville maison    -               # A word of four letters or more whose second letter is a vowel
G42  aire nube        rose bras       hase eis        # A word that ends in E or S
G43  tierra tren      train sucre     -               # A word that starts with R, S or T
R02  lluvia viento    -               -               # A word of six letters or more
R03  fuego playa      fromage jambe   schrank kuchen  # A word with a score of 11 or more
R13  alguien quiero   oiseau bleue    -               # A word with three vowels in a row
R15  avion verano     verte grise     hunde tiere     # A word of five letters or more that is still a word with its last letter removed
R16  camino mujer     salade cerise   -               # A word of five letters or more whose vowels and consonants alternate
R17  barco amigo      maison jardin   -               # A word of five letters or more without an E
R19  hombre hijo      cheval jambon   kopf dampf      # A word with 7 skill points or more
R21  -                pomme ville     -               # A word of five letters or more with a double letter
R23  amiga abuelo     arbre orange    -               # A word of five letters or more that starts with a vowel
R24  nieve monte      tomate fenetre  blume katze     # A word of five letters or more ending in a vowel
R25  -                -               dein beil       # A word of four letters or more whose letters are in alphabetical order
R26  vida olla        vole soie       -               # A word of four letters or more whose letters are in reverse alphabetical order
R27  oreja amor       tres sert       -               # A word of four letters or more that spells another word backwards
R28  -                reste tasse     stadt rest      # A word of four letters or more with both S and T
R29  coche hija       hiver chaud     himmel schule   # A word with a score of 10 or more
R30  alma este        elle sens       test gang       # A word of four letters or more that starts and ends with the same letter
R31  -                idee oiseau     idee eile       # A word of four letters or more with more vowels than consonants
R32  hermano familia  bijou hibou     buch kopf       # A word with 6 skill points or more
R33  nariz corazon    canon bijou     baum kind       # A word of four letters or more that starts and ends with letters worth skill points
R35  -                aile image      ente eule       # A word of four letters or more that starts and ends with a vowel
R36  cama baile       face image      feld bald       # A word of four letters or more using only letters from A to M
R37  -                -               banane familie  # A word with three vowels or more
R38  padre madre      chemin livre    wolke brust     # A word of five letters or more, no letter used twice
R39  -                arbre ombre     schule fenster  # A word with three consonants in a row
R40  -                salade soleil   garten vogel    # A word of five letters or more with two different vowels
R41  guerra hierro    elle terre      sonne mutter    # A word of four letters or more with a double letter
R42  cuerpo hueso     piano voiture   -               # A word with three different vowels
R43  hoy ayer         jour yeux       jahr jung       # A word using a letter worth 5 skill points or more
R44  -                bras plat       -               # A four-letter word with only one vowel, starting with two consonants
R45  -                elle ici        ebbe uhu        # A word that reads the same backwards
Y24  isla lago        -               -               # A word of four letters or more ending in A, I, O or U
Y25  -                plage chant     brot stein      # A word that is still a word with one letter removed
Y26  mano cara        soleil parent   rathaus sonntag # A word with another word of three letters or more inside it
Y27  pie boca         bateau poisson  dach kuchen     # A word that starts with a letter worth 2 skill points or more
Y28  -                table chose     haus hand       # A word of four letters or more with skill points
Y29  nombre ojo       chien fromage   buch mond       # A word with 3 skill points or more
Y30  pelo brazo       porte fille     welt sand       # A word of four letters or more that starts with a consonant
Y31  -                ami photo       -               # A word ending in A, I, O or U
Y32  dedo sangre      mer neige       berg erde       # A word containing the letter E
Y33  -                ecole nuage     regen wiese     # A word of four letters or more with two vowels or more
Y35  diente cabeza    bois cadeau     -               # A word containing B, C, D or G
Y36  uva ajo          feu jus         tür ohr         # A three-letter word with a score of 6 or more
Y37  -                robe cave       hose rabe       # A word with as many vowels as consonants
Y38  sal arroz        sel mon         -               # A word that spells another word backwards
Y39  mente muerte     rire nuit       tor nein        # A word containing R or N
Y40  siglo rojo       loup lit        gold wolf       # A word without an E or an A
Y41  tiempo hora      livre bouche    wolke stuhl     # A word of four letters or more, no letter used twice
Y42  -                ours vent       wind hals       # A word that ends with two consonants
Y43  noche semana     lune main       lampe mann      # A word containing L, M or N
Y44  -                sable mot       -               # A word containing A or O
Y45  tia tarde        nuit tante      tante nest      # A word containing N or T
Y46  invierno azul    -               -               # A word containing E or U
Y47  blanco gris      -               salz tisch      # A word containing L, S or T
Y48  verdad sed       froid chat      gras bild       # A word that ends in S, T or D
""")
# Dutch's examples (docs/goals.md, "The Dutch deck"), IJ written with two balls (BIJL)
LANGUAGE_EXAMPLES.update(_examples("""
card nl
G01  zee oog         # A three-letter word with two vowels in a row
G02  boom kaas       # A word of exactly four letters
G13  tafel fiets     # A word containing two different vowels
G20  huis vogel      # A word using a letter worth 2 skill points or more
G25  boot huis       # A word with two vowels in a row
G26  zee idee        # A word with more vowels than consonants
G28  water fiets     # A word of four letters or more
G29  kind melk       # A word with two consonants in a row
G32  rood stad       # A word containing R, S or T
G33  water tafel     # A word with exactly two vowels
G34  melk vis        # A word containing E or I
G35  kat vis         # A three-letter word whose only vowel is in the middle
G37  koe zee         # A word that starts with a consonant and ends with a vowel
G38  appel ezel      # A word that starts with a vowel and ends with a consonant
G41  water boek      # A word of four letters or more whose second letter is a vowel
G42  huis lente      # A word that ends in E or S
G43  tafel stoel     # A word that starts with R, S or T
Y25  kast boot       # A word that is still a word with one letter removed
Y26  water kasteel   # A word with another word of three letters or more inside it
Y27  boom huis       # A word that starts with a letter worth 2 skill points or more
Y30  tafel boek      # A word of four letters or more that starts with a consonant
Y31  opa auto        # A word ending in A, I, O or U
Y33  appel water     # A word of four letters or more with two vowels or more
Y34  dorp brief      # A word that ends in a letter worth 2 skill points or more
Y35  boom dag        # A word containing B, C, D or G
Y37  boek neus       # A word with as many vowels as consonants
Y39  rood maan       # A word containing R or N
Y40  vis boom        # A word without an E or an A
Y41  fiets stoel     # A word of four letters or more, no letter used twice
Y42  melk kind       # A word that ends with two consonants
Y43  melk maan       # A word containing L, M or N
Y44  kat boom        # A word containing A or O
Y45  nacht tent      # A word containing N or T
Y47  stoel les       # A word containing L, S or T
Y48  huis hond       # A word that ends in S, T or D
R01  film bijl       # A word of four letters or more whose letters are in alphabetical order, with skill points
R03  schip vlucht    # A word with a score of 11 or more
R13  nieuw mooie     # A word with three vowels in a row
R15  appels tafels   # A word of five letters or more that is still a word with its last letter removed
R16  tafel vogel     # A word of five letters or more whose vowels and consonants alternate
R19  vijf schip      # A word with 7 skill points or more
R21  appel kussen    # A word of five letters or more with a double letter
R24  lente ruimte    # A word of five letters or more ending in a vowel
R25  film bijt       # A word of four letters or more whose letters are in alphabetical order
R26  wond pond       # A word of four letters or more whose letters are in reverse alphabetical order
R27  leeg raam       # A word of four letters or more that spells another word backwards
R28  kast stoel      # A word of four letters or more with both S and T
R29  vijf hoofd      # A word with a score of 10 or more
R30  tent negen      # A word of four letters or more that starts and ends with the same letter
R31  idee mooie      # A word of four letters or more with more vowels than consonants
R32  vogel hoofd     # A word with 6 skill points or more
R33  boom klok       # A word of four letters or more that starts and ends with letters worth skill points
R35  auto idee       # A word of four letters or more that starts and ends with a vowel
R36  geel hemel      # A word of four letters or more using only letters from A to M
R37  banaan koffie   # A word with three vowels or more
R38  zomer vogel     # A word of five letters or more, no letter used twice
R40  tafel zomer     # A word of five letters or more with two different vowels
R41  boom maan       # A word of four letters or more with a double letter
R42  koffie ruimte   # A word with three different vowels
R43  taxi hobby      # A word using a letter worth 5 skill points or more
R44  brug stad       # A four-letter word with only one vowel, starting with two consonants
R45  lepel kok       # A word that reads the same backwards
"""))
# Polish's examples (docs/goals.md, "The Polish deck"), with its own letters (ŻÓŁW, GĘŚ)
LANGUAGE_EXAMPLES.update(_examples("""
card pl
G02  kota ryba       # A word of exactly four letters
G03  być koń         # A word that ends in a letter worth 2 skill points or more
G04  żaba książka    # A word with a score of 8 or more
G05  okno ucho       # A word that starts with a vowel
G13  woda ryba       # A word containing two different vowels
G20  dom pies        # A word using a letter worth 2 skill points or more
G26  oko aleja       # A word with more vowels than consonants
G28  okno chleb      # A word of four letters or more
G29  chleb kwiat     # A word with two consonants in a row
G33  woda mama       # A word with exactly two vowels
G35  kot dom         # A three-letter word whose only vowel is in the middle
G39  mama kino       # A word containing A or I
G40  kino dom        # A word containing I or O
Y03  gęś miś         # A three-letter word with a score of 8 or more
Y08  żaba łódź       # A word with 5 skill points or more
Y22  most kwiat      # A word of four letters or more that starts and ends with letters worth skill points
Y24  woda okno       # A word of four letters or more ending in A, I, O or U
Y25  kota domy       # A word that is still a word with one letter removed
Y26  kotek domek     # A word with another word of three letters or more inside it
Y27  dom pies        # A word that starts with a letter worth 2 skill points or more
Y28  okno ryba       # A word of four letters or more with skill points
Y30  ryba woda       # A word of four letters or more that starts with a consonant
Y33  woda okno       # A word of four letters or more with two vowels or more
Y35  dom chleb       # A word containing B, C, D or G
Y37  woda mama       # A word with as many vowels as consonants
Y38  kot rak         # A word that spells another word backwards
Y39  ręka noc        # A word containing R or N
Y41  ryba chleb      # A word of four letters or more, no letter used twice
Y42  most wiatr      # A word that ends with two consonants
Y43  mama lato       # A word containing L, M or N
Y46  pies ucho       # A word containing E or U
Y47  lato pies       # A word containing L, S or T
R01  bity afisz      # A word of four letters or more whose letters are in alphabetical order, with skill points
R03  książka żółw    # A word with a score of 11 or more
R12  sowy port       # A word of four letters or more using only letters from N to Z
R13  miau kniei      # A word with three vowels in a row
R15  rzeka trawa     # A word of five letters or more that is still a word with its last letter removed
R16  kolano banany   # A word of five letters or more whose vowels and consonants alternate
R17  szkoła książka  # A word of five letters or more without an E
R19  łódź żółw       # A word with 7 skill points or more
R24  szkoła kolano   # A word of five letters or more ending in a vowel
R25  most akty       # A word of four letters or more whose letters are in alphabetical order
R26  żona zupa       # A word of four letters or more whose letters are in reverse alphabetical order
R27  trop kara       # A word of four letters or more that spells another word backwards
R30  tort kajak      # A word of four letters or more that starts and ends with the same letter
R31  aleja idea      # A word of four letters or more with more vowels than consonants
R34  koty domy       # A word that ends in Y
R35  okno ucho       # A word of four letters or more that starts and ends with a vowel
R36  biec blada      # A word of four letters or more using only letters from A to M
R37  aleja kolano    # A word with three vowels or more
R38  kwiat chleb     # A word of five letters or more, no letter used twice
R40  kwiat szkoła    # A word of five letters or more with two different vowels
R42  ulica kobieta   # A word with three different vowels
R43  być koń         # A word using a letter worth 5 skill points or more
R44  krok stół       # A four-letter word with only one vowel, starting with two consonants
R45  kajak oko       # A word that reads the same backwards
"""))

# Italian's examples, as its balls spell them (accents dropped: its own table, so that each language's
# columns stay apart)
LANGUAGE_EXAMPLES.update(_examples("""
card it
G01  zio mai          # A three-letter word with two vowels in a row
G02  casa cane        # A word of exactly four letters
G05  amico ora        # A word that starts with a vowel
G14  treno gatto      # A word with more consonants than vowels
G15  tre con          # A word with exactly one vowel
G20  mare pane        # A word using a letter worth 2 skill points or more
G22  casa vino        # A word with as many vowels as consonants
G25  fiore buono      # A word with two vowels in a row
G28  libro scuola     # A word of four letters or more
G30  pane libro       # A word with a score of 6 or more
G32  rosa testa       # A word containing R, S or T
G34  pesce vino       # A word containing E or I
G40  olio mondo       # A word containing I or O
G41  luna tavolo      # A word of four letters or more whose second letter is a vowel
G43  sale torta       # A word that starts with R, S or T
Y14  acqua isola      # A word of four letters or more that starts and ends with a vowel
Y23  aereo paese      # A word with three vowels or more
Y26  marea pesca      # A word with another word of three letters or more inside it
Y27  pane dito        # A word that starts with a letter worth 2 skill points or more
Y29  fuoco zucca      # A word with 3 skill points or more
Y32  neve sera        # A word containing the letter E
Y35  bocca dado       # A word containing B, C, D or G
Y36  zio blu          # A three-letter word with a score of 6 or more
Y38  ora era          # A word that spells another word backwards
Y39  rana nave        # A word containing R or N
Y40  topo lupo        # A word without an E or an A
Y43  luna mano        # A word containing L, M or N
Y45  notte tetto      # A word containing N or T
Y46  uva neve         # A word containing E or U
Y47  sole latte       # A word containing L, S or T
R13  gioia aiuto      # A word with three vowels in a row
R15  cenai parlai     # A word of five letters or more that is still a word with its last letter removed
R16  pomodoro tavolo  # A word of five letters or more whose vowels and consonants alternate
R17  pasta tavolo     # A word of five letters or more without an E
R23  amico isola      # A word of five letters or more that starts with a vowel
R26  sole sola        # A word of four letters or more whose letters are in reverse alphabetical order
R27  reti idea        # A word of four letters or more that spells another word backwards
R28  festa testa      # A word of four letters or more with both S and T
R29  bocca zuppa      # A word with a score of 10 or more
R30  otto aria        # A word of four letters or more that starts and ends with the same letter
R36  mela faccia      # A word of four letters or more using only letters from A to M
R38  libro piano      # A word of five letters or more, no letter used twice
R41  latte notte      # A word of four letters or more with a double letter
R45  otto aveva       # A word that reads the same backwards
"""))

# Brazilian Portuguese's examples, as its balls spell them (Ç kept, other accents dropped: its own table; each
# card's text in docs/goals.md, "The Brazilian Portuguese deck")
LANGUAGE_EXAMPLES.update(_examples("""
card pt-BR
G02 casa mesa
G14 trem porta
G15 sol mar
G20 dedo peixe
G22 casa gato
G28 livro escola
G31 sol luz
G32 rato sapo
G34 leite vinho
G40 ovo fio
G41 mesa noite
G43 rua sapato
Y04 arara osso
Y14 agua ovelha
Y17 amar sala
Y23 escola janela
Y27 bola dedo
Y32 leite pele
Y35 bolo gato
Y36 voz paz
Y39 rio nome
Y40 ovo fio
Y43 lua mao
Y45 noite tudo
Y46 uva neve
Y47 sol tatu
R01 belo flor
R15 amora cantor
R16 janela menino
R17 porto mundo
R23 amigo escola
R25 amor beijo
R26 vida peça
R27 amor sair
R29 peixe queijo
R30 arara osso
R32 xadrez peixe
R33 menos depois
R36 lima bala
R38 livro mundo
R41 carro terra
R43 peixe xadrez
Y24 casa livro
Y29 peixe chave
Y38 amor atar
R24 janela cadeira
R40 livro porta
"""))


# Cards written for one language (issue 84; docs/goals.md, "Cards written for a language"): its words'
# endings, letters and pairs of letters, as a player of that language knows them, each coloured by its
# rate on that language's racks; dealt only in that language's deck, from catalog 3. Ids numbered on
# from 50 in each colour, ten numbers a language (Spanish 50s, French 60s, German 70s, Italian 80s,
# Brazilian Portuguese 90s), never reused. Each entry: (id, colour, text, predicate, two examples in its language).
_OWN = {
    "es": [
        # Translators: a goal card for games of Spanish words (GATO, CASA): keep the letters O and A as written
        ("G51", GREEN, N_("A word that ends in O or A"), lambda t, w, d: t[-1] in "oa", "gato", "casa"),
        # Translators: a goal card for games of Spanish words, the endings of Spanish verbs' infinitives (CANTAR, VIVIR)
        ("R52", RED, N_("A word that ends in AR, ER or IR"), lambda t, w, d: t[-2:] in ("ar", "er", "ir"), "cantar", "vivir"),
        # Translators: a goal card for games of Spanish words, the ending of CANCION (accents are not written on the balls)
        ("R53", RED, N_("A word that ends in ON"), lambda t, w, d: t.endswith("on"), "cancion", "raton"),
        # Translators: a goal card for games of Spanish words, the endings of past participles (CANSADO, VIDA)
        ("R54", RED, N_("A word that ends in DO or DA"), lambda t, w, d: t[-2:] in ("do", "da"), "cansado", "vida"),
        # Translators: a goal card for games of Spanish words: CH, LL, Ñ and RR as written (NOCHE, AÑO)
        ("R55", RED, N_("A word with CH, LL, Ñ or RR"), lambda t, w, d: "ñ" in t or any(p in t for p in ("ch", "ll", "rr")), "noche", "año"),
    ],
    "fr": [
        # Translators: a goal card for games of French words, the endings of French verbs' infinitives (CHANTER, FINIR, PRENDRE)
        ("R61", RED, N_("A word that ends in ER, IR or RE"), lambda t, w, d: t[-2:] in ("er", "ir", "re"), "chanter", "finir"),
        # Translators: a goal card for games of French words: the same consonant twice in a row (POMME, BELLE, TERRE)
        ("R62", RED, N_("A word with a double consonant"), lambda t, w, d: any(a == b and a not in VOWELS for a, b in zip(t, t[1:])), "pomme", "belle"),
        # Translators: a goal card for games of French words: the letters OU or OI side by side (LOUP, ROI)
        ("R63", RED, N_("A word with OU or OI"), lambda t, w, d: "ou" in t or "oi" in t, "loup", "roi"),
        # Translators: a goal card for games of French words: the letters EU or EAU side by side (FEU, BATEAU)
        ("R64", RED, N_("A word with EU or EAU"), lambda t, w, d: "eu" in t or "eau" in t, "feu", "bateau"),
    ],
    "de": [
        # Translators: a goal card for games of German words, the ends of so many German words (KATZE, REGEN)
        ("Y71", YELLOW, N_("A word that ends in E or N"), lambda t, w, d: t[-1] in "en", "katze", "regen"),
        # Translators: a goal card for games of German words: the umlauts, balls of their own (BÄR, GRÜN)
        ("R72", RED, N_("A word with Ä, Ö or Ü"), lambda t, w, d: any(c in t for c in "äöü"), "bär", "grün"),
        # Translators: a goal card for games of German words: the letters EI or IE side by side (EIS, LIEBE)
        ("R73", RED, N_("A word with EI or IE"), lambda t, w, d: "ei" in t or "ie" in t, "eis", "liebe"),
        # Translators: a goal card for games of German words, the endings of infinitives and plurals (LAUFEN, VATER)
        ("R74", RED, N_("A word that ends in EN or ER"), lambda t, w, d: t[-2:] in ("en", "er"), "laufen", "vater"),
        # Translators: a goal card for games of German words, the prefixes of German verbs (BESEN, GEHEN, VERGESSEN)
        ("R75", RED, N_("A word that starts with BE, GE or VER"), lambda t, w, d: t[:2] in ("be", "ge") or t[:3] == "ver", "besen", "vergessen"),
    ],
    "it": [
        # Translators: a goal card for games of Italian words, the ending of so many Italian plurals (GATTI, AMICI)
        ("Y81", YELLOW, N_("A word that ends in I"), lambda t, w, d: t[-1] == "i", "gatti", "amici"),
        # Translators: a goal card for games of Italian words: RI- (RIDERE) or an S before a consonant (SCUOLA, STELLA)
        ("R82", RED, N_("A word that starts with RI, or with S and a consonant"),
         lambda t, w, d: t[:2] == "ri" or (t[0] == "s" and t[1] not in VOWELS), "ridere", "scuola"),
        # Translators: a goal card for games of Italian words, the endings of Italian verbs' infinitives (AMARE, DORMIRE)
        ("R83", RED, N_("A word that ends in ARE, ERE or IRE"), lambda t, w, d: t[-3:] in ("are", "ere", "ire"), "amare", "dormire"),
        # Translators: a goal card for games of Italian words: the same consonant twice in a row, Italian's doppie (GATTO, PALLA)
        ("R84", RED, N_("A word with a double consonant"), lambda t, w, d: any(a == b and a not in VOWELS for a, b in zip(t, t[1:])), "gatto", "palla"),
        # Translators: a goal card for games of Italian words, the endings of past participles (FATTO, AMATA)
        ("R85", RED, N_("A word that ends in TO or TA"), lambda t, w, d: t[-2:] in ("to", "ta"), "fatto", "amata"),
    ],
    "pt-BR": [
        # Translators: a goal card for games of Brazilian Portuguese words (GATO, CASA): keep the letters O and A as written
        ("G91", GREEN, N_("A word that ends in O or A"), lambda t, w, d: t[-1] in "oa", "gato", "casa"),
        # Translators: a goal card for games of Brazilian Portuguese words, the ending ÃO, written AO on the balls (MAO, CORAÇAO): say ÃO beside it
        ("R92", RED, N_("A word that ends in AO"), lambda t, w, d: t.endswith("ao"), "mao", "coraçao"),
        # Translators: a goal card for games of Brazilian Portuguese words, the endings of verbs' infinitives (CANTAR, PARTIR)
        ("R93", RED, N_("A word that ends in AR, ER or IR"), lambda t, w, d: t[-2:] in ("ar", "er", "ir"), "cantar", "partir"),
        # Translators: a goal card for games of Brazilian Portuguese words: the letters OU or EI side by side (OURO, BEIJO)
        ("R94", RED, N_("A word with OU or EI"), lambda t, w, d: "ou" in t or "ei" in t, "ouro", "beijo"),
        # Translators: a goal card for games of Brazilian Portuguese words, the nasal ending M (BEM, JOVEM, FALAM)
        ("R95", RED, N_("A word that ends in M"), lambda t, w, d: t[-1] == "m", "bem", "jovem"),
    ],
}
# Dutch's (the 100s; IJ is two balls, I then J: IJS) and Polish's (the 110s)
_OWN["nl"] = [
    # Translators: a goal card for games of Dutch words: IJ (two balls, I then J) or EI, one sound written two ways (IJS, KLEIN)
    ("R101", RED, N_("A word with IJ or EI"), lambda t, w, d: "ij" in t or "ei" in t, "ijs", "klein"),
    # Translators: a goal card for games of Dutch words, the ending of Dutch infinitives and plurals (LOPEN, BOEKEN)
    ("R102", RED, N_("A word that ends in EN"), lambda t, w, d: t.endswith("en"), "lopen", "boeken"),
    # Translators: a goal card for games of German and of Dutch words, the prefixes of their verbs (BESEN, GEHEN, VERGESSEN; GEVEN, VERHAAL)
    ("R103", RED, N_("A word that starts with BE, GE or VER"), lambda t, w, d: t[:2] in ("be", "ge") or t[:3] == "ver", "geven", "verhaal"),
    # Translators: a goal card for games of Dutch words: the letters OE or UI side by side (BOEK, HUIS)
    ("R104", RED, N_("A word with OE or UI"), lambda t, w, d: "oe" in t or "ui" in t, "boek", "huis"),
    # Translators: a goal card for games of Dutch words: a long vowel written twice (MAAN, BOOM, UUR)
    ("R105", RED, N_("A word with AA, OO or UU"), lambda t, w, d: any(p in t for p in ("aa", "oo", "uu")), "maan", "uur"),
]
_OWN["pl"] = [
    # Translators: a goal card for games of Polish words: the letter Ł, a ball of its own (MAŁY, STÓŁ)
    ("R111", RED, N_("A word with Ł"), lambda t, w, d: "ł" in t, "mały", "stół"),
    # Translators: a goal card for games of Polish words: the nasal vowels Ą and Ę, balls of their own (RĘKA, MĄKA)
    ("R112", RED, N_("A word with Ą or Ę"), lambda t, w, d: "ą" in t or "ę" in t, "ręka", "mąka"),
    # Translators: a goal card for games of Polish words: the letters Ć, Ń, Ś and Ź, balls of their own (KOŃ, BYĆ)
    ("R113", RED, N_("A word with Ć, Ń, Ś or Ź"), lambda t, w, d: any(c in t for c in "ćńśź"), "koń", "być"),
    # Translators: a goal card for games of Polish words: Ż or RZ, one sound written two ways (ŻABA, RZEKA)
    ("R114", RED, N_("A word with Ż or RZ"), lambda t, w, d: "ż" in t or "rz" in t, "żaba", "rzeka"),
    # Translators: a goal card for games of Polish words: the pairs of letters read as one sound (CHLEB, CZAS, RZEKA, SZKOŁA)
    ("R115", RED, N_("A word with CH, CZ, RZ or SZ"), lambda t, w, d: any(p in t for p in ("ch", "cz", "rz", "sz")), "chleb", "czas"),
]
OWN_LANGUAGE: dict[str, str] = {}  # a card written for a language -> that language
for _language, _entries in _OWN.items():
    for _entry in _entries:
        _id = _entry[0]
        BY_ID[_id] = Goal(_id, _entry[1], _entry[2], (lambda f: lambda word, words: f(word.text, word, words))(_entry[3]),
                          (_entry[4], _entry[5]))
        OWN_LANGUAGE[_id] = _language
        LANGUAGE_EXAMPLES[_language][_id] = (_entry[4], _entry[5])

# Catalog 3's deck of a language is its deck at 2 (or the one `REMADE` for 3) plus the cards written for it. A language with no deck at
# 3 (its deck made for catalog 2 only) is dealt catalog 2 (`dealt_catalog`): its records name the deck played.
for _language in set(_OWN) | set(REMADE):
    LANGUAGE_DECKS[_language][3] = {
        colour: REMADE.get(_language, LANGUAGE_DECKS[_language][2])[colour]
        + tuple(e[0] for e in _OWN.get(_language, ()) if e[1] == colour) for colour in COLOURS}


def dealt_catalog(language: str = "en") -> int:
    """The catalog a new game of words of `language` is dealt: `CATALOG`, or for a language with no deck
    at `CATALOG`, the newest catalog before it that has its deck."""
    if language == "en":
        return CATALOG
    return max(c for c in LANGUAGE_DECKS[language] if c <= CATALOG)


def examples(goal: Goal, language: str = "en") -> tuple[str, ...]:
    """The example words of `goal` in `language`."""
    return goal.examples if language == "en" else LANGUAGE_EXAMPLES[language][goal.id]


def deck(catalog: int = CATALOG, language: str = "en") -> dict[str, tuple[str, ...]]:
    """The goal cards of each colour in this catalog version, for words of `language`."""
    if language == "en":
        return CATALOGS[catalog]
    return LANGUAGE_DECKS[language][catalog]


def catalog_goals(catalog: int = CATALOG, language: str = "en") -> tuple[Goal, ...]:
    """The goal cards of this catalog version (72 in English): green, yellow, then red, each by id."""
    cards = deck(catalog, language)
    return tuple(BY_ID[gid] for colour in (GREEN, YELLOW, RED) for gid in sorted(cards[colour]))


GOALS: tuple[Goal, ...] = catalog_goals()
DECK: dict[str, tuple[str, ...]] = deck()


def goal(goal_id: str) -> Goal:
    """The goal card with this id; KeyError names it."""
    try:
        return BY_ID[goal_id]
    except KeyError:
        raise KeyError(f"there is no goal card {goal_id!r}") from None


def colour_of(goal_id: str) -> str:
    return BY_ID[goal_id].colour
