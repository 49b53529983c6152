"""The rules' speed, measured the same way on CPython and in Pyodide
(bench/playouts.py runs it in both and writes docs/benchmarks.md).

Games per second count the process's CPU time (time.process_time), so other
work on a shared machine slows the figures less than it would wall time."""

from __future__ import annotations

import statistics
import time

from engine import arena
from engine.core.rng import Rng
from engine.sequence.playout import random_game
from engine.sequence.state import SequenceState


def arena_games_per_second(games: int, seed: int = 1) -> float:
    """Complete 2-player games per second through `engine.arena` with two random seats."""
    start = time.process_time()
    arena.run("sequence", ["random", "random"], games=games, seed=seed)
    return games / (time.process_time() - start)


def bare_games_per_second(games: int, seed: int = 1) -> float:
    """Complete 2-player random games per second in a bare loop over the same
    engine (engine.sequence.playout: no seats, no decisions, no summary)."""
    start = time.process_time()
    for g in range(games):
        random_game(seed + g)
    return games / (time.process_time() - start)


def move_microseconds(games: int, seed: int = 1) -> tuple[float, float]:
    """Mean microseconds per move of legal-move generation and of apply (checked)."""
    legal_time = apply_time = 0.0
    moves = 0
    clock = time.perf_counter
    for g in range(games):
        state = SequenceState.new({"players": 2}, seed + g)
        pick = Rng(seed + g).random
        while not state.is_over:
            seat = state.to_move
            t0 = clock()
            legal = state.legal_actions(seat)
            t1 = clock()
            state.apply(seat, legal[int(pick() * len(legal))])
            t2 = clock()
            legal_time += t1 - t0
            apply_time += t2 - t1
            moves += 1
    return 1e6 * legal_time / moves, 1e6 * apply_time / moves


def report(games: int = 2000, rounds: int = 8) -> dict[str, float]:
    """All the figures: games per second through the arena and in a bare loop,
    each the best of `rounds` runs of `games // 2` games; the arena's speed
    as a share of the bare loop's, the median over the rounds of the two runs
    taken one after the other on the same seeds (so a busy machine slows
    both alike); and the per-move times."""
    chunk = max(1, games // 2)
    arena_games_per_second(max(1, games // 10))  # warm up
    bare_games_per_second(max(1, games // 10))
    arena_rates, bare_rates = [], []
    for k in range(rounds):
        seed = 1 + k * chunk
        arena_rates.append(arena_games_per_second(chunk, seed))
        bare_rates.append(bare_games_per_second(chunk, seed))
    ratio = statistics.median(a / b for a, b in zip(arena_rates, bare_rates))
    legal_us, apply_us = move_microseconds(max(1, games // 4))
    return {"games_per_s": round(max(arena_rates)), "bare_games_per_s": round(max(bare_rates)),
            "arena_ratio": round(ratio, 2), "legal_us": round(legal_us, 2), "apply_us": round(apply_us, 2)}
