"""Goal cards and Sequitur cards as elements (RULINGS Sequitur 1 and 2): a
goal shows its id, colour, points and text; the five Sequitur cards show
what each does and whether it was used this round (each once per round, at
most three per round). Texts come from the engine; names go in as text.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.sequitur.cards import CARD_TEXT, CARDS, MAX_PLAYS
from engine.sequitur.goals import BY_ID
from web.page import dom
from web.device.names import plural


def goal_card(goal_id: str, *, extra: Sequence[Any] = (), tag: str = "div") -> Any:
    """A goal card: colour band, id and points, the goal's text."""
    goal = BY_ID[goal_id]
    points = plural(goal.points, "point")
    return dom.element(tag, cls=f"sr-goal {goal.colour}", attrs={"data-goal": goal_id}, children=[
        dom.element("span", f"{goal_id} · {goal.colour} · {points}", cls="sr-goal-head"),
        dom.element("span", goal.text, cls="sr-goal-text")] + list(extra))


def goal_list(goal_ids: Sequence[str], list_id: str, empty: str) -> Any:
    """A list of goal cards, or a line saying there are none."""
    if not goal_ids:
        return dom.element("p", empty, cls="sr-none", attrs={"id": list_id})
    box = dom.element("ul", cls="sr-goals", attrs={"id": list_id})
    for g in goal_ids:
        box.append(goal_card(g, tag="li"))
    return box


def sequitur_cards(left: Sequence[str], listeners: dom.Listeners, *,
                   on_play: Callable[[str], None] | None = None) -> Any:
    """The five cards with what each does and whether it is used this round;
    with `on_play`, a Play button on each card still in hand."""
    used = len(CARDS) - len(left)
    box = dom.element("section", cls="sr-cards", attrs={"id": "sr-cards", "aria-labelledby": "sr-cards-title"})
    box.append(dom.element("h3", f"Sequitur cards ({used} of {MAX_PLAYS} played this round)",
                           attrs={"id": "sr-cards-title"}))
    items = dom.element("ul", cls="sr-card-list")
    for card in CARDS:
        name, _, text = CARD_TEXT[card].partition(": ")
        available = card in left
        status = "in hand" if available else "used this round"
        item = dom.element("li", cls=f"sr-card{'' if available else ' used'}", attrs={"data-card": card}, children=[
            dom.element("strong", name), dom.element("span", f" — {text} ", cls="sr-card-text"),
            dom.element("span", f"({status})", cls="sr-card-status")])
        if on_play is not None and available:
            button = dom.element("button", f"Play {name}", cls="button sr-play",
                                 attrs={"type": "button", "id": f"sr-play-{card}"})
            listeners.on(button, "click", lambda event, c=card: on_play(c))
            item.append(button)
        items.append(item)
    box.append(items)
    return box
