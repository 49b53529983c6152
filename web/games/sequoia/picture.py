"""Sequoia's picture on the home screen and in How to play (drawn at build time
into index.html by tools/prerender.py, and in the page)."""
from __future__ import annotations

from typing import Any

from engine.core.rng import Rng
from web.page import dom
from web.page.canvas import crop

PICTURE_TURNS = 9  # Sequoia's picture: the forests after this many turns
FOREST_CROP = (380, 250)  # the width and height of the forests' canvas shown, up close round the fullest forest


def draw(box: Any) -> None:
    """The forests after a few turns of three players, and a roll of the dice."""
    from web.games.sequoia import GAME
    from web.games.sequoia.forest_view import SIZE, ForestView, centre_of
    from web.model.seats import Seat
    from web.model.session import Session

    session = Session.new(GAME, {"players": 3, "tokens": "face-up"}, [Seat("Ann"), Seat("Ben"), Seat("Cy")], {}, 7)
    choose = Rng(5)  # the same picture on every Python (MicroPython has no random.Random)
    while session.public()["turn"] < PICTURE_TURNS:
        seat = session.waiting()[0]
        session.apply(seat, choose.choice(session.state.legal_actions(seat)))
    forests = ForestView(lambda forest: None)
    forests.draw(session)
    forests.destroy()
    forests.canvas.removeAttribute("id")
    trees = session.public()["trees"]
    fullest = max(range(len(trees)), key=lambda i: sum(trees[str(i + 2)]))
    x, y = centre_of(fullest)
    width, height = FOREST_CROP
    crop(forests.canvas, (round(min(max(0, x - width / 2), SIZE - width)), round(min(max(0, y - height / 2), SIZE - height)),
                          width, height), SIZE)
    roll = [str(value) for value in session.private(0)["roll"]]
    dice = dom.element("span", cls="sq-dice picture-dice", children=[dom.element("span", v, cls="sq-die") for v in roll])
    box.append(forests.canvas, dice)
