"""The app shell: wire the static home screen to Python and report ready.

The home screen markup is in index.html so it paints before Python starts;
it stays `inert` until this module runs. Start-up imports only what the home
screen needs: games and the engine are imported when their screen opens,
the statistics screen when it opens, and the games' pictures are drawn
after the app is ready (web/shell/home.py).
"""
from __future__ import annotations

import json
from typing import Any

import js

from web.page.ffi import create_once_callable
from web.page.imports import import_module
from web.shell import about, home, router, rules as rules_view, settings as settings_view
from web.page import words, workers
from web.page.modes import starts_ahead
from web.page.tasks import spawn

# Show "Resume" and draw the games' pictures this long after ready (the ready page paints first).
PICTURES_DELAY_MS = 50


def stats_screen(view: Any, args: list[str]) -> Any:
    """#/stats, imported when it first opens."""
    return import_module("web.shell.statistics").mount(view, args)


async def take_words() -> None:
    """The player's language, as web/boot.js chose it and fetched its catalog (docs/languages.md)."""
    shared = js.window.seqgamesWords
    text = str(await shared.ready or "")
    words.install(str(shared.code), json.loads(text) if text else None)


def start() -> None:
    """Show the current screen, enable the home screen and set data-app-ready."""
    router.register("about", about.mount)
    router.register("check", about.mount_check)  # the background worker's self-check (tests, support)
    router.register("rules", rules_view.mount)
    router.register("settings", settings_view.mount)
    router.register("join", net_screen("mount_join"))  # a guest's device, from the host's invitation
    router.register("reply", net_screen("mount_reply"))  # a guest's reply opened on the host's device
    router.register("table", net_screen("mount", "web.net.online_guest"))  # a table's code, online (issue 68)
    router.register("stats", stats_screen)
    router.start()
    js.document.getElementById("home").removeAttribute("inert")
    js.document.documentElement.setAttribute("data-app-ready", "true")
    js.setTimeout(create_once_callable(after_ready), PICTURES_DELAY_MS)
    # Pyodide's worker warms up once the screens have been still a moment (its start would slow a
    # screen opening meanwhile): each change of screen puts it off again (web/page/workers.py)
    workers.warm_up_when_quiet()
    if starts_ahead():  # (the tests' mode: what needs a puzzle makes it then)
        workers.when_ready(puzzles_ahead)


def puzzles_ahead() -> None:
    """Once Pyodide's worker is up: today's puzzles made there and kept (web/table/puzzle_store.py)."""
    from web.table.puzzle_store import ahead  # light, and only once the worker is up

    spawn(ahead())


def net_screen(name: str, module: str = "web.net.guest") -> router.Mount:
    """A screen of play across devices, imported when first shown (web/net/guest.py, online_guest.py)."""

    def mount(view: Any, args: list[str]) -> Any:
        return getattr(import_module(module), name)(view, args)

    return mount


def after_ready() -> None:
    """What the home screen shows once the app is ready: "Resume" (its pictures are in index.html)."""
    router.on_home(home.refresh)
    if not js.document.getElementById("home").hidden:
        home.refresh()
        spawn(home.setups_ahead())  # a person on the home screen opens a game's setup next
