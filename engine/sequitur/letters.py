"""The letter bag (rulebook: "Letter counts", "Special balls"): 72 balls,
71 letters with their skill points plus one blank ball; one set per language
of the words (`letter_set`): the rulebook's for English, and for another
language the set tools/letter_balls.py makes from its dictionary's letter
frequencies by the rule that fits the rulebook's (docs/rules.md).

A ball is written as its capital letter, the blank as "?". The Q ball is
used as "Q" (7 skill points) or "QU" (two letters, no skill points); the
blank stands for any letter and scores no skill points.
"""

from __future__ import annotations

BLANK = "?"
Q = "Q"
VOWELS = frozenset("aeiouäöü")  # Ä, Ö, Ü: German's balls of their own

# letter -> (count, skill points), from the rulebook's table
LETTERS: dict[str, tuple[int, int]] = {
    "A": (5, 0), "B": (1, 2), "C": (3, 2), "D": (3, 1), "E": (8, 0), "F": (1, 3), "G": (2, 1),
    "H": (2, 1), "I": (5, 0), "J": (1, 5), "K": (1, 4), "L": (4, 0), "M": (2, 2), "N": (5, 0),
    "O": (5, 0), "P": (2, 2), "Q": (1, 7), "R": (5, 0), "S": (4, 0), "T": (4, 0), "U": (2, 0),
    "V": (1, 3), "W": (1, 3), "X": (1, 5), "Y": (1, 3), "Z": (1, 5),
}
BALL_COUNT = 72

# skill points of each ball, and of each lowercase letter as spelled (a blank scores none)
SKILL_POINTS: dict[str, int] = {letter: points for letter, (_, points) in LETTERS.items()}
SKILL_POINTS[BLANK] = 0
LETTER_POINTS: dict[str, int] = {letter.lower(): points for letter, (_, points) in LETTERS.items()}


# Spanish (docs/rules.md, "Sequitur in Spanish"): `python3 tools/letter_balls.py es` prints it from
# the Spanish words; no K or W, Ñ its own ball, accents not written on a ball
SPANISH: dict[str, tuple[int, int]] = {
    "A": (12, 0), "B": (1, 2), "C": (3, 1), "D": (3, 1), "E": (8, 0), "F": (1, 4), "G": (1, 3), "H": (1, 3),
    "I": (4, 0), "J": (1, 4), "L": (2, 1), "M": (2, 2), "N": (4, 1), "O": (5, 0), "P": (1, 2), "Q": (1, 5),
    "R": (6, 0), "S": (6, 0), "T": (2, 1), "U": (2, 2), "V": (1, 3), "X": (1, 6), "Y": (1, 6), "Z": (1, 4),
    "Ñ": (1, 5),
}

# French (docs/rules.md, "Sequitur in French"): `python3 tools/letter_balls.py fr` prints it from the
# French words; the 26 letters, accents and the cedilla not written on a ball, Œ and Æ two balls
FRENCH: dict[str, tuple[int, int]] = {
    "A": (7, 0), "B": (1, 2), "C": (2, 1), "D": (2, 2), "E": (10, 0), "F": (1, 3), "G": (1, 2), "H": (1, 3),
    "I": (5, 0), "J": (1, 6), "K": (1, 6), "L": (3, 1), "M": (2, 2), "N": (4, 1), "O": (4, 1), "P": (2, 2),
    "Q": (1, 4), "R": (5, 0), "S": (6, 0), "T": (4, 0), "U": (3, 1), "V": (1, 3), "W": (1, 8), "X": (1, 5),
    "Y": (1, 5), "Z": (1, 3),
}

# German (docs/rules.md, "Sequitur in German"): `python3 tools/letter_balls.py de` prints it from the
# German words; the 26 letters and Ä, Ö, Ü balls of their own (as German Scrabble has them), ß
# written SS, no other accent on a ball
GERMAN: dict[str, tuple[int, int]] = {
    "A": (4, 1), "B": (2, 2), "C": (1, 2), "D": (2, 2), "E": (11, 0), "F": (1, 2), "G": (2, 1), "H": (2, 1),
    "I": (4, 1), "J": (1, 6), "K": (2, 2), "L": (3, 1), "M": (2, 2), "N": (5, 0), "O": (2, 2), "P": (1, 3),
    "Q": (1, 7), "R": (5, 0), "S": (5, 0), "T": (5, 0), "U": (2, 1), "V": (1, 4), "W": (1, 3), "X": (1, 6),
    "Y": (1, 6), "Z": (1, 3), "Ä": (1, 3), "Ö": (1, 4), "Ü": (1, 4),
}

