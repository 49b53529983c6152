"""Determinized search: the strong levels' decision.

The hidden cards are sampled again and again (`sampling.Sampler`), each
sample a full game consistent with what the seat has seen. In each sample
every candidate move (the policy's best few) is played, followed by a short
playout in which every seat, partners and opponents alike, plays the
one-ply policy with the cards the sample gave it; the position reached is
scored by the line evaluation for the seat's team. The same samples serve
every candidate (common random numbers), and the candidate with the best
mean wins. The search stops at a deadline measured with `time.perf_counter`:
a sample cut short by the deadline is dropped, and with none finished the
policy's own best move is played.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Sequence

from engine.sequence.actions import Pass, Play, TurnIn
from engine.sequence.ai.heuristic import WIN, Lines, evaluate
from engine.sequence.ai.policy import Weights, held_cells, score_actions
from engine.sequence.ai.sampling import Sampler
from engine.sequence.ai.view import Position, Table
from engine.sequence.rules import REMOVE, WILD
from engine.sequence.state import SequenceState


JACK_WORTH = (40.0, 30.0)  # a wild and a remove card kept in hand, in the evaluation's units


@dataclass(frozen=True)
class SearchParams:
    """How wide and deep a level searches."""

    candidates: int = 8
    depth: int = 0            # plies after the move; 0 means one round of the table (capped)
    max_depth: int = 4
    weights: Weights = Weights()
    playout_weights: Weights = Weights()
    prior: float = 0.5                # weight of the one-ply score added to the playouts' mean
    leaf_hands: bool = False          # the leaf evaluation counts the spaces each team's cards fill
    max_samples: int | None = None   # a fixed number of samples (tests); None: until the deadline


def _leaf_value(state: SequenceState, lines: Lines, team: int, table: Table, hand_aware: bool) -> float:
    if state.winner is not None:
        return WIN if state.winner == team else -WIN
    held = None
    if hand_aware:
        # in a sample every hand is known: each team's lines count the spaces its cards fill
        held = [held_cells(state.hands[t::table.teams], state.chips, table.cells_of) for t in range(table.teams)]
    value = evaluate(lines, team, [len(s) for s in state.sequences], table.to_win, held)
    # jacks still in hand are moves kept for later (a sample knows every hand)
    kind = table.kind
    for seat, hand in enumerate(state.hands):
        worth = 0.0
        for card in hand:
            k = kind[card]
            if k == WILD:
                worth += JACK_WORTH[0]
            elif k == REMOVE:
                worth += JACK_WORTH[1]
        value += worth if seat % table.teams == team else -worth / (table.teams - 1)
    return value


def play(state: SequenceState, lines: Lines, seat: int, action: Any) -> None:
    """Apply `action` to the state and keep `lines` (following its chips) up to date."""
    before = len(state.sequences[seat % state.teams])
    state._apply(seat, action)
    if type(action) is Play:
        team = seat % state.teams
        mine = state.sequences[team]
        if len(mine) != before:
            lines.changed(action.cell, team, mine)
        else:
            lines.changed(action.cell)


def playout(state: SequenceState, lines: Lines, plies: int, table: Table, weights: Weights) -> None:
    """Play `plies` turns with the one-ply policy for every seat (with its sampled hand)."""
    end = state.turn + plies
    kind = table.kind
    teams = table.teams
    cells_of = table.cells_of
    while state.reason is None and state.turn < end:
        seat = state.to_move
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            play(state, lines, seat, legal[0])
            continue
        if weights.hand_aware:
            held = held_cells([state.hands[seat]], state.chips, cells_of)
            best = score_actions(lines, seat % teams, legal, kind, weights, held)[0][1]
        else:
            best = score_actions(lines, seat % teams, legal, kind, weights)[0][1]
        play(state, lines, seat, best)


def search(
    table: Table,
    position: Position,
    legal: Sequence[Any],
    rng: random.Random,
    deadline: float,
    params: SearchParams,
) -> tuple[Any, list[tuple[float, Any]]]:
    """The best action by determinized playouts, and (mean value, action) per candidate."""
    team = position.team
    if params.weights.hand_aware:
        scored = score_actions(position.lines, team, legal, table.kind, params.weights, position.held, position.scarce)
    else:
        scored = score_actions(position.lines, team, legal, table.kind, params.weights)
    first = scored[0][1]
    if type(first) in (TurnIn, Pass) or len(scored) == 1:
        return first, scored[:1]
    candidates = [action for _, action in scored[:params.candidates]]
    depth = params.depth or min(table.players, params.max_depth)
    sampler = Sampler(table, position.obs)
    seat = position.seat
    totals = [0.0] * len(candidates)
    samples = 0
    clock = time.perf_counter
    timed = params.max_samples is None
    while True:
        base = sampler.sample(rng)
        values = []
        for action in candidates:
            state = base.clone()
            lines = position.lines.follow(state.chips)
            play(state, lines, seat, action)
            if state.winner is not None:
                values.append(WIN if state.winner == team else -WIN)
                continue
            playout(state, lines, depth, table, params.playout_weights)
            values.append(_leaf_value(state, lines, team, table, params.leaf_hands))
            if timed and clock() > deadline:
                break
        else:
            for i, value in enumerate(values):
                totals[i] += value
            samples += 1
        if params.max_samples is not None:
            if samples >= params.max_samples:
                break
        elif clock() > deadline:
            break
    if samples == 0:  # not one sample finished in time: the policy's choice
        return first, scored[:1]
    # the policy's own score is the prior: with few samples the search's noise
    # must not overturn a clearly better one-ply move
    prior = [params.prior * score for score, _ in scored[:len(candidates)]]
    means = [(total / samples + p, action) for total, p, action in zip(totals, prior, candidates)]
    best = max(range(len(candidates)), key=lambda i: (means[i][0], -i))
    return candidates[best], means
