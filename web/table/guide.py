"""The guided game (`#/<game>/learn`, issues 14 and 67), the same for every
game: a fixed start played at the real table (the game's own driver and
views) one lesson step at a time. What a game supplies is its lesson
(engine/<game>/lesson.py: the start and the steps, the other seats' moves
included) and its words and marks (web/games/<game>/walkthrough.py: a
`Book`, and a subclass of its table view that says which elements the
step's tap goes to, `guide_targets`).

- `GuideDriver`: the table's driver following the lesson: only the step's
  move is taken (any other is answered with what to do instead), the other
  seats play the lesson's moves, nothing is saved and nothing is counted
  (the autosave of a real game and the statistics stay as they were).
- `GuidePanel`: the guide's words (the step, its title, one line why, what
  to tap) and "Leave the guided game"; at the end a real game one tap away
  ("Play a real game", "Read the rules"): in the panel, or, in a game whose
  end shows the result card (Sequoia's), as that card's actions in place of
  Rematch (`GuideDriver.end_offers`): a lesson is never played again as a
  real game. The same for every game.
  On the one screen it takes the news strip's row (web/table/table.css), so
  the board, the forests or the rack stay in view with it, never below it.
- `mark`: the hook by which a game marks the thing to tap: each element its
  view names gets `data-guide-target` (its order in the step's taps) and
  the marked look, and is described by the step's words (`aria-describedby`
  `lesson-move`: "Tap Keep this one under ..."), so a screen reader hears
  which one is meant where the eye sees the mark.
"""
from __future__ import annotations

import asyncio
from typing import Any, Callable

from web.page import dom
from web.device.saves import Saves
from web.model.seats import Seat
from web.model.session import Session
from web.model.spec import GameSpec
from web.table.driver import Driver
from web.page.words import _, N_

LEAVE = N_("Leave the guided game")
TARGET = "data-guide-target"
MOVE = "lesson-move"  # the panel's line saying what to tap: the marked targets' description


WALKTHROUGH = "walkthrough.txt"  # a game's guided game's words, beside its walkthrough.py (web/page/sentences.py)


class Book:
    """A game's words for its guided game, a Table of its walkthrough.txt (`words`, by whole key, each
    key's sentences): `[step <kind>]` the title and why of each step of that kind, `[other]` said while
    another seat plays its move, `[done]` at the end (translated where the panel shows them);
    `tap(session, step)` says what to tap, in the player's
    language ("Choose the 5 of hearts, then row 5, column 5."); `revealed(session, events)`, if
    given, says each seat's choice turned up in the panel's words ([(seat, "6 & 8")]), else the
    game's reveal says it (`GameSpec.reveal`)."""

    def __init__(self, words: Any, tap: Callable[[Session, Any], str],
                 revealed: Callable[[Session, list[Any]], list[tuple[int, str]] | None] | None = None) -> None:
        self.words = words
        self.tap = tap
        self.revealed = revealed

    def lesson(self, kind: str) -> tuple[str, ...]:
        """The title and why of a step of `kind`."""
        return self.words["step", kind]


