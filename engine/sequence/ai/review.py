"""Sequence's part of a game review (engine/core/review.py).

Chances: from the whole state (every hand known: the game is over), the
draw pile shuffled anew (nobody knew its order), PLAYOUTS short playouts in
which every seat plays the expert's playout policy with its real hand; the
position reached is valued for each team by the search's leaf evaluation,
and the values become chances by a softmax whose scale was fitted so that
the chances are calibrated (bench/review_calibration.py, docs/ai.md).

Advice: the expert's move from the seat's observation only ("Suggest a
move", engine/sequence/ai/suggest.py), and what the played move cost: both
moves are played on the same states sampled from that observation
(engine/sequence/ai/sampling.py) and valued as above; the cost is the mean
loss of the team's chance to win.

Exact (issue 40; engine/sequence/wins.py): the moves that win at once are
found by rule, with the engine's own sequence detection. A step where the
seat to move can win at once is worth a sure win to its team (`certain`);
a move is "missed a win" when its seat had one and played another, and
"let the opponent win" when, after it, a rival acting before the seat's
team again can win at once with the cards it held (the whole finished game
is known) and another move would have stopped that (`exact`). A move's
"after" is valued with the card it drew put back in the pile (`undrawn`):
the draw is luck, not play.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from engine.core.review import and_list, calibrated, chance_cost, cost_english, softmax
from engine.core.voice import IT, THEY, Voice
from engine.core.rng import Rng
from engine.sequence.actions import Play, TurnIn
from engine.sequence.ai.heuristic import Lines
from engine.sequence.ai.levels import EXPERT_PARAMS
from engine.sequence.ai.sampling import Sampler
from engine.sequence.ai.search import _leaf_values, clock, play, playout
from engine.sequence.ai.suggest import explain, reason, suggest
from engine.sequence.ai.view import Position, Table
from engine.sequence.state import SequenceState
from engine.sequence.table import HAND_SIZE, TEAM_COLOURS
from engine.sequence.wins import avoidable, rival_wins, winning_moves

# Fitted by bench/review_calibration.py (docs/ai.md, "Reviews"): chances are softmax(leaf value *
# SCALE) per playout, averaged, then sharpened by a slope in log-odds and a floor share spread
# evenly (engine/core/review.py `calibrated`): (slope, floor) for players alone (1: 2 and 3
# players, fitted on 220 games of 2), partners in two teams (2: fitted on 300 games of 2 teams of 2,
# `--seed 490000`, its two halves' fits agreeing, 0.62/0.12 and 0.50/0.10) and partners in three
# teams (3: fitted on 40 games of partners, and held out on 6, 9 and 12 in three teams).
SCALE = 1 / 400.0
CALIBRATION = {1: (1.0, 0.2), 2: (0.56, 0.11), 3: (0.78, 0.33)}
PLAYOUTS = 16  # per estimate, whatever the budget: a review is calibrated as the benchmark measured it
DEPTH = 4  # plies of each playout
ADVICE_SAMPLES = (3, 8)  # sampled states the two moves are compared on
ADVICE_PLAYOUTS = 2  # playouts per sampled state and move
# a played move costing less than this is as good as the expert's: the cost's own noise (in
# bench runs the estimate rated the played move above the expert's by up to 5 to 7 points)
BEST_MARGINS = {"chance": 0.05}
SUGGEST_SHARE = 0.5  # of the advice's budget, the expert's search


def kind(state: SequenceState, seat: int, action: Any) -> str:
    """The decision's kind: 'play', 'turn-in' or 'pass'."""
    return "play" if type(action) is Play else "turn-in" if type(action) is TurnIn else "pass"


def side_label(team: int, names: Sequence[str]) -> str:
    """'Ann and Cy (blue)': a team as the end of the game names it."""
    return f"{and_list(names)} ({TEAM_COLOURS[team]})"


_tables: dict[str, Table] = {}


def _table(state: SequenceState) -> Table:
    key = repr(sorted(state.config.items()))
    table = _tables.get(key)
    if table is None:
        info = state.start_message(0)
        if len(_tables) > 8:
            _tables.clear()
        table = _tables[key] = Table(info)
    return table


def _playout_chances(state: SequenceState, table: Table, rng: random.Random, base: Lines) -> list[float]:
    """One playout from `state` (a full state: its hands are played as they are; `base`: its lines),
    its chances per team."""
    s = state.clone()
    rng.shuffle(s.deck)  # the draw pile's order: unknown to everyone
    size = HAND_SIZE[s.n]
    for hand in s.hands:  # a draw taken back (`undrawn`) is drawn anew
        while len(hand) < size and s.deck and s.reason is None:
            hand.append(s.deck.pop())
    s.rng = Rng(rng.getrandbits(63))
    lines = base.follow(s.chips)
    playout(s, lines, DEPTH, table, EXPERT_PARAMS.playout_weights)
    if s.winner is not None:
        return [1.0 if t == s.winner else 0.0 for t in range(table.teams)]
    if s.reason is not None:  # a turn limit (matches between programs only): nobody won
        return [1.0 / table.teams] * table.teams
    values = _leaf_values(s, lines, table)
    return softmax(values, SCALE)


def _mean_chances(state: SequenceState, table: Table, rng: random.Random, count: int) -> list[float]:
    """The chances of `count` playouts from `state`, averaged (its lines counted once, then followed)."""
    totals = [0.0] * table.teams
    base = Lines(table.geo, state.chips, table.teams, state.sequences)
    for _ in range(count):
        for t, p in enumerate(_playout_chances(state, table, rng, base)):
            totals[t] += p
    return [t / count for t in totals]


