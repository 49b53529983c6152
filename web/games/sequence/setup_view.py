"""#/sequence: the setup screen.

Choose the table (2, 3, 4, 6, 8, 9, 10 or 12 seats; 2 or 3 teams where the
rules allow both, RULINGS Sequence 2), each seat's name and player (a
person or an AI level, with its description), the variant (classic or
custom board, or a board file, validated before play), and whether hints
are allowed. The seats are listed in play order in their team colours.
The last setup is remembered. A saved game can be resumed, and a record
file loaded.
"""
from __future__ import annotations

import asyncio
import random
from typing import Any

from engine.core.errors import SetupError
from engine.sequence.board import parse_board
from engine.sequence.table import TABLE_SIZES, TEAM_COLOURS, team_choices
from web import dom, files, router
from web.games.sequence import store
from web.games.sequence.ai_worker import levels
from web.games.sequence.session import HUMAN, MAX_NAME, Session, check_names, check_setup
from web.games.sequence.store import saves
from web.jsvalue import found
from web.record_import import import_section
from web.saved_game import offer_resume

TEAM_LETTERS = ("B", "G", "R")
DEFAULT_LEVEL = "casual"


def default_setup(level_names: list[str]) -> dict[str, Any]:
    middle = level_names[min(1, len(level_names) - 1)] if level_names else DEFAULT_LEVEL
    return {"players": 2, "teams": 2, "variant": "classic", "board": None, "hints": True,
            "seats": [{"name": "Player 1", "ai": HUMAN}, {"name": "Computer", "ai": middle}]}


