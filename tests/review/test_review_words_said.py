"""The review's engine sentences in the player's words (issue 69): what a move cost, a rival's win
left open and the turning points come from the engine as codes with their facts
(engine/core/review.py `cost_english`, a grade's threats' "code", `turns_said`) and the page says
them (web/model/review_words.py). Over whole reviews of random finished games of each game, through
the worker's entry points as the page gets them: in English every sentence is the engine's English
(what it said before the codes); in German and Polish no English word is left, the moves said by the
game's own words (`GameSpec.done`, Sequence's reasons). Of Sequoia's and Sequitur's advice, its cost
is said here (their own codes: cost-tied, cost-expected, cost-round), and Sequitur's word missed with
the goals it would have met (the marks' "goals_said", said by its reasons); the rest of their move's
lines (a better move) is left out here."""
from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from engine.core import review as core
from tools import words as catalogs
from web.device.names import and_list
from web.model.review_series import grade_line, missed_word
from web.model.review_words import cost_words, threat_words
from web.page import words
from web.table import ai_worker
from tests.review.reviews import whole_review
from tests.table.test_play_on import IDS

SEEDS = (11, 12)  # random games of each table; Sequitur's first only (its games take 4 to 14 s of CPU each,
# and with one game of each of its tables the sample still holds every code and 350 sentences)
SEEDS_OF = {"sequitur-solo": SEEDS[:1], "sequitur-2": SEEDS[:1]}
NAMES = ["Ann", "Bob", "Cy"]
# the English words of these sentences no translation keeps (names, card and forest numbers aside)
ENGLISH = re.compile(r"\b(After|move|chance|rose|fell|from|expected|score|points?|about|less|same|win|wins|goal|"
                     r"fewer|than|best|word|rack|meets|could|with|who|once|sure|the|of|on|row|column|played|wild|"
                     r"card|grew|trees|forests?|put|spelled|claimed|kept|chose|Grade|blunder|missed|let|opponent|"
                     r"Forced|every|move|rival|Better|which|accuracy|blue|green|red)\b")
# the English game's own words in Sequitur's moves: spelled words, letters, a goal card's text quoted
GAME_WORDS = re.compile(r"\b[A-Z]{2,}\b|[„“\"«»‚‘'][^„“\"«»‚‘']*[“”\"»‘’']")


class Reviewed:
    """One finished game reviewed whole through the worker (tests/review/reviews.py: the steady clock,
    a short budget), with the page's `did` and `reasons`."""

    def __init__(self, table: str, seed: int) -> None:
        self.game, _record, self.review = whole_review(table, seed)
        self.spec = spec = self.game.spec
        self.labels = ai_worker._labels(spec.id, self.game.record())  # the worker's names of the seats
        self.names = NAMES[:len(self.game.seats)]
        self.own = spec.id == "sequence"  # the game whose advice is said as codes (its reasons, its cost)

    def did(self, at: int) -> str:
        seat, action = self.game.state.history[at]
        return self.spec.done(self.game.at(at), seat, action)

    def engine_turns(self) -> list[str]:
        """The turning points as the engine said them, in English (the screen's way before the codes)."""
        review, side = self.review, self.review.side
        values: list[Any] = [None] * (review.steps + 1)
        after: list[Any] = [None] * review.steps
        moves = []
        for point in review.turning():
            at = point.moves[-1]
            values[at], after[at] = [point.start[side]], [point.played[side]]
            moves.append({"at": at, "seat": review.plan["sides"][side]["seats"][0],
                          "what": "; ".join(str(review.plan["moves"][m]["what"]) for m in point.moves)})
        plan = {"measure": review.measure, "sides": [review.plan["sides"][side]], "moves": moves}
        return core.describe(plan, values, [point.moves[-1] for point in review.turning()], after=after)

    def lines(self) -> Iterator[str]:
        """Every sentence of the review these codes make, as the screen says them (its sides named as
        the table names them: web/table/review_view.py `side_labels`)."""
        review = self.review
        review.labels = [and_list([self.game.label(seat) for seat in side["seats"]]) for side in review.plan["sides"]]
        yield from review.sentences(self.names, self.did)
        yield from review.summary_lines(self.names)
        for at, move in sorted(review.moves.items()):
            if self.own:  # Sequence: the move's whole review
                yield from review.move_lines(at + 1, self.names, self.did, self.spec.reasons)
                continue
            name = self.names[move["seat"]]
            graded = grade_line(move["grade"], name, self.names, better=False, did=self.did)
            if graded:
                yield graded
            advice = move.get("advice") or {}
            if advice.get("cost_said"):
                yield cost_words(advice["cost_said"])
            missed = missed_word(advice.get("marks") or {}, name, self.spec.reasons)
            if missed:
                yield missed


