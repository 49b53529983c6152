"""#/sequoia/daily: today's puzzle of Sequoia (issue 83; docs/rules.md). The day's roll on the last
turn, or on a tiebreaker day a tiebreaker turn's (engine/sequoia/puzzle.py: the same on every device, each pair's points expected worked out
exactly) at the real table, played by the shared puzzle driver and panel (web/table/puzzle.py): the
player taps a pair (or two forests) as in a game; this module gives the question, why a pair misses
in the review's words (its points expected, against the best's), the margin once solved, and the
hint: one forest of the answer picked, the pairs narrowed to those with it."""
from __future__ import annotations

from typing import Any

from engine.sequoia.actions import Sums
from engine.sequoia.puzzle import Puzzle, points, puzzle_json
from web.games.sequoia import GAME
from web.games.sequoia.play_view import SequoiaTable, partners_of
from web.games.sequoia.walkthrough import pair_words
from web.model.session import Session
from web.page import dom
from web.page.numbers import decimal
from web.page.words import _
from web.table import guide
from web.table.puzzle import DayPuzzle, PuzzleDriver, panel_for, puzzle_mount, session_of, start


class PuzzleTable(SequoiaTable):
    """The Sequoia table at today's puzzle: the panel in the guided game's place; once solved, the
    pair chosen said where the pairs were, in a line, the forests given the pairs' room (the rival
    never moves)."""

    def __init__(self, view: Any, driver: PuzzleDriver) -> None:
        self.panel = panel_for(self, driver, GAME.name)
        super().__init__(view, driver)
        guide.place(self.layout, self.panel)

    def hint(self) -> None:
        """One forest of the answer picked, as a first tap on it would (the pairs narrowed to those
        with it): on a tiebreaker turn a tied one (where a tree counts), then the one in more pairs
        of the roll, so the hint leaves a choice."""
        seat = self.puzzle.puzzle.seat
        if self.choosing != seat:
            return
        state = self.session.state
        legal = state.legal_actions(seat)
        tied = state.tied_forests(seat)  # none on the last regular turn
        answer = self.puzzle.puzzle.answers[0]
        forest = max((answer.b, answer.a), key=lambda f: (f in tied, len(partners_of(legal, f))))
        if self.first_pick is not None and self.first_pick != forest:
            self.clear_pick()
        if self.first_pick is None:
            self.on_forest(forest)

    def declined(self, seat: int, action: Any) -> None:
        """A pair that missed: the forest picked first is put back, the pairs all shown again."""
        self.clear_pick()

    def render(self, scoring: int | None = None, scores: list[int] | None = None,
               takers: dict[int, str] | None = None) -> None:
        super().render(scoring, scores, takers)
        self.panel.show(self.puzzle)
        if self.puzzle.solved and self.choosing is None:
            # no roll to come: the tray lets go of the pairs' room, the forests take it (on a small phone the
            # result's panel grew over them)
            self.held = (0, 0, 0.0)
            self.prompt.style.removeProperty("min-height")
            entry = self.puzzle.entry
            answer = self.puzzle.puzzle.answers[entry[3]] if entry and entry[3] < len(self.puzzle.puzzle.answers) else None
            dom.set_text(self.prompt, self.puzzle.solved_words() + (
                # Translators: Sequoia's daily puzzle: the pair you chose
                " " + _("Your choice: {pair}.", pair=pair_words(answer)) if answer is not None else ""))


def day_puzzle(session: Session, day: str, puzzle: Puzzle) -> DayPuzzle:
    """The day's puzzle in the player's words."""
    best = max(puzzle.values)

    def why(action: Sums) -> str:
        return _("{pair}: {played} points expected, against {best} with the best pair.", pair=pair_words(action),
                 played=decimal(points(puzzle.value(action))), best=decimal(points(best)))

    if puzzle.tiebreak:
        # Translators: Sequoia's daily puzzle: a heading: a tiebreaker turn (the glossary's term)
        title = _("Tiebreaker turn")
        text = _("Tiebreaker turn: Robot rolls in secret, and a tree counts only in a tied forest. Which pair of "
                 "your roll brings the most points expected once every tie is broken?")
    else:
        # Translators: Sequoia's daily puzzle: the heading: the game's last turn
        title = _("The last turn")
        text = _("Robot rolls in secret. Which pair of your roll brings the most points expected at the final scoring?")
    after = _("{pair}: {best} points expected, {margin} more than the next best pair.",
              pair=" / ".join(pair_words(a) for a in puzzle.answers), best=decimal(points(best)),
              margin=decimal(points(puzzle.margin)))
    missed = [why(action) for action in puzzle.pairs if action not in puzzle.answers]
    return DayPuzzle(day, puzzle.seat, list(puzzle.answers), title, text, why, max(missed + [text], key=len),
                     after=after)


def table(view: Any, day: str, puzzle: Puzzle, note: str = "") -> Any:
    """The puzzle at the Sequoia table, as this device left it; the cleanup."""
    session = session_of(GAME, puzzle.record, puzzle.seat)
    return start(view, session, day_puzzle(session, day, puzzle), "sq", PuzzleTable, note)


# #/sequoia/daily: today's puzzle at this table (web/table/puzzle.py `puzzle_mount`)
mount = puzzle_mount(GAME.id, puzzle_json, Puzzle.from_json, table)
