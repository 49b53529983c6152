"""The home screen's live parts (its markup is static in index.html, so it
paints before Python starts):

- "Resume" under each game that has an unfinished autosave, saying whose
  game it is and where it stands. It reads the save's `progress` (written
  with every autosave, web/model/session.py: where the game stands as facts,
  said here in the player's language) and its table's names within the
  record limits, without replaying the game, so the home screen stays
  quick; a damaged save is not offered (its table screen says what is wrong);
- each game's picture, drawn by the game's own drawing code (a corner of
  Sequence's board, Sequoia's forests and dice, a rack of Sequitur's letter
  balls): at build time into index.html for the home screen, so it is there
  at first paint (tools/prerender.py writes the canvas out as an SVG), and
  in the page for How to play.
"""
from __future__ import annotations

import asyncio
from typing import Any

import js

from web.page.imports import import_module, import_setup
from web.device.finish import stored_stats, today
from web.page import dom
from web.model.catalog import GAMES
from web.device import keys
from web.device import storage
from web.page.jsvalue import found
from web.page.words import _, ngettext

def progress_of(text: str | None) -> tuple[str, str] | None:
    """(players' names, where it stands) of an unfinished autosave's text, or
    None: no save, a finished game, or a save that cannot be read."""
    if not text:
        return None
    from engine.core import jsonlimits  # after start-up: the home screen paints first
    from web.device.names import and_list, clean_name

    try:
        data = jsonlimits.loads(text, max_bytes=jsonlimits.RECORD_MAX_BYTES, max_depth=jsonlimits.MAX_DEPTH)
        record, view = data["record"], data.get("view", {})
        seats = record["table"]["seats"]
        # a save is outside data: its names are cleaned as at every door (web/device/names.py)
        names = [clean_name(seat["name"], i) for i, seat in enumerate(seats[:12])]
    except Exception:  # outside data: anything unreadable is simply not offered here
        return None
    progress = view.get("progress") if isinstance(view, dict) else None
    if not isinstance(progress, dict):  # a save of an earlier release: no summary kept
        played = len(record.get("actions", []))
        # Translators: the home screen: how many moves a game in progress has
        return and_list(names), ngettext("{count} move played", "{count} moves played", played, count=played)
    if progress.get("over") is not False:
        return None
    if "at" in progress:  # where it stands as facts, said now in the player's language
        from web.model.wording import saved_standing

        return and_list(names), saved_standing(progress["at"]) or ""
    return and_list(names), str(progress.get("where", ""))[:60]  # an earlier release's: its words as written


# The games' setups are imported ahead this long after the home screen is ready (its pictures first),
# in steps of SETUPS_SLICE_MS: work nobody waits for stays far under a long task (50 ms) even as
# Lighthouse counts it: four times what it took at full speed (its simulated phone).
SETUPS_AHEAD_S = 0.3
SETUPS_SLICE_MS = 8


async def setups_ahead() -> None:
    """Import each game's setup screen while the person looks at the home screen, in short steps
    (web/page/imports.py): a card's tap then builds the setup at once, without importing it
    first (issue 66: Sequence's took 0.5 s at 4x). A failure is left to the setup's own import."""
    await asyncio.sleep(SETUPS_AHEAD_S)
    try:
        for game in GAMES:
            await import_setup(game.id, SETUPS_SLICE_MS)
        js.performance.mark("setups:ahead")  # bench/load.py --settled waits for it
    except Exception as error:
        js.console.warn(f"The setups were not imported ahead ({error}).")


