"""The casual Sequitur player that measures the AI's levels (issue 82; bench/casual/sequitur.py):
its rules of thumb, each in a scenario from the rulebook and RULINGS, and that it reads only what a
bot is sent (the protocol's start message, its seat's observation, its legal actions as JSON) and
the word list the app ships."""
from __future__ import annotations

import ast
import importlib.util
import json
from pathlib import Path

from engine.arena import run
from engine.sequitur.state import SequiturState
from tests.sequitur.test_sequitur_claims import claiming
from tests.sequitur.test_sequitur_rules import to_step

ROOT = Path(__file__).resolve().parents[2]
BOT = ROOT / "bench" / "casual" / "sequitur.py"
_spec = importlib.util.spec_from_file_location("casual_sequitur", BOT)
casual = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(casual)


def _at(step: str, rack: str, public: list[str], *, players: int = 2, seed: int = 30) -> SequiturState:
    """A table at `step`, seat 0's rack `rack`, `public` goals face up and no secret goal."""
    state = SequiturState.new({"players": players}, seed)
    to_step(state, step)
    state.racks[0] = list(rack)
    state.public = list(public)
    state.secret = [None] * players
    return state


def _decide(state: SequiturState, seat: int = 0):
    """The casual player's move, from exactly the JSON a bot is sent (engine/protocol.py `BotSeat`):
    the legal action it picks, or the action itself where none is listed (the spell)."""
    start = json.loads(json.dumps({"type": "start", **state.start_message(seat, state.setup_info())}))
    observation = json.loads(json.dumps(state.observation(seat)))
    if observation["decision"] == "spell":
        return casual.choose(start, observation, None)
    legal = json.loads(json.dumps([state.action_to_json(a) for a in state.legal_actions(seat)]))
    return legal[casual.choose(start, observation, legal)]


def test_it_spells_the_word_of_most_goal_points_then_score():
    """Rulebook "Spelling a word" (drop letters, none reordered) and RULINGS Sequitur 5 (score:
    letters plus skill points). CAPS scores 8 and meets G02 (exactly four letters, 1 point); CAP
    scores 7 and meets Y36 (three letters, score 6 or more, 2 points): CAP."""
    state = _at("spell", "CAPS", ["G02", "Y36"])
    assert _decide(state)["word"] == "cap"
    state = _at("spell", "CAPS", ["G02"])
    assert _decide(state)["word"] == "caps"


def test_it_reads_the_rack_turned_around():
    """RULINGS Sequitur 3: turning the rack is free; TAC read from the right is CAT."""
    action = _decide(_at("spell", "TAC", []))
    assert action["word"] in ("cat", "act") and action["positions"] in ([2, 1, 0], [1, 2]), action


def test_a_goal_it_can_meet_goes_public_one_it_cannot_is_discarded():
    """Rulebook step 2: "Either discard it or make it a public goal". R34 (ends in Y) with DAY on
    the rack goes public; R14 (no vowel) with a rack full of vowels is discarded."""
    state = _at("red-goal", "DAYOE", [])
    state.held_goals[0] = ["R34"]
    assert _decide(state) == {"keep": 0}
    state = _at("red-goal", "AEIOT", [])
    state.held_goals[0] = ["R14"]
    assert _decide(state) == {"keep": None}


def test_solo_it_keeps_the_goal_it_can_meet():
    """Solo (RULINGS Sequitur 7): of two drawn, it keeps the one its rack meets (R34 with DAY)."""
    state = _at("red-goal", "DAYOE", [], players=1)
    state.held_goals[0] = ["R14", "R34"]
    assert _decide(state) == {"keep": 1}


def test_it_plays_a_card_only_for_a_clearly_better_word():
    """RULINGS Sequitur 2 (Swap, Shift): ACM spells nothing; a swap or shift makes CAM (score 7,
    Y36's 2 points), so it plays one, never a card that draws. With CAP already there it passes."""
    state = _at("red-action", "ACM", ["Y36"])
    action = _decide(state)
    assert action["card"] in ("swap", "shift"), action
    state = _at("red-action", "CAP", ["Y36"])
    assert _decide(state) == {"card": None}


def test_it_claims_the_goal_worth_most_first():
    """Rulebook step 7: one goal a turn; STONES meets R28 (S and T), Y32 (an E) and G28 (four
    letters or more): it claims the red one first."""
    state = claiming(2, 30, ["G28", "Y32", "R28"], ["ants", "stones"])
    assert state.order[0] == 1
    assert _decide(state, 1) == {"goal": "R28"}


def test_it_reads_every_goal_card_as_written():
    """Each goal of the catalog a game is dealt with (the start message's texts), read as a player
    reads it, is met by the card's own example words."""
    state = SequiturState.new({"players": 2}, 1)
    start = state.start_message(0, state.setup_info())
    points = {letter: info["points"] for letter, info in start["setup"]["letters"].items()}
    for goal in start["setup"]["goals"]:
        test = casual.read_goal(goal["text"], points)
        assert test is not None, goal
        for example in goal["examples"]:
            word = example.upper()
            assert test(word, len(word) + sum(points[c] for c in word)), (goal, example)


def test_it_reads_only_what_a_bot_is_sent():
    """It imports nothing of the engine or the AI it measures (a level tuned to it could share its
    code): only the standard library; it reads the shipped word list, as any bot could."""
    tree = ast.parse(BOT.read_text())
    imported = {alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import)
                for alias in node.names}
    imported |= {node.module.split(".")[0] for node in ast.walk(tree)
                 if isinstance(node, ast.ImportFrom) and node.module}
    assert imported <= {"__future__", "gzip", "json", "os", "pathlib", "re", "sys", "typing"}, imported


def test_it_plays_whole_games_through_the_bot_protocol():
    """As the bench seats it (`--against casual`): a program on stdin and stdout, whole games solo
    and at two and three players, no forfeit, each game to its end."""
    for seats in (f"cmd:python3 {BOT}", f"cmd:python3 {BOT},greedy", f"cmd:python3 {BOT},greedy,ai:easy"):
        summary = run("sequitur", seats.split(","), games=1, seed=82900)
        assert summary["forfeits"] == 0, summary
        assert all(r["reason"] != "forfeit" for r in summary["results"]), summary
