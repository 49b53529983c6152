"""What hidden information is worth: the harness of the benches that let a
level's search cheat (bench/sequence_ai_bounds.py, bench/sequoia_ai_bounds.py).

A bench names its rows (the same search, told more or less of the real
state) and a `play_row((row, first seed, deals, work))` that plays those
deals against greedy, each twice with the seats swapped (`both_seats`);
`bounds` shares the rows' deals among processes and adds up each row, and
`cli` is the command line they share.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import time
from collections.abc import Callable, Iterable
from typing import Any

PlayRow = Callable[[tuple[str, int, int, int]], tuple[int, int, int]]


def both_seats(first: int, count: int, play_one: Callable[[int, int], Iterable[int]]) -> tuple[int, int, int]:
    """(wins, losses, draws) over `count` deals from seed `first`, each played with
    the measured seat in seat 0 and in seat 1: `play_one(game_seed, mine)` plays one
    game and gives its winners (none: a draw; a shared victory counts as a draw)."""
    wins = losses = draws = 0
    for game_seed in range(first, first + count):
        for mine in (0, 1):
            winners = set(play_one(game_seed, mine))
            if winners == {mine}:
                wins += 1
            elif not winners or mine in winners:
                draws += 1
            else:
                losses += 1
    return wins, losses, draws


def bounds(games: int, seed: int, work: int, jobs: int, rows: list[str], play_row: PlayRow,
           work_name: str = "samples") -> list[dict[str, Any]]:
    """Each row's tally over `games` games (`games // 2` deals, both seats),
    `play_row((row, first seed, deals, work))` playing a share in each of `jobs` processes."""
    deals = games // 2
    shares = []
    for name in rows:
        start = 0
        for j in range(jobs):
            n = (deals - start) // (jobs - j)
            if n:
                shares.append((name, seed + start, n, work))
            start += n
    started = time.perf_counter()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            tallies = pool.map(play_row, shares)
    else:
        tallies = [play_row(job) for job in shares]
    out = []
    for name in rows:
        w = l = d = 0
        for job, (a, b, c) in zip(shares, tallies):
            if job[0] == name:
                w, l, d = w + a, l + b, d + c
        n = w + l + d
        out.append({"row": name, "games": n, "wins": w, "losses": l, "draws": d,
                    "win_rate": round((w + 0.5 * d) / n, 3) if n else 0.0})
    out.append({"seconds": round(time.perf_counter() - started, 1), work_name: work, "seed": seed})
    return out


def cli(argv: list[str] | None, doc: str, rows: dict[str, Any], play_row: PlayRow,
        work_name: str, work_default: int, work_help: str) -> int:
    """The benches' command line: --games, --seed, the work a decision, --jobs, --rows."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per row (half as many deals)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(f"--{work_name}", type=int, default=work_default, help=work_help)
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the games in")
    parser.add_argument("--rows", default=",".join(rows), help=f"comma-separated, of: {', '.join(rows)}")
    args = parser.parse_args(argv)
    chosen = [r.strip() for r in args.rows.split(",") if r.strip()]
    unknown = [r for r in chosen if r not in rows]
    if unknown:
        parser.error(f"unknown row(s): {', '.join(unknown)}")
    for line in bounds(args.games, args.seed, getattr(args, work_name), args.jobs, chosen, play_row, work_name):
        print(json.dumps(line))
    return 0
