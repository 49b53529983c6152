"""The background Python worker (web/worker.py), started at most once.

The worker runs its own Pyodide, so long computations (AI search, playouts)
never block the page. `warm_up_when_quiet()` starts it in the background once
the screens have been still a moment (web/app.py); `get()` starts it at once
and waits for it. Calls are plain async calls of the
functions listed in the worker's `__export__`:

    ai = await workers.get()
    finished = await ai.random_playouts(3.0, 1)

No SharedArrayBuffer is needed (and so no COOP/COEP headers): the main thread
only awaits results, the worker never reaches into the page.

One release at a time: the worker starts after the page, so a new release
published meanwhile (the service worker takes it over at once) could hand it
another release's files. Each side's app carries its build (web/release.py,
written by tools/build.py); `check_release` compares them as the worker
arrives, and on a mismatch the page reloads at the next quiet moment (at once
if a seat or a screen is waiting for the worker: the game is saved after every
move; else at the next change of screen or when the tab is hidden), saying so.
If the reload brings the same mismatch, it does not reload again: the worker is
refused (`StaleWorker`) and its callers fall back as on any failure.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any

import js

from web.page.ffi import JsError, attempt, create_once_callable, create_proxy, to_js
from web.page.jsvalue import found
from web.page.modes import fast_mode, fast_seconds
from web.page.tasks import spawn

NAME = "engine-worker"
# The warm-up waits until no screen has changed, and no tap or key came, for this long: the
# worker's start takes the page's thread too (PyScript's side of it, its files through the service
# worker), so a screen opening meanwhile waited for it (a table after Start: Sequitur's first
# decision 1.18 s against 0.71 s at 4x, docs/benchmarks.md), and a phone's CPU (a tap meanwhile).
# Whatever needs the worker starts it at once (`get`).
QUIET_MS = 2500
_task: asyncio.Task | None = None
_quiet: Any = None  # the pending warm-up's timer
_warm: Any = None  # the warm-up as one JavaScript function, kept for every timer
_held = False  # a screen waits for what it must draw the moment it comes (`hold_warm_up`)
_again: Any = None  # `warm_up_when_quiet` as the listener of screens, taps and keys, until the start
QUIET_EVENTS = ("hashchange", "pointerdown", "keydown")
status = "not started"
_needed = False  # something awaits the worker (a seat, a suggestion, a review), not only the warm-up
_reload_armed = False
_first: list[Any] = []  # downloads the worker's waits for (`goes_first`)
_on_ready: list[Any] = []  # what to do once the worker is up (`when_ready`)
RELOADED_FOR = "seqgames-reloaded-for"  # sessionStorage: the other build this tab reloaded for once
UPDATING = "A new version of the app has arrived: updating. Your game is saved."


class StaleWorker(Exception):
    """The worker's files are of another release than the page's, and reloading did not help."""


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


def goes_first(load: Any) -> None:
    """`load` (a `web.page.tasks.Shared` download a screen needs first: Sequitur's dictionary) is
    fetched before the worker's own download starts: on a phone's network they would share it,
    and the screen would wait for both (a first visit's worker is megabytes)."""
    _first.append(load)


def when_ready(callback: Any) -> None:
    """Call `callback()` once the worker is up, at once if it is, without starting it (Sequitur
    hands it the dictionary then): started for this, its start slowed the table opened meanwhile."""
    if status == "ready":
        callback()
    else:
        _on_ready.append(callback)


async def named_worker(src: str, name: str, kind: str, config: str = "") -> Any:
    """Start PyScript's worker `name` running `src` on `kind` ("py": Pyodide, "mpy": MicroPython) with
    `config` (JSON text; "" the page's), and return its `__export__`ed functions once it is up. This is
    what `pyscript.create_named_worker` does; the page's MicroPython starts without PyScript's Python
    package (tools/build.py `bare_page_micropython`), so it is done here through the `polyscript`
    module PyScript's JavaScript registers in every interpreter."""
    import polyscript  # type: ignore[import-not-found]

    script = js.document.createElement("script")
    script.type = kind
    script.src = src
    script.setAttribute("worker", "")
    script.setAttribute("name", name)
    if config:
        script.setAttribute("config", config)
    js.document.body.append(script)
    return await js.Reflect.get(polyscript.workers, name)


async def _start() -> Any:
    global status

    status = "starting"
    for load in _first:
        try:
            await load.result()
        except Exception:  # its screen says so; the worker starts all the same
            pass
    js.performance.mark("worker-start")
    try:
        worker = await named_worker(_url("web/worker.py"), NAME, "py", config())
    except Exception:
        status = "failed"
        js.performance.mark("worker-failed")
        raise
    try:
        await check_release(worker)
    except StaleWorker:
        status = "stale"
        js.performance.mark("worker-failed")
        raise
    js.performance.mark("worker-ready")
    status = "ready"
    while _on_ready:
        _on_ready.pop(0)()
    return worker


def this_build() -> str:
    """The build of the app files this Python runs (web/release.py, written by the build; "" run
    from the source tree). The page compares its own with each worker's `release()`."""
    try:
        from web.release import BUILD  # type: ignore[import-not-found]
    except ImportError:
        return ""
    return str(BUILD)


async def check_release(worker: Any) -> None:
    """Return if `worker` runs this page's build; else reload the page at the next quiet moment
    (never returning), or raise StaleWorker if this tab already reloaded for that build. Both
    workers are checked (this one and web/page/light.py's)."""
    mine, theirs = this_build(), str(await worker.release())
    if not mine or theirs == mine:
        return
    js.document.documentElement.setAttribute("data-release", "stale")
    if _session("getItem", RELOADED_FOR) == theirs:  # reloading brought the same mismatch: do not loop
        js.console.warn(f"the background worker runs build {theirs}, this page {mine}: not used")
        raise StaleWorker(f"the background worker runs build {theirs}, this page {mine}")
    _session("setItem", RELOADED_FOR, theirs)
    if _needed:
        reload_now()
    else:
        _reload_when_quiet()
    await asyncio.Event().wait()  # the page goes; nothing awaiting the worker runs on


def _session(name: str, *args: str) -> str | None:
    """sessionStorage.name(*args), None where the browser refuses it."""
    try:
        value = attempt(attempt(js.Reflect, "get", js.window, "sessionStorage"), name, *args)
    except JsError:
        return None
    return str(value) if found(value) else None


def reload_now() -> None:
    """Say the app is updating, and reload (the address, and so the screen, is kept)."""
    html = js.document.documentElement
    html.setAttribute("data-release", "reloading")
    html.setAttribute("data-app-ready", "updating")  # the splash bar shows again, with the words
    text = js.document.getElementById("splash-text")
    if text:
        text.textContent = UPDATING
    js.setTimeout(create_once_callable(lambda *_: js.location.reload()), 50)  # the words paint first


def _reload_when_quiet() -> None:
    """Reload at the next change of screen or when the tab is hidden, whichever comes first."""
    global _reload_armed
    if _reload_armed:
        return
    _reload_armed = True

    def on_screen(*_: Any) -> None:
        reload_now()

    def on_visibility(*_: Any) -> None:
        if str(js.document.visibilityState) == "hidden":
            reload_now()

    js.window.addEventListener("hashchange", create_proxy(on_screen))
    js.document.addEventListener("visibilitychange", create_proxy(on_visibility))


def ready() -> bool:
    """Whether the worker has started (a seat that waits for it before says it is warming up)."""
    return status == "ready"


def get() -> asyncio.Task:
    """Start the worker if needed; await the result for its exported functions."""
    awaited()
    return _start_once()


def awaited() -> None:
    """Something awaits a worker (this one or the light one): a release mismatch found from now on
    reloads at once, and one found already reloads now (the game is saved after every move)."""
    global _needed
    _needed = True
    if _reload_armed:
        reload_now()


def _start_once() -> asyncio.Task:
    global _task, _again
    if _task is None:
        _task = spawn(_start())
        if _again is not None:  # nothing left to put off
            for kind in QUIET_EVENTS:
                js.window.removeEventListener(kind, _again, to_js({"capture": True}))
            _again = None
    return _task


def warm_up(*_: Any) -> None:
    """Start the worker without waiting for it."""
    _start_once()


def quiet_ms() -> int:
    """QUIET_MS; in the tests' mode (`?fast`) ten minutes, never within a test, unless the address
    says `quiet=<seconds>`: most tests never need the worker, and its start took about 1.1 s of CPU in
    each test's fresh page (a test that needs it starts it by asking, as a tap does)."""
    return round(1000 * fast_seconds("quiet", 600.0)) if fast_mode() else QUIET_MS


def _warm_when_free(*_: Any) -> None:
    """The quiet timer's warm-up: not while a screen holds it (`hold_warm_up`)."""
    if not _held:
        _start_once()


def hold_warm_up(held: bool) -> None:
    """Keep the warm-up off while a screen waits for something it must draw the moment it comes
    (a guest's table, sent by the host while the guest's screen is still: the worker's start took
    the CPU that table's drawing needed, 3 s instead of 0.65 at 4x, docs/benchmarks.md); released,
    the warm-up waits for quiet again. A seat or a screen that needs the worker starts it anyway."""
    global _held
    _held = held
    if not held and _warm is not None:
        warm_up_when_quiet()


def warm_up_when_quiet(*_: Any) -> None:
    """Start the worker in the background once no screen has changed and the person has not
    tapped or pressed a key for QUIET_MS (web/app.py calls this when the app is ready; each change
    of screen, tap and key from then on calls it again); nothing once it has started. Its start
    takes seconds of a phone's CPU beside the page: a person playing on puts it off to a pause
    of theirs, and fewer of their taps share the CPU with it (a card tapped meanwhile took
    112-136 ms against 40-90 at 4x, docs/benchmarks.md)."""
    global _quiet, _warm, _again
    if _task is not None:
        return
    if _warm is None:  # the first call
        _warm = create_proxy(_warm_when_free)
        _again = create_proxy(warm_up_when_quiet)
        for kind in QUIET_EVENTS:
            js.window.addEventListener(kind, _again, to_js({"capture": True, "passive": True}))
    if _quiet is not None:
        js.clearTimeout(_quiet)
    _quiet = js.setTimeout(_warm, quiet_ms())
