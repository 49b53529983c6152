"""Each AI level against the greedy baseline, 2 or 3 players (issue 42, issue 82; docs/ai.md,
"Levels against a casual player").

    python3 -m bench.levels_against_greedy --game sequence --level ai:hard --games 500 --seed 70000 [--json]

The first half of the games puts the level in seat 0 (seeds S to S+N/2-1),
the second half in seat 1 (seeds S+N/2 to S+N-1): exactly what the two
arena commands it prints play, so every cell can be replayed with
`python3 -m engine.arena`. The seed also decides who moves first where the
game has a first player (Sequence's cut). A draw (Sequence's turn limit) or
a shared victory (Sequoia, Sequitur) counts half. The rate's 95% interval
is Wilson's score interval.

`--players 3` seats the level in one seat and the opponent's spec in the
other two (Sequence: three teams of one, as its rules have it), the level
in seat 0, 1 and 2 on each third of the seeds in turn (an arena command
each). A victory shared by k winners counts 1/k to each, a game nobody
wins 1/3 (a fair share); the fair share of the games is 1/3, not 1/2.

For figures that do not move with the machine's load, set the game's knob:
`SEQUENCE_AI_SAMPLES=N` (the expert searches N samples a decision; the hard
level always searches its own 20), `SEQUOIA_AI_CLOCK=cpu`,
`SEQUITUR_AI_CLOCK=cpu` (the search is timed by the process's CPU time).
A progress line goes to stderr every 50 games.

`--worker` plays the level as the page does (issue 49): each decision asked
of the page's worker entry (web/table/ai_worker.py `ask` and `reply`: a
fresh seat given only its seat's start message, observation and legal
actions, as JSON, with the level's own time on the page). Run in Pyodide
under Node, the page's own interpreter and standard library, with
`node bench/levels_in_pyodide.mjs --game G --level L --games N --seed S`
(it passes `--worker`; build first: `python3 tools/build.py`).
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from typing import Any

from engine.arena import DEFAULT_TURN_LIMIT, arena_config, make_seat, play, run
from engine.games import GAMES

GREEDY = "greedy"
# the casual players written apart from the levels (issue 82: bench/casual/), as arena seat specs
CASUAL = {game: f"cmd:python3 bench/casual/{game}.py" for game in ("sequence", "sequoia", "sequitur")}
KNOBS = ("SEQUENCE_AI_SAMPLES", "SEQUOIA_AI_CLOCK", "SEQUITUR_AI_CLOCK", "SEQUITUR_AI_PLAYS")
Z95 = 1.959963984540054


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson's score interval for a rate of `successes` in `n` (a draw may count half)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def halves(games: int, seed: int, players: int = 2) -> list[tuple[int, int, int]]:
    """(the level's seat, games, first seed) of each part: a half a seat at 2 players, a third at 3
    (the first parts take the odd games over)."""
    out, first = [], seed
    for mine in range(players):
        count = games // players + (1 if mine < games % players else 0)
        out.append((mine, count, first))
        first += count
    return out


def seating(level: str, against: str, mine: int, players: int = 2) -> list[str]:
    """The seats' specs: the level in seat `mine`, the opponent in every other."""
    return [level if i == mine else against for i in range(players)]


def share(winners: set[int], mine: int, players: int) -> float:
    """The level's part of one game: 1 alone, 1/k of a victory shared by k, 1/players if nobody won."""
    if not winners:
        return 1 / players
    return 1 / len(winners) if mine in winners else 0.0


def commands(game: str, level: str, games: int, seed: int, against: str = GREEDY, players: int = 2) -> list[str]:
    """The arena commands that play the same games."""
    knobs = " ".join(f"{k}={os.environ[k]}" for k in KNOBS if os.environ.get(k))
    out = []
    for mine, count, first in halves(games, seed, players):
        seats = ",".join(seating(level, against, mine, players))
        seats = f"'{seats}'" if " " in seats else seats
        out.append(f"{knobs + ' ' if knobs else ''}python3 -m engine.arena --game {game} --seats {seats} "
                   f"--games {count} --seed {first} --json")
    return out


class ThroughTheWorker:
    """The level deciding as on the page: each decision a new seat in the worker's entry
    (web/table/ai_worker.py), told only what the page sends it."""

    wants_final = False

    def __init__(self, game: str, level: str, state: Any) -> None:
        self.game, self.level, self.state = game, level.removeprefix("ai:"), state

    def start(self, info: dict[str, Any]) -> None:
        pass

    def act(self, decision: Any) -> Any:
        from web.model.session import ai_seed
        from web.table.ai_worker import ask, reply

        seed = ai_seed(self.state, decision.seat)
        text = reply(*ask(self.game, self.state, decision.seat, self.level, seed))
        return self.state.action_from_json(json.loads(text))

    def end(self, result: Any, final: dict[str, Any]) -> None:
        pass


def through_the_worker(game: str, specs: list[str], seed: int, mine: int) -> dict[str, Any]:
    """One game as `run` plays it, the level (in seat `mine`) deciding through the worker."""
    state_class = GAMES[game]
    state = state_class.new(arena_config(state_class, len(specs), None, None, DEFAULT_TURN_LIMIT), seed)
    seats = [make_seat(spec, seed * 31 + i, game) if i != mine else ThroughTheWorker(game, spec, state)
             for i, spec in enumerate(specs)]
    outcome = play(state, seats)
    times = [{"mean": 1000 * sum(t) / len(t) if t else 0.0} for t in outcome.times]
    return {"results": [outcome.result.to_json()], "decision_ms": times}


def measure(game: str, level: str, games: int, seed: int, worker: bool = False,
            against: str = GREEDY, players: int = 2) -> dict[str, Any]:
    """Play the cell's games; the level's wins, losses, draws (shared), rate and interval."""
    started = time.perf_counter()
    wins = losses = draws = forfeits = played = 0
    score = 0.0
    ms: list[float] = []
    for mine, count, first in halves(games, seed, players):
        specs = seating(level, against, mine, players)
        for k in range(count):
            summary = through_the_worker(game, specs, first + k, mine) if worker \
                else run(game, specs, games=1, seed=first + k)
            result = summary["results"][0]
            winners = set(result["winners"])
            if result["reason"] == "forfeit":
                forfeits += 1
            score += share(winners, mine, players)
            if winners == {mine}:
                wins += 1
            elif winners and mine not in winners:
                losses += 1
            else:
                draws += 1  # no winner (a turn limit, a forfeit) or a shared victory
            if summary["decision_ms"][mine]["mean"]:
                ms.append(summary["decision_ms"][mine]["mean"])
            played += 1
            if played % 50 == 0:
                print(f"  {game} {level}: {played}/{games}, {wins} wins, {losses} losses, {draws} draws, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    low, high = wilson(score, games)
    return {
        "game": game, "level": level, "against": against, "players": players, "games": games, "seed": seed,
        "wins": wins, "losses": losses, "draws": draws, "forfeits": forfeits,
        "rate": round(score / games, 4), "ci95": [round(low, 4), round(high, 4)],
        "level_ms_per_decision": round(statistics.mean(ms), 2) if ms else 0.0,
        "knobs": {k: os.environ[k] for k in KNOBS if os.environ.get(k)},
        "score": round(score, 4),
        "commands": [] if worker else commands(game, level, games, seed, against, players),  # the arena does not play the worker's way
        "through_the_worker": worker,
        "seconds": round(time.perf_counter() - started, 1),
    }


def row(cell: dict[str, Any]) -> str:
    """The cell as a Markdown table row."""
    low, high = cell["ci95"]
    return (f"| {cell['game']} | {cell['level']} | {cell['games']} | {cell['wins']} | {cell['losses']} | "
            f"{cell['draws']} | {100 * cell['rate']:.1f}% | {100 * low:.1f}-{100 * high:.1f}% |")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--level", required=True, help="the seat spec measured, e.g. ai:hard or ai:expert@0.3")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=70000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--worker", action="store_true", help="decide through the page's worker entry")
    parser.add_argument("--against", default=GREEDY, help="the opponent's seat spec: greedy (the default), the casual "
                        "player (casual, bench/casual/) or another level, e.g. ai:hard")
    parser.add_argument("--players", type=int, choices=(2, 3), default=2,
                        help="3: the level in one seat, the opponent in the other two (each seat a third of the games)")
    args = parser.parse_args(argv)
    against = CASUAL[args.game] if args.against == "casual" else args.against
    cell = measure(args.game, args.level, args.games, args.seed, args.worker, against, args.players)
    print(json.dumps(cell) if args.json else row(cell) + "\n" + "\n".join(cell["commands"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
