"""The review's graph (web/model/review_series.py `Point`, `graph_points`; issue 40): luck drawn
apart from play and never a turning point, one point per turn of choices made at once (Sequoia's
pairs, a step of Sequitur's round) where they are revealed, and the plan's turns as the worker
finds them (web/table/ai_worker.py `turns_together`)."""
from __future__ import annotations

import json
from itertools import pairwise

import pytest

from engine.core import review as core
from web.model.review_series import Review, graph_points, point_of_step, tick_points, turns
from web.table import ai_worker
from tests.review.reviews import whole_review
from tests.table.test_play_on import TABLES, finished

SIDES = [{"label": "Ann (blue)", "seats": [0]}, {"label": "Bob (green)", "seats": [1]}]


def plan(moves: list[dict], game: str = "sequence") -> dict:
    return {"game": game, "steps": len(moves), "measure": "chance", "sides": SIDES, "moves": moves}


def answer(at: int, seat: int, before: list[float], after: list[float]) -> dict:
    return {"at": at, "seat": seat, "before": before, "after": after, "played": {"what": f"played move {at + 1}"},
            "advice": None, "best_move": None, "hidden_used": True}


def reviewed(the_plan: dict, rows: list[tuple[list[float], list[float]]]) -> Review:
    found = Review(the_plan)
    for at, (before, after) in enumerate(rows):
        found.moves[at] = answer(at, int(the_plan["moves"][at]["seat"]), before, after)
    return found


# --- luck kept apart from play ---------------------------------------------------------------------
def test_a_lucky_draw_is_drawn_apart_and_is_never_a_turning_point() -> None:
    moves = [{"at": 0, "seat": 0, "what": "Ann played the 7 of hearts", "luck": True},
             {"at": 1, "seat": 1, "what": "Bob played the 2 of clubs", "luck": True},
             {"at": 2, "seat": 0, "what": "Ann played the ace of spades", "luck": False}]
    # Ann's play moves her 2 points, then the draw after it 40 (55% to 15%): luck, not play;
    # Bob's play moves 12 points: the one turning point
    review = reviewed(plan(moves), [([0.53, 0.47], [0.55, 0.45]), ([0.15, 0.85], [0.03, 0.97]),
                                    ([0.05, 0.95], [0.0, 1.0])])
    points = review.points()
    assert [p.step for p in points] == [0, 1, 2, 3] and [p.moves for p in points] == [(), (0,), (1,), (2,)]
    assert points[1].played == [0.55, 0.45] and points[1].value == [0.15, 0.85] and points[1].chance
    assert points[1].swing() == pytest.approx(0.02) and points[1].luck() == pytest.approx(0.40)
    assert review.turning_points() == [1]  # not 0, whose step swung 38 points with the draw
    # told from Ann's side, the one the review is for, as the graph draws it
    assert review.sentences() == ["After move 2 Ann (blue)'s chance fell from 15% to 3%: Bob played the 2 of clubs."]
    assert review.step_text(1) == "Move 1: the play left Ann (blue) 55%; then the draw (luck, not a move) made it 15%."
    assert review.step_text(3) == "Move 3: Ann (blue) 0%."  # the end: no chance after it


def test_without_the_luck_apart_the_draw_would_have_turned_the_game() -> None:
    """The same values without the worker's "luck": the step's whole swing counts (the old graph's V)."""
    moves = [{"at": 0, "seat": 0, "what": "Ann played"}, {"at": 1, "seat": 1, "what": "Bob played"}]
    review = reviewed(plan(moves), [([0.53, 0.47], [0.15, 0.85]), ([0.15, 0.85], [0.1, 0.9])])
    assert review.turning_points() == [0] and not review.points()[1].chance


# --- one side: the seat the review is for (issue 65) ------------------------------------------------
def test_the_review_reads_from_the_side_of_its_seat() -> None:
    """One line, the review's side's chance after each move (the draw marked apart), and every word
    from that side: the same game reviewed for Bob is Ann's read upside down."""
    moves = [{"at": 0, "seat": 0, "what": "Ann played the 7 of hearts", "luck": True},
             {"at": 1, "seat": 1, "what": "Bob played the 2 of clubs", "luck": True},
             {"at": 2, "seat": 0, "what": "Ann played the ace of spades", "luck": False}]
    rows = [([0.5, 0.5], [0.55, 0.45]), ([0.2, 0.8], [0.05, 0.95]), ([0.05, 0.95], [0.0, 1.0])]
    for_ann, for_bob = reviewed(plan(moves), rows), reviewed(plan(moves), rows)
    for_bob.side = Review(plan(moves), seat=1).side
    assert (Review(plan(moves)).side, for_bob.side, Review(plan(moves), seat=7).side) == (0, 1, 0)
    ann = [(i, round(p, 6), round(v, 6), c) for i, p, v, c in for_ann.line()]
    assert ann == [(0, 0.5, 0.5, False), (1, 0.55, 0.2, True), (2, 0.05, 0.05, True), (3, 0.0, 0.0, False)]
    assert [(i, round(1 - p, 6), round(1 - v, 6), c) for i, p, v, c in for_bob.line()] == ann
    assert for_bob.step_text(1) == "Move 1: the play left Bob (green) 45%; then the draw (luck, not a move) made it 80%."
    assert for_bob.sentences() == ["After move 2 Bob (green)'s chance rose from 80% to 95%: Bob played the 2 of clubs."]
    assert for_bob.move_lines(1, ["Ann", "Bob"])[0] == ("Move 1: Ann played move 1. Bob (green)'s chance to win: "
                                                        "50% before, 45% after.")
    assert for_ann.turning_points() == for_bob.turning_points() == [1]


