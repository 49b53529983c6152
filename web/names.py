"""Players' names in the words of every game's screens: a list of them, and
the one check a new game's names must pass at a shared device (pure Python,
tested on CPython)."""
from __future__ import annotations

from typing import Iterable


def and_list(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy'."""
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def name_clash(names: Iterable[str]) -> str:
    """Why a new game cannot start with these names, or "" if they all differ.

    Names are compared trimmed and ignoring case: two players called alike
    would get the same "Pass the device to …" cover and log lines. Only the
    setup screens ask; saved games and records with such names still load."""
    seen: dict[str, str] = {}  # casefolded name: the name as first typed
    for name in names:
        name = name.strip()
        key = name.casefold()
        if key in seen:
            return f"Two players are both called “{seen[key]}”: give each a different name."
        seen[key] = name
    return ""
