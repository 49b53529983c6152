"""The hot-seat cover: "Pass the device to NAME".

Before a person at a shared device decides, a cover stands where the
private part (hand, roll, rack) is drawn, the table's tray; that person's
private part is drawn only after they confirm. The table empties the private
part before showing the cover, so while the device changes hands nothing
private of any seat is on screen or in the DOM; what is public (the board,
the forests, the goals, the news) stays in sight and takes no tap (issue 65:
the cover hides only what is secret). `extra` holds what the game adds under the button (Sequoia:
"change my choice" for players who chose already).
"""
from __future__ import annotations

from typing import Any, Callable

from web.page import dom
from web.page.words import _


class Overlay:
    """A modal layer over the table (the cover, the reveal: web/ui/reveal.py): its
    `element`, its `listeners`, and its `body`, emptied when it goes."""

    element: Any
    body: Any
    listeners: dom.Listeners

    def hide(self) -> None:
        self.element.hidden = True
        dom.clear(self.body)

    @property
    def is_up(self) -> bool:
        return not self.element.hidden

    def destroy(self) -> None:
        self.listeners.clear()


class Cover(Overlay):
    """A modal cover with one confirm button (ids `<prefix>-cover...`); `behind(up)` makes what
    it leaves in sight take no tap and no key while it is up (the table's: TableLayout.behind)."""

    def __init__(self, prefix: str, on_confirm: Callable[[], None]) -> None:
        self.on_confirm = on_confirm
        self.behind: Callable[[bool], None] = lambda up: None
        self.listeners = dom.Listeners()
        self.title = dom.element("h2", "", attrs={"id": f"{prefix}-cover-title"})
        self.seat = dom.element("p", cls="seq-cover-seat", attrs={"aria-hidden": "true"})  # the title names the seat
        self.text = dom.element("p", "", attrs={"id": f"{prefix}-cover-text"})
        self.button = dom.element("button", "", cls="button", attrs={"type": "button", "id": f"{prefix}-cover-ok"})
        self.extra = self.body = dom.element("div", cls="seq-cover-extra", attrs={"id": f"{prefix}-cover-extra"})
        box = dom.element("div", cls="seq-cover-box", children=[self.seat, self.title, self.text, self.button, self.extra])
        self.element = dom.element("div", cls="seq-cover", attrs={
            "id": f"{prefix}-cover", "role": "dialog", "aria-modal": "true", "aria-labelledby": f"{prefix}-cover-title",
            "hidden": True}, children=[box])
        self.listeners.on(self.button, "click", lambda event: self.on_confirm())

    def show(self, name: str, detail: str, button: str, pill: Any = None) -> None:
        """Cover the table for `name` (plain text, never markup); `button` confirms;
        `pill` is the seat's pill (web/ui/pill.py), shown above."""
        dom.clear(self.seat)
        if pill is not None:
            self.seat.append(pill)
        self.seat.hidden = pill is None
        dom.set_text(self.title, _("Pass the device to {name}", name=name))
        dom.set_text(self.text, detail)
        dom.set_text(self.button, button)
        self.element.hidden = False
        self.behind(True)
        self.button.focus()

    def hide(self) -> None:
        if self.is_up:
            self.behind(False)
        super().hide()
