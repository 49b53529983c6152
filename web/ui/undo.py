"""Undo at the table, one way in the three games (issue 41).

The "Undo" button (`#<prefix>-undo`) is among the table's tools while the
game can take a move back here: people at this device, nobody on another
device, the game not over, and one person here (or, in a game that undoes
at a shared device, Sequence, several). It is disabled (`aria-disabled`,
not `disabled`, so a press still says why) while there is nothing to undo
(Session.undo_target), and enabled as soon as there is. At a shared device
it asks first (`#<prefix>-undo-confirm`): everyone at the table should
agree. What an undo took back is said in full on the message line
("Undone: ..."; Session.undo) and goes at the next move (web/table/driver.py),
as does why a press found nothing to undo.
"""
from __future__ import annotations

from typing import Any

from web.model.seats import SeatKind
from web.model.wording import UNDO
from web.page.jsvalue import found
from web.ui.question import Answer, Question
from web.page.words import _


class UndoTool:
    """The Undo button of a table view, and its question at a shared device.

    The view calls `update()` from its `render`; a press calls the view's
    `undo()` (which closes what it has open, then `driver.undo()`).
    `label` is a longer name for screen readers and the tooltip;
    `at_shared_device`: the game may undo a move with several people here."""

    def __init__(self, table: Any, *, label: str = "", at_shared_device: bool = False) -> None:
        self.table = table
        self.at_shared_device = at_shared_device
        self.button = table.tool(_(UNDO), "undo", lambda event: self.press())
        if label:
            self.button.setAttribute("aria-label", label)
            self.button.title = label
        self.confirm = Question(f"{table.prefix}-undo-confirm", table.listeners)
        self.refused: tuple[str, int] | None = None  # why a press did nothing, and the moves played then

    def offered(self) -> bool:
        """Whether this table can ever take a move back now (the button is shown)."""
        session = self.table.session
        people = session.people_here
        return (bool(people) and not session.is_over
                and not any(seat.kind == SeatKind.AWAY for seat in session.seats)
                and (len(people) == 1 or self.at_shared_device))

    def update(self) -> None:
        """Show the button where an undo can happen, enabled only with something to undo."""
        self.button.hidden = not self.offered()
        session = self.table.session
        if self.refused is not None and len(session.state.history) != self.refused[1]:
            message = self.table.driver.message
            if message.said == self.refused[0]:
                message.say("")  # play went on: why there was nothing to undo is said no more
            self.refused = None
        keep, _reason = session.undo_target()
        if keep is None:
            self.button.setAttribute("aria-disabled", "true")
        else:
            self.button.removeAttribute("aria-disabled")

    def close(self) -> None:
        """An undo asked about before a move no longer applies."""
        self.confirm.close()

    def press(self) -> None:
        session = self.table.session
        keep, reason = session.undo_target()
        if keep is None:
            self.table.driver.message.say(reason)  # disabled, but a press says why
            self.refused = (reason, len(session.state.history))
            return
        if session.is_hot_seat:
            if not found(self.confirm.element.parentNode):
                self.table.layout.tools.before(self.confirm.element)  # in the tray, above the tools
            seat = session.state.history[keep][0]
            self.confirm.ask(_("Undo {name}'s last move? Everyone at the table should agree.", name=session.name(seat)), [
                # Translators: an answer to "Undo …'s last move?": yes, undo it
                Answer(f"{self.table.prefix}-undo-yes", _("Undo the move"), self.table.undo),
                # Translators: an answer to "Undo …'s last move?": no, go on playing
                Answer(f"{self.table.prefix}-undo-no", _("Keep playing"), lambda: self.button.focus(), True)])
            return
        self.table.undo()
