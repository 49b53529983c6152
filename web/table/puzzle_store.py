"""The daily puzzles' store on this device (web/device/puzzles.py) read and written, and today's
puzzles made ahead (issue 83): once Pyodide's worker is up (it warms up while the screens are still,
web/page/workers.py), each game's puzzle of the day (the catalog's `puzzle`) is made there and kept,
so its screen opens at once; the page's MicroPython would take seconds to make it. Light on purpose:
the home screen imports it, not the table.
"""
from __future__ import annotations

from typing import Any

import js

from web.device import puzzles, storage
from web.device.finish import today
from web.model.catalog import GAMES
from web.page import workers


class Store:
    """A game's puzzles' store on this device (web/device/puzzles.py): read it, write it back."""

    def __init__(self, game: str) -> None:
        self.key = puzzles.key(game)

    def load(self) -> dict[str, Any]:
        """The store, or an empty one if it cannot be read (the day starts afresh; the damaged text
        is written over only when the player tries a move)."""
        try:
            return puzzles.parse(storage.get(self.key))
        except puzzles.PuzzlesError:
            return puzzles.empty()

    def write(self, data: dict[str, Any]) -> bool:
        """False if the browser refused (storage full or disabled)."""
        return storage.put(self.key, puzzles.dumps(data))


async def made_in_worker(game: str, day: str) -> str:
    """`game`'s puzzle of `day` as JSON text, made in Pyodide's worker (started if need be)."""
    worker = await workers.get()
    return str(await worker.daily_puzzle(game, day))


async def ahead() -> None:
    """Make and keep today's puzzle of each game that has one and has not kept it yet; a failure is
    left to the puzzle's screen, which makes it when opened."""
    day = today()
    for game in GAMES:
        store = Store(game.id)
        if not game.puzzle or puzzles.kept_puzzle(store.load(), day) is not None:
            continue
        try:
            text = await made_in_worker(game.id, day)
        except Exception as error:
            js.console.warn(f"Today's puzzle was not made ahead ({error}).")
            return
        data = store.load()
        puzzles.keep_puzzle(data, day, text)
        store.write(data)
