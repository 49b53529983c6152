"""How a game ended, in one shape for every game (the arena, the bot
protocol's `end` message and the screens all read it the same way)."""

from __future__ import annotations

from typing import Any

from engine.core.value import Value

# Why a game ended.
SEQUENCES = "sequences"    # Sequence: a team completed enough sequences
SCORES = "scores"          # Sequoia, Sequitur: most points after the last turn or round
TURN_LIMIT = "turn-limit"  # matches between programs only (RULINGS Sequence 13)
FORFEIT = "forfeit"        # a bot broke the protocol for good: no winner


class Result(Value):
    """The end of a game.

    `winners` lists the seats that share the victory (every seat of the
    winning team; empty for none). `teams` is the team of each seat (a team
    per seat in games without teams), so a victory can be counted by team.
    `scores` are the points of each seat in games that score (None in
    Sequence). `by_team` says the game is won by teams (Sequence: every
    table, even two players alone), so summaries count teams. `details`
    holds what one game adds (Sequoia's tiebreaker turns, Sequitur's solo
    ladder rank); `forfeit_why` says why a seat forfeited."""

    FIELDS = ("reason: str", "winners: tuple[int, ...]", "teams: tuple[int, ...]", "turns: int",
              "scores: tuple[int, ...] | None", "forfeit_seat: int | None", "forfeit_why: str | None",
              "by_team: bool", "details: dict[str, Any]")

    def __init__(self, reason: str, winners: tuple[int, ...], teams: tuple[int, ...], turns: int,
                 scores: tuple[int, ...] | None = None, forfeit_seat: int | None = None,
                 forfeit_why: str | None = None, by_team: bool = False,
                 details: dict[str, Any] | None = None) -> None:
        Value.__init__(self, reason, winners, teams, turns, scores, forfeit_seat, forfeit_why, by_team,
                       {} if details is None else details)

    @property
    def winner_teams(self) -> tuple[int, ...]:
        """The teams that share the victory, in order."""
        return tuple(sorted({self.teams[s] for s in self.winners}))

    def to_json(self) -> dict[str, Any]:
        """The bot protocol's `result` (docs/bot-protocol.md)."""
        data: dict[str, Any] = {"reason": self.reason, "winners": list(self.winners), "turns": self.turns,
                                "forfeit_seat": self.forfeit_seat}
        if self.by_team:
            data["winner_team"] = self.winner_teams[0] if len(self.winner_teams) == 1 else None
        if self.scores is not None:
            data["scores"] = list(self.scores)
        if self.forfeit_why is not None:
            data["forfeit_why"] = self.forfeit_why
        data.update(self.details)
        return data
