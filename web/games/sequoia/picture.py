"""Sequoia's pictures: the home screen's (drawn at build time into index.html by
tools/prerender.py, and in the page), and one for each part of the rules
(web/games/sequoia/rules.py `PARTS`), drawn with the table's own forests, dice
and stacks of tokens."""
from __future__ import annotations

from typing import Any

from engine.core.rng import Rng
from web.page import dom
from web.page.canvas import crop
from web.page.words import _

PICTURE_TURNS = 9  # Sequoia's picture: the forests after this many turns
FOREST_CROP = (380, 250)  # the width and height of the forests' canvas shown, up close round the fullest forest


# each part's dice: a roll, then the pairs it makes ("3 + 4 = 7") and the die left out
PART_DICE = {"turn": ([3, 4, 6, 5, 1], [(3, 4), (6, 5)], 1), "sequoia": ([6, 6, 6, 6, 6], [], 0)}
# each part's stacks of tokens: (name, tokens taken as (points, first or second)), as the final scoring piles them
PART_TOKENS = {"scoring": [("Ann", [(5, "first"), (1, "second")]), ("Ben", [(3, "first"), (2, "second")])],
               "end": [("Ann", [(5, "first"), (1, "second"), (4, "first"), (6, "first")]),
                       ("Ben", [(3, "first"), (2, "second"), (1, "second"), (5, "first"), (3, "first")]),
                       ("Cy", [(4, "first"), (1, "second"), (3, "first")])]}


def draw_part(part: str, box: Any) -> None:
    """The picture of one part of the rules: the forests for the goal and the ties, dice for a
    turn and a Sequoia, the players' stacks of tokens for the scoring and the end."""
    if part == "goal":
        draw(box)
    elif part == "ties":
        draw(box, dice=False)
    elif part in PART_DICE:
        roll, pairs, left = PART_DICE[part]
        box.append(dice_row(roll))
        for a, b in pairs:
            box.append(dom.element("span", cls="sq-dice picture-dice picture-pair", children=[
                die(a), die(b),
                dom.element("span", f"= {a + b}", cls="picture-sum")]))
        if left:
            # Translators: Sequoia: a picture of a pair chosen: the die left out
            box.append(dom.element("span", _("{die} left out", die=left), cls="picture-sum"))
    elif part in PART_TOKENS:
        stacks(box, PART_TOKENS[part])


def die(value: Any) -> Any:
    """A die showing `value`, as the table shows it (`show_die`)."""
    node = dom.element("span", cls="sq-die")
    show_die(node, value)
    return node


def show_die(node: Any, value: Any) -> None:
    """Turn a die to `value`: its pips (sequoia.css draws them from `data-pips`), its number its text."""
    dom.set_text(node, str(value))
    node.setAttribute("data-pips", str(value))


def dice_row(values: list[int]) -> Any:
    """A roll of the dice, as the table shows it."""
    return dom.element("span", cls="sq-dice picture-dice picture-roll", children=[die(v) for v in values])


def stacks(box: Any, taken: list[tuple[str, list[tuple[int, str]]]]) -> None:
    """The players' stacks of tokens, as the final scoring piles them (web/ui/stacks.py)."""
    from web.model.colours import seat_colour
    from web.model.stacks import even
    from web.ui.stacks import Stacks

    from web.games.sequoia.scoring_view import SHADES, TOKEN_H

    piles = even([[points for points, _token in tokens] for _name, tokens in taken], TOKEN_H)
    picture = Stacks([(seat_colour(s), name) for s, (name, _tokens) in enumerate(taken)],
                     TOKEN_H * max(len(tokens) for _name, tokens in taken), ident="",
                     legend=[_("First token (most trees)"),
                             # Translators: Sequoia: a picture's legend: the token of the second-most trees in a forest
                             _("Second token")])
    picture.element.removeAttribute("id")
    for seat, parts in enumerate(piles):
        for part, (points, token) in zip(parts, taken[seat][1]):
            picture.add(seat, part, {}, shade=SHADES[token])
        picture.total(seat, sum(points for points, _token in taken[seat][1]))
    box.append(picture.element)


def draw(box: Any, *, dice: bool = True) -> None:
    """The forests after a few turns of three players, and (`dice`) a roll of the dice."""
    from web.games.sequoia import GAME
    from web.games.sequoia.forest_view import SIZE, ForestView, centre_of
    from web.model.seats import Seat
    from web.model.session import Session

    session = Session.new(GAME, {"players": 3, "tokens": "face-up"}, [Seat("Ann"), Seat("Ben"), Seat("Cy")], {}, 7)
    choose = Rng(5)  # the same picture on every Python (MicroPython has no random.Random)
    while session.public()["turn"] < PICTURE_TURNS:
        seat = session.waiting()[0]
        session.apply(seat, choose.choice(session.state.legal_actions(seat)))
    forests = ForestView(lambda forest: None, live=False)  # drawn once, at the build: no pieces kept
    forests.draw(session, where=False)  # drawn into index.html at build time: no English on it
    forests.destroy()
    forests.canvas.removeAttribute("id")
    trees = session.public()["trees"]
    fullest = max(range(len(trees)), key=lambda i: sum(trees[str(i + 2)]))
    x, y = centre_of(fullest)
    width, height = FOREST_CROP
    crop(forests.canvas, (round(min(max(0, x - width / 2), SIZE - width)), round(min(max(0, y - height / 2), SIZE - height)),
                          width, height), SIZE)
    box.append(forests.canvas)
    if dice:
        box.append(dom.element("span", cls="sq-dice picture-dice", children=[die(v) for v in session.private(0)["roll"]]))
