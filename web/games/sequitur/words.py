"""The Sequitur dictionary in the browser (RULINGS Sequitur 8): the page
fetches web/data/sequitur-words.txt.gz (precached by the service worker, so
it works offline), installs it in this Python, and hands the same bytes to
the background worker once, for the AI seats.
"""
from __future__ import annotations

import asyncio

import js

from engine.sequitur import dictionary

URL = "web/data/sequitur-words.txt.gz"
_bytes: bytes | None = None
_handover: asyncio.Future | None = None


async def _fetch() -> None:
    global _bytes
    response = await js.fetch(URL)
    if not response.ok:
        raise OSError(f"the dictionary could not be loaded (HTTP {response.status})")
    buffer = await response.arrayBuffer()
    _bytes = js.Uint8Array.new(buffer).to_bytes()
    dictionary.install(_bytes)


_loading: asyncio.Future | None = None


async def ensure() -> None:
    """Fetch and install the dictionary on this page (once: callers that come
    while it loads wait for the same load; a failed load is tried again)."""
    global _loading
    if _bytes is not None and dictionary.is_loaded():
        return
    if _loading is None or (_loading.done() and (_loading.cancelled() or _loading.exception())):
        _loading = asyncio.ensure_future(_fetch())
    await asyncio.shield(_loading)


async def _hand_over() -> None:
    from web.page import workers

    await ensure()
    assert _bytes is not None
    worker = await workers.get()
    await worker.install_words(_bytes.decode("latin-1"))  # type: ignore[attr-defined]
    js.document.documentElement.setAttribute("data-worker-words", "ready")  # for the tests and benchmarks


def hand_to_worker() -> asyncio.Future:
    """Hand the dictionary to the background worker (once per page load; again
    only if a try failed), which also builds the AI's index of words by their
    letters then; await the result. The setup screen starts it, so it is done
    while people choose their seats, before any AI decides."""
    global _handover
    if _handover is None or (_handover.done() and (_handover.cancelled() or _handover.exception())):
        _handover = asyncio.ensure_future(_hand_over())
    return _handover


async def ready() -> None:
    """What Sequitur's screens need first: the dictionary on this page; its handover
    to the worker starts in the background."""
    await ensure()
    hand_to_worker()
