"""What a Sequence seat sees: the bot protocol's `setup`, `observation`,
`result` and `final` forms (shared/spec/bot-protocol.md, 'Sequence')."""

from __future__ import annotations

import json

from engine.sequence.actions import Play, TurnIn
from engine.sequence.boards import CLASSIC
from tests.sequence_helpers import at, deal, lock, new_game, put, spaces_of

OBSERVATION_KEYS = {"seat", "team", "turn", "chips", "locked", "sequences", "chips_left", "hand",
                    "hand_sizes", "deck", "discards", "dead_turned_in"}


def test_setup_has_the_protocol_fields() -> None:
    """Bot protocol, Sequence `setup`: board rows (XX = free corner), to_win, wild, remove, hand_size."""
    state = new_game(3)
    setup = state.setup_info()
    assert setup["board"] == [line.split() for line in CLASSIC.splitlines() if line and line[0] != "#"]
    assert setup["board"][0][0] == "XX"
    assert (setup["to_win"], setup["wild"], setup["remove"], setup["hand_size"]) == (1, ["JC", "JD"], ["JH", "JS"], 6)
    start = state.start_message(1)
    assert start["type"] == "start" and start["game"] == "sequence" and start["variant"] == "classic"
    assert start["seat"] == 1 and start["players"] == 3 and start["teams"] == [0, 1, 2]
    json.dumps(start)  # JSON-ready


def test_observation_has_the_protocol_fields() -> None:
    """Bot protocol, Sequence `observation`: chips as one string per row (* free, . empty,
    0/1/2 a team), locked cells never a corner, sequences per team, this seat's hand only."""
    state = new_game(2)
    seat, team = state.to_move, state.to_move % 2
    row = [(2, c) for c in range(1, 6)]
    put(state, team, row)
    lock(state, team, row)
    put(state, 1 - team, [(7, 7)])
    deal(state, seat, ["5H", "2D", "3D", "4D", "5D", "6D", "7D"])
    seen = state.observation(seat)
    json.dumps(seen)
    assert OBSERVATION_KEYS <= set(seen)
    assert seen["seat"] == seat and seen["team"] == team and seen["turn"] == 0
    assert seen["chips"][0] == "*........*" and seen["chips"][9] == "*........*"
    assert seen["chips"][2] == "." + str(team) * 5 + "...."
    assert seen["chips"][7] == "......." + str(1 - team) + ".."
    assert sorted(seen["locked"]) == [[2, c] for c in range(1, 6)]
    assert seen["sequences"] == [1 if t == team else 0 for t in range(2)]
    assert seen["chips_left"] == [45 if t == team else 49 for t in range(2)]
    assert seen["hand"] == ["5H", "2D", "3D", "4D", "5D", "6D", "7D"]
    assert seen["hand_sizes"] == [7, 7] and seen["deck"] == 104 - 14
    assert seen["discards"] == [[], []] and seen["dead_turned_in"] is False
    other = state.observation(1 - seat)
    assert other["hand"] == state.hands[1 - seat] and other["hand"] != seen["hand"]


def test_turn_counts_turns_not_turn_ins() -> None:
    """Bot protocol: `turn` counts seat turns completed (passes count); a dead-card turn-in does
    not change it; `discards` per seat, oldest first."""
    state = new_game(2)
    seat, team = state.to_move, state.to_move % 2
    deal(state, seat, ["5H", "2D", "3D", "4D", "5D", "6D", "7D"])
    put(state, 1 - team, spaces_of(state, "5H"))
    state.apply(seat, TurnIn("5H"))
    assert state.observation(seat)["turn"] == 0 and state.observation(seat)["dead_turned_in"] is True
    assert state.observation(1 - seat)["dead_turned_in"] is False
    state.apply(seat, Play("2D", spaces_of(state, "2D")[0]))
    seen = state.observation(1 - seat)
    assert seen["turn"] == 1
    assert seen["discards"][seat] == ["5H", "2D"]


def test_result_and_final_have_the_protocol_fields() -> None:
    """Bot protocol, Sequence `result` and `final` (sequences as lists of five cells, corners included)."""
    state = new_game(3)
    seat, team = state.to_move, state.to_move % 3
    put(state, team, [(0, 1), (0, 2), (0, 3)])
    deal(state, seat, ["JD", "2D", "3D", "4D", "5D", "6D"])
    state.apply(seat, Play("JD", at(state, 0, 4)))
    assert state.result().to_json() == {"winner_team": team, "winners": [s for s in range(state.players) if s % state.teams == team],
                                        "reason": "sequences", "forfeit_seat": None, "turns": 1}
    final = state.final()
    json.dumps(final)
    assert set(final) >= {"chips", "locked", "sequences", "hands", "deck", "discards"}
    assert final["sequences"][team] == [[[0, c] for c in range(5)]]
    assert final["hands"] == state.hands and final["deck"] == len(state.deck)
    assert sorted(final["locked"]) == [[0, c] for c in range(1, 5)]
    assert state.forfeit_result(1).to_json() == {"winner_team": None, "winners": [], "reason": "forfeit", "forfeit_seat": 1, "turns": 1}
