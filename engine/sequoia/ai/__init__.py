"""The built-in Sequoia AI: easy, medium and hard levels and the greedy
baseline. Every seat decides from the bot protocol's start message, its
observation and its legal pairs only; `suggest` is the hint for a person."""

from engine.sequoia.ai.levels import ABSENT, BASELINES, DESCRIPTIONS, LEVELS, SequoiaAISeat, make_seat
from engine.sequoia.ai.suggest import suggest

__all__ = ["ABSENT", "BASELINES", "DESCRIPTIONS", "LEVELS", "SequoiaAISeat", "make_seat", "suggest"]
