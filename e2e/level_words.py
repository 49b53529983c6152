"""What the setup says under an AI level's picker (web/table/setup_form.py `SeatList.describe`), in
English: what the ladder measured of it against the game's casual player where it was (engine/core/levels.py
`MEASURED`, issue 82), else its promise, the same in every game but where a game has its own
(`OWN_PROMISES`)."""
from __future__ import annotations

from engine.core.levels import games_in_ten, promise


def level_line(game: str, level: str) -> str:
    wins = games_in_ten(game, level)
    if wins is None:
        return promise(game, level)
    return f"Wins about {wins} game{'' if wins == 1 else 's'} in 10 against a casual player."
