"""#/sequoia/play: the table, the turn and the end.

Each turn the state rolls every playing seat's dice in secret (EACH TURN 1).
AI seats choose in the background worker from their own observation; each
human seat (behind a "Pass the device to NAME" cover when two or more people
play) sees only its own roll and picks one of its reachable pairs of totals
with one click, or by picking two forests (by mouse, or with the arrow keys
and Enter on the forests' keyboard twin). The dice tumble before they land
on the roll (not with reduced motion or `?fast`). Nothing shows until every
seat has chosen; then the reveal goes to the log and the live region
(EACH TURN 2-3). Tiebreaker turns say which forests are tied
and who plays (TIEBREAKER TURNS, RULINGS Sequoia 5). The game autosaves
after every choice and resumes exactly after a reload; "Export the game"
downloads its record. The final scoring is shown forest by forest as the
game ends (a finished game reloaded shows its result at once), then the
winner(s) and a rematch.
"""
from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import js
from pyodide.ffi import create_once_callable

from engine.sequoia.ai.levels import BROWSER_TIME_LIMIT
from web import dom, files, router, workers
from web.games.sequence.log_view import LogView
from web.games.sequoia.forest_view import ForestView
from web.games.sequoia.session import Session, colour
from web.games.sequoia.store import saves
from web.jsvalue import found
from web.saved_game import show_saved

FAST_TIME_LIMIT = 0.02  # seconds per AI choice with ?fast (tests)
ROLL_FRAMES = 9  # the dice tumble: frames of random faces before they land
ROLL_FRAME_S = 0.07
SCORING_STEP_S = 0.7  # seconds each forest stays lit in the final scoring


def fast_mode() -> bool:
    """`?fast` in the URL: short AI time limits (end-to-end tests)."""
    return "fast" in str(js.location.search)


def reduced_motion() -> bool:
    """The player asked the system for less motion: no tumbling dice, no scoring animation."""
    return bool(js.window.matchMedia("(prefers-reduced-motion: reduce)").matches)


