"""Sequence's Hard and variants of it against the casual player, in one process (issue 82; docs/ai.md,
"The ladder against the casual players").

    python3 -m bench.sequence_hard_variants hard tactical:1.5 margin:300 --games 400 --seed 87000

Each variant plays the same games as `bench/levels_against_greedy.py --level ai:hard --against casual`
(the level in seat 0 on the first half of the seeds, in seat 1 on the second; the seats' seeds as the
arena's), but the casual player (bench/casual/sequence.py) is asked in this process, its `choose` given
the JSON it would read as a bot, so a variant is measured in a fraction of the time. Variants:

- `hard`: the level as it is (the expert's search on HARD_SAMPLES samples);
- `tactical:B`: the tactical policy alone, no search, blocking weighed B times (Hard's search weighs 1.5);
- `margin:M`: Hard, but the search overrides the tactical policy's move only when its best candidate's
  value beats that move's by more than M (the line evaluation's units: a four is 90);
- `prior:P`: Hard with the tactical score weighed P beside the playouts' mean (Hard: 0.5);
- `deep:N,D`: Hard on N samples of D plies each (Hard: 20 of 4 at 2 players);
- `greedy-playouts`: Hard whose playouts every seat plays by greedy's rules of thumb (Hard: the
  one-ply builder that counts the spaces its sampled cards fill).

Prints one line a variant: wins, losses, draws, the rate and its 95% interval, the mean ms a decision.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import sys
import time
from typing import Any, Callable

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bench.levels_against_greedy import halves, wilson  # noqa: E402
from engine.arena import DEFAULT_TURN_LIMIT, arena_config, play  # noqa: E402
from engine.core.value import replaced  # noqa: E402
from engine.sequence.ai import levels  # noqa: E402
from engine.sequence.ai.search import search  # noqa: E402
from engine.sequence.ai.tactics import Tactics, score_position  # noqa: E402
from engine.sequence.state import SequenceState  # noqa: E402

CASUAL_PATH = os.path.join(os.path.dirname(os.path.abspath(__file__)), "casual", "sequence.py")
HARD = levels.CHOICES["hard"].params


def _casual() -> Any:
    spec = importlib.util.spec_from_file_location("casual_sequence", CASUAL_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class CasualSeat:
    """The casual player asked in this process with the JSON a bot reads."""

    def __init__(self, choose: Any) -> None:
        self.choose = choose
        self.info: dict[str, Any] = {}

    def start(self, info: dict[str, Any]) -> None:
        self.info = json.loads(json.dumps(info))

    def act(self, decision: Any) -> Any:
        observation = json.loads(json.dumps(decision.observation))
        return decision.legal[self.choose(self.info, observation, [decision.to_json(a) for a in decision.legal])]

    def end(self, result: Any, final: dict[str, Any]) -> None:
        pass


def _tactical(block: float) -> levels.Choice:
    tactics = Tactics(block=block)

    def decide(table: Any, position: Any, legal: list[Any], rng: Any, deadline: float) -> Any:
        return score_position(table, position, legal, tactics)[0][1]
    return levels.Choice(decide, 0.0)


def _margin(params: Any, margin: float) -> levels.Choice:
    def decide(table: Any, position: Any, legal: list[Any], rng: Any, deadline: float) -> Any:
        _, means = search(table, position, legal, rng, deadline, params)
        best = max(range(len(means)), key=lambda i: (means[i][0], -i))
        return means[best][1] if means[best][0] - means[0][0] > margin else means[0][1]
    return levels.Choice(decide, 0.0, params)


def variant(name: str) -> levels.Choice:
    """The Choice a variant's name says; ValueError for an unknown one."""
    kind, _, arg = name.partition(":")
    try:
        if name == "hard":
            return levels.CHOICES["hard"]
        if kind == "tactical":
            return _tactical(float(arg))
        if kind == "margin":
            return _margin(HARD, float(arg))
        if kind == "prior":
            return levels.searching(replaced(HARD, prior=float(arg)), 0.0)
        if name == "greedy-playouts":
            return levels.searching(replaced(HARD, playout_weights=None), 0.0)
        if kind == "deep":
            samples, depth = arg.split(",")
            return levels.searching(replaced(HARD, max_samples=int(samples), depth=int(depth)), 0.0)
    except ValueError:
        pass
    raise ValueError(f"unknown variant {name!r} (hard, tactical:B, margin:M, prior:P, deep:N,D, greedy-playouts)")


def measure(name: str, games: int, seed: int) -> dict[str, Any]:
    """The variant's games against the casual player: wins, losses, draws, rate, interval, ms a decision."""
    choice = variant(name)
    choose = _casual().choose
    started = time.perf_counter()
    wins = losses = draws = 0
    times: list[float] = []
    for mine, count, first in halves(games, seed):
        for game_seed in range(first, first + count):
            state = SequenceState.new(arena_config(SequenceState, 2, None, None, DEFAULT_TURN_LIMIT), game_seed)
            seat = levels.SequenceAISeat("hard", game_seed * 31 + mine)
            seat.choice = choice
            seats = [seat, CasualSeat(choose)] if mine == 0 else [CasualSeat(choose), seat]
            outcome = play(state, seats)
            times.extend(outcome.times[mine])
            winners = set(outcome.result.winners)
            wins += winners == {mine}
            losses += winners == {1 - mine}
            draws += len(winners) != 1
    low, high = wilson(wins + 0.5 * draws, games)
    return {"variant": name, "games": games, "seed": seed, "wins": wins, "losses": losses, "draws": draws,
            "rate": round((wins + 0.5 * draws) / games, 4), "ci95": [round(low, 4), round(high, 4)],
            "ms_per_decision": round(1000 * sum(times) / len(times), 2) if times else 0.0,
            "seconds": round(time.perf_counter() - started, 1)}


def run_variants(argv: list[str] | None, doc: str, names: str, games: int, seed: int,
                 variant: Callable[[str], Any], measure: Callable[[str, int, int], dict[str, Any]]) -> int:
    """The command line of a variants bench: each variant named (`variant` refuses an unknown one) played
    by `measure`, one line a variant."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("variants", nargs="+", help=names)
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--seed", type=int, default=seed)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    try:
        for name in args.variants:
            variant(name)
    except ValueError as error:
        parser.error(str(error))
    for name in args.variants:
        cell = measure(name, args.games, args.seed)
        low, high = cell["ci95"]
        print(json.dumps(cell) if args.json else
              f"{name}: {cell['wins']}-{cell['losses']}-{cell['draws']} of {args.games} from seed {args.seed}, "
              f"{100 * cell['rate']:.1f}% ({100 * low:.1f}-{100 * high:.1f}%), {cell['ms_per_decision']} ms a decision",
              flush=True)
    return 0


def main(argv: list[str] | None = None) -> int:
    return run_variants(argv, __doc__, "hard, tactical:B, margin:M, prior:P, deep:N,D or greedy-playouts", 400,
                        87000, variant, measure)


if __name__ == "__main__":
    sys.exit(main())
