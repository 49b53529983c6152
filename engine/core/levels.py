"""One naming scheme for the built-in AIs of every game.

Each game's AI module plays some of LEVEL_ORDER, weakest first, with a
one-line description of each (`LEVELS`), may say why it lacks any of the
others (`ABSENT`, level -> reason, for docs/ai.md: no player is shown it,
a game simply offers the levels it has), and offers the baseline bots of BASELINE_ORDER for matches (`BASELINES`, name ->
one-line description; `make_seat(name, seed)` builds one, from a module of
its name in the game's AI code, and the arena seats it as `greedy`). What a level
promises a player is the same in every game (`PROMISES`, shown beside the
setup's level picker); a level measured no stronger than the one below is
withdrawn from a game's setup (`WITHDRAWN`) and still plays where named. Every
setup seats its AIs at DEFAULT_LEVEL until a player picks another. Saves and records written before
the levels were renamed name them the old way: `current_level` reads them.
"""

from __future__ import annotations

from engine.core.marks import N_

LEVEL_ORDER = ("easy", "medium", "hard", "expert")
DEFAULT_LEVEL = "medium"  # the middle of the scheme, offered by every game
# a casual player, one move deep, seeing only its observation (issue 42): what the levels are measured against
BASELINE_ORDER = ("greedy",)
# From how many seats a table is crowded: there a slip costs an easy level otherwise (two others share what it
# leaves), so each game's easy level slips at its own rate there (EASY_..._CROWDED; docs/ai.md, "At 3 players")
CROWDED = 3

# what each level promises, in a player's words, one line for all three games
# (issue 42: measured against the casual player above, docs/ai.md "Levels against a casual player")
PROMISES = {
    "easy": N_("A beginner can beat it."),
    "medium": N_("An even game for someone who knows the rules."),
    "hard": N_("Beats a casual player most of the time."),
    "expert": N_("The strongest: it plans ahead."),
}
# levels a game still plays (a saved game, a record, a bot's match, the arena's `ai:LEVEL`) but no longer offers on
# its setup, each with the offered level that plays as strongly, which a remembered setup's seat becomes (issue 82:
# a game offers a level once it was measured stronger than the one below, as Sequoia waits for an Expert that
# beats its Hard; Sequence's Expert, Hard's search on more guessed hands, won half its games against Hard:
# docs/ai.md "The ladder against the casual players"; a test reads both)
WITHDRAWN = {"sequence": {"expert": "hard"}}

# what each level wins against the game's casual player, 2 players, as measured (issue 82: docs/ai.md
# "The ladder against the casual players", bench/levels_against_greedy.py --against casual; a test reads
# both): the setup says it beside the promise ("Wins about 3 games in 10 ..."). A level not yet measured
# against its game's casual player is absent, and the setup says only its promise.
MEASURED = {
    "sequence": {"easy": 0.291, "medium": 0.474, "hard": 0.611},
    "sequoia": {"easy": 0.278, "medium": 0.531, "hard": 0.592},
    "sequitur": {"easy": 0.309, "medium": 0.545, "hard": 0.719, "expert": 0.904},
}
# the same at a table of three: the level beside two casual players, its share of the games (a victory shared
# by k counts 1/k; docs/ai.md "At 3 players", its bold cells; a test reads both). No other table size was
# measured: there the setup says the level's promise.
MEASURED_AT_THREE = {
    "sequence": {"easy": 0.187, "medium": 0.291, "hard": 0.431},
    "sequoia": {"easy": 0.190, "medium": 0.353, "hard": 0.589},
    "sequitur": {"easy": 0.182, "medium": 0.334, "hard": 0.535, "expert": 0.787},
}
MEASURED_AT = {2: MEASURED, 3: MEASURED_AT_THREE}  # players -> the rates measured at that table size


def offered(game: str, levels: dict[str, str]) -> dict[str, str]:
    """The levels of `levels` (level -> description: a game's AI module's `LEVELS`) that a new table of `game`
    offers: all but those withdrawn."""
    gone = WITHDRAWN.get(game, {})
    return {level: text for level, text in levels.items() if level not in gone}


def offered_instead(game: str, level: str) -> str:
    """The level a remembered setup's seat at `level` is offered as: the level itself, or the one that plays
    as strongly where `game` withdrew it."""
    return WITHDRAWN.get(game, {}).get(level, level)


def games_in_ten(game: str, level: str, players: int = 2) -> int | None:
    """The level's measured wins in ten games at a table of `players` (against the casual player at two,
    beside two of them at three), rounded; None where not measured."""
    rate = MEASURED_AT.get(players, {}).get(game, {}).get(level)
    return None if rate is None else int(rate * 10 + 0.5)


# names used by earlier releases -> the level that plays the same way now
RENAMED = {
    "beginner": "easy",   # Sequence
    "casual": "medium",   # Sequence
    "strong": "hard",     # Sequence, Sequoia
    "greedy": "medium",   # Sequitur's setup offered its greedy player as a level
}


def current_level(name: object) -> object:
    """The level's name in this release (an old save may use an earlier name);
    anything but a text is returned as it is, for the caller to refuse."""
    return RENAMED.get(name, name) if isinstance(name, str) else name


def level_label(name: str) -> str:
    """The level as a player reads it: 'Easy', 'Expert'."""
    return name[:1].upper() + name[1:]

