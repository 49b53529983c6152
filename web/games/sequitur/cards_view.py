"""Goal cards and Sequitur cards as elements (RULINGS Sequitur 1 and 2): a
goal shows its colour, points, id and text; the five Sequitur cards lie in
a row, each with a pictogram of what it does to the rack, its name and
whether it is still in hand (each once per round, at most three per round),
its text in its title and its name for a screen reader. Texts come from
the engine; names go in as text.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from engine.sequitur.cards import CARDS, INSERT, MAX_PLAYS, REDRAW, REPLACE, SHIFT, SWAP
from engine.sequitur.goals import BY_ID
from web.page import dom
from web.games.sequitur.card_words import card_does, card_name, goal_band, goal_short, goal_words
from web.page.words import _


# each Sequitur card's pictogram: what it does to the rack (its name and text say it in words)
PICTOGRAMS = {SWAP: "⇄", SHIFT: "↷", INSERT: "+", REPLACE: "↻", REDRAW: "⇅"}


def goal_card(goal_id: str, *, extra: Sequence[Any] = (), tag: str = "div", label: str = "", short: bool = False) -> Any:
    """A goal card: its colour and points on its band (after `label`: "Your secret goal"; on a
    short screen the points alone, `sr-goal-points`, the colour's name said to a screen reader),
    the goal's text in its own words: a player names a goal by what it asks, never by its id
    (`data-goal` keeps it for the page; issue 67). With `short`, its words in fewer words too
    (`goal_short`), which a tight table on a phone shows in their place for the public goals and the secret
    goal (sequitur.css `.sr-tight`)."""
    goal = BY_ID[goal_id]
    band = [dom.element("span", label + ": ", cls="sr-goal-label")] if label else []
    words = [dom.element("span", goal_words(goal_id), cls="sr-goal-text")]
    if short:
        words.append(dom.element("span", goal_short(goal_id), cls="sr-goal-short", attrs={"aria-hidden": "true"}))
    return dom.element(tag, cls=f"sr-goal {goal.colour}", attrs={"data-goal": goal_id}, children=[
        dom.element("span", cls="sr-goal-head", children=band + [
            dom.element("span", goal_band(goal_id), cls="sr-goal-value"),
            dom.element("span", str(goal.points), cls="sr-goal-points", attrs={"aria-hidden": "true"})])]
        + words + list(extra))


def goal_list(goal_ids: Sequence[str], list_id: str, empty: str, *, gone: Sequence[str] = ()) -> Any:
    """A list of goal cards, or a line saying there are none; a goal of `gone` (claimed) leaves
    its place empty (its card unseen, unnamed), so the others stay where they are."""
    if not [g for g in goal_ids if g not in gone]:
        return dom.element("p", empty, cls="sr-none", attrs={"id": list_id})
    box = dom.element("ul", cls="sr-goals", attrs={"id": list_id})
    for g in goal_ids:
        card = goal_card(g, tag="li", short=True)
        if g in gone:
            card.removeAttribute("data-goal")
            card.classList.add("sr-goal-slot")
            card.setAttribute("aria-hidden", "true")
        box.append(card)
    return box


def sequitur_cards(left: Sequence[str], listeners: dom.Listeners, *,
                   on_play: Callable[[str], None] | None = None) -> Any:
    """The five cards in a row, each with its pictogram, its name and whether it is still in hand;
    with `on_play`, each card in hand is a button that plays it (id `sr-play-<card>`)."""
    used = len(CARDS) - len(left)
    box = dom.element("section", cls="sr-cards", attrs={"id": "sr-cards", "aria-labelledby": "sr-cards-title"})
    title = (_("Play a card or pass") if on_play is not None
             # Translators: Sequitur: the heading of your action cards (when it is not your turn to play one)
             else _("Your Sequitur cards"))
    box.append(dom.element("h3", attrs={"id": "sr-cards-title"}, children=[
        title, dom.element("span", " " + _("({used} of {most} played this round)", used=used, most=MAX_PLAYS),
                                                cls="sr-cards-count")]))
    items = dom.element("ul", cls="sr-card-list")
    for card in CARDS:
        name, text = card_name(card), card_does(card)
        # Translators: Sequitur: a card's tooltip: its name and what it does
        title = _("{card}: {does}", card=name, does=text)
        available = card in left
        face = [dom.element("span", PICTOGRAMS[card], cls="sr-card-picture", attrs={"aria-hidden": "true"}),
                dom.element("span", name, cls="sr-card-name"),
                # Translators: a Sequitur card's status: still to play this round
                dom.element("span", (_("in hand") if available
                                     # Translators: a Sequitur card's status: already played this round
                                     else _("used")), cls="sr-card-status")]
        if on_play is not None and available:
            node = dom.element("button", cls="sr-card-face", attrs={
                "type": "button", "id": f"sr-play-{card}", "title": title,
                # Translators: Sequitur: a card's button name: play this card, and what it does
                "aria-label": _("Play {card}: {does}", card=name, does=text)}, children=face)
            listeners.on(node, "click", lambda event, c=card: on_play(c))
        else:
            node = dom.element("span", cls="sr-card-face", attrs={"title": title}, children=face)
        items.append(dom.element("li", cls=f"sr-card{'' if available else ' used'}", attrs={"data-card": card},
                                 children=[node]))
    box.append(items)
    return box
