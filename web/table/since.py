"""Since your turn (issue 65): when two or more moves of other seats come between a
person's turns (a table of four at Sequence: three), that person's next decision
opens with them, in order, in the glimpse (web/ui/reveal.py) in the room the table
keeps for it (issue 80: never over the seats; TableView.glimpse_room), until their
move, a tap on it or its time. Each move was told on its own as it played (the news
strip, Sequence's last-move line, a flight): this is the second look at them together.
A reveal tells its moves itself, so it counts as read."""
from __future__ import annotations

from typing import Any

SINCE_MOVES = 2  # other seats' moves since a person's last one that open their turn with "Since your turn"


class Since:
    """For each person here, how long the game's history was after their last move and how many
    moves of other seats came since: the log's lines and the events written after that point are
    the moves to tell (Session.log_at and each event's own point say when each was written)."""

    def __init__(self) -> None:
        self.marks: dict[int, list[int]] = {}  # seat: [len(history) after its last move, moves of others since]

    def played(self, seat: int, person: bool, at: int) -> None:
        """`seat` moved (`person`: a person here), the history now `at` actions long."""
        for other, mark in self.marks.items():
            if other != seat:
                mark[1] += 1
        if person:
            self.marks[seat] = [at, 0]

    def read(self, at: int) -> None:
        """Everyone saw the table as it stands, the history `at` actions long (a reveal, an undo, a
        resume): nothing to tell again."""
        for mark in self.marks.values():
            mark[0], mark[1] = at, 0

    def told(self, seat: int, session: Any) -> tuple[list[str], list[Any]]:
        """The log's lines and the events ((at, event) pairs) of `session` written since `seat`'s
        last move, once, if other seats made SINCE_MOVES moves since; else nothing."""
        mark = self.marks.get(seat)
        if mark is None or mark[1] < SINCE_MOVES:
            return [], []
        since = mark[0]
        self.marks[seat] = [len(session.state.history), 0]
        lines = [line for line, at in zip(session.log, session.log_at) if at > since]
        return lines, [item for item in session.events if item[0] > since]
