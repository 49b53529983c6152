"""Quick Sequoia matches between built-in seats, in process (for tuning the
AI; the reported table in docs/ai.md comes from `python -m engine.arena`).

    python bench/sequoia_match.py --seats ai:medium,greedy --games 400 [--time 0.06] [--variant face-down]

Prints each seat's wins (a shared victory counts for each winner) and
mean / p95 decision times in milliseconds.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.arena import make_seat, play  # noqa: E402
from engine.sequoia.state import SequoiaState  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seats", required=True)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--variant", default="face-up")
    args = parser.parse_args()
    specs = args.seats.split(",")
    wins = [0] * len(specs)
    times: list[list[float]] = [[] for _ in specs]
    started = time.perf_counter()
    for k in range(args.games):
        seed = args.seed + k
        state = SequoiaState.new({"players": len(specs), "tokens": args.variant}, seed)
        seats = [make_seat(spec, seed * 31 + i, "sequoia") for i, spec in enumerate(specs)]
        outcome = play(state, seats)
        for s in outcome.winners:
            wins[s] += 1
        for i, t in enumerate(outcome.times):
            times[i].extend(t)
    for i, spec in enumerate(specs):
        t = sorted(times[i]) or [0.0]
        print(f"seat {i} {spec:14s} wins {wins[i]:5d} ({100 * wins[i] / args.games:5.1f}%)"
              f"  {1000 * sum(t) / len(t):7.2f} ms mean  {1000 * t[int(0.95 * (len(t) - 1))]:7.2f} ms p95")
    print(f"{args.games} games in {time.perf_counter() - started:.1f} s")


if __name__ == "__main__":
    main()
