"""Today's puzzle of Sequence (issue 83): one position a day, the same on every device with no
server (the day's seed, engine/core/daily.py), cut from a game two Medium AIs play from it, and
proved by the rules before it is shown.

Two kinds, one a day in turn (a day's kind taken when the games of that day offer none of it):

- **win**: the seat to move can complete the sequence that wins the game; few of its moves do
  (one space or two), among many it may play.
- **stop**: another team would win at its next turn with a card it may hold (the seat to move
  sees its own hand and the discards: any other card may be in a rival's hand, a two-eyed jack
  fills any open space); few of the seat's moves leave that rival no such card, and the rest let
  it win. A win of the seat's own would not be a stop puzzle: such positions are not taken. A stop
  puzzle with one answer is **the only move that keeps the game** (`only_move`): every other move
  lets a rival win, so its screen asks for that move (about one day in four).

A puzzle's answers are every move that does what it asks (so each is accepted, and no other),
found by the engine's own sequence detection (`wins`): a win is a placement after which the
team has the sequences it needs; a stop leaves no rival a placement of any card it may hold that
wins. `prove` finds them again from the puzzle's record alone.
"""
from __future__ import annotations

import json
from typing import Any

from engine.core.daily import check_day, day_number, day_seed, positions
from engine.core.record import advance_chance, loads, to_record
from engine.sequence.actions import Play
from engine.sequence.ai.levels import make_seat
from engine.sequence.rules import REMOVE
from engine.sequence.sequences import EMPTY
from engine.sequence.state import SequenceState
from engine.sequence.wins import _wins, winning_moves

DOMAIN = "seqgames/sequence/todays-puzzle/v1"
CONFIG: dict[str, Any] = {"players": 2}
KINDS = ("stop", "win")  # a day's kind: KINDS[day_number % 2], the other where its games have none
MIN_CHOICES = 6  # legal moves at least: a puzzle is a choice
MOST_ANSWERS = 3  # answers at most, and at most a third of the moves
GAMES_A_DAY = 12  # games played from the day's seed at most in search of a puzzle


class Puzzle:
    """One day's puzzle: the game up to its position (a record), whose move it is, what it asks,
    and every move that answers it."""

    __slots__ = ("day", "kind", "record", "seat", "answers")

    def __init__(self, day: str, kind: str, record: dict[str, Any], seat: int, answers: list[Any]) -> None:
        self.day, self.kind, self.record, self.seat, self.answers = day, kind, record, seat, answers

    @property
    def only_move(self) -> bool:
        """A stop puzzle whose one answer is the only move that keeps the game: every other loses it."""
        return self.kind == "stop" and len(self.answers) == 1

    def to_json(self, state: SequenceState) -> dict[str, Any]:
        return {"day": self.day, "kind": self.kind, "record": self.record, "seat": self.seat,
                "answers": [state.action_to_json(a) for a in self.answers]}

    @classmethod
    def from_json(cls, data: Any) -> "Puzzle":
        """A puzzle from its JSON (the worker's, or a copy kept on the device): ValueError (a
        RecordError or an IllegalAction among them) if it is not one `prove` holds."""
        if not isinstance(data, dict) or data.get("kind") not in KINDS or type(data.get("seat")) is not int \
                or not isinstance(data.get("answers"), list) or not isinstance(data.get("record"), dict):
            raise ValueError("not a puzzle")
        state = loads(data["record"], game="sequence")
        assert isinstance(state, SequenceState)
        puzzle = cls(check_day(data.get("day")), data["kind"], data["record"], data["seat"],
                     [state.action_from_json(a) for a in data["answers"][:MOST_ANSWERS + 1]])
        problems = prove(puzzle)
        if problems:
            raise ValueError(problems[0])
        return puzzle


def puzzle_json(day: str) -> str:
    """`day`'s puzzle as JSON text (what the background worker hands the page: `Puzzle.from_json`)."""
    puzzle = puzzle_of(day)
    state = loads(puzzle.record, game="sequence")
    assert isinstance(state, SequenceState)
    return json.dumps(puzzle.to_json(state))


def possible_cards(state: SequenceState, seat: int) -> list[str]:
    """Each card a rival of `seat` may hold as `seat` sees it: every card of the deck but the copies
    in `seat`'s hand and in the discard piles (RULINGS Sequence 8: a refill takes the discards back)."""
    left: dict[str, int] = {}
    for card in state.rules.deck:
        left[card] = left.get(card, 0) + 1
    for card in state.hands[seat]:
        left[card] -= 1
    for pile in state.discards:
        for card in pile:
            left[card] -= 1
    return [card for card in sorted(left) if left[card] > 0]


def _could_win(state: SequenceState, chips: list[int], owned: list[int], rivals: list[int],
               cards: list[str]) -> bool:
    """Whether a seat of `rivals` could win at once on `chips` holding any of `cards`."""
    for rival in rivals:
        team = state.team(rival)
        if _wins(state, cards, team, chips, owned[team]):
            return True
    return False


