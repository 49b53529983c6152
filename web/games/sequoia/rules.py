"""How to play Sequoia, as the "How to play" screen and the table's rules sheet show it
(web/ui/rules_view.py): first the parts a player scans (`PARTS`: the goal, a turn,
a Sequoia!, scoring, ties and tiebreaker turns, the end), each with a picture of the
game's own pieces (web/games/sequoia/picture.py `draw_part`); then, under "More
details", the rulebook's rules in its own words (`SECTIONS`) and the rulings this
app applies (shared/RULINGS.md, docs/rules.md)."""
from __future__ import annotations

from web.page.words import N_
from web.ui.rules_view import pictures

TITLE = N_("How to play Sequoia")

# (id, heading, paragraphs): what a player needs, short; the table's "?" opens one by its id
PARTS: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("goal", N_("The goal"), (
        N_("Grow trees in eleven forests, numbered 2 to 12. At the end, the most trees in a forest win its "
           "first-place token and the second most its second-place token. The most points wins."),
    )),
    ("turn", N_("A turn: two pairs of dice"), (
        N_("Everyone rolls five dice in secret. Make two pairs and leave one die out. A pair is the SUM of "
           "its two dice: the two dice are added, and the total is the forest where you plant a tree (3 and 4 "
           "make 7: a tree in forest 7)."),
        N_("All pairs are revealed at once. The same total twice plants two trees there. After 10 turns (your "
           "20 trees) the forests are scored."),
    )),
    ("sequoia", N_("Sequoia!"), (
        N_("Five equal dice are a Sequoia: choose any two totals you like."),
    )),
    ("scoring", N_("Scoring a forest"), (
        N_("Most trees takes the first-place token, second most the second-place token. A forest where only "
           "you grew trees gives you the first token and nobody the second."),
    )),
    ("ties", N_("Ties and tiebreaker turns"), (
        N_("A tie for first: everyone else's trees there are removed, and the tied players play on for both "
           "tokens."),
        N_("A tie for second: the first-place player takes the first token, the players below the tie remove "
           "their trees, and the tied players play on for the second."),
        N_("Tied players then play tiebreaker turns: a pair counts only in a forest where you are tied, so "
           "some pairs grow nothing. Scoring follows each tiebreaker turn until every token is won."),
    )),
    ("end", N_("The end"), (
        N_("The player with the most points wins. Tied players share the victory."),
    )),
)

picture = pictures("web.games.sequoia.picture")  # each part's, drawn with the game's own pieces


# the rulebook's own words, under "More details"
SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (N_("The idea"), (
        N_("Watch your trees grow, but be mindful where you choose to plant them, as only the tallest trees "
           "in each forest are worth points at the end of the game. A 10-minute game for 2 to 5 players."),
    )),
    (N_("Setup"), (
        N_("Eleven forests, numbered 2 to 12. Each forest gets a first-place and a second-place point token "
           "at random. Each player has 5 dice and 20 trees."),
    )),
    (N_("Each turn"), (
        N_("1. All players simultaneously and secretly roll their dice."),
        N_("2. Players secretly make two pairs, and leave one die out. Everyone reveals their pairs "
           "simultaneously."),
        N_("3. Each player places a tree in the forest that matches each of their dice pairs."),
        N_("After 10 turns (when you are out of trees), score all the forests."),
    )),
    (N_("Sequoia!"), (
        N_("If you roll the same number on all 5 dice, it is a Sequoia: turn each die to any face you desire, "
           "creating two pairs as normal."),
    )),
    (N_("Scoring"), (
        N_("In each forest, the first and second place tokens go to the players with the most and the second "
           "most trees there."),
        N_("If there is a tie for first place, remove all the trees of the players not tied for first."),
        N_("If there is a tie for second place, give the first place token to the first place player, then "
           "remove all the trees of the players not tied for second."),
    )),
    (N_("Tiebreaker turns"), (
        N_("After scoring all forests, players involved in any ties play another turn. New trees can only be "
           "added where a player is tied, so some pairs of dice have no effect. Score after every tiebreaker "
           "turn, until every remaining token has been awarded."),
        N_("The player with the most points wins. Tied players share the victory."),
    )),
)

RULINGS: tuple[str, ...] = (
    N_("First-place tokens: one 2, one 6 and three each of 3, 4 and 5; second-place tokens: ten 1s and one 2. "
       "They are face up unless the table plays them face down until the final scoring."),
    N_("A forest where only one player grew trees gives that player the first token and nobody the second; an "
       "empty forest gives nothing."),
    N_("The same total twice grows two trees in that forest."),
    N_("In a tie for second, the first-place player's trees stay standing but count for nothing more."),
    N_("A tie for first that narrows (three tied, two pull ahead together) is still a tie for first; a tie "
       "for first that breaks may leave a tie for second, which goes on."),
    N_("Tiebreaker trees come from an unlimited reserve. A player whose roll touches none of their ties still "
       "chooses; the pairs have no effect."),
    N_("On one device each person rolls and chooses behind the pass-the-device cover, and may change their "
       "choice until everyone has chosen; then all pairs are revealed together."),
)
