"""The app shell: wire the static home screen to Python and report ready.

The home screen markup is in index.html so it paints before Python starts;
it stays `inert` until this module runs. Start-up imports only what the home
screen needs: games and the engine are imported when their screen opens.
"""
from __future__ import annotations

import js
from pyodide.ffi import create_once_callable

from web import about, router, workers

# Start the worker this long after the home screen is ready, so its start
# never competes with the first paint of the ready page.
WORKER_DELAY_MS = 1000


def start() -> None:
    """Show the current screen, enable the home screen and set data-app-ready."""
    router.register("about", about.mount)
    router.start()
    js.document.getElementById("home").removeAttribute("inert")
    js.document.documentElement.setAttribute("data-app-ready", "true")
    js.setTimeout(create_once_callable(workers.warm_up), WORKER_DELAY_MS)
