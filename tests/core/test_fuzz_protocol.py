"""Fuzzing the bot protocol's reply handling (issue 16): whatever line a bot
sends at any decision of the three games (random JSON, legal replies with
parts replaced, deep nesting, huge strings, bytes that are not UTF-8),
judging it gives a legal action, a fault message or "an earlier act's
reply, dropped"; no exception ever comes out. The line reader cuts any
stream into lines no longer than the cap."""

from __future__ import annotations

import io
import json
import queue
import threading
from functools import partial
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.core import record
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.games import GAMES, ai_module
from engine.protocol import _EOF, _TOO_LONG, FAULT_MAX, _read_lines, judge_reply

SETTINGS = settings(max_examples=300, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
IDENT = 7  # the act being answered; 1-6 are earlier acts


def _decisions() -> list[tuple[Any, int, Decision]]:
    """A decision of every kind in each game: (state, seat, decision)."""
    found: dict[Any, tuple[Any, int, Decision]] = {}
    for game, config in (("sequence", {"players": 2}), ("sequence", {"players": 3, "variant": "custom"}),
                         ("sequoia", {"players": 3}), ("sequitur", {"players": 2}), ("sequitur", {"players": 1})):
        for seed in range(2):
            state = GAMES[game].new(config, seed)
            # Sequitur's AI spells real words (so goals get claimed) and plays Insert now and then
            seats = [ai_module(game).make_seat("easy", seed + s) for s in range(state.players)] \
                if game == "sequitur" else None
            below = Rng(seed).below
            while True:
                record.advance_chance(state)
                if state.is_over:
                    break
                seat = state.acting.seats[0]
                legal = state.legal_actions(seat)
                decision = Decision(seat, legal, state.observation, partial(state.check, seat), state.action_to_json,
                                    state.action_from_json, None if legal is not None else state.unlisted_default(seat))
                kind = (game, config["players"], state.observation(seat).get("decision"), legal is None)
                if kind not in found:
                    twin = state.clone()
                    found[kind] = (twin, seat, Decision(
                        seat, legal, twin.observation, partial(twin.check, seat), twin.action_to_json,
                        twin.action_from_json, decision.default))
                if seats is not None:
                    inserts = [a for a in legal or () if getattr(a, "card", None) == "insert"]
                    action = inserts[0] if inserts and below(2) else seats[seat].act(decision)
                else:
                    action = decision.default if legal is None else legal[below(len(legal))]
                state.apply(seat, action)
    return list(found.values())


_FOUND: list[list[tuple[Any, int, Decision]]] = []


def decisions() -> list[tuple[Any, int, Decision]]:
    """`_decisions()`, played once, when a test first draws one (not at collection: each of the
    suite's worker processes collects this module, and the games took 3 s of CPU)."""
    if not _FOUND:
        _FOUND.append(_decisions())
    return _FOUND[0]

SCALARS = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=True) | st.text(max_size=12)
           | st.sampled_from(["shift", "swap", "insert", "redraw", "replace", "left", "right", "red", "G01", "5H",
                              "JD", "PW", "?", "Q", "star"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
    st.sampled_from(["id", "index", "action", "card", "cell", "dead", "pass", "sums", "positions", "to", "word",
                     "blank", "qu", "house", "keep", "end", "goal", "colour", "type"]) | st.text(max_size=5),
    inner, max_size=4), max_leaves=12)
IDS = st.sampled_from([IDENT, IDENT, IDENT, 1, 6, 0, -1, 8, 10**30, True, 7.0, "7", None])


