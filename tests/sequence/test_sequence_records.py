"""Sequence game records: save and load replay a game exactly; a record that
is malformed, tampered with or from another game is refused with RecordError
(issue 3, 'The core'; engine/core/record.py)."""

from __future__ import annotations

import json

import pytest

from engine.core import record
from engine.core.errors import RecordError
from engine.core.rng import Rng
from engine.sequence.actions import PASS
from engine.sequence.boards import CLASSIC
from engine.sequence.state import SequenceState
from tests.sequence_helpers import snapshot


def play(config: dict, seed: int, moves: int | None = None) -> SequenceState:
    """A game of random legal moves (all of it, or its first `moves` actions)."""
    state = SequenceState.new(config, seed)
    below = Rng(seed + 12345).below
    while not state.is_over and (moves is None or len(state.history) < moves):
        seat = state.to_move
        legal = state.legal_actions(seat)
        state.apply(seat, legal[below(len(legal))])
    return state


@pytest.mark.parametrize(
    "config",
    [
        {"players": 2},
        {"players": 3},
        {"players": 6, "teams": 3},
        {"players": 12, "teams": 2},
        {"players": 4, "variant": "custom"},
        {"players": 2, "variant": "custom", "board": CLASSIC},
        {"players": 2, "turn_limit": 30},
    ],
)
def test_save_and_load_round_trip(config: dict) -> None:
    """A seed plus the actions replays the game exactly: mid-game and finished."""
    for moves in (0, 17, None):
        state = play(config, seed=41, moves=moves)
        text = record.dumps(state)
        loaded = record.loads(text, game="sequence")
        assert snapshot(loaded) == snapshot(state)
        assert record.dumps(loaded) == text
        assert loaded.is_over == state.is_over and loaded.result() == state.result()
        # the loaded game goes on exactly like the original
        if not state.is_over:
            for twin in (state, loaded):
                seat = twin.to_move
                twin.apply(seat, twin.legal_actions(seat)[-1])
            assert snapshot(loaded) == snapshot(state)


def test_undo_is_a_replay_of_all_but_the_last_action() -> None:
    """Records serve undo: replaying all but the last action gives the state before it."""
    state = play({"players": 2}, seed=5, moves=30)
    before_last = play({"players": 2}, seed=5, moves=29)
    undone = record.replay(SequenceState.new(state.config, state.seed), state.history[:-1])
    assert snapshot(undone) == snapshot(before_last)


def test_the_record_is_plain_json() -> None:
    """Records are versioned JSON naming the game, the configuration, the seed and the actions."""
    state = play({"players": 3}, seed=9, moves=12)
    data = json.loads(record.dumps(state))
    assert data["format"] == "seqgames-record" and data["version"] == 1 and data["game"] == "sequence"
    assert data["config"] == {"players": 3, "teams": 3, "variant": "classic"}
    assert data["seed"] == 9 and len(data["actions"]) == 12
    assert all(set(entry) == {"seat", "action"} for entry in data["actions"])


def _data(state: SequenceState) -> dict:
    return json.loads(record.dumps(state))


def _first_play(data: dict) -> int:
    return next(i for i, entry in enumerate(data["actions"]) if "cell" in entry["action"])


def _tamper_cell(data: dict) -> dict:
    """Make the first placement a remove jack on its (still open) space."""
    action = data["actions"][_first_play(data)]["action"]
    action["card"] = "JH" if action["card"] != "JH" else "JS"
    return data


def _tamper_seat(data: dict) -> dict:
    data["actions"][0]["seat"] = (data["actions"][0]["seat"] + 1) % 2
    return data


def _extra_after_the_end(data: dict) -> dict:
    data["actions"].append(dict(data["actions"][-1]))
    return data


def _forged_pass(data: dict) -> dict:
    data["actions"][3]["action"] = {"pass": True}
    return data


