"""Reading JSON from outside the engine (a record file, a save, a bot's reply)
with a size and a depth limit, so hostile input gets a clear refusal.

`json.loads` recurses once per bracket: about a thousand nested brackets (2 kB
of text) raise RecursionError on CPython and exhaust the JavaScript stack in
Pyodide, which kills the page's interpreter. `loads` first refuses text over
`max_bytes` (before any parsing) and text nested deeper than `max_depth`
(measured without recursion, in C-speed passes: the string literals are cut
out with one regular expression and only the brackets left are counted), and
only then calls `json.loads`. Every refusal is a ValueError, as are
`json.loads`'s own errors, so a caller catches one exception type.

The limits of each boundary are named here with the reasoning;
docs/records.md and docs/bot-protocol.md state them.
"""

from __future__ import annotations

import json
import re
from array import array
from itertools import accumulate
from typing import Any

KB = 1024
MB = 1024 * KB

# Every nesting level anywhere in the engine's JSON is small: a record is 5
# deep ({"actions": [{"action": {"cell": [..]}}]}), a save with its table 7,
# a bot's reply 3. 64 leaves room for any later field while staying far below
# what json.loads and Python's own recursion (repr, json.dumps) can take,
# in Pyodide too (~1000).
MAX_DEPTH = 64

# A record (the autosave, an exported file, the arena's records): a seed, a
# configuration (with at most a board file, itself capped at 64 KB) and the
# actions, about 45 bytes each. The longest games the engine plays (12
# Sequence seats up to the arena's 1000-turn cap) give records under 100 kB;
# 1 MB holds some 20,000 actions and still parses in a few tens of ms in Pyodide.
RECORD_MAX_BYTES = 1 * MB

# A bot's reply is one line, {"id": 17, "index": 3} or the action itself, a
# few dozen bytes (a Sequitur word with its positions is the longest, under
# 200). 64 KB leaves room for extra fields a bot may add (the protocol tells
# both sides to ignore unknown fields) and bounds what the runner holds in
# memory per line.
REPLY_MAX_BYTES = 64 * KB

# The depth check works on bytes with C-speed operations only (no Python loop
# per character): escaped backslashes and quotes are cut out, everything but
# quotes and brackets is deleted, the string literals (now just quotes with
# brackets between) are dropped, and the brackets left, as parentheses, are
# the structure. Outside strings valid JSON has no quote or backslash, so for
# valid JSON that structure is exact.
_KEEP = b'"[]{}'
_DELETE = bytes(b for b in range(256) if b not in _KEEP)
# MicroPython has no bytes.translate: there the brackets are counted in a loop
# (engine/core/portable.py's rule: the same answers, more slowly).
_FAST = hasattr(bytes, "maketrans")
if _FAST:
    _PARENS = bytes.maketrans(b"[]{}", b"()()")
    _SIGNED = bytes.maketrans(b"()", b"\x01\xff")  # +1 and -1 as signed bytes
_OPEN = (ord("["), ord("{"))
_CLOSE = (ord("]"), ord("}"))
_PASSES = 8  # innermost pairs removed before counting one by one


def size_text(size: int) -> str:
    """A byte count as people read it: '1 MB', '64 KB', '300 bytes' (a round
    number of binary or decimal units: 1,048,576 and 2,000,000 are '1 MB' and
    '2 MB')."""
    for unit, name in ((MB, "MB"), (1_000_000, "MB"), (KB, "KB"), (1000, "KB")):
        if size >= unit and size % unit == 0:
            return f"{size // unit} {name}"
    return f"{size:,} bytes"


def byte_size(text: str | bytes | bytearray) -> int:
    """The size of `text` in bytes (UTF-8 for a str)."""
    if isinstance(text, (bytes, bytearray)):
        return len(text)
    return len(text.encode("utf-8", "surrogatepass"))


