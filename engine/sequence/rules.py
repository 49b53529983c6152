"""What stays fixed through a game of Sequence: the variant, the board, the
deck, the special cards, and precomputed actions for each card and space."""

from __future__ import annotations

from engine.core.errors import SetupError
from engine.sequence.actions import Play, TurnIn
from engine.sequence.board import Board, parse_board
from engine.sequence.boards import CLASSIC, CUSTOM
from engine.sequence.cards import (
    BORDERED_REMOVE, BORDERED_WILD, CLASSIC_REMOVE, CLASSIC_WILD, classic_deck, custom_deck,
)
from engine.sequence.table import CLASSIC_CHIPS, CUSTOM_CHIPS

VARIANTS = ("classic", "custom")
NORMAL, WILD, REMOVE = 0, 1, 2


class Rules:
    """The fixed part of a game, shared by every clone of its state."""

    __slots__ = ("variant", "board", "deck", "wild", "remove", "kind", "chips", "plays", "targets", "pairs", "turn_ins")

    def __init__(self, variant: str, board_text: str | None = None) -> None:
        if variant not in VARIANTS:
            raise SetupError(f"unknown Sequence variant {variant!r} (use 'classic' or 'custom')")
        self.variant = variant
        if variant == "classic":
            self.deck = tuple(classic_deck())
            self.wild: tuple[str, ...] = CLASSIC_WILD
            self.remove: tuple[str, ...] = CLASSIC_REMOVE
            self.chips = CLASSIC_CHIPS
            default = CLASSIC
        else:
            self.deck = tuple(custom_deck())
            self.wild = (BORDERED_WILD,)
            self.remove = (BORDERED_REMOVE,)
            self.chips = CUSTOM_CHIPS
            default = CUSTOM
        self.board: Board = parse_board(board_text if board_text is not None else default,
                                        name="board file" if board_text is not None else f"{variant} board")
        self.kind: dict[str, int] = {card: NORMAL for card in self.deck}
        for card in self.wild:
            self.kind[card] = WILD
        for card in self.remove:
            self.kind[card] = REMOVE
        cells = range(len(self.board.codes))
        # plays[card][cell]: the one Play value for that card and space, so that
        # listing legal actions allocates nothing.
        self.plays: dict[str, list[Play | None]] = {}
        for card, kind in self.kind.items():
            row: list[Play | None] = [None] * len(self.board.codes)
            targets = self.board.cells_of.get(card, ()) if kind == NORMAL else cells
            for cell in targets:
                row[cell] = Play(card, cell)
            self.plays[card] = row
        # pairs[card]: (cell, Play, cell, Play) for a card pictured exactly twice
        # (every card of the classic board), the common case of legal_actions.
        self.pairs: dict[str, tuple[int, Play, int, Play]] = {}
        self.turn_ins = {card: TurnIn(card) for card, kind in self.kind.items() if kind == NORMAL}
        # targets[card]: (cell, Play) for each space showing a board card.
        self.targets: dict[str, tuple[tuple[int, Play], ...]] = {
            card: tuple((cell, self.plays[card][cell]) for cell in self.board.cells_of.get(card, ()))
            for card, kind in self.kind.items() if kind == NORMAL
        }
        for card, targets in self.targets.items():
            if len(targets) == 2:
                (c0, p0), (c1, p1) = targets
                self.pairs[card] = (c0, p0, c1, p1)


_CACHE: dict[tuple[str, str | None], Rules] = {}


def rules_for(variant: str, board_text: str | None = None) -> Rules:
    """Rules are immutable: build each (variant, board) once."""
    if variant not in VARIANTS:  # before the cache: an unhashable name must still be a SetupError
        raise SetupError(f"unknown Sequence variant {variant!r} (use 'classic' or 'custom')")
    key = (variant, board_text)
    rules = _CACHE.get(key)
    if rules is None:
        rules = Rules(variant, board_text)
        if len(_CACHE) > 16:
            _CACHE.clear()
        _CACHE[key] = rules
    return rules
