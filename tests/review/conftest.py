"""What the review's tests share: one steady clock for every module that reads the time, so a
search's budget buys the same work on a loaded machine as on an idle one (tests/steady_clock.py); and
the chances to win at even, for the tests that check what a review finds by rule."""
from __future__ import annotations

import pytest

from engine.core import review
from engine.games import review_module
from steady_clock import steady

TIMED = ("engine.core.review", "engine.sequence.ai.search", "engine.sequence.ai.suggest", "engine.sequence.ai.review",
         "engine.sequoia.ai.levels", "engine.sequoia.ai.search", "engine.sequoia.ai.review", "engine.sequitur.ai.seat",
         "engine.sequitur.ai.expert")


@pytest.fixture
def steady_clock(monkeypatch):
    steady(monkeypatch, TIMED, step=2**-13)


@pytest.fixture
def even_chances(monkeypatch):
    """Each game's chances to win estimated by playouts (its review module's `chances`, a fixed amount of
    work per step, most of a review's time with a short budget) stand at even, for a test that checks
    what a review finds by rule (a verdict and the move it names, a word's goal points, an advice) and
    reads no estimate: the loss a verdict reports is all they change. A finished game's values (a win:
    1) are still the review's own, and the games loaded with these values are never another test's.
    The estimates themselves are read by the whole reviews (tests/review/reviews.py) and calibrated in
    bench/review_calibration.py."""
    monkeypatch.setattr(review, "_games", {})
    for game in ("sequence", "sequoia", "sequitur"):
        monkeypatch.setattr(review_module(game), "chances",
                            lambda state, sides, rng, budget_s: [1 / len(sides)] * len(sides))
