"""The arena table of docs/ai.md, section "Sequence": each level against the
one below, the strongest against the greedy baseline, and random play.

    python3 bench/sequence_ai_table.py --games 200 --budget 0.05 [--seed 1]

`--budget` is the strongest level's CPython seconds per decision for these
runs (the default in play is 0.5 s at tables of 2-4, 0.25 s at 6 or more;
smaller here so that the table is made in reasonable time on two cores).
Prints a Markdown table and, with --json, one JSON line per pair.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bench.sequence_ai_match import match  # noqa: E402

PAIRS = (
    ("ai:easy", "random"),
    ("ai:medium", "ai:easy"),
    ("ai:hard", "ai:medium"),
    ("ai:expert", "ai:hard"),
    ("ai:expert", "greedy"),
    ("ai:hard", "greedy"),
    ("ai:medium", "greedy"),
    ("greedy", "random"),
)


def _spec(spec: str, budget: float) -> str:
    return f"{spec}@{budget:g}" if spec == "ai:expert" else spec  # only the expert searches


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--budget", type=float, default=0.05)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="comma-separated pair numbers (1-based) to play")
    parser.add_argument("--jobs", type=int, default=1, help="processes to play each pair's games in")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    chosen = [int(x) - 1 for x in args.only.split(",")] if args.only else range(len(PAIRS))
    print("| seat A | seat B | games | A wins | B wins | draws | A win rate | ms/decision A | ms/decision B |")
    print("|---|---|---|---|---|---|---|---|---|")
    for i in chosen:
        a, b = (_spec(s, args.budget) for s in PAIRS[i])
        row = match(a, b, args.games, args.seed, jobs=args.jobs)
        ms = row["ms_per_decision"]
        print(f"| {a} | {b} | {row['games']} | {row['wins']} | {row['losses']} | {row['draws']} | "
              f"{100 * row['win_rate']:.1f}% | {ms.get(a, 0):.2f} | {ms.get(b, 0):.2f} |", flush=True)
        if args.json:
            print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
