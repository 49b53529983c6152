"""Every line of a review reads true (issue 81): whole reviews of random finished games of each game
(tests/review/reviews.py: the worker's entry points, Ann's moves advised), read move by move as the
page says them. A line's numbers and its grade agree as written: a chance graded lost is a chance the
line shows falling by that much (the same view, the same figures), a stated cost is the graded loss, a
best move has no better one beside it, a move "won the game" only where it ended the game with its
seat winning, and a seat with a move worse than best never reads 100% accuracy."""
from __future__ import annotations

import json
import re

import pytest

from engine.core import review
from tests.review.reviews import whole_review
from tests.table.test_play_on import IDS
from web.model.review_series import grade_line

SEEDS = (11, 12, 13)  # 11 and 12 are test_review_words_said.py's and test_review_series.py's too (cached)
NAMES = ["Ann", "Computer 1", "Computer 2"]
CHANGE = re.compile(r"(?:'s chance to win: (\d+)% before, (\d+)% after|"
                    r"By what \w[\w ]* could see: (\d+)% with the best move, (\d+)% with this one)")
GRADED = re.compile(r"Grade: (\w+), about (\d+)% less chance to win")
COST = re.compile(r"move cost: about (\d+)% less chance to win")
BAD = ("inaccuracy", "mistake", "blunder")


def _lines(table: str, seed: int):
    game, _record, review = whole_review(table, seed)
    names = NAMES[:game.state.players]
    for at in sorted(review.moves):
        yield game, review, at, review.moves[at], " ".join(review.move_lines(at + 1, names))


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("table", IDS)
def test_a_move_s_chances_grade_and_cost_agree_as_written(table: str, seed: int) -> None:
    wrong = []
    for game, review, at, move, text in _lines(table, seed):
        grade = move.get("grade") or {}
        if grade.get("grade") == "best" and ("Better:" in text or "move cost" in text):
            wrong.append(f"move {at + 1}: a best move with a better one beside it: {text}")
        found = CHANGE.search(text)
        if grade.get("unit") != "chance" or found is None or len(review.plan["sides"]) != 2:
            continue
        seen = found.group(3) is not None
        first, second = (int(x) for x in (found.groups()[2:] if seen else found.groups()[:2]))
        own = review.side_of(int(move["seat"])) == review.side
        if grade.get("grade") in BAD and (second > first if own else second < first):
            wrong.append(f"move {at + 1}: a {grade['grade']} whose chance went the player's way: {text}")
        loss = round(100 * float(grade.get("loss") or 0))
        if own and grade.get("grade") in BAD + ("good",) and first - second != loss:
            wrong.append(f"move {at + 1}: graded for {loss}% lost where the line shows {first}% and {second}%: {text}")
        for stated in GRADED.findall(text) + [("", c) for c in COST.findall(text)]:
            if int(stated[1]) != loss:
                wrong.append(f"move {at + 1}: a stated cost of {stated[1]}% for a loss graded {loss}%: {text}")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("table", IDS)
def test_only_the_move_that_won_the_game_says_so(table: str, seed: int) -> None:
    for game, review, at, move, text in _lines(table, seed):
        if "won the game" not in text:
            continue
        result = game.state.result()
        assert at == review.steps - 1 and result is not None and len(review.plan["sides"]) > 1, text
        assert int(move["seat"]) in result.winners, text


@pytest.mark.parametrize("seed", SEEDS)
@pytest.mark.parametrize("table", IDS)
def test_a_seat_with_a_move_worse_than_best_never_reads_100_percent(table: str, seed: int) -> None:
    _game, _record, review = whole_review(table, seed)
    for seat, found in review.summary().items():
        worse = sum(found["counts"][g] for g in ("good",) + BAD) + found["verdicts"]["missed a win"]
        if worse:
            assert found["accuracy"] is not None and found["accuracy"] < 100, (seat, found)


@pytest.mark.parametrize("table", IDS)
def test_next_mistake_visits_each_of_the_player_s_mistakes_in_order(table: str) -> None:
    """"Next mistake" from the start stops at each of Ann's moves graded a mistake or a blunder, in the
    game's order, and at no other; "Previous mistake" from the end, the same backwards."""
    _game, _record, review = whole_review(table, 11)
    graded = [at + 1 for at, move in sorted(review.moves.items())
              if move["seat"] == 0 and (move.get("grade") or {}).get("grade") in ("mistake", "blunder")]
    forward, step = [], review.next_mistake(0, [0])
    while step is not None:
        forward.append(step)
        step = review.next_mistake(step, [0])
    backward, step = [], review.previous_mistake(review.steps + 1, [0])
    while step is not None:
        backward.append(step)
        step = review.previous_mistake(step, [0])
    assert forward == graded == backward[::-1]
    assert all(review.moves[step - 1]["seat"] == 0 for step in forward)
    if table == "sequence":
        assert graded, "the sample game has mistakes to visit"


@pytest.mark.parametrize("table", ["sequence", "sequoia-face-up", "sequitur-solo", "sequitur-2"])
def test_a_move_is_graded_a_win_only_where_its_seat_won_the_game(table: str) -> None:
    """Whatever a game's rules found of a move ("won": its move made its seat the winner), the grade
    says "won" only where the finished game's result has that seat among its winners, and never in a
    solo game, which nobody wins (issue 81: a computer's move "best: it won the game" in a game it lost,
    a solo word "won the game")."""
    game, record, _review = whole_review(table, 11)
    loaded = review._load(game.spec.id, json.loads(record))
    winners = set(game.state.result().winners)
    for at, (seat, _action) in enumerate(loaded.full.history):
        before = review.values_at(loaded, at, 0, 0.01)
        after = review.values_at(loaded, at, 0, 0.01, moved=True)
        grade = review.grade_move(loaded, at, before, after, None, {"won": True}, advised=False)
        said = grade_line(grade, "Ann", ["Ann", "Computer 1"]) or ""
        if game.state.players == 1 or seat not in winners:
            assert not grade.get("won") and "won the game" not in said, (at, seat, grade)
        else:
            assert grade.get("won") and ("won the game" in said) == (at == len(loaded.full.history) - 1), (at, grade)
