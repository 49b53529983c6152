#!/usr/bin/env python3
"""Start-up in each browser the README names (not a test; docs/benchmarks.md, docs/browsers.md).

    python3 -m bench.browsers [--runs 3] [--browsers chromium,firefox,webkit] [--json]

Each run opens a fresh profile (no cache, no service worker) on the home screen served by
serve.py (cold), waits for Python (`<html data-app-ready>`), waits for the service worker's
precache, then reloads (warm: served by the service worker) and waits again. It reads the
page's own start-up marks (e2e/browsers/smoke.js, phase "timings"): ms from navigation start
to PyScript's progress steps, the worker's start and ready, and app-ready, so the slow step of
a browser's start shows. The medians of the runs go to stdout as Markdown. The browsers are
driven as in the smoke suite (e2e/browser_drivers.py), without a throttled CPU: the CPU
throttling of bench/load.py is Chromium's alone.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "e2e")]

from browser_drivers import DRIVERS  # noqa: E402
from conftest import Server  # noqa: E402

# the marks worth a column, in the order a start passes them (others are kept in --json)
COLUMNS = ("responseEnd", "py:Loading Pyodide", "py:Loading interpreter", "py:Loaded interpreter",
           "py:Loaded Pyodide", "app-ready")


def one_run(name: str, url: str) -> dict[str, dict[str, int]]:
    driver = DRIVERS[name]()
    try:
        driver.goto(url)
        driver.smoke("sequence", "ready")
        cold = driver.smoke("sequence", "timings")
        driver.smoke("sequence", "cached")
        driver.reload()
        driver.smoke("sequence", "ready")
        warm = driver.smoke("sequence", "timings")
        return {"cold": cold, "warm": warm}
    finally:
        driver.quit()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--browsers", default=",".join(DRIVERS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    server = Server()
    results: dict[str, list[dict[str, dict[str, int]]]] = {}
    try:
        for name in args.browsers.split(","):
            results[name] = []
            for run in range(args.runs):
                results[name].append(one_run(name, server.url))
                print(f"[bench] {name} run {run + 1}: app-ready cold {results[name][-1]['cold'].get('app-ready')} ms, "
                      f"warm {results[name][-1]['warm'].get('app-ready')} ms", file=sys.stderr, flush=True)
    finally:
        server.stop()
    if args.json:
        print(json.dumps(results, indent=1))
        return 0
    columns = [c for c in COLUMNS if any(c in r[v] for runs in results.values() for r in runs for v in ("cold", "warm"))]
    print(f"| browser | visit | {' | '.join(columns)} |")
    print("|---|---|" + "---|" * len(columns))
    for name, runs in results.items():
        for visit in ("cold", "warm"):
            cells = []
            for column in columns:
                values = [r[visit][column] for r in runs if column in r[visit]]
                cells.append(str(round(statistics.median(values))) if values else "")
            print(f"| {name} | {visit} | {' | '.join(cells)} |")
    print(f"\nms from navigation start, median of {args.runs} runs a browser; one fresh profile a run.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
