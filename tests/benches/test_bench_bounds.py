"""bench/sequence_ai_bounds.py: its `fair` row is the expert, and the rows that know cards use them."""

import random
from dataclasses import replace

from bench.sequence_ai_bounds import _games, bounds
from engine.arena import run
from engine.sequence.ai.levels import EXPERT_PARAMS
from engine.sequence.ai.search import search
from engine.sequence.ai.view import Position, Table
from engine.sequence.state import SequenceState


def test_fair_row_plays_the_expert_game_for_game(monkeypatch):
    monkeypatch.setenv("SEQUENCE_AI_SAMPLES", "2")
    expected = [0, 0, 0]
    for seed in (5, 6):
        for mine, specs in ((0, ["ai:expert", "greedy"]), (1, ["greedy", "ai:expert"])):
            summary = run("sequence", specs, games=1, seed=seed)
            expected[0] += summary["wins"][mine]
            expected[1] += summary["wins"][1 - mine]
            expected[2] += summary["draws"]
    assert list(_games(("fair", 5, 2, 2))) == expected


def test_a_search_dealt_the_real_state_ignores_its_random_generator():
    state = SequenceState.new({"players": 2}, 11)
    for _ in range(6):  # a few plies in, so that the moves differ in worth
        state._apply(state.to_move, state.legal_actions(state.to_move)[0])
    seat = state.to_move
    table = Table(state.start_message(seat, state.setup_info()))
    position = Position(table, state.observation(seat))
    legal = state.legal_actions(seat)

    def deal(rng):
        real = state.clone()
        real.history = []
        return real

    params = replace(EXPERT_PARAMS, max_samples=3)
    told = [search(table, position, legal, random.Random(k), 0.0, params, deal=deal)[1] for k in (1, 2)]
    guessed = [search(table, position, legal, random.Random(k), 0.0, params)[1] for k in (1, 2)]
    assert told[0] == told[1]
    assert guessed[0] != guessed[1]


def test_bounds_tally_every_game_of_each_row():
    rows = bounds(4, 3, 1, 1, ["fair", "all+model"])
    assert [r["row"] for r in rows[:2]] == ["fair", "all+model"]
    assert all(r["wins"] + r["losses"] + r["draws"] == 4 for r in rows[:2])


def test_only_the_bench_deals_a_search_the_real_cards():
    """The measured ceiling cheats: the dealer that reads the real state lives in
    bench/ only. No module the page or a bot runs (engine/, web/) passes a search
    its own `deal` or imports the bench, so no level can see hidden cards."""
    from pathlib import Path
    import re

    root = Path(__file__).resolve().parents[2]
    found = []
    for folder in ("engine", "web"):
        for path in (root / folder).rglob("*.py"):
            text = path.read_text(encoding="utf-8")
            if re.search(r"\bdeal=|^\s*(from|import) bench\b|InformedSeat", text, re.M):
                found.append(str(path.relative_to(root)))
    assert found == []
