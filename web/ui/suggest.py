"""Hints at the table, the same in every game: the "Suggest a move" button
first among the table's tools, shown when the setup's "Allow hints" option
(web/table/setup_form.py `HINTS`, kept in the table's options:
web/model/hints.py) allowed them.

The button asks the game's advisor (its strongest AI, through the one AI
entry in the background worker: web/table/ai_worker.py `suggest`) for the
decision of the person on screen, from that seat's start message,
observation and legal actions only: what an AI seat would get. On a guest's
device (web/net/) that is its own observation, worked out there. The page
says "Thinking…" meanwhile and the person may go on playing; an answer that
arrives after their decision changed (they moved, an undo, the device was
passed) is dropped. The suggestion is said on the message line as
"Suggestion: <what>, which <why>." (web/model/wording.py) and taken off as soon
as that seat's private part leaves the screen (the cover goes up).

A suggestion makes the game assisted (Session.aids: the statistics and the
game history say so). Before the first one of a game not yet assisted the
tool asks once, in the page (`#<prefix>-suggest-choice`: "Show a
suggestion" or "Cancel"); the question goes when the person's turn does.
"""
from __future__ import annotations

import json
from typing import Any, Callable

from web.page import workers
from web.page.jsvalue import found
from web.page.tasks import spawn
from web.model.canonical import canonical_json
from web.model.wording import HINT_CANCEL, HINT_GO, HINT_WARNING, HINTS_OFF, SUGGEST, SUGGEST_THINKING, suggestion_text
from web.ui.question import Answer, Question
from web.page.words import _


class SuggestTool:
    """The "Suggest a move" button of a table view (id `<prefix>-suggest`).

    `mark(seat, action)`, if given, shows the suggested action on the table
    (Sequence marks the space and picks the card); the view calls `update()`
    from its `render`."""

    def __init__(self, table: Any, mark: Callable[[int, Any], None] | None = None) -> None:
        self.table = table
        self.mark = mark
        self.button = table.tool(_(SUGGEST), "suggest", lambda event: spawn(self.ask()))
        self.button.hidden = True
        prefix = table.prefix
        self.warning = Question(f"{prefix}-suggest-choice", table.listeners, question_id=f"{prefix}-suggest-question")
        self.said = ""  # what this tool last put on the message line
        self.said_for: tuple[int, str] | None = None  # the decision it was said for
        self.asking: tuple[int, str] | None = None  # the decision a request is out for

    def decision(self, seat: int) -> tuple[int, str]:
        """The decision `seat` faces now, as its observation shows it (keys sorted, the same
        text on every Python: web/model/canonical.py)."""
        return seat, canonical_json(self.table.session.private(seat))

    def allowed(self) -> bool:
        driver = self.table.driver
        return bool(self.table.session.options.get("hints")) and not driver.read_only

    def update(self) -> None:
        """Show the button to the person who decides now; take an old suggestion off."""
        driver = self.table.driver
        seat = driver.viewer
        active = self.allowed() and seat is not None and driver.why_not(seat) is None
        self.button.hidden = not active
        if not active and self.warning.is_open:
            self.warning.close()  # the turn it was asked for went
        if self.said and (not active or self.decision(seat) != self.said_for):
            if driver.message.said == self.said:
                driver.message.say("")
            self.said, self.said_for = "", None

    def say(self, decision: tuple[int, str], text: str) -> None:
        self.said, self.said_for = text, decision
        self.table.driver.message.say(text)

    def warns(self) -> bool:
        """Whether a suggestion would make the game assisted now."""
        return not self.table.session.assisted

    async def ask(self, *, warned: bool = False) -> None:
        """Ask the worker for a suggestion for the person on screen, and say it;
        first, in a game not yet assisted, say that it makes the game assisted."""
        driver, session = self.table.driver, self.table.session
        seat = driver.viewer
        problem = driver.why_not(seat)
        if problem or not self.allowed():
            driver.message.say(problem or _(HINTS_OFF))
            return
        if not warned and self.warns():
            if not found(self.warning.element.parentNode):
                self.table.layout.tools.before(self.warning.element)  # in the tray, above the tools
            prefix = self.table.prefix
            self.warning.ask(_(HINT_WARNING), [
                Answer(f"{prefix}-suggest-go", _(HINT_GO), lambda: spawn(self.ask(warned=True))),
                Answer(f"{prefix}-suggest-cancel", _(HINT_CANCEL), lambda: self.button.focus(), True)])
            return
        self.warning.close()
        decision = self.decision(seat)
        if self.asking == decision:
            return  # already thinking about this decision
        state = session.state
        info = state.start_message(seat)
        info.pop("type", None)
        legal = state.legal_actions(seat)
        observation = session.private(seat)
        token = driver.token
        self.asking = decision
        self.say(decision, _(SUGGEST_THINKING))
        try:
            worker = await workers.get()
            await driver.prepare(worker)  # what the game's AI needs first (Sequitur's words)
            text = await worker.suggest(
                session.spec.id, json.dumps(info), json.dumps(observation),
                "null" if legal is None else json.dumps([state.action_to_json(a) for a in legal]),
                (len(state.history) * 31 + seat) % 2_147_483_647)
            answer = json.loads(str(text))
            action = state.action_from_json(answer["action"])
        except Exception as error:  # the worker failed: say so, the game goes on
            if self.current(seat, decision, token):
                self.say(decision, f"No suggestion is available ({type(error).__name__}).")
            return
        finally:
            if self.asking == decision:
                self.asking = None
        if not self.current(seat, decision, token):
            return  # the person moved on meanwhile: the answer is for a decision gone
        if self.mark is not None:
            self.mark(seat, action)
        session.note_aid("suggest")  # a suggestion followed or not, the game is assisted (a guest's too)
        driver.save()
        self.say(decision, suggestion_text(str(answer.get("what", "")), str(answer.get("why", "")),
                                           said=session.spec.reasons(answer.get("said"), "you")))

    def current(self, seat: int, decision: tuple[int, str], token: int) -> bool:
        """Whether `seat` still faces `decision`, on screen, in the same position."""
        driver = self.table.driver
        return (driver.alive and token == driver.token and driver.viewer == seat and driver.why_not(seat) is None
                and self.decision(seat) == decision)