class Table:
    """The play screen of one session."""

    def __init__(self, view: Any, session: Session) -> None:
        self.session = session
        self.fast = fast_mode()
        self.instant = self.fast or reduced_motion()
        # a game already over when the table opens (a reload, an imported finished
        # game) shows its result at once: the scoring plays only as the game ends
        self.over_on_arrival = session.state.is_over
        self.listeners = dom.Listeners()
        self.pair_listeners = dom.Listeners()
        self.alive = True
        self.busy = False
        self.viewer: int | None = None  # the human seat whose roll is on screen
        self.choosing: int | None = None  # the seat whose pairs may be picked now
        self.first_pick: int | None = None  # the forest picked first on the twin
        self.roll_id = 0  # which roll animation is current
        self.skipping = False
        self.hint: Any = None  # the status line under the pairs
        self.news = ""  # the last reveal, said again with the next roll so it is not cut off
        self.ai_ms: list[float] = []
        view.append(dom.element("h1", "Sequoia", attrs={"tabindex": "-1", "id": "sq-title"}))
        self.turn = dom.element("p", "", attrs={"id": "sq-turn", "aria-live": "polite"})
        self.forests = ForestView(self.on_forest)
        self.scores = dom.element("table", attrs={"id": "sq-scores"})
        self.ties = dom.element("p", "", cls="notice", attrs={"id": "sq-ties"})
        self.message = dom.element("p", "", cls="seq-error", attrs={"id": "sq-message", "role": "alert"})
        self.prompt = dom.element("section", attrs={"id": "sq-choose", "aria-label": "Your choice"})
        self.end = dom.element("section", cls="seq-end", attrs={"id": "sq-end", "hidden": True})
        self.log = LogView()
        self.log.list.id = "sq-log"
        self.cover_title = dom.element("h2", "", attrs={"id": "sq-cover-title"})
        self.cover_undo = dom.element("p", "", attrs={"id": "sq-cover-undo"})
        self.cover_ok = dom.element("button", "", cls="button", attrs={"type": "button", "id": "sq-cover-ok"})
        self.cover = dom.element("div", cls="seq-cover", attrs={
            "id": "sq-cover", "role": "dialog", "aria-modal": "true", "aria-labelledby": "sq-cover-title", "hidden": True},
            children=[dom.element("div", cls="seq-cover-box", children=[
                self.cover_title, dom.element("p", "Only you should see your roll."), self.cover_ok, self.cover_undo])])
        self.export_button = dom.element("button", "Export the game", cls="button secondary",
                                         attrs={"type": "button", "id": "sq-export"})
        self.listeners.on(self.cover_ok, "click", lambda event: self.uncover())
        self.listeners.on(self.export_button, "click", lambda event: self.export())
        self.listeners.on(self.forests.twin, "keydown", self.on_forest_key)
        view.append(self.turn, dom.element("div", attrs={"style": "display:flex;flex-wrap:wrap;gap:1rem"}, children=[
            self.forests.element,
            dom.element("div", cls="sq-side", children=[
                dom.element("h2", "Scores"), self.scores, self.ties, self.message, self.prompt, self.end])]),
            self.log.element, self.log.live, self.cover,
            dom.element("div", cls="sq-tools", children=[
                self.export_button, dom.element("a", "Back to the games", cls="button secondary", attrs={"href": "#/"})]))
        self.log.show(session.lines)
        self.render()
        asyncio.ensure_future(self.step())

    # --- drawing -------------------------------------------------------------------
    def render(self, scoring: int | None = None, scores: list[int] | None = None) -> None:
        """Redraw the table; `scoring` lights up one forest and `scores`
        replaces the points shown (the running total of the final scoring)."""
        session, state = self.session, self.session.state
        dom.set_text(self.turn, session.turn_label())
        self.forests.draw(session, chosen=self.first_pick, scoring=scoring)
        dom.clear(self.scores)
        self.scores.append(dom.element("tr", children=[dom.element("th", t) for t in ("Player", "Trees left", "Points")]))
        scores = state.scores() if scores is None else scores
        for seat, who in enumerate(session.seats):
            name, letter, css = colour(seat)
            badge = dom.element("span", letter, attrs={"style": f"display:inline-block;min-width:1.4em;text-align:center;"
                                                       f"font-weight:700;color:#111;background:{css};border-radius:3px",
                                                       "title": name})
            kind = "" if who.human else f" (AI {who.ai})"
            cell = dom.element("td", children=[badge, dom.element("span", f" {who.name}{kind}", cls="sq-name")])
            self.scores.append(dom.element("tr", children=[cell, dom.element("td", str(state.trees_left[seat])),
                                                           dom.element("td", str(scores[seat]))]))
        tie = session.tie_text()
        dom.set_text(self.ties, tie)
        self.ties.hidden = not tie

    def save(self) -> None:
        """Autosave; if it fails (storage refused, or another tab moved the game on) say why."""
        if saves.save_game(self.session.save_text()):
            dom.set_text(self.message, "")
        else:
            dom.set_text(self.message, saves.problem)

    def export(self) -> None:
        """Download the game record (up to the last reveal: stored choices stay secret)."""
        stamp = str(js.Date.new().toISOString())[:16].replace(":", "").replace("T", "-")
        files.download(f"sequoia-{stamp}.json", self.session.record_text())
        self.log.announce("The game record was saved as a file.")

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
                await self.show_end()
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
            started = float(js.performance.now())
            index = int(await worker.sequoia_act(json.dumps(info), json.dumps(state.observation(seat)),
                                                 json.dumps([state.action_to_json(a) for a in legal]),
                                                 self.session.seats[seat].ai, seed,
                                                 FAST_TIME_LIMIT if self.fast else BROWSER_TIME_LIMIT))
            # the worker round trip of each AI decision, for bench/sequoia_page_speed.py
            self.ai_ms.append(float(js.performance.now()) - started)
            self.prompt.setAttribute("data-ai-ms", ",".join(f"{ms:.1f}" for ms in self.ai_ms[-200:]))
            action = legal[index]
        except Exception as error:  # the worker failed: say so, keep the game going
            self.log.add(f"The AI could not choose ({type(error).__name__}); it plays a random pair.")
            action = legal[seed % len(legal)]
        if self.alive:
            self.commit(seat, action)

    def commit(self, seat: int, action: Any) -> None:
        lines = self.session.choose(seat, action)
        for line in lines:
            self.log.add(line)
        if lines:  # the reveal (and any scoring): announce it all at once, and again with the next roll
            self.news = " ".join(lines)
            self.log.announce(self.news)
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
            dom.clear(self.cover_undo)
            for other in self.session.state.choices:  # chosen this turn, not yet revealed: may still change
                if self.session.seats[other].human:
                    button = dom.element("button", f"{self.session.seats[other].name}: change my choice",
                                         cls="button secondary sq-change", attrs={"type": "button", "data-seat": other})
                    self.pair_listeners.on(button, "click", lambda event, s=other: self.change(s))
                    self.cover_undo.append(button)
            self.cover.hidden = False
            # the live region may still hold the last player's roll: say only who is next
            self.log.announce(f"{self.news} Pass the device to {self.session.seats[seat].name}.".lstrip())
            self.cover_ok.focus()
            return
        self.show_pairs(seat)

    def change(self, seat: int) -> None:
        """Take back `seat`'s stored choice (nothing is revealed yet) and ask that player again."""
        if self.busy or seat not in self.session.state.choices:
            return
        self.session.take_back(seat)
        self.save()
        self.log.announce(f"{self.session.seats[seat].name} chooses again.")
        self.ask(seat)

    def uncover(self) -> None:
        self.cover.hidden = True
        if self.viewer is not None:
            self.show_pairs(self.viewer)

    def show_pairs(self, seat: int) -> None:
        asyncio.ensure_future(self.show_roll(seat))

    async def show_roll(self, seat: int) -> None:
        """Roll `seat`'s five dice on screen (a short tumble unless motion is
        reduced or `?fast`), land them on the real roll, then offer the pairs."""
        self.roll_id += 1
        current = self.roll_id
        self.choosing = None
        self.first_pick = None
        self.forests.unmark()
        state = self.session.state
        obs = state.observation(seat)
        who = self.session.seats[seat].name
        values = list(obs["roll"] or [])
        heading = dom.element("h2", f"{who} rolls the dice…", attrs={"id": "sq-roll"})
        dice = [dom.element("span", "", cls="sq-die") for _ in values]
        dom.clear(self.prompt)
        self.prompt.append(heading, dom.element("div", cls="sq-dice", attrs={"id": "sq-dice", "aria-hidden": "true"},
                                                children=dice))
        if not self.instant:
            for die in dice:
                die.classList.add("rolling")
            for _ in range(ROLL_FRAMES):
                for die in dice:
                    dom.set_text(die, str(random.randint(1, 6)))
                await asyncio.sleep(ROLL_FRAME_S)
                if current != self.roll_id or not self.alive:
                    return
        for die, value in zip(dice, values):
            die.classList.remove("rolling")
            dom.set_text(die, str(value))
        text = f"{who}, your roll: " + " ".join(map(str, values))
        dom.clear(heading)  # the dice show the numbers; the heading says them to screen readers
        heading.append(f"{who}, your roll", dom.element("span", ": " + " ".join(map(str, values)), cls="visually-hidden"))
        if obs["sequoia"]:
            text += " — Sequoia! Choose any two totals."
            heading.append(" — Sequoia! Choose any two totals.")
        lines = []
        if obs["phase"] == "tiebreak":
            forests = ", ".join(obs["tied"])
            lines.append(dom.element("p", f"Tiebreaker turn: your pairs count only in forest(s) {forests}, where you are tied."))
        lines.append(dom.element("p", "Choose the two totals to grow trees in (the others will not see it until "
                                      "everyone has chosen): a pair below, or two forests on the table."))
        self.hint = dom.element("p", "", cls="sq-hint", attrs={"id": "sq-hint", "role": "status"})
        box = dom.element("div", cls="seq-actions", attrs={"id": "sq-pairs"})
        legal = state.legal_actions(seat)
        for action in legal:
            a, b = action
            label = f"{a} and {b}" if a != b else f"{a} twice"
            button = dom.element("button", label, cls="button sq-pair", attrs={"type": "button", "data-pair": f"{a},{b}"})
            self.pair_listeners.on(button, "click", lambda event, s=seat, act=action: self.pick(s, act))
            box.append(button)
        lines += [box, self.hint]
        self.prompt.append(*lines)
        self.choosing = seat
        self.log.announce(f"{self.news} {text}. {len(legal)} pairs to choose from.".lstrip())
        self.news = ""
        if found(box.firstChild):
            box.firstChild.focus()  # keyboard play: Tab through the pairs (or the forests), Enter to choose

    # --- picking forests on the twin -------------------------------------------------------
    def on_forest(self, forest: int) -> None:
        """A forest clicked or chosen with Enter: the first or the second total of a pair."""
        seat = self.choosing
        if seat is None:
            return
        legal = self.session.state.legal_actions(seat)
        first = self.first_pick
        if first is None:
            partners = partners_of(legal, forest)
            if not partners:
                self.say(f"Your roll cannot make {forest}.")
                return
            self.first_pick = forest
            self.forests.mark(forest, True)
            self.filter_pairs()
            again = (f" Pick {forest} again for two trees there." if forest in partners
                     else f" Pick {forest} again, or press Escape, to change your mind.")
            self.say(f"Forest {forest} picked. Now pick the second forest: {words(partners)}.{again}")
            return
        pair = tuple(sorted((first, forest)))
        action = next((a for a in legal if tuple(a) == pair), None)
        if action is not None:
            self.pick(seat, action)
        elif forest == first:
            self.clear_pick()
        else:
            self.say(f"Your roll cannot make {first} and {forest} together: "
                     f"with {first} it makes {words(partners_of(legal, first))}.")

    def on_forest_key(self, event: Any) -> None:
        if event.key == "Escape" and self.first_pick is not None:
            event.preventDefault()
            self.clear_pick()

    def clear_pick(self) -> None:
        if self.first_pick is not None:
            self.forests.mark(self.first_pick, False)
        self.first_pick = None
        self.filter_pairs()
        self.say("No forest picked: choose a pair or a first forest.")

    def filter_pairs(self) -> None:
        """Show only the pairs that contain the forest picked first (all when none is)."""
        first = self.first_pick
        for button in self.prompt.querySelectorAll(".sq-pair"):
            a, b = (int(x) for x in str(button.getAttribute("data-pair")).split(","))
            button.hidden = first is not None and first not in (a, b)
        self.forests.draw(self.session, chosen=first)

    def say(self, text: str) -> None:
        if self.choosing is not None:
            dom.set_text(self.hint, text)

    def pick(self, seat: int, action: Any) -> None:
        if self.busy or self.viewer != seat or self.choosing != seat or seat not in self.session.waiting():
            return
        self.pair_listeners.clear()
        self.viewer = None
        self.choosing = None
        self.first_pick = None
        self.forests.unmark()
        dom.clear(self.prompt)
        self.commit(seat, action)
        asyncio.ensure_future(self.step())

    # --- the end ----------------------------------------------------------------------
    async def show_end(self) -> None:
        """Final scoring forest by forest (each lit up in turn with who takes which
        token; instant with reduced motion or `?fast`, or when the game was
        already over as the table opened), then the winner(s)."""
        dom.clear(self.prompt)
        dom.clear(self.end)
        self.skipping = False
        status = dom.element("p", "", cls="sq-scoring", attrs={"id": "sq-scoring", "aria-live": "polite"})
        awards = dom.element("ol", cls="sq-awards", attrs={"id": "sq-awards", "aria-label": "Final scoring by forest"})
        skip = dom.element("button", "Skip to the result", cls="button secondary", attrs={"type": "button", "id": "sq-skip"})
        self.end.append(dom.element("h2", "Final scoring"), status, awards)
        self.end.hidden = False
        lines = self.session.forest_awards()
        shown = 0
        if not (self.instant or self.over_on_arrival):
            self.end.append(skip)
            self.listeners.on(skip, "click", lambda event: setattr(self, "skipping", True))
            skip.focus()  # keyboard players can cut the scoring short at once
            for forest, text in lines:
                if self.skipping or not self.alive:
                    break
                for item in awards.querySelectorAll("li.now"):
                    item.classList.remove("now")
                awards.append(dom.element("li", text, cls="now"))
                dom.set_text(status, text)
                shown += 1
                self.render(scoring=forest, scores=self.session.points_through(shown))
                await asyncio.sleep(SCORING_STEP_S)
            skip.remove()
        if not self.alive:
            return
        for item in awards.querySelectorAll("li.now"):
            item.classList.remove("now")
        for _forest, text in lines[shown:]:
            awards.append(dom.element("li", text))
        dom.set_text(status, "")
        self.render()
        result = self.session.result_lines()
        self.end.append(dom.element("h2", result[0], attrs={"id": "sq-winner"}))
        board = dom.element("ol", attrs={"id": "sq-final"})
        for line in result[1:]:
            board.append(dom.element("li", line))
        rematch = dom.element("button", "Rematch", cls="button", attrs={"type": "button", "id": "sq-rematch"})
        self.listeners.on(rematch, "click", lambda event: self.rematch())
        self.end.append(board, rematch, dom.element("a", "New game", cls="button secondary", attrs={"href": "#/sequoia"}))
        self.log.announce(f"{self.news} " * bool(self.news) + ". ".join(result))
        self.news = ""
        rematch.focus()

    def rematch(self) -> None:
        session = Session.new(self.session.setup, random.randrange(1, 2**31 - 1))
        saves.save_game(session.save_text(), replace=True)
        # redraw after this click handler returns (the router's cleanup releases its listener)
        js.setTimeout(create_once_callable(lambda: router.show(js.location.hash)), 0)

    def destroy(self) -> None:
        self.alive = False
        self.listeners.clear()
        self.pair_listeners.clear()
        self.forests.destroy()


def partners_of(legal: list[Any], forest: int) -> list[int]:
    """The totals that make a legal pair with `forest`, smallest first."""
    return sorted({b if a == forest else a for a, b in legal if forest in (a, b)})


def words(numbers: list[int]) -> str:
    """[5, 7, 9] -> "5, 7 or 9"."""
    text = [str(n) for n in numbers]
    return text[0] if len(text) == 1 else ", ".join(text[:-1]) + " or " + text[-1]


def mount(view: Any, args: list[str]) -> Any:
    """Show the saved game, or send the player to the setup screen."""
    return show_saved(view, saves, Session.from_save, Table, "Sequoia", "#/sequoia")
