"""The table's shared words in the player's language (issue 69, second step): where a game stands
is one whole phrase per rulebook unit, the end's headline picks its plural form by the winners'
number, and "Resume"'s `where` keeps a German noun's capital inside its sentence."""
from __future__ import annotations

from typing import Iterator

import pytest

from tools import words as catalogs
from web.model.spec import where_said
from web.model.wording import headline, progress
from web.page import words


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def test_where_a_game_stands_is_one_phrase_per_unit_in_each_language(speaking: None) -> None:
    assert (progress("Turn", 7), progress("Turn", 3, 10), progress("Round", 2, 3)) == ("Turn 7", "Turn 3 of 10", "Round 2 of 3")
    words.install("de", catalogs.compiled("de"))
    assert (progress("Turn", 7), progress("Turn", 3, 10), progress("Round", 2, 3), progress("Step", 4, 7),
            progress("Tiebreaker", 2)) == ("Zug 7", "Zug 3 von 10", "Runde 2 von 3", "Schritt 4 von 7", "Stechen 2")
    words.install("pl", catalogs.compiled("pl"))
    assert progress("Turn", 3, 10) == "Tura 3 z 10"


def test_resume_keeps_a_german_nouns_capital(speaking: None) -> None:
    where = where_said(lambda session: progress("Turn", 3, 10))
    assert where(None) == "turn 3 of 10"
    words.install("de", catalogs.compiled("de"))
    assert where(None) == "Zug 3 von 10"
    words.install("fr", catalogs.compiled("fr"))
    assert where(None) == "tour 3 sur 10"


def test_the_headline_is_whole_and_its_verb_agrees_with_the_winners(speaking: None) -> None:
    assert [headline(["Ann"]), headline(["Ann", "Cy"], team="blue"), headline([])] == \
        ["Ann wins.", "Ann and Cy (blue) win.", "No one wins."]
    words.install("pl", catalogs.compiled("pl"))
    assert headline(["Ann"]) == "Ann wygrywa."
    assert headline(["Ann", "Cy"]) == "Ann i Cy wygrywają."
    assert headline(["Ann", "Bob"], shared=True) == "Wspólne zwycięstwo: Ann i Bob."
    words.install("de", catalogs.compiled("de"))
    assert headline(["Ann", "Cy"], team="Blau") == "Ann und Cy (Blau) gewinnen."
