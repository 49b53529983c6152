"""The letter balls of each language of the words (rulebook: "Letter counts", "Special balls";
docs/rules.md, "The letter balls of a language"): English's are the rulebook's; another
language's are what tools/letter_balls.py makes from its dictionary by the rule that fits them."""

from __future__ import annotations

import pytest

from engine.sequitur import letters
from engine.sequitur.letters import BLANK, LETTERS, letter_set
from tools import letter_balls

RULEBOOK = {  # the rulebook's table, as printed
    "A": (5, 0), "B": (1, 2), "C": (3, 2), "D": (3, 1), "E": (8, 0), "F": (1, 3), "G": (2, 1), "H": (2, 1),
    "I": (5, 0), "J": (1, 5), "K": (1, 4), "L": (4, 0), "M": (2, 2), "N": (5, 0), "O": (5, 0), "P": (2, 2),
    "Q": (1, 7), "R": (5, 0), "S": (4, 0), "T": (4, 0), "U": (2, 0), "V": (1, 3), "W": (1, 3), "X": (1, 5),
    "Y": (1, 3), "Z": (1, 5),
}


def test_the_english_set_is_the_rulebooks_and_its_bag_is_unchanged() -> None:
    assert LETTERS == RULEBOOK and letter_set("en").letters == RULEBOOK
    bag = letters.full_bag()
    assert bag == letter_set("en").full_bag() and len(bag) == 72 and bag[-1] == BLANK
    assert bag[:6] == ["A"] * 5 + ["B"]  # A to Z, then the blank: the order every seeded deal draws from


def test_the_rule_fits_the_rulebooks_english_set() -> None:
    """docs/rules.md: on the English words the rule gives every letter's skill points within one of
    the rulebook's (18 of 26 exactly) and every count within one ball but S's (held back)."""
    made = letter_balls.letter_set(letter_balls.words_of("en"))
    assert sum(count for count, _ in made.values()) == 71
    points_off = {letter for letter in RULEBOOK if made[letter][1] != RULEBOOK[letter][1]}
    assert all(abs(made[letter][1] - RULEBOOK[letter][1]) == 1 for letter in points_off)
    assert len(points_off) == 8
    counts_off = {letter for letter in RULEBOOK if made[letter][0] != RULEBOOK[letter][0]}
    assert all(abs(made[letter][0] - RULEBOOK[letter][0]) == 1 for letter in counts_off - {"S"})


def test_the_spanish_set_is_the_rules_from_the_spanish_words() -> None:
    """docs/rules.md, "Sequitur in Spanish": 71 letters and the blank, Ñ a ball of its own, no K
    or W, no ball for CH, LL or RR, and the counts and points the tool makes from the Spanish
    dictionary's letters."""
    spanish = letter_set("es")
    assert spanish.letters == letter_balls.letter_set(letter_balls.words_of("es"))
    assert "Ñ" in spanish.letters and not {"K", "W", "CH", "LL", "RR"} & set(spanish.letters)
    bag = spanish.full_bag()
    assert len(bag) == 72 and bag.count(BLANK) == 1 and bag[-2:] == ["Ñ", BLANK]
    assert spanish.letter_points["ñ"] == spanish.skill_points["Ñ"] == 5 and spanish.skill_points[BLANK] == 0
    assert spanish.is_ball("Ñ") and not spanish.is_ball("K") and not letters.is_ball("Ñ")


@pytest.mark.parametrize("language, no_balls", [("fr", ("É", "Œ")), ("nl", ("IJ", "Ë"))])
def test_a_set_of_the_26_letters_is_the_rules_from_its_words(language: str, no_balls: tuple[str, str]) -> None:
    """docs/rules.md, "Sequitur in French", "Sequitur in Dutch": 71 letters and the blank, a ball for each of
    the 26 letters and none for an accented letter, a ligature or Dutch's IJ (spelled with I and J, as Dutch
    Scrabble has since 1998), and the counts and points the tool makes from the language's dictionary's
    letters (E the commonest)."""
    made = letter_set(language)
    assert made.letters == letter_balls.letter_set(letter_balls.words_of(language))
    assert set(made.letters) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    bag = made.full_bag()
    assert len(bag) == 72 and bag.count(BLANK) == 1 and max(made.letters, key=lambda b: made.letters[b][0]) == "E"
    assert made.alphabet == "abcdefghijklmnopqrstuvwxyz" and not any(made.is_ball(ball) for ball in no_balls)


