"""Sequitur actions that are malformed in shape (issue 16): refused cleanly
with IllegalAction (a bot's fault, a record's RecordError), never another
exception while the refusal is being written."""

from __future__ import annotations

import pytest

from engine.core import record
from engine.core.errors import IllegalAction, RecordError
from engine.core.rng import Rng
from engine.sequitur.actions import action_from_json
from engine.sequitur.cards import CARDS, Play
from engine.sequitur.state import SequiturState


def game_until(decision: str, seed: int = 4) -> tuple[SequiturState, int]:
    """A 2-seat game of random choices up to the first seat asked for `decision`."""
    state = SequiturState.new({"players": 2}, seed)
    below = Rng(seed).below
    while True:
        record.advance_chance(state)
        for seat in state.acting.seats:
            if state.decision(seat) == decision:
                return state, seat
        seat = state.acting.seats[0]
        legal = state.legal_actions(seat)
        state.apply(seat, state.unlisted_default(seat) if legal is None else legal[below(len(legal))])


MALFORMED = [
    {"card": "shift"},
    {"card": "shift", "to": 2},
    {"card": "shift", "positions": []},
    {"card": "shift", "positions": [0, 1, 2], "to": 1},
    {"card": "swap"},
    {"card": "swap", "positions": [3]},
    {"card": "redraw", "positions": []},
    {"card": "replace", "positions": [0, 1]},
    {"card": "insert", "positions": [1], "to": 9},
    {"card": "x" * 10_000, "positions": [1]},
    {"card": None, "positions": [1]},
]


@pytest.mark.parametrize("data", MALFORMED)
@pytest.mark.parametrize("decision", ["action", "spell", "letter-end"])
def test_a_malformed_play_is_refused_with_a_message(data, decision):
    """Issue 16: {"card": "shift"} without positions raised IndexError from
    Play's text form while the refusal was written, at any decision."""
    state, seat = game_until(decision)
    action = action_from_json(data)
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, action)
    assert str(caught.value)  # the message can be written


@pytest.mark.parametrize("play", [Play("shift"), Play("shift", (), 3), Play("swap"), Play("redraw"),
                                  Play("shift", (1, 2), None), Play(None, (1,)), Play("nonsense", (), 4)])
def test_every_play_has_a_text_form(play):
    assert isinstance(str(play), str) and str(play)


def test_a_shift_without_positions_in_a_record_is_a_record_error():
    """Issue 16: the same play in a record raised IndexError from record.loads."""
    state, seat = game_until("action")
    data = record.to_record(state)
    data["actions"].append({"seat": seat, "action": {"card": "shift"}})
    with pytest.raises(RecordError, match=f"action {len(data['actions'])} is not legal"):
        record.loads(data)


def test_a_legal_shift_still_reads_as_before():
    assert str(Play("shift", (1,), 4)) == "shift 1->4"
    assert str(Play("swap", (0, 3))) == "swap 0 3"
    assert all(card in CARDS for card in ("shift", "swap"))
