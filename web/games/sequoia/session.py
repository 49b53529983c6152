"""A game of Sequoia on this device: the engine state, who sits where
(names, person or AI level), the autosave text and the log in words.

Pure Python (no `js`), so it is tested without a browser. The log shows
only what everyone may know: each simultaneous reveal (EACH TURN 2-3), the
scoring and the ties that lead to tiebreaker turns (TIES, TIEBREAKER TURNS;
RULINGS Sequoia 5) — never a roll or a stored choice.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from engine.core.errors import RecordError, SetupError
from engine.core.record import advance_chance, loads, replay, to_record
from engine.sequoia.actions import Sums
from engine.sequoia.ai import LEVELS
from engine.sequoia.forests import FORESTS
from engine.sequoia.state import MAX_PLAYERS, MIN_PLAYERS, TURNS, SequoiaState
from web import names
from web.record_json import export_text, read_record, read_save, table_seats

HUMAN = ""
MAX_NAME = 32
VARIANTS = ("face-up", "face-down")
COLOURS = (("blue", "B", "#3b82f6"), ("red", "R", "#e05252"), ("green", "G", "#3fae5a"),
           ("yellow", "Y", "#e0b53a"), ("purple", "P", "#a66be0"))
SAVE_FORMAT = "seqgames-sequoia-save"


@dataclass(frozen=True)
class Seat:
    """One player: a name (plain text) and `ai` (HUMAN or an AI level)."""

    name: str
    ai: str

    @property
    def human(self) -> bool:
        return self.ai == HUMAN


def check_setup(setup: dict[str, Any]) -> dict[str, Any]:
    """The setup, checked: 2-5 seats with names, and face-up or face-down tokens."""
    players = setup.get("players")
    if not isinstance(players, int) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(f"Sequoia is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    variant = setup.get("variant", "face-up")
    if variant not in VARIANTS:
        raise SetupError("the tokens are face-up or face-down")
    seats = setup.get("seats")
    if not isinstance(seats, list) or len(seats) < players:
        raise SetupError("every player needs a name")
    clean = []
    for i, seat in enumerate(seats[:players]):
        name = str(seat.get("name", "")).strip()[:MAX_NAME] if isinstance(seat, dict) else ""
        if not name:
            raise SetupError(f"player {i + 1} needs a name")
        clean.append({"name": name, "ai": str(seat.get("ai", HUMAN))})
    return {"players": players, "variant": variant, "seats": clean}


def name_clash(setup: dict[str, Any]) -> str:
    """Why a new game's seats cannot start (see `web.names.name_clash`; seats that
    are not playing do not count), or "" if every name differs. Only the setup
    screen asks: saves and records with such names still load."""
    return names.name_clash(seat["name"] for seat in setup["seats"][:setup["players"]])


def plural(count: int, word: str) -> str:
    """2, "point" -> "2 points"; 1, "point" -> "1 point"."""
    return f"{count} {word}" + ("" if count == 1 else "s")


def parse_table(table: Any, players: int) -> list[Seat]:
    """The seats of a record's `table` entry (names as plain text, AI levels
    known to this app); "Player N", all people, when the record has none."""
    seats = table_seats(table, players)
    if seats is None:
        return [Seat(f"Player {i + 1}", HUMAN) for i in range(players)]
    out = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not isinstance(seat.get("ai", HUMAN), str):
            raise RecordError(f"seat {i + 1} of the record's table is malformed")
        name = seat["name"].strip()[:MAX_NAME] or f"Player {i + 1}"
        ai = seat.get("ai", HUMAN)
        if ai != HUMAN and ai not in LEVELS:
            raise RecordError(f"seat {i + 1} of the record's table names an unknown AI level {ai!r}")
        out.append(Seat(name, ai))
    return out


def colour(seat: int) -> tuple[str, str, str]:
    """(colour name, letter, CSS colour) of a seat."""
    return COLOURS[seat % len(COLOURS)]


class Session:
    """The state, the seats and the log of one game."""

    def __init__(self, state: SequoiaState, seats: list[Seat], setup: dict[str, Any]) -> None:
        self.state = state
        self.seats = seats
        self.setup = setup
        advance_chance(state)
        self.lines = log_lines(state, seats)

    @classmethod
    def new(cls, setup: dict[str, Any], seed: int) -> "Session":
        setup = check_setup(setup)
        state = SequoiaState.new({"players": setup["players"], "variant": setup["variant"]}, seed)
        return cls(state, [Seat(s["name"], s["ai"]) for s in setup["seats"]], setup)

    @classmethod
    def from_save(cls, text: str) -> "Session":
        """Rebuild a session from `save_text`; RecordError if it is unreadable."""
        data = read_save(text, "the saved game is not readable")
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise RecordError("this is not a saved game of Sequoia")
        try:
            setup = check_setup(data.get("setup") or {})
        except SetupError as error:
            raise RecordError(f"the saved setup is wrong: {error}") from None
        state = loads(data.get("record"), game="sequoia")
        if state.players != setup["players"]:
            raise RecordError("the saved setup and record disagree")
        return cls(state, [Seat(s["name"], s["ai"]) for s in setup["seats"]], setup)

    def save_text(self) -> str:
        return json.dumps({"format": SAVE_FORMAT, "setup": self.setup, "record": to_record(self.state)})

    def record_text(self) -> str:
        """The export file: the game record (engine.core.record) up to the last
        reveal, with a `table` entry naming the seats. Choices stored this turn
        but not yet revealed stay out of the file (EACH TURN 2: they are secret);
        those seats choose again, from the same roll, after an import."""
        record = to_record(self.state)
        hidden = len(self.state.choices)
        if hidden:
            record["actions"] = record["actions"][:-hidden]
        record["table"] = {"seats": [{"name": s.name, "ai": s.ai} for s in self.seats]}
        return export_text(record)

    @classmethod
    def from_record(cls, text: str) -> "Session":
        """Load an exported record (with or without a `table`); RecordError with
        a clear message if it is not a valid game of Sequoia."""
        data = read_record(text)
        state = loads(data, game="sequoia")
        seats = parse_table(data.get("table"), state.players)
        setup = {"players": state.players, "variant": state.variant,
                 "seats": [{"name": s.name, "ai": s.ai} for s in seats]}
        return cls(state, seats, setup)

    def name(self, seat: int) -> str:
        return f"{self.seats[seat].name} ({colour(seat)[0]})"

    @property
    def humans(self) -> int:
        return sum(seat.human for seat in self.seats)

    def waiting(self) -> list[int]:
        """The seats that still have to choose their pairs this turn."""
        advance_chance(self.state)
        return list(self.state.acting.seats) if not self.state.is_over else []

    def choose(self, seat: int, action: Sums) -> list[str]:
        """Store `seat`'s choice; the new log lines if this was the reveal."""
        before = len(self.lines)
        self.state.apply(seat, action)
        advance_chance(self.state)
        self.lines = log_lines(self.state, self.seats)
        return self.lines[before:]

    def take_back(self, seat: int) -> None:
        """Undo `seat`'s stored choice of this turn, before the reveal (its roll
        stays the same: the record without that choice replays to it)."""
        if seat not in self.state.choices:
            raise ValueError("only a choice not yet revealed can be changed")
        history = self.state.history[:]
        last = max(i for i, (who, _action) in enumerate(history) if who == seat)
        del history[last]
        self.state = replay(SequoiaState.new(self.state.config, self.state.seed), history)

    def turn_label(self) -> str:
        state = self.state
        if state.is_over:
            return "Game over"
        if state.phase == "tiebreak":
            return f"Tiebreaker turn {state.tiebreak_turns + 1}"
        return f"Turn {state.turn + 1} of {TURNS}"

    def tie_text(self) -> str:
        """Which forests are tied and who plays the tiebreaker turn (empty if none)."""
        ties = self.state.observation(0)["ties"]
        if not ties:
            return ""
        parts = []
        for forest, tie in ties.items():
            who = " and ".join(self.seats[s].name for s in tie["seats"])
            token = "first" if tie["token"] == "first" else "second"
            parts.append(f"forest {forest} ({token} token): {who}")
        return ("Tiebreaker: only the tied players roll, and a pair counts only in a forest "
                "where that player is tied. Tied now — " + "; ".join(parts) + ".")

    def forest_awards(self) -> list[tuple[int, str]]:
        """Each forest and, in words, who took which of its tokens (SCORING; the
        final scoring shown forest by forest)."""
        state = self.state
        out = []
        for f, forest in enumerate(FORESTS):
            first, second = state.tokens[f]
            parts = []
            if state.first[f] is not None:
                parts.append(f"{self.seats[state.first[f]].name} takes the first token ({first})")
            if state.second[f] is not None:
                parts.append(f"{self.seats[state.second[f]].name} takes the second token ({second})")
            if forest in state.unsettled:
                parts.append("still tied, so its tokens left stay unawarded")
            if not parts:
                parts.append("no trees, no token")
            elif state.first[f] is not None and state.second[f] is None and forest not in state.unsettled:
                parts.append("no one takes the second")
            out.append((forest, f"Forest {forest}: " + ", ".join(parts) + "."))
        return out

    def points_through(self, forests: int) -> list[int]:
        """Each seat's points from the tokens of the first `forests` forests
        (2, 3, ...): the running total while the final scoring is shown."""
        state = self.state
        points = [0] * state.players
        for f in range(forests):
            for who, value in zip((state.first[f], state.second[f]), state.tokens[f]):
                if who is not None:
                    points[who] += value
        return points

    def result_lines(self) -> list[str]:
        result = self.state.result()
        if result is None:
            return []
        scores = result["scores"]
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        lines = [f"{self.name(s)}: {plural(scores[s], 'point')}" for s in order]
        winners = [self.seats[s].name for s in result["winners"]]
        if len(winners) == 1:
            lines.insert(0, f"{winners[0]} wins!")
        else:
            lines.insert(0, "Shared victory: " + names.and_list(winners) + ".")
        if result.get("unsettled"):
            lines.append("Still tied, unawarded: forests " + ", ".join(map(str, result["unsettled"])) + ".")
        return lines


