"""The pairs' box keeps room for the most pairs a roll can offer (web/games/sequoia/play_view.py
MOST_PAIRS, issue 65: a roll with more pairs than the last moves nothing on the table). A
Sequoia! roll (five equal dice: any two totals, SEQUOIA!) is the one roll that offers more, and
its box grows under the pairs it shows."""
from __future__ import annotations

import importlib
import itertools

from engine.sequoia.dice import is_sequoia, reachable_pairs
from tests.browser_stand_ins import browser_stand_ins


def test_most_pairs_is_the_most_any_roll_but_a_sequoia_offers() -> None:
    with browser_stand_ins():
        most = importlib.import_module("web.games.sequoia.play_view").MOST_PAIRS
    counts = [len(reachable_pairs(roll)) for roll in itertools.product(range(1, 7), repeat=5) if not is_sequoia(roll)]
    assert max(counts) == most
    assert len(reachable_pairs((1, 2, 3, 4, 5))) == most
