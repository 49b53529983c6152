"""The game log in words, and the aria-live region that announces each move.

Lines come from `Session` ("Ann (blue) played the 7 of hearts on row 3,
column 5."): only public moves, never a hand. Every line goes in as text.
"""
from __future__ import annotations

from web import dom


class LogView:
    """A scrolling list of moves, newest last, plus a polite live region."""

    def __init__(self) -> None:
        self.list = dom.element("ol", cls="seq-log-list", attrs={"id": "seq-log"})
        self.element = dom.element("section", cls="seq-log", attrs={"aria-labelledby": "seq-log-title"}, children=[
            dom.element("h2", "Game log", attrs={"id": "seq-log-title"}), self.list])
        self.live = dom.element("div", "", cls="visually-hidden", attrs={
            "id": "seq-announce", "aria-live": "polite", "aria-atomic": "true"})

    def show(self, lines: list[str]) -> None:
        """Replace the whole log (after a resume or an undo)."""
        dom.clear(self.list)
        for line in lines:
            self.list.append(dom.element("li", line))
        self._scroll()

    def add(self, line: str) -> None:
        """Append a line and announce it."""
        self.list.append(dom.element("li", line))
        self._scroll()
        self.announce(line)

    def announce(self, text: str) -> None:
        """Say `text` through the live region (screen readers)."""
        dom.set_text(self.live, text)

    def _scroll(self) -> None:
        self.list.scrollTop = self.list.scrollHeight
