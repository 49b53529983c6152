"""Seconds per decision of each Sequence AI level at its default budget, on
CPython and (with --browser) inside Pyodide in headless Chromium.

    python3 bench/sequence_ai_speed.py [--browser] [--positions 4]

Each level decides in the same positions (random games cut at a few turns)
at a 2-player and a 6-player table. Prints JSON: per runtime, table and
level, the mean and max milliseconds per decision.

Measured 2026-11-21 at commit 073c468 (4 positions, default budgets: the
expert searches 0.5 s at 2 players, 0.25 s at 6; the other levels are one
ply), on the 2 shared cores (load average about 2): CPython expert 500.1 ms
mean / 500.2 max (2p) and 250.2 / 250.3 (6p); beginner, casual, strong and
greedy under 0.5 ms. The page's own worker is timed by
bench/sequence_ai_page_speed.py (docs/ai.md, "Sequence").
"""

from __future__ import annotations

import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

CODE = """
import json, time
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.sequence.ai import LEVELS, make_seat
from engine.sequence.state import SequenceState

def _position(players, seed, turns):
    state = SequenceState.new({"players": players}, seed)
    below = Rng(seed + 99).below
    while state.reason is None and state.turn < turns:
        legal = state.legal_actions(state.to_move)
        state.apply(state.to_move, legal[below(len(legal))])
    return state

def _time(players, positions):
    out = {}
    for level in list(LEVELS) + ["greedy"]:
        ms = []
        for k in range(positions):
            state = _position(players, 7 + k, 6 + 10 * k)
            seat = state.to_move
            ai = make_seat(level, k)
            ai.start(state.start_message(seat))
            decision = Decision(seat, state.legal_actions(seat), state.observation)
            started = time.perf_counter()
            ai.act(decision)
            ms.append(1000 * (time.perf_counter() - started))
        out[level] = {"mean": round(sum(ms) / len(ms), 1), "max": round(max(ms), 1)}
    return out

json.dumps({str(p): _time(p, POSITIONS) for p in (2, 6)})
"""


def measure(positions: int, browser: bool) -> dict:
    """The timings on CPython, and in Pyodide if `browser`."""
    code = CODE.replace("POSITIONS", str(positions))
    scope: dict = {}
    body, last = code.rstrip().rsplit("\n", 1)
    exec(body, scope)
    result = {"cpython": json.loads(eval(last, scope))}
    if browser:
        import contextlib

        from bench.browser import pyodide_session
        with contextlib.redirect_stdout(sys.stderr):  # the build's log stays off the JSON
            with pyodide_session() as run:
                result["pyodide"] = json.loads(run(code))
    return result


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=4)
    parser.add_argument("--browser", action="store_true")
    args = parser.parse_args(argv)
    print(json.dumps(measure(args.positions, args.browser)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
