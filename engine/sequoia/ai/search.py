"""The hard level's search: Monte Carlo playouts of the rest of the game.

For each of a few candidate pairs (the best by the heuristic), many
imagined futures are played out: the opponents' secret rolls of this turn
and every later roll are drawn at random, and every seat (this one
included) then plays by the heuristic. The same futures are used for every
candidate (common random numbers), so the comparison between candidates is
sharp with few playouts; a future cut short by the deadline is dropped.
A future ends with the final scoring (a tie
shares its tokens); the candidate with the best average outcome (a win,
shared wins split, plus a little for the margin) is played. The search
stops at its deadline, never at a fixed count.
"""

from __future__ import annotations

from typing import Callable, Sequence

from engine.core.portable import environ, perf_counter, process_time, product
from engine.core.rng import Rng
from engine.sequoia.ai.heuristic import HOLD, forest_gain, pair_values
from engine.sequoia.ai.view import FOREST_COUNT, Position
from engine.sequoia.dice import reachable_pairs
from engine.sequoia.forests import FOREST_BASE

ROLLS = 7776
CANDIDATES = 8
MARGIN_WEIGHT = 0.02  # a point of margin is worth this much of a win
# SEQUOIA_AI_CLOCK=cpu times the search by this process's CPU time instead of the wall clock:
# a benchmark on a busy machine then gives each decision the work its budget buys on an idle
# one (as SEQUITUR_AI_CLOCK does; docs/ai.md, "Levels against a casual player")
CLOCK_ENV = "SEQUOIA_AI_CLOCK"
clock: Callable[[], float] = process_time if environ(CLOCK_ENV) == "cpu" else perf_counter

_PAIRS: list[tuple[tuple[int, int], ...]] = []


def pairs_by_roll() -> list[tuple[tuple[int, int], ...]]:
    """Every roll of five dice (7776, equally likely) -> its pairs as forest indices."""
    if not _PAIRS:
        by_sorted: dict[tuple[int, ...], tuple[tuple[int, int], ...]] = {}
        for dice in product(range(1, 7), repeat=5):
            key = tuple(sorted(dice))
            if key not in by_sorted:
                by_sorted[key] = tuple((a - FOREST_BASE, b - FOREST_BASE) for a, b in reachable_pairs(key))
            _PAIRS.append(by_sorted[key])
    return _PAIRS


def choose(counts: list[list[int]], seat: int, pairs: Sequence[tuple[int, int]], fv: Sequence[float],
           sv: Sequence[float], left: int, memo: dict[bytes, float]) -> tuple[int, int]:
    """The heuristic's pair for `seat` among `pairs` (forest indices), with
    `left` turns to go after this one; the first best. `memo` keeps the
    gains already worked out (a forest's trees repeat across playouts),
    keyed by bytes (every number in a key is below 256): MicroPython hashes
    a tuple by the sum of its items, so tuples of small counts collide and
    a large memo of them crawls there."""
    hold = HOLD[left]
    one: dict[int, float] = {}
    best_value = -1e9
    best_pair = pairs[0]
    for fa, fb in pairs:
        if fa == fb:
            row = counts[fa]
            key = bytes([fa, seat, 2, left] + row)
            value = memo.get(key)
            if value is None:
                value = memo[key] = forest_gain(row, seat, 2, fv[fa], sv[fa], hold)
        else:
            va = one.get(fa)
            if va is None:
                row = counts[fa]
                key = bytes([fa, seat, 1, left] + row)
                va = memo.get(key)
                if va is None:
                    va = memo[key] = forest_gain(row, seat, 1, fv[fa], sv[fa], hold)
                one[fa] = va
            vb = one.get(fb)
            if vb is None:
                row = counts[fb]
                key = bytes([fb, seat, 1, left] + row)
                vb = memo.get(key)
                if vb is None:
                    vb = memo[key] = forest_gain(row, seat, 1, fv[fb], sv[fb], hold)
                one[fb] = vb
            value = va + vb
        if value > best_value:
            best_value = value
            best_pair = (fa, fb)
    return best_pair


def final_points(counts: list[list[int]], players: int, fv: Sequence[float], sv: Sequence[float]) -> list[float]:
    """Points after the last turn; a tie shares the tokens it is for."""
    points = [0.0] * players
    seats = range(players)
    for f in range(FOREST_COUNT):
        row = counts[f]
        top = max(row)
        if top == 0:
            continue
        leaders = [s for s in seats if row[s] == top]
        if len(leaders) > 1:
            share = (fv[f] + sv[f]) / len(leaders)
            for s in leaders:
                points[s] += share
            continue
        points[leaders[0]] += fv[f]
        runner = max(row[s] for s in seats if s != leaders[0])
        if runner == 0:
            continue
        seconds = [s for s in seats if row[s] == runner]
        share = sv[f] / len(seconds)
        for s in seconds:
            points[s] += share
    return points


