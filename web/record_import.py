"""The setup screen's "Load a game from a record file" section, the same for
every game: pick a record file (exported from a table), and the game it
holds becomes the autosave and opens; a broken or altered file is refused
with the reason, and nothing changes."""
from __future__ import annotations

import asyncio
from typing import Any, Callable

from engine.core.errors import RecordError
from web import dom, files, router
from web.saves import Saves


def import_section(prefix: str, listeners: dom.Listeners, from_record: Callable[[str], Any],
                   saves: Saves, play_route: str) -> Any:
    """The <details> holding the file input `#<prefix>-import` and its message
    `#<prefix>-import-msg`. `from_record(text)` builds the game's session (or
    raises RecordError); once loaded it is saved and `play_route` shown."""
    import_input = dom.element("input", attrs={"type": "file", "id": f"{prefix}-import", "accept": ".json,application/json"})
    import_msg = dom.element("p", "", cls="seq-error", attrs={"id": f"{prefix}-import-msg", "role": "alert"})

    async def on_import() -> None:
        text = await files.read_file(import_input)
        if text is None:
            return
        try:
            session = from_record(text)
        except RecordError as problem:
            dom.set_text(import_msg, f"This file cannot be loaded: {problem}.")
            import_input.value = ""
            return
        saves.save_game(session.save_text(), replace=True)
        router.go(play_route)

    listeners.on(import_input, "change", lambda event: asyncio.ensure_future(on_import()))
    return dom.element("details", cls="seq-import", children=[
        dom.element("summary", "Load a game from a record file"),
        dom.element("label", "Record file: ", attrs={"for": f"{prefix}-import"}), import_input, import_msg])
