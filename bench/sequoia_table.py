"""Turn `python -m engine.arena --json` summaries of the hard Sequoia AI
against the greedy baseline into the Markdown table of docs/ai.md.

    for n in 2 3 4 5; do
      seats=ai:hard; for i in $(seq 2 $n); do seats=$seats,greedy; done
      python -m engine.arena --game sequoia --seats $seats --games 1000 --seed 0 --json > sequoia-$n.json
    done
    python bench/sequoia_table.py sequoia-2.json sequoia-3.json sequoia-4.json sequoia-5.json
"""

from __future__ import annotations

import json
import sys


def row(summary: dict) -> str:
    """One table row: players, games, the strong seat's wins and share, the greedy seats' mean, times."""
    players = len(summary["seats"])
    games = summary["games"]
    wins = summary["wins"]
    strong = wins[0]
    greedy_mean = sum(wins[1:]) / (players - 1)
    times = summary["decision_ms"][0]
    return (f"| {players} | {games} | {strong} ({100 * strong / games:.1f}%) | {100 / players:.1f}% "
            f"| {greedy_mean:.0f} ({100 * greedy_mean / games:.1f}%) | {times['mean']:.0f} | {times['p95']:.0f} |")


def main(paths: list[str]) -> None:
    print("| players | games | strong wins | fair share | wins per greedy seat | strong ms mean | strong ms p95 |")
    print("|---|---|---|---|---|---|---|")
    for path in paths:
        with open(path, encoding="utf-8") as data:
            print(row(json.load(data)))


if __name__ == "__main__":
    main(sys.argv[1:])
