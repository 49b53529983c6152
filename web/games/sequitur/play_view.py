"""#/sequitur/play: the table, the rounds and the end.

Every step but claiming is played by all at once (rulebook "Playing the
game"). AI seats decide in the background worker from their own
observation. Each person's private panel (rack, secret goal, draws) shows
only behind a "Pass the device to NAME" cover when two or more people share
the device; while the cover is up no rack or secret goal is in the page. A
person keeps the device while they still have something to decide in the
step. Claiming is public and goes turn by turn (step 7). After each round a
summary waits for "Continue" when a person is at the table (a reload shows
it again until someone continues); a table of AIs only plays through, its
round summaries shown as they come. The game autosaves after every decision
and resumes exactly after a reload. At the end the result heading takes the
keyboard focus.
"""
from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import js
from pyodide.ffi import create_once_callable

from engine.core.errors import IllegalAction
from engine.sequitur.spelling import NOTHING
from web import dom, files, router, workers
from web.games.sequence.cover import Cover
from web.games.sequence.log_view import LogView
from web.games.sequitur import summary_view, words
from web.games.sequitur.decide_view import Panel
from web.games.sequitur.session import Session
from web.games.sequitur.store import saves
from web.jsvalue import found
from web.saved_game import show_saved

FAST_TIME_LIMIT = 0.02  # seconds of card search per AI decision with ?fast (tests)
CLAIM_PAUSE = 0.7  # seconds between AI claims, so people see them one by one


def fast_mode() -> bool:
    """`?fast` in the URL: short AI time limits, no pauses (end-to-end tests)."""
    return "fast" in str(js.location.search)


