"""The turn loop of every game in the page: who acts next and how.

`Driver` runs a `Session` (web/model/session.py) with a game's `TableView` (web/ui/view.py):
chance moves and forced actions are played at once; an AI seat decides in
the background worker (one entry for every game, web/table/ai_worker.py)
from that seat's start message, observation and legal actions only; a
person at this device is asked through the game's view, behind the
pass-the-device cover when two or more people share it; a person on
another device is waited for. It owns what every table needs once:

- one loop per position (`token`, bumped by undo and by leaving the
  screen): an AI answer that arrives after the game moved on is dropped,
  and a person who moves while an AI's move still animates does not start
  a second loop;
- the thinking indicator and its least duration (a move everyone sees at
  once stays announced as "thinking" for `GameSpec.think_s`);
- `?fast` (tests: short AI budgets, no animations, no waiting), the
  player's animation speed (web/device/settings.py; none with reduced motion unless
  chosen) and sounds (web/page/sound.py, from the public events);
- a move that waits for the player's confirmation, when the player asked for it;
- the autosave after every action, and its failure shown at the head of
  every message until a save works; export, undo and rematch (always
  deferred out of the click handler);
- hot-seat privacy: the private part of a seat is on screen only after its
  player confirmed the cover, and is taken off once that player's part of
  the step is done and they have seen what it brought them (the card drawn:
  `SEEN_S`, at once with `?fast`), and when the tab is hidden;
- hand-offs at a shared device: the person who last confirmed a cover holds
  the device (`holder`) and decides first whenever they are among those to
  decide, with no new cover; so around a reveal that everyone watches the
  last to decide before it is the first after it (a snake order), and the
  others follow in seat order (docs/rules.md);
- the reveal moment (web/ui/reveal.py): at a shared device, choices made
  at once and turned up together (`GameSpec.reveal`) stay on a shared
  screen, with a sound, until someone continues.
"""
from __future__ import annotations

import asyncio
from typing import Any

import js

from engine.core.errors import IllegalAction
from engine.core.portable import fresh_seed
from engine.core.record import SEED_LIMIT  # a new game's seed: 63 bits, too many to search
from engine.core.state import SEAT
from web.page import dom, files, light, memory, sound, workers
from web.page.modes import FAST_TIME_LIMIT, fast_mode, later, painted, reduced_motion
from web.page import navigation
from web.page.tasks import spawn
from web.device import finish, settings
from web.device.names import and_list
from web.device.saves import Saves
from web.ui.confirm import Confirm
from web.ui.cover import Cover
from web.ui.log_view import LogView
from web.ui.message import Message
from web.ui.pill import seat_pill
from web.ui.reveal import Glimpse, Reveal
from web.model.catalog import GAMES_BY_ID, LIGHT, ON_PAGE, PYODIDE
from web.model.seats import SeatKind
from web.model.session import Session, ai_seed
from web.table import ai_worker
from web.table.seen import seen_record
from web.table.since import Since
from web.ui.view import TableView
from web.ui.exports import SHARED, download_seen
from web.ui.why import Why
from web.page.words import _

SEEN_S = 1.2  # at a shared device, the seconds a person sees what their move brought them before the cover


