"""Property tests over random games of Sequence at every table size, team
choice and variant (issue 3, 'Tests and figures'): cards and chips are
conserved, locked chips stay, observations leak nothing, records replay
exactly, and the legal-action lists are sound."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from engine.core import record
from engine.sequence.actions import PASS, Pass, Play, TurnIn
from engine.sequence.sequences import FREE
from engine.sequence.state import SequenceState
from tests.sequence_helpers import all_cards, snapshot

TABLES = [(2, 2), (3, 3), (4, 2), (6, 2), (6, 3), (8, 2), (9, 3), (10, 2), (12, 2), (12, 3)]
CONFIGS = [
    {"players": players, "teams": teams, "variant": variant}
    for players, teams in TABLES for variant in ("classic", "custom")
]
GAMES_PER_CONFIG = 12  # 20 configurations: 240 complete games
OBSERVATION_EVERY = 7  # the leak check (a clone and a perturbation) every few actions

SEEDS = st.integers(min_value=0, max_value=2**40)
PROPERTY_SETTINGS = settings(
    max_examples=GAMES_PER_CONFIG, deadline=None, database=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def check_cards(state: SequenceState) -> None:
    """Every card of the variant's deck is in a hand, the draw pile or a discard pile, once."""
    assert all_cards(state) == Counter(state.rules.deck)


def check_chips(state: SequenceState) -> None:
    """Chips on the board plus chips left make each team's supply (RULINGS Sequence 11)."""
    for team in range(state.teams):
        on_board = state.chips.count(team)
        assert on_board + state.chips_left[team] == state.rules.chips[team]
        assert state.chips_left[team] >= 0
    board = state.rules.board
    assert [i for i, v in enumerate(state.chips) if v == FREE] == list(board.free)
    # the engine's per-team masks agree with the board
    for team in range(state.teams):
        mask = board.free_mask | sum(1 << c for c, v in enumerate(state.chips) if v == team)
        assert state.owned[team] == mask


def check_sequences(state: SequenceState, locked_before: dict[int, int]) -> dict[int, int]:
    """Locked chips never leave; sequences are held by their team, share at most one space,
    and the game ends exactly when a team has enough (RULINGS Sequence 9, 10)."""
    chips = state.chips
    locked = {c: chips[c] for c, v in enumerate(state.locked) if v}
    for cell, team in locked_before.items():
        assert locked.get(cell) == team, f"locked chip on {cell} left the board"
    in_sequences = set()
    for team, sequences in enumerate(state.sequences):
        for sequence in sequences:
            assert len(sequence) == 5
            assert all(chips[c] in (team, FREE) for c in sequence)
            in_sequences.update(c for c in sequence if chips[c] != FREE)
        for i, a in enumerate(sequences):
            for b in sequences[i + 1:]:
                assert len(set(a) & set(b)) <= 1
    assert set(locked) == in_sequences
    counts = [len(s) for s in state.sequences]
    if state.reason == "sequences":
        assert counts[state.winner] >= state.to_win
    else:
        assert max(counts) < state.to_win
    return locked


def check_legal(state: SequenceState, legal: list) -> None:
    """Every listed action passes `check`; the list has no duplicates; other seats have none."""
    assert legal, "a seat to move always has an action (a pass at least)"
    assert len(set(legal)) == len(legal)
    for action in legal:
        state.check(state.to_move, action)
    if PASS in legal:
        assert legal == [PASS]
    assert not any(isinstance(a, TurnIn) for a in legal) or not state.dead_turned_in
    for seat in range(state.players):
        if seat != state.to_move:
            assert state.legal_actions(seat) == []


def check_observations(state: SequenceState, rng: random.Random) -> None:
    """A seat's observation holds its own hand and nothing of the other hands or the draw order:
    changing those leaves it unchanged."""
    for seat in range(state.players):
        seen = state.observation(seat)
        assert seen["hand"] == state.hands[seat]
        assert seen["deck"] == len(state.deck)
        assert seen["hand_sizes"] == [len(h) for h in state.hands]
        twin = state.clone()
        pool = list(twin.deck)
        for other in range(twin.players):
            if other != seat:
                pool.extend(twin.hands[other])
        rng.shuffle(pool)
        for other in range(twin.players):
            if other != seat:
                size = len(twin.hands[other])
                twin.hands[other], pool = pool[:size], pool[size:]
        twin.deck = pool
        assert twin.observation(seat) == seen
    assert state.final()["hands"] == state.hands


def play_checked(config: dict, seed: int, choice_seed: int) -> SequenceState:
    """Play a random game, checking every invariant after every action."""
    state = SequenceState.new(config, seed)
    rng = random.Random(choice_seed)
    locked: dict[int, int] = {}
    check_cards(state)
    check_chips(state)
    steps = 0
    while not state.is_over:
        seat = state.to_move
        legal = state.legal_actions(seat)
        check_legal(state, legal)
        action = legal[rng.randrange(len(legal))]
        turn, history = state.turn, len(state.history)
        state.apply(seat, action)
        assert len(state.history) == history + 1 and state.history[-1] == (seat, action)
        if isinstance(action, TurnIn):
            assert state.turn == turn and state.to_move == seat and state.dead_turned_in
        else:
            assert isinstance(action, (Play, Pass)) and state.turn == turn + 1
        check_cards(state)
        check_chips(state)
        locked = check_sequences(state, locked)
        steps += 1
        if steps % OBSERVATION_EVERY == 0:
            check_observations(state, rng)
    check_observations(state, rng)
    assert state.legal_actions(state.to_move) == []
    assert state.turn == sum(1 for _, a in state.history if not isinstance(a, TurnIn))
    return state


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c['players']}p{c['teams']}t-{c['variant']}")
@PROPERTY_SETTINGS
@given(seed=SEEDS, choice_seed=SEEDS)
def test_random_games_keep_every_invariant(config: dict, seed: int, choice_seed: int) -> None:
    """Issue 3 property tests: cards always accounted for (hands + deck + discards == the
    variant's deck), chip counts match the board, locked chips never leave, observations
    never contain another seat's hand or the draw order, every listed action passes check,
    no duplicates; and the record replays the game exactly."""
    state = play_checked(config, seed, choice_seed)
    result = state.result()
    assert result is not None and result.reason == "sequences"
    loaded = record.loads(record.dumps(state), game="sequence")
    assert snapshot(loaded) == snapshot(state)


@settings(max_examples=20, deadline=None, database=None)
@given(seed=SEEDS, choice_seed=SEEDS, cut=st.integers(min_value=0, max_value=60))
def test_a_clone_is_independent(seed: int, choice_seed: int, cut: int) -> None:
    """Core: clone() gives an independent copy, generator included: playing on the clone leaves
    the original exactly as it was, and both go on identically."""
    state = SequenceState.new({"players": 4, "variant": "classic"}, seed)
    rng = random.Random(choice_seed)
    for _ in range(cut):
        if state.is_over:
            break
        legal = state.legal_actions(state.to_move)
        state.apply(state.to_move, legal[rng.randrange(len(legal))])
    before = snapshot(state)
    twin = state.clone()
    assert snapshot(twin) == before
    while not twin.is_over:
        legal = twin.legal_actions(twin.to_move)
        twin.apply(twin.to_move, legal[rng.randrange(len(legal))])
    assert snapshot(state) == before
