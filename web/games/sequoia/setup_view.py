"""#/sequoia: the setup screen.

Choose 2 to 5 players, each one's name and whether a person or an AI level
(with its description) plays, and face-up or face-down tokens (SETUP).
The last setup is remembered; a saved game can be resumed, and a record
file (exported from the table) loaded: a broken or altered file is refused
with the reason, and nothing changes. A new game's players need different
names (each is named on the pass-the-device cover); saves and records with
the same name twice still load.
"""
from __future__ import annotations

import random
from typing import Any

from engine.core.errors import SetupError
from engine.sequoia.ai import LEVELS
from engine.sequoia.state import MAX_PLAYERS, MIN_PLAYERS
from web import dom, router
from web.games.sequoia.session import HUMAN, MAX_NAME, Session, check_setup, colour, name_clash
from web.games.sequoia.store import saves
from web.record_import import import_section
from web.saved_game import offer_resume

DEFAULT_LEVEL = "medium"
# the tokens' setting: a short name (it fits a phone's select) and what it means
TOKENS = {"face-up": "Face up", "face-down": "Face down"}
TOKENS_MEANING = {"face-up": "Every token's value is known.", "face-down": "Values are hidden until scoring."}


def default_setup() -> dict[str, Any]:
    seats = [{"name": "Player 1", "ai": HUMAN}] + [{"name": f"Computer {i}", "ai": DEFAULT_LEVEL} for i in range(1, MAX_PLAYERS)]
    return {"players": 2, "variant": "face-up", "seats": seats}


def progress(session: Session) -> str:
    """The resume notice's sentence: who plays, whose turn it is."""
    names = ", ".join(s.name for s in session.seats)
    return f"A game is in progress ({names}, {session.turn_label().lower()})."


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    listeners = dom.Listeners()
    setup = default_setup()
    saved_setup = saves.load_setup()
    if saved_setup:
        try:
            check_setup(saved_setup)
            setup = {**setup, **saved_setup, "seats": (saved_setup["seats"] + setup["seats"][len(saved_setup["seats"]):])}
        except (SetupError, KeyError, TypeError):
            pass

    view.append(dom.element("h1", "Sequoia: setup", attrs={"tabindex": "-1"}))
    offer_resume(view, saves, Session.from_save, progress, "#/sequoia/play", "sq-resume")
    view.append(import_section("sq", listeners, Session.from_record, saves, "sequoia/play"))

    form = dom.element("form", cls="seq-setup", attrs={"id": "sq-setup", "novalidate": True})
    players = dom.element("select", attrs={"id": "sq-players"})
    for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        players.append(dom.element("option", f"{n} players", attrs={"value": n, "selected": n == setup["players"]}))
    variant = dom.element("select", attrs={"id": "sq-tokens", "aria-describedby": "sq-tokens-desc"})
    for value, label in TOKENS.items():
        variant.append(dom.element("option", label, attrs={"value": value, "selected": value == setup["variant"]}))
    variant_desc = dom.element("span", "", cls="seq-hint-text", attrs={"id": "sq-tokens-desc"})
    rows = []
    seat_list = dom.element("ol", cls="seq-seat-list", attrs={"id": "sq-seats"})
    for i in range(MAX_PLAYERS):
        name = dom.element("input", attrs={"id": f"sq-name-{i}", "type": "text", "maxlength": MAX_NAME,
                                           "value": setup["seats"][i]["name"], "autocomplete": "off"})
        kind = dom.element("select", attrs={"id": f"sq-kind-{i}"})
        kind.append(dom.element("option", "Person", attrs={"value": HUMAN}))
        for level, text in LEVELS.items():
            kind.append(dom.element("option", f"AI: {level}", attrs={"value": level}))
        kind.value = setup["seats"][i]["ai"] if setup["seats"][i]["ai"] in ("", *LEVELS) else DEFAULT_LEVEL
        desc = dom.element("span", "", cls="seq-hint-text", attrs={"id": f"sq-desc-{i}"})
        colour_name, letter, css = colour(i)
        badge = dom.element("span", letter, attrs={"style": f"display:inline-block;min-width:1.6em;text-align:center;"
                                                   f"font-weight:700;border-radius:4px;color:#111;background:{css}",
                                                   "title": colour_name})
        row = dom.element("li", children=[badge, dom.element("label", " Name ", attrs={"for": f"sq-name-{i}"}), name,
                                          dom.element("label", " played by ", attrs={"for": f"sq-kind-{i}"}), kind,
                                          dom.element("br"), desc])
        rows.append((row, kind, desc))
        seat_list.append(row)
        listeners.on(kind, "change", lambda event: refresh())
    error = dom.element("p", "", cls="seq-error", attrs={"id": "sq-error", "role": "alert"})
    start = dom.element("button", "Start", cls="button", attrs={"type": "submit", "id": "sq-start"})
    form.append(
        dom.element("p", children=[dom.element("label", "Players ", attrs={"for": "sq-players"}), players]),
        dom.element("p", children=[dom.element("label", "Tokens ", attrs={"for": "sq-tokens"}), variant, " ",
                                   variant_desc]),
        dom.element("fieldset", children=[dom.element("legend", "Seats"), seat_list]),
        error, start,
        dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"}))
    view.append(form)

    def refresh() -> None:
        n = int(players.value)
        dom.set_text(variant_desc, TOKENS_MEANING.get(str(variant.value), ""))
        for i, (row, kind, desc) in enumerate(rows):
            row.hidden = i >= n
            dom.set_text(desc, "A person at this device." if kind.value == HUMAN else LEVELS.get(str(kind.value), ""))

    def submit(event: Any) -> None:
        event.preventDefault()
        data = {"players": int(players.value), "variant": str(variant.value),
                "seats": [{"name": str(dom.by_id(f"sq-name-{i}").value), "ai": str(kind.value)}
                          for i, (_row, kind, _desc) in enumerate(rows)]}
        try:
            session = Session.new(data, random.randrange(1, 2**31 - 1))
        except SetupError as problem:
            dom.set_text(error, f"Cannot start: {problem}.")
            return
        clash = name_clash(session.setup)
        if clash:
            dom.set_text(error, clash)
            return
        saves.save_setup(data)
        saves.save_game(session.save_text(), replace=True)
        router.go("sequoia/play")

    listeners.on(players, "change", lambda event: refresh())
    listeners.on(variant, "change", lambda event: refresh())
    listeners.on(form, "submit", submit)
    refresh()
    return listeners.clear
