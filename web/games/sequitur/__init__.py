"""Sequitur in the browser: `#/sequitur` is the setup screen,
`#/sequitur/play` the table (web/router.py imports this package on the
first visit).

The dictionary is fetched first (words.py): the rules check every spelled
word against it. Modules: setup_view (the form, resume, import),
play_view (the flow: AI seats, the hot-seat cover, summaries, the end),
decide_view (one seat's private panel and decisions), rack_view (letter
balls), cards_view (goal and Sequitur cards), summary_view (the shared
table, round and game summaries), preview (the word being spelled, pure),
session (pure-Python game + seats + log + saves), store (localStorage),
ai_worker (runs in the background worker), style (CSS).
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable


def mount(view: Any, args: list[str]) -> Callable[[], None]:
    """Load the dictionary, then show the table (`#/sequitur/play`) or the setup screen."""
    from web import dom
    from web.games.sequence import style as shared_style
    from web.games.sequitur import style

    shared_style.install()
    style.install()
    state: dict[str, Any] = {"alive": True, "cleanup": None}
    title = "Sequitur" if args[:1] == ["play"] else "Sequitur: setup"
    view.append(dom.element("h1", title, attrs={"tabindex": "-1"}),
                dom.element("p", "Loading the dictionary…", attrs={"id": "sr-loading", "aria-live": "polite"}))

    async def show() -> None:
        from web.games.sequitur import words

        try:
            await words.ensure()
        except Exception as error:  # offline before the first visit finished, or a broken file
            dom.set_text(dom.by_id("sr-loading"), f"The dictionary could not be loaded ({error}). Reload to try again.")
            return
        if not state["alive"]:
            return
        dom.clear(view)
        if args[:1] == ["play"]:
            from web.games.sequitur import play_view

            state["cleanup"] = play_view.mount(view, args)
        else:
            from web.games.sequitur import setup_view

            state["cleanup"] = setup_view.mount(view, args)
        from web.jsvalue import found

        heading = view.querySelector("h1")
        if found(heading):
            heading.focus()

    def cleanup() -> None:
        state["alive"] = False
        if state["cleanup"] is not None:
            state["cleanup"]()

    asyncio.ensure_future(show())
    return cleanup
