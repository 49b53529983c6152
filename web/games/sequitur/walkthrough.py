"""#/sequitur/learn: Sequitur's guided game (issue 67). The fixed game of
engine/sequitur/lesson.py is played at the real table by the shared guide
(web/table/guide.py: the driver that takes only the lesson's move and saves
and counts nothing, the panel, the marks); round 1 and round 2's first step
are played before it opens (its prelude). This module gives the guide its
words and marks the step's goal, card, ball, end or button on Sequitur's
own views (web/games/sequitur/lesson_guide.py), following a move of several
taps and the rack turned around. The table's claims come without a tap, as
in any solo game, and the round's summary waits for "Continue"."""
from __future__ import annotations

from typing import Any

from engine.sequitur.lesson import PRELUDE, YOU, Step, lesson_state, lesson_steps
from web.games.sequitur import GAME
from web.games.sequitur.lesson_guide import WORDS, round_end, tap_words, target
from web.games.sequitur.narration import rounds
from web.games.sequitur.play_view import SequiturTable
from web.model.seats import Seat
from web.model.session import Session
from web.page import dom
from web.page.jsvalue import found
from web.page.words import _
from web.table import guide


def what_to_tap(session: Session, step: Step) -> str:
    """The step's taps in the player's words, the rack's ends as they stand on screen."""
    mine = session.private(YOU)
    return tap_words(step.action, mine["rack"], session.view["flipped"][YOU], mine["drawn_goals"])


BOOK = guide.Book(WORDS, what_to_tap)


def guide_steps() -> list[Step]:
    """The lesson's steps as the guide plays them: the claims are the table's own (claims.py),
    no person's step (seat None), so the guide says what happens and marks nothing."""
    return [Step(None if s.kind == "claim" else s.seat, s.action, s.kind) for s in lesson_steps()]


class LessonTable(SequiturTable):
    """Sequitur's table with the guide's panel and the step's next tap marked."""

    def __init__(self, view: Any, driver: guide.GuideDriver) -> None:
        self.lesson = driver
        self.guide = guide.GuidePanel(GAME.id)
        self.marks = dom.Listeners()
        super().__init__(view, driver)
        guide.place(self.layout, self.guide)
        # a tap on the panel may change it in place (a ball chosen): the mark follows
        self.marks.on(self.private, "click", lambda event: self.show_guide())

    def render(self) -> None:
        super().render()
        self.show_guide()

    def ask(self, seat: int) -> None:
        super().ask(seat)
        self.show_guide()

    def flip(self, seat: int) -> None:
        super().flip(seat)
        self.show_guide()

    def show_round_end(self) -> None:
        super().show_round_end()
        self.show_guide()

    def show_guide(self) -> None:
        """The step's words and its next tap marked; between rounds, "Continue"."""
        if not hasattr(self, "marks"):  # the table's first render, before the guide is placed
            return
        root = self.layout.element
        self.guide.show(self.lesson, root, self.guide_targets())
        if self.holding() and not self.session.is_over:
            title, why, tap = round_end([r for r in rounds(self.session) if r.over][-1].number)
            done = sum(1 for s in self.lesson.steps[:self.lesson.done] if s.seat is not None)
            total = sum(1 for s in self.lesson.steps if s.seat is not None)
            for node, text in ((self.guide.step, guide.steps_done(done, total)), (self.guide.title, title),
                               (self.guide.text, why), (self.guide.move, tap)):
                dom.set_text(node, text)
            self.guide.move.hidden = False
            button = root.querySelector("#sr-continue")
            guide.mark(root, [button] if found(button) else [])

    def guide_targets(self) -> list[Any]:
        """The next thing to tap for the step: a goal's Keep, a colour, an end, a card, a ball, a
        gap, the turn of the rack, Play or Spell (lesson_guide.target), once the panel is up."""
        step = self.lesson.step
        panel = self.panel
        if step is None or step.seat != YOU or panel is None or self.holding():
            return []
        flipped = self.session.view["flipped"][YOU]
        selector = target(step.action, self.session.private(YOU)["rack"], flipped, panel.card, panel.picks)
        node = self.layout.element.querySelector(selector) if selector else None
        return [node] if found(node) else []

    async def finish(self) -> None:
        """The lesson's end: the guide's last words and a real game one tap away (no rematch of it)."""
        self.close_panel()
        self.render()

    def destroy(self) -> None:
        self.marks.clear()
        super().destroy()


def mount(view: Any, args: list[str]) -> Any:
    """The guided game, from its first step (the prelude played first)."""
    state = lesson_state()
    return guide.start(view, GAME, state, [Seat(_("You"))], guide_steps(), BOOK, "sr", LessonTable,
                       GAME.fresh_view(state), prelude=[(YOU, action) for action in PRELUDE])
