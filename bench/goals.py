"""Goal calibration (docs/goals.md): for each goal card, how often it can be
met from a random rack, i.e. how often some word the rack can spell (either
way, blank and Q as chosen) fulfils it. Racks are 8 balls from a full bag,
the size after step 1 before any card; the same racks for every goal.

    python3 -m bench.goals [--racks 2000] [--seed 1] [--markdown]
"""
from __future__ import annotations

import argparse
import statistics

from engine.core.rng import Rng
from engine.sequitur import dictionary
from engine.sequitur.goals import COLOURS, GOALS
from engine.sequitur.letters import full_bag
from engine.sequitur.spelling import read_word, reachable_words

RACK = 8


def calibrate(racks: int, seed: int) -> dict[str, float]:
    """Goal id -> fraction of random racks from which it can be met."""
    words = dictionary.load()
    rng = Rng(seed)
    met = {g.id: 0 for g in GOALS}
    for _ in range(racks):
        bag = full_bag()
        rng.shuffle(bag)
        rack = bag[:RACK]
        found = [read_word(rack, spell) for spell in reachable_words(rack, words).values()]
        for g in GOALS:
            if any(g.test(w, words) for w in found):
                met[g.id] += 1
    return {gid: count / racks for gid, count in met.items()}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--racks", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rates = calibrate(args.racks, args.seed)
    print(f"{args.racks} random racks of {RACK} balls, seed {args.seed}\n")
    for colour in COLOURS[::-1]:
        goals = [g for g in GOALS if g.colour == colour]
        values = [rates[g.id] for g in goals]
        print(f"### {colour.capitalize()} (mean {100 * statistics.mean(values):.0f}%, "
              f"min {100 * min(values):.0f}%, max {100 * max(values):.0f}%)\n")
        print("| id | goal | met | examples |\n|---|---|---|---|")
        for g in goals:
            print(f"| {g.id} | {g.text} | {100 * rates[g.id]:.0f}% | {', '.join(e.upper() for e in g.examples)} |")
        print()


if __name__ == "__main__":
    main()