# Italian (docs/rules.md, "Sequitur in Italian"): `python3 tools/letter_balls.py it` prints it from the
# Italian words; the 21 letters of Italian Scrabble's balls (no J, K, W, X, Y), accents not written
ITALIAN: dict[str, tuple[int, int]] = {
    "A": (9, 0), "B": (1, 3), "C": (3, 1), "D": (2, 2), "E": (7, 0), "F": (1, 3), "G": (1, 2), "H": (1, 5),
    "I": (9, 0), "L": (3, 1), "M": (2, 2), "N": (4, 1), "O": (6, 0), "P": (2, 2), "Q": (1, 6), "R": (5, 0),
    "S": (4, 1), "T": (5, 0), "U": (2, 2), "V": (2, 2), "Z": (1, 3),
}

# Brazilian Portuguese (docs/rules.md, "Sequitur in Brazilian Portuguese"): `python3 tools/letter_balls.py
# pt-BR` printed it from the Portuguese words before their rare stems were left out (kept since: a game's bag
# never changes under it); Portuguese Scrabble's 24 letters (Ç a ball of its own; no K, W, Y), other accents
# not written
PORTUGUESE: dict[str, tuple[int, int]] = {
    "A": (10, 0), "B": (1, 2), "C": (3, 1), "Ç": (1, 5), "D": (2, 2), "E": (6, 0), "F": (1, 3), "G": (1, 2),
    "H": (1, 3), "I": (7, 0), "J": (1, 5), "L": (3, 1), "M": (3, 1), "N": (4, 1), "O": (7, 0), "P": (2, 2),
    "Q": (1, 4), "R": (5, 0), "S": (3, 1), "T": (3, 1), "U": (3, 1), "V": (1, 3), "X": (1, 5), "Z": (1, 4),
}

# Dutch (docs/rules.md, "Sequitur in Dutch"): `python3 tools/letter_balls.py nl` prints it from the
# Dutch words; the 26 letters, IJ written with the I and J balls (Dutch Scrabble has had no IJ tile
# since 1998), accents and the diaeresis not written on a ball
DUTCH: dict[str, tuple[int, int]] = {
    "A": (5, 0), "B": (1, 2), "C": (1, 3), "D": (3, 1), "E": (12, 0), "F": (1, 3), "G": (2, 1), "H": (1, 3),
    "I": (4, 1), "J": (1, 3), "K": (2, 1), "L": (3, 1), "M": (2, 2), "N": (5, 0), "O": (4, 1), "P": (2, 2),
    "Q": (1, 8), "R": (5, 0), "S": (4, 1), "T": (5, 0), "U": (2, 2), "V": (1, 3), "W": (1, 3), "X": (1, 7),
    "Y": (1, 6), "Z": (1, 3),
}


# Polish (docs/rules.md, "Sequitur in Polish"): `python3 tools/letter_balls.py pl` prints it from the
# Polish words; Ą Ć Ę Ł Ń Ó Ś Ź Ż balls of their own and no Q, V or X, as Polish Scrabble's 32 letters;
# Y a vowel, as are Ą, Ę and Ó (`POLISH_VOWELS`)
POLISH: dict[str, tuple[int, int]] = {
    "A": (7, 0), "B": (1, 2), "C": (2, 1), "D": (2, 2), "E": (4, 1), "F": (1, 4), "G": (1, 3), "H": (1, 3),
    "I": (5, 0), "J": (1, 2), "K": (3, 1), "L": (2, 1), "M": (3, 1), "N": (3, 1), "O": (5, 0), "P": (2, 2),
    "R": (3, 1), "S": (3, 1), "T": (2, 2), "U": (3, 1), "W": (2, 1), "Y": (3, 1), "Z": (2, 1), "Ó": (1, 4),
    "Ą": (1, 2), "Ć": (1, 5), "Ę": (1, 3), "Ł": (2, 2), "Ń": (1, 5), "Ś": (1, 5), "Ź": (1, 6), "Ż": (1, 3),
}
POLISH_VOWELS = frozenset("aąeęioóuy")


# The balls' letters past ASCII: each capital's small letter (MicroPython's str.lower and str.upper
# change ASCII letters only), and its place in the alphabet, after the ASCII letter it follows
# (Spanish: Ñ between N and O; German: Ä after A, Ö after O, Ü after U; Portuguese: Ç after C; their code
# points are past Z's)
BEYOND_ASCII = {"Ñ": "ñ", "Ä": "ä", "Ö": "ö", "Ü": "ü", "Ç": "ç"}
AFTER = {"ñ": "n", "ä": "a", "ö": "o", "ü": "u", "ç": "c"}
# Polish: Ą after A, Ć after C, Ę after E, Ł after L, Ń after N, Ó after O, Ś after S, then Ź and Ż after Z
BEYOND_ASCII.update({"Ą": "ą", "Ć": "ć", "Ę": "ę", "Ł": "ł", "Ń": "ń", "Ó": "ó", "Ś": "ś", "Ź": "ź", "Ż": "ż"})
AFTER.update({"ą": "a", "ć": "c", "ę": "e", "ł": "l", "ń": "n", "ó": "o", "ś": "s", "ź": "z", "ż": "z\x7f"})
# The case pairs `lower` and `upper` change past ASCII: the balls' letters and Latin-1's accented letters
# (À to Þ, but ×), Œ and Ÿ, so a word typed with É or Ò reads alike on MicroPython and CPython; a list:
# MicroPython's dicts iterate in hash order
_BEYOND = sorted(set(list(BEYOND_ASCII.items())
                     + [(chr(code), chr(code + 32)) for code in range(0xC0, 0xDF) if code != 0xD7]
                     + [("Œ", "œ"), ("Ÿ", "ÿ")]))


