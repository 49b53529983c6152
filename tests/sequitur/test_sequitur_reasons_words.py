"""Sequitur's AI reasons in the player's words (issue 69), as Sequence's are: the engine says a decision
and its reason as codes with their facts (engine/sequitur/ai/advice.py `reason`), the worker carries
them, and the page says them (web/games/sequitur/reasons.py) in each screen's voice: "Suggest a move"
("you"), the review's "Better: …" ("they"), "Why?" ("it"). Over the reasons of every kind of decision
of random games (solo and with rivals): in English each sentence is the one the engine's English makes
(but a letter "placed" after "Better:", and Shift's letter named without "the", as the undo's line
names it); in German and Polish no English word is left but the game's own (the letters, the spelled
words, the goal cards' texts)."""
from __future__ import annotations

import importlib
import json
import random
import re
from typing import Any, Iterator

import pytest

from engine.core.review import CORE_REASONS, MISSED_WIN
from engine.core.seats import Decision
from engine.core.voice import IT, THEY, YOU
from engine.sequitur.ai import make_seat
from engine.sequitur.ai.review import _expert, reason_why
from engine.sequitur.cards import INSERT, PASS, Play
from engine.sequitur.spelling import Spell
from engine.sequitur.state import SequiturState
from tools import words as catalogs
from web.games.sequitur import GAME
from web.games.sequitur.reasons import reasons
from web.model.review_series import grade_line
from web.model.wording import better_text, explanation_text, suggestion_text
from web.page import words
from web.table import ai_worker

advice = importlib.import_module("engine.sequitur.ai.advice")  # the module, not a function
review = importlib.import_module("engine.sequitur.ai.review")

# the engine's English words no translation of these sentences keeps ("to" is Polish too; the letters, spelled
# words and goal cards' texts taken out first)
ENGLISH = re.compile(r"\b(the|of|and|with|for|your|their|its|it|which|Suggestion|Better|Put|put|place|Play|play|"
                     r"played|Choose|choose|chose|Keep|keep|kept|Make|make|made|public|Claim|claim|claimed|Spell|"
                     r"spell|spelled|Discard|discard|Pass|pass|passed|nothing|left|right|end|between|rack|letters?|"
                     r"cards?|goals?|secret|points?|sets|up|meets?|more|moves?|Swap|Shift|Insert|Replace|Redraw|"
                     r"trade|places|bag|back|draws|average|better|word|reach|within|worth|likely|round|keeps|"
                     r"gives|claims|player|scores|loses|orders|drawn|yet|good|any|strongest|level|would|rather|"
                     r"wins|game|rival|sure|win|blank|red|yellow|green|brings|already|spell|now)\b")


def _seat_ai(players: int, seed: int) -> list[Any]:
    return [make_seat(("easy", "medium")[(seed + s) % 2], seed * 7 + s) for s in range(players)]


