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

import argparse
import json
import multiprocessing
import os
import random
import sys
import time
from dataclasses import replace
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine.arena import play  # noqa: E402
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
        self.params = replace(EXPERT_PARAMS, max_samples=1 if knows == "everything" else samples)
        self.seed = seed
        self.table: Table | None = None

    def start(self, info: dict[str, Any]) -> None:
        self.table = Table(info)

    def _deal(self, rng: random.Random) -> SequenceState:
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
        rng = random.Random(self.seed * 1_000_003 + obs["turn"] * 2 + (1 if obs["dead_turned_in"] else 0))
        return search(self.table, Position(self.table, obs), legal, rng, 0.0, self.params,
                      deal=self._deal if self.knows else None, others=_greedy if self.model else None)[0]

    def end(self, result: dict[str, Any], final: dict[str, Any]) -> None:
        pass


def _games(job: tuple[str, int, int, int]) -> tuple[int, int, int]:
    """(wins, losses, draws) of row `name` over `count` deals from `first`, each played in both seats."""
    name, first, count, samples = job
    knows, model = ROWS[name]
    wins = losses = draws = 0
    for game_seed in range(first, first + count):
        for mine in (0, 1):
            state = SequenceState.new({"players": 2, "teams": 2, "variant": "classic", "turn_limit": 1000}, game_seed)
            seats: list[Any] = [None, None]
            seats[mine] = InformedSeat(state, knows, model, samples, game_seed * 31 + mine)
            seats[1 - mine] = make_seat("greedy", game_seed * 31 + 1 - mine)
            play(state, seats)
            if state.winner is None:
                draws += 1
            elif state.winner == mine:
                wins += 1
            else:
                losses += 1
    return wins, losses, draws


def bounds(games: int, seed: int, samples: int, jobs: int, rows: list[str]) -> list[dict[str, Any]]:
    """Each row's tally over `games` games (`games // 2` deals, both seats)."""
    deals = games // 2
    work = []
    for name in rows:
        start = 0
        for j in range(jobs):
            n = (deals - start) // (jobs - j)
            if n:
                work.append((name, seed + start, n, samples))
            start += n
    started = time.perf_counter()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            tallies = pool.map(_games, work)
    else:
        tallies = [_games(job) for job in work]
    out = []
    for name in rows:
        w = l = d = 0
        for job, (a, b, c) in zip(work, tallies):
            if job[0] == name:
                w, l, d = w + a, l + b, d + c
        n = w + l + d
        out.append({"row": name, "games": n, "wins": w, "losses": l, "draws": d,
                    "win_rate": round((w + 0.5 * d) / n, 3) if n else 0.0})
    out.append({"seconds": round(time.perf_counter() - started, 1), "samples": samples, "seed": seed})
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per row (half as many deals)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=int, default=10)
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the games in")
    parser.add_argument("--rows", default=",".join(ROWS), help=f"comma-separated, of: {', '.join(ROWS)}")
    args = parser.parse_args(argv)
    rows = [r.strip() for r in args.rows.split(",") if r.strip()]
    unknown = [r for r in rows if r not in ROWS]
    if unknown:
        parser.error(f"unknown row(s): {', '.join(unknown)}")
    for line in bounds(args.games, args.seed, args.samples, args.jobs, rows):
        print(json.dumps(line))
    return 0


if __name__ == "__main__":
    sys.exit(main())
