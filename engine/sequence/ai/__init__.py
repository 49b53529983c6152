"""The built-in Sequence AI: levels from easy to expert, the greedy
baseline, and the "Suggest a move" hint. Every seat decides from the bot
protocol's start message, its observation and its legal actions only."""

from engine.sequence.ai.levels import BASELINES, LEVELS, make_seat
from engine.sequence.ai.sampling import sample_state
from engine.sequence.ai.suggest import suggest

__all__ = ["LEVELS", "BASELINES", "make_seat", "sample_state", "suggest"]
