"""How to play Sequoia, as the "How to play" screen shows it (web/shell/rules.py):
the rulebook's rules in its own words, then the rulings this app applies
(shared/RULINGS.md, docs/rules.md)."""
from __future__ import annotations

TITLE = "How to play Sequoia"

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The idea", (
        "Watch your trees grow, but be mindful where you choose to plant them, as only the tallest trees "
        "in each forest are worth points at the end of the game. A 10-minute game for 2 to 5 players.",
    )),
    ("Setup", (
        "Eleven forests, numbered 2 to 12. Each forest gets a first-place and a second-place point token "
        "at random. Each player has 5 dice and 20 trees.",
    )),
    ("Each turn", (
        "1. All players simultaneously and secretly roll their dice.",
        "2. Players secretly make two pairs, and leave one die out. Everyone reveals their pairs simultaneously.",
        "3. Each player places a tree in the forest that matches each of their dice pairs.",
        "After 10 turns (when you are out of trees), score all the forests.",
    )),
    ("Sequoia!", (
        "If you roll the same number on all 5 dice, it is a Sequoia: turn each die to any face you desire, "
        "creating two pairs as normal.",
    )),
    ("Scoring", (
        "In each forest, the first and second place tokens go to the players with the most and the second "
        "most trees there.",
        "If there is a tie for first place, remove all the trees of the players not tied for first.",
        "If there is a tie for second place, give the first place token to the first place player, then "
        "remove all the trees of the players not tied for second.",
    )),
    ("Tiebreaker turns", (
        "After scoring all forests, players involved in any ties play another turn. New trees can only be "
        "added where a player is tied, so some pairs of dice have no effect. Score after every tiebreaker "
        "turn, until every remaining token has been awarded.",
        "The player with the most points wins. Tied players share the victory.",
    )),
)

RULINGS: tuple[str, ...] = (
    "First-place tokens: one 2, one 6 and three each of 3, 4 and 5; second-place tokens: ten 1s and one 2. "
    "They are face up unless the table plays them face down until the final scoring.",
    "A forest where only one player grew trees gives that player the first token and nobody the second; "
    "an empty forest gives nothing.",
    "The same total twice grows two trees in that forest.",
    "In a tie for second, the first-place player's trees stay standing but count for nothing more.",
    "A tie for first that narrows (three tied, two pull ahead together) is still a tie for first; a tie for "
    "first that breaks may leave a tie for second, which goes on.",
    "Tiebreaker trees come from an unlimited reserve. A player whose roll touches none of their ties still "
    "chooses; the pairs have no effect.",
    "On one device each person rolls and chooses behind the pass-the-device cover, and may change their "
    "choice until everyone has chosen; then all pairs are revealed together.",
)