def grew(state: SequoiaState, seat: int, pair: Any, name: str, tied: list[int] | None) -> str:
    """What a revealed pair grew, in words. On a tiebreaker turn (`tied`: the
    forests where the seat was tied as it chose) a pair counts only in a
    forest where that player is tied, so some pairs grow nothing (TIEBREAKER
    TURNS: "some pairs of dice will have no effect"; RULINGS Sequoia 5)."""
    if tied is None:
        return state.describe(seat, pair)
    a, b = pair
    if a == b:
        return f"grew two trees in forest {a}" if a in tied else f"grew no tree: {name} is not tied in forest {a}"
    counted = [t for t in (a, b) if t in tied]
    if len(counted) == 2:
        return state.describe(seat, pair)
    if not counted:
        return f"grew no tree: {name} is tied in neither forest {a} nor forest {b}"
    other = b if counted[0] == a else a
    return f"grew a tree in forest {counted[0]} and none in forest {other}, where {name} is not tied"


def _reveal_line(state: SequoiaState, seats: list[Seat], label: str, tied: dict[int, list[int]] | None) -> str:
    parts = []
    for seat, pair in enumerate(state.revealed):
        if pair is not None:
            name = seats[seat].name
            where = None if tied is None else tied.get(seat, [])
            parts.append(f"{name} ({colour(seat)[0]}) {grew(state, seat, pair, name, where)}")
    return f"{label}: " + "; ".join(parts) + "."


