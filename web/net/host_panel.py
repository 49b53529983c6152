"""The host's pairing panel, at the head of a table with seats on other devices.

It pairs one seat at a time, guided in two numbered steps: the seat's
person reads this screen's invitation (a QR code for the phone's camera,
or the link, or the text), and this device reads their reply (its camera,
a picture, or the pasted text). The next seat waiting comes up by itself.
Each seat's line says where it stands and offers what fits: pair it,
invite again, or give the seat to the AI or to a person at this device
(for a guest who left for good); online, before the first move, move a
guest's device to another seat (web/net/online_host.py `move`).

Once every device is connected the table is the one screen it is without
guests (issue 53): the panel, now only the seats' lines and the connection
settings, goes into the table's menu, and the seats' strip says who is
connected. A lost connection or a guest who left brings the panel back
under the table's bar, to pair again or give the seat away.
"""
from __future__ import annotations

from typing import Any, Callable

import js

from engine.core.levels import DEFAULT_LEVEL, level_label
from engine.games import ai_module
from web.page import dom
from web.page.jsvalue import found
from web.page.tasks import spawn
from web.net import pairing, problems
from web.net.code_view import CodeCard, CodeReader, StunSettings
from web.net.online_invite import OnlineInvite
from web.net.host import Host, Link, host_for, online_host
from web.page.words import N_, _
from web.model.wording import LEVEL_WORDS

STATES = {
    # Translators: the host's status: no invitation made yet
    "new": N_("No invitation yet"),
    # Translators: the host's status while it prepares an invitation
    "preparing": N_("Preparing an invitation…"),
    # Translators: the host's status: waiting for a device to pair
    "inviting": N_("Waiting to pair"),
    # Translators: a guest device's state in the host's list: connecting
    "connecting": N_("Connecting…"),
    # Translators: a guest device's state in the host's list: connected
    "connected": N_("Connected"),
    # Translators: a guest device's state in the host's list: it left the table
    "left": N_("Left the table"),
}


