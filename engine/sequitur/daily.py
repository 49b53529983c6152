"""Today's deal: one solo game of Sequitur a day, the same on every device
with no server (docs/rules.md, "Today's deal").

The game's seed is the day's (engine/core/daily.py): the same date deals the
same bag and goal decks everywhere. The deal is in the words of the player's
language (`config_of`): the same seed in every language, so everyone of one
language gets the same deal (the letters differ by language).
"""
from __future__ import annotations

from typing import Any

from engine.sequitur.dictionary import ENGLISH, LANGUAGES
from engine.core.daily import SEED_BITS, check_day, day_seed, next_day  # noqa: F401 (this game's names for them)

DOMAIN = "seqgames/sequitur/todays-deal/v1"
CONFIG: dict[str, Any] = {"players": 1}  # solo play, the engine's default rules and goal catalog, English words


def config_of(language: str = ENGLISH) -> dict[str, Any]:
    """The deal's config in the words of `language` (English's stays as it always was)."""
    return dict(CONFIG) if language == ENGLISH else dict(CONFIG, language=language)


def language_of(config: dict[str, Any]) -> str | None:
    """The language of the words of a game whose (rematch) config is a day's deal's, else None."""
    language = config.get("language", ENGLISH)
    return language if language in LANGUAGES and config == config_of(language) else None


def seed_of(day: str) -> int:
    """The seed of the deal of `day` (an ISO date)."""
    return day_seed(DOMAIN, day)
