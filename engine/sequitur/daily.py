"""Today's deal: one solo game of Sequitur a day, the same on every device
with no server (docs/rules.md, "Today's deal").

The game's seed is the SHA-256 of a fixed domain string and the ISO date,
cut to 63 bits: the same date deals the same bag and goal decks everywhere,
and no date or number the app shows lets anyone work out another day's seed
short of running the app's own code on that date.
"""
from __future__ import annotations

import datetime
import hashlib
from typing import Any

DOMAIN = "seqgames/sequitur/todays-deal/v1"
CONFIG: dict[str, Any] = {"players": 1}  # solo play, the engine's default rules and goal catalog
SEED_BITS = 63  # as every new game's seed (engine.core.record.SEED_LIMIT)


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


def seed_of(day: str) -> int:
    """The seed of the deal of `day` (an ISO date)."""
    digest = hashlib.sha256(f"{DOMAIN}:{check_day(day)}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> (64 - SEED_BITS)


def next_day(day: str) -> str:
    """The calendar day after `day`."""
    return (datetime.date.fromisoformat(check_day(day)) + datetime.timedelta(days=1)).isoformat()
