"""#/sequitur: the setup screen (the shared form of web/table/setup_form.py
with Sequitur's own option).

Choose 1 to 5 players (one is solo play: two goal cards per draw, keep one,
and the score ladder; rulebook "Solo play"), each one's name and whether a
person or an AI level plays, and the house rule (the table may accept a
word the dictionary lacks; RULINGS Sequitur 8), and whether hints are allowed;
a link leads to today's deal (daily_view).
"""
from __future__ import annotations

from typing import Any

from engine.sequitur.state import MAX_PLAYERS, MIN_PLAYERS
from web.page import dom
from web.games.sequitur import GAME
from web.device.saves import Saves
from web.model.session import Session
from web.table.setup_form import SetupForm
from web.ui.suggest import hints_option

DEFAULTS = {"players": 2, "house_rule": False}


def where(session: Session) -> str:
    """Where a game in progress stands, for the resume notice."""
    return f"round {session.public()['round']} of 3"


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    form = SetupForm(view, GAME, Saves(GAME.id), "sr", max_seats=MAX_PLAYERS, where=where, defaults=DEFAULTS,
                     player_choices=[(n, "1 player (solo)" if n == 1 else f"{n} players")
                                     for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)])
    house = dom.element("input", attrs={"type": "checkbox", "id": "sr-house-rule", "checked": form.stored("house_rule", bool)})
    solo_note = dom.element("p", "Solo play: each goal draw is two cards of that colour; you keep one. "
                            "After three rounds your points place you on the ladder (5 good start … 25 Sequitur master).",
                            cls="seq-hint-text", attrs={"id": "sr-solo-note"})
    form.colour_seats()
    # today's deal: one solo game a day, the same deal everywhere (web/games/sequitur/daily_view.py)
    view.querySelector("h1").after(dom.element("p", cls="rules-links", children=[
        dom.element("a", "Today's deal", cls="nav-link", attrs={"href": "#/sequitur/daily", "id": "sr-daily-link"}),
        dom.element("span", "one solo game a day, the same for everyone", cls="seq-hint-text")]))
    help_box, hints = hints_option(form)

    def refresh() -> None:
        solo_note.hidden = form.count != 1

    def read() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        config: dict[str, Any] = {"players": form.count}
        if form.count > 1:
            config["one_sitting"] = True  # steps 1 and 2 in one sitting: fewer hand-offs (docs/rules.md)
        if house.checked:
            config["house_rule"] = True
        options = {"hints": bool(hints.checked)}
        return config, options, {"house_rule": bool(house.checked), **options}

    form.on_refresh = refresh
    form.read = read
    form.finish(form.table_panel(solo_note), form.seats_box(),
                form.panel("House rule", dom.element("div", cls="seq-radio", children=[
                    house, dom.element("label", "The table may accept a word the dictionary lacks (the log records it)",
                                       attrs={"for": "sr-house-rule"})])), help_box)
    return form.destroy
