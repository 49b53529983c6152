"""The one protocol every game follows, in OpenSpiel's shape.

A state says who acts now (`acting`): one seat, several seats at once
(simultaneous choices, applied together once all are in), chance (the
state's own seeded generator moves next: call `resolve_chance`), or nobody
because the game is over. A seat asks for its legal actions, checks or
applies one, and sees only its `observation`; someone who sees only the
table sees `public_observation()`. `apply` validates first and leaves the
state untouched when it raises `IllegalAction`; `apply` and
`resolve_chance` return the public events of what happened
(engine/core/events.py).

Every applied action is appended to `history` as `(seat, action)`; with the
seed and the configuration that is the game record (see `engine.core.record`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from enum import StrEnum
from typing import Any, Callable, ClassVar, NamedTuple

from engine.core.errors import IllegalAction
from engine.core.events import Event, GameOver
from engine.core.result import FORFEIT, Result
from engine.core.rng import Rng

# A reshuffle's seed is a generator's seed: a 64-bit unsigned integer.
RESHUFFLE_SEED_LIMIT = 2**64


class Who(StrEnum):
    """Who acts now (a text enum: it compares equal to its JSON form)."""

    SEAT = "seat"                  # one seat
    SIMULTANEOUS = "simultaneous"  # several seats at once, revealed together
    CHANCE = "chance"              # the state's own generator (dice, draws)
    OVER = "over"                  # nobody: the game is over


SEAT = Who.SEAT
SIMULTANEOUS = Who.SIMULTANEOUS
CHANCE = Who.CHANCE
OVER = Who.OVER


class Acting(NamedTuple):
    """Who acts now: `kind` is a `Who`; `seats` lists the seats that must act
    (empty for CHANCE and OVER)."""

    kind: Who
    seats: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.kind == OVER


ACTING_OVER = Acting(OVER)
ACTING_CHANCE = Acting(CHANCE)


class GameState(ABC):
    """A game in progress. Subclasses implement the rules of one game."""

    GAME: ClassVar[str] = ""
    # Whether the configuration takes `turn_limit` (matches between programs only)
    TURN_LIMITED: ClassVar[bool] = False
    # Whether the game is won by teams (a Result's `by_team`)
    BY_TEAM: ClassVar[bool] = False

    seed: int
    config: dict[str, Any]
    history: list[tuple[int, Any]]
    rng: Rng
    # (len(history) when it happened, seed) of every reshuffle so far, oldest
    # first; a tuple (a clone may share it). Each game sets it in new() and
    # keeps it in clone().
    reshuffles: tuple[tuple[int, int], ...]

    # --- who acts -----------------------------------------------------------
    @property
    @abstractmethod
    def acting(self) -> Acting:
        """Who acts now."""

    @property
    def is_over(self) -> bool:
        return self.acting.kind == OVER

    @property
    @abstractmethod
    def players(self) -> int:
        """How many seats the table has."""

    # --- actions ------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, seat: int) -> list[Any]:
        """Every legal action of `seat` now, once each, in a deterministic order."""

    @abstractmethod
    def check(self, seat: int, action: Any) -> None:
        """Raise `IllegalAction` saying why `action` is not legal for `seat` now."""

    def is_legal(self, seat: int, action: Any) -> bool:
        """Whether `seat` may play `action` now (never needs the full list)."""
        try:
            self.check(seat, action)
        except IllegalAction:
            return False
        return True

    # Where `_apply` and `_resolve_chance` report public events while `apply`
    # or `resolve_chance` runs; None on the fast path (search, playouts).
    _events: list[Event] | None = None

    def apply(self, seat: int, action: Any) -> list[Event]:
        """Check, then play `action` for `seat`; the public events of what
        happened. On `IllegalAction` nothing changed."""
        self.check(seat, action)
        return self._recording(self._apply, seat, action)

    @abstractmethod
    def _apply(self, seat: int, action: Any) -> None:
        """Play an action already known to be legal (the fast path for search)."""

    def resolve_chance(self) -> list[Event]:
        """Let the state's generator make the pending chance move; its public events."""
        return self._recording(self._resolve_chance)

    def _resolve_chance(self) -> None:
        raise IllegalAction(None, "chance", "no chance move is pending", code="no-chance")

    def _recording(self, step: Any, *args: Any) -> list[Event]:
        events: list[Event] = []
        self._events = events
        try:
            step(*args)
        finally:
            self._events = None
        if self.is_over:
            events.append(GameOver(self.result()))  # type: ignore[arg-type]
        return events

    # --- reshuffling what nobody has seen ---------------------------------------
    def reshuffle(self, seed: int) -> None:
        """Shuffle anew, from `seed`, everything no seat has seen yet and the
        generator itself (the draw pile's order, dice still to roll, the
        letters still in the bag); nothing any seat sees changes.

        An undo uses it, so that taking back a move teaches nobody what comes
        next: the record keeps it (`reshuffles`, written into the record's
        actions as `{"reshuffle": seed}`, docs/records.md), so a replay stays
        exact. Call it at the start or right after an action, before the
        chance that follows is resolved: that is where a record replays it
        (engine.core.record), so dice not yet rolled roll anew."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < RESHUFFLE_SEED_LIMIT:
            raise ValueError(f"a reshuffle's seed must be an integer from 0 to 2**64 - 1, not {seed!r}")
        self.reshuffles = (*self.reshuffles, (len(self.history), seed))
        self.rng = Rng(seed)
        self._reshuffle()

    @abstractmethod
    def _reshuffle(self) -> None:
        """With the new generator `self.rng`, shuffle what lies in an order
        that no seat has seen and that the generator will not pick from at
        random anyway (Sequence's draw pile). A game whose every chance is
        drawn by the generator when it happens has nothing to do here."""

    @abstractmethod
    def action_from_json(self, data: Any) -> Any:
        """Parse an action's JSON form; raise ValueError with a clear message."""

    @abstractmethod
    def action_to_json(self, action: Any) -> Any:
        """An action's JSON form (the bot protocol's)."""

    @classmethod
    @abstractmethod
    def action_reader(cls, start: dict[str, Any]) -> Callable[[Any], Any]:
        """A parser of actions' JSON forms that needs only the bot protocol's
        `start` message (for a seat with no state of its own: the page's
        background worker, a device across the room)."""

    def describe(self, seat: int, action: Any) -> str:
        """An action in words, for logs and messages."""
        return str(action)

    @classmethod
    @abstractmethod
    def new(cls, config: dict[str, Any], seed: int) -> "GameState":
        """A new game; raise SetupError for a configuration the rules do not allow."""

    @classmethod
    @abstractmethod
    def example_configs(cls) -> list[dict[str, Any]]:
        """Configurations covering every table size and variant the game
        allows (the conformance suite, tests/test_conformance.py, plays each)."""

    # --- what a seat sees ---------------------------------------------------
    @abstractmethod
    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may know, as JSON-ready data (the bot protocol's form):
        the public observation plus what only that seat sees."""

    @abstractmethod
    def public_observation(self) -> dict[str, Any]:
        """What someone who sees only the table knows (the shared screen, a
        spectator): every seat's observation minus its private part, with
        `seat` None."""

    @abstractmethod
    def scrambled(self, viewer: int | None, rng: Any) -> "GameState":
        """A copy in which everything `viewer` cannot see (None: everything
        private to any seat) is changed at random with `rng` (an
        engine.core.rng.Rng): other hands, racks, rolls and stored choices,
        the order of what is still to be drawn. What `viewer` sees must be
        the same in the copy (the leak tests check exactly that)."""

    @abstractmethod
    def setup_info(self) -> dict[str, Any]:
        """The public set-up, as sent in the bot protocol's `start`."""

    @abstractmethod
    def result(self) -> Result | None:
        """The result once the game is over, else None."""

    def forfeit_result(self, seat: int, why: str | None = None) -> Result:
        """The result when `seat` forfeits (a bot that broke the protocol): no winner."""
        return Result(FORFEIT, (), tuple(self.team_list()), self.turns_played(), self.scores_now(),
                      forfeit_seat=seat, forfeit_why=why, by_team=self.BY_TEAM)

    @property
    def stage(self) -> Any:
        """A value that changes whenever a turn (or a step of a round) ends:
        within one stage a seat may make several decisions in a row (turn in a
        dead card, then play; place each drawn letter), and a screen shared by
        several people keeps showing that seat's private part only so long."""
        return len(self.history)

    def turns_played(self) -> int:
        """How many turns (or rounds) the game has played, for results."""
        return 0

    def scores_now(self) -> tuple[int, ...] | None:
        """Each seat's points so far, in games that score; else None."""
        return None

    def team_list(self) -> list[int]:
        """The team of each seat (one team per seat in games without teams)."""
        return list(range(self.players))

    @property
    def variant(self) -> str:
        """The variant's name, as in the bot protocol's `start`."""
        return str(self.config.get("variant", "standard"))

    def unlisted_default(self, seat: int) -> Any | None:
        """For a decision too large to list (legal_actions is None), one legal
        action a seat may always take (e.g. spelling nothing); else None."""
        return None

    def forced_action(self, seat: int, legal: list[Any] | None) -> Any | None:
        """Given `seat`'s legal actions, one it takes without being asked (a pass), else None.
        A forced action is the only legal one, so runners may skip the call otherwise."""
        return None

    def start_message(self, seat: int, setup: dict[str, Any] | None = None) -> dict[str, Any]:
        """The bot protocol's `start` message for `seat` (`setup`: setup_info(), if already built)."""
        return {
            "type": "start", "protocol": 1, "game": self.GAME, "variant": self.variant,
            "seat": seat, "players": self.players, "teams": self.team_list(),
            "setup": self.setup_info() if setup is None else setup,
        }

    @abstractmethod
    def final(self) -> dict[str, Any]:
        """The whole state with hidden parts revealed (sent at the end)."""

    @abstractmethod
    def clone(self) -> "GameState":
        """An independent copy, generator included."""
