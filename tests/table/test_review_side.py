"""The review from the player's side (issue 65): the seat a review is for, and what that seat
alone saw, shown at every move of the review without "Reveal all" (web/model/review_series.py
`review_seat`, `own_parts`; web/table/replay.py shows them, the other seats' parts still hidden)."""
from __future__ import annotations

import pytest

from web.model.review_series import own_parts, review_seat
from web.model.seats import Seat
from engine.sequence.cards import card_name
from tests.table.test_play_on import AI, AI2, ANN, BOB, IDS, TABLES, finished


def test_the_review_is_for_the_first_person_who_played_here() -> None:
    assert review_seat([ANN, AI]) == 0
    assert review_seat([AI, ANN]) == 1  # Ann played the second seat here
    assert review_seat([BOB, AI, Seat("Cy")]) == 2  # Bob played on his own device
    assert review_seat([AI, AI2]) == 0  # nobody played here: the first seat's side


@pytest.mark.parametrize(("spec", "config", "seats"), TABLES, ids=IDS)
def test_the_seat_s_own_part_at_every_move_and_no_one_else_s(spec, config, seats) -> None:
    game = finished(spec, config, seats)
    total = len(game.state.history)
    changed = 0
    for count in range(total + 1):
        then = game.at(count)
        lines = own_parts(game, then, count, 0)
        mine = spec.hidden(then, 0)
        who = then.label(0)
        assert lines[0] == (f"{who} at the start: {mine}" if count == 0 else f"{who} after move {count}: {mine}")
        before = spec.hidden(game.at(count - 1), 0) if count else mine
        if before != mine:  # the move shown changed it: as it was, which the move's advice speaks of
            changed += 1
            assert lines[1:] == [f"{who} before move {count}: {before}"]
        else:
            assert lines[1:] == []
        for rival in range(1, len(seats)):  # the other seats' parts are not in it
            theirs = spec.hidden(then, rival)
            assert all(theirs not in line for line in lines) or theirs == mine
    assert changed, "a hand, roll or rack changes during a game"


def test_the_hand_before_a_move_holds_the_card_played_and_the_one_advised() -> None:
    """Sequence: after Ann's move the card she played is gone and a new one drawn; the hand before
    it, shown beside, still holds every card she could have played, as the advice names them."""
    spec, config, seats = TABLES[0]
    game = finished(spec, config, seats)
    count = next(n + 1 for n, (seat, _) in enumerate(game.state.history) if seat == 0 and n > 4)
    seat, action = game.state.history[count - 1]
    lines = own_parts(game, game.at(count), count, 0)
    assert len(lines) == 2 and lines[1].startswith(f"Ann (blue) before move {count}: ")
    assert card_name(action.card) in lines[1].split(": ", 1)[1].split(", ")
