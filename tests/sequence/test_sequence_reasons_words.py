"""Sequence's AI reasons in the player's words (issue 69): the engine says a move and its reason as
codes with their facts (engine/sequence/ai/suggest.py `reason`), the worker carries them, and the page
says them (web/games/sequence/reasons.py) in each screen's voice: "Suggest a move" ("you"), the
review's "Better: …" ("they"), "Why?" ("it"). Over every reason of many random positions of every
table: in English each sentence is the one the engine's English made before; in German and Polish no
English word is left."""
from __future__ import annotations

import importlib
import json
import random
import re
from typing import Iterator

import pytest

from engine.core.review import CORE_REASONS, MISSED_WIN
from engine.core.voice import IT, THEY, YOU
from engine.sequence.ai.view import Position, Table
from engine.sequence.state import SequenceState
from tools import words as catalogs
from web.games.sequence import GAME
from web.games.sequence.reasons import reasons
from web.model.review_series import grade_line
from web.model.wording import better_text, explanation_text, suggestion_text
from web.page import words
from web.table import ai_worker

suggest = importlib.import_module("engine.sequence.ai.suggest")  # the module, not its function

# the engine's English words no translation of these sentences keeps, by case ("Chip", "Hand" are German too)
ENGLISH = re.compile(r"\b(the|on|with|of|row|column|play|played|remove|removed|turn|turned|dead|card|wild|pass|"
                     r"passed|line|lines|builds|blocks|breaks|completes|sequence|across|down|diagonally|starts|"
                     r"new|there|trades|whose|spaces|covered|fresh|hand|opens|space|your|their|its|it|which|"
                     r"wins|once|game|leaves|rival|left|playable|blue|green|red|Play|Remove|Turn|Pass|Suggestion|Better)\b")


def positions() -> list[tuple[dict, str, str]]:
    """(the codes, the engine's English, the voice's name) of up to four moves of every position of
    random games of every table (two, three, four and six players, teams, both variants)."""
    out = []
    rng = random.Random(69)
    for config in SequenceState.example_configs()[::2]:
        state = SequenceState.new(config, rng.randrange(1000))
        tables: dict[int, Table] = {}  # each seat's, from its start message: the same all game (made once:
        while not state.is_over:      # three quarters of the work of these games)
            seat = state.to_move
            if seat not in tables:
                info = state.start_message(seat)
                info.pop("type", None)
                tables[seat] = Table(info)
            table = tables[seat]
            position = Position(table, state.observation(seat))
            legal = state.legal_actions(seat)
            for action in rng.sample(legal, min(4, len(legal))):
                said = suggest.reason(table, position, action)
                for voice, name in ((YOU, "you"), (THEY, "they"), (IT, "it")):
                    out.append((said, suggest.english(said, voice=voice), name))
            state.apply(seat, rng.choice(legal))
    return out


@pytest.fixture(scope="module")
def said() -> list[tuple[dict, tuple[str, str], str]]:
    return positions()


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def sentence(codes: dict, english: tuple[str, str], voice: str, *, page: bool) -> str:
    """The screen's sentence of a reason in `voice`: from the codes (`page`) or the engine's English."""
    phrased = reasons(codes, voice) if page else None
    if page:
        assert phrased is not None, codes
    what, why = english
    if voice == "you":
        return suggestion_text(what, why, said=phrased)
    if voice == "they":
        return better_text(what, why, said=phrased)
    return explanation_text("Computer 1", what, why, said=phrased)


def test_every_reason_and_move_is_met(said: list) -> None:
    moves = {codes["move"]["code"] for codes, _e, _v in said}
    whys = {codes["why"]["code"] for codes, _e, _v in said}
    assert moves == {"play", "remove", "turn-in", "pass"} or moves == {"play", "remove", "turn-in"}, moves
    assert {"builds", "blocks", "breaks", "completes", "starts", "fresh-card", "opens-space"} <= whys, whys
    assert any(codes["move"].get("wild") for codes, _e, _v in said)
    assert {codes["move"].get("team") for codes, _e, _v in said if codes["move"]["code"] == "remove"} >= {0, 1, 2, None}


