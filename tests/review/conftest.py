"""What the review's tests share: one steady clock for every module that reads the time, so a
search's budget buys the same work on a loaded machine as on an idle one (tests/steady_clock.py)."""
from __future__ import annotations

import pytest

from steady_clock import steady

TIMED = ("engine.core.review", "engine.sequence.ai.search", "engine.sequence.ai.suggest", "engine.sequence.ai.review",
         "engine.sequoia.ai.levels", "engine.sequoia.ai.search", "engine.sequoia.ai.review", "engine.sequitur.ai.seat",
         "engine.sequitur.ai.expert")


@pytest.fixture
def steady_clock(monkeypatch):
    steady(monkeypatch, TIMED, step=2**-13)
