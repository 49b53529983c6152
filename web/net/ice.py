"""The optional STUN server, kept on this device (`seqgames.net.stun`).

Off by default: the devices then offer only their own addresses (behind
mDNS names), so they connect on the same network and nothing is sent
anywhere else. A STUN server tells a device its public address, which can
connect devices on two networks whose routers allow it; it also tells that
server the device's address and that it is playing. No TURN relay: that
would be a server carrying the game.
"""
from __future__ import annotations

import re
from typing import Any

from web.device import keys
from web.device import storage

KEY = keys.STUN
STUN = re.compile(r"^stuns?:[A-Za-z0-9.-]{1,253}(:\d{1,5})?$")
EXAMPLE = "stun:stun.example.org:3478"


def check(url: str) -> str:
    """The STUN URL cleaned, or ValueError saying what a valid one looks like."""
    url = url.strip()
    if not STUN.match(url):
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
