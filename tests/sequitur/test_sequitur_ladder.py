"""The solo score ladder as the end screen draws it (web/games/sequitur/ladder.py;
RULINGS Sequitur 7): the rungs from Sequitur master down, the ones a score
reaches, the player's title (the highest reached, the engine's `ladder_rank`)
and where "You are here" stands: above that rung, or under the lowest."""
from __future__ import annotations

import pytest

from engine.sequitur.state import LADDER, ladder_rank
from web.games.sequitur.ladder import rungs, you_are_here

ASCENDING = [(floor, title) for floor, title in reversed(LADDER)]  # as the state's setup_info gives it


def test_the_rungs_run_from_the_top_down() -> None:
    assert [(r.floor, r.title) for r in rungs(0, ASCENDING)] == list(LADDER)
    assert [r.floor for r in rungs(12, ASCENDING)] == [25, 20, 15, 10, 5]


@pytest.mark.parametrize("points", range(0, 32))
def test_the_rung_reached_is_the_engine_s_title_and_the_mark_stands_above_it(points: int) -> None:
    ladder = rungs(points, ASCENDING)
    yours = [r for r in ladder if r.yours]
    title = ladder_rank(points)
    assert [r.title for r in yours] == ([title] if title else [])
    assert [r.floor for r in ladder if r.reached] == [f for f, _t in LADDER if points >= f]
    here = you_are_here(points, ASCENDING)
    assert all(points < r.floor for r in ladder[:here])  # every rung above the mark is still to climb
    assert all(r.reached for r in ladder[here:])  # every rung below it is reached
    if title:
        assert ladder[here].yours  # the mark sits just above the player's title


def test_exactly_on_a_rung_reaches_it() -> None:
    assert you_are_here(20, ASCENDING) == 1 and rungs(20, ASCENDING)[1].yours
    assert you_are_here(4, ASCENDING) == 5 and not any(r.reached for r in rungs(4, ASCENDING))
    assert you_are_here(25, ASCENDING) == 0 and rungs(25, ASCENDING)[0].yours
