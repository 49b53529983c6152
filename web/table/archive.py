"""#/<game>/past: the past days of a game's daily challenge (issue 83), as lichess and the NYT keep an
archive: every day from the archive's first (engine/core/daily.py `FIRST_DAY`) to today, newest first,
each marked from what this device keeps (solved on its day, solved later from here, tried and not
solved, not played) and one tap from its game at the real table (`#/<game>/daily/<day>`: the same
puzzle, made and proved as on its day, web/table/puzzle.py). A past day's result is kept apart and
never changes a streak; the screen says so. Nothing is fetched: each day's game comes from its date.
"""
from __future__ import annotations

from typing import Any, Callable

from engine.core.daily import FIRST_DAY, asked_day, past_days
from web.device import puzzles
from web.device.finish import today
from web.page import dom
from web.page.dates import day_text
from web.page.navigation import shown_name
from web.page.words import N_, _
from web.table.puzzle_store import Store
from web.ui.links import back_to_games

TITLES = {
    # Translators: a link of the home screen and its page's heading: Sequence's daily puzzles of past days
    "sequence": N_("Sequence's past puzzles"),
    # Translators: a link of the home screen and its page's heading: Sequoia's daily puzzles of past days
    "sequoia": N_("Sequoia's past puzzles")}
INTRO = N_("Play the puzzle of any day. What you do is kept on this device, but a past day never changes "
           "your streak: only a puzzle solved on its own day counts.")
# a day's mark: what this device keeps of it (web/device/puzzles.py `marks`)
MARKS = {"solved": N_("Solved"),
         # Translators: a daily puzzle's day in the archive: solved on a later day
         "late": N_("Solved later"),
         # Translators: a daily puzzle's day in the archive: tried, not solved
         "missed": N_("Tried, not solved"),
         # Translators: a daily puzzle's day in the archive: not played
         "": N_("Not played")}


def asked(args: list[str], not_a_day: str) -> tuple[str, str]:
    """The day `#/<game>/daily/<day>` asks for (today's if none), and, if the address names no day
    of the archive (malformed, to come, or before its first day), what to say (`not_a_day`, with the
    text asked and the first day): today's is set out then."""
    day = today()
    if len(args) < 2:
        return day, ""
    try:
        return asked_day(args[1], day), ""
    except ValueError:
        return day, _(not_a_day, text=shown_name(args[1]), first=day_text(FIRST_DAY))


def puzzle_marks(game: str) -> dict[str, str]:
    """Each day a game's puzzles' store knows, and its mark."""
    return puzzles.marks(Store(game).load())


def day_item(game: str, day: str, now: str, mark: str, words: dict[str, str]) -> Any:
    """One day of the list: its date and its mark, a link to its game (today's at its own address)."""
    href = f"#/{game}/daily" + ("" if day == now else "/" + day)  # (an address: the stored form)
    # Translators: the archive of daily puzzles: today's day and its date
    date = _("Today, {date}", date=day_text(day)) if day == now else day_text(day)
    return dom.element("li", children=[dom.element("a", cls="archive-day", attrs={
        "href": href, "data-mark": mark or "none", "data-day": day}, children=[
        dom.element("span", date, cls="archive-date"), dom.element("span", _(words[mark]), cls="archive-mark")])])


def screen(view: Any, game: str, title: str, intro: str, marks: dict[str, str], words: dict[str, str]) -> Callable[[], None]:
    """The archive's screen: its title, what it is, each day with its mark (`words`: each mark's, "" the
    days not played); the cleanup. A game's daily screen draws it with its own words (Sequitur's deals:
    web/games/sequitur/daily_view.py `past`)."""
    now = today()
    days = dom.element("ol", cls="archive-days", attrs={"id": "archive-days", "aria-label": title})
    for day in past_days(now):
        days.append(day_item(game, day, now, marks.get(day, ""), words))
    view.append(dom.element("h1", title, attrs={"tabindex": "-1"}),
                dom.element("p", intro, cls="archive-intro", attrs={"id": "archive-intro"}), days,
                dom.element("p", cls="seq-actions", children=[back_to_games()]))
    return lambda: None


def mount(view: Any, game: str) -> Callable[[], None]:
    """`game`'s past days (a game with a daily puzzle)."""
    return screen(view, game, _(TITLES[game]), _(INTRO), puzzle_marks(game), MARKS)
