"""Sequitur dictionary benchmark: loading the built word list and 100k
lookups, on CPython and in Pyodide (headless Chromium), plus the word
finder on random racks; with `--ai-games N` also the hard AI's decision
times in Pyodide over N solo games (docs/benchmarks.md, "Sequitur
dictionary"; docs/ai.md, "Sequitur").

    python3 bench/dictionary.py [--no-browser] [--ai-games 2]
"""
from __future__ import annotations

import argparse
import json
import platform
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# The same code runs on both Pythons; `data` holds the file's bytes.
MEASURE = """
import json, time
from engine.core.rng import Rng
from engine.sequitur import dictionary
from engine.sequitur.letters import full_bag
from engine.sequitur.spelling import reachable_words

t0 = time.perf_counter()
words = dictionary.install(data)
load_ms = 1000 * (time.perf_counter() - t0)
rng = Rng(1)
probes = [words.ordered[rng.below(len(words))] if k % 2 else
          ''.join(rng.choice('etaoinshrdlu') for _ in range(5)) for k in range(100000)]
t0 = time.perf_counter()
hits = sum(w in words for w in probes)
lookup_ms = 1000 * (time.perf_counter() - t0)
t0 = time.perf_counter()
for _ in range(200):
    bag = full_bag(); rng.shuffle(bag)
    reachable_words(bag[:8], words)
finder_ms = 1000 * (time.perf_counter() - t0) / 200
result = {"words": len(words), "bytes": len(data), "load_ms": round(load_ms, 1),
          "lookups_100k_ms": round(lookup_ms, 1), "hits": hits, "finder_ms": round(finder_ms, 2)}
json.dumps(result)
"""

AI = """
import json, time
from engine.arena import play, make_seat
from engine.sequitur.state import SequiturState
times = []
scores = []
for k in range({games}):
    state = SequiturState.new({{"players": 1}}, 1000 + k)
    outcome = play(state, [make_seat("ai:hard", k, "sequitur")])
    times.extend(outcome.times[0]); scores.append(outcome.result.scores[0])
times.sort()
result = ({{"decisions": len(times), "mean_ms": round(1000 * sum(times) / len(times), 1),
            "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 1), "max_ms": round(1000 * times[-1], 1),
          "scores": scores}})
json.dumps(result)
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-browser", action="store_true")
    parser.add_argument("--ai-games", type=int, default=0)
    args = parser.parse_args()
    from engine.sequitur.dictionary import DATA_PATH

    data = Path(DATA_PATH).read_bytes()
    scope: dict = {"data": data}
    exec(compile(MEASURE, "measure", "exec"), scope)
    rows = [("CPython " + platform.python_version(), scope["result"])]
    ai = None
    if not args.no_browser:
        from bench.browser import pyodide_session

        with pyodide_session() as run:
            fetch = ("from pyodide.http import pyfetch\n"
                     "data = await (await pyfetch('/web/data/sequitur-words.txt.gz')).bytes()\n")
            figures = json.loads(run(fetch + MEASURE))
            rows.append(("Pyodide, Chromium", figures))
            if args.ai_games:
                ai = json.loads(run(AI.format(games=args.ai_games)))
    print(f"{rows[0][1]['words']} words, {rows[0][1]['bytes'] / 1000:.0f} kB gzip\n")
    print("| runtime | load (gunzip, split, set) | 100k lookups | words of an 8-ball rack |")
    print("|---|---|---|---|")
    for name, f in rows:
        print(f"| {name} | {f['load_ms']} ms | {f['lookups_100k_ms']} ms | {f['finder_ms']} ms |")
    if ai:
        print(f"\nhard AI in Pyodide: {json.dumps(ai)}")


if __name__ == "__main__":
    main()
