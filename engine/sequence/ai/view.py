"""What an AI seat knows: the bot protocol's `start` content and the
observation of its seat, turned into the engine's encodings.

Nothing here touches a real game state: the table is rebuilt from the start
message (players, teams, variant, board, special cards) and each position
from the observation (chips, completed sequences, hand, discards).
"""

from __future__ import annotations

from typing import Any

from engine.sequence.ai.heuristic import Cells, Geometry, Lines, cells_from_json, chips_from_rows, geometry_for
from engine.sequence.ai.policy import held_cells, scarce_cells
from engine.sequence.boards import CLASSIC, CUSTOM
from engine.sequence.board import parse_board
from engine.sequence.rules import NORMAL, REMOVE, WILD, Rules, rules_for

_DEFAULT_BOARDS = {"classic": CLASSIC, "custom": CUSTOM}
_DEFAULT_GRIDS: dict[str, list[list[str]]] = {}  # each variant's own board as rows of codes, read once


def _default_grid(variant: str) -> list[list[str]] | None:
    grid = _DEFAULT_GRIDS.get(variant)
    if grid is None and variant in _DEFAULT_BOARDS:
        grid = _DEFAULT_GRIDS[variant] = parse_board(_DEFAULT_BOARDS[variant]).grid()
    return grid


class Table:
    """The fixed facts of a game as one seat was told them at the start."""

    __slots__ = ("seat", "players", "team_of", "teams", "team", "variant", "to_win", "hand_size",
                 "kind", "rules", "geo", "config", "cells_of", "copies")

    def __init__(self, info: dict[str, Any]) -> None:
        setup = info["setup"]
        self.seat: int = info["seat"]
        self.players: int = info["players"]
        self.team_of: list[int] = list(info["teams"])
        self.teams: int = max(self.team_of) + 1
        self.team: int = self.team_of[self.seat]
        self.variant: str = info.get("variant", "classic")
        self.to_win: int = setup["to_win"]
        self.hand_size: int = setup["hand_size"]
        grid = setup["board"]
        board_text: str | None = "\n".join(" ".join(row) for row in grid) + "\n"
        if _default_grid(self.variant) == grid:
            board_text = None
        self.config: dict[str, Any] = {"players": self.players, "teams": self.teams, "variant": self.variant}
        if board_text is not None:
            self.config["board"] = board_text
        self.rules: Rules = rules_for(self.variant, board_text)
        kind = {card: NORMAL for card in self.rules.deck}
        for card in setup["wild"]:
            kind[card] = WILD
        for card in setup["remove"]:
            kind[card] = REMOVE
        self.kind: dict[str, int] = kind
        self.geo: Geometry = geometry_for(self.rules.board)
        self.cells_of: dict[str, tuple[int, ...]] = self.rules.board.cells_of
        copies: dict[str, int] = {}
        for card in self.rules.deck:
            copies[card] = copies.get(card, 0) + 1
        self.copies = copies


class Position:
    """One observation in engine terms."""

    __slots__ = ("obs", "seat", "team", "chips", "sequences", "counts", "locked", "hand", "lines", "held", "scarce")

    def __init__(self, table: Table, obs: dict[str, Any]) -> None:
        cols = table.geo.cols
        self.obs = obs
        self.seat: int = obs["seat"]
        self.team: int = obs["team"]
        self.chips: list[int] = chips_from_rows(obs["chips"])
        self.sequences: list[list[Cells]] = [
            [cells_from_json(seq, cols) for seq in team] for team in obs["sequence_cells"]
        ]
        self.counts: list[int] = list(obs["sequences"])
        self.locked: set[int] = set(cells_from_json(obs["locked"], cols))
        self.hand: list[str] = list(obs["hand"])
        self.lines = Lines(table.geo, self.chips, table.teams, self.sequences)
        # the open spaces this seat's cards fill, and those no unseen card fills
        self.held = held_cells([self.hand], self.chips, table.cells_of)
        seen = list(self.hand)
        for pile in obs["discards"]:
            seen.extend(pile)
        self.scarce = scarce_cells(seen, self.chips, table.cells_of, table.copies)
