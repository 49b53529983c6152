"""Sequence's Expert and variants of it against its Hard, 2 players (issue 82; docs/ai.md, "The ladder
against the casual players").

    nice -n 19 python3 -m bench.sequence_expert_variants expert prior:0.2,8 tactical-playouts:30 --games 100 --seed 96000

Each variant plays as the expert level the games `bench/levels_against_greedy.py --level ai:expert
--against ai:hard` plays (the same seeds, seat orders and seats' seeds: its `measure`), on a fixed number
of samples a decision, so the figures do not move with the machine's load. Variants:

- `expert`: the level as it is, on the 160 samples the page's 0.5 s buys in Pyodide
  (`SEQUENCE_AI_SAMPLES=160`);
- `prior:P,C`: 160 samples, the tactical score weighed P beside the playouts' mean (the level: 0.5) and C
  candidates (the level: 6): with eight times Hard's samples the search's mean is less noisy, so it
  might be trusted more;
- `tactical-playouts:N`: N samples whose playouts every seat plays by the tactical policy (threats, the
  jacks and cards it has seen, its own sampled hand) instead of the one-ply builder: a model of a
  player who counts threats, as Hard does (30 samples cost about what 160 of the builder's do).

Prints one line a variant: wins, losses, draws, the rate and its 95% interval, the mean ms a decision.
"""

from __future__ import annotations

import os
import sys
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from bench.levels_against_greedy import measure  # noqa: E402
from bench.sequence_hard_variants import run_variants  # noqa: E402
from engine.core.value import replaced  # noqa: E402
from engine.sequence.ai import levels, search  # noqa: E402
from engine.sequence.ai.policy import Weights, held_cells  # noqa: E402
from engine.sequence.ai.tactics import TACTICS, seats_for, tactical_scores  # noqa: E402
from engine.sequence.ai.threats import Odds  # noqa: E402

PAGE_SAMPLES = 160  # what the page's 0.5 s buys in Pyodide (docs/ai.md)
# the playouts' weights of the tactical-playouts variant: an object of its own, so only its playouts change
TACTICAL_PLAYOUTS = Weights(hand_aware=True, jack_threshold=3)


def _tactical_playout(state: Any, lines: Any, plies: int, table: Any) -> None:
    """`search.playout`, every seat choosing by the tactical policy from its own sampled hand and the
    cards it has seen (its hand and the discards)."""
    end = state.turn + plies
    kind, teams, cells_of = table.kind, table.teams, table.cells_of
    while state.reason is None and state.turn < end:
        seat = state.to_move
        legal = state.legal_actions(seat)
        if len(legal) > 1:
            hand = state.hands[seat]
            seen = list(hand)
            for pile in state.discards:
                seen.extend(pile)
            odds = Odds.from_seen(table.rules.deck, seen, kind, table.rules.board.codes)
            seats = seats_for(seat % teams, seat, teams, table.players, table.to_win,
                              [len(s) for s in state.sequences], [len(h) for h in state.hands])
            held = held_cells([hand], state.chips, cells_of)
            legal = [tactical_scores(lines, seat % teams, legal, kind, hand, odds, seats, cells_of, TACTICS,
                                     held)[0][1]]
        search.play(state, lines, seat, legal[0])


def _install_tactical_playouts() -> None:
    """Let `search.playout` play the tactical policy where the playouts' weights are TACTICAL_PLAYOUTS."""
    builder = search.playout

    def playout(state: Any, lines: Any, plies: int, table: Any, weights: Any, others: Any = None,
                team: int = -1) -> None:
        if weights is TACTICAL_PLAYOUTS:
            _tactical_playout(state, lines, plies, table)
        else:
            builder(state, lines, plies, table, weights, others, team)
    search.playout = playout


def variant(name: str) -> search.SearchParams:
    """The expert's search parameters a variant's name says; ValueError for an unknown one."""
    kind, _, arg = name.partition(":")
    params = replaced(levels.EXPERT_PARAMS, max_samples=PAGE_SAMPLES)
    try:
        if name == "expert":
            return params
        if kind == "prior":
            prior, candidates = arg.split(",")
            return replaced(params, prior=float(prior), candidates=int(candidates))
        if kind == "tactical-playouts":
            return replaced(params, max_samples=int(arg), playout_weights=TACTICAL_PLAYOUTS)
    except ValueError:
        pass
    raise ValueError(f"unknown variant {name!r} (expert, prior:P,C, tactical-playouts:N)")


def measure_variant(name: str, games: int, seed: int) -> dict[str, Any]:
    """The variant's games as the expert against Hard (`levels_against_greedy.measure`'s cell)."""
    level, builder = levels.CHOICES["expert"], search.playout
    _install_tactical_playouts()
    levels.CHOICES["expert"] = levels.searching(variant(name), 1.0)
    try:
        cell = measure("sequence", "ai:expert", games, seed, against="ai:hard")
    finally:  # the level as it was for whatever runs next in this process (tests)
        levels.CHOICES["expert"], search.playout = level, builder
    cell.update(variant=name, ms_per_decision=cell["level_ms_per_decision"])
    return cell


def main(argv: list[str] | None = None) -> int:
    return run_variants(argv, __doc__, "expert, prior:P,C or tactical-playouts:N", 100, 96000, variant,
                        measure_variant)


if __name__ == "__main__":
    sys.exit(main())
