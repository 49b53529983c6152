"""Sequoia's AI reasons in the player's words (issue 69), as Sequence's: the engine says a pair and its
reason as codes with their facts (engine/sequoia/ai/suggest.py `reason`; the review's reasons found by
rule, engine/sequoia/ai/review.py `reason_why`), the worker carries them, and the page says them
(web/games/sequoia/reasons.py) in each screen's voice: "Suggest a move" ("you"), the review's
"Better: …" ("they"), "Why?" ("it"). Over every reason of many random positions of every table: in
English each sentence is the one the engine's English makes; in German and Polish no English word is left."""
from __future__ import annotations

import importlib
import json
import random
import re
from types import SimpleNamespace
from typing import Any, Iterator

import pytest

from engine.core import review as core_review
from engine.core.review import CORE_REASONS, MISSED_WIN
from engine.core.voice import IT, THEY, YOU
from engine.sequoia.ai import review as sequoia_review
from engine.sequoia.state import SequoiaState
from steady_clock import steady
from tests.review.conftest import TIMED
from tools import words as catalogs
from web.games.sequoia import GAME, reasons as page_reasons
from web.games.sequoia.reasons import reasons
from web.model.review_series import grade_line
from web.model.wording import better_text, explanation_text, suggestion_text
from web.page import words
from web.table import ai_worker

engine_suggest = importlib.import_module("engine.sequoia.ai.suggest")  # the module, not its function

CODES = ("de", "es", "fr", "it", "nl", "pl", "pt-BR")
# the engine's English words no translation of these sentences keeps (not "in", "to", "second",
# "rival", "Suggestion": German's, Polish's, French's, Spanish's words too)
ENGLISH = re.compile(r"\b(choose|chose|and|twice|forests?|tokens?|trees?|the|of|from|where|you|they|it|are|your|"
                     r"their|its|not|tied|tie|lead|takes|widens|breaks|draws|level|closes|gap|behind|empty|far|"
                     r"changes|nothing|can|break|first|also|last|turn|wins?|game|keeps|every|sure|that|once|"
                     r"leaves|Better|which)\b", re.I)
# the review's reasons found by rule (engine/sequoia/ai/review.py `exact`)
FOUND = ({"code": "wins-forests", "forests": [8]}, {"code": "wins-forests", "forests": [6, 12]},
         {"code": "wins-forests", "forests": [5, 9, 12]}, {"code": "wins-forests-safe", "forests": [7]},
         {"code": "wins-forests-safe", "forests": [2, 11]}, {"code": "no-rival-sure-win"})


def positions() -> list[tuple[dict, tuple[str, str], str]]:
    """(the codes, the engine's English, the voice's name) of up to three pairs of every decision of
    random games of every table (two to four players, tokens face up and face down, tiebreaker turns)."""
    out = []
    rng = random.Random(69)
    for config in SequoiaState.example_configs():
        for seed in range(6):
            state = SequoiaState.new(config, rng.randrange(1000))
            while not state.is_over:
                if state.acting.kind == "chance":
                    state.resolve_chance()
                    continue
                seat = state.acting.seats[0]
                legal = state.legal_actions(seat)
                for action in rng.sample(legal, min(3, len(legal))):
                    said = sequoia_review.reason_state(state, seat, action)
                    for voice, name in ((YOU, "you"), (THEY, "they"), (IT, "it")):
                        out.append((said, engine_suggest.english(said, voice=voice), name))
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


def test_every_reason_is_met(said: list) -> None:
    parts = [part for codes, _e, _v in said for part in codes["why"]["forests"]]
    assert {part["code"] for part in parts} == {"tie-token", "not-tied", "lead-empty", "widens", "breaks-tie",
                                                "takes-lead", "draws-level", "closes-gap"}
    assert {part.get("token") for part in parts if part["code"] == "tie-token"} == {"first", "second"}
    assert any("tokens" in part for part in parts) and any("tokens" not in part for part in parts)
    assert any(codes["why"]["last_turn"] for codes, _e, _v in said)
    twice = [codes for codes, _e, _v in said if codes["move"]["a"] == codes["move"]["b"]]
    assert twice and len(twice) < len(said)
    english = {why for _c, (_w, why), _v in said}
    assert any("; it also " in why for why in english) and any(" and widens" in why for why in english)


def test_in_english_every_sentence_is_the_engines(said: list) -> None:
    assert page_reasons.CLAUSED == engine_suggest.CLAUSED
    for codes, english, voice in said:
        assert sentence(codes, english, voice, page=True) == sentence(codes, english, voice, page=False), codes
    what = said[-1][1][0]
    for why in FOUND:
        text = sequoia_review.why_english(why)
        assert sequoia_review.reason_why(text) == why, text
        codes = {"move": said[-1][0]["move"], "why": why}
        assert better_text(what, text, said=reasons(codes, "they")) == better_text(what, text)
    for why, code in CORE_REASONS.items():  # the review's reasons found by rule, every game's
        codes = {"move": said[-1][0]["move"], "why": {"code": code}}
        assert better_text(what, why, said=reasons(codes, "they")) == better_text(what, why)


