"""Sequitur AI benchmark (docs/ai.md, "Sequitur"): solo scores, rivals, the ladder.

Three parts, printed as Markdown tables (`--json`: the same figures as JSON):

- `solo` (the default): each of `--levels` plays solo games; its mean score,
  the stdev, how many games earned each title of the solo ladder
  (`ladder_rank`, RULINGS Sequitur 7; "none" under 5 points) and its
  decision times.
- `rivals`: the `--top` seat in seat 0 against greedy seats, at each table
  size of `--sizes`: its wins (a shared victory counts for every winner),
  win rate, fair share, its mean points and a greedy seat's.
- `ladder`: two-seat matches of each pair of `--pairs` (by default each
  level against the one below it); A sits in seat 0 in even games and seat 1
  in odd ones; a shared victory counts half for each.

    python3 -m bench.sequitur_ai [--part solo,rivals,ladder] [--games 500] [--seed 0] [--jobs 2]
        [--levels easy,greedy,hard@0.25] [--top ai:expert] [--sizes 2,3,4,5]
        [--pairs "ai:easy,random;ai:medium,ai:easy"] [--json]

Game k has the seed `seed + k` and its seat i the seed `(seed + k) * 31 + i`,
as in `python -m engine.arena`, so every level meets the same deals and the
figures do not depend on `--jobs` (the decision times aside).
`SEQUITUR_AI_PLAYS=N` makes hard and expert weigh a fixed N card plays per
decision, whatever the machine's load. A progress line goes to stderr every
10 games.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import multiprocessing
import os
import statistics
import sys
import time
from collections import Counter
from typing import Any, Iterable, NamedTuple, Sequence

from engine.arena import make_seat, play
from engine.sequitur import dictionary
from engine.sequitur.ai.seat import PLAYS_ENV
from engine.sequitur.state import LADDER, SequiturState, ladder_rank

SIZES = (2, 3, 4, 5)
PAIRS = (("ai:easy", "random"), ("ai:medium", "ai:easy"), ("ai:hard", "ai:medium"), ("ai:expert", "ai:hard"))
NONE = "none"  # under the ladder's first title


class Game(NamedTuple):
    """One game to play: the seats' specs, its seed, and the seat measured."""

    specs: tuple[str, ...]
    seed: int
    seat: int = 0


def play_game(game: Game) -> dict[str, Any]:
    """Play `game`: the points of each seat, the winners and each seat's decision times (s)."""
    state = SequiturState.new({"players": len(game.specs)}, game.seed)
    seats = [make_seat(spec, game.seed * 31 + i, "sequitur") for i, spec in enumerate(game.specs)]
    outcome = play(state, seats)
    assert outcome.result.scores is not None
    return {"scores": list(outcome.result.scores), "winners": list(outcome.result.winners), "times": outcome.times}


def play_all(games: Sequence[Game], jobs: int = 1, label: str = "") -> list[dict[str, Any]]:
    """`play_game` of each game, in order, over `jobs` processes; every 10 games a
    line on stderr with the measured seats' mean points and wins so far."""
    dictionary.load()  # once, before the workers fork
    played: list[dict[str, Any]] = []
    started = time.perf_counter()
    pool = multiprocessing.Pool(jobs) if jobs > 1 else None
    with pool or contextlib.nullcontext():
        outcomes: Iterable[dict[str, Any]] = pool.imap(play_game, games) if pool else map(play_game, games)
        for game, outcome in zip(games, outcomes):
            played.append(outcome)
            if len(played) % 10 == 0:
                points = statistics.mean(p["scores"][g.seat] for g, p in zip(games, played))
                wins = sum(g.seat in p["winners"] for g, p in zip(games, played))
                print(f"  {label}: {len(played)}/{len(games)} games, mean points {points:.2f}, {wins} wins, "
                      f"{time.perf_counter() - started:.0f} s", file=sys.stderr, flush=True)
    return played


def decision_ms(times: list[float]) -> dict[str, float]:
    """Mean, 95th percentile and longest of `times` (seconds), in milliseconds."""
    if not times:  # a seat that picks from the legal list at once is not timed
        return {"decision_ms_mean": 0.0, "decision_ms_p95": 0.0, "decision_ms_max": 0.0}
    ordered = sorted(times)
    return {"decision_ms_mean": round(1000 * statistics.mean(ordered), 2),
            "decision_ms_p95": round(1000 * ordered[int(0.95 * (len(ordered) - 1))], 1),
            "decision_ms_max": round(1000 * ordered[-1], 1)}


