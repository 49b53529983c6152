"""A game in progress is never lost to one tap (issue 41): every door that
puts a new game in a game's autosave (web/device/saves.py, `replace=True`)
first looks at what the autosave holds now and, if it is an unfinished
game, asks in the page (web/ui/question.py) before it replaces it:
"Replace the game in progress" or "Keep my game". The doors: Start on a
setup, Rematch on the end screen (another tab may have started a game
since this one ended), "Play on from here" on a replay, today's deal. An
import asks its own richer question (web/table/screens.py) with the same
words. A guest's device keeps nothing of a game it joins (web/net/guest.py),
so an accepted invitation replaces nothing.
"""
from __future__ import annotations

from typing import Any, Callable

from web.device.names import and_list
from web.model.session import Session
from web.ui.question import Answer, Question
from web.page.words import N_, _

REPLACE = N_("Replace the game in progress")  # the answers: `_` them where shown
# Translators: an answer to "Replace the game in progress?": no, keep it
KEEP = N_("Keep my game")


def in_progress(spec: Any, current: Session) -> str:
    """'A game is in progress here (Ann and Bob, turn 3 of 10).'"""
    return _("A game is in progress here ({names}, {where}).", names=and_list([seat.name for seat in current.seats]),
             where=spec.where(current))


def unfinished(spec: Any, saves: Any) -> Session | None:
    """The unfinished game the autosave holds now, if any (read without
    taking it as this tab's last read: asking changes nothing)."""
    text = saves.peek()
    if not text:
        return None
    try:
        current = Session.from_save(spec, text)
    except Exception:  # localStorage is untrusted input: a damaged save has its own screen
        return None
    return None if current.is_over else current


def replace_or_ask(question: Question, spec: Any, saves: Any, *, ids: str, doing: str,
                   replace: Callable[[], None], keep: Callable[[], None]) -> None:
    """`replace()` at once if the autosave holds no unfinished game; else ask
    "<in progress> <doing>" (`doing`: the door's whole sentence in the player's
    language, "Starting a new game replaces it.") with the answers `<ids>-replace`
    (then `replace()`) and `<ids>-keep` (then `keep()`, also Escape's)."""
    current = unfinished(spec, saves)
    if current is None:
        question.close()
        replace()
        return
    question.ask(f"{in_progress(spec, current)} {doing}", [
        Answer(f"{ids}-replace", _(REPLACE), replace),
        Answer(f"{ids}-keep", _(KEEP), keep, True)])