def test_the_german_set_is_the_rules_from_the_german_words() -> None:
    """docs/rules.md, "Sequitur in German": 71 letters and the blank, a ball for each of the 26 letters
    and for Ä, Ö and Ü (as German Scrabble has them), none for ß nor another accent, and the counts and
    points the tool makes from the German dictionary's letters (E the commonest); the blank may be Ä, Ö
    or Ü, and Ä sorts after A, Ö after O, Ü after U."""
    german = letter_set("de")
    assert german.letters == letter_balls.letter_set(letter_balls.words_of("de"))
    assert set(german.letters) == set("ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜ")
    bag = german.full_bag()
    assert len(bag) == 72 and bag.count(BLANK) == 1 and bag[-4:] == ["Ä", "Ö", "Ü", BLANK]
    assert max(german.letters, key=lambda b: german.letters[b][0]) == "E"
    assert german.alphabet == "abcdefghijklmnopqrstuvwxyzäöü" and not german.is_ball("ß") and not german.is_ball("É")
    assert german.letter_points["ü"] == german.skill_points["Ü"] and {"ä", "ö", "ü"} <= german.vowels
    assert sorted("ZÜUÖOÄA", key=letters.alphabet_key) == list("AÄOÖUÜZ")
    assert letters.lower("ÄRGER") == "ärger" and letters.upper("grün") == "GRÜN"


def test_the_italian_set_is_the_rules_from_the_italian_words() -> None:
    """docs/rules.md, "Sequitur in Italian": 71 letters and the blank, a ball for each of the 21 letters of
    Italian Scrabble's set (no J, K, W, X, Y), none for an accented vowel, and the counts and points the tool
    makes from the Italian dictionary's letters (A and I the commonest)."""
    italian = letter_set("it")
    assert italian.letters == letter_balls.letter_set(letter_balls.words_of("it"))
    assert set(italian.letters) == set("ABCDEFGHILMNOPQRSTUVZ")
    bag = italian.full_bag()
    assert len(bag) == 72 and bag.count(BLANK) == 1 and bag.count("A") == bag.count("I") == 9
    assert italian.alphabet == "abcdefghilmnopqrstuvz" and not italian.is_ball("È") and not italian.is_ball("K")


def test_the_brazilian_portuguese_set_is_the_rules_from_the_portuguese_words() -> None:
    """docs/rules.md, "Sequitur in Brazilian Portuguese": a ball for each of Portuguese Scrabble's 24 letters
    (Ç its own, no K, W, Y), none for another accented letter, the counts and points the tool makes from the
    Portuguese words (A the commonest) as they were before their rare stems were left out, kept since so that
    a game's bag never changes under it (the words now would count more S balls); Ç sorts after C."""
    portuguese = letter_set("pt-BR")
    now = letter_balls.letter_set(letter_balls.words_of("pt-BR"))
    assert set(now) == set(portuguese.letters) and sum(abs(now[c][0] - portuguese.letters[c][0]) for c in now) == 8
    assert set(portuguese.letters) == set("ABCDEFGHIJLMNOPQRSTUVXZÇ")
    bag = portuguese.full_bag()
    assert len(bag) == 72 and bag.count(BLANK) == 1 and bag.count("A") == 10 and bag.count("Ç") == 1
    assert portuguese.alphabet == "abcdefghijlmnopqrstuvxzç" and not portuguese.is_ball("Ã")
    assert not portuguese.is_ball("K") and portuguese.letter_points["ç"] == portuguese.skill_points["Ç"]
    assert sorted("DÇC", key=letters.alphabet_key) == list("CÇD")
    assert letters.lower("LIÇAO") == "liçao" and letters.upper("coraçao") == "CORAÇAO"


def test_the_polish_set_is_the_rules_from_the_polish_words() -> None:
    """docs/rules.md, "Sequitur in Polish": 71 letters and the blank, a ball for each of Polish Scrabble's 32
    letters (Ą Ć Ę Ł Ń Ó Ś Ź Ż, no Q, V or X), the counts and points the tool makes from the Polish
    dictionary's letters (A the commonest); the alphabet's order puts each after its plain letter, Ź before Ż;
    Y, Ą, Ę and Ó are vowels for the cards."""
    polish = letter_set("pl")
    assert polish.letters == letter_balls.letter_set(letter_balls.words_of("pl"))
    assert set(polish.letters) == set("AĄBCĆDEĘFGHIJKLŁMNŃOÓPRSŚTUWYZŹŻ")
    bag = polish.full_bag()
    assert len(bag) == 72 and bag.count(BLANK) == 1 and max(polish.letters, key=lambda b: polish.letters[b][0]) == "A"
    assert not any(polish.is_ball(ball) for ball in "QVX") and polish.vowels == frozenset("aąeęioóuy")
    assert sorted("ŻZŹÓOĄAŁL", key=letters.alphabet_key) == list("AĄLŁOÓZŹŻ")
    assert letters.lower("ŻÓŁĆ") == "żółć" and letters.upper("źdźbło") == "ŹDŹBŁO"
    assert letter_set("en").vowels == frozenset("aeiouäöü")  # English's Y a consonant, as before
