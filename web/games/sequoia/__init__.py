"""Sequoia in the browser: `#/sequoia` is the setup screen, `#/sequoia/play`
the table (web/router.py imports this package on the first visit).

Modules: setup_view (the setup form, record import), play_view (turns,
secret choices, AI seats, the dice, the reveal, the final scoring, export),
forest_view (the canvas of forests and its keyboard twin), session
(pure-Python game + seats + log + saves + records), store (localStorage),
style (the table's CSS), ai_worker (runs in the background worker).
"""
from __future__ import annotations

from typing import Any


def mount(view: Any, args: list[str]) -> Any:
    """Show the setup screen, or the table for `#/sequoia/play`."""
    from web.games.sequence import style
    from web.games.sequoia import style as sequoia_style

    style.install()
    sequoia_style.install()
    if args[:1] == ["play"]:
        from web.games.sequoia import play_view

        return play_view.mount(view, args)
    from web.games.sequoia import setup_view

    return setup_view.mount(view, args)
