"""bench/sequence_expert_variants.py: the variants it names are the ones it plays, and its tactical
playouts play the tactical policy's move for every seat (issue 82)."""

import pytest

from bench.sequence_expert_variants import TACTICAL_PLAYOUTS, _tactical_playout, measure_variant, variant
from engine.arena import DEFAULT_TURN_LIMIT, arena_config
from engine.core.value import replaced
from engine.sequence.ai import levels, search
from engine.sequence.ai.greedy import greedy_action
from engine.sequence.ai.policy import held_cells
from engine.sequence.ai.sampling import Sampler
from engine.sequence.ai.tactics import TACTICS, seats_for, tactical_scores
from engine.sequence.ai.threats import Odds
from engine.sequence.ai.view import Position, Table
from engine.core.rng import Rng
from engine.sequence.state import SequenceState


def test_the_variants():
    assert variant("expert") == replaced(levels.EXPERT_PARAMS, max_samples=160)
    prior = variant("prior:0.2,8")
    assert (prior.prior, prior.candidates, prior.max_samples) == (0.2, 8, 160)
    tactical = variant("tactical-playouts:30")
    assert tactical.max_samples == 30 and tactical.playout_weights is TACTICAL_PLAYOUTS
    assert levels.EXPERT_PARAMS.playout_weights is not TACTICAL_PLAYOUTS  # the level's playouts unchanged
    for name in ("prior:2", "tactical-playouts", "deep:10,8", "hard"):
        with pytest.raises(ValueError):
            variant(name)
    level, builder = levels.CHOICES["expert"], search.playout
    cell = measure_variant("tactical-playouts:2", 2, 1)
    assert levels.CHOICES["expert"] is level and search.playout is builder  # put back as they were
    assert cell["wins"] + cell["losses"] + cell["draws"] == 2 and cell["ms_per_decision"] > 0
    assert cell["against"] == "ai:hard" and cell["level"] == "ai:expert"


def test_the_tactical_playouts_play_the_tactical_policy_with_each_seat_s_own_hand():
    state = SequenceState.new(arena_config(SequenceState, 2, None, None, DEFAULT_TURN_LIMIT), 96000)
    while state.turn < 16:  # a board with lines on it
        seat = state.to_move
        table = Table(state.start_message(seat, state.setup_info()))
        state.apply(seat, greedy_action(Position(table, state.observation(seat)).lines, seat % 2,
                                        state.legal_actions(seat), table.kind))
    seat = state.to_move
    table = Table(state.start_message(seat, state.setup_info()))
    sample = Sampler(table, state.observation(seat)).sample(Rng(1))
    lines = Position(table, state.observation(seat)).lines.follow(sample.chips)  # kept up to date by the playout
    for _ in range(4):  # each ply: the mover's tactical move, from its sampled hand and the cards it saw
        mover = sample.to_move
        hand = sample.hands[mover]
        seen = list(hand) + [card for pile in sample.discards for card in pile]
        odds = Odds.from_seen(table.rules.deck, seen, table.kind, table.rules.board.codes)
        seats = seats_for(mover % 2, mover, 2, 2, table.to_win, [len(s) for s in sample.sequences],
                          [len(h) for h in sample.hands])
        legal = sample.legal_actions(mover)
        expected = tactical_scores(lines, mover % 2, legal, table.kind, hand, odds, seats, table.cells_of,
                                   TACTICS, held_cells([hand], sample.chips, table.cells_of))[0][1]
        before = sample.clone()
        _tactical_playout(sample, lines, 1, table)
        before.apply(mover, expected)
        assert sample.chips == before.chips and sample.discards == before.discards
