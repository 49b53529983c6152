"""A Sequence game at one device: the engine state plus who sits where.

Pure Python (no `js`), so it is tested on CPython too. It holds the table
(names, which seats are AI and at what level, whether hints are allowed),
the game log in words, what each seat's hand has shown (for hot-seat undo),
and the saved form: the engine's game record (seed, configuration, actions)
with a `table` entry added, so an exported file is a record any tool reads.

Undo (issue 4): against AIs, the last human move and the AI moves after it
are taken back. In hot-seat, only the last move, and never past a card draw
that revealed something: a move can be undone only while the hand of the
seat that made it has not been shown since (its draw is still unseen).
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import RecordError, SetupError
from engine.core.record import loads, replay
from engine.sequence.actions import PASS, Action, Play, TurnIn
from engine.sequence.board import parse_board
from engine.sequence.state import SequenceState
from engine.sequence.table import TABLE_SIZES, TEAM_COLOURS, team_choices
from web.names import name_clash
from web.record_json import export_text, read_record, read_save, record_with_table, table_seats

MAX_NAME = 40
HUMAN = ""  # the `ai` of a seat played by a person


@dataclass
class SeatInfo:
    """One seat: a name (plain text) and its AI level, or HUMAN."""

    name: str
    ai: str = HUMAN

    @property
    def is_ai(self) -> bool:
        return self.ai != HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "ai": self.ai}


def clean_name(name: Any, seat: int) -> str:
    """A name as typed, trimmed and shortened; 'Player N' if empty. Never markup: shown as text."""
    text = " ".join(str(name if name is not None else "").split())[:MAX_NAME]
    return text or f"Player {seat + 1}"


def check_setup(setup: dict[str, Any]) -> None:
    """Raise SetupError saying what is wrong with a setup form's values."""
    players = setup.get("players")
    if players not in TABLE_SIZES:
        raise SetupError(f"choose 2, 3, 4, 6, 8, 9, 10 or 12 players, not {players!r}")
    if setup.get("teams") not in team_choices(players):
        allowed = " or ".join(str(t) for t in team_choices(players))
        raise SetupError(f"{players} players play in {allowed} teams")
    seats = setup.get("seats")
    if not isinstance(seats, list) or len(seats) != players:
        raise SetupError("every seat needs a name and a player")
    if setup.get("variant") not in ("classic", "custom"):
        raise SetupError("choose the classic or the custom board")
    board = setup.get("board")
    if board is not None:
        parse_board(board, name="board file")


def check_names(seats: list[dict[str, Any]]) -> None:
    """Raise SetupError if two seats would show the same name (trimmed, any case): at one
    device, "Pass the device to Ann" must say whose turn it is. New games only: a
    saved or imported game is shown as it was."""
    clash = name_clash(clean_name(seat.get("name") if isinstance(seat, dict) else None, i)
                       for i, seat in enumerate(seats))
    if clash:
        raise SetupError(clash)