def test_with_three_sides_a_turning_point_is_the_review_s_side_s() -> None:
    """Three teams: a move that moved two rivals' chances but not the reviewed side's is no turning point
    of its graph, and a turning point is told as its line shows it."""
    sides = SIDES + [{"label": "Cy (red)", "seats": [2]}]
    moves = [{"at": 0, "seat": 1, "what": "Bob played"}, {"at": 1, "seat": 2, "what": "Cy played"}]
    the_plan = {**plan(moves), "sides": sides}
    rows = [([0.3, 0.4, 0.3], [0.31, 0.6, 0.09]), ([0.31, 0.6, 0.09], [0.1, 0.5, 0.4])]
    for_ann, for_bob = reviewed(the_plan, rows), reviewed(the_plan, rows)
    for_bob.side = 1
    assert for_ann.turning_points() == [1] and for_bob.turning_points() == [0, 1]
    assert for_ann.sentences() == ["After move 2 Ann (blue)'s chance fell from 31% to 10%: Cy played."]
    assert for_bob.sentences()[0] == "After move 1 Bob (green)'s chance rose from 40% to 60%: Bob played."
    assert [value for _, _, value, _ in for_ann.line()] == [0.3, 0.31, 0.1]


# --- one point per turn of choices made at once ------------------------------------------------------
SEQUOIA_MOVES = [{"at": 0, "seat": 0, "what": "Ann (blue) chose 8 and 12", "turn": 0, "luck": False},
                 {"at": 1, "seat": 1, "what": "Bob (green) chose 3 and 5", "turn": 0, "luck": True},
                 {"at": 2, "seat": 1, "what": "Bob (green) chose 6 and 7", "turn": 1, "luck": False},
                 {"at": 3, "seat": 0, "what": "Ann (blue) chose 2 and 9", "turn": 1, "luck": False}]


def sequoia_review() -> Review:
    # turn 1: Ann's choice alone reads 96% -> 4% (the other choice still to come), then 4% -> 60%:
    # a V of half-known values; revealed, the turn took Ann from 50% to 60%, and the roll to 70%
    return reviewed(plan(SEQUOIA_MOVES, "sequoia"), [([0.5, 0.5], [0.04, 0.96]), ([0.04, 0.96], [0.6, 0.4]),
                                                     ([0.7, 0.3], [0.2, 0.8]), ([0.2, 0.8], [1.0, 0.0])])


def test_choices_made_at_once_are_one_point_where_they_are_revealed() -> None:
    review = sequoia_review()
    assert turns(review.plan) == [[0, 1], [2, 3]]
    points = review.points()
    assert len(points) - 1 == 2  # two turns, not four choices
    assert [p.step for p in points] == [0, 2, 4]
    assert points[1].start == [0.5, 0.5] and points[1].played == pytest.approx([0.6, 0.4])
    assert points[1].value == [0.7, 0.3] and points[1].chance and points[1].luck() == pytest.approx(0.1)
    assert points[2].played == pytest.approx([1.0, 0.0]) == points[2].value and not points[2].chance
    # the turning points are whole turns, at the move that reveals them: never Ann's half-known choice
    assert review.turning_points() == [1, 3]
    assert review.sentences() == [
        "After move 2 Ann (blue)'s chance rose from 50% to 60%: Ann (blue) chose 8 and 12; Bob (green) chose 3 and 5.",
        "After move 4 Ann (blue)'s chance rose from 70% to 100%: Bob (green) chose 6 and 7; Ann (blue) chose 2 and 9."]
    assert review.step_text(1) == ("Move 1: a choice made at once with others; the graph moves when all are "
                                   "revealed, at move 2.")
    assert review.step_text(2) == "Move 2: the play left Ann (blue) 60%; then the roll (luck, not a move) made it 70%."
    # each choice is still graded on its own: the moves' own answers are untouched
    assert review.move_lines(1, ["Ann", "Bob"])[0] == ("Move 1: Ann played move 1. Ann (blue)'s chance to win: "
                                                       "50% before, 4% after.")


def test_a_turn_half_reviewed_has_no_value_yet() -> None:
    review = sequoia_review()
    del review.moves[1]
    points = review.points()
    assert points[1].played is None and points[1].swing() is None
    assert review.turning_points() == [3]
    assert review.step_text(2) == "Move 2: Ann (blue) 70%."  # the next move's "before"
    del review.moves[3]
    assert review.step_text(4) == "Move 4: not reviewed yet."


