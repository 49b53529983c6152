"""The names of what this device keeps in localStorage, in one place.

Every key is `seqgames.` then a game's id and a part (`seqgames.<game>.game`)
or a name of the whole app (`seqgames.stats`). Players' games, statistics
and settings are stored under these exact strings: a key renamed here is a
save lost on every device, so they never change (tests/device/test_keys.py holds
them).
"""
from __future__ import annotations

PREFIX = "seqgames"

# a game's parts: `seqgames.<game>.<part>`
GAME = "game"  # the autosave (web/device/saves.py)
TODAY = "today"  # today's deal's own autosave, beside the game in progress (web/games/sequitur/daily_view.py)
SETUP = "setup"  # the last setup (web/device/saves.py)
REPLAY = "replay"  # the replay open on the replay screen (web/model/replay_file.py)
HISTORY = "history"  # the finished games (web/device/history.py)
LEVELS = "levels"  # the AI levels seen on the last visit (web/table/setup_form.py)
PUZZLE = "puzzle"  # the daily puzzles played and solved here (web/device/puzzles.py)
NET = "net"  # a host's pairing, to resume after a reload (web/net/host.py)


def game_key(game: str, part: str) -> str:
    """'seqgames.<game>.<part>'."""
    return f"{PREFIX}.{game}.{part}"


def game_prefix(game: str) -> str:
    """What every key of `game` starts with: 'seqgames.<game>.'."""
    return f"{PREFIX}.{game}."


STATS = f"{PREFIX}.stats"  # every player's statistics (web/device/stats.py)
SETTINGS = f"{PREFIX}.settings"  # sound, animation, confirmations (web/device/settings.py)
LANGUAGE = f"{PREFIX}.lang"  # the language picked in Settings, a code alone (web/device/settings.py; web/boot.js reads it)
STUN = f"{PREFIX}.net.stun"  # the optional STUN server (web/net/ice.py)
GUEST = f"{PREFIX}.net.guest"  # a guest's seat at a table across devices (web/net/guest.py)
ONLINE = f"{PREFIX}.net.online"  # the relays and STUN servers of online play (web/net/online_settings.py)
ONLINE_GUEST = f"{PREFIX}.net.seat"  # a guest's table code and seat key, to come back by itself (web/net/online_guest.py)
SEQUITUR_PAR = game_key("sequitur", "par")  # today's par (web/games/sequitur/par.py)
SEQUITUR_DAILY = game_key("sequitur", "daily")  # the last day whose deal was started here (daily_view.py)
# the language of each day's deal kept in the statistics in words other than English, apart from them so that a
# release from before the languages reads and writes the statistics as it always did (web/device/stats.py)
SEQUITUR_LANGUAGES = game_key("sequitur", "languages")