def positions() -> list[tuple[dict, tuple[str, str], str]]:
    """(the codes, the engine's English, the voice's name) of up to three decisions of every decision
    of random games: one, two and three players. The players are the easy and medium AIs but for the
    action cards, where a player passes half the time, else plays a card at random: the AIs weigh
    every Swap and Shift by the words it would make, nine tenths of the work of these games (26 s of
    CPU), while the reasons of the cards come from the choices beside the one played all the same."""
    out = []
    for players, seed in ((1, 4), (1, 11), (2, 5), (3, 8)):
        state = SequiturState.new({"players": players}, seed)
        ais = _seat_ai(players, seed)
        cards = random.Random(seed)
        expert = _expert(0, state.public_observation())
        step = 0
        while not state.is_over:
            if state.acting.kind == "chance":
                state.resolve_chance()
                continue
            seat = state.acting.seats[0]
            obs = state.observation(seat)
            legal = state.legal_actions(seat)
            if obs["decision"] == "action":
                played = PASS if cards.random() < 0.5 else cards.choice(legal)
            else:
                played = ais[seat].act(Decision(seat, legal, state.observation, default=state.unlisted_default(seat)))
            inserts = [a for a in legal or [] if isinstance(a, Play) and a.card == INSERT]
            if inserts and step % 3 == 0:  # a letter put in the rack, now and then
                played = inserts[0]
            choices = [played] + ([] if legal is None else legal[step % len(legal)::max(1, len(legal) // 2)][:2])
            for action in choices:
                said = advice.reason(expert, obs, action)
                json.dumps(said)  # JSON, as the worker carries it
                for voice, name in ((YOU, "you"), (THEY, "they"), (IT, "it")):
                    out.append((said, advice.english(said, voice=voice), name))
            state.apply(seat, played)
            step += 1
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


def as_page_says(text: str) -> str:
    """The engine's English as the page says it: a letter "placed" after "Better:" and "would rather"
    ("put" is the decision done), Shift's letter without "the" (as the undo's line says it)."""
    text = re.sub(r"(Better: |would rather )put ", r"\1place ", text)
    return re.sub(r"\(the (.+?) moves ", r"(\1 moves ", text)


def game_words_out(text: str) -> str:
    """The text without the game's own words: the letters and spelled words (the goal cards' texts are
    the player's language's, issue 84)."""
    return re.sub(r"\b[A-Z]{1,}\b", "", text)


def test_every_kind_of_decision_and_reason_is_met(said: list) -> None:
    moves = {codes["move"]["code"] for codes, _e, _v in said}
    whys = {codes["why"]["code"] for codes, _e, _v in said}
    assert {"colour", "end", "place", "keep", "public", "discard", "pass", "play", "spell", "claim"} <= moves, moves
    assert {"colour", "sets-up", "discard", "likely", "keeps-more", "pass", "draws-letter", "draws-letters", "meets",
            "claim"} <= whys, whys
    plans = [codes["why"] for codes, _e, _v in said if codes["why"]["code"] == "sets-up"]
    assert {plan["moves"] for plan in plans} >= {0, 1} and any(plan["goals"] for plan in plans)
    assert {codes["move"]["card"] for codes, _e, _v in said if codes["move"]["code"] == "play"} >= {"swap", "shift"}


def test_in_english_every_sentence_is_the_engines(said: list) -> None:
    for codes, english, voice in said:
        assert sentence(codes, english, voice, page=True) == as_page_says(sentence(codes, english, voice, page=False))
    last = said[-1][0]
    whys = dict(CORE_REASONS)
    whys.update({review.AVOID_WHY: "", review._meets_points(1): "", review._meets_points(4): ""})
    for why in whys:  # the review's reasons found by rule
        codes = {"move": last["move"], "why": {"code": CORE_REASONS[why]} if why in CORE_REASONS else reason_why(why)}
        assert better_text(advice.english(last, voice=THEY)[0], why, said=reasons(codes, "they")) == \
            as_page_says(better_text(advice.english(last, voice=THEY)[0], why))


def test_a_judged_reason_reads_as_the_engine_says_it() -> None:
    """"Why?" on an AI's decision the expert would not make: "is not what the strongest level would
    do; it would rather …, which …", from the codes as from the engine."""
    state = SequiturState.new({"players": 2}, 5)
    while state.acting.kind == "chance":
        state.resolve_chance()
    seat = state.acting.seats[0]
    obs = state.observation(seat)
    expert = _expert(0, state.public_observation())
    legal = state.legal_actions(seat)
    mine, best = advice.reason(expert, obs, legal[0]), advice.reason(expert, obs, legal[-1])
    codes = {"move": mine["move"], "why": {"code": "not-expert", "move": best["move"], "why": best["why"]}}
    review._judged[:] = [obs, legal[0], codes]
    what, why = review.explain_action({}, obs, legal[0])
    assert why.startswith("is not what the strongest level would do; it would rather ")
    assert explanation_text("Computer 1", "", said=reasons(codes, "it")) == \
        as_page_says(explanation_text("Computer 1", what, why))


@pytest.mark.parametrize("code", ["de", "pl"])
def test_in_german_and_polish_no_english_word_is_left(said: list, speaking: None, code: str) -> None:
    words.install(code, catalogs.compiled(code))
    seen = set()
    for codes, english, voice in said:
        text = sentence(codes, english, voice, page=True)
        assert not ENGLISH.search(game_words_out(text)), (codes, voice, text)
        seen.add(text)
    assert len(seen) > 300
    move = said[0][0]["move"]
    for why in [{"code": c} for c in CORE_REASONS.values()] + [reason_why(review.AVOID_WHY)] + \
            [reason_why(review._meets_points(n)) for n in (1, 2, 5)]:
        text = better_text("", "", said=reasons({"move": move, "why": why}, "they"))
        assert not ENGLISH.search(game_words_out(text)), text
    not_expert = {"move": move, "why": {"code": "not-expert", "move": said[3][0]["move"], "why": said[3][0]["why"]}}
    text = explanation_text("Computer 1", "", said=reasons(not_expert, "it"))
    assert not ENGLISH.search(game_words_out(text)), text


def test_the_german_sentences_read_naturally(speaking: None) -> None:
    words.install("de", catalogs.compiled("de"))
    codes = {"move": {"code": "end", "ball": "E", "end": "left"},
             "why": {"code": "sets-up", "word": "LEER", "moves": 1, "goals": [["secret", "G15"]]}}
    goal = "Ein Wort mit genau einem Vokal"  # G15's card, in German
    assert suggestion_text("", said=reasons(codes, "you")) == (
        f"Vorschlag: E ans linke Ende setzen, denn das bereitet LEER vor, mit noch einem Zug Tauschen oder "
        f"Schieben, um dein geheimes Ziel „{goal}“ zu erfüllen.")
    assert explanation_text("Computer 1", "", said=reasons(codes, "it")) == (
        f"Computer 1 setzte E ans linke Ende: das bereitet LEER vor, mit noch einem Zug Tauschen oder "
        f"Schieben, um das eigene geheime Ziel „{goal}“ zu erfüllen.")


def test_the_worker_carries_the_codes_and_the_screens_phrase_them(speaking: None) -> None:
    """"Suggest a move" and "Why?" answer with the codes (`said`), which the game's `reasons` say; the
    review's advice carries them too, and its grade's better word found by rule."""
    state = SequiturState.new({"players": 2}, 5)
    while state.acting.kind == "chance":
        state.resolve_chance()
    seat = state.acting.seats[0]
    info = state.start_message(seat)
    info.pop("type", None)
    observation = state.observation(seat)
    legal = [state.action_to_json(a) for a in state.legal_actions(seat)]
    answer = json.loads(ai_worker.suggest("sequitur", json.dumps(info), json.dumps(observation), json.dumps(legal), 3))
    assert answer["said"]["move"]["code"] == "colour"
    assert suggestion_text(answer["what"], answer["why"], said=GAME.reasons(answer["said"], "you")) == \
        suggestion_text(answer["what"], answer["why"])
    why = json.loads(ai_worker.explain("sequitur", json.dumps(info), json.dumps(observation),
                                       json.dumps(answer["action"])))
    assert why["said"]["move"] == answer["said"]["move"]
    assert explanation_text("Ann", why["what"], why["why"], said=GAME.reasons(why["said"], "it")) == \
        as_page_says(explanation_text("Ann", why["what"], why["why"]))
    words.install("pl", catalogs.compiled("pl"))
    text = suggestion_text(answer["what"], answer["why"], said=GAME.reasons(answer["said"], "you"))
    assert text.startswith("Podpowiedź: Wybierz") and not ENGLISH.search(game_words_out(text)), text
    # the review's advice of a better word found by rule (engine/core/review.py `_winning_advice`)
    found = {"what": "Spell CAT", "why": "meets 2 goal points",
             "said": {"move": {"code": "spell", "word": "CAT"}, "why": reason_why("meets 2 goal points")}}
    line = better_text(found["what"], found["why"], said=GAME.reasons(found["said"], "they"))
    assert line == "Lepiej: ułożyć słowo CAT, co daje 2 punkty za cele.", line
    missed = {"grade": "blunder", "verdict": MISSED_WIN, "better": {
        "what": "Claim", "why": "wins the game",
        "said": {"move": {"code": "claim", "goal": "G15"}, "why": {"code": "wins-game"}}}}
    line = grade_line(missed, "Ann", ["Ann", "Bob"], reasons=GAME.reasons)
    assert line is not None and "wygrywa grę" in line and not ENGLISH.search(game_words_out(line)), line


def test_the_review_carries_the_codes_of_its_advice() -> None:
    """The review's advice on a decision (engine/sequitur/ai/review.py `advise`) carries its codes."""
    state = SequiturState.new({"players": 2}, 5)
    while state.acting.kind == "chance":
        state.resolve_chance()
    seat = state.acting.seats[0]
    info = state.start_message(seat)
    obs = state.observation(seat)
    legal = state.legal_actions(seat)
    for played in legal:
        found = review.advise(info, obs, legal, played, 0, 0.2)
        if found is not None:
            assert advice.english(found["said"], voice=THEY) == (found["what"], found["why"])
            return
    pytest.fail("the expert chose every colour")


def test_the_review_of_a_word_carries_the_codes_of_the_better_word_found_by_rule(speaking: None) -> None:
    """A word spelled below the rack's best: the review's advice (the better word, found by rule: "meets 3
    goal points") carries its codes, said as the engine says them, and in German."""
    from engine.core import review as core
    from engine.core.record import to_record
    from tests.review.brute_force import sequitur_pick_word

    state = SequiturState.new({"players": 2}, 7)
    rng = random.Random(7)
    while not state.is_over:
        if state.acting.kind == "chance":
            state.resolve_chance()
            continue
        seat = state.acting.seats[0]
        legal = state.legal_actions(seat)
        state.apply(seat, sequitur_pick_word(state, seat, rng, 0.0) if legal is None else rng.choice(legal))
    record = to_record(state)
    spells = [at for at, (_, action) in enumerate(state.history) if isinstance(action, Spell)]
    found = []
    for at in spells:
        move = core.review_move("sequitur", record, at, advise_seats=[state.history[at][0]], seed=2, budget_s=0.05)
        if move.get("advice") and move["advice"]["why"].startswith("meets ") and "goal point" in move["advice"]["why"]:
            found.append(move["advice"])
    assert found, "no word spelled below the best"
    words.install("de", catalogs.compiled("de"))
    for advice_found in found:
        said = advice_found["said"]
        assert said["why"]["code"] == "meets-points" and said["move"]["code"] == "spell"
        text = better_text(advice_found["what"], advice_found["why"], said=GAME.reasons(said, "they"))
        assert text.startswith("Besser: ") and "Zielpunkt" in text and not ENGLISH.search(game_words_out(text)), text
    words.install("en", None)
    for advice_found in found:
        assert better_text(advice_found["what"], advice_found["why"],
                           said=GAME.reasons(advice_found["said"], "they")) == \
            better_text(advice_found["what"], advice_found["why"])
