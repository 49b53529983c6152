"""The Sequoia AI's decision time in the browser (issue 6: "each decision
within 0.2 s in the browser").

    python bench/sequoia_ai_speed.py [--games 6] [--players 2] [--level strong] [--time SECONDS] [--cpython]

Plays `--games` games of one `--level` seat against greedy seats inside
Pyodide in headless Chromium (bench/browser.py: the vendored runtime and the
app's own engine from web/app.zip), timing every decision of the AI seat
as `make_seat(...).act` (what the page's worker runs for each choice), and
prints mean, p95 and max milliseconds and the futures searched. `--time`
passes the strong level's budget (the page passes none: the level's
default). `--cpython` runs the same code here instead, for the ratio.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

CODE = """
import json, time
from engine.arena import play
from engine.sequoia.ai import make_seat
from engine.sequoia.ai.levels import SequoiaAISeat
from engine.sequoia.state import SequoiaState

GAMES, PLAYERS, LEVEL, LIMIT = {games}, {players}, {level!r}, {limit!r}
times = []
class Timed(SequoiaAISeat):
    def act(self, decision):
        started = time.perf_counter()
        action = super().act(decision)
        times.append(time.perf_counter() - started)
        return action
for g in range(GAMES):
    state = SequoiaState.new({{"players": PLAYERS}}, 7000 + g)
    seats = [Timed(LEVEL, g * 31, time_limit=LIMIT)] + [make_seat("greedy", g * 31 + i) for i in range(1, PLAYERS)]
    play(state, seats)
times.sort()
out = json.dumps({{"decisions": len(times), "mean_ms": 1000 * sum(times) / len(times),
            "p95_ms": 1000 * times[int(0.95 * (len(times) - 1))], "max_ms": 1000 * times[-1]}})
out
"""


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--time", type=float, default=None)
    parser.add_argument("--cpython", action="store_true")
    args = parser.parse_args()
    code = CODE.format(games=args.games, players=args.players, level=args.level, limit=args.time)
    if args.cpython:
        scope: dict = {}
        *body, last = code.strip().splitlines()
        exec("\n".join(body), scope)
        result = eval(last, scope)
    else:
        from bench.browser import pyodide_session

        with pyodide_session() as run:
            result = run(code)
    data = json.loads(result)
    where = "CPython" if args.cpython else "Pyodide (Chromium)"
    print(f"{where}: {args.level} vs greedy, {args.players} players, {args.games} games, "
          f"{data['decisions']} decisions: mean {data['mean_ms']:.0f} ms, p95 {data['p95_ms']:.0f} ms, "
          f"max {data['max_ms']:.0f} ms")


if __name__ == "__main__":
    main()
