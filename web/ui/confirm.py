"""The confirmation bar: with "Confirm a move before it is played" on
(web/device/settings.py), a person's move waits here, said in words ("Play the 7
of hearts on row 3, column 5?"), until they confirm or cancel it."""
from __future__ import annotations

from typing import Callable

from web.page import dom
from web.page.words import _


class Confirm:
    """A bar with the move in words and Confirm / Cancel (ids `<prefix>-confirm-move...`)."""

    def __init__(self, prefix: str) -> None:
        self.listeners = dom.Listeners()
        self.text = dom.element("p", "", attrs={"id": f"{prefix}-confirm-text"})
        # Translators: the confirm bar's button: carry out the move just chosen
        self.yes = dom.element("button", _("Confirm"), cls="button", attrs={"type": "button", "id": f"{prefix}-confirm-yes"})
        self.no = dom.element("button", _("Cancel"), cls="button secondary", attrs={"type": "button", "id": f"{prefix}-confirm-no"})
        self.element = dom.element("div", cls="dialog seq-confirm confirm-move", attrs={
            "id": f"{prefix}-confirm-move", "hidden": True, "role": "group", "aria-labelledby": f"{prefix}-confirm-text"},
            children=[self.text, dom.element("div", cls="seq-actions", children=[self.yes, self.no])])
        self.on_yes: Callable[[], None] | None = None
        self.on_no: Callable[[], None] | None = None
        self.listeners.on(self.yes, "click", lambda event: self._answer(True))
        self.listeners.on(self.no, "click", lambda event: self._answer(False))

    def ask(self, move: str, on_yes: Callable[[], None], on_no: Callable[[], None], *, whole: bool = False) -> None:
        """Show `move` (plain text, an order: the bar asks it, "?" after it) for confirmation, or a
        `whole` message of its own (a question and what it does); `on_yes` runs if confirmed, `on_no` if not."""
        dom.set_text(self.text, move if whole else f"{move}?")
        self.on_yes, self.on_no = on_yes, on_no
        self.element.hidden = False
        self.yes.focus()

    def answer(self, yes: bool) -> None:
        """Confirm (`yes`) or cancel the move waiting, as its buttons do (nothing if none waits)."""
        if self.on_yes is not None or self.on_no is not None:
            self._answer(yes)

    def _answer(self, yes: bool) -> None:
        callback = self.on_yes if yes else self.on_no
        self.on_yes = self.on_no = None
        self.element.hidden = True
        if callback is not None:
            callback()

    def cancel(self) -> None:
        """The moment passed (another move, a cover): nothing waits any more."""
        self.on_yes = self.on_no = None
        self.element.hidden = True

    def destroy(self) -> None:
        self.listeners.clear()
