"""The review's exact verdicts found again by brute force, for the tests (issue 40): every legal move
played on a copy of the state, never the rules modules the review uses (engine/<game>/wins.py).

- Sequence: a seat's wins in one, the rivals who act before its team again and whether one of them can
  win at once.
- Sequoia, on a turn that scoring follows (the tenth, a tiebreaker): each pair played with the others'
  choices of that turn as revealed, then every way the ties still open could end (each tied forest's
  tokens to any tied player, or to nobody); the sure winner, if any.
- Sequitur's last round: each claim (each word the rack spells, found by trying every run of its
  letters either way, every letter for the blank, Q and QU) played with the others' words as spelled,
  then every claiming order the rules allow and every claim left; the sure winner, if any.

`kind` names what a choice was from the sure winner after each choice, and `check_verdict` holds a
grade to it: a win taken is best, a win missed a blunder naming a win, a win given away a blunder
naming the rival and a move that stopped it (or "forced" when none would)."""
from __future__ import annotations

import itertools
import random
from typing import Any, Callable

from engine.core import review
from engine.sequence.actions import Play
from engine.sequence.state import SequenceState
from engine.sequitur import dictionary
from engine.sequitur.goals import BY_ID
from engine.sequitur.letters import BLANK, Q
from engine.sequitur.spelling import ALPHABET, NOTHING, Spell, read_word, reachable_words
from engine.sequitur.state import CLAIM_STEP, SequiturState
from engine.sequoia.forests import FIRST
from engine.sequoia.state import TIEBREAK, TURNS, SequoiaState


# --- the verdicts -------------------------------------------------------------------------------------
def kind(ends: dict, seat: int, played: Any) -> str | None:
    """What `played` was, from the sure winner after each legal choice (`ends`): "won", "missed" (another
    choice won), "threat" (a rival is sure to win after it) or None."""
    if ends[played] == seat:
        return "won"
    if seat in ends.values():
        return "missed"
    if ends[played] is not None:
        return "threat"
    return None


def check_verdict(grade: dict, kind: str, where: Any, *, wins: Callable[[Any], bool] = lambda action: True,
                  stops: Callable[[Any], bool] | None = None) -> None:
    """`grade` (review_move's) as the brute force says it must be for a choice of `kind`: "won" best;
    "forced" forced; "missed" a blunder "missed a win" naming a move `wins` accepts; "threat" a blunder
    "let the opponent win" naming the rival's winning move (and, with `stops`, a move `stops` accepts);
    "none" no verdict. `wins` and `stops` take the named move's JSON."""
    if kind == "won":
        assert grade["grade"] == "best" and grade["exact"] and grade["verdict"] is None, where
        assert grade["score"] == 100.0, where
    elif kind == "forced":
        assert grade["verdict"] == review.FORCED and grade["grade"] is None, where
    elif kind == "missed":
        assert grade["grade"] == "blunder" and grade["verdict"] == review.MISSED_WIN and grade["exact"], where
        assert grade["better"] and grade["better"]["what"] and wins(grade["better"]["action"]), where
    elif kind == "threat":
        assert grade["grade"] == "blunder" and grade["verdict"] == review.LET_WIN and grade["exact"], where
        assert grade["threats"] and grade["score"] == 0.0, where
        if stops is not None:
            assert grade["better"] and stops(grade["better"]["action"]), where
    else:
        assert grade["verdict"] is None, where


# --- Sequence -----------------------------------------------------------------------------------------
def sequence_wins(state: SequenceState, seat: int) -> list:
    """`seat`'s moves that win at once, by playing each on a copy (the seat made to move)."""
    trial = state.clone()
    trial.to_move = seat
    trial.dead_turned_in = False
    out = []
    for action in trial.legal_actions(seat):
        if type(action) is not Play:
            continue
        copy = trial.clone()
        copy.apply(seat, action)
        if copy.winner is not None:
            out.append(action)
    return out


def sequence_wins_with(state: SequenceState, seat: int, action: Any) -> bool:
    """Whether `action` wins at once for `seat` in `state` (the seat made to move)."""
    trial = state.clone()
    trial.to_move = seat
    trial.dead_turned_in = False
    if action not in trial.legal_actions(seat) or type(action) is not Play:
        return False
    trial.apply(seat, action)
    return trial.winner is not None


def sequence_rivals(state: SequenceState, team: int) -> list[int]:
    """The seats of other teams to act, in turn, before `team` acts again."""
    seats, seat = [], state.to_move
    while not state.is_over and state.team(seat) != team and len(seats) < state.n:
        seats.append(seat)
        seat = (seat + 1) % state.n
    return seats


def sequence_threatened(state: SequenceState, team: int) -> bool:
    return any(sequence_wins(state, rival) for rival in sequence_rivals(state, team))


