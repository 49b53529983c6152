"""The Sequitur dictionary in the browser (RULINGS Sequitur 8): the page
fetches web/data/sequitur-words.txt.gz (precached by the service worker, so
it works offline), has the browser inflate it (DecompressionStream: no
bytes cross into Python one by one), installs the words in this Python,
and hands the same text to each background worker once (the light worker's
MicroPython and Pyodide's), for the AI seats.
"""
from __future__ import annotations

from typing import Any

import js

from engine.sequitur import dictionary
from web.page import light, workers
from web.page.modes import starts_ahead
from web.page.tasks import Shared, spawn

URL = "web/data/sequitur-words.txt.gz"
_text: str | None = None


async def _fetch() -> None:
    global _text
    response = await js.fetch(URL)
    if not response.ok:
        raise OSError(f"the dictionary could not be loaded (HTTP {response.status})")
    inflated = response.body.pipeThrough(js.DecompressionStream.new("gzip"))
    _text = str(await js.Response.new(inflated).text())
    js.performance.mark("words:fetched")
    dictionary.install(_text.encode("ascii"))
    js.performance.mark("words:installed")


_loading = Shared(_fetch)
workers.goes_first(_loading)  # the table waits for the words, not for Pyodide's worker


async def ensure() -> None:
    """Fetch and install the dictionary on this page (once: callers that come
    while it loads wait for the same load; a failed load is tried again)."""
    if _text is not None and dictionary.is_loaded():
        return
    await _loading.result()


def _hand_over_to(pool: Any, mark: str) -> Shared:
    """The handover of the dictionary to the worker `pool` starts (web/page/workers.py, or
    web/page/light.py); `<html data-{mark}="ready">` and a performance mark `{mark}-ready` once
    done (for the tests and benchmarks). Pyodide's worker builds the AI's index of words by their
    letters then (about a second); the light worker a part at a time afterwards (`_index_in`), unless
    the page starts nothing ahead (web/page/modes.py `starts_ahead`: the tests' mode), where the first
    decision that needs the index builds it."""
    async def job() -> None:
        await ensure()
        assert _text is not None
        worker = await pool.get()
        light_one = pool is light
        if light_one:  # the words only: its index a part at a time afterwards
            await worker.install_words(_text, False)  # a str on both Pythons, MicroPython's and Pyodide's
        else:  # web/worker.py's `install_words`: the words and the index
            await worker.install_words(_text)
        js.document.documentElement.setAttribute(f"data-{mark}", "ready")
        js.performance.mark(f"{mark}-ready")
        if light_one and starts_ahead():  # (else the first decision that needs the index builds it)
            spawn(_index_in(worker))

    return Shared(job)


async def _index_in(worker: Any) -> None:
    """The light worker builds its index a part at a time, a call each (MicroPython takes seconds
    for all of it on a phone): a decision asked meanwhile waits for one part, not for the whole.
    `<html data-light-index="ready">` once built."""
    try:
        while not await worker.prepare_words():
            pass
    except Exception as error:  # a decision that needs the index builds it then
        js.console.warn(f"The light worker's index was not prepared ({error}).")
        return
    js.document.documentElement.setAttribute("data-light-index", "ready")
    js.performance.mark("light-index-ready")


_to_pyodide = _hand_over_to(workers, "worker-words")
_to_light = _hand_over_to(light, "light-words")


async def hand_to(worker: Any) -> None:
    """Hand the dictionary to `worker`, the light worker or Pyodide's (once per page load
    for each; again only if a try failed); await the result. The setup screen starts both,
    so they are done while people choose their seats, before any AI decides."""
    await (_to_light if light.is_it(worker) else _to_pyodide).result()


async def hand_to_worker() -> None:
    """Hand the dictionary to Pyodide's worker (the daily par's, the suggestions', the review's)."""
    await _to_pyodide.result()


async def ready() -> None:
    """What Sequitur's screens need first: the dictionary on this page. The light worker
    starts at once (it boots while the dictionary downloads) and gets the dictionary in the
    background; Pyodide's worker gets it once it is up (it warms up when the screens are
    still, web/page/workers.py; starting it here slowed a table opened at once by 0.5 s at
    4x), or when something needs it (`hand_to`, `hand_to_worker`). In the tests' mode the light
    worker and its words wait for what needs them too (web/page/modes.py `starts_ahead`)."""
    ahead = starts_ahead()
    if ahead:
        light.warm_up()
    await ensure()
    if ahead:
        _to_light.start()
    workers.when_ready(_to_pyodide.start)
