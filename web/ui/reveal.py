"""The reveal moment, the same in every game: when choices made at once are
turned up together (Sequoia's pairs, Sequitur's goals, cards and words), a
shared screen shows every player's choice at once and waits for "Continue"
before the table goes on (and before the next pass-the-device cover).

The game says what was revealed (`GameSpec.reveal`, from public events
only, so nothing private is ever on it); the driver shows it at a shared
device (web/table/driver.py). Its rows appear one after the other (the
`--pace` of web/table/driver.py: at once with reduced motion), with the
table's reveal sound when sound is on (web/page/sound.py).
"""
from __future__ import annotations

from typing import Any, Callable

import js

from web.page import dom
from web.page.ffi import create_once_callable
from web.ui.cover import Overlay
from web.page.words import _

GLIMPSE_MS = 6000  # how long a glimpse stays in its room, at least: the news comes back
TOLD_MS = 2000  # each line of a glimpse told a line at a time, in a one-line room


class Reveal(Overlay):
    """A modal panel over the table: a title, one row per player, and Continue (ids `<prefix>-reveal-screen`, `-reveal-ok`...: Sequence's `seq-reveal` is its "Reveal every hand")."""

    def __init__(self, prefix: str, on_continue: Callable[[], None]) -> None:
        self.listeners = dom.Listeners()
        self.title = dom.element("h2", "", attrs={"id": f"{prefix}-reveal-title"})
        self.rows = self.body = dom.element("ul", cls="table-reveal-rows", attrs={"id": f"{prefix}-reveal-rows"})
        self.note = dom.element("p", "", cls="table-reveal-note", attrs={"id": f"{prefix}-reveal-note"})
        self.button = dom.element("button", _("Continue"), cls="button", attrs={"type": "button", "id": f"{prefix}-reveal-ok"})
        box = dom.element("div", cls="table-reveal-box panel", children=[self.title, self.rows, self.note, self.button])
        self.element = dom.element("div", cls="table-reveal", attrs={
            "id": f"{prefix}-reveal-screen", "role": "dialog", "aria-modal": "true", "aria-labelledby": f"{prefix}-reveal-title",
            "aria-describedby": f"{prefix}-reveal-rows", "hidden": True}, children=[box])
        self.listeners.on(self.button, "click", lambda event: on_continue())

    def show(self, title: str, rows: list[tuple[Any, str]], note: str = "") -> None:
        """Show `title` and, for each player, their pill and what they chose (plain text)."""
        dom.set_text(self.title, title)
        dom.clear(self.rows)
        for index, (pill, text) in enumerate(rows):
            row = dom.element("li", cls="table-reveal-row", children=[pill, dom.element("span", text, cls="table-reveal-text")])
            row.style.setProperty("--i", str(index))  # each row's turn to appear (web/app.css)
            self.rows.append(row)
        dom.set_text(self.note, note)
        self.note.hidden = not note
        self.element.hidden = False
        self.button.focus()


class Glimpse:
    """The reveal at a table of one person and AIs (or seats on other devices), issue 65, and
    "Since your turn": the same rows, not modal, in the room the table keeps for it (issue 80,
    never over the seats: TableView.glimpse_room; Sequoia's news strip, Sequence's last-move
    line) until the person's next move, a tap on it, the next reveal or its time (then the news
    comes back; the log keeps the lines); nothing under it moves. In a one-line room (the class
    `table-glimpse-ticker`) its lines are told one at a time, TOLD_MS each, counted "1/3".
    The live region says the same to a screen reader (the log's lines), so it is hidden from one.
    Ids `<prefix>-glimpse`, `-glimpse-title`, `-glimpse-rows`."""

    def __init__(self, prefix: str) -> None:
        self.listeners = dom.Listeners()
        self.title = dom.element("p", "", cls="table-glimpse-title", attrs={"id": f"{prefix}-glimpse-title"})
        self.rows = dom.element("ul", cls="table-glimpse-rows", attrs={"id": f"{prefix}-glimpse-rows"})
        self.element = dom.element("div", cls="table-glimpse", attrs={
            "id": f"{prefix}-glimpse", "aria-hidden": "true", "hidden": True}, children=[self.title, self.rows])
        self.listeners.on(self.element, "click", lambda event: self.hide())
        self.count = 0  # glimpses shown and hidden: a timer steps or hides only its own
        self.on_tell: Callable[[int | None], None] = lambda index: None  # the table marks the line told (None: none)

    def show(self, place: Any, title: str, rows: list[tuple[Any, str]]) -> None:
        """Show `title` and each player's pill (None: a line of the log, web/table/since.py) and
        choice in `place`, the room the table keeps for it."""
        if not self.element.isConnected:
            place.append(self.element)
        ticker = self.element.classList.contains("table-glimpse-ticker")
        dom.set_text(self.title, title)
        dom.clear(self.rows)
        for index, (pill, text) in enumerate(rows):
            line = dom.element("span", text, cls="table-reveal-text table-glimpse-told" if ticker else "table-reveal-text")
            children = [line] if pill is None else [pill, line]
            if ticker:
                children.insert(0, dom.element("span", f"{index + 1}/{len(rows)}", cls="table-glimpse-count"))
            row = dom.element("li", cls="table-reveal-row", children=children)
            row.style.setProperty("--i", str(index))
            self.rows.append(row)
        self.element.classList.toggle("table-glimpse-lines", not rows or rows[0][0] is None)
        self.element.hidden = False
        self.count += 1
        count = self.count
        if ticker:
            self.tell(count, 0)
        js.setTimeout(create_once_callable(lambda: self.hide() if count == self.count else None),
                      max(GLIMPSE_MS, len(rows) * TOLD_MS) if ticker else GLIMPSE_MS)

    def tell(self, count: int, index: int) -> None:
        """In a one-line room, the line `index` told (of the glimpse shown `count`-th), the next after TOLD_MS."""
        if count != self.count:
            return
        rows = self.rows.children
        for at in range(rows.length):
            rows.item(at).classList.toggle("now", at == index)
        self.on_tell(index)
        if index + 1 < rows.length:
            js.setTimeout(create_once_callable(lambda: self.tell(count, index + 1)), TOLD_MS)

    def hide(self) -> None:
        if self.element.hidden:
            return
        self.element.hidden = True
        self.count += 1  # its timers step and hide nothing more
        self.on_tell(None)

    @property
    def is_up(self) -> bool:
        return not self.element.hidden

    def destroy(self) -> None:
        self.count += 1
        self.on_tell = lambda index: None
        self.listeners.clear()
        self.element.remove()
