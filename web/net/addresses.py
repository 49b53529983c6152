"""IP addresses as text and as bytes, for the pairing codes (web/net/pairing.py),
on every Python: MicroPython, the page's, has no `ipaddress`.

- `packed(text)`: the 4 or 16 bytes of an IPv4 or IPv6 address written as
  `ipaddress.ip_address` reads it (dotted decimal without leading zeros;
  hexadecimal groups with at most one `::`, possibly ending in dotted
  decimal; a `%zone` is dropped), or None for anything else;
- `text(raw)`: 4 or 16 bytes as the address's text, RFC 5952's form for
  IPv6 (lower case, the longest run of two or more zero groups as `::`).
"""
from __future__ import annotations

HEX = "0123456789abcdefABCDEF"


def _ipv4(text: str) -> bytes | None:
    parts = text.split(".")
    if len(parts) != 4:
        return None
    out = bytearray()
    for part in parts:
        if not part or len(part) > 3 or not all("0" <= c <= "9" for c in part) or (len(part) > 1 and part[0] == "0"):
            return None
        value = int(part)
        if value > 255:
            return None
        out.append(value)
    return bytes(out)


def _groups(text: str) -> list[int] | None:
    """The 16-bit groups of `text` (a side of `::`); None if one is not 1-4 hex digits."""
    if not text:
        return []
    groups = []
    for part in text.split(":"):
        if not part or len(part) > 4 or not all(c in HEX for c in part):
            return None
        groups.append(int(part, 16))
    return groups


def _ipv6(text: str) -> bytes | None:
    text = text.partition("%")[0]  # a zone names a link of this device: not part of the address
    tail = b""
    if "." in text:  # the last 32 bits in dotted decimal
        cut = text.rfind(":") + 1
        tail = _ipv4(text[cut:]) or b""
        if not tail:
            return None
        text = text[:cut] if text[:cut].endswith("::") else text[:cut - 1]
    wanted = 8 - len(tail) // 2
    if text.count("::") > 1:
        return None
    if "::" in text:
        left, right = text.split("::")
        before, after = _groups(left), _groups(right)
        if before is None or after is None or len(before) + len(after) >= wanted:
            return None
        groups = before + [0] * (wanted - len(before) - len(after)) + after
    else:
        found = _groups(text)
        if found is None or len(found) != wanted:
            return None
        groups = found
    return b"".join(bytes([g >> 8, g & 0xFF]) for g in groups) + tail


def packed(text: str) -> bytes | None:
    """The address's 4 or 16 bytes, or None if `text` is not an IP address."""
    if ":" in text:
        return _ipv6(text)
    return _ipv4(text)


def text(raw: bytes) -> str:
    """4 or 16 bytes as an address's text (IPv6 in RFC 5952's form)."""
    if len(raw) == 4:
        return ".".join(str(b) for b in raw)
    if len(raw) != 16:
        raise ValueError("an IP address is 4 or 16 bytes")
    groups = [raw[i] << 8 | raw[i + 1] for i in range(0, 16, 2)]
    best, best_len, start = -1, 1, -1  # the longest run of zero groups, at least two
    for i in range(9):
        if i < 8 and groups[i] == 0:
            if start < 0:
                start = i
        elif start >= 0:
            if i - start > best_len:
                best, best_len = start, i - start
            start = -1
    words = ["%x" % g for g in groups]
    if best < 0:
        return ":".join(words)
    return ":".join(words[:best]) + "::" + ":".join(words[best + best_len:])
