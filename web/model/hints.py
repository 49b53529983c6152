"""Whether a table allows hints (pure Python): the one option every game's
setup offers as "Allow hints" (web/ui/suggest.py draws it and the
"Suggest a move" button). It is kept in the table's options, so in the
autosave and in a record's `table` entry as `"hints": true` or `false`."""
from __future__ import annotations

from typing import Any

HINTS_DEFAULT = True  # a new setup allows hints


def check_hints(options: dict[str, Any]) -> dict[str, Any]:
    """The table's hint option, cleaned (a save or record without it: no hints)."""
    return {"hints": options.get("hints") is True}
