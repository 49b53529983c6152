"""Sequitur's cards and goals in the player's words (issue 69, docs/languages.md
"Sequitur's words"): the action cards' names and what each does, a goal's
colour and points, each a whole string of the catalogs. A goal is named by
what it asks, the words its card shows (`goal_words`), never by its id (issue
80): the card, the log, the summaries, the review and the AI's reasons say the
same words. A goal's own text is marked in the engine (engine/sequitur/goals.py, `N_`) and said
here in the player's language, as every other string (issue 84)."""
from __future__ import annotations

from engine.sequitur.cards import INSERT, REDRAW, REPLACE, SHIFT, SWAP
from engine.sequitur.goals import BY_ID
from web.games.sequitur.short_goals import SHORT
from web.page.words import N_, _, ngettext

# the action cards' names, as the table says them
CARD_NAMES = {
    # Translators: an action card's name (a button too): two letters of the rack trade places
    SWAP: N_("Swap"),
    # Translators: an action card's name: one letter moves elsewhere on the rack
    SHIFT: N_("Shift"),
    # Translators: an action card's name: a new letter goes anywhere on the rack
    INSERT: N_("Insert"),
    # Translators: an action card's name: one letter is replaced by a new one
    REPLACE: N_("Replace"),
    # Translators: an action card's name: up to three letters go back and as many are drawn
    REDRAW: N_("Redraw")}
# the secret goal's colours and the rack's ends, as their buttons say them (the guided game names them too)
COLOUR_NAMES = {
    # Translators: a button choosing the colour of one's secret goal card in Sequitur: red (the red deck)
    "red": N_("Red"),
    # Translators: a button choosing the colour of one's secret goal card in Sequitur: yellow (the yellow deck)
    "yellow": N_("Yellow"),
    # Translators: a button choosing the colour of one's secret goal card in Sequitur: green (the green deck)
    "green": N_("Green")}
END_NAMES = {
    # Translators: a button in Sequitur: put the drawn letter at the left end of the rack
    "left": N_("Left end"),
    # Translators: a button in Sequitur: put the drawn letter at the right end of the rack
    "right": N_("Right end")}
# what each card does (rulebook "Sequitur cards")
CARD_DOES = {
    SWAP: N_("Two letters on your rack trade places."),
    SHIFT: N_("Move one letter to another position."),
    INSERT: N_("Draw a letter and put it anywhere on your rack."),
    REPLACE: N_("Return one letter to the bag, then draw one into its place."),
    REDRAW: N_("Return up to three letters to the bag, then draw as many, each onto either end."),
}
# a goal named in a sentence: its card's words, quoted, then its colour and points, one string a colour
GOAL_TEXT = dict(
    # Translators: Sequitur: a red goal card's text and points, in a sentence
    red=N_("“{text}” (red, {points})"),
    # Translators: Sequitur: a yellow goal card's text and points, in a sentence
    yellow=N_("“{text}” (yellow, {points})"),
    # Translators: Sequitur: a green goal card's text and points, in a sentence
    green=N_("“{text}” (green, {points})"))
# a goal card's band: its colour and points
GOAL_BAND = dict(
    # Translators: Sequitur: a red goal card's band: its colour and points ("Red · 3 points")
    red=N_("Red · {points}"),
    # Translators: Sequitur: a yellow goal card's band: its colour and points ("Yellow · 3 points")
    yellow=N_("Yellow · {points}"),
    # Translators: Sequitur: a green goal card's band: its colour and points ("Green · 3 points")
    green=N_("Green · {points}"))


def card_name(card: str) -> str:
    """'Swap', 'Tauschen': an action card's name."""
    return _(CARD_NAMES[card]) if card in CARD_NAMES else str(card)[:20]


def card_does(card: str) -> str:
    """What the card does, one sentence."""
    return _(CARD_DOES[card]) if card in CARD_DOES else ""


def points_text(points: int) -> str:
    """'1 point', '3 points'."""
    # Translators: a number of points ("3 points")
    return ngettext("{count} point", "{count} points", points, count=points)


def goal_words(goal_id: str) -> str:
    """What a goal asks, as its card shows it ('A word that ends in ER'): the one place a goal's
    words come from, for the card (cards_view.goal_card) and every sentence that names it, in the
    player's language ('Una palabra que acaba en vocal')."""
    return _(BY_ID[goal_id].text)


def goal_short(goal_id: str) -> str:
    """'Ends in ER', '4+ Buchstaben, ohne E': what a goal asks in fewer words, its own message in the player's
    language (short_goals.SHORT), for the cards of a table short of room on a phone (sequitur.css `.sr-tight`,
    issue 80), the card's whole words said to a screen reader; a card with no short form, its whole words."""
    short = SHORT.get(BY_ID[goal_id].text)
    return _(short) if short else goal_words(goal_id)


def goal_text(goal_id: str) -> str:
    """'“A word that ends in ER” (red, 3 points)': a goal named in a sentence."""
    goal = BY_ID[goal_id]
    return _(GOAL_TEXT[goal.colour], text=goal_words(goal_id), points=points_text(goal.points))


def goal_gained(goal_id: str) -> str:
    """'“A word that ends in ER” (+3)': a goal in a round's list of goals met or claimed."""
    # Translators: Sequitur: a goal card's text and its points
    return _("“{text}” (+{points})", text=goal_words(goal_id), points=BY_ID[goal_id].points)


def goal_band(goal_id: str) -> str:
    """'Red · 3 points'."""
    goal = BY_ID[goal_id]
    return _(GOAL_BAND[goal.colour], points=points_text(goal.points))
