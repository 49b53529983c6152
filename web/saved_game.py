"""The autosaved game on the screens, the same for every game: the setup
screen offers to resume it while it is unfinished, and the table shows it,
or says so when there is no game to show."""
from __future__ import annotations

from typing import Any, Callable

from web import dom
from web.saves import Saves


def load_session(saves: Saves, from_save: Callable[[str], Any]) -> Any:
    """The autosaved game's session (built by `from_save`), or None if there is
    none or it is damaged."""
    text = saves.load_game()
    if not text:
        return None
    try:
        return from_save(text)
    except Exception:  # localStorage is untrusted input: a damaged save is simply not offered
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
    session)`, whose `destroy` is returned as the cleanup; with no save, the
    no-game screen; with a damaged one, what is wrong with it (the save is
    left as it is). Both are titled `title` and link to `setup_href`."""
    text = saves.load_game()
    if not text:
        no_game_screen(view, title, setup_href)
        return None
    try:
        session = from_save(text)
    except Exception as problem:  # localStorage is untrusted input: say why, never crash the screen
        view.append(dom.element("h1", title, attrs={"tabindex": "-1"}),
                    dom.element("p", f"The saved game cannot be resumed: {problem}.", cls="seq-error"),
                    dom.element("a", "Set up a new game", cls="button", attrs={"href": setup_href}))
        return None
    return table(view, session).destroy
