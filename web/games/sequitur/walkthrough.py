"""#/sequitur/learn: Sequitur's guided first game (issue 67). The fixed game of
engine/sequitur/lesson.py is played at the real table (the same driver and
views as any game of Sequitur): round 1 and round 2's first step are played
before it opens, then each step's guide says what it teaches, why, and what
to tap, and marks it on the rack, the cards or the goals
(web/games/sequitur/lesson_guide.py). Only the lesson's move is taken; the
table's own claims come as in any solo game. Nothing is saved or counted;
"Leave" leaves at any time, and the end is one tap from a real game."""
from __future__ import annotations

from typing import Any

from engine.sequitur.lesson import PRELUDE, YOU, Step, lesson_state, lesson_steps
from web.device.saves import Saves
from web.games.sequitur import GAME
from web.games.sequitur.lesson_guide import CLAIMING, DONE, ROUND_END, target, texts
from web.games.sequitur.play_view import SequiturTable
from web.model.seats import Seat
from web.model.session import Session
from web.page import dom
from web.page.jsvalue import found
from web.table.driver import Driver

MARK = "lesson-target"


class LessonDriver(Driver):
    """The table's driver, following the lesson: nothing is saved or counted."""

    def __init__(self, session: Session, steps: list[Step], start: int) -> None:
        super().__init__(session, Saves(GAME.id), "sr")
        self.steps = steps
        self.start_at = start  # the moves played before the lesson opened (the prelude)

    @property
    def done(self) -> int:
        return len(self.session.state.history) - self.start_at

    @property
    def step(self) -> Step | None:
        """The lesson's next move, None once it is over."""
        return self.steps[self.done] if self.done < len(self.steps) else None

    def save(self) -> None:
        """A lesson is never saved: the autosave of a real game stays as it was."""

    def count_game(self) -> None:
        """A lesson counts in no statistics."""

    def submit(self, seat: int | None, action: Any) -> bool:
        step = self.step
        if step is not None and action != step.action:
            title, why, tap = texts(step.kind, step.action, self.session.view["flipped"][YOU])
            self.message.say(f"In this guided game: {tap}")
            return False
        return super().submit(seat, action)


class LessonTable(SequiturTable):
    """Sequitur's table with the guide's panel, and the thing to tap marked."""

    def __init__(self, view: Any, driver: LessonDriver) -> None:
        self.lesson = driver
        self.guide = dom.element("section", cls="notice lesson", attrs={"id": "lesson", "aria-live": "polite"})
        self.guide_step = dom.element("p", "", cls="lesson-step", attrs={"id": "lesson-step"})
        self.guide_title = dom.element("h2", "", attrs={"id": "lesson-title"})
        self.guide_text = dom.element("p", "", attrs={"id": "lesson-text"})
        self.guide_move = dom.element("p", "", cls="lesson-move", attrs={"id": "lesson-move"})
        self.guide_done = dom.element("div", cls="seq-actions", attrs={"id": "lesson-done", "hidden": True}, children=[
            dom.element("a", "Set up a real game", cls="button", attrs={"href": "#/sequitur", "id": "lesson-real"})])
        leave = dom.element("a", "Leave the guided game", cls="button secondary",
                            attrs={"href": "#/sequitur", "id": "lesson-leave"})
        self.guide.append(self.guide_step, self.guide_title, self.guide_text, self.guide_move, self.guide_done, leave)
        self.marks = dom.Listeners()
        super().__init__(view, driver)
        dom.set_text(self.layout.title, "Sequitur: a guided game")
        self.layout.element.before(self.guide)
        for hidden in (self.undo_button, self.suggester.button, self.new_game):
            hidden.remove()  # a lesson has no undo, hints or new game: "Leave" is the way out
        # a tap on the panel changes it in place (a ball chosen): the mark follows
        self.marks.on(self.private, "click", lambda event: self.mark())

    def ask(self, seat: int) -> None:
        super().ask(seat)
        self.mark()

    def render(self) -> None:
        super().render()
        self.mark()

    def flip(self, seat: int) -> None:
        super().flip(seat)
        self.mark()

    def show_round_end(self) -> None:
        super().show_round_end()
        self.mark()

    def resume(self) -> None:
        super().resume()
        self.mark()

    def mark(self) -> None:
        """Say the step and mark what to tap next."""
        if not getattr(self, "lesson", None) or not hasattr(self, "guide_title"):
            return
        for node in list(self.view_root().querySelectorAll(f".{MARK}")):
            node.classList.remove(MARK)
        driver, step = self.lesson, self.lesson.step
        yours = [s for s in driver.steps if s.kind != "claim"]
        done = sum(1 for s in driver.steps[:max(driver.done, 0)] if s.kind != "claim")
        flipped = self.session.view["flipped"][YOU]
        selector = ""
        if step is None:
            title, why, tap = DONE
            dom.set_text(self.guide_step, f"Step {len(yours)} of {len(yours)}: done")
            self.guide_done.hidden = False
        elif self.holding():
            title, why, tap = ROUND_END
            selector = "#sr-continue"
            dom.set_text(self.guide_step, f"Step {done} of {len(yours)} done")
        elif step.kind == "claim":
            title, why, tap = CLAIMING
            dom.set_text(self.guide_step, f"Step {done} of {len(yours)} done")
        else:
            title, why, tap = texts(step.kind, step.action, flipped)
            dom.set_text(self.guide_step, f"Step {done + 1} of {len(yours)}")
            panel = self.panel
            if panel is not None:
                selector = target(step.action, self.session.private(YOU)["rack"], flipped, panel.card, panel.picks)
        dom.set_text(self.guide_title, title)
        dom.set_text(self.guide_text, why)
        dom.set_text(self.guide_move, tap)
        if selector:
            node = self.view_root().querySelector(selector)
            if found(node):
                node.classList.add(MARK)

    def view_root(self) -> Any:
        return self.layout.element

    async def finish(self) -> None:
        """The lesson's end: the guide's last words and a real game one tap away, no rematch of it."""
        self.close_panel()
        self.render()

    def destroy(self) -> None:
        self.marks.clear()
        super().destroy()
        self.guide.remove()


def mount(view: Any, args: list[str]) -> Any:
    """The guided game, from its first step: the prelude is played first (nothing shown of it
    but round 1 in the stacks, the log and its summary)."""
    state = lesson_state()
    session = Session(GAME, state, [Seat("You")], {"hints": False}, GAME.fresh_view(state))
    session._replay([(YOU, action) for action in PRELUDE])  # as a save is read: events and log, no summary held
    driver = LessonDriver(session, lesson_steps(), len(PRELUDE))
    driver.start(LessonTable(view, driver))
    return driver.destroy
