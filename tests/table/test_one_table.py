"""The web layer is one table for every game (issue 13): guards on its shape.

- No game's web package imports another game's: what two games share is in web/table/.
- Nothing in web/ draws from a state's private fields: the screens read the
  public view and the viewer's own observation (web/model/session.py).
- The match runner never tests a game's name.
- Every registered game has its table registration (`web.games.<id>.GAME`)
  naming its engine state.
"""
from __future__ import annotations

import importlib
import re
from pathlib import Path

import pytest

from engine.games import GAMES

ROOT = Path(__file__).resolve().parents[2]
WEB = ROOT / "web"
PRIVATE_FIELDS = re.compile(r"\bstate\.(hands|racks|rolls|choices|secret|secret_colour|held_goals|held_ball|deck|bag|"
                            r"decks|discards|tasks)\b")


def python_files(folder: Path) -> list[Path]:
    return [p for p in folder.rglob("*.py") if "vendor" not in p.parts]


@pytest.mark.parametrize("game", list(GAMES))
def test_no_game_package_imports_another_games(game: str) -> None:
    others = [g for g in GAMES if g != game]
    for path in python_files(WEB / "games" / game):
        text = path.read_text()
        for other in others:
            assert f"web.games.{other}" not in text, f"{path.relative_to(ROOT)} imports web.games.{other}"


def test_the_screens_read_no_private_field_of_a_state() -> None:
    found = [f"{p.relative_to(ROOT)}: {m.group(0)}" for p in python_files(WEB)
             for m in PRIVATE_FIELDS.finditer(p.read_text())]
    assert found == []


def test_the_match_runner_never_tests_a_games_name() -> None:
    text = (ROOT / "engine" / "arena.py").read_text()
    for game in GAMES:
        assert f'"{game}"' not in text and f"'{game}'" not in text


@pytest.mark.parametrize("game", list(GAMES))
def test_every_game_registers_with_the_table(game: str) -> None:
    spec = importlib.import_module(f"web.games.{game}").GAME
    assert spec.id == game and spec.state_class is GAMES[game]
