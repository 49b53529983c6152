"""#/sequence: the setup screen (the shared form of web/table/setup_form.py
with Sequence's own options).

Choose the table (2, 3, 4, 6, 8, 9, 10 or 12 seats), each seat's name and
player; under "More options", 2 or 3 teams where the rules allow both
(RULINGS Sequence 2) and the board (classic or custom, or a board file,
validated before play: RULINGS Sequence 12). The seats are listed in play
order in their team colours.
"""
from __future__ import annotations

from typing import Any

from engine.core.errors import SetupError
from engine.core.jsonlimits import size_text
from engine.sequence.board import BOARD_MAX_BYTES, MAX_SIDE, parse_board
from engine.sequence.table import TABLE_SIZES, TEAM_COLOURS, team_choices, team_of
from web.page import dom, files
from web.games.sequence import GAME, TEAM_CSS, TEAM_LETTERS
from web.games.sequence.narration import colour
from web.page.jsvalue import found
from web.page.tasks import spawn
from web.device.saves import Saves
from web.model.refusals import SETUP_PROBLEMS, setup_problem
from web.table.setup_form import Choice, SetupForm
from web.page.words import N_, _, ngettext

VARIANT = Choice("variant",
                 # Translators: a setting of Sequence's setup (a choice's label): which board is played
                 N_("Board"),
                 (("classic", N_("Classic board (two-eyed jacks wild, one-eyed jacks remove)")),
                  ("custom", N_("Custom board (purple-bordered cards wild, orange-bordered cards remove)"))),
                 "classic")
DEFAULTS = {"players": 2, "teams": 2, "board": None}


def mount(view: Any, args: list[str]) -> Any:
    """Fill `view` with the setup form; return the cleanup."""
    saves = Saves(GAME.id)
    # Translators: a choice of the setup: the number of players
    form = SetupForm(view, GAME, saves, "seq", player_choices=[(n, ngettext("{count} player", "{count} players", n, count=n)) for n in TABLE_SIZES],
                     max_seats=max(TABLE_SIZES), defaults=DEFAULTS)
    listeners = form.listeners
    # Translators: Sequence's setup: a label of the choice of teams
    teams_box = dom.element("div", cls="seq-teams", attrs={"id": "seq-teams", "role": "radiogroup", "aria-label": _("Teams")})
    seating_note = dom.element("p", "", cls="seq-hint-text", attrs={"id": "seq-seating-note"})
    board_text: list[str | None] = [form.stored("board", str)]
    board_input = dom.element("input", attrs={"type": "file", "id": "seq-board-file", "accept": ".txt,text/plain"})
    board_msg = dom.element("p", _("A board file is loaded.") if board_text[0] else "", cls="seq-board-msg",
                            attrs={"id": "seq-board-msg", "role": "status"})
    board_clear = dom.element("button", _("Use the built-in board"), cls="button secondary",
                              attrs={"type": "button", "id": "seq-board-clear", "hidden": board_text[0] is None})
    # Translators: a heading of Sequence's setup: a file holding a board of one's own
    board_box = form.panel(_("Board file"), dom.element("div", cls="seq-board-file", children=[
        # Translators: a field's label of Sequence's setup: a board file, if any
        dom.element("label", _("Board file (optional):") + " ", attrs={"for": "seq-board-file"}), board_input, board_clear,
        board_msg]))
    teams_panel = form.panel(_("Teams"), teams_box, seating_note)
    form.seats.element.id = "seq-seats-setup"
    wanted_teams = [form.stored("teams", int)]

    def chosen_teams() -> int:
        checked = teams_box.querySelector("input:checked")
        choices = team_choices(form.count)
        value = int(checked.value) if found(checked) else wanted_teams[0]
        return value if value in choices else choices[0]

    def render_teams() -> None:
        teams = chosen_teams()
        dom.clear(teams_box)
        players = form.count
        if players <= 3:
            teams_box.append(dom.element("p", ngettext("{count} player plays alone, with their own colour.",
                                                       "{count} players play alone, each with their own colour.",
                                                       players, count=players),
                                         cls="seq-hint-text"))
            return
        for t in team_choices(players):
            radio = dom.element("input", attrs={"type": "radio", "name": "seq-teams", "value": t,
                                                "id": f"seq-teams-{t}", "checked": t == teams})
            teams_box.append(dom.element("div", cls="seq-radio", children=[
                radio, dom.element("label", _("{teams} teams of {size}", teams=t, size=players // t), attrs={"for": f"seq-teams-{t}"})]))

    def render_badges() -> None:
        teams = chosen_teams()
        wanted_teams[0] = teams
        for i, row in enumerate(form.seats.rows):
            team = team_of(i, teams)
            dom.clear(row.badge)
            row.badge.append(
                dom.element("span", TEAM_LETTERS[team], cls=f"seq-chip team-{team}",
                            # Translators: Sequence's setup: a team's name for screen readers ("blue team")
                            attrs={"aria-label": _("{colour} team", colour=colour(team)), "role": "img"}),
                dom.element("span", colour(team), cls="seq-team-name"))
            row.item.className = f"seq-seat-row team-{team}"
            row.item.style.setProperty("--seat", TEAM_CSS[team])
            row.item.setAttribute("data-team", TEAM_COLOURS[team])
        # Translators: Sequence's setup: a seat's name for screen readers: its number and team colour
        order = ", ".join(_("seat {number} {colour}", number=i + 1, colour=colour(team_of(i, teams)))
                          for i in range(form.count))
        dom.set_text(seating_note, _("Teams alternate around the table: {order}.", order=order))

    def refresh() -> None:
        render_teams()
        render_badges()

    async def on_board_file() -> None:
        picked = board_input.files
        if picked is not None and picked.length and picked.item(0).size > BOARD_MAX_BYTES:
            board_text[0] = None  # refused before it is read (a 15 MB file blocked the page for seconds)
            too_large = SETUP_PROBLEMS["board-too-large"]
            show_board_problem(_(too_large, size=size_text(BOARD_MAX_BYTES), side=MAX_SIDE))
            return
        text = await files.read_file(board_input)
        if text is None:
            return
        try:
            board = parse_board(text, name="board file")
        except SetupError as problem:
            board_text[0] = None
            show_board_problem(setup_problem(problem))
            return
        board_text[0] = text
        board_msg.classList.remove("bad")
        dom.set_text(board_msg, _("Board file loaded: {rows} x {cols} spaces, {free} free.", rows=board.rows,
                                  cols=board.cols, free=len(board.free)))
        board_clear.hidden = False

    def show_board_problem(problem: str) -> None:
        dom.set_text(board_msg, _("This board cannot be used: {problem}", problem=problem))
        board_msg.classList.add("bad")
        board_clear.hidden = True
        board_input.value = ""

    def on_board_clear(event: Any) -> None:
        board_text[0] = None
        board_input.value = ""
        board_clear.hidden = True
        board_msg.classList.remove("bad")
        dom.set_text(board_msg, _("Using the built-in board."))

    def read() -> tuple[dict[str, Any], dict[str, Any]]:
        config: dict[str, Any] = {"players": form.count, "teams": chosen_teams(), "variant": form.value(VARIANT.key)}
        if board_text[0] is not None:
            config["board"] = board_text[0]
        return config, {"teams": config["teams"], "board": board_text[0]}

    form.on_refresh = refresh
    form.read = read
    listeners.on(teams_box, "change", lambda event: render_badges())
    listeners.on(board_input, "change", lambda event: spawn(on_board_file()))
    listeners.on(board_clear, "click", on_board_clear)
    form.finish([teams_panel, VARIANT, board_box])
    return form.destroy
