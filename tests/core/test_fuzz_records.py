"""Fuzzing the record loader (issue 16): whatever text arrives as a record
(random JSON, real records of the three games, with their seed or their
outcomes of chance (version 2), with parts replaced, deep
nesting, huge strings, wrong types), engine.core.record.loads either returns
a game or raises RecordError; no other exception ever comes out."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from json_mutation import paths, replaced
from engine import arena
from engine.core import record
from engine.core.errors import RecordError
from engine.core.seats import RandomSeat
from engine.games import GAMES

SETTINGS = settings(max_examples=250, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def _record(game: str, config: dict, seed: int, keep: int) -> dict:
    state = GAMES[game].new(config, seed)
    outcome = arena.play(state, [RandomSeat(seed * 7 + i) for i in range(state.players)])
    data = record.to_record(outcome.state)
    data["actions"] = data["actions"][:keep]
    return data


def _travelling(game: str, config: dict, seed: int, keep: int) -> dict:
    """A record that travels (version 2: the outcomes of chance, no seed), of a
    game whose first moves were taken back once (a reshuffle that kept what
    chance showed, so `chance` holds outcomes still to come again)."""
    state = GAMES[game].new(config, seed)
    outcome = arena.play(state, [RandomSeat(seed * 7 + i) for i in range(state.players)])
    history = outcome.state.history[:keep]
    first = record.replay(GAMES[game].new(config, seed), history[:keep // 2])
    undone = record.replay(GAMES[game].new(config, seed), history[:keep // 2 - 2])
    undone.reshuffle(seed, first.seen_chance()[undone.draws:])
    data = record.to_record(undone)
    assert any("keep" in entry for entry in data["actions"])
    public = record.public_record(record.replay(GAMES[game].new(config, seed), history))
    return data, json.loads(json.dumps(public))


# Short real records of each game (replaying a long one would slow the fuzzing down),
# with the seed (version 1) and travelling (version 2, with chance; a reshuffle's keep).
RECORDS = [
    _record("sequence", {"players": 2}, 1, 30),
    _record("sequence", {"players": 3, "variant": "custom"}, 2, 20),
    _record("sequoia", {"players": 3}, 3, 25),
    _record("sequitur", {"players": 2}, 4, 40),
    _record("sequitur", {"players": 1}, 5, 20),
    *_travelling("sequence", {"players": 2}, 6, 20),
    *_travelling("sequoia", {"players": 2, "tokens": "face-up"}, 7, 16),
    *_travelling("sequitur", {"players": 2}, 8, 30),
]

SCALARS = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=True)
           | st.text(max_size=20) | st.sampled_from(["sequence", "sequoia", "sequitur", "seqgames-record", "shift",
                                                    "swap", "5H", "JD", "XX", "left", "red", "G01", "face-down"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8) | st.sampled_from(
                          ["card", "cell", "seat", "action", "positions", "to", "word", "sums", "players",
                           "board", "dead", "pass", "keep", "end", "goal", "colour", "blank", "qu"]), inner, max_size=4),
                      max_leaves=12)


def _delete(value: Any, path: tuple) -> Any:
    if not path:
        return None
    parent = replaced(value, path[:-1], None)  # a copy along the path
    holder = value
    for key in path[:-1]:
        holder = holder[key]
    copy = dict(holder) if isinstance(holder, dict) else list(holder)
    del copy[path[-1]]
    return replaced(parent, path[:-1], copy)


@st.composite
def mutated_records(draw) -> str:
    data = draw(st.sampled_from(RECORDS))
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(paths(data)))
        how = draw(st.sampled_from(["replace", "replace", "delete", "deep", "huge", "swap-type"]))
        if how == "replace":
            data = replaced(data, path, draw(VALUES))
        elif how == "delete":
            data = _delete(data, path)
        elif how == "deep":
            depth = draw(st.sampled_from([63, 64, 65, 200, 3000]))
            data = replaced(data, path, json.loads("[" * depth + "]" * depth) if depth < 500 else "DEEP")
        elif how == "huge":
            data = replaced(data, path, "x" * draw(st.sampled_from([1000, 100_000, 1_100_000])))
        else:
            old: Any = data
            for key in path:
                old = old[key]
            data = replaced(data, path, {"int": str(old), "str": [old], "list": {"0": old}}.get(type(old).__name__, 7))
    text = json.dumps(data)
    return text.replace('"DEEP"', "[" * 3000 + "]" * 3000)


def _only_record_errors(text: str | bytes) -> None:
    try:
        record.loads(text)
    except RecordError as error:
        assert str(error) and len(str(error)) < 1000
    # anything else fails the test with its traceback


@SETTINGS
@given(VALUES)
def test_random_json_values(value) -> None:
    _only_record_errors(json.dumps(value))


@SETTINGS
@given(mutated_records())
def test_mutated_records(text) -> None:
    _only_record_errors(text)


@SETTINGS
@given(st.text(alphabet='{}[]":,0123456789.-+eE truefalsn\\u"x\ufeff', max_size=200) | st.binary(max_size=100))
def test_random_text(text) -> None:
    _only_record_errors(text)


def test_every_shipped_record_still_loads() -> None:
    for data in RECORDS:
        assert record.loads(json.dumps(data)).GAME == data["game"]
