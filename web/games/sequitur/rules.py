"""How to play Sequitur, as the "How to play" screen and the table's rules sheet show it
(web/ui/rules_view.py `Rules`): first the parts a player scans (the goal, a round, the goal
cards, the five Sequitur cards, spelling, claiming, the end), each with a picture of the game's
own pieces (web/games/sequitur/picture.py `draw_part`); then, under "More details", the rulebook's
rules in its own words, the five cards, the rulings this app applies (shared/RULINGS.md,
docs/rules.md) and the 72 goals of new games, named by what they ask (engine/sequitur/goals.py;
how they were made: docs/goals.md). The words are in rules.txt beside this module."""
from __future__ import annotations

from typing import Any

from web.page import sentences
from web.page.words import N_
from web.ui.rules_view import Rules


def more(ids: str) -> Any:
    """The 72 goal cards of new games, as the engine judges them (engine/sequitur/goals.py), after
    the paragraphs of rules.txt's `[goals]`: each named by what it asks in the player's language (`goal_words`), with its colour, points
    and examples (English words: the English deck)."""
    from engine.sequitur.goals import GOALS as CATALOG
    from web.games.sequitur.card_words import goal_words
    from web.model.colours import COLOUR_WORDS
    from web.page import dom
    from web.page.words import _, ngettext

    rows = [dom.element("tr", cls=f"rules-goal rules-{goal.colour}", children=[
        dom.element("th", goal_words(goal.id), attrs={"scope": "row"}),
        # Translators: Sequitur's How to play: a goal card's colour and points
        dom.element("td", ngettext("{colour}, {count} point", "{colour}, {count} points", goal.points,
                                   colour=_(COLOUR_WORDS[goal.colour]), count=goal.points)),
        dom.element("td", ", ".join(word.upper() for word in goal.examples))]) for goal in CATALOG]
    heads = (_("The word must be"),
             # Translators: a column head of the goal cards' table in How to play: the card's colour
             _("Colour"),
             # Translators: a column head of the goal cards' table in How to play: words that meet the goal
             _("For example"))
    table = dom.element("table", cls="rules-goals", attrs={"id": f"{ids}-goals"}, children=[
        dom.element("caption", _("The {count} goal cards", count=len(CATALOG))),
        dom.element("thead", children=[dom.element("tr", children=[
            dom.element("th", text, attrs={"scope": "col"}) for text in heads])]),
        dom.element("tbody", children=rows)])
    # Translators: Sequitur: a heading of How to play: the goal cards
    return dom.element("section", cls="rules-section", children=[dom.element("h2", _("The goals"))]
                       + [dom.element("p", _(text)) for text in sentences.sentences(__file__, "rules.txt", "goals")]
                       + [dom.element("div", cls="rules-scroll", attrs={"tabindex": "0", "role": "region",
                                                                       # Translators: Sequitur: the name for screen readers of the goal cards' table in How to play
                                                                       "aria-label": _("The goal cards")}, children=[table])])


RULES = Rules(__file__, N_("How to play Sequitur"), "web.games.sequitur.picture", more)
