"""Sequitur's pictures: the home screen's and How to play's (drawn at build time
into index.html by tools/prerender.py, and in the page), and one for each part
of the rules (web/games/sequitur/rules.py `PARTS`), drawn with the table's own
letter balls, goal cards and Sequitur cards."""
from __future__ import annotations

from typing import Any

from web.page import dom

# each part's rack: its letters, and those kept for the word (the others dropped)
PART_RACKS = {"goal": ("SEQUITUR", ""), "turn": ("TRAINERS", ""), "spell": ("STRAINED", "TRAIN")}
# each part's goal cards: the rulebook's three (ids of engine/sequitur/goals.py; the picture never shows an id)
PART_GOALS = {"goals": ("R25", "Y25", "G01"), "claim": ("Y25",), "end": ("R25", "G01")}


def draw(box: Any) -> None:
    """A rack of letter balls."""
    rack(box, "SEQUITUR")


def draw_part(part: str, box: Any) -> None:
    """The picture of one part of the rules: a rack (the letters kept for a word raised), goal
    cards, or the five Sequitur cards."""
    if part in PART_RACKS:
        rack(box, *PART_RACKS[part])
    elif part in PART_GOALS:
        goals(box, PART_GOALS[part])
    elif part == "cards":
        cards(box)


def rack(box: Any, letters: str, kept: str = "") -> None:
    """A rack of letter balls; the letters of `kept`, found in order, raised as chosen."""
    from web.games.sequitur.rack_view import ball

    row = dom.element("span", cls="sr-rack picture-rack")
    k = 0
    for letter in letters:
        chosen = k < len(kept) and kept[k] == letter
        k += chosen
        piece = ball(letter, cls="chosen" if chosen else "")
        piece.removeAttribute("title")  # decoration: no tooltip to read
        row.append(piece)
    box.append(row)


def goals(box: Any, goal_ids: tuple[str, ...]) -> None:
    """Goal cards as the table shows them, by what they ask (no id)."""
    from web.games.sequitur.cards_view import goal_card

    for goal_id in goal_ids:
        card = goal_card(goal_id)
        card.removeAttribute("data-goal")  # not a card of the table (tests look for data-goal)
        box.append(card)


def cards(box: Any) -> None:
    """The five Sequitur cards, each with its pictogram and name."""
    from engine.sequitur.cards import CARD_TEXT, CARDS
    from web.games.sequitur.cards_view import PICTOGRAMS
    from web.page.words import _  # the cards' names are marked in web/games/sequitur/card_words.py

    box.append(dom.element("span", cls="sr-card-list picture-cards", children=[
        dom.element("span", cls="sr-card", children=[dom.element("span", cls="sr-card-face", children=[
            dom.element("span", PICTOGRAMS[card], cls="sr-card-picture"),
            dom.element("span", _(CARD_TEXT[card].partition(": ")[0]), cls="sr-card-name")])]) for card in CARDS]))
