"""The review with the AI, on the replay screen (web/table/replay.py): from
the end screen's "Review", a finished game's "Review" in the game history
(`#/<game>/review`), or the replay's own "Review with the AI".

The worker (web/page/workers.py; web/table/ai_worker.py `review_plan` and
`review_move`) goes through the game one move at a time, so the page stays
responsive, a few moves asked ahead (`AHEAD`) so that it never waits for the
page: a progress bar says how far it is, and Cancel stops it after the
moves under way (the review done so far stays, and can be resumed). The
graph sits right under the board, so on a phone the two fit one screen and
a tap on the graph visibly moves the board (a turning point chosen in the
list below scrolls them back into sight). It is a canvas in the app's
colours with its scale (0%, the middle line's 50%, 100%) and a tick per
point: one point per decision, or one per turn of choices made at once
(Sequoia's pairs, a step of Sequitur's round), where they are revealed.
The review is read from one side, as chess sites show their evaluation
(issue 65): the seat it is for (`seat`: the first person who played here,
else the first seat), so the graph is one line in that side's colour, its
chance to win after each move (Sequitur solo: the expected score), solid
for what was played and dotted, straight up or down, for the chance that
followed (the draw, the roll, the bag), which the legend says is luck, not
a move: luck is never a turning point (web/model/review_series.py
`Point`). Each inaccuracy, mistake and
blunder is marked on the line where it fell, in its grade's colour (issue
81; a turn of choices made at once shows its worst). A tap or click on it,
or the arrow keys while it has the focus, move the replay to that point (a
tap near a mark lands on its move), and Up and Down jump between the marks.
Every move is also a button with its grade's mark (?!, ?, ??: `list_moves`).
Under it, the review of the move shown: each move's grade, how each side's
chance moved and, for the seats of people at this device, the expert's
move and what the played one cost (Sequence's is also marked on the
board: `TableView.mark_advice`), with "Previous mistake" and "Next mistake" to step through that
seat's own mistakes and blunders; then each player's grades and accuracy
and the graph in words (engine/core/review.py `turns_said`, said in the
player's words by web/model/review_words.py), each turning point a button.

A review reads the record and nothing else: it never writes the autosave,
the statistics or the game history. What is worked out is kept in memory
for the page's life, so coming back to a game's review costs nothing.
"""
from __future__ import annotations

import json
from typing import Any, Awaitable, Callable

import js

from engine.core.review import GRADES
from web.device.names import and_list
from web.page import dom, workers
from web.page.modes import FAST_TIME_LIMIT, fast_mode
from web.page.ffi import create_proxy
from web.page.tasks import spawn
from web.model.catalog import GAMES_BY_ID
from web.model.review_series import (GRADE_WORDS, MARKED, MISTAKES, SYMBOLS, answer_lines, chance_words, Point, Review,
                                     hidden_note, nearest_step, point_of_step, review_key, review_seat, tick_points,
                                     tried_lines)
from web.model.session import Session
from web.page.words import _, language, ngettext

PAD = 12  # the graph's margin, in CSS pixels
HEIGHT = 180  # the graph's height where table.css gives none
AHEAD = 6  # moves asked of the worker at once while reviewing
REDRAW_MS = 250  # the graph and the move list redrawn at most this often while answers come in
_reviews: dict[str, Review] = {}  # the reviews worked out on this page (review_key)


