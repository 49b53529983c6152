"""Players' names, the same in every game (pure Python, tested on CPython).

A name is typed by a person and shown on covers, logs and end screens, so
it is cleaned once, here, before a game keeps it: Unicode-normalised (NFKC,
so a full-width "Ａｎｎ" is "Ann"), stripped of invisible and
direction-changing characters (zero-width spaces, U+202E and the like, which
could hide a name or reverse the text around it) and of control characters,
with runs of spaces made one, cut to MAX_NAME characters, and "Player N"
when nothing is left. Names always reach the page as text, never markup.

Two names are the same when they are equal after that cleaning and case
folding ("Straße" and "STRASSE"), and they look alike when they are the same
to the eye (`look_keys`): with what is invisible removed (variation
selectors too), folded (NFKC and case), their confusable skeletons (UTS #39,
web/device/lookalike.py) are equal: "Аnn" with a Cyrillic А, "Ann" with U+FE0F,
"Sarn" and "Sam", "B0b" and "Bob". Every "Pass the device to …" cover must
say whose turn it is, so a new game's setup refuses both (`name_clash`), and
a saved game, a record or a host's table that has them anyway gets the later
name renamed "Ann (2)" (`distinct_names`): it loads, and the covers differ.
"""
from __future__ import annotations

from typing import Any, Iterable

from web.page.unicode import casefold, is_hidden, is_space, is_variation_selector, normalize
from web.page.words import _

MAX_NAME = 40

# Invisible or direction-changing characters that are not "Cf" (format)
# characters but still hide or reorder text: kept out of names.
_INVISIBLE = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800", "\u034f"}
# Default-ignorable (Unicode's Other_Default_Ignorable_Code_Point) letters a
# name keeps but nobody sees: the Khmer inherent vowels.
_IGNORABLE = {"\u17b4", "\u17b5"}


def _ignorable(char: str) -> bool:
    """Invisible even where a name may keep it: variation selectors (U+FE0F
    after an emoji stays in a name, but is no part of how it looks) and the
    other default-ignorable characters clean_name keeps."""
    return char in _IGNORABLE or is_variation_selector(char)


def _kept(char: str) -> bool:
    # not format (bidi, zero-width), control, surrogate, private, unassigned, nor a line or paragraph separator
    return not is_hidden(char) and char not in _INVISIBLE


def _spaced(char: str) -> str:
    """A character as a name keeps it: a space for a space or a line break, "" for what is hidden."""
    if char in "\t\n\r\u2028\u2029" or (char != " " and is_space(char)):
        return " "
    return char if _kept(char) else ""


def clean_name(raw: Any, seat: int) -> str:
    """The name as a game keeps it (see the module's docstring); seat counts from 0."""
    return cleaned(raw) or f"Player {seat + 1}"


def cleaned(raw: Any) -> str:
    """`raw` cleaned as a name is (see the module's docstring), "" if nothing is left."""
    text = normalize("NFKC", str(raw) if isinstance(raw, str) else "")
    text = "".join(char if "!" <= char <= "~" else _spaced(char) for char in text)  # ASCII letters: no lookup
    # every space is " " now (MicroPython's split() knows only ASCII spaces)
    return " ".join(part for part in text.split(" ") if part)[:MAX_NAME].strip()


def name_key(name: str) -> str:
    """What two names are compared by: cleaned, then case-folded."""
    return normalize("NFKC", casefold(clean_name(name, 0)))


def _folded(text: str) -> str:
    """NFKC and case folding (Unicode's NFKC_Casefold, near enough for names)."""
    return normalize("NFKC", casefold(normalize("NFKC", text)))


def look_keys(name: str) -> tuple[str, str]:
    """What two names are compared by to the eye: (the folded name's skeleton,
    folded again until it settles, so "B0b" and "bob" meet; the plain
    skeleton, so "AI" and "Al" meet, which folding case would part)."""
    from web.device.lookalike import skeleton  # its table is read on first use, never at start-up

    visible = "".join(char for char in clean_name(name, 0) if not _ignorable(char))
    folded = _folded(visible)
    for _ in range(4):
        again = _folded(skeleton(folded))
        if again == folded:
            break
        folded = again
    return folded, skeleton(normalize("NFKC", visible))


def plural(count: int, word: str) -> str:
    """2, "point" -> "2 points"; 1, "point" -> "1 point"."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def and_list(names: list[str]) -> str:
    """'Ann', 'Ann and Bob', 'Ann, Bob and Cy'."""
    if len(names) == 1:
        return names[0]
    # Translators: a list of names: the last joined by "and" ("Ann, Bob and Cy")
    return _("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def _first_alike(names: list[str]) -> tuple[int, int] | None:
    """(earlier, later): the first two seats whose names look alike, or None."""
    seen: dict[tuple[int, str], int] = {}  # (which key, key): the seat first seen with it
    for index, name in enumerate(names):
        keys = list(enumerate(look_keys(name)))
        for key in keys:
            if key in seen:
                return seen[key], index
        for key in keys:
            seen[key] = index
    return None


def name_clash(names: Iterable[str]) -> str:
    """Why a new game cannot start with these names, or "" if they all look different.

    The setup screens ask; every other door renames instead (`distinct_names`)."""
    shown = [clean_name(name, index) for index, name in enumerate(names)]
    clash = _first_alike(shown)
    if clash is None:
        return ""
    first, second = (shown[i] for i in clash)
    if name_key(first) == name_key(second):
        return f"Two players are both called “{first}”: give each a different name."
    return (f"Seats {clash[0] + 1} and {clash[1] + 1} look alike: “{first}” and “{second}” read the same "
            "(a letter of another alphabet, a hidden mark, or letters that look like others): "
            "give each a different name.")


def distinct_names(names: Iterable[str]) -> list[str]:
    """The names cleaned, each that looks like an earlier one renamed "Ann (2)",
    "Ann (3)"... (a number no other name looks like): how a saved game, a
    record or a host's table with such names loads."""
    out = [clean_name(name, index) for index, name in enumerate(names)]
    keys = [set(enumerate(look_keys(name))) for name in out]
    for later, name in enumerate(out):
        if not any(keys[later] & keys[earlier] for earlier in range(later)):
            continue
        others = set().union(*(keys[i] for i in range(len(out)) if i != later))
        number = 2
        while True:
            suffix = f" ({number})"
            candidate = name[:MAX_NAME - len(suffix)].rstrip() + suffix
            candidate_keys = set(enumerate(look_keys(candidate)))
            if not candidate_keys & others:
                break
            number += 1
        out[later], keys[later] = candidate, candidate_keys
    return out


def renamed_sentence(before: list[str], after: list[str]) -> str:
    """What `distinct_names` changed, said to the person loading a file, or ""."""
    changed = [_("“{old}” plays here as “{new}”", old=old, new=new) for old, new in zip(before, after) if old != new]
    if not changed:
        return ""
    return _("Names in this file look alike: so that each cover says whose turn it is, {changes}.",
             changes=and_list(changed))
