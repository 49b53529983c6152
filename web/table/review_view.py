"""The review with the AI, on the replay screen (web/table/replay.py): from
the end screen's "Review", a finished game's "Review" in the game history
(`#/<game>/review`), or the replay's own "Review with the AI".

The worker (web/page/workers.py; web/table/ai_worker.py `review_plan` and
`review_move`) goes through the game one move at a time, so the page stays
responsive: a progress bar says how far it is, and Cancel stops it after
the move under way (the review done so far stays, and can be resumed). The
graph (a canvas in the app's colours, one line per side in its colour,
turning points ringed) is drawn as the moves come in; a tap or click on it,
or the arrow keys while it has the focus, move the replay to that move, and
Up and Down jump between the turning points. Beside it the graph in words
(engine/core/review.py `describe`), each turning point a button. Under the
board, the review of the move shown: how each side's chance moved and, for
the seats of people at this device, the expert's move and what the played
one cost (Sequence's is also marked on the board: `TableView.mark_advice`), and
each move's grade; above the graph, each player's grades and accuracy.

A review reads the record and nothing else: it never writes the autosave,
the statistics or the game history. What is worked out is kept in memory
for the page's life, so coming back to a game's review costs nothing.
"""
from __future__ import annotations

import asyncio
import json
from typing import Any, Awaitable, Callable

import js
from pyodide.ffi import create_proxy

from web.page import dom, workers
from web.model.catalog import GAMES_BY_ID
from web.model.review_series import Review, hidden_note, nearest_step, review_key
from web.model.session import Session

PAD = 12  # the graph's margin, in CSS pixels
HEIGHT = 180
_reviews: dict[str, Review] = {}  # the reviews worked out on this page (review_key)


