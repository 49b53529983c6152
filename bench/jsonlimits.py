"""What engine.core.jsonlimits.loads costs beyond json.loads, on inputs the
size of the limits.

`python3 bench/jsonlimits.py` prints, for each input, json.loads alone, the
limit check alone (size and depth) and the whole limited loads, best of 5,
in ms. The same file runs unchanged in Pyodide: `node
bench/jsonlimits_pyodide.mjs [node_modules/pyodide]`.

On the project's 2-core machine (busy, load ~5), for a record-shaped
1.04 MB text: json.loads 14-18 ms and the check 2.2-2.4 ms on CPython
3.11; 15-32 ms and 4.3-4.5 ms in Pyodide 314.0.7 (Node 20). Text full of
escapes costs the check most (4.5 ms per 1.2 MB on CPython, 7 ms in
Pyodide); a million nested brackets are refused in 1.2 ms (8 ms in
Pyodide). A plain Python loop over the characters took 100 ms per MB on
CPython.
"""

from __future__ import annotations

import json
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.core import jsonlimits  # noqa: E402


def record_like(target: int) -> str:
    """A record-shaped text of about `target` bytes (many small objects)."""
    rng = random.Random(1)
    actions = []
    size = 0
    while size < target:
        action = {"seat": rng.randrange(4), "action": {"card": rng.choice("A23456789TQK") + rng.choice("SHDC"),
                                                      "cell": [rng.randrange(10), rng.randrange(10)]}}
        actions.append(action)
        size += 60
    return json.dumps({"format": "seqgames-record", "version": 1, "game": "sequence",
                       "config": {"players": 4}, "seed": 1, "actions": actions}, indent=1)


def strings_like(target: int) -> str:
    """Long strings full of brackets and escapes (a board file in a save, a log)."""
    line = 'row [1] {2} \\"quoted\\" \\\\ ' * 40
    return json.dumps({"log": [line] * (target // len(line))})


def deep(levels: int) -> str:
    return "[" * levels + "]" * levels


def best(fn, text: str, runs: int = 5) -> float:
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        try:
            fn(text)
        except ValueError:
            pass
        times.append(time.perf_counter() - t0)
    return 1000 * min(times)


def main() -> None:
    cases = [
        ("record-shaped", record_like(100_000)),
        ("record-shaped", record_like(650_000)),
        ("record-shaped", record_like(4_000_000)),
        ("long strings, escapes", strings_like(1_000_000)),
        ("long strings, escapes", strings_like(4_000_000)),
        ("nested 1000 deep", deep(1000)),
        ("nested 1,000,000 deep", deep(1_000_000)),
    ]
    big = 16 * jsonlimits.MB
    print(f"{sys.version.split()[0]} ({sys.platform})")
    print(f"{'input':24} {'bytes':>9} {'json.loads':>11} {'check':>7} {'loads()':>9}   ms, best of 5")
    for name, text in cases:
        # json.loads alone cannot take the deep ones; the check is what loads() adds
        plain = best(json.loads, text) if "nested" not in name else float("nan")
        check = best(lambda t: jsonlimits._deeper_than(jsonlimits._structure(t.encode()), jsonlimits.MAX_DEPTH), text)
        limited = best(lambda t: jsonlimits.loads(t, max_bytes=big), text)
        print(f"{name:24} {len(text):>9,} {plain:>11.1f} {check:>7.1f} {limited:>9.1f}")


if __name__ == "__main__":
    main()
