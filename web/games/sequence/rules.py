"""How to play Sequence, as the "How to play" screen and the table's rules sheet show it
(web/ui/rules_view.py): first the parts a player scans (`PARTS`: the goal, a turn,
the jacks, dead cards, the end), each with a picture of the game's own pieces
(web/games/sequence/picture.py `draw_part`); then, under "More details", the
rulebook's rules in its own words (`SECTIONS`) and the rulings this app applies
(shared/RULINGS.md, docs/rules.md)."""
from __future__ import annotations

from web.page.words import N_
from web.ui.rules_view import pictures

TITLE = N_("How to play Sequence")

# (id, heading, paragraphs): what a player needs, short; the table's "?" opens one by its id
PARTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("goal", N_("The goal"), (
        N_("Make a sequence: five of your chips in a straight line, across, up and down or diagonally. With 2 "
           "players or teams you need two sequences to win; with 3, one."),
        N_("The four corners count as everyone's chip: with a corner, four of yours make a sequence."),
    )),
    ("turn", N_("Your turn"), (
        N_("Tap a card in your hand, then a space of the board showing that card: your chip goes there. Each "
           "card is on the board twice; either open space will do."),
        N_("Then you draw a new card (the app does it for you)."),
    )),
    ("wild", N_("Two-eyed jacks: wild"), (
        N_("J♦ and J♣ are wild: put your chip on any open space (not a corner)."),
    )),
    ("remove", N_("One-eyed jacks: remove a chip"), (
        N_("J♥ and J♠ take one chip of another team off the board; that is your whole turn. A chip in a "
           "finished sequence cannot be removed."),
    )),
    ("dead", N_("Dead cards"), (
        N_("A card whose two spaces are both covered is dead. On your turn you may turn in one dead card (tap "
           "it) and draw a new one, then play as usual."),
    )),
    ("end", N_("The end"), (
        N_("The first player or team with its sequences wins. Your second sequence may use one space of your "
           "first."),
        N_("When the draw pile runs out, the discards are shuffled into a new one."),
    )),
)

picture = pictures("web.games.sequence.picture")  # each part's, drawn with the game's own pieces


# the rulebook's own words, under "More details"
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("The object"), (
        N_("A SEQUENCE is a connected series of five of the same colour marker chip in a straight line: up "
           "and down, across or diagonally on the board."),
        N_("With 2 players or 2 teams, a player or team must score TWO SEQUENCES before their opponents; with "
           "3 players or 3 teams, ONE SEQUENCE."),
        N_("There are printed chips in the four corners of the board. All players use them as though their "
           "colour chip were in the corner: with a corner, only four of your chips are needed."),
    )),
    (N_("Players and teams"), (
        N_("2, 3, 4, 6, 8, 9, 10 or 12 players. Up to 3 may play individually; more than 3 play in 2 or 3 "
           "teams of equal size, team members sitting in turn around the table."),
        N_("Each player is dealt 7 cards at 2 players, 6 at 3 or 4, 5 at 6, 4 at 8 or 9, 3 at 10 or 12."),
    )),
    (N_("Your turn"), (
        N_("Choose a card from your hand, place it face up on your discard pile, and place one of your chips "
           "on a matching space of the board. Each card is pictured twice: either space will do, if it is "
           "open."),
        N_("Then draw a card from the draw pile (this app draws it for you)."),
    )),
    (N_("The jacks"), (
        N_("The jacks with TWO EYES (diamonds and clubs) are wild: place a chip on any open space."),
        N_("The jacks with ONE EYE (hearts and spades) are anti-wild: remove one chip of an opponent from the "
           "board. That completes your turn. You cannot remove a chip that is part of a completed SEQUENCE: "
           "once achieved, a sequence cannot be broken."),
    )),
    (N_("Dead cards"), (
        N_("If both spaces of a card in your hand are covered, it is a DEAD CARD. On your turn you may place "
           "it on your discard pile, announce it, and take a replacement card (one per turn); then play as "
           "usual."),
    )),
    (N_("The end"), (
        N_("When the draw pile runs out, all discard piles are shuffled together into a new one. Play goes on "
           "until a player or team scores the sequences it needs. With two sequences to make, you may use one "
           "space of your first SEQUENCE as part of your second."),
    )),
)

RULINGS: tuple[str, ...] = (
    N_("The two-eyed jacks are J♦ and J♣, the one-eyed J♥ and J♠; neither kind can be played on a corner."),
    N_("Turning in a dead card is optional and once per turn; you draw its replacement at once and play on."),
    N_("Players cut for the deal: lowest deals (aces high, ties cut again); the player after the dealer starts."),
    N_("A team's second sequence may share at most one space with its first, so nine in a line can hold two. "
       "One chip can complete two sequences at once: both count."),
    N_("A run of six to eight holding one new sequence locks the five at the end that leaves the longer "
       "stretch for a second sequence (on a tie, the five nearer the top-left)."),
    N_("Chips: blue and green 50 each, red 35 (the custom board: 50 of each). A team with no chip left may "
       "still remove a chip or turn in a dead card; a player with nothing legal passes."),
    N_("The custom board replaces the jacks by 16 bordered cards: 8 purple are wild, 8 orange remove a chip."),
    N_("Table talk is left to the people at the table; the app draws your card after each play, so no card is "
       "ever lost."),
)
