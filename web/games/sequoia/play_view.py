"""#/sequoia/play: the Sequoia table's drawing and controls.

The table's driver (web/table/driver.py) runs the turns: the state rolls
every playing seat's dice in secret (EACH TURN 1), AI seats choose in the
background worker, each person here chooses behind the pass-the-device
cover when two or more people play, and nothing shows until every seat has
chosen; then the reveal goes to the log (EACH TURN 2-3) and, when two or
more people share the device, stays on the table's reveal screen until
Continue (web/ui/reveal.py). A tiebreaker roll none of whose pairs
reaches a tied forest says so and passes by itself (Continue: at once). This view draws
the forests and the scores from the public view, shows the seat on screen
its own roll (the dice tumble before they land, except with reduced motion
or `?fast`), and offers its reachable pairs by one click, or by picking two
forests (by mouse, or with the arrow keys and Enter on the forests'
keyboard twin). Tiebreaker turns say which forests are tied and who plays
(TIEBREAKER TURNS, RULINGS Sequoia 5). At the end the final scoring plays
forest by forest (at once for a game already over when the table opened),
then the winner(s).
"""
from __future__ import annotations

import asyncio
import random
from typing import Any

import js

from engine.core.events import Event
from engine.sequoia.dice import can_reach_a_tie
from engine.sequoia.events import Revealed
from engine.sequoia.scoring import points_so_far, tokens_so_far
from web.page import dom, sound
from web.games.sequoia.rules import RULES
from web.games.sequoia import GAME
from engine.sequoia.forests import FORESTS
from web.games.sequoia.forest_view import ForestView
from web.games.sequoia.picture import show_die
from web.games.sequoia.scoring_view import Scoring
from web.games.sequoia.narration import (
    final_lines, forest_awards, fresh_trees, pair_dice, points_through, tie_text, turn_label,
)
from web.page.jsvalue import found
from web.page.motion import flight
from web.page.tasks import spawn
from web.device.saves import Saves
from web.ui.pill import mark_thinking, session_pill
from web.table.driver import Driver
from web.ui.end_view import EndBox
from web.table.screens import table_screen
from web.ui.suggest import SuggestTool
from web.ui.undo import UndoTool
from web.ui.view import TableView
from web.model.wording import SEATS, is_you
from web.page.words import _, ngettext

ROLL_FRAMES = 7  # the dice tumble: frames of random faces before they land (about half a second)
GROW_S = 0.45  # new trees grow this long after a reveal
TREE_FLIGHT_MS = 480.0  # another seat's tree, from its pill to its forest
SEAT_STAGGER_MS = 160.0  # each seat's trees after the one before
DIE_FACES = "⚀⚁⚂⚃⚄⚅"
ROLL_FRAME_S = 0.07
MOST_PAIRS = 15  # the most pairs a roll of five dice offers (1 2 3 4 5: tests/sequoia/test_sequoia_pairs_room.py)
MOST_ROWS = 3  # the pairs' rows kept at most (15 pairs at five a row, as a phone shows them)
SCORING_STEP_S = 0.7  # seconds each forest stays lit in the final scoring
PASS_S = 1.5  # seconds a tiebreaker roll that changes nothing is read before it passes by itself
TIEBREAK_SEEN_S = 1.6  # seconds a tiebreaker turn no person here played stays in sight before the next


