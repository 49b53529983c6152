"""A Sequitur decision once done, in the player's words (web/games/sequitur/decisions_done.py: the
undo's line): in English it says what the engine's own words say (engine/sequitur/state.py
`describe`; a Shift's letter is named without "the"), over whole random games of every kind of
decision; in German and Polish no English word of it is left but the game's own (the letters, the
spelled word; a goal card's text is translated, issue 84)."""
from __future__ import annotations

import re

import pytest

from engine.core.seats import RandomSeat
from tests.sequitur.test_sequitur_session import decide, decide_action, new
from tools import words as catalogs
from web.games.sequitur.decisions_done import done
from web.page import words

ENGLISH = re.compile(r"\b(chose|put|kept|discarded|spelled|claimed|played|passed|letters?|blank|bag|trade|places|"
                     r"moves|end|rack|between|goal|nothing|house|rule|the|and|on|at|to)\b")


def said_over_games(code: str) -> list[tuple[str, str]]:
    """(the engine's English, the words in `code`) of every decision of three random games."""
    words.install(code, None if code == "en" else catalogs.compiled(code))
    said = []
    try:
        for players, seed in ((1, 3), (2, 5), (3, 8)):
            session = new(players, seed=seed)
            seats = [RandomSeat(seed * 10 + s) for s in range(players)]
            while not session.is_over:
                seat = session.waiting()[0]
                action = decide_action(session, seats, seat)
                engine = session.state.describe(seat, action)
                text = done(session, seat, action)
                said.append((engine, text))
                decide(session, seat, action)
    finally:
        words.install("en", None)
    return said


def test_in_english_a_decision_done_says_what_the_engine_says() -> None:
    said = said_over_games("en")
    assert len(said) > 200
    kinds = {engine.split(" ")[0] for engine, _text in said}
    assert {"chose", "put", "kept", "discarded", "spelled", "played", "passed"} <= kinds, kinds
    for engine, text in said:
        expected = engine.replace("played Shift (the ", "played Shift (")
        assert text == expected, (engine, text)
    assert any(engine.startswith("kept the drawn goal “") for engine, _text in said)


@pytest.mark.parametrize("code", ["de", "pl"])
def test_in_another_language_no_english_is_left(code: str) -> None:
    for engine, text in said_over_games(code):
        letters_and_words = re.sub(r"\b[A-Z]{1,}\b", "", text)  # a letter ('E'), a word spelled ('STAR'), a goal id
        assert not ENGLISH.search(letters_and_words), (engine, text)
