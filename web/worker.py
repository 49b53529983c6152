"""The background worker: Python functions the page calls without blocking.

PyScript runs this file in a web worker with its own Pyodide; the functions
named in `__export__` can be awaited from the main thread (see web/workers.py).
Game AI functions go here too. Keep imports lazy: the worker starts faster.
"""
import sys

sys.path.insert(0, "/home/pyodide/app.zip")


def random_playouts(seconds: float, seed: int) -> int:
    """Play random 2-player Sequence games for about `seconds`; return how many finished."""
    from engine.sequence.playout import random_playouts as run

    return run(float(seconds), int(seed))


def ping() -> str:
    """Answer 'pong': proves the worker is up."""
    return "pong"


__export__ = ["random_playouts", "ping"]
