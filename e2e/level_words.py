"""What the setup says under an AI level's picker (web/table/setup_form.py `SeatList.describe`), in
English: what the ladder measured of it at the table's size where it was (engine/core/levels.py
`MEASURED_AT`, issue 82: against the game's casual player at two, against two of them at three), else its promise, the same in every game."""
from __future__ import annotations

from engine.core.levels import PROMISES, games_in_ten


def level_line(game: str, level: str, players: int = 2) -> str:
    wins = games_in_ten(game, level, players)
    if wins is None:
        return PROMISES[level]
    against = "a casual player" if players == 2 else "two casual players"
    return f"Wins about {wins} game{'' if wins == 1 else 's'} in 10 against {against}."
