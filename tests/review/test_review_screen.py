"""The review screen's words and numbers (web/model/review_series.py), from
the worker's answers (docs: REVIEW-CONTRACT, engine/core/review.py): the
graph's values per step, the move shown in words with the expert's advice
for the viewer's own seats, where a tap on the graph lands, and the line
saying what the review looked at."""
from __future__ import annotations

import json

import pytest

from tools import words as catalogs
from web.page import words
from web.model.catalog import GAMES
from web.model.review_series import (Review, chance_words, grade_line, hidden_note, missed_word, nearest_step,
                                     review_key)
from web.games.sequitur.card_words import goal_words
from web.games.sequitur.reasons import reasons
from engine.sequitur.ai.review import goals_marked
from tests.review.reviews import whole_review

PLAN = {"game": "sequence", "steps": 3, "measure": "chance",
        "sides": [{"label": "Ann (blue)", "seats": [0]}, {"label": "Bob (green)", "seats": [1]}],
        "moves": [{"at": 0, "seat": 0, "kind": "play", "forced": False, "what": "Ann played the 7 of hearts"},
                  {"at": 1, "seat": 1, "kind": "play", "forced": True, "what": "Bob played the 2 of clubs"},
                  {"at": 2, "seat": 0, "kind": "play", "forced": False, "what": "Ann played the ace of spades"}]}


def move(at: int, seat: int, before: list[float], after: list[float], advice=None, best=None) -> dict:
    return {"at": at, "seat": seat, "before": before, "after": after, "played": {"what": f"played move {at + 1}"},
            "advice": advice, "best_move": best, "hidden_used": True}


def test_values_per_step_and_what_is_left_to_review() -> None:
    review = Review(PLAN)
    assert review.todo() == [0, 1, 2] and not review.done
    assert review.values() == [None] * 4 and review.step_text(1) == "Move 1: not reviewed yet."
    review.moves[0] = move(0, 0, [0.5, 0.5], [0.6, 0.4], best=True)
    review.moves[2] = move(2, 0, [0.7, 0.3], [1.0, 0.0])
    assert review.todo() == [1]
    assert review.values() == [[0.5, 0.5], None, [0.7, 0.3], [1.0, 0.0]]
    assert review.after() == [[0.6, 0.4], None, [1.0, 0.0]]
    review.moves[1] = move(1, 1, [0.6, 0.4], [0.7, 0.3])
    assert review.done and review.scale() == (0.0, 1.0)
    assert review.step_text(0) == "The start: Ann (blue) 50%."
    assert review.step_text(3) == "Move 3: Ann (blue) 100%."
    assert review.turning_points() == [0, 1, 2]  # swings of 10, 10 and 30 points (at least 8 each)
    assert review.sentences()[-1].startswith("After move 3 Ann (blue)'s chance rose from 70% to 100%")


def test_the_review_opens_at_its_biggest_turning_point() -> None:
    """Issue 54: the review, opened at the end, goes to the step after the move that swung the
    game most (the earliest of equal swings); none while nothing is reviewed, nor in a steady game."""
    review = Review(PLAN)
    assert review.biggest_turn() is None
    review.moves[0] = move(0, 0, [0.5, 0.5], [0.625, 0.375])
    review.moves[1] = move(1, 1, [0.625, 0.375], [0.75, 0.25])
    review.moves[2] = move(2, 0, [0.75, 0.25], [1.0, 0.0])
    assert review.biggest_turn() == 3  # move 3: 25 points
    even = Review(PLAN)
    even.moves = {0: review.moves[0], 1: review.moves[1], 2: move(2, 0, [0.75, 0.25], [0.875, 0.125])}
    assert even.biggest_turn() == 1  # three swings of 12.5 points: the first
    steady = Review(PLAN)
    for at in range(3):
        steady.moves[at] = move(at, at % 2, [0.5, 0.5], [0.51, 0.49])
    assert steady.done and steady.biggest_turn() is None


