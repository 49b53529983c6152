"""Are a review's win chances calibrated? (issue 27; engine/core/review.py)

Plays AI games, estimates every side's chance at each step exactly as a
review does (engine.core.review.values_at: an estimate does a fixed amount
of work, whatever the budget), and compares with who won:

    python bench/review_calibration.py --game sequence --players 2 --games 100 [--levels mix | hard,medium]
    python bench/review_calibration.py --game sequitur --players 1 --games 40     # solo: the score

Prints the calibration table (predicted chance in bins of 10%: positions
and the games they come from, mean predicted, share won with a 95% interval
found by resampling whole games) and the log loss. Every table size
(`--players 3`, Sequence's `--players 4` is two teams of two); `--every 2`
estimates every other step (half the work; a game's steps are close kin). With `--fit` the game's
calibration is switched off for the run (SLOPE 1, FLOOR 0) and the slope and
floor that minimise the log loss are printed (to ship), with an honest
check: each half of the games calibrated by the fit on the other half. Put
them in the game's review module
(engine/sequence/ai/review.py, engine/sequoia/ai/review.py,
engine/sequitur/ai/review.py; Sequitur's ROUND_MEAN, ROUND_SPREAD and
STEP_SPREAD are printed from the games' rounds); docs/ai.md ("Reviews")
shows the held-out table. `--save FILE` keeps the positions for a refit.
A shared victory counts as a share of a win. Run it under `nice -n 10`.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.arena import play  # noqa: E402
from engine.core import review  # noqa: E402
from engine.core.record import to_record  # noqa: E402
from engine.games import GAMES, ai_module, review_module  # noqa: E402

DEFAULT_LEVELS = "mix"
BINS = 10


def games(game: str, players: int, count: int, levels: list[str], seed: int, teams: int = 0):
    """`count` finished games as (record, loaded review game); levels "mix": each seat's level
    drawn at random from the game's levels, as a person's table mixes them. `teams`: Sequence's
    number of teams where the table allows a choice (0: the table's default)."""
    module = ai_module(game)
    draw = random.Random(seed)
    options = {"players": players, **({"teams": teams} if teams else {})}
    for k in range(count):
        state = GAMES[game].new(dict(options), seed + k)
        chosen = [draw.choice(list(module.LEVELS)) for _ in range(players)] if levels == ["mix"] else \
            [levels[i % len(levels)] for i in range(players)]
        seats = [module.make_seat(chosen[i], (seed + k) * 31 + i) for i in range(players)]
        outcome = play(state, seats)
        record = to_record(outcome.state)
        yield record, review._load(game, record)


def log_loss(pairs: list[tuple[list[float], list[float]]], slope: float, floor: float = 0.0) -> float:
    total = 0.0
    for raw, won in pairs:
        p = review.calibrated(raw, slope, floor)
        total -= sum(w * math.log(max(q, 1e-6)) for q, w in zip(p, won))
    return total / max(1, len(pairs))


def fit(pairs: list[tuple[list[float], list[float]]]) -> tuple[float, float]:
    """The slope (0.2..4) and floor (0..0.5) with the least log loss: a grid, then a finer one."""
    best = (log_loss(pairs, 1.0), 1.0, 0.0)
    slopes = [0.2 + 0.1 * i for i in range(39)]
    floors = [0.025 * i for i in range(21)]
    for _ in range(2):
        for slope in slopes:
            for floor in floors:
                best = min(best, (log_loss(pairs, slope, floor), slope, floor))
        _, s0, f0 = best
        slopes = [max(0.05, s0 + 0.02 * i) for i in range(-5, 6)]
        floors = [max(0.0, f0 + 0.005 * i) for i in range(-5, 6)]
    return best[1], best[2]


def table(pairs: list[tuple[list[float], list[float]]], games: list[int] | None = None) -> list[str]:
    """The calibration table: every side's chance at every position, binned. With `games` (each
    pair's game), each bin's share won with a 95% interval found by resampling whole games (a
    game's positions are not independent of one another), and the games behind each bin."""
    bins = [[0, 0.0, 0.0] for _ in range(BINS)]
    per_game: dict[int, list[list[float]]] = {}  # game -> per bin [positions, won]
    for k, (chances, won) in enumerate(pairs):
        for p, w in zip(chances, won):
            i = min(BINS - 1, int(p * BINS))
            b = bins[i]
            b[0] += 1
            b[1] += p
            b[2] += w
            if games is not None:
                cell = per_game.setdefault(games[k], [[0, 0.0] for _ in range(BINS)])[i]
                cell[0] += 1
                cell[1] += w
    if games is None:
        lines = ["| predicted | positions | mean predicted | won |", "|---|---:|---:|---:|"]
    else:
        lines = ["| predicted | positions (games) | mean predicted | won | 95% interval |", "|---|---:|---:|---:|---:|"]
        draws = _resampled(list(per_game.values()))
    for i, (n, p, w) in enumerate(bins):
        if not n:
            continue
        row = f"| {10 * i}-{10 * (i + 1)}% | {n} | {100 * p / n:.1f}% | {100 * w / n:.1f}% |"
        if games is not None:
            shares = sorted(d[i] for d in draws if d[i] is not None)
            low, high = shares[int(0.025 * len(shares))], shares[int(0.975 * len(shares)) - 1]
            seen = sum(1 for cells in per_game.values() if cells[i][0])
            row = (f"| {10 * i}-{10 * (i + 1)}% | {n} ({seen}) | {100 * p / n:.1f}% | {100 * w / n:.1f}% "
                   f"| {100 * low:.0f}-{100 * high:.0f}% |")
        lines.append(row)
    return lines


def _resampled(per_game: list[list[list[float]]], rounds: int = 1000) -> list[list[float | None]]:
    """Each bin's share won in `rounds` resamplings of the games, drawn with replacement."""
    rng = random.Random(7)
    out = []
    for _ in range(rounds):
        totals = [[0, 0.0] for _ in range(BINS)]
        for cells in rng.choices(per_game, k=len(per_game)):
            for total, (n, w) in zip(totals, cells):
                total[0] += n
                total[1] += w
        out.append([w / n if n else None for n, w in totals])
    return out


def report(pairs: list[tuple[list[float], list[float]]], held: list[tuple[list[float], list[float]]], *,
           fitting: bool, games: list[int] | None = None) -> None:
    """The tables; fitting: the fit on every game (to ship), and an honest check of it, each half of
    the games calibrated by the fit on the other half."""
    every = pairs + held
    print("\n".join(table(every, games)))
    print(f"log loss {log_loss(every, 1.0):.4f} (as estimated)")
    if not fitting:
        return
    slope, floor = fit(every)
    print(f"fitted on all {len(every)} positions: SLOPE = {slope:.2f}, FLOOR = {floor:.3f} "
          f"(log loss {log_loss(every, slope, floor):.4f})")
    a, b = fit(pairs), fit(held)
    print(f"on each half of the games: SLOPE, FLOOR = {a[0]:.2f}, {a[1]:.3f} and {b[0]:.2f}, {b[1]:.3f}")
    crossed = [(review.calibrated(raw, *b), won) for raw, won in pairs] + \
              [(review.calibrated(raw, *a), won) for raw, won in held]
    print(f"each half calibrated by the other half's fit (held out; log loss "
          f"{log_loss(crossed, 1.0):.4f}):")
    print("\n".join(table(crossed, games)))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", required=True, choices=sorted(GAMES))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--teams", type=int, default=0, help="Sequence: 2 or 3 teams where the table allows both")
    parser.add_argument("--levels", default="")
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument("--every", type=int, default=1, help="estimate every n-th step")
    parser.add_argument("--fit", action="store_true", help="switch the calibration off and fit it")
    parser.add_argument("--save", default="", help="write the positions' chances and results to this JSON file")
    args = parser.parse_args()
    os.environ.setdefault("SEQUENCE_AI_SAMPLES", "40")  # the expert's figures must not move with the load
    os.environ.setdefault("SEQUITUR_AI_PLAYS", "8")
    levels = (args.levels or DEFAULT_LEVELS).split(",")
    module = review_module(args.game)
    if args.fit:  # the calibration off: a slope of 1 and no floor
        if hasattr(module, "CALIBRATION"):
            module.CALIBRATION = dict.fromkeys(module.CALIBRATION, (1.0, 0.0))
        else:
            module.SLOPE, module.FLOOR = 1.0, 0.0
    started = time.perf_counter()
    pairs: list[tuple[list[float], list[float]]] = []
    held: list[tuple[list[float], list[float]]] = []  # with --fit: every other game, kept out of the fit
    pair_games: list[int] = []  # each position's game (for the intervals)
    held_games: list[int] = []
    solo: list[tuple[int, float, float]] = []  # (step's share of the game in tenths, expected, final)
    gains: list[float] = []
    residuals: dict[str, list[float]] = {}
    estimates = 0
    for number, (record, loaded) in enumerate(games(args.game, args.players, args.games, levels, args.seed, args.teams)):
        final = review.final_values(loaded.full, loaded.sides, loaded.measure)
        into = held if args.fit and number % 2 else pairs
        into_games = held_games if into is held else pair_games
        steps = len(loaded.full.history)
        for at in range(0, steps, args.every):
            values = review.values_at(loaded, at, seed=1, budget_s=0.0)
            estimates += 1
            if loaded.measure == review.SCORE:
                solo.append((min(9, 10 * at // max(1, steps)), values[0], final[0]))
            else:
                into.append((values, final))
                into_games.append(number)
        if args.game == "sequitur":
            gains.extend(_round_gains(loaded))
            _residuals(loaded, module, residuals, args.every)
        review._games.clear()
    took = time.perf_counter() - started
    print(f"{args.game}, {args.players} players{f' in {args.teams} teams' if args.teams else ''}, {args.games} games of {'/'.join(levels)}: "
          f"{estimates} positions in {took:.0f} s")
    if args.save:
        Path(args.save).write_text(json.dumps({"pairs": pairs, "held": held}))
    if pairs:
        report(pairs, held, fitting=args.fit, games=pair_games + held_games)
    if solo:
        print("| part of the game | positions | expected score | final score | mean error |")
        print("|---|---:|---:|---:|---:|")
        for tenth in range(10):
            rows = [(e, f) for t, e, f in solo if t == tenth]
            if rows:
                e = statistics.mean(r[0] for r in rows)
                f = statistics.mean(r[1] for r in rows)
                err = statistics.mean(abs(r[0] - r[1]) for r in rows)
                print(f"| {10 * tenth}-{10 * (tenth + 1)}% | {len(rows)} | {e:.1f} | {f:.1f} | {err:.1f} |")
    if gains:
        print(f"goal points per player and round: mean {statistics.mean(gains):.2f}, "
              f"spread {statistics.pstdev(gains):.2f} (ROUND_MEAN, ROUND_SPREAD)")
        print("what a round brought against its projection, by step (STEP_SPREAD): " + ", ".join(
            f"{step} {statistics.mean(r):+.2f} ± {statistics.pstdev(r):.2f}" for step, r in residuals.items()))


def _residuals(loaded: review._Game, module, out: dict[str, list[float]], every: int) -> None:
    """Sequitur: each player's points at the round's end against the review's projection
    (points so far and the round's expected gain), by step."""
    firsts: dict[int, list[int]] = {}
    for state in loaded.states:
        firsts.setdefault(state.round, state.points())  # the points as each round starts
    rounds = sorted(firsts)
    ends = {r: firsts[rounds[i + 1]] if i + 1 < len(rounds) else loaded.full.points() for i, r in enumerate(rounds)}
    expert = module._expert(1, loaded.full.catalog)
    expert.samples = module.VALUE_SAMPLES
    for at in range(0, len(loaded.states) - 1, every):
        state = loaded.states[at]
        if state.is_over or state.step == "claim":
            continue
        now = state.points()
        for seat in range(state.n):
            got = ends[state.round][seat] - now[seat]
            out.setdefault(str(state.step), []).append(got - module._round_gain(state, seat, expert))


def _round_gains(loaded: review._Game) -> list[float]:
    """Each player's goal points in each round of a finished Sequitur game."""
    points_at: dict[int, list[int]] = {}
    for state in loaded.states:
        points_at.setdefault(state.round, state.points())  # the first state of each round
    rounds = sorted(points_at)
    final = loaded.full.points()
    out = []
    for i, r in enumerate(rounds):
        end = points_at[rounds[i + 1]] if i + 1 < len(rounds) else final
        out.extend(e - s for s, e in zip(points_at[r], end))
    return out


if __name__ == "__main__":
    main()
