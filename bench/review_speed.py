"""How long a full review of a finished game takes (issue 27; engine/core/review.py),
per game and table size, on CPython and in Pyodide in headless Chromium: the plan,
then every move reviewed in order with the advice for seat 0 (the viewer), as the
page's worker does it, at the budget per move the page uses (each game's `review_budget`, web/model/catalog.py).

    nice -n 10 python3 bench/review_speed.py [--no-browser] [--only sequence]

Figures in docs/ai.md ("Reviews").
"""
from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# Tables measured: (game, players, AI level that plays the game). A game is played
# with a fixed number of samples / plays so it is the same game on both Pythons.
TABLES = [("sequence", 2, "hard"), ("sequence", 3, "hard"), ("sequence", 4, "hard"), ("sequence", 6, "hard"),
          ("sequoia", 2, "hard"), ("sequoia", 3, "hard"), ("sequoia", 5, "hard"),
          ("sequitur", 1, "hard"), ("sequitur", 2, "hard"), ("sequitur", 4, "hard")]

# The same code runs on both Pythons: `tables` (a JSON list) in scope.
MEASURE = """
import json, os, time
os.environ["SEQUITUR_AI_PLAYS"] = "8"
from engine.core import review
from engine.core.record import to_record
from engine.core.seats import Decision
from engine.core.state import CHANCE, OVER
from engine.games import GAMES, ai_module
from web.table.ai_worker import review_budget


def finished(game, players, level):
    # the game between AI seats (engine.arena's loop; the arena itself imports argparse, not in Pyodide)
    state = GAMES[game].new({"players": players}, 4242)
    seats = [ai_module(game).make_seat(level, 4242 * 31 + i) for i in range(players)]
    for i, seat in enumerate(seats):
        seat.start(state.start_message(i))
    while state.acting.kind != OVER:
        if state.acting.kind == CHANCE:
            state.resolve_chance()
            continue
        seat = state.acting.seats[0]
        legal = state.legal_actions(seat)
        default = state.unlisted_default(seat) if legal is None else None
        state.apply(seat, seats[seat].act(Decision(seat, legal, state.observation, default=default)))
    return to_record(state)


rows = []
for game, players, level in json.loads(tables):
    record = finished(game, players, level)
    t0 = time.perf_counter()
    plan = review.review_plan(game, record)
    budget = review_budget(game, plan["steps"])
    worst = 0.0
    advised = 0
    for move in plan["moves"]:
        t1 = time.perf_counter()
        answer = review.review_move(game, record, move["at"], advise_seats=[0], seed=1, budget_s=budget)
        worst = max(worst, time.perf_counter() - t1)
        advised += answer["advice"] is not None
    took = time.perf_counter() - t0
    review._games.clear()
    rows.append({"game": game, "players": players, "moves": plan["steps"], "budget": budget,
                 "seconds": round(took, 2), "worst_move": round(worst, 3), "advised": advised})
json.dumps(rows)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--only", default="")
    args = parser.parse_args()
    tables = [t for t in TABLES if not args.only or t[0] == args.only]
    scope: dict = {"tables": json.dumps(tables)}
    exec(compile(MEASURE, "measure", "exec"), scope)
    runs = [("CPython " + platform.python_version(), scope["rows"])]
    if not args.no_browser:
        from bench.browser import pyodide_session

        with pyodide_session() as run:
            words = ("from pyodide.http import pyfetch\n"
                     "from engine.sequitur import dictionary\n"
                     "dictionary.install(await (await pyfetch('/web/data/sequitur-words.txt.gz')).bytes())\n")
            runs.append(("Pyodide, Chromium", json.loads(run(words + f"tables = {json.dumps(json.dumps(tables))}\n"
                                                                     + MEASURE))))
    print("| runtime | game | players | moves | budget per move | full review | slowest move | advised |")
    print("|---|---|---:|---:|---:|---:|---:|---:|")
    for name, rows in runs:
        for r in rows:
            print(f"| {name} | {r['game']} | {r['players']} | {r['moves']} | {r['budget']} s | {r['seconds']} s "
                  f"| {r['worst_move']} s | {r['advised']} |")


if __name__ == "__main__":
    main()
