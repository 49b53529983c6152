"""How to play Sequitur, as the "How to play" screen and the table's rules sheet show it
(web/ui/rules_view.py): first the parts a player scans (`PARTS`: the goal, a round,
the goal cards, the five Sequitur cards, spelling, claiming, the end), each with a
picture of the game's own pieces (web/games/sequitur/picture.py `draw_part`); then,
under "More details", the rulebook's rules in its own words (`SECTIONS`), the five
cards (`CARDS`), the rulings this app applies (shared/RULINGS.md, docs/rules.md)
and the 72 goals of new games, named by what they ask (engine/sequitur/goals.py;
how they were made: docs/goals.md)."""
from __future__ import annotations

from typing import Any

from web.page.words import N_
from web.ui.rules_view import pictures

TITLE = N_("How to play Sequitur")

# (id, heading, paragraphs): what a player needs, short; the table's "?" opens one by its id
PARTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("goal", N_("The goal"), (
        N_("Spell words that meet goal cards: a red card is worth 3 points, yellow 2, green 1. After 3 "
           "rounds, the most points wins."),
    )),
    ("turn", N_("A round"), (
        N_("You get 8 letter balls on your rack and a secret goal that only you can meet. Then, for red, "
           "yellow and green in turn: draw a goal card and keep it as a public goal or discard it, then play "
           "one Sequitur card or pass. Last, everyone spells a word and claims goals."),
    )),
    ("goals", N_("Goal cards"), (
        N_("Public goals can be claimed by anyone whose word meets them; your secret goal only by you. Red "
           "goals are the hardest, green the easiest."),
    )),
    ("cards", N_("The five Sequitur cards"), (
        N_("Swap two letters; Shift one letter elsewhere; Insert a new letter anywhere; Replace one letter "
           "with a new one; Redraw up to three letters, each new one onto either end. Each card once a round, "
           "at most three a round."),
    )),
    ("spell", N_("Spelling a word"), (
        N_("Drop any letters you like, but never reorder them; you may turn your rack around. A word has 3 "
           "letters or more. Its score is its length plus the small skill points on its balls."),
        N_("The blank is any letter (no points); the Q is Q (7 points) or QU (two letters, no points)."),
        N_("If your word meets your secret goal, you keep that card."),
    )),
    ("claim", N_("Claiming goals"), (
        N_("The highest word score claims first, one public goal per turn, round and round, until no goal "
           "left can be claimed. Unclaimed goals are discarded."),
    )),
    ("end", N_("The end"), (
        N_("After 3 rounds the most points wins. Solo, you keep one of two goal cards at each draw; 20 points "
           "is impressive, 25 makes you a Sequitur master."),
    )),
)

picture = pictures("web.games.sequitur.picture")  # each part's, drawn with the game's own pieces


# the rulebook's own words, under "More details"
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("The object"), (
        N_("Sequitur is a game of spelling, sequence and strategy. Earn points by spelling words that meet "
           "goals: red goal cards are worth 3 points, yellow 2 and green 1. Each round you get one secret "
           "goal that only you can claim; public goals anyone can claim. After 3 rounds, the player with the "
           "most points from the goal cards in their stack wins."),
    )),
    (N_("A round"), (
        N_("1. Take your Sequitur cards. Draw 5 letters, placing them on your rack in the order drawn. Draw "
           "one goal card of any colour: your secret goal. Draw 3 letters, one at a time, placing each on "
           "either end of your rack."),
        N_("2. Draw one red goal. Either discard it or make it a public goal; then all public goals are "
           "turned face up."),
        N_("3. Take one action by playing a Sequitur card, or pass."),
        N_("4. Repeat steps 2 and 3 with yellow goals."),
        N_("5. Repeat steps 2 and 3 again with green goals."),
        N_("6. Spell a word by discarding unwanted letters. If it fulfils your secret goal, add the card to "
           "your stack; otherwise discard it."),
        N_("7. Take turns claiming public goals the word fulfils, highest-scoring word first, one goal per "
           "turn, until no more public goals can be claimed."),
        N_("8. Discard unclaimed public goals and return all letters to the bag."),
    )),
    (N_("Spelling a word"), (
        N_("Discard any number of letters from your rack. You may not rearrange letters when spelling, but "
           "you may turn your rack around at any time. Words must be at least 3 letters long."),
        N_("A word's score is its length plus the skill points of its letters (the small numbers on some "
           "balls). Higher scores claim goals first, but word scores do not count towards winning."),
        N_("The blank ball may be used as any letter, but gains no skill points. The Q ball is either \"Q\" "
           "for its 7 skill points or \"QU\", two letters with no skill points."),
    )),
    (N_("Solo play"), (
        N_("Each time you draw a goal card, draw two of that colour instead of one and keep one. Score as "
           "many points as you can in 3 rounds: 5 good start, 10 moving up, 15 getting good, 20 impressive, "
           "25 Sequitur master."),
    )),
    (N_("Today's deal"), (
        N_("One solo game a day (\"Today's deal\" on the home screen and the setup): everyone who plays it "
           "that day gets the same deal, on any device and offline, and the same eight letters in round 1 "
           "whatever they choose; after that the draws follow the choices, as at a real table. It is played "
           "once: afterwards its entry shows your result."),
        N_("At the end you see your points, your title on the ladder and par, the expert AI's score on the "
           "same deal, and a result to share: the date, the points, the title, par and a row of squares per "
           "round, a goal met in its colour, one missed white (the secret goal black). It names no letter, "
           "word or goal. Undo or a suggestion mark the result as assisted. The statistics keep your streak "
           "of days in a row and each day's result."),
    )),
)

