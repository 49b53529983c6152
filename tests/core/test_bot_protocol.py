"""The bot protocol's boundary (issue 16, "Every boundary holds"): whatever a
bot sends or does (deep or endless lines, late answers, never reading,
children left behind) costs that bot faults or a forfeit with a reason, and
never the run, the runner's memory or a stuck process."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import threading
import time
import tracemalloc
from pathlib import Path

import pytest

from engine import arena
from engine.core.seats import Decision, RandomSeat
from engine.games import GAMES
from engine.protocol import BotSeat, Forfeit

ROOT = Path(__file__).resolve().parents[2]
BOT = f"{sys.executable} {ROOT / 'tests' / 'bots' / 'misbehave.py'}"


def messages(log: Path) -> list[dict]:
    return [json.loads(line) for line in log.read_text().splitlines()]


def play_within(seconds: float, state, seats) -> arena.Outcome:
    """arena.play, failing the test (not hanging it) if it does not end in time."""
    box: dict = {}
    thread = threading.Thread(target=lambda: box.setdefault("outcome", arena.play(state, seats)), daemon=True)
    thread.start()
    thread.join(seconds)
    assert not thread.is_alive(), f"the runner did not end within {seconds} s"
    return box["outcome"]


# --- replies ------------------------------------------------------------------------------

@pytest.mark.parametrize("mode", ["nested", "nested-action"])
def test_a_deeply_nested_reply_is_one_fault_and_the_run_goes_on(mode, tmp_path):
    """Issue 16: a reply nested a thousand deep raised RecursionError and ended
    the whole run; now it is one fault with a clear message."""
    log = tmp_path / "log.jsonl"
    summary = arena.run("sequence", [f"cmd:{BOT} {mode} {log}", "random"], games=2, seed=3)
    assert summary["forfeits"] == 0 and len(summary["results"]) == 2
    errors = [m for m in messages(log) if m["type"] == "error"]
    assert len(errors) == 2  # one per game
    assert all("nested deeper than 64 levels" in e["message"] for e in errors)


def test_a_reply_with_text_that_is_not_unicode_is_one_fault_and_the_run_ends_with_its_summary(tmp_path):
    """Issue 31, 10: a lone surrogate (legal in JSON as an escape, not
    encodable as UTF-8) crashed the run when the record or summary was
    written; now the reply is a fault like any other."""
    log = tmp_path / "log.jsonl"
    records = tmp_path / "records"
    summary = arena.run("sequence", [f"cmd:{BOT} surrogate {log}", "random"], games=1, seed=3, records=records)
    assert summary["forfeits"] == 0 and len(summary["results"]) == 1
    errors = [m for m in messages(log) if m["type"] == "error"]
    assert len(errors) == 1 and "not valid Unicode" in errors[0]["message"]
    json.dumps(summary, ensure_ascii=False).encode("utf-8")
    assert [p.read_text(encoding="utf-8") for p in records.iterdir()]


def test_a_late_reply_is_one_fault_and_the_bot_stays_in_step(tmp_path):
    """Issue 16: a bot that answers an `act` after the time limit, then answers
    the re-sent `act` as the protocol says, is one fault, not out of step:
    the second answer (an old id by then) is dropped."""
    log = tmp_path / "log.jsonl"
    # a limit of 2 s, not less: on a loaded machine a prompt answer can take a second to be scheduled
    summary = arena.run("sequence", [f"cmd:{BOT} late 2.5 {log}", "random"], games=1, seed=3, bot_time=2.0)
    assert summary["forfeits"] == 0
    assert summary["results"][0]["reason"] in ("sequences", "turn-limit")
    errors = [m for m in messages(log) if m["type"] == "error"]
    assert len(errors) == 1 and "no reply within 2 s" in errors[0]["message"]


def test_a_bot_that_never_reads_cannot_hang_the_runner():
    """Issue 16: a bot that stays alive, never reads and keeps writing
    ({"id": i, "index": 0} every 10 ms) filled the pipe and the runner waited
    forever on its write. The time limit covers writing: the bot forfeits."""
    state = GAMES["sequence"].new({"players": 2}, 5)
    seats = [BotSeat(f"{BOT} blind", time_limit=0.2, exit_grace=0.2), RandomSeat(1)]
    outcome = play_within(30, state, seats)
    result = outcome.result.to_json()
    assert result["reason"] == "forfeit" and result["forfeit_seat"] == 0


def test_an_act_the_bot_does_not_read_in_time_is_a_fault():
    """The act that cannot be written within the time limit (here 1 MB, more
    than the pipe holds, to a bot that never reads) is a fault, not a wait."""
    state = GAMES["sequence"].new({"players": 2}, 5)
    seat = BotSeat(f"{BOT} blind", time_limit=0.2, exit_grace=0.2)
    seat.start(state.start_message(0))
    decision = Decision(0, [0, 1], lambda _: {"padding": "x" * 2**20}, None, lambda a: a, lambda a: a)
    box: dict = {}

    def act() -> None:
        try:
            seat.act(decision)
        except Forfeit as forfeit:
            box["why"] = forfeit.why

    thread = threading.Thread(target=act, daemon=True)
    thread.start()
    thread.join(20)
    try:
        assert not thread.is_alive(), "the runner waited on its write"
        assert box["why"] == "3 faults in one game (last: the bot did not read the act within 0.2 s)"
    finally:
        seat.abort()


def test_an_endless_line_is_cut_and_does_not_fill_the_runners_memory():
    """Issue 16: a bot streaming hundreds of MB with no newline took the runner
    to 635 MB. Lines are read in bounded chunks; an over-long line is a fault."""
    state = GAMES["sequence"].new({"players": 2}, 5)
    seats = [BotSeat(f"{BOT} flood 40", time_limit=0.5, exit_grace=0.2), RandomSeat(1)]
    tracemalloc.start()
    try:
        outcome = play_within(30, state, seats)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    result = outcome.result.to_json()
    assert result["reason"] == "forfeit" and result["forfeit_seat"] == 0
    assert peak < 8 * 2**20, f"the runner held {peak / 2**20:.0f} MB"


def test_a_shift_without_positions_from_a_bot_is_a_fault_with_a_message(tmp_path):
    """Issue 16: Sequitur {"card": "shift"} with no positions, sent at the
    spelling decision, crashed the runner with IndexError while it built
    the refusal's message."""
    summary = arena.run("sequitur", [f"cmd:{BOT} shift", "random"], games=1, seed=2)
    entry = summary["results"][0]
    assert entry["reason"] == "forfeit" and entry["forfeit_seat"] == 0
    assert "the decision now is 'spell'" in entry["forfeit_why"]


