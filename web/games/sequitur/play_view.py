"""#/sequitur/play: the Sequitur table's drawing and controls.

Every step but claiming is played by all at once (rulebook "Playing the
game"). The table's driver (web/table/driver.py) runs it: AI seats decide
in the background worker from their own observation; each person's private
panel (rack, secret goal, draws) shows only behind a "Pass the device to
NAME" cover when two or more people share the device, and a person keeps
the device while they still have something to decide in the step.
Claiming is public and goes turn by turn (step 7): no cover. After each
round a summary waits for "Continue" when a person is at the table (a
reload shows it again until someone continues); a table of AIs plays
through, its round summaries shown as they come. A claimed goal flies
from the public goals to its player's stack (FLIP, web/page/motion.py).
At the end the result heading takes the keyboard focus.
"""
from __future__ import annotations

import asyncio
from typing import Any

import js

from engine.core.events import Event
from engine.sequitur.events import Claimed, RoundEnded
from engine.sequitur.state import ROUNDS
from web.page import dom
from web.page.dates import day_text
from web.page.ffi import create_proxy
from web.games.sequitur.rules import RULES
from web.games.sequitur import GAME, daily, par, summary_view, words
from web.games.sequitur.claims import claim_without_asking
from web.games.sequitur.decide_view import Panel
from web.games.sequitur.narration import rounds, status
from web.games.sequitur.preview import changed_letters, play_in
from web.page.jsvalue import found
from web.device.saves import Saves
from web.table.driver import Driver
from web.ui.end_view import EndBox
from web.page.modes import next_frame, painted
from web.page.motion import fly, rect
from web.page.tasks import spawn
from web.table.screens import table_screen
from web.ui.suggest import SuggestTool
from web.ui.undo import UndoTool
from web.ui.view import TableView
from web.model.wording import progress, status_line
from web.page.words import _


# a tight table (sequitur.css `.sr-tight`: two seats to a line, goal cards with their points as a tag): a small
# screen, a short phone upright, a phone held sideways; and a table of CROWDED seats or more on any phone upright
TIGHT_SCREEN = ("(max-width: 23rem), (max-width: 34rem) and (max-height: 44rem) and (orientation: portrait), "
                "(orientation: landscape) and (max-height: 34rem)")
CROWDED = 4
ONE_LINE_NEWS = "(max-width: 22rem)"  # where the news strip has one line: a glimpse tells its lines there (sequitur.css)
CLAIM_MS = 560.0  # a claimed goal's flight to its player's stack


# a decision (the observation's "decision") -> its part of the rules (web/games/sequitur/rules.py)
RULES_TOPICS = {"action": "cards", "insert-position": "cards", "spell": "spell", "claim": "claim",
                "goal": "goals", "secret-colour": "goals"}


