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


def sequence_act(info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
                 time_limit: float = 0.0) -> int:
    """A Sequence AI seat's choice: the index of its action in `legal_json` (see web/games/sequence/ai_worker.py)."""
    from web.games.sequence.ai_worker import act

    return act(info_json, observation_json, legal_json, level, int(seed), float(time_limit) or None)


def sequence_suggest(info_json: str, observation_json: str, legal_json: str, seed: int) -> str:
    """A suggested Sequence move for a human seat, as JSON {"index", "reason"}."""
    from web.games.sequence.ai_worker import suggest

    return suggest(info_json, observation_json, legal_json, int(seed))


def sequoia_act(info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
                time_limit: float = 0.0) -> int:
    """A Sequoia AI seat's pair: its index in `legal_json` (see web/games/sequoia/ai_worker.py)."""
    from web.games.sequoia.ai_worker import act

    return act(info_json, observation_json, legal_json, level, int(seed), float(time_limit) or None)


def sequitur_dictionary(data: str) -> int:
    """Install the Sequitur dictionary (the file's bytes as a latin-1 text); the word count."""
    from web.games.sequitur.ai_worker import install

    return install(data)


def sequitur_act(info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
                 time_limit: float = 0.0) -> str:
    """A Sequitur AI seat's action as JSON (see web/games/sequitur/ai_worker.py)."""
    from web.games.sequitur.ai_worker import act

    return act(info_json, observation_json, legal_json, level, int(seed), float(time_limit) or None)


__export__ = ["random_playouts", "ping", "sequence_act", "sequence_suggest", "sequoia_act", "sequitur_dictionary",
              "sequitur_act"]
