"""Sequitur's table in Spanish (issue 84, docs/languages.md "Sequitur's words"): the table on screen
judges a word with its own language's dictionary and balls (web/games/sequitur/preview.py `play_in`),
Ñ written and read as a letter of its own (MicroPython's str.upper and lower change ASCII only:
engine/sequitur/letters.py), the blank may stand for the Spanish letters only, the Q ball's points are
the Spanish set's, the spell step asks for a Spanish word, and an English table is as it was."""
from __future__ import annotations

from typing import Callable, Iterator

import pytest

from engine.sequitur import dictionary
from engine.sequitur.letters import Q
from engine.sequitur.spelling import Spell
from web.games.sequitur import preview
from web.games.sequitur.claims import claim_without_asking
from web.games.sequitur.refusals import _word_refused

from web.games.sequitur.preview import SPELL_PROMPTS, WORDS_IN
from web.games.sequitur import GAME
from web.model.seats import Seat
from web.model.session import Session


@pytest.fixture
def table_in() -> Iterator[Callable[[str], None]]:
    yield preview.play_in
    preview.play_in(dictionary.ENGLISH)


def test_a_spanish_table_reads_its_own_words_and_balls(table_in: Callable[[str], None]) -> None:
    table_in("es")
    assert (preview.ball_points("Ñ"), preview.ball_points("C"), preview.ball_points(Q)) == (5, 1, 5)
    assert preview.ball_label(Q) == "Q ball (Q for 5 skill points, or QU with none)"
    niño = preview.preview(list("NIÑO"), [0, 1, 2, 3], None, None, house_rule=False)
    assert niño.ok and niño.text == "NIÑO" and niño.message == "NIÑO is in the dictionary."
    assert niño.spell is not None and niño.spell.word == "niño"
    blank = preview.preview(["C", "A", "?", "A"], [0, 1, 2, 3], "ñ", None, house_rule=False)
    assert blank.ok and blank.text == "CAÑA"
    cat = preview.preview(list("CAT"), [0, 1, 2], None, None, house_rule=False)  # an English word only
    assert not cat.ok and cat.message == "CAT is not in the dictionary."
    alphabet = preview.table_letters().alphabet
    assert "ñ" in alphabet and "k" not in alphabet and "w" not in alphabet


def test_a_spanish_sessions_refusals_and_claims_use_its_words() -> None:
    session = Session.new(GAME, {"players": 2, "language": "es"}, [Seat("Ana"), Seat("Beto")], {}, 7)
    state = session.state
    state.racks[0] = list("NIÑOS")
    assert _word_refused(session, 0, Spell("niño", (0, 1, 2, 3), None, None, True)) == \
        "NIÑO is in the dictionary: no house rule is needed."
    state.racks[0] = list("CATS")
    assert _word_refused(session, 0, Spell("cat", (0, 1, 2))) == "CAT is not in the dictionary."
    assert claim_without_asking(state, 0) is None  # no claim to make at the first step


def test_each_language_of_the_words_has_its_prompt_and_its_name_at_the_table() -> None:
    assert set(SPELL_PROMPTS) == set(dictionary.LANGUAGES)
    assert set(WORDS_IN) == set(dictionary.LANGUAGES) - {dictionary.ENGLISH}


def test_an_english_table_is_as_it_was(table_in: Callable[[str], None]) -> None:
    table_in("en")
    assert (preview.ball_points("C"), preview.ball_points(Q), preview.ball_points("K")) == (2, 7, 4)
    assert preview.ball_label(Q) == "Q ball (Q for 7 skill points, or QU with none)"
    cat = preview.preview(list("CAT"), [0, 1, 2], None, None, house_rule=False)
    assert cat.ok and cat.message == "CAT is in the dictionary."
    assert preview.table_letters().alphabet == "abcdefghijklmnopqrstuvwxyz"
