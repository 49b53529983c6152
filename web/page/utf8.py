"""UTF-8 read the same on every Python (pure).

MicroPython's `bytes.decode` knows no error handler ("replace", "ignore")
and lets through what CPython refuses (surrogates, overlong forms, code
points past U+10FFFF). Text from outside (an address, a scanned code) is
read here: each maximal part of a malformed sequence is one error, as
CPython counts them.
"""
from __future__ import annotations


def utf8_text(data: bytes, errors: str = "replace") -> str:
    """`data.decode("utf-8", errors)` as CPython reads it, `errors` "replace" (a
    malformed part reads as U+FFFD) or "strict" (UnicodeError)."""
    out = []
    i, n = 0, len(data)
    while i < n:
        first = data[i]
        i += 1
        if first < 0x80:
            out.append(chr(first))
            continue
        if 0xC2 <= first <= 0xDF:
            need, low, high = 1, 0x80, 0xBF
        elif 0xE0 <= first <= 0xEF:
            need, low, high = 2, (0xA0 if first == 0xE0 else 0x80), (0x9F if first == 0xED else 0xBF)
        elif 0xF0 <= first <= 0xF4:
            need, low, high = 3, (0x90 if first == 0xF0 else 0x80), (0x8F if first == 0xF4 else 0xBF)
        else:
            need, low, high = -1, 0, 0
        code = first & (0x3F >> need) if need > 0 else -1
        for _ in range(max(need, 0)):
            if i >= n or not low <= data[i] <= high:
                code = -1
                break
            code = (code << 6) | (data[i] & 0x3F)
            i += 1
            low, high = 0x80, 0xBF
        if code < 0:
            if errors == "strict":
                raise UnicodeError(f"invalid UTF-8 at byte {i - 1}")
            out.append("\ufffd")
        else:
            out.append(chr(code))
    return "".join(out)
