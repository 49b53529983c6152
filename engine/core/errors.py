"""Errors a person can act on: which seat, which action, and why."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is unchanged.

    `reason` says why in the rules' words (the bot protocol's error text);
    `code` names the rule that refused it ("not-your-turn", "space-covered",
    ...) and `facts` carries what a screen needs to say it in its own terms
    (which card, which space, whose turn), so no view re-implements a rule
    to explain a refusal."""

    def __init__(self, seat: int | None, action: Any, reason: str, *, code: str = "illegal", **facts: Any) -> None:
        self.seat = seat
        self.action = action
        self.reason = reason
        self.code = code
        self.facts = facts
        who = "nobody" if seat is None else f"seat {seat}"
        super().__init__(f"{who} cannot play {action}: {reason}")


class SetupError(ValueError):
    """A table, variant or board the rules cannot start a game with. `code` names
    the problem where a screen has words for it, with its `facts` (a board file's:
    engine/sequence/board.py `parse_board`); the message is its English."""

    def __init__(self, message: str, *, code: str | None = None, facts: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.facts = facts or {}


class RecordError(ValueError):
    """A game record that is malformed, tampered with, or from another game.

    When a recorded action is against the rules, `illegal` is the rules'
    refusal (its `code` and `facts`, for a screen to say it in its own
    terms) and `played` how many actions were played before it. Otherwise
    `code` names the problem, where a screen has words for it, with its
    `facts`: "not-json", "not-record", "version" (`version`, `first`,
    `second`), "unknown-game" (`name`), "other-game" (`name`, `game`); over
    a limit of engine/core/jsonlimits.py, its `Refused`'s code and facts
    ("too-large" `size`, "too-deep" `depth`, "not-utf8", "bad-unicode");
    "seed", "sealed-chance" (`version`), "config", "actions", "setup" (`setup`:
    the SetupError's code or "", with its facts), "reshuffle" (`number`),
    "reshuffle-twice" (`number`), "action" (`number`), "action-seat"
    (`number`, `seat`), "chance", "chance-outcome" (`number`), "keep"
    (`entry`), "keep-outcome" (`entry`, `number`), "chance-misfit"
    (`number`). The message is its English (bots, the command line)."""

    def __init__(self, message: str, *, illegal: IllegalAction | None = None, played: int | None = None,
                 code: str | None = None, facts: dict[str, Any] | None = None) -> None:
        super().__init__(message)
        self.illegal = illegal
        self.played = played
        self.code = code
        self.facts = facts or {}
