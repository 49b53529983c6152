"""#/rules/<game>[/play]: how to play a game, written for a player (web/ui/rules_view.py):
the parts a player scans (the goal, a turn, the special cases, the end), each
with a picture of the game's own pieces, then "More details" folded: the
rulebook's words, the rulings this app applies, Sequitur's cards and its 72
goals. Reached from the game's setup screen and from its table's menu; "Back"
returns there (`/play`: the table, where the autosaved game waits as it was; `/play/today`:
today's deal's).
At the table itself, "?" opens the same rules in a sheet (web/ui/table_layout.py)."""
from __future__ import annotations

from typing import Any

from web.device.keys import TODAY
from web.page.imports import import_module
from web.page import dom
from web.model.catalog import GAMES_BY_ID
from web.shell import router
from web.ui import rules_view
from web.page.words import _


def back_link(game: str, args: list[str]) -> tuple[str, str]:
    """Where "Back" goes and what it says: the table if the rules were opened there, else the setup."""
    if args[1:2] == ["play"]:  # at today's deal's table, back to it (web/table/screens.py)
        return f"#/{game}/play{'/' + TODAY if args[2:3] == [TODAY] else ''}", _("Back to the game")
    if args[1:2] == ["daily"]:  # at a day's puzzle (web/table/puzzle.py), back to it (a past day's: its day, read there)
        return "/".join([f"#/{game}"] + [part[:10] for part in args[1:3]]), _("Back to the game")
    return f"#/{game}", _("Back to the setup")


def draw_part(rules: Any, part: str, box: Any) -> None:
    """A part's picture (tools/prerender.py leaves them to the page: each would add its bytes to index.html)."""
    rules.picture(part, box)


def mount(view: Any, args: list[str]) -> None:
    game = GAMES_BY_ID.get(args[0]) if args else None
    if game is None:
        router.not_found(view, "/".join(["rules"] + list(args)))
        return None
    rules = import_module(f"web.games.{game.id}.rules").RULES
    href, label = back_link(game.id, args)
    top = dom.element("a", label, cls="nav-link back", attrs={"href": href, "id": "rules-back"})
    view.append(dom.element("h1", _(rules.title), attrs={"tabindex": "-1"}), top)
    if game.walkthrough:
        view.append(dom.element("p", children=[dom.element("a", _("Learn by playing: a guided game"), cls="nav-link", attrs={
            "href": f"#/{game.id}/learn", "id": "rules-walkthrough"})]))
    view.append(*rules_view.body(rules, "rules", lambda part, box: draw_part(rules, part, box)))
    view.append(dom.element("a", label, cls="button secondary", attrs={"href": href}))
    return None
