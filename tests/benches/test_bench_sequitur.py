"""bench/sequitur_ai.py: its three parts count the arena's games right (the
same seeds as `engine.arena.run`), their tables add up, and splitting the
games between processes changes nothing but the times."""

from __future__ import annotations

import json
import statistics
from typing import Any

import pytest

from bench import sequitur_ai as bench
from engine.arena import run
from engine.sequitur.state import ladder_rank


@pytest.fixture(autouse=True)
def few_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    """hard and expert weigh 3 card plays a decision: fast, and the same whatever the load."""
    monkeypatch.setenv("SEQUITUR_AI_PLAYS", "3")


def untimed(figures: Any) -> Any:
    """`figures` without the wall-clock times, which vary from run to run."""
    if isinstance(figures, dict):
        return {k: untimed(v) for k, v in figures.items() if not k.startswith("decision_ms") and k != "seconds"}
    if isinstance(figures, list):
        return [untimed(v) for v in figures]
    return figures


def scores(specs: list[str], games: int, seed: int) -> list[list[int]]:
    """The points of each seat in each game, as the arena plays them."""
    return [r["scores"] for r in run("sequitur", specs, games=games, seed=seed)["results"]]


def test_a_game_is_the_arenas_game_of_that_seed():
    """Game k's seed and its seats' seeds are the arena's (`run`), seat by seat."""
    specs = ["ai:easy", "random", "ai:easy"]
    played = [bench.play_game(bench.Game(tuple(specs), 9 + k)) for k in range(4)]
    expected = run("sequitur", specs, games=4, seed=9)["results"]
    assert [p["scores"] for p in played] == [r["scores"] for r in expected]
    assert [p["winners"] for p in played] == [r["winners"] for r in expected]
    assert played[0]["times"][0] and not played[0]["times"][1]  # a random seat is not timed


@pytest.mark.parametrize("level", ["easy", "expert"])  # easy's random choices follow the seat's seed
def test_solo_counts_the_arenas_games_by_ladder_title(level):
    """The solo row's mean and its count per ladder title are those of the arena's games."""
    row = bench.measure(level, 2, 5)
    played = [s[0] for s in scores([f"ai:{level}"], 2, 5)]
    assert row["mean_score"] == round(statistics.mean(played), 2)
    assert sum(row["ladder"].values()) == 2
    for title, count in row["ladder"].items():
        assert count == sum((ladder_rank(p) or bench.NONE) == title for p in played)
    assert 0 < row["decision_ms_mean"] <= row["decision_ms_max"]


def test_rivals_count_the_top_seats_wins_and_points():
    """A shared victory counts for the top seat; a greedy seat's mean is over every greedy seat.
    (The top seat is hard, not the part's default expert: the counting is what is checked, and
    each game is played twice, by the bench and by the arena.)"""
    rows = bench.rivals("ai:hard", 2, 7, sizes=(2, 3))
    assert [r["players"] for r in rows] == [2, 3]
    for row in rows:
        n = row["players"]
        summary = run("sequitur", ["ai:hard"] + ["greedy"] * (n - 1), games=2, seed=7)
        assert row["wins"] == sum(0 in r["winners"] for r in summary["results"])
        assert row["win_rate"] == round(row["wins"] / 2, 3) and row["fair_share"] == round(1 / n, 3)
        assert row["top_points"] == round(statistics.mean(r["scores"][0] for r in summary["results"]), 2)
        greedy = [p for r in summary["results"] for p in r["scores"][1:]]
        assert len(greedy) == 2 * (n - 1) and row["greedy_points"] == round(statistics.mean(greedy), 2)


def test_ladder_alternates_the_seats_and_counts_shared_wins_half():
    """A sits in seat 0, then seat 1; its wins, B's and the shared ones add up to the games."""
    row = bench.match("ai:hard", "ai:medium", 2, 2)  # seed 2: a win of A and a shared one, at 3 plays
    first, second = scores(["ai:hard", "ai:medium"], 1, 2)[0], scores(["ai:medium", "ai:hard"], 1, 3)[0]
    a, b = (first[0], second[1]), (first[1], second[0])  # A in seat 0, then in seat 1
    assert row["a_wins"] == sum(x > y for x, y in zip(a, b))
    assert row["b_wins"] == sum(x < y for x, y in zip(a, b))
    assert row["shared"] == sum(x == y for x, y in zip(a, b))
    assert row["a_wins"] + row["b_wins"] + row["shared"] == row["games"] == 2
    assert row["a_win_rate"] == round((row["a_wins"] + row["shared"] / 2) / 2, 3)
    assert (row["a_points"], row["b_points"]) == (statistics.mean(a), statistics.mean(b))


def test_jobs_change_nothing_but_the_times_and_the_tables_show_the_figures(capsys):
    """Every part over two processes gives the figures of one; the tables and --json show them."""
    pairs = bench.PAIRS[:2]  # the cheap levels: what is checked is the bookkeeping, not the play
    # two table sizes of the four: the larger tables' greedy seats cost the most and count alike
    kwargs: dict[str, Any] = {"levels": ("greedy", "easy"), "pairs": pairs, "top": "ai:easy", "sizes": (2, 3)}
    one = bench.report(["solo", "rivals", "ladder"], 2, 11, **kwargs)
    two = bench.report(["solo", "rivals", "ladder"], 2, 11, jobs=2, **kwargs)
    assert untimed(one) == untimed(two)
    assert one["plays"] == "3" and [r["players"] for r in one["rivals"]] == [2, 3]
    assert [(r["a"], r["b"]) for r in one["ladder"]] == list(pairs)
    text = bench.tables(one)
    for r in one["solo"]:
        assert f"| {r['level']} | 2 | {r['mean_score']:.2f} | {r['stdev']:.2f} | " \
               + " | ".join(map(str, r["ladder"].values())) + " |" in text
    for r in one["rivals"]:
        assert f"| {r['players']} | 2 | {r['wins']} | {100 * r['win_rate']:.1f}% | " in text
    for r in one["ladder"]:
        assert f"| {r['a']} | {r['b']} | 2 | {r['a_wins']} | {r['b_wins']} | {r['shared']} |" in text
    # the command line: --pairs and --json
    assert bench.main(["--part", "ladder", "--games", "2", "--seed", "11", "--pairs", "ai:medium,ai:easy", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert untimed(printed["ladder"]) == untimed([r for r in one["ladder"] if r["a"] == "ai:medium"])


def test_pairs_are_two_specs_each():
    """--pairs takes A,B;C,D and refuses a pair of three."""
    assert bench.parse_pairs("ai:expert,ai:hard; ai:hard,greedy") == [("ai:expert", "ai:hard"), ("ai:hard", "greedy")]
    with pytest.raises(ValueError, match="two seat specs"):
        bench.parse_pairs("ai:expert,ai:hard,greedy")


def test_the_cpu_clock_times_the_search_by_the_process_work():
    """SEQUITUR_AI_CLOCK=cpu (docs/ai.md, "Sequitur"): the search's time limit counts this
    process's CPU time, so a benchmark on a busy machine gives each decision the work
    the limit buys on an idle one; by default it is the wall clock, as in the page."""
    import os
    import subprocess
    import sys

    code = "import time, engine.sequitur.ai.seat as seat, engine.sequitur.ai.expert as expert; print(seat.clock.__name__, expert.clock.__name__)"
    names = {}
    for value in ("cpu", ""):
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                             env={**os.environ, "SEQUITUR_AI_CLOCK": value})
        names[value] = out.stdout.split()
    assert names == {"cpu": ["process_time", "process_time"], "": ["perf_counter", "perf_counter"]}
