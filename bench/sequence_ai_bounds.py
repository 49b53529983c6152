"""What knowing the hidden cards would be worth: the expert's search against greedy, cheating.

    python3 bench/sequence_ai_bounds.py --games 400 --seed 1 --jobs 2 [--samples 10]

Every row plays the greedy bot in 2-player games on the same deals (game
seeds `seed`, `seed + 1`, ..., each dealt twice with the seats swapped) and
is the expert's search (its candidates, playout depth, leaf value, a fixed
number of samples) with one thing changed:

- `fair`: the expert as it is (it samples what it cannot see);
- `fair+model`: in its playouts the other seat plays greedy (a model of its opponent);
- `hands`: every sample deals the other hand as it really is (the draw pile
  stays shuffled: it still guesses what comes next);
- `hands+model`: both;
- `all+model`: the real state, draw order included (one
  sample: it sees the future as far as its playouts reach).

The rows that know cards read the real game state. They are measurements
of how much of the gap to a win rate is hidden information, never levels.
"""

from __future__ import annotations

import os
import sys
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bench.bounds import both_seats, cli  # noqa: E402
from bench.bounds import bounds as shared_bounds  # noqa: E402
from engine.arena import play  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.core.value import replaced  # noqa: E402
from engine.sequence.ai.greedy import greedy_action  # noqa: E402
from engine.sequence.ai.levels import EXPERT_PARAMS, make_seat  # noqa: E402
from engine.sequence.ai.search import search  # noqa: E402
from engine.sequence.ai.view import Position, Table  # noqa: E402
from engine.sequence.state import SequenceState  # noqa: E402

ROWS = {  # name: (what the real state tells it: "", "hands" or "everything"; greedy as the opponents' model)
    "fair": ("", False),
    "fair+model": ("", True),
    "hands": ("hands", False),
    "hands+model": ("hands", True),
    "all+model": ("everything", True),
}


def _greedy(lines: Any, team: int, legal: Any, kind: dict[str, int]) -> Any:
    return greedy_action(lines, team, legal, kind)


class InformedSeat:
    """The expert's search, told the real hidden cards of `state` as `knows` says."""

    picks_from_legal = True

    def __init__(self, state: SequenceState, knows: str, model: bool, samples: int, seed: int) -> None:
        self.state = state
        self.knows = knows
        self.model = model
        self.params = replaced(EXPERT_PARAMS, max_samples=1 if knows == "everything" else samples)
        self.seed = seed
        self.table: Table | None = None

    def start(self, info: dict[str, Any]) -> None:
        self.table = Table(info)

    def _deal(self, rng: Rng) -> SequenceState:
        real = self.state.clone()
        real.history = []
        if self.knows == "hands":
            deck = real.deck
            rng.shuffle(deck)
        return real

    def act(self, decision: Any) -> Any:
        legal = decision.legal
        if len(legal) == 1:
            return legal[0]
        obs = decision.observation
        assert self.table is not None
        rng = Rng(self.seed * 1_000_003 + obs["turn"] * 2 + (1 if obs["dead_turned_in"] else 0))
        return search(self.table, Position(self.table, obs), legal, rng, 0.0, self.params,
                      deal=self._deal if self.knows else None, others=_greedy if self.model else None)[0]

    def end(self, result: dict[str, Any], final: dict[str, Any]) -> None:
        pass


def _games(job: tuple[str, int, int, int]) -> tuple[int, int, int]:
    """(wins, losses, draws) of row `name` over `count` deals from `first`, each played in both seats."""
    name, first, count, samples = job
    knows, model = ROWS[name]

    def play_one(game_seed: int, mine: int) -> list[int]:
        state = SequenceState.new({"players": 2, "teams": 2, "variant": "classic", "turn_limit": 1000}, game_seed)
        seats: list[Any] = [None, None]
        seats[mine] = InformedSeat(state, knows, model, samples, game_seed * 31 + mine)
        seats[1 - mine] = make_seat("greedy", game_seed * 31 + 1 - mine)
        play(state, seats)
        return [] if state.winner is None else [state.winner]

    return both_seats(first, count, play_one)


def bounds(games: int, seed: int, samples: int, jobs: int, rows: list[str]) -> list[dict[str, Any]]:
    """Each row's tally over `games` games (`games // 2` deals, both seats)."""
    return shared_bounds(games, seed, samples, jobs, rows, _games)


def main(argv: list[str] | None = None) -> int:
    return cli(argv, __doc__, ROWS, _games, "samples", 10, "samples a decision (the row all+model plays one)")


if __name__ == "__main__":
    sys.exit(main())
