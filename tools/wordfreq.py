"""How common a word is, from the `wordfreq` package's data (Robyn Speer; pinned in pyproject.toml's
build group, its wheel downloaded once by tools/wheels.py and never installed): a language's
`large_<code>.msgpack.gz`, read out of the wheel, the only file the build needs (the data are
CC BY-SA 4.0, the code Apache-2.0).

The file is wordfreq's "cBpack": gzip of a MessagePack list whose first item is a header and whose
item n + 1 lists the words seen n centibels below probability 1 (-700 cB: once in ten million
words, Zipf 2.0). `centibels` reads it with the few MessagePack types it uses.
"""
from __future__ import annotations

import gzip
import unicodedata
import zipfile

try:
    from tools import wheels
except ImportError:  # run as a script from tools/
    import wheels  # type: ignore[no-redef]


def _unpack(data: bytes) -> object:
    """A MessagePack value of small integers, strings, lists and maps (a cBpack's types)."""
    at = 0

    def number(size: int) -> int:
        nonlocal at
        at += size
        return int.from_bytes(data[at - size:at], "big")

    def text(size: int) -> str:
        nonlocal at
        at += size
        return data[at - size:at].decode("utf-8")

    def value() -> object:
        nonlocal at
        kind = data[at]
        at += 1
        if kind <= 0x7F:
            return kind
        if kind >= 0xE0:
            return kind - 0x100
        if 0xA0 <= kind <= 0xBF:
            return text(kind & 0x1F)
        if 0x90 <= kind <= 0x9F:
            return [value() for _ in range(kind & 0x0F)]
        if 0x80 <= kind <= 0x8F:
            return {value(): value() for _ in range(kind & 0x0F)}
        sizes = {0xCC: 1, 0xCD: 2, 0xCE: 4, 0xD9: 1, 0xDA: 2, 0xDB: 4, 0xDC: 2, 0xDD: 4, 0xDE: 2, 0xDF: 4}
        if kind not in sizes:
            raise ValueError(f"a MessagePack type a cBpack does not use: {kind:#x}")
        size = number(sizes[kind])
        if kind <= 0xCE:
            return size
        if kind <= 0xDB:
            return text(size)
        if kind <= 0xDD:
            return [value() for _ in range(size)]
        return {value(): value() for _ in range(size)}

    return value()


def centibels(language: str) -> dict[str, int]:
    """Each word of wordfreq's large list of `language` (NFC) -> how far below probability 1 it
    is, in centibels (positive: 700 is once in ten million words)."""
    with zipfile.ZipFile(wheels.wheel("wordfreq")) as archive:
        packed = _unpack(gzip.decompress(archive.read(f"wordfreq/data/large_{language}.msgpack.gz")))
    assert isinstance(packed, list) and packed[0] == {"format": "cB", "version": 1}, "not a cBpack"
    found: dict[str, int] = {}
    for below, words in enumerate(packed[1:]):
        for word in words:
            found.setdefault(unicodedata.normalize("NFC", word), below)
    return found
