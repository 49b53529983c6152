"""The winner's moment (web/model/moment.py): which sound, confetti and
colour for which result at which device, and the sounds it names exist."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from engine.core.result import SCORES, SEQUENCES, TURN_LIMIT, Result
from web.model.colours import seat_colour, team_colour
from web.model.moment import NEUTRAL, moment_for

ROOT = Path(__file__).resolve().parents[2]


def scores(winners: tuple[int, ...], players: int = 3) -> Result:
    return Result(SCORES, winners, tuple(range(players)), 10, tuple(5 for _ in range(players)))


def teams(winner_team: int | None) -> Result:
    # four seats in two teams, seats 0 and 2 blue, 1 and 3 green
    table = (0, 1, 0, 1)
    winners = tuple(s for s, t in enumerate(table) if t == winner_team)
    return Result(SEQUENCES if winners else TURN_LIMIT, winners, table, 80, by_team=True)


@pytest.mark.parametrize("result, here, kind, sound, confetti", [
    (scores((0,)), [0], "win", "win", True),  # the person here won
    (scores((1,)), [0], "end", "end", False),  # lost to an AI: no fanfare for the person
    (scores((1,)), [], "end", "end", False),  # a table of AIs: nobody here to cheer
    (scores((0, 1)), [1], "shared", "shared", True),  # a tie shares the victory
    (scores((0, 1)), [2], "end", "end", False),  # a tie between others
    (scores((2,)), [0, 2], "win", "win", True),  # hot seat: one of the people here won
    (teams(1), [3], "win", "win", True),  # a team's victory is one victory, not a shared one
    (teams(1), [0, 1], "win", "win", True),
    (teams(0), [1], "end", "end", False),
    (teams(None), [0], "end", "end", False),  # the turn limit: nobody won
])
def test_which_moment_for_which_result(result: Result, here: list[int], kind: str, sound: str, confetti: bool) -> None:
    moment = moment_for(result, here)
    assert (moment.kind, moment.sound, moment.confetti) == (kind, sound, confetti)


def test_a_solo_score_is_neither_won_nor_lost() -> None:
    solo = Result(SCORES, (0,), (0,), 5, (12,), details={"rank": "Getting good"})
    assert moment_for(solo, [0], solo=True).kind == "score"
    assert moment_for(solo, [0], solo=True).sound == "score"
    assert moment_for(solo, [], solo=True).kind == "end"  # an AI alone: nobody here to cheer
    assert moment_for(solo, [0], solo=True).confetti
    low = Result(SCORES, (0,), (0,), 5, (3,), details={"rank": None})
    assert moment_for(low, [0], solo=True).sound == "score" and not moment_for(low, [0], solo=True).confetti


def test_the_panel_takes_the_winners_colour() -> None:
    assert moment_for(scores((2,)), [0]).colour == seat_colour(2)[2]
    assert moment_for(teams(1), [0]).colour == team_colour(1)  # Sequence: the team's chips
    assert moment_for(teams(None), [0]).colour == NEUTRAL


def test_team_colours_are_the_sequence_chips() -> None:
    """team_colour repeats board_view's chip fills (which needs the browser to import): they agree."""
    tree = ast.parse((ROOT / "web/games/sequence/board_view.py").read_text())
    styles = next(node.value for node in tree.body if isinstance(node, ast.Assign)
                  and getattr(node.targets[0], "id", "") == "CHIP_STYLE")
    fills = [ast.literal_eval(item)[0] for item in styles.elts]
    assert fills == [team_colour(t) for t in range(3)]


def test_every_moment_sound_and_the_game_sounds_exist() -> None:
    """web/page/sound.py imports js, so its SOUNDS table is read from the source."""
    tree = ast.parse((ROOT / "web/page/sound.py").read_text())
    table = next(node.value for node in tree.body if isinstance(node, ast.AnnAssign)
                 and getattr(node.target, "id", "") == "SOUNDS")
    names = {ast.literal_eval(key) for key in table.keys}
    assert {"win", "shared", "score", "end", "sequence", "token", "grow", "award"} <= names
