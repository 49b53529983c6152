"""What the host sends one guest: its seat's view of the table, and only
what is new since the last message (pure Python, tested on CPython).

A `table` message holds the public view, the seat's own observation and
legal actions (from the engine: `observation(seat)`, never another seat's),
who must decide, who is thinking, and the public events and log lines the
guest has not had yet, and whether the host's table waits for its people
(the cut, a round's summary: `paused`). After an undo, a rematch or anything that rewrites
the log (the host's session then holds new lists), or when the guest asks,
the whole table goes again (`full`), with the table's set-up. Once the
game is over, the message with its result (and each whole table after it)
also carries the game's record (`record`, as the host's device keeps it:
with the seed and every hidden part), for the guest's replay and review:
nothing is left to hide then, and nothing of it goes before.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from web.model.canonical import canonical_json
from web.net.protocol import event_wire, message, result_wire

if TYPE_CHECKING:
    from web.model.session import Session


def stage_json(stage: Any) -> Any:
    """A state's stage as JSON (a number, or a list for a tuple)."""
    return list(stage) if isinstance(stage, tuple) else stage


def legal_json(session: "Session", seat: int) -> list[Any] | None:
    """`seat`'s legal actions in their JSON forms (None: too many to list), [] if it does not decide."""
    if seat not in session.waiting():
        return []
    state = session.state
    legal = state.legal_actions(seat)
    return None if legal is None else [state.action_to_json(a) for a in legal]


def setup_fields(session: "Session", seat: int) -> dict[str, Any]:
    """The table's set-up as `seat` may know it: the game, its seats (names
    and who plays them), the public configuration, the bot protocol's
    `start` message for the seat, and the table's options."""
    state = session.state
    return {
        "game": session.spec.id, "seat": seat,
        "seats": [{"name": s.name, "kind": s.kind, "level": s.level} for s in session.seats],
        "config": dict(state.config), "start": state.start_message(seat), "options": dict(session.options),
    }


class SeatFeed:
    """The messages of one guest's seat, and what it has been sent."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.events: list[Any] | None = None  # the session's events list last sent from
        self.log: list[str] | None = None
        self.events_sent = 0
        self.log_sent = 0
        self.last = ""  # the last message's view, to send nothing when nothing changed
        self.recorded = False  # the finished game's record went with the last whole table or after it

    def reset(self) -> None:
        """Send the whole table next time (a new connection, or the guest asked)."""
        self.events = self.log = None
        self.last = ""
        self.recorded = False

    def next(self, session: "Session", *, game_no: int, thinking: int | None,
             paused: bool = False) -> dict[str, Any] | None:
        """The next message for this seat, or None if nothing changed."""
        state = session.state
        full = (self.events is not session.events or self.log is not session.log
                or len(session.events) < self.events_sent or len(session.log) < self.log_sent)
        events_from = 0 if full else self.events_sent
        log_from = 0 if full else self.log_sent
        result = state.result()
        view = {
            "game_no": game_no, "at": len(state.history), "stage": stage_json(state.stage),
            "acted": sum(1 for who, _action in state.history if who == self.seat),
            "public": session.public(), "private": session.private(self.seat),
            "legal": legal_json(session, self.seat), "waiting": session.waiting(), "thinking": thinking,
            "paused": paused,
            "result": None if result is None else result_wire(result),
        }
        digest = canonical_json(view)  # one text for one view on every Python (json.dumps has no sort_keys there)
        if not full and digest == self.last and events_from == len(session.events) and log_from == len(session.log):
            return None
        data = message("table", full=full, **view, events_from=events_from,
                       events=[[at, event_wire(e)] for at, e in session.events[events_from:]],
                       log_from=log_from, log=list(session.log[log_from:]), log_at=list(session.log_at[log_from:]))
        if full:
            data.update(setup_fields(session, self.seat))
            self.recorded = False
        if result is not None and not self.recorded:
            data["record"] = session.record()
            self.recorded = True
        self.events, self.log = session.events, session.log
        self.events_sent, self.log_sent = len(session.events), len(session.log)
        self.last = digest
        return data