class GuideDriver(Driver):
    """The table's driver, following the lesson's `steps` (each with `seat`, `action`, `kind`:
    the n-th step is the n-th action of the game's history)."""

    def __init__(self, session: Session, steps: list[Any], prefix: str, book: Book) -> None:
        super().__init__(session, Saves(session.spec.id), prefix)
        self.steps = steps
        self.book = book
        self.revealed = ""  # the other seats' last choices turned up ("Robot: 6 and 8"), in the panel
        self.start_at = len(session.state.history)  # moves played before the lesson (a prelude), if any
        self.done_links: Any = None  # the panel's "Play a real game" and "Read the rules" (GuidePanel.show)

    @property
    def done(self) -> int:
        """How many of the lesson's steps are played."""
        return len(self.session.state.history) - self.start_at

    @property
    def step(self) -> Any:
        """The lesson's next move, None once it is over."""
        done = self.done
        return self.steps[done] if done < len(self.steps) else None

    def save(self) -> None:
        """A lesson is never saved: the autosave of a real game stays as it was."""

    def count_game(self) -> None:
        """A lesson counts in no statistics (nor in the game history)."""

    async def ai_turn(self, seat: int, token: int) -> bool:
        step = self.step
        if step is None or step.seat != seat:  # the lesson is over: the table waits
            self.render()
            return False
        self.thinking = seat
        self.render()
        if not self.instant:
            await asyncio.sleep(max(self.session.spec.think_s, 0.6))  # the person sees whose move it is
        if token != self.token or not self.alive:
            return False
        self.thinking = None
        await self.play(seat, step.action)
        return token == self.token

    def show_reveal(self, events: list[Any]) -> None:
        """Choices turned up together (Sequoia's pairs): the other seats' are said in the guide's
        panel, not in a glimpse floating where the panel stands."""
        if self.book.revealed is not None:
            rows = self.book.revealed(self.session, events)
        else:
            revealed = self.session.spec.reveal(self.session, events)
            rows = revealed[1] if revealed is not None else None
        if rows is not None:
            people = self.session.people_here
            self.revealed = "; ".join(f"{self.session.name(seat)}: {text}" for seat, text in rows
                                      if seat not in people)

    def end_offers(self) -> list[Any]:
        """What the end card offers after a lesson (web/ui/end_view.py): the guide's own "Play a real
        game" and "Read the rules", moved from the panel into the card, so the screen says them once;
        never a rematch of the scripted lesson."""
        return [self.done_links] if self.done_links is not None else []

    def submit(self, seat: int | None, action: Any) -> bool:
        step = self.step
        if step is not None and seat == step.seat and action != step.action:
            self.message.say(_("In this guided game: {what}", what=self.book.tap(self.session, step)))
            return False
        return super().submit(seat, action)


class GuidePanel:
    """The guide's words on the table's screen (ids `lesson`, `lesson-step`, `lesson-news`, `lesson-title`,
    `lesson-text`, `lesson-move`, `lesson-leave`, `lesson-done`, `lesson-real`)."""

    def __init__(self, game: str) -> None:
        self.step = dom.element("span", "", attrs={"id": "lesson-step"})
        self.news = dom.element("span", "", cls="guide-news", attrs={"id": "lesson-news"})  # the others' last choices
        self.title = dom.element("h2", "", cls="guide-title", attrs={"id": "lesson-title"})
        self.text = dom.element("p", "", cls="guide-text", attrs={"id": "lesson-text"})
        self.move = dom.element("p", "", cls="guide-move", attrs={"id": MOVE})
        self.done = dom.element("div", cls="guide-done", attrs={"id": "lesson-done", "hidden": True}, children=[
            dom.element("a", _("Play a real game"), cls="button", attrs={"href": f"#/{game}", "id": "lesson-real"}),
            # Translators: a button at the end of a guided game: open How to play
            dom.element("a", _("Read the rules"), cls="button secondary", attrs={"href": f"#/rules/{game}"})])
        self.leave = dom.element("a", _(LEAVE), cls="button secondary guide-leave",
                                 attrs={"href": f"#/{game}", "id": "lesson-leave"})
        head = dom.element("div", cls="guide-head", children=[
            dom.element("div", cls="guide-heading", children=[
                dom.element("p", cls="guide-step", children=[self.step, self.news]), self.title]), self.leave])
        self.element = dom.element("section", cls="table-guide", attrs={
            "id": "lesson", "aria-live": "polite", "aria-labelledby": "lesson-title"},
            children=[head, self.text, self.move, self.done])

    def show(self, driver: GuideDriver, root: Any, targets: list[Any]) -> None:
        """The words of the driver's step (yours, another seat's, or the end), and its `targets`
        marked under `root` (`mark`)."""
        steps = driver.steps
        yours = [s for s in steps if s.seat in driver.session.people_here]
        done = sum(1 for s in steps[:driver.done] if s.seat in driver.session.people_here)
        step = driver.step
        move = ""
        if step is None:
            title, why = driver.book.words["done"]
            counter = _("Step {number} of {total}: done", number=len(yours), total=len(yours))
        elif step.seat not in driver.session.people_here:
            title, why = driver.book.words["other"]
            counter = steps_done(done, len(yours))
        else:
            title, why = driver.book.lesson(step.kind)
            counter = _("Step {number} of {total}", number=done + 1, total=len(yours))
            move = driver.book.tap(driver.session, step)
        dom.set_text(self.step, counter)
        dom.set_text(self.news, f" · {driver.revealed}" if driver.revealed and step is not None else "")
        dom.set_text(self.title, _(title))
        dom.set_text(self.text, _(why))
        dom.set_text(self.move, move)
        self.move.hidden = not move
        self.done.hidden = step is not None
        driver.done_links = self.done  # the end card shows them in its place, if the game has one
        self.leave.hidden = step is None  # at the end: a real game, or the rules
        mark(root, targets if move and driver.thinking is None else [])


