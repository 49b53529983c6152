"""The cut for the dealer and the deal, shown before the first turn.

RULINGS Sequence 4: every seat cuts a card, the lowest deals (aces high),
ties cut again; the dealer deals the hand size to each seat (RULINGS
Sequence 3) starting at their left, and that seat plays first. The cut cards
are public; no hand is shown here.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.sequence.cards import card_name
from engine.sequence.table import HAND_SIZE
from web.page import dom
from web.games.sequence.hand_view import card_face
from web.model.session import Session


def render(container: Any, session: Session, on_done: Callable[[], None]) -> Any:
    """Fill `container` with the cut and the deal; return the listeners to clear."""
    info = session.state.setup_info()
    listeners = dom.Listeners()
    section = dom.element("section", cls="seq-cut", attrs={"id": "seq-cut", "aria-labelledby": "seq-cut-title"})
    section.append(dom.element("h2", "The cut for the dealer", attrs={"id": "seq-cut-title"}),
                   dom.element("p", "Everyone cuts a card; the lowest card deals (aces are high). A tie cuts again."))
    rounds = info["cut"]
    for number, round_ in enumerate(rounds, start=1):
        title = "Cut" if len(rounds) == 1 else f"Cut {number}" + (" (a tie, cut again)" if number < len(rounds) else "")
        row = dom.element("ul", cls="seq-cut-row", attrs={"aria-label": title})
        for seat, card in round_:
            big, _, cls = card_face(card, (), ())
            row.append(dom.element("li", cls="seq-cut-card", children=[
                dom.element("span", big, cls=f"seq-card-face {cls}", attrs={"aria-hidden": "true"}),
                dom.element("span", f"{session.seats[seat].name}: {card_name(card)}", cls="seq-cut-name")]))
        section.append(dom.element("h3", title), row)
    dealer = info["dealer"]
    first = (dealer + 1) % session.state.players
    section.append(
        dom.element("p", f"{session.label(dealer)} cut the lowest card and deals.", attrs={"id": "seq-dealer"}),
        dom.element("p", f"{session.seats[dealer].name} shuffles and deals {HAND_SIZE[session.state.players]} cards "
                         f"to each player, starting on their left. {session.label(first)} plays first.",
                    attrs={"id": "seq-deal"}))
    ok = dom.element("button", "Start playing", cls="button", attrs={"type": "button", "id": "seq-cut-ok"})
    section.append(ok)
    listeners.on(ok, "click", lambda event: on_done())
    container.append(section)
    return listeners