class Refused(ValueError):
    """Data refused at a limit, its message in English; `code` names which ("too-large"
    with `facts` {"size": "1 MB"}, "too-deep" with {"depth": 64}, "not-utf8",
    "bad-unicode"), for a screen to say it in its own words."""

    def __init__(self, message: str, code: str, **facts: Any) -> None:
        super().__init__(message)
        self.code = code
        self.facts = facts


def too_large(what: str, max_bytes: int) -> Refused:
    """'the file is larger than 1 MB'."""
    return Refused(f"{what} is larger than {size_text(max_bytes)}", "too-large", size=size_text(max_bytes))


def check_size(text: str | bytes | bytearray, max_bytes: int, *, what: str = "the data") -> None:
    """Raise Refused (a ValueError) if `text` is larger than `max_bytes` (counted in UTF-8
    bytes; a str is encoded only when its length alone cannot decide)."""
    length = len(text)
    too_big = length > max_bytes  # a character is at least one byte
    if not too_big and not isinstance(text, (bytes, bytearray)) and 4 * length > max_bytes:
        too_big = byte_size(text) > max_bytes  # at most four bytes a character
    if too_big:
        raise too_large(what, max_bytes)


def _structure(data: bytes) -> bytes:
    """The brackets of JSON text (UTF-8 bytes) outside its strings, as b"(" and b")"."""
    if b"\\" in data:
        # A run of backslashes pairs up from its left end, as JSON reads it; a
        # backslash left before a quote escapes it; any other escape keeps no
        # quote or bracket (the lone backslash is deleted below).
        data = data.replace(b"\\\\", b"").replace(b'\\"', b"")
    if not _FAST:
        return _slow_structure(data)
    data = data.translate(_PARENS, _DELETE)
    if b'"' in data:
        data = b"".join(data.split(b'"')[::2])  # every other piece lies inside a string
    return data


def _slow_structure(data: bytes) -> bytes:
    """`_structure` without bytes.translate (MicroPython): the same bytes, by a loop."""
    if b'"' in data:
        data = b"".join(data.split(b'"')[::2])
    out = bytearray()
    for byte in data:
        if byte in _OPEN:
            out.append(40)  # (
        elif byte in _CLOSE:
            out.append(41)  # )
    return bytes(out)


def _count_depth(structure: bytes) -> int:
    """The deepest nesting of `structure` (parentheses), counted one by one."""
    if not structure:
        return 0
    if _FAST:
        return max(0, max(accumulate(array("b", structure.translate(_SIGNED)))))
    deepest = level = 0
    for byte in structure:
        level += 1 if byte == 40 else -1
        if level > deepest:
            deepest = level
    return deepest


def _deeper_than(structure: bytes, limit: int) -> bool:
    """Whether `structure` nests deeper than `limit`.

    Each pass removes the innermost pairs, one level of every branch, so a
    shallow document (every record or reply is) vanishes in a few passes;
    a run of `limit + 1` opening brackets left decides at once (a deep
    attack); otherwise what is left after a few passes is counted."""
    passes = 0
    while structure and passes < _PASSES:
        if b"(" * (limit + 1 - passes) in structure:
            return True
        shorter = structure.replace(b"()", b"")
        if len(shorter) == len(structure):
            break  # unbalanced: not JSON, json.loads will say so; count what is there
        structure = shorter
        passes += 1
    # Removing a level lowers the deepest point by one, never more.
    return passes + _count_depth(structure) > limit


def depth(text: str | bytes) -> int:
    """How deeply the brackets of the JSON text `text` nest (0 for a scalar).

    Exact for valid JSON; for invalid JSON it is at least the depth that
    json.loads reaches before it finds the error, so a text within the
    limit can never make json.loads recurse deeper."""
    data = text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass")
    return _count_depth(_structure(data))


def _encoding(data: bytes | bytearray) -> str:
    """The encoding json.loads would read `data` in (MicroPython's json reads only UTF-8)."""
    detect = getattr(json, "detect_encoding", None)
    return "utf-8" if detect is None else detect(data)


