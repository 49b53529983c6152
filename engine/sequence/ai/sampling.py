"""Determinization: a full game state consistent with what one seat has seen.

The seat knows the board, the completed sequences, the chip supplies, its
own hand, every discard pile and the sizes of the other hands and of the
draw pile. The unseen cards are the full deck minus its own hand minus all
discard piles (every card played or turned in lies in a discard pile); a
sample deals them at random into the other hands (of their known sizes) and
the draw pile (in a random order). Nothing is read from the real state.

With `odds` narrowed by inference (`threats.infer_last_move`: the seat that
moved last held no card to block or complete a threat, or it would have
played it), most samples (`trust`) deal that seat's kept cards from the
other unseen cards only; its last draw, and the remaining samples, stay
unconstrained, so a player who holds a jack back is still sampled.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core.rng import Rng
from engine.sequence.ai.heuristic import cells_from_json, chips_from_rows
from engine.sequence.ai.threats import Odds
from engine.sequence.ai.view import Table
from engine.sequence.rules import REMOVE, WILD
from engine.sequence.sequences import FREE
from engine.sequence.state import SequenceState

_TEMPLATES: dict[tuple, SequenceState] = {}


def _template(table: Table) -> SequenceState:
    key = tuple(sorted((k, str(v)) for k, v in table.config.items()))
    state = _TEMPLATES.get(key)
    if state is None:
        if len(_TEMPLATES) > 16:
            _TEMPLATES.clear()
        state = _TEMPLATES[key] = SequenceState.new(dict(table.config), 0)
    return state


def unseen_cards(table: Table, observation: dict[str, Any]) -> list[str]:
    """The cards the seat has not seen: deck minus own hand minus all discards, sorted."""
    unseen: dict[str, int] = {}
    for card in table.rules.deck:
        unseen[card] = unseen.get(card, 0) + 1
    seen = list(observation["hand"])
    for pile in observation["discards"]:
        seen.extend(pile)
    for card in seen:
        unseen[card] = unseen.get(card, 0) - 1
    return sorted(card for card, n in unseen.items() for _ in range(n))


class Sampler:
    """Builds sampled states for one observation (the public part parsed once)."""

    def __init__(self, table: Table, observation: dict[str, Any], odds: Odds | None = None,
                 trust: float = 0.9) -> None:
        self.table = table
        self.obs = observation
        # inference: the previous seat's kept cards avoid `excluded` (in a `trust` share of samples)
        self.previous = (observation["seat"] - 1) % table.players
        self.kept = 0
        self.excluded: set[str] = set()
        self.trust = trust
        if odds is not None and odds.constrained:
            excluded = set(odds.absent)
            for card, k in table.kind.items():
                if (k == WILD and odds.no_wild) or (k == REMOVE and odds.no_remove):
                    excluded.add(card)
            self.excluded = excluded
            self.kept = min(odds.constrained, observation["hand_sizes"][self.previous] - 1)
        cols = table.geo.cols
        self.unseen = unseen_cards(table, observation)
        base = _template(table).clone()
        base.chips = chips_from_rows(observation["chips"])
        locked = bytearray(len(base.chips))
        for cell in cells_from_json(observation["locked"], cols):
            locked[cell] = 1
        base.locked = locked
        # the engine's bit masks of each team's chips and the free spaces
        free_mask = 0
        owned = [0] * table.teams
        for cell, chip in enumerate(base.chips):
            if chip == FREE:
                free_mask |= 1 << cell
            elif chip >= 0:
                owned[chip] |= 1 << cell
        base.owned = [mask | free_mask for mask in owned]
        base.sequences = [[cells_from_json(seq, cols) for seq in team] for team in observation["sequence_cells"]]
        base.chips_left = list(observation["chips_left"])
        base.discards = [list(pile) for pile in observation["discards"]]
        base.turn = observation["turn"]
        base.to_move = observation["to_move"] if observation.get("to_move") is not None else observation["seat"]
        base.dead_turned_in = bool(observation["dead_turned_in"])
        base.winner = None
        base.reason = None
        base.turn_limit = None
        base.history = []
        self.base = base

    def sample(self, rng: random.Random) -> SequenceState:
        """One state consistent with the observation, hidden cards drawn from `rng`."""
        state = self.base.clone()
        obs = self.obs
        seat = obs["seat"]
        cards = self.unseen[:]
        rng.shuffle(cards)
        kept: list[str] | None = None
        if self.kept > 0 and rng.random() < self.trust:
            kept, rest = [], []
            for card in cards:
                if len(kept) < self.kept and card not in self.excluded:
                    kept.append(card)
                else:
                    rest.append(card)
            if len(kept) < self.kept:
                kept = None  # too few other cards: no inference
            else:
                kept.append(rest.pop())  # the card drawn since
                cards = rest
        hands: list[list[str]] = []
        for other, size in enumerate(obs["hand_sizes"]):
            if other == seat:
                hands.append(list(obs["hand"]))
            elif other == self.previous and kept is not None:
                hands.append(kept)
            else:
                hands.append(cards[len(cards) - size:] if size else [])
                del cards[len(cards) - size:]
        state.hands = hands
        state.deck = cards
        state.rng = Rng(rng.getrandbits(63))
        return state


def sample_state(info: dict[str, Any], observation: dict[str, Any], rng: random.Random) -> SequenceState:
    """A full SequenceState consistent with `observation` (the seat's view) and
    the start message `info`, with the unseen cards dealt at random from `rng`."""
    return Sampler(Table(info), observation).sample(rng)
