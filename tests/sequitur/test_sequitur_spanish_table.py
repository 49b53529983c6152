"""Sequitur's table in Spanish, French and German (issue 84, docs/languages.md "Sequitur's words"): the table
on screen judges a word with its own language's dictionary and balls (web/games/sequitur/preview.py
`play_in`), Ñ written and read as a letter of its own (MicroPython's str.upper and lower change ASCII
only: engine/sequitur/letters.py), French's words without accents, Œ as two letters, German's Ä, Ö, Ü
balls of their own, the blank may
stand for the language's letters only, the Q ball's points are the language's set's, the spell step
asks for a word of the language, and an English table is as it was."""
from __future__ import annotations

from typing import Callable, Iterator

import pytest

from engine.sequitur import dictionary, letters
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


# each language's table: its balls' points, a word of its own, a blank standing for one of its letters,
# and the letters its blank may and may not be
TABLES = {
    "es": ({"Ñ": 5, "C": 1, Q: 5}, "NIÑO", (["C", "A", "?", "A"], "ñ", "CAÑA"), "ñ", "kw"),
    "fr": ({"W": 8, "C": 1, Q: 4}, "COEUR", (["G", "A", "?", "C", "O", "N"], "r", "GARCON"), "kwy", "éçœñ"),
    "de": ({"Ü": 4, "E": 0, Q: 7}, "GRÜN", (["T", "?", "R"], "ü", "TÜR"), "äöükwy", "ßéñ"),
    "it": ({"H": 5, "A": 0, Q: 6}, "CITTA", (["C", "A", "?", "A"], "s", "CASA"), "hqz", "jkwxyèé"),
    "pt-BR": ({"Ç": 5, "A": 0, Q: 4}, "LIÇAO", (["P", "E", "?", "A"], "ç", "PEÇA"), "çjx", "kwyãé"),
    "nl": ({"Q": 8, "E": 0, "J": 3}, "IJS", (["V", "?", "J", "F"], "i", "VIJF"), "ijkqwxy", "ĳëéäöü"),
    "pl": ({"Ź": 6, "A": 0, "Ż": 3}, "ŻÓŁW", (["G", "?", "Ś"], "ę", "GĘŚ"), "ąćęłńóśźż", "qvxäñ"),
}


@pytest.mark.parametrize("language", sorted(TABLES))
def test_a_tables_words_and_balls_are_its_languages(table_in: Callable[[str], None], language: str) -> None:
    points, word, (rack, letter, read), has, lacks = TABLES[language]
    table_in(language)
    assert {ball: preview.ball_points(ball) for ball in points} == points
    if Q in points:  # (Polish has no Q ball)
        assert preview.ball_label(Q) == f"Q ball (Q for {points[Q]} skill points, or QU with none)"
    own = preview.preview(list(word), list(range(len(word))), None, None, house_rule=False)
    assert own.ok and own.text == word and own.message == f"{word} is in the dictionary."
    assert own.spell is not None and own.spell.word == letters.lower(word)
    blank = preview.preview(rack, list(range(len(rack))), letter, None, house_rule=False)
    assert blank.ok and blank.text == read
    cats = preview.preview(list("CATS"), [0, 1, 2, 3], None, None, house_rule=False)  # an English word only (Dutch has CAT)
    assert not cats.ok and cats.message == "CATS is not in the dictionary."
    alphabet = preview.table_letters().alphabet
    assert all(c in alphabet for c in has) and not any(c in alphabet for c in lacks)


@pytest.mark.parametrize("language", sorted(TABLES))
def test_a_sessions_refusals_and_claims_use_its_words(language: str) -> None:
    word = TABLES[language][1]
    session = Session.new(GAME, {"players": 2, "language": language}, [Seat("Ana"), Seat("Beto")], {}, 7)
    state = session.state
    state.racks[0] = list(word) + ["S"]
    spelled = letters.lower(word)
    assert _word_refused(session, 0, Spell(spelled, tuple(range(len(word))), None, None, True)) == \
        f"{word} is in the dictionary: no house rule is needed."
    state.racks[0] = list("CATS")
    assert _word_refused(session, 0, Spell("cats", (0, 1, 2, 3))) == "CATS is not in the dictionary."
    assert claim_without_asking(state, 0) is None  # no claim to make at the first step


def test_a_word_typed_with_sharp_s_is_refused_saying_how_sharp_s_is_written() -> None:
    """A German word typed with ß (a bot's, a record's) where the balls spell SS: the refusal says what the balls
    spell and how ß is written, and what was typed is shown as typed (never "STRASSE" for "straße")."""
    from web.games.sequitur.decisions_done import done

    session = Session.new(GAME, {"players": 2, "language": "de"}, [Seat("Ana"), Seat("Ben")], {}, 7)
    session.state.racks[0] = list("STRASSE")
    for typed in ("straße", "STRA\u1e9eE"):
        spell = Spell(typed, tuple(range(7)), None, None, False)
        assert _word_refused(session, 0, spell) == "Those balls spell STRASSE (ß is written SS)."
        assert done(session, 0, spell) == f"spelled {letters.upper(typed)}" != "spelled STRASSE"
    assert _word_refused(session, 0, Spell("straßen", tuple(range(7)), None, None, False)) == \
        "Those balls do not spell that word."


def test_each_language_of_the_words_has_its_prompt_and_its_name_at_the_table() -> None:
    assert set(SPELL_PROMPTS) == set(dictionary.LANGUAGES)
    assert set(WORDS_IN) == set(dictionary.LANGUAGES) - {dictionary.ENGLISH}


def test_every_language_of_the_app_has_sequiturs_words() -> None:
    """The setup's words default to the app's language (web/games/sequitur/words.py `default_language`),
    which Sequitur always has words in: no setup says its words are English for want of the language's."""
    from web.page import words

    assert set(words.CODES) <= set(dictionary.LANGUAGES)


def test_an_english_table_is_as_it_was(table_in: Callable[[str], None]) -> None:
    table_in("en")
    assert (preview.ball_points("C"), preview.ball_points(Q), preview.ball_points("K")) == (2, 7, 4)
    assert preview.ball_label(Q) == "Q ball (Q for 7 skill points, or QU with none)"
    cat = preview.preview(list("CAT"), [0, 1, 2], None, None, house_rule=False)
    assert cat.ok and cat.message == "CAT is in the dictionary."
    assert preview.table_letters().alphabet == "abcdefghijklmnopqrstuvwxyz"
