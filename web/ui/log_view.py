"""The game log in words, the news strip at the table and the aria-live
region that announces what happens (for screen readers). Lines come from the
session (the game's narration of public events): never a hand, a rack or a
roll. Every line goes in as text. A line reporting an AI's move may carry
"Why?" (web/ui/why.py), when the table gives the log a `Why`.

The news strip (issue 65) tells every move in visible words where the eye
is, between the seats and the stage: the newest line of the log and the one
before it, so the moves several seats make between a person's turns are
each read as they play, one after another, and the last two stay in sight
(the whole log is in the menu). Its height is kept for two lines whatever it
holds, so nothing under it moves; the live region says the same to a screen
reader, so the strip itself is hidden from one."""
from __future__ import annotations

from typing import Any

from web.page import dom
from web.page.modes import next_frame
from web.page.words import _


NEWS_LINES = 2  # lines of the log on the news strip


class LogView:
    """A scrolling list of what happened, newest last, plus a polite live region."""

    def __init__(self, list_id: str = "seq-log", why: Any = None) -> None:
        self.why = why
        self.listeners = dom.Listeners()
        self.count = 0  # lines shown: the next line's index in the session's log
        self.scrolling = False  # the scroll to the newest line is asked for the next frame
        # the list scrolls: a stop on the keyboard's way, so it can be scrolled without a mouse
        self.list = dom.element("ol", cls="seq-log-list", attrs={
            "id": list_id, "tabindex": "0", "aria-labelledby": f"{list_id}-title"})
        self.element = dom.element("section", cls="seq-log", attrs={"aria-labelledby": f"{list_id}-title"}, children=[
            # Translators: the heading of the log of a game's moves
            dom.element("h2", _("Game log"), attrs={"id": f"{list_id}-title"}), self.list])
        self.live = dom.element("div", "", cls="visually-hidden", attrs={
            "id": "seq-announce", "aria-live": "polite", "aria-atomic": "true"})
        self.news = dom.element("div", cls="table-news", attrs={"id": f"{list_id}-news", "aria-hidden": "true"})
        self.told: list[str] = []  # the lines on the news strip, oldest first
        self.held: list[str] = []  # the log's last lines kept back until `release` (`hold`)

    def hold(self, lines: list[str]) -> None:
        """Keep `lines`, the log's last, off the log and the news strip until `release`: a game's
        totals while its end counts them up (Sequoia's final scoring, issue 80)."""
        self.held = list(lines)

    def release(self) -> None:
        """The lines held back, added now (nothing if none are held)."""
        held, self.held = self.held, []
        self.add(held)

    def show(self, lines: list[str]) -> None:
        """Replace the whole log (after a resume or an undo), but the lines held back (`hold`)."""
        if self.held and lines[-len(self.held):] == self.held:
            lines = lines[:-len(self.held)]
        else:
            self.held = []  # an undo took the end back: nothing is held any more
        self.listeners.clear()
        dom.clear(self.list)
        self.count = 0
        for line in lines:
            self._line(line)
        self._scroll()
        self.told = []  # the whole log anew (an undo took lines back): the strip from its end
        self._tell(lines, fresh=False)

    def add(self, lines: list[str]) -> None:
        """Append lines and announce them together."""
        for line in lines:
            self._line(line)
        if lines:
            self._scroll()
            self.announce(" ".join(lines))
            self._tell(lines)

    def _tell(self, lines: list[str], *, fresh: bool = True) -> None:
        """The news strip: the last two lines of the log, the newest last (`fresh`: just played, marked
        so while it stays the newest)."""
        told = (self.told + list(lines))[-NEWS_LINES:]
        if told == self.told:
            return
        self.told = told
        dom.clear(self.news)
        for i, line in enumerate(told):
            newest = i == len(told) - 1
            self.news.append(dom.element("p", line, cls="table-news-line" + " newest" * newest + " fresh" * (newest and fresh)))

    def _line(self, line: str) -> None:
        item = dom.element("li", line)
        if self.why is not None:
            buttons = self.why.buttons(self.count, item, self.listeners)
            if buttons:  # the line and its "Why?" side by side; the answer goes under them
                item.className = "log-ai-move"
                dom.clear(item)
                item.append(dom.element("div", cls="log-line", children=[dom.element("span", line)] + list(buttons)))
        self.list.append(item)
        self.count += 1

    def destroy(self) -> None:
        self.listeners.clear()

    def announce(self, text: str) -> None:
        """Say `text` through the live region (screen readers)."""
        dom.set_text(self.live, text)

    def _scroll(self) -> None:
        """Scroll to the newest line in the next frame, where the page is laid out anyway: read
        here, the list's height laid the new table out once more (28-44 ms of a phone's Start)."""
        if not self.scrolling:
            self.scrolling = True
            next_frame(self._to_newest)

    def _to_newest(self) -> None:
        self.scrolling = False
        self.list.scrollTop = self.list.scrollHeight
