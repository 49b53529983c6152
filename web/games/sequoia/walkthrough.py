"""#/sequoia/learn: Sequoia's guided game (issue 67). The fixed rolls of
engine/sequoia/lesson.py are played at the real table by the shared guide
(web/table/guide.py: the driver that takes only the lesson's pairs and saves
nothing, the panel, the marks); this module gives its words and marks the
step's pair (or, for a Sequoia! roll, its two forests): secret rolls and
two pairs (a pair is the sum of two dice), trees in forests 2 to 12, first
and second place, a Sequoia!, a tie and its tiebreaker turn, the final
scoring."""
from __future__ import annotations

from typing import Any

from engine.sequoia.dice import is_sequoia
from engine.sequoia.events import Revealed
from engine.sequoia.forests import FORESTS
from engine.sequoia.lesson import YOU, Step, lesson_state, lesson_steps
from web.games.sequoia import GAME
from web.games.sequoia.play_view import SequoiaTable
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.page.jsvalue import found
from web.page.sentences import Table
from web.page.words import _
from web.table import guide



def pair_label(pair: Any) -> str:
    """(5, 9) -> '5 & 9', (7, 7) -> '7 twice': the pair's button's own words."""
    a, b = pair
    return _("{total} twice", total=a) if a == b else f"{a} & {b}"


def pair_words(pair: Any) -> str:
    """(5, 9) -> '“5 & 9”', (7, 7) -> '“7 twice”': as the pair's button says it."""
    return f"“{pair_label(pair)}”"


def revealed_pairs(session: Session, events: list[Any]) -> list[tuple[int, str]] | None:
    """The pairs turned up together, each as its button says it (the panel's 'Robot: 6 & 8')."""
    for event in events:
        if isinstance(event, Revealed):
            return [(seat, pair_label(pair)) for seat, pair in enumerate(event.pairs) if pair is not None]
    return None


def tap_words(session: Session, step: Step) -> str:
    """What to tap for the lesson's choice."""
    a, b = step.action
    roll = session.private(YOU)["roll"]
    if roll and is_sequoia(tuple(roll)):
        if a == b:
            return _("Tap forest {forest}, then it again: a Sequoia! makes any totals.", forest=a)
        return _("Tap forest {forest}, then forest {other}: a Sequoia! makes any totals.", forest=a, other=b)
    return _("Tap the pair {pair}.", pair=pair_words(step.action))


BOOK = guide.Book(Table(__file__, guide.WALKTHROUGH, single=False), tap_words, revealed_pairs)  # words: walkthrough.txt


class LessonTable(SequoiaTable):
    """The Sequoia table with the guide's panel (web/table/guide.py) and the step's pair marked."""

    def __init__(self, view: Any, driver: guide.GuideDriver) -> None:
        self.lesson = driver
        self.panel = guide.GuidePanel(GAME.id)
        super().__init__(view, driver)
        guide.place(self.layout, self.panel)

    def render(self, scoring: int | None = None, scores: list[int] | None = None,
               takers: dict[int, str] | None = None) -> None:
        super().render(scoring, scores, takers)
        self.show_guide()

    def show_guide(self) -> None:
        self.panel.show(self.lesson, self.layout.element, self.guide_targets(self.lesson.step))

    async def show_roll(self, seat: int) -> None:
        await super().show_roll(seat)
        self.show_guide()  # the pairs are offered: mark the lesson's

    def on_forest(self, forest: int) -> None:
        super().on_forest(forest)
        self.show_guide()  # a first forest picked: the second is marked

    def guide_targets(self, step: Step | None) -> list[Any]:
        """The lesson's pair's button; for a Sequoia! roll (any totals) its two forests, in order."""
        if step is None or step.seat != YOU or self.choosing != YOU:
            return []
        a, b = step.action
        roll = self.session.private(YOU)["roll"]
        if roll and is_sequoia(tuple(roll)):
            forests = ([a] if a == b else [a, b]) if self.first_pick is None else [b] if self.first_pick == a else []
            return [self.forests.buttons[FORESTS.index(forest)] for forest in forests]
        button = self.prompt.querySelector(f".sq-pair[data-pair='{a},{b}']")
        return [button] if found(button) else []


def mount(view: Any, args: list[str]) -> Any:
    """The guided game, from its first roll."""
    seats = [Seat(_("You")), Seat(_("Robot"), SeatKind.AI, "easy")]  # named in the player's words
    return guide.start(view, GAME, lesson_state(), seats, lesson_steps(), BOOK, "sq", LessonTable)
