"""A game of Sequitur on this device: the engine state, who sits where
(names, person or AI level), which way each rack is turned on screen, the
log in words, the round summaries and the saves.

Pure Python (no `js`), so it is tested without a browser. The log and the
summaries hold only what everyone at the table may know, at the moment the
rules reveal it (rulebook "Playing the game"): the secret goals' colours
once step 1 is over, the public goals when every draw is decided (step 2),
the cards played when every seat has chosen (step 3), the words when
everyone has spelled (step 6), then each claim in turn (step 7). Never a
rack, a secret goal or an undecided draw. `public_view` is what the shared
part of the screen draws; `private_view(seat)` is that seat's observation.
"""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from engine.core.errors import RecordError, SetupError
from engine.core.record import loads
from engine.core.state import CHANCE
from engine.sequitur.goals import BY_ID
from engine.sequitur.state import (CLAIM_STEP, LETTERS_STEP, MAX_PLAYERS, MIN_PLAYERS, ORDER_STEP, ROUNDS,
                                   SPELL_STEP, SequiturState, ladder_rank)
from web.names import and_list
from web.record_json import export_text, read_record, read_save, record_with_table, table_seats

HUMAN = ""
MAX_NAME = 32
SAVE_FORMAT = "seqgames-sequitur-save"
SEAT_COLOURS = ("#2f6fd6", "#d9483b", "#2e8b57", "#b7791f", "#7b3fb0")
PRIVATE_KEYS = ("rack", "drawn", "drawn_goals", "secret", "cards", "chosen", "decision")
STEP_NAMES = {
    "letters": "Step 1: letters and the secret goal",
    "red-goal": "Step 2: red goal draw", "red-action": "Step 3: an action card or a pass",
    "yellow-goal": "Step 4: yellow goal draw", "yellow-action": "Step 4: an action card or a pass",
    "green-goal": "Step 5: green goal draw", "green-action": "Step 5: an action card or a pass",
    "spell": "Step 6: spell a word", "order": "Step 7: claiming order", "claim": "Step 7: claiming public goals",
    "over": "Game over",
}


@dataclass(frozen=True)
class Seat:
    """One player: a name (plain text, never markup) and `ai` (HUMAN or an AI level)."""

    name: str
    ai: str = HUMAN

    @property
    def human(self) -> bool:
        return self.ai == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "ai": self.ai}


