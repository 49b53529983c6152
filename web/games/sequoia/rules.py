"""How to play Sequoia, as the "How to play" screen and the table's rules sheet show it
(web/ui/rules_view.py `Rules`): first the parts a player scans (the goal, a turn, a Sequoia!,
scoring, ties and tiebreaker turns, the end), each with a picture of the game's own pieces
(web/games/sequoia/picture.py `draw_part`); then, under "More details", the rulebook's rules in its
own words and the rulings this app applies (shared/RULINGS.md, docs/rules.md). The words are in
rules.txt beside this module."""
from __future__ import annotations

from web.page.words import N_
from web.ui.rules_view import Rules

RULES = Rules(__file__, N_("How to play Sequoia"), "web.games.sequoia.picture")