def old_cost(advice: dict[str, Any]) -> str:
    """What a move cost as the engine wrote it before the codes, from its facts."""
    cost, said = advice["cost"], advice["cost_said"]
    if said["code"] == "cost-tied":  # Sequoia's tiebreaker turn
        amount = "1 point" if abs(cost - 1) < 0.05 else f"{cost:.1f} points".replace(".0 points", " points")
        return f"{amount} fewer at once where they are tied"
    if said["code"] == "cost-expected":  # Sequoia's other turns
        text = f"about {said['percent']}% less chance to win" if said["percent"] is not None \
            else "about the same chance to win"
        return text + f"; {said['played']:.1f} points expected, against {said['best']:.1f} with this pair"
    if said["code"] == "cost-round":  # Sequitur
        points = "1 goal point" if round(cost, 1) == 1 else f"{cost:.1f} goal points"
        return f"about {points} less by the round's end"
    if advice.get("unit", "chance") != "chance":
        return f"{cost:g} goal point{'' if cost == 1 else 's'} fewer than the best word of the rack meets"
    if advice["cost_said"]["code"] == "cost-same":
        assert cost < 0.005
        return "about the same chance to win"
    return f"about {round(100 * cost)}% less chance to win"


def old_missed(name: str, marks: dict[str, Any]) -> str:
    """The word missed as the screen said it from the engine's English before the codes."""
    goals = marks.get("goals") or []
    return (f"The word {name} missed: {marks['word']}, meeting {and_list(goals)}." if goals
            else f"The word {name} missed: {marks['word']}.")


def old_threat(rival: str, what: str) -> str:
    """A rival's win left open as the screen said it from the engine's English before the codes."""
    if what.startswith("played "):
        return f"{rival} could win with {what[len('played '):]}"
    return f"{rival}, who {what}, wins at once" if what else f"{rival} is sure to win"


@pytest.fixture(scope="module")
def reviewed() -> dict[str, list[Reviewed]]:
    return {name: [Reviewed(name, seed) for seed in SEEDS_OF.get(name, SEEDS)] for name in IDS}


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def test_the_reviews_meet_every_code(reviewed: dict[str, list[Reviewed]]) -> None:
    """The sample holds each kind of sentence: costs by chance and by a better word, each kind of
    threat, turning points of a chance and of a solo score."""
    costs, threats, turns, goals = set(), set(), set(), set()
    for games in reviewed.values():
        for one in games:
            for move in one.review.moves.values():
                costs.add(((move.get("advice") or {}).get("cost_said") or {}).get("code"))
                marks = (move.get("advice") or {}).get("marks") or {}
                if marks.get("word"):  # Sequitur's word missed: the kinds of goals it would have met
                    goals.update(kind for kind, _goal in marks["goals_said"])
                threats.update(t["code"] for t in move["grade"].get("threats") or [])
            turns.add(one.review.measure if one.review.sentences() else None)
    # "cost-same" is under any margin: never advice; Sequoia's "cost-tied", on a tiebreaker turn, is rare
    assert {"cost-chance", "cost-word", "cost-expected", "cost-round"} <= costs, costs
    assert {"could-win", "wins-with"} <= threats, threats  # "sure-to-win" (Sequitur's, rare): below
    assert {"chance", "score"} <= turns, turns
    assert {"secret", "public"} <= goals, goals


