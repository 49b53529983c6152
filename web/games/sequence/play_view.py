"""#/sequence/play: the table. Turns, AI seats, hot-seat privacy, undo, the end.

The page keeps the `Session` (the engine state) on the main thread. An AI
seat's move is computed in the background worker from that seat's start
message, observation and legal actions only (web/worker.py
`sequence_act`), so an AI never sees more than its seat may and the page
keeps painting. Every move is autosaved (store.py).

Hot-seat privacy (two or more people at one device): a hand is in the DOM
only after its player confirmed on the "pass to NAME" cover; it is removed
as soon as the move is made and when the tab is hidden. One person with AIs
never sees the cover.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any

import js

from engine.core.errors import IllegalAction
from engine.sequence.actions import PASS, Action, Play, TurnIn
from engine.sequence.cards import card_name
from engine.sequence.rules import NORMAL, REMOVE
from engine.sequence.sequences import EMPTY
from engine.sequence.table import TEAM_COLOURS
from web import dom, files, router, workers
from web.games.sequence import cut_view
from web.games.sequence.board_view import BoardView
from web.games.sequence.cover import Cover
from web.games.sequence.explain import explain_click, space_name
from web.games.sequence.hand_view import HandView
from web.games.sequence.log_view import LogView
from web.games.sequence.session import Session
from web.games.sequence.store import saves
from web.saved_game import show_saved

TEAM_LETTERS = ("B", "G", "R")
THINK_MIN_S = 0.45  # an AI move stays visible at least this long
FAST_TIME_LIMIT = 0.05  # seconds per AI move with ?fast (tests)


def fast_mode() -> bool:
    """`?fast` in the URL: short AI time limits and no animations (end-to-end tests)."""
    return "fast" in str(js.location.search)


class Table:
    """The play screen of one session."""

    def __init__(self, view: Any, session: Session) -> None:
        self.view = view
        self.session = session
        self.fast = fast_mode()
        if self.fast:
            js.document.documentElement.dataset.fast = "true"
        self.listeners = dom.Listeners()
        self.viewer: int | None = None  # the seat whose hand is on screen
        self.selected: int | None = None
        self.thinking: int | None = None
        self.token = 0  # bumped on undo / leave: stale AI answers are dropped
        self.driving: int | None = None  # the token of the turn loop running, if any
        self.said = ""  # the message under the hand
        self.save_problem = ""  # why the last autosave failed ("" if it worked)
        self.pending_undo = False
        self.last_cell: int | None = None
        self.revealed = False
        self.alive = True
        self.cut_listeners: Any = None

        view.append(dom.element("h1", "Sequence", attrs={"tabindex": "-1", "id": "seq-title"}))
        self.body = dom.element("div", cls="seq-game", attrs={"id": "seq-game"})
        self.log = LogView()
        self.cover = Cover(self.confirm_cover)
        view.append(self.body, self.log.live, self.cover.element)
        self.listeners.on(js.document, "visibilitychange", self.on_visibility)
        if session.cut_seen:
            self.build_table()
        else:
            self.cut_listeners = cut_view.render(self.body, session, self.after_cut)

    # --- building -------------------------------------------------------------------
    def after_cut(self) -> None:
        self.session.cut_seen = True
        if self.cut_listeners is not None:
            self.cut_listeners.clear()
        dom.clear(self.body)
        self.build_table()
        self.save()  # after the table is built: a failed save has its message line
        self.log.announce(self.status_text())

    def build_table(self) -> None:
        session = self.session
        info = session.state.setup_info()
        self.status = dom.element("p", "", cls="seq-status", attrs={"id": "seq-status"})
        self.scores = dom.element("p", "", cls="seq-scores", attrs={"id": "seq-scores"})
        self.seats = dom.element("ol", cls="seq-seats", attrs={"id": "seq-seats", "aria-label": "Players in play order"})
        self.board = BoardView(info["board"], self.on_cell)
        self.hand = HandView(self.on_select, self.on_turn_in)
        self.message = dom.element("p", "", cls="seq-message", attrs={"id": "seq-message", "role": "status"})
        self.suggest_button = dom.element("button", "Suggest a move", cls="button secondary",
                                          attrs={"type": "button", "id": "seq-suggest", "hidden": not session.hints})
        self.undo_button = dom.element("button", "Undo", cls="button secondary", attrs={"type": "button", "id": "seq-undo"})
        self.export_button = dom.element("button", "Export the game", cls="button secondary",
                                         attrs={"type": "button", "id": "seq-export"})
        new_game = dom.element("a", "New game", cls="button secondary", attrs={"href": "#/sequence", "id": "seq-new"})
        self.undo_box = dom.element("div", cls="seq-confirm", attrs={"id": "seq-undo-confirm", "hidden": True})
        self.undo_text = dom.element("p", "")
        undo_yes = dom.element("button", "Undo the move", cls="button", attrs={"type": "button", "id": "seq-undo-yes"})
        undo_no = dom.element("button", "Keep playing", cls="button secondary", attrs={"type": "button", "id": "seq-undo-no"})
        self.undo_box.append(self.undo_text, undo_yes, undo_no)
        actions = dom.element("div", cls="seq-actions", children=[
            self.suggest_button, self.undo_button, self.export_button, new_game])
        self.end = dom.element("section", cls="seq-end", attrs={"id": "seq-end", "hidden": True, "aria-labelledby": "seq-end-title"})
        self.end_title = dom.element("h2", "", attrs={"id": "seq-end-title", "tabindex": "-1"})
        rematch = dom.element("button", "Rematch", cls="button", attrs={"type": "button", "id": "seq-rematch"})
        reveal = dom.element("button", "Reveal every hand", cls="button secondary", attrs={"type": "button", "id": "seq-reveal"})
        self.reveal_list = dom.element("ul", cls="seq-reveal", attrs={"id": "seq-reveal-list"})
        self.end.append(self.end_title, rematch, reveal, self.reveal_list)
        side = dom.element("div", cls="seq-side", children=[
            self.end, self.hand.element, self.message, self.undo_box, actions, self.log.element])
        top = dom.element("div", cls="seq-top", children=[self.status, self.scores, self.seats])
        self.body.append(dom.element("div", cls="seq-main", children=[
            top, dom.element("div", cls="seq-board-col", children=[self.board.element]), side]))
        self.listeners.on(self.suggest_button, "click", lambda e: asyncio.ensure_future(self.suggest()))
        self.listeners.on(self.undo_button, "click", self.on_undo)
        self.listeners.on(undo_yes, "click", self.confirm_undo)
        self.listeners.on(undo_no, "click", self.cancel_undo)
        self.listeners.on(self.export_button, "click", self.on_export)
        self.listeners.on(rematch, "click", self.on_rematch)
        self.listeners.on(reveal, "click", self.on_reveal)
        self.log.show(session.log)
        if not session.is_hot_seat and session.humans:
            self.viewer = session.humans[0]
        asyncio.ensure_future(self.advance())

    def destroy(self) -> None:
        """The player left the screen: stop the AI loop and drop listeners."""
        self.alive = False
        self.token += 1
        self.listeners.clear()
        if self.cut_listeners is not None:
            self.cut_listeners.clear()
        for part in ("board", "hand"):
            if hasattr(self, part):
                getattr(self, part).destroy()
        self.cover.destroy()
        js.document.documentElement.removeAttribute("data-fast")

    # --- the turn loop -----------------------------------------------------------------
    async def advance(self) -> None:
        """Play forced passes and AI turns until a person must act or the game ends.

        One loop at a time per position (`token`): a person may move while the
        loop still waits out an AI chip's animation, and the loop then plays on
        from the new position; a second loop would ask the AI twice."""
        if self.driving == self.token:
            return
        token = self.driving = self.token
        try:
            await self._advance(token)
        finally:
            if self.driving == token:
                self.driving = None

    async def _advance(self, token: int) -> None:
        while self.alive and token == self.token:
            state = self.session.state
            if state.is_over:
                self.render()
                self.show_end()
                return
            seat = state.to_move
            forced = self.session.forced(seat)
            if forced is not None:
                self.commit(seat, forced)
                continue
            if self.session.seats[seat].is_ai:
                self.render()
                if not await self.ai_turn(seat, token):
                    return
                continue
            if self.session.is_hot_seat and self.viewer != seat:
                self.viewer = None
            self.render()
            return

    async def ai_turn(self, seat: int, token: int) -> bool:
        """Ask the worker for the AI's move and play it; False if the game moved on meanwhile."""
        state = self.session.state
        self.thinking = seat
        self.render()
        info = state.start_message(seat)
        info.pop("type", None)
        legal = state.legal_actions(seat)
        legal_json = json.dumps([state.action_to_json(a) for a in legal])
        seed = (state.seed * 1_000_003 + len(state.history)) % 2_147_483_647
        level = self.session.seats[seat].ai
        started = float(js.performance.now())
        try:
            worker = await workers.get()
            index = int(await worker.sequence_act(json.dumps(info), json.dumps(state.observation(seat)),
                                                  legal_json, level, seed, FAST_TIME_LIMIT if self.fast else 0.0))
            action = legal[index]
        except Exception as error:  # the worker failed: say so, keep the game going
            self.say(f"The AI could not move ({type(error).__name__}); it plays a random legal move.")
            action = legal[seed % len(legal)]
        if not self.fast:
            waited = (float(js.performance.now()) - started) / 1000
            if waited < THINK_MIN_S:
                await asyncio.sleep(THINK_MIN_S - waited)
        if token != self.token or not self.alive:
            return False
        self.thinking = None
        duration = self.commit(seat, action)
        if duration:
            await asyncio.sleep(duration / 1000)
        return token == self.token

    def commit(self, seat: int, action: Action) -> float:
        """Play a checked move: log, announce, autosave, animate; return the animation's ms."""
        state = self.session.state
        before = state.chips[action.cell] if isinstance(action, Play) else EMPTY
        line = self.session.play(seat, action)
        self.selected = None
        self.undo_box.hidden = True  # an undo asked about before this move no longer applies
        if self.session.is_hot_seat and not isinstance(action, TurnIn):
            self.viewer = None  # the hand hides as soon as the move is made
        self.save()
        self.log.add(line)
        if state.is_over:  # the session logged the outcome too: show it as a resumed game would
            self.log.add(self.session.outcome())
            self.log.announce(line + " " + self.session.outcome())
        duration = 0.0
        if isinstance(action, Play):
            self.last_cell = action.cell
            self.render()
            removing = state.rules.kind[action.card] == REMOVE
            duration = self.board.animate(action.cell, before if removing else state.team(seat), appearing=not removing)
        else:
            self.render()
        return duration

    def save(self) -> None:
        """Autosave; while saves fail (storage refused, or the game went on in another
        tab) every message under the hand starts with why."""
        self.save_problem = "" if saves.save_game(self.session.save_text()) else saves.problem
        self.say(self.said)

    # --- drawing -------------------------------------------------------------------------
    def status_text(self) -> str:
        state = self.session.state
        if state.is_over:
            return "Game over. " + self.session.outcome()
        seat = state.to_move
        if self.thinking is not None:
            return f"{self.session.label(seat)} is thinking…"
        return f"{self.session.label(seat)} to play."

    def render(self) -> None:
        """Redraw everything from the session and this screen's choices."""
        if not hasattr(self, "board"):
            return
        session = self.session
        state = session.state
        dom.set_text(self.status, self.status_text())
        self.status.classList.toggle("thinking", self.thinking is not None)
        to_win = state.to_win
        dom.set_text(self.scores, " · ".join(
            f"{TEAM_COLOURS[t].capitalize()}: {len(state.sequences[t])} of {to_win} sequence{'s' if to_win > 1 else ''}"
            for t in range(state.teams)) + f" · Draw pile: {len(state.deck)}")
        self.render_seats()
        hand_seat = self.viewer
        active = hand_seat is not None and not state.is_over and state.to_move == hand_seat and self.thinking is None
        hand = state.hands[hand_seat] if hand_seat is not None else []
        if self.selected is not None and (not active or self.selected >= len(hand)):
            self.selected = None
        targets: set[int] = set()
        remove_mode = False
        if self.selected is not None:
            card = hand[self.selected]
            remove_mode = state.rules.kind[card] == REMOVE
            targets = {a.cell for a in state.legal_actions(hand_seat) if isinstance(a, Play) and a.card == card}
        winning: set[int] = set()
        if state.is_over and state.winner is not None:
            winning = {c for s in state.sequences[state.winner] for c in s}
        self.board.update(state.chips, {i for i, v in enumerate(state.locked) if v},
                          [(t, list(cells)) for t in range(state.teams) for cells in state.sequences[t]],
                          targets=targets, remove_mode=remove_mode, last=self.last_cell, winning=winning)
        # the hand: only the viewer's, and only when no cover is up
        needs_cover = (session.is_hot_seat and hand_seat is None and not state.is_over
                       and not session.seats[state.to_move].is_ai)
        if hand_seat is None:
            if session.is_hot_seat and not state.is_over:
                self.hand.clear("Hands are hidden", "Each person sees their cards only on their own turn.")
            elif not session.humans:
                self.hand.clear("AI table", "Every seat is played by the computer.")
            else:
                self.hand.clear("Hands are hidden", "")
        else:
            dead = {c for c in hand if state.rules.kind.get(c) == NORMAL and state.is_dead(c)}
            note = ""
            if active:
                note = "Choose a card, then a highlighted space." if self.selected is None else self.selection_note(hand[self.selected])
            elif not state.is_over:
                note = f"Waiting for {session.seats[state.to_move].name}."
            self.hand.show(hand_seat, f"Your hand, {session.seats[hand_seat].name}", hand, dead=dead,
                           selected=self.selected, wild=state.rules.wild, remove=state.rules.remove,
                           can_turn_in=not state.dead_turned_in, active=active, note=note)
            if session.shown_at[hand_seat] != len(state.history):
                session.mark_shown(hand_seat)
                self.save()
        if needs_cover:
            self.say("")
            seat = state.to_move
            self.cover.show(session.seats[seat].name, f"{session.label(seat)} plays next. Everyone else, please look away.")
            self.body.inert = True
        else:
            self.cover.hide()
            self.body.inert = False
        undo_keep, _ = session.undo_target()
        self.undo_button.hidden = not session.humans or state.is_over
        if undo_keep is None:  # not `disabled`: a click still says why there is nothing to undo
            self.undo_button.setAttribute("aria-disabled", "true")
        else:
            self.undo_button.removeAttribute("aria-disabled")
        self.suggest_button.hidden = not session.hints or not active

    def selection_note(self, card: str) -> str:
        state = self.session.state
        kind = state.rules.kind[card]
        name = card_name(card)
        if kind == REMOVE:
            return f"The {name} removes an opponent's chip: choose a chip marked with a cross."
        if kind == NORMAL and state.is_dead(card):
            return f"The {name} is dead: turn it in for a new card."
        if kind != NORMAL:
            return f"The {name} is wild: choose any open space."
        return f"Choose a highlighted space for the {name}."

    def render_seats(self) -> None:
        session = self.session
        state = session.state
        dom.clear(self.seats)
        for seat, info in enumerate(session.seats):
            team = state.team(seat)
            kind = f"AI, {info.ai}" if info.is_ai else "person"
            item = dom.element("li", cls=f"seq-seat team-{team}", attrs={"data-seat": seat}, children=[
                dom.element("span", TEAM_LETTERS[team], cls=f"seq-chip team-{team}", attrs={"aria-hidden": "true"}),
                dom.element("span", info.name, cls="seq-seat-name"),
                dom.element("span", f"{TEAM_COLOURS[team]} · {kind} · {len(state.hands[seat])} cards", cls="seq-seat-meta")])
            if not state.is_over and seat == state.to_move:
                item.classList.add("to-move")
                item.setAttribute("aria-current", "true")
            if seat == self.thinking:
                item.classList.add("thinking")
                item.append(dom.element("span", "thinking…", cls="seq-thinking", attrs={"id": "seq-thinking"}))
            self.seats.append(item)

    def say(self, text: str) -> None:
        """A message under the hand (explanations, suggestions), after a failed save's reason."""
        self.said = text
        if hasattr(self, "message"):
            dom.set_text(self.message, " ".join(part for part in (self.save_problem, text) if part))

    # --- the person's input ----------------------------------------------------------------
    def can_act(self) -> str | None:
        """None if the seat on screen may act now, else why not."""
        state = self.session.state
        if state.is_over:
            return "The game is over."
        if self.thinking is not None:
            return f"Please wait: {self.session.seats[self.thinking].name} is thinking."
        if self.viewer is None or self.viewer != state.to_move:
            return f"It is {self.session.seats[state.to_move].name}'s turn."
        return None

    def on_select(self, index: int) -> None:
        problem = self.can_act()
        if problem:
            self.say(problem)
            return
        self.selected = None if self.selected == index else index
        self.say("")
        self.render()
        self.hand.focus_selected()

    def on_cell(self, cell: int) -> None:
        problem = self.can_act()
        if problem:
            self.say(problem)
            return
        state = self.session.state
        seat = state.to_move
        card = state.hands[seat][self.selected] if self.selected is not None else None
        why = explain_click(state, seat, card, cell)
        if why is not None:
            self.say(why)
            return
        self.say("")
        duration = self.commit(seat, Play(card, cell))
        self.after_human(duration)

    def on_turn_in(self, card: str) -> None:
        problem = self.can_act()
        if problem:
            self.say(problem)
            return
        seat = self.session.state.to_move
        try:
            self.session.state.check(seat, TurnIn(card))
        except IllegalAction as error:
            self.say(f"You cannot turn in the {card_name(card)}: {error.reason}.")
            return
        self.commit(seat, TurnIn(card))
        self.say(f"You turned in the dead {card_name(card)} and drew a new card. Now play a card.")
        self.hand.focus_selected()

    def after_human(self, duration: float) -> None:
        async def go() -> None:
            if duration:
                await asyncio.sleep(duration / 1000)
            await self.advance()
        asyncio.ensure_future(go())

    def confirm_cover(self) -> None:
        state = self.session.state
        if state.is_over:
            self.cover.hide()
            return
        self.viewer = state.to_move
        self.render()
        self.log.announce(f"{self.session.label(self.viewer)}, your turn. Your cards are shown.")
        self.hand.focus_selected()

    def on_visibility(self, event: Any) -> None:
        if js.document.hidden and self.session.is_hot_seat and self.viewer is not None:
            self.viewer = None
            self.selected = None
            self.render()

    async def suggest(self) -> None:
        problem = self.can_act()
        if problem or not self.session.hints:
            self.say(problem or "Hints are off for this game.")
            return
        state = self.session.state
        seat = state.to_move
        token = self.token
        info = state.start_message(seat)
        info.pop("type", None)
        legal = state.legal_actions(seat)
        self.say("Looking for a good move…")
        try:
            worker = await workers.get()
            answer = json.loads(str(await worker.sequence_suggest(
                json.dumps(info), json.dumps(state.observation(seat)),
                json.dumps([state.action_to_json(a) for a in legal]), len(state.history))))
        except Exception as error:
            self.say(f"No suggestion is available ({type(error).__name__}).")
            return
        if token != self.token or self.viewer != seat or state.to_move != seat:
            return
        action = legal[int(answer["index"])]
        reason = answer.get("reason", "")
        if isinstance(action, Play):
            self.selected = state.hands[seat].index(action.card)
            self.render()
            self.board.move_focus(action.cell, focus=False)
            # the reason names the move itself ("Play the 3 of hearts on row 6, column 6: it builds ...")
            self.say(f"Suggestion: {reason or f'the {card_name(action.card)} on {space_name(state, action.cell)}.'}")
        elif isinstance(action, TurnIn):
            self.say(f"Suggestion: {reason or f'turn in the dead {card_name(action.card)}.'}")
        else:
            self.say("Suggestion: pass.")

    # --- undo, export, end -------------------------------------------------------------------
    def on_undo(self, event: Any) -> None:
        keep, reason = self.session.undo_target()
        if keep is None:
            self.say(reason)
            return
        if self.session.is_hot_seat:
            seat = self.session.state.history[keep][0]
            dom.set_text(self.undo_text, f"Undo {self.session.seats[seat].name}'s last move? "
                                         "Everyone at the table should agree.")
            self.undo_box.hidden = False
            self.undo_box.querySelector("#seq-undo-yes").focus()
            return
        self.do_undo()

    def confirm_undo(self, event: Any) -> None:
        self.undo_box.hidden = True
        self.do_undo()

    def cancel_undo(self, event: Any) -> None:
        self.undo_box.hidden = True

    def do_undo(self) -> None:
        try:
            line = self.session.undo()
        except ValueError as problem:
            self.say(str(problem))
            return
        self.token += 1
        self.thinking = None
        self.selected = None
        self.last_cell = None
        if self.session.is_hot_seat:
            self.viewer = None
        self.save()
        self.log.show(self.session.log)
        self.log.announce(line)
        self.say(line)
        asyncio.ensure_future(self.advance())

    def on_export(self, event: Any) -> None:
        stamp = str(js.Date.new().toISOString())[:16].replace(":", "").replace("T", "-")
        files.download(f"sequence-{stamp}.json", self.session.record_text())
        self.say("The game record was saved as a file.")

    def show_end(self) -> None:
        if not self.end.hidden:
            return
        dom.set_text(self.end_title, self.session.outcome())
        self.end.hidden = False
        self.hand.clear("Game over", "")
        self.hand.element.hidden = True  # the end box says it all; "Reveal every hand" shows the cards
        self.end_title.focus()

    def on_reveal(self, event: Any) -> None:
        state = self.session.state
        dom.clear(self.reveal_list)
        for seat, hand in enumerate(state.final()["hands"]):
            cards = ", ".join(card_name(c) for c in hand) or "no cards"
            self.reveal_list.append(dom.element("li", f"{self.session.label(seat)}: {cards}"))

    def on_rematch(self, event: Any) -> None:
        import random

        session = self.session
        config = session.state.config
        setup = {"players": config["players"], "teams": config["teams"], "variant": config["variant"],
                 "board": config.get("board"), "hints": session.hints,
                 "seats": [s.to_json() for s in session.seats]}
        fresh = Session.new(setup, random.getrandbits(31))
        saves.save_game(fresh.save_text(), replace=True)
        router.show(js.location.hash)


def mount(view: Any, args: list[str]) -> Any:
    """Show the saved game (autosave), or say there is none or why it cannot be resumed."""
    return show_saved(view, saves, Session.from_save, Table, "Sequence", "#/sequence")
