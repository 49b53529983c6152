"""A day's own game, the same on every device with no server (Sequitur's today's deal, Sequence's
today's puzzle; docs/rules.md): the seed of a day is the SHA-256 of the game's fixed domain string
and the ISO date, cut to 63 bits, so the same date deals the same cards everywhere, and no date or
number the app shows lets anyone work out another day's seed short of running the app's own code
on that date."""
from __future__ import annotations

import datetime
import hashlib
from typing import Any, Callable, Iterable, Iterator

from engine.core.record import advance_chance
from engine.core.seats import Decision

SEED_BITS = 63  # as every new game's seed (engine.core.record.SEED_LIMIT)
# The archive's first day (issue 83): the past days a player may play reach back to it (a day's game is
# made from its date alone, so any day could be; the daily challenges came in November 2026, and the
# archive held the 30 days before the day it came).
FIRST_DAY = "2026-10-30"
MAX_PAST = 400  # the most days the archive lists, newest first (a clock set years ahead lists no more)


def check_day(day: Any) -> str:
    """`day` as an ISO date ("2026-11-23"); ValueError if it is not a real calendar date."""
    if not isinstance(day, str) or len(day) != 10:
        raise ValueError("a day must be a date written YYYY-MM-DD")
    try:
        parsed = datetime.date.fromisoformat(day)
    except ValueError:
        raise ValueError(f"{day[:10]!r} is not a date") from None
    if parsed.isoformat() != day:
        raise ValueError(f"{day[:10]!r} is not a date written YYYY-MM-DD")
    return day


def day_seed(domain: str, day: str) -> int:
    """The seed of `domain`'s game of `day` (an ISO date)."""
    digest = hashlib.sha256(f"{domain}:{check_day(day)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def next_day(day: str) -> str:
    """The calendar day after `day`."""
    return (datetime.date.fromisoformat(check_day(day)) + datetime.timedelta(days=1)).isoformat()


def day_number(day: str) -> int:
    """Days since 1970-01-01 (what alternates a day's kind of puzzle), in integer arithmetic alone
    (Howard Hinnant's days_from_civil: MicroPython's datetime is not CPython's)."""
    year, month, date = (int(part) for part in check_day(day).split("-"))
    year -= month <= 2
    era = year // 400
    of_era = year - era * 400
    of_year = (153 * (month + (-3 if month > 2 else 9)) + 2) // 5 + date - 1
    of_cycle = of_era * 365 + of_era // 4 - of_era // 100 + of_year
    return era * 146097 + of_cycle - 719468


def day_of_number(number: int) -> str:
    """The ISO date `number` days after 1970-01-01 (`day_number`'s inverse: Hinnant's civil_from_days)."""
    shifted = number + 719468
    era = shifted // 146097
    of_era = shifted - era * 146097
    year_of_era = (of_era - of_era // 1460 + of_era // 36524 - of_era // 146096) // 365
    of_year = of_era - (365 * year_of_era + year_of_era // 4 - year_of_era // 100)
    shifted_month = (5 * of_year + 2) // 153
    date = of_year - (153 * shifted_month + 2) // 5 + 1
    month = shifted_month + (3 if shifted_month < 10 else -9)
    return f"{year_of_era + era * 400 + (month <= 2):04d}-{month:02d}-{date:02d}"


def past_days(today: str, first: str = FIRST_DAY) -> list[str]:
    """The days a player may play, newest first: `today`, then each day before it down to `first`
    (`MAX_PAST` at most); none after today."""
    last, oldest = day_number(today), day_number(first)
    return [day_of_number(number) for number in range(last, max(oldest, last - MAX_PAST + 1) - 1, -1)]


def asked_day(text: Any, today: str, first: str = FIRST_DAY) -> str:
    """The day an address asks for (`#/<game>/daily/<day>`: outside data, read within limits): a real
    date written YYYY-MM-DD from `first` to `today`; ValueError saying which it is not."""
    if not isinstance(text, str) or len(text) > 10:
        raise ValueError("a day must be a date written YYYY-MM-DD")
    day = check_day(text)
    if day > check_day(today):
        raise ValueError(f"{day} is still to come")
    if day < check_day(first):
        raise ValueError(f"{day} is before the first day, {first}")
    return day


def streaks(days: Iterable[str], today: str) -> tuple[int, int]:
    """(current, best): the longest runs of consecutive days among `days` (a day's game done here:
    Sequitur's deal, Sequence's puzzle); the current run ends today, or yesterday while today's is
    still to play."""
    ordered = sorted({day_number(d) for d in days})
    best = run = 0
    previous: int | None = None
    for number in ordered:
        run = run + 1 if previous is not None and number - previous == 1 else 1
        best = max(best, run)
        previous = number
    current = run if previous is not None and 0 <= day_number(today) - previous <= 1 else 0
    return current, best


def positions(new_state: Callable[[int], Any], make_seat: Callable[[str, int], Any], seed: int, games: int,
              level: str = "medium") -> Iterator[tuple[int, Any]]:
    """(game, state) at each decision of `games` games AIs of `level` play from `seed` (a day's
    puzzle is cut from one of them: engine/<game>/puzzle.py); the state is played on after each."""
    for game in range(games):
        state = new_state((seed + game) % (1 << SEED_BITS))
        seats = [make_seat(level, seed + 31 * game + s) for s in range(state.players)]
        setup = state.setup_info()
        for s, ai in enumerate(seats):
            ai.start(state.start_message(s, setup))
        while True:
            advance_chance(state)
            if state.is_over:
                break
            yield game, state
            seat = state.acting.seats[0]
            state.apply(seat, seats[seat].act(Decision(seat, state.legal_actions(seat), state.observation)))
