"""The shared part of the table and the summaries (rulebook "Playing the
game", steps 6-8, and the end): each player's points, rack size, cards
played and secret goal colour once revealed; the bag count; the public
goals in play; the goals each player has claimed; after every round a
summary of the words, secret goals met and claims; the game's result with
the solo ladder rank. Built only from the public view and the round
summaries of the public events, never from a rack. Names go in as text.
"""
from __future__ import annotations

from typing import Any

from engine.core.events import GameOver
from engine.sequitur.events import Claimed
from engine.sequitur.goals import BY_ID
from engine.sequitur.state import ROUNDS
from web.page import dom
from web.games.sequitur.cards_view import goal_list
from web.games.sequitur.narration import RoundSummary, points_text, rounds
from web.model.colours import seat_colour
from web.ui.pill import seat_letter, session_pill
from web.model.session import Session
from web.model.wording import SEATS, progress


def chip(session: Session, seat: int) -> Any:
    """A seat's colour letter and name."""
    return dom.element("span", cls="sr-who", children=[
        seat_letter(seat_colour(seat)),
        dom.element("span", session.name(seat), cls="sr-name")])


COLUMNS = ("Points", "Rack", "Cards played", "Secret", "Word")  # after each row's seat


def players_table(session: Session, view: dict[str, Any]) -> Any:
    """Points, rack size, cards played this round, secret colour, this round's word. On a phone each
    seat is two lines, its pill over its figures, each figure named ("Points 3"): sequitur.css."""
    table = dom.element("table", cls="sr-players sr-seats", attrs={"id": "sr-players", "aria-label": SEATS})
    table.append(dom.element("tr", children=[dom.element("th", t, attrs={"scope": "col"}) for t in ("Seat", *COLUMNS)]))
    deciding = set(view["deciding"])
    for seat in range(len(session.seats)):
        name = dom.element("div", children=[session_pill(session, seat)])  # letter, name, AI level
        if seat in deciding:
            name.append(dom.element("span", "to decide", cls="sr-meta sr-line sr-deciding"))
        played = ", ".join(c.capitalize() for c in view["played"][seat]) or "—"
        colour = view["secret_colours"][seat] or "—"
        word = view["words"][seat]
        word_text = "—" if word is None else ("nothing" if word["word"] is None else
                                              f"{word['word'].upper()} ({word['score']})")
        values = (str(view["points"][seat]), str(view["rack_sizes"][seat]), played, colour, word_text)
        cells = [dom.element("th", attrs={"scope": "row"}, children=[name]),
                 *(dom.element("td", value, attrs={"data-label": label}) for label, value in zip(COLUMNS, values))]
        table.append(dom.element("tr", attrs={"data-seat": seat}, children=cells))
    return table


def public_area(session: Session) -> list[Any]:
    """The whole shared part: players, bag, public goals, claimed goals."""
    view = session.public()
    decks = ", ".join(f"{c} {view['decks'][c]}" for c in ("red", "yellow", "green"))
    parts = [dom.element("div", cls="sr-table-wrap", children=[players_table(session, view)]),
             dom.element("p", f"Bag: {view['bag']} letters · Goal decks: {decks}", cls="sr-bag", attrs={"id": "sr-bag"}),
             dom.element("h2", "Public goals"),
             goal_list(view["public"], "sr-public", "No public goals in play.")]
    stacks = dom.element("ul", cls="sr-stacks", attrs={"id": "sr-stacks"})
    last = last_claim(session)
    for seat, stack in enumerate(view["stacks"]):
        goals = dom.element("span", cls="sr-stack")
        for g in stack:
            fresh = " fresh" if (seat, g) == last else ""
            goals.append(dom.element("span", f"{g} ({BY_ID[g].points})", cls=f"sr-chip {BY_ID[g].colour}{fresh}",
                                     attrs={"title": BY_ID[g].text + (" (just claimed)" if fresh else ""),
                                            "data-goal": g, "data-seat": seat}))
        if not stack:
            goals.append(dom.element("span", "none yet", cls="sr-meta"))
        stacks.append(dom.element("li", children=[chip(session, seat), dom.element("span", ": "), goals]))
    parts += [dom.element("h2", "Claimed goals"), stacks]
    return parts


def last_claim(session: Session) -> tuple[int, str] | None:
    """The goal claimed by the last move, marked until the next move."""
    for _at, event in reversed(session.events):
        if isinstance(event, Claimed):
            return event.seat, event.goal
        if not isinstance(event, GameOver):
            return None
    return None


def round_table(session: Session, summary: RoundSummary) -> Any:
    """One finished round: word and score, secret goal, goals claimed, points after."""
    box = dom.element("section", cls="sr-round", attrs={"data-round": summary.number})
    box.append(dom.element("h3", progress("Round", summary.number, ROUNDS)))
    table = dom.element("table", cls="sr-players")
    table.append(dom.element("tr", children=[dom.element("th", t, attrs={"scope": "col"}) for t in
                                             ("Seat", "Word", "Secret goal", "Claimed", "Total")]))
    words = {s: (w, score, house) for s, w, score, house in summary.words}
    secrets = dict(summary.secrets)
    for seat in range(len(session.seats)):
        word, score, house = words.get(seat, (None, 0, False))
        word_text = "nothing" if word is None else f"{word.upper()} ({score}){' house rule' if house else ''}"
        secret = secrets.get(seat)
        secret_text = f"met: {secret} (+{BY_ID[secret].points})" if secret else "not met"
        claimed = ", ".join(f"{g} (+{BY_ID[g].points})" for s, g in summary.claims if s == seat) or "—"
        points = summary.points[seat] if summary.points else 0
        table.append(dom.element("tr", children=[
            dom.element("th", attrs={"scope": "row"}, children=[chip(session, seat)]),
            dom.element("td", word_text), dom.element("td", secret_text), dom.element("td", claimed),
            dom.element("td", str(points))]))
    box.append(dom.element("div", cls="sr-table-wrap", children=[table]))
    return box


def game_table(session: Session) -> Any:
    """The game summary: points each player gained in each round, and the total."""
    table = dom.element("table", cls="sr-players", attrs={"id": "sr-game-summary"})
    finished = [r for r in rounds(session) if r.over]
    table.append(dom.element("caption", "Points gained each round"))
    table.append(dom.element("tr", children=[dom.element("th", t, attrs={"scope": "col"}) for t in
                                             ["Seat", *(f"Round {r.number}" for r in finished), "Total"]]))
    for seat in range(len(session.seats)):
        before = 0
        cells = [dom.element("th", attrs={"scope": "row"}, children=[chip(session, seat)])]
        for r in finished:
            cells.append(dom.element("td", f"+{r.points[seat] - before}"))
            before = r.points[seat]
        cells.append(dom.element("td", str(before)))
        table.append(dom.element("tr", children=cells))
    return dom.element("div", cls="sr-table-wrap", children=[table])


def summaries(session: Session) -> list[Any]:
    """Every finished round, newest first."""
    return [round_table(session, r) for r in reversed(rounds(session)) if r.over]


def result_extras(session: Session) -> list[Any]:
    """What the end box adds in Sequitur: the points each round, and the ladder in solo play."""
    parts: list[Any] = [game_table(session)]
    ladder = session.state.setup_info()["ladder"]
    if ladder:
        points = session.public()["points"][0]
        rungs = dom.element("ul", cls="sr-ladder", attrs={"id": "sr-ladder"})
        for floor, title in ladder:
            rungs.append(dom.element("li", f"{points_text(floor)}: {title}", cls="reached" if points >= floor else ""))
        parts += [dom.element("p", "The score ladder:"), rungs]
    return parts
