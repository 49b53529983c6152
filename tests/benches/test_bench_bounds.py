"""bench/sequence_ai_bounds.py and bench/sequoia_ai_bounds.py: the fair rows are the levels, and the rows that know cards or rolls use them."""

import random

from bench.sequence_ai_bounds import _games, bounds
from engine.arena import run
from engine.core.value import replaced
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

    params = replaced(EXPERT_PARAMS, max_samples=3)
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
            if re.search(r"\bdeal=(?!deal\b)|^\s*(from|import) bench\b|InformedSeat", text, re.M):
                found.append(str(path.relative_to(root)))
    assert found == []


def test_sequoia_s_search_told_the_rolls_ignores_its_random_generator():
    from bench.sequoia_ai_bounds import roll_index
    from engine.sequoia.ai.search import futures
    from engine.sequoia.ai.view import read_position
    from engine.sequoia.state import SequoiaState

    state = SequoiaState.new({"players": 2}, 7)
    state._resolve_chance()
    position = read_position(state.observation(0), None)
    pairs = [tuple(p) for p in state.legal_actions(0)[:3]]
    later = [roll_index((k % 6 + 1, 2, 3, 4, 5)) for k in range(18)]

    def deal(rng):
        return [roll_index(state.rolls[1])], later

    told = [futures(position, pairs, random.Random(k), 0.0, limit=4, deal=deal).totals for k in (1, 2)]
    guessed = [futures(position, pairs, random.Random(k), 0.0, limit=4).totals for k in (1, 2)]
    assert told[0] == told[1]
    assert guessed[0] != guessed[1]


def test_sequoia_s_row_told_every_roll_is_told_the_dice_that_come(monkeypatch):
    """The `all+model` row's future is the game's: what it is told at a turn
    the seats really roll at the next."""
    import bench.sequoia_ai_bounds as sab
    from engine.arena import play
    from engine.sequoia.ai.levels import make_seat
    from engine.sequoia.state import SequoiaState

    told: dict[int, list[int]] = {}
    rolled: dict[int, list[int]] = {}
    real_deal = sab.InformedSeat._deal

    def spy(self, rng):
        now, later = real_deal(self, rng)
        turn = self.state.turn
        rolled[turn] = [sab.roll_index(r) for r in self.state.rolls]
        told[turn] = later[:self.state.n]
        return now, later

    monkeypatch.setattr(sab.InformedSeat, "_deal", spy)
    state = SequoiaState.new({"players": 2}, 12)
    play(state, [sab.InformedSeat(state, "all", True, 1, 1), make_seat("greedy", 2)])
    checked = [t for t in told if t + 1 in rolled]
    assert len(checked) >= 5
    assert all(told[t] == rolled[t + 1] for t in checked)


def test_sequoia_s_bounds_tally_every_game_of_each_row():
    from bench.bounds import bounds as shared_bounds
    from bench.sequoia_ai_bounds import _games

    rows = shared_bounds(4, 3, 2, 1, ["fair", "all+model"], _games, "futures")
    assert [r["row"] for r in rows[:2]] == ["fair", "all+model"]
    assert all(r["wins"] + r["losses"] + r["draws"] == 4 for r in rows[:2])