def test_the_move_shown_in_words_with_the_expert_s_advice() -> None:
    review = Review(PLAN)
    advice = {"what": "Play the 9 of hearts on row 2, column 3", "why": "it blocks the green line of 4.",
              "cost": 0.34, "unit": "chance", "cost_text": "about 34% less chance to win", "marks": {"cell": 12}}
    review.moves[0] = move(0, 0, [0.5, 0.5], [0.6, 0.4], best=True)
    review.moves[1] = move(1, 1, [0.6, 0.4], [0.7, 0.3])
    review.moves[2] = move(2, 0, [0.7, 0.3], [0.4, 0.6], advice=advice, best=False)
    names = ["Ann", "Bob"]
    assert review.move_lines(0, names)[0].startswith("The start of the game")
    assert review.move_lines(1, names) == [
        "Move 1: Ann played move 1. Ann (blue)'s chance to win: 50% before, 60% after.",
        "Ann made the expert's choice (or one as good)."]
    assert review.move_lines(2, names)[1] == "It was the only legal move."
    lines = review.move_lines(3, names)
    assert lines[1] == "Better: play the 9 of hearts on row 2, column 3, which blocks the green line of 4."
    assert lines[2] == "What Ann's move cost: about 34% less chance to win."
    # graded too: the cost is said once, on its own line (issue 81: never two numbers that differ)
    review.moves[2]["grade"] = {"grade": "mistake", "verdict": None, "loss": 0.22, "unit": "chance", "score": 40.0,
                                "exact": False, "better": None, "threats": []}
    lines = review.move_lines(3, names)
    assert lines[1] == "Grade: mistake." and sum("%" in line for line in lines[1:]) == 1, lines
    del review.moves[1]
    assert review.move_lines(2, names) == ["Move 2 is not reviewed yet."]


def test_sequitur_says_the_word_missed_and_a_solo_score() -> None:
    plan = {**PLAN, "game": "sequitur", "measure": "score", "sides": [{"label": "Ann", "seats": [0]}], "steps": 1,
            "moves": [{"at": 0, "seat": 0, "kind": "spell", "forced": False, "what": "Ann spelled CAT"}]}
    review = Review(plan)
    advice = {"what": "Spell CATER", "why": "it meets your secret goal", "cost": 2.0, "unit": "points",
              "cost_text": "about 2.0 goal points less by the round's end",
              "marks": {"word": "CATER", "goals": ["your secret goal “A word that ends in ER”"], "score": 7}}
    review.moves[0] = move(0, 0, [11.0], [9.0], advice=advice, best=False)
    assert review.scale() == (0.0, 12.0)
    assert review.step_text(0) == "The start: expected score 11.0 points."
    assert review.move_lines(1, ["Ann"])[-1] == "The word Ann missed: CATER, meeting your secret goal “A word that ends in ER”."


def test_sequitur_says_the_goals_of_the_word_missed_in_the_player_s_language() -> None:
    """The goals the word missed would have met come as codes (the marks' "goals_said": each goal's id,
    secret or public, the secret goal the reviewed player's own) and are said in Sequitur's reasons'
    own phrases; English says the engine's English ("goals"), and so does any language for marks
    without codes (an older review's) or with codes the game does not know."""
    marks = dict(goals_marked([["secret", "G15"], ["public", "G12"]]), word="CAT", score=5)
    assert marks["goals_said"] == [["secret", "G15"], ["public", "G12"]]
    assert marks["goals"] == ["their secret goal “A word with exactly one vowel”",
                              "the public goal “A word containing the letter L”"]
    english = ("The word Ann missed: CAT, meeting their secret goal “A word with exactly one vowel” and the public "
               "goal “A word containing the letter L”.")
    old = {"word": "CAT", "goals": marks["goals"], "score": 5}
    unknown = dict(marks, goals_said=[["secret", "Z99"]])
    assert missed_word(marks, "Ann", reasons) == missed_word(marks, "Ann") == missed_word(old, "Ann", reasons) == english
    assert missed_word(unknown, "Ann", reasons) == english
    assert missed_word({"word": "CAT", "goals": [], "goals_said": []}, "Ann", reasons) == "The word Ann missed: CAT."
    assert missed_word({"word": None, "goals": [], "goals_said": []}, "Ann", reasons) is None
    review = Review({**PLAN, "game": "sequitur", "measure": "score", "sides": [{"label": "Ann", "seats": [0]}],
                     "steps": 1, "moves": [{"at": 0, "seat": 0, "kind": "spell", "forced": False, "what": "x"}]})
    review.moves[0] = move(0, 0, [11.0], [9.0], best=False, advice={
        "what": "Spell CAT", "why": "x", "cost": 2.0, "unit": "points", "marks": marks,
        "cost_said": {"code": "cost-round", "points": 2.0}})
    try:
        words.install("de", catalogs.compiled("de"))
        one_vowel, letter_l = goal_words("G15"), goal_words("G12")  # the cards' own words, German (issue 84)
        assert one_vowel != "A word with exactly one vowel" and letter_l != "A word containing the letter L"
        german = (f"Das Wort, das Ann verpasste: CAT, erfüllt das eigene geheime Ziel „{one_vowel}“ "
                  f"und das offene Ziel „{letter_l}“.")
        assert missed_word(marks, "Ann", reasons) == german
        assert review.move_lines(1, ["Ann"], reasons=reasons)[-1] == german  # the move's review says it so
        # an older review's marks: the sentence German, the engine's English goals inside it
        assert missed_word(old, "Ann", reasons) == missed_word(unknown, "Ann", reasons) == (
            "Das Wort, das Ann verpasste: CAT, erfüllt their secret goal “A word with exactly one vowel” und the "
            "public goal “A word containing the letter L”.")
        words.install("pl", catalogs.compiled("pl"))
        assert missed_word(dict(marks, goals_said=[["public", "G12"]]), "Ann", reasons) == (
            f"Słowo pominięte przez Ann: CAT, spełnia: jawny cel „{goal_words('G12')}”.")
    finally:
        words.install("en", None)


