"""The players' stacks, the same in every game's results (issue 39, "results
as pictures"): a column a player, in the player's colour, with the total at
the top, the parts piled from the bottom (their heights from
web/model/stacks.py) and the player's letter and name at the foot.
Sequitur piles the points gained each round, Sequoia the tokens taken in
each forest (they arrive one by one while the final scoring plays).

The picture is for the eye (`aria-hidden`): the game gives the same facts
in words beside it (Sequitur's table of points each round, Sequoia's list
of the forests' awards). Each part says what it is in `data-` attributes,
which the browser tests compare with the engine's result. Its look:
`.stacks` in web/app.css.
"""
from __future__ import annotations

from typing import Any

from web.model.stacks import Part
from web.page import dom
from web.ui.pill import seat_letter


class Stacks:
    """The stacks of the seats `(colour, name)` (a colour as web/model/colours.py gives it),
    each pile `room` CSS px high, with the `legend` of its shades under it; `add` piles a part,
    `total` writes a seat's total."""

    def __init__(self, seats: list[tuple[tuple[str, str, str], str]], room: float, *, ident: str,
                 legend: list[str] = ()) -> None:
        self.element = dom.element("div", cls="stacks-box", attrs={"id": ident, "aria-hidden": "true"})
        self.columns = dom.element("div", cls="stacks")
        self.element.append(self.columns)
        if legend:  # what each shade means, in the shades' order (a part's `shade`)
            self.element.append(dom.element("p", cls="stacks-legend", children=[
                dom.element("span", cls="stacks-key", children=[
                    dom.element("span", cls=f"stack-part stacks-swatch shade-{shade}"), text])
                for shade, text in enumerate(legend)]))
        self.piles: list[Any] = []
        self.totals: list[Any] = []
        for seat, (colour, name) in enumerate(seats):
            total = dom.element("span", "0", cls="stack-total", attrs={"data-points": "0"})
            pile = dom.element("div", cls="stack-pile")
            pile.style.height = f"{room:.0f}px"
            column = dom.element("div", cls="stack", attrs={"data-seat": seat}, children=[
                total, pile, dom.element("span", cls="stack-foot", children=[
                    seat_letter(colour), dom.element("span", name, cls="stack-name")])])
            column.style.setProperty("--seat", colour[2])
            self.columns.append(column)
            self.piles.append(pile)
            self.totals.append(total)

    def add(self, seat: int, part: Part, data: dict[str, Any], *, shade: int = 0, kind: str = "") -> Any:
        """Pile `part` on `seat`'s stack (`shade` 0-2 tells neighbouring parts apart; `kind`, classes of
        the game's own, colours a part as its piece: Sequitur's goal cards); returns it."""
        attrs = {"data-points": part.points}
        attrs.update(data)
        node = dom.element("span", str(part.points) if part.labelled else "",
                           cls=f"stack-part shade-{shade % 3}" + f" {kind}" * bool(kind), attrs=attrs)
        node.style.height = f"{part.height:.1f}px"
        self.piles[seat].append(node)
        return node

    def total(self, seat: int, points: int, text: str | None = None) -> None:
        """Write `seat`'s total at the top of its stack (`text`, or the number)."""
        node = self.totals[seat]
        dom.set_text(node, str(points) if text is None else text)
        node.setAttribute("data-points", str(points))
        if text is not None:  # a word, not a number: smaller
            node.classList.add("stack-none")