def test_in_english_every_sentence_is_the_engines(said: list) -> None:
    for codes, english, voice in said:
        assert sentence(codes, english, voice, page=True) == sentence(codes, english, voice, page=False), codes
    last = said[-1][0]
    for why, code in CORE_REASONS.items():  # the review's reasons found by rule
        codes = {"move": last["move"], "why": {"code": code}}
        assert better_text(suggest.english(last, voice=THEY)[0], why, said=reasons(codes, "they")) == \
            better_text(suggest.english(last, voice=THEY)[0], why)


@pytest.mark.parametrize("code", ["de", "pl"])
def test_in_german_and_polish_no_english_word_is_left(said: list, speaking: None, code: str) -> None:
    words.install(code, catalogs.compiled(code))
    seen = set()
    for codes, english, voice in said:
        text = sentence(codes, english, voice, page=True)
        assert not ENGLISH.search(text), (codes, voice, text)
        seen.add(text)
    assert len(seen) > 1000
    for code_of_why in CORE_REASONS.values():
        text = better_text("", "", said=reasons({"move": said[0][0]["move"], "why": {"code": code_of_why}}, "they"))
        assert not ENGLISH.search(text), text


def test_the_german_sentences_read_naturally(speaking: None) -> None:
    words.install("de", catalogs.compiled("de"))
    codes = {"move": {"code": "play", "card": "9S", "row": 0, "col": 8, "wild": False},
             "why": {"code": "builds", "direction": "across", "count": 4}}
    assert suggestion_text("", said=reasons(codes, "you")) == \
        "Vorschlag: Pik 9 auf Zeile 1, Spalte 9 spielen, denn das verlängert deine Reihe waagerecht auf 4 von 5."
    assert explanation_text("Computer 1", "", said=reasons(codes, "it")) == \
        "Computer 1 spielte Pik 9 auf Zeile 1, Spalte 9: das verlängert die eigene Reihe waagerecht auf 4 von 5."
    blocked = {"move": {"code": "remove", "card": "JS", "row": 2, "col": 3, "team": 1},
               "why": {"code": "breaks", "team": 1, "count": 4, "direction": "diagonally"}}
    assert better_text("", said=reasons(blocked, "they")).startswith("Besser: mit Pik-Bube den grünen Chip auf Zeile 3")


def test_the_worker_carries_the_codes_and_the_screens_phrase_them(speaking: None) -> None:
    """"Suggest a move" and "Why?" answer with the codes (`said`), which the game's `reasons` say; the
    review's advice carries them too, and its grade's better move found by rule."""
    state = SequenceState.new({"players": 2}, 5)
    seat = state.to_move
    info = state.start_message(seat)
    info.pop("type", None)
    observation = state.observation(seat)
    legal = [state.action_to_json(a) for a in state.legal_actions(seat)]
    answer = json.loads(ai_worker.suggest("sequence", json.dumps(info), json.dumps(observation), json.dumps(legal), 3))
    why = json.loads(ai_worker.explain("sequence", json.dumps(info), json.dumps(observation),
                                       json.dumps(answer["action"])))
    assert answer["said"] == why["said"] and answer["said"]["move"]["code"] == "play"
    assert suggestion_text(answer["what"], answer["why"], said=GAME.reasons(answer["said"], "you")) == \
        suggestion_text(answer["what"], answer["why"])
    words.install("pl", catalogs.compiled("pl"))
    text = suggestion_text(answer["what"], answer["why"], said=GAME.reasons(answer["said"], "you"))
    assert text.startswith("Podpowiedź: Zagraj") and not ENGLISH.search(text), text
    grade = {"grade": "blunder", "verdict": MISSED_WIN, "better": {"what": "Play the 9 of spades on row 1, column 9",
             "why": "wins the game", "said": {"move": answer["said"]["move"], "why": {"code": "wins-game"}}}}
    line = grade_line(grade, "Ann", ["Ann", "Bob"], reasons=GAME.reasons)
    assert line is not None and "wygrywa grę" in line and not ENGLISH.search(line), line
