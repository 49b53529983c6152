"""The review's grades (issue 40; engine/core/review.py `grade_of`, `move_score`, `summary`): the
limits of each grade, a move's score for accuracy and the summary per player. The exact verdicts
("missed a win", "let the opponent win", a win taken) are held to brute force on the test sets of
known blunders and best moves: tests/review/test_review_known.py."""
from __future__ import annotations

import math

import pytest

from engine.core import review

def test_the_summary_counts_each_seat_s_grades_and_its_accuracy():
    moves = [{"seat": 0, "grade": {"grade": "best", "verdict": None, "score": 100.0}},
             {"seat": 0, "grade": {"grade": "blunder", "verdict": "missed a win", "score": 0.0}},
             {"seat": 0, "grade": {"grade": None, "verdict": "forced", "score": None}},
             {"seat": 1, "grade": {"grade": "inaccuracy", "verdict": None, "score": 55.0}}]
    out = review.summary(moves, [0, 1, 2])
    assert out[0]["counts"]["best"] == 1 and out[0]["counts"]["blunder"] == 1
    assert out[0]["verdicts"] == {"missed a win": 1, "let the opponent win": 0, "forced": 1}
    assert out[0]["accuracy"] == 50 and out[0]["graded"] == 2
    assert out[1]["accuracy"] == 55 and out[2]["accuracy"] is None


@pytest.mark.parametrize("loss,grade", [(0.0, "best"), (0.05, "best"), (0.06, "good"), (0.15, "inaccuracy"),
                                        (0.25, "mistake"), (0.30, "blunder"), (0.9, "blunder")])
def test_the_grades_of_sequence_s_losses_of_chance(loss, grade):
    limits = review.grade_limits("sequence", "chance")
    assert limits == (0.05, 0.10, 0.20, 0.30)
    assert review.grade_of(loss, limits) == grade
    score = review.move_score(loss, limits)
    assert (score == 100.0) == (grade == "best") and 0.0 <= score <= 100.0


def test_a_move_score_follows_lichess_s_curve_of_the_chance_lost():
    """lichess: 103.1668 * exp(-0.04354 * lost%) - 3.1669, 100 within the best margin (issue 81)."""
    limits = (0.05, 0.10, 0.20, 0.30)
    assert review.move_score(0.05, limits) == 100.0
    assert review.move_score(0.10, limits) == pytest.approx(103.1668 * math.exp(-0.4354) - 3.1669)  # about 63.6
    assert review.move_score(0.30, limits) == pytest.approx(24.8, abs=0.1)
    assert review.move_score(1.0, limits) == 0.0
    # a loss in points counts as the same share of its blunder limit: 4 goal points as 30%
    assert review.move_score(4.0, (0.25, 1.0, 2.0, 4.0)) == pytest.approx(review.move_score(0.30, limits))


def test_accuracy_is_100_only_when_every_decision_was_best():
    """The mean of the scores rounded down (issue 81: a losing AI read "accuracy 100%; 34 best, 1 good")."""
    good = review.move_score(0.06, review.grade_limits("sequence", "chance"))
    moves = [{"seat": 0, "grade": {"grade": "best", "verdict": None, "score": 100.0}}] * 300
    moves = moves + [{"seat": 0, "grade": {"grade": "good", "verdict": None, "score": good}}]
    assert review.summary(moves, [0])[0]["accuracy"] == 99
    assert review.summary(moves[:-1], [0])[0]["accuracy"] == 100
