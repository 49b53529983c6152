"""Who sits at a Sequence table: sizes, teams, hand sizes, chips.

RULINGS Sequence 2: 2, 3, 4, 6, 8, 9, 10 or 12 players; up to 3 play alone,
more play in 2 or 3 teams of equal size (6 and 12 may choose), and seat `i`
plays for team `i mod T`. RULINGS Sequence 3: hand sizes. RULINGS Sequence
10: two sequences win with two teams, one with three. RULINGS Sequence 11:
chips per team.
"""

from __future__ import annotations

from engine.core.errors import SetupError

TABLE_SIZES = (2, 3, 4, 6, 8, 9, 10, 12)
HAND_SIZE = {2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3}
TEAM_COLOURS = ("blue", "green", "red")
CLASSIC_CHIPS = (50, 50, 35)
CUSTOM_CHIPS = (50, 50, 50)


def team_choices(players: int) -> tuple[int, ...]:
    """The numbers of teams a table of `players` may play in."""
    if players not in TABLE_SIZES:
        raise SetupError(f"Sequence is played by 2, 3, 4, 6, 8, 9, 10 or 12 players, not {players}")
    if players <= 3:
        return (players,)
    return tuple(t for t in (2, 3) if players % t == 0)


def default_teams(players: int) -> int:
    return team_choices(players)[0]


def check_table(players: int, teams: int) -> None:
    """Raise SetupError unless `players` can play in `teams` teams."""
    choices = team_choices(players)
    if teams not in choices:
        allowed = " or ".join(str(t) for t in choices)
        raise SetupError(f"{players} players play in {allowed} teams, not {teams}")


def team_of(seat: int, teams: int) -> int:
    """Seats alternate teams: seat i plays for team i mod T."""
    return seat % teams


def sequences_to_win(teams: int) -> int:
    return 2 if teams == 2 else 1