def check_setup(setup: Any, levels: tuple[str, ...] = ()) -> dict[str, Any]:
    """The setup, checked and cleaned: 1 to 5 seats with names, person or AI
    (one of `levels` when given), and the house rule on or off. (That the
    names differ is the setup form's own check, `web.names.name_clash`: saves
    and records from before it still load.)"""
    if not isinstance(setup, dict):
        raise SetupError("the setup must be an object")
    players = setup.get("players")
    if not isinstance(players, int) or isinstance(players, bool) or not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SetupError(f"Sequitur is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    house = setup.get("house_rule", False)
    if not isinstance(house, bool):
        raise SetupError("the house rule is on or off")
    seats = setup.get("seats")
    if not isinstance(seats, list) or len(seats) < players:
        raise SetupError("every player needs a name")
    clean = []
    for i, seat in enumerate(seats[:players]):
        if not isinstance(seat, dict):
            raise SetupError(f"player {i + 1} is malformed")
        name = str(seat.get("name", "")).strip()[:MAX_NAME]
        if not name:
            raise SetupError(f"player {i + 1} needs a name")
        ai = seat.get("ai", HUMAN)
        if not isinstance(ai, str) or (levels and ai != HUMAN and ai not in levels):
            raise SetupError(f"player {i + 1} has an unknown AI level {ai!r}")
        clean.append({"name": name, "ai": ai})
    return {"players": players, "house_rule": house, "seats": clean}


def goal_text(goal_id: str) -> str:
    """'R05 (red, 3 points: “A word …”)'."""
    goal = BY_ID[goal_id]
    return f"{goal_id} ({goal.colour}, {points_text(goal.points)}: “{goal.text}”)"


def points_text(points: int) -> str:
    return f"{points} point{'' if points == 1 else 's'}"


def play_text(play: Any) -> str:
    """A card played, as the table sees it (which card; for Redraw, how many letters)."""
    if play.card is None:
        return "passes"
    if play.card == "redraw":
        count = len(play.positions)
        return f"plays Redraw ({count} letter{'s' if count > 1 else ''})"
    return f"plays {play.card.capitalize()}"


@dataclass
class RoundSummary:
    """What everyone saw of one round: words, secret goals met, claims, points after."""

    number: int
    words: list[tuple[int, str | None, int, bool]] = field(default_factory=list)  # seat, word, score, house
    secrets: list[tuple[int, str | None]] = field(default_factory=list)  # seat, goal met (None: not met)
    claims: list[tuple[int, str]] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    over: bool = False


class Session:
    """The state, the seats, the on-screen turn of each rack, the log and summaries of one game."""

    def __init__(self, state: SequiturState, seats: list[Seat], setup: dict[str, Any],
                 flipped: list[bool] | None = None) -> None:
        self.state = SequiturState.new(dict(state.config), state.seed)
        self.seats = seats
        self.setup = setup
        self.flipped = flipped if flipped is not None else [False] * len(seats)
        self.lines: list[str] = []
        self.rounds: list[RoundSummary] = [RoundSummary(1)]
        self.summary_open = False  # a round's summary waits on screen for "Continue"
        self.round_ended_at = 0  # how many decisions had been made when the last round ended
        self._settle()
        for seat, action in state.history:  # replay through the same path as play: the log is rebuilt
            self.decide(seat, action)

    # --- creating and saving -----------------------------------------------------------
    @classmethod
    def new(cls, setup: dict[str, Any], seed: int, levels: tuple[str, ...] = ()) -> "Session":
        """A new game for `setup` (checked by `check_setup`), its chance drawn from `seed`."""
        setup = check_setup(setup, levels)
        config: dict[str, Any] = {"players": setup["players"]}
        if setup["house_rule"]:
            config["house_rule"] = True
        state = SequiturState.new(config, seed)
        return cls(state, [Seat(s["name"], s["ai"]) for s in setup["seats"]], setup)

    def table_json(self) -> dict[str, Any]:
        return {"seats": [s.to_json() for s in self.seats]}

    def record_text(self) -> str:
        """The game record (engine.core.record) with the table's seats: the export file."""
        return export_text(record_with_table(self.state, self.table_json()))

    def save_text(self) -> str:
        """The autosave: the record, the table, which racks are turned around on screen and whether a
        round's summary is waiting for "Continue"."""
        record = record_with_table(self.state, self.table_json())
        return json.dumps({"format": SAVE_FORMAT, "record": record, "flipped": self.flipped,
                           "summary_open": self.summary_open}, separators=(",", ":"))

    @classmethod
    def from_record(cls, text: str | dict[str, Any], flipped: Any = None) -> "Session":
        """Load an exported record (or a save's record); RecordError says what is wrong."""
        data = read_record(text)
        state = loads(data, game="sequitur")
        seats = _table_seats(data.get("table"), state.players)
        setup = {"players": state.players, "house_rule": state.house_rule, "seats": [s.to_json() for s in seats]}
        ok = isinstance(flipped, list) and len(flipped) == state.players and all(isinstance(f, bool) for f in flipped)
        return cls(state, seats, setup, list(flipped) if ok else None)

    @classmethod
    def from_save(cls, text: str) -> "Session":
        """Resume an autosave exactly; RecordError if it is damaged."""
        data = read_save(text, "the saved game is damaged")
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT or not isinstance(data.get("record"), dict):
            raise RecordError("the saved game is damaged")
        session = cls.from_record(data["record"], data.get("flipped"))
        # saves from before this field: the summary was read (nothing to show again)
        session.summary_open = data.get("summary_open") is True and session.between_rounds
        return session

    # --- who acts ---------------------------------------------------------------------
    @property
    def humans(self) -> int:
        return sum(seat.human for seat in self.seats)

    @property
    def is_hot_seat(self) -> bool:
        """Two or more people share the device: private steps go behind a cover."""
        return self.humans >= 2

    @property
    def is_over(self) -> bool:
        return self.state.is_over

    @property
    def rounds_over(self) -> int:
        """How many rounds have ended."""
        return sum(r.over for r in self.rounds)

    @property
    def between_rounds(self) -> bool:
        """A round has ended, the game has not, and nobody has decided anything in the next round yet."""
        return not self.is_over and self.humans > 0 and self.rounds_over > 0 and \
            len(self.state.history) == self.round_ended_at

    def end_round_summary(self) -> None:
        """A round just ended with a person at the table: its summary waits for "Continue"."""
        self.summary_open = True

    def continue_after_summary(self) -> None:
        """Someone read the round's summary and continued."""
        self.summary_open = False

    def waiting(self) -> list[int]:
        """The seats with a decision now (all at once, or the one claiming)."""
        if self.state.is_over:
            return []
        return list(self.state.acting.seats)

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def status(self) -> str:
        """'Round 2 of 3 · Step 6: spell a word'."""
        if self.state.is_over:
            return "Game over"
        return f"Round {self.state.round} of {ROUNDS} · {STEP_NAMES.get(self.state.step, self.state.step)}"

    def flip(self, seat: int) -> None:
        """Turn `seat`'s rack around on screen (free at any time: RULINGS Sequitur 3)."""
        self.flipped[seat] = not self.flipped[seat]

    # --- views ------------------------------------------------------------------------
    def public_view(self) -> dict[str, Any]:
        """What the shared part of the screen shows: no rack, secret goal, draw or stored choice."""
        state = self.state
        view = state.observation(0)
        for key in PRIVATE_KEYS:
            view.pop(key, None)
        view["seat"] = None
        view["secret_colours"] = [c if state.colours_shown else None for c in state.secret_colour]
        view["deciding"] = self.waiting()
        return view

    def private_view(self, seat: int) -> dict[str, Any]:
        """Exactly what `seat` may know (its observation)."""
        return self.state.observation(seat)

    # --- playing ----------------------------------------------------------------------
    def decide(self, seat: int, action: Any) -> list[str]:
        """Apply `seat`'s decision (IllegalAction if refused); the new log lines."""
        state = self.state
        before = len(self.lines)
        snapshot = self._snapshot()
        choices = dict(state.choices)
        state.apply(seat, action)
        choices[seat] = action
        self._after(snapshot, choices, seat, action)
        self._settle()
        return self.lines[before:]

    def _snapshot(self) -> tuple:
        state = self.state
        return (state.round, state.step, state.resolved, [g[:] for g in state.held_goals],
                [s[:] for s in state.stacks], state.public[:])

    def _settle(self) -> None:
        """Make every pending draw, logging whatever a resolution reveals."""
        state = self.state
        while state.acting.kind == CHANCE:
            snapshot = self._snapshot()
            state.resolve_chance()
            self._after(snapshot, {}, None, None)

    def _after(self, snapshot: tuple, choices: dict[int, Any], seat: int | None, action: Any) -> None:
        state = self.state
        rnd, step, resolved, held, stacks, public = snapshot
        if step == CLAIM_STEP and seat is not None:
            self.rounds[-1].claims.append((seat, action.goal))
            self._log(f"{self.name(seat)} claims {goal_text(action.goal)}.")
        elif step == ORDER_STEP:
            self._log_order()
        elif not resolved and (state.step != step or state.resolved or state.round != rnd):
            self._log_resolution(step, choices, held, stacks, public)
        if state.round != rnd or state.is_over:
            self._end_round(rnd)

    def _log(self, line: str) -> None:
        self.lines.append(line)

    def _log_resolution(self, step: str, choices: dict[int, Any], held: list[list[str]], stacks: list[list[str]],
                        public: list[str]) -> None:
        state = self.state
        if step == LETTERS_STEP:
            colours = ", ".join(f"{self.name(s)} {c}" for s, c in enumerate(state.secret_colour) if c)
            self._log(f"Round {state.round}: secret goal colours: {colours}.")
        elif step.endswith("-goal"):
            colour = step.split("-")[0]
            parts = []
            for s in range(state.players):
                if not held[s]:
                    continue  # nothing was drawn (no card of that colour left)
                choice = choices.get(s)
                if choice is None or choice.index is None:
                    parts.append(f"{self.name(s)} discards the draw")
                else:
                    parts.append(f"{self.name(s)} makes {goal_text(held[s][choice.index])} public")
            if parts:
                self._log(f"{colour.capitalize()} goals: " + "; ".join(parts) + ".")
            else:
                self._log(f"No {colour} goal card was left to draw.")
        elif step.endswith("-action"):
            parts = [f"{self.name(s)} {play_text(a)}" for s, a in sorted(choices.items())]
            if parts:
                self._log("Actions: " + "; ".join(parts) + ".")
        elif step == SPELL_STEP:
            summary = self.rounds[-1]
            for s in range(state.players):
                word = state.words[s]
                spell = state.spells[s]
                if word is None:
                    summary.words.append((s, None, 0, False))
                    self._log(f"{self.name(s)} spells nothing.")
                else:
                    house = bool(spell and spell.house)
                    summary.words.append((s, word.text, word.score, house))
                    note = " (not in the dictionary: accepted by the table, house rule)" if house else ""
                    self._log(f"{self.name(s)} spells {word.text.upper()}, score {word.score}{note}.")
                won = [g for g in state.stacks[s] if g not in stacks[s]]
                summary.secrets.append((s, won[0] if won else None))
                if won:
                    self._log(f"{self.name(s)} meets the secret goal {goal_text(won[0])}.")
                else:
                    self._log(f"{self.name(s)} does not meet the secret goal (discarded unseen).")

    def _log_order(self) -> None:
        state = self.state
        if state.step != CLAIM_STEP:
            if self.rounds[-1].words and any(w for _, w, _, _ in self.rounds[-1].words):
                self._log("No public goal can be claimed.")
            return
        scores = [None if w is None else w.score for w in state.words]
        for s, draws in enumerate(state.tie_draws):
            if draws:
                self._log(f"{self.name(s)} draws {', '.join(draws)} to break a tie at score {scores[s]}.")
        order = ", ".join(f"{self.name(s)} ({scores[s]})" for s in state.order)
        self._log(f"Claiming order: {order}.")

    def _end_round(self, number: int) -> None:
        summary = self.rounds[-1]
        summary.points = self.state.points()
        summary.over = True
        self.round_ended_at = len(self.state.history)
        points = ", ".join(f"{self.name(s)} {p}" for s, p in enumerate(summary.points))
        self._log(f"End of round {number}. Points: {points}.")
        if self.state.is_over:
            for line in self.result_lines():
                self._log(line)
        else:
            self.rounds.append(RoundSummary(self.state.round))

    # --- the end ----------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """The winner (or shared victory, or the solo ladder rank) and the points, best first."""
        result = self.state.result()
        if result is None:
            return []
        scores = result["scores"]
        if self.state.solo:
            rank = ladder_rank(scores[0])
            title = f"{self.name(0)}: {points_text(scores[0])} — {rank}!" if rank else \
                f"{self.name(0)}: {points_text(scores[0])} (the ladder starts at 5 points: Good start)."
            return [title]
        winners = [self.name(s) for s in result["winners"]]
        head = f"{winners[0]} wins!" if len(winners) == 1 else "Shared victory: " + and_list(winners) + "."
        order = sorted(range(len(scores)), key=lambda s: -scores[s])
        return [head] + [f"{self.name(s)}: {points_text(scores[s])}" for s in order]


def _table_seats(table: Any, players: int) -> list[Seat]:
    """The `table` entry of a record: the seats' names and AI levels."""
    seats = table_seats(table, players)
    if seats is None:
        return [Seat(f"Player {i + 1}") for i in range(players)]
    out = []
    for i, seat in enumerate(seats):
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or not isinstance(seat.get("ai", ""), str):
            raise RecordError(f"seat {i + 1} of the record's table is malformed")
        name = seat["name"].strip()[:MAX_NAME] or f"Player {i + 1}"
        out.append(Seat(name, seat.get("ai", HUMAN)))
    return out