class ReviewPanel:
    """The review's parts: `element` (above the board) and `advice` (under it)."""

    def __init__(self, full: Session, record: dict[str, Any], go: Callable[[int], None],
                 prepare: Callable[[Any], Awaitable[None]], listeners: dom.Listeners) -> None:
        self.full, self.record, self.go, self.prepare = full, record, go, prepare
        spec = full.spec
        self.game = spec.id
        self.key = review_key(self.game, record)
        self.review: Review | None = _reviews.get(self.key)
        self.running = False
        self.cancelled = False
        self.alive = True
        self.count = 0
        self.names = [full.name(seat) for seat in range(len(full.seats))]
        self.advised = [index for index, seat in enumerate(full.seats) if seat.is_here]  # people at this device
        self.start_button = dom.element("button", "Review with the AI", cls="button primary", attrs={
            "type": "button", "id": "review-start"})
        self.cancel_button = dom.element("button", "Cancel", cls="button secondary", attrs={
            "type": "button", "id": "review-cancel", "hidden": True})
        self.bar = dom.element("progress", attrs={"id": "review-progress", "max": "1", "value": "0",
                                                  "aria-labelledby": "review-status", "hidden": True})
        self.status = dom.element("p", "", cls="review-status", attrs={"id": "review-status", "role": "status"})
        self.canvas = dom.element("canvas", cls="review-graph", attrs={
            "id": "review-graph", "tabindex": "0", "role": "slider", "aria-valuemin": "0", "aria-valuenow": "0",
            "aria-label": "The review's graph: choose a move", "aria-describedby": "review-words-title",
            "height": str(HEIGHT), "data-min-font": "none"})  # it draws no text: the words are beside it
        self.legend = dom.element("ul", cls="review-legend", attrs={"id": "review-legend", "aria-hidden": "true"})
        self.words = dom.element("ol", cls="review-words", attrs={"id": "review-words",
                                                                  "aria-labelledby": "review-words-title"})
        self.summary = dom.element("ul", cls="review-summary", attrs={"id": "review-summary",
                                                                    "aria-label": "Each player's grades"})
        self.shown = dom.element("div", cls="review-shown", attrs={"id": "review-shown", "hidden": True}, children=[
            self.summary, self.canvas, self.legend,
            dom.element("h3", "Turning points", attrs={"id": "review-words-title"}), self.words])
        self.element = dom.element("section", cls="review panel", attrs={
            "id": "review", "aria-labelledby": "review-title"}, children=[
            dom.element("h2", "Review with the AI", attrs={"id": "review-title"}),
            dom.element("p", hidden_note(self.game), cls="seq-hint-text review-hidden", attrs={"id": "review-hidden"}),
            dom.element("div", cls="review-run", children=[self.start_button, self.bar, self.cancel_button]),
            self.status, self.shown])
        self.advice = dom.element("section", cls="review-advice panel", attrs={
            "id": "review-advice", "aria-labelledby": "review-advice-title", "hidden": True}, children=[
            dom.element("h2", "This move, reviewed", attrs={"id": "review-advice-title"}),
            dom.element("div", attrs={"id": "review-advice-text", "aria-live": "polite"})])
        self.advice_text = self.advice.lastChild
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
            self.shown.hidden = False
            self.say_progress()

    # --- running ----------------------------------------------------------------------------
    def start(self) -> None:
        if not self.running:
            asyncio.ensure_future(self.run())

    def cancel(self) -> None:
        self.cancelled = True
        dom.set_text(self.status, "Cancelling after the move under way…")

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
                dom.set_text(self.status, "Starting the review…")
                plan = json.loads(str(await worker.review_plan(self.game, record_json)))
                self.review = _reviews[self.key] = Review(plan)
            review = self.review
            # the plan's seconds per move keep a whole review short (a 2-player Sequence game within 30 s)
            seconds = float(review.plan.get("budget_s") or GAMES_BY_ID[self.game].review_budget)
            advise = json.dumps(self.advised)
            self.shown.hidden = False
            self.update(self.count)
            for at in review.todo():
                if self.cancelled or not self.alive:
                    break
                self.say_progress()
                answer = await worker.review_move(self.game, record_json, at, advise, 1, seconds)
                review.moves[at] = json.loads(str(answer))
                if self.alive:
                    if at == self.count - 1:
                        self.update(self.count)
                    else:
                        self.draw()
                        self.list_words()
                        self.list_summary()
        except Exception as error:  # the worker failed: say so, the replay goes on
            js.console.warn(f"review failed: {error}")
            dom.set_text(self.status, f"The review stopped: the AI could not go on ({type(error).__name__}).")
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
        dom.set_text(self.start_button, "Resume the review")
        if not failed:
            self.say_progress()
        self.update(self.count)
        if had_focus:  # the focus never falls to the page
            (self.start_button if not self.start_button.hidden else self.canvas).focus()

    def say_progress(self) -> None:
        review = self.review
        if review is None:
            return
        total = len(review.plan["moves"])
        done = total - len(review.todo())
        self.bar.setAttribute("max", str(max(1, total)))
        self.bar.setAttribute("value", str(done))
        if review.done:
            text = f"Reviewed all {total} moves."
        elif self.running and not self.cancelled:
            text = f"Reviewing move {done + 1} of {total}…"
        else:
            text = f"Review stopped after {done} of {total} moves."
        dom.set_text(self.status, text)
        self.bar.hidden = review.done
        self.start_button.hidden = review.done or self.running
        if not review.done and not self.running:
            dom.set_text(self.start_button, "Resume the review")

    # --- the move shown -----------------------------------------------------------------------
    def update(self, count: int, table_view: Any = None) -> None:
        """The replay shows step `count`: the graph's marker, the move's review, the board's mark."""
        self.count = count
        review = self.review
        if review is None:
            return
        self.canvas.setAttribute("aria-label", "The expected score, move by move" if review.measure == "score"
                                 else "Each side's chance to win, move by move")
        self.canvas.setAttribute("aria-valuemax", str(review.steps))
        self.canvas.setAttribute("aria-valuenow", str(count))
        self.canvas.setAttribute("aria-valuetext", review.step_text(count))
        self.draw()
        dom.clear(self.advice_text)
        for line in review.move_lines(count, self.names):
            self.advice_text.append(dom.element("p", line))
        self.advice.hidden = False
        self.list_summary()
        move = review.moves.get(count - 1)
        advice = move.get("advice") if move else None
        if table_view is not None and advice:
            table_view.mark_advice(advice.get("marks") or {})
        self.list_words()

    def list_summary(self) -> None:
        """Each player's grades and accuracy so far, one line each (review_series `summary_lines`)."""
        review = self.review
        if review is None:
            return
        dom.clear(self.summary)
        for line in review.summary_lines(self.names):
            self.summary.append(dom.element("li", line))

    def list_words(self) -> None:
        """The turning points in words, each with its button; made anew only when they change."""
        review = self.review
        if review is None:
            return
        points = review.turning_points()
        sentences = review.sentences()
        listed = (tuple(points), tuple(sentences), review.done)
        if listed != self.listed:
            self.listed = listed
            self.word_listeners.clear()
            dom.clear(self.words)
            if not sentences:
                self.words.append(dom.element("li", "No turning point yet." if not review.done else
                                              "No move swung the chances much: a steady game."))
            for at, sentence in zip(points, sentences):
                button = dom.element("button", f"Go to move {at + 1}", cls="button secondary", attrs={
                    "type": "button", "data-move": at + 1})
                self.word_listeners.on(button, "click", lambda event, n=at + 1: self.go(n))
                self.words.append(dom.element("li", children=[dom.element("span", sentence), button]))
        for button in self.words.querySelectorAll("button"):
            if int(button.dataset.move) == self.count:
                button.setAttribute("aria-current", "step")
            else:
                button.removeAttribute("aria-current")

    # --- the graph ----------------------------------------------------------------------------
    def draw(self) -> None:
        review = self.review
        canvas = self.canvas
        if review is None or not self.alive or not bool(canvas.isConnected):
            return
        width = float(canvas.clientWidth or 300)
        ratio = float(js.window.devicePixelRatio or 1)
        canvas.width = int(width * ratio)
        canvas.height = int(HEIGHT * ratio)
        ctx = canvas.getContext("2d")
        ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        style = js.getComputedStyle(js.document.documentElement)

        def token(name: str, fallback: str) -> str:
            return str(style.getPropertyValue(name)).strip() or fallback

        ctx.fillStyle = token("--card", "#fffdf8")
        ctx.fillRect(0, 0, width, HEIGHT)
        low, high = review.scale()
        steps = max(1, review.steps)

        def x_of(step: float) -> float:
            return PAD + (width - 2 * PAD) * step / steps

        def y_of(value: float) -> float:
            return HEIGHT - PAD - (HEIGHT - 2 * PAD) * (value - low) / (high - low or 1)

        ctx.strokeStyle = token("--line-soft", "#e6dfcf")
        ctx.lineWidth = 1
        for fraction in (0.0, 0.25, 0.5, 0.75, 1.0):
            y = y_of(low + (high - low) * fraction)
            ctx.beginPath()
            ctx.setLineDash([4, 4] if fraction == 0.5 else [])
            ctx.moveTo(PAD, y)
            ctx.lineTo(width - PAD, y)
            ctx.stroke()
        ctx.setLineDash([])
        values = review.values()
        colours = self.side_colours()
        for side, colour in enumerate(colours):
            ctx.strokeStyle = colour
            ctx.lineWidth = 3
            ctx.lineJoin = "round"
            ctx.beginPath()
            drawing = False
            for step, row in enumerate(values):
                if row is None:
                    drawing = False
                    continue
                if drawing:
                    ctx.lineTo(x_of(step), y_of(row[side]))
                else:
                    ctx.moveTo(x_of(step), y_of(row[side]))
                    drawing = True
            ctx.stroke()
        for at in review.turning_points():  # ringed where the move landed
            row = values[at + 1] if at + 1 < len(values) and values[at + 1] else values[at]
            if not row:
                continue
            mover = review.side_of(int(review.moves.get(at, {}).get("seat", -1)))
            side = mover if mover is not None else 0
            ctx.beginPath()
            ctx.arc(x_of(at + 1), y_of(row[side]), 6, 0, 6.2832)
            ctx.fillStyle = token("--gold", "#f2c14e")
            ctx.fill()
            ctx.lineWidth = 2
            ctx.strokeStyle = token("--ink", "#1d2421")
            ctx.stroke()
        ctx.strokeStyle = token("--ink", "#1d2421")
        ctx.lineWidth = 2
        ctx.beginPath()
        ctx.moveTo(x_of(self.count), PAD / 2)
        ctx.lineTo(x_of(self.count), HEIGHT - PAD / 2)
        ctx.stroke()
        self.draw_legend(colours)

    def side_colours(self) -> list[str]:
        review = self.review
        assert review is not None
        spec = self.full.spec
        return [spec.colour(self.full, side["seats"][0])[2] for side in review.plan["sides"]]

    def draw_legend(self, colours: list[str]) -> None:
        review = self.review
        if review is None or self.legend.childElementCount == len(colours):
            return
        dom.clear(self.legend)
        for side, colour in zip(review.plan["sides"], colours):
            swatch = dom.element("span", cls="review-swatch")
            swatch.style.setProperty("background", colour)
            self.legend.append(dom.element("li", children=[swatch, dom.element("span", str(side["label"]))]))

    def on_click(self, event: Any) -> None:
        review = self.review
        if review is None:
            return
        box = self.canvas.getBoundingClientRect()
        self.go(nearest_step(float(event.clientX) - float(box.left), float(box.width), review.steps, PAD))
        self.canvas.focus()

    def on_key(self, event: Any) -> None:
        """Up and Down: the previous or next turning point (the arrows, Home and End move as the replay's do)."""
        review = self.review
        if review is None or event.key not in ("ArrowUp", "ArrowDown"):
            return
        event.preventDefault()
        stops = [at + 1 for at in review.turning_points()]
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
        self.on_resize.destroy()
        self.word_listeners.clear()