class NotJSON(ValueError):
    """Text that is not JSON at all (its detail in json.loads's own words, which
    differ between Pythons: MicroPython says "syntax error in JSON")."""


def loads(text: str | bytes | bytearray, *, max_bytes: int, max_depth: int = MAX_DEPTH,
          what: str = "the data") -> Any:
    """`json.loads(text)`, refusing text larger than `max_bytes` (checked first)
    or nested deeper than `max_depth` with a ValueError that says which
    ("the data is larger than 1 MB", "the data is nested deeper than 64
    levels"; `what` names the data in those messages; each a `Refused`). Bytes are decoded as
    json.loads decodes them (UTF-8, -16 or -32); a leading byte-order mark is
    accepted. Malformed JSON raises NotJSON with json.loads's own words."""
    given_bytes = isinstance(text, (bytes, bytearray))
    if not given_bytes and not isinstance(text, str):
        raise TypeError(f"JSON text must be str or bytes, not {type(text).__name__}")
    too_big = too_large(what, max_bytes)
    if len(text) > max_bytes:  # before any work: a character is at least one byte
        raise too_big
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode(_encoding(text), "surrogatepass")
        except UnicodeDecodeError as error:
            raise Refused(f"{what} is not text in UTF-8 ({error.reason})", "not-utf8") from None
    if text.startswith("\ufeff"):  # a byte-order mark, as some editors write it
        text = text[1:]
    data = text.encode("utf-8", "surrogatepass")
    if not given_bytes and len(data) > max_bytes:  # bytes were counted as given
        raise too_big
    if _deeper_than(_structure(data), max_depth):
        raise Refused(f"{what} is nested deeper than {max_depth} levels", "too-deep", depth=max_depth)
    if not _FAST and _SURROGATE_ESCAPE.search(text):
        text = _join_pairs(text, what)
    try:
        value = json.loads(text)
    except ValueError as error:  # CPython's JSONDecodeError, MicroPython's ValueError: one kind for the callers
        raise NotJSON(str(error)) from None
    if _SURROGATE_ESCAPE.search(text) or len(data) != len(text.encode("utf-8", "replace")):
        _check_unicode(value, what)
    return value


# "\ud800" to "\udfff" in JSON text: half of a surrogate pair, which JSON
# allows alone and UTF-8 cannot encode (a record or summary written later
# would fail); raw surrogates come from "surrogatepass" decoding or a JS string.
_SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F][0-9a-fA-F][0-9a-fA-F]")  # no {2}: MicroPython's re has no counts


_PAIR_ESCAPE = re.compile(r"\\u[dD][89abAB][0-9a-fA-F][0-9a-fA-F]\\u[dD][c-fC-F][0-9a-fA-F][0-9a-fA-F]")


def _join_pairs(text: str, what: str) -> str:
    """MicroPython's json reads each half of an escaped surrogate pair alone:
    write each pair as its character, and refuse a half left alone, as
    `_check_unicode` does on CPython. (An escaped backslash before a `u` is
    rare enough that it is refused too: nothing this app writes has one.)"""
    def join(match: Any) -> str:
        pair = match.group(0)
        high, low = int(pair[2:6], 16), int(pair[8:12], 16)
        return chr(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))

    text = _PAIR_ESCAPE.sub(join, text)
    if _SURROGATE_ESCAPE.search(text):
        raise Refused(f"{what} holds text that is not valid Unicode (a lone surrogate)", "bad-unicode")
    return text


def _check_unicode(value: Any, what: str) -> None:
    """ValueError if a string anywhere in `value` holds a lone surrogate."""
    if not _FAST:
        return  # MicroPython: its strings hold no lone surrogate; escaped ones were refused by _join_pairs
    try:
        json.dumps(value, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError:
        raise Refused(f"{what} holds text that is not valid Unicode (a lone surrogate)", "bad-unicode") from None
