"""The Sequitur dictionary in the browser (RULINGS Sequitur 8): the page
fetches web/data/sequitur-words.txt.gz (precached by the service worker, so
it works offline), has the browser inflate it (DecompressionStream: no
bytes cross into Python one by one), installs the words in this Python,
and hands the same text to the background worker once, for the AI seats.
"""
from __future__ import annotations

from typing import Any

import js

from engine.sequitur import dictionary
from web.page.tasks import Shared

URL = "web/data/sequitur-words.txt.gz"
_text: str | None = None


async def _fetch() -> None:
    global _text
    response = await js.fetch(URL)
    if not response.ok:
        raise OSError(f"the dictionary could not be loaded (HTTP {response.status})")
    inflated = response.body.pipeThrough(js.DecompressionStream.new("gzip"))
    _text = str(await js.Response.new(inflated).text())
    dictionary.install(_text.encode("ascii"))


_loading = Shared(_fetch)


async def ensure() -> None:
    """Fetch and install the dictionary on this page (once: callers that come
    while it loads wait for the same load; a failed load is tried again)."""
    if _text is not None and dictionary.is_loaded():
        return
    await _loading.result()


async def _hand_over() -> None:
    from web.page import workers

    await ensure()
    assert _text is not None
    worker = await workers.get()
    await worker.install_words(_text)  # type: ignore[attr-defined]
    js.document.documentElement.setAttribute("data-worker-words", "ready")  # for the tests and benchmarks


_handover = Shared(_hand_over)


async def hand_to_worker() -> Any:
    """Hand the dictionary to the background worker (once per page load; again
    only if a try failed), which also builds the AI's index of words by their
    letters then; await the result. The setup screen starts it, so it is done
    while people choose their seats, before any AI decides."""
    return await _handover.result()


async def ready() -> None:
    """What Sequitur's screens need first: the dictionary on this page; its handover
    to the worker starts in the background."""
    await ensure()
    _handover.start()
