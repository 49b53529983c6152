"""What knowing the hidden rolls would be worth: the hard level's search against greedy, cheating.

    python3 bench/sequoia_ai_bounds.py --games 400 --seed 1 --jobs 2 [--futures 60]

Every row plays the greedy bot in 2-player games on the same deals of
tokens (game seeds `seed`, `seed + 1`, ..., each played twice with the
seats swapped: the same seed rolls the same dice for each seat) and is the
hard level's search (its candidates, its playouts to the end, its outcome)
on a fixed number of futures a decision, with one thing changed:

- `fair`: the hard level as it is (it draws the rolls it cannot see);
- `fair+model`: in its playouts the other seat plays greedy (a model of its opponent);
- `roll`: every future gives the other seat its real roll of this turn,
  the one hidden thing in Sequoia (later rolls are still drawn);
- `roll+model`: both, so it knows what greedy plays this turn;
- `all+model`: every roll of the game, this turn's and each later one's
  (one future: it sees the dice to come).

A shared victory counts half. The rows that know rolls read the real game
state. They are measurements of how much of the gap to a win rate is
hidden information and luck, never levels.
"""

from __future__ import annotations

import os
import random
import sys
from typing import Any, Sequence

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bench.bounds import both_seats, cli  # noqa: E402
from engine.arena import play  # noqa: E402
from engine.sequoia.ai.greedy import points_now  # noqa: E402
from engine.sequoia.ai.levels import SequoiaAISeat, make_seat  # noqa: E402
from engine.sequoia.ai.search import search  # noqa: E402
from engine.sequoia.ai.view import read_position  # noqa: E402
from engine.sequoia.dice import DICE, FACES, roll  # noqa: E402
from engine.sequoia.state import SequoiaState  # noqa: E402

ROWS = {  # name: (what the real state tells it: "", "roll" or "all"; greedy as the other seat's model)
    "fair": ("", False),
    "fair+model": ("", True),
    "roll": ("roll", False),
    "roll+model": ("roll", True),
    "all+model": ("all", True),
}


def roll_index(dice: Sequence[int]) -> int:
    """A roll's index in `search.pairs_by_roll()` (the product of five dice, in order)."""
    index = 0
    for die in dice:
        index = index * FACES + die - 1
    return index


def greedy_model(counts: list[list[int]], seat: int, pairs: Sequence[tuple[int, int]], fv: Sequence[float],
                 sv: Sequence[float], left: int, memo: dict[tuple[int, ...], float]) -> tuple[int, int]:
    """Greedy's choice (`engine/sequoia/ai/greedy.py`, the first of its best) on the search's arrays."""
    best_value = -1e9
    best_pair = pairs[0]
    for fa, fb in pairs:
        value = 0.0
        for f, trees in ((fa, 2),) if fa == fb else ((fa, 1), (fb, 1)):
            row = counts[f]
            after = list(row)
            after[seat] += trees
            value += points_now(after, seat, fv[f], sv[f]) - points_now(row, seat, fv[f], sv[f])
        if value > best_value + 1e-9:
            best_value = value
            best_pair = (fa, fb)
    return best_pair


class InformedSeat(SequoiaAISeat):
    """The hard level's search on `futures` futures, told the real rolls of `state` as `knows` says."""

    def __init__(self, state: SequoiaState, knows: str, model: bool, futures: int, seed: int) -> None:
        super().__init__("hard", seed)
        self.state = state
        self.knows = knows
        self.model = model
        self.futures = 1 if knows == "all" else futures
        self._seat = 0
        self._later = 0

    def _deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """The real rolls of the other seats this turn; the later ones real too, or drawn."""
        state = self.state
        now = [roll_index(state.rolls[s]) for s in range(state.n) if s != self._seat]
        if self.knows == "all":
            dice = state.rng.clone()  # the dice to come: nothing but the rolls draws from it
            later = [roll_index(roll(dice)) for _ in range(self._later * state.n)]
        else:
            later = [rng.randrange(FACES ** DICE) for _ in range(self._later * state.n)]
        return now, later

    def choose(self, observation: dict[str, Any], legal: list[tuple[int, int]], *,
               started: float | None = None) -> tuple[int, int]:
        position = read_position(observation, self.tokens)
        rng = random.Random(self.seed * 1_000_003 + observation["turn"])
        if len(legal) == 1 or position.tiebreak:
            return super().choose(observation, legal, started=started)  # the hard level's own play
        self._seat = position.seat
        self._later = position.turns_left - 1
        return search(position, legal, rng, 0.0, limit=self.futures,
                      deal=self._deal if self.knows else None,
                      others=greedy_model if self.model else None)[0]


def _games(job: tuple[str, int, int, int]) -> tuple[int, int, int]:
    """(wins, losses, shared) of row `name` over `count` deals from `first`, each played in both seats."""
    name, first, count, futures = job
    knows, model = ROWS[name]

    def play_one(game_seed: int, mine: int) -> list[int]:
        state = SequoiaState.new({"players": 2}, game_seed)
        seats: list[Any] = [None, None]
        seats[mine] = InformedSeat(state, knows, model, futures, game_seed * 31 + mine)
        seats[1 - mine] = make_seat("greedy", game_seed * 31 + 1 - mine)
        return play(state, seats).winners

    return both_seats(first, count, play_one)


def main(argv: list[str] | None = None) -> int:
    return cli(argv, __doc__, ROWS, _games, "futures", 60, "futures a decision (the row all+model plays one)")


if __name__ == "__main__":
    sys.exit(main())
