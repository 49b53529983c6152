"""The one protocol every game follows, in OpenSpiel's shape.

A state says who acts now (`acting`): one seat, several seats at once
(simultaneous choices, applied together once all are in), chance (the
state's own seeded generator moves next: call `resolve_chance`), or nobody
because the game is over. A seat asks for its legal actions, checks or
applies one, and sees only its `observation`. `apply` validates first and
leaves the state untouched when it raises `IllegalAction`.

Every applied action is appended to `history` as `(seat, action)`; with the
seed and the configuration that is the game record (see `engine.core.record`).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any, ClassVar, NamedTuple

from engine.core.errors import IllegalAction

SEAT = "seat"
SIMULTANEOUS = "simultaneous"
CHANCE = "chance"
OVER = "over"


class Acting(NamedTuple):
    """Who acts now: `kind` is one of SEAT, SIMULTANEOUS, CHANCE, OVER;
    `seats` lists the seats that must act (empty for CHANCE and OVER)."""

    kind: str
    seats: tuple[int, ...] = ()

    @property
    def is_over(self) -> bool:
        return self.kind == OVER


ACTING_OVER = Acting(OVER)
ACTING_CHANCE = Acting(CHANCE)


class GameState(ABC):
    """A game in progress. Subclasses implement the rules of one game."""

    GAME: ClassVar[str] = ""

    seed: int
    config: dict[str, Any]
    history: list[tuple[int, Any]]

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

    def apply(self, seat: int, action: Any) -> None:
        """Check, then play `action` for `seat`. On `IllegalAction` nothing changed."""
        self.check(seat, action)
        self._apply(seat, action)

    @abstractmethod
    def _apply(self, seat: int, action: Any) -> None:
        """Play an action already known to be legal (the fast path for search)."""

    def resolve_chance(self) -> None:
        """Let the state's generator make the pending chance move."""
        raise IllegalAction(None, "chance", "no chance move is pending")

    @abstractmethod
    def action_from_json(self, data: Any) -> Any:
        """Parse an action's JSON form; raise ValueError with a clear message."""

    @abstractmethod
    def action_to_json(self, action: Any) -> Any:
        """An action's JSON form (the bot protocol's)."""

    def describe(self, seat: int, action: Any) -> str:
        """An action in words, for logs and messages."""
        return str(action)

    @classmethod
    @abstractmethod
    def new(cls, config: dict[str, Any], seed: int) -> "GameState":
        """A new game; raise SetupError for a configuration the rules do not allow."""

    # --- what a seat sees ---------------------------------------------------
    @abstractmethod
    def observation(self, seat: int) -> dict[str, Any]:
        """What `seat` may know, as JSON-ready data (the bot protocol's form)."""

    @abstractmethod
    def setup_info(self) -> dict[str, Any]:
        """The public set-up, as sent in the bot protocol's `start`."""

    @abstractmethod
    def result(self) -> dict[str, Any] | None:
        """The result once the game is over, else None."""

    def forfeit_result(self, seat: int) -> dict[str, Any]:
        """The result when `seat` forfeits (a bot that broke the protocol): no winner."""
        return {"winners": [], "reason": "forfeit", "forfeit_seat": seat}

    def winning_seats(self, result: dict[str, Any]) -> list[int]:
        """The seats that share the victory in `result` (empty for none)."""
        return list(result.get("winners", []))

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
