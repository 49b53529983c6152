"""What this device keeps is found under the same keys after every change
(web/device/keys.py): a key spelled differently is every player's saved
game, statistics or settings lost."""
from __future__ import annotations

import ast
from pathlib import Path

from web.device import keys

ROOT = Path(__file__).resolve().parents[2]


def test_the_keys_are_the_ones_players_saves_are_under() -> None:
    assert keys.game_key("sequence", keys.GAME) == "seqgames.sequence.game"
    assert keys.game_key("sequitur", keys.TODAY) == "seqgames.sequitur.today"
    assert keys.game_key("sequence", keys.PUZZLE) == "seqgames.sequence.puzzle"
    assert [keys.game_key("sequoia", part) for part in (keys.SETUP, keys.REPLAY, keys.HISTORY, keys.LEVELS, keys.NET)] == [
        "seqgames.sequoia.setup", "seqgames.sequoia.replay", "seqgames.sequoia.history", "seqgames.sequoia.levels",
        "seqgames.sequoia.net"]
    assert keys.game_prefix("sequitur") == "seqgames.sequitur."
    assert (keys.STATS, keys.SETTINGS, keys.STUN, keys.GUEST, keys.SEQUITUR_PAR, keys.SEQUITUR_DAILY) == (
        "seqgames.stats", "seqgames.settings", "seqgames.net.stun", "seqgames.net.guest", "seqgames.sequitur.par",
        "seqgames.sequitur.daily")
    assert keys.SEQUITUR_LANGUAGES == "seqgames.sequitur.languages"
    assert keys.LANGUAGE == "seqgames.lang"  # web/boot.js reads it before Python starts (tests/delivery/test_words.py)


def test_no_other_module_spells_a_key() -> None:
    """Only web/device/keys.py writes "seqgames." into a key (docstrings may name them)."""
    spelled = []
    for path in sorted((ROOT / "web").rglob("*.py")):
        if path.name == "keys.py" and path.parent.name == "device":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                      if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                      and node.body and isinstance(node.body[0], ast.Expr)}
        for node in ast.walk(tree):
            first = node.values[0] if isinstance(node, ast.JoinedStr) and node.values else node
            if (isinstance(first, ast.Constant) and isinstance(first.value, str) and id(node) not in docstrings
                    and first.value.startswith(keys.PREFIX + ".")):
                spelled.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert spelled == [], f"keys spelled outside web/device/keys.py: {spelled}"
