"""#/sequence/learn: a first game, guided (issue 14). The fixed deal of
engine/sequence/lesson.py is played at the real table (the same driver and
view as any game) with a panel above the board that says what to do next
and marks it: play a card, remove a chip with a one-eyed jack, place one
with a two-eyed jack, turn in a dead card, complete a sequence. Only the
lesson's move is taken at each step (any other says what to do instead);
the other seat's moves are the lesson's too. Nothing is saved: the autosave
of a real game and the statistics stay as they were, and "Leave the
walkthrough" leaves at any time."""
from __future__ import annotations

import asyncio
from typing import Any

from engine.sequence.actions import Play, TurnIn
from engine.sequence.cards import card_name
from engine.sequence.lesson import ROBOT, YOU, Step, lesson_state, lesson_steps
from web.page import dom
from web.games.sequence import GAME
from web.games.sequence.narration import space_name
from web.games.sequence.play_view import SequenceTable
from web.device.saves import Saves
from web.table.driver import Driver
from web.model.seats import Seat, SeatKind
from web.model.session import Session

# what each of your moves teaches, and what to do (the move is named after it)
LESSONS = {
    "card": ("Play a card",
             "On your turn, play a card from your hand and put a chip on a space showing that card. "
             "Each card is on the board twice. Your blue chips make a line on row 5: extend it."),
    "remove": ("A one-eyed jack removes a chip",
               "Green has four in a row on row 8: one more and it has a sequence. The jacks of hearts and "
               "spades have one eye: they take one chip of another team off the board (never one in a "
               "completed sequence)."),
    "wild": ("A two-eyed jack is wild",
             "The jacks of diamonds and clubs have two eyes: they put your chip on any open space. "
             "Make your line four long."),
    "dead": ("Turn in a dead card",
             "Both spaces of the 2 of diamonds are covered, so it is a dead card. Turn it in: you draw a "
             "new card at once, and your turn goes on."),
    "sequence": ("Complete a sequence",
                 "Five chips of your colour in a row are a sequence (a corner counts for everyone). "
                 "The card you drew finishes your line."),
}
DONE = ("You completed a sequence",
        "Its chips are locked: no jack can remove them. With two players or two teams you need two "
        "sequences to win; with three, one. That is all the rules: you are ready for a real game.")


def move_words(session: Session, step: Step) -> str:
    """The lesson's move in words: 'Play the 5 of hearts on row 5, column 5.'"""
    action = step.action
    if isinstance(action, TurnIn):
        return f"Turn in the {card_name(action.card)} (the button on the card)."
    where = space_name(session, action.cell)
    if action.card in ("JH", "JS"):
        return f"Choose the {card_name(action.card)}, then the green chip on {where}."
    return f"Choose the {card_name(action.card)}, then {where} (marked on the board)."


class LessonDriver(Driver):
    """The table's driver, following the lesson: the other seat's moves are the
    lesson's, and nothing is saved or counted."""

    def __init__(self, session: Session, steps: list[Step]) -> None:
        super().__init__(session, Saves(GAME.id), "seq")
        self.steps = steps

    @property
    def step(self) -> Step | None:
        """The lesson's next move, None once it is over."""
        done = len(self.session.state.history)
        return self.steps[done] if done < len(self.steps) else None

    def save(self) -> None:
        """A lesson is never saved: the autosave of a real game stays as it was."""

    def count_game(self) -> None:
        """A lesson counts in no statistics."""

    async def ai_turn(self, seat: int, token: int) -> bool:
        step = self.step
        if step is None or step.seat != seat:  # the lesson is over: the table waits
            self.render()
            return False
        self.thinking = seat
        self.render()
        if not self.instant:
            await asyncio.sleep(self.session.spec.think_s)
        if token != self.token or not self.alive:
            return False
        self.thinking = None
        await self.play(seat, step.action)
        return token == self.token

    def submit(self, seat: int | None, action: Any) -> bool:
        step = self.step
        if step is not None and seat == step.seat and action != step.action:
            self.message.say(f"In this walkthrough: {move_words(self.session, step)}")
            return False
        return super().submit(seat, action)


