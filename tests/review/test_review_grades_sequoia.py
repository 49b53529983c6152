"""Sequoia's exact grades (issue 40; engine/sequoia/wins.py, engine/core/review.py `grade_move`): on
held-out games (seeds 91000 and up, used nowhere else) every pair chosen on a turn that scoring follows
(the tenth turn, a tiebreaker turn) is checked against brute force: every legal pair of the roll played
on a copy with the others' choices of that turn as they were, then every way the ties still open could
end (each tied forest's tokens to any tied player, or to nobody) scored. A pair that wins in all of them
is a win: every win taken is "best", every win missed a "missed a win" blunder naming a winning pair,
every pair that makes a rival the winner a "let the opponent win" blunder naming the rival's pair and a
pair that would have stopped it (or "forced" when none would), and nothing else gets an exact verdict."""
from __future__ import annotations

import itertools
import random

from engine.core import review
from engine.core.record import to_record
from engine.sequoia.forests import FIRST
from engine.sequoia.state import TIEBREAK, TURNS, SequoiaState

SEEDS = range(91000, 91080)  # 20 games each of 2, 3, 4 and 5 players
PER_GAME = 6  # at most this many positions of each other kind per game (tiebreaker turns are many)
TAKE_WIN = 0.4  # how often a player takes a win it has (so both kinds are seen)


def _decisive(state: SequoiaState) -> bool:
    return state.rolled and not state.is_over and (state.phase == TIEBREAK or state.turn == TURNS - 1)


def _scored(state: SequoiaState, seat: int, pair, others: dict) -> SequoiaState:
    copy = state.clone()
    copy.apply(seat, pair)
    for other, chosen in sorted(others.items()):
        if other not in copy.choices and not copy.is_over and copy.rolled and other in copy.to_choose:
            copy.apply(other, chosen)
    return copy


def _winner(state: SequoiaState) -> int | None:
    """The seat that alone has the most points in every way the open ties can end, else None."""
    base = state.scores()
    options = []
    for f, seats in enumerate(state.tied):
        if not seats:
            continue
        first, second = state.tokens[f]
        if state.tie_token[f] == FIRST:
            options.append([(a, b, first, second) for a in (*seats, None) for b in (*seats, None)
                            if a is None or a != b])
        else:
            options.append([(None, b, first, second) for b in (*seats, None)])
    found = set()
    for ends in itertools.product(*options):
        points = list(base)
        for a, b, first, second in ends:
            if a is not None:
                points[a] += first
            if b is not None:
                points[b] += second
        top = max(points)
        best = [s for s, p in enumerate(points) if p == top]
        found.add(best[0] if len(best) == 1 else None)
        if len(found) > 1 or None in found:
            return None
    return found.pop()


def _others(state: SequoiaState, seat: int, history: list, at: int) -> dict:
    others = {s: p for s, p in state.choices.items()}
    waiting = set(state.to_choose) - set(others) - {seat}
    for s, action in history[at + 1:]:
        if s in waiting:
            others[s] = action
            waiting.discard(s)
    assert not waiting
    return others


def _game(seed: int) -> dict:
    """A finished game of random pairs; on a turn scoring follows, players often take a win they have."""
    players = 2 + seed % 4
    state = SequoiaState.new({"players": players}, seed)
    rng = random.Random(seed)
    while not state.is_over:
        if not state.rolled:
            state.resolve_chance()
            continue
        seats = [s for s in state.to_choose if s not in state.choices]
        picks = {s: rng.choice(state.legal_actions(s)) for s in seats}
        if _decisive(state):
            for s in seats:
                if rng.random() < TAKE_WIN:
                    others = {o: p for o, p in picks.items() if o != s}
                    wins = [p for p in state.legal_actions(s) if _winner(_scored(state, s, p, others)) == s]
                    if wins:
                        picks[s] = rng.choice(wins)
        for s in seats:
            state.apply(s, picks[s])
    return to_record(state)


_all: list = []


def cases() -> list:
    """(record, at, kind) for every pair chosen on a turn that scoring follows."""
    if not _all:
        for seed in SEEDS:
            record = _game(seed)
            loaded = review._load("sequoia", record)
            history = loaded.full.history
            taken: dict[str, int] = {}
            for at, (seat, pair) in enumerate(history):
                before = loaded.states[at]
                if not _decisive(before):
                    continue
                others = _others(before, seat, history, at)
                ends = {p: _winner(_scored(before, seat, p, others)) for p in before.legal_actions(seat)}
                if ends[pair] == seat:
                    kind = "won"
                elif seat in ends.values():
                    kind = "missed"
                elif ends[pair] is not None:
                    kind = "threat"
                else:
                    kind = "none"
                taken[kind] = taken.get(kind, 0) + 1
                if kind in ("won", "missed") or taken[kind] <= PER_GAME:
                    _all.append((record, at, kind, ends, others))
    return _all


def test_the_test_set_is_big_enough():
    kinds = [case[2] for case in cases()]
    counts = {kind: kinds.count(kind) for kind in ("won", "missed", "threat", "none")}
    assert len(kinds) >= 300 and min(counts.values()) >= 30, counts


def test_every_win_taken_is_best_every_win_missed_a_blunder_every_win_given_away_said():
    seen = {"won": 0, "missed": 0, "threat": 0, "forced": 0, "none": 0}
    for index, (record, at, kind, ends, others) in enumerate(cases()):
        loaded = review._load("sequoia", record)
        seat, pair = loaded.full.history[at]
        advised = index % 5 == 0  # some with the seat's advice worked out too (it must name the pair)
        move = review.review_move("sequoia", record, at, advise_seats=[seat] if advised else [], seed=1,
                                  budget_s=0.02)
        grade = move["grade"]
        before = loaded.states[at]
        where = (record["seed"], at, kind, grade)
        legal = before.legal_actions(seat)
        if kind == "won":
            assert grade["grade"] == "best" and grade["exact"] and grade["verdict"] is None, where
        elif len(legal) == 1:
            assert grade["verdict"] == "forced", where
            kind = "forced"
        elif kind == "missed":
            assert grade["grade"] == "blunder" and grade["verdict"] == "missed a win" and grade["exact"], where
            better = before.action_from_json(grade["better"]["action"])
            assert ends[better] == seat, where
            assert "wins" in grade["better"]["why"] and "the game" in grade["better"]["why"], where
            if advised:
                assert ends[before.action_from_json(move["advice"]["action"])] == seat, where
        elif kind == "threat":
            rival = ends[pair]
            assert [t["seat"] for t in grade["threats"]] == [rival], where
            named = grade["threats"][0]["action"]  # the rival's pair, or none when it chose none that turn
            assert (before.action_from_json(named) if named else None) == others.get(rival), where
            stoppers = [p for p, winner in ends.items() if winner is None]
            if stoppers:
                assert grade["grade"] == "blunder" and grade["verdict"] == "let the opponent win", where
                assert before.action_from_json(grade["better"]["action"]) in stoppers, where
                if advised:
                    assert before.action_from_json(move["advice"]["action"]) in stoppers, where
            else:
                assert grade["verdict"] == "forced" and grade["grade"] is None, where
                kind = "forced"
        else:
            assert grade["verdict"] is None and not grade["exact"], where
        seen[kind] += 1
    assert min(seen["won"], seen["missed"], seen["threat"], seen["none"]) >= 30, seen
