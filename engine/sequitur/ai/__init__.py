"""The built-in Sequitur AI: levels from easy to expert, the `greedy`
baseline, and the "Suggest a move" hint. Every seat decides from its
observation only (its own rack, secret goal and draws; the public goals),
like any bot.

- `casual`: easy and medium, the casual player of `greedy` (easy slips now and then)
- `seat`: hard, and the card search it shares with the expert
- `greedy`: the `greedy` baseline, a casual player one move deep (the arena's yardstick)
- `expert`: the expert, planning the whole round (built on `seat`)
- `anagrams`: the words a rack's letters make in any order, and the balls each needs moved
- `rivals`: what a public goal is worth with rivals who may claim it first
- `winning`: playing for the win with rivals, from the lead on the table
- `advice`: "Suggest a move", the expert's decision in words
- `review`: the review of a finished game (`engine.games.review_module`)
"""

from __future__ import annotations

from typing import Any

from engine.sequitur.ai.advice import suggest
from engine.sequitur.ai.casual import CasualSeat, make_casual
from engine.sequitur.ai.expert import ExpertSeat
from engine.sequitur.ai.greedy import GreedySeat
from engine.sequitur.ai.seat import BASELINES, LEVELS, SequiturSeat

__all__ = ["BASELINES", "LEVELS", "CasualSeat", "ExpertSeat", "GreedySeat", "SequiturSeat", "make_seat", "suggest"]


def make_seat(level: str, seed: int, time_limit: float | None = None, max_plays: int | None = None) -> Any:
    """A built-in Sequitur player of `level` (see LEVELS), or the `greedy`
    baseline (BASELINES; it, easy and medium take no time limit). `max_plays` (or the
    environment variable SEQUITUR_AI_PLAYS) replaces the hard level's time limit
    by a fixed number of card plays weighed per decision, cheap certain plays
    first: reproducible tests and benchmarks whatever the machine's load."""
    if level == "greedy":
        return GreedySeat(seed)
    if level in ("easy", "medium"):
        return make_casual(level, seed)
    if level == "expert":
        return ExpertSeat(seed, time_limit, max_plays)
    return SequiturSeat(level, seed, time_limit, max_plays)