def test_the_review_finds_its_reasons_codes_by_rule() -> None:
    """engine/core/review.py gives a better pair found by rule Sequoia's codes for its reason
    ("wins forests 6 and 12 and the game"), the core's ("wins the game"), and none for English it
    does not know."""
    state = SequoiaState.new({"players": 2}, 4)
    state.resolve_chance()
    seat = state.acting.seats[0]
    action = state.legal_actions(seat)[0]
    loaded = SimpleNamespace(module=sequoia_review)
    said = core_review._said(loaded, state, seat, action, "wins forests 6 and 12 and the game")
    assert said == {"move": {"code": "pair", "a": action.a, "b": action.b},
                    "why": {"code": "wins-forests", "forests": [6, 12]}}
    assert core_review._said(loaded, state, seat, action, "wins the game")["why"] == {"code": "wins-game"}
    assert core_review._said(loaded, state, seat, action, "wins forests 6 and the moon") is None
    assert core_review._said(loaded, state, seat, action, None)["why"]["code"] == "forests"


@pytest.mark.parametrize("code", CODES)
def test_in_every_language_no_english_word_is_left(said: list, speaking: None, code: str) -> None:
    words.install(code, catalogs.compiled(code))
    seen = set()
    for codes, english, voice in said:
        text = sentence(codes, english, voice, page=True)
        assert not ENGLISH.search(text), (codes, voice, text)
        seen.add(text)
    assert len(seen) > 500
    for why in FOUND + tuple({"code": c} for c in CORE_REASONS.values()):
        text = better_text("", "", said=reasons({"move": said[0][0]["move"], "why": why}, "they"))
        assert not ENGLISH.search(text), text


def test_the_german_and_polish_sentences_read_naturally(speaking: None) -> None:
    codes = {"move": {"code": "pair", "a": 6, "b": 8},
             "why": {"code": "forests", "last_turn": False, "forests": [
                 {"code": "widens", "forest": 8, "tokens": [5, 1], "before": 1, "after": 2},
                 {"code": "takes-lead", "forest": 6, "behind": 1}]}}
    words.install("de", catalogs.compiled("de"))
    assert suggestion_text("", said=reasons(codes, "you")) == (
        "Vorschlag: 6 und 8 wählen, denn das vergrößert deinen Vorsprung in Wald 8 (Plättchen 5 und 1) von 1 "
        "auf 2, und das übernimmt die Führung in Wald 6, wo du 1 zurückliegst.")
    words.install("pl", catalogs.compiled("pl"))
    assert explanation_text("Komputer 1", "", said=reasons(codes, "it")) == (
        "Komputer 1 wybiera 6 i 8 — to zwiększa własną przewagę w lesie 8 (żetony 5 i 1) z 1 na 2; do tego "
        "obejmuje prowadzenie w lesie 6, gdzie ten gracz traci 1.")


def test_the_worker_carries_the_codes_and_the_screens_phrase_them(speaking: None, monkeypatch: Any) -> None:
    """"Suggest a move" and "Why?" answer with the codes (`said`), which the game's `reasons` say; the
    review's advice carries them too, and a grade's better pair found by rule (the searches on one steady
    clock: on a loaded machine a budget in seconds searched less and found the pair played as good)."""
    steady(monkeypatch, TIMED, step=2**-13)
    state = SequoiaState.new({"players": 3, "tokens": "face-up"}, 5)
    state.resolve_chance()
    seat = state.acting.seats[0]
    info = state.start_message(seat)
    info.pop("type", None)
    observation = state.observation(seat)
    legal = [state.action_to_json(a) for a in state.legal_actions(seat)]
    answer = json.loads(ai_worker.suggest("sequoia", json.dumps(info), json.dumps(observation), json.dumps(legal), 3))
    why = json.loads(ai_worker.explain("sequoia", json.dumps(info), json.dumps(observation),
                                       json.dumps(answer["action"])))
    assert answer["said"] == why["said"] and answer["said"]["move"]["code"] == "pair"
    assert suggestion_text(answer["what"], answer["why"], said=GAME.reasons(answer["said"], "you")) == \
        suggestion_text(answer["what"], answer["why"])
    played = next(a for a in state.legal_actions(seat) if a.to_json() != answer["action"])
    advice = sequoia_review.advise(info, observation, state.legal_actions(seat), played, 3, 0.05)
    assert advice is not None and advice["said"]["move"] == {"code": "pair", "a": advice["action"].a,
                                                             "b": advice["action"].b}
    assert better_text(advice["what"], advice["why"], said=GAME.reasons(advice["said"], "they")) == \
        better_text(advice["what"], advice["why"])
    words.install("pl", catalogs.compiled("pl"))
    text = suggestion_text(answer["what"], answer["why"], said=GAME.reasons(answer["said"], "you"))
    assert text.startswith("Podpowiedź: Wybierz") and not ENGLISH.search(text), text
    grade = {"grade": "blunder", "verdict": MISSED_WIN, "better": {
        "what": "Choose 6 and 12", "why": "wins forests 6 and 12 and the game",
        "said": {"move": {"code": "pair", "a": 6, "b": 12}, "why": {"code": "wins-forests", "forests": [6, 12]}}}}
    line = grade_line(grade, "Ann", ["Ann", "Bob"], reasons=GAME.reasons)
    assert line is not None and "6 i 12" in line and not ENGLISH.search(line), line
