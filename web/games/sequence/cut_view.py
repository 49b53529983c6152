"""The cut for the dealer and the deal, played over the table before the first turn.

RULINGS Sequence 4: every seat cuts a card, the lowest deals (aces high),
ties cut again; the dealer deals the hand size to each seat (RULINGS
Sequence 3) starting at their left, and that seat plays first. A cut card
is chance, chosen by nobody, and the engine has cut them all at the deal:
no person has anything to do, so the cut plays by itself (the cards turn up
one by one, the dealer's is lifted) and goes, with no tap, at every table.
A mouse moved onto its cards keeps it (to read it), a tap on it ends it early.
The cut cards are public; no hand is shown here.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable

from engine.sequence.table import HAND_SIZE
from web.page import dom, workers
from web.page.tasks import spawn
from web.games.sequence.card_words import card_name
from web.games.sequence.hand_view import card_face
from web.model.session import Session
from web.ui.pill import session_pill
from web.page.words import _, ngettext

CARD_S = 0.3  # each card turns up this long after the one before (times the table's pace)
READ_S = 2.0  # then the cut stays this long to be read (fast or slow: a sentence takes its time)
STEP_S = 0.1  # how often the cut looks at the clock


def deal_parts(session: Session) -> tuple[str, str]:
    """Who plays first and who dealt, as the table's line says it before the first move:
    ('Ann', ' plays first; Robot dealt.')."""
    dealer = session.state.setup_info()["dealer"]
    first = session.seats[(dealer + 1) % session.state.players].name
    text = _("{first} plays first; {dealer} dealt.", first=first, dealer=session.seats[dealer].name)
    return (first, text[len(first):]) if text.startswith(first) else ("", text)


def deal_text(session: Session) -> str:
    """Who deals and who plays first, in one sentence: 'Robot deals; Ann plays first.'"""
    dealer = session.state.setup_info()["dealer"]
    first = (dealer + 1) % session.state.players
    return _("{dealer} deals; {first} plays first.", dealer=session.seats[dealer].name, first=session.seats[first].name)


def cut_length(session: Session, pace: float) -> float:
    """Seconds the cut shows: its cards turning up (none at pace 0), then READ_S."""
    cards = sum(len(round_) for round_ in session.state.setup_info()["cut"])
    return CARD_S * pace * (cards + 1) + READ_S


def build(session: Session) -> Any:
    """The cut as a section: each cut a row of cards, one a player, drawn as the hand draws its
    cards (hand_view.card_face) over the player's pill; the lowest of the last cut is lifted and
    marked "Deals". The cards are one picture to a screen reader: each says itself in words, and
    the sentences under them say who deals and who plays first."""
    info = session.state.setup_info()
    dealer = info["dealer"]
    section = dom.element("section", cls="seq-cut", attrs={"id": "seq-cut", "aria-labelledby": "seq-cut-title"})
    section.append(dom.element("h2", _("The cut for the dealer"), attrs={"id": "seq-cut-title"}),
                   dom.element("p", _("Everyone cuts a card; the lowest card deals (aces are high). A tie cuts again."),
                               cls="seq-hint-text"))
    rounds = info["cut"]
    turned = 0  # the cards turned up before this one, for its delay
    for number, round_ in enumerate(rounds, start=1):
        last = number == len(rounds)
        # Translators: the heading of the cut for the deal: each player draws a card, the lowest deals
        title = (_("Cut") if len(rounds) == 1
                 # Translators: the heading of the last cut for the deal after a tie: "Cut 2"
                 else _("Cut {number}", number=number) if last
                 else _("Cut {number} (a tie, cut again)", number=number))
        row = dom.element("ul", cls="seq-cut-row" + ("" if last else " seq-cut-tied"), attrs={"aria-label": title})
        for seat, card in round_:
            deals = last and seat == dealer
            big, _small, cls = card_face(card, (), ())
            said = (_("{name}: {card}, the lowest card: deals", name=session.label(seat), card=card_name(card))
                    if deals
                    # Translators: Sequence's cut for the deal: a seat and the card it drew ("Ann: 7 of hearts")
                    else _("{name}: {card}", name=session.label(seat), card=card_name(card)))
            item = dom.element("li", cls="seq-cut-card" + (" seq-cut-dealer" if deals else ""), attrs={
                "data-card": card, "data-seat": seat}, children=[
                # Translators: a badge on the card of the player who deals (the lowest card of the cut)
                dom.element("span", _("Deals") if deals else "", cls="seq-cut-badge", attrs={"aria-hidden": "true"}),
                dom.element("span", big, cls=f"seq-card-face {cls}", attrs={"aria-hidden": "true"}),
                dom.element("span", attrs={"aria-hidden": "true"}, cls="seq-cut-who",
                            children=[session_pill(session, seat)]),
                dom.element("span", said, cls="visually-hidden")])
            item.style.setProperty("--i", str(turned))  # its place in the turning up (sequence.css)
            turned += 1
            row.append(item)
        section.append(dom.element("h3", title), row)
    section.style.setProperty("--i", str(turned))  # who deals is said once every card is up
    first = (dealer + 1) % session.state.players
    cards = HAND_SIZE[session.state.players]
    section.append(
        dom.element("p", _("{name} cut the lowest card and deals.", name=session.label(dealer)),
                    attrs={"id": "seq-dealer"}),
        dom.element("p", ngettext("{dealer} shuffles and deals {count} card to each player, starting on their left. "
                                  "{first} plays first.",
                                  "{dealer} shuffles and deals {count} cards to each player, starting on their left. "
                                  "{first} plays first.", cards, dealer=session.seats[dealer].name, count=cards,
                                  first=session.label(first)),
                    attrs={"id": "seq-deal"}))
    return section


class CutShow:
    """The cut over the table (`#seq-cut-show`), for `cut_length` seconds, then `on_done()`."""

    def __init__(self, parent: Any, session: Session, on_done: Callable[[], None], *, pace: float) -> None:
        self.on_done = on_done
        self.left = cut_length(session, pace)
        self.resting = False  # a pointer rests on it: it stays
        self.listeners = dom.Listeners()
        panel = build(session)
        self.element = dom.element("div", cls="seq-cut-show", attrs={"id": "seq-cut-show"}, children=[panel])
        parent.append(self.element)
        # a mouse moved onto the cut rests there (not one it came up under: the click on Start)
        self.listeners.on(panel, "pointermove", lambda event: self._rest(event, True))
        self.listeners.on(panel, "pointerleave", lambda event: self._rest(event, False))
        self.listeners.on(self.element, "click", lambda event: self.end())
        self.task = spawn(self._run())

    def _rest(self, event: Any, on: bool) -> None:
        if str(event.pointerType) == "mouse":  # a finger lifted leaves at once: only a mouse rests
            self.resting = on

    async def _run(self) -> None:
        while self.element is not None and (self.left > 0 or self.resting):
            # the cut is a screen that moves: the background worker's start waits for a pause after
            # it (web/page/workers.py), not for one in it, which the person's first taps would meet
            workers.warm_up_when_quiet()
            await asyncio.sleep(STEP_S)
            if not self.resting:
                self.left -= STEP_S
        self.end()

    def end(self) -> None:
        """The cut is over (its time ran out, or a tap): it goes, and the table goes on."""
        if self.element is None:
            return
        self.close()
        workers.warm_up_when_quiet()  # the table's first decision: a new screen
        self.on_done()

    def close(self) -> None:
        """Take the cut off the page, the table going on or not (the screen left)."""
        if self.element is not None:
            self.listeners.clear()
            self.element.remove()
            self.element = None
