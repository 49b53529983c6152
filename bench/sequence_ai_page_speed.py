"""The Sequence AI's decision time as the page runs it: in the page's own
background worker (Pyodide), one `act` round trip at a time.

    SEQGAMES_DIST=/tmp/dist-x python3 bench/sequence_ai_page_speed.py [--level expert] [--positions 6]

Builds dist/ (SEQGAMES_DIST honoured), serves it, opens the app in headless
Chromium (bench/page.py) and waits for the worker the home screen starts (web/page/workers.py,
the named PyScript worker "engine-worker" running web/worker.py, reached
through its script element's `xworker.sync`). For each
table size it plays random games in CPython to a few positions and sends
each one to the worker's `act` exactly as the table does
(the seat's start message without "type", its observation, the legal
actions as JSON, the level, a seed, and 0.0: the level's default budget),
timing the round trip with `performance.now()` on the main thread. Prints
the mean and max milliseconds per table size against the issue's goals
(1.0 s at 2-4 seats, 0.5 s at 6 or more). The first call, which imports the
AI into the worker, is timed apart.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.page import app_in_chromium, open_app  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.sequence.state import SequenceState  # noqa: E402

TABLES = ((2, None), (3, None), (4, None), (6, 2), (6, 3), (8, None), (12, 3))
GOAL_MS = {True: 1000, False: 500}  # small table (2-4 seats) or not

# the named worker's script element carries the PyScript worker; its `sync` proxy
# reaches the functions web/worker.py exports (the page's Python calls the same ones)
_CALL = """
async ([info, obs, legal, level, seed]) => {
  const worker = document.querySelector('script[name="engine-worker"]').xworker.sync;
  const started = performance.now();
  const action = await worker.act("sequence", info, obs, legal, level, seed, 0.0, "null");
  return [performance.now() - started, JSON.parse(legal).findIndex(a => JSON.stringify(a) === action)];
}
"""


def positions(players: int, teams: int | None, count: int) -> list[tuple[str, str, str, int]]:
    """(start message, observation, legal actions) as the page sends them, plus the number of legal actions."""
    out = []
    for k in range(count):
        config: dict = {"players": players}
        if teams is not None:
            config["teams"] = teams
        state = SequenceState.new(config, 40 + k)
        below = Rng(70 + k).below
        while state.reason is None and state.turn < 4 + 9 * k:
            legal = state.legal_actions(state.to_move)
            state.apply(state.to_move, legal[below(len(legal))])
        if state.reason is not None:
            continue
        seat = state.to_move
        info = state.start_message(seat)
        info.pop("type", None)
        legal = state.legal_actions(seat)
        out.append((json.dumps(info), json.dumps(state.observation(seat)),
                    json.dumps([state.action_to_json(a) for a in legal]), len(legal)))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert")
    parser.add_argument("--positions", type=int, default=6)
    args = parser.parse_args()
    report = {}
    with app_in_chromium() as (browser, url):
        page = open_app(browser, url)
        # the home screen starts the worker (web/page/workers.py marks it ready)
        page.wait_for_function("performance.getEntriesByName('worker-ready').length > 0", timeout=180_000)
        first = None
        for players, teams in TABLES:
            times = []
            for k, (info, obs, legal, n) in enumerate(positions(players, teams, args.positions)):
                ms, index = page.evaluate(_CALL, [info, obs, legal, args.level, 1000 + k])
                assert 0 <= index < n, index
                if first is None:
                    first = ms  # imports the AI into the worker
                    continue
                times.append(ms)
            goal = GOAL_MS[players <= 4]
            name = f"{players}" + (f" ({teams} teams)" if teams else "")
            report[name] = {"mean_ms": round(sum(times) / len(times)), "max_ms": round(max(times)),
                            "decisions": len(times), "goal_ms": goal}
            print(f"{players} players{f', {teams} teams' if teams else ''}: {len(times)} decisions, "
                  f"mean {sum(times) / len(times):.0f} ms, max {max(times):.0f} ms (goal {goal} ms)", flush=True)
        print(f"first call (imports the AI in the worker): {first:.0f} ms")
    print(json.dumps({"level": args.level, "tables": report}))


if __name__ == "__main__":
    main()
