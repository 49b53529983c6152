"""How to play Sequitur, as the "How to play" screen shows it (web/shell/rules.py):
the rulebook's rules in its own words, the rulings this app applies
(shared/RULINGS.md, docs/rules.md), the five Sequitur cards and the 72
goals of new games (engine/sequitur/goals.py, listed by the screen after
GOALS: how they were made, and what changed; docs/goals.md)."""
from __future__ import annotations

TITLE = "How to play Sequitur"

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The object", (
        "Sequitur is a game of spelling, sequence and strategy. Earn points by spelling words that meet "
        "goals: red goal cards are worth 3 points, yellow 2 and green 1. Each round you get one secret goal "
        "that only you can claim; public goals anyone can claim. After 3 rounds, the player with the most "
        "points from the goal cards in their stack wins.",
    )),
    ("A round", (
        "1. Take your Sequitur cards. Draw 5 letters, placing them on your rack in the order drawn. Draw one "
        "goal card of any colour: your secret goal. Draw 3 letters, one at a time, placing each on either end "
        "of your rack.",
        "2. Draw one red goal. Either discard it or make it a public goal; then all public goals are turned face up.",
        "3. Take one action by playing a Sequitur card, or pass.",
        "4. Repeat steps 2 and 3 with yellow goals.",
        "5. Repeat steps 2 and 3 again with green goals.",
        "6. Spell a word by discarding unwanted letters. If it fulfils your secret goal, add the card to your "
        "stack; otherwise discard it.",
        "7. Take turns claiming public goals the word fulfils, highest-scoring word first, one goal per turn, "
        "until no more public goals can be claimed.",
        "8. Discard unclaimed public goals and return all letters to the bag.",
    )),
    ("Spelling a word", (
        "Discard any number of letters from your rack. You may not rearrange letters when spelling, but you "
        "may turn your rack around at any time. Words must be at least 3 letters long.",
        "A word's score is its length plus the skill points of its letters (the small numbers on some balls). "
        "Higher scores claim goals first, but word scores do not count towards winning.",
        "The blank ball may be used as any letter, but gains no skill points. The Q ball is either \"Q\" for "
        "its 7 skill points or \"QU\", two letters with no skill points.",
    )),
    ("Solo play", (
        "Each time you draw a goal card, draw two of that colour instead of one and keep one. Score as many "
        "points as you can in 3 rounds: 5 good start, 10 moving up, 15 getting good, 20 impressive, "
        "25 Sequitur master.",
    )),
    ("Today's deal", (
        "One solo game a day (\"Today's deal\" on the home screen and the setup): everyone who plays it that "
        "day gets the same deal, on any device and offline, and the same eight letters in round 1 whatever "
        "they choose; after that the draws follow the choices, as at a real table. It is played once: "
        "afterwards its entry shows your result.",
        "At the end you see your points, your title on the ladder and par, the expert AI's score on the same "
        "deal, and a result to share: the date, the points, the title, par and a row of squares per round, "
        "a goal met in its colour, one missed white (the secret goal black). It names no letter, word or goal. "
        "Undo or a suggestion mark the result as assisted. The statistics keep your streak of days in a row "
        "and each day's result.",
    )),
)

CARDS: tuple[tuple[str, str], ...] = (
    ("Swap", "two letters on your rack trade places."),
    ("Shift", "move one letter to another position."),
    ("Insert", "draw a letter and put it anywhere on your rack."),
    ("Replace", "return one letter to the bag, then draw one into its place."),
    ("Redraw", "return up to three letters to the bag, then draw as many, each onto either end."),
)

RULINGS: tuple[str, ...] = (
    "Each player has the same five Sequitur cards; each round you play at most three of them, one in each "
    "of steps 3, 4 and 5. Letters returned go back into the bag before any drawing.",
    "The others learn which card you played (and how many letters a Redraw returned), never which letters "
    "or where.",
    "A goal about a letter's skill points counts the points each letter scores as played: a blank and QU score none.",
    "Equal word scores: each tied player draws a letter, earliest in the alphabet claims first (a blank or an "
    "equal letter draws again). A player whose word meets a public goal on their turn claims one.",
    "Words come from the SCOWL word lists (English and American, up to size 70). On one device the table may "
    "accept a word the list lacks (the house rule), and the game log says so.",
    "In solo play the secret goal is drawn two at a time too, and keeping one public goal of each draw is compulsory.",
)

GOALS: tuple[str, ...] = (
    "Green goals are the easiest, red the hardest. A word's letters are as spelled: the blank counts as its "
    "letter, QU as two letters.",
    "The rulebook prints three goal cards, and this app's 72 are made to match them: a green goal is about as "
    "easy to meet as \"a three-letter word with two vowels in a row\" (AIR), a yellow one as \"a word that is "
    "still a word with one letter removed\" (STAIR to STAR), a red one as \"a word whose letters are in "
    "alphabetical order\" (ADDER), read as four letters or more, since most racks spell such a word of three.",
    "These goals replace a harder set, with which even this app's strongest AI, told every letter to come, "
    "averaged 18 points solo, short of the ladder's 20 \"impressive\". A game started before keeps the goals it "
    "was dealt.",
)
