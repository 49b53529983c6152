"""The rules' speed, measured the same way on CPython and in Pyodide
(bench/playouts.py runs it in both and writes docs/benchmarks.md)."""

from __future__ import annotations

import time

from engine import arena
from engine.core.rng import Rng
from engine.sequence.state import SequenceState


def arena_games_per_second(games: int, seed: int = 1) -> float:
    """Complete 2-player games per second through `engine.arena` with two random seats."""
    start = time.perf_counter()
    arena.run("sequence", ["random", "random"], games=games, seed=seed)
    return games / (time.perf_counter() - start)


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


def report(games: int = 2000) -> dict[str, float]:
    """All the figures, best of three runs of the arena loop."""
    arena_games_per_second(max(1, games // 10))  # warm up
    rate = max(arena_games_per_second(games, seed) for seed in (1, 10_001, 20_001))
    legal_us, apply_us = move_microseconds(max(1, games // 4))
    return {"games_per_s": round(rate), "legal_us": round(legal_us, 2), "apply_us": round(apply_us, 2)}
