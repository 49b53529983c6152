"""What every game shares: the state protocol, errors, the seeded generator,
game records and the registry of games."""

from engine.core.errors import IllegalAction, RecordError, SetupError
from engine.core.state import Acting, GameState
from engine.core.rng import Rng

__all__ = ["Acting", "GameState", "IllegalAction", "RecordError", "Rng", "SetupError"]
