"""The review's grades (issue 40; engine/core/review.py `grade_move`, engine/sequence/wins.py):
on test sets of positions from seeded random games (seeds 90000 and up, used nowhere else),
every missed win in one is a blunder "missed a win" naming a winning move, every winning move
is best, and every move that leaves a rival a win at once is "let the opponent win" (or
"forced" when no move would have stopped it). The expectations are found here by brute force
(every legal move played on a copy of the state), not by the rules module the review uses."""
from __future__ import annotations

import random

import pytest

from engine.core import review
from engine.core.record import to_record
from engine.sequence.actions import Play, TurnIn
from engine.sequence.ai.review import explain_state
from engine.sequence.state import SequenceState

SEEDS = range(90000, 90090)  # 30 games each of 2, 3 and 4 players
TAKE_WIN = 0.3  # how often the random player takes a win it has (so both kinds are seen)


def _wins(state: SequenceState, seat: int) -> list:
    """`seat`'s moves that win at once, by playing each on a copy (the seat made to move)."""
    trial = state.clone()
    trial.to_move = seat
    trial.dead_turned_in = False
    out = []
    for action in trial.legal_actions(seat):
        if type(action) is not Play:
            continue
        copy = trial.clone()
        copy.apply(seat, action)
        if copy.winner is not None:
            out.append(action)
    return out


def _rivals(state: SequenceState, team: int) -> list[int]:
    seats, seat = [], state.to_move
    while not state.is_over and state.team(seat) != team and len(seats) < state.n:
        seats.append(seat)
        seat = (seat + 1) % state.n
    return seats


def _threatened(state: SequenceState, team: int) -> bool:
    return any(_wins(state, rival) for rival in _rivals(state, team))


def _game(seed: int) -> dict:
    """A finished game between random players who take a win only now and then."""
    players = (2, 3, 4)[seed % 3]
    state = SequenceState.new({"players": players}, seed)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.to_move
        wins = _wins(state, seat)
        legal = state.legal_actions(seat)
        state.apply(seat, rng.choice(wins) if wins and rng.random() < TAKE_WIN else rng.choice(legal))
    return to_record(state)


def _cases():
    """(seed, record, at, kind) for every move of the test set worth checking."""
    for seed in SEEDS:
        record = _game(seed)
        loaded = review._load("sequence", record)
        for at, (seat, action) in enumerate(loaded.full.history):
            before, after = loaded.states[at], loaded.states[at + 1]
            team = before.team(seat)
            if after.winner == team:
                yield seed, record, at, "won"
            elif type(action) is Play and _wins(before, seat):
                yield seed, record, at, "missed"
            elif type(action) is not TurnIn and _threatened(after, team):
                yield seed, record, at, "threat"


_all: list = []


def cases() -> list:
    if not _all:
        _all.extend(_cases())
    return _all


def test_the_test_set_is_big_enough():
    kinds = [kind for *_, kind in cases()]
    assert len(kinds) >= 300
    assert min(kinds.count(kind) for kind in ("won", "missed", "threat")) >= 30, {
        kind: kinds.count(kind) for kind in ("won", "missed", "threat")}


def _avoidable(state: SequenceState, seat: int) -> bool:
    """Whether some legal move of `seat` wins or leaves no rival before its team a win at once."""
    team = state.team(seat)
    for action in state.legal_actions(seat):
        if type(action) is not Play:
            continue
        copy = state.clone()
        copy.apply(seat, action)
        if copy.winner == team or not _threatened(copy, team):
            return True
    return False


def test_every_win_taken_is_best_every_win_missed_a_blunder_every_win_left_open_said():
    seen = {"won": 0, "missed": 0, "threat": 0, "forced": 0}
    for index, (seed, record, at, kind) in enumerate(cases()):
        advised = index % 4 == 0  # some with the seat's advice worked out too (it must name the win)
        seat = review._load("sequence", record).full.history[at][0]
        move = review.review_move("sequence", record, at, advise_seats=[seat] if advised else [], seed=1,
                                  budget_s=0.02)
        grade = move["grade"]
        before = review._load("sequence", record).states[at]
        side = before.team(seat)
        where = (seed, at, kind, grade)
        if kind == "won":
            assert grade["grade"] == "best" and grade["exact"] and grade["verdict"] is None, where
            assert move["after"][side] == 1.0, where
        elif kind == "missed":
            assert grade["grade"] == "blunder" and grade["verdict"] == "missed a win" and grade["exact"], where
            better = before.action_from_json(grade["better"]["action"])
            assert better in _wins(before, seat), where
            # named as a hint names a move ("Play the 9 of spades on row 2, column 3"), with its reason
            assert grade["better"]["what"].startswith("Play the ") and grade["better"]["why"], where
            assert grade["better"]["what"] == explain_state(before, seat, better)[0], where
            assert move["before"][side] == 1.0, where  # the seat to move wins at once: sure
            if advised:
                assert before.action_from_json(move["advice"]["action"]) in _wins(before, seat), where
                assert move["best_move"] is False
        else:
            after = review._load("sequence", record).states[at + 1]
            if len(before.legal_actions(seat)) == 1:
                assert grade["verdict"] == "forced" and grade["grade"] is None, where
                seen["forced"] += 1
                continue
            assert grade["threats"] and all(t["seat"] in _rivals(after, side) for t in grade["threats"]), where
            if _avoidable(before, seat):
                assert grade["grade"] == "blunder" and grade["verdict"] == "let the opponent win", where
                assert grade["score"] == 0.0
            else:
                assert grade["verdict"] == "forced" and grade["grade"] is None, where
                kind = "forced"
        seen[kind] += 1
    assert min(seen["won"], seen["missed"], seen["threat"]) >= 30, seen


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
    assert score == (100.0 if grade == "best" else 0.0 if loss >= 0.30 else score) and 0.0 <= score <= 100.0


def test_a_move_score_falls_in_a_line_from_the_best_margin_to_the_blunder():
    limits = (0.05, 0.10, 0.20, 0.30)
    assert review.move_score(0.05, limits) == 100.0
    assert review.move_score(0.175, limits) == pytest.approx(50.0)
    assert review.move_score(0.30, limits) == 0.0
