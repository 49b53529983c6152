"""A game's rules as a player reads them, built once for the "How to play" page
(web/shell/rules.py) and the table's rules sheet (web/ui/table_layout.py): the
parts a player scans first (the goal, a turn, the special cases, the end), each
with its picture of the game's own pieces, then "More details" folded (a
<details>): the rulebook in its own words, Sequitur's five cards, the rulings
this app applies and the game's own extras (Sequitur's goal cards).

A game's rules are a `Rules` (web/games/<game>/rules.py `RULES`): its title, and
its words in rules.txt beside that module (web/page/sentences.py: `[part <id>]`
a heading and paragraphs, `[section]` likewise, `[card]` a name and what it does,
`[ruling]` and `[goals]` one paragraph a line), read when the rules are first
shown, never at a table's start; each part drawn by `draw_part` of the game's
web/games/<game>/picture.py. Each part's section has the id
`<ids>-part-<part>` and its heading `<ids>-part-<part>-h` (focusable), so the
table's "?" opens the part of the decision at hand.
"""
from __future__ import annotations

from typing import Any, Callable

from web.page import dom, sentences
from web.page.imports import import_module
from web.page.words import N_, _

# Translators: a link or summary in How to play: open more details
MORE = N_("More details")
TURN = "turn"  # the part every game has: where the rules open when no other part applies


class Rules:
    """A game's rules for players: `title` (at hand for the table's sheet), the words of rules.txt
    beside `module_file` (read at their first use), the pictures of `picture` (a module's name,
    imported at the first picture drawn, so that the rules load without it) and, if any, `more(ids)`:
    the game's own section after the rulings (Sequitur's goal cards)."""

    def __init__(self, module_file: str, title: str, picture: str,
                 more: Callable[[str], Any] | None = None) -> None:
        self.module_file, self.title, self.picture_module, self.more = module_file, title, picture, more

    def picture(self, part: str, box: Any) -> None:
        """The part drawn with the game's own pieces."""
        import_module(self.picture_module).draw_part(part, box)

    def entries(self, kind: str) -> list[tuple[str, ...]]:
        """The sentences of each key of `kind`, its id first where it has one (a part's)."""
        return [tuple(str(word) for word in key[1:]) + lines
                for key, lines in sentences.entries(self.module_file, "rules.txt") if key[0] == kind]

    def parts(self) -> list[tuple[str, str, tuple[str, ...]]]:
        """(id, heading, paragraphs) of each part a player scans."""
        return [(said[0], said[1], said[2:]) for said in self.entries("part")]

    def sections(self) -> list[tuple[str, tuple[str, ...]]]:
        """(heading, paragraphs) of the rulebook's own words."""
        return [(said[0], said[1:]) for said in self.entries("section")]

    def cards(self) -> list[tuple[str, str]]:
        """(name, what it does) of each card the rules list (Sequitur's five)."""
        return [(said[0], said[1]) for said in self.entries("card")]

    def rulings(self) -> tuple[str, ...]:
        """The rulings this app applies, one a paragraph."""
        return sentences.sentences(self.module_file, "rules.txt", "ruling")


def part_ids(rules: Rules) -> list[str]:
    """The ids of the rules' parts, in order."""
    return [part for part, _heading, _paragraphs in rules.parts()]


def body(rules: Rules, ids: str, draw: Callable[[str, Any], None] | None, *, folded_empty: bool = False) -> list[Any]:
    """The parts, each with its picture (`draw(part, box)`; a picture that fails to draw is
    left out: the words stand alone), then the details folded (`folded_empty`: with nothing
    in them yet, for `fill_details` when they are first unfolded: Sequitur's 72 goals took the
    table's sheet half a second to build on a phone)."""
    sections = []
    for part, heading, paragraphs in rules.parts():
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


def fill_details(rules: Rules, ids: str, more: Any) -> None:
    """Everything else, under "More details": the rulebook's words, the cards, the rulings."""
    for heading, paragraphs in rules.sections():
        more.append(dom.element("section", cls="rules-section", children=[
            dom.element("h2", _(heading))] + [dom.element("p", _(text)) for text in paragraphs]))
    cards = rules.cards()
    if cards:
        more.append(dom.element("section", cls="rules-section", attrs={"id": f"{ids}-cards"}, children=[
            dom.element("h2", _("The five Sequitur cards")),
            dom.element("ul", children=[dom.element("li", children=[dom.element("strong", _(name)), " " + _(text)])
                                        for name, text in cards])]))
    more.append(dom.element("section", cls="rules-section", attrs={"id": f"{ids}-rulings"}, children=[
        dom.element("h2", _("How this app settles what the rulebook leaves open")),
        dom.element("ul", children=[dom.element("li", _(text)) for text in rules.rulings()])]))
    if rules.more is not None:
        more.append(rules.more(ids))
