"""A match between two Sequence seats through the arena, seats alternated.

    python3 bench/sequence_ai_match.py ai:expert@0.05 greedy --games 200 --seed 1

Half the games put the first spec in seat 0, half in seat 1 (and the cut for
the dealer, which follows the seed, varies who moves first). Prints the first
spec's wins, losses and draws and its win rate (draws count half).

At a team table (`--players 4 --teams 2`, `--players 6 --teams 3`) the first
spec plays every seat of one team and the second spec every other seat; the
first spec's team is rotated through the teams in equal shares of the games.

`--jobs N` splits the games between N processes (the results are the same
as with one: game k always has seed `seed + k`).

`--duplicate` replays the same deals in every rotation (game seeds `seed`,
`seed + 1`, ... each time), so both specs get the same cards in turn: the
comparison carries less of the cards' luck than independent deals.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from engine.arena import run  # noqa: E402


def _run(job: tuple[list[str], int, int, int | None]) -> dict:
    specs, count, seed, teams = job
    return run("sequence", specs, games=count, seed=seed, teams=teams)


def _chunks(count: int, seed: int, jobs: int) -> list[tuple[int, int]]:
    """(games, first seed) of each process's share of `count` games from `seed`."""
    out = []
    start = 0
    for j in range(jobs):
        n = (count - start) // (jobs - j)
        if n:
            out.append((n, seed + start))
        start += n
    return out


def match(a: str, b: str, games: int, seed: int, players: int = 2, teams: int | None = None,
          duplicate: bool = False, jobs: int = 1) -> dict:
    """Play `games` games of `a`'s team against `b`'s (every other team is `b`), the
    team `a` plays rotated through the table's teams; return the tally. With
    `duplicate`, every rotation replays the same deals (the same game seeds)."""
    n_teams = teams or (players if players <= 3 else 2)
    started = time.perf_counter()
    wins = losses = draws = 0
    ms: dict[str, list[float]] = {a: [], b: []}
    done = 0
    work: list[tuple[int, tuple[list[str], int, int, int | None]]] = []  # (team of a, job)
    for mine in range(n_teams):
        count = (games - done) // (n_teams - mine)
        if count == 0:
            continue
        specs = [a if seat % n_teams == mine else b for seat in range(players)]
        for n, first in _chunks(count, seed if duplicate else seed + done, jobs):
            work.append((mine, (specs, n, first, teams)))
        done += count
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            summaries = pool.map(_run, [job for _, job in work])
    else:
        summaries = [_run(job) for _, job in work]
    for (mine, (specs, *_)), summary in zip(work, summaries):
        wins += summary["wins"][mine]
        losses += sum(summary["wins"]) - summary["wins"][mine]
        draws += summary["draws"] + summary["forfeits"]
        for seat, spec in enumerate(specs):
            ms[spec].append(summary["decision_ms"][seat]["mean"])
    return {
        "a": a, "b": b, "games": games, "seed": seed, "players": players, "teams": n_teams, "duplicate": duplicate,
        "wins": wins, "losses": losses, "draws": draws,
        "win_rate": round((wins + 0.5 * draws) / games, 3),
        "fair_share": round(1 / n_teams, 3),
        "ms_per_decision": {k: round(sum(v) / len(v), 2) for k, v in ms.items() if v},
        "seconds": round(time.perf_counter() - started, 1),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--teams", type=int)
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the games in")
    parser.add_argument("--duplicate", action="store_true",
                        help="replay the same deals with the teams rotated (less card luck between two specs)")
    args = parser.parse_args(argv)
    print(json.dumps(match(args.a, args.b, args.games, args.seed, args.players, args.teams, args.duplicate, args.jobs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
