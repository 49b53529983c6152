"""What names read of Unicode (web/page/unicode.py), code point by code point, and
hostile names cleaned (web/device/names.py): printed alike on CPython (unicodedata)
and on MicroPython (the JS engine's Unicode); tests/micropython/test_unicode.py
compares them.

    python3 tests/micropython/unicode_table.py table|names
    node tools/micropython.mjs tests/micropython/unicode_table.py table|names
"""
import sys

from web.device.names import clean_name, look_keys, name_key
from web.page.unicode import casefold, is_hidden, is_space, is_variation_selector, normalize

NAMES = (
    "Ann", "  Ann  ", "ＡＮＮ", "Straße", "STRASSE", "Ｓｔｒａßｅ", "ẞig", "Işık", "İstanbul", "Σίσυφος", "ΣΊΣΥΦΟΣ",
    "Аnn", "B0b", "Sarn", "Ann\ufe0f", "👩\u200d💻 Dev", "A\u202eB", "x\u200by", "\u2028Ann\u2029", "Ann\tLee",
    "\u3000Ann\u3000Lee", "Ann\u1680Lee", "ﬁona", "µ", "ſam", "Ꮳ ꮳ", "ǅ", "\u0000\u001f\u007f", "",
    "<b>Ann</b>", "Zoë", "Zoe\u0308", "李小龍", "محمد", "\u2066Ann\u2069", "a" * 60, "Ａ" * 50, "\ud7ff",
    "Chloé", "CHLOÉ", "ǰ", "J̌", "\u115fAnn", "Ann\u034f", "\u17b4Ann", "\U0001d400bc", "Ⅻ", "①②",
)


def table() -> None:
    for cp in range(0x20, 0x10000):
        if 0xD800 <= cp < 0xE000:
            continue
        char = chr(cp)
        print("%x %s %d %d %d %s %s" % (cp, casefold(char), is_hidden(char), is_space(char),
                                         is_variation_selector(char), normalize("NFKC", char), normalize("NFD", char)))


def names() -> None:
    for index in range(len(NAMES)):
        name = NAMES[index]
        cleaned = clean_name(name, index)
        folded, plain = look_keys(name)
        print("%d|%s|%s|%s|%s" % (index, cleaned, name_key(name), folded, plain))


if __name__ == "__main__":
    table() if sys.argv[1:] == ["table"] else names()
