"""The match runner (issue 3: engine.arena) and the bot protocol
(shared/spec/bot-protocol.md), with well-behaved and misbehaving bots."""

from __future__ import annotations

import io
import json
import sys
from contextlib import redirect_stdout
from pathlib import Path

import pytest

from engine import arena
from engine.core import record
from engine.sequence.table import sequences_to_win

ROOT = Path(__file__).resolve().parents[2]
BOT = f"{sys.executable} {ROOT / 'tests' / 'bots' / 'misbehave.py'}"
EXAMPLE = f"{sys.executable} {ROOT / 'examples' / 'sequence_bot.py'}"


def test_summary_has_the_documented_fields():
    """bot-protocol.md, 'The match runner's summary'."""
    summary = arena.run("sequence", ["random", "random"], games=6, seed=11)
    assert set(summary) >= {"game", "variant", "games", "seed", "seats", "teams", "wins", "draws",
                            "forfeits", "mean_turns", "decision_ms", "results"}
    assert summary["teams"] == [0, 1]
    assert sum(summary["wins"]) + summary["draws"] + summary["forfeits"] == 6
    assert [r["seed"] for r in summary["results"]] == [11, 12, 13, 14, 15, 16]  # game k uses seed S + k
    assert all(set(t) == {"mean", "p95"} for t in summary["decision_ms"])


def test_json_flag_prints_one_json_object():
    out = io.StringIO()
    with redirect_stdout(out):
        code = arena.main(["--game", "sequence", "--seats", "random,random", "--games", "2", "--seed", "4", "--json"])
    assert code == 0
    summary = json.loads(out.getvalue())
    assert summary["games"] == 2 and summary["seed"] == 4


def test_bad_table_is_refused_with_a_message(capsys):
    code = arena.main(["--game", "sequence", "--seats", "random,random,random,random,random"])
    assert code == 2
    assert "5" in capsys.readouterr().err


def test_unknown_seat_spec_is_refused(capsys):
    code = arena.main(["--game", "sequence", "--seats", "random,wizard"])
    assert code == 2
    assert "wizard" in capsys.readouterr().err


def test_first_player_varies_with_the_seed():
    """RULINGS Sequence 4: the cut decides the dealer, so the first seat varies."""
    firsts = {arena.play(arena.GAMES["sequence"].new({"players": 3}, seed), [arena.RandomSeat(1)] * 3)
              .state.history[0][0] for seed in range(30)}
    assert firsts == {0, 1, 2}


def test_results_agree_with_the_final_board_and_replay(tmp_path):
    """The runner's results agree with the final board; records replay the game."""
    summary = arena.run("sequence", ["random", "random", "random", "random"], games=8, seed=21,
                        records=str(tmp_path))
    for entry in summary["results"]:
        text = (tmp_path / f"sequence-{entry['seed']}.json").read_text()
        state = record.loads(text, game="sequence")
        result = state.result().to_json()
        assert result["reason"] == entry["reason"]
        assert result["turns"] == entry["turns"]
        if entry["reason"] == "sequences":
            team = entry["winner_team"]
            assert len(state.sequences[team]) >= sequences_to_win(state.teams)
            assert all(len(state.sequences[t]) < sequences_to_win(state.teams)
                       for t in range(state.teams) if t != team)
            assert entry["winners"] == [s for s in range(4) if s % 2 == team]


def test_turn_limit_gives_a_draw():
    """RULINGS Sequence 13: programs' matches end in a draw at the turn cap."""
    summary = arena.run("sequence", ["random", "random"], games=3, seed=2, turn_limit=10)
    assert summary["draws"] == 3
    assert all(r["reason"] == "turn-limit" and r["turns"] == 10 for r in summary["results"])


def test_example_bot_plays_whole_games():
    summary = arena.run("sequence", [f"cmd:{EXAMPLE}", "random"], games=3, seed=5)
    assert summary["forfeits"] == 0
    assert sum(summary["wins"]) + summary["draws"] == 3


@pytest.mark.parametrize("mode", ["garbage", "wrong-index", "illegal", "wrong-id", "crash"])
def test_misbehaving_bot_forfeits_without_corrupting_the_game(mode, tmp_path):
    """bot-protocol.md 'error': after 3 faults, or an early exit, the seat forfeits."""
    summary = arena.run("sequence", [f"cmd:{BOT} {mode}", "random"], games=1, seed=9, records=str(tmp_path))
    entry = summary["results"][0]
    assert summary["forfeits"] == 1
    assert entry["reason"] == "forfeit" and entry["forfeit_seat"] == 0 and entry["winners"] == []
    # nothing the bot sent reached the game: the record replays cleanly
    state = record.loads((tmp_path / "sequence-9.json").read_text())
    assert all(seat != 0 for seat, _ in state.history)


def test_silent_bot_times_out_and_forfeits():
    summary = arena.run("sequence", [f"cmd:{BOT} silent", "random"], games=1, seed=9, bot_time=0.2)
    assert summary["results"][0]["reason"] == "forfeit"


def test_a_fault_gets_an_error_and_the_same_act_again(tmp_path):
    log = tmp_path / "log.jsonl"
    summary = arena.run("sequence", [f"cmd:{BOT} recover {log}", "random"], games=1, seed=3)
    assert summary["forfeits"] == 0
    messages = [json.loads(line) for line in log.read_text().splitlines()]
    assert messages[0]["type"] == "start" and messages[0]["protocol"] == 1 and messages[0]["seat"] == 0
    first_act = next(i for i, m in enumerate(messages) if m["type"] == "act")
    error = messages[first_act + 1]
    assert error["type"] == "error" and error["id"] == messages[first_act]["id"]
    assert "not JSON" in error["message"]
    again = messages[first_act + 2]
    assert again["type"] == "act" and again["id"] == messages[first_act]["id"]
    assert messages[-1]["type"] == "end" and "final" in messages[-1] and "hands" in messages[-1]["final"]


def test_a_bot_never_sees_another_hand(tmp_path):
    log = tmp_path / "log.jsonl"
    arena.run("sequence", [f"cmd:{BOT} recover {log}", "random"], games=1, seed=3)
    for line in log.read_text().splitlines():
        message = json.loads(line)
        if message["type"] == "act":
            observation = message["observation"]
            assert set(observation) >= {"seat", "team", "turn", "chips", "locked", "sequences", "chips_left",
                                        "hand", "hand_sizes", "deck", "discards", "dead_turned_in"}
            assert "hands" not in observation and "draw" not in observation
            assert len(observation["hand"]) == observation["hand_sizes"][0]


def test_random_seats_play_a_game_whose_word_decision_is_not_listed():
    """bot-protocol.md: a decision too large to list comes without `legal`; the
    random seat then takes the always-legal action (Sequitur: spell nothing)."""
    summary = arena.run("sequitur", ["random", "random"], games=2, seed=1)
    assert summary["forfeits"] == 0
    assert len(summary["results"]) == 2 and all(r["reason"] == "scores" for r in summary["results"])
