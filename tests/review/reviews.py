"""Whole reviews of random finished games (tests/table/test_play_on.py's tables and `finished`), worked
out through the worker's entry points as the page asks for them (web/table/ai_worker.py `review_plan`,
then `review_move` for each move, Ann's advised, a short budget of the steady clock), once per test
process: the tests that only read a whole review share it (test_review_words_said.py,
test_review_screen.py, test_review_series.py), as one review takes seconds (a Sequitur game of two
up to 13 s of CPU). Each call hands out its own copy of the answers; the finished game is shared and
only read."""
from __future__ import annotations

import json
from functools import lru_cache

import pytest

from steady_clock import steady
from tests.review.conftest import TIMED
from tests.table.test_play_on import IDS, TABLES, finished
from web.model.review_series import Review
from web.model.session import Session
from web.table import ai_worker

BUDGET = 0.01  # seconds of the steady clock per move (a real budget's figures are in bench/)


@lru_cache(maxsize=None)
def _worked_out(table: str, seed: int) -> tuple[Session, str, str, tuple[tuple[int, str], ...]]:
    """`table`'s game of `seed` (an id of test_play_on's IDS), its record's and plan's JSON and each
    move's answer, as the worker gives them."""
    spec, config, seats = TABLES[IDS.index(table)]
    game = finished(spec, config, seats, seed=seed)
    record = json.dumps(game.record())
    patch = pytest.MonkeyPatch()
    steady(patch, TIMED, step=2**-13)  # the same review on a loaded machine (tests/review/conftest.py)
    try:
        plan = ai_worker.review_plan(spec.id, record)
        answers = tuple((at, ai_worker.review_move(spec.id, record, at, "[0]", 1, BUDGET))
                        for at in Review(json.loads(plan)).todo())
    finally:
        patch.undo()
    return game, record, plan, answers


def whole_review(table: str, seed: int) -> tuple[Session, str, Review]:
    """(the finished game, its record's JSON, its whole review) of `table`'s game of `seed`."""
    game, record, plan, answers = _worked_out(table, seed)
    review = Review(json.loads(plan))
    for at, answer in answers:
        review.moves[at] = json.loads(answer)
    return game, record, review