def test_a_tap_on_the_graph_lands_on_the_nearest_step() -> None:
    assert nearest_step(12, 312, 30, 12) == 0
    assert nearest_step(300, 312, 30, 12) == 30
    assert nearest_step(156, 312, 30, 12) == 15
    assert nearest_step(-40, 312, 30, 12) == 0 and nearest_step(900, 312, 30, 12) == 30
    assert nearest_step(50, 20, 30, 12) == 0 and nearest_step(50, 312, 0, 12) == 0


def test_the_screen_says_what_the_review_looked_at() -> None:
    for game, seen in ((game.id, game.hidden) for game in GAMES):
        assert seen in hidden_note(game) and "what its player could see then" in hidden_note(game)
    assert "every hand and the draw pile" in hidden_note("sequence") and chance_words("sequoia") == "the roll"


@pytest.mark.parametrize("table", ["sequence", "sequoia-face-up"], ids=["sequence", "sequoia"])
def test_a_whole_review_through_the_worker_entry(table: str) -> None:
    """The screen's sums over the worker's real answers (a short budget: the figures are in bench/;
    the review is test_review_words_said.py's too: tests/review/reviews.py)."""
    game, record, review = whole_review(table, 11)
    spec = game.spec
    values = review.values()
    assert review.done and None not in values and len(values) == len(game.state.history) + 1
    assert all(abs(sum(row) - 1) < 1e-6 for row in values)
    assert len(review.sentences()) == len(review.turning_points()) <= 5
    assert review_key(spec.id, game.record()) == review_key(spec.id, json.loads(record))
    assert review_key(spec.id, game.record()) != review_key(spec.id, game.play_on(3, seed=1).record())


def test_each_move_s_grade_and_each_player_s_summary_in_words() -> None:
    review = Review(PLAN)
    names = ["Ann", "Bob"]
    missed = {"grade": "blunder", "verdict": "missed a win", "loss": 0.6, "unit": "chance", "score": 0.0,
              "exact": True, "threats": [], "better": {"what": "Play the 9 of hearts on row 2, column 3",
                                                        "why": "completes a sequence across"}}
    let_win = {"grade": "blunder", "verdict": "let the opponent win", "loss": 0.5, "unit": "chance", "score": 0.0,
               "exact": True, "better": None, "threats": [{"seat": 0, "what": "played the 2 of clubs on row 1, column 2"}]}
    good = {"grade": "inaccuracy", "verdict": None, "loss": 0.14, "unit": "chance", "score": 64.0, "exact": False,
            "better": None, "threats": []}
    review.moves[0] = {**move(0, 0, [1.0, 0.0], [0.4, 0.6]), "grade": missed}
    review.moves[1] = {**move(1, 1, [0.4, 0.6], [1.0, 0.0]), "grade": let_win}
    review.moves[2] = {**move(2, 0, [0.7, 0.3], [0.56, 0.44]), "grade": good}
    assert review.move_lines(1, names)[1] == (
        "A blunder: Ann missed a win. Better: play the 9 of hearts on row 2, column 3, which completes a sequence "
        "across.")
    assert review.move_lines(2, names)[1] == (
        "A blunder: Bob let the opponent win: Ann could win with the 2 of clubs on row 1, column 2.")
    assert review.move_lines(3, names)[1] == "Grade: inaccuracy, about 14% less chance to win than the best move."
    assert review.summary_lines(names) == [
        "Ann: accuracy 32%; 1 inaccuracy, 1 blunder (1 missed win).",
        "Bob: accuracy 0%; 1 blunder (1 win given away)."]


