"""The table's one screen, the same for every game (issue 39): a slim top bar
(the way back to the games, the game's name and where it stands, a Menu
button), the seats strip, the news strip (the last moves in words, two
lines always kept for it: web/ui/log_view.py), the stage (the board, the forests, the table)
scaled to the space left, and the tray at the bottom with the current
decision (the hand, the rack, the dice and pairs, Suggest, Undo, the
message line). The menu opens a sheet holding How to play, Export, New game
and the game log: what does not serve this decision is one tap away. The
bar's "?" (named "Rules") opens the game's rules in a sheet of their own over
the table (web/ui/rules_view.py), at the part of the decision in front of the
player (the view's `rules_topic()`, web/ui/view.py); closing it gives the table
back as it was, the decision and its selection untouched.

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
from web.ui import rules_view
from web.page.words import _


class TableLayout:
    """The parts of a table screen (ids `<prefix>-screen`, `-title`, `-bar-status`,
    `-menu`, `-sheet`, `-menu-close`); a game fills `status`, `seats`, `stage`,
    `tray`, `tools` and the sheet's `menu_items`."""

    def __init__(self, root: Any, prefix: str, game: str, name: str, rules: Any = None, table: str = "") -> None:
        self.prefix = prefix
        self.rules = rules
        self.topic: Any = lambda: rules_view.TURN  # the part of the rules for the decision at hand (web/ui/view.py)
        self.listeners = dom.Listeners()
        self.title = dom.element("h1", name, cls="table-title", attrs={"tabindex": "-1", "id": f"{prefix}-title"})
        self.status = dom.element("div", cls="table-status", attrs={"id": f"{prefix}-bar-status"})
        back = dom.element("a", cls="table-back", attrs={"href": "#/", "aria-label": _("Back to the games"),
                                                           "title": _("Back to the games")},
                           children=[dom.element("span", "‹", cls="table-back-mark", attrs={"aria-hidden": "true"}),
                                     # Translators: the table's back link: back to the list of games (the home screen)
                                     dom.element("span", _("Games"), cls="table-back-text", attrs={"aria-hidden": "true"})])
        # Translators: the table's button opening its menu sheet
        self.menu_button = dom.element("button", _("Menu"), cls="button secondary table-menu-button", attrs={
            "type": "button", "id": f"{prefix}-menu", "aria-haspopup": "dialog", "aria-expanded": "false",
            "aria-controls": f"{prefix}-sheet"})
        self.bar = dom.element("header", cls="table-bar", children=[
            back, dom.element("div", cls="table-heading", children=[self.title, self.status])])
        self.seats = dom.element("div", cls="table-seats")
        self.news = dom.element("div", cls="table-news-row")
        self.stage = dom.element("div", cls="table-stage")
        self.tools = dom.element("div", cls="seq-actions table-tools")
        self.tray = dom.element("div", cls="table-tray")
        # the sheet: How to play, the game's own items (Export, New game), then the log
        # Translators: a button closing the table's menu sheet or the rules
        self.close_button = dom.element("button", _("Close"), cls="button secondary table-sheet-close", attrs={
            "type": "button", "id": f"{prefix}-menu-close"})
        self.menu_items = dom.element("div", cls="table-sheet-items", children=[
            dom.element("a", _("How to play"), cls="button secondary table-rules",
                        attrs={"href": f"#/rules/{table or game + '/play'}", "id": "how-to-play"})])
        self.sheet_body = dom.element("div", cls="table-sheet-body", children=[self.menu_items])
        self.sheet = dom.element("div", cls="table-sheet", attrs={
            "id": f"{prefix}-sheet", "role": "dialog", "aria-modal": "true", "aria-labelledby": f"{prefix}-sheet-title",
            "hidden": True}, children=[dom.element("div", cls="table-sheet-box", children=[
                dom.element("div", cls="table-sheet-head", children=[
                    dom.element("h2", _("Menu"), attrs={"id": f"{prefix}-sheet-title"}), self.close_button]),
                self.sheet_body])])
        self.element = dom.element("div", cls="table-screen", attrs={"id": f"{prefix}-screen"}, children=[
            self.bar, self.seats, self.news, self.stage, self.tray, self.sheet])
        self.rules_button = self.rules_sheet = self.rules_body = self.rules_close = None
        if rules is not None:
            self._rules_sheet(rules)
        self.bar.append(self.menu_button)
        root.append(self.element)
        self.listeners.on(self.menu_button, "click", lambda event: self.open_menu())
        self.listeners.on(self.close_button, "click", lambda event: self.close_menu())
        self.listeners.on(self.sheet, "click", self._backdrop)
        self.listeners.on(self.sheet, "keydown", lambda event: self._key(event, self.sheet, self.close_menu))
        # an item done (Export: its message is in the tray), the sheet closes
        self.listeners.on(self.menu_items, "click", lambda event: self.close_menu()
                          if found(event.target.closest("button")) else None)

    def behind(self, covered: bool) -> None:
        """The pass-the-device cover is up (web/ui/cover.py): the table stays in sight and
        takes no tap and no key, the menu included, until the person named confirms."""
        for part in (self.bar, self.seats, self.news, self.stage, self.tray):
            part.inert = covered

    def hold_tray(self, hold: bool) -> None:
        """Keep the tray as tall as it stands (`hold`), while the private part it held is taken
        away for the cover, so the board or forests above it keep their size through a hand-off."""
        self.tray.style.minHeight = f"{self.tray.offsetHeight}px" if hold and not self.tray.style.minHeight else \
            (self.tray.style.minHeight if hold else "")

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

    def _rules_sheet(self, rules: Any) -> None:
        """The "?" in the bar and the rules' sheet it opens (its body is built at each opening)."""
        p = self.prefix
        self.rules_button = dom.element("button", "?", cls="button secondary table-rules-button", attrs={
            "type": "button", "id": f"{p}-rules-open", "aria-label": _("Rules"), "title": _("Rules"),
            "aria-haspopup": "dialog", "aria-expanded": "false", "aria-controls": f"{p}-rules-sheet"})
        self.rules_close = dom.element("button", _("Close"), cls="button secondary table-sheet-close", attrs={
            "type": "button", "id": f"{p}-rules-close"})
        self.rules_body = dom.element("div", cls="table-sheet-body rules-sheet-body", attrs={"id": f"{p}-rules-body"})
        self.rules_sheet = dom.element("div", cls="table-sheet rules-sheet", attrs={
            "id": f"{p}-rules-sheet", "role": "dialog", "aria-modal": "true", "aria-labelledby": f"{p}-rules-title",
            "hidden": True}, children=[dom.element("div", cls="table-sheet-box", children=[
                dom.element("div", cls="table-sheet-head", children=[
                    dom.element("h2", _(rules.title), attrs={"id": f"{p}-rules-title"}), self.rules_close]),
                self.rules_body])])
        self.bar.append(self.rules_button)
        self.element.append(self.rules_sheet)
        self.listeners.on(self.rules_button, "click", lambda event: self.open_rules(self.topic()))
        self.listeners.on(self.rules_close, "click", lambda event: self.close_rules())
        self.listeners.on(self.rules_sheet, "click", lambda event: self.close_rules()
                          if event.target == self.rules_sheet else None)
        self.listeners.on(self.rules_sheet, "keydown", lambda event: self._key(event, self.rules_sheet, self.close_rules))

    def open_rules(self, part: str) -> None:
        """The rules over the table, at `part` (the turn's part if the rules have no such part):
        its heading scrolled to the top of the sheet and focused. Built at the first opening and
        kept while the table lives ("More details" filled when first unfolded), so it opens at once
        again."""
        if self.rules is None:
            return
        if part not in rules_view.part_ids(self.rules):
            part = rules_view.TURN
        self.close_menu()
        ids = f"{self.prefix}-rules"
        if not found(self.rules_body.firstChild):
            self.rules_body.append(*rules_view.body(self.rules, ids, self.rules.picture, folded_empty=True))
            more = js.document.getElementById(f"{ids}-more")
            self.listeners.on(more, "toggle", lambda event: self._fill_details(more))
        self.rules_sheet.hidden = False
        self.rules_sheet.setAttribute("data-part", part)
        self.rules_button.setAttribute("aria-expanded", "true")
        heading = js.document.getElementById(f"{ids}-part-{part}-h")
        heading.closest("section").scrollIntoView(js.JSON.parse('{"block": "start"}'))
        heading.focus()

    def _fill_details(self, more: Any) -> None:
        if more.open and more.childElementCount == 1:  # the summary alone: not filled yet
            rules_view.fill_details(self.rules, f"{self.prefix}-rules", more)

    def close_rules(self) -> None:
        """Back to the table as it was (nothing of it changed), the focus on "?"."""
        if self.rules_sheet is None or self.rules_sheet.hidden:
            return
        self.rules_sheet.hidden = True
        self.rules_sheet.removeAttribute("data-part")
        self.rules_button.setAttribute("aria-expanded", "false")
        self.rules_button.focus()

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

    def _key(self, event: Any, sheet: Any, close: Any) -> None:
        if event.key == "Escape":
            event.preventDefault()
            close()
        elif event.key == "Tab":  # the keyboard stays in the sheet while it is open
            stops = [n for n in sheet.querySelectorAll("a[href], button, summary, [tabindex='0']")
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

    def scrolled_to_start(self) -> None:
        """Its parts that scroll (the seats, the stage, the tray) at their start, as a screen built
        anew has them: a replay's step drawn in place (web/table/replay.py)."""
        for part in (self.seats, self.stage, self.tray):
            part.scrollTop = 0

    def fit(self) -> None:
        """The table is the whole screen: one screen's height, the page never scrolls."""
        self.element.classList.add("one-screen")

    def destroy(self) -> None:
        self.listeners.clear()
