"""#/sequitur: the setup screen.

Choose 1 to 5 players (one is solo play: two goal cards per draw, keep one,
and the score ladder; rulebook "Solo play"), each one's name and whether a
person or an AI level (with its description) plays, and the house rule
(the table may accept a word the dictionary lacks; RULINGS Sequitur 8).
The last setup is remembered; an unfinished game can be resumed and a
record file imported (a damaged or altered file is refused, and the game
in progress is left as it was).
"""
from __future__ import annotations

import random
from typing import Any

from engine.core.errors import SetupError
from engine.sequitur.ai import LEVELS
from engine.sequitur.state import MAX_PLAYERS, MIN_PLAYERS
from web import dom, router
from web.games.sequitur.session import HUMAN, MAX_NAME, SEAT_COLOURS, Session, check_setup
from web.games.sequitur.store import saves
from web.names import name_clash
from web.record_import import import_section
from web.saved_game import offer_resume

DEFAULT_LEVEL = "hard"


def default_setup() -> dict[str, Any]:
    seats = [{"name": "Player 1", "ai": HUMAN}] + [{"name": f"Computer {i}", "ai": DEFAULT_LEVEL}
                                                    for i in range(1, MAX_PLAYERS)]
    return {"players": 2, "house_rule": False, "seats": seats}


def remembered() -> dict[str, Any]:
    """The last setup used, filled out to five seats, or the default."""
    setup = default_setup()
    saved = saves.load_setup()
    if saved:
        try:
            check_setup(saved, tuple(LEVELS))
            seats = saved["seats"][:MAX_PLAYERS]
            setup = {**setup, **saved, "seats": seats + setup["seats"][len(seats):]}
        except (SetupError, KeyError, TypeError):
            pass
    return setup


def progress(session: Session) -> str:
    """The resume notice's sentence: who plays, which round it is."""
    names = ", ".join(s.name for s in session.seats)
    return f"A game is in progress ({names}; round {session.state.round} of 3)."


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    listeners = dom.Listeners()
    setup = remembered()
    view.append(dom.element("h1", "Sequitur: setup", attrs={"tabindex": "-1"}))
    offer_resume(view, saves, Session.from_save, progress, "#/sequitur/play", "sr-resume")

    view.append(import_section("sr", listeners, Session.from_record, saves, "sequitur/play"))

    form = dom.element("form", cls="seq-setup", attrs={"id": "sr-setup", "novalidate": True})
    players = dom.element("select", attrs={"id": "sr-players"})
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        label = "1 player (solo)" if n == 1 else f"{n} players"
        players.append(dom.element("option", label, attrs={"value": n, "selected": n == setup["players"]}))
    house = dom.element("input", attrs={"type": "checkbox", "id": "sr-house-rule", "checked": bool(setup.get("house_rule"))})
    rows = []
    seat_list = dom.element("ol", cls="seq-seat-list", attrs={"id": "sr-seats"})
    for i in range(MAX_PLAYERS):
        name = dom.element("input", attrs={"id": f"sr-name-{i}", "type": "text", "maxlength": MAX_NAME,
                                           "value": setup["seats"][i]["name"], "autocomplete": "off"})
        kind = dom.element("select", attrs={"id": f"sr-kind-{i}", "aria-describedby": f"sr-desc-{i}",
                                            "aria-label": f"Player {i + 1} is played by"})
        kind.append(dom.element("option", "Person", attrs={"value": HUMAN}))
        for level in LEVELS:
            kind.append(dom.element("option", f"AI: {level}", attrs={"value": level}))
        ai = setup["seats"][i]["ai"]
        kind.value = ai if ai in (HUMAN, *LEVELS) else DEFAULT_LEVEL
        desc = dom.element("span", "", cls="seq-level-desc", attrs={"id": f"sr-desc-{i}"})
        dot = dom.element("span", str(i + 1), cls="sr-seat-no",
                          attrs={"style": f"background:{SEAT_COLOURS[i]}", "aria-hidden": "true"})
        row = dom.element("li", cls="seq-seat-row sr-seat-row", children=[
            dot, dom.element("label", "Name", attrs={"for": f"sr-name-{i}"}), name, kind, desc])
        rows.append((row, kind, desc))
        seat_list.append(row)
        listeners.on(kind, "change", lambda event: refresh())
    error = dom.element("p", "", cls="seq-error", attrs={"id": "sr-error", "role": "alert"})
    start = dom.element("button", "Start", cls="button", attrs={"type": "submit", "id": "sr-start"})
    solo_note = dom.element("p", "Solo play: each goal draw is two cards of that colour; you keep one. "
                            "After three rounds your points place you on the ladder (5 good start … 25 Sequitur master).",
                            cls="seq-hint-text", attrs={"id": "sr-solo-note"})
    form.append(
        dom.element("p", children=[dom.element("label", "Players ", attrs={"for": "sr-players"}), players]),
        solo_note,
        dom.element("fieldset", children=[dom.element("legend", "Seats"), seat_list]),
        dom.element("fieldset", children=[dom.element("legend", "House rule"), dom.element("p", cls="seq-radio", children=[
            house, dom.element("label", "The table may accept a word the dictionary lacks (the log records it)",
                               attrs={"for": "sr-house-rule"})])]),
        error, start,
        dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"}))
    view.append(form)

    def refresh() -> None:
        n = int(players.value)
        solo_note.hidden = n != 1
        for i, (row, kind, desc) in enumerate(rows):
            row.hidden = i >= n
            text = "A person at this device." if kind.value == HUMAN else LEVELS.get(str(kind.value), "")
            dom.set_text(desc, text[:1].upper() + text[1:])

    def submit(event: Any) -> None:
        event.preventDefault()
        data = {"players": int(players.value), "house_rule": bool(house.checked),
                "seats": [{"name": str(dom.by_id(f"sr-name-{i}").value), "ai": str(kind.value)}
                          for i, (_row, kind, _desc) in enumerate(rows)]}
        try:
            session = Session.new(data, random.randrange(1, 2**31 - 1), tuple(LEVELS))
        except SetupError as problem:
            dom.set_text(error, f"Cannot start: {problem}.")
            return
        clash = name_clash(seat["name"] for seat in session.setup["seats"])
        if clash:
            dom.set_text(error, clash)
            return
        saves.save_setup(data)
        saves.save_game(session.save_text(), replace=True)  # a new game over any game in progress
        router.go("sequitur/play")

    listeners.on(players, "change", lambda event: refresh())
    listeners.on(form, "submit", submit)
    refresh()
    return listeners.clear
