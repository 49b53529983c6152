"""How far the goal catalog lets the expert Sequitur search go (docs/ai.md,
"How far from 20 points"): the same solo games played by the expert level
and by the same search told the bag's order. The second one reads the real
game: it cheats, and is a measurement of what the hidden draws cost, never
a level.

    python3 -m bench.sequitur_ceiling [--games 100] [--seed 0] [--jobs 2] [--scores]

Both play with a fixed number of card plays weighed per decision
(SEQUITUR_AI_PLAYS, 150 unless set), so the figures do not move with the
machine's load.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
from multiprocessing import Pool
from typing import Any

from engine.core.seats import Decision
from engine.core.state import CHANCE
from engine.sequitur.actions import End, Keep
from engine.sequitur.cards import REDRAW, REPLACE, Play
from engine.sequitur.ai.expert import ExpertSeat
from engine.sequitur.state import SequiturState

PLAYS = 150


class Clairvoyant(ExpertSeat):
    """The expert's search with the real draws in place of its samples."""

    state: SequiturState  # the real game, set before every decision

    def _drawn(self, twin: SequiturState, seat: int, count: int, *, placed_at: int | None = None) -> list[str]:
        """The next `count` balls `seat` draws in `twin`, each put on the left end."""
        balls: list[str] = []
        while len(balls) < count:
            if twin.acting.kind == CHANCE:
                twin.resolve_chance()
                if placed_at is not None:
                    return [twin.racks[seat][placed_at]]
                continue
            if twin.held_ball[seat] is None:
                break  # the bag ran out
            balls.append(twin.held_ball[seat])
            twin.apply(seat, End("left") if twin.decision(seat) == "letter-end" else twin.legal_actions(seat)[0])
        return balls

    def _draws(self, play: Play, hidden: list[str], obs: dict[str, Any]) -> list[list[str]]:
        twin = self.state.clone()
        seat = obs["seat"]
        twin.apply(seat, play)
        if play.card == REPLACE:
            return [self._drawn(twin, seat, 1, placed_at=play.positions[0])]
        return [self._drawn(twin, seat, len(play.positions) if play.card == REDRAW else 1)]

    def _letters_to_come(self, obs: dict[str, Any], count: int) -> list[list[str]]:
        # the goal draws take the same turns of the generator whatever the colour and the goal kept
        twin, seat = self.state.clone(), obs["seat"]
        if twin.decision(seat) == "secret-colour":
            twin.apply(seat, twin.legal_actions(seat)[0])
            twin.resolve_chance()
        if twin.decision(seat) == "goal":
            twin.apply(seat, Keep(0))
        return [self._drawn(twin, seat, count)]


def solo(spec: tuple[str, int]) -> int:
    """One solo game's score for `level` ("expert" or "clairvoyant") on seed `seed`."""
    level, seed = spec
    state = SequiturState.new({"players": 1}, seed)
    plays = int(os.environ.get("SEQUITUR_AI_PLAYS", PLAYS))
    seat = (Clairvoyant if level == "clairvoyant" else ExpertSeat)(seed * 31, max_plays=plays)
    seat.start(state.start_message(0, state.setup_info()))
    while not state.is_over:
        if state.acting.kind == CHANCE:
            state.resolve_chance()
            continue
        seat.state = state  # type: ignore[attr-defined]  # read by the clairvoyant only
        state.apply(0, seat.act(Decision(0, state.legal_actions(0), state.observation)))
    return state.points()[0]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--scores", action="store_true", help="list every game's score too (to pool runs)")
    args = parser.parse_args()
    levels = ("expert", "clairvoyant")
    # seed by seed, both players: a run cut short still pairs every seed it played
    specs = [(level, args.seed + k) for k in range(args.games) for level in levels]
    scores: dict[str, list[int]] = {level: [] for level in levels}
    with Pool(args.jobs) as pool:
        for (level, seed), score in zip(specs, pool.imap(solo, specs, chunksize=1)):
            scores[level].append(score)
            if args.scores:
                print(f"  {level} seed {seed}: {score}", file=sys.stderr, flush=True)
    report = {}
    for level in levels:
        report[level] = {"games": args.games, "mean": round(statistics.mean(scores[level]), 2),
                         "stdev": round(statistics.stdev(scores[level]), 2) if args.games > 1 else 0.0,
                         "at_least_20": sum(s >= 20 for s in scores[level])}
        if args.scores:
            report[level]["scores"] = scores[level]
        print(level, json.dumps(report[level]), flush=True)


if __name__ == "__main__":
    main()
