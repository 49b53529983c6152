"""Seats: whatever takes a seat at a table (a person at the canvas, a
built-in AI, random play, an external bot) gets the same thing, a
`Decision`: the seat's observation and its legal actions.

The observation is built on first use, so a seat that does not read it (the
random seat) costs nothing; it is still exactly the observation the bot
protocol sends, and nothing else of the state is reachable through the
public interface.
"""

from __future__ import annotations

from typing import Any, Callable, Protocol

from engine.core.result import Result
from engine.core.rng import Rng


class Decision:
    """One decision of one seat: its observation and its legal actions.

    `legal` is None for a decision too large to list (a word to spell); then
    `check(action)` says whether an action is legal (raising IllegalAction).
    `to_json` and `from_json` convert actions to and from the protocol's form;
    `default` is, for an unlisted decision, an action that is always legal.
    """

    __slots__ = ("seat", "legal", "_observe", "_observation", "check", "to_json", "from_json", "default")

    def __init__(
        self,
        seat: int,
        legal: list[Any] | None,
        observe: Callable[[int], dict[str, Any]],
        check: Callable[[Any], None] | None = None,
        to_json: Callable[[Any], Any] | None = None,
        from_json: Callable[[Any], Any] | None = None,
        default: Any = None,
    ) -> None:
        self.seat = seat
        self.legal = legal
        self._observe = observe
        self._observation: dict[str, Any] | None = None
        self.check = check
        self.to_json = to_json
        self.from_json = from_json
        self.default = default

    @property
    def observation(self) -> dict[str, Any]:
        if self._observation is None:
            self._observation = self._observe(self.seat)
        return self._observation


class Seat(Protocol):
    """A player of one game: told the set-up, asked for decisions, told the end."""

    name: str

    def start(self, info: dict[str, Any]) -> None:
        """The bot protocol's `start` message (without `type`)."""

    def act(self, decision: Decision) -> Any:
        """Return one action of `decision.legal` (or a legal action not listed)."""

    def end(self, result: Result, final: dict[str, Any]) -> None:
        """The game is over."""


class RandomSeat:
    """Plays uniformly at random among the legal actions."""

    wants_final = False  # `end` ignores the final state: the runner may skip building it
    picks_from_legal = True  # always returns an element of `decision.legal`: no need to check it again

    def __init__(self, seed: int) -> None:
        self.name = "random"
        self._random = Rng(seed).random

    def start(self, info: dict[str, Any]) -> None:
        pass

    def act(self, decision: Decision) -> Any:
        legal = decision.legal
        if legal is None:  # too many to list (a word to spell): take the always-legal one
            return decision.default
        return legal[int(self._random() * len(legal))]

    def end(self, result: Result, final: dict[str, Any]) -> None:
        pass
