"""A goal's words in fewer words (web/games/sequitur/card_words.py `goal_short`), as a crowded table's goal cards
show them on a phone (issue 80: a round of five's goals whole beside the rack): only the card's opening changes
("A word (that, is)" goes, a length is said in figures), so each says what its card asks, shorter, and no two
goals with different words read the same."""
from __future__ import annotations

import pytest

from engine.sequitur.goals import BY_ID
from web.games.sequitur.card_words import goal_short, goal_words

FIGURES = {"three": "3", "four": "4", "five": "5", "six": "6"}


@pytest.mark.parametrize("text,short", [
    ("A word that ends in ER", "Ends in ER"),
    ("A word of four letters or more that starts and ends with a vowel", "4+ letters, starts and ends with a vowel"),
    ("A word of five letters or more, no letter used twice", "5+ letters, no letter used twice"),
    ("A word of five letters or more that is still a word with its last letter removed",
     "5+ letters, still a word with its last letter removed"),
    ("A three-letter word ending in a vowel", "3 letters, ending in a vowel"),
    ("A word of exactly four letters", "Exactly 4 letters"),
    ("A word of six letters or more", "6+ letters"),
    ("A word containing the letter D or G", "Containing D or G"),
    ("A word with three vowels in a row", "With three vowels in a row"),
])
def test_a_goal_in_fewer_words(text: str, short: str) -> None:
    goal = next(g for g in BY_ID.values() if g.text == text)
    assert goal_short(goal.id) == short


def test_every_goal_is_shorter_its_length_in_figures_and_none_reads_as_another() -> None:
    said: dict[str, str] = {}
    for goal_id in BY_ID:
        text, short = goal_words(goal_id), goal_short(goal_id)
        assert len(short) < len(text) and short[:1] == short[:1].upper() and not short.startswith("A word"), (text, short)
        for word, figure in FIGURES.items():
            if text.startswith((f"A word of {word} letters", f"A {word}-letter word", f"A word of exactly {word}")):
                assert figure in short.split(",")[0], (text, short)
        assert said.setdefault(short, text) == text, f"{text!r} and {said[short]!r} both read {short!r}"
