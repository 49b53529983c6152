"""Seat pills, the same in every game (their look is the design system's,
web/app.css): a seat's letter on its colour (colour is never the only cue),
and the pill of letter, name and AI level where a seat is shown on its own
(the table's players, the end screen's winners, the pass-the-device
cover: `session_pill`, the same in every game). A colour is the
triple (colour name, letter, CSS colour) of web/model/colours.py, or the
game's own (`GameSpec.colour`: Sequence's teams)."""
from __future__ import annotations

from typing import Any

from web.page import dom
from web.model.colours import COLOUR_WORDS
from web.model.wording import ai_text
from web.page.words import _


def seat_letter(colour: tuple[str, str, str]) -> Any:
    """The round letter token of a seat in its colour."""
    name, letter, css = colour
    said = _(COLOUR_WORDS[name]) if name in COLOUR_WORDS else name  # its colour in the player's words
    token = dom.element("span", letter, cls="seat-letter", attrs={"title": said})
    token.style.setProperty("--seat", css)
    return token


def seat_pill(colour: tuple[str, str, str], name: str, level: str | None = None, *, tag: str = "span") -> Any:
    """Letter, name and, for an AI, its level ("AI: Hard"), in one pill (a `tag` element). A name of
    two words or more is its head and its last word, so that a strip short of room may shorten it in
    its middle ("Ordin… 1", Sequitur's five seats three to a line held sideways), never losing what tells two apart."""
    head, space, tail = name.rpartition(" ")
    words = [dom.element("span", head, cls="seat-name-head"), dom.element("span", space + tail, cls="seat-name-tail")] \
        if space and head else [name]
    pill = dom.element(tag, cls="seat-pill", children=[seat_letter(colour), dom.element("span", cls="seat-name", children=words)])
    pill.style.setProperty("--seat", colour[2])
    if level:
        pill.append(dom.element("span", ai_text(level), cls="level-badge"))
    return pill


def session_pill(session: Any, seat: int, *, tag: str = "span") -> Any:
    """The pill of `seat` at `session`'s table: the colour it plays in (its team's in
    Sequence: `GameSpec.colour`), its name and, for an AI, its level."""
    who = session.seats[seat]
    return seat_pill(session.spec.colour(session, seat), who.name, who.level if who.is_ai else None, tag=tag)


def mark_thinking(item: Any, prefix: str, driver: Any = None) -> None:
    """The seat in the table's strip whose AI is deciding now: ringed, with "thinking…" (id
    `<prefix>-thinking`) in place of its figures on a phone, so the pill keeps its one line;
    "warming up…" while it waits for the background worker to arrive (`driver.warming`)."""
    item.classList.add("thinking")
    # Translators: an AI seat's state beside its name while it gets ready to choose its first move
    word = (_("warming up…") if getattr(driver, "warming", False)
            # Translators: beside a seat's name: that seat (an AI or another player) is choosing its move, not "I"
            else _("thinking…"))
    item.append(dom.element("span", word, cls="seat-thinking", attrs={"id": f"{prefix}-thinking"}))
