"""JSON written the same on every Python, for what is hashed or compared
(a game's id, a review's key, the host's "has this seat's view changed").

CPython's `json.dumps(value, sort_keys=True)` is the reference: this writes
exactly its text (keys sorted, ", " and ": " or the compact "," and ":",
every character outside printable ASCII escaped as \\uXXXX), so ids made
before stay the same. MicroPython's json has no `sort_keys` and writes a
dict in its hash order and text unescaped, hence this writer.
"""
from __future__ import annotations

from typing import Any

_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def _string(text: str) -> str:
    out = ['"']
    for char in text:
        code = ord(char)
        if 0x20 <= code <= 0x7E and char not in _ESCAPES:
            out.append(char)
        elif char in _ESCAPES:
            out.append(_ESCAPES[char])
        elif code > 0xFFFF:  # a surrogate pair, as CPython's ensure_ascii writes it
            code -= 0x10000
            out.append("\\u%04x\\u%04x" % (0xD800 | (code >> 10), 0xDC00 | (code & 0x3FF)))
        else:
            out.append("\\u%04x" % code)
    out.append('"')
    return "".join(out)


def _key(key: Any) -> str:
    if isinstance(key, str):
        return key
    if key is True or key is False:
        return "true" if key else "false"
    if key is None:
        return "null"
    if isinstance(key, (int, float)):
        return _number(key)
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")


def _number(value: Any) -> str:
    if isinstance(value, float):
        if value != value:
            return "NaN"
        if value in (float("inf"), float("-inf")):
            return "Infinity" if value > 0 else "-Infinity"
        return repr(value)
    return str(int(value))


def _write(value: Any, out: list[str], comma: str, colon: str) -> None:
    if value is None:
        out.append("null")
    elif value is True or value is False:
        out.append("true" if value else "false")
    elif isinstance(value, str):
        out.append(_string(value))
    elif isinstance(value, (int, float)):
        out.append(_number(value))
    elif isinstance(value, (list, tuple)):
        out.append("[")
        for i, item in enumerate(value):
            if i:
                out.append(comma)
            _write(item, out, comma, colon)
        out.append("]")
    elif isinstance(value, dict):
        out.append("{")
        for i, key in enumerate(sorted(value)):
            if i:
                out.append(comma)
            out.append(_string(_key(key)))
            out.append(colon)
            _write(value[key], out, comma, colon)
        out.append("}")
    else:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def canonical_json(value: Any, *, compact: bool = False) -> str:
    """`json.dumps(value, sort_keys=True)` as CPython writes it (`compact`: with
    `separators=(",", ":")`), the same text on every Python."""
    out: list[str] = []
    _write(value, out, "," if compact else ", ", ":" if compact else ": ")
    return "".join(out)
