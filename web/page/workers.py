"""The background Python worker (web/worker.py), started at most once.

The worker runs its own Pyodide, so long computations (AI search, playouts)
never block the page. `warm_up()` starts it in the background once the home
screen is ready; `get()` waits for it. Calls are plain async calls of the
functions listed in the worker's `__export__`:

    ai = await workers.get()
    finished = await ai.random_playouts(3.0, 1)

No SharedArrayBuffer is needed (and so no COOP/COEP headers): the main thread
only awaits results, the worker never reaches into the page.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any

import js

from web.page.tasks import spawn

NAME = "engine-worker"
_task: asyncio.Task | None = None
status = "not started"


def _url(path: str) -> str:
    return js.URL.new(path, js.document.baseURI).href


def config() -> str:
    """The worker's PyScript config (absolute URLs: the worker runs from a blob)."""
    # The worker starts as the page did: without the memory snapshot on a first
    # visit over a slow link (web/boot.js), so it does not compete for the bytes.
    lean = str(js.document.documentElement.dataset.snapshot or "") == "no"
    return json.dumps({
        "interpreter": _url("web/pyodide-boot-lean.mjs" if lean else "web/pyodide-boot.mjs"),
        "files": {_url("web/app.zip"): "/home/pyodide/app.zip"},
    })


async def _start() -> Any:
    global status
    from pyscript import create_named_worker

    status = "starting"
    js.performance.mark("worker-start")
    try:
        worker = await create_named_worker(src=_url("web/worker.py"), name=NAME, config=config(), type="py")
    except Exception:
        status = "failed"
        raise
    js.performance.mark("worker-ready")
    status = "ready"
    return worker


def ready() -> bool:
    """Whether the worker has started (a seat that waits for it before says it is warming up)."""
    return status == "ready"


def get() -> asyncio.Task:
    """Start the worker if needed; await the result for its exported functions."""
    global _task
    if _task is None:
        _task = spawn(_start())
    return _task


async def decide(worker: Any, game: str, state: Any, seat: int, level: str, seed: int, time_limit: float = 0.0) -> Any:
    """The action an AI of `level` chooses for `seat` of `state`, asked of the worker
    (web/table/ai_worker.py) with only that seat's start message, observation and
    legal actions; checked against the rules (IllegalAction if the answer is not legal)."""
    from web.table.ai_worker import ask  # the table's, imported with it (not at the page's start)

    text = await worker.act(*ask(game, state, seat, level, seed, time_limit))
    action = state.action_from_json(json.loads(str(text)))
    state.check(seat, action)
    return action


def warm_up() -> None:
    """Start the worker without waiting for it."""
    get()
