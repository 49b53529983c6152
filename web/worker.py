"""The background worker: Python functions the page calls without blocking.

PyScript runs this file in a web worker with its own Pyodide; the functions
named in `__export__` can be awaited from the main thread (see web/workers.py).
Game AI functions go here too. Keep imports lazy: the worker starts faster.
"""
import sys
import time

sys.path.insert(0, "/home/pyodide/app.zip")


def random_playouts(seconds: float, seed: int) -> int:
    """Play random games for about `seconds`; return how many finished.

    Stand-in until engine.sequence.playout exists: a pure-Python CPU-bound
    loop that counts blocks of work done in the time.
    """
    deadline = time.perf_counter() + float(seconds)
    state = int(seed) or 1
    finished = 0
    while time.perf_counter() < deadline:
        for _ in range(10_000):
            state = (state * 1103515245 + 12345) & 0x7FFFFFFF
        finished += 1
    return finished


def ping() -> str:
    """Answer 'pong': proves the worker is up."""
    return "pong"


__export__ = ["random_playouts", "ping"]
