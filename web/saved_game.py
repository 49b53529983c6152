"""The autosaved game on the screens, the same for every game: the setup
screen offers to resume it while it is unfinished, and the table shows it,
or says so when there is no game to show."""
from __future__ import annotations

from typing import Any, Callable

from engine.core.errors import RecordError
from web import dom
from web.saves import Saves


def load_session(saves: Saves, from_save: Callable[[str], Any]) -> Any:
    """The autosaved game's session (built by `from_save`), or None if there is
    none or it is damaged (from_save raised RecordError)."""
    text = saves.load_game()
    if not text:
        return None
    try:
        return from_save(text)
    except RecordError:
        return None


def offer_resume(view: Any, saves: Saves, from_save: Callable[[str], Any], progress: Callable[[Any], str],
                 href: str, link_id: str) -> None:
    """Append to `view` the notice offering the autosaved game to resume,
    unless there is none, it is damaged or it is over. `progress(session)` is
    its sentence ("A game is in progress (…)."), `href` the table's route and
    `link_id` the Resume link's id."""
    session = load_session(saves, from_save)
    if session is None or session.state.is_over:
        return
    view.append(dom.element("div", cls="notice seq-resume", children=[
        dom.element("p", progress(session)),
        dom.element("a", "Resume the saved game", cls="button", attrs={"href": href, "id": link_id})]))


def no_game_screen(view: Any, title: str, setup_href: str) -> None:
    """Fill `view` with "There is no game in progress" and a link to the setup screen."""
    view.append(dom.element("h1", title, attrs={"tabindex": "-1"}),
                dom.element("p", "There is no game in progress."),
                dom.element("a", "Set up a game", cls="button", attrs={"href": setup_href}))


def show_saved(view: Any, saves: Saves, from_save: Callable[[str], Any], table: Callable[[Any, Any], Any],
               title: str, setup_href: str) -> Any:
    """The table screen's mount: the autosaved game shown by `table(view,
    session)`, whose `destroy` is returned as the cleanup; or, with no
    readable save, the no-game screen (titled `title`, linking `setup_href`)."""
    session = load_session(saves, from_save)
    if session is None:
        no_game_screen(view, title, setup_href)
        return None
    return table(view, session).destroy
