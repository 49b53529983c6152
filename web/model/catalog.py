"""The games this app offers, in the order the home screen shows them: each
one's id (its address, `#/<id>`, and its package, `web.games.<id>`), name and
one-line description. Everything else a game brings is in its package's
`GameSpec` (web/model/spec.py); this list is what the shell needs before a
game's package is loaded. docs/architecture.md, "A new game", says what else
a new game touches."""
from __future__ import annotations

from engine.core.value import Value
from web.page.words import N_


class Game(Value):
    """A game offered on the home screen.

    - `prefix`: the ids of its table screen's elements start with it (`#seq-...`);
    - `review_budget`: seconds of search per decision the review's expert may take, at most;
    - `walkthrough`: a guided game at #/<id>/learn (web/table/guide.py, web/games/<id>/walkthrough.py);
    - `daily`: its daily challenge at #/<id>/daily (web/games/<id>/daily_view.py): Sequitur's today's deal,
      Sequence's and Sequoia's today's puzzle (web/table/puzzle.py);
    - `puzzle`: that daily challenge is a puzzle, made by engine/<id>/puzzle.py `puzzle_json` (in the
      background worker, ahead: web/table/puzzle_store.py);
    - `ready`: a module whose `ensure()` its table screen needs first (Sequitur's dictionary);
    - `solo`: a game of one player (a score, neither won nor lost);
    - `hidden`: what a review looks at that the players could not see;
    - `chance`: the luck between two decisions, as the review's graph names it (both marked,
      translated where the review shows them);
    - `page_levels`: the AI levels that decide on the page's own thread (a few
      milliseconds on MicroPython: docs/benchmarks.md);
    - `light_levels`: the AI levels that decide in the MicroPython worker (up to
      half a second a decision on MicroPython: too long for the page's thread,
      but it starts in a fraction of a second, when the game's screens open);
      the others decide in Pyodide's worker, which arrives after the first screen.
      `place(level)` reads the two.
    """

    FIELDS = ("id: str", "name: str", "description: str", "prefix: str", "review_budget: float",
              "walkthrough: bool", "daily: bool", "puzzle: bool", "ready: str", "solo: bool", "hidden: str", "chance: str",
              "page_levels: tuple", "light_levels: tuple")
    DEFAULTS = {"walkthrough": False, "daily": False, "puzzle": False, "ready": "", "solo": False,
                # Translators: the review's note: "to weigh each side's chances the review looks at {seen}" (a game with no words of its own)
                "hidden": N_("everything that was hidden"),
                # Translators: a game's chance in the review (a game with no words of its own): "then {luck} (luck, not a move) made it 55%"
                "chance": N_("luck"), "page_levels": (), "light_levels": ()}

    def place(self, level: str) -> str:
        """Where an AI of `level` decides: ON_PAGE, LIGHT (the MicroPython worker) or PYODIDE."""
        if level in self.page_levels:
            return ON_PAGE
        return LIGHT if level in self.light_levels else PYODIDE


# Where an AI level decides (`Game.place`)
ON_PAGE, LIGHT, PYODIDE = "page", "light", "pyodide"


GAMES: tuple[Game, ...] = (
    Game("sequence", "Sequence", "Play a card, claim its space, and line up five chips in a row before the other side does.",
         prefix="seq", review_budget=0.3, walkthrough=True, daily=True, puzzle=True, hidden=N_("every hand and the draw pile"),
         # Translators: Sequence's chance, in the review ("then {luck} (luck, not a move) made it 55%", "Dotted: {luck} (luck)"): the cards drawn
         chance=N_("the draw"),
         page_levels=("easy", "medium")),
    Game("sequoia", "Sequoia", "Roll dice pairs, plant trees in numbered forests, and be tallest where it scores.",
         prefix="sq", review_budget=0.15, walkthrough=True, daily=True, puzzle=True, hidden=N_("every roll and the face-down tokens"),
         # Translators: Sequoia's chance, in the review ("then {luck} (luck, not a move) made it 55%", "Dotted: {luck} (luck)"): the dice rolled
         chance=N_("the roll"),
         page_levels=("easy", "medium")),
    # Sequitur's Easy and Medium take up to half a second a decision on MicroPython: in its worker
    Game("sequitur", "Sequitur", "Rearrange the letters on your rack and spell words that meet goal cards.",
         prefix="sr", review_budget=0.3, walkthrough=True, daily=True, ready="web.games.sequitur.words", solo=True,
         hidden=N_("every rack, the bag and the secret goals"), chance=N_("the letters drawn from the bag"),
         light_levels=("easy", "medium")),
)
GAMES_BY_ID = {game.id: game for game in GAMES}
