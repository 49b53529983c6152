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
from collections import namedtuple
from typing import Any, Callable, ClassVar

from engine.core.errors import IllegalAction
from engine.core.events import Event, GameOver
from engine.core.result import FORFEIT, Result
from engine.core.rng import Rng

# A reshuffle's seed is a generator's seed: a 64-bit unsigned integer.
RESHUFFLE_SEED_LIMIT = 2**64

# An outcome is one result of chance, as a record keeps it: (kind, value), e.g. ("card",
# "7H"), ("roll", (3, 3, 5, 6, 1)), ("letter", "N"). The kinds are the game's
# own (its CHANCE_KINDS); a value is JSON-ready (tuples are written as lists).
Outcome = tuple  # (kind, value): tuple[str, Any]
# The attributes of the chance tape (GameState._open_chance), for __slots__ and clone().
CHANCE_SLOTS = ("tape", "pins", "outcomes", "misfits")


class Who:
    """The kinds of who acts now: texts, so each is its own JSON form."""

    SEAT = "seat"                  # one seat
    SIMULTANEOUS = "simultaneous"  # several seats at once, revealed together
    CHANCE = "chance"              # the state's own generator (dice, draws)
    OVER = "over"                  # nobody: the game is over
    KINDS = (SEAT, SIMULTANEOUS, CHANCE, OVER)


SEAT = Who.SEAT
SIMULTANEOUS = Who.SIMULTANEOUS
CHANCE = Who.CHANCE
OVER = Who.OVER


class Acting(namedtuple("Acting", ("kind", "seats"))):
    """Who acts now: `kind` is one of `Who.KINDS`; `seats` lists the seats
    that must act (empty for CHANCE and OVER)."""

    __slots__ = ()

    @property
    def is_over(self) -> bool:
        return self.kind == OVER


