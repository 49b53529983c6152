"""The final scoring as a picture (SCORING; issue 39, "results as pictures"):
the players' stacks of tokens (web/ui/stacks.py) above the eleven forests,
each drawn as the table draws a forest on a phone (`draw_card` of
web/games/sequoia/forest_view.py: its number, its tokens, every player's
trees). Forest by forest, the players who took a token there are ringed on
its card (gold for the majority, the first token; white for the second)
and each token taken leaves the forest for its taker's stack, a chip with
its value (a short flight, web/page/motion.py, none with reduced motion or
`?fast`), while the totals at the top of the stacks count up.

The picture is for the eye (`aria-hidden`); the list of the forests' awards
in words (web/games/sequoia/play_view.py) says the same to a screen reader.
The browser tests read the chips' `data-forest`, `data-token`, `data-seat`
and `data-points`, and the canvas's `data-shown` (the forests scored so far).
"""
from __future__ import annotations

import js

from web.games.sequoia.forest_view import CARD_HEAD, draw_card, grid_cell, grid_height, most_trees
from web.games.sequoia.narration import takings
from web.model.colours import seat_colour
from web.model.session import Session
from web.model.stacks import even
from web.page import canvas, dom
from web.page.ffi import create_proxy
from web.page.motion import fly, rect
from web.ui.stacks import Stacks

TOKEN_H = 20.0  # CSS px: one token in a stack, its value at 12 px or more
FLIGHT_MS = 520.0  # a token's flight from its forest to its taker's stack
SHADES = {"first": 0, "second": 1}


class Scoring:
    """The stacks of tokens and the forests of one finished game; `reveal` scores the next forest."""

    def __init__(self, session: Session) -> None:
        self.session = session
        self.taken = takings(session)
        result = session.state.result()
        self.unsettled = set(result.details.get("unsettled", [])) if result is not None else set()
        players = len(session.seats)
        final = [[value for _forest, taken in self.taken for _token, seat, value in taken if seat == s]
                 for s in range(players)]
        self.parts = even(final, TOKEN_H)
        room = TOKEN_H * max(1, max(len(tokens) for tokens in final))
        self.stacks = Stacks([(seat_colour(s), session.name(s)) for s in range(players)], room, ident="sq-stacks",
                             legend=["First token (most trees)", "Second token"])
        self.canvas = dom.element("canvas", cls="sq-scoring-forests",
                                  attrs={"id": "sq-scoring-forests", "aria-hidden": "true", "data-shown": "0"})
        self.element = dom.element("div", cls="sq-scoring-picture", attrs={"id": "sq-scoring-picture"},
                                   children=[self.stacks.element, self.canvas])
        self.shown = 0  # forests scored so far
        self.piled = [0] * players  # tokens on each stack
        self.points = [0] * players
        self.lit: int | None = None
        self.width = 0.0
        self._proxy = create_proxy(lambda *_: self._resized())
        self.observer = js.ResizeObserver.new(self._proxy)
        self.observer.observe(self.element)

    @property
    def done(self) -> bool:
        return self.shown >= len(self.taken)

    def draw(self) -> None:
        """Every forest's card, the scored ones with their takers ringed, the one scored last lit."""
        players = len(self.session.seats)
        width = float(self.element.clientWidth) or 320.0
        self.width = width
        canvas.fit(self.canvas, int(width), int(grid_height(width, players)))
        ctx = self.canvas.getContext("2d")
        obs = self.session.public()
        trees, tokens = obs["trees"], obs["tokens"]
        most = most_trees(trees)
        for i, (forest, taken) in enumerate(self.taken):
            takers = {seat: token for token, seat, _value in taken} if i < self.shown else None
            draw_card(ctx, grid_cell(i, width, players), forest, trees[str(forest)],
                      tokens[str(forest)] if tokens else ("?", "?"), most, scoring=self.lit,
                      tied=forest in self.unsettled, takers=takers)
        self.canvas.setAttribute("data-shown", str(self.shown))
        self.canvas.setAttribute("data-min-font", "12")  # draw_card's smallest text, drawn at its CSS size

    def reveal(self, pace: float) -> int:
        """Score the next forest: its takers ringed, its tokens off to their stacks (flying
        unless `pace` is 0). Returns the forest."""
        forest, taken = self.taken[self.shown]
        self.shown += 1
        self.lit = forest if pace > 0 else None
        self.draw()
        if pace > 0 and self.shown == 1:  # the forests and the stacks above them in sight, where the tokens fly
            self.canvas.scrollIntoView(False)
        x, y, w, _h = grid_cell(self.shown - 1, self.width, len(self.session.seats))
        left, top, _width, _height = rect(self.canvas)
        start = (left + x + w / 2, top + y, w / 2, CARD_HEAD)  # the card's tokens, at its top right
        for token, seat, value in taken:
            part = self.parts[seat][self.piled[seat]]
            self.piled[seat] += 1
            chip = self.stacks.add(seat, part, {"data-forest": forest, "data-token": token, "data-seat": seat},
                                   shade=SHADES[token])
            self.points[seat] += value
            self.stacks.total(seat, self.points[seat])
            fly(chip, start, FLIGHT_MS, pace)
        return forest

    def finish(self) -> None:
        """Every forest left scored at once, nothing lit."""
        while not self.done:
            self.reveal(0)
        self.lit = None
        self.draw()

    def _resized(self) -> None:
        if abs(float(self.element.clientWidth) - self.width) > 0.5:
            self.draw()

    def destroy(self) -> None:
        self.observer.disconnect()