class Driver:
    """Plays one session at this device with a game's view."""

    def __init__(self, session: Session, saves: Saves, prefix: str) -> None:
        self.session = session
        self.saves = saves
        self.prefix = prefix
        self.fast = fast_mode()
        self.settings = settings.load()
        sound.enabled = self.settings.sound and not self.fast
        # animations last `pace` times their normal length (0: none)
        self.pace = 0.0 if self.fast else self.settings.factor(reduced_motion())
        self.instant = self.pace == 0
        # CSS animations (letters, marks) last `--pace` times their normal length too
        js.document.documentElement.style.setProperty("--pace", str(self.pace))
        js.document.documentElement.toggleAttribute("data-motion-chosen", bool(self.settings.speed))
        if self.fast:
            js.document.documentElement.dataset.fast = "true"
        self.view: TableView | None = None
        self.listeners = dom.Listeners()
        self.token = 0
        self.driving: int | None = None  # the token of the loop that runs, if any
        self.thinking: int | None = None  # the AI seat deciding now
        self.warming = False  # that seat waits for the background worker to arrive
        self.viewer: int | None = None  # the seat whose private part is on screen
        self.covered: int | None = None  # the seat the cover waits for
        self.holder: int | None = None  # the person holding the shared device (who last confirmed a cover)
        self.alive = True
        self.remote: Any = None  # the connections to seats on other devices (web/net/host.py), if any
        self.read_only = False  # a replay's driver (web/table/replay.py) is read only
        self.keeps_game = True  # the whole game is on this device (a guest's driver: web/net/guest.py)
        self.table = saves.table  # its route: the autosave's table (today's deal has its own)
        self.was_over = session.is_over  # a game already over counts in no statistics here
        self.over_at_start = session.is_over  # ... and gets no winner's moment (web/ui/celebration.py)
        self.ai_ms: list[tuple[float, str, str]] = []
        self.news = ""  # what was last announced, said again with "Pass the device to ..."
        self.undone = ""  # the last undo's line, on the message line until the next move
        self.cover = Cover(prefix, self.uncover)
        self.reveal = Reveal(prefix, self.continue_after_reveal)
        self.glimpse = Glimpse(prefix)  # the reveal at a table of one person and AIs
        self.since = Since()  # the moves since each person's last, told again at their turn
        self.log = LogView(f"{prefix}-log", Why(self))
        self.message = Message(f"{prefix}-message")
        self.confirm = Confirm(prefix)
        self.listeners.on(js.document, "visibilitychange", self.on_visibility)
        if not session.is_hot_seat and session.people_here:
            self.viewer = session.people_here[0]  # one person with AIs: never a cover

    def start(self, view: TableView) -> None:
        """Show the table and play on from where the session is."""
        self.view = view
        self.log.show(self.session.log)
        self.render()
        spawn(self.run())

    def destroy(self) -> None:
        """The player left the screen: stop the loop, drop listeners."""
        self.alive = False
        self.token += 1
        self.listeners.clear()
        self.cover.destroy()
        self.reveal.destroy()
        self.glimpse.destroy()
        self.confirm.destroy()
        self.log.destroy()
        if self.view is not None:
            self.view.destroy()
        js.document.documentElement.removeAttribute("data-fast")

    def render(self) -> None:
        if self.view is not None and self.alive:
            self.view.render()
            if self.remote is not None:
                self.remote.sync()  # each device across the room gets what changed for its seat

    # --- the loop ---------------------------------------------------------------------------
    async def run(self) -> None:
        """Play chance, forced actions and AI seats until a person must act or the game ends.
        One loop at a time per position (`token`)."""
        if self.driving == self.token or not self.alive:
            return
        token = self.driving = self.token
        try:
            await self._run(token)
        finally:
            if self.driving == token:
                self.driving = None

    async def _run(self, token: int) -> None:
        assert self.view is not None
        while self.alive and token == self.token:
            if self.view.holding() or self.reveal.is_up:
                if self.view.holding():
                    self.holder = None  # a round's summary: the device lies before the whole table
                self.render()
                return
            turn = self.session.next_turn(prefer=self.viewer if self.viewer is not None else self.holder)
            if turn.kind == "over":
                self.thinking = None
                self.glimpse.hide()  # the end card tells the story now
                if not self.session.spec.explains_openly and not self.was_over:
                    self.log.show(self.session.log)  # now "Why?" may say what only each AI saw
                self.render()
                self.count_game()
                await self.view.finish()
                return
            if turn.kind == "forced":
                await self.play(turn.seat, turn.action, forced=True)
                continue
            if turn.kind == "ai":
                if not await self.ai_turn(turn.seat, token):
                    return
                continue
            if turn.kind == "person":
                self.ask(turn.seat)
                return
            self.render()  # a person on another device decides: the render sends them the decision
            return

    def ask(self, seat: int) -> None:
        """`seat`'s person decides: at a shared device, behind the cover first."""
        assert self.view is not None
        private = self.view.needs_cover(seat)
        if self.session.is_hot_seat and self.viewer != seat and private and seat != self.holder:
            self.viewer = None
            self.covered = seat
            self.view.layout.hold_tray(True)  # the cover stands where the private part stood, as tall
            self.render()  # nothing private on screen while the device changes hands
            text, button = self.view.cover_text(seat)
            self.cover.show(self.session.name(seat), text, button, seat_pill(
                self.session.spec.colour(self.session, seat), self.session.name(seat)))
            # the live region may still hold the last player's private part: say only what
            # everyone saw happen, and who is next
            self.log.announce(f"{self.news} Pass the device to {self.session.name(seat)}.".lstrip())
            self.news = ""
            memory.collect_when_idle()  # while the device changes hands
            return
        self.covered = None
        self.cover.hide()
        self.confirm.cancel()
        if self.session.is_hot_seat:
            # a private part on screen: its person holds the device; a public decision
            # (Sequitur's claims) is taken at the table, where anyone may hold it
            self.holder = seat if private else None
        if self.viewer == seat and seat in self.session.people_here and self.session.state.history \
                and self.session.state.history[-1][0] != seat:
            sound.play("turn")  # one person among AIs: the others have moved, it is their turn again
        self.viewer = seat
        self.shown(seat)
        self.render()
        self.view.layout.hold_tray(False)
        self.view.ask(seat)
        lines, events = self.since.told(seat, self.session)
        room = self.view.glimpse_room(self.glimpse) if lines and not self.glimpse.is_up else None
        if room is not None:
            # Translators: a heading over the moves made since your last turn
            self.glimpse.show(room, _("Since your turn"), [(None, line) for line in self.view.since_lines(lines, events)])
        memory.collect_when_idle()  # while the person reads the table: not in their next tap

    def uncover(self) -> None:
        """The player named on the cover confirmed: show their private part."""
        seat = self.covered
        if seat is None or seat not in self.session.waiting():
            self.cover.hide()
            return
        self.viewer = seat
        self.ask(seat)

    def shown(self, seat: int) -> None:
        """`seat`'s private part is on screen: note when (undo must not reveal its draws again)."""
        if self.session.shown_at[seat] != len(self.session.state.history):
            self.session.mark_shown(seat)
            self.save()

    def on_visibility(self, event: Any) -> None:
        """The tab was hidden: at a shared device, take the private part off the screen."""
        if js.document.hidden and self.session.is_hot_seat and self.viewer is not None and self.covered is None:
            seat = self.viewer
            self.viewer = None
            self.holder = None  # whoever comes back to the tab confirms the cover again
            if seat in self.session.waiting() and self.view is not None:
                self.ask(seat)  # the cover goes up for the same person
            else:
                self.render()

    # --- AI seats ---------------------------------------------------------------------------
    async def ai_turn(self, seat: int, token: int) -> bool:
        """Ask the worker for the AI's action and play it; False if the game moved on meanwhile."""
        session = self.session
        state = session.state
        public_move = state.acting.kind == SEAT  # a move everyone sees at once, not a secret choice
        self.thinking = seat
        self.render()
        legal = state.legal_actions(seat)
        default = state.unlisted_default(seat) if legal is None else None
        observation = state.observation(seat)
        seed = ai_seed(state, seat)
        started = float(js.performance.now())
        level = session.seats[seat].level
        place = GAMES_BY_ID[session.spec.id].place(level)
        try:
            if place == ON_PAGE:
                await painted()  # one move deep: decided here, once the last move has painted
                action = await ai_worker.decide(ai_worker.ON_PAGE, session.spec.id, state, seat, level, seed,
                                              FAST_TIME_LIMIT if self.fast else 0.0)
            else:
                action, place = await self.decide_away(place, state, seat, level, seed)
        except Exception as error:  # the worker failed: say so (the details go to the console), keep the game going
            js.console.warn(f"AI seat {seat} failed: {error}")
            self.message.say(f"The AI could not decide ({type(error).__name__}); it makes a simple legal choice.")
            action = default if legal is None else legal[seed % len(legal)]
        # each AI round trip's milliseconds, decision kind and place, for the page benchmarks
        # (bench/*_page_speed.py) and the tests
        kind = str(observation.get("decision") or state.acting.kind)
        self.ai_ms.append((float(js.performance.now()) - started, kind, place))
        html = js.document.documentElement
        html.setAttribute("data-ai-ms", ",".join(f"{ms:.0f}" for ms, _, _ in self.ai_ms[-300:]))
        html.setAttribute("data-ai-kinds", ",".join(k for _, k, _ in self.ai_ms[-300:]))
        html.setAttribute("data-ai-places", ",".join(p for _, _, p in self.ai_ms[-300:]))
        if public_move and not self.fast:
            waited = (float(js.performance.now()) - started) / 1000
            if waited < session.spec.think_s:
                await asyncio.sleep(session.spec.think_s - waited)
        if token != self.token or not self.alive:
            return False
        self.thinking = None
        await self.play(seat, action)
        return token == self.token

    async def decide_away(self, place: str, state: Any, seat: int, level: str, seed: int) -> tuple[Any, str]:
        """The AI's action and where it was decided, in a background worker: the light one
        (MicroPython) for the levels the catalog gives it, unless it failed (Pyodide's then,
        nothing lost) or Pyodide's arrived first, else Pyodide's."""
        time_limit = FAST_TIME_LIMIT if self.fast else 0.0
        # the light worker, unless Pyodide's has arrived first (a return visit on a busy CPU)
        if place == LIGHT and not light.failed() and (light.ready() or not workers.ready()):
            try:
                worker = await self.arrived(light)
                return await ai_worker.decide(worker, self.session.spec.id, state, seat, level, seed, time_limit), LIGHT
            except IllegalAction:
                raise
            except Exception as error:
                js.console.warn(f"The light worker failed ({error}); Pyodide's worker decides.")
                light.give_up()
        worker = await self.arrived(workers)
        return await ai_worker.decide(worker, self.session.spec.id, state, seat, level, seed, time_limit), PYODIDE

    async def arrived(self, pool: Any) -> Any:
        """The worker of `pool` (web/page/light.py or workers.py), with what the game's AI needs in it;
        the seat says "warming up" until it has arrived."""
        self.warming = not pool.ready()
        if self.warming:
            self.render()
        try:
            worker = await pool.get()
            await self.prepare(worker)
        finally:
            self.warming = False
        return worker

    async def prepare(self, worker: Any) -> None:
        """What the game's AI needs in the worker before it decides (Sequitur's words)."""
        if self.view is not None:
            await self.view.prepare_worker(worker)

    # --- playing ------------------------------------------------------------------------------
    async def play(self, seat: int, action: Any, *, forced: bool = False) -> None:
        """Play a legal action: log, announce, autosave, animate."""
        assert self.view is not None
        self.confirm.cancel()
        token = self.token
        before = len(self.session.log)
        stage = self.session.state.stage
        events = self.session.apply(seat, action, forced=forced)
        if seat in self.session.people_here and not forced:
            self.glimpse.hide()  # the person moved on: the last reveal was read
        if self.undone and seat in self.session.people_here and not forced:
            if self.message.said == self.undone:
                self.message.say("")  # a person played on: what the undo took back is said no more
            self.undone = ""
        # their part of the turn or step is done: the private part goes once they have seen what their
        # move brought them (the card drawn, issue 65), before the next cover
        done = self.viewer == seat and self.session.is_hot_seat and (
            seat not in self.session.waiting() or self.session.state.stage != stage)
        if done and not self.fast:
            self.session.mark_shown(seat)  # what it drew is seen (saved just below): an undo cannot fish for it
        self.save()
        lines = self.session.log[before:]
        if not forced:
            self.since.played(seat, seat in self.session.people_here, len(self.session.state.history))
        held = self.view.counted_at_end(lines)  # the end's totals, once its count has ended
        if held:
            self.log.hold(held)
            lines = lines[:-len(held)]
        self.log.add(lines)
        if lines:
            self.news = " ".join(lines)
        self.render()
        played: list[str] = []  # each sound once, in the events' order (a list: MicroPython's dicts keep no order)
        for name in filter(None, map(self.session.spec.sound, events)):
            if name not in played:
                played.append(name)
                sound.play(name)
        self.show_reveal(events)
        if done and (self.fast or self.reveal.is_up):
            done = False  # at once with `?fast`, and before a reveal everyone watches (painted after this task)
            self.hide_private(seat)
        duration = self.view.show(events)
        if duration and not self.instant:
            await asyncio.sleep(duration / 1000)
        if done and seat not in self.session.waiting():  # (their next step follows: it stays on screen)
            shown = 0.0 if self.instant else duration / 1000
            if shown < SEEN_S:
                await asyncio.sleep(SEEN_S - shown)
            if token == self.token:  # (an undo or a new screen meanwhile asks anew on its own)
                self.hide_private(seat)

    def hide_private(self, seat: int) -> None:
        """`seat`'s private part off the screen, if it is still on it."""
        if self.viewer == seat:
            self.viewer = None
            self.render()

    def show_reveal(self, events: list[Any]) -> None:
        """At a shared device, choices just turned up together stay on the reveal
        screen until someone continues (with the next person named); at a table of one
        person, the same rows float over the stage until that person's next move."""
        revealed = self.session.spec.reveal(self.session, events)
        if revealed is None:
            return
        title, rows = revealed
        session = self.session
        self.since.read(len(session.state.history))  # the reveal tells these moves
        pills = [(seat_pill(session.spec.colour(session, seat), session.name(seat)), text) for seat, text in rows]
        if not self.session.is_hot_seat:
            room = self.view.glimpse_room(self.glimpse) if self.session.people_here and self.view else None
            if room is not None:
                self.glimpse.show(room, title, pills)
            return
        note = ""
        after = session.next_turn(prefer=self.holder)
        if after.kind == "person" and after.seat is not None and self.view is not None \
                and not self.view.holding() and self.view.needs_cover(after.seat):
            name = session.name(after.seat)
            note = _("{name} keeps the device and goes on.", name=name) if after.seat == self.holder else \
                _("Then pass the device to {name}.", name=name)
        if not self.reveal.element.isConnected:  # beside the cover, wherever the view put it
            self.cover.element.after(self.reveal.element)
        self.reveal.show(title, pills, note)
        sound.play("reveal")
        self.log.announce(" ".join([title + ":"] + [f"{session.name(seat)} {text}." for seat, text in rows] + [note]))
        self.news = ""

    def continue_after_reveal(self) -> None:
        """Someone at the table read the reveal and continued."""
        self.reveal.hide()
        self.render()
        spawn(self.run())

    def why_not(self, seat: int | None) -> str | None:
        """Why the person at `seat` (on screen) cannot act now, or None."""
        if self.session.is_over:
            return _("The game is over.")
        if self.thinking is not None:
            return _("Please wait: {name} is thinking.", name=self.session.name(self.thinking))
        waiting = self.session.waiting()
        if seat is None or seat != self.viewer or seat not in waiting:
            return _("It is {names}'s turn.", names=and_list([self.session.name(s) for s in waiting])) \
                if waiting else _("Please wait.")
        return None

    def submit(self, seat: int | None, action: Any) -> bool:
        """A person's action from the view; False (and why, on the message line) if refused.
        The view hears `taken(seat, action)` when it is played (after a confirmation, with the
        player's "Confirm a move" setting on)."""
        problem = self.why_not(seat)
        if problem:
            self.message.say(problem)
            return False
        assert seat is not None
        try:
            self.session.check(seat, action)
        except IllegalAction as error:
            assert self.view is not None
            self.message.say(self.view.refusal(error))
            return False
        if self.settings.confirm:
            if not self.confirm.element.isConnected:  # under the message line, wherever the view put it
                self.message.element.after(self.confirm.element)
            self.confirm.ask(self.session.spec.action_text(self.session, seat, action),
                             lambda: self._take(seat, action), lambda: self.view and self.view.declined(seat, action))
            return True  # taken once confirmed (a cancel leaves everything as it was)
        self._take(seat, action)
        return True

    def _take(self, seat: int, action: Any) -> None:
        """Play a person's action (checked, and confirmed if asked), if it still may be played."""
        if self.why_not(seat) is None and self.session.state.is_legal(seat, action):
            assert self.view is not None
            self.view.taken(seat, action)
            spawn(self._submit(seat, action))

    async def _submit(self, seat: int, action: Any) -> None:
        if not self.fast:
            # the tap is answered in its own frame (what `taken` showed), and the move's work (its
            # events, save, redraw, the next seat's start) runs in the tasks after that paint: a
            # tap's time to the next paint is its handler's alone (issue 66: Sequoia's pair
            # waited 70 ms at 4x for the reveal it brought)
            token = self.token
            await painted()
            if (not self.alive or token != self.token or self.why_not(seat) is not None
                    or not self.session.state.is_legal(seat, action)):
                return  # left, undone, or the same move tapped twice meanwhile: played once
        await self.play(seat, action)
        await self.run()

    def play_away(self, seat: int, action: Any) -> IllegalAction | None:
        """An action of the person on another device at `seat` (web/net/host.py
        took it from that seat's own connection): None once it is played,
        else why not (the engine's refusal, or the host's: web/model/refusals.py `HOST_CODES`)."""
        session = self.session
        if session.seats[seat].kind != SeatKind.AWAY:
            return IllegalAction(seat, action, "this seat is no longer played from another device", code="not-away")
        if session.is_over:
            return IllegalAction(seat, action, "the game is over", code="game-over")
        if self.thinking is not None:
            return IllegalAction(seat, action, f"please wait: {session.name(self.thinking)} is thinking",
                                 code="thinking", thinking=self.thinking)
        if self.view is None or self.view.holding() or self.reveal.is_up:
            return IllegalAction(seat, action, "please wait: the host's table is not ready to go on", code="not-now")
        try:
            session.check(seat, action)
        except IllegalAction as error:
            return error
        spawn(self._play_away(seat, action))
        return None

    async def _play_away(self, seat: int, action: Any) -> None:
        here, stage = self.viewer, self.session.state.stage
        await self.play(seat, action)
        if here is not None and here in self.session.waiting() and self.session.state.stage == stage:
            return  # the person here still decides in the same step: their controls stay as they are
        await self.run()

    def count_game(self) -> None:
        """The game ended here: count it in the statistics (web/device/stats.py) and keep it
        in the game history (web/device/history.py), once."""
        if self.was_over:
            return
        self.was_over = True
        problem = finish.game_over(self.session)
        if problem:
            self.message.say(problem)

    def save(self) -> None:
        """Autosave; while saves fail every message starts with why."""
        ok = self.saves.save_game(self.session.save_text())
        self.message.saved("" if ok else self.saves.problem)

    # --- the table's tools ---------------------------------------------------------------------
    def export(self) -> None:
        """"Save to go on elsewhere": download the whole game record (docs/records.md);
        a game in progress then deals its rest from a new generator (Session.reseal),
        saved at once."""
        files.download(f"{self.session.spec.id}-{files.stamp()}.json", self.session.record_text())
        if not self.session.is_over:
            self.session.reseal()
            self.save()
        said = _("The whole game was saved as a file: it shows {secrets}.", secrets=_(self.session.spec.secrets))
        self.message.say(said)
        self.log.announce(said)

    def export_asks(self) -> bool:
        """The whole game's export asks first while others' hidden parts are in play."""
        return self.session.others_hide()

    def share(self) -> None:
        """"Share what happened": download what the table saw (web/table/seen.py)."""
        download_seen(self.session.spec.id, seen_record(self.session))
        self.message.say(_(SHARED))
        self.log.announce(_(SHARED))

    def undo(self) -> None:
        """Take back moves (Session.undo_target says which); the loop plays on from there."""
        try:
            line = self.session.undo()
        except ValueError as problem:
            self.message.say(str(problem))
            return
        self.token += 1
        self.thinking = None
        self.glimpse.hide()  # a reveal taken back is told no more
        self.since.read(len(self.session.state.history))
        if self.session.is_hot_seat:
            self.viewer = self.holder = None
        self.save()
        self.log.show(self.session.log)
        self.log.announce(line)
        self.message.say(line)
        self.undone = line  # said until play goes on
        spawn(self.run())

    def take_back(self, seat: int) -> None:
        """`seat` changes a choice not yet revealed, and is asked again."""
        try:
            self.session.take_back(seat)
        except ValueError as problem:
            self.message.say(str(problem))
            return
        self.token += 1
        self.glimpse.hide()
        self.save()
        self.log.announce(f"{self.session.name(seat)} chooses again.")
        self.cover.hide()
        self.viewer = self.holder = None
        self.ask(seat)

    def replay(self, *, review: bool = False) -> None:
        """Step through this game move by move (web/table/replay.py); `review`: with the AI's review."""
        from web.ui.open_replay import open_replay

        open_replay(self.session.spec, self.session.record(), self.saves, review=review)

    def rematch(self) -> None:
        """A new game at the same table; the screen shows it once this click is handled."""
        fresh = self.session.rematch(fresh_seed(SEED_LIMIT) or 1)  # 1 to SEED_LIMIT - 1 (MicroPython's randrange is 32-bit)
        self.saves.save_game(fresh.save_text(), replace=True)
        later(navigation.redraw)