@dataclass
class Session:
    """The game at this device: engine state, seats, log, what each hand showed."""

    state: SequenceState
    seats: list[SeatInfo]
    hints: bool = False
    # shown_at[seat]: len(history) when that seat's hand was last on screen (-1: never).
    shown_at: list[int] = field(default_factory=list)
    cut_seen: bool = False
    log: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.shown_at:
            self.shown_at = [-1] * self.state.players

    # --- the table -----------------------------------------------------------
    @classmethod
    def new(cls, setup: dict[str, Any], seed: int) -> "Session":
        """A new game from the setup screen's values (see check_setup)."""
        check_setup(setup)
        config: dict[str, Any] = {"players": setup["players"], "teams": setup["teams"], "variant": setup["variant"]}
        if setup.get("board") is not None:
            config["board"] = setup["board"]
        state = SequenceState.new(config, seed)
        seats = [SeatInfo(clean_name(s.get("name"), i), str(s.get("ai") or HUMAN)) for i, s in enumerate(setup["seats"])]
        return cls(state, seats, hints=bool(setup.get("hints")))

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_ai]

    @property
    def is_hot_seat(self) -> bool:
        """Two or more people share the device: hands hide behind a cover."""
        return len(self.humans) >= 2

    def colour(self, seat: int) -> str:
        return TEAM_COLOURS[self.state.team(seat)]

    def label(self, seat: int) -> str:
        """'Ann (blue)'."""
        return f"{self.seats[seat].name} ({self.colour(seat)})"

    @property
    def to_move(self) -> int | None:
        return None if self.state.is_over else self.state.to_move

    # --- moves ------------------------------------------------------------------
    def describe(self, seat: int, action: Action, sequences_before: int) -> str:
        """A move in words for the log: 'Ann (blue) played the 7 of hearts on row 3, column 5'."""
        line = f"{self.label(seat)} {self.state_describe(seat, action)}"
        if isinstance(action, TurnIn):
            line += " and drew a replacement"
        made = len(self.state.sequences[self.state.team(seat)]) - sequences_before
        if made == 1:
            line += ", completing a sequence"
        elif made > 1:
            line += f", completing {made} sequences"
        return line + "."

    def state_describe(self, seat: int, action: Action) -> str:
        return self.state.describe(seat, action)

    def play(self, seat: int, action: Action) -> str:
        """Apply a move (checked by the rules) and return its log line."""
        team = self.state.team(seat)
        before = len(self.state.sequences[team])
        self.state.apply(seat, action)
        line = self.describe(seat, action, before)
        self.log.append(line)
        if self.state.is_over:
            self.log.append(self.outcome())
        return line

    def outcome(self) -> str:
        """Who won, in words."""
        result = self.state.result() or {}
        team = result.get("winner_team")
        if team is None:
            return "The game ended without a winner."
        names = [self.seats[s].name for s in range(self.state.players) if self.state.team(s) == team]
        return f"{' and '.join(names)} ({TEAM_COLOURS[team]}) won the game."

    def forced(self, seat: int) -> Action | None:
        """The pass a seat with no legal action makes without being asked (RULINGS Sequence 11)."""
        legal = self.state.legal_actions(seat)
        return PASS if legal == [PASS] else None

    def mark_shown(self, seat: int) -> None:
        """The hand of `seat` is on screen now (its draws are seen)."""
        self.shown_at[seat] = len(self.state.history)

    # --- undo ---------------------------------------------------------------------
    def undo_target(self) -> tuple[int | None, str]:
        """How many actions an undo keeps, or None and the reason it is not allowed."""
        history = self.state.history
        humans = self.humans
        if not humans:
            return None, "There is no human move to undo."
        human_moves = [i for i, (seat, action) in enumerate(history) if seat in humans and action != PASS]
        if not human_moves:
            return None, "There is no move to undo yet."
        if not self.is_hot_seat:
            return human_moves[-1], ""
        last = len(history) - 1
        seat, action = history[last]
        if seat not in humans or action == PASS:
            return None, "Only a person's last move can be undone."
        if self.shown_at[seat] > last:
            return None, (f"{self.seats[seat].name} has already seen the card drawn for that move, "
                          "so it cannot be undone.")
        return last, ""

    def undo(self) -> str:
        """Take back moves (see undo_target); return the log line; raise ValueError if not allowed."""
        keep, reason = self.undo_target()
        if keep is None:
            raise ValueError(reason)
        history = self.state.history
        seat, action = history[keep]
        undone = self.state_describe(seat, action)
        fresh = SequenceState.new(dict(self.state.config), self.state.seed)
        self.state = replay(fresh, history[:keep])
        self.shown_at = [min(s, keep) for s in self.shown_at]
        self.log = self.replay_log()
        line = f"Undone: {self.seats[seat].name} {undone}."
        self.log.append(line)
        return line

    def replay_log(self) -> list[str]:
        """The log of the moves so far, rebuilt by replaying the record."""
        probe = Session(SequenceState.new(dict(self.state.config), self.state.seed), self.seats)
        for seat, action in self.state.history:
            probe.play(seat, action)
        return probe.log

    # --- saving -------------------------------------------------------------------
    def table_json(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats], "hints": self.hints}

    def record_text(self) -> str:
        """The game record (engine.core.record) with the table added: the export file."""
        return export_text(record_with_table(self.state, self.table_json()))

    def save_text(self) -> str:
        """What the autosave keeps: the record plus this device's view state."""
        record = record_with_table(self.state, self.table_json())
        return json.dumps({"record": record, "shown_at": self.shown_at, "cut_seen": self.cut_seen},
                          separators=(",", ":"))

    @classmethod
    def from_record(cls, text: str) -> "Session":
        """Load an exported record; raise RecordError with a clear message."""
        data = read_record(text)
        state = loads(data, game="sequence")
        seats, hints = parse_table(data.get("table"), state.players)
        session = cls(state, seats, hints=hints, cut_seen=True)
        session.log = session.replay_log()
        return session

    @classmethod
    def from_save(cls, text: str) -> "Session":
        """Resume an autosave exactly; raise RecordError if it is damaged."""
        data = read_save(text, "the saved game is damaged")
        if not isinstance(data, dict) or not isinstance(data.get("record"), dict):
            raise RecordError("the saved game is damaged")
        state = loads(data["record"], game="sequence")
        seats, hints = parse_table(data["record"].get("table"), state.players)
        shown = data.get("shown_at")
        if not (isinstance(shown, list) and len(shown) == state.players and all(isinstance(x, int) for x in shown)):
            shown = [len(state.history)] * state.players
        session = cls(state, seats, hints=hints, shown_at=shown, cut_seen=bool(data.get("cut_seen")))
        session.log = session.replay_log()
        return session


def parse_table(table: Any, players: int) -> tuple[list[SeatInfo], bool]:
    """The `table` entry of a record: seats (names, AI levels) and hints."""
    seats = table_seats(table, players)
    if seats is None:
        return [SeatInfo(f"Player {i + 1}") for i in range(players)], False
    out = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or not isinstance(seat.get("name", ""), str) or not isinstance(seat.get("ai", ""), str):
            raise RecordError(f"seat {i + 1} of the record's table is malformed")
        out.append(SeatInfo(clean_name(seat.get("name"), i), seat.get("ai", HUMAN)))
    return out, bool(table.get("hints"))