def outcome(points: list[float], seat: int, margin: float = MARGIN_WEIGHT) -> float:
    """A win (shared wins split) plus a little (`margin` per point) for the margin over the best other."""
    mine = points[seat]
    best_other = max(p for s, p in enumerate(points) if s != seat)
    if mine > best_other + 1e-9:
        win = 1.0
    elif mine > best_other - 1e-9:
        win = 1.0 / sum(1 for p in points if p > mine - 1e-9)
    else:
        win = 0.0
    return win + margin * (mine - best_other)


# Rolls: (rng) -> (this turn's rolls of the other seats, every later turn's rolls), as in `futures`;
# Choose: a function like `choose`. (No subscripted aliases: MicroPython's types take no subscripts.)
Rolls = Callable
Choose = Callable


def search(position: Position, legal: Sequence[tuple[int, int]], rng: Rng, deadline: float,
           *, candidates: int = CANDIDATES, limit: int | None = None, deal: Rolls | None = None,
           others: Choose | None = None) -> tuple[tuple[int, int], int]:
    """The best pair found before `deadline` (`clock` seconds), or in `limit`
    futures, and how many futures were played. `deal` and `others` change
    what a future is (its rolls, the other seats' play; see `futures`): only
    a measurement passes them, never a level."""
    values = pair_values(position, legal)
    # equal values stay in the legal order (the index breaks ties: MicroPython's sort is not stable)
    ranked = sorted(range(len(legal)), key=lambda i: (-values[i], i))
    shortlist = [legal[i] for i in ranked[:candidates]]
    if len(shortlist) == 1:
        return shortlist[0], 0
    found = futures(position, shortlist, rng, deadline, limit=limit, deal=deal, others=others)
    if found.count == 0:
        return shortlist[0], 0  # not one whole future in time: the heuristic's choice
    totals = found.totals
    best = max(range(len(shortlist)), key=lambda k: (totals[k], values[ranked[k]]))
    return shortlist[best], found.count


class Futures:
    """What the futures played for each candidate pair added up to: `totals`
    (the search's outcome: a win, shared wins split, plus a little for the
    margin), `wins` (the win alone) and `points` (the seat's final points),
    over `count` futures."""

    __slots__ = ("totals", "wins", "points", "count")

    def __init__(self, size: int) -> None:
        self.totals = [0.0] * size
        self.wins = [0.0] * size
        self.points = [0.0] * size
        self.count = 0


def futures(position: Position, pairs: Sequence[tuple[int, int]], rng: Rng, deadline: float,
            *, limit: int | None = None, deal: Rolls | None = None, others: Choose | None = None) -> Futures:
    """Play imagined futures for each of `pairs` (the same futures for every
    pair) until `deadline`, or `limit` futures (then the clock is not read).

    A future's rolls are drawn at random: this turn's of the other seats (in
    seat order) and every later turn's (turn by turn, in seat order), each an
    index into `pairs_by_roll()`. `deal(rng)` gives them instead, and
    `others` chooses for the other seats instead of the heuristic: the bench
    that measures what hidden rolls are worth passes them (bench/sequoia_ai_bounds.py)."""
    table = pairs_by_roll()
    n = position.players
    seat = position.seat
    fv = position.first_value
    sv = position.second_value
    counts0 = position.counts
    turns_left = position.turns_left
    later = turns_left - 1
    found = Futures(len(pairs))
    mine = [(a - FOREST_BASE, b - FOREST_BASE) for a, b in pairs]
    randbelow = rng.randrange
    now = clock
    timed = limit is None
    rivals = [s for s in range(n) if s != seat]
    pick = choose if others is None else others
    memo: dict[bytes, float] = {}
    while True:
        # one imagined future: the rolls of this turn's opponents and of every later turn
        if deal is None:
            now_rolls = [randbelow(ROLLS) for _ in rivals]
            later_rolls = [randbelow(ROLLS) for _ in range(later * n)]
        else:
            now_rolls, later_rolls = deal(rng)
        theirs = [pick(counts0, s, table[r], fv, sv, later, memo) for s, r in zip(rivals, now_rolls)]
        world = []
        for fa, fb in mine:
            if world and timed and now() >= deadline:
                break  # out of time inside this future: drop it, keep the comparison fair
            counts = [row[:] for row in counts0]
            counts[fa][seat] += 1
            counts[fb][seat] += 1
            for s, (ga, gb) in zip(rivals, theirs):
                counts[ga][s] += 1
                counts[gb][s] += 1
            index = 0
            for left in range(later - 1, -1, -1):
                moves = []
                for s in range(n):
                    moves.append((choose if s == seat else pick)(counts, s, table[later_rolls[index]], fv, sv, left, memo))
                    index += 1
                for s, (ga, gb) in enumerate(moves):
                    counts[ga][s] += 1
                    counts[gb][s] += 1
            world.append(final_points(counts, n, fv, sv))
        if len(world) < len(mine):
            break
        for k, points in enumerate(world):
            value = outcome(points, seat)
            found.totals[k] += value
            found.wins[k] += outcome(points, seat, margin=0.0)
            found.points[k] += points[seat]
        found.count += 1
        if (limit is not None and found.count >= limit) or (timed and now() >= deadline):
            break
    return found
