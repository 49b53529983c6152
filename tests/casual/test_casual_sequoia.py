"""The casual Sequoia player that measures the AI's levels (issue 82; bench/casual/sequoia.py):
its rules of thumb, each in a scenario from the rulebook and RULINGS, and that it reads only what a
bot is sent (the protocol's start message, its seat's observation, its legal actions as JSON)."""
from __future__ import annotations

import ast
import importlib.util
import json
from pathlib import Path

from engine.arena import run
from engine.sequoia.actions import Sums
from engine.sequoia.forests import FORESTS
from engine.sequoia.state import TURNS, SequoiaState

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bench" / "casual" / "sequoia.py"
_spec = importlib.util.spec_from_file_location("casual_sequoia", BOT)
casual = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(casual)


def _game(trees: dict[int, list[int]], tokens: dict[int, tuple[int, int]], *, turn: int = 4,
          default: tuple[int, int] = (2, 1), players: int = 2) -> SequoiaState:
    """A game at `turn` with `trees` standing (forest -> per seat) and `tokens` on the forests."""
    state = SequoiaState.new({"players": players}, 1)
    state.tokens = [tokens.get(f, default) for f in FORESTS]
    state.trees = [list(trees.get(f, [0] * players)) for f in FORESTS]
    state.turn = turn
    state.trees_left = [20 - 2 * turn] * players
    return state


def _decide(state: SequoiaState, seat: int, dice: tuple[int, ...]) -> tuple[int, int]:
    """Roll, give `seat` the dice `dice`, and return the casual player's pair of totals, from
    exactly the JSON a bot is sent (engine/protocol.py `BotSeat`)."""
    state.resolve_chance()
    state.rolls[seat] = dice
    start = json.loads(json.dumps({"type": "start", **state.start_message(seat, state.setup_info())}))
    legal = state.legal_actions(seat)
    sent = json.loads(json.dumps([state.action_to_json(a) for a in legal]))
    return tuple(legal[casual.choose(start, json.loads(json.dumps(state.observation(seat))), sent)])


def test_it_makes_the_pair_that_wins_a_forest():
    """Forest 9 is tied 1-1 for its 6-point token (SCORING: the most trees take the first token),
    every other forest 2-0 to the rival: a tree in 9 (4+5) wins it."""
    trees = {f: [0, 2] for f in FORESTS}
    trees[9] = [1, 1]
    state = _game(trees, {9: (6, 1)})
    pair = _decide(state, 0, (4, 5, 1, 3, 2))  # 9 as 4+5, or 6 and 7, 5 and 8...
    assert 9 in pair, pair


def test_it_grows_where_it_leads_narrowly():
    """It leads forest 7 by one tree (2-1) and forest 5 by four (4-0), the same tokens: a tree
    goes to 7, where the rival's next pair would tie it, not to 5 (the rulebook: "only the
    tallest of trees in each forest are worth points"; RULINGS Sequoia 4)."""
    trees = {f: [0, 5] for f in FORESTS}
    trees.update({7: [2, 1], 5: [4, 0]})
    state = _game(trees, {7: (5, 1), 5: (5, 1)})
    pair = _decide(state, 0, (3, 4, 1, 4, 6))  # 7 as 3+4 or 1+6, 5 as 1+4
    assert 7 in pair and 5 not in pair, pair


def test_it_does_not_chase_a_forest_a_rival_clearly_owns():
    """Forest 6's 6-point token: the rival has 5 trees to its 1. Forest 8's 3-point token: 2 to
    its 1. The dice make 8 and 8 (4+4, 4+4) or 6 and 8 (2+4, 4+4): both trees go to 8."""
    state = _game({6: [1, 5], 8: [1, 2]}, {6: (6, 1), 8: (3, 1)})
    assert _decide(state, 0, (2, 4, 4, 4, 4)) == (8, 8)


def test_between_equal_forests_it_takes_the_likelier_totals():
    """The first turn, every token alike: two new forests either way, and it takes 5 and 7 (10
    rolls in 36) over 2 and 12 (2 in 36) or 7 and 10."""
    state = _game({}, {}, turn=0, default=(4, 1))
    assert _decide(state, 0, (1, 1, 6, 6, 4)) == (5, 7)


def test_in_a_tiebreaker_it_settles_the_biggest_token_first():
    """Tied for first in forest 4 (6 points) and forest 8 (2 points) after the tenth turn: in the
    tiebreaker turn (RULINGS Sequoia 5) the dice make 4 (2+2) or 8 (2+6), not both: it takes 4."""
    trees = {4: [2, 2], 8: [2, 2], 2: [3, 0], 12: [0, 3]}
    state = _game(trees, {4: (6, 1), 8: (2, 1)}, turn=TURNS - 1)
    state.trees_left = [2, 2]
    state.resolve_chance()
    state.rolls[0], state.rolls[1] = (1, 1, 1, 1, 2), (6, 6, 6, 6, 5)
    state.apply(0, Sums(2, 3))
    state.apply(1, Sums(11, 12))
    assert state.phase == "tiebreak", state.phase
    pair = _decide(state, 0, (2, 2, 6, 1, 1))
    assert 4 in pair, pair


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
    and three players, no forfeit, each game to its end."""
    for seats in (f"cmd:python3 {BOT},greedy", f"cmd:python3 {BOT},greedy,ai:easy"):
        summary = run("sequoia", seats.split(","), games=2, seed=82900)
        assert summary["forfeits"] == 0, summary
        assert all(r["reason"] != "forfeit" for r in summary["results"]), summary
