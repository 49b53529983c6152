"""The Sequitur dictionary in the browser (RULINGS Sequitur 8): the page
fetches web/data/sequitur-words.txt.gz (precached by the service worker, so
it works offline), installs it in this Python, and hands the same bytes to
the background worker once, for the AI seats.
"""
from __future__ import annotations

import js

from engine.sequitur import dictionary

URL = "web/data/sequitur-words.txt.gz"
_bytes: bytes | None = None
_worker_ready = False


async def ensure() -> None:
    """Fetch and install the dictionary on this page (once)."""
    global _bytes
    if _bytes is not None and dictionary.is_loaded():
        return
    response = await js.fetch(URL)
    if not response.ok:
        raise OSError(f"the dictionary could not be loaded (HTTP {response.status})")
    buffer = await response.arrayBuffer()
    _bytes = js.Uint8Array.new(buffer).to_bytes()
    dictionary.install(_bytes)


async def ensure_worker(worker: object) -> None:
    """Hand the dictionary to the background worker (once per page load)."""
    global _worker_ready
    if _worker_ready:
        return
    await ensure()
    assert _bytes is not None
    await worker.install_words(_bytes.decode("latin-1"))  # type: ignore[attr-defined]
    _worker_ready = True
