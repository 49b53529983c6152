"""The light worker: a second background worker, running MicroPython.

It runs the page's own entry, web/main.py, with the page's PyScript config
(PyScript gives an `mpy` worker the page's pyscript.json: the same
interpreter and app pack, already fetched or cached), so it starts in a
fraction of a second where Pyodide's worker (web/page/workers.py) takes seconds,
so the AI levels a game lists in `light_levels` (web/model/catalog.py: Sequitur's
Easy and Medium, up to half a second a decision on MicroPython) decide there,
off the page's thread, before Pyodide has arrived. Its functions are those of
web/table/ai_worker.py that it exports (`act`, `install_words`), called as
Pyodide's worker's are (web/table/ai_worker.py `decide`). A game's screens start it
(`warm_up()`); if it fails, `failed()` says so and its levels decide in
Pyodide's worker.
"""
from __future__ import annotations

import asyncio
from typing import Any

import js

from web.page.tasks import spawn
from web.page.workers import _url, awaited, check_release, named_worker

NAME = "light-worker"
_task: asyncio.Task | None = None
_worker: Any = None
status = "not started"


PING_S = 10.0  # a started worker answers its ping at once; one whose script failed may never


async def _answers(worker: Any) -> bool:
    """Whether `worker` answers its ping within PING_S (PyScript may resolve a worker whose script
    failed, whose exports then never answer: waiting on an event, not on that call, can time out)."""
    answered = asyncio.Event()
    answer: list[str] = []

    async def ping() -> None:
        try:
            answer.append(str(await worker.ping()))
        except Exception as error:  # its script failed: no `ping` to call
            answer.append(f"{type(error).__name__}: {error}")
        answered.set()

    spawn(ping())
    try:
        await asyncio.wait_for(answered.wait(), PING_S)
    except asyncio.TimeoutError:
        return False
    return answer == ["pong"]


async def _start() -> Any:
    global status, _worker
    status = "starting"
    js.performance.mark("light-worker-start")
    try:
        worker = await named_worker(_url("web/main.py"), NAME, "mpy")
        if not await _answers(worker):
            raise RuntimeError("the light worker did not answer")
        await check_release(worker)  # its pack is of the page's release, or the page reloads
    except Exception:
        status = "failed"
        js.performance.mark("light-worker-failed")
        raise
    js.performance.mark("light-worker-ready")
    status = "ready"
    _worker = worker
    return worker


def is_it(worker: Any) -> bool:
    """Whether `worker` (a result of `get()` or of web/page/workers.py `get()`) is this one."""
    return _worker is not None and worker is _worker


def ready() -> bool:
    """Whether the worker has started."""
    return status == "ready"


def failed() -> bool:
    """Whether it could not start or gave up (its levels then decide in Pyodide's worker)."""
    return status == "failed"


def give_up() -> None:
    """It answered with an error: its levels decide in Pyodide's worker from now on."""
    global status
    status = "failed"


def get() -> asyncio.Task:
    """Start the worker if needed; await the result for its exported functions."""
    awaited()
    return _start_once()


def _start_once() -> asyncio.Task:
    global _task
    if _task is None:
        _task = spawn(_start())
    return _task


def warm_up() -> None:
    """Start the worker without waiting for it."""
    _start_once()
