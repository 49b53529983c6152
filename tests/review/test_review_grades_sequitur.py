"""Sequitur's review never calls a word the player spelled later that round "missed", nor suggests it
back (issue 40; engine/sequitur/ai/review.py `settle_advice`), on games of random players (seeds
92000-92059) who often spell the word meeting the most goals. The exact grades of words and claims
are held to brute force on the test sets of known blunders and best moves
(tests/review/test_review_known.py)."""
from __future__ import annotations

import random

from engine.core import review
from engine.core.record import to_record
from engine.sequitur.spelling import Spell
from engine.sequitur.state import SequiturState
from tests.review.brute_force import sequitur_pick_word

SEEDS = range(92000, 92060)  # 30 games each of 2 and 3 players
GOOD_WORD = 0.6  # how often a player spells the word meeting the most goals


def _game(seed: int) -> dict:
    players = 2 + seed % 2
    state = SequiturState.new({"players": players}, seed)
    rng = random.Random(seed)
    while not state.is_over:
        acting = state.acting
        if acting.kind == "chance":
            state.resolve_chance()
            continue
        seat = acting.seats[0]
        legal = state.legal_actions(seat)
        state.apply(seat, sequitur_pick_word(state, seat, rng, GOOD_WORD) if legal is None else rng.choice(legal))
    return to_record(state)


_all: list = []


def cases() -> list:
    """(record, at) for every word spelled in the games."""
    if not _all:
        for seed in SEEDS:
            record = _game(seed)
            loaded = review._load("sequitur", record)
            _all.extend((record, at) for at, (_, action) in enumerate(loaded.full.history)
                        if isinstance(action, Spell))
    return _all


def test_a_word_spelled_that_round_is_never_missed_nor_suggested_back(even_chances):
    """The advice of each decision of the word's round (the estimates of chances, which no assertion
    reads, at even: tests/review/conftest.py)."""
    checked = 0
    for record, at in cases()[::8][:50]:
        loaded = review._load("sequitur", record)
        history = loaded.full.history
        seat = history[at][0]
        round_ = loaded.states[at].round
        spelled = next((a.word.upper() for i, (s, a) in enumerate(history)
                        if s == seat and isinstance(a, Spell) and loaded.states[i].round == round_), "")
        if not spelled:
            continue
        # the decisions of that round before the word, and the word itself, with the seat's advice
        firsts = [i for i in range(len(history)) if history[i][0] == seat and loaded.states[i].round == round_
                  and i <= at][-3:]
        for i in firsts:
            move = review.review_move("sequitur", record, i, advise_seats=[seat], seed=2, budget_s=0.05)
            advice = move["advice"]
            if advice is None:
                continue
            assert str((advice.get("marks") or {}).get("word") or "").upper() != spelled, (record["seed"], i)
            action = advice["action"]
            assert not (isinstance(action, dict) and str(action.get("word") or "").upper() == spelled)
            checked += 1
    assert checked >= 20, checked


def test_advice_aiming_at_the_word_spelled_that_round_is_dropped():
    """`settle_advice` (engine/sequitur/ai/review.py) on the test set's rounds: advice whose word (its
    plan's, or the word it spells) is the one the player spelled later that round is no advice; any
    other word is kept as it was."""
    from engine.sequitur.ai.review import settle_advice

    checked = 0
    for record, at in cases():
        loaded = review._load("sequitur", record)
        seat, action = loaded.full.history[at]
        if not isinstance(action, Spell) or action.is_nothing:
            continue
        round_ = loaded.states[at].round
        earlier = [i for i in range(at) if loaded.full.history[i][0] == seat and loaded.states[i].round == round_]
        for i in earlier[-2:] + [at]:
            spelled = action.word.upper()
            aiming = {"action": None, "marks": {"word": spelled, "goals": []}}
            assert settle_advice(loaded.full, loaded.states, i, seat, aiming) is None, (record["seed"], i)
            spelling = {"action": Spell(action.word, action.positions), "marks": {}}
            assert settle_advice(loaded.full, loaded.states, i, seat, spelling) is None, (record["seed"], i)
            other = {"action": None, "marks": {"word": spelled + "S", "goals": []}}
            assert settle_advice(loaded.full, loaded.states, i, seat, other) is other
            checked += 1
        if round_ > 1:  # a word spelled in an earlier round is no reason to drop advice now
            before = [i for i in range(at) if loaded.full.history[i][0] == seat
                      and loaded.states[i].round == round_ - 1]
            later_word = {"action": None, "marks": {"word": action.word.upper(), "goals": []}}
            spelled_then = next((a.word.upper() for i, (s, a) in enumerate(loaded.full.history)
                                 if s == seat and isinstance(a, Spell) and loaded.states[i].round == round_ - 1), "")
            if before and spelled_then != action.word.upper():
                assert settle_advice(loaded.full, loaded.states, before[-1], seat, later_word) is later_word
    assert checked >= 300, checked


def test_a_chance_to_win_is_the_share_of_sampled_outcomes_worked_out_exactly():
    """Sequitur's chances (engine/sequitur/ai/review.py `win_shares`): each final score its expected points
    and a normal deviation, rounded to whole points, ties sharing the win; the same as many sampled
    outcomes (within their noise), summing to one, even players even."""
    from engine.sequitur.ai.review import win_shares

    rng = random.Random(7)
    for expected, spread in (([10, 12], 2.0), ([10.3, 10.1, 9.0], 1.5), ([20, 4, 8, 19.5], 3.1)):
        draws, wins = 40_000, [0.0] * len(expected)
        for _ in range(draws):
            finals = [round(e + rng.gauss(0.0, spread)) for e in expected]
            top = [s for s, f in enumerate(finals) if f == max(finals)]
            for s in top:
                wins[s] += 1 / len(top)
        shares = win_shares(expected, spread)
        assert abs(sum(shares) - 1.0) < 1e-9
        assert all(abs(share - w / draws) < 0.01 for share, w in zip(shares, wins)), (shares, wins)
    assert abs(win_shares([5, 5], 0.3)[0] - 0.5) < 1e-9