def steps_done(done: int, total: int) -> str:
    """The counter while the table plays on its own: 'Step 3 of 5 done'."""
    return _("Step {number} of {total} done", number=done, total=total)


def mark(root: Any, targets: list[Any]) -> None:
    """Mark the thing to tap: `targets` in the order they are tapped (data-guide-target="1", "2"...),
    each described by the step's words (heard as well as seen); the marks of the last step go."""
    for old in root.querySelectorAll(f"[{TARGET}]"):
        old.removeAttribute(TARGET)
        described(old, False)
    number = 0
    for element in targets:
        if not element.hasAttribute(TARGET):  # one element tapped twice is marked once
            number += 1
            element.setAttribute(TARGET, str(number))
            described(element, True)


def described(element: Any, by_step: bool) -> None:
    """Add the step's words (`MOVE`) to `element`'s `aria-describedby`, or take them away, leaving
    any description of its own."""
    own = [name for name in str(element.getAttribute("aria-describedby") or "").split() if name != MOVE]
    names = own + [MOVE] if by_step else own
    if names:
        element.setAttribute("aria-describedby", " ".join(names))
    else:
        element.removeAttribute("aria-describedby")


def place(layout: Any, panel: GuidePanel) -> None:
    """The panel in the table's screen, in the news strip's row (the strip gives it its room), and
    what a lesson has no use for taken away: Suggest and Undo, and the menu's own items (export,
    new game): "Leave" is the way out. The bar keeps the game's name alone (the panel says it is
    a guided game), so on a 320 px phone it keeps to two lines beside "?" and Menu."""
    layout.element.classList.add("guided")
    layout.stage.before(panel.element)
    layout.tools.hidden = True
    for item in list(layout.menu_items.children)[1:]:  # How to play stays
        item.remove()


def start(view: Any, spec: GameSpec, state: Any, seats: list[Seat], steps: list[Any], book: Book, prefix: str,
          make_table: Callable[[Any, GuideDriver], Any], session_view: dict[str, Any] | None = None,
          prelude: list[tuple[int, Any]] = ()) -> Callable[[], None]:
    """Play the lesson from its first step at the table `make_table(view, driver)` builds (a game's
    table view subclass with the panel placed: `place`); the cleanup when the screen goes.
    `prelude`: (seat, action) moves played before the lesson opens, read as a save's are (their
    events and log kept: Sequitur's lesson starts in its second round)."""
    session = Session(spec, state, seats, {"hints": False}, spec.fresh_view(state) if session_view is None else session_view)
    if prelude:
        session._replay(list(prelude))
    session.settle()  # the first chance (Sequoia's first rolls, from the lesson's tape)
    driver = GuideDriver(session, steps, prefix, book)
    table = make_table(view, driver)
    driver.start(table)
    table.layout.fit()  # the table is the screen, the guide in it: nothing is below the fold
    return driver.destroy
