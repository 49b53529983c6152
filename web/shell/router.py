"""Hash router: `#/` is the home screen, `#/<name>/<args...>` a screen.

A screen is a function `mount(view, args) -> cleanup | None`: it fills the
empty `view` element and may return a function that undoes what it set up
(listeners, timers) when the player leaves. The shell registers its own
screens with `register`; `#/<game>` imports the game's package
`web.games.<game>` on first visit and calls its `mount`.
"""
from __future__ import annotations

from typing import Any, Callable

import js

from web.page.ffi import create_once_callable
from web.page.imports import import_module
from web.model.catalog import GAMES_BY_ID, Game
from web.page import dom, memory
from web.page.navigation import parse, reopen, shown_by, shown_name
from web.page.report import report
from web.page.words import _
from web.ui.links import back_to_games

Cleanup = Callable[[], None]
Mount = Callable[[Any, "list[str]"], "Cleanup | None"]  # quoted: MicroPython evaluates this line

_screens: dict[str, Mount] = {}
_home_shown: list[Callable[[], None]] = []  # called each time the home screen shows
_cleanup: Cleanup | None = None
_listeners = dom.Listeners()


def register(name: str, mount: Mount) -> None:
    """Show `mount` for `#/<name>` (and `#/<name>/...`)."""
    _screens[name] = mount


def on_home(callback: Callable[[], None]) -> None:
    """Call `callback` each time the home screen is shown (it updates what it says)."""
    _home_shown.append(callback)


def game_screen(game: Game) -> Mount:
    """The mount function of a game's package."""
    return import_module(f"web.games.{game.id}").mount


def not_found(view: Any, name: str) -> None:
    view.append(
        # Translators: the heading of an address the app does not know
        dom.element("h1", _("Page not found"), attrs={"tabindex": "-1"}),
        dom.element("p", _("There is no page called “{name}”.", name=shown_name(name)), cls="address-note"),
        back_to_games(),
    )


def failed(view: Any, name: str, problem: Exception) -> Cleanup:
    """A screen that failed to open: what went wrong and, for a game, a button that
    clears what this device keeps for it (its autosave and remembered setup)."""
    listeners = dom.Listeners()
    game = GAMES_BY_ID.get(name)
    # Translators: the heading of an error page
    view.append(dom.element("h1", game.name if game else _("Something went wrong"), attrs={"tabindex": "-1"}),
                dom.element("p", _("This screen could not open: {problem}.", problem=str(problem)[:200] or type(problem).__name__),
                            cls="seq-error address-note", attrs={"id": "screen-problem"}))
    actions = dom.element("div", cls="seq-actions")
    if game is not None:
        clear = dom.element("button", _("Clear what this device keeps for {game}", game=game.name), cls="button",
                            attrs={"type": "button", "id": "screen-clear"})

        def on_clear(event: Any) -> None:
            from web.device import keys, storage

            for key in storage.keys(keys.game_prefix(game.id)):
                storage.remove(key)
            dom.set_text(view.querySelector("#screen-problem"), _("Cleared: the saved game and setup of {game}.", game=game.name))
            js.setTimeout(create_once_callable(lambda: reopen(game.id)), 0)

        listeners.on(clear, "click", on_clear)
        actions.append(clear)
    actions.append(back_to_games())
    view.append(actions)
    return listeners.clear


def show(hash_: str) -> None:
    """Unmount the current screen and show the one `hash_` names."""
    global _cleanup
    if _cleanup is not None:
        cleanup, _cleanup = _cleanup, None
        cleanup()
    memory.collect_when_idle()  # the last screen's garbage, once this one is up
    home = dom.by_id("home")
    view = dom.by_id("view")
    # web/boot.js showed this screen before Python ran (a prerendered About or How
    # to play): draw it again in place, where the player has scrolled to.
    taking_over = str(view.getAttribute("data-pre") or "") == hash_ and bool(hash_)
    view.removeAttribute("data-pre")
    scrolled = js.window.scrollY if taking_over else 0
    dom.clear(view)
    name, args = parse(hash_)
    if not name:
        view.hidden = True
        home.hidden = False
        js.document.title = "Sequence · Sequoia · Sequitur"
        for callback in _home_shown:
            callback()
        return
    home.hidden = True
    view.hidden = False
    if name in _screens:
        mount = _screens[name]
    elif name in GAMES_BY_ID:
        mount = game_screen(GAMES_BY_ID[name])
    else:
        mount = lambda view, args: not_found(view, name)  # noqa: E731
    try:
        _cleanup = mount(view, args)
    except Exception as problem:  # a screen that cannot open says why and offers a way on: never a stuck app
        report(problem)
        dom.clear(view)
        _cleanup = failed(view, name, problem)
    heading = view.querySelector("h1")
    if heading is not None:
        js.document.title = f"{heading.textContent} · Sequence · Sequoia · Sequitur"
        if taking_over:
            heading.focus(js.JSON.parse('{"preventScroll": true}'))
        else:
            heading.focus()
    if taking_over:
        js.window.scrollTo(0, scrolled)


def start() -> None:
    """Show the screen of the current URL and follow hash changes."""
    shown_by(show)
    _listeners.on(js.window, "hashchange", lambda event: show(js.location.hash))
    show(js.location.hash)