class HostPanel:
    """The pairing panel of `host`'s table (id `net-panel`)."""

    def __init__(self, host: Host, layout: Any) -> None:
        self.host = host
        self.layout = layout  # the table's one screen (web/ui/table_layout.py), where the panel goes
        self.listeners = dom.Listeners()
        self.seat_listeners = dom.Listeners()
        self.current: int | None = None  # the seat the person chose to pair now
        self.shown_code = ""
        self.news = dom.element("p", "", cls="net-status", attrs={"id": "net-news", "role": "status"})
        self.seats = dom.element("ul", cls="net-seats", attrs={"id": "net-seats"})
        self.title = dom.element("h3", "", attrs={"id": "net-pair-title"})
        self.problem = dom.element("p", "", cls="seq-error", attrs={"id": "net-pair-problem", "role": "alert"})
        self.step1 = dom.element("p", "", attrs={"id": "net-step1"})
        self.step2 = dom.element("p", "", attrs={"id": "net-step2"})
        self.card = CodeCard("net-invite", _("QR code: the invitation"), _("The invitation, as text to copy"),
                             _("The invitation as a link (for the guest's device)"))
        self.reader = CodeReader("net-reply", True, self.accept)
        # Translators: the host's status while it prepares the invitation
        self.waiting = dom.element("p", _("Preparing the invitation…"), cls="seq-hint-text", attrs={"id": "net-preparing"})
        # one screen (issue 53): the code to show and what reads the reply in sight together, at
        # 390x844 one above the other, held sideways side by side (web/net/pairing.css)
        self.pairing = dom.element("div", attrs={"id": "net-pairing"}, children=[
            self.title, self.problem, dom.element("ol", cls="net-steps", children=[
                dom.element("li", cls="net-step-show", children=[self.step1, self.waiting, self.card.element]),
                dom.element("li", cls="net-step-read", children=[self.step2, self.reader.element])])])
        self.settings = StunSettings("net")
        self.online = OnlineInvite(host)
        # the devices' state in the seats' strip while the panel is in the menu (as a guest's is)
        self.strip = dom.element("p", "", cls="net-status", attrs={"id": "net-host-status", "role": "status",
                                                                     "hidden": True})
        self.element = dom.element("section", cls="net-panel", attrs={"id": "net-panel", "aria-labelledby": "net-title"},
                                   children=[dom.element("h2", _("Players on other devices"), attrs={"id": "net-title"}),
                                             # today's pairing first, whole on a phone's screen (its QR code and
                                             # scan button); the online way after it, in its place once chosen
                                             self.seats, self.news, self.pairing, self.online.element,
                                             self.settings.element])
        host.watchers.append(self.render)
        self.render()

    def link_to_pair(self) -> Link | None:
        links = self.host.links
        chosen = links.get(self.current) if self.current is not None else None
        if chosen is not None and chosen.state not in ("connected", "left"):
            return chosen
        self.current = None
        for seat in sorted(links):
            if links[seat].state not in ("connected", "left"):
                return links[seat]
        return None

    def render(self) -> None:
        host = self.host
        problems.show(self.news, host.news)
        self.seat_listeners.clear()
        opened = [str(node.id) for node in self.seats.querySelectorAll("details[open]")]  # kept open as drawn again
        dom.clear(self.seats)
        pair = self.link_to_pair() if host.online is None else None  # online, no pairing: the code is enough
        for seat in sorted(host.links):
            self.seats.append(self.seat_line(host.links[seat], pair))
        for node_id in opened:
            node = self.seats.querySelector(f"#{node_id}") if node_id else None
            if found(node):
                node.open = True
        self.online.render()
        self.pairing.hidden = pair is None
        self.place()
        self.keep_in_sight()
        if pair is None:
            return
        name = pair.name
        again = pair.was_connected
        dom.set_text(self.title, _("Pair again: {name}'s device", name=name) if again
                     # Translators: a heading: pairing the device of a seat
                     else _("Pair: {name}'s device", name=name))
        problems.show(self.problem, pair.problem)
        dom.set_text(self.step1, _("{name}: scan this code with your phone's camera (or open its link there).", name=name))
        dom.set_text(self.step2, _("Then read the reply {name}'s device shows:", name=name))
        self.card.element.hidden = not pair.code
        self.waiting.hidden = bool(pair.code)
        if not pair.code:
            self.card.clear()  # an invitation being replaced is never left on screen
            self.shown_code = ""
            dom.set_text(self.waiting, _("Preparing the invitation…"))
        if pair.code and pair.code != self.shown_code:
            self.shown_code = pair.code
            self.card.show(pairing.link(str(js.location.href), pairing.JOIN, pair.code))
        if pair.state == "connecting":
            dom.set_text(self.waiting, _("Connecting to {name}'s device…", name=name))
            self.waiting.hidden = False

    def place(self) -> None:
        """Under the table's bar while a seat is not connected; else in the menu, the table one screen
        and the strip saying who is connected."""
        layout = self.layout
        links = self.host.links
        away = [links[seat] for seat in sorted(links) if links[seat].state != "connected"]
        self.strip.hidden = bool(away)
        if away:
            if self.element.parentElement != layout.element:
                layout.close_menu()
                layout.bar.after(self.element)
            layout.element.classList.remove("one-screen")
            return
        names = ", ".join(links[seat].name for seat in sorted(links))
        # Translators: the host's status: the guests' devices connected
        dom.set_text(self.strip, _("Connected: {names}", names=names))
        self.strip.setAttribute("data-state", "connected")
        if self.strip.parentElement != layout.seats:
            layout.seats.append(self.strip)
        if self.element.parentElement != layout.sheet_body:
            layout.menu_items.after(self.element)  # before the game's log
        layout.fit()

    def keep_in_sight(self) -> None:
        """While a seat pairs, its codes stay in sight: a decision of the table below takes the
        keyboard without scrolling the page away from them (web/page/dom.py `take_focus`)."""
        screen = self.element.closest(".table-screen")
        if not found(screen):
            return
        if self.pairing.hidden:
            screen.removeAttribute("data-keeps-scroll")
        else:
            screen.setAttribute("data-keeps-scroll", "")

    def seat_line(self, link: Link, pair: Link | None) -> Any:
        state = link.state
        text = _(STATES[state]) if state in STATES else state
        if state == "inviting" and self.host.online is not None:
            # Translators: a guest's device that left the table for good
            text = (_("Gone") if link.gone
                    # Translators: a guest device's state in the host's list: reconnecting
                    else _("Reconnecting…")) if link.key \
                else _("Waiting for a device to join by the code")
        elif state == "inviting" and link.was_connected:
            text = _("Connection lost: pair again")
        item = dom.element("li", cls=f"net-seat {state}", attrs={"data-seat": link.seat, "id": f"net-seat-{link.seat}"},
                           children=[dom.element("strong", link.name),
                                     dom.element("span", text, cls="net-state", attrs={"id": f"net-state-{link.seat}"})])
        if state in ("new", "preparing", "inviting") and pair is not link and self.host.online is None:
            # Translators: a button of the host's list: pair the seat's device now
            item.append(self.button(_("Pair {name} now", name=link.name), f"net-pair-{link.seat}", lambda: self.choose(link.seat)))
        if state in ("left", "new", "inviting") and self.host.online is None:
            # Translators: a button of the host's list: a new invitation for a seat's device
            label = (_("Invite {name} again", name=link.name) if state != "inviting"
                     # Translators: a button of the host's list: make a new invitation for a seat's device
                     else _("A new invitation"))
            item.append(self.button(label, f"net-invite-{link.seat}",
                                    lambda: spawn(self.host.reinvite(link.seat))))
        if state == "connected" and self.host.online is not None and online_host().can_move(self.host):
            item.append(self.move_line(link))
        if state != "connected":
            levels = list(ai_module(self.host.game).LEVELS)
            level = DEFAULT_LEVEL if DEFAULT_LEVEL in levels else levels[0]
            other = dom.element("div", cls="seq-actions", children=[
                self.button(_("{name} plays on this device", name=link.name), f"net-here-{link.seat}",
                            lambda: self.host.replace(link.seat, "")),
                self.button(_("The AI plays for {name} ({level})", name=link.name, level=_(LEVEL_WORDS.get(level, level_label(level)))), f"net-ai-{link.seat}",
                            lambda: self.host.replace(link.seat, level))])
            item.append(dom.element("details", attrs={"open": state == "left", "id": f"net-other-{link.seat}"}, children=[
                dom.element("summary", _("{name} cannot come back?", name=link.name)), other]))
        return item

    def move_line(self, link: Link) -> Any:
        """Before the first move: this seat's device to another away seat, or swapped with its device."""
        links = self.host.links
        buttons = []
        for seat in sorted(links):
            other = links[seat]
            if seat == link.seat or other.state not in online_host().MOVABLE_TO:
                continue
            # Translators: a button of the host's list: swap this device's seat with another's
            text = (_("Swap with {name}", name=other.name) if other.state == "connected"
                    # Translators: a button of the host's list: move this device to another seat
                    else _("To {name}'s seat", name=other.name))
            buttons.append(self.button(text, f"net-move-{link.seat}-{seat}",
                                       lambda to=seat: online_host().move(self.host, link.seat, to)))
        return dom.element("details", attrs={"id": f"net-move-{link.seat}", "hidden": not buttons}, children=[
            dom.element("summary", _("Move to another seat")), dom.element("div", cls="seq-actions", children=buttons)])

    def button(self, text: str, element_id: str, handler: Callable[[], Any]) -> Any:
        node = dom.element("button", text, cls="button secondary", attrs={"type": "button", "id": element_id})
        self.seat_listeners.on(node, "click", lambda event: handler())
        return node

    def choose(self, seat: int) -> None:
        self.current = seat
        self.render()

    async def accept(self, text: str) -> str | problems.Said:
        return await self.host.accept_reply(text)

    def destroy(self) -> None:
        if self.render in self.host.watchers:
            self.host.watchers.remove(self.render)
        self.listeners.clear()
        self.seat_listeners.clear()
        self.card.destroy()
        self.reader.destroy()
        self.settings.destroy()
        self.online.destroy()
        self.strip.remove()


def host_table(root: Any, driver: Any) -> Callable[[], None]:
    """Join `driver`'s table to its guests and show the pairing panel under
    the table's top bar (in its menu once every device is connected); the
    cleanup for when the screen goes."""
    host = host_for(driver.session.spec.id)
    panel = HostPanel(host, driver.view.layout)
    panel.keep_in_sight()
    host.attach(driver)

    def cleanup() -> None:
        panel.destroy()
        host.detach(driver)
        driver.destroy()

    return cleanup
