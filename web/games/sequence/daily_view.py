"""#/sequence/daily: today's puzzle of Sequence (issue 83; docs/rules.md). The day's position
(engine/sequence/puzzle.py: the same on every device, proved by the rules) at the real table,
played by the shared puzzle driver and panel (web/table/puzzle.py): the player taps a card and a
space as in a game; this module gives the question and why a try misses in the player's words
(a win puzzle: that chip completes no sequence; a stop puzzle: the rival's win still in reach, its
card and space), and the hint, the answer's card chosen in the hand with its spaces lit."""
from __future__ import annotations

from typing import Any

from engine.sequence.actions import Play
from engine.sequence.puzzle import Puzzle, puzzle_json, rivals_after, threat_after
from web.games.sequence import GAME
from web.games.sequence.card_words import card_name
from web.games.sequence.narration import colour, space_name
from web.games.sequence.play_view import SequenceTable
from web.model.session import Session
from web.page.words import _
from web.table import guide
from web.table.puzzle import DayPuzzle, PuzzleDriver, panel_for, puzzle_mount, session_of, start


class PuzzleTable(SequenceTable):
    """The Sequence table at today's puzzle: the panel in the guided game's place, no end card
    (the panel says the result), the hint's card chosen in the hand."""

    def __init__(self, view: Any, driver: PuzzleDriver) -> None:
        self.panel = panel_for(self, driver, GAME.name)
        super().__init__(view, driver)
        guide.place(self.layout, self.panel)

    def hint(self) -> None:
        """The first answer's card chosen in the hand: the board lights the spaces it may go to."""
        hand = self.session.private(self.puzzle.puzzle.seat)["hand"]
        card = self.puzzle.puzzle.answers[0].card
        if card in hand:
            self.selected = hand.index(card)
        self.hand.focus_selected()

    def render(self) -> None:
        super().render()
        if self.built:
            self.panel.show(self.puzzle)

    def render_seats(self, public: dict[str, Any]) -> None:
        """Once solved, no seat is marked to move: the rival never moves."""
        super().render_seats(dict(public, to_move=None) if self.puzzle.solved else public)

    def status_text(self, public: dict[str, Any]) -> str:
        return self.puzzle.solved_words() if self.puzzle.solved else super().status_text(public)

    def waiting_note(self, to_move: int) -> str:
        return "" if self.puzzle.solved else super().waiting_note(to_move)

    async def finish(self) -> None:
        """The winning line stays on the board; the panel says the result (no end card)."""
        self.render()


def day_puzzle(session: Session, day: str, kind: str, seat: int, answers: list[Any]) -> DayPuzzle:
    """The day's puzzle in the player's words."""
    state = session.state
    mine = colour(state.team(seat))
    rival = colour(state.team(rivals_after(state, seat)[0]))
    if kind == "win":
        title = _("Win in one move")
        text = _("You play {colour}: one move completes the sequence that wins the game. Find it.", colour=mine)
    elif len(answers) == 1:  # the only move that keeps the game (engine/sequence/puzzle.py `only_move`)
        title = _("The only move that keeps the game")
        text = _("The {colour} team wins on its next turn with a card it may hold, whatever you play but one "
                 "move. Find it.", colour=rival)
    else:
        title = _("Stop the {colour} team", colour=rival)
        text = _("The {colour} team wins on its next turn with a card it may hold. Find the move that leaves it "
                 "no win.", colour=rival)

    def why(action: Play) -> str:  # (a puzzle's moves are plays: engine/sequence/puzzle.py `answers_of`)
        if kind == "win":
            return _("That completes no sequence ({card} on {space}).", card=card_name(action.card),
                     space=space_name(session, action.cell))
        threat = threat_after(state, seat, action)
        if threat is None:  # (every move but an answer leaves one: engine/sequence/puzzle.py `prove`)
            return ""
        rival_seat, win = threat
        return _("The {colour} team could still win: {card} on {space}.", colour=colour(state.team(rival_seat)),
                 card=card_name(win.card), space=space_name(session, win.cell))

    missed = [why(action) for action in state.legal_actions(seat) if action not in answers]
    return DayPuzzle(day, seat, list(answers), title, text, why, max(missed + [text], key=len))


def table(view: Any, day: str, puzzle: Puzzle, note: str = "") -> Any:
    """The puzzle at the Sequence table, as this device left it; the cleanup."""
    session = session_of(GAME, puzzle.record, puzzle.seat)
    return start(view, session, day_puzzle(session, day, puzzle.kind, puzzle.seat, puzzle.answers), "seq", PuzzleTable, note)


# #/sequence/daily: today's puzzle at this table (web/table/puzzle.py `puzzle_mount`)
mount = puzzle_mount(GAME.id, puzzle_json, Puzzle.from_json, table)
