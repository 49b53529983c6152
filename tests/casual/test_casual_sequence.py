"""The casual Sequence player that measures the AI's levels (issue 82; bench/casual/sequence.py):
its rules of thumb, each in a scenario from the rulebook and RULINGS, and that it reads only what a
bot is sent (the protocol's start message, its seat's observation, its legal actions as JSON)."""
from __future__ import annotations

import ast
import importlib.util
import json
from pathlib import Path

from engine.arena import run
from engine.sequence.actions import Play, TurnIn
from sequence_helpers import at, cover, position

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bench" / "casual" / "sequence.py"
_spec = importlib.util.spec_from_file_location("casual_sequence", BOT)
casual = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(casual)


_game = position  # a 2-player game, the seat to move holding a hand (tests/sequence_helpers.py)


def _decide(state, seat: int):
    """The casual player's move, from exactly the JSON a bot is sent (engine/protocol.py `BotSeat`)."""
    start = json.loads(json.dumps({"type": "start", **state.start_message(seat, state.setup_info())}))
    legal = state.legal_actions(seat)
    sent = json.loads(json.dumps([state.action_to_json(a) for a in legal]))
    return legal[casual.choose(start, json.loads(json.dumps(state.observation(seat))), sent)]


def test_it_turns_in_a_dead_card_first():
    """Both 9H spaces covered: the 9H is dead and is turned in first (RULINGS Sequence 6)."""
    state, seat = _game([(0, 1), (0, 2), (0, 3)], [], ["9H", "5S", "KD", "2D", "QS", "8D", "7C"])
    cover(state, "9H", 1 - seat % 2)
    assert _decide(state, seat) == TurnIn("9H")


def test_it_completes_a_sequence_with_a_card_before_a_jack():
    """Row 0 reads XX 2S 3S 4S 5S: the corner and three chips, the 5S completes it, and a two-eyed
    jack could too; the card is played and the jack kept."""
    state, seat = _game([(0, 1), (0, 2), (0, 3)], [(4, 4), (5, 5)], ["JD", "5S", "9H", "KD", "2D", "QS", "8D"])
    assert _decide(state, seat) == Play("5S", at(state, 0, 4))


def test_it_blocks_a_four_with_a_card_on_its_open_space():
    """Row 1 reads 6C 5C 4C 3C 2C: the other team holds the four clubs 5C-2C; the 6C blocks."""
    state, seat = _game([(3, 3), (3, 4), (3, 5)], [(1, 1), (1, 2), (1, 3), (1, 4)],
                        ["9H", "KD", "6C", "2D", "QS", "8D", "5D"])
    assert _decide(state, seat) == Play("6C", at(state, 1, 0))


def test_without_the_card_it_breaks_a_four_with_a_one_eyed_jack():
    """The same four, both its open spaces' cards out of hand (6C and AH): a one-eyed jack (JH or JS,
    RULINGS Sequence 5) takes one of the four chips off, before any line of its own."""
    state, seat = _game([(3, 3), (3, 4), (3, 5)], [(1, 1), (1, 2), (1, 3), (1, 4)],
                        ["9H", "KD", "JS", "2D", "QS", "8D", "5D"])
    action = _decide(state, seat)
    assert action.card == "JS" and action.cell in [at(state, 1, c) for c in range(1, 5)], action


def test_it_builds_with_a_card_and_keeps_its_jacks():
    """Nothing to complete or block: a card lengthens its row of two, and both jacks stay in hand."""
    state, seat = _game([(3, 3), (3, 4)], [(7, 7)], ["JD", "JH", "9H", "KD", "2D", "QS", "8D"])
    action = _decide(state, seat)
    assert type(action) is Play and action.card not in ("JD", "JH"), action


def test_it_reads_only_what_a_bot_is_sent():
    """It imports nothing of the engine or the AI it measures (a level tuned to it could share its
    code): only the standard library, and its moves come from the protocol's messages alone."""
    tree = ast.parse(BOT.read_text())
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module}
    assert imported <= {"__future__", "json", "sys", "typing"}, imported


def test_it_plays_whole_games_through_the_bot_protocol():
    """As the bench seats it (`--against casual`): a program on stdin and stdout, whole games at two
    and three teams, no forfeit, each game to its end."""
    for seats in (f"cmd:python3 {BOT},greedy", f"cmd:python3 {BOT},greedy,ai:easy"):
        summary = run("sequence", seats.split(","), games=2, seed=82900)
        assert summary["forfeits"] == 0, summary
        assert all(r["reason"] != "forfeit" for r in summary["results"]), summary
