"""A game's rules as a player reads them, built once for the "How to play" page
(web/shell/rules.py) and the table's rules sheet (web/ui/table_layout.py): the
parts a player scans first (the goal, a turn, the special cases, the end), each
with its picture of the game's own pieces, then "More details" folded (a
<details>): the rulebook in its own words, Sequitur's five cards, the rulings
this app applies and the game's own extras (Sequitur's goal cards).

A rules module (web/games/<game>/rules.py) gives `TITLE`, `PARTS` ((id,
heading, paragraphs)), `picture(part, box)` (made by `pictures`), `SECTIONS`,
`RULINGS` and optionally `CARDS` and `more(ids)`. Each part's section has the id
`<ids>-part-<part>` and its heading `<ids>-part-<part>-h` (focusable), so the
table's "?" opens the part of the decision at hand.
"""
from __future__ import annotations

from typing import Any, Callable

from web.page import dom
from web.page.imports import import_module
from web.page.words import N_, _

MORE = N_("More details")
TURN = "turn"  # the part every game has: where the rules open when no other part applies


def pictures(module: str) -> Callable[[str, Any], None]:
    """A rules module's `picture(part, box)`: the part drawn with the game's own pieces by
    `draw_part` of its picture module (`module`, by name), imported at the first picture
    drawn, so that the rules load without it."""
    def picture(part: str, box: Any) -> None:
        import_module(module).draw_part(part, box)
    return picture


def part_ids(rules: Any) -> list[str]:
    """The ids of the rules' parts, in order."""
    return [part for part, _heading, _paragraphs in rules.PARTS]


def body(rules: Any, ids: str, draw: Callable[[str, Any], None] | None, *, folded_empty: bool = False) -> list[Any]:
    """The parts, each with its picture (`draw(part, box)`; a picture that fails to draw is
    left out: the words stand alone), then the details folded (`folded_empty`: with nothing
    in them yet, for `fill_details` when they are first unfolded: Sequitur's 72 goals took the
    table's sheet half a second to build on a phone)."""
    sections = []
    for part, heading, paragraphs in rules.PARTS:
        picture = dom.element("div", cls="game-picture rules-picture", attrs={"aria-hidden": "true"})
        if draw is not None:
            try:
                draw(part, picture)
            except Exception:  # a picture is decoration: the rules read without it
                picture.hidden = True
        else:
            picture.hidden = True
        sections.append(dom.element("section", cls="rules-section rules-part", attrs={
            "id": f"{ids}-part-{part}", "aria-labelledby": f"{ids}-part-{part}-h"}, children=[
            dom.element("h2", _(heading), attrs={"id": f"{ids}-part-{part}-h", "tabindex": "-1"}), picture]
            + [dom.element("p", _(text)) for text in paragraphs]))
    more = dom.element("details", cls="rules-more", attrs={"id": f"{ids}-more"}, children=[
        dom.element("summary", _(MORE), cls="rules-more-summary")])
    if not folded_empty:
        fill_details(rules, ids, more)
    return sections + [more]


def fill_details(rules: Any, ids: str, more: Any) -> None:
    """Everything else, under "More details": the rulebook's words, the cards, the rulings."""
    for heading, paragraphs in rules.SECTIONS:
        more.append(dom.element("section", cls="rules-section", children=[
            dom.element("h2", _(heading))] + [dom.element("p", _(text)) for text in paragraphs]))
    if hasattr(rules, "CARDS"):
        more.append(dom.element("section", cls="rules-section", attrs={"id": f"{ids}-cards"}, children=[
            dom.element("h2", _("The five Sequitur cards")),
            dom.element("ul", children=[dom.element("li", children=[dom.element("strong", _(name)), " " + _(text)])
                                        for name, text in rules.CARDS])]))
    more.append(dom.element("section", cls="rules-section", attrs={"id": f"{ids}-rulings"}, children=[
        dom.element("h2", _("How this app settles what the rulebook leaves open")),
        dom.element("ul", children=[dom.element("li", _(text)) for text in rules.RULINGS])]))
    if hasattr(rules, "more"):
        more.append(rules.more(ids))
