"""The easy and medium levels: the casual player of the greedy baseline
(issue 42), as a person meets it at the table.

- medium: the greedy baseline's decisions (the word meeting the most goal
  points now; Swap or Shift only for a better word at once), a tie between
  equally good ends, places, colours or goals broken at random instead of
  by the first (a pass still beats a card that gains nothing): an even game
  for a casual player.
- easy: the same player slipping: on EASY_SLIP of its decisions it takes a
  legal choice at random (in step 6 a random word its rack spells); at a
  table of three seats or more on EASY_SLIP_CROWDED of them (slips cost
  more where two others profit: docs/ai.md, "At 3 players").

Randomness comes from the seat's seed, so a game replays exactly; every
decision sees only the seat's observation, like any bot.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.levels import CROWDED
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.sequitur.ai.greedy import GreedySeat
from engine.sequitur.cards import PASS
from engine.sequitur.spelling import NOTHING, reachable_spells

# the share of the easy level's decisions taken at random (measured against the casual player and greedy: docs/ai.md)
EASY_SLIP = 0.2
EASY_SLIP_CROWDED = 0.15  # at a crowded table (engine.core.levels CROWDED: three seats or more)


class CasualSeat(GreedySeat):
    """The medium level (`slip` 0) or the easy level (`slip` EASY_SLIP)."""

    def __init__(self, level: str, seed: int, *, slip: float = 0.0) -> None:
        super().__init__(seed)
        self.name = f"ai:{level}"
        self.level = level
        self.slip = slip
        self.rng = Rng(seed)

    def _choose(self, options: Sequence[Any], value: Any) -> Any:
        """The option with the highest `value`, one of several tied at random;
        a pass tied with the best stays a pass (no card spent for nothing)."""
        values = [value(option) for option in options]
        top = max(values)
        best = [option for option, v in zip(options, values) if v == top]
        if PASS in best:
            return PASS
        return best[self.rng.below(len(best))]

    def act(self, decision: Decision) -> Any:
        obs = decision.observation
        slip = self.slip
        if slip and len(obs["secret_colours"]) >= CROWDED:
            slip = EASY_SLIP_CROWDED
        if slip and self.rng.random() < slip:
            if obs["decision"] == "spell":
                self.read_words(obs)
                found = sorted(reachable_spells(obs["rack"], self.words), key=lambda s: s.word)
                return found[self.rng.below(len(found))] if found else NOTHING
            if decision.legal:
                return decision.legal[self.rng.below(len(decision.legal))]
        return super().act(decision)


def make_casual(level: str, seed: int) -> CasualSeat:
    """The easy or medium level's seat."""
    return CasualSeat(level, seed, slip=EASY_SLIP if level == "easy" else 0.0)
