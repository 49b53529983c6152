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
    """For each person here, where the log and the events stood after their last move and how
    many moves of other seats came since."""

    def __init__(self) -> None:
        self.marks: dict[int, list[int]] = {}  # seat: [log length, events length, moves of others since]

    def played(self, seat: int, person: bool, log_length: int, events_length: int) -> None:
        """`seat` moved (`person`: a person here), the log and the events now that long."""
        for other, mark in self.marks.items():
            if other != seat:
                mark[2] += 1
        if person:
            self.marks[seat] = [log_length, events_length, 0]

    def read(self, log_length: int, events_length: int) -> None:
        """Everyone saw the table as it stands (a reveal, an undo, a resume): nothing to tell again."""
        for mark in self.marks.values():
            mark[0], mark[1], mark[2] = log_length, events_length, 0

    def told(self, seat: int, log: list[str], events: list[Any]) -> tuple[list[str], list[Any]]:
        """The log's lines and the events since `seat`'s last move, once, if other seats made
        SINCE_MOVES moves since; else nothing."""
        mark = self.marks.get(seat)
        if mark is None or mark[2] < SINCE_MOVES:
            return [], []
        self.marks[seat] = [len(log), len(events), 0]
        return log[mark[0]:], events[mark[1]:]
