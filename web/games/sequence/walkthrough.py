"""#/sequence/learn: Sequence's guided game (issues 14, 67). The fixed deal of
engine/sequence/lesson.py is played at the real table by the shared guide
(web/table/guide.py: the driver that takes only the lesson's move and saves
nothing, the panel, the marks); this module gives its words and marks the
step's card, space or button: play a card, remove a chip with a one-eyed
jack, place one with a two-eyed jack, turn in a dead card, complete a
sequence."""
from __future__ import annotations

from typing import Any

from engine.sequence.actions import Play, TurnIn
from engine.sequence.lesson import YOU, Step, lesson_state, lesson_steps
from web.games.sequence import GAME
from web.games.sequence.card_words import card_name
from web.games.sequence.hand_view import TURN_IN_WORD
from web.games.sequence.narration import space_name
from web.games.sequence.play_view import SequenceTable
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.page.jsvalue import found
from web.page.sentences import Table
from web.page.words import _
from web.table import guide



def move_words(session: Session, step: Step) -> str:
    """The lesson's move in words, the card and the space in the player's: 'Choose the 5 of
    hearts, then row 5, column 5 (marked on the board).'"""
    action = step.action
    card = card_name(action.card)
    if isinstance(action, TurnIn):
        # the button named by its own label, as the card shows it
        return _("Turn in the {card}: tap “{button}” on the card.", card=card, button=_(TURN_IN_WORD))
    where = space_name(session, action.cell)
    if action.card in ("JH", "JS"):
        return _("Choose the {card}, then the green chip on {space}.", card=card, space=where)
    return _("Choose the {card}, then {space} (marked on the board).", card=card, space=where)


BOOK = guide.Book(Table(__file__, guide.WALKTHROUGH, single=False), move_words)  # words: walkthrough.txt


class LessonTable(SequenceTable):
    """The Sequence table with the guide's panel (web/table/guide.py) and the step's card and
    space marked: the card chosen in the hand, the space marked as a suggestion is."""

    def __init__(self, view: Any, driver: guide.GuideDriver) -> None:
        self.lesson = driver
        self.panel = guide.GuidePanel(GAME.id)
        super().__init__(view, driver)
        guide.place(self.layout, self.panel)

    def render(self) -> None:
        step = self.lesson.step if self.built else None
        if step is not None and step.seat == YOU and self.lesson.thinking is None:
            mine = self.session.private(YOU)
            if isinstance(step.action, Play) and step.action.card in mine["hand"]:
                self.selected = mine["hand"].index(step.action.card) if self.selected is None else self.selected
                self.suggested = step.action.cell  # the lesson's space, marked as a suggestion is
        super().render()
        if self.built:
            self.panel.show(self.lesson, self.layout.element, self.guide_targets(step))

    def guide_targets(self, step: Step | None) -> list[Any]:
        """What the step's taps go to, in order: the card (unless chosen), then its space (or,
        on a board too small to touch, the enlarged space of the loupe); a dead card's button."""
        if step is None or step.seat != YOU:
            return []
        root = self.layout.element
        if isinstance(step.action, TurnIn):
            found_button = root.querySelector(f"[data-turn-in='{step.action.card}']")
            return [found_button] if found(found_button) else []
        targets = []
        hand = self.session.private(YOU)["hand"]
        if self.selected is None or hand[self.selected] != step.action.card:
            targets.append(root.querySelector(f"#seq-hand .seq-card[data-card='{step.action.card}']"))
        loupe = root.querySelector("#seq-loupe")
        if self.enlarged == step.action.cell and found(loupe) and not loupe.hidden:
            targets.append(root.querySelector("#seq-loupe-space"))
        else:
            targets.append(root.querySelector(f"#seq-grid .seq-cell[data-cell='{step.action.cell}']"))
        return [t for t in targets if found(t)]

    def status_text(self, public: dict[str, Any]) -> str:
        if self.lesson.step is None:  # the lesson is over: the table waits for nobody
            return _("Guided game complete: you completed a sequence.")
        return super().status_text(public)

    def waiting_note(self, to_move: int) -> str:
        return "" if self.lesson.step is None else super().waiting_note(to_move)

    def taken(self, seat: int, action: Any) -> None:
        super().taken(seat, action)
        self.selected = None


def mount(view: Any, args: list[str]) -> Any:
    """The guided game, from its first step."""
    state = lesson_state()
    # Translators: the person's name in a guided game (the one who plays): "You"
    seats = [Seat(_("You")),  # named in the player's words
             # Translators: the AI player's name in a guided game
             Seat(_("Robot"), SeatKind.AI, "easy")]
    return guide.start(view, GAME, state, seats, lesson_steps(state), BOOK, "seq", LessonTable,
                       {"cut_seen": True})
