"""A guest's reply made before Python ran (issue 66), taken over.

On `#/join/<invitation>`, web/boot.js has web/answer.mjs answer the invitation as the page starts
(its codec, web/pairing.mjs, the twin of `pairing`): the reply is shown, and the devices may even
be connected, before Python's files are in. The guest's screen (web/net/guest.py) takes that
connection instead of making its own: `claim` reads the reply again at Python's own door (the
codec's checks, and that it answers this invitation), `Peer(adopt=...)` puts Python's listeners
on the same connection and `release` hands over what its channel received meanwhile. Where
web/answer.mjs did not answer (another code, a STUN server set, an invitation answered before,
a failure) `claim` gives None and the screen answers as it always did: only one of the two ever
answers.
"""
from __future__ import annotations

import json
from typing import Any

import js

from web.net import pairing
from web.net.pairing import Description, PairingError
from web.page.jsvalue import found


class Early:
    """The connection web/answer.mjs made: its RTCPeerConnection and channel, and its reply's link."""

    def __init__(self, handle: Any, url: str, description: Description) -> None:
        self.pc = handle.pc
        self.channel = handle.channel
        self.url = url
        self.description = description
        self._handle = handle

    def release(self) -> list[str]:
        """What the channel received before Python listened, in order; web/answer.mjs keeps no more.
        Called in the same task as the Peer's listeners are added, so nothing falls between."""
        texts = json.loads(str(self._handle.release()))
        return [text for text in texts if isinstance(text, str)]

    def close(self) -> None:
        self._handle.close()


def shown_reply(code: str) -> str:
    """The reply web/answer.mjs shows for the invitation `code` already, or "": the guest's screen
    shows it from its first frame, so the reply never leaves the screen as Python takes over."""
    door = getattr(js.window, "seqgamesEarly", None)
    if not found(door):
        return ""
    url = door.reply(code)
    return str(url) if found(url) and str(url) else ""


async def claim(code: str, invitation: pairing.Invitation) -> Early | None:
    """web/answer.mjs's connection for the invitation `code` (read by Python as `invitation`), or
    None where Python answers. Waits for an answer still being made (its candidates gathered)."""
    door = getattr(js.window, "seqgamesEarly", None)
    if not found(door):
        return None
    handle = await door.claim(code)
    if not found(handle):
        return None
    url = str(handle.reply)
    try:
        reply = pairing.read_reply(url)
    except PairingError as error:
        js.console.warn(f"The reply made before Python was refused ({error}); answering again.")
        handle.close()
        return None
    if (reply.seat, reply.table, reply.nonce) != (invitation.seat, invitation.table, invitation.nonce):
        js.console.warn("The reply made before Python answers another invitation; answering again.")
        handle.close()
        return None
    return Early(handle, url, reply.description)
