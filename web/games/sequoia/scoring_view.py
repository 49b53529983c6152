"""The final scoring as a picture (SCORING; issue 39, "results as pictures"):
the players' stacks of tokens (web/ui/stacks.py) in the end box, fed by the
table's own forests on the stage (issue 65: no second copy of them). Forest
by forest, the table lights the forest scored (web/games/sequoia/play_view.py)
and each token taken there leaves that forest for its taker's stack, a chip
with its value (a short flight, web/page/motion.py, none with reduced motion
or `?fast`), while the totals at the top of the stacks count up.

The picture is for the eye (`aria-hidden`); the list of the forests' awards
in words (web/games/sequoia/play_view.py) says the same to a screen reader.
The browser tests read the chips' `data-forest`, `data-token`, `data-seat`
and `data-points`, and the picture's `data-shown` (the forests scored so far).
"""
from __future__ import annotations

from typing import Any, Callable

from web.games.sequoia.narration import takings
from web.model.colours import seat_colour
from web.model.session import Session
from web.model.stacks import even
from web.page import dom
from web.page.motion import fly, rect
from web.page.words import _
from web.ui.stacks import Stacks

TOKEN_H = 20.0  # CSS px: one token in a stack, its value at 12 px or more
FLIGHT_MS = 520.0  # a token's flight from its forest to its taker's stack
SHADES = {"first": 0, "second": 1}


class Scoring:
    """The stacks of tokens of one finished game; `reveal` scores the next forest, its tokens
    flying from `origin(forest)` (the element of that forest on the stage)."""

    def __init__(self, session: Session, origin: Callable[[int], Any]) -> None:
        self.session = session
        self.origin = origin
        self.taken = takings(session)
        players = len(session.seats)
        final = [[value for _forest, taken in self.taken for _token, seat, value in taken if seat == s]
                 for s in range(players)]
        self.parts = even(final, TOKEN_H)
        room = TOKEN_H * max(1, max(len(tokens) for tokens in final))
        self.stacks = Stacks([(seat_colour(s), session.name(s)) for s in range(players)], room, ident="sq-stacks",
                             legend=[_("First token (most trees)"), _("Second token")])
        self.element = dom.element("div", cls="sq-scoring-picture", attrs={
            "id": "sq-scoring-picture", "data-shown": "0"}, children=[self.stacks.element])
        self.shown = 0  # forests scored so far
        self.piled = [0] * players  # tokens on each stack
        self.points = [0] * players

    @property
    def done(self) -> bool:
        return self.shown >= len(self.taken)

    def reveal(self, pace: float) -> dict[int, str]:
        """Score the next forest: its tokens off to their takers' stacks (flying from the forest
        on the stage unless `pace` is 0). Returns who took which token there (seat -> token)."""
        forest, taken = self.taken[self.shown]
        self.shown += 1
        self.element.setAttribute("data-shown", str(self.shown))
        start = rect(self.origin(forest)) if pace > 0 else None
        for token, seat, value in taken:
            part = self.parts[seat][self.piled[seat]]
            self.piled[seat] += 1
            chip = self.stacks.add(seat, part, {"data-forest": forest, "data-token": token, "data-seat": seat},
                                   shade=SHADES[token])
            self.points[seat] += value
            self.stacks.total(seat, self.points[seat])
            if start is not None:
                fly(chip, start, FLIGHT_MS, pace)
        return {seat: token for token, seat, _value in taken}

    def finish(self) -> None:
        """Every forest left scored at once."""
        while not self.done:
            self.reveal(0)