class Table:
    """The play screen of one session."""

    def __init__(self, view: Any, session: Session) -> None:
        self.session = session
        self.fast = fast_mode()
        self.listeners = dom.Listeners()
        self.end_listeners = dom.Listeners()
        self.alive = True
        self.busy = False
        self.viewer: int | None = None  # the person whose private panel is on screen
        self.panel: Panel | None = None
        self.rounds_seen = session.rounds_over
        view.append(dom.element("h1", "Sequitur", attrs={"tabindex": "-1", "id": "sr-title"}))
        self.status = dom.element("p", "", cls="seq-status", attrs={"id": "sr-status", "aria-live": "polite"})
        self.public = dom.element("section", cls="sr-public-area", attrs={"id": "sr-table", "aria-label": "The table"})
        self.private = dom.element("section", cls="sr-private", attrs={"id": "sr-private", "aria-labelledby": "sr-private-title"})
        self.round_box = dom.element("section", cls="seq-end sr-round-end", attrs={"id": "sr-round-end", "hidden": True})
        self.end = dom.element("section", cls="seq-end", attrs={"id": "sr-end", "hidden": True})
        self.summary = dom.element("section", cls="sr-summaries", attrs={"id": "sr-summary"})
        self.message = dom.element("p", "", cls="seq-hint-text", attrs={"id": "sr-message", "role": "status"})
        self.log = LogView()
        self.log.list.id = "sr-log"
        self.cover = Cover(self.uncover)
        export = dom.element("button", "Export the game", cls="button secondary", attrs={"type": "button", "id": "sr-export"})
        self.listeners.on(export, "click", lambda event: self.export())
        view.append(dom.element("div", cls="sr-game seq-game", children=[
            self.status, dom.element("div", cls="sr-layout", children=[
                dom.element("div", cls="sr-col", children=[self.private, self.round_box, self.end]),
                dom.element("div", cls="sr-col", children=[self.public, self.summary, self.log.element])]),
            self.log.live, self.message, dom.element("div", cls="seq-actions", children=[
                export, dom.element("a", "New game", cls="button secondary", attrs={"href": "#/sequitur"}),
                dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"})])]),
            self.cover.element)
        self.log.show(session.lines)
        self.render()
        if session.summary_open:
            self.show_round_end()  # reloaded while the summary waited: it waits again
        asyncio.ensure_future(self.step())

    @property
    def pause(self) -> bool:
        """A round's summary waits for "Continue"."""
        return self.session.summary_open

    # --- drawing ---------------------------------------------------------------------
    def render(self) -> None:
        session = self.session
        waiting = session.waiting()
        who = ", ".join(session.name(s) for s in waiting)
        if self.pause:
            done = [r for r in session.rounds if r.over][-1].number
            dom.set_text(self.status, f"Round {done} is over: read its summary, then continue.")
        else:
            dom.set_text(self.status, session.status() + (f" · waiting for {who}" if who else ""))
        dom.clear(self.public)
        self.public.append(*summary_view.public_area(session))
        dom.clear(self.summary)
        done = summary_view.summaries(session)
        if done:
            self.summary.append(dom.element("h2", "Round summaries"), *done)

    def save(self) -> None:
        """Autosave; if the browser refused, or the game went on in another tab, say so."""
        if not saves.save_game(self.session.save_text()):
            self.say(saves.problem)

    def say(self, text: str) -> None:
        """A message under the table (the export, a save that failed)."""
        dom.set_text(self.message, text)

    def export(self) -> None:
        stamp = str(js.Date.new().toISOString())[:16].replace(":", "").replace("T", "-")
        files.download(f"sequitur-{stamp}.json", self.session.record_text())
        self.say("The game record was saved as a file.")

    # --- the flow --------------------------------------------------------------------
    async def step(self) -> None:
        """Let AI seats decide, pause after a round, then ask the next person; at the end show the result."""
        if self.busy or not self.alive:
            return
        self.busy = True
        try:
            while self.alive and not self.session.is_over:
                if self.pause:
                    if found(self.round_box.querySelector("#sr-continue")):
                        self.round_box.querySelector("#sr-continue").focus()  # after a reload, too
                    return
                waiting = self.session.waiting()
                ai = [s for s in waiting if not self.session.seats[s].human]
                if ai:
                    await self.ai_decide(ai[0])
                    continue
                seat = self.viewer if self.viewer in waiting else waiting[0]
                self.ask(seat)
                return
            if self.alive:
                self.show_end()
        finally:
            self.busy = False

    def close_panel(self) -> None:
        if self.panel is not None:
            self.panel.destroy()
            self.panel = None
        dom.clear(self.private)

    async def ai_decide(self, seat: int) -> None:
        state = self.session.state
        claiming = state.step == "claim"
        if claiming:
            self.close_panel()
            self.viewer = None
            if not self.fast:
                await asyncio.sleep(CLAIM_PAUSE)
        dom.set_text(self.status, f"{self.session.status()} · {self.session.name(seat)} is thinking…")
        self.status.classList.add("thinking")
        info = state.start_message(seat)
        info.pop("type", None)
        legal = state.legal_actions(seat)
        legal_json = "null" if legal is None else json.dumps([state.action_to_json(a) for a in legal])
        seed = (state.seed * 1_000_003 + len(state.history) * 31 + seat) % 2_147_483_647
        try:
            worker = await workers.get()
            await words.ensure_worker(worker)
            started = js.performance.now()
            text = await worker.sequitur_act(json.dumps(info), json.dumps(state.observation(seat)), legal_json,
                                             self.session.seats[seat].ai, seed, FAST_TIME_LIMIT if self.fast else 0.0)
            self.timed(state.decision(seat) or "", js.performance.now() - started)
            action = state.action_from_json(json.loads(str(text)))
            state.check(seat, action)
        except Exception as error:  # the worker failed: say so, keep the game going
            self.log.add(f"The AI could not decide ({type(error).__name__}); it makes a simple choice.")
            action = NOTHING if legal is None else legal[seed % len(legal)]
        self.status.classList.remove("thinking")
        if self.alive:
            self.commit(seat, action)

    def timed(self, kind: str, ms: float) -> None:
        """Keep each AI round trip to the worker (ms) and its decision kind on #sr-status
        (`data-ai-ms`, `data-ai-kinds`), for bench/sequitur_page_speed.py."""
        for name, value in (("data-ai-ms", f"{ms:.0f}"), ("data-ai-kinds", kind)):
            before = self.status.getAttribute(name)
            self.status.setAttribute(name, f"{before},{value}" if found(before) and str(before) else value)

    def commit(self, seat: int, action: Any) -> None:
        for line in self.session.decide(seat, action):
            self.log.add(line)
        finished = self.session.rounds_over
        ended = finished > self.rounds_seen and not self.session.is_over
        self.rounds_seen = finished
        if ended and self.session.humans:
            self.session.end_round_summary()  # saved: a reload shows the summary again
        self.save()
        if ended and self.session.humans:
            self.show_round_end()  # a person reads the summary, then continues
        elif ended:
            self.log.announce(f"End of round {finished}.")  # a table of AIs plays on
        self.render()

    def ask(self, seat: int) -> None:
        """Show `seat`'s panel (behind the cover when several people share the device)."""
        claiming = self.session.state.decision(seat) == "claim"
        if claiming or not self.session.is_hot_seat or seat == self.viewer:
            self.viewer = None if claiming else seat
            self.show_panel(seat)
            return
        self.close_panel()
        self.viewer = seat
        self.cover.show(self.session.name(seat), "Only you should see your rack, your secret goal and your draws.")
        dom.set_text(self.cover.button, f"I am {self.session.name(seat)}: show my rack")

    def uncover(self) -> None:
        self.cover.hide()
        if self.viewer is not None:
            self.show_panel(self.viewer)

    def show_panel(self, seat: int) -> None:
        self.close_panel()
        self.panel = Panel(self.private, self.session, seat, self.decided, self.flip)
        self.panel.render()

    def flip(self, seat: int) -> None:
        self.session.flip(seat)
        self.save()
        if self.panel is not None:
            self.panel.picks = []
            self.panel.render()

    def decided(self, seat: int, action: Any) -> None:
        if self.busy or seat not in self.session.waiting():
            return
        try:
            self.commit(seat, action)
        except IllegalAction as problem:
            self.log.announce(str(problem))
            if self.panel is not None:
                self.panel.render()
            return
        if self.panel is not None:
            self.panel.destroy()
            self.panel = None
        asyncio.ensure_future(self.step())

    # --- between rounds and the end ---------------------------------------------------
    def show_round_end(self) -> None:
        """Pause on the round's summary until someone continues."""
        self.close_panel()
        self.viewer = None
        self.end_listeners.clear()
        dom.clear(self.round_box)
        finished = [r for r in self.session.rounds if r.over][-1]
        button = dom.element("button", f"Continue to round {finished.number + 1}", cls="button",
                             attrs={"type": "button", "id": "sr-continue"})
        self.end_listeners.on(button, "click", lambda event: self.resume())
        self.round_box.append(dom.element("h2", f"End of round {finished.number}", attrs={"id": "sr-round-title"}),
                              summary_view.round_table(self.session, finished), button)
        self.round_box.hidden = False
        self.log.announce(f"End of round {finished.number}.")
        button.focus()

    def resume(self) -> None:
        self.session.continue_after_summary()
        self.save()
        self.round_box.hidden = True
        self.end_listeners.clear()
        dom.clear(self.round_box)
        self.render()
        asyncio.ensure_future(self.step())

    def show_end(self) -> None:
        self.close_panel()
        self.end_listeners.clear()
        dom.clear(self.end)
        self.end.append(*summary_view.result_box(self.session))
        rematch = dom.element("button", "Rematch", cls="button", attrs={"type": "button", "id": "sr-rematch"})
        self.end_listeners.on(rematch, "click", lambda event: self.rematch())
        self.end.append(dom.element("div", cls="seq-actions", children=[
            rematch, dom.element("a", "New game", cls="button secondary", attrs={"href": "#/sequitur"})]))
        self.end.hidden = False
        self.render()
        self.log.announce(self.session.result_lines()[0])
        dom.by_id("sr-winner").focus()  # keyboard and screen-reader users land on the result

    def rematch(self) -> None:
        session = Session.new(self.session.setup, random.randrange(1, 2**31 - 1))
        saves.save_game(session.save_text(), replace=True)
        js.setTimeout(create_once_callable(lambda: router.show(js.location.hash)), 0)

    def destroy(self) -> None:
        self.alive = False
        self.close_panel()
        self.listeners.clear()
        self.end_listeners.clear()
        self.cover.destroy()


def mount(view: Any, args: list[str]) -> Any:
    """Show the saved game, or send the player to the setup screen."""
    return show_saved(view, saves, Session.from_save, Table, "Sequitur", "#/sequitur")