def _replace_somewhere(value: Any, new: Any, choice: int) -> Any:
    """`value` with one part (picked by `choice`) replaced by `new`."""
    if isinstance(value, dict) and value:
        key = sorted(value)[choice % len(value)]
        return {**value, key: _replace_somewhere(value[key], new, choice // 7) if choice % 3 else new}
    if isinstance(value, list) and value:
        i = choice % len(value)
        return value[:i] + [_replace_somewhere(value[i], new, choice // 7) if choice % 3 else new] + value[i + 1:]
    return new


@st.composite
def lines(draw) -> tuple[int, bytes]:
    """A decision and a line a bot might send for it."""
    which = draw(st.integers(0, len(decisions()) - 1))
    _, _, decision = decisions()[which]
    legal = decision.legal
    how = draw(st.sampled_from(["value", "index", "action", "mutated", "deep", "huge", "bytes"]))
    if how == "value":
        return which, json.dumps(draw(VALUES)).encode()
    if how == "index":
        return which, json.dumps({"id": draw(IDS), "index": draw(st.integers(-3, 3000) | SCALARS)}).encode()
    if legal:
        action = decision.to_json(legal[draw(st.integers(0, len(legal) - 1))])
    else:
        action = {"word": "star", "positions": [0, 1, 2, 3], "blank": None, "qu": None}
    if how == "action":
        return which, json.dumps({"id": draw(IDS), "action": action}).encode()
    if how == "mutated":
        mutated = _replace_somewhere(action, draw(VALUES), draw(st.integers(0, 10**6)))
        return which, json.dumps({"id": IDENT, "action": mutated, draw(st.text(max_size=4)): draw(VALUES)}).encode()
    if how == "deep":
        depth = draw(st.sampled_from([60, 64, 65, 1000, 30_000]))
        return which, ('{"id": %d, "action": %s}' % (IDENT, "[" * depth + "]" * depth)).encode()
    if how == "huge":
        size = draw(st.sampled_from([1000, 60_000, 70_000]))
        return which, json.dumps({"id": IDENT, "action": {"card": "x" * size, "word": "y" * size}}).encode()
    return which, draw(st.binary(max_size=80))


@SETTINGS
@given(lines())
def test_any_reply_is_an_action_a_fault_or_dropped(case) -> None:
    which, line = case
    state, seat, decision = decisions()[which]
    verdict = judge_reply(line, IDENT, decision)
    if verdict is None:  # an earlier act's reply
        reply = json.loads(line)
        assert type(reply["id"]) is int and 1 <= reply["id"] < IDENT
        return
    action, fault = verdict
    if fault is None:
        state.check(seat, action)  # accepted means legal
        assert decision.legal is None or action in decision.legal
    else:
        assert action is None and isinstance(fault, str) and 0 < len(fault) <= FAULT_MAX


class _Trickle(io.RawIOBase):
    """A stream that hands out its bytes in the given chunk sizes."""

    def __init__(self, data: bytes, sizes: list[int]) -> None:
        self.data, self.sizes, self.at = data, sizes or [1], 0

    def readable(self) -> bool:
        return True

    def read(self, n: int = -1) -> bytes:
        size = min(n, self.sizes[self.at % len(self.sizes)] if self.sizes else n)
        chunk, self.data = self.data[:size], self.data[size:]
        self.at += 1
        return chunk


@settings(max_examples=300, deadline=None, derandomize=True)
@given(st.lists(st.binary(max_size=12) | st.sampled_from([b"x" * 30, b"y" * 9]), max_size=12),
       st.lists(st.integers(1, 40), max_size=6), st.booleans())
def test_the_line_reader_cuts_any_stream_into_capped_lines(parts, sizes, final_newline) -> None:
    cap = 10
    data = b"\n".join(parts) + (b"\n" if final_newline else b"")
    out: queue.Queue[Any] = queue.Queue()
    _read_lines(_Trickle(data, sizes), out, threading.Event(), cap)
    got = []
    while True:
        item = out.get_nowait()
        if item is _EOF:
            break
        got.append(item)
    expected = [p if len(p) <= cap else _TOO_LONG for p in data.split(b"\n")]
    if expected and expected[-1] == b"":
        expected.pop()  # nothing after the last newline
    assert got == expected
