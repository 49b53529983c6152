"""The home screen's live parts (its markup is static in index.html, so it
paints before Python starts):

- "Resume" under each game that has an unfinished autosave, saying whose
  game it is and where it stands. It reads the save's `progress` (written
  with every autosave, web/table/session.py) and its table's names within
  the record limits, without replaying the game, so the home screen stays
  quick; a damaged save is not offered (its table screen says what is wrong);
- each game's picture, drawn by the game's own drawing code (a corner of
  Sequence's board, Sequoia's forests and dice, a rack of Sequitur's letter
  balls): at build time into index.html for the home screen, so it is there
  at first paint (tools/prerender.py writes the canvas out as an SVG), and
  in the page for How to play.
"""
from __future__ import annotations

import random
from typing import Any, Callable

import js

from web import dom, router, storage
from web.jsvalue import found

def progress_of(text: str | None) -> tuple[str, str] | None:
    """(players' names, where it stands) of an unfinished autosave's text, or
    None: no save, a finished game, or a save that cannot be read."""
    if not text:
        return None
    from engine.core import jsonlimits  # after start-up: the home screen paints first
    from web.names import and_list, clean_name

    try:
        data = jsonlimits.loads(text, max_bytes=jsonlimits.RECORD_MAX_BYTES, max_depth=jsonlimits.MAX_DEPTH)
        record, view = data["record"], data.get("view", {})
        seats = record["table"]["seats"]
        # a save is outside data: its names are cleaned as at every door (web/names.py)
        names = [clean_name(seat["name"], i) for i, seat in enumerate(seats[:12])]
    except Exception:  # outside data: anything unreadable is simply not offered here
        return None
    progress = view.get("progress") if isinstance(view, dict) else None
    if not isinstance(progress, dict):  # a save of an earlier release: no summary kept
        return and_list(names), f"{len(record.get('actions', []))} moves played"
    if progress.get("over") is not False:
        return None
    return and_list(names), str(progress.get("where", ""))[:60]


def refresh() -> None:
    """Show "Resume" for each game with an unfinished autosave, and how today's deal stands."""
    daily_text()
    for game in router.GAMES:
        box = js.document.getElementById(f"resume-{game.id}")
        if not found(box):
            continue
        dom.clear(box)
        found_progress = progress_of(storage.get(f"seqgames.{game.id}.game"))
        box.hidden = found_progress is None
        if found_progress is None:
            continue
        names, where = found_progress
        box.append(dom.element("span", f"In progress: {names}" + (f", {where}." if where else "."),
                               cls="game-resume-text"),
                   dom.element("a", "Resume", cls="button", attrs={
                       "href": f"#/{game.id}/play", "id": f"resume-{game.id}-link",
                       "aria-label": f"Resume the game of {game.name} ({names})"}))


def today() -> str:
    """This device's calendar day (its local time), as YYYY-MM-DD: the day of today's deal."""
    now = js.Date.new()
    return f"{int(now.getFullYear()):04d}-{int(now.getMonth()) + 1:02d}-{int(now.getDate()):02d}"


def daily_text() -> None:
    """Under Sequitur's "Today's deal": the day's result once it is finished here (the
    link then shows it and its share), or that a game of it is in progress; read
    from the statistics and the autosave's table and progress, as "Resume" reads it."""
    box = js.document.getElementById("home-daily-text")
    if not found(box):
        return
    from engine.core import jsonlimits
    from web.names import plural
    from web.stats import KEY, StatsError, daily_results, parse

    day = today()
    try:
        kept = next((r for r in daily_results(parse(storage.get(KEY))) if r.day == day), None)
    except StatsError:
        kept = None
    if kept is not None:
        text = f"Done: {plural(kept.points, 'point')}" + (f", par {kept.par}" if kept.par is not None else "") + "."
    else:
        try:
            data = jsonlimits.loads(storage.get("seqgames.sequitur.game") or "null", max_bytes=jsonlimits.RECORD_MAX_BYTES,
                                    max_depth=jsonlimits.MAX_DEPTH)
            playing = data["record"]["table"].get("daily") == day and data["view"]["progress"]["over"] is False
        except Exception:  # outside data: no game of today's deal to speak of
            playing = False
        started = (storage.get_object("seqgames.sequitur.daily") or {}).get("day") == day
        text = "In progress." if playing else "Played today." if started else ""
    dom.set_text(box, text)


