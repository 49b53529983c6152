"""Players' names, the same in every game (pure Python, tested on CPython).

A name is typed by a person and shown on covers, logs and end screens, so
it is cleaned once, here, before a game keeps it: Unicode-normalised (NFKC,
so a full-width "Ａｎｎ" is "Ann"), stripped of invisible and
direction-changing characters (zero-width spaces, U+202E and the like, which
could hide a name or reverse the text around it) and of control characters,
with runs of spaces made one, cut to MAX_NAME characters, and "Player N"
when nothing is left. Names always reach the page as text, never markup.

Two names are the same when they are equal after that cleaning and case
folding ("Straße" and "STRASSE"): a new game's setup refuses them, since
every "Pass the device to …" cover must say whose turn it is. Saved games
and records with such names still load.
"""
from __future__ import annotations

import unicodedata
from typing import Any, Iterable

MAX_NAME = 40

# Invisible or direction-changing characters that are not "Cf" (format)
# characters but still hide or reorder text: kept out of names.
_INVISIBLE = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800", "\u034f"}


def _kept(char: str) -> bool:
    category = unicodedata.category(char)
    if category in ("Cf", "Cc", "Cs", "Co", "Cn"):  # format (bidi, zero-width), control, surrogate, private, unassigned
        return False
    if category in ("Zl", "Zp"):  # line and paragraph separators
        return False
    return char not in _INVISIBLE


def clean_name(raw: Any, seat: int) -> str:
    """The name as a game keeps it (see the module's docstring); seat counts from 0."""
    text = unicodedata.normalize("NFKC", str(raw) if isinstance(raw, str) else "")
    text = "".join(char if _kept(char) else " " if char in "\t\n\r\u2028\u2029" else "" for char in text)
    text = " ".join(text.split())[:MAX_NAME].strip()
    return text or f"Player {seat + 1}"


def name_key(name: str) -> str:
    """What two names are compared by: cleaned, then case-folded."""
    return unicodedata.normalize("NFKC", clean_name(name, 0).casefold())


def plural(count: int, word: str) -> str:
    """2, "point" -> "2 points"; 1, "point" -> "1 point"."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def and_list(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def name_clash(names: Iterable[str]) -> str:
    """Why a new game cannot start with these names, or "" if they all differ.

    Only the setup screens ask: saved games and records with such names still load."""
    seen: dict[str, str] = {}  # key: the name as first typed (cleaned)
    for index, name in enumerate(names):
        shown = clean_name(name, index)
        key = name_key(shown)
        if key in seen:
            return f"Two players are both called “{seen[key]}”: give each a different name."
        seen[key] = shown
    return ""