def progress(session: Session) -> str:
    """The resume notice's sentence: who plays, which turn it is."""
    names = ", ".join(s.name for s in session.seats)
    return f"A game is in progress ({names}, turn {session.state.turn + 1})."


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    listeners = dom.Listeners()
    # The AI package is imported after the screen shows (it is big): until then
    # the levels seen on the last visit are offered.
    level_info = store.load_levels()
    level_names = list(level_info)
    setup = saves.load_setup() or default_setup(level_names)
    try:
        check_setup({**setup, "board": None})
    except SetupError:
        setup = default_setup(level_names)

    view.append(dom.element("h1", "Sequence: setup", attrs={"tabindex": "-1"}))

    # --- resume / import ---------------------------------------------------------
    offer_resume(view, saves, Session.from_save, progress, "#/sequence/play", "seq-resume")
    view.append(import_section("seq", listeners, Session.from_record, saves, "sequence/play"))

    # --- the form ---------------------------------------------------------------
    form = dom.element("form", cls="seq-setup", attrs={"id": "seq-setup", "novalidate": True})
    players_select = dom.element("select", attrs={"id": "seq-players"})
    for n in TABLE_SIZES:
        players_select.append(dom.element("option", f"{n} players", attrs={"value": n, "selected": n == setup["players"]}))
    teams_box = dom.element("div", cls="seq-teams", attrs={"id": "seq-teams", "role": "radiogroup", "aria-label": "Teams"})
    seats_list = dom.element("ol", cls="seq-seat-list", attrs={"id": "seq-seats-setup"})
    seating_note = dom.element("p", "", cls="seq-hint-text", attrs={"id": "seq-seating-note"})
    form.append(
        dom.element("fieldset", children=[
            dom.element("legend", "Table"),
            dom.element("label", "Players ", attrs={"for": "seq-players"}), players_select, teams_box]),
        dom.element("fieldset", children=[
            dom.element("legend", "Seats, in play order"), seating_note, seats_list]),
    )

    variant_box = dom.element("fieldset", children=[dom.element("legend", "Board")])
    for value, text in (("classic", "Classic board (two-eyed jacks wild, one-eyed jacks remove)"),
                        ("custom", "Custom board (purple-bordered cards wild, orange-bordered cards remove)")):
        radio = dom.element("input", attrs={"type": "radio", "name": "seq-variant", "value": value,
                                            "id": f"seq-variant-{value}", "checked": setup["variant"] == value})
        variant_box.append(dom.element("div", cls="seq-radio", children=[
            radio, dom.element("label", text, attrs={"for": f"seq-variant-{value}"})]))
    board_input = dom.element("input", attrs={"type": "file", "id": "seq-board-file", "accept": ".txt,text/plain"})
    board_msg = dom.element("p", "", cls="seq-board-msg", attrs={"id": "seq-board-msg", "role": "status"})
    board_clear = dom.element("button", "Use the built-in board", cls="button secondary",
                              attrs={"type": "button", "id": "seq-board-clear", "hidden": setup.get("board") is None})
    variant_box.append(dom.element("div", cls="seq-board-file", children=[
        dom.element("label", "Board file (optional): ", attrs={"for": "seq-board-file"}), board_input, board_clear, board_msg]))
    hints = dom.element("input", attrs={"type": "checkbox", "id": "seq-hints", "checked": bool(setup.get("hints"))})
    form.append(variant_box, dom.element("fieldset", children=[
        dom.element("legend", "Help"),
        dom.element("div", cls="seq-radio", children=[
            hints, dom.element("label", "Allow hints (a “Suggest a move” button for people)", attrs={"for": "seq-hints"})])]))
    error = dom.element("p", "", cls="seq-error", attrs={"id": "seq-setup-error", "role": "alert"})
    start = dom.element("button", "Start the game", cls="button", attrs={"type": "submit", "id": "seq-start"})
    form.append(error, start)
    view.append(form, dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"}))

    board_text: list[str | None] = [setup.get("board")]
    if board_text[0] is not None:
        dom.set_text(board_msg, "A board file is loaded.")

    # --- behaviour ----------------------------------------------------------------
    def current_seats() -> list[dict[str, str]]:
        out = []
        for i in range(int(players_select.value)):
            name = view.querySelector(f"#seq-name-{i}")
            kind = view.querySelector(f"#seq-kind-{i}")
            out.append({"name": str(name.value) if found(name) else "", "ai": str(kind.value) if found(kind) else HUMAN})
        return out

    def chosen_teams() -> int:
        checked = teams_box.querySelector("input:checked")
        players = int(players_select.value)
        if found(checked) and int(checked.value) in team_choices(players):
            return int(checked.value)
        return team_choices(players)[0]

    def render_teams(teams: int) -> None:
        dom.clear(teams_box)
        players = int(players_select.value)
        choices = team_choices(players)
        if players <= 3:
            teams_box.append(dom.element("p", f"{players} players play alone, each with their own colour.", cls="seq-hint-text"))
            return
        for t in choices:
            radio = dom.element("input", attrs={"type": "radio", "name": "seq-teams", "value": t,
                                                "id": f"seq-teams-{t}", "checked": t == teams})
            per = players // t
            teams_box.append(dom.element("div", cls="seq-radio", children=[
                radio, dom.element("label", f"{t} teams of {per}", attrs={"for": f"seq-teams-{t}"})]))

    def fill_kinds(kind: Any, wanted: str) -> None:
        """The options of a seat's player list: a person, then each AI level."""
        dom.clear(kind)
        kind.append(dom.element("option", "Person", attrs={"value": HUMAN, "selected": wanted == HUMAN}))
        for name in level_names + ([wanted] if wanted != HUMAN and wanted not in level_names else []):
            kind.append(dom.element("option", f"AI: {name}", attrs={"value": name, "selected": wanted == name}))

    def render_seats(seats: list[dict[str, str]]) -> None:
        players = int(players_select.value)
        teams = chosen_teams()
        dom.clear(seats_list)
        for i in range(players):
            seat = seats[i] if i < len(seats) else {"name": "Player %d" % (i + 1) if i == 0 else f"Computer {i}",
                                                    "ai": HUMAN if i == 0 else (level_names[0] if level_names else DEFAULT_LEVEL)}
            team = i % teams
            kind = dom.element("select", attrs={"id": f"seq-kind-{i}", "aria-label": f"Seat {i + 1} player"})
            fill_kinds(kind, seat.get("ai", HUMAN))
            desc = dom.element("span", level_info.get(seat.get("ai", ""), "Plays at this device."),
                               cls="seq-level-desc", attrs={"id": f"seq-level-desc-{i}"})
            name_input = dom.element("input", attrs={
                "type": "text", "id": f"seq-name-{i}", "maxlength": MAX_NAME, "aria-label": f"Seat {i + 1} name",
                "autocomplete": "off"})
            name_input.value = seat.get("name", "")
            seats_list.append(dom.element("li", cls=f"seq-seat-row team-{team}", attrs={"data-team": TEAM_COLOURS[team]}, children=[
                dom.element("span", TEAM_LETTERS[team], cls=f"seq-chip team-{team}",
                            attrs={"aria-label": f"{TEAM_COLOURS[team]} team", "role": "img"}),
                dom.element("span", TEAM_COLOURS[team], cls="seq-team-name"),
                name_input, kind, desc]))
        order = ", ".join(f"seat {i + 1} {TEAM_COLOURS[i % teams]}" for i in range(players))
        dom.set_text(seating_note, f"Teams alternate around the table: {order}.")

    def refresh(*_: Any) -> None:
        seats = current_seats() if found(seats_list.firstChild) else setup["seats"]
        render_teams(chosen_teams())
        render_seats(seats)

    def on_teams(event: Any) -> None:
        render_seats(current_seats())

    def on_kind(event: Any) -> None:
        target = event.target
        if str(target.id).startswith("seq-kind-"):
            i = str(target.id).rsplit("-", 1)[1]
            dom.set_text(view.querySelector(f"#seq-level-desc-{i}"),
                         level_info.get(str(target.value), "Plays at this device."))

    async def on_board_file() -> None:
        text = await files.read_file(board_input)
        if text is None:
            return
        try:
            board = parse_board(text, name="board file")
        except SetupError as problem:
            board_text[0] = None
            dom.set_text(board_msg, f"This board cannot be used: {problem}")
            board_msg.classList.add("bad")
            board_clear.hidden = True
            return
        board_text[0] = text
        board_msg.classList.remove("bad")
        dom.set_text(board_msg, f"Board file loaded: {board.rows} x {board.cols} spaces, {len(board.free)} free.")
        board_clear.hidden = False

    def on_board_clear(event: Any) -> None:
        board_text[0] = None
        board_input.value = ""
        board_clear.hidden = True
        board_msg.classList.remove("bad")
        dom.set_text(board_msg, "Using the built-in board.")

    def values() -> dict[str, Any]:
        variant = view.querySelector("input[name='seq-variant']:checked")
        return {"players": int(players_select.value), "teams": chosen_teams(),
                "variant": str(variant.value) if found(variant) else "classic",
                "board": board_text[0], "hints": bool(hints.checked), "seats": current_seats()}

    def on_start(event: Any) -> None:
        event.preventDefault()
        chosen = values()
        try:
            check_names(chosen["seats"])
        except SetupError as problem:  # a sentence of its own, as on the other games' setups
            dom.set_text(error, str(problem))
            return
        try:
            session = Session.new(chosen, random.getrandbits(31))
        except SetupError as problem:
            dom.set_text(error, f"Cannot start: {problem}")
            return
        saves.save_setup(chosen)
        saves.save_game(session.save_text(), replace=True)
        router.go("sequence/play")

    listeners.on(players_select, "change", refresh)
    listeners.on(teams_box, "change", on_teams)
    listeners.on(seats_list, "change", on_kind)
    listeners.on(board_input, "change", lambda event: asyncio.ensure_future(on_board_file()))
    listeners.on(board_clear, "click", on_board_clear)
    listeners.on(form, "submit", on_start)
    async def load_levels() -> None:
        await asyncio.sleep(0.05)  # let the form paint first
        fresh = levels()
        if fresh == level_info:
            return
        seats = current_seats()
        default = list(fresh)[min(1, len(fresh) - 1)]
        for seat in seats:
            if seat["ai"] != HUMAN and seat["ai"] not in fresh:
                seat["ai"] = default
        level_info.clear()
        level_info.update(fresh)
        level_names[:] = list(fresh)
        store.save_levels(fresh)
        # Update the player lists in place: re-rendering the rows would drop
        # whatever is being typed into a name at this moment.
        for i, seat in enumerate(seats):
            kind = view.querySelector(f"#seq-kind-{i}")
            desc = view.querySelector(f"#seq-level-desc-{i}")
            if found(kind):
                fill_kinds(kind, seat["ai"])
            if found(desc):
                dom.set_text(desc, level_info.get(seat["ai"], "Plays at this device."))

    render_teams(setup["teams"])
    render_seats(setup["seats"])
    asyncio.ensure_future(load_levels())
    return listeners.clear
