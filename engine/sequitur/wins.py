"""What decides a Sequitur decision at once, found by rule (rulebook steps 6-8; RULINGS Sequitur 4-6):
the review's exact findings (issue 40).

- The last round's claims end the game: the words are spelled and the
  claiming order is set, so what every claim can still lead to is a small
  tree (one goal per turn, round and round, until no goal can be claimed).
  A seat is the *sure winner* after a claim when it alone has the most
  points at the end of every way the claims left can go.
- The last round's words decide it too: with the others' words as they
  were spelled, each word of the rack gives its secret goal or not and a
  word score, and so a claiming order (highest score first; equal scores in
  any order, as the letters drawn may put them) and the claims that follow:
  a word after which the seat is alone on top at every end of every order
  wins the game at once.
- A word's goal points: the secret goal and the public goals in play that
  it meets. The best word of a rack is found in the dictionary (every word
  the rack spells, reading either way), not sampled.
"""
from __future__ import annotations

from collections import OrderedDict
from typing import Any, Sequence

from engine.core.portable import permutations, product
from engine.sequitur.dictionary import Dictionary
from engine.sequitur.actions import Claim
from engine.sequitur.claiming import next_claimer
from engine.sequitur.goals import BY_ID
from engine.sequitur.spelling import NOTHING, Spell, Word, read_word, reachable_words, spellings
from engine.sequitur.state import CLAIM_STEP, ROUNDS, SPELL, SPELL_STEP, SequiturState


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
    (None: nobody is sure yet), in the order of the legal claims (an OrderedDict: MicroPython's
    dicts iterate in hash order); None at any other decision."""
    if state.step != CLAIM_STEP or state.round != ROUNDS or state.order[state.claim_index] != seat:
        return None
    words = state.dictionary()
    public = frozenset(state.public)
    met = [frozenset(g for g in public if BY_ID[g].is_met(word, words)) if word is not None else frozenset()
           for word in state.words]
    base = tuple(state.points())
    order = state.order
    memo: dict[Any, frozenset[tuple[int, ...]]] = {}
    out: dict[Claim, int | None] = OrderedDict()
    for claim in state.legal_actions(seat) or []:
        after = list(base)
        after[seat] += BY_ID[claim.goal].points
        left = public - {claim.goal}
        nxt = next_claimer(order, (state.claim_index + 1) % len(order), lambda s: bool(left & met[s]))
        ends = {tuple(after)} if nxt is None else _finals(tuple(after), left, met, order, nxt, memo)
        winners = {_sole(end) for end in ends}
        out[claim] = winners.pop() if len(winners) == 1 else None
    return out


def goal_points(word: Word | None, secret: str | None, public: Sequence[str], words: Dictionary) -> int:
    """The goal points `word` meets: the secret goal and the public goals in play."""
    if word is None:
        return 0
    goals = ([secret] if secret else []) + list(public)
    return sum(BY_ID[g].points for g in goals if BY_ID[g].is_met(word, words))


def best_word(rack: Sequence[str], secret: str | None, public: Sequence[str],
              words: Dictionary) -> tuple[int, Spell]:
    """The word of `rack` meeting the most goal points (then the highest score), from `words`,
    and its goal points; spelling nothing when no word meets a goal."""
    best: tuple[int, int, str] = (0, -1, "")
    spell_of: dict[str, Spell] = {}
    for text, spell in reachable_words(rack, words).items():
        word = read_word(rack, spell, words.letters)
        key = (goal_points(word, secret, public, words), word.score, text)
        spell_of[text] = spell
        if key[:2] > best[:2] or key[:2] == best[:2] and text < best[2]:
            best = key
    if best[0] <= 0:
        return 0, NOTHING
    return best[0], spell_of[best[2]]


def _orders(scores: Sequence[int | None]) -> list[tuple[int, ...]]:
    """Every claiming order the rules allow for these word scores (None: no word, no claims)."""
    groups: dict[int, list[int]] = {}
    for seat, score in enumerate(scores):
        if score is not None:
            groups.setdefault(score, []).append(seat)
    ranked = [list(permutations(groups[score])) for score in sorted(groups, reverse=True)]
    return [tuple(seat for group in choice for seat in group) for choice in product(*ranked)]


def _after_words(state: SequiturState, words: Sequence[Word | None]) -> int | None:
    """The sure winner once `words` are spelled this last round (None: nobody is sure)."""
    found = state.dictionary()
    points = state.points()
    for seat, word in enumerate(words):
        secret = state.secret[seat]
        if secret is not None and word is not None and BY_ID[secret].is_met(word, found):
            points[seat] += BY_ID[secret].points
    public = frozenset(state.public)
    met = [frozenset(g for g in public if BY_ID[g].is_met(word, found)) if word is not None else frozenset()
           for word in words]
    winners: set[int | None] = set()
    for order in _orders([None if word is None else word.score for word in words]):
        memo: dict[Any, frozenset[tuple[int, ...]]] = {}  # one per order: the memo's keys do not say the order
        first = next_claimer(order, 0, lambda s: bool(public & met[s])) if order else None
        ends = {tuple(points)} if first is None else _finals(tuple(points), public, met, order, first, memo)
        winners |= {_sole(end) for end in ends}
        if len(winners) > 1 or None in winners:
            return None
    return winners.pop() if winners else None


def spell_outcomes(state: SequiturState, seat: int, played: Spell,
                   later: Sequence[tuple[int, Any]]) -> dict[Spell, int | None] | None:
    """On the last round's words, each word `seat`'s rack spells (and spelling nothing, and the word
    played) and the sure winner after it, with the others' words as they were spelled (from those
    already chosen and `later`, the moves after it), in that order (an OrderedDict); None at any
    other decision or when unknown."""
    if state.step != SPELL_STEP or state.round != ROUNDS or state.decision(seat) != SPELL:
        return None
    spells = {s: a for s, a in state.choices.items() if isinstance(a, Spell)}
    waiting = {s for s in range(state.n) if s != seat and s not in spells}
    for s, action in later:
        if not waiting:
            break
        if s in waiting and isinstance(action, Spell):
            spells[s] = action
            waiting.discard(s)
    if waiting:
        return None
    found = state.dictionary()
    words: list[Word | None] = [None if s == seat or spells[s].is_nothing
                                else read_word(state.racks[s], spells[s], found.letters) for s in range(state.n)]
    rack = state.racks[seat]
    secret = state.secret[seat]
    candidates = [NOTHING, played] + every_spelling(rack, found)
    seen: dict[Any, int | None] = {}
    out: dict[Spell, int | None] = {}
    order: list[Spell] = []
    for spell in candidates:
        if spell in out:
            continue
        word = None if spell.is_nothing else read_word(rack, spell, found.letters)
        key = None if word is None else (bool(secret and BY_ID[secret].is_met(word, found)),
                                         frozenset(g for g in state.public if BY_ID[g].is_met(word, found)),
                                         word.score)
        if key not in seen:
            words[seat] = word
            seen[key] = _after_words(state, words)
        out[spell] = seen[key]
        order.append(spell)
    return OrderedDict((spell, out[spell]) for spell in order)


def every_spelling(rack: Sequence[str], words: Dictionary) -> list[Spell]:
    """One spelling of every word `rack` spells for each skill-point total it can score (a blank, or the
    Q as QU, scores none: the same word may score differently, and the score orders the claims), in
    the order first found."""
    found: set[tuple[str, int]] = set()
    out: list[Spell] = []
    for text, total, spell in spellings(rack, words):
        if (text, total) not in found:
            found.add((text, total))
            out.append(spell)
    return out
