"""One naming scheme for the built-in AIs of every game.

Each game's AI module offers some of LEVEL_ORDER, weakest first, with a
one-line description of each (`LEVELS`), says why it lacks any of the
others (`ABSENT`, level -> reason; the setup shows it: `absent_note`), and
offers the baseline bots of BASELINE_ORDER for matches (`BASELINES`, name ->
one-line description; `make_seat(name, seed)` builds one, from a module of
its name in the game's AI code, and the arena seats it as `greedy`). Every
setup seats its AIs at DEFAULT_LEVEL until a player picks another. Saves and records written before
the levels were renamed name them the old way: `current_level` reads them.
"""

from __future__ import annotations

LEVEL_ORDER = ("easy", "medium", "hard", "expert")
DEFAULT_LEVEL = "medium"  # the middle of the scheme, offered by every game
# a casual player, one move deep, seeing only its observation (issue 42): what the levels are measured against
BASELINE_ORDER = ("greedy",)

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


def absent_note(absent: dict[str, str]) -> str:
    """Why a game offers fewer levels than the scheme, in one line (or ""):
    'No Expert level: a longer search played hardly better.'"""
    return " ".join(f"No {level_label(level)} level: {why}." for level, why in absent.items())