def lower(text: str) -> str:
    """`text` in lowercase, the letters of `BEYOND_ASCII` and Latin-1's accented letters too."""
    text = text.lower()
    for capital, small in _BEYOND:
        text = text.replace(capital, small)
    return text


def upper(text: str) -> str:
    """`text` in capitals, the letters of `BEYOND_ASCII` and Latin-1's accented letters too; a letter with no capital of its own
    stays as it is (ß: CPython's str.upper writes SS, MicroPython's keeps it, so a word typed with ß
    reads the same on both, STRAßE, never as the balls' STRASSE)."""
    capitals = text.upper()
    if len(capitals) != len(text):  # (CPython only: ß, ﬁ, ŉ... became two letters)
        capitals = "".join(c if len(c.upper()) != 1 else c.upper() for c in text)
    text = capitals
    for capital, small in _BEYOND:
        text = text.replace(small, capital)
    return text


def with_ss(text: str) -> str | None:
    """`text` with its ß (or its capital ẞ) written SS as the balls write it (docs/rules.md, "Sequitur in
    German"), None if it has none."""
    if "ß" not in text and "\u1e9e" not in text:
        return None
    return text.replace("ß", "ss").replace("\u1e9e", "ss")


def alphabet_key(letter: str) -> str:
    """A letter's place in the alphabet, to sort by (a small letter or a capital)."""
    small = lower(letter)
    if small in AFTER:
        follows = AFTER[small] + "\x7f"
        return follows if small == letter else follows.upper()
    return letter


class LetterSet:
    """The balls of one language of the words: each letter's count and skill points."""

    __slots__ = ("language", "letters", "skill_points", "letter_points", "vowels", "alphabet")

    def __init__(self, language: str, letters: dict[str, tuple[int, int]], vowels: frozenset = VOWELS) -> None:
        self.language = language
        self.letters = letters
        self.skill_points = {letter: points for letter, (_, points) in letters.items()}
        self.skill_points[BLANK] = 0
        self.letter_points = {lower(letter): points for letter, (_, points) in letters.items()}
        self.vowels = vowels  # what the goal cards count as vowels (engine/sequitur/goals.py)
        self.alphabet = "".join(sorted(self.letter_points))  # what a blank may stand for, in order

    def full_bag(self) -> list[str]:
        """All 72 balls, in a fixed order (draws pick uniformly from the bag)."""
        # by code point (A to Z, then Ñ): MicroPython's dicts iterate in hash order, and the bag's
        # order decides every draw
        bag = [letter for letter in sorted(self.letters) for _ in range(self.letters[letter][0])]
        bag.append(BLANK)
        assert len(bag) == BALL_COUNT
        return bag

    def is_ball(self, ball: object) -> bool:
        """Whether `ball` names a ball of this set."""
        return isinstance(ball, str) and (ball in self.letters or ball == BLANK)


ENGLISH_SET = LetterSet("en", LETTERS)
_SETS = {"en": ENGLISH_SET, "es": LetterSet("es", SPANISH), "fr": LetterSet("fr", FRENCH),
         "de": LetterSet("de", GERMAN), "it": LetterSet("it", ITALIAN),
         "pt-BR": LetterSet("pt-BR", PORTUGUESE),
         "nl": LetterSet("nl", DUTCH), "pl": LetterSet("pl", POLISH, POLISH_VOWELS)}


def letter_set(language: str = "en") -> LetterSet:
    """The balls of `language` (engine/sequitur/dictionary.py `LANGUAGES`)."""
    return _SETS[language]


def full_bag() -> list[str]:
    """All 72 balls of the English set, in a fixed order (draws pick uniformly from the bag)."""
    return ENGLISH_SET.full_bag()


def is_ball(ball: object) -> bool:
    """Whether `ball` names a ball of the English set."""
    return ENGLISH_SET.is_ball(ball)


def is_any_ball(ball: object) -> bool:
    """Whether `ball` names a ball of some language's set (a chance tape's letter)."""
    return any(one.is_ball(ball) for one in _SETS.values())