def chances(state: SequenceState, sides: list[list[int]], rng: random.Random, budget_s: float) -> list[float]:
    """Each team's chance to win from the whole `state` (teams are the sides, in order)."""
    table = _table(state)
    raw = _mean_chances(state, table, rng, PLAYOUTS)
    return calibrated(raw, *CALIBRATION[1 if state.n == state.teams else state.teams])


def advise(info: dict[str, Any], observation: dict[str, Any], legal: Sequence[Any], played: Any, seed: int,
           budget_s: float) -> dict[str, Any] | None:
    """The expert's move for this seat from its observation, and the chance the played move lost
    against it; None when the played move is the expert's."""
    started = clock()
    best, what, why = suggest(info, observation, legal, seed, time_limit=budget_s * SUGGEST_SHARE)
    if best == played:
        return None
    table = Table(info)
    position = Position(table, observation)
    said = reason(table, position, best)  # the codes, for the page's words
    what, why = explain(table, Position(table, observation), best, voice=THEY)  # of the player reviewed
    team = observation["team"]
    sampler = Sampler(table, observation)
    rng = Rng(seed)
    seat = observation["seat"]
    deadline = started + budget_s
    totals, samples = [0.0, 0.0], 0
    while samples < ADVICE_SAMPLES[0] or (samples < ADVICE_SAMPLES[1] and clock() < deadline):
        base = sampler.sample(rng)
        worth = []
        for action in (best, played):
            state = base.clone()
            lines = position.lines.follow(state.chips)  # the board's lines, counted once
            play(state, lines, seat, action)
            if state.winner is not None:
                worth.append(1.0 if state.winner == team else 0.0)
                continue
            branch = Rng(seed * 31 + samples)  # the same futures for both moves
            worth.append(_mean_chances(state, table, branch, ADVICE_PLAYOUTS)[team])
        totals[0] += worth[0]
        totals[1] += worth[1]
        samples += 1
    values = [totals[0] / samples, totals[1] / samples]  # the best move's chance and the played one's
    cost = values[0] - values[1]
    marks: dict[str, Any] = {}
    if type(best) is Play:
        row, col = divmod(best.cell, table.geo.cols)
        marks = {"cell": best.cell, "row": row, "col": col, "card": best.card}
    elif type(best) is TurnIn:
        marks = {"card": best.card}
    cost_said = chance_cost(cost)
    return {"action": best, "what": what, "why": why, "said": said, "cost": cost, "cost_text": cost_english(cost_said),
            "cost_said": cost_said, "marks": marks, "values": values}


def certain(state: SequenceState, sides: list[list[int]]) -> list[float] | None:
    """The values when they are sure: the seat to move can win at once, so its team wins."""
    if state.is_over or not winning_moves(state, state.to_move):
        return None
    team = state.team(state.to_move)
    return [1.0 if t == team else 0.0 for t in range(len(sides))]


def undrawn(before: SequenceState, after: SequenceState, seat: int, action: Any) -> SequenceState | None:
    """The state just after `action`, the card it drew back in the draw pile (None when it drew none)."""
    if type(action) not in (Play, TurnIn) or not after.hands[seat] or after.is_over:
        return None
    if len(after.hands[seat]) != len(before.hands[seat]):
        return None  # nothing was drawn (an empty pile)
    state = after.clone()
    state.deck.append(state.hands[seat].pop())
    return state


def exact(before: SequenceState, seat: int, action: Any, after: SequenceState, *, later: Any = ()) -> dict[str, Any]:
    """What the rules say of `seat`'s `action` in `before` (`after`: just after it): its wins in one
    ("wins"), whether it won ("won"), whether it ended the turn (a turn-in does not), and the
    rivals' wins in one it left open ("threats": by seat; moves to come, "threats_later") and whether
    another move avoided them."""
    team = before.team(seat)
    won = after.winner == team
    threats = {} if won else rival_wins(after, team)
    out: dict[str, Any] = {"wins": winning_moves(before, seat), "won": won, "ends_turn": type(action) is not TurnIn,
                           "threats": threats}
    if threats:
        out["threats_later"] = True
        out["avoid"] = avoidable(before, seat, sorted(threats))
        out["avoidable"] = out["avoid"] is not None
    return out


def explain_state(state: SequenceState, seat: int, action: Any) -> tuple[str, str]:
    """An action in the words of "Suggest a move", from `seat`'s observation of `state`, said of the
    player reviewed."""
    info = state.start_message(seat)
    info.pop("type", None)
    return explain_action(info, state.observation(seat), action, voice=THEY)


def reason_state(state: SequenceState, seat: int, action: Any) -> dict[str, Any]:
    """An action's `reason` (codes and facts), from `seat`'s observation of `state`."""
    info = state.start_message(seat)
    info.pop("type", None)
    return reason_action(info, state.observation(seat), action)


def marks(state: SequenceState, action: Any, *, seat: int | None = None) -> dict[str, Any]:
    """What the board marks of an action: its space and its card."""
    if type(action) is Play:
        row, col = divmod(action.cell, state.rules.board.cols)
        return {"cell": action.cell, "row": row, "col": col, "card": action.card}
    return {"card": action.card} if type(action) is TurnIn else {}


def explain_action(info: dict[str, Any], observation: dict[str, Any], action: Any, *,
                   voice: Voice = IT) -> tuple[str, str]:
    """'Why did the AI do that?': an action in the words of "Suggest a move", from the seat's observation,
    said of the AI ("builds its line")."""
    table = Table(info)
    return explain(table, Position(table, observation), action, voice=voice)


def reason_action(info: dict[str, Any], observation: dict[str, Any], action: Any) -> dict[str, Any]:
    """An action's `reason` (codes and facts) from the seat's observation: what the page phrases in
    the player's words for "Suggest a move" and "Why?" (web/table/ai_worker.py)."""
    table = Table(info)
    return reason(table, Position(table, observation), action)
