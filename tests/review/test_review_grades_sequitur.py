"""Sequitur's exact grades (issue 40; engine/sequitur/wins.py, engine/core/review.py `grade_move`): on
held-out games (seeds 92000 and up, used nowhere else), checked against brute force here:

- every claim and every word of the last round: each legal claim (each word the rack spells, found as
  below, and spelling nothing) played on a copy with the others' words as spelled, then every claiming
  order the rules allow (equal scores in any order) and every way the claims can go played on copies to
  the game's end; a choice after which one seat alone has the most points in all of them makes it the
  winner. Every win taken is "best", every win missed a "missed a win" blunder
  naming a winning claim, every claim that makes a rival the winner a "let the opponent win" blunder
  (or "forced" when every claim did), and no other claim gets an exact verdict;
- every word spelled: the best word of the rack is found by trying every run of the rack's letters
  (either way, every letter for the blank, Q and QU) against the dictionary; the grade's loss is exactly
  the goal points the word spelled fell short of it, and a better word named meets that many;
- a word the player spelled that round is never the word the review says it missed, nor suggested back.
"""
from __future__ import annotations

import itertools
import random

from engine.core import review
from engine.core.record import to_record
from engine.sequitur import dictionary
from engine.sequitur.actions import Claim
from engine.sequitur.goals import BY_ID
from engine.sequitur.letters import BLANK, Q
from engine.sequitur.spelling import ALPHABET, NOTHING, Spell, read_word, reachable_words
from engine.sequitur.state import CLAIM_STEP, ROUNDS, SequiturState

SEEDS = range(92000, 92060)  # 30 games each of 2 and 3 players
GOOD_WORD = 0.6  # how often a player spells the word meeting the most goals (so claims are many)


def _goal_points(word, secret, public) -> int:
    words = dictionary.load()
    return sum(BY_ID[g].points for g in ([secret] if secret else []) + list(public) if BY_ID[g].is_met(word, words))


def _brute_words(rack) -> list:
    """Every (spelling, word) of `rack`: every run of its letters, either way, every letter for the blank,
    Q and QU, looked up in the dictionary."""
    known = dictionary.load().words
    out = []
    size = len(rack)
    for length in range(1, size + 1):
        for positions in itertools.combinations(range(size), length):
            for order in (positions, positions[::-1]):
                balls = [rack[p] for p in order]
                blanks = ALPHABET if BLANK in balls else [None]
                qus = (False, True) if Q in balls else (None,)
                for blank, qu in itertools.product(blanks, qus):
                    text = "".join((blank if b == BLANK else ("qu" if qu else "q") if b == Q else b.lower())
                                   for b in balls)
                    if len(text) < 3 or text not in known:
                        continue
                    spell = Spell(text, tuple(order), blank, qu)
                    out.append((spell, read_word(rack, spell)))
    return out


def _brute_best(rack, secret, public) -> int:
    """The most goal points any word of `rack` meets."""
    return max([_goal_points(word, secret, public) for _, word in _brute_words(rack)], default=0)


def _orders(state: SequiturState) -> list:
    """Every claiming order the rules allow (highest score first, equal scores in any order)."""
    groups: dict = {}
    for seat, word in enumerate(state.words):
        if word is not None:
            groups.setdefault(word.score, []).append(seat)
    ranked = [list(itertools.permutations(groups[k])) for k in sorted(groups, reverse=True)]
    return [[seat for group in pick for seat in group] for pick in itertools.product(*ranked)]


def _winner_of_ends(ends: set) -> int | None:
    winners = set()
    for end in ends:
        top = max(end)
        best = [s for s, p in enumerate(end) if p == top]
        winners.add(best[0] if len(best) == 1 else None)
    return winners.pop() if len(winners) == 1 else None


def _word_winners(before: SequiturState, seat: int, history: list, at: int, played: Spell) -> dict:
    """The sure winner after each word of the rack (and nothing), the others' words as spelled."""
    others = {}
    for s, action in history[at + 1:]:
        if s != seat and s not in before.choices and s not in others and isinstance(action, Spell):
            others[s] = action
    words = dictionary.load()
    goals = ([before.secret[seat]] if before.secret[seat] else []) + list(before.public)
    by_sign: dict = {}
    out = {}
    rack = before.racks[seat]
    mine = None if played.is_nothing else read_word(rack, played)
    for spell, word in [(NOTHING, None), (played, mine), *_brute_words(rack)]:
        sign = None if word is None else (word.score, frozenset(g for g in goals if BY_ID[g].is_met(word, words)))
        if sign not in by_sign:
            copy = before.clone()
            copy.apply(seat, spell)
            for s, action in sorted(others.items()):
                copy.apply(s, action)
            ends = set()
            for order in _orders(copy):
                trial = copy.clone()
                trial.order, trial.step, trial.claim_index = order, CLAIM_STEP, 0
                trial._settle_claims(0)
                ends |= _finals(trial)
            by_sign[sign] = _winner_of_ends(ends)
        out[spell] = by_sign[sign]
    return out


def _finals(state: SequiturState) -> set:
    """Every final score the claims left can end in, by playing them on copies."""
    if state.step != CLAIM_STEP:
        return {tuple(state.points())}
    seat = state.order[state.claim_index]
    ends = set()
    for claim in state.legal_actions(seat):
        copy = state.clone()
        copy.apply(seat, claim)
        ends |= _finals(copy)
    return ends


