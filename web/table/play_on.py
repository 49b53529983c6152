"""Play on from here: from the move a replay shows, a new game with the same
seats (people at this device, AIs) that goes on from that position
(`Session.play_on`: what chance had not shown yet is dealt anew, and the
game is assisted; docs/records.md, "Play on").

The new game becomes the autosave and its table opens. A game in progress
is never replaced without asking, the one way every door asks
(web/ui/keep_game.py): "Replace the game in progress" or "Keep my game".
"""
from __future__ import annotations

from typing import Callable

from web.page import dom
from web.page import navigation
from web.page.modes import later
from web.device.saves import Saves
from web.model.session import Session
from web.model.spec import GameSpec
from web.ui.keep_game import in_progress, replace_or_ask
from web.page.words import N_, _
from web.ui.question import Question

__all__ = ["PLAY_ON", "PLAY_ON_NOTE", "PlayOn", "in_progress"]

PLAY_ON = N_("Play on from here")
PLAY_ON_NOTE = N_("A new game from the move shown, with the same players: what nobody had seen yet is dealt anew, "
                  "and the game counts as assisted.")


class PlayOn:
    """The "Play on from here" button (`#<prefix>-play-on`), its note and its
    question (`#<prefix>-play-on-choice`); `position()` is the replayed game and
    the number of moves shown."""

    def __init__(self, spec: GameSpec, saves: Saves, prefix: str, listeners: dom.Listeners,
                 position: Callable[[], tuple[Session, int]]) -> None:
        self.spec, self.saves, self.prefix, self.position = spec, saves, prefix, position
        self.listeners = dom.Listeners()
        self.button = dom.element("button", _(PLAY_ON), cls="button secondary", attrs={
            "type": "button", "id": f"{prefix}-play-on", "aria-describedby": f"{prefix}-play-on-note"})
        self.note = dom.element("p", _(PLAY_ON_NOTE), cls="seq-hint-text", attrs={"id": f"{prefix}-play-on-note"})
        self.problem = dom.element("p", "", cls="seq-error", attrs={"id": f"{prefix}-play-on-msg", "role": "alert"})
        self.choice = Question(f"{prefix}-play-on-choice", self.listeners, question_id=f"{prefix}-play-on-question")
        self.element = dom.element("div", cls="replay-play-on", children=[
            self.button, self.note, self.problem, self.choice.element])
        listeners.on(self.button, "click", lambda event: self.offer())

    def update(self, session: Session) -> None:
        """Offered at every move but the end of a finished game (nothing is left to play)."""
        self.close()
        dom.set_text(self.problem, "")
        self.element.hidden = session.is_over

    def offer(self) -> None:
        """Play on, or first ask before replacing a game in progress."""
        self.close()
        full, count = self.position()
        replace_or_ask(self.choice, self.spec, self.saves, ids=f"{self.prefix}-play-on",
                       doing=_("Playing on from move {count} replaces it.", count=count), replace=lambda: self.start(full, count),
                       keep=lambda: self.button.focus())

    def close(self) -> None:
        self.choice.close()

    def start(self, full: Session, count: int) -> None:
        """The new game becomes the autosave, and its table opens."""
        self.close()
        fresh = full.play_on(count)
        if not self.saves.save_game(fresh.save_text(), replace=True):
            dom.set_text(self.problem, _("The game could not be started: {problem}", problem=self.saves.problem))
            return

        later(lambda: navigation.go(f"{self.spec.id}/play"))

    def destroy(self) -> None:
        self.listeners.clear()
