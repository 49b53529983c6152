"""Running a coroutine in the background, on every Python (pure).

Pyodide's `asyncio.ensure_future` schedules a coroutine from anywhere (its
loop is the browser's); MicroPython's asyncio has only `create_task`, which
its page loop takes from anywhere too. `Shared` is a job many callers await.
"""
from __future__ import annotations

import asyncio
from typing import Any, Awaitable, Callable

_start = getattr(asyncio, "ensure_future", None) or asyncio.create_task


async def breathe() -> None:
    """Let the browser run its own tasks (paint, input, timers) before going on: a long job done
    in steps calls this between them. A real yield to the browser: MicroPython's asyncio.sleep is
    none when the sleep's wake time has passed by the time its loop looks again (its webassembly
    loop runs every task that is due in one go), as a 1 ms sleep after a step of work has. The
    browser's `scheduler.yield()` where there is one (the page's work goes on first, before other
    timers), else a 0 ms timer; on CPython (tests) the loop's own turn."""
    try:
        import js
    except ImportError:
        await asyncio.sleep(0)
        return
    from web.page.ffi import create_once_callable

    scheduler = getattr(js, "scheduler", None)
    if scheduler is not None and getattr(scheduler, "yield", None) is not None:
        await getattr(scheduler, "yield")()
        return
    await js.Promise.new(create_once_callable(lambda resolve, reject: js.setTimeout(resolve, 0)))


def spawn(coroutine: Any) -> Any:
    """Run `coroutine` in the background; its task (await it for the result)."""
    return _start(coroutine)


class _Run:
    """One run of a shared job: set when it ends, with its error if it failed."""

    __slots__ = ("event", "error")

    def __init__(self) -> None:
        self.event = asyncio.Event()
        self.error: BaseException | None = None


class Shared:
    """A job run once for every caller that wants its result (a download, a
    handover to the worker): the first call starts it, later ones wait for
    the same run; once it has succeeded its value is kept; a failure goes to
    the callers of that run and the next call tries again. A caller that is
    cancelled stops waiting without cancelling the job. (What Pyodide does
    with futures and `asyncio.shield`, neither of which MicroPython has.)"""

    def __init__(self, job: Callable[[], Awaitable[Any]]) -> None:
        self._job = job
        self._run: _Run | None = None
        self.done = False
        self.value: Any = None

    def start(self) -> None:
        """Start the job unless it has succeeded or is running."""
        if not self.done and self._run is None:
            self._run = _Run()
            spawn(self._go(self._run))

    async def _go(self, run: _Run) -> None:
        try:
            self.value = await self._job()
            self.done = True
        except Exception as error:  # the callers of this run get it; the next call starts again
            run.error = error
        self._run = None
        run.event.set()

    async def result(self) -> Any:
        """The job's value, starting it if needed; its error if this run failed."""
        if not self.done:
            self.start()
            run = self._run
            if run is not None:
                await run.event.wait()
                if run.error is not None:
                    raise run.error
        return self.value
