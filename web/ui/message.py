"""The table's message line: what the page says to the person at the
device (why a click does nothing, a suggestion, that the file was saved).
While autosaves fail (the browser refused, or the game went on in another
tab) every message starts with why, so the warning is never wiped by the
next message."""
from __future__ import annotations

from web.page import dom


class Message:
    """A `role=status` line (id given), with the save problem kept at its head."""

    def __init__(self, element_id: str, cls: str = "seq-message") -> None:
        self.element = dom.element("p", "", cls=cls, attrs={"id": element_id, "role": "status"})
        self.said = ""
        self.problem = ""

    def say(self, text: str) -> None:
        self.said = text
        dom.set_text(self.element, " ".join(part for part in (self.problem, text) if part))

    def saved(self, problem: str) -> None:
        """The last autosave's outcome: "" if it worked, else why not."""
        self.problem = problem
        self.say(self.said)
