"""Sequence in the browser: `#/sequence` is the setup screen, `#/sequence/play`
the table (web/router.py imports this package on the first visit).

Modules: setup_view (the setup form), cut_view (the cut and the deal),
play_view (turns, AI seats, privacy, undo, the end), board_view (canvas +
accessible grid), hand_view, cover, log_view, explain (why a click is
illegal), session (pure-Python game + table + saves), store (localStorage
and files), ai_worker (runs in the background worker), style (the CSS).
"""
from __future__ import annotations

from typing import Any


def mount(view: Any, args: list[str]) -> Any:
    """Show the setup screen, or the table for `#/sequence/play`."""
    from web.games.sequence import style

    style.install()
    if args[:1] == ["play"]:
        from web.games.sequence import play_view

        return play_view.mount(view, args)
    from web.games.sequence import setup_view

    return setup_view.mount(view, args)
