"""What a game's table screen does for the driver (web/table/driver.py),
with the defaults most games keep. A game's play view subclasses
`TableView`: it draws the table from the session's public view and the
viewer's own observation, and turns clicks into actions through
`driver.submit`.
"""
from __future__ import annotations

from typing import Any

from engine.core.errors import IllegalAction
from engine.core.events import Event
from web import dom


class TableView:
    """The base of every game's table screen."""

    def __init__(self, root: Any, driver: Any, prefix: str) -> None:
        self.driver = driver
        self.session = driver.session
        self.prefix = prefix
        self.listeners = dom.Listeners()
        root.append(dom.element("h1", driver.session.spec.name, attrs={"tabindex": "-1", "id": f"{prefix}-title"}))

    def tool(self, text: str, name: str, handler: Any) -> Any:
        """A secondary button of the table's tools (id `<prefix>-<name>`) that calls `handler(event)`."""
        button = dom.element("button", text, cls="button secondary", attrs={"type": "button", "id": f"{self.prefix}-{name}"})
        self.listeners.on(button, "click", handler)
        return button

    def can_undo(self) -> bool:
        """Whether there is a move to take back; if not, the message line says why."""
        keep, reason = self.session.undo_target()
        if keep is None:
            self.driver.message.say(reason)
        return keep is not None

    def render(self) -> None:
        """Redraw from the public view and, if any, the viewer's private part."""

    def ask(self, seat: int) -> None:
        """The person at `seat` decides now (their private part is on screen): show their controls."""

    def show(self, events: list[Event]) -> float:
        """What just happened (public events): mark and animate it; the animation's milliseconds."""
        return 0.0

    def holding(self) -> bool:
        """Whether the table waits for a person before going on (a round's summary)."""
        return False

    def needs_cover(self, seat: int) -> bool:
        """Whether `seat`'s decision shows a private part, so a shared device is covered first."""
        return True

    def cover_text(self, seat: int) -> tuple[str, str]:
        """(what the cover says under "Pass the device to NAME", its button's text)."""
        name = self.session.name(seat)
        return "Only you should see what comes next.", f"I am {name}: show me"

    def taken(self, seat: int, action: Any) -> None:
        """A person's action is being played (after its confirmation, if asked): its controls go."""

    def declined(self, seat: int, action: Any) -> None:
        """The person did not confirm the action: their controls stay as they were."""

    async def prepare_worker(self, worker: Any) -> None:
        """What the game's AI needs in the background worker before it decides."""

    def mark_advice(self, marks: dict[str, Any]) -> None:
        """A review's advice for the move shown (web/table/review_view.py): mark on the table what
        the expert would have played, if the game draws it (Sequence: the space)."""

    async def finish(self) -> None:
        """The game is over: show the end."""

    def refusal(self, error: IllegalAction) -> str:
        """A refused action, in the player's words."""
        from web.table.refusals import sentence

        return sentence(self.session, error)

    def destroy(self) -> None:
        """The screen is going away."""
        self.listeners.clear()