def test_where_a_step_sits_on_the_graph_and_the_ticks_labelled() -> None:
    points = sequoia_review().points()
    assert [point_of_step(points, n) for n in range(5)] == [0.0, 0.5, 1.0, 1.5, 2.0]
    assert tick_points(2) == [0, 1, 2]
    assert tick_points(18) == [0, 5, 10, 15, 18]
    assert tick_points(97) == [0, 20, 40, 60, 80, 97]
    assert tick_points(41) == [0, 10, 20, 30, 41]  # 40 and 41 would crowd: the last stands for both
    assert tick_points(0) == [0]


def test_a_solo_score_s_scale_holds_every_point() -> None:
    moves = [{"at": 0, "seat": 0, "what": "Ann placed N", "turn": 0, "luck": True},
             {"at": 1, "seat": 0, "what": "Ann placed E", "turn": 0, "luck": False}]
    the_plan = {**plan(moves, "sequitur"), "measure": "score", "sides": [{"label": "Ann", "seats": [0]}]}
    review = reviewed(the_plan, [([10.0], [15.5]), ([11.0], [12.0])])
    assert review.points()[1].played == pytest.approx([16.5])  # 10 + 5.5 + 1: above every value at a step
    assert review.scale() == (0.0, 17.0)


# --- the worker's turns, from real games ------------------------------------------------------------
def test_the_worker_s_turns_follow_the_game() -> None:
    for spec, config, seats in TABLES:
        game = finished(spec, config, seats)
        record = json.dumps(game.record())
        the_plan = json.loads(ai_worker.review_plan(spec.id, record))
        groups = turns(the_plan)
        assert [at for group in groups for at in group] == list(range(the_plan["steps"]))
        if spec.id == "sequence":  # one seat at a time: every move its own point
            assert all(len(group) == 1 for group in groups)
        elif spec.id == "sequoia":  # a turn: every seat still in the game chooses once, together
            assert len(groups) == game.state.turns_played()
            assert all(len({the_plan["moves"][at]["seat"] for at in group}) == len(group) for group in groups)
            assert all(len(group) == config["players"] for group in groups if
                       the_plan["moves"][group[0]]["kind"] == "pairs")
        else:  # Sequitur: a step of a round (its letters, a goal, an action, the word) is one point
            assert max(len(group) for group in groups) > 1
            assert len(groups) < the_plan["steps"]


@pytest.mark.parametrize("table", ["sequoia-face-up", "sequitur-2"])
def test_a_real_review_s_points_add_up_and_turn_only_on_play(table: str) -> None:
    _game, _record, review = whole_review(table, 11)  # test_review_words_said.py's too (tests/review/reviews.py)
    points = review.points()
    for before, point in pairwise(points):
        assert point.start == before.value  # the line never breaks
        assert point.played is not None and point.value is not None
        if not point.chance:
            assert point.played == point.value
    chosen = review.turning()
    assert len(chosen) == len(review.sentences()) <= core.TURNING_POINTS
    assert all(p.swing() >= core.TURN_MIN["chance"] for p in chosen)
    # a turning point is a whole turn's play: its swing beats every point's left out, whatever the luck
    left = [p.swing() for p in points[1:] if p not in chosen]
    if len(chosen) == core.TURNING_POINTS and left:
        assert min(p.swing() for p in chosen) >= max(left)
    assert graph_points(review.plan, review.values(), review.after()) == points


# --- the marks (issue 81) -------------------------------------------------------------------------------
def test_the_graph_and_the_move_list_mark_each_inaccuracy_mistake_and_blunder_where_it_fell() -> None:
    """Every move graded an inaccuracy, a mistake or a blunder, any seat's, is marked (the move list's
    `marked`); the graph marks each point by its worst (Sequoia's turn of two choices is one point); a tap
    within reach of a mark lands on its move, else nowhere in particular."""
    moves = [{"at": 0, "seat": 0, "turn": 1}, {"at": 1, "seat": 1, "turn": 1},
             {"at": 2, "seat": 0, "turn": 2}, {"at": 3, "seat": 1, "turn": 2},
             {"at": 4, "seat": 0, "turn": 3}, {"at": 5, "seat": 1, "turn": 3}]
    review = reviewed(plan(moves, "sequoia"), [([0.5, 0.5], [0.5, 0.5])] * 6)
    for at, grade in ((0, "good"), (1, "inaccuracy"), (2, "blunder"), (3, "mistake"), (4, "best")):
        review.moves[at]["grade"] = {"grade": grade}
    assert review.marked() == [(1, "inaccuracy"), (2, "blunder"), (3, "mistake")]
    assert [(point.index, at, grade) for point, at, grade in review.marks()] == [(1, 1, "inaccuracy"), (2, 2, "blunder")]
    assert review.mark_near(2.3, 0.5) == 3 and review.mark_near(0.8, 0.5) == 2
    assert review.mark_near(3.0, 0.5) is None
    assert review.grade_of(5) is None
