"""#/about: what the app is, what it ships, and a live check that the
background worker computes while the page keeps painting."""
from __future__ import annotations

import asyncio
from typing import Any

import js
from pyodide.ffi import create_proxy

from web import dom, workers

CHECK_SECONDS = 3.0


def mount(view: Any, args: list[str]) -> Any:
    listeners = dom.Listeners()
    status = dom.element("dd", workers.status, attrs={"id": "worker-status"})
    result = dom.element("p", "", attrs={"id": "worker-result", "aria-live": "polite"})
    button = dom.element("button", f"Run a {CHECK_SECONDS:g}-second background computation",
                         cls="button", attrs={"id": "worker-run", "type": "button"})
    view.append(
        dom.element("h1", "About", attrs={"tabindex": "-1"}),
        dom.element("p", "Sequence, Sequoia and Sequitur in your browser. The games run in Python "
                         "(Pyodide, via PyScript) on this device; after the first visit the app "
                         "works offline and sends nothing anywhere."),
        dom.element("h2", "Background worker"),
        dom.element("dl", cls="kv", children=[dom.element("dt", "Status"), status]),
        button,
        result,
        dom.element("h2", "Licences"),
        dom.element("p", "Pyodide (MPL-2.0, with CPython under the PSF licence), PyScript "
                         "(Apache-2.0) and the libraries they bundle; see the README."),
        dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"}),
    )

    async def run_check() -> None:
        button.disabled = True
        dom.set_text(result, "Waiting for the worker to start…")
        worker = await workers.get()
        dom.set_text(status, workers.status)
        dom.set_text(result, "Computing in the background…")
        frames = 0

        def count(_timestamp: float) -> None:
            nonlocal frames
            frames += 1
            if running:
                js.requestAnimationFrame(frame_proxy)

        frame_proxy = create_proxy(count)
        running = True
        js.requestAnimationFrame(frame_proxy)
        started = js.performance.now()
        try:
            finished = await worker.random_playouts(CHECK_SECONDS, 1)
        finally:
            running = False
        elapsed = (js.performance.now() - started) / 1000
        dom.set_text(result, f"The worker finished {finished} random games of Sequence in {elapsed:.1f} s; "
                             f"meanwhile this page painted {frames} frames.")
        result.dataset.started = str(started)
        result.dataset.ended = str(started + elapsed * 1000)
        result.dataset.frames = str(frames)
        result.dataset.finished = str(finished)
        button.disabled = False

    def on_click(event: Any) -> None:
        asyncio.ensure_future(run_check())

    def on_status(*_: Any) -> None:
        dom.set_text(status, workers.status)

    listeners.on(button, "click", on_click)
    timer = js.setInterval(create_proxy(on_status), 250)

    def cleanup() -> None:
        listeners.clear()
        js.clearInterval(timer)

    return cleanup
