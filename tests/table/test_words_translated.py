"""The table's shared words in the player's language (issue 69, second step): where a game stands
is one whole phrase per rulebook unit, the end's headline picks its plural form by the winners'
number, and "Resume"'s `where` keeps a German noun's capital inside its sentence; the home screen's
"Resume" line says where a saved game stands in the player's language of now, whatever it was saved
in (the autosave keeps the facts), and an earlier release's words as they were written."""
from __future__ import annotations

import json
import random
from typing import Any, Iterator

import pytest

from play_helpers import play_on
from tests.browser_stand_ins import browser_stand_ins
from tools import words as catalogs
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.model.wording import headline, progress
from web.page import words


ANN, AI = Seat("Ann"), Seat("Computer", SeatKind.AI, "medium")


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def test_where_a_game_stands_is_one_phrase_per_unit_in_each_language(speaking: None) -> None:
    assert (progress("Turn", 7), progress("Turn", 3, 10), progress("Round", 2, 3)) == ("Turn 7", "Turn 3 of 10", "Round 2 of 3")
    words.install("de", catalogs.compiled("de"))
    assert (progress("Turn", 7), progress("Turn", 3, 10), progress("Round", 2, 3), progress("Step", 4, 7),
            progress("Tiebreaker", 2)) == ("Zug 7", "Zug 3 von 10", "Runde 2 von 3", "Schritt 4 von 7", "Stechzug 2")
    words.install("pl", catalogs.compiled("pl"))
    assert progress("Turn", 3, 10) == "Tura 3 z 10"


def test_where_keeps_a_german_nouns_capital(speaking: None) -> None:
    session = Session.new(SEQUOIA, {"players": 2}, [ANN, AI], {}, 3)
    play_on(session, random.Random(3), 4)
    assert SEQUOIA.at(session) == {"unit": "Turn", "number": 3, "total": 10}
    assert SEQUOIA.where(session) == "turn 3 of 10"
    words.install("de", catalogs.compiled("de"))
    assert SEQUOIA.where(session) == "Zug 3 von 10"
    words.install("fr", catalogs.compiled("fr"))
    assert SEQUOIA.where(session) == "tour 3 sur 10"


def resume_line(text: str) -> tuple[str, str] | None:
    """What the home screen's "Resume" says of an autosave's text: (names, where it stands)."""
    with browser_stand_ins():
        from web.shell.home import progress_of

        return progress_of(text)


@pytest.mark.parametrize("spec, config, seats, where", [
    (SEQUENCE, {"players": 2}, [ANN, AI], {"en": "turn 5", "de": "Zug 5", "pl": "tura 5"}),
    (SEQUOIA, {"players": 2}, [ANN, AI], {"en": "turn 3 of 10", "de": "Zug 3 von 10", "pl": "tura 3 z 10"}),
    (SEQUITUR, {"players": 1}, [ANN], {"en": "round 1 of 3", "de": "Runde 1 von 3", "pl": "runda 1 z 3"})],
    ids=["sequence", "sequoia", "sequitur"])
def test_resume_says_where_a_saved_game_stands_in_the_language_of_now(speaking: None, spec: Any, config: dict[str, Any],
                                                                     seats: list[Seat], where: dict[str, str]) -> None:
    session = Session.new(spec, config, seats, {}, 3)
    if "cut_seen" in session.view:
        session.view["cut_seen"] = True
    play_on(session, random.Random(3), 4)
    saved = session.save_text()  # saved in English: the facts, not the words
    assert where["en"] not in saved.lower()
    names = " and ".join(seat.name for seat in seats)
    assert resume_line(saved) == (names, where["en"])
    for code in ("de", "pl"):
        words.install(code, catalogs.compiled(code))
        assert resume_line(saved)[1] == where[code]


def test_resume_reads_an_earlier_releases_words_and_refuses_no_save_for_odd_facts(speaking: None) -> None:
    session = Session.new(SEQUOIA, {"players": 2}, [ANN, AI], {}, 3)
    play_on(session, random.Random(3), 4)
    data = json.loads(session.save_text())

    def said(progress: Any) -> tuple[str, str] | None:
        return resume_line(json.dumps({**data, "view": {**data["view"], "progress": progress}}))

    words.install("de", catalogs.compiled("de"))
    assert said({"over": False, "where": "turn 3 of 10"}) == ("Ann und Computer", "turn 3 of 10")  # as it was written
    assert said({"over": False}) == ("Ann und Computer", "")
    for odd in ({"unit": "Turn", "number": "3"}, {"unit": "Round", "number": 2}, {"unit": "Turn", "number": 3, "total": True},
                {"unit": "Lap", "number": 1}, ["Turn", 3], None, {"unit": "Turn", "number": 10 ** 40, "total": 10}):
        line = said({"over": False, "at": odd})
        assert line is not None and line[1] in ("", "Zug 9999 von 10"), odd  # the names shown, no broken words
    assert said({"over": True, "at": {"unit": "Turn", "number": 3}}) is None
    assert said({"over": False, "at": {"unit": "Tiebreaker", "number": 2}}) == ("Ann und Computer", "Stechzug 2")


def test_the_headline_is_whole_and_its_verb_agrees_with_the_winners(speaking: None) -> None:
    assert [headline(["Ann"]), headline(["Ann", "Cy"], team="blue"), headline([])] == \
        ["Ann wins.", "Ann and Cy (blue) win.", "No one wins."]
    words.install("pl", catalogs.compiled("pl"))
    assert headline(["Ann"]) == "Ann wygrywa."
    assert headline(["Ann", "Cy"]) == "Ann i Cy wygrywają."
    assert headline(["Ann", "Bob"], shared=True) == "Wspólne zwycięstwo: Ann i Bob."
    words.install("de", catalogs.compiled("de"))
    assert headline(["Ann", "Cy"], team="Blau") == "Ann und Cy (Blau) gewinnen."
