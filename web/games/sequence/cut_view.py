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
from web.ui.pill import session_pill


def render(container: Any, session: Session, on_done: Callable[[], None]) -> Any:
    """Fill `container` with the cut and the deal; return the listeners to clear. Each cut is a row of
    cards, one a player, drawn as the hand draws its cards (hand_view.card_face) over the player's pill;
    the lowest of the last cut is lifted and marked "Deals". The cards are one picture to a screen
    reader: each says itself in words, and the sentences under them say who deals and who plays first."""
    info = session.state.setup_info()
    listeners = dom.Listeners()
    dealer = info["dealer"]
    section = dom.element("section", cls="seq-cut", attrs={"id": "seq-cut", "aria-labelledby": "seq-cut-title"})
    section.append(dom.element("h2", "The cut for the dealer", attrs={"id": "seq-cut-title"}),
                   dom.element("p", "Everyone cuts a card; the lowest card deals (aces are high). A tie cuts again.",
                               cls="seq-hint-text"))
    rounds = info["cut"]
    for number, round_ in enumerate(rounds, start=1):
        last = number == len(rounds)
        title = "Cut" if len(rounds) == 1 else f"Cut {number}" + ("" if last else " (a tie, cut again)")
        row = dom.element("ul", cls="seq-cut-row" + ("" if last else " seq-cut-tied"), attrs={"aria-label": title})
        for seat, card in round_:
            deals = last and seat == dealer
            big, _, cls = card_face(card, (), ())
            said = f"{session.label(seat)}: {card_name(card)}" + (", the lowest card: deals" if deals else "")
            row.append(dom.element("li", cls="seq-cut-card" + (" seq-cut-dealer" if deals else ""), attrs={
                "data-card": card, "data-seat": seat}, children=[
                dom.element("span", "Deals" if deals else "", cls="seq-cut-badge", attrs={"aria-hidden": "true"}),
                dom.element("span", big, cls=f"seq-card-face {cls}", attrs={"aria-hidden": "true"}),
                dom.element("span", attrs={"aria-hidden": "true"}, cls="seq-cut-who",
                            children=[session_pill(session, seat)]),
                dom.element("span", said, cls="visually-hidden")]))
        section.append(dom.element("h3", title), row)
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
