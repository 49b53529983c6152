"""The Sequence AI's levels and the seat that plays them.

Every level decides from the bot protocol's start message, its seat's
observation and its legal actions, nothing else. The randomness of a
decision comes from the seat's seed and the turn number, so a decision
depends only on what the seat can see (and on how far the search got before
its deadline).
"""

from __future__ import annotations

from typing import Any, Callable

from engine.core.levels import LEVEL_ORDER
from engine.core.portable import environ
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.sequence.ai.greedy import DESCRIPTION as GREEDY_DESCRIPTION, greedy_action
from engine.core.value import replaced
from engine.sequence.ai.policy import Weights
from engine.sequence.ai.search import SearchParams, clock, search
from engine.sequence.ai.tactics import Tactics
from engine.sequence.ai.view import Position, Table

LEVELS: dict[str, str] = {
    "easy": "Plays as a casual player does, but about one turn in four it plays a card anywhere it fits.",
    "medium": "Plays as a casual player does: completes its lines, blocks a four, keeps jacks for both.",
    "hard": "Counts threats, saves jacks, reads what you left unblocked, and plays ahead on 20 guessed hands.",
    "expert": "The same as Hard, but plays ahead on as many guessed hands as half a second allows.",
}
# the arena's baseline bots (engine.core.levels), name -> what it does: greedy.py
BASELINES = {"greedy": GREEDY_DESCRIPTION}
SAMPLES_ENV = "SEQUENCE_AI_SAMPLES"

# CPython seconds per decision (a deadline on `clock`, perf_counter, so the same in the browser)
BUDGET_SMALL_TABLE = 0.5   # tables of 2 to 4
BUDGET_LARGE_TABLE = 0.25  # tables of 6 or more

# the easy level is the casual player (the greedy baseline) slipping: on this share of its
# turns it plays a legal move at random (measured against greedy: docs/ai.md)
EASY_SLIP = 0.25
# the hard level: the expert's search on a fixed number of samples a decision (about 35 ms
# on CPython), whatever the time budget; SEQUENCE_AI_SAMPLES does not change it
HARD_SAMPLES = 20
# the expert's playouts: every seat plays the one-ply builder that counts the spaces its cards fill
# (and it weighs blocking 1.5 times the tactical policy's default)
EXPERT_PARAMS = SearchParams(playout_weights=Weights(hand_aware=True), tactics=Tactics(block=1.5))


class Choice:
    """How one level decides, given the table, the position, the legal actions, a generator and a deadline."""

    def __init__(self, decide: Callable[[Table, Position, list[Any], Rng, float], Any],
                 budget_share: float, params: SearchParams | None = None) -> None:
        self.decide = decide
        self.budget_share = budget_share  # the share of the time budget this level uses
        self.params = params  # a searching level's parameters


def _greedy(table: Table, position: Position, legal: list[Any], rng: Rng, deadline: float) -> Any:
    return greedy_action(position.lines, position.team, legal, table.kind)


def _medium(table: Table, position: Position, legal: list[Any], rng: Rng, deadline: float) -> Any:
    """The casual player's rules of thumb, a tie among its equally good moves broken at random."""
    return greedy_action(position.lines, position.team, legal, table.kind, rng)


def _easy(table: Table, position: Position, legal: list[Any], rng: Rng, deadline: float) -> Any:
    """The casual player, but on EASY_SLIP of its turns a legal move at random (a slip:
    a card played anywhere it fits, a chance to block or complete missed)."""
    if rng.random() < EASY_SLIP:
        return legal[rng.randrange(len(legal))]
    return _medium(table, position, legal, rng, deadline)


def searching(params: SearchParams, budget_share: float) -> Choice:
    """A level that searches with `params` for a share of the time budget."""
    return Choice(_searcher(params), budget_share, params)


def _searcher(params: SearchParams) -> Callable[[Table, Position, list[Any], Rng, float], Any]:
    def decide(table: Table, position: Position, legal: list[Any], rng: Rng, deadline: float) -> Any:
        return search(table, position, legal, rng, deadline, params)[0]
    return decide


CHOICES: dict[str, Choice] = {
    "easy": Choice(_easy, 0.0),
    "medium": Choice(_medium, 0.0),
    "hard": searching(replaced(EXPERT_PARAMS, max_samples=HARD_SAMPLES), 0.0),
    "expert": searching(EXPERT_PARAMS, 1.0),
    "greedy": Choice(_greedy, 0.0),
}


def default_budget(players: int) -> float:
    """The strongest level's CPython seconds per decision at a table of `players`."""
    return BUDGET_SMALL_TABLE if players <= 4 else BUDGET_LARGE_TABLE


class SequenceAISeat:
    """A built-in Sequence AI in one seat."""

    def __init__(self, level: str, seed: int, *, time_limit: float | None = None,
                 max_samples: int | None = None) -> None:
        self.name = f"ai:{level}"
        self.level = level
        self.seed = seed
        self.time_limit = time_limit
        self.max_samples = max_samples
        self.choice = CHOICES[level]
        self.table: Table | None = None

    def start(self, info: dict[str, Any]) -> None:
        self.table = Table(info)

    def budget(self) -> float:
        """Seconds this seat may think per decision."""
        assert self.table is not None
        total = self.time_limit if self.time_limit is not None else default_budget(self.table.players)
        return total * self.choice.budget_share

    def act(self, decision: Decision) -> Any:
        started = clock()
        legal = decision.legal
        assert legal is not None and self.table is not None
        if len(legal) == 1:
            return legal[0]
        obs = decision.observation
        rng = Rng(self.seed * 1_000_003 + obs["turn"] * 2 + (1 if obs["dead_turned_in"] else 0))
        position = Position(self.table, obs)
        decide = self.choice.decide
        if self.max_samples is not None and self.choice.params is not None and self.choice.params.max_samples is None:
            decide = _searcher(replaced(self.choice.params, max_samples=self.max_samples))
        return decide(self.table, position, legal, rng, started + self.budget())

    def end(self, result: Any, final: dict[str, Any]) -> None:
        pass


def make_seat(level: str, seed: int, *, time_limit: float | None = None, max_samples: int | None = None) -> SequenceAISeat:
    """A seat playing `level` (one of LEVELS, or the `greedy` baseline).

    `time_limit` is the strongest level's CPython seconds per decision
    (default 0.5 s at tables of 2-4, 0.25 s at 6 or more); weaker searching
    levels use a share of it. `max_samples` replaces the deadline by a fixed
    number of samples, for reproducible tests and measurements (also set by
    the environment variable SEQUENCE_AI_SAMPLES, for arena runs whose
    figures must not depend on the machine's load); the hard level always
    searches its own fixed HARD_SAMPLES."""
    if level not in CHOICES:
        names = ", ".join(name for name in LEVEL_ORDER if name in LEVELS)  # in order (MicroPython's dicts have none)
        raise ValueError(f"unknown Sequence AI level {level!r} (levels: {names}, or greedy)")
    if max_samples is None and environ(SAMPLES_ENV):
        max_samples = int(environ(SAMPLES_ENV))
    return SequenceAISeat(level, seed, time_limit=time_limit, max_samples=max_samples)
