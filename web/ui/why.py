""""Why?" on an AI's move in the game log, the same in every game: the
reason an AI seat had for a move, in the words "Suggest a move" uses.

Which log line offers it, and for which moves, is the session's
(`Session.explained_moves`: the first line after the move; choices made at
once only once revealed; in Sequitur only after the end). The question goes
to the background worker (web/table/ai_worker.py `explain`) with that seat's
own start message and observation as they were when it decided
(`Session.decision_of`), and the move it made: the explanation sees nothing
the AI did not. It is said under the line, "<what> (<why>).", in a status
region, and kept for the session, so asking twice costs nothing.

One "Why?" per log line, next to the move it explains (issue 40): a line that
reports several AI moves (Sequitur's steps, taken together) has one button,
and its answer says each move in turn, one sentence each, under the line:
"Computer 1 played the 9 of spades on row 1, column 9: it builds its line
across to 4 of 5."
"""
from __future__ import annotations

import json
from typing import Any

from web.page import dom, workers
from web.page.jsvalue import found
from web.page.tasks import spawn
from web.model.wording import SUGGEST_THINKING, explanation_text, why_offer
from web.page.words import N_, _

# Translators: a button: why the AI chose this move (its reasons)
WHY = N_("Why?")


class Why:
    """The "Why?" buttons of a table's log, one per line at most; `driver` gives the session and
    prepares the worker."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self.said: dict[tuple[int, int], str] = {}  # (id of the session, move) -> what was said

    def label(self, line: int) -> tuple[list[int], str] | None:
        """The moves line `line`'s one "Why?" explains and the button's accessible name (wording
        `why_offer`); None when it reports no AI move, or its log cannot be mapped (a mirror's)."""
        try:
            return why_offer(self.driver.session, line)
        except Exception:  # a log this table cannot map: no button, the log is as it was
            return None

    def buttons(self, line: int, item: Any, listeners: dom.Listeners) -> list[Any]:
        """Line `line`'s one "Why?" button (its list item `item`), listened to by `listeners`; none when
        the line reports no AI move."""
        found_label = self.label(line)
        if found_label is None:
            return []
        moves, label = found_label
        button = dom.element("button", _(WHY), cls="button secondary log-why-button", attrs={
            "type": "button", "aria-label": label, "aria-expanded": "false", "data-move": moves[0]})
        listeners.on(button, "click", lambda event, m=moves, b=button: spawn(self.show_all(m, b, item)))
        return [button]

    async def show_all(self, moves: list[int], button: Any, item: Any) -> None:
        """Say why the AI made each of `moves`, under their log line, in the game's order."""
        for index in moves:
            await self.show(index, button, item)

    async def show(self, index: int, button: Any, item: Any) -> None:
        """Say why the AI made move `index`, under its log line."""
        session = self.driver.session
        key = (id(session), index)
        answer = item.querySelector(f".log-why[data-move='{index}']")
        if not found(answer):
            answer = dom.element("p", "", cls="log-why", attrs={"role": "status", "data-move": index})
            item.append(answer)
        button.setAttribute("aria-expanded", "true")
        if key in self.said:
            dom.set_text(answer, self.said[key])
            return
        dom.set_text(answer, _(SUGGEST_THINKING))
        try:
            seat, info, observation, action = session.decision_of(index)
            worker = await workers.get()
            await self.driver.prepare(worker)  # what the game's AI needs first (Sequitur's words)
            text = await worker.explain(session.spec.id, json.dumps(info), json.dumps(observation), json.dumps(action))
            said = json.loads(str(text))
            line = explanation_text(session.name(seat), str(said.get("what", "")), str(said.get("why", "")),
                                    said=session.spec.reasons(said.get("said"), "it"))
        except Exception as error:  # the worker failed: say so, nothing else changes
            dom.set_text(answer, _("No explanation is available ({problem}).", problem=type(error).__name__))
            return
        self.said[key] = line
        if bool(answer.isConnected):
            dom.set_text(answer, line)
