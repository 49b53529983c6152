"""One naming scheme for the built-in AIs of every game.

Each game's AI module offers some of LEVEL_ORDER, weakest first, with a
one-line description of each (`LEVELS`), and may add baseline bots for
matches (`BASELINES`, such as `greedy`). Saves and records written before
the levels were renamed name them the old way: `current_level` reads them.
"""

from __future__ import annotations

LEVEL_ORDER = ("easy", "medium", "hard", "expert")

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
