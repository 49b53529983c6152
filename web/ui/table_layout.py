"""The table's one screen, the same for every game (issue 39): a slim top bar
(the way back to the games, the game's name and where it stands, a Menu
button), the seats strip, the news strip (the last moves in words, two
lines always kept for it: web/ui/log_view.py), the stage (the board, the forests, the table)
scaled to the space left, and the tray at the bottom with the current
decision (the hand, the rack, the dice and pairs, Suggest, Undo, the
message line). The menu opens a sheet holding How to play, Export, New game
and the game log: what does not serve this decision is one tap away.

At the table itself (`fit()`, web/table/screens.py) the screen is a grid
of the window's height: the page never scrolls, a part that can grow
scrolls in its own box; a phone held sideways gets the stage on the left
and the tray on the right (web/table/table.css). A guest's table fits the
same way (web/net/guest.py), and the guided game, its words in the news
strip's row (web/table/guide.py); a replay and a review use the same parts.
"""
from __future__ import annotations

from typing import Any

import js

from web.page import dom
from web.page.jsvalue import found


class TableLayout:
    """The parts of a table screen (ids `<prefix>-screen`, `-title`, `-bar-status`,
    `-menu`, `-sheet`, `-menu-close`); a game fills `status`, `seats`, `stage`,
    `tray`, `tools` and the sheet's `menu_items`."""

    def __init__(self, root: Any, prefix: str, game: str, name: str) -> None:
        self.prefix = prefix
        self.listeners = dom.Listeners()
        self.title = dom.element("h1", name, cls="table-title", attrs={"tabindex": "-1", "id": f"{prefix}-title"})
        self.status = dom.element("div", cls="table-status", attrs={"id": f"{prefix}-bar-status"})
        back = dom.element("a", cls="table-back", attrs={"href": "#/", "aria-label": "Back to the games",
                                                           "title": "Back to the games"},
                           children=[dom.element("span", "‹", cls="table-back-mark", attrs={"aria-hidden": "true"}),
                                     dom.element("span", "Games", cls="table-back-text", attrs={"aria-hidden": "true"})])
        self.menu_button = dom.element("button", "Menu", cls="button secondary table-menu-button", attrs={
            "type": "button", "id": f"{prefix}-menu", "aria-haspopup": "dialog", "aria-expanded": "false",
            "aria-controls": f"{prefix}-sheet"})
        self.bar = dom.element("header", cls="table-bar", children=[
            back, dom.element("div", cls="table-heading", children=[self.title, self.status]), self.menu_button])
        self.seats = dom.element("div", cls="table-seats")
        self.news = dom.element("div", cls="table-news-row")
        self.stage = dom.element("div", cls="table-stage")
        self.tools = dom.element("div", cls="seq-actions table-tools")
        self.tray = dom.element("div", cls="table-tray")
        # the sheet: How to play, the game's own items (Export, New game), then the log
        self.close_button = dom.element("button", "Close", cls="button secondary table-sheet-close", attrs={
            "type": "button", "id": f"{prefix}-menu-close"})
        self.menu_items = dom.element("div", cls="table-sheet-items", children=[
            dom.element("a", "How to play", cls="button secondary table-rules",
                        attrs={"href": f"#/rules/{game}/play", "id": "how-to-play"})])
        self.sheet_body = dom.element("div", cls="table-sheet-body", children=[self.menu_items])
        self.sheet = dom.element("div", cls="table-sheet", attrs={
            "id": f"{prefix}-sheet", "role": "dialog", "aria-modal": "true", "aria-labelledby": f"{prefix}-sheet-title",
            "hidden": True}, children=[dom.element("div", cls="table-sheet-box", children=[
                dom.element("div", cls="table-sheet-head", children=[
                    dom.element("h2", "Menu", attrs={"id": f"{prefix}-sheet-title"}), self.close_button]),
                self.sheet_body])])
        self.element = dom.element("div", cls="table-screen", attrs={"id": f"{prefix}-screen"}, children=[
            self.bar, self.seats, self.news, self.stage, self.tray, self.sheet])
        root.append(self.element)
        self.listeners.on(self.menu_button, "click", lambda event: self.open_menu())
        self.listeners.on(self.close_button, "click", lambda event: self.close_menu())
        self.listeners.on(self.sheet, "click", self._backdrop)
        self.listeners.on(self.sheet, "keydown", self._key)
        # an item done (Export: its message is in the tray), the sheet closes
        self.listeners.on(self.menu_items, "click", lambda event: self.close_menu()
                          if found(event.target.closest("button")) else None)

    def fill(self, *, status: list[Any], seats: list[Any], stage: list[Any], tray: list[Any], tools: list[Any],
             menu: list[Any]) -> None:
        """A game's parts in their places: the bar's status, the strip, the stage, the tray (its
        tools, Suggest and Undo, at its foot) and the menu's own items after How to play."""
        self.status.append(*status)
        self.seats.append(*seats)
        self.stage.append(*stage)
        self.tools.append(*tools)
        self.tray.append(*tray, self.tools)
        self.menu_items.append(*menu)

    def add_log(self, log: Any, news: Any) -> None:
        """The game log goes in the sheet, under the menu's items; its news strip
        (web/ui/log_view.py) between the seats and the stage."""
        self.sheet_body.append(log)
        self.news.append(news)

    def open_menu(self) -> None:
        self.sheet.hidden = False
        self.menu_button.setAttribute("aria-expanded", "true")
        self.close_button.focus()

    def close_menu(self) -> None:
        if self.sheet.hidden:
            return
        self.sheet.hidden = True
        self.menu_button.setAttribute("aria-expanded", "false")
        self.menu_button.focus()

    def _backdrop(self, event: Any) -> None:
        if event.target == self.sheet:  # a tap beside the sheet's box closes it
            self.close_menu()

    def _key(self, event: Any) -> None:
        if event.key == "Escape":
            event.preventDefault()
            self.close_menu()
        elif event.key == "Tab":  # the keyboard stays in the sheet while it is open
            stops = [n for n in self.sheet.querySelectorAll("a[href], button, [tabindex='0']")
                     if not n.closest("[hidden]")]
            if not stops:
                return
            first, last = stops[0], stops[-1]
            active = js.document.activeElement
            if event.shiftKey and active == first:
                event.preventDefault()
                last.focus()
            elif not event.shiftKey and active == last:
                event.preventDefault()
                first.focus()

    def fit(self) -> None:
        """The table is the whole screen: one screen's height, the page never scrolls."""
        self.element.classList.add("one-screen")

    def destroy(self) -> None:
        self.listeners.clear()
