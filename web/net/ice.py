"""The optional STUN server, kept on this device (`seqgames.net.stun`).

Off by default: the devices then offer only their own addresses (behind
mDNS names), so they connect on the same network and nothing is sent
anywhere else. A STUN server tells a device its public address, which can
connect devices on two networks whose routers allow it; it also tells that
server the device's address and that it is playing. No TURN relay: that
would be a server carrying the game.
"""
from __future__ import annotations

from typing import Any

from web.device import keys
from web.device import storage

KEY = keys.STUN
EXAMPLE = "stun:stun.example.org:3478"
HOST_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-"


def valid(url: str) -> bool:
    """Whether `url` is `stun:` or `stuns:`, a host name of 1 to 253 letters, digits, dots
    and hyphens, and maybe `:` and a port of 1 to 5 digits (MicroPython's re has no counts)."""
    for scheme in ("stun:", "stuns:"):
        if url.startswith(scheme):
            host, colon, port = url[len(scheme):].partition(":")
            if not 1 <= len(host) <= 253 or any(ch not in HOST_CHARS for ch in host):
                return False
            return not colon or (1 <= len(port) <= 5 and all("0" <= ch <= "9" for ch in port))
    return False


def check(url: str) -> str:
    """The STUN URL cleaned, or ValueError saying what a valid one looks like."""
    url = url.strip()
    if not valid(url):
        raise ValueError(f"A STUN server is written like {EXAMPLE}.")
    return url


def stun_url() -> str:
    """The STUN server named in the settings, or "" (none, the default)."""
    data = storage.get_object(KEY) or {}
    url = data.get("url")
    if not isinstance(url, str) or not data.get("on"):
        return ""
    try:
        return check(url)
    except ValueError:
        return ""


def saved_url() -> str:
    data = storage.get_object(KEY) or {}
    url = data.get("url")
    return url[:300] if isinstance(url, str) else ""


def save(on: bool, url: str) -> bool:
    import json

    return storage.put(KEY, json.dumps({"on": bool(on), "url": url[:300]}))


def servers() -> list[dict[str, Any]]:
    """RTCPeerConnection's `iceServers`: [] unless a STUN server is on."""
    url = stun_url()
    return [{"urls": url}] if url else []