def test_best_says_won_the_game_only_of_the_move_that_won_it() -> None:
    """Issue 81: "it won the game" only of a winning move the game ended with; a move that made the
    win sure, the game going on (Sequoia's pair before the last scoring, a claim before the last),
    says so; a best move found by rule that wins nothing (Sequitur's best word) is best alone."""
    best = {"grade": "best", "verdict": None, "loss": 0.0, "unit": "chance", "score": 100.0, "exact": True,
            "better": None, "threats": []}
    assert grade_line({**best, "won": True, "ended": True}, "Ann", ["Ann"]) == "Grade: best: it won the game."
    assert grade_line({**best, "won": True, "ended": False}, "Ann", ["Ann"]) == "Grade: best: it made the win sure."
    assert grade_line({**best, "unit": "points"}, "Ann", ["Ann"]) == "Grade: best."


def test_a_solo_word_wins_nothing_it_is_graded_by_its_points() -> None:
    """Issue 81: in solo Sequitur no word "wins the game" (there is no rival): the last round's word
    spelled nothing is graded by the goal points it fell short, never best."""
    from engine.core.seats import Decision
    from engine.sequitur.ai import make_seat
    from engine.sequitur.ai.review import exact
    from engine.sequitur.spelling import NOTHING
    from engine.sequitur.state import ROUNDS, SPELL, SPELL_STEP
    from web.games.sequitur import GAME as SEQUITUR
    from web.model.seats import Seat
    from web.model.session import Session

    session = Session.new(SEQUITUR, {"players": 1}, [Seat("Ann")], {}, 5)  # the table settles chance
    chooser, state = make_seat("easy", 1), session.state
    while not (state.round == ROUNDS and state.step == SPELL_STEP and state.decision(0) == SPELL):
        session.apply(0, chooser.act(Decision(0, state.legal_actions(0), state.observation,
                                              default=state.unlisted_default(0))))
    found = exact(state, 0, NOTHING, state)
    assert "won" not in found and "wins" not in found and found["loss"] >= 0, found


def test_a_real_review_grades_every_move() -> None:
    _game, _record, review = whole_review("sequence", 12)  # test_review_words_said.py's too
    for at, answer in review.moves.items():
        grade = answer["grade"]
        assert grade["grade"] in ("best", "good", "inaccuracy", "mistake", "blunder") or grade["verdict"] == "forced"
    assert len(review.summary_lines(["Ann", "Bob"])) == 2
    # every play but the last drew a card: luck, kept apart from the move (its "after" has it back in the pile)
    assert all(plan_move["luck"] for plan_move in review.plan["moves"][:-1] if plan_move["kind"] == "play")


def test_the_review_s_words_in_the_player_s_language() -> None:
    """Issue 69: the review's own words (grades, counts by the language's plural, the move's values,
    what it looked at) come from the catalog; the engine's description of a move stays English."""
    review = Review(PLAN)
    names = ["Ann", "Bob"]
    inaccuracy = {"grade": "inaccuracy", "verdict": None, "loss": 0.14, "unit": "chance", "score": 64.0,
                  "exact": False, "better": None, "threats": []}
    mistake = {**inaccuracy, "grade": "mistake", "loss": 0.25}
    review.moves[0] = {**move(0, 0, [0.5, 0.5], [0.36, 0.64]), "grade": inaccuracy}
    review.moves[2] = {**move(2, 0, [0.5, 0.5], [0.25, 0.75]), "grade": mistake}
    try:
        words.install("de", catalogs.compiled("de"))
        assert review.move_lines(1, names)[1] == "Bewertung: Ungenauigkeit, etwa 14 % weniger Gewinnchance als der beste Zug."
        assert review.move_lines(2, names) == ["Zug 2 ist noch nicht analysiert."]
        assert hidden_note("sequoia").startswith("Das Spiel ist vorbei: um die Chancen jeder Seite abzuwägen, "
                                                 "sieht die Analyse alles an (jeden Wurf und die verdeckten Plättchen).")
        assert review.summary_lines(names) == ["Ann: Genauigkeit 64 %; 1 Ungenauigkeit, 1 Fehler."]
        said = review.move_lines(1, names, lambda at: "spielte Herz 7 auf Zeile 1, Spalte 2")[0]
        assert said == ("Zug 1: Ann spielte Herz 7 auf Zeile 1, Spalte 2. "
                        "Gewinnchance von Ann (blue): 50% vorher, 36% nachher.")
        words.install("pl", catalogs.compiled("pl"))
        review.moves[4] = {**move(4, 0, [0.5, 0.5], [0.3, 0.7]), "grade": mistake}
        assert review.summary_lines(names)[0].endswith("; 1 niedokładność, 2 błędy.")
        assert chance_words("sequence") == "dobranie"
    finally:
        words.install("en", None)
    assert review.summary_lines(names)[0].endswith("; 1 inaccuracy, 2 mistakes.")
