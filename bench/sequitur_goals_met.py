"""Where a Sequitur AI's solo points go (docs/ai.md, "How far from 20 points"):
per goal colour, secret and public, how many rounds a game have such a goal
when the word is spelled, how often the word meets it, and the points.

    python3 -m bench.sequitur_goals_met [--level expert@0.3] [--games 40] [--seed 0]

Game k has the seed `seed + k` and the seat the seed `(seed + k) * 31`, as in
`python3 -m bench.sequitur_ai`, so the games are that benchmark's solo games.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter

from engine.arena import make_seat
from engine.core.seats import Decision
from engine.core.state import CHANCE
from engine.sequitur import dictionary
from engine.sequitur.goals import BY_ID, POINTS
from engine.sequitur.spelling import Spell
from engine.sequitur.state import SequiturState

COLOURS = ("red", "yellow", "green")


def play_counting(level: str, seed: int, counts: Counter) -> int:
    """One solo game of `level`; adds to `counts` each goal in play when the word
    is spelled (by "secret red" and the like) and each one met ("... met")."""
    words = dictionary.load()
    state = SequiturState.new({"players": 1}, seed)
    seat = make_seat(f"ai:{level}", seed * 31, "sequitur")
    seat.start(state.start_message(0))
    while not state.is_over:
        if state.acting.kind == CHANCE:
            state.resolve_chance()
            continue
        secret, public = state.secret[0], list(state.public)
        action = seat.act(Decision(0, state.legal_actions(0), state.observation))
        state.apply(0, action)
        if isinstance(action, Spell):
            word = state.words[0]
            for kind, goals in (("secret", [secret] if secret else []), ("public", public)):
                for goal in goals:
                    colour = BY_ID[goal].colour
                    counts[f"{kind} {colour}"] += 1
                    counts[f"{kind} {colour} met"] += word is not None and BY_ID[goal].is_met(word, words)
    return state.points()[0]


def count(level: str, games: int, seed: int) -> tuple[Counter, list[int]]:
    """The goals in play and met over `games` solo games, and each game's points."""
    counts: Counter = Counter()
    return counts, [play_counting(level, seed + k, counts) for k in range(games)]


def table(level: str, games: int, seed: int) -> str:
    """`count`'s figures as a Markdown table, a row per goal kind and colour."""
    counts, scores = count(level, games, seed)
    lines = [f"{level}, {games} solo games, seeds {seed}-{seed + games - 1}: mean {statistics.mean(scores):.2f}", "",
             "| goal | rounds a game | met | points a game (of the most) |", "|---|---|---|---|"]
    for kind in ("secret", "public"):
        for colour in COLOURS:
            n, met = counts[f"{kind} {colour}"], counts[f"{kind} {colour} met"]
            lines.append(f"| {kind}, {colour} | {n / games:.2f} | {100 * met / max(n, 1):.0f}% "
                         f"| {met * POINTS[colour] / games:.2f} ({n * POINTS[colour] / games:.2f}) |")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python3 -m bench.sequitur_goals_met", description=__doc__.splitlines()[0])
    parser.add_argument("--level", default="expert@0.3")
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be positive")
    print(table(args.level, args.games, args.seed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
