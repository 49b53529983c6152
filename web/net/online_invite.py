"""The host's "Invite friends anywhere" (issue 68), in its panel beside today's pairing.

Before: one line says what passes through whom, and a button. After: the
table's code, large, with its link and QR code (web/net/code_view.py's
card), and how the room stands (opening, open, or what went wrong); beside
the code, "New code" replaces it once confirmed (web/net/online_host.py).
"""
from __future__ import annotations

from typing import Any

import js

from web.page import dom
from web.page.words import N_, _
from web.net import problems, table_code
from web.net.code_view import CodeCard
from web.net.online_settings_view import OnlineSettings
from web.ui.confirm import Confirm

WHO = N_("Online, through public Nostr relays: they pass each device's encrypted handshake and learn its address; "
       "the game goes device to device.")


class OnlineInvite:
    """The online part of `host`'s panel (id `net-online`)."""

    def __init__(self, host: Any) -> None:
        self.host = host
        self.listeners = dom.Listeners()
        self.shown = ""
        # Translators: a button: invite friends to the table online
        self.button = dom.element("button", _("Invite friends anywhere"), cls="button secondary",
                                  attrs={"type": "button", "id": "net-online-start"})
        self.listeners.on(self.button, "click", lambda event: self.start())
        self.who = dom.element("p", _(WHO), cls="seq-hint-text", attrs={"id": "net-online-who"})
        self.code = dom.element("p", "", cls="net-online-code", attrs={"id": "net-online-code"})
        # Translators: a button: make a new code for the online table
        self.replace = dom.element("button", _("New code"), cls="button secondary",
                                   attrs={"type": "button", "id": "net-online-replace"})
        self.listeners.on(self.replace, "click", lambda event: self.ask_replace())
        self.confirm = Confirm("net-online")
        self.code_line = dom.element("div", cls="net-online-code-line", attrs={"hidden": True},
                                     children=[self.code, self.replace])
        self.status = dom.element("p", "", cls="net-status", attrs={"id": "net-online-status", "role": "status"})
        self.card = CodeCard("net-online", _("QR code: the table's link"), _("The table's link, as text to copy"),
                             _("The table's link (for the guests' devices)"))
        self.card.element.hidden = True
        self.settings = OnlineSettings("net-host")
        self.element = dom.element("section", cls="net-online", attrs={"id": "net-online"}, children=[
            self.button, self.who, self.code_line, self.confirm.element, self.status, self.card.element,
            self.settings.element])

    def start(self) -> None:
        from web.net.host import online_host

        if self.host.online is None:
            online_host().start(self.host)

    def ask_replace(self) -> None:
        from web.net.host import online_host

        # Translators: the confirm bar shows this whole, above its Confirm and Cancel buttons (after "New code")
        question = _("Replace the code? Guests already at the table stay; the old code stops working.")
        self.confirm.ask(question, lambda: online_host().replace_code(self.host), lambda: self.replace.focus(), whole=True)

    def render(self) -> None:
        door = self.host.online
        self.button.hidden = door is not None
        if door is None:
            return
        self.code_line.hidden = False
        dom.set_text(self.code, table_code.spoken(door.code))
        if door.code != self.shown:
            self.shown = door.code
            self.card.element.hidden = False
            self.card.show(door.link(str(js.location.href)))
        if door.state == "failed" or door.problem:
            problems.show(self.status, door.problem)
            self.status.setAttribute("data-state", "problem")
        else:
            dom.set_text(self.status, _("Friends open the link, or type this code under Join a game on the home screen.")
                         if door.state == "open" else _("Opening the table online…"))
            self.status.setAttribute("data-state", "connected" if door.state == "open" else "")

    def destroy(self) -> None:
        self.listeners.clear()
        self.confirm.destroy()
        self.card.destroy()
        self.settings.destroy()