# --- the forfeit, the summary -----------------------------------------------------------------

def test_the_forfeits_reason_is_in_the_summary_and_printed(capsys):
    """Issue 16: `cmd:/nonexistent/bot` showed only a forfeit; now the reason
    is in the --json summary and in the printed text."""
    summary = arena.run("sequence", ["cmd:/nonexistent/bot", "random"], games=2, seed=4)
    why = summary["results"][0]["forfeit_why"]
    assert "could not be started" in why and "/nonexistent/bot" in why
    assert arena.main(["--game", "sequence", "--seats", "cmd:/nonexistent/bot,random", "--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "could not be started" in out and "/nonexistent/bot" in out
    assert "seeds 0, 1" in out


@pytest.mark.parametrize("game,players", [("sequoia", 3), ("sequitur", 2)])
def test_each_games_result_in_the_summary_carries_its_scores(game, players):
    """Issue 16: the summary's results carry the scores, as the `end` message does."""
    summary = arena.run(game, ["random"] * players, games=2, seed=1)
    for entry in summary["results"]:
        assert len(entry["scores"]) == players and all(isinstance(s, int) for s in entry["scores"])
        assert set(entry["winners"]) == {s for s in range(players) if entry["scores"][s] == max(entry["scores"])}


def test_a_forfeited_games_result_keeps_the_scores_so_far():
    summary = arena.run("sequoia", ["cmd:/nonexistent/bot", "random"], games=1, seed=1)
    entry = summary["results"][0]
    assert entry["reason"] == "forfeit" and entry["scores"] == [0, 0]


# --- the command line -------------------------------------------------------------------------

@pytest.mark.parametrize("args", [
    ["--bot-time", "0"], ["--bot-time", "-1"], ["--bot-time", "nan"], ["--bot-time", "inf"],
    ["--bot-time", "soon"], ["--games", "-3"], ["--games", "0"], ["--turn-limit", "0"],
])
def test_bad_numbers_on_the_command_line_get_a_usage_message(args, capsys):
    """Issue 16: --bot-time 0, -1, nan and --games -3 are refused with a usage message."""
    with pytest.raises(SystemExit) as caught:
        arena.main(["--game", "sequence", "--seats", "random,random", *args])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage:") and args[0] in err


@pytest.mark.parametrize("where", ["file", "file/below"])
def test_a_bad_records_path_is_one_clear_line(where, tmp_path, capsys):
    """Issue 16: a --records path that cannot hold the records is one line, no traceback."""
    (tmp_path / "file").write_text("not a folder")
    path = str(tmp_path / where)
    code = arena.main(["--game", "sequence", "--seats", "random,random", "--records", path])
    assert code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("arena: ") and path in err
    assert "Traceback" not in err


# --- processes ----------------------------------------------------------------------------------

def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as stat:
            return stat.read().rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended
    except FileNotFoundError:
        return False
    except OSError:
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return False
        return True


@pytest.mark.skipif(not os.path.isdir("/proc"), reason="the runner finds a bot's daemons through /proc (Linux)")
def test_a_daemon_a_bot_started_in_a_session_of_its_own_ends_with_the_run(tmp_path):
    """Issue 31, 11: a bot's child that starts a new session (as a daemon
    does) left its process group, and ran on after the run had ended."""
    pidfile = tmp_path / "daemon.pid"
    summary = arena.run("sequence", [f"cmd:{BOT} daemon {pidfile}", "random"], games=1, seed=3)
    assert summary["forfeits"] == 0 and len(summary["results"]) == 1
    daemon = int(pidfile.read_text())
    deadline = time.monotonic() + 20
    while _alive(daemon) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not _alive(daemon), "the bot's daemon outlived the run"


@pytest.mark.skipif(not hasattr(os, "killpg"), reason="process groups are POSIX")
def test_ctrl_c_ends_every_bot_and_the_bots_children(tmp_path):
    """Issue 16: Ctrl+C ends every bot and the bots' own children, even ones
    that ignore SIGINT. The terminal sends SIGINT to the runner's process
    group; the runner kills each bot's group."""
    pidfile = tmp_path / "child.pid"
    command = [sys.executable, "-m", "engine.arena", "--game", "sequence", "--bot-time", "60",
               "--seats", f"cmd:{BOT} spawn {pidfile},random"]
    # SIGINT as a terminal leaves it: a test run started in the background inherits it ignored
    runner = subprocess.Popen(command, cwd=ROOT, start_new_session=True,
                              preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    bots: list[int] = []
    try:
        deadline = time.monotonic() + 20
        while not pidfile.exists():
            assert runner.poll() is None, runner.communicate()
            assert time.monotonic() < deadline, "the bot never started its child"
            time.sleep(0.05)
        child = int(pidfile.read_text())
        bots.extend(int(p) for p in subprocess.run(["pgrep", "-g", str(os.getpgid(child))], capture_output=True,
                                                   text=True).stdout.split())
        assert child in bots and len(bots) == 2  # the bot and its child, in a group of their own
        os.killpg(runner.pid, signal.SIGINT)  # what the terminal does on Ctrl+C
        _, err = runner.communicate(timeout=20)
        assert runner.returncode == 130
        assert "interrupted" in err and "Traceback" not in err
        deadline = time.monotonic() + 5
        while any(_alive(pid) for pid in bots) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not any(_alive(pid) for pid in bots), "a bot or its child outlived the runner"
    finally:  # whatever happened, leave nothing running
        for pid in bots:
            try:
                os.kill(pid, signal.SIGKILL)
            except (ProcessLookupError, PermissionError):
                pass
        try:
            os.killpg(runner.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        runner.wait()