def _award_lines(state: SequoiaState, seats: list[Seat], awarded: set[tuple[int, int]]) -> list[str]:
    """A line for each forest with tokens awarded since `awarded` (pairs of
    forest index and token: 0 first, 1 second), which it then holds too: each
    award is logged once, also when a tie for second settles later."""
    lines = []
    for f, forest in enumerate(FORESTS):
        got = []
        for who, token in ((state.first[f], 0), (state.second[f], 1)):
            if who is not None and (f, token) not in awarded:
                awarded.add((f, token))
                value = state.tokens[f][token]
                got.append(f"{seats[who].name} takes the {'first' if token == 0 else 'second'} token ({value})")
        if got:
            lines.append(f"Forest {forest}: " + ", ".join(got) + ".")
    return lines


def log_lines(state: SequoiaState, seats: list[Seat]) -> list[str]:
    """The whole public log, rebuilt by replaying the record: reveals, scoring, ties."""
    replay = SequoiaState.new(state.config, state.seed)
    lines: list[str] = []
    advance_chance(replay)
    awarded: set[tuple[int, int]] = set()
    scoring_said = False
    last_ties: dict[str, Any] = {}
    for seat, action in state.history:
        tiebreak = replay.phase == "tiebreak"
        label = f"Tiebreaker turn {replay.tiebreak_turns + 1}" if tiebreak else f"Turn {replay.turn + 1}"
        # where each player is tied as they choose: on a tiebreaker turn only there do pairs count
        tied = {s: replay.tied_forests(s) for s in range(replay.players)} if tiebreak else None
        turn = replay.turn
        replay.apply(seat, action)
        if replay.turn != turn:
            lines.append(_reveal_line(replay, seats, label, tied))
            if replay.scored:
                if not scoring_said:
                    lines.append("Scoring every forest.")
                    scoring_said = True
                lines += _award_lines(replay, seats, awarded)
                ties = replay.observation(0)["ties"]
                for forest, tie in ties.items():
                    if last_ties.get(forest) != tie:
                        who = " and ".join(seats[s].name for s in tie["seats"])
                        lines.append(f"Forest {forest} is tied for the {tie['token']} token between {who}: "
                                     "tiebreaker turns until it is settled.")
                last_ties = ties
        advance_chance(replay)
    if state.is_over:
        scores = state.scores()
        lines.append("Final scores: " + ", ".join(f"{seats[s].name} {scores[s]}" for s in range(len(seats))) + ".")
    return lines
