"""Sequence cards: codes, the two decks, jacks and bordered cards.

A card code is a rank (A 2 3 4 5 6 7 8 9 T J Q K) and a suit (S H D C),
as in the bot protocol. The classic deck is two standard 52-card decks
(104 cards). Two-eyed jacks (JD, JC) are wild, one-eyed jacks (JH, JS)
remove (RULINGS Sequence 5). The custom-board deck is the 96 non-jack cards
plus 8 purple-bordered wild cards (code PW) and 8 orange-bordered remove
cards (code OR) (RULINGS Sequence 12).
"""

from __future__ import annotations

from typing import Iterable

RANKS = "A23456789TJQK"
SUITS = "SHDC"
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_NAMES = {
    "A": "ace", "2": "2", "3": "3", "4": "4", "5": "5", "6": "6", "7": "7", "8": "8",
    "9": "9", "T": "10", "J": "jack", "Q": "queen", "K": "king",
}
ALL_CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS)
BOARD_CARDS = tuple(card for card in ALL_CARDS if card[0] != "J")

CLASSIC_WILD = ("JC", "JD")       # two eyes
CLASSIC_REMOVE = ("JH", "JS")     # one eye
BORDERED_WILD = "PW"              # purple border
BORDERED_REMOVE = "OR"            # orange border

# The cut: aces high (RULINGS Sequence 4). In the custom deck a bordered card
# (16 of 112) has no rank and cuts lowest of all (docs/rules.md).
CUT_ORDER = {rank: value for value, rank in enumerate("23456789TJQKA", start=2)}


def cut_value(card: str) -> int:
    """A card's rank in the cut for the dealer: 2 lowest, aces high."""
    return CUT_ORDER.get(card[0], 0)


def classic_deck() -> list[str]:
    """The 104 cards of the classic game: every card twice."""
    return [card for card in ALL_CARDS for _ in range(2)]


def custom_deck() -> list[str]:
    """The custom-board deck: 96 non-jack cards plus 16 bordered cards."""
    return [card for card in BOARD_CARDS for _ in range(2)] + [BORDERED_WILD] * 8 + [BORDERED_REMOVE] * 8


def distinct(cards: Iterable[str]) -> list[str]:
    """Each card of a hand once, in hand order (not `dict.fromkeys`: MicroPython's
    dicts iterate in hash order, and legal actions follow the hand's order)."""
    out: list[str] = []
    for card in cards:
        if card not in out:
            out.append(card)
    return out


def card_name(card: str) -> str:
    """A card in words: '7 of hearts', 'purple wild card'."""
    if card == BORDERED_WILD:
        return "purple wild card"
    if card == BORDERED_REMOVE:
        return "orange remove card"
    return f"{RANK_NAMES[card[0]]} of {SUIT_NAMES[card[1]]}"