def _winner_after(state: SequiturState, seat: int, claim) -> int | None:
    copy = state.clone()
    copy.apply(seat, claim)
    return _winner_of_ends(_finals(copy))


def _kind(ends: dict, seat: int, played) -> str | None:
    if ends[played] == seat:
        return "won"
    if seat in ends.values():
        return "missed"
    if ends[played] is not None:
        return "threat"
    return None


def _pick_word(state: SequiturState, seat: int, rng: random.Random) -> Spell:
    rack = state.racks[seat]
    found = list(reachable_words(rack, dictionary.load()).values())
    if not found:
        return NOTHING
    if rng.random() < GOOD_WORD:
        secret, public = state.secret[seat], state.public
        return max(found, key=lambda s: (_goal_points(read_word(rack, s), secret, public), s.word))
    return rng.choice(found + [NOTHING])


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
        state.apply(seat, _pick_word(state, seat, rng) if legal is None else rng.choice(legal))
    return to_record(state)


_all: list = []


def cases() -> list:
    """(record, at, kind, found): every word spelled ("word") and every claim of the last round."""
    if not _all:
        for seed in SEEDS:
            record = _game(seed)
            loaded = review._load("sequitur", record)
            for at, (seat, action) in enumerate(loaded.full.history):
                before = loaded.states[at]
                if isinstance(action, Spell):
                    rack = before.racks[seat]
                    best = _brute_best(rack, before.secret[seat], before.public)
                    kind = None
                    if before.round == ROUNDS:  # the last round's words decide the game too
                        ends = _word_winners(before, seat, loaded.full.history, at, action)
                        kind = _kind(ends, seat, action)
                    if kind is None:
                        _all.append((record, at, "word", best))
                    else:
                        _all.append((record, at, kind, ends))
                elif isinstance(action, Claim) and before.round == ROUNDS:
                    ends = {claim: _winner_after(before, seat, claim) for claim in before.legal_actions(seat)}
                    _all.append((record, at, _kind(ends, seat, action) or "none", ends))
    return _all


def test_the_test_set_is_big_enough():
    kinds = [case[2] for case in cases()]
    counts = {kind: kinds.count(kind) for kind in ("word", "won", "missed", "threat", "none")}
    assert counts["word"] >= 300 and counts["won"] >= 30 and counts["threat"] + counts["missed"] >= 10, counts


def test_every_claim_that_decides_the_game_and_every_word_is_graded_by_rule():
    seen = {"word": 0, "won": 0, "missed": 0, "threat": 0, "forced": 0, "none": 0, "short": 0, "advised": 0}
    limits = review.grade_limits("sequitur", review.POINTS)
    for index, (record, at, kind, found) in enumerate(cases()):
        loaded = review._load("sequitur", record)
        seat, action = loaded.full.history[at]
        advised = kind == "word" and index % 4 == 0  # with the seat's advice: the best word by rule, or none
        move = review.review_move("sequitur", record, at, advise_seats=[seat] if advised else [], seed=1,
                                  budget_s=0.05)
        grade = move["grade"]
        before = loaded.states[at]
        where = (record["seed"], at, kind, grade)
        if kind == "word":
            rack = before.racks[seat]
            played = 0 if action.is_nothing else _goal_points(read_word(rack, action), before.secret[seat],
                                                             before.public)
            assert grade["exact"] and grade["unit"] == "points" and grade["loss"] == found - played, where
            assert grade["grade"] == review.grade_of(found - played, limits), where
            if found > played:
                better = before.action_from_json(grade["better"]["action"])
                assert _goal_points(read_word(rack, better), before.secret[seat], before.public) == found, where
                seen["short"] += 1
            if advised and found - played > limits[0]:
                advice = move["advice"]
                assert advice is not None and advice["cost"] == found - played, where
                spell = before.action_from_json(advice["action"])
                assert _goal_points(read_word(rack, spell), before.secret[seat], before.public) == found, where
                seen["advised"] += 1
            elif advised and found == played:
                assert move["advice"] is None and move["best_move"] is True, where
            seen["word"] += 1
            continue
        ends = found
        if kind == "won":
            assert grade["grade"] == "best" and grade["exact"] and grade["verdict"] is None, where
        elif len(ends) == 1:
            assert grade["verdict"] == "forced", where
            kind = "forced"
        elif kind == "missed":
            assert grade["grade"] == "blunder" and grade["verdict"] == "missed a win" and grade["exact"], where
            better = before.action_from_json(grade["better"]["action"])
            assert better in ends and ends[better] == seat, where
        elif kind == "threat":
            assert [t["seat"] for t in grade["threats"]] == [ends[action]], where
            stoppers = [c for c, w in ends.items() if w is None]
            if stoppers:
                assert grade["grade"] == "blunder" and grade["verdict"] == "let the opponent win", where
                assert before.action_from_json(grade["better"]["action"]) in stoppers, where
            else:
                assert grade["verdict"] == "forced" and grade["grade"] is None, where
                kind = "forced"
        else:
            assert grade["verdict"] is None, where
        seen[kind] += 1
    assert seen["word"] >= 300 and seen["short"] >= 30 and seen["won"] >= 30 and seen["advised"] >= 5, seen


def test_a_word_spelled_that_round_is_never_missed_nor_suggested_back():
    checked = 0
    for record, at, kind, _ in cases()[:400]:
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
    for record, at, kind, _ in cases():
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
