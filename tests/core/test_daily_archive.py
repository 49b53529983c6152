"""The days of the daily challenges' archive (engine/core/daily.py, issue 83): each day from the
first to today, newest first, never one to come; and the day an address asks for read as outside
data, within limits: a malformed date, one to come or one before the first is refused."""
from __future__ import annotations

import datetime

import pytest

from engine.core.daily import FIRST_DAY, MAX_PAST, asked_day, day_number, day_of_number, past_days


def test_a_day_s_number_and_its_date_go_both_ways() -> None:
    epoch = datetime.date(1970, 1, 1)
    for number in list(range(0, 2_900_000, 997)) + [day_number("2028-02-29"), day_number("2100-03-01")]:
        day = day_of_number(number)
        assert day_number(day) == number
        assert datetime.date.fromisoformat(day) == epoch + datetime.timedelta(days=number)


def test_the_archive_lists_every_day_from_today_back_to_the_first() -> None:
    days = past_days("2026-11-29")
    assert days[0] == "2026-11-29" and days[-1] == FIRST_DAY == "2026-10-30"
    assert len(days) == 31  # today and the 30 days before it, the day the archive came
    assert days == sorted(days, reverse=True) and len(set(days)) == len(days)
    assert past_days("2027-03-01")[:3] == ["2027-03-01", "2027-02-28", "2027-02-27"]
    assert past_days(FIRST_DAY) == [FIRST_DAY]
    assert past_days("2026-10-01") == []  # a clock set before the first day: nothing to play
    assert len(past_days("2099-01-01")) == MAX_PAST  # a clock set years ahead lists no more


@pytest.mark.parametrize("day", ["2026-11-29", "2026-11-20", "2026-10-30", "2026-11-01"])
def test_a_past_day_is_read(day: str) -> None:
    assert asked_day(day, "2026-11-29") == day


@pytest.mark.parametrize("text", [
    "2026-11-30", "2027-01-01", "9999-12-31",  # to come
    "2026-10-29", "2020-01-01", "0001-01-01",  # before the first day
    "2026-02-30", "2026-13-01", "2026-11-2", "20261120", "2026/11/20", "+2026-11-2", "2026-11-2\u0665",
    "2026-W48-1", "", " 2026-11-20", "2026-11-20 ", "2026-11-20x", "x" * 5000, None, 20261120, ["2026-11-20"],
])
def test_a_day_not_in_the_archive_is_refused(text: object) -> None:
    with pytest.raises(ValueError):
        asked_day(text, "2026-11-29")