class ReviewPanel:
    """The review's parts: `element` (above the board) and `advice` (under it)."""

    def __init__(self, full: Session, record: dict[str, Any], go: Callable[[int], None],
                 prepare: Callable[[Any], Awaitable[None]], listeners: dom.Listeners, *, asked: bool = False) -> None:
        self.full, self.record, self.go, self.prepare = full, record, go, prepare
        spec = full.spec
        self.game = spec.id
        self.key = review_key(self.game, record)
        # the step the review opened at (the end): once the review is whole it goes to the game's
        # biggest turning point, unless the player has moved the replay meanwhile (None: it stays)
        self.arrive: int | None = None
        self.review: Review | None = _reviews.get(self.key)
        # the review was asked for (the review's screen, or "Review with the AI") or is known already:
        # the replay then shows its seat's own part (web/table/replay.py)
        self.asked = asked or self.review is not None
        self.running = False
        self.cancelled = False
        self.alive = True
        self.count = 0
        self.names = [full.name(seat) for seat in range(len(full.seats))]
        self.said: dict[tuple[int, str], str] = {}  # `did`'s words, by move and language
        self.advised = [index for index, seat in enumerate(full.seats) if seat.is_here]  # people at this device
        # the seat the review is for: its side's line, its words; its hand, roll or rack shown (replay.py)
        self.seat = review_seat(full.seats)
        self.start_button = dom.element("button", _("Review with the AI"), cls="button primary", attrs={
            "type": "button", "id": "review-start"})
        self.cancel_button = dom.element("button", _("Cancel"), cls="button secondary", attrs={
            "type": "button", "id": "review-cancel", "hidden": True})
        self.bar = dom.element("progress", attrs={"id": "review-progress", "max": "1", "value": "0",
                                                  "aria-labelledby": "review-status", "hidden": True})
        self.status = dom.element("p", "", cls="review-status", attrs={"id": "review-status", "role": "status"})
        self.canvas = dom.element("canvas", cls="review-graph", attrs={
            "id": "review-graph", "tabindex": "0", "role": "slider", "aria-valuemin": "0", "aria-valuenow": "0",
            "aria-label": _("The review's graph: choose a move"), "aria-describedby": "review-words-title",
            "height": str(HEIGHT), "data-min-font": "none"})  # it draws no text: the scale and ticks are beside it
        # the scale (top, middle line, bottom) and the turns' labels, in the page's text (aria-hidden: the
        # slider's value text says each point in words)
        self.scale = dom.element("div", cls="review-scale", attrs={"id": "review-scale", "aria-hidden": "true"},
                                 children=[dom.element("span", "", cls=f"review-scale-{place}")
                                           for place in ("top", "mid", "low")])
        self.ticks = dom.element("div", cls="review-ticks", attrs={"id": "review-ticks", "aria-hidden": "true"})
        self.legend = dom.element("ul", cls="review-legend", attrs={"id": "review-legend", "aria-hidden": "true"})
        self.words = dom.element("ol", cls="review-words", attrs={"id": "review-words",
                                                                  "aria-labelledby": "review-words-title"})
        # every move, its number and its grade's mark (?!, ?, ??), a tap to go there (issue 81; replay.py puts it
        # under the grades); made once, each button told its grade as the move's review comes in (`list_moves`)
        self.move_list = dom.element("ol", cls="review-moves", attrs={"id": "review-moves", "hidden": True,
                                                                      "aria-label": _("Every move and its grade")})
        self.move_buttons: dict[int, tuple[Any, str]] = {}  # at: (its button, the grade it shows)
        self.move_listeners = dom.Listeners()
        # each player's grades and accuracy, at the top of the review under its graph (replay.py puts it there)
        self.summary = dom.element("ul", cls="review-summary", attrs={"id": "review-summary", "hidden": True,
                                                                    # Translators: a heading of the review: each player's grades
                                                                    "aria-label": _("Each player's grades")})
        self.shown = dom.element("div", cls="review-shown", attrs={
            # Translators: the name for screen readers of the review's graph
            "id": "review-shown", "role": "group", "aria-label": _("The review's graph"), "hidden": True}, children=[
            dom.element("div", cls="review-figure", children=[
                self.scale, dom.element("div", cls="review-plot", children=[self.canvas, self.ticks])])])
        # the graph at the top of the table's tray, right under the board (replay.py puts it there), so
        # on a phone a tap on the graph moves a board in sight; the review's heading and progress below
        self.element = dom.element("section", cls="review panel", attrs={
            "id": "review", "aria-labelledby": "review-title"}, children=[
            dom.element("h2", _("Review with the AI"), attrs={"id": "review-title"}),
            dom.element("div", cls="review-run", children=[self.start_button, self.bar, self.cancel_button]),
            self.status])
        self.more = dom.element("div", attrs={"id": "review-more", "hidden": True}, children=[
            # Translators: a heading of the review: the moves that changed the game
            dom.element("h3", _("Turning points"), attrs={"id": "review-words-title"}), self.words])
        # under the move's review: each player's grades, the turning points, what the review looked at
        self.notes = dom.element("section", cls="review-notes panel", attrs={
            # Translators: a heading of the review: its summary
            "id": "review-notes", "aria-label": _("The review's summary")}, children=[
            self.legend, self.more,
            dom.element("p", hidden_note(self.game), cls="seq-hint-text review-hidden", attrs={"id": "review-hidden"})])
        # the player's own mistakes and blunders, one after another (review_series `next_mistake`)
        # Translators: a button of the review: go to the previous mistake
        self.previous_button = dom.element("button", _("Previous mistake"), cls="button secondary", attrs={
            "type": "button", "id": "review-previous-mistake", "disabled": True})
        # Translators: a button of the review: go to the next mistake
        self.next_button = dom.element("button", _("Next mistake"), cls="button secondary", attrs={
            "type": "button", "id": "review-next-mistake", "disabled": True})
        # "Try again" at the player's own mistake: its position at the table, the seat's hand, a move tapped
        # is judged by the review's measure (`judge`) instead of played; "Back to the review" (issue 81)
        self.trying: int | None = None  # the move tried again, while the table shows the position before it
        self.tried: dict[str, Any] | None = None  # the worker's judgement of the move tried (review.try_move)
        self.tried_did = ""
        self.judging = False
        self.answered = False  # "Show the answer": the review's better move marked at the table, with its words
        self.table_view: Any = None  # the table drawn for the move shown (the try's, where an answer is marked)
        # Translators: a button of the review: try the move again oneself
        self.try_button = dom.element("button", _("Try again"), cls="button primary", attrs={
            "type": "button", "id": "review-try", "hidden": True})
        # Translators: a button of the review: show the best move
        self.answer_button = dom.element("button", _("Show the answer"), cls="button secondary", attrs={
            "type": "button", "id": "review-answer", "hidden": True})
        self.back_button = dom.element("button", _("Back to the review"), cls="button secondary", attrs={
            "type": "button", "id": "review-try-back", "hidden": True})
        self.advice = dom.element("section", cls="review-advice panel", attrs={
            "id": "review-advice", "aria-labelledby": "review-advice-title", "hidden": True}, children=[
            # Translators: a heading of the review: the move shown, reviewed
            dom.element("h2", _("This move, reviewed"), cls="visually-hidden", attrs={"id": "review-advice-title"}),
            dom.element("div", cls="review-mistakes", attrs={"role": "group"},
                        children=[self.previous_button, self.try_button, self.answer_button, self.next_button,
                                  self.back_button]),
            dom.element("div", attrs={"id": "review-advice-text", "aria-live": "polite"})])
        self.advice_text = self.advice.lastChild
        listeners.on(self.previous_button, "click", lambda event: self.to_mistake(False))
        listeners.on(self.next_button, "click", lambda event: self.to_mistake(True))
        listeners.on(self.try_button, "click", lambda event: self.try_again())
        listeners.on(self.answer_button, "click", lambda event: self.show_answer())
        listeners.on(self.back_button, "click", lambda event: self.back_to_review())
        listeners.on(self.start_button, "click", lambda event: self.start())
        listeners.on(self.cancel_button, "click", lambda event: self.cancel())
        listeners.on(self.canvas, "click", self.on_click)
        listeners.on(self.canvas, "keydown", self.on_key)
        self.listed: Any = None  # the turning points listed now
        self.word_listeners = dom.Listeners()  # the turning points' buttons, made anew with the list
        self.on_resize = create_proxy(lambda *args: self.draw())
        self.resize = js.ResizeObserver.new(self.on_resize)
        self.resize.observe(self.canvas)
        if self.review is not None:
            self.review.labels = self.side_labels(self.review)
            self.shown.hidden = self.more.hidden = False
            self.say_progress()

    def did(self, at: int) -> str:
        """Move `at` in the player's words, as the game says a move done (`GameSpec.done`: Sequence's
        is translated; the others' are the engine's words, as the worker's description is). Said once
        per move and language: each says the position before it, which `Session.at` replays from the
        start, and the turning points' words ask again after each move's review comes in (Sequitur's
        74 moves replayed 1,475 positions on the page's main thread, two thirds of its review's time)."""
        key = (at, language())
        said = self.said.get(key)
        if said is None:
            seat, action = self.full.state.history[at]
            said = self.said[key] = self.full.spec.done(self.full.at(at), seat, action)
        return said

    def side_labels(self, review: Review) -> list[str]:
        """Each side of the review as the table names its seats, in the player's words: 'Ann (Blau)'
        (the plan's labels are the worker's, in English)."""
        return [and_list([self.full.label(seat) for seat in side["seats"]]) for side in review.plan["sides"]]

    # --- running ----------------------------------------------------------------------------
    def start(self) -> None:
        self.asked = True
        if not self.running:
            spawn(self.run())

    def cancel(self) -> None:
        self.cancelled = True
        dom.set_text(self.status, _("Cancelling after the move under way…"))

    async def run(self) -> None:
        """Review the moves not reviewed yet, one worker call each."""
        self.running, self.cancelled = True, False
        self.start_button.hidden = True
        self.cancel_button.hidden = False
        self.bar.hidden = False
        record_json = json.dumps(self.record)
        try:
            worker = await workers.get()
            await self.prepare(worker)
            if self.review is None:
                # Translators: the review's status while it starts
                dom.set_text(self.status, _("Starting the review…"))
                plan = json.loads(str(await worker.review_plan(self.game, record_json)))
                self.review = _reviews[self.key] = Review(plan, seat=self.seat)
                self.review.labels = self.side_labels(self.review)
            review = self.review
            # the plan's seconds per move keep a whole review short (a 2-player Sequence game within 30 s)
            seconds = float(review.plan.get("budget_s") or GAMES_BY_ID[self.game].review_budget)
            if fast_mode():  # the tests' mode: the AI's short budget (the advice's search; the values' work is fixed)
                seconds = min(seconds, FAST_TIME_LIMIT)
            advise = json.dumps(self.advised)
            self.shown.hidden = self.more.hidden = False
            self.update(self.count)
            self.show_graph()
            todo, asked, drawn = review.todo(), [], 0.0
            while todo or asked:
                # AHEAD moves asked at once: the worker goes on with the next while the page reads an
                # answer or answers a tap (Cancel lets those asked finish; their answers are kept)
                while todo and len(asked) < AHEAD and not self.cancelled and self.alive:
                    at = todo.pop(0)
                    asked.append((at, worker.review_move(self.game, record_json, at, advise, 1, seconds)))
                if not asked:
                    break
                self.say_progress()
                at, answer = asked.pop(0)
                review.moves[at] = json.loads(str(await answer))
                now = float(js.performance.now())
                if self.alive and (at == self.count - 1 or now - drawn >= REDRAW_MS or not asked):
                    drawn = now  # the graph and the lists redrawn at most every REDRAW_MS while answers pour in
                    if at == self.count - 1:
                        self.update(self.count)
                    else:
                        self.draw()
                        self.list_words()
                        self.list_summary()
                        self.list_moves()
        except Exception as error:  # the worker failed: say so, the replay goes on
            js.console.warn(f"review failed: {error}")
            dom.set_text(self.status, _("The review stopped: the AI could not go on ({problem}).",
                                        problem=type(error).__name__))
            self.finish(failed=True)
            return
        self.finish()

    def finish(self, *, failed: bool = False) -> None:
        self.running = False
        if not self.alive:
            return
        had_focus = js.document.activeElement == self.cancel_button
        self.cancel_button.hidden = True
        review = self.review
        done = review is not None and review.done
        self.bar.hidden = done
        self.start_button.hidden = done
        # Translators: a button: resume the review
        dom.set_text(self.start_button, _("Resume the review"))
        if not failed:
            self.say_progress()
        self.update(self.count)
        if had_focus:  # the focus never falls to the page
            (self.start_button if not self.start_button.hidden else self.canvas).focus()
        if done:
            self.land()

    def land(self) -> None:
        """The review, opened at the end, goes to its biggest turning point (it stays at the end
        when no move swung the game), the graph in sight; not once the player has moved."""
        review = self.review
        if self.arrive is None or review is None or not review.done:
            return
        arrive, self.arrive = self.arrive, None
        if self.count != arrive:
            return
        step = review.biggest_turn()
        if step is not None and step != self.count:
            self.go(step)
        self.show_graph()

    def say_progress(self) -> None:
        review = self.review
        if review is None:
            return
        total = len(review.plan["moves"])
        done = total - len(review.todo())
        self.bar.setAttribute("max", str(max(1, total)))
        self.bar.setAttribute("value", str(done))
        if review.done:
            text = ngettext("Reviewed all {total} move.", "Reviewed all {total} moves.", total, total=total)
        elif self.running and not self.cancelled:
            text = _("Reviewing move {number} of {total}…", number=done + 1, total=total)
        else:
            text = ngettext("Review stopped after {done} of {total} move.",
                            "Review stopped after {done} of {total} moves.", total, done=done, total=total)
        dom.set_text(self.status, text)
        self.bar.hidden = review.done
        self.start_button.hidden = review.done or self.running
        if not review.done and not self.running:
            dom.set_text(self.start_button, _("Resume the review"))

    # --- the move shown -----------------------------------------------------------------------
    def update(self, count: int, table_view: Any = None) -> None:
        """The replay shows step `count`: the graph's marker, the move's review, the board's mark."""
        self.count = count
        self.table_view = table_view
        review = self.review
        if review is None:
            return
        if self.trying is not None and count != self.trying:  # the replay moved on: the try is over
            self.trying = self.tried = None
        self.canvas.setAttribute("aria-label", _("The expected score, move by move") if review.measure == "score"
                                 else _("{name}'s chance to win, move by move", name=review.label))
        self.canvas.setAttribute("aria-valuemax", str(review.steps))
        self.canvas.setAttribute("aria-valuenow", str(count))
        self.canvas.setAttribute("aria-valuetext", review.step_text(count))
        self.draw()
        dom.clear(self.advice_text)
        self.advice.hidden = False
        tray = self.advice.parentElement  # the step's table's tray: while trying, the try and the decision (table.css)
        if tray is not None:
            tray.classList.toggle("review-trying", self.trying is not None)
        if self.trying is not None:  # its words may scroll within their room (table.css): a key scrolls them too
            self.advice_text.setAttribute("tabindex", "0")
        else:
            self.advice_text.removeAttribute("tabindex")
        if self.trying is not None:
            self.say_try()
            self.draw()
            return
        for line in review.move_lines(count, self.names, self.did, self.full.spec.reasons):
            self.advice_text.append(dom.element("p", line))
        self.next_button.disabled = review.next_mistake(count, [self.seat]) is None
        self.previous_button.disabled = review.previous_mistake(count, [self.seat]) is None
        self.previous_button.hidden = self.next_button.hidden = False
        self.back_button.hidden = self.answer_button.hidden = True  # (a try's: shown while trying, say_try)
        self.try_button.hidden = not self.can_try(count - 1)
        dom.set_text(self.try_button, _("Try again"))
        self.list_summary()
        self.list_moves()
        move = review.moves.get(count - 1)
        advice = move.get("advice") if move else None
        if table_view is not None and advice:
            table_view.mark_advice(advice.get("marks") or {})
        self.list_words()

    # --- Try again, Show the answer, the run through the mistakes (issue 81) ------------------------
    def can_try(self, at: int) -> bool:
        """Whether move `at` is a mistake or a blunder of the review's seat with a better move to find (the
        review's advice, or the move the rules found): tried at the table, its answer shown."""
        return self.answer(at) is not None and int(self.review.moves[at]["seat"]) == self.seat \
            and (self.review.moves[at].get("grade") or {}).get("grade") in MISTAKES

    def answer(self, at: int) -> dict[str, Any] | None:
        """The better move the review found for move `at` ({"action", "what", "why", "said"}), or None."""
        move = self.review.moves.get(at) if self.review is not None else None
        if move is None:
            return None
        found = move.get("advice") or (move.get("grade") or {}).get("better")
        return found if found and found.get("action") is not None else None

    def tries(self) -> list[int]:
        """The steps of the seat's own mistakes that can be tried, in the game's order (the run's)."""
        review = self.review
        return [step for step in review.mistakes([self.seat]) if self.can_try(step - 1)] if review is not None else []

    def try_again(self, at: int | None = None) -> None:
        """The position before the mistake shown (or tried; or `at`'s), at the table with the seat's own part."""
        if at is None:
            at = self.trying if self.trying is not None else self.count - 1
        self.trying, self.tried, self.answered = at, None, False
        self.go(at)
        (self.answer_button if self.try_button.hidden else self.try_button).focus()

    def back_to_review(self) -> None:
        """The review again, at the move tried."""
        at = self.trying
        self.trying = self.tried = None
        self.answered = False
        if at is not None:
            self.go(at + 1)
            self.try_button.focus()

    def solved(self) -> bool:
        """The move tried was as good as the best (or won), or the answer was shown: on to the next."""
        tried = self.tried or {}
        return self.answered or tried.get("grade") == GRADES[0] or bool(tried.get("won"))

    def judge(self, action_json: Any, did: str) -> None:
        """A move tapped at the table while trying: the worker judges it (`review_try`), nothing is played."""
        if self.trying is not None and not self.judging:
            self.tried, self.tried_did = None, did
            move = self.review.moves.get(self.trying) if self.review is not None else None
            if move is not None and move["played"].get("action") == action_json:
                self.tried = {"same": True}  # the move played: its review's grade stands (no search anew)
                self.say_try()
                return
            spawn(self.run_try(self.trying, action_json))

    def show_answer(self) -> None:
        """The review's better move marked at the table as "Suggest a move" marks it, with its words."""
        at = self.trying
        found = self.answer(at) if at is not None else None
        if found is None or self.judging:
            return
        self.answered, self.tried = True, None
        view = self.table_view
        if view is not None:
            view.mark_suggestion(self.seat, view.session.state.action_from_json(found["action"]))
        self.say_try()
        active = js.document.activeElement  # the mark may hold the focus (Sequoia's pair); else it never falls to the page
        if active == self.answer_button or active == js.document.body:
            (self.next_button if not self.next_button.hidden else self.try_button).focus()

    async def run_try(self, at: int, action_json: Any) -> None:
        self.judging = True
        self.say_try()
        try:
            worker = await workers.get()
            await self.prepare(worker)
            review = self.review
            assert review is not None
            seconds = float(review.plan.get("budget_s") or GAMES_BY_ID[self.game].review_budget)
            if fast_mode():
                seconds = min(seconds, FAST_TIME_LIMIT)
            answer = await worker.review_try(self.game, json.dumps(self.record), at, json.dumps(action_json), 1, seconds)
            if self.trying == at:
                self.tried = json.loads(str(answer))
        except Exception as error:  # the worker failed: say so, the review goes on
            js.console.warn(f"try failed: {error}")
            self.tried = {"failed": type(error).__name__}
        finally:
            self.judging = False
        if self.alive and self.trying == at:
            self.say_try()

    def say_try(self) -> None:
        """The tray while trying: what to do, the judgement of the move tried or the answer; Try again,
        Show the answer, Next mistake (once solved or shown), Back to the review."""
        review, at = self.review, self.trying
        if review is None or at is None:
            return
        dom.clear(self.advice_text)
        name = self.names[self.seat]
        tried = self.tried
        if self.judging:
            # Translators: the review: while your tried move is judged
            lines = [_("Judging your move…")]
        elif tried is None and self.answered:
            lines = answer_lines(self.answer(at) or {}, at, name, self.full.spec.reasons)
        elif tried is None:
            lines = [_("Move {number}: find a better move for {name}, from what {name} could see then.",
                       number=at + 1, name=name)]
        elif "same" in tried:
            lines = [_("That is the move {name} played: try another.", name=name)]
        elif "failed" in tried:
            lines = [_("The AI could not judge the move ({problem}).", problem=tried["failed"])]
        else:
            played = (review.moves.get(at) or {}).get("grade")
            lines = tried_lines(tried, played, name, self.names, self.tried_did, self.full.spec.reasons)
        done = self.solved() and not self.judging
        runs = self.tries()
        following = next((step for step in runs if step > at + 1), None)
        if done and following is None:  # the run's end: how many were found
            lines.append(ngettext("That was the last one: {name} made {count} mistake in this game.",
                                  "That was the last one: {name} made {count} mistakes in this game.",
                                  len(runs), count=len(runs), name=name))
        for line in lines:
            self.advice_text.append(dom.element("p", line))
        self.previous_button.hidden = True
        self.next_button.hidden = not done or following is None
        self.next_button.disabled = following is None
        self.try_button.hidden = (tried is None and not self.answered) or self.judging
        self.answer_button.hidden = self.answered or self.judging or done
        self.back_button.hidden = False
        if tried is not None or self.answered:  # the judgement in sight in the tray (a tap may have scrolled it away)
            self.advice.scrollIntoView(js.JSON.parse('{"block": "nearest"}'))

    def to_mistake(self, forward: bool) -> None:
        """Show the player's next (or previous) mistake or blunder, if there is one."""
        review = self.review
        if review is None:
            return
        if self.trying is not None:  # the run through the mistakes: the next one's try
            step = next((step for step in self.tries() if step > self.trying + 1), None)
            if step is not None:
                self.try_again(step - 1)
            return
        step = (review.next_mistake if forward else review.previous_mistake)(self.count, [self.seat])
        if step is not None:
            self.go(step)

    def list_summary(self) -> None:
        """Each player's grades and accuracy so far, one line each (review_series `summary_lines`)."""
        review = self.review
        if review is None:
            return
        dom.clear(self.summary)
        for line in review.summary_lines(self.names):
            self.summary.append(dom.element("li", line))
        self.summary.hidden = not self.summary.childElementCount

    def list_moves(self) -> None:
        """Every move as a button: its number, its grade's mark where it is an inaccuracy, a mistake or a
        blunder, its player's colour under it; named in words ('Move 12, Ann: mistake'); the move shown
        current."""
        review = self.review
        if review is None:
            return
        if not self.move_buttons:
            for move in review.plan["moves"]:
                at, seat = int(move["at"]), int(move["seat"])
                button = dom.element("button", str(at + 1), cls="review-move", attrs={"type": "button", "data-step": at + 1})
                button.style.setProperty("--seat", self.full.spec.colour(self.full, seat)[2])
                self.move_listeners.on(button, "click", lambda event, n=at + 1: self.go_and_show(n))
                self.move_list.append(dom.element("li", children=[button]))
                self.move_buttons[at] = (button, "?")  # told below
            self.move_list.hidden = False
        for move in review.plan["moves"]:
            at, seat = int(move["at"]), int(move["seat"])
            button, shown = self.move_buttons[at]
            grade = review.grade_of(at) or ""
            if grade != shown:
                self.move_buttons[at] = (button, grade)
                dom.set_text(button, str(at + 1))
                name = self.names[seat] if 0 <= seat < len(self.names) else ""
                if grade in MARKED:
                    button.append(dom.element("span", SYMBOLS[grade], cls="review-move-mark", attrs={"aria-hidden": "true"}))
                    button.setAttribute("data-grade", grade)
                else:
                    button.removeAttribute("data-grade")
                button.setAttribute("aria-label", _("Move {number}, {name}: {grade}", number=at + 1, name=name,
                                                    grade=_(GRADE_WORDS[grade])) if grade in GRADE_WORDS
                                    # Translators: the review's list: a move's number and who played it
                                    else _("Move {number}, {name}", number=at + 1, name=name))
            if at + 1 == self.count:
                button.setAttribute("aria-current", "step")
            else:
                button.removeAttribute("aria-current")

    def list_words(self) -> None:
        """The turning points in words, each with its button; made anew only when they change."""
        review = self.review
        if review is None:
            return
        points = review.turning_points()
        sentences = review.sentences(self.names, self.did)
        listed = (tuple(points), tuple(sentences), review.done)
        if listed != self.listed:
            self.listed = listed
            self.word_listeners.clear()
            dom.clear(self.words)
            if not sentences:
                self.words.append(dom.element("li", _("No turning point yet.") if not review.done else
                                              _("No move swung the chances much: a steady game.")))
            for at, sentence in zip(points, sentences):
                button = dom.element("button", _("Go to move {number}", number=at + 1), cls="button secondary", attrs={
                    "type": "button", "data-move": at + 1})
                self.word_listeners.on(button, "click", lambda event, n=at + 1: self.go_and_show(n))
                self.words.append(dom.element("li", children=[dom.element("span", sentence), button]))
        for button in self.words.querySelectorAll("button"):
            if int(button.dataset.move) == self.count:
                button.setAttribute("aria-current", "step")
            else:
                button.removeAttribute("aria-current")

    # --- the graph ----------------------------------------------------------------------------
    def go_and_show(self, count: int) -> None:
        """Move the replay to step `count` from below the graph, and bring the board and graph into sight."""
        self.go(count)
        self.show_graph()

    def show_graph(self) -> None:
        """Scroll the graph into sight when it is not all in sight, in the box that scrolls (the
        table's tray, web/table/replay.py): the board above the tray stays in sight with it."""
        self.canvas.scrollIntoView(js.JSON.parse('{"block": "nearest"}'))

    def draw(self) -> None:
        """The graph: one point per decision, or per turn of choices made at once; the review's side's
        line, solid for what was played and dotted, straight down or up, for the chance that followed;
        each inaccuracy, mistake and blunder marked in its grade's colour; the scale's lines (the middle one stronger) and a tick per point."""
        review = self.review
        canvas = self.canvas
        if review is None or not self.alive or not bool(canvas.isConnected):
            return
        width = float(canvas.clientWidth or 300)
        ratio = float(js.window.devicePixelRatio or 1)
        canvas.width = int(width * ratio)
        height = float(canvas.clientHeight or HEIGHT)  # 180 px, less on a phone (table.css)
        canvas.height = int(height * ratio)
        ctx = canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        style = js.getComputedStyle(js.document.documentElement)

        def token(name: str, fallback: str) -> str:
            return str(style.getPropertyValue(name)).strip() or fallback

        ctx.fillStyle = token("--card", "#fffdf8")
        ctx.fillRect(0, 0, width, height)
        low, high = review.scale()
        points = review.points()
        last = max(1, len(points) - 1)

        def x_of(index: float) -> float:
            return PAD + (width - 2 * PAD) * index / last

        def y_of(value: float) -> float:
            return height - PAD - (height - 2 * PAD) * (value - low) / (high - low or 1)

        ink = token("--ink", "#1d2421")
        for fraction in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = y_of(low + (high - low) * fraction)
            middle = fraction == 0.5
            ctx.strokeStyle = token("--muted", "#5d6661") if middle else token("--line-soft", "#e6dfcf")
            ctx.lineWidth = 1.5 if middle else 1
            ctx.beginPath()
            ctx.setLineDash([6, 4] if middle else [])
            ctx.moveTo(PAD, y)
            ctx.lineTo(width - PAD, y)
            ctx.stroke()
        ctx.setLineDash([])
        labelled = set(tick_points(len(points) - 1))
        ctx.strokeStyle = token("--muted", "#5d6661")
        ctx.lineWidth = 1
        ctx.beginPath()
        for point in points:  # a tick per point (a turn), longer where labelled
            if len(points) <= 80 or point.index in labelled:
                size = 6 if point.index in labelled else 3
                ctx.moveTo(x_of(point.index), height)
                ctx.lineTo(x_of(point.index), height - size)
        ctx.stroke()
        colour = self.side_colour()
        line = review.line()
        ctx.strokeStyle = colour
        ctx.lineJoin = "round"
        ctx.lineWidth = 3
        ctx.beginPath()  # what was played: from the value before the point's moves to just after them
        for before, point in zip(line, line[1:]):  # each point and the next: (index, played, value, chance)
            if before[2] is not None and point[1] is not None:
                ctx.moveTo(x_of(before[0]), y_of(before[2]))
                ctx.lineTo(x_of(point[0]), y_of(point[1]))
        ctx.stroke()
        ctx.lineWidth = 2
        ctx.setLineDash([2, 3])
        ctx.beginPath()  # chance: the draw, the roll, the bag, straight up or down at the point
        for index, played, value, chance in line:
            if chance and played is not None and value is not None:
                ctx.moveTo(x_of(index), y_of(played))
                ctx.lineTo(x_of(index), y_of(value))
        ctx.stroke()
        ctx.setLineDash([])
        side = review.side
        marks = review.marks()
        for point, _at, grade in marks:  # each inaccuracy, mistake and blunder on the line, in its grade's colour
            assert point.played is not None
            ctx.beginPath()
            ctx.arc(x_of(point.index), y_of(point.played[side]), 4 + MARKED.index(grade), 0, 6.2832)
            ctx.fillStyle = token(f"--grade-{grade}", "#b42f2f")
            ctx.fill()
            ctx.lineWidth = 1.5
            ctx.strokeStyle = token("--card", "#fffdf8")
            ctx.stroke()
        ctx.strokeStyle = ink
        ctx.lineWidth = 2
        ctx.beginPath()
        here = x_of(point_of_step(points, self.count))
        ctx.moveTo(here, PAD / 2)
        ctx.lineTo(here, height - PAD / 2)
        ctx.stroke()
        self.canvas.setAttribute("data-points", str(len(points) - 1))
        self.canvas.setAttribute("data-chance", " ".join(str(p.step) for p in points if p.chance))
        self.canvas.setAttribute("data-side", str(side))
        self.canvas.setAttribute("data-marks", " ".join(f"{at + 1}:{grade}" for _point, at, grade in marks))
        self.draw_scale(review, points, width, x_of)
        self.draw_legend(colour)

    def draw_scale(self, review: Review, points: list[Point], width: float, x_of: Callable[[float], float]) -> None:
        """The scale's words (0%, the middle line's 50%, 100%; or points) and the labelled ticks' move numbers."""
        low, high = review.scale()
        if review.measure == "chance":
            words = ("100%", "50%", "0%")
        else:
            words = (f"{high:g}", f"{(low + high) / 2:g}", f"{low:g}")  # numbers: the same in every language
        for span, word in zip(self.scale.children, words):
            dom.set_text(span, word)
        marks = tick_points(len(points) - 1)
        while self.ticks.childElementCount < len(marks):
            self.ticks.append(dom.element("span", ""))
        while self.ticks.childElementCount > len(marks):
            self.ticks.lastChild.remove()
        for span, index in zip(self.ticks.children, marks):
            dom.set_text(span, str(points[index].step))
            span.style.setProperty("left", f"{100 * x_of(index) / max(1.0, width):.2f}%")

    def side_colour(self) -> str:
        """The review's side's colour (its first seat's, as the table draws it)."""
        review = self.review
        assert review is not None
        return self.full.spec.colour(self.full, review.plan["sides"][review.side]["seats"][0])[2]

    def draw_legend(self, colour: str) -> None:
        """What the line is (the review's side's chance to win after each move), and the dotted chance:
        what it is in this game, luck and not a move. Written once."""
        review = self.review
        if review is None or self.legend.childElementCount:
            return
        swatch = dom.element("span", cls="review-swatch")
        swatch.style.setProperty("background", colour)
        what = (_("{name}'s chance to win after each move", name=review.label) if review.measure == "chance"
                else _("The expected score after each move"))
        self.legend.append(dom.element("li", children=[swatch, dom.element("span", what)]))
        luck = chance_words(self.game)
        self.legend.append(dom.element("li", cls="review-legend-chance", children=[
            dom.element("span", cls="review-swatch review-swatch-chance"),
            dom.element("span", _("Dotted: {luck} (luck), not a move", luck=luck))]))
        for grade in MARKED:  # the marks, on the graph and in the move list
            self.legend.append(dom.element("li", cls="review-legend-mark", attrs={"data-grade": grade}, children=[
                dom.element("span", SYMBOLS[grade], cls="review-move-mark"), dom.element("span", _(GRADE_WORDS[grade]))]))

    def on_click(self, event: Any) -> None:
        review = self.review
        if review is None:
            return
        box = self.canvas.getBoundingClientRect()
        points = review.points()
        x, width, last = float(event.clientX) - float(box.left), float(box.width), max(1, len(points) - 1)
        index = nearest_step(x, width, len(points) - 1, PAD)
        # a tap within a finger's half-width (12 px) of a mark lands on its move
        per_point = max(1.0, width - 2 * PAD) / last
        marked = review.mark_near((x - PAD) / per_point, 12 / per_point)
        self.go(marked if marked is not None else points[index].step)
        self.canvas.focus()
        self.show_graph()  # a board that grew or shrank with the move shown may have pushed it aside

    def on_key(self, event: Any) -> None:
        """Up and Down: the previous or next mark, an inaccuracy, a mistake or a blunder (the arrows, Home and
        End move as the replay's do)."""
        review = self.review
        if review is None or event.key not in ("ArrowUp", "ArrowDown"):
            return
        event.preventDefault()
        stops = [at + 1 for _point, at, _grade in review.marks()]
        if event.key == "ArrowDown":
            later = [n for n in stops if n > self.count]
            self.go(later[0] if later else review.steps)
        else:
            earlier = [n for n in stops if n < self.count]
            self.go(earlier[-1] if earlier else 0)

    def destroy(self) -> None:
        self.alive = False
        self.cancelled = True
        self.resize.disconnect()
        dom.release(self.on_resize)
        self.word_listeners.clear()
        self.move_listeners.clear()
