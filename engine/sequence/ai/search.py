"""Determinized search: the expert level's decision.

The hidden cards are sampled again and again (`sampling.Sampler`), each
sample a full game consistent with what the seat has seen, narrowed by what
the seat that moved last did not do (it held no card to block or complete a
threat). In each sample every candidate move (the tactical policy's best
few, `tactics`) is played, followed by a short playout in which every seat,
partners and opponents alike, plays the one-ply policy (`policy`, counting
the open spaces its own sampled cards fill; `SearchParams.playout_weights`,
or the greedy rules of thumb, `greedy`, without them); the position reached is scored by the
line evaluation for the seat's team, with each team's threats that its own
cards can fill counted as sequences to come. The same samples serve every
candidate (common random numbers), and the candidate with the best mean
(plus a share of its tactical score) wins. The search stops at a deadline
measured with `clock` (`perf_counter`, engine/core/portable.py): a sample cut
short by the deadline is dropped, and with none finished the tactical
policy's own best move is played.
"""

from __future__ import annotations

import random
from typing import Any, Callable, Dict, Sequence

from engine.core.portable import perf_counter
from engine.core.value import Value
from engine.sequence.actions import Pass, Play, TurnIn
from engine.sequence.ai.greedy import greedy_action
from engine.sequence.ai.heuristic import SEQUENCE, WIN, Lines, evaluate
from engine.sequence.ai.policy import Weights, held_cells, score_actions
from engine.sequence.ai.sampling import Sampler
from engine.sequence.ai.tactics import FINISH, TACTICS, Tactics, position_odds, score_position
from engine.sequence.ai.threats import Threats, fills
from engine.sequence.ai.view import Position, Table
from engine.sequence.rules import REMOVE, WILD
from engine.sequence.state import SequenceState


# a seat's policy in playouts: (lines, team, legal, kind) -> action
# (typing's Dict: MicroPython's dict takes no subscript)
Others = Callable[[Lines, int, Sequence[Any], Dict[str, int]], Any]

# the deadline's clock, read at each call (tests steady it: tests/steady_clock.py)
clock = perf_counter

JACK_WORTH = (40.0, 30.0)  # a wild and a remove card kept in hand, in the evaluation's units
# a team's threat its own cards fill, at a leaf: worth this share of a sequence when the team
# moves next, less when another team moves first (and may block it; a fork is harder to block)
THREAT_NEXT, THREAT_FORK, THREAT_LATER = 1.0, 0.8, 0.5


class SearchParams(Value):
    """How wide and deep a level searches."""

    FIELDS = (
        "candidates: int",
        "depth: int",                        # plies after the move; 0 means two rounds of the table (capped)
        "max_depth: int",
        "tactics: Tactics",
        "playout_weights: Weights | None",   # None: the greedy rules of thumb in playouts
        "prior: float",                      # weight of the tactical score added to the playouts' mean
        "inference: float",                  # share of samples narrowed by what the last mover did not do
        "max_samples: int | None",           # a fixed number of samples (tests); None: until the deadline
    )
    DEFAULTS = {"candidates": 6, "depth": 0, "max_depth": 4, "tactics": TACTICS, "playout_weights": None,
                "prior": 0.5, "inference": 0.9, "max_samples": None}


def _leaf_value(state: SequenceState, lines: Lines, team: int, table: Table) -> float:
    if state.winner is not None:
        return WIN if state.winner == team else -WIN
    teams = table.teams
    # in a sample every hand is known: each team's lines count the spaces its cards fill
    held = [held_cells(state.hands[t::teams], state.chips, table.cells_of) for t in range(teams)]
    value = evaluate(lines, team, [len(s) for s in state.sequences], table.to_win, held)
    for seat, jack in enumerate(_jacks(state, table)):
        value += jack if seat % teams == team else -jack / (teams - 1)
    for t, threat in _threats(state, lines, table):
        value += threat if t == team else -threat
    return value


def _jacks(state: SequenceState, table: Table) -> list[float]:
    """Each seat's jacks still in hand: moves kept for later."""
    kind = table.kind
    out = []
    for hand in state.hands:
        worth = 0.0
        for card in hand:
            k = kind[card]
            if k == WILD:
                worth += JACK_WORTH[0]
            elif k == REMOVE:
                worth += JACK_WORTH[1]
        out.append(worth)
    return out


