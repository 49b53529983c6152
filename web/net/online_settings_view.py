"""Connection settings for online play (issue 68): the relays and STUN servers, one address a line.

Shown beside the host's "Invite friends anywhere" and on a guest's online
screen; what is typed is checked (web/net/online_settings.py) before it is
kept, and applies the next time a table is opened online."""
from __future__ import annotations

from typing import Any

from web.page import dom
from web.net import online_settings


class OnlineSettings:
    """The online part of Connection settings (id `<prefix>-online-settings`)."""

    def __init__(self, prefix: str) -> None:
        self.listeners = dom.Listeners()
        self.relays = self.box(f"{prefix}-relays", "\n".join(online_settings.relays()))
        self.stun = self.box(f"{prefix}-stuns", "\n".join(online_settings.stun()))
        self.status = dom.element("p", "", cls="seq-hint-text", attrs={"id": f"{prefix}-online-kept", "role": "status"})
        keep = dom.element("button", "Keep these servers", cls="button secondary",
                           attrs={"type": "button", "id": f"{prefix}-online-keep"})
        self.listeners.on(keep, "click", self.keep)
        self.element = dom.element("details", cls="seq-import", attrs={"id": f"{prefix}-online-settings"}, children=[
            dom.element("summary", "Connection settings for online play"),
            dom.element("p", "Nostr relays pass each device's handshake, encrypted with the table's code, and learn "
                             "its internet address; STUN servers tell each device its address as the internet sees "
                             "it, and learn it too. The game goes device to device. One address a line; applies the "
                             "next time a table opens online.", cls="seq-hint-text"),
            dom.element("div", cls="seq-setup", children=[
                dom.element("div", cls="setup-field", children=[
                    dom.element("label", "Nostr relays (wss://…)", attrs={"for": f"{prefix}-relays"}), self.relays]),
                dom.element("div", cls="setup-field", children=[
                    dom.element("label", "STUN servers (stun:…; none: only one network)",
                                attrs={"for": f"{prefix}-stuns"}), self.stun])]),
            keep, self.status])

    @staticmethod
    def box(element_id: str, text: str) -> Any:
        box = dom.element("textarea", attrs={"id": element_id, "rows": 3, "spellcheck": "false", "autocomplete": "off",
                                             "maxlength": online_settings.MAX_SERVERS * (online_settings.MAX_URL + 1)})
        box.value = text
        return box

    def keep(self, event: Any) -> None:
        try:
            relays = online_settings.read_list(str(self.relays.value), online_settings.valid_relay, "relay")
            stun = online_settings.read_list(str(self.stun.value), online_settings.valid_stun, "STUN")
        except ValueError as problem:
            dom.set_text(self.status, f"Not kept: {problem}.")
            return
        if not relays:
            dom.set_text(self.status, "Not kept: online play needs at least one relay.")
            return
        kept = online_settings.save(relays, stun)
        dom.set_text(self.status, f"Kept: {len(relays)} relays, {len(stun)} STUN servers." if kept
                     else "This browser did not let the setting be kept.")

    def destroy(self) -> None:
        self.listeners.clear()
