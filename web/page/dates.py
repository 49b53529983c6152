"""Dates shown to a player, in the player's own format (issue 39): the one way
the app writes a day on screen (the finished games, the statistics, today's
deal). The device keeps days as YYYY-MM-DD (web/device/history.py,
web/device/stats.py); the browser's `Intl.DateTimeFormat`, in the page's
language, says them ("24 Nov 2026", "Nov 24, 2026", "24.11.2026"). Files,
share texts and records keep the YYYY-MM-DD form.

The browser is imported only when a day is said, so the parsing is tested on
CPython (tests/table/test_words.py)."""
from __future__ import annotations

import datetime
from typing import Any


def parse_day(day: str) -> datetime.date | None:
    """The calendar day of 'YYYY-MM-DD', or None if `day` is not one (read by hand:
    fromisoformat takes other forms too, a week date on CPython, a sign on MicroPython)."""
    if not isinstance(day, str) or len(day) != 10 or day[4] != "-" or day[7] != "-":
        return None
    digits = day[:4] + day[5:7] + day[8:]
    if not all("0" <= ch <= "9" for ch in digits):
        return None
    try:
        return datetime.date(int(day[:4]), int(day[5:7]), int(day[8:]))
    except ValueError:
        return None


def day_text(day: str, *, formatter: Any = None) -> str:
    """`day` ('YYYY-MM-DD') as the player's browser writes a date (its medium
    style); a text that is not a day is shown as it is. `formatter` stands in
    for the browser's in tests (a callable of (year, month, day))."""
    date = parse_day(day)
    if date is None:
        return day
    if formatter is None:
        formatter = _browser_format
    return str(formatter(date.year, date.month, date.day))


def _browser_format(year: int, month: int, day: int) -> str:
    import js  # the browser's Intl, only here

    from web.page.ffi import to_js

    options = to_js({"dateStyle": "medium", "timeZone": "UTC"})
    # noon UTC of that day, written in UTC: the same calendar day in every time zone. Given as text:
    # a time in milliseconds is over 2**31, and MicroPython's bridge carries a JS integer in 32 bits
    noon = js.Date.new(f"{year:04d}-{month:02d}-{day:02d}T12:00:00Z")
    return str(js.Intl.DateTimeFormat.new(js.navigator.languages, options).format(noon))
