"""The online way's connections (issue 68): a table's room and its devices.

web/online.mjs (Trystero over Nostr relays, loaded only when online play
is chosen) joins the room a table's code names; each device there is a
`RoomPeer`, shaped like web/net/peer.py's `Peer` (send, close, on_text,
on_close), so the host's links and the guest's screen use either. What a
guest sends the host passes web/boot.js's `seqgamesGate` first, as over
today's data channel.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable

import js

from web.page import dom
from web.page.dom import release
from web.page.ffi import create_proxy, to_js
from web.page.jsvalue import found
from web.net import online_settings
from web.net.protocol import Rate

MODULE = "web/online.mjs"
LOAD_S = 15.0


def loaded() -> Any:
    """globalThis.seqgamesOnline once web/online.mjs has run (its `open` there), else None."""
    module = getattr(js, "seqgamesOnline", None)
    return module if found(module) and found(getattr(module, "open", None)) else None


async def ready() -> Any:
    """globalThis.seqgamesOnline, loading web/online.mjs the first time; RuntimeError if it does not load."""
    if loaded() is None:
        if not found(js.document.querySelector(f'script[src="{MODULE}"]')):
            js.document.head.append(dom.element("script", attrs={"type": "module", "src": MODULE}))
        waited = 0.0
        while loaded() is None:
            if waited > LOAD_S:
                raise RuntimeError("the online play module did not load")
            await asyncio.sleep(0.05)
            waited += 0.05
    return loaded()


class Room:
    """This page in the room of the table named `code`. `on_join(peer_id, channel)` as a device
    arrives, `on_leave(peer_id)` as it goes, `on_problem(text)` when a handshake fails."""

    def __init__(self, code: str, *, on_join: Callable[[str, Any], None], on_leave: Callable[[str], None],
                 on_problem: Callable[[str], None]) -> None:
        self.code = code
        self.handle: Any = None
        self.closed = False
        self._on_join, self._on_leave, self._on_problem = on_join, on_leave, on_problem
        self._proxies = [create_proxy(self._joined), create_proxy(self._left), create_proxy(self._problem)]

    async def open(self) -> str:
        """Join the room: "" once in it, else the problem: "insecure" (not over https), "no-module"
        (web/online.mjs did not load), "closed" (closed meanwhile) or the module's own words
        (said by web/net/problems.py `online`)."""
        if not bool(js.window.isSecureContext):  # no WebCrypto to name the room with (web/online.mjs)
            return "insecure"
        try:
            module = await ready()
        except RuntimeError:
            return "no-module"
        handle = await module.open(self.code, to_js(online_settings.relays()),
                                   to_js(online_settings.ice_servers()), *self._proxies)
        if str(handle.error):
            return str(handle.error)
        if self.closed:
            handle.close()
            return "closed"
        self.handle = handle
        return ""

    def reach(self) -> str:
        """The relays now: "open" (one answers), "failed" (every one's socket failed) or "trying"."""
        return str(self.handle.reach()) if self.handle is not None else "trying"

    def send(self, peer_id: str, text: str) -> bool:
        return self.handle is not None and not self.closed and bool(self.handle.send(peer_id, text))

    def close(self) -> None:
        if self.closed:
            return
        self.closed = True
        if self.handle is not None:
            self.handle.close()
        for proxy in self._proxies:
            release(proxy)

    def _joined(self, peer_id: Any, channel: Any) -> None:
        if not self.closed:
            self._on_join(str(peer_id), channel)

    def _left(self, peer_id: Any) -> None:
        if not self.closed:
            self._on_leave(str(peer_id))

    def _problem(self, text: Any) -> None:
        if not self.closed:
            self._on_problem(str(text))


class RoomPeer:
    """One other device in the room, as web/net/peer.py's `Peer` is one connection: with `rate`
    (the host's side of a guest) what it sends passes `seqgamesGate` before any Python runs."""

    def __init__(self, room: Room, peer_id: str, channel: Any, *, on_text: Callable[[str], None],
                 on_close: Callable[[], None], rate: Rate | None = None, max_chars: int = 0,
                 on_over: Callable[[str], None] | None = None) -> None:
        self.room, self.peer_id, self.channel = room, peer_id, channel
        self.closed = False
        self.opened = True
        self.on_text, self.on_close, self.on_over = on_text, on_close, on_over
        self._proxies = [create_proxy(self._message), create_proxy(self._text), create_proxy(self._over)]
        self._stop_gate: Any = None
        if rate is None:
            channel.addEventListener("message", self._proxies[0])
        else:
            self._stop_gate = js.seqgamesGate(channel, self._proxies[1], self._proxies[2], max_chars,
                                              rate.per_second, rate.burst, rate.max_drops)

    @property
    def is_open(self) -> bool:
        return not self.closed and not self.room.closed

    def send(self, text: str) -> bool:
        return self.is_open and self.room.send(self.peer_id, text)

    def left(self) -> None:
        """The device left the room (its page closed, reloaded, or its network went)."""
        if not self.closed:
            on_close = self.on_close
            self.close()
            on_close()

    def close(self) -> None:
        """Stop hearing this device (no callbacks after this)."""
        if self.closed:
            return
        self.closed = True
        if self._stop_gate is None:
            self.channel.removeEventListener("message", self._proxies[0])
        else:
            self._stop_gate()
        for proxy in self._proxies:
            release(proxy)

    def _message(self, event: Any) -> None:
        if not self.closed:
            data = event.data
            self.on_text(data if isinstance(data, str) else "")

    def _text(self, text: Any) -> None:
        if not self.closed:
            self.on_text(str(text))

    def _over(self, why: Any) -> None:
        if not self.closed and self.on_over is not None:
            self.on_over(str(why))
