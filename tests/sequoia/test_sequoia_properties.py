"""Property tests over random games of Sequoia at every table size and both
token settings: trees are conserved (RULINGS Sequoia 2, 5), every token is
awarded or rightly left unawarded (RULINGS Sequoia 4-5), scores are the
tokens won and the winners have the most (RULINGS Sequoia 6), observations
never show another seat's roll or a stored choice (RULINGS Sequoia 2, 7),
and records replay exactly (engine core)."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings, strategies as st

from engine.core.record import dumps, loads
from engine.core.state import CHANCE, OVER, SIMULTANEOUS
from engine.sequoia.actions import Sums
from engine.sequoia.dice import ALL_PAIRS, reachable_pairs
from engine.sequoia.forests import FORESTS
from engine.sequoia.state import TREES, TURNS, SequoiaState


def check_trees(state: SequoiaState) -> None:
    """Every tree is standing, removed by a tie rule, or still in the supply."""
    for seat in range(state.players):
        standing = sum(row[seat] for row in state.trees)
        placed = TREES - state.trees_left[seat] + state.reserve[seat]
        assert standing + state.removed[seat] == placed
        assert state.trees_left[seat] == TREES - 2 * min(state.turn, TURNS)
        if state.phase == "regular":
            assert state.reserve[seat] == 0 and state.removed[seat] == 0


def check_tokens(state: SequoiaState, at_scoring: list[list[int]]) -> None:
    """Tokens against the trees standing when the tenth turn was scored."""
    final = state.final()
    capped = set(state.result().details["unsettled"])
    scores = [0] * state.players
    for f, forest in enumerate(FORESTS):
        counts = at_scoring[f]
        won = final["awarded"][str(forest)]
        first, second = won["first"], won["second"]
        value_first, value_second = final["tokens"][str(forest)]
        present = [s for s in range(state.players) if counts[s] > 0]
        if forest in capped:
            continue
        if not present:
            assert first is None and second is None  # an empty forest
            continue
        assert first is not None and counts[first] == max(counts)
        scores[first] += value_first
        if len(present) == 1:
            assert second is None  # one player: no second token
            continue
        assert second is not None and second != first and counts[second] > 0
        assert counts[second] == max(counts[s] for s in range(state.players) if s != first)
        scores[second] += value_second
    if not capped:
        assert final["scores"] == scores
    result = state.result().to_json()
    assert result["scores"] == final["scores"] == state.scores()
    best = max(result["scores"])
    assert result["winners"] == [s for s, p in enumerate(result["scores"]) if p == best]


def check_hidden(state: SequoiaState, rnd: random.Random) -> None:
    """No observation depends on another seat's roll or stored choice."""
    for seat in range(state.players):
        twin = state.clone()
        for other in range(state.players):
            if other == seat:
                continue
            if twin.rolls[other] is not None:
                twin.rolls[other] = tuple(rnd.randint(1, 6) for _ in range(5))
            if other in twin.choices:
                twin.choices[other] = Sums(*rnd.choice(ALL_PAIRS))
        assert twin.observation(seat) == state.observation(seat)
        obs = state.observation(seat)
        own = state.rolls[seat]
        assert obs["roll"] == (list(own) if own is not None else None)


def play_random(players: int, setting: str, seed: int, chooser: int) -> None:
    rnd = random.Random(chooser)
    state = SequoiaState.new({"players": players, "tokens": setting}, seed)
    while not state.is_over:
        assert state.acting.kind == CHANCE
        state.resolve_chance()
        acting = state.acting
        assert acting.kind == SIMULTANEOUS
        if state.phase == "regular":
            assert acting.seats == tuple(range(players))
        else:
            assert acting.seats == tuple(sorted({s for seats in state.tied for s in seats}))
        order = list(acting.seats)
        rnd.shuffle(order)
        for seat in order:
            legal = state.legal_actions(seat)
            assert legal == [tuple(p) for p in reachable_pairs(state.rolls[seat])]
            assert all(a <= b for a, b in legal)
            before = [state.observation(s) for s in range(players)]
            state.apply(seat, rnd.choice(legal))
            if state.acting.kind == SIMULTANEOUS:
                # a stored choice shows nowhere: everyone only learns that the seat has chosen
                after = [state.observation(s) for s in range(players)]
                for seen, was in zip(after, before):
                    assert seen.pop("chosen") == sorted(state.choices) and was.pop("chosen") == sorted(set(state.choices) - {seat})
                assert after == before
                check_hidden(state, rnd)
        check_trees(state)
    assert state.acting.kind == OVER and state.turn >= TURNS
    check_tokens(state, _regular_counts(state))
    text = dumps(state)
    again = loads(text, game="sequoia")
    assert dumps(again) == text
    assert again.final() == state.final() and again.result() == state.result()
    assert [again.observation(s) for s in range(players)] == [state.observation(s) for s in range(players)]


def _regular_counts(state: SequoiaState) -> list[list[int]]:
    """The trees standing after the tenth turn, rebuilt from the record's first ten turns."""
    counts = [[0] * state.players for _ in FORESTS]
    for seat, (a, b) in state.history[:TURNS * state.players]:
        counts[a - 2][seat] += 1
        counts[b - 2][seat] += 1
    return counts


@pytest.mark.parametrize("setting", ["face-up", "face-down"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32), chooser=st.integers(0, 2**32))
def test_random_games(players, setting, seed, chooser):
    """Random games keep every invariant from the first roll to the result."""
    play_random(players, setting, seed, chooser)