class SequiturTable(TableView):
    """The play screen of one game of Sequitur."""

    rules = RULES  # the "?" at the table opens them (web/ui/table_layout.py)

    def __init__(self, view: Any, driver: Driver) -> None:
        play_in(driver.session.state.language)  # its words and balls (English's, Spanish's with Ñ, French's, German's with Ä Ö Ü, Italian's, Brazilian Portuguese's with Ç)
        super().__init__(view, driver, "sr")
        self.end_listeners = dom.Listeners()
        self.panel: Panel | None = None
        self.racks_seen: dict[int, list[str]] = {}  # each seat's rack as its panel last showed it
        self.goal_places: dict[str, tuple[float, float, float, float]] = {}  # public goals where last drawn
        self.measuring = False  # a frame is asked to measure them (`measure_goals`)
        self.status = dom.element("p", "", cls="seq-status", attrs={"id": "sr-status", "aria-live": "polite"})
        # Translators: Sequitur: the name for screen readers of the table's public area
        self.public = dom.element("section", cls="sr-public-area", attrs={"id": "sr-table", "aria-label": _("The table")})
        self.seats = dom.element("div", cls="sr-seats-box")  # the seats' strip (summary_view.seat_strip)
        self.seats_shown: Any = None  # what the strip shows, so it is built anew only when that changes
        self.lit: list[str] = []  # the public goals the word being spelled meets, lit on the stage
        self.slots: list[str] = []  # the places of this round's public goals (summary_view.goal_slots)
        self.final: Any = ()  # at the end: the goals and racks the last move found (summary_view), () until worked out
        self.private = dom.element("section", cls="sr-private", attrs={"id": "sr-private", "aria-labelledby": "sr-private-title"})
        self.round_box = dom.element("section", cls="panel sr-round-end", attrs={"id": "sr-round-end", "hidden": True})
        self.end = EndBox("sr", driver)
        self.summary = dom.element("section", cls="sr-summaries", attrs={"id": "sr-summary"})
        exports = self.export_items()  # Share what happened, Save to go on elsewhere (web/ui/exports.py)
        # the end screen has its own New game (#sr-new): this one goes while it shows
        self.new_game = dom.element("a", _("New game"), cls="button secondary", attrs={"href": "#/sequitur", "id": "sr-tools-new"})
        # undo: with one person at the device, the last step goes back and the bag is mixed again
        self.undoer = UndoTool(self)
        self.undo_button = self.undoer.button
        self.suggester = SuggestTool(self, self.mark_suggestion)
        driver.message.element.className = "seq-hint-text"
        # the one screen (web/ui/table_layout.py): where the game stands in the bar, the public table
        # (goals, players, stacks) on the stage, this seat's rack and decision in the tray, the
        # round summaries with the log in the menu's sheet
        layout = self.layout
        layout.element.classList.add("sr-game")
        layout.fill(status=[self.status], seats=[self.seats], stage=[self.public],
                    tray=[self.round_box, self.end.element, self.private, driver.message.element],
                    tools=[self.suggester.button, self.undo_button], menu=list(exports) + [self.new_game])
        # the public table may scroll in the stage: a stop on the keyboard's way, so it scrolls without a mouse
        # Translators: Sequitur: the name for screen readers of the table's area, which scrolls
        for name, value in (("tabindex", "0"), ("role", "region"), ("aria-label", _("The table (scrolls)"))):
            layout.stage.setAttribute(name, value)
        layout.sheet_body.insertBefore(self.summary, driver.log.element)
        self.tighten()
        self.listeners.on(js.window, "resize", self.tighten)
        self._fit_proxy = create_proxy(self.fit_goals)
        self.stage_watch = js.ResizeObserver.new(self._fit_proxy)  # the tray grew (the spell step's panel)
        self.stage_watch.observe(layout.stage)
        if self.holding():
            self.show_round_end()  # reloaded while the summary waited: it waits again
        day = daily.day_of(self.session)
        if day is not None:
            from web.device.finish import today  # (a past day's deal, from the archive, says its day alone)

            # Translators: Sequitur: a status: today's deal and its date
            said = (_("Today's deal: {date}.", date=day_text(day)) if day == today()
                    else _("The deal of {date}.", date=day_text(day)))
            self.status.before(dom.element("p", said, cls="seq-hint-text", attrs={"id": "sr-daily"}))
            if not driver.read_only and not self.session.is_over:
                par.work_out(day, self.session.state.language)  # the expert plays the same deal meanwhile, in the worker

    def tighten(self, event: Any = None) -> None:
        """The table tight (sequitur.css `.sr-tight`, within its phone sizes: two seats to a line, compact goal
        cards) where it is short of room for the public goals: a small or short screen, or CROWDED seats or more
        (issue 80: five seats a line each left a round of five's goals no room at 390x844)."""
        small = bool(js.window.matchMedia(TIGHT_SCREEN).matches)
        crowded = len(self.session.seats) >= CROWDED
        self.layout.element.classList.toggle("sr-tight", small or crowded)
        self.layout.element.classList.toggle("sr-crowded", crowded)

    def fit_goals(self, *_: Any) -> None:
        """The table goes tight too where its public goals at full size run past the stage, as it is drawn
        (in the frame after a render, or as the tray grows, before the screen is painted): a round's long
        cards in a language whose goals read longer (five Dutch goals beside the spell step at 390x844, one
        cut in half; issue 84). It stays so until the screen's size changes (`tighten`)."""
        stage, element = self.layout.stage, self.layout.element
        if element.classList.contains("sr-tight") or self.session.is_over or self.holding():
            return  # tight already, or no goals to play for (the round's summary fills the tray)
        if found(self.public.querySelector("#sr-public [data-goal]")) and stage.scrollHeight > stage.clientHeight + 1:
            element.classList.add("sr-tight")

    # --- what the driver asks ----------------------------------------------------------
    def fresh_step(self) -> None:
        self.close_panel()
        self.round_box.hidden = True
        self.end_listeners.clear()
        dom.clear(self.round_box)
        self.racks_seen, self.slots, self.final = {}, [], ()  # as a table built for the step has them

    def glimpse_room(self, glimpse: Any) -> Any:
        """Sequitur's news strip says a round's reveal and the moves since in words as they come, and
        the seats show the cards and colours: no room for a glimpse, but where the strip has one line (a small
        phone, ONE_LINE_NEWS) it tells them a line at a time there, never over the seats (issue 80; sequitur.css)."""
        if not js.window.matchMedia(ONE_LINE_NEWS).matches:
            return None
        glimpse.element.classList.add("table-glimpse-ticker")
        return self.layout.element

    def holding(self) -> bool:
        """A round's summary waits for "Continue"."""
        return bool(self.session.view.get("summary_open"))

    def cover_text(self, seat: int) -> tuple[str, str]:
        return (_("Only you should see your rack, your secret goal and your draws."),
                _("I am {name}: show my rack", name=self.session.name(seat)))

    def needs_cover(self, seat: int) -> bool:
        """Claiming is public, turn by turn: no private part, no cover."""
        return self.session.private(seat)["decision"] != "claim"

    async def prepare_worker(self, worker: Any) -> None:
        """A worker has its own Python: hand it the game's dictionary once (the light worker or Pyodide's)."""
        await words.hand_to(worker, self.session.state.language)

    def ask(self, seat: int) -> None:
        self.close_panel()
        # a claim with nothing to choose is made without a tap (claims.py) by the table's own driver
        # (a guest's device sends its taps to the host); after an undo the claim is asked, so the
        # undo can go on back
        driver = self.driver
        here = isinstance(driver, Driver) and not driver.read_only and not driver.undone
        claim = claim_without_asking(self.session.state, seat) if here else None
        if claim is not None:
            spawn(self.claim(seat, claim, self.driver.token))
            return
        rack = self.session.private(seat)["rack"]
        fresh = changed_letters(self.racks_seen.get(seat, []), rack)
        self.racks_seen[seat] = list(rack)
        self.panel = Panel(self.private, self.session, seat, self.decided, self.flip, fresh, self.light)
        self.panel.render()

    async def claim(self, seat: int, action: Any, token: int) -> None:
        """Make a claim the rules leave no choice about, once the table has painted (so the goal
        flies from where it is seen), then play on: the driver asks again for the next one."""
        await painted()
        driver = self.driver
        if driver.token != token or not self.claiming(seat) or not driver.alive:
            return
        await driver.play(seat, action, forced=True)  # taken without asking: an undo goes past it
        await driver.run()

    def show(self, events: list[Event]) -> float:
        if self.panel is not None and self.panel.seat != self.driver.viewer:
            self.close_panel()
        if any(isinstance(e, RoundEnded) for e in events) and not self.session.is_over:
            if self.holding():
                self.show_round_end()  # a person reads the summary, then continues
            else:
                self.driver.log.announce(_("End of round {number}.", number=rounds(self.session)[-2].number))  # a table of AIs plays on
        return self.fly_claims(events)

    def fly_claims(self, events: list[Event]) -> float:
        """Each goal just claimed flies from its place among the public goals to its
        player's stack (none without animations); the flight's milliseconds."""
        longest = 0.0
        for event in events:
            if isinstance(event, Claimed) and event.goal in self.goal_places:
                chip = self.seats.querySelector(f'#sr-seats [data-goal="{event.goal}"]')
                if found(chip):
                    longest = max(longest, fly(chip, self.goal_places[event.goal], CLAIM_MS, self.driver.pace))
        return longest

    # --- drawing ---------------------------------------------------------------------
    def render(self) -> None:
        session, driver = self.session, self.driver
        if self.holding():
            done = [r for r in rounds(session) if r.over][-1].number
            dom.set_text(self.status, _("Round {number} of {total} is over", number=done, total=ROUNDS))
        else:
            thinking = ""
            if driver.thinking is not None:  # warming up: waiting for the worker
                who = session.name(driver.thinking)
                thinking = _("{name} is warming up…", name=who) if getattr(driver, "warming", False) else \
                    _("{name} is thinking…", name=who)
            dom.set_text(self.status, status_line(status(session, driver.viewer), thinking))
        self.status.classList.toggle("thinking", driver.thinking is not None)
        if self.panel is not None and self.panel.seat != driver.viewer and not self.claiming(self.panel.seat):
            self.close_panel()  # the cover went up, or the tab was hidden: no rack on screen
        self.undoer.update()
        self.suggester.update()
        self.new_game.hidden = session.is_over
        # in play (not at the end, nor in a replay): the table stands still (sequitur.css)
        self.layout.element.classList.toggle("sr-playing", not session.is_over and not driver.read_only)
        self.layout.element.classList.toggle("sr-compact", not session.is_over)  # in a replay too (sequitur.css)
        shows = (repr(session.public()), driver.thinking, bool(getattr(driver, "warming", False)),
                 bool(session.view.get("summary_open")), session.is_over)
        if shows != self.seats_shown:
            self.seats_shown = shows
            dom.clear(self.seats)
            self.seats.append(summary_view.seat_strip(session, driver.thinking, driver))
        dom.clear(self.public)
        if not session.is_over:
            self.final = ()  # an undo after the end: worked out again at the next end
        elif self.final == ():
            self.final = summary_view.final_table(session)  # worked out once: a replay of the game
        self.slots = summary_view.goal_slots(session.public(), self.slots)
        self.public.append(*summary_view.public_area(session, None if self.final == () else self.final, self.slots))
        self.light(self.lit)
        if not self.measuring:
            self.measuring = True
            next_frame(self.measure_goals)
        dom.clear(self.summary)
        done = summary_view.summaries(session)
        if done:
            # Translators: Sequitur: a heading: the summaries of the rounds played
            self.summary.append(dom.element("h2", _("Round summaries")), *done)

    def measure_goals(self) -> None:
        """Where the public goals are drawn, for a claimed goal to fly from (`fly_claims`): read
        in the frame after a render, where the browser lays the page out anyway, not in the
        render (each read there laid out the whole page: 40-120 ms at 4x)."""
        self.measuring = False
        self.fit_goals()
        self.goal_places = {str(card.getAttribute("data-goal")): rect(card)
                            for card in self.public.querySelectorAll("#sr-public [data-goal]")}

    def light(self, goals: list[str]) -> None:
        """Light the public goals on the stage that the word being spelled meets (none: all dark)."""
        self.lit = list(goals)
        for card in self.public.querySelectorAll("#sr-public [data-goal]"):
            card.classList.toggle("met", str(card.getAttribute("data-goal")) in self.lit)

    def rules_topic(self) -> str:
        """The rules' part for the decision at hand (the table's "?"): the card being played,
        spelling, claiming goals, a goal card to keep; else the round."""
        if self.session.is_over:
            return "end"
        if self.panel is None:
            return "turn"
        return RULES_TOPICS.get(str(self.session.private(self.panel.seat)["decision"]), "turn")

    def claiming(self, seat: int) -> bool:
        return seat in self.session.waiting() and self.session.private(seat)["decision"] == "claim"

    def close_panel(self) -> None:
        if self.lit:
            self.light([])
        if self.panel is not None:
            self.panel.destroy()
            self.panel = None
        dom.clear(self.private)

    # --- the person's input ----------------------------------------------------------
    def undo(self) -> None:
        """Take back the person's last step (every choice of it made at once);
        the letters in the bag are mixed again (Session.undo)."""
        self.close_panel()
        self.round_box.hidden = True
        self.end_listeners.clear()
        self.driver.undo()
        if self.holding():
            self.show_round_end()

    def flip(self, seat: int) -> None:
        """Turn the rack around on screen (free at any time: RULINGS Sequitur 3)."""
        flipped = self.session.view["flipped"]
        flipped[seat] = not flipped[seat]
        self.driver.save()
        if self.panel is not None:
            self.panel.picks = []
            self.panel.render()

    def mark_suggestion(self, seat: int, action: Any) -> None:
        """A suggested move marked where it is tapped: the word's balls chosen on the rack, a card's
        balls picked, the button that plays it focused (decide_view.Panel `suggest`)."""
        if self.panel is not None and self.panel.seat == seat:
            self.panel.suggest(action)

    def decided(self, seat: int, action: Any) -> None:
        if not self.driver.submit(seat, action) and self.panel is not None:
            self.panel.render()

    def taken(self, seat: int, action: Any) -> None:
        self.close_panel()  # at once: the decision is taken, its controls go

    def declined(self, seat: int, action: Any) -> None:
        if self.panel is not None:
            self.panel.render()

    # --- between rounds and the end ---------------------------------------------------
    def show_round_end(self) -> None:
        """Pause on the round's summary until someone continues."""
        self.close_panel()
        self.end_listeners.clear()
        dom.clear(self.round_box)
        finished = [r for r in rounds(self.session) if r.over][-1]
        button = dom.element("button", _("Continue to round {number}", number=finished.number + 1), cls="button",
                             attrs={"type": "button", "id": "sr-continue"})
        self.end_listeners.on(button, "click", lambda event: self.resume())
        # the points so far as the players' stacks (the same picture as the end's), then the
        # round's words, secret goals and claims in its table
        self.round_box.append(dom.element("h2", _("End of round {number}", number=finished.number), attrs={"id": "sr-round-title"}),
                              summary_view.points_stacks(self.session, "sr-round-stacks", summary_view.ROUND_ROOM),
                              summary_view.round_table(self.session, finished, alone=False), button)
        self.round_box.hidden = False
        self.driver.log.announce(_("End of round {number}.", number=finished.number))
        spawn(self.focus_later(button))

    async def focus_later(self, node: Any) -> None:
        await asyncio.sleep(0)  # after the screen's own heading took the focus
        dom.take_focus(node)

    def resume(self) -> None:
        """Someone read the round's summary and continued."""
        self.session.view["summary_open"] = False
        self.driver.save()
        self.round_box.hidden = True
        self.end_listeners.clear()
        dom.clear(self.round_box)
        self.driver.render()
        spawn(self.driver.run())

    async def finish(self) -> None:
        if self.end.shown:
            return
        self.close_panel()
        self.render()
        extras = summary_view.result_extras(self.session)
        # a replay, or a guest's copy of a host's table (never a solo deal), has no deal of its own
        result = None if self.driver.read_only else daily.result_of(self.session)
        if result is not None:  # today's deal: its result to share and par (played once: no rematch)
            from web.games.sequitur import daily_view

            if not self.driver.over_at_start:
                problem = daily_view.keep(self.session)
                if problem:
                    self.driver.message.say(problem)
            ladder = extras.pop()  # the ladder under the result and par, before the share (issue 80)
            extras.insert(0, daily_view.result_part(result, self.end_listeners,  # par marked on the ladder
                                                    lambda value: summary_view.mark_par([ladder], value), ladder=ladder))
        self.end.show(extras, rematch=result is None)

    def destroy(self) -> None:
        self.stage_watch.disconnect()
        self.close_panel()
        super().destroy()
        self.end.destroy()
        self.end_listeners.clear()


def mount(view: Any, args: list[str]) -> Any:
    """Show the saved game, or send the player to the setup screen."""
    return table_screen(view, GAME, Saves(GAME.id), "sr", SequiturTable, args)