def sequence_stops(state: SequenceState, seat: int, action: Any) -> bool:
    """Whether `action` of `seat` in `state` wins or leaves no rival before its team a win at once."""
    team = state.team(seat)
    copy = state.clone()
    copy.apply(seat, action)
    return copy.winner == team or not sequence_threatened(copy, team)


def sequence_avoidable(state: SequenceState, seat: int) -> bool:
    """Whether some legal placement of `seat` wins or leaves no rival a win at once."""
    return any(sequence_stops(state, seat, action) for action in state.legal_actions(seat) if type(action) is Play)


# --- Sequoia ------------------------------------------------------------------------------------------
def sequoia_decisive(state: SequoiaState) -> bool:
    """A turn that scoring follows: the tenth, or a tiebreaker turn (rolled, not over)."""
    return state.rolled and not state.is_over and (state.phase == TIEBREAK or state.turn == TURNS - 1)


def sequoia_scored(state: SequoiaState, seat: int, pair, others: dict) -> SequoiaState:
    """`state` after `seat` chooses `pair` and the others choose as `others` says."""
    copy = state.clone()
    copy.apply(seat, pair)
    for other, chosen in sorted(others.items()):
        if other not in copy.choices and not copy.is_over and copy.rolled and other in copy.to_choose:
            copy.apply(other, chosen)
    return copy


def sequoia_winner(state: SequoiaState) -> int | None:
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


def sequoia_others(state: SequoiaState, seat: int, history: list, at: int) -> dict:
    """The pairs the other seats chose on the turn of move `at` (those chosen before it, and after)."""
    others = {s: p for s, p in state.choices.items()}
    waiting = set(state.to_choose) - set(others) - {seat}
    for s, action in history[at + 1:]:
        if s in waiting:
            others[s] = action
            waiting.discard(s)
    assert not waiting
    return others


def sequoia_ends(state: SequoiaState, seat: int, others: dict) -> dict:
    """The sure winner (or None) after each legal pair of `seat`."""
    return {p: sequoia_winner(sequoia_scored(state, seat, p, others)) for p in state.legal_actions(seat)}


# --- Sequitur -----------------------------------------------------------------------------------------
def goal_points(word, secret, public) -> int:
    """The goal points `word` meets: the secret goal and the public goals."""
    words = dictionary.load()
    return sum(BY_ID[g].points for g in ([secret] if secret else []) + list(public) if BY_ID[g].is_met(word, words))


def brute_words(rack) -> list:
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


def brute_best(rack, secret, public) -> int:
    """The most goal points any word of `rack` meets."""
    return max([goal_points(word, secret, public) for _, word in brute_words(rack)], default=0)


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


def sequitur_claim_winner(state: SequiturState, seat: int, claim) -> int | None:
    """The sure winner after `seat` claims `claim` in the last round (None: nobody is sure)."""
    copy = state.clone()
    copy.apply(seat, claim)
    return _winner_of_ends(_finals(copy))


def sequitur_others(before: SequiturState, seat: int, history: list, at: int) -> dict:
    """The words the other seats spelled in the step of move `at`."""
    others = {}
    for s, action in history[at + 1:]:
        if s != seat and s not in before.choices and s not in others and isinstance(action, Spell):
            others[s] = action
    return others


def sequitur_word_winner(before: SequiturState, seat: int, spell: Spell, others: dict) -> int | None:
    """The sure winner after `seat` spells `spell` in the last round, the others' words as `others`."""
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
    return _winner_of_ends(ends)


def sequitur_word_ends(before: SequiturState, seat: int, history: list, at: int, played: Spell) -> dict:
    """The sure winner after each word of the rack (and nothing, and the word played), the others' words
    as spelled; words meeting the same goals with the same score end alike, so each is tried once."""
    others = sequitur_others(before, seat, history, at)
    words = dictionary.load()
    goals = ([before.secret[seat]] if before.secret[seat] else []) + list(before.public)
    by_sign: dict = {}
    out = {}
    rack = before.racks[seat]
    mine = None if played.is_nothing else read_word(rack, played)
    for spell, word in [(NOTHING, None), (played, mine), *brute_words(rack)]:
        sign = None if word is None else (word.score, frozenset(g for g in goals if BY_ID[g].is_met(word, words)))
        if sign not in by_sign:
            by_sign[sign] = sequitur_word_winner(before, seat, spell, others)
        out[spell] = by_sign[sign]
    return out


def sequitur_pick_word(state: SequiturState, seat: int, rng: random.Random, good: float) -> Spell:
    """A word for a random player: the one meeting the most goal points `good` of the time, else any
    word of the rack or nothing."""
    rack = state.racks[seat]
    found = list(reachable_words(rack, dictionary.load()).values())
    if not found:
        return NOTHING
    if rng.random() < good:
        secret, public = state.secret[seat], state.public
        return max(found, key=lambda s: (goal_points(read_word(rack, s), secret, public), s.word))
    return rng.choice(found + [NOTHING])

