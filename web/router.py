"""Hash router: `#/` is the home screen, `#/<name>/<args...>` a screen.

A screen is a function `mount(view, args) -> cleanup | None`: it fills the
empty `view` element and may return a function that undoes what it set up
(listeners, timers) when the player leaves. The shell registers its own
screens with `register`; a game needs no registration at all: `#/<game>`
imports `web.games.<game>` on first visit and calls its `mount`. Until that
module exists the game shows a plain "not built yet" setup screen.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable

import js

from web import dom

Cleanup = Callable[[], None]
Mount = Callable[[Any, list[str]], "Cleanup | None"]


@dataclass(frozen=True)
class Game:
    """A game offered on the home screen."""

    id: str
    name: str
    description: str


GAMES: tuple[Game, ...] = (
    Game("sequence", "Sequence", "Play a card, claim its space, and line up five chips in a row before the other side does."),
    Game("sequoia", "Sequoia", "Roll dice pairs, plant trees in numbered forests, and be tallest where it scores."),
    Game("sequitur", "Sequitur", "Rearrange the letters on your rack and spell words that meet goal cards."),
)
GAMES_BY_ID = {game.id: game for game in GAMES}

_screens: dict[str, Mount] = {}
_cleanup: Cleanup | None = None
_listeners = dom.Listeners()


def register(name: str, mount: Mount) -> None:
    """Show `mount` for `#/<name>` (and `#/<name>/...`)."""
    _screens[name] = mount


def parse(hash_: str) -> tuple[str, list[str]]:
    """'#/sequence/setup' -> ('sequence', ['setup']); '' or '#/' -> ('', [])."""
    path = hash_.lstrip("#").strip("/")
    if not path:
        return "", []
    name, *args = [js.decodeURIComponent(part) for part in path.split("/") if part]
    return name, args


def go(path: str) -> None:
    """Navigate to `#/<path>` (a hashchange then shows the screen)."""
    js.location.hash = "#/" + path.strip("/")


def game_screen(game: Game) -> Mount:
    """The mount function of a game: its module's, or 'not built yet'."""
    module_name = f"web.games.{game.id}"
    try:
        module = importlib.import_module(module_name)
    except ModuleNotFoundError as error:
        if error.name is not None and module_name.startswith(error.name):
            return lambda view, args: not_built(view, game)
        raise
    return module.mount


def not_built(view: Any, game: Game) -> None:
    """The setup screen of a game that is not in this release yet."""
    view.append(
        dom.element("h1", f"{game.name}: setup", attrs={"tabindex": "-1"}),
        dom.element("p", game.description),
        dom.element("p", f"{game.name} is not built yet. It will be playable in a later release.", cls="notice"),
        dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"}),
    )


def not_found(view: Any, name: str) -> None:
    view.append(
        dom.element("h1", "Page not found", attrs={"tabindex": "-1"}),
        dom.element("p", f"There is no page called “{name}”."),
        dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"}),
    )


def show(hash_: str) -> None:
    """Unmount the current screen and show the one `hash_` names."""
    global _cleanup
    if _cleanup is not None:
        cleanup, _cleanup = _cleanup, None
        cleanup()
    home = dom.by_id("home")
    view = dom.by_id("view")
    dom.clear(view)
    name, args = parse(hash_)
    if not name:
        view.hidden = True
        home.hidden = False
        js.document.title = "Sequence · Sequoia · Sequitur"
        return
    home.hidden = True
    view.hidden = False
    if name in _screens:
        mount = _screens[name]
    elif name in GAMES_BY_ID:
        mount = game_screen(GAMES_BY_ID[name])
    else:
        mount = lambda view, args: not_found(view, name)  # noqa: E731
    _cleanup = mount(view, args)
    heading = view.querySelector("h1")
    if heading is not None:
        js.document.title = f"{heading.textContent} · Sequence · Sequoia · Sequitur"
        heading.focus()


def start() -> None:
    """Show the screen of the current URL and follow hash changes."""
    _listeners.on(js.window, "hashchange", lambda event: show(js.location.hash))
    show(js.location.hash)
