"""The hot-seat cover: "Pass the device to NAME".

Before each human turn at a shared device a full-screen cover hides the
table; the hand is drawn only after the named player confirms. The caller
empties the hand before showing the cover, so while the device changes
hands no card of any seat is on screen or in the DOM.
"""
from __future__ import annotations

from typing import Callable

from web import dom


class Cover:
    """A full-screen, modal cover with one confirm button."""

    def __init__(self, on_confirm: Callable[[], None]) -> None:
        self.on_confirm = on_confirm
        self.listeners = dom.Listeners()
        self.title = dom.element("h2", "", attrs={"id": "seq-cover-title"})
        self.text = dom.element("p", "", attrs={"id": "seq-cover-text"})
        self.button = dom.element("button", "", cls="button", attrs={"type": "button", "id": "seq-cover-ok"})
        box = dom.element("div", cls="seq-cover-box", children=[self.title, self.text, self.button])
        self.element = dom.element("div", cls="seq-cover", attrs={
            "id": "seq-cover", "role": "dialog", "aria-modal": "true", "aria-labelledby": "seq-cover-title",
            "hidden": True}, children=[box])
        self.listeners.on(self.button, "click", lambda event: self.on_confirm())

    @property
    def shown(self) -> bool:
        return not self.element.hidden

    def show(self, name: str, detail: str) -> None:
        """Cover the table for `name` (plain text, never markup)."""
        dom.set_text(self.title, f"Pass the device to {name}")
        dom.set_text(self.text, detail)
        dom.set_text(self.button, f"I am {name}: show my cards")
        self.element.hidden = False
        self.button.focus()

    def hide(self) -> None:
        self.element.hidden = True

    def destroy(self) -> None:
        self.listeners.clear()
