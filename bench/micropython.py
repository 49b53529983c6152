"""The engine's share of a tap, on CPython and on MicroPython (issue 49).

    python3 bench/micropython.py [--games N]

Runs bench/micropython_engine.py on CPython and on MicroPython in Node
(tools/micropython.mjs: PyScript's MicroPython build, the page's
interpreter-to-be) and prints a Markdown table for docs/benchmarks.md: per
game, the median, 90th percentile and worst of a decision's legal list,
observation and checked apply, and of a Medium and an Easy decision, in
milliseconds, with the ratio of MicroPython to CPython. Node runs at full
speed: a phone's CPU throttled 4x takes about four times the MicroPython
column.
"""
from __future__ import annotations

import argparse
import json
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = ROOT / "bench" / "micropython_engine.py"
PARTS = ("legal", "observation", "apply", "tap", "easy", "medium")


def run(command: list[str], games: int) -> dict[str, dict]:
    done = subprocess.run([*command, str(SCRIPT), str(games)], cwd=ROOT, capture_output=True, text=True,
                          check=True, env={"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"})
    return {row["game"]: row for row in map(json.loads, done.stdout.splitlines())}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="random two-player games per game (default 5)")
    args = parser.parse_args(argv)
    node = shutil.which("node")
    if node is None:
        sys.exit("bench/micropython.py needs Node (and npm ci for the MicroPython package)")
    cpython = run([sys.executable], args.games)
    micro = run([node, str(ROOT / "tools" / "micropython.mjs")], args.games)
    print("| game | part | CPython median / p90 / worst | MicroPython median / p90 / worst | ratio (medians) |")
    print("|---|---|---|---|---|")
    for game in sorted(cpython):
        for part in PARTS:
            c, m = cpython[game][part], micro[game][part]
            ratio = f"{m['median'] / c['median']:.0f}x" if c["median"] else "-"
            print(f"| {game} | {part} | {c['median']} / {c['p90']} / {c['max']} | "
                  f"{m['median']} / {m['p90']} / {m['max']} | {ratio} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