def _threats(state: SequenceState, lines: Lines, table: Table) -> list[tuple[int, float]]:
    """(team, worth) of each team's threats its own cards fill: sequences to come."""
    teams = table.teams
    threats = Threats(lines)
    mover = state.to_move % teams
    tactics = TACTICS
    out = []
    for t in range(teams):
        spaces = threats.spaces(t)
        if not spaces:
            continue
        if not any(fills(state.hands[s], table.kind, table.cells_of, spaces) for s in range(t, table.players, teams)):
            continue
        worth = tactics.winning if len(state.sequences[t]) + 1 >= table.to_win else tactics.sequence
        worth *= THREAT_NEXT if t == mover else (THREAT_FORK if len(spaces) >= 2 else THREAT_LATER)
        out.append((t, worth))
    return out


def _leaf_values(state: SequenceState, lines: Lines, table: Table) -> list[float]:
    """`_leaf_value` for every team at once, the same figures (the same sums in the same order), each
    team's held spaces, lines' worth and threats counted once, not once per team (the review's estimates)."""
    teams = table.teams
    if state.winner is not None:
        return [WIN if state.winner == t else -WIN for t in range(teams)]
    held = [held_cells(state.hands[t::teams], state.chips, table.cells_of) for t in range(teams)]
    counts = [len(s) for s in state.sequences]
    to_win = table.to_win
    worths: dict[int, float] = {}

    def worth(t: int) -> float:  # as `evaluate` counts a team's sequences and lines
        found = worths.get(t)
        if found is None:
            found = worths[t] = SEQUENCE * counts[t] + lines.potential(t, held[t])
        return found

    values = []
    for team in range(teams):
        if counts[team] >= to_win:
            values.append(WIN)
            continue
        mine, worst, value = worth(team), None, None
        for t in range(teams):
            if t == team:
                continue
            if counts[t] >= to_win:
                value = -WIN
                break
            theirs = worth(t)
            if worst is None or theirs > worst:
                worst = theirs
        values.append(mine - (worst or 0.0) if value is None else value)
    jacks = _jacks(state, table)
    for team in range(teams):
        for seat, jack in enumerate(jacks):
            values[team] += jack if seat % teams == team else -jack / (teams - 1)
    for t, threat in _threats(state, lines, table):
        for team in range(teams):
            values[team] += threat if t == team else -threat
    return values


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


def playout(state: SequenceState, lines: Lines, plies: int, table: Table, weights: Weights | None,
            others: Others | None = None, team: int = -1) -> None:
    """Play `plies` turns, every seat with its sampled hand: the greedy rules of thumb,
    or the one-ply policy with `weights`; with `others`, the seats of teams
    other than `team` play it instead (a model of the opponents, for measurements)."""
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
        if others is not None and seat % teams != team:
            best = others(lines, seat % teams, legal, kind)
        elif weights is None:
            best = greedy_action(lines, seat % teams, legal, kind)
        elif weights.hand_aware:
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
    *,
    deal: Callable[[random.Random], SequenceState] | None = None,
    others: Others | None = None,
) -> tuple[Any, list[tuple[float, Any]]]:
    """The best action by determinized playouts, and (mean value, action) per candidate.

    For measurements only (`bench/sequence_ai_bounds.py`), `deal` replaces the
    sampler (it may deal the real hidden cards: a player that cheats) and
    `others` is the opponents' policy in the playouts."""
    team = position.team
    odds = position_odds(table, position, inference=params.inference > 0)
    scored = score_position(table, position, legal, params.tactics, odds=odds)
    first = scored[0][1]
    if type(first) in (TurnIn, Pass) or len(scored) == 1 or scored[0][0] >= FINISH:
        return first, scored[:1]
    candidates = [action for _, action in scored[:params.candidates]]
    depth = params.depth or min(2 * table.players, params.max_depth)
    sampler = Sampler(table, position.obs, odds if params.inference > 0 else None, params.inference)
    seat = position.seat
    totals = [0.0] * len(candidates)
    samples = 0
    timed = params.max_samples is None
    while True:
        base = deal(rng) if deal is not None else sampler.sample(rng)
        values = []
        for action in candidates:
            state = base.clone()
            lines = position.lines.follow(state.chips)
            play(state, lines, seat, action)
            if state.winner is not None:
                values.append(WIN if state.winner == team else -WIN)
                continue
            playout(state, lines, depth, table, params.playout_weights, others, team)
            values.append(_leaf_value(state, lines, team, table))
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
    # the tactical score is the prior: with few samples the search's noise
    # must not overturn a clearly better one-ply move
    prior = [params.prior * score for score, _ in scored[:len(candidates)]]
    means = [(total / samples + p, action) for total, p, action in zip(totals, prior, candidates)]
    best = max(range(len(candidates)), key=lambda i: (means[i][0], -i))
    return candidates[best], means