ACTING_OVER = Acting(OVER, ())
ACTING_CHANCE = Acting(CHANCE, ())


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
    # (len(history) when it happened, seed, outcomes kept) of every reshuffle
    # so far, oldest first; a tuple (a clone may share it). Each game sets it
    # in new() and keeps it in clone().
    reshuffles: tuple[tuple[int, int, tuple[Outcome, ...]], ...]
    # The chance tape (see _chance): the outcomes a record gave at the start,
    # those still to repeat, the outcomes so far, and how many times a pinned
    # outcome did not fit the game. clone() copies `outcomes` (_clone_chance).
    CHANCE_KINDS: ClassVar[tuple[str, ...]] = ()
    tape: tuple[Outcome, ...]
    pins: tuple[Outcome, ...]
    outcomes: list[Outcome]
    misfits: int

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

    # --- the outcomes of chance -------------------------------------------------
    def _open_chance(self, tape: tuple[Outcome, ...] | list[Outcome] = ()) -> None:
        """Start the chance tape (each game's new() calls it before its deal):
        `tape`, the outcomes a record gives, comes first, in order."""
        self.tape = tuple(tape)
        self.pins = self.tape
        self.outcomes = []
        self.misfits = 0
        self.reshuffles = ()

    def _chance(self, kind: str, draw: Callable[[], Any], take: Callable[[Any], bool]) -> Any:
        """One outcome of chance of `kind`, and every chance goes through here.

        If an outcome already seen is pinned next (`pins`: a record's tape, or
        what an undo took back, see `reshuffle`), it happens again: `take(value)`
        applies it and says whether it fits (a card still in the pile, a letter
        still in the bag; if not, nothing changed). Otherwise `draw()` makes it
        with the generator and applies it. A pin of another kind or that does
        not fit means the game went another way: the pins are dropped (and
        counted in `misfits`). The outcome is added to the outcomes so far."""
        pins = self.pins
        if pins:
            pin_kind, value = pins[0]
            if pin_kind == kind and take(value):
                self.pins = pins[1:]
            else:
                self.pins = ()
                self.misfits += 1
                value = draw()
        else:
            value = draw()
        self.outcomes.append((kind, value))
        return value

    @property
    def draws(self) -> int:
        """How many outcomes of chance the game has had so far."""
        return len(self.outcomes)

    def _clone_chance(self, twin: "GameState") -> None:
        """The chance tape of a clone (each game's clone() calls it)."""
        twin.tape, twin.pins, twin.misfits = self.tape, self.pins, self.misfits
        twin.outcomes = self.outcomes[:]

    def seen_chance(self) -> list[Outcome]:
        """What chance has shown so far: the outcomes so far, then those an undo
        took back that will come again (pins). What a record that travels keeps
        instead of the seed (engine.core.record.public_record)."""
        return self.outcomes + list(self.pins)

    @classmethod
    def chance_from_json(cls, kind: Any, value: Any) -> Outcome:
        """An outcome from a record's JSON, checked for its shape (whether it
        fits is seen when it is played); ValueError with a clear message."""
        if not isinstance(kind, str) or kind not in cls.CHANCE_KINDS:
            raise ValueError(f"{kind!r} is not a kind of chance in {cls.GAME} (one of {', '.join(cls.CHANCE_KINDS)})")
        return kind, cls._chance_value(kind, value)

    @classmethod
    def _chance_value(cls, kind: str, value: Any) -> Any:
        """The value of an outcome of `kind` from JSON; ValueError if malformed."""
        raise ValueError(f"{cls.GAME} has no chance")

    def _forget_chance(self) -> None:
        """For a scrambled copy: no outcome is pinned or kept (they hold what
        other seats saw: their cards, rolls and letters)."""
        self.pins = ()
        self.tape = ()
        self.outcomes = []

    @classmethod
    def recorded_config(cls, config: Any) -> Any:
        """A record's configuration as the rules read it: a game may give an
        option a record made before it existed lacks the value it was played
        with (Sequitur's goal catalog)."""
        return config

    @classmethod
    def rematch_config(cls, config: dict[str, Any]) -> dict[str, Any]:
        """The configuration of a new game at the same table: the same, but for
        what a game deals new games differently than old ones (Sequitur's goal catalog)."""
        return dict(config)

    def fresh(self) -> "GameState":
        """The same game at its start: configuration, seed and tape."""
        return type(self).new(dict(self.config), self.seed, tape=self.tape)

    # --- reshuffling what nobody has seen ---------------------------------------
    def reshuffle(self, seed: int, keep: tuple[Outcome, ...] | list[Outcome] = ()) -> None:
        """Shuffle anew, from `seed`, everything no seat has seen yet and the
        generator itself (the draw pile's order, dice still to roll, the
        letters still in the bag); nothing any seat sees changes.

        An undo uses it, so that taking back a move teaches nobody what comes
        next: the record keeps it (`reshuffles`, written into the record's
        actions as `{"reshuffle": seed}`, docs/records.md), so a replay stays
        exact. Call it at the start or right after an action, before the
        chance that follows is resolved: that is where a record replays it
        (engine.core.record), so dice not yet rolled roll anew.

        `keep`: outcomes some seat has already seen (a roll, a drawn letter or
        card that the undo took back), in order: they come again first, as
        pins (see _chance), so an undo cannot fish for better luck; the
        record keeps them with the reshuffle."""
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < RESHUFFLE_SEED_LIMIT:
            raise ValueError(f"a reshuffle's seed must be an integer from 0 to 2**64 - 1, not {seed!r}")
        keep = tuple(keep)
        self.reshuffles = self.reshuffles + ((len(self.history), seed, keep),)
        self.rng = Rng(seed)
        self.pins = keep
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
    def new(cls, config: dict[str, Any], seed: int, tape: tuple[Outcome, ...] | list[Outcome] = ()) -> "GameState":
        """A new game; raise SetupError for a configuration the rules do not allow.
        `tape`: outcomes of chance that happen first (a record's, see _chance)."""

    @classmethod
    @abstractmethod
    def example_configs(cls) -> list[dict[str, Any]]:
        """Configurations covering every table size and variant the game
        allows (the conformance suite, tests/core/test_conformance.py, plays each)."""

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


def taker(pile: list[Any]) -> Callable[[Any], bool]:
    """For GameState._chance: takes a pinned item (a card, a letter) out of
    `pile`; False, and nothing changed, if it is not there."""
    def take(item: Any) -> bool:
        if item not in pile:
            return False
        pile.remove(item)
        return True
    return take
