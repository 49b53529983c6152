"""Today's deal: one solo game of Sequitur a day, the same on every device
with no server (docs/rules.md, "Today's deal").

The game's seed is the day's (engine/core/daily.py): the same date deals the
same bag and goal decks everywhere.
"""
from __future__ import annotations

from typing import Any

from engine.core.daily import SEED_BITS, check_day, day_seed, next_day  # noqa: F401 (this game's names for them)

DOMAIN = "seqgames/sequitur/todays-deal/v1"
CONFIG: dict[str, Any] = {"players": 1}  # solo play, the engine's default rules and goal catalog


def seed_of(day: str) -> int:
    """The seed of the deal of `day` (an ISO date)."""
    return day_seed(DOMAIN, day)
