"""Helpers for the Sequence scenario tests: build a state, then set the
board, hands and piles by hand so that one rule can be checked at a time.

Scenarios start from `SequenceState.new(...)` and overwrite its fields
(`chips`, `hands`, `deck`, `discards`, `locked`, `sequences`, `chips_left`,
`to_move`). `deal` keeps every card of the deck accounted for, so the
conservation checks of the property tests also hold in scenarios.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any, Iterable

from engine.core import record
from engine.sequence.sequences import EMPTY, FREE
from engine.sequence.state import SequenceState


def new_game(players: int = 2, *, teams: int | None = None, variant: str = "classic", seed: int = 1,
             board: str | None = None) -> SequenceState:
    """A fresh game, as the rules set it up."""
    config: dict[str, Any] = {"players": players, "variant": variant}
    if teams is not None:
        config["teams"] = teams
    if board is not None:
        config["board"] = board
    return SequenceState.new(config, seed)


def at(state: SequenceState, row: int, col: int) -> int:
    """The engine's index of the space at [row, col]."""
    return state.rules.board.cell(row, col)


def code(state: SequenceState, row: int, col: int) -> str:
    """The card code printed on the space at [row, col] (XX for a free corner)."""
    return state.rules.board.codes[at(state, row, col)]


def spaces_of(state: SequenceState, card: str) -> tuple[int, ...]:
    """Every space showing `card`."""
    return state.rules.board.cells_of[card]


def put(state: SequenceState, team: int, cells: Iterable[int | tuple[int, int]]) -> None:
    """Put chips of `team` on the board, taken from its supply."""
    for where in cells:
        cell = at(state, *where) if isinstance(where, tuple) else where
        assert state.chips[cell] == EMPTY, f"space {cell} is not open"
        state.chips[cell] = team
        state.chips_left[team] -= 1
    state.sync_derived()


def lock(state: SequenceState, team: int, cells: Iterable[int | tuple[int, int]]) -> tuple[int, ...]:
    """Record `cells` (five spaces, chips already there or free) as a completed sequence of `team`."""
    indices = tuple(at(state, *w) if isinstance(w, tuple) else w for w in cells)
    for cell in indices:
        assert state.chips[cell] in (team, FREE)
        if state.chips[cell] != FREE:
            state.locked[cell] = 1
    state.sequences[team].append(indices)
    return indices


def _take(state: SequenceState, card: str) -> None:
    """Take one copy of `card` out of the deck, else out of a discard pile, else out of another hand."""
    if card in state.deck:
        state.deck.remove(card)
        return
    for pile in state.discards:
        if card in pile:
            pile.remove(card)
            return
    for hand in state.hands:
        if card in hand:
            hand.remove(card)
            return
    raise AssertionError(f"no copy of {card} is left to deal")


def deal(state: SequenceState, seat: int, cards: list[str]) -> None:
    """Give `seat` exactly `cards` (its old hand goes back into the deck)."""
    state.deck.extend(state.hands[seat])
    state.hands[seat] = []
    for card in cards:
        _take(state, card)
    state.hands[seat] = list(cards)


def position(own: list[tuple[int, int]], theirs: list[tuple[int, int]], hand: list[str]) -> tuple[SequenceState, int]:
    """A 2-player game, the seat to move holding `hand`, its team's chips on `own`, the other's on `theirs`."""
    state = new_game(2, seed=1)
    seat = state.to_move
    put(state, seat % 2, own)
    put(state, 1 - seat % 2, theirs)
    deal(state, seat, hand)
    return state, seat


def stack(state: SequenceState, top: list[str]) -> None:
    """Put `top` on the draw pile so that `top[0]` is drawn first (the pile draws from its end)."""
    for card in top:
        _take(state, card)
    state.deck.extend(reversed(top))


def run_down_deck(state: SequenceState, keep: int = 0, *, seat: int = 0) -> None:
    """Move the draw pile, all but its top `keep` cards, onto `seat`'s discard pile."""
    moved = state.deck[:len(state.deck) - keep]
    del state.deck[:len(state.deck) - keep]
    state.discards[seat].extend(moved)


def cover(state: SequenceState, card: str, team: int) -> None:
    """Cover every space of `card` with chips of `team` (making the card dead)."""
    put(state, team, [c for c in spaces_of(state, card) if state.chips[c] == EMPTY])


def all_cards(state: SequenceState) -> Counter:
    """Every card in hands, draw pile and discard piles."""
    counter: Counter = Counter(state.deck)
    for hand in state.hands:
        counter.update(hand)
    for pile in state.discards:
        counter.update(pile)
    return counter


def snapshot(state: SequenceState) -> str:
    """Everything a rejected action must leave as it was: every seat's
    observation, the final view, the record, the internal fields and the
    generator's position."""
    internals = {
        "to_move": state.to_move, "turn": state.turn, "dead": state.dead_turned_in,
        "winner": state.winner, "reason": state.reason, "deck": list(state.deck),
        "chips": list(state.chips), "locked": list(state.locked), "left": list(state.chips_left),
        "owned": list(state.owned),
        "sequences": [[list(s) for s in team] for team in state.sequences],
        "rng": state.rng.position(),
    }
    return json.dumps({
        "observations": [state.observation(seat) for seat in range(state.players)],
        "final": state.final(),
        "record": record.to_record(state),
        "result": None if state.result() is None else state.result().to_json(),
        "internals": internals,
    }, sort_keys=True)


def open_spaces(state: SequenceState) -> list[int]:
    """Every open space (no chip, not a free corner)."""
    return [i for i, v in enumerate(state.chips) if v == EMPTY]