def measure(level: str, games: int, seed: int, *, jobs: int = 1) -> dict[str, Any]:
    """Solo games of `level` (an AI level or `greedy`, with `@SECONDS` if wanted)."""
    started = time.perf_counter()
    played = play_all([Game((f"ai:{level}",), seed + k) for k in range(games)], jobs, level)
    scores = [p["scores"][0] for p in played]
    titles = Counter(ladder_rank(s) or NONE for s in scores)
    return {
        "level": level, "games": games,
        "mean_score": round(statistics.mean(scores), 2),
        "stdev": round(statistics.stdev(scores), 2) if games > 1 else 0.0,
        "ladder": {title: titles[title] for title in (NONE, *(t for _, t in reversed(LADDER)))},
        **decision_ms([t for p in played for t in p["times"][0]]),
        "seconds": round(time.perf_counter() - started, 1),
    }


def rivals(top: str, games: int, seed: int, *, sizes: Sequence[int] = SIZES, jobs: int = 1) -> list[dict[str, Any]]:
    """`top` in seat 0 against greedy seats, `games` games at each table size."""
    rows = []
    for n in sizes:
        started = time.perf_counter()
        played = play_all([Game((top,) + ("greedy",) * (n - 1), seed + k) for k in range(games)], jobs,
                          f"{top} at {n}")
        wins = sum(0 in p["winners"] for p in played)
        times = decision_ms([t for p in played for t in p["times"][0]])
        rows.append({
            "players": n, "games": games, "top": top, "wins": wins,
            "win_rate": round(wins / games, 3), "fair_share": round(1 / n, 3),
            "top_points": round(statistics.mean(p["scores"][0] for p in played), 2),
            "greedy_points": round(statistics.mean(s for p in played for s in p["scores"][1:]), 2),
            "decision_ms_mean": times["decision_ms_mean"], "decision_ms_p95": times["decision_ms_p95"],
            "seconds": round(time.perf_counter() - started, 1),
        })
    return rows


def match(a: str, b: str, games: int, seed: int, *, jobs: int = 1) -> dict[str, Any]:
    """`a` against `b` at two seats, `a` in seat 0 in even games and seat 1 in odd ones."""
    started = time.perf_counter()
    table = [Game((a, b) if k % 2 == 0 else (b, a), seed + k, k % 2) for k in range(games)]
    played = play_all(table, jobs, f"{a} against {b}")
    tally: Counter[str] = Counter()
    for game, p in zip(table, played):
        winners = set(p["winners"])
        tally["shared" if len(winners) == 2 else "a" if game.seat in winners else "b"] += 1
    return {
        "a": a, "b": b, "games": games,
        "a_wins": tally["a"], "b_wins": tally["b"], "shared": tally["shared"],
        "a_win_rate": round((tally["a"] + 0.5 * tally["shared"]) / games, 3),
        "a_points": round(statistics.mean(p["scores"][g.seat] for g, p in zip(table, played)), 2),
        "b_points": round(statistics.mean(p["scores"][1 - g.seat] for g, p in zip(table, played)), 2),
        "seconds": round(time.perf_counter() - started, 1),
    }


def _pct(rate: float) -> str:
    return f"{100 * rate:.1f}%"


def solo_table(rows: list[dict[str, Any]]) -> str:
    """The solo part as a Markdown table."""
    floors = [f for f, _ in reversed(LADDER)]
    spans = [f"{NONE} (0-{floors[0] - 1})"] + [
        f"{t} ({f}{'-' + str(floors[i + 1] - 1) if i + 1 < len(floors) else '+'})"
        for i, (f, t) in enumerate(reversed(LADDER))]
    lines = ["| level | games | mean solo score | stdev | " + " | ".join(spans) + " | decision ms mean / p95 / max |",
             "|---" * (6 + len(floors)) + "|"]
    for r in rows:
        counts = " | ".join(str(c) for c in r["ladder"].values())
        lines.append(f"| {r['level']} | {r['games']} | {r['mean_score']:.2f} | {r['stdev']:.2f} | {counts} | "
                     f"{r['decision_ms_mean']} / {r['decision_ms_p95']} / {r['decision_ms_max']} |")
    return "\n".join(lines)


