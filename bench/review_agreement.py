"""Whether a review's grades hold at a smaller budget (issue 81): Ann's moves in games of Ann (a random
player) against a medium AI (e2e/memory_records.py, seeds 1 to N), every move reviewed with Ann's advice at
each budget given, on CPython; how many of each grade, and for each pair of budgets how many moves got the
same grade and how many two grades or more apart. Give a budget twice (0.1,0.1001) to see the search's
own noise between two runs.

    nice -n 10 python3 bench/review_agreement.py --game sequence --budgets 0.1,0.1001,0.06,0.0601 --games 6

CPython searches about three times as fast as the page's Pyodide, so 0.1 s here is about the page's 0.3 s.
Figures in docs/ai.md ("Reviews", "Speed").
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "e2e"))

from engine.core import review  # noqa: E402

GRADES = review.GRADES


def grades_at(game: str, records: list, budget: float) -> list:
    out = []
    for record in records:
        review._games.clear()
        for move in review.review_plan(game, record)["moves"]:
            if move["seat"] == 0:
                answer = review.review_move(game, record, move["at"], advise_seats=[0], seed=1, budget_s=budget)
                out.append(answer["grade"].get("grade"))
    return out


def main() -> None:
    from memory_records import played
    from web.model.seats import Seat, SeatKind

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", default="sequence")
    parser.add_argument("--budgets", default="0.1,0.1001,0.06,0.0601")
    parser.add_argument("--games", type=int, default=6)
    args = parser.parse_args()
    seats = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "medium")]
    records = [played(args.game, seed, lambda s: False, seats=seats).record() for seed in range(1, args.games + 1)]
    found = {}
    for budget in (float(b) for b in args.budgets.split(",")):
        started = time.perf_counter()
        found[budget] = grades_at(args.game, records, budget)
        counts = {grade: found[budget].count(grade) for grade in GRADES}
        print(f"{budget:g} s: {time.perf_counter() - started:.1f} s; {counts}")
    budgets = list(found)
    for i, a in enumerate(budgets):
        for b in budgets[i + 1:]:
            pairs = list(zip(found[a], found[b]))
            same = sum(x == y for x, y in pairs)
            apart = sum(abs(GRADES.index(x) - GRADES.index(y)) >= 2 for x, y in pairs if x and y)
            print(f"{a:g} vs {b:g}: the same grade {same} of {len(pairs)}, two grades or more apart {apart}")


if __name__ == "__main__":
    main()
