"""The days a daily game's tests prove (Sequence's and Sequoia's today's puzzles): a year of
months from FIRST."""
from __future__ import annotations

import datetime

from engine.core.daily import next_day

FIRST = "2026-12-01"
MONTHS = [(datetime.date(2026, 12, 1) + datetime.timedelta(days=31 * k)).replace(day=1).isoformat() for k in range(12)]


def days_from(first: str, count: int) -> list[str]:
    """`count` days in a row from `first`."""
    days = [first]
    while len(days) < count:
        days.append(next_day(days[-1]))
    return days


def month_of(first: str) -> list[str]:
    """Every day of the month `first` begins."""
    return [d for d in days_from(first, 31) if d[:7] == first[:7]]
