"""Game records of Sequoia crafted with the engine for the browser tests
(e2e/sequoia/test_sequoia_page.py): a game one turn from a tie at the final scoring,
and a finished game.
"""
from __future__ import annotations

import json
import random

from engine.core.record import advance_chance, to_record
from engine.sequoia.state import TURNS, SequoiaState


def ties_whatever_is_chosen(state: SequoiaState) -> bool:
    """Every choice of every seat in this (last) turn leaves a forest tied at the scoring."""
    seats = list(state.acting.seats)
    options = [state.legal_actions(s) for s in seats]

    def tied_after(choices: list) -> bool:
        probe = state.clone()
        for seat, action in zip(seats, choices):
            probe.apply(seat, action)
        return probe.phase == "tiebreak"

    def every(k: int, chosen: list) -> bool:
        if k == len(seats):
            return tied_after(chosen)
        return all(every(k + 1, chosen + [a]) for a in options[k])

    return every(0, [])


def one_turn_from_a_tie(seats: list[dict], start_seed: int = 1) -> tuple[str, SequoiaState]:
    """A record of nine turns played (random pairs) after which the tenth turn,
    whatever anyone chooses, ends with a tie at the scoring (TIES: tiebreaker
    turns follow). Returns the record text (with a `table` naming `seats`) and
    the state it loads to."""
    for seed in range(start_seed, start_seed + 500):
        state = SequoiaState.new({"players": len(seats)}, seed)
        rng = random.Random(seed)
        advance_chance(state)
        while state.turn < TURNS - 1:
            for seat in state.acting.seats:
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            advance_chance(state)
        if ties_whatever_is_chosen(state):
            record = to_record(state)
            record["table"] = {"seats": seats}
            return json.dumps(record), state
    raise LookupError("no seed gives a certain tie: widen the search")


def finished_game(seats: list[dict], seed: int = 1) -> str:
    """The record text (with a `table` naming `seats`) of a whole game played
    with random pairs, tiebreaker turns included, up to the final scoring."""
    state = SequoiaState.new({"players": len(seats)}, seed)
    rng = random.Random(seed)
    advance_chance(state)
    while not state.is_over:
        for seat in state.acting.seats:
            state.apply(seat, rng.choice(state.legal_actions(seat)))
        advance_chance(state)
    record = to_record(state)
    record["table"] = {"seats": seats}
    return json.dumps(record)


def tiebreak_roll_without_effect(seats: list[dict], start_seed: int = 1) -> tuple[str, SequoiaState]:
    """A record that stops on a tiebreaker turn whose roll for seat 0 makes no
    pair reaching a forest where seat 0 is tied (TIEBREAKER TURNS: "some pairs
    of dice will have no effect"), before anyone chose. Returns the record text
    (with a `table` naming `seats`) and the state it loads to."""
    from engine.sequoia.dice import can_reach_a_tie

    for seed in range(start_seed, start_seed + 2000):
        state = SequoiaState.new({"players": len(seats)}, seed)
        rng = random.Random(seed)
        advance_chance(state)
        while not state.is_over:
            if state.phase == "tiebreak" and 0 in state.acting.seats and not can_reach_a_tie(state.observation(0)):
                record = to_record(state)
                record["table"] = {"seats": seats}
                return json.dumps(record), state
            for seat in state.acting.seats:
                state.apply(seat, rng.choice(state.legal_actions(seat)))
            advance_chance(state)
    raise LookupError("no seed gives such a tiebreaker roll: widen the search")


def in_a_tiebreaker_turn(seats: list[dict]) -> tuple[str, SequoiaState]:
    """A record (with a `table` naming `seats`) of a game in its first tiebreaker
    turn (TIES), the first seat among those to choose, and the state it loads to."""
    for start in range(1, 2000, 50):
        text, state = one_turn_from_a_tie(seats, start)
        for seat in state.acting.seats:
            state.apply(seat, state.legal_actions(seat)[0])
        advance_chance(state)
        if state.phase == "tiebreak" and 0 in state.acting.seats:
            record = to_record(state)
            record["table"] = {"seats": seats}
            return json.dumps(record), state
    raise LookupError("no tiebreaker turn with the first seat tied: widen the search")
