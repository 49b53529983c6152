"""The third parties of online play (issue 68), kept on this device (`seqgames.net.online`).

Used only when a host chooses "Invite friends anywhere" or a guest opens a
table's code. The Nostr relays pass the devices' handshake (encrypted with
the table's code) and learn each device's internet address and when it
plays; the STUN servers tell each device its address as the internet sees
it, and learn it too. The game itself goes device to device. Both lists can
be changed in Connection settings; what is read back is checked and capped.
"""
from __future__ import annotations

import json
from typing import Any

from web.device import keys, storage

KEY = keys.ONLINE
# Public relays from Trystero's own list, several at once: any one answering is enough.
DEFAULT_RELAYS = ("wss://nos.lol", "wss://relay.mostr.pub", "wss://nostr.data.haus", "wss://purplerelay.com",
                  "wss://yabu.me/v2")
DEFAULT_STUN = ("stun:stun.l.google.com:19302", "stun:stun.cloudflare.com:3478")
MAX_SERVERS = 8
MAX_URL = 200
URL_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.-:/_~%"


def valid_relay(url: str) -> bool:
    """Whether `url` is a secure WebSocket address (wss://; ws:// only on this machine, as the page's
    policy allows: serve.py) of plain characters."""
    local = url.startswith("ws://127.0.0.1:") or url.startswith("ws://localhost:")
    return (url.startswith("wss://") or local) and 7 <= len(url) <= MAX_URL and \
        all(ch in URL_CHARS for ch in url) and len(url.split("://", 1)[1].split("/", 1)[0]) > 0


def valid_stun(url: str) -> bool:
    return (url.startswith("stun:") or url.startswith("stuns:")) and 6 <= len(url) <= MAX_URL and \
        all(ch in URL_CHARS for ch in url)


def read_list(text: str, check: Any, what: str) -> list[str]:
    """One address a line (or separated by spaces or commas), each checked; ValueError naming a bad one."""
    found: list[str] = []
    for part in text.replace(",", " ").split():
        if not check(part):
            raise ValueError(f"{part[:60]} is not a {what} address")
        if part not in found:
            found.append(part)
    if len(found) > MAX_SERVERS:
        raise ValueError(f"at most {MAX_SERVERS} {what} addresses")
    return found


def _stored() -> dict[str, Any]:
    data = storage.get_object(KEY)
    return data if isinstance(data, dict) else {}


def _kept(name: str, check: Any, default: tuple[str, ...]) -> list[str]:
    value = _stored().get(name)
    if not isinstance(value, list):
        return list(default)
    return [url for url in value[:MAX_SERVERS] if isinstance(url, str) and check(url)]


def relays() -> list[str]:
    """The relays online play uses: the defaults unless changed (never none: the defaults then)."""
    return _kept("relays", valid_relay, DEFAULT_RELAYS) or list(DEFAULT_RELAYS)


def stun() -> list[str]:
    """The STUN servers online play uses (may be none: then only devices on one network connect)."""
    return _kept("stun", valid_stun, DEFAULT_STUN)


def ice_servers() -> list[dict[str, Any]]:
    return [{"urls": url} for url in stun()]


def save(relay_list: list[str], stun_list: list[str]) -> bool:
    return storage.put(KEY, json.dumps({"relays": relay_list, "stun": stun_list}))
