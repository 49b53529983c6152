"""One WebRTC connection between two devices and its data channel.

Both sides make one negotiated channel (id 0, ordered and reliable), so no
second exchange is needed to open it. Candidates are gathered before the
description is shown (no trickling: the invitation and the reply each carry
theirs), within `GATHER_S`. With no STUN server (the default, web/net/ice.py)
the candidates are the device's own addresses, hidden by the browser behind
mDNS names: devices on the same network reach each other, and no request
leaves the page's origin.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable

import js

from web.page.dom import release
from web.page.ffi import JsError, attempt, attempt_new, create_proxy, to_js, to_py
from web.net.problems import PeerProblem
from web.net.protocol import Rate
from web.net.pairing import Description, description_from_sdp, reachable, sdp_text, waiting_setup

GATHER_S = 5.0  # the longest wait for candidates (a STUN server's answer takes one round trip)
CHANNEL = "seqgames"

def js_object(data: dict[str, Any]) -> Any:
    return to_js(data)


class Peer:
    """An RTCPeerConnection with its one channel; `on_text(text)`, `on_open()`
    and `on_close()` are called as the channel receives, opens and closes.

    With `rate` (the host's side of a guest), what arrives passes web/boot.js's
    `seqgamesGate` first: a message over `max_chars` or the rate is dropped
    before any Python runs, the rest arrive one per task, and past the rate's
    drops `on_over(why)` is called once ("too-many" or "too-large")."""

    def __init__(self, ice_servers: list[dict[str, Any]], *, on_text: Callable[[str], None],
                 on_open: Callable[[], None], on_close: Callable[[], None], rate: Rate | None = None,
                 max_chars: int = 0, on_over: Callable[[str], None] | None = None, adopt: Any = None) -> None:
        if adopt is not None:  # a connection made before Python ran (web/net/early.py): its pc and channel
            self.pc, self.channel = adopt.pc, adopt.channel
        else:
            if getattr(js, "RTCPeerConnection", None) is None:  # some builds of WebKitGTK (docs/browsers.md)
                raise PeerProblem("no-webrtc")
            # a STUN server's address the browser refuses throws: said as such (web/net/problems.py)
            try:
                self.pc = attempt_new(js.RTCPeerConnection, js_object({"iceServers": ice_servers}))
            except JsError as error:
                if ice_servers:
                    raise PeerProblem("stun-refused", str(error)) from None
                raise
            self.channel = self.pc.createDataChannel(CHANNEL, js_object({"negotiated": True, "id": 0, "ordered": True}))
        self.closed = False
        self.opened = False
        self._on_text, self._on_open, self._on_close = on_text, on_open, on_close
        self._on_over = on_over
        self._proxies = [create_proxy(self._message), create_proxy(self._open), create_proxy(self._closed),
                         create_proxy(self._state), create_proxy(self._text), create_proxy(self._over),
                         create_proxy(self._page_gone)]
        self._stop_gate: Any = None
        if rate is None:
            self.channel.addEventListener("message", self._proxies[0])
        else:
            self._stop_gate = js.seqgamesGate(self.channel, self._proxies[4], self._proxies[5], max_chars,
                                              rate.per_second, rate.burst, rate.max_drops)
        self.channel.addEventListener("open", self._proxies[1])
        self.channel.addEventListener("close", self._proxies[2])
        self.pc.addEventListener("connectionstatechange", self._proxies[3])
        # a page that goes (reloaded, closed) closes its connection at once: its checks stop, so the
        # other side tells its old reply from the new page's (web/net/knocks.py; Chromium 156 went on
        # checking from a reloaded page's connection for seconds)
        js.window.addEventListener("pagehide", self._proxies[6])

    # --- the exchange -------------------------------------------------------------------------
    async def offer(self) -> Description:
        """This side's offer, candidates gathered."""
        await self.pc.setLocalDescription()
        return await self._gathered()

    async def answer(self, offer: Description) -> Description:
        """The answer to the other side's offer, candidates gathered; this side
        waits for the DTLS handshake (`passive`: see `waiting_setup`)."""
        await self.pc.setRemoteDescription(js_object({"type": "offer", "sdp": sdp_text(offer)}))
        answer = await self.pc.createAnswer()
        await self.pc.setLocalDescription(js_object({"type": "answer", "sdp": waiting_setup(str(answer.sdp))}))
        return await self._gathered()

    def catch_up(self, texts: list[str]) -> None:
        """What an adopted connection did before this side listened (web/net/early.py): its
        failure, or its channel's opening and then the `texts` it received, in order."""
        if self.closed:
            return
        if str(self.pc.connectionState) in ("failed", "closed") or str(self.channel.readyState) in ("closing", "closed"):
            self._on_close()
            return
        if str(self.channel.readyState) == "open" and not self.opened:
            self.opened = True
            self._on_open()
        for text in texts:
            if not self.closed:
                self._on_text(text)

    async def accept(self, answer: Description) -> None:
        """The other side's answer: the devices now connect."""
        await self.pc.setRemoteDescription(js_object({"type": "answer", "sdp": sdp_text(answer)}))

    async def _gathered(self) -> Description:
        waited = 0.0
        while str(self.pc.iceGatheringState) != "complete" and waited < GATHER_S:
            await asyncio.sleep(0.05)
            waited += 0.05
        return reachable(description_from_sdp(str(self.pc.localDescription.sdp)))

    async def knocks(self) -> dict[int, int]:
        """For each port of the other side that sent connectivity checks, how
        many came (every device that answered an invitation checks its path
        to the host every few seconds, before the host reads any reply)."""
        remote: dict[str, int] = {}
        pairs: list[tuple[str, int]] = []
        stats = await self.pc.getStats()
        for report in stats.values():
            data = to_py(report)
            if data.get("type") == "remote-candidate" and isinstance(data.get("port"), int):
                remote[str(data.get("id"))] = data["port"]
            elif data.get("type") == "candidate-pair":
                pairs.append((str(data.get("remoteCandidateId")), int(data.get("requestsReceived") or 0)))
        counts: dict[int, int] = {}
        for candidate, requests in pairs:
            if candidate in remote and requests:
                counts[remote[candidate]] = counts.get(remote[candidate], 0) + requests
        return counts

    @property
    def answered(self) -> bool:
        """Whether the other side's description is set (an offer takes one answer only)."""
        remote = self.pc.remoteDescription
        return remote is not None and type(remote).__name__ != "JsNull"

    # --- the channel ----------------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        return not self.closed and str(self.channel.readyState) == "open"

    def send(self, text: str) -> bool:
        """Send one message; False if the channel is not open."""
        if not self.is_open:
            return False
        try:
            attempt(self.channel, "send", text)
        except JsError:  # closed meanwhile, or over the channel's size
            return False
        return True

    def close(self) -> None:
        """Close the connection for good (no callbacks after this)."""
        if self.closed:
            return
        self.closed = True
        try:
            self.channel.close()
            self.pc.close()
        finally:
            if self._stop_gate is None:
                self.channel.removeEventListener("message", self._proxies[0])
            else:
                self._stop_gate()
            self.channel.removeEventListener("open", self._proxies[1])
            self.channel.removeEventListener("close", self._proxies[2])
            self.pc.removeEventListener("connectionstatechange", self._proxies[3])
            js.window.removeEventListener("pagehide", self._proxies[6])
            for proxy in self._proxies:
                release(proxy)

    def _page_gone(self, event: Any) -> None:
        self.close()

    def _message(self, event: Any) -> None:
        if not self.closed:
            data = event.data
            self._on_text(data if isinstance(data, str) else "")  # binary messages are not part of the protocol

    def _text(self, text: Any) -> None:  # through the gate: text within its limits
        if not self.closed:
            self._on_text(str(text))

    def _over(self, why: Any) -> None:
        if not self.closed and self._on_over is not None:
            self._on_over(str(why))

    def _open(self, event: Any) -> None:
        if not self.closed and not self.opened:
            self.opened = True
            self._on_open()

    def _closed(self, event: Any) -> None:
        if not self.closed:
            self._on_close()

    def _state(self, event: Any) -> None:
        if not self.closed and str(self.pc.connectionState) in ("failed", "closed"):
            self._on_close()
