"""Where the page is: its address (`#/<name>/<args...>`), read with limits,
and moving to another screen. The router (web/shell/router.py) draws the
screen an address names; the floors below it navigate through here and never
import the router.
"""
from __future__ import annotations

from typing import Callable

import js

from web.page.utf8 import utf8_text

_show: list[Callable[[str], None]] = []  # the router's `show`, once it has started


def shown_by(show: Callable[[str], None]) -> None:
    """The router draws screens with `show(hash)` (it calls this as it starts)."""
    _show[:] = [show]


# The longest address the router reads (an invitation's code is at most
# 2,000 characters: web/net/pairing.py); a longer one names no screen.
MAX_ADDRESS = 4_096
# How much of an unknown address the not-found screen repeats.
SHOWN_NAME = 60


_HEX = "0123456789abcdefABCDEF"


def unquote(text: str) -> str:
    """`urllib.parse.unquote(text, errors="replace")` (MicroPython has no urllib.parse):
    each run of %XX escapes is UTF-8, a malformed escape stays as written."""
    if "%" not in text:
        return text
    out: list[str] = []
    run = bytearray()  # the escaped bytes since the last plain character
    i = 0
    while i < len(text):
        char = text[i]
        if char == "%" and i + 2 < len(text) and text[i + 1] in _HEX and text[i + 2] in _HEX:
            run.append(int(text[i + 1:i + 3], 16))
            i += 3
            continue
        if ord(char) < 0x80:  # plain ASCII goes into the run too, as urllib's bytes do
            run.extend(char.encode())
        else:
            if run:
                out.append(utf8_text(bytes(run)))
                run = bytearray()
            out.append(char)
        i += 1
    if run:
        out.append(utf8_text(bytes(run)))
    return "".join(out)


def parse(hash_: str) -> tuple[str, list[str]]:
    """'#/sequence/setup' -> ('sequence', ['setup']); '' or '#/' -> ('', []).

    Any text gives an answer: a malformed percent-escape stays as written, a
    truncated UTF-8 sequence reads as U+FFFD, and an address over
    MAX_ADDRESS characters is the unknown screen '…'.
    """
    if len(hash_) > MAX_ADDRESS:
        return "…", []
    path = hash_.lstrip("#").strip("/")
    if not path:
        return "", []
    name, *args = [unquote(part) for part in path.split("/") if part]
    return name, args


def shown_name(name: str) -> str:
    """An unknown screen's name as the not-found screen repeats it: short, one line."""
    flat = " ".join(name.split())
    return flat if len(flat) <= SHOWN_NAME else flat[:SHOWN_NAME - 1] + "…"


def go(path: str) -> None:
    """Navigate to `#/<path>` (a hashchange then shows the screen)."""
    js.location.hash = "#/" + path.strip("/")


def rename(path: str) -> None:
    """The address becomes `#/<path>` without drawing another screen (a reload opens that one)."""
    js.history.replaceState(js.history.state, "", "#/" + path.strip("/"))


def redraw(hash_: str | None = None) -> None:
    """Draw the screen of `hash_` (the current address if None) again, in place."""
    for show in _show:
        show(str(js.location.hash) if hash_ is None else hash_)


def reopen(path: str) -> None:
    """Show `#/<path>` again, even if it is the screen on show."""
    if parse(js.location.hash) == parse("#/" + path):
        redraw()
    else:
        go(path)


