"""The guest's copy of the table: what its seat may know, and nothing else
(pure Python, tested on CPython against the host's own session).

It is built only from the host's `table` messages (web/net/feed.py): the
public view, the seat's own observation and legal actions, the public
events and the log. It is shaped like the host's `Session` (and its
`state` like a `GameState`, for what the screens ask of one), so each
game's own table screen draws it unchanged. Whatever a screen could ask
about another seat's private part is simply not here: `private(seat)` and
`legal_actions(seat)` of another seat raise `LookupError`.

From the guest's point of view its own seat is the one person "here"; the
host's people and the other guests are people elsewhere (`SeatKind.AWAY`).

Once the game is over the host also sends its record (web/net/feed.py):
`record()` gives it as this device keeps it (`guest_record`), for the
end's Replay and Review and the game history.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from engine.core.events import Event
from engine.core.result import Result
from engine.games import GAMES
from web.device.history import MAX_ITEM_BYTES
from web.device.names import distinct_names
from web.page.imports import import_module
from web.page.words import N_, _
from web.net.protocol import ProtocolError, event_from_wire, result_from_wire
from web.model.seats import Seat, SeatKind

NOT_HERE = N_("Only the host's device can take back moves.")


def guest_record(record: Any, game: str, seat: int, players: int) -> dict[str, Any]:
    """The host's record of the finished game as this device keeps it: its seat played here, the
    host's people and the other guests elsewhere, the AI seats as they were (ProtocolError if it is
    not a record of this table's game; the replay checks the rest, as for any record it opens)."""
    table = record.get("table") if isinstance(record, dict) else None
    seats = table.get("seats") if isinstance(table, dict) else None
    if (not isinstance(seats, list) or len(seats) != players or any(not isinstance(s, dict) for s in seats)
            or record.get("game") != game):
        raise ProtocolError("record-game")
    if len(json.dumps(record, separators=(",", ":"))) > MAX_ITEM_BYTES:  # what the game history keeps of one game
        raise ProtocolError("record-size")

    def kept(index: int, data: dict[str, Any]) -> dict[str, Any]:
        name, level = data.get("name", ""), data.get("ai", "")
        if index == seat:
            return {"name": name, "ai": ""}
        if isinstance(level, str) and level:
            return {"name": name, "ai": level}
        return {"name": name, "ai": "", "device": "away"}

    mine = dict(record)
    mine["table"] = dict(table)
    mine["table"]["seats"] = [kept(i, data) for i, data in enumerate(seats)]
    return mine


class GuestState:
    """What the screens ask of a game state, from what the guest's seat may know."""

    def __init__(self, game: str, seat: int, config: dict[str, Any], start: dict[str, Any],
                 extras: Callable[[Any], None] = lambda state: None) -> None:
        self.GAME = game
        self.seat = seat
        self.config = dict(config)
        self._start = dict(start)
        self._setup = start["setup"]
        self.players: int = start["players"]
        self._teams: list[int] = list(start["teams"])
        if any(type(t) is not int for t in self._teams):
            raise ProtocolError("field", field="start.teams")
        self.history: list[tuple[int | None, Any]] = []  # its length only: what was played is not all public
        self.stage: Any = None
        self._legal: list[Any] | None = []
        self._result: Result | None = None
        self._reader: Callable[[Any], Any] = GAMES[game].action_reader(self._start)
        self._to_json: Callable[[Any], Any] = lambda action: action.to_json()
        extras(self)  # what the game's screens ask of its state beyond the protocol (`GameSpec.guest_state`)

    # --- what the guest was told ----------------------------------------------------------
    def update(self, *, at: int, stage: Any, legal: list[Any] | None, result: Result | None,
               public: dict[str, Any]) -> None:
        actions = None if legal is None else [self._reader(a) for a in legal]
        self.history = [(None, None)] * at
        self.stage = stage
        self._result = result
        self._public = public
        self._legal = actions

    # --- the protocol's questions -------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        return self._result is not None

    def setup_info(self) -> dict[str, Any]:
        return self._setup

    def team(self, seat: int) -> int:
        return self._teams[seat]

    def team_list(self) -> list[int]:
        return list(self._teams)

    def result(self) -> Result | None:
        return self._result

    def legal_actions(self, seat: int) -> list[Any] | None:
        self._own(seat)
        return None if self._legal is None else list(self._legal)

    def start_message(self, seat: int) -> dict[str, Any]:
        self._own(seat)
        return dict(self._start)

    def action_to_json(self, action: Any) -> Any:
        return self._to_json(action)

    def action_from_json(self, data: Any) -> Any:
        return self._reader(data)

    def final(self) -> dict[str, Any]:
        raise LookupError("a guest never sees the other seats' hidden parts, not even at the end")

    def _own(self, seat: int) -> None:
        if seat != self.seat:
            raise LookupError(f"the guest knows only seat {self.seat + 1}'s own decisions")


