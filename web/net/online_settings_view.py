"""Connection settings for online play (issue 68): the relays and STUN servers, one address a line.

Shown beside the host's "Invite friends anywhere" and on a guest's online
screen; what is typed is checked (web/net/online_settings.py) before it is
kept, and applies the next time a table is opened online."""
from __future__ import annotations

from typing import Any

from web.page import dom
from web.page.words import _, ngettext
from web.net import online_settings


class OnlineSettings:
    """The online part of Connection settings (id `<prefix>-online-settings`)."""

    def __init__(self, prefix: str) -> None:
        self.listeners = dom.Listeners()
        self.relays = self.box(f"{prefix}-relays", "\n".join(online_settings.relays()))
        self.stun = self.box(f"{prefix}-stuns", "\n".join(online_settings.stun()))
        self.status = dom.element("p", "", cls="seq-hint-text", attrs={"id": f"{prefix}-online-kept", "role": "status"})
        # Translators: a button of the online settings: keep the servers typed in
        keep = dom.element("button", _("Keep these servers"), cls="button secondary",
                           attrs={"type": "button", "id": f"{prefix}-online-keep"})
        self.listeners.on(keep, "click", self.keep)
        self.element = dom.element("details", cls="seq-import", attrs={"id": f"{prefix}-online-settings"}, children=[
            dom.element("summary", _("Connection settings for online play")),
            dom.element("p", _("Nostr relays pass each device's handshake, encrypted with the table's code, and "
                               "learn its internet address; STUN servers tell each device its address as the internet "
                               "sees it, and learn it too. The game goes device to device. One address a line; "
                               "applies the next time a table opens online."), cls="seq-hint-text"),
            dom.element("div", cls="seq-setup", children=[
                dom.element("div", cls="setup-field", children=[
                    # Translators: a field's label of the online settings: the Nostr relays' addresses
                    dom.element("label", _("Nostr relays (wss://…)"), attrs={"for": f"{prefix}-relays"}), self.relays]),
                dom.element("div", cls="setup-field", children=[
                    dom.element("label", _("STUN servers (stun:…; none: only one network)"),
                                attrs={"for": f"{prefix}-stuns"}), self.stun])]),
            keep, self.status])

    @staticmethod
    def box(element_id: str, text: str) -> Any:
        box = dom.element("textarea", attrs={"id": element_id, "rows": 3, "spellcheck": "false", "autocomplete": "off",
                                             "maxlength": online_settings.MAX_SERVERS * (online_settings.MAX_URL + 1)})
        box.value = text
        return box

    def keep(self, event: Any) -> None:
        most = online_settings.MAX_SERVERS
        try:
            relays = online_settings.read_list(str(self.relays.value), online_settings.valid_relay, "relay")
        except ValueError:  # online_settings' words are English: said here
            dom.set_text(self.status, _("Not kept: one address a line, each a relay's (wss://…), {count} at most.",
                                        count=most))
            return
        try:
            stun = online_settings.read_list(str(self.stun.value), online_settings.valid_stun, "STUN")
        except ValueError:
            dom.set_text(self.status, _("Not kept: one address a line, each a STUN server's (stun:…), {count} at most.",
                                        count=most))
            return
        if not relays:
            dom.set_text(self.status, _("Not kept: online play needs at least one relay."))
            return
        if not online_settings.save(relays, stun):
            dom.set_text(self.status, _("This browser did not let the setting be kept."))
            return
        # Translators: the online settings: how many relays are kept
        relays_said = ngettext("{count} relay", "{count} relays", len(relays), count=len(relays))
        # Translators: the online settings: how many STUN servers are kept
        stun_said = ngettext("{count} STUN server", "{count} STUN servers", len(stun), count=len(stun))
        dom.set_text(self.status, _("Kept: {relays} and {stun}.", relays=relays_said, stun=stun_said))

    def destroy(self) -> None:
        self.listeners.clear()
