"""The days a daily game's tests prove (Sequence's and Sequoia's today's puzzles): the archive's days
before FIRST (from engine/core/daily.py FIRST_DAY), then a year of months from FIRST."""
from __future__ import annotations

import datetime

from engine.core.daily import FIRST_DAY, next_day

FIRST = "2026-12-01"
# the archive's first days (the end of October 2026, then November), then the year
MONTHS = [FIRST_DAY, "2026-11-01"] + [(datetime.date(2026, 12, 1) + datetime.timedelta(days=31 * k)).replace(day=1).isoformat() for k in range(12)]


def days_from(first: str, count: int) -> list[str]:
    """`count` days in a row from `first`."""
    days = [first]
    while len(days) < count:
        days.append(next_day(days[-1]))
    return days


def month_of(first: str) -> list[str]:
    """Every day of the month `first` is in, from `first` on."""
    return [d for d in days_from(first, 31) if d[:7] == first[:7]]