def rivals_after(state: SequenceState, seat: int) -> list[int]:
    """The seats of other teams that act after `seat`'s move, before its team's next."""
    team, seats = state.team(seat), []
    other = (seat + 1) % state.n
    while state.team(other) != team:
        seats.append(other)
        other = (other + 1) % state.n
    return seats


def _after(state: SequenceState, seat: int, action: Play) -> tuple[list[int], list[int]]:
    """The chips and each team's mask had `seat` played `action` (not a win)."""
    chips = state.chips[:]
    owned = list(state.owned)
    cell = action.cell
    if state.rules.kind.get(action.card) == REMOVE:
        owned[chips[cell]] &= ~(1 << cell)
        chips[cell] = EMPTY
    else:
        team = state.team(seat)
        chips[cell] = team
        owned[team] |= 1 << cell
    return chips, owned


def answers_of(state: SequenceState, seat: int, kind: str) -> list[Any] | None:
    """The moves of `seat` (to move) that answer a puzzle of `kind` here, or None if the position
    is not such a puzzle (its question would not hold: nothing to win, or nothing to stop)."""
    legal = state.legal_actions(seat)
    if any(type(a) is not Play for a in legal):
        return None  # a dead card to turn in, a pass: not a puzzle's position
    wins = winning_moves(state, seat)
    if kind == "win":
        if not wins:
            return None
        cells = {play.cell for play in wins}
        return [a for a in legal if a.cell in cells and state.rules.kind.get(a.card) != REMOVE]
    if wins:
        return None  # a stop puzzle asks to stop, where winning would do
    rivals = rivals_after(state, seat)
    cards = possible_cards(state, seat)
    if not _could_win(state, state.chips, list(state.owned), rivals, cards):
        return None
    return [a for a in legal if not _could_win(state, *_after(state, seat, a), rivals, cards)]


def threat_after(state: SequenceState, seat: int, action: Play) -> tuple[int, Play] | None:
    """Why a move misses a stop puzzle: a rival (its seat) and a placement of a card it may hold that
    would win at once had `seat` played `action` (a play, not a win); None if no rival could."""
    chips, owned = _after(state, seat, action)
    for rival in rivals_after(state, seat):
        team = state.team(rival)
        found = _wins(state, possible_cards(state, seat), team, chips, owned[team])
        if found:
            return rival, found[0]
    return None


def is_puzzle(legal: list[Any], answers: list[Any] | None) -> bool:
    """A real choice: many moves, few of them answers (and some)."""
    return (answers is not None and len(legal) >= MIN_CHOICES and 1 <= len(answers) <= MOST_ANSWERS
            and 3 * len(answers) <= len(legal))


def puzzle_of(day: str) -> Puzzle:
    """`day`'s puzzle (an ISO date): the first position of its kind in the games two Medium AIs
    play from the day's seed, else the first of the other kind; ValueError if none has one."""
    wanted = KINDS[day_number(day) % len(KINDS)]
    other: Puzzle | None = None
    for _game, state in positions(lambda seed: SequenceState.new(CONFIG, seed), make_seat, day_seed(DOMAIN, day),
                                  GAMES_A_DAY):
        seat = state.acting.seats[0]
        legal = state.legal_actions(seat)
        for kind in (wanted,) if other is not None else KINDS:
            answers = answers_of(state, seat, kind)
            if is_puzzle(legal, answers):
                found = Puzzle(day, kind, to_record(state), seat, answers)  # type: ignore[arg-type]
                if kind == wanted:
                    return found
                other = other or found
    if other is not None:
        return other
    raise ValueError(f"no puzzle in {GAMES_A_DAY} games of {day}")


def prove(puzzle: Puzzle) -> list[str]:
    """What is wrong with `puzzle`, found again from its record alone (nothing, if it holds): its
    position is the seat's move, it asks a real choice, its answers do what it asks and are every
    move that does."""
    state = loads(puzzle.record, game="sequence")
    assert isinstance(state, SequenceState)
    advance_chance(state)
    problems = []
    if state.is_over or list(state.acting.seats[:1]) != [puzzle.seat]:
        return [f"{puzzle.day}: it is not seat {puzzle.seat}'s move"]
    legal = state.legal_actions(puzzle.seat)
    answers = answers_of(state, puzzle.seat, puzzle.kind)
    if not is_puzzle(legal, answers):
        problems.append(f"{puzzle.day}: not a {puzzle.kind} puzzle ({len(legal)} moves, answers {answers})")
    elif sorted(map(repr, answers or [])) != sorted(map(repr, puzzle.answers)):
        problems.append(f"{puzzle.day}: its answers {puzzle.answers} are not those found {answers}")
    team = state.team(puzzle.seat)
    for action in legal:  # each move played out: a win wins, a stop leaves no rival's win in reach
        twin = state.clone()
        twin.apply(puzzle.seat, action)
        won = twin.winner == team
        if puzzle.kind == "win" and won != (action in puzzle.answers):
            problems.append(f"{puzzle.day}: {action} {'wins' if won else 'does not win'}")
    return problems
