"""The background worker: Python functions the page calls without blocking.

PyScript runs this file in a web worker with its own Pyodide; the functions
named in `__export__` can be awaited from the main thread (see web/page/workers.py).
Every game's AI goes through the table's one entry (web/table/ai_worker.py).
Keep imports lazy: the worker starts faster.
"""
import sys

sys.path.insert(0, "/home/pyodide/app.zip")

from web.page import stdlib_fallback  # noqa: E402

stdlib_fallback.install()  # an import the shipped standard library lacks still works


def random_playouts(seconds: float, seed: int) -> int:
    """Play random 2-player Sequence games for about `seconds`; return how many finished."""
    from engine.sequence.playout import random_playouts as run

    return run(float(seconds), int(seed))


def release() -> str:
    """The build of this worker's app files, which the page compares with its own."""
    from web.page.workers import this_build

    return this_build()


def ping() -> str:
    """Answer 'pong': proves the worker is up."""
    return "pong"


def act(game: str, info_json: str, observation_json: str, legal_json: str, level: str, seed: int,
        time_limit: float = 0.0, default_json: str = "null") -> str:
    """An AI seat's action as JSON, for any game (web/table/ai_worker.py `reply`, as the light worker's)."""
    from web.table.ai_worker import reply

    return reply(game, info_json, observation_json, legal_json, level, seed, time_limit, default_json)


def suggest(game: str, info_json: str, observation_json: str, legal_json: str, seed: int) -> str:
    """A suggested move for a person, as JSON {"action", "what", "why"} (web/table/ai_worker.py)."""
    from web.table.ai_worker import suggest as advise

    return advise(str(game), str(info_json), str(observation_json), str(legal_json), int(seed))


def explain(game: str, info_json: str, observation_json: str, action_json: str) -> str:
    """Why an AI made a move, as JSON {"what", "why"}, from its seat's own view then (web/table/ai_worker.py)."""
    from web.table.ai_worker import explain as why

    return why(str(game), str(info_json), str(observation_json), str(action_json))


def review_plan(game: str, record_json: str) -> str:
    """What a review of a finished game goes through, as JSON (web/table/ai_worker.py)."""
    from web.table.ai_worker import review_plan as plan

    return plan(str(game), str(record_json))


def review_move(game: str, record_json: str, at: int, advise_seats_json: str, seed: int, budget_s: float) -> str:
    """One move of a review: each side's chances before and after it, and the advice, as JSON."""
    from web.table.ai_worker import review_move as review

    return review(str(game), str(record_json), int(at), str(advise_seats_json), int(seed), float(budget_s))


def review_try(game: str, record_json: str, at: int, action_json: str, seed: int, budget_s: float) -> str:
    """A move tried again in place of a reviewed one ("Try again"), judged as the review judges, as JSON."""
    from web.table.ai_worker import review_try as judge

    return judge(str(game), str(record_json), int(at), str(action_json), int(seed), float(budget_s))


def install_words(text: str, prepare: bool = True, language: str = "en") -> int:
    """Install the Sequitur word list of `language` in this worker (the words as text, one per line)
    and prepare the AI's index of it; the word count."""
    from web.table.ai_worker import install_words as install

    return install(str(text), True, str(language))


def daily_puzzle(game: str, day: str) -> str:
    """`game`'s puzzle of `day` as JSON (engine/<game>/puzzle.py `puzzle_json`): the AIs' games it is
    cut from played here, a fraction of a second, where the page's MicroPython takes seconds."""
    from importlib import import_module

    return import_module(f"engine.{game}.puzzle").puzzle_json(str(day))


__export__ = ["random_playouts", "release", "ping", "act", "suggest", "explain", "review_plan", "review_move", "review_try",
              "install_words",
              "daily_puzzle"]
