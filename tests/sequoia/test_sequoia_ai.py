"""The built-in Sequoia AI: its levels, the greedy baseline, legal play from
the observation only, and the strong level's time limit."""

from __future__ import annotations

import time

import pytest

from engine.arena import make_seat as arena_seat, play
from engine.core.seats import Decision
from engine.games import AI, ai_module
from engine.sequoia.actions import Sums
from engine.sequoia.ai import BASELINES, LEVELS, make_seat
from engine.sequoia.ai.greedy import greedy_choices, points_now
from engine.sequoia.ai.view import read_position
from engine.sequoia.state import SequoiaState


def test_levels_registered_and_described():
    """At least three ordered levels, each with a one-line description; greedy is a baseline."""
    assert AI["sequoia"] == "engine.sequoia.ai"
    module = ai_module("sequoia")
    assert list(module.LEVELS) == ["easy", "medium", "hard"]
    assert all(text and "\n" not in text for text in LEVELS.values())
    assert "greedy" in BASELINES
    with pytest.raises(ValueError):
        make_seat("grandmaster", 1)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_level_plays_legal_games(players):
    """Every seat returns a legal pair for every decision, ties included (apply would raise)."""
    specs = ["ai:easy", "ai:medium", "greedy", "ai:hard@0.003", "ai:medium"][:players]
    for seed in range(3):
        state = SequoiaState.new({"players": players, "tokens": "face-down" if seed % 2 else "face-up"}, seed)
        seats = [arena_seat(spec, seed * 7 + i, "sequoia") for i, spec in enumerate(specs)]
        outcome = play(state, seats)
        assert state.is_over and outcome.result.reason == "scores"


def _decision(state: SequoiaState, seat: int) -> Decision:
    return Decision(seat, state.legal_actions(seat), state.observation)


def test_strong_level_honours_its_time_limit():
    """The search stops at its deadline, not after a fixed count (0.2 s per decision in the browser)."""
    state = SequoiaState.new({"players": 5}, 3)
    seat = make_seat("hard", 1, time_limit=0.02)
    seat.start(state.start_message(0))
    state.resolve_chance()
    worst = 0.0
    for _ in range(3):
        started = time.perf_counter()
        action = seat.act(_decision(state, 0))
        worst = max(worst, time.perf_counter() - started)
        assert action in state.legal_actions(0)
    # the search loops until its deadline, so an ignored limit never returns; the
    # bound is generous because a loaded machine stretches wall time (figures: docs/ai.md)
    assert worst < 0.02 + 1.0


def test_greedy_takes_the_most_points_now():
    """The baseline grows where it gains the most points right now."""
    state = SequoiaState.new({"players": 2}, 5)
    state.tokens = [(4, 1)] * 11
    state.tokens[6 - 2] = (6, 2)
    state.trees[6 - 2] = [0, 2]   # forest 6: seat 1 leads with two trees
    state.trees[8 - 2] = [1, 0]   # forest 8: seat 0 already first
    state.resolve_chance()
    state.rolls[0] = (3, 3, 3, 3, 5)  # pairs (6, 6) and (6, 8)
    observation = state.observation(0)
    position = read_position(observation, None)
    legal = [tuple(p) for p in state.legal_actions(0)]
    best = greedy_choices(position, legal)
    # (6, 6) ties forest 6 (half of 6 + 2 = 4); (6, 8) only makes second there (2)
    assert best == [(6, 6)]
    seat = make_seat("greedy", 2)
    seat.start(state.start_message(0))
    assert seat.act(_decision(state, 0)) == Sums(6, 6)
    assert points_now([2, 2, 1], 0, 6, 2) == 4.0 and points_now([1, 3, 2], 0, 6, 2) == 0.0


def test_decisions_depend_only_on_the_observation():
    """A seat sees its Decision only: another seat's roll or stored choice changes nothing."""
    state = SequoiaState.new({"players": 3}, 8)
    state.resolve_chance()
    twin = state.clone()
    twin.rolls[1] = (6, 6, 6, 6, 6)
    twin.apply(2, twin.legal_actions(2)[0])
    for level in ("easy", "medium", "greedy", "hard"):
        a = make_seat(level, 4, time_limit=0.01)
        b = make_seat(level, 4, time_limit=0.01)
        a.start(state.start_message(0))
        b.start(twin.start_message(0))
        if level == "hard":
            # the search's depth depends on the clock; its choice must be legal from the same view
            assert a.act(_decision(state, 0)) in state.legal_actions(0)
            assert b.act(_decision(twin, 0)) in twin.legal_actions(0)
        else:
            assert a.act(_decision(state, 0)) == b.act(_decision(twin, 0))
