"""Sequitur AI benchmark: mean solo score of each level over seeded games
(game k uses seed + k, the same games for every level), and decision times
(docs/ai.md, "Sequitur").

    python3 -m bench.sequitur_ai [--games 500] [--seed 0] [--levels easy,greedy,hard@0.25]
"""
from __future__ import annotations

import argparse
import json
import statistics
import time

from engine.arena import make_seat, play
from engine.sequitur.state import SequiturState


def measure(level: str, games: int, seed: int) -> dict:
    scores: list[int] = []
    times: list[float] = []
    started = time.perf_counter()
    for k in range(games):
        state = SequiturState.new({"players": 1}, seed + k)
        outcome = play(state, [make_seat(f"ai:{level}", (seed + k) * 31, "sequitur")])
        scores.append(outcome.result.scores[0])
        times.extend(outcome.times[0])
        if (k + 1) % 10 == 0:  # progress, so a long run can be read before it ends
            print(f"  {level}: {k + 1} games, mean {statistics.mean(scores):.2f}, "
                  f"scores {' '.join(map(str, scores[-10:]))}", flush=True)
    times.sort()
    return {
        "games": games,
        "mean_score": round(statistics.mean(scores), 2),
        "stdev": round(statistics.stdev(scores), 2) if games > 1 else 0.0,
        "decision_ms_mean": round(1000 * statistics.mean(times), 2),
        "decision_ms_p95": round(1000 * times[int(0.95 * (len(times) - 1))], 1),
        "decision_ms_max": round(1000 * times[-1], 1),
        "seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--levels", default="easy,greedy,hard@0.25")
    args = parser.parse_args()
    report = {}
    for level in args.levels.split(","):
        report[level] = measure(level, args.games, args.seed)
        print(level, json.dumps(report[level]), flush=True)


if __name__ == "__main__":
    main()
