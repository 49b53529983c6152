"""The claims the table makes without asking (web/games/sequitur/claims.py; rulebook step 7, "Take
turns claiming public goals", RULINGS Sequitur 6): a claim is asked only where the order decides who
gets a goal; the only goal a word can claim, or goals no other claimer's word meets (in solo play,
always), come to that player whatever the order, and playing them in the order given leaves the
table exactly as any other order would.
"""
from __future__ import annotations

from engine.sequitur.actions import Claim
from engine.sequitur.spelling import Spell
from engine.sequitur.state import CLAIM_STEP, SequiturState
from tests.sequitur.test_sequitur_rules import settle, to_step
from web.games.sequitur.claims import claim_without_asking


def claiming(players: int, seed: int, public: list[str], racks: list[str]) -> SequiturState:
    """A table at its claims: `public` goals, each seat spelling its whole rack of `racks`."""
    state = SequiturState.new({"players": players}, seed)
    to_step(state, "spell")
    settle(state)
    for goal_id in public:  # the goals out of the decks and discards, as the table would have them
        for pile in list(state.decks.values()) + list(state.discards.values()):
            if goal_id in pile:
                pile.remove(goal_id)
    state.public = list(public)
    state.secret = [None] * players
    for seat, letters in enumerate(racks):
        state.racks[seat] = list(letters.upper())
        state.apply(seat, Spell(letters, tuple(range(len(letters)))))
    settle(state)
    assert state.step == CLAIM_STEP
    return state


def test_solo_claims_every_goal_its_word_meets_without_asking() -> None:
    """Solo play: nobody else claims, so each goal the word meets is claimed in turn, no question asked."""
    state = claiming(1, 30, ["G02", "Y02", "G05", "G07"], ["ants"])  # four letters, starts with a vowel, ends in S
    claimed = []
    while state.step == CLAIM_STEP:
        claim = claim_without_asking(state, 0)
        assert claim is not None and claim in state.legal_actions(0)
        state.apply(0, claim)
        claimed.append(claim.goal)
    assert sorted(claimed) == ["G02", "G05", "G07"] and state.stacks[0] == claimed
    assert state.round == 2  # every goal it could claim was claimed: the round went on


def test_a_claim_is_asked_only_where_the_order_decides_who_gets_a_goal() -> None:
    """Two players (the rules' example in test_sequitur_rules): STONES (score 6) claims first and meets
    Y02 and G07; ANTS meets G07 too, so STONES is asked. Then ANTS meets G02 and G05, which STONES does
    not: no question. STONES's last goal is the only one it can claim: no question either."""
    state = claiming(2, 30, ["G02", "Y02", "G05", "G07"], ["ants", "stones"])
    assert state.order == [1, 0]
    assert claim_without_asking(state, 1) is None  # a choice: G07 first keeps it from ANTS
    assert claim_without_asking(state, 0) is None  # not its turn
    state.apply(1, Claim("G07"))
    assert claim_without_asking(state, 0) == Claim("G02")  # G02, G05: nobody else meets them
    state.apply(0, Claim("G02"))
    assert claim_without_asking(state, 1) == Claim("Y02")  # the only one left to it
    state.apply(1, Claim("Y02"))
    assert claim_without_asking(state, 0) == Claim("G05")
    state.apply(0, Claim("G05"))
    assert state.stacks == [["G02", "G05"], ["G07", "Y02"]] and state.round == 2


def test_no_claim_is_made_outside_the_claims() -> None:
    state = SequiturState.new({"players": 1}, 3)
    settle(state)
    assert state.decision(0) == "secret-colour"
    assert claim_without_asking(state, 0) is None