def test_in_english_every_sentence_is_the_engines(reviewed: dict[str, list[Reviewed]]) -> None:
    said = 0
    for games in reviewed.values():
        for one in games:
            review = one.review
            engine = one.engine_turns()
            assert review.sentences() == engine
            # the moves in the game's own words (`GameSpec.done`): Sequitur's word a move a little otherwise
            # than its engine ("Shift (O moves between I and A)"), the sentence around them the same
            by_did = review.sentences(one.labels, one.did)
            assert [s.split(": ")[0] for s in by_did] == [s.split(": ")[0] for s in engine]
            assert by_did == engine or one.spec.id == "sequitur"
            for at, move in review.moves.items():
                advice = move.get("advice") or {}
                if advice.get("cost_said"):
                    assert advice["cost_text"] == old_cost(advice)
                    assert cost_words(advice["cost_said"]) == advice["cost_text"]
                    said += 1
                marks = advice.get("marks") or {}
                if marks.get("word"):
                    name = one.names[move["seat"]]
                    assert missed_word(marks, name, one.spec.reasons) == old_missed(name, marks)
                    said += 1
                for threat in move["grade"].get("threats") or []:
                    rival = one.names[threat["seat"]]
                    expected = old_threat(rival, threat["what"])
                    assert threat_words(threat, rival) == expected
                    assert threat_words(threat, rival, one.did, one.spec.reasons) == expected
                    said += 1
            said += len(engine)
    assert said > 100, said


@pytest.mark.parametrize("code", ["de", "pl"])
def test_in_german_and_polish_no_english_word_is_left(reviewed: dict[str, list[Reviewed]], speaking: None,
                                                       code: str) -> None:
    words.install(code, catalogs.compiled(code))
    seen = set()
    for games in reviewed.values():
        for one in games:
            for line in one.lines():
                text = GAME_WORDS.sub("", line)
                for name in one.names:
                    text = text.replace(name, "")
                assert not ENGLISH.search(text), (one.spec.id, line)
                seen.add(line)
    assert len(seen) > 300, len(seen)


@pytest.mark.parametrize("code", ["en", "de", "pl"])
def test_the_rare_cases_are_said_too(speaking: None, code: str) -> None:
    """The engine's "about the same chance to win" (an advice its game found under half a percent),
    and a rival sure to win whatever it chooses (Sequitur's last claims: no move named)."""
    said = core.chance_cost(0.004)
    sure = {"seat": 1, "what": "", "action": None, "code": "sure-to-win"}
    if code != "en":
        words.install(code, catalogs.compiled(code))
    texts = [cost_words(said), threat_words(sure, "Bob")]
    if code == "en":
        assert texts == [core.cost_english(said), old_threat("Bob", "")] == ["about the same chance to win",
                                                                            "Bob is sure to win"]
    for text in texts:
        assert not ENGLISH.search(text.replace("Bob", "")) or code == "en", text


def test_a_score_is_written_with_the_languages_decimal_sign(speaking: None) -> None:
    said = {"code": "turn", "at": 4, "side": 0, "from": 12.25, "to": 9.5, "verb": "fell", "measure": "score"}
    from web.model.review_words import turn_words

    assert turn_words(said, "Ann", "") == "After move 5 the expected score fell from 12.2 to 9.5 points."
    words.install("de", catalogs.compiled("de"))
    assert "12,2" in turn_words(said, "Ann", "") and "9,5" in turn_words(said, "Ann", "")


@pytest.mark.parametrize("said", [
    {"code": "cost-tied", "points": points} for points in (0.96, 1.0, 1.04, 2.0, 2.5, 0.45, 0.0, -0.5, -1.0)] + [
    {"code": "cost-round", "points": points} for points in (1.0, 0.96, 0.95, 0.8, 2.0, 2.25, 0.0)] + [
    {"code": "cost-expected", "percent": percent, "played": 3.25, "best": 4.0} for percent in (None, 0, 12)],
    ids=lambda said: f"{said['code']}-{said.get('points', said.get('percent'))}")
def test_each_of_sequoia_s_and_sequitur_s_costs_reads_as_the_engine_s_english(said: dict[str, Any]) -> None:
    """Their costs by rule, at the amounts where the engine's English turns (one point or more, a
    whole amount, a tenth rounding half to even): the page's English is the engine's, word for word."""
    assert cost_words(said) == core.cost_english(said)