class SequoiaTable(TableView):
    """The play screen of one game of Sequoia."""

    rules = RULES  # the "?" at the table opens them (web/ui/table_layout.py)

    def __init__(self, view: Any, driver: Driver) -> None:
        super().__init__(view, driver, "sq")
        # a game already over when the table opens (a reload, an imported finished
        # game) shows its result at once: the scoring plays only as the game ends
        self.over_on_arrival = self.session.is_over
        self.pair_listeners = dom.Listeners()
        self.cover_listeners = dom.Listeners()
        self.choosing: int | None = None  # the seat whose pairs may be picked now
        self.first_pick: int | None = None  # the forest picked first on the twin
        self.roll_id = 0  # which roll animation is current
        self.skipping = False
        self.hint: Any = None  # the line of what to do, and of what a tap on a forest said
        self.todo: list[Any] = []  # what to do, as the roll said it
        self.scoring: Scoring | None = None  # the final scoring's picture
        self.held = (0, 0, 0.0)  # the window's width and height, and the most height the prompt took there
        self.turn = dom.element("p", "", attrs={"id": "sq-turn", "aria-live": "polite"})
        self.forests = ForestView(self.on_forest)
        self.scores = dom.element("ol", cls="table-seat-list", attrs={"id": "sq-scores", "aria-label": _(SEATS)})
        self.scores_shown: tuple[Any, ...] | None = None  # what the players' strip shows (render_scores)
        # Translators: Sequoia: the name for screen readers of the part of the table where you choose a pair of dice
        self.prompt = dom.element("section", attrs={"id": "sq-choose", "aria-label": _("Your choice")})
        self.end = EndBox("sq", driver)
        exports = self.export_items()  # Share what happened, Save to go on elsewhere (web/ui/exports.py)
        # the end screen has its own New game (#sq-new): this one goes while it shows
        self.new_game = dom.element("a", _("New game"), cls="button secondary", attrs={"href": "#/sequoia", "id": "sq-tools-new"})
        # undo: with one person at the device, the whole last turn goes back; the dice rolled stay
        self.undoer = UndoTool(self, label=_("Undo your whole turn: both pairs go back, the dice stay as rolled"))
        self.undo_button = self.undoer.button
        self.suggester = SuggestTool(self, self.mark_suggestion)
        self.listeners.on(self.forests.twin, "keydown", self.on_forest_key)
        self.listeners.on(js.window, "resize", self.resized)
        driver.message.element.classList.add("sq-message")
        # the one screen (web/ui/table_layout.py): the turn in the bar, the players' scores in the
        # strip, the forests on the stage, the roll and the pairs in the tray, a message under them,
        # so the pairs never move (issue 65); the ties are told in the log and its news strip as they
        # begin, drawn on the forests, and said in the prompt while others choose
        layout = self.layout
        layout.element.classList.add("sq-game")
        layout.fill(status=[self.turn], seats=[self.scores], stage=[self.forests.element],
                    tray=[self.prompt, driver.message.element, self.end.element],
                    tools=[self.suggester.button, self.undo_button], menu=list(exports) + [self.new_game])

    # --- what the driver asks ----------------------------------------------------------
    def fresh_step(self) -> None:
        self.close_prompt()
        self.hint, self.todo, self.skipping = None, [], False

    def cover_text(self, seat: int) -> tuple[str, str]:
        """The cover says whose turn it is; players who chose already may change their choice."""
        extra = self.driver.cover.extra
        self.cover_listeners.clear()
        for other in GAME.stored(self.session):  # chosen this turn, not yet revealed: may still change
            if self.session.seats[other].is_here:
                button = dom.element("button", _("{name}: change my choice", name=self.session.name(other)),
                                     cls="button secondary sq-change", attrs={"type": "button", "data-seat": other})
                self.cover_listeners.on(button, "click", lambda event, s=other: self.driver.take_back(s))
                extra.append(button)
        return _("Only you should see your roll."), _("I am {name}: show my roll", name=self.session.name(seat))

    def ask(self, seat: int) -> None:
        spawn(self.show_roll(seat))

    def show(self, events: list[Event]) -> float:
        """A reveal: the new trees grow (not with reduced motion or no animations)."""
        if self.choosing is not None and self.choosing not in self.session.waiting():
            self.close_prompt()
        if any(isinstance(e, Revealed) for e in events) and self.driver.pace > 0:
            seconds = GROW_S * self.driver.pace
            spawn(self.grow(seconds))
            shown = max(seconds * 1000, self.fly_trees(events))
            if self.among_others(events):  # its line on the news strip and its trees read before the next
                shown = max(shown, TIEBREAK_SEEN_S * 1000 * self.driver.pace)
            return shown
        return 0.0

    def among_others(self, events: list[Event]) -> bool:
        """A tiebreaker turn played by other seats only (AIs, or people on other devices): no one here
        chose in it, so without a pause the next (up to the end) would follow at once, unseen."""
        here = self.session.people_here
        return any(isinstance(e, Revealed) and e.tiebreak and all(e.pairs[seat] is None for seat in here)
                   for e in events)

    def counted_at_end(self, lines: list[str]) -> list[str]:
        """The log's last lines held back while the final scoring counts the points up (issue 80:
        "Final scores" only once the count has ended): the result and the final scores."""
        final = final_lines(self.session) if self.session.is_over and not self.over_on_arrival else []
        return final if final and lines[-len(final):] == final else []

    def fly_trees(self, events: list[Event]) -> float:
        """Each other seat's move seen where it lands (issue 65): a token of its colour flies
        from its pill to each forest it grows a tree in, one seat after another, as the reveal
        names them; none under the reveal of a shared device (it shows the choices itself).
        The milliseconds until the last lands."""
        if self.driver.reveal.is_up:
            return 0.0
        pills = self.scores.children
        landed, order = 0.0, 0
        for event in events:
            if not isinstance(event, Revealed):
                continue
            for seat, forests in enumerate(event.grown):
                if seat == self.driver.viewer or seat >= int(pills.length) or not forests:
                    continue
                colour = self.session.spec.colour(self.session, seat)[2]
                for forest in forests:
                    token = dom.element("span", cls="sq-flying-tree", attrs={"aria-hidden": "true"})
                    token.style.setProperty("--seat", colour)
                    landed = max(landed, flight(token, pills[seat], self.forests.buttons[FORESTS.index(forest)],
                                                TREE_FLIGHT_MS, self.driver.pace, delay=order * SEAT_STAGGER_MS))
                order += 1
        return landed

    async def grow(self, seconds: float) -> None:
        start = float(js.performance.now())
        fresh = fresh_trees(self.session)
        while self.driver.alive:
            progress = min(1.0, (float(js.performance.now()) - start) / 1000 / seconds)
            self.forests.draw(self.session, chosen=self.first_pick, fresh=fresh,
                              growth=1 - (1 - progress) ** 3)  # the trees shoot up, then settle
            if progress >= 1.0:
                return
            await asyncio.sleep(1 / 30)


    # --- drawing -------------------------------------------------------------------------
    def render(self, scoring: int | None = None, scores: list[int] | None = None,
               takers: dict[int, str] | None = None) -> None:
        """Redraw the table; `scoring` lights up one forest (`takers`: who took its tokens) and
        `scores` replaces the points shown (the running total of the final scoring)."""
        session = self.session
        public = session.public()
        dom.set_text(self.turn, turn_label(session))
        self.forests.draw(session, chosen=self.first_pick, scoring=scoring, fresh=fresh_trees(session), takers=takers)
        # the points each seat would score if the game ended now ("so far", issue 54), or while the
        # tokens lie face down the tokens it would win; the final scoring's running total, then the
        # result, at the end
        so_far = scores is None and not session.is_over
        points = (points_so_far(public) if so_far else public["scores"]) if scores is None else scores
        tokens = tokens_so_far(public) if so_far and points is None else None
        shows = (tuple((who.name, who.level if who.is_ai else None) for who in session.seats),
                 None if points is None else tuple(points), None if tokens is None else tuple(tokens), so_far,
                 tuple(public["trees_left"]), self.driver.thinking, bool(getattr(self.driver, "warming", False)))
        if shows != self.scores_shown:  # the players' strip, built anew only when what it shows changed
            self.scores_shown = shows
            self.render_scores(public, points, so_far=so_far, tokens=tokens)
        self.undoer.update()
        self.suggester.update()
        self.new_game.hidden = session.is_over
        if self.choosing is not None and self.driver.viewer != self.choosing:
            self.close_prompt()  # the cover went up (or the tab was hidden): no roll on screen
        if self.driver.thinking is not None and self.choosing is None:
            # Translators: Sequoia: a status: a seat is choosing its pair
            choosing = _("{name} is choosing…", name=session.name(self.driver.thinking))
            dom.set_text(self.prompt, f"{choosing} {tie_text(session)}".rstrip())

    def render_scores(self, public: dict[str, Any], points: list[int] | None, *, so_far: bool = False,
                      tokens: list[int] | None = None) -> None:
        """The players' strip: each seat's pill, points (`so_far`: if the game ended now), or with
        the tokens face down (`points` None) the `tokens` it would win so far, and trees left."""
        session = self.session
        dom.clear(self.scores)
        for seat in range(len(session.seats)):
            item = session_pill(session, seat, tag="li")  # letter, name, AI level
            item.classList.add("table-seat")
            left = public["trees_left"][seat]
            if points is not None:
                got = points[seat]
                # "12 points so far" ("12" on a phone, two seats to a line, its words said to a screen
                # reader only: sequoia.css)
                # Translators: Sequoia: after a number on a seat's strip: points scored ("12 points")
                said = [str(got), dom.element("span", " " + ngettext("point", "points", got), cls="sq-points-word")]
                if so_far:
                    # Translators: Sequoia: after a seat's points: the points so far (not final)
                    said.append(dom.element("span", " " + _("so far"), cls="sq-so-far-word"))
                item.append(dom.element("span", cls="table-seat-score" + " sq-so-far" * so_far, children=said))
            elif tokens is not None:  # face down: how many it would win, not what they are worth
                won = tokens[seat]
                item.append(dom.element("span", cls="table-seat-score sq-so-far", children=[
                    # Translators: Sequoia: after a number on a seat's strip: tokens won ("2 tokens")
                    str(won), dom.element("span", " " + ngettext("token", "tokens", won), cls="sq-points-word"),
                    dom.element("span", " " + _("so far"), cls="sq-so-far-word")]))
            # Translators: Sequoia: how many trees a seat has left
            item.append(dom.element("span", ngettext("{count} tree left", "{count} trees left", left, count=left),
                                    cls="table-seat-meta"))
            if seat == self.driver.thinking:
                mark_thinking(item, "sq", self.driver)
            self.scores.append(item)

    def undo(self) -> None:
        """Take back the person's last turn (every choice of it: the others'
        were revealed with it); the dice rolled stay (Session.undo)."""
        self.close_prompt()
        self.driver.undo()

    def rules_topic(self) -> str:
        """The rules' part for the decision at hand (the table's "?"): a tiebreaker roll, a Sequoia,
        choosing pairs; the scoring once the game is over."""
        if self.session.is_over:
            return "scoring"
        if self.choosing is None:
            return "turn"
        own = self.session.private(self.choosing)
        return "ties" if own["phase"] == "tiebreak" else "sequoia" if own["sequoia"] else "turn"

    def close_prompt(self) -> None:
        self.roll_id += 1
        self.pair_listeners.clear()
        self.choosing = None
        self.first_pick = None
        self.forests.unmark()
        dom.clear(self.prompt)

    async def show_roll(self, seat: int) -> None:
        """Roll `seat`'s five dice on screen (a short tumble unless motion is
        reduced or `?fast`), land them on the real roll, then offer the pairs:
        built while the dice tumble (the main thread waits between their
        frames), so they show as the dice land."""
        self.close_prompt()
        current = self.roll_id
        own = self.session.private(seat)
        who = self.session.name(seat)
        values = list(own["roll"] or [])
        you = is_you(who)  # the guided game's person: "You roll", "Your roll"
        heading = dom.element("h2", _("You roll the dice…") if you else _("{name} rolls the dice…", name=who),
                              attrs={"id": "sq-roll"})
        dice = [dom.element("span", "", cls="sq-die") for _ in values]
        self.prompt.append(heading, dom.element("div", cls="sq-dice", attrs={"id": "sq-dice", "aria-hidden": "true"},
                                                children=dice))
        choices = None
        if not self.driver.instant:
            for die in dice:
                die.classList.add("rolling")
            for frame in range(ROLL_FRAMES):
                for die in dice:
                    show_die(die, random.randint(1, 6))
                await asyncio.sleep(ROLL_FRAME_S * self.driver.pace)
                if current != self.roll_id or not self.driver.alive:
                    return
                if frame == 0:  # the dice are on screen: the pairs are made while they tumble
                    choices = self.pair_choices(seat, own, values)
        for die, value in zip(dice, values):
            die.classList.remove("rolling")
            show_die(die, value)
        rolled = " ".join(map(str, values))
        # Translators: Sequoia: the heading of the dice you rolled, said to screen readers ("Your roll: 3 5 6 2")
        text = (_("Your roll: {dice}", dice=rolled) if you
                else _("{name}, your roll: {dice}", name=who, dice=rolled))
        dom.clear(heading)  # the dice show the numbers; the heading says them to screen readers
        heading.append(
            # Translators: Sequoia: the heading of the dice you rolled
            _("Your roll") if you
            # Translators: Sequoia: the heading of the dice a person rolled, by name
            else _("{name}, your roll", name=who),
                       dom.element("span", ": " + rolled, cls="visually-hidden"))
        if own["sequoia"]:
            text += " — " + _("Sequoia! Choose any two totals.")
            heading.append(" — " + _("Sequoia! Choose any two totals."))
        legal, lines = choices if choices is not None else self.pair_choices(seat, own, values)
        if not lines:
            self.no_effect(seat, own, legal[0], heading, text)
            return
        box = lines[1]  # the hint, then the pairs' box
        self.prompt.append(*lines)
        self.hold_place()
        self.choosing = seat
        choices = ngettext("{count} pair to choose from.", "{count} pairs to choose from.", len(legal), count=len(legal))
        self.driver.log.announce(f"{self.driver.news} {text}. {choices}".lstrip())
        self.driver.news = ""
        if found(box.firstChild):
            dom.take_focus(box.firstChild)  # keyboard play: Tab through the pairs (or the forests), Enter to choose

    def pair_choices(self, seat: int, own: dict[str, Any], values: list[int]) -> tuple[list[Any], list[Any]]:
        """`seat`'s legal pairs, and the prompt's lines offering them (the pairs' box, then the hint,
        last), not yet on the page; no lines for a tiebreaker roll that can change nothing."""
        legal = self.session.state.legal_actions(seat)
        if not can_reach_a_tie(own):
            return legal, []
        # what to do (in a tiebreaker turn, where the pairs count), then what a forest tapped first says:
        # the same two lines kept for both (issue 65: the pairs below never move); a small phone drops
        # the words in brackets
        if own["phase"] == "tiebreak":
            forests = ", ".join(own["tied"])
            todo = [ngettext("Tiebreaker turn: your pairs count only in forest {forests}, where you are tied.",
                             "Tiebreaker turn: your pairs count only in forests {forests}, where you are tied.",
                             len(own["tied"]), forests=forests)]
        else:
            todo = [_("Choose a pair, or two forests"),
                    dom.element("span", " " + _("(hidden until all have chosen)"), cls="sq-aside"), "."]
        self.todo = todo  # said again when a first forest is put back
        self.hint = dom.element("p", cls="sq-hint", attrs={"id": "sq-hint", "role": "status"}, children=todo)
        box = dom.element("div", cls="seq-actions", attrs={"id": "sq-pairs"})
        for action in legal:
            a, b = action
            button = pair_button(values, a, b)
            self.pair_listeners.on(button, "click", lambda event, s=seat, act=action: self.pick(s, act))
            box.append(button)
        return legal, [self.hint, box]

    def no_effect(self, seat: int, own: dict[str, Any], action: Any, heading: Any, text: str) -> None:
        """A tiebreaker roll none of whose pairs makes a tied forest's total changes
        nothing (TIEBREAKER TURNS, "some pairs of dice will have no effect"): say so, and
        the roll passes by itself once read (issue 54: no tap needed, the others wait no
        longer); Continue plays one of its pairs at once."""
        said = ngettext("Tiebreaker turn: none of your pairs can reach forest {forests}, where you are tied, "
                        "so this roll changes nothing: it passes by itself.",
                        "Tiebreaker turn: none of your pairs can reach forests {forests}, where you are tied, "
                        "so this roll changes nothing: it passes by itself.", len(own["tied"]),
                        forests=words([int(f) for f in own["tied"]]))
        # Translators: a button: go on past this message (Sequoia's tie that grows nothing, a reveal)
        button = dom.element("button", _("Continue"), cls="button", attrs={"type": "button", "id": "sq-no-effect"})
        self.pair_listeners.on(button, "click", lambda event: self.pick(seat, action))
        self.prompt.append(dom.element("p", said, attrs={"id": "sq-no-effect-text"}),
                           dom.element("div", cls="seq-actions", children=[button]))
        self.hold_place()
        self.choosing = seat
        self.driver.log.announce(f"{self.driver.news} {text}. {said}".lstrip())
        self.driver.news = ""
        dom.take_focus(button)
        spawn(self.pass_by_itself(seat, action, self.roll_id))

    async def pass_by_itself(self, seat: int, action: Any, roll_id: int) -> None:
        """Play the roll that changes nothing once its line has been read, unless it was played
        (Continue), or the prompt went (a cover, an undo, the end) meanwhile."""
        await asyncio.sleep(PASS_S)
        if self.driver.alive and roll_id == self.roll_id and self.choosing == seat:
            self.pick(seat, action)

    def resized(self, event: Any) -> None:
        """A turned phone, a resized window: the room the prompt keeps is measured anew there."""
        if self.held[:2] != (int(js.window.innerWidth), int(js.window.innerHeight)):
            self.held = (0, 0, 0.0)
            self.prompt.style.removeProperty("min-height")
            if self.choosing is not None:
                self.hold_place()

    def hold_place(self) -> None:
        """The prompt keeps the most height it has taken in this window (issue 54): picking a pair
        empties it, the reveal and the next roll fill it again, and the forests above keep their
        place and size meanwhile (on a phone upright the stage has what the tray leaves). The pairs'
        box keeps room for as many rows as the most pairs a roll can give (MOST_PAIRS), so a roll
        with more pairs than the last moves nothing either (issue 65): three rows at five a row, a
        small phone's too (web/games/sequoia/sequoia.css); at most MOST_ROWS where fewer fit a row.
        At most the rows MOST_PAIRS take: a Sequoia! roll's pairs (any two totals, 66) scroll in
        the box, so the forests are not squeezed off the screen by them (issue 67)."""
        box = self.prompt.querySelector("#sq-pairs")
        if found(box):
            columns = len(str(js.getComputedStyle(box).gridTemplateColumns).split()) or 1
            rows = min(MOST_ROWS, (MOST_PAIRS + columns - 1) // columns)
            gap = float(js.parseFloat(js.getComputedStyle(box).rowGap) or 0)
            button = box.firstElementChild
            tall = float(button.offsetHeight) if found(button) else 44.0
            box.style.minHeight = f"{rows * tall + (rows - 1) * gap:.0f}px"
            # every roll but a Sequoia! fits; its 66 pairs scroll here (only there: a scroll bar that came
            # for a row of taller buttons narrowed every pair and spilled their labels at 320 px)
            many = int(box.childElementCount) > MOST_PAIRS
            most = (MOST_PAIRS + columns - 1) // columns
            box.style.maxHeight = f"{most * tall + (most - 1) * gap:.0f}px" if many else ""
            box.style.overflowY = "auto" if many else ""
        width, height = int(js.window.innerWidth), int(js.window.innerHeight)
        most = self.held[2] if self.held[:2] == (width, height) else 0.0  # a turned phone: measured anew
        self.held = (width, height, max(most, float(self.prompt.offsetHeight)))
        self.prompt.style.minHeight = f"{self.held[2]:.0f}px"

    def mark_suggestion(self, seat: int, action: Any) -> None:
        """A suggested pair: its button ringed (for a finger as for the keyboard: sequoia.css) and given
        the keyboard focus, ready to choose."""
        if self.choosing == seat:
            button = self.prompt.querySelector(f".sq-pair[data-pair='{action.a},{action.b}']")
            if found(button) and not button.hidden:
                for other in self.prompt.querySelectorAll(".sq-pair[data-suggested]"):
                    other.removeAttribute("data-suggested")
                button.setAttribute("data-suggested", "")
                button.focus()

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
                self.say(_("Your roll cannot make {forest}.", forest=forest))
                return
            self.first_pick = forest
            self.forests.mark(forest, True)
            self.filter_pairs()
            said = dict(forest=forest, second=words(partners))
            self.say(_("Forest {forest} picked: the second is {second}. Pick {forest} again for two trees there.",
                       **said) if forest in partners else
                     _("Forest {forest} picked: the second is {second}. Pick {forest} again to change your mind.", **said))
            return
        pair = tuple(sorted((first, forest)))
        action = next((a for a in legal if tuple(a) == pair), None)
        if action is not None:
            self.pick(seat, action)
        elif forest == first:
            self.clear_pick()
        else:
            self.say(_("Your roll cannot make {first} and {forest} together: with {first} it makes {totals}.",
                       first=first, forest=forest, totals=words(partners_of(legal, first))))

    def on_forest_key(self, event: Any) -> None:
        if event.key == "Escape" and self.first_pick is not None:
            event.preventDefault()
            self.clear_pick()

    def clear_pick(self) -> None:
        if self.first_pick is not None:
            self.forests.mark(self.first_pick, False)
        self.first_pick = None
        self.filter_pairs()
        if self.hint is not None and self.choosing is not None:
            self.hold_hint()
            dom.clear(self.hint)
            self.hint.append(*self.todo)  # what to do, as the roll first said it

    def filter_pairs(self) -> None:
        """Show only the pairs that contain the forest picked first (all when none is)."""
        first = self.first_pick
        for button in self.prompt.querySelectorAll(".sq-pair"):
            a, b = (int(x) for x in str(button.getAttribute("data-pair")).split(","))
            button.hidden = first is not None and first not in (a, b)
        self.forests.draw(self.session, chosen=first)

    def say(self, text: str) -> None:
        if self.choosing is not None and self.hint is not None and self.hint.isConnected:
            self.hold_hint()
            dom.set_text(self.hint, text)

    def hold_hint(self) -> None:
        """The hint never shrinks within a step (a new one is made for the next): a shorter line after
        a longer one (a tiebreaker turn's three lines at 320 px, then a tapped forest's two) moved the
        pairs under the player's thumb (issue 80: 2 px within a step)."""
        if self.hint is not None and self.hint.isConnected:
            self.hint.style.minHeight = f"{self.hint.offsetHeight}px"

    def pick(self, seat: int, action: Any) -> None:
        if self.choosing == seat:
            self.driver.submit(seat, action)

    def taken(self, seat: int, action: Any) -> None:
        self.close_prompt()

    # --- the end ----------------------------------------------------------------------
    async def finish(self) -> None:
        """Final scoring forest by forest, as a picture (web/games/sequoia/scoring_view.py: each
        forest lit in turn, its tokens flying to their takers' stacks; the same in words for a
        screen reader), at once with reduced motion or `?fast`, or when the game was already
        over as the table opened; then the winner(s)."""
        if self.end.shown:
            return
        self.close_prompt()
        self.prompt.style.removeProperty("min-height")  # no more rolls: the end has the tray
        box = self.end.start()
        self.skipping = False
        status = dom.element("p", "", cls="sq-scoring", attrs={"id": "sq-scoring", "aria-live": "polite"})
        # the words of the picture, for a screen reader: the picture itself is aria-hidden
        awards = dom.element("ol", cls="sq-awards visually-hidden", attrs={"id": "sq-awards",
                                                                          "aria-label": _("Final scoring by forest")})
        skip = dom.element("button", _("Skip to the result"), cls="button secondary", attrs={"type": "button", "id": "sq-skip"})
        forests = self.forests
        self.scoring = Scoring(self.session, lambda forest: forests.buttons[FORESTS.index(forest)])
        # Translators: Sequoia: a heading: the scoring at the game's end
        box.append(dom.element("h2", _("Final scoring")), status, self.scoring.element, awards)
        lines = forest_awards(self.session)
        shown = 0
        if not (self.driver.instant or self.over_on_arrival):
            box.insertBefore(skip, self.scoring.element)
            self.end.listeners.on(skip, "click", lambda event: setattr(self, "skipping", True))
            skip.focus()  # keyboard players can cut the scoring short at once
            for forest, text in lines:
                if self.skipping or not self.driver.alive:
                    break
                for item in awards.querySelectorAll("li.now"):
                    item.classList.remove("now")
                awards.append(dom.element("li", text, cls="now"))
                dom.set_text(status, text)  # first: the picture's place settles before its tokens fly
                takers = self.scoring.reveal(self.driver.pace)  # each forest's award has its moment
                sound.play("award")
                shown += 1
                self.render(scoring=forest, scores=points_through(self.session, shown), takers=takers)
                await asyncio.sleep(SCORING_STEP_S * self.driver.pace)
            skip.remove()
        if not self.driver.alive:
            return
        for item in awards.querySelectorAll("li.now"):
            item.classList.remove("now")
        for _forest, text in lines[shown:]:
            awards.append(dom.element("li", text))
        self.scoring.finish()
        dom.set_text(status, "")
        self.render()
        self.driver.log.release()  # the count has ended: the result and the final scores in the log
        self.end.show()

    def destroy(self) -> None:
        super().destroy()
        self.end.destroy()
        self.pair_listeners.clear()
        self.cover_listeners.clear()
        self.forests.destroy()


def pair_button(roll: list[int], a: int, b: int) -> Any:
    """A pair's button: its two totals, the dice that make each, and the die left out. Its name
    starts with the words it shows ("10 & 11"), so a person who says what they see (voice
    control) presses it, then says the dice in words."""
    dice = pair_dice(roll, (a, b))
    # on the button "10 & 11": "10 and 11" does not fit a phone's narrowest button
    label = _("{total} twice", total=a) if a == b else f"{a} & {b}"
    button = dom.element("button", cls="button sq-pair", attrs={"type": "button", "data-pair": f"{a},{b}"})
    if dice is None:  # a Sequoia: any two totals
        button.setAttribute("aria-label", label)
        button.append(dom.element("span", label, cls="sq-pair-totals"))
        return button
    (d1, d2), (d3, d4), left = dice
    button.setAttribute("aria-label", _("{pair}: {d1} and {d2} make {first}, {d3} and {d4} make {second}, the {left} is "
                                        "left out", pair=label, d1=d1, d2=d2, first=a, d3=d3, d4=d4, second=b, left=left))
    button.append(
        dom.element("span", label, cls="sq-pair-totals"),
        dom.element("span", f"{DIE_FACES[d1 - 1]}{DIE_FACES[d2 - 1]} {DIE_FACES[d3 - 1]}{DIE_FACES[d4 - 1]}",
                    cls="sq-pair-dice", attrs={"aria-hidden": "true"}),
        # Translators: Sequoia: a dice pair's button: the die left out
        dom.element("span", _("{die} out", die=DIE_FACES[left - 1]), cls="sq-pair-left", attrs={"aria-hidden": "true"}))
    return button


def partners_of(legal: list[Any], forest: int) -> list[int]:
    """The totals that make a legal pair with `forest`, smallest first."""
    return sorted({b if a == forest else a for a, b in legal if forest in (a, b)})


def words(numbers: list[int]) -> str:
    """[5, 7, 9] -> "5, 7 or 9"."""
    text = [str(n) for n in numbers]
    # Translators: a list of numbers: the last joined by "or" ("4, 5 or 9")
    return text[0] if len(text) == 1 else _("{numbers} or {last}", numbers=", ".join(text[:-1]), last=text[-1])


def mount(view: Any, args: list[str]) -> Any:
    """Show the saved game, or send the player to the setup screen."""
    return table_screen(view, GAME, Saves(GAME.id), "sq", SequoiaTable, args)

