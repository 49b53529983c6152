#!/usr/bin/env python3
"""Benchmark: random Sequence playouts on CPython and in Pyodide (headless Chromium).

    python3 bench/playouts.py [--games N] [--no-browser]

Prints the figures as a Markdown table row set; docs/benchmarks.md keeps the
latest. Complete 2-player games per second go through `engine.arena` with
two `random` seats, and through a bare loop over the same engine
(`engine.sequence.playout.random_game`); the arena should keep at least 0.85
of the bare loop's speed. Per-move figures are legal-move generation and
checked apply.
"""

from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3000)
    parser.add_argument("--no-browser", action="store_true")
    args = parser.parse_args()

    from engine.sequence.benchmark import report

    rows = [("CPython " + platform.python_version(), report(args.games))]
    if not args.no_browser:
        from bench.browser import pyodide_session

        with pyodide_session() as run:
            code = (f"import json, sys\nfrom engine.sequence.benchmark import report\n"
                    f"json.dumps({{**report({args.games}), 'python': sys.version.split()[0]}})")
            figures = json.loads(run(code))
        rows.append((f"Pyodide (Python {figures.pop('python')}), Chromium", figures))
    print("| runtime | games/s (arena, random vs random) | games/s (bare loop) | arena / bare "
          "| legal moves, µs/move | apply, µs/move |")
    print("|---|---|---|---|---|---|")
    for name, f in rows:
        print(f"| {name} | {f['games_per_s']} | {f['bare_games_per_s']} | {f['arena_ratio']:.2f} "
              f"| {f['legal_us']} | {f['apply_us']} |")
    if len(rows) == 2:
        print(f"\nPyodide / CPython time ratio: {rows[0][1]['games_per_s'] / rows[1][1]['games_per_s']:.2f}x")


if __name__ == "__main__":
    main()