CARDS: tuple[tuple[str, str], ...] = (
    (N_("Swap"), N_("two letters on your rack trade places.")),
    (N_("Shift"), N_("move one letter to another position.")),
    (N_("Insert"), N_("draw a letter and put it anywhere on your rack.")),
    (N_("Replace"), N_("return one letter to the bag, then draw one into its place.")),
    (N_("Redraw"), N_("return up to three letters to the bag, then draw as many, each onto either end.")),
)

RULINGS: tuple[str, ...] = (
    N_("Each player has the same five Sequitur cards; each round you play at most three of them, one in each "
       "of steps 3, 4 and 5. Letters returned go back into the bag before any drawing."),
    N_("The others learn which card you played (and how many letters a Redraw returned), never which letters "
       "or where."),
    N_("A goal about a letter's skill points counts the points each letter scores as played: a blank and QU "
       "score none."),
    N_("Equal word scores: each tied player draws a letter, earliest in the alphabet claims first (a blank or "
       "an equal letter draws again). A player whose word meets a public goal on their turn claims one."),
    N_("Words come from the SCOWL word lists (English and American, up to size 70). On one device the table "
       "may accept a word the list lacks (the house rule), and the game log says so."),
    N_("In solo play the secret goal is drawn two at a time too, and keeping one public goal of each draw is "
       "compulsory."),
)

GOALS: tuple[str, ...] = (
    N_("Green goals are the easiest, red the hardest. A word's letters are as spelled: the blank counts as "
       "its letter, QU as two letters."),
)


def more(ids: str) -> Any:
    """The 72 goal cards of new games, as the engine judges them (engine/sequitur/goals.py), after
    the paragraphs of GOALS: each named by what it asks (the engine's English: Sequitur is the
    English word game), with its colour, points and examples."""
    from engine.sequitur.goals import GOALS as CATALOG
    from web.games.sequitur.card_words import goal_words
    from web.model.colours import COLOUR_WORDS
    from web.page import dom
    from web.page.words import _, ngettext

    rows = [dom.element("tr", cls=f"rules-goal rules-{goal.colour}", children=[
        dom.element("th", goal_words(goal.id), attrs={"scope": "row"}),
        dom.element("td", ngettext("{colour}, {count} point", "{colour}, {count} points", goal.points,
                                   colour=_(COLOUR_WORDS[goal.colour]), count=goal.points)),
        dom.element("td", ", ".join(word.upper() for word in goal.examples))]) for goal in CATALOG]
    heads = (_("The word must be"), _("Colour"), _("For example"))
    table = dom.element("table", cls="rules-goals", attrs={"id": f"{ids}-goals"}, children=[
        dom.element("caption", _("The {count} goal cards", count=len(CATALOG))),
        dom.element("thead", children=[dom.element("tr", children=[
            dom.element("th", text, attrs={"scope": "col"}) for text in heads])]),
        dom.element("tbody", children=rows)])
    return dom.element("section", cls="rules-section", children=[dom.element("h2", _("The goals"))]
                       + [dom.element("p", _(text)) for text in GOALS]
                       + [dom.element("div", cls="rules-scroll", attrs={"tabindex": "0", "role": "region",
                                                                       "aria-label": _("The goal cards")}, children=[table])])
