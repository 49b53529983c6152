"""Wins in one move, found by rule (RULINGS Sequence 9-10): the review's exact findings (issue 40).

A team wins when a chip it places completes the sequences it still needs;
only a placement can do that (a one-eyed jack's removal never completes a
line), so a seat's winning moves are the placements its hand allows on
empty spaces (a board card on its own spaces, a two-eyed jack anywhere)
after which the engine's own sequence detection (`new_sequences`, the code
`SequenceState.apply` runs) finds enough new sequences. Nothing is played:
the chip is set and taken back, so a scan is a few bit counts per space.
"""
from __future__ import annotations

from typing import Sequence

from engine.sequence.actions import Play, TurnIn
from engine.sequence.cards import distinct
from engine.sequence.rules import NORMAL, REMOVE, WILD
from engine.sequence.sequences import EMPTY, bit_count, new_sequences
from engine.sequence.state import SequenceState


def _wins(state: SequenceState, hand: Sequence[str], team: int, chips: list[int], owned: int) -> list[Play]:
    """The placements from `hand` for `team` on `chips` (its mask `owned`) that win at once."""
    if state.is_over or state.chips_left[team] <= 0:
        return []
    need = state.to_win - len(state.sequences[team])
    rules = state.rules
    board = rules.board
    kind = rules.kind
    cards: dict[int, str] = {}  # each space a card of the hand reaches: a board card before a jack
    wild = None
    for card in distinct(hand):
        k = kind.get(card)
        if k == NORMAL:
            for cell in board.cells_of.get(card, ()):
                if chips[cell] == EMPTY:
                    cards.setdefault(cell, card)
        elif k == WILD:
            wild = card
    cells = range(len(chips)) if wild is not None else sorted(cards)
    found: list[Play] = []
    mine = state.sequences[team]
    for cell in cells:
        if chips[cell] != EMPTY:
            continue
        mask = owned | (1 << cell)
        spans = board.spans[cell]
        for span in spans:
            if bit_count(mask & span) >= 5:
                break
        else:
            continue  # no line of five of the team's can pass here
        chips[cell] = team
        try:
            made = new_sequences(chips, cell, team, board.lines[cell], mine, mask, spans)
        finally:
            chips[cell] = EMPTY
        if len(made) >= need:
            card = cards.get(cell, wild)
            assert card is not None
            found.append(rules.plays[card][cell])
    return found


def winning_moves(state: SequenceState, seat: int) -> list[Play]:
    """The moves with which `seat` (whether or not it is to move) would win at once, from its own hand:
    one per space, with a board card where one fits, else a two-eyed jack."""
    team = state.team(seat)
    return _wins(state, state.hands[seat], team, state.chips, state.owned[team])


def rivals_next(state: SequenceState, team: int) -> list[int]:
    """The seats of other teams that act, in turn, before a seat of `team` acts again in `state`."""
    if state.is_over:
        return []
    seats = []
    seat = state.to_move
    while state.team(seat) != team and len(seats) < state.n:
        seats.append(seat)
        seat = (seat + 1) % state.n
    return seats


def rival_wins(state: SequenceState, team: int) -> dict[int, list[Play]]:
    """For each rival seat that acts before `team` again (`rivals_next`), its moves that would win at once
    with the cards it holds (only those with one)."""
    out = {}
    for seat in rivals_next(state, team):
        wins = winning_moves(state, seat)
        if wins:
            out[seat] = wins
    return out


def _rival_wins_after(state: SequenceState, seat: int, action: Play, rivals: Sequence[int]) -> bool:
    """Whether, had `seat` played `action` (a play, not a win) in `state`, one of `rivals` could win at once."""
    cell = action.cell
    chips = state.chips[:]
    removing = state.rules.kind.get(action.card) == REMOVE
    owner = chips[cell]
    chips[cell] = EMPTY if removing else state.team(seat)
    for rival in rivals:
        team = state.team(rival)
        owned = state.owned[team]
        if removing and owner == team:
            owned &= ~(1 << cell)
        if _wins(state, state.hands[rival], team, chips, owned):
            return True
    return False


def avoidable(state: SequenceState, seat: int, rivals: Sequence[int]) -> Play | TurnIn | None:
    """A legal move of `seat` in `state` (to move) that wins or after which none of `rivals` (acting
    before `seat`'s team again) can win at once with the cards they hold; None when every move lets
    one win. Only a win, a chip on a space a rival's win needs, or a removal can stop a rival's win:
    those are the moves tried (a turn-in keeps the turn, so it stops nothing by itself)."""
    wins = winning_moves(state, seat)
    if wins:
        return wins[0]
    targets = {play.cell for rival in rivals for play in winning_moves(state, rival)}
    kind = state.rules.kind
    for action in state.legal_actions(seat):
        if type(action) is not Play or (action.cell not in targets and kind.get(action.card) != REMOVE):
            continue
        if not _rival_wins_after(state, seat, action, rivals):
            return action
    return None
