"""Sequence's cards and spaces in the player's words (issue 69): each card's whole name is one
string of the catalogs ('7 of hearts'; German 'Herz 7', Dutch 'hartenboer'), since each language
names a card its own way (a compound, the suit first or last); a space is 'row 3, column 5'. The
engine's `card_name` stays English: records and bots read it."""
from __future__ import annotations

from engine.sequence.cards import BORDERED_REMOVE, BORDERED_WILD
from web.page.words import N_, _

CARD_NAMES = {
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the ace of spades")
    "AS": N_("ace of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 2 of spades")
    "2S": N_("2 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 3 of spades")
    "3S": N_("3 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 4 of spades")
    "4S": N_("4 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 5 of spades")
    "5S": N_("5 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 6 of spades")
    "6S": N_("6 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 7 of spades")
    "7S": N_("7 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 8 of spades")
    "8S": N_("8 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 9 of spades")
    "9S": N_("9 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 10 of spades")
    "TS": N_("10 of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the jack of spades")
    "JS": N_("jack of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence
    "QS": N_("queen of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the king of spades")
    "KS": N_("king of spades"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the ace of hearts")
    "AH": N_("ace of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 2 of hearts")
    "2H": N_("2 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 3 of hearts")
    "3H": N_("3 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 4 of hearts")
    "4H": N_("4 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 5 of hearts")
    "5H": N_("5 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 6 of hearts")
    "6H": N_("6 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 7 of hearts")
    "7H": N_("7 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 8 of hearts")
    "8H": N_("8 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 9 of hearts")
    "9H": N_("9 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 10 of hearts")
    "TH": N_("10 of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the jack of hearts")
    "JH": N_("jack of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence
    "QH": N_("queen of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the king of hearts")
    "KH": N_("king of hearts"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence
    "AD": N_("ace of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 2 of diamonds")
    "2D": N_("2 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 3 of diamonds")
    "3D": N_("3 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 4 of diamonds")
    "4D": N_("4 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 5 of diamonds")
    "5D": N_("5 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 6 of diamonds")
    "6D": N_("6 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 7 of diamonds")
    "7D": N_("7 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 8 of diamonds")
    "8D": N_("8 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 9 of diamonds")
    "9D": N_("9 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 10 of diamonds")
    "TD": N_("10 of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence
    "JD": N_("jack of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence
    "QD": N_("queen of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence
    "KD": N_("king of diamonds"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the ace of clubs")
    "AC": N_("ace of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 2 of clubs")
    "2C": N_("2 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 3 of clubs")
    "3C": N_("3 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 4 of clubs")
    "4C": N_("4 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 5 of clubs")
    "5C": N_("5 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 6 of clubs")
    "6C": N_("6 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 7 of clubs")
    "7C": N_("7 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 8 of clubs")
    "8C": N_("8 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 9 of clubs")
    "9C": N_("9 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the 10 of clubs")
    "TC": N_("10 of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the jack of clubs")
    "JC": N_("jack of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the queen of clubs")
    "QC": N_("queen of clubs"),
    # Translators: a Sequence card's name (a playing card), said alone or in a sentence ("plays the king of clubs")
    "KC": N_("king of clubs"),
    # Translators: Sequence's custom board: the purple-bordered card that is wild
    BORDERED_WILD: N_("purple wild card"),
    # Translators: Sequence's custom board: the orange-bordered card that removes a chip
    BORDERED_REMOVE: N_("orange remove card"),
    # Translators: Sequence: a corner space of the board, free for every team
    "XX": N_("free corner"),
}


def card_name(card: str) -> str:
    """A card in the player's words: '7 of hearts', 'Herz 7', 'purple wild card'."""
    name = CARD_NAMES.get(card)
    return _(name) if name is not None else card


def space_words(row: int, col: int) -> str:
    """A space by its row and column, counted from 1: 'row 3, column 5'."""
    return _("row {row}, column {column}", row=row, column=col)
