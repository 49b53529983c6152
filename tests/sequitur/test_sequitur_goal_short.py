"""A goal's words in fewer words (web/games/sequitur/short_goals.py, card_words.py `goal_short`), as a tight
table's goal cards show them on a phone (issue 80: a round's goals whole beside the rack; issue 84: in every
language): each card of every catalog has a short form of its own, a message of the catalogs, not its English
text cut; it says what its card asks, shorter, its length in figures, and no two cards with different words
read the same. The short forms in the other languages: tests/sequitur/test_sequitur_goal_words.py."""
from __future__ import annotations

import pytest

from engine.sequitur.goals import BY_ID
from web.games.sequitur.card_words import goal_short, goal_words
from web.games.sequitur.short_goals import SHORT

FIGURES = {"three": "3", "four": "4", "five": "5", "six": "6"}


@pytest.mark.parametrize("text,short", [
    ("A word that ends in ER", "Ends in ER"),
    ("A word of four letters or more that starts and ends with a vowel", "4+ letters, starts and ends with a vowel"),
    ("A word of five letters or more, no letter used twice", "5+ letters, no letter twice"),
    ("A word of five letters or more that is still a word with its last letter removed",
     "5+ letters, still a word minus its last letter"),
    ("A three-letter word ending in a vowel", "3 letters, ends in a vowel"),
    ("A word of exactly four letters", "Exactly 4 letters"),
    ("A word of six letters or more", "6+ letters"),
    ("A word containing the letter D or G", "Contains D or G"),
    ("A word with a score of 10 or more", "Score 10+"),
    ("A word with 2 skill points or more", "2+ skill points"),
])
def test_a_goal_in_fewer_words(text: str, short: str) -> None:
    goal = next(g for g in BY_ID.values() if g.text == text)
    assert goal_short(goal.id) == short


def test_every_goal_has_a_short_form_shorter_its_length_in_figures_and_none_reads_as_another() -> None:
    assert sorted({goal.text for goal in BY_ID.values()} - set(SHORT)) == []  # a card of every catalog
    assert sorted(set(SHORT) - {goal.text for goal in BY_ID.values()}) == []  # and no card that is gone
    said: dict[str, str] = {}
    for goal_id in BY_ID:
        text, short = goal_words(goal_id), goal_short(goal_id)
        assert len(short) < len(text) and short[:1] == short[:1].upper() and not short.startswith("A word"), (text, short)
        for word, figure in FIGURES.items():
            if text.startswith((f"A word of {word} letters", f"A {word}-letter word", f"A word of exactly {word}")):
                assert figure in short.split(",")[0], (text, short)
        assert said.setdefault(short, text) == text, f"{text!r} and {said[short]!r} both read {short!r}"
