"""#/sequoia: the setup screen (the shared form of web/table/setup_form.py
with Sequoia's own option).

Choose 2 to 5 players, each one's name and whether a person or an AI level
plays, face-up or face-down tokens (SETUP; RULINGS Sequoia 1), and whether
hints are allowed.
"""
from __future__ import annotations

from typing import Any

from engine.sequoia.forests import FACE_DOWN, FACE_UP
from engine.sequoia.state import MAX_PLAYERS, MIN_PLAYERS
from web.page import dom
from web.games.sequoia import GAME
from web.games.sequoia.narration import turn_label
from web.device.saves import Saves
from web.model.session import Session
from web.table.setup_form import SetupForm
from web.ui.suggest import hints_option

# the tokens' setting: a short name (it fits a phone's select) and what it means
TOKENS = {FACE_UP: "Face up", FACE_DOWN: "Face down"}
TOKENS_MEANING = {FACE_UP: "Every token's value is known.", FACE_DOWN: "Values are hidden until scoring."}
DEFAULTS = {"players": 2, "variant": FACE_UP}


def where(session: Session) -> str:
    """Where a game in progress stands, for the resume notice."""
    return turn_label(session).lower()


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    form = SetupForm(view, GAME, Saves(GAME.id), "sq", max_seats=MAX_PLAYERS, where=where, defaults=DEFAULTS,
                     player_choices=[(n, f"{n} players") for n in range(MIN_PLAYERS, MAX_PLAYERS + 1)])
    tokens = dom.element("select", attrs={"id": "sq-tokens", "aria-describedby": "sq-tokens-desc"})
    wanted = form.stored("variant", str)
    for value, label in TOKENS.items():
        tokens.append(dom.element("option", label, attrs={"value": value, "selected": value == wanted}))
    meaning = dom.element("span", "", cls="seq-hint-text", attrs={"id": "sq-tokens-desc"})
    form.colour_seats()
    help_box, hints = hints_option(form)

    def refresh() -> None:
        dom.set_text(meaning, TOKENS_MEANING.get(str(tokens.value), ""))

    def read() -> tuple[dict[str, Any], dict[str, Any], dict[str, Any]]:
        config = {"players": form.count, "tokens": str(tokens.value)}
        options = {"hints": bool(hints.checked)}
        return config, options, {"variant": str(tokens.value), **options}

    form.on_refresh = refresh
    form.read = read
    form.listeners.on(tokens, "change", lambda event: refresh())
    form.finish(form.table_panel(form.field("Tokens", tokens, meaning)), form.seats_box(), help_box)
    return form.destroy