class GuestSession:
    """The table as the guest's seat sees it, shaped like web/model/session.py's Session."""

    def __init__(self, first: dict[str, Any], table: str = "") -> None:
        """From a `full` table message (checked by protocol.read_host); `table`, the host's table
        id (the invitation's), names its games in this device's statistics (`game_id`)."""
        self.spec = import_module(f"web.games.{first['game']}").GAME
        self.seat: int = first["seat"]
        self.table = table
        self.aids: list[str] = []  # a suggestion made this seat's game assisted (its statistics say so)
        names = distinct_names(s["name"] for s in first["seats"])  # as the host's own table reads them
        self.seats = [Seat(names[i], SeatKind.HERE if i == self.seat else
                           SeatKind.AI if s["kind"] == SeatKind.AI else SeatKind.AWAY, s.get("level", ""))
                      for i, s in enumerate(first["seats"])]
        self.options: dict[str, Any] = dict(first["options"])
        self.state = GuestState(first["game"], self.seat, first["config"], first["start"], self.spec.guest_state)
        self.events: list[tuple[int, Event]] = []
        self.log: list[str] = []  # in this device's language (`said`)
        self.received = 0  # the host's log lines received so far
        self.game_no = -1
        self._waiting: list[int] = []
        self.thinking: int | None = None
        self.paused = False  # the host's table waits for its people (the cut, a round's summary)
        self.acted = 0
        view = self.spec.guest_view if self.spec.guest_view is not None else self.spec.fresh_view(self.state)
        self.view: dict[str, Any] = dict(view)
        self.shown_at = [-1] * self.state.players
        self.final_record: dict[str, Any] | None = None  # the finished game's, once the host sent it
        self.apply(first)
        self.view = self.spec.check_view(self.view, self)

    def apply(self, data: dict[str, Any]) -> tuple[list[Event], list[str]]:
        """A `table` message: the new events and log lines (ProtocolError if
        it does not follow from what was received; nothing changes then)."""
        game = self.spec.id
        if not data["full"] and (data["events_from"] != len(self.events) or data["log_from"] != self.received
                                 or data["game_no"] != self.game_no):
            raise ProtocolError("not-next")
        new_events = [(at, event_from_wire(game, e)) for at, e in data["events"]]
        result = None if data["result"] is None else result_from_wire(data["result"])
        private = data["private"]
        if private.get("seat") != self.seat:
            raise ProtocolError("other-view")
        record = data.get("record")
        if record is not None:
            record = guest_record(record, game, self.seat, self.state.players)
        try:
            self.state.update(at=data["at"], stage=data["stage"], legal=data["legal"], result=result,
                              public=data["public"])
        except (ValueError, TypeError, KeyError, IndexError):
            raise ProtocolError("field", field="legal") from None
        if data["full"]:
            self.events, self.log, self.received = [], [], 0
        self.events += new_events
        lines = self.said(data["log"], data.get("log_at"), new_events)
        self.log += lines
        self.received += len(data["log"])
        self._public, self._private = data["public"], private
        self._waiting = list(data["waiting"])
        self.thinking = data["thinking"]
        self.paused = data.get("paused", False)
        self.acted = data["acted"]
        self.game_no = data["game_no"]
        if data["full"] or record is not None:
            self.final_record = record
        return [e for _at, e in new_events], lines

    def said(self, lines: list[str], log_at: list[int] | None, events: list[tuple[int, Event]]) -> list[str]:
        """The host's new log `lines` in this device's language: the host writes its log in its own, so
        the lines of each move (`log_at`: the move each line is of, -1 for none) are said here again from
        that move's public `events`, as the host's table said them; a line of no move (an undo's), and
        every line of a host that does not say the moves (an older one), as the host wrote it."""
        if log_at is None:
            return list(lines)
        out: list[str] = []
        start = 0
        while start < len(lines):
            at, end = log_at[start], start + 1
            while end < len(lines) and log_at[end] == at:
                end += 1
            own = self.spec.narrate(self, [event for when, event in events if when == at]) if at >= 0 else []
            out += own or lines[start:end]
            start = end
        return out

    # --- what the screens ask of a session ---------------------------------------------------
    @property
    def people_here(self) -> list[int]:
        return [self.seat]

    @property
    def is_hot_seat(self) -> bool:
        return False

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    def waiting(self) -> list[int]:
        return [] if self.is_over else list(self._waiting)

    def public(self) -> dict[str, Any]:
        return self._public

    def private(self, seat: int) -> dict[str, Any]:
        if seat != self.seat:
            raise LookupError(f"the guest sees only seat {self.seat + 1}'s own part")
        return self._private

    def label(self, seat: int) -> str:
        return self.spec.label(self, seat)

    def note_aid(self, aid: str) -> None:
        """This seat's person used `aid` (a suggestion; Undo is the host's): the game is assisted."""
        if aid not in self.aids:
            self.aids.append(aid)

    @property
    def assisted(self) -> bool:
        return bool(self.aids)

    def game_id(self) -> str:
        """This game among the games counted on this device: the host's table and its game's
        number there (a rematch is another; a reconnection or a resent table the same)."""
        return f"guest-{self.table}-{self.game_no}"

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def record(self) -> dict[str, Any]:
        """The finished game's record as this device keeps it (LookupError before the host sent it)."""
        if self.final_record is None:
            raise LookupError("the host sends the game's record once the game is over")
        return self.final_record

    def mark_shown(self, seat: int) -> None:
        """The guest's own part is always on its own screen."""

    def undo_target(self) -> tuple[int | None, str]:
        return None, _(NOT_HERE)
