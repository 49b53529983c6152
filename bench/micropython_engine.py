"""What a tap costs the engine, timed on whichever Python runs this script.

Run by bench/micropython.py on CPython and on MicroPython (in Node, through
tools/micropython.mjs); it prints one JSON line per game. For each game's
two-player table it plays seeded random games and times, per decision of a
seat, what a tap at the table asks of the engine: the seat's legal list,
its observation (what the screen draws from) and the checked apply; and,
along the same games, one Medium and one Easy decision of the seat to act
(the levels that play on the page's thread). Each is repeated REPEAT times
and averaged (MicroPython's clock ticks in milliseconds there). Times are in
milliseconds: a phone's CPU throttled 4x, as bench/load.py measures, takes
about four times these.

    python3 bench/micropython_engine.py [GAMES]
    node tools/micropython.mjs bench/micropython_engine.py [GAMES]
"""

import json
import sys
import time

from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.core.state import CHANCE, OVER
from engine.games import GAMES, ai_module

REPEAT = 10

try:
    _ticks, _diff = time.ticks_us, time.ticks_diff  # MicroPython: microseconds (intervals under minutes)

    def elapsed_ms(start):
        return _diff(_ticks(), start) / 1000.0

    def now():
        return _ticks()
except AttributeError:
    def now():
        return time.perf_counter()

    def elapsed_ms(start):
        return (time.perf_counter() - start) * 1000.0


def percentile(values, share):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def summary(values):
    return {"median": round(percentile(values, 0.5), 3), "p90": round(percentile(values, 0.9), 3),
            "max": round(max(values) if values else 0.0, 3), "n": len(values)}


def bench(game, games):
    module = ai_module(game)
    tap, legal_ms, observe_ms, apply_ms = [], [], [], []
    levels = dict((level, []) for level in ("easy", "medium"))
    for seed in range(1, games + 1):
        state = GAMES[game].new({"players": 2}, seed)
        rng = Rng(seed)
        seats = dict((level, [module.make_seat(level, seed + s) for s in range(2)]) for level in levels)
        for level in levels:
            for s in range(2):
                seats[level][s].start(state.start_message(s, state.setup_info()))
        while state.acting.kind != OVER:
            if state.acting.kind == CHANCE:
                state.resolve_chance()
                continue
            seat = state.acting.seats[rng.below(len(state.acting.seats))]
            # each part repeated REPEAT times and averaged: MicroPython's clock in the page ticks in ms
            start = now()
            for _ in range(REPEAT):
                legal = state.legal_actions(seat)
            a = elapsed_ms(start) / REPEAT
            start = now()
            for _ in range(REPEAT):
                observation = state.observation(seat)
            b = elapsed_ms(start) / REPEAT
            for level in levels:
                def check(action, seat=seat):
                    state.check(seat, action)
                decision = Decision(seat, legal, state.observation, check, state.action_to_json,
                                    state.action_from_json, state.unlisted_default(seat))
                start = now()
                for _ in range(REPEAT):
                    chosen = seats[level][seat].act(decision)
                levels[level].append(elapsed_ms(start) / REPEAT)
            action = legal[rng.below(len(legal))] if legal else chosen
            twins = [state.clone() for _ in range(REPEAT)]
            start = now()
            for twin in twins:
                twin.apply(seat, action)
            c = elapsed_ms(start) / REPEAT
            state.apply(seat, action)
            legal_ms.append(a)
            observe_ms.append(b)
            apply_ms.append(c)
            tap.append(a + b + c)
            assert observation is not None
    return {"game": game, "python": sys.implementation.name, "games": games,
            "tap": summary(tap), "legal": summary(legal_ms), "observation": summary(observe_ms),
            "apply": summary(apply_ms), "easy": summary(levels["easy"]), "medium": summary(levels["medium"])}


def main():
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 3
    chosen = sys.argv[2:] or sorted(GAMES)
    for game in chosen:
        print(json.dumps(bench(game, games)))


if __name__ == "__main__":
    main()