# --- the pictures ----------------------------------------------------------------------

def sequence_picture(box: Any) -> None:
    """A corner of the classic board with a completed sequence and a few chips."""
    from engine.sequence.sequences import EMPTY, FREE
    from engine.sequence.state import SequenceState
    from web.games.sequence.board_view import BoardView

    rows, cols = 4, 7
    grid = [row[:cols] for row in SequenceState.new({"players": 2}, 1).setup_info()["board"][:rows]]
    board = BoardView(grid, lambda cell: None)
    chips = [FREE if code == "XX" else EMPTY for row in grid for code in row]
    line = [cols + c for c in range(1, 6)]
    for cell in line:
        chips[cell] = 0
    for cell in (2 * cols + 2, 2 * cols + 5, 3 * cols + 3, 5):
        chips[cell] = 1
    _fit(board.canvas, cols * 32, rows * 32)
    board.css_size = (cols * 32, rows * 32)
    board.update(chips, set(line), [(0, line)], last=3 * cols + 3)
    board.destroy()
    board.canvas.className = "picture-canvas"  # not the table's board (tests and styles look for .seq-canvas)
    box.append(board.canvas)


PICTURE_TURNS = 9  # Sequoia's picture: the forests after this many turns
FOREST_CROP = (380, 250)  # the width and height of the forests' canvas shown, up close round the fullest forest


def crop(canvas: Any, part: tuple[int, int, int, int], size: int) -> None:
    """Show only `part` of a square canvas of `size` CSS pixels (`object-view-box`;
    tools/prerender.py makes it the SVG's viewBox)."""
    x, y, w, h = part
    canvas.setAttribute("data-crop", " ".join(str(v) for v in part))
    inset = [y, size - x - w, size - y - h, x]
    canvas.style.setProperty("object-view-box", "inset(" + " ".join(f"{100 * v / size:.2f}%" for v in inset) + ")")
    canvas.style.setProperty("aspect-ratio", f"{w} / {h}")


def sequoia_picture(box: Any) -> None:
    """The forests after a few turns of three players, and a roll of the dice."""
    from web.games.sequoia import GAME
    from web.games.sequoia.forest_view import SIZE, ForestView, centre_of
    from web.table.seats import Seat
    from web.table.session import Session

    session = Session.new(GAME, {"players": 3, "tokens": "face-up"}, [Seat("Ann"), Seat("Ben"), Seat("Cy")], {}, 7)
    choose = random.Random(5)
    while session.public()["turn"] < PICTURE_TURNS:
        seat = session.waiting()[0]
        session.apply(seat, choose.choice(session.state.legal_actions(seat)))
    forests = ForestView(lambda forest: None)
    forests.draw(session)
    forests.destroy()
    forests.canvas.removeAttribute("id")
    trees = session.public()["trees"]
    fullest = max(range(len(trees)), key=lambda i: sum(trees[str(i + 2)]))
    x, y = centre_of(fullest)
    width, height = FOREST_CROP
    crop(forests.canvas, (round(min(max(0, x - width / 2), SIZE - width)), round(min(max(0, y - height / 2), SIZE - height)),
                          width, height), SIZE)
    roll = [str(value) for value in session.private(0)["roll"]]
    dice = dom.element("span", cls="sq-dice picture-dice", children=[dom.element("span", v, cls="sq-die") for v in roll])
    box.append(forests.canvas, dice)


def sequitur_picture(box: Any) -> None:
    """A rack of letter balls."""
    from web.games.sequitur.rack_view import ball

    rack = dom.element("span", cls="sr-rack picture-rack")
    for letter in "SEQUITUR":
        piece = ball(letter)
        piece.removeAttribute("title")  # decoration: no tooltip to read
        rack.append(piece)
    box.append(rack)


PICTURES: dict[str, Callable[[Any], None]] = {
    "sequence": sequence_picture, "sequoia": sequoia_picture, "sequitur": sequitur_picture}


def _fit(canvas: Any, width: int, height: int) -> None:
    """Size a canvas for `width` x `height` CSS pixels, crisp at the device's pixel ratio."""
    ratio = float(js.window.devicePixelRatio or 1)
    canvas.width = round(width * ratio)
    canvas.height = round(height * ratio)
    canvas.getContext("2d").setTransform(ratio, 0, 0, ratio, 0, 0)
