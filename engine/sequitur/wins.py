"""What decides a Sequitur decision at once, found by rule (rulebook steps 6-8; RULINGS Sequitur 4-6):
the review's exact findings (issue 40).

- The last round's claims end the game: the words are spelled and the
  claiming order is set, so what every claim can still lead to is a small
  tree (one goal per turn, round and round, until no goal can be claimed).
  A seat is the *sure winner* after a claim when it alone has the most
  points at the end of every way the claims left can go.
- A word's goal points: the secret goal and the public goals in play that
  it meets. The best word of a rack is found in the dictionary (every word
  the rack spells, reading either way), not sampled.
"""
from __future__ import annotations

from typing import Any, Sequence

from engine.sequitur import dictionary
from engine.sequitur.actions import Claim
from engine.sequitur.claiming import next_claimer
from engine.sequitur.goals import BY_ID
from engine.sequitur.spelling import NOTHING, Spell, Word, read_word, reachable_words
from engine.sequitur.state import CLAIM_STEP, ROUNDS, SequiturState


def _finals(points: tuple[int, ...], public: frozenset[str], met: Sequence[frozenset[str]], order: Sequence[int],
            index: int, memo: dict[Any, frozenset[tuple[int, ...]]]) -> frozenset[tuple[int, ...]]:
    """Every final score the claims can end in, from `order[index]` claiming next."""
    key = (points, public, index)
    found = memo.get(key)
    if found is not None:
        return found
    seat = order[index]
    ends: set[tuple[int, ...]] = set()
    for goal in sorted(public & met[seat]):
        after = list(points)
        after[seat] += BY_ID[goal].points
        left = public - {goal}
        nxt = next_claimer(order, (index + 1) % len(order), lambda s: bool(left & met[s]))
        if nxt is None:
            ends.add(tuple(after))
        else:
            ends |= _finals(tuple(after), left, met, order, nxt, memo)
    memo[key] = found = frozenset(ends)
    return found


def _sole(scores: tuple[int, ...]) -> int | None:
    top = max(scores)
    best = [s for s, p in enumerate(scores) if p == top]
    return best[0] if len(best) == 1 else None


def claim_outcomes(state: SequiturState, seat: int) -> dict[Claim, int | None] | None:
    """On the last round's claims, each legal claim of `seat` (to claim) and the sure winner after it
    (None: nobody is sure yet); None at any other decision."""
    if state.step != CLAIM_STEP or state.round != ROUNDS or state.order[state.claim_index] != seat:
        return None
    words = dictionary.load()
    public = frozenset(state.public)
    met = [frozenset(g for g in public if BY_ID[g].is_met(word, words)) if word is not None else frozenset()
           for word in state.words]
    base = tuple(state.points())
    order = state.order
    memo: dict[Any, frozenset[tuple[int, ...]]] = {}
    out: dict[Claim, int | None] = {}
    for claim in state.legal_actions(seat) or []:
        after = list(base)
        after[seat] += BY_ID[claim.goal].points
        left = public - {claim.goal}
        nxt = next_claimer(order, (state.claim_index + 1) % len(order), lambda s: bool(left & met[s]))
        ends = {tuple(after)} if nxt is None else _finals(tuple(after), left, met, order, nxt, memo)
        winners = {_sole(end) for end in ends}
        out[claim] = winners.pop() if len(winners) == 1 else None
    return out


def goal_points(word: Word | None, secret: str | None, public: Sequence[str]) -> int:
    """The goal points `word` meets: the secret goal and the public goals in play."""
    if word is None:
        return 0
    words = dictionary.load()
    goals = ([secret] if secret else []) + list(public)
    return sum(BY_ID[g].points for g in goals if BY_ID[g].is_met(word, words))


def best_word(rack: Sequence[str], secret: str | None, public: Sequence[str]) -> tuple[int, Spell]:
    """The word of `rack` meeting the most goal points (then the highest score), from the dictionary,
    and its goal points; spelling nothing when no word meets a goal."""
    best: tuple[int, int, str] = (0, -1, "")
    spell_of: dict[str, Spell] = {}
    for text, spell in reachable_words(rack, dictionary.load()).items():
        word = read_word(rack, spell)
        key = (goal_points(word, secret, public), word.score, text)
        spell_of[text] = spell
        if key[:2] > best[:2] or key[:2] == best[:2] and text < best[2]:
            best = key
    if best[0] <= 0:
        return 0, NOTHING
    return best[0], spell_of[best[2]]
