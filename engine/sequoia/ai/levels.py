"""The Sequoia AI's levels, the greedy baseline, and the seat that plays them.

Every level decides from the bot protocol's start message, its seat's
observation and its legal pairs, nothing else: it never sees another seat's
roll or choice. A decision's randomness comes from the seat's seed and the
turn, so it depends only on what the seat can see (and, for the hard
level, on how far the search got before its deadline).
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.core.levels import CROWDED
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.sequoia.actions import Sums
from engine.sequoia.ai.greedy import DESCRIPTION as GREEDY_DESCRIPTION, greedy_choices
from engine.sequoia.ai.heuristic import pair_values
from engine.sequoia.ai.search import clock, search
from engine.sequoia.ai.tiebreak import tiebreak_choice
from engine.sequoia.ai.view import Position, read_position

LEVELS: dict[str, str] = {
    "easy": "Grows where it scores at once, but about one turn in four (two in five at three seats or more) picks its pair at random.",
    "medium": "Weighs each forest's tokens, the trees standing and the turns left before it plants.",
    "hard": "Plays out hundreds of possible futures, guessing your rolls and choices: the strongest.",
}
# the arena's baseline bots (engine.core.levels), name -> what it does: greedy.py
BASELINES = {"greedy": GREEDY_DESCRIPTION}
# the scheme's levels Sequoia has not, and why (docs/ai.md, "Sequoia": why no expert)
ABSENT = {"expert": "a longer search than Hard's hardly plays better and would keep the table waiting"}
DESCRIPTIONS = dict(LEVELS, **BASELINES)

# CPython seconds the hard level searches per decision; the browser (Pyodide)
# is about 1.7x slower and its budget is 0.2 s per decision.
DEFAULT_TIME_LIMIT = 0.06
# What the page passes in the browser's worker: the same search as
# DEFAULT_TIME_LIMIT on CPython, within the 0.2 s budget (docs/ai.md "Sequoia").
BROWSER_TIME_LIMIT = 0.06
# how often the easy level slips, picking a pair at random (one name in the three games' easy levels), at two seats
# and at a crowded table (engine.core.levels CROWDED)
EASY_SLIP = 0.25
EASY_SLIP_CROWDED = 0.4

# A level's decision: (Position, legal pairs, Rng, deadline) -> the pair it plays (no subscripted
# alias: MicroPython's types take no subscripts at run time).
Decide = Callable


def _pick(pairs: Sequence[tuple[int, int]], rng: Rng) -> tuple[int, int]:
    return pairs[rng.randrange(len(pairs))]


def _greedy(position: Position, legal: list[tuple[int, int]], rng: Rng, deadline: float) -> tuple[int, int]:
    return _pick(greedy_choices(position, legal), rng)


def _easy(position: Position, legal: list[tuple[int, int]], rng: Rng, deadline: float) -> tuple[int, int]:
    if rng.random() < (EASY_SLIP_CROWDED if position.players >= CROWDED else EASY_SLIP):
        return _pick(legal, rng)
    return _greedy(position, legal, rng, deadline)


def _medium(position: Position, legal: list[tuple[int, int]], rng: Rng, deadline: float) -> tuple[int, int]:
    if position.tiebreak:
        return _greedy(position, legal, rng, deadline)  # in a tie every tree there helps
    values = pair_values(position, legal)
    best = max(values)
    return _pick([pair for pair, value in zip(legal, values) if value >= best - 1e-9], rng)


def _hard(position: Position, legal: list[tuple[int, int]], rng: Rng, deadline: float) -> tuple[int, int]:
    if position.tiebreak:
        return tiebreak_choice(position, legal, rng)
    return search(position, legal, rng, deadline)[0]


CHOICES: dict[str, Decide] = {"easy": _easy, "medium": _medium, "hard": _hard, "greedy": _greedy}


class SequoiaAISeat:
    """A built-in Sequoia AI in one seat."""

    def __init__(self, level: str, seed: int, *, time_limit: float | None = None) -> None:
        if level not in CHOICES:
            raise ValueError(f"unknown Sequoia AI level {level!r} (levels: {', '.join(CHOICES)})")
        self.name = f"ai:{level}"
        self.level = level
        self.seed = seed
        self.time_limit = DEFAULT_TIME_LIMIT if time_limit is None else time_limit
        self.decide = CHOICES[level]
        self.tokens: dict[str, list[int]] | None = None

    def start(self, info: dict[str, Any]) -> None:
        self.tokens = (info.get("setup") or {}).get("tokens")

    def choose(self, observation: dict[str, Any], legal: list[tuple[int, int]], *, started: float | None = None) -> tuple[int, int]:
        """The pair this seat plays, from its observation and its legal pairs."""
        started = clock() if started is None else started
        position = read_position(observation, self.tokens)
        rng = Rng(self.seed * 1_000_003 + observation["turn"])
        if len(legal) == 1:
            return legal[0]
        return self.decide(position, legal, rng, started + self.time_limit)

    def act(self, decision: Decision) -> Sums:
        started = clock()
        legal = [(a, b) for a, b in decision.legal]
        a, b = self.choose(decision.observation, legal, started=started)
        return Sums(a, b)

    def end(self, result: Any, final: dict[str, Any]) -> None:
        pass


def make_seat(level: str, seed: int, *, time_limit: float | None = None) -> SequoiaAISeat:
    """A seat playing `level` (or the greedy baseline); `time_limit` is the
    hard level's search budget in seconds per decision."""
    return SequoiaAISeat(level, seed, time_limit=time_limit)
