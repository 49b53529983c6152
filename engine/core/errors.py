"""Errors a person can act on: which seat, which action, and why."""

from __future__ import annotations

from typing import Any


class IllegalAction(ValueError):
    """An action that the rules do not allow now. The state is unchanged."""

    def __init__(self, seat: int | None, action: Any, reason: str) -> None:
        self.seat = seat
        self.action = action
        self.reason = reason
        who = "nobody" if seat is None else f"seat {seat}"
        super().__init__(f"{who} cannot play {action}: {reason}")


class SetupError(ValueError):
    """A table, variant or board the rules cannot start a game with."""


class RecordError(ValueError):
    """A game record that is malformed, tampered with, or from another game."""
