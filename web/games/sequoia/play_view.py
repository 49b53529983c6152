"""#/sequoia/play: the table, the turn and the end.

Each turn the state rolls every playing seat's dice in secret (EACH TURN 1).
AI seats choose in the background worker from their own observation; each
human seat (behind a "Pass the device to NAME" cover when two or more people
play) sees only its own roll and picks one of its reachable pairs of totals
with one click. Nothing shows until every seat has chosen; then the reveal
goes to the log (EACH TURN 2-3). Tiebreaker turns say which forests are tied
and who plays (TIEBREAKER TURNS, RULINGS Sequoia 5). The game autosaves
after every choice and resumes exactly after a reload.
"""
from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import js
from pyodide.ffi import create_once_callable

from engine.core.errors import RecordError
from web import dom, router, workers
from web.games.sequence.log_view import LogView
from web.jsvalue import found
from web.games.sequoia import store
from web.games.sequoia.forest_view import ForestView
from web.games.sequoia.session import Session, colour

FAST_TIME_LIMIT = 0.02  # seconds per AI choice with ?fast (tests)


def fast_mode() -> bool:
    """`?fast` in the URL: short AI time limits (end-to-end tests)."""
    return "fast" in str(js.location.search)


class Table:
    """The play screen of one session."""

    def __init__(self, view: Any, session: Session) -> None:
        self.session = session
        self.fast = fast_mode()
        self.listeners = dom.Listeners()
        self.pair_listeners = dom.Listeners()
        self.alive = True
        self.busy = False
        self.viewer: int | None = None  # the human seat whose roll is on screen
        view.append(dom.element("h1", "Sequoia", attrs={"tabindex": "-1", "id": "sq-title"}))
        self.turn = dom.element("p", "", attrs={"id": "sq-turn", "aria-live": "polite"})
        self.forests = ForestView()
        self.scores = dom.element("table", attrs={"id": "sq-scores"})
        self.ties = dom.element("p", "", cls="notice", attrs={"id": "sq-ties"})
        self.prompt = dom.element("section", attrs={"id": "sq-choose", "aria-label": "Your choice"})
        self.end = dom.element("section", cls="seq-end", attrs={"id": "sq-end", "hidden": True})
        self.log = LogView()
        self.log.list.id = "sq-log"
        self.cover_title = dom.element("h2", "", attrs={"id": "sq-cover-title"})
        self.cover_ok = dom.element("button", "", cls="button", attrs={"type": "button", "id": "sq-cover-ok"})
        self.cover = dom.element("div", cls="seq-cover", attrs={
            "id": "sq-cover", "role": "dialog", "aria-modal": "true", "aria-labelledby": "sq-cover-title", "hidden": True},
            children=[dom.element("div", cls="seq-cover-box", children=[
                self.cover_title, dom.element("p", "Only you should see your roll."), self.cover_ok])])
        self.listeners.on(self.cover_ok, "click", lambda event: self.uncover())
        view.append(self.turn, dom.element("div", attrs={"style": "display:flex;flex-wrap:wrap;gap:1rem"}, children=[
            self.forests.canvas,
            dom.element("div", attrs={"style": "flex:1;min-width:16rem"}, children=[
                dom.element("h2", "Scores"), self.scores, self.ties, self.prompt, self.end])]),
            self.log.element, self.log.live, self.cover,
            dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"}))
        self.log.show(session.lines)
        self.render()
        asyncio.ensure_future(self.step())

    # --- drawing -------------------------------------------------------------------
    def render(self) -> None:
        session, state = self.session, self.session.state
        dom.set_text(self.turn, session.turn_label())
        self.forests.draw(session)
        dom.clear(self.scores)
        self.scores.append(dom.element("tr", children=[dom.element("th", t) for t in ("Player", "Trees left", "Points")]))
        scores = state.scores()
        for seat, who in enumerate(session.seats):
            name, letter, css = colour(seat)
            badge = dom.element("span", letter, attrs={"style": f"display:inline-block;min-width:1.4em;text-align:center;"
                                                       f"font-weight:700;color:#111;background:{css};border-radius:3px"})
            kind = "" if who.human else f" (AI {who.ai})"
            cell = dom.element("td", children=[badge, dom.element("span", f" {who.name}{kind}", cls="sq-name")])
            self.scores.append(dom.element("tr", children=[cell, dom.element("td", str(state.trees_left[seat])),
                                                           dom.element("td", str(scores[seat]))]))
        tie = session.tie_text()
        dom.set_text(self.ties, tie)
        self.ties.hidden = not tie

    def save(self) -> None:
        store.save_game(self.session.save_text())

    # --- turns -------------------------------------------------------------------
    async def step(self) -> None:
        """Let AI seats choose, then ask the next person; at the end show the result."""
        if self.busy or not self.alive:
            return
        self.busy = True
        try:
            while self.alive and not self.session.state.is_over:
                waiting = self.session.waiting()
                ai = [s for s in waiting if not self.session.seats[s].human]
                if ai:
                    await self.ai_choose(ai[0])
                    continue
                self.ask(waiting[0])
                return
            if self.alive:
                self.show_end()
        finally:
            self.busy = False

    async def ai_choose(self, seat: int) -> None:
        state = self.session.state
        dom.set_text(self.prompt, f"{self.session.seats[seat].name} is choosing…")
        info = state.start_message(seat)
        info.pop("type", None)
        legal = state.legal_actions(seat)
        seed = (state.seed * 1_000_003 + len(state.history)) % 2_147_483_647
        try:
            worker = await workers.get()
            index = int(await worker.sequoia_act(json.dumps(info), json.dumps(state.observation(seat)),
                                                 json.dumps([state.action_to_json(a) for a in legal]),
                                                 self.session.seats[seat].ai, seed,
                                                 FAST_TIME_LIMIT if self.fast else 0.0))
            action = legal[index]
        except Exception as error:  # the worker failed: say so, keep the game going
            self.log.add(f"The AI could not choose ({type(error).__name__}); it plays a random pair.")
            action = legal[seed % len(legal)]
        if self.alive:
            self.commit(seat, action)

    def commit(self, seat: int, action: Any) -> None:
        for line in self.session.choose(seat, action):
            self.log.add(line)
        self.save()
        self.render()

    def ask(self, seat: int) -> None:
        """Show `seat`'s roll and pairs (after the cover when several people share the device)."""
        dom.clear(self.prompt)
        self.pair_listeners.clear()
        self.viewer = seat
        if self.session.humans >= 2:
            dom.set_text(self.cover_title, f"Pass the device to {self.session.seats[seat].name}")
            dom.set_text(self.cover_ok, f"I am {self.session.seats[seat].name}: show my roll")
            self.cover.hidden = False
            self.cover_ok.focus()
            return
        self.show_pairs(seat)

    def uncover(self) -> None:
        self.cover.hidden = True
        if self.viewer is not None:
            self.show_pairs(self.viewer)

    def show_pairs(self, seat: int) -> None:
        state = self.session.state
        obs = state.observation(seat)
        who = self.session.seats[seat].name
        dice = " ".join(str(d) for d in obs["roll"] or [])
        heading = f"{who}, your roll: {dice}"
        if obs["sequoia"]:
            heading += " — Sequoia! Choose any two totals."
        lines = [dom.element("h2", heading, attrs={"id": "sq-roll"})]
        if obs["phase"] == "tiebreak":
            forests = ", ".join(obs["tied"])
            lines.append(dom.element("p", f"Tiebreaker turn: your pairs count only in forest(s) {forests}, where you are tied."))
        lines.append(dom.element("p", "Choose the two totals to grow trees in (the others will not see it until everyone has chosen):"))
        box = dom.element("div", cls="seq-actions", attrs={"id": "sq-pairs"})
        for action in state.legal_actions(seat):
            a, b = action
            label = f"{a} and {b}" if a != b else f"{a} twice"
            button = dom.element("button", label, cls="button sq-pair", attrs={"type": "button", "data-pair": f"{a},{b}"})
            self.pair_listeners.on(button, "click", lambda event, s=seat, act=action: self.pick(s, act))
            box.append(button)
        lines.append(box)
        dom.clear(self.prompt)
        self.prompt.append(*lines)
        if found(box.firstChild):
            box.firstChild.focus()  # keyboard play: Tab through the pairs, Enter to choose

    def pick(self, seat: int, action: Any) -> None:
        if self.busy or self.viewer != seat or seat not in self.session.waiting():
            return
        self.pair_listeners.clear()
        self.viewer = None
        dom.clear(self.prompt)
        self.commit(seat, action)
        asyncio.ensure_future(self.step())

    def show_end(self) -> None:
        dom.clear(self.prompt)
        dom.clear(self.end)
        lines = self.session.result_lines()
        self.end.append(dom.element("h2", lines[0], attrs={"id": "sq-winner"}))
        board = dom.element("ol", attrs={"id": "sq-final"})
        for line in lines[1:]:
            board.append(dom.element("li", line))
        rematch = dom.element("button", "Rematch", cls="button", attrs={"type": "button", "id": "sq-rematch"})
        self.listeners.on(rematch, "click", lambda event: self.rematch())
        self.end.append(board, rematch, dom.element("a", "New game", cls="button secondary", attrs={"href": "#/sequoia"}))
        self.end.hidden = False
        self.log.announce(lines[0])

    def rematch(self) -> None:
        session = Session.new(self.session.setup, random.randrange(1, 2**31 - 1))
        store.save_game(session.save_text())
        # redraw after this click handler returns (the router's cleanup releases its listener)
        js.setTimeout(create_once_callable(lambda: router.show(js.location.hash)), 0)

    def destroy(self) -> None:
        self.alive = False
        self.listeners.clear()
        self.pair_listeners.clear()


def mount(view: Any, args: list[str]) -> Any:
    """Show the saved game, or send the player to the setup screen."""
    text = store.load_game()
    try:
        session = Session.from_save(text) if text else None
    except RecordError:
        session = None
    if session is None:
        view.append(dom.element("h1", "Sequoia", attrs={"tabindex": "-1"}),
                    dom.element("p", "There is no game in progress."),
                    dom.element("a", "Set up a game", cls="button", attrs={"href": "#/sequoia"}))
        return None
    table = Table(view, session)
    return table.destroy