class LessonTable(SequenceTable):
    """The Sequence table with the lesson's panel above the board."""

    def __init__(self, view: Any, driver: LessonDriver) -> None:
        self.lesson = driver
        self.panel = dom.element("section", cls="notice lesson", attrs={"id": "lesson", "aria-live": "polite"})
        self.panel_title = dom.element("h2", "", attrs={"id": "lesson-title"})
        self.panel_text = dom.element("p", "", attrs={"id": "lesson-text"})
        self.panel_move = dom.element("p", "", cls="lesson-move", attrs={"id": "lesson-move"})
        self.panel_step = dom.element("p", "", cls="lesson-step", attrs={"id": "lesson-step"})
        self.panel_done = dom.element("div", cls="seq-actions", attrs={"id": "lesson-done", "hidden": True}, children=[
            dom.element("a", "Set up a real game", cls="button", attrs={"href": "#/sequence", "id": "lesson-real"}),
            dom.element("a", "Read the rules", cls="button secondary", attrs={"href": "#/rules/sequence"})])
        leave = dom.element("a", "Leave the walkthrough", cls="button secondary",
                            attrs={"href": "#/sequence", "id": "lesson-leave"})
        self.panel.append(self.panel_step, self.panel_title, self.panel_text, self.panel_move, self.panel_done, leave)
        super().__init__(view, driver)
        dom.set_text(view.querySelector("#seq-title"), "Sequence: a guided first game")
        self.body.before(self.panel)
        for hidden in (self.undo_button, self.suggest_button, view.querySelector("#seq-export"),
                       view.querySelector("#seq-share"), view.querySelector("#seq-tools-new")):
            hidden.remove()  # a lesson has no undo, hints, export or new game: "Leave" is the way out

    def render(self) -> None:
        step = self.lesson.step if self.built else None
        if step is not None and step.seat == YOU and self.lesson.thinking is None:
            mine = self.session.private(YOU)
            if isinstance(step.action, Play) and step.action.card in mine["hand"]:
                self.selected = mine["hand"].index(step.action.card) if self.selected is None else self.selected
                self.suggested = step.action.cell  # the lesson's space, marked as a suggestion is
        super().render()
        if self.built:
            self.render_lesson(step)

    def render_lesson(self, step: Step | None) -> None:
        yours = [s for s in self.lesson.steps if s.seat == YOU]
        done = sum(1 for s in self.lesson.steps[:len(self.session.state.history)] if s.seat == YOU)
        if step is None:
            title, text = DONE
            dom.set_text(self.panel_step, f"Step {len(yours)} of {len(yours)}: done")
            dom.set_text(self.panel_move, "")
            self.panel_done.hidden = False
        elif step.seat == ROBOT:
            title, text = "The other player's turn", "Robot (green) plays now. Watch the board."
            dom.set_text(self.panel_step, f"Step {done} of {len(yours)} done")
            dom.set_text(self.panel_move, "")
        else:
            title, text = LESSONS[step.kind]
            dom.set_text(self.panel_step, f"Step {done + 1} of {len(yours)}")
            dom.set_text(self.panel_move, move_words(self.session, step))
        dom.set_text(self.panel_title, title)
        dom.set_text(self.panel_text, text)

    def status_text(self, public: dict[str, Any]) -> str:
        if self.lesson.step is None:  # the lesson is over: the table waits for nobody
            return "Walkthrough complete: you completed a sequence."
        return super().status_text(public)

    def waiting_note(self, to_move: int) -> str:
        return "" if self.lesson.step is None else super().waiting_note(to_move)

    def taken(self, seat: int, action: Any) -> None:
        super().taken(seat, action)
        self.selected = None


def mount(view: Any, args: list[str]) -> Any:
    """The guided first game, from its first step."""
    state = lesson_state()
    seats = [Seat("You"), Seat("Robot", SeatKind.AI, "easy")]
    session = Session(GAME, state, seats, {"hints": False}, {"cut_seen": True})
    driver = LessonDriver(session, lesson_steps(state))
    driver.start(LessonTable(view, driver))
    return driver.destroy