def rivals_table(rows: list[dict[str, Any]]) -> str:
    """The rivals part as a Markdown table."""
    top = rows[0]["top"] if rows else "top"
    lines = [f"| players | games | {top} wins | win rate | fair share | {top} mean points | greedy seat mean points "
             f"| {top} ms mean | {top} ms p95 |", "|---" * 9 + "|"]
    for r in rows:
        lines.append(f"| {r['players']} | {r['games']} | {r['wins']} | {_pct(r['win_rate'])} | {_pct(r['fair_share'])} "
                     f"| {r['top_points']:.2f} | {r['greedy_points']:.2f} | {r['decision_ms_mean']} "
                     f"| {r['decision_ms_p95']} |")
    return "\n".join(lines)


def ladder_table(rows: list[dict[str, Any]]) -> str:
    """The ladder part as a Markdown table."""
    lines = ["| seat A | seat B | games | A wins | B wins | shared | A win rate | A mean points | B mean points |",
             "|---" * 9 + "|"]
    for r in rows:
        lines.append(f"| {r['a']} | {r['b']} | {r['games']} | {r['a_wins']} | {r['b_wins']} | {r['shared']} "
                     f"| {_pct(r['a_win_rate'])} | {r['a_points']:.2f} | {r['b_points']:.2f} |")
    return "\n".join(lines)


def parse_pairs(text: str) -> list[tuple[str, str]]:
    """`A,B;C,D` as [(A, B), (C, D)]."""
    pairs = []
    for part in text.split(";"):
        specs = [s.strip() for s in part.split(",")]
        if len(specs) != 2 or not all(specs):
            raise ValueError(f"a pair is two seat specs, A,B: not {part!r}")
        pairs.append((specs[0], specs[1]))
    return pairs


def report(parts: Sequence[str], games: int, seed: int, *, levels: Sequence[str] = ("easy", "greedy", "hard@0.25"),
           top: str = "ai:expert", sizes: Sequence[int] = SIZES, pairs: Sequence[tuple[str, str]] = PAIRS,
           jobs: int = 1) -> dict[str, Any]:
    """The figures of each part asked for, with the run's settings."""
    out: dict[str, Any] = {"games": games, "seed": seed, "plays": os.environ.get(PLAYS_ENV) or None}
    if "solo" in parts:
        out["solo"] = [measure(level, games, seed, jobs=jobs) for level in levels]
    if "rivals" in parts:
        out["rivals"] = rivals(top, games, seed, sizes=sizes, jobs=jobs)
    if "ladder" in parts:
        out["ladder"] = [match(a, b, games, seed, jobs=jobs) for a, b in pairs]
    return out


def tables(figures: dict[str, Any]) -> str:
    """`report`'s figures as Markdown, one table per part."""
    plays = f", SEQUITUR_AI_PLAYS={figures['plays']}" if figures["plays"] else ""
    text = [f"{figures['games']} games a row, seeds {figures['seed']}-{figures['seed'] + figures['games'] - 1}{plays}"]
    for part, table in (("solo", solo_table), ("rivals", rivals_table), ("ladder", ladder_table)):
        if part in figures:
            text.append(table(figures[part]))
    return "\n\n".join(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench.sequitur_ai", description=__doc__.splitlines()[0])
    parser.add_argument("--part", default="solo", help="solo, rivals, ladder, or several comma-separated")
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1, help="processes to play the games in")
    parser.add_argument("--levels", default="easy,greedy,hard@0.25", help="solo: levels, comma-separated")
    parser.add_argument("--top", default="ai:expert", help="rivals: the seat spec against greedy seats")
    parser.add_argument("--sizes", default="2,3,4,5", help="rivals: table sizes, comma-separated")
    parser.add_argument("--pairs", help="ladder: A,B;C,D... (default: each level against the one below)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    parts = [p.strip() for p in args.part.split(",")]
    unknown = set(parts) - {"solo", "rivals", "ladder"}
    if unknown or args.games < 1 or args.jobs < 1:
        parser.error(f"unknown part {', '.join(sorted(unknown))}" if unknown else "--games and --jobs must be positive")
    try:
        pairs = parse_pairs(args.pairs) if args.pairs else PAIRS
    except ValueError as error:
        parser.error(str(error))
    figures = report(parts, args.games, args.seed, levels=args.levels.split(","), top=args.top,
                     sizes=[int(n) for n in args.sizes.split(",")], pairs=pairs, jobs=args.jobs)
    print(json.dumps(figures, indent=1) if args.json else tables(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())
