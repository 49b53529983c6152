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
"""
from __future__ import annotations

import asyncio
import json
from typing import Any

from web.page import dom, workers
from web.page.jsvalue import found
from web.model.wording import SUGGEST_THINKING, explanation_text

WHY = "Why?"


class Why:
    """The "Why?" buttons of a table's log; `driver` gives the session and prepares the worker."""

    def __init__(self, driver: Any) -> None:
        self.driver = driver
        self.said: dict[tuple[int, int], str] = {}  # (id of the session, move) -> what was said

    def offers(self, line: int) -> list[tuple[int, str]]:
        """(move, the button's accessible name) for each AI move log line `line` may explain."""
        session = self.driver.session
        try:
            moves = session.explained_moves(line)
        except Exception:  # a log this table cannot map (a mirror's): no button, the log is as it was
            return []
        return [(index, f"Why did {session.name(session.state.history[index][0])} do that? (move {index + 1})")
                for index in moves]

    def buttons(self, line: int, item: Any, listeners: dom.Listeners) -> list[Any]:
        """The buttons for line `line` (its list item `item`), listened to by `listeners`."""
        made = []
        for index, label in self.offers(line):
            button = dom.element("button", WHY, cls="button secondary log-why-button", attrs={
                "type": "button", "aria-label": label, "aria-expanded": "false", "data-move": index})
            listeners.on(button, "click", lambda event, i=index, b=button: asyncio.ensure_future(self.show(i, b, item)))
            made.append(button)
        return made

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
        dom.set_text(answer, SUGGEST_THINKING)
        try:
            seat, info, observation, action = session.decision_of(index)
            worker = await workers.get()
            await self.driver.prepare(worker)  # what the game's AI needs first (Sequitur's words)
            text = await worker.explain(session.spec.id, json.dumps(info), json.dumps(observation), json.dumps(action))
            said = json.loads(str(text))
            line = explanation_text(session.name(seat), str(said.get("what", "")), str(said.get("why", "")))
        except Exception as error:  # the worker failed: say so, nothing else changes
            dom.set_text(answer, f"No explanation is available ({type(error).__name__}).")
            return
        self.said[key] = line
        if bool(answer.isConnected):
            dom.set_text(answer, line)