@pytest.mark.parametrize(
    "tamper,words",
    [
        (_tamper_cell, "action 1 is not legal"),
        (_tamper_seat, "action 1 is not legal"),
        (_forged_pass, "action 4 is not legal"),
        (lambda d: {**d, "version": 3}, "version 3 is not supported"),
        (lambda d: {**d, "version": "1"}, "version '1' is not supported"),
        (lambda d: {k: v for k, v in d.items() if k != "version"}, "version None"),
        (lambda d: {**d, "version": 1.0}, "version 1.0 is not supported"),
        (lambda d: {**d, "version": True}, "version True is not supported"),
        (lambda d: {**d, "game": "chess"}, "unknown game 'chess'"),
        (lambda d: {**d, "game": []}, "unknown game []"),
        (lambda d: {**d, "game": {}}, "unknown game {}"),
        (lambda d: {**d, "game": "x" * 100_000}, "unknown game 'xxxx"),
        (lambda d: {**d, "format": "pgn"}, "not a game record"),
        (lambda d: {**d, "seed": "7"}, "seed must be an integer"),
        (lambda d: {**d, "seed": 7.5}, "seed must be an integer"),
        (lambda d: {**d, "seed": True}, "seed must be an integer"),
        (lambda d: {**d, "seed": None}, "seed must be an integer"),
        (lambda d: {**d, "config": {"players": 5}}, "setup is invalid"),
        (lambda d: {**d, "config": {"players": 2, "variant": "poker"}}, "setup is invalid"),
        (lambda d: {**d, "config": {"players": 2, "board": "ZZ"}}, "setup is invalid"),
        (lambda d: {**d, "config": [2]}, "config must be an object"),
        (lambda d: {**d, "actions": {}}, "actions must be a list"),
        (lambda d: {**d, "actions": d["actions"][:2] + [["0", "5H"]]}, "action 3 is malformed"),
        (lambda d: {**d, "actions": [{"seat": 0}]}, "action 1 is malformed"),
        (lambda d: {**d, "actions": [{"seat": 9, "action": {"pass": True}}]}, "seat 9"),
        (lambda d: {**d, "actions": [{"seat": 0, "action": {"card": 5, "cell": [1, 1]}}]}, "action 1 is malformed"),
        (lambda d: {**d, "actions": [{"seat": 0, "action": {"card": "5H", "cell": [10, 1]}}]}, "off the board"),
    ],
)
def test_a_tampered_record_is_refused(tamper, words: str) -> None:
    """Issue 3: loading a record that is malformed, tampered with (an illegal action in it, a
    wrong version) or from another game fails with a clear message."""
    state = play({"players": 2}, seed=3, moves=10)
    data = tamper(_data(state))
    with pytest.raises(RecordError) as caught:
        record.loads(json.dumps(data))
    assert words in str(caught.value)


def test_actions_after_the_end_are_refused() -> None:
    """A finished game takes no more actions: a record that goes on is altered."""
    state = play({"players": 2}, seed=3)
    assert state.is_over
    with pytest.raises(RecordError, match="not legal.*the game is over"):
        record.loads(json.dumps(_extra_after_the_end(_data(state))))


@pytest.mark.parametrize("text", ["", "{", "[]", "null", "not json", "42", b"\xff\xfe"])
def test_malformed_json_is_refused(text) -> None:
    """Issue 3: a malformed record fails with a clear message."""
    with pytest.raises(RecordError, match="not a game record"):
        record.loads(text)


def test_a_record_of_another_game_is_refused() -> None:
    """Issue 3: a record 'from another game fails with a clear message'."""
    text = record.dumps(play({"players": 2}, seed=3, moves=4))
    with pytest.raises(RecordError, match="this record is a game of sequence, not sequoia"):
        record.loads(text, game="sequoia")


def test_a_recorded_pass_replays() -> None:
    """RULINGS Sequence 11 and the bot protocol: a seat with no legal action is passed over and
    'the record shows the pass'; the record replays it."""
    for seed in range(200):
        state = play({"players": 3}, seed=seed)
        passes = [i for i, (_, action) in enumerate(state.history) if action == PASS]
        if passes:
            break
    assert passes, "random 3-player games do pass now and then"
    data = _data(state)
    assert data["actions"][passes[0]]["action"] == {"pass": True}
    assert snapshot(record.loads(json.dumps(data))) == snapshot(state)


# --- issue 16: every boundary holds --------------------------------------------------------

def test_a_deeply_nested_record_is_refused() -> None:
    """Issue 16: about a thousand brackets raised RecursionError from
    record.loads (and every session's loading); now a RecordError says why."""
    data = _data(play({"players": 2}, seed=3, moves=4))
    deep = "[" * 5000 + "]" * 5000
    texts = [deep, json.dumps(data)[:-1] + ', "extra": ' + deep + "}",
             json.dumps({**data, "actions": [{"seat": 0, "action": "HOLE"}]}).replace('"HOLE"', deep)]
    for text in texts:
        with pytest.raises(RecordError, match="nested deeper than 64 levels"):
            record.loads(text)


def test_an_oversized_record_is_refused_before_it_is_read() -> None:
    """Issue 16: a record over the size limit is refused with its number."""
    data = _data(play({"players": 2}, seed=3, moves=4))
    data["padding"] = "x" * (2 << 20)
    with pytest.raises(RecordError, match="larger than 1 MB"):
        record.loads(json.dumps(data))
    with pytest.raises(RecordError, match="larger than 1 MB"):
        record.loads(json.dumps(data).encode())


def test_a_record_error_quotes_at_most_a_short_excerpt() -> None:
    """A tampered record's message stays short, whatever it quotes."""
    data = _data(play({"players": 2}, seed=3, moves=4))
    for tampered in ({**data, "game": "x" * 500_000},
                     {**data, "actions": [{"seat": 0, "action": {"card": "x" * 500_000, "cell": [1, 1]}}]},
                     {**data, "config": {"players": 2, "board": "QQ" * 20_000}}):
        with pytest.raises(RecordError) as caught:
            record.loads(json.dumps(tampered))
        assert len(str(caught.value)) < 400


def test_a_record_with_a_byte_order_mark_loads() -> None:
    """Some editors start a saved file with a byte-order mark; it is not part of the record."""
    state = play({"players": 2}, seed=3, moves=6)
    assert snapshot(record.loads("\ufeff" + record.dumps(state))) == snapshot(state)
    assert snapshot(record.loads(("\ufeff" + record.dumps(state)).encode())) == snapshot(state)