def refresh() -> None:
    """Show "Resume" for each game with an unfinished autosave, and how today's deal and today's
    puzzle stand."""
    daily_text()
    puzzle_text()
    for game in GAMES:
        box = js.document.getElementById(f"resume-{game.id}")
        if not found(box):
            continue
        dom.clear(box)
        found_progress = progress_of(storage.get(keys.game_key(game.id, keys.GAME)))
        box.hidden = found_progress is None
        if found_progress is None:
            continue
        names, where = found_progress
        said = (_("In progress: {names}, {where}.", names=names, where=where) if where
                # Translators: the home screen: a game in progress and its players
                else _("In progress: {names}.", names=names))
        box.append(dom.element("span", said, cls="game-resume-text"),
                   dom.element("a", _("Resume"), cls="button", attrs={
                       "href": f"#/{game.id}/play", "id": f"resume-{game.id}-link",
                       "aria-label": _("Resume the game of {game} ({names})", game=game.name, names=names)}))


def streak_short(current: int) -> str:
    """'Streak: 3 days.' under a daily challenge whose streak runs (today's or yesterday's done), else nothing."""
    # Translators: the home screen: the streak of days in a row
    return ngettext("Streak: {count} day.", "Streak: {count} days.", current, count=current) if current else ""


def daily_text() -> None:
    """Under Sequitur's "Today's deal" (in the home screen's "Today", with the puzzles): the day's
    result once it is finished here (the link then shows it and its share), or that a game of it is
    in progress, and the streak of days played in a row while it runs; read
    from the statistics and the deal's autosave's table and progress, as "Resume" reads it."""
    box = js.document.getElementById("home-daily-text")
    if not found(box):
        return
    from engine.core.daily import streaks
    from web.device.stats import StatsError, daily_results

    day = today()
    try:
        results = daily_results(stored_stats())
    except StatsError:
        results = []
    kept = next((r for r in results if r.day == day), None)
    if kept is not None:
        text = (ngettext("Done: {points} point, par {par}.", "Done: {points} points, par {par}.", kept.points,
                         points=kept.points, par=kept.par) if kept.par is not None
                # Translators: the home screen, under today's deal: finished, and its score
                else ngettext("Done: {points} point.", "Done: {points} points.", kept.points, points=kept.points))
    else:
        from web.device.saves import unfinished_daily

        # its own save (web/games/sequitur/daily_view.py), or the game's, where it was started before it had one
        playing = day in (unfinished_daily("sequitur", keys.TODAY), unfinished_daily("sequitur", keys.GAME))
        started = (storage.get_object(keys.SEQUITUR_DAILY) or {}).get("day") == day
        # Translators: the home screen, under today's deal: started today, not finished yet
        text = (_("In progress.") if playing
                # Translators: the home screen, under today's deal: already played today
                else _("Played today.") if started else "")
    dom.set_text(box, f"{text} {streak_short(streaks([r.day for r in results], day)[0])}".strip())


PUZZLE_TEXTS = {"sequence": "home-puzzle-text", "sequoia": "home-sequoia-puzzle-text"}  # each card's line (index.html)


def puzzle_text() -> None:
    """Under each game's "Today's puzzle": solved today here (and the streak), or tried and not yet
    solved, and the streak while it runs; read from the game's puzzles' own store (web/device/puzzles.py), nothing if it cannot be read."""
    from web.device import puzzles

    day = today()
    for game, box_id in PUZZLE_TEXTS.items():
        box = js.document.getElementById(box_id)
        if not found(box):
            continue
        try:
            data = puzzles.parse(storage.get(puzzles.key(game)))
        except puzzles.PuzzlesError:
            data = puzzles.empty()
        if puzzles.solved(data, day) is not None:
            current = puzzles.streak(data, day)[0]
            text = ngettext("Solved. Streak: {count} day.", "Solved. Streak: {count} days.", current, count=current)
        else:
            tries, hinted = puzzles.progress(data, day)
            said = _("In progress.") if tries or hinted else ""
            text = f"{said} {streak_short(puzzles.streak(data, day)[0])}".strip()
        dom.set_text(box, text)


def draw_picture(game: str, box: Any) -> None:
    """Draw `game`'s picture (web/games/<game>/picture.py) into `box`."""
    import_module(f"web.games.{game}.picture").draw(box)
