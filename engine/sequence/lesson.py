"""The first-game walkthrough's fixed deal (issue 14): a game of two on the
classic board, set a few turns in, so that a new player meets each rule in
turn with one move of each kind: play a card, remove a chip with a one-eyed
jack, place one with a two-eyed jack (RULINGS Sequence 5), turn in a dead
card (ruling 6), and complete a sequence (ruling 9). The other seat's moves
are part of the lesson, so every game of it goes the same way.

Every card is accounted for, as in any game: the chips already on the board
were placed with the cards on their players' discard piles."""
from __future__ import annotations

from collections import namedtuple

from engine.sequence.actions import Play, TurnIn
from engine.sequence.state import SequenceState

YOU, ROBOT = 0, 1  # seat 0 plays blue (team 0), seat 1 green (team 1)

# ((row, column), card) of the chips already on the board and the cards that placed them, in the
# order played (pairs, not a dict: MicroPython's dicts forget their order, and the discard piles keep it)
YOUR_CHIPS = (((4, 2), "7C"), ((4, 3), "6H"), ((2, 2), "JC"))        # 2D's first space, taken with a wild jack
ROBOT_CHIPS = (((7, 3), "QC"), ((7, 4), "KC"), ((7, 5), "AC"), ((5, 9), "2D"))  # 2D's other space
YOUR_HAND = ["5H", "JH", "JD", "2D", "9C", "KS", "3S"]
ROBOT_HAND = ["AD", "9S", "8S", "TC", "4C", "QD", "7S"]
# the next cards of the draw pile, top first: the turn-in draws the ace of hearts
DRAWS = ["6C", "KD", "5C", "QH", "8D", "4S", "AH"]


class Step(namedtuple("Step", ("seat", "action", "kind"))):
    """One move of the lesson: who makes it (`seat`), what it is (`action`), and its `kind`:
    "card", "remove", "wild", "dead", "sequence" (yours), or "reply" (the other seat's)."""

    __slots__ = ()


def _cell(state: SequenceState, row: int, col: int) -> int:
    return state.rules.board.cell(row, col)


def lesson_state() -> SequenceState:
    """The walkthrough's game as the lesson starts: your turn."""
    state = SequenceState.new({"players": 2, "variant": "classic"}, 2024)
    deck = list(state.rules.deck)
    state.hands = [YOUR_HAND[:], ROBOT_HAND[:]]
    your_cards = [card for _, card in YOUR_CHIPS]
    robot_cards = [card for _, card in ROBOT_CHIPS]
    state.discards = [your_cards, robot_cards]
    state.chips_left = list(state.rules.chips[:2])
    for team, chips in enumerate((YOUR_CHIPS, ROBOT_CHIPS)):
        for (row, col), _ in chips:
            state.chips[_cell(state, row, col)] = team
            state.chips_left[team] -= 1
    for card in YOUR_HAND + ROBOT_HAND + your_cards + robot_cards + DRAWS:
        deck.remove(card)
    state.deck = deck + DRAWS[::-1]  # the pile is drawn from its end
    state.sync_derived()
    state.dealer, state.to_move, state.turn = ROBOT, YOU, 6
    return state


def lesson_steps(state: SequenceState) -> list[Step]:
    """The moves of the lesson in order (`state` gives the board's spaces)."""
    at = lambda row, col: _cell(state, row, col)  # noqa: E731
    return [
        Step(YOU, Play("5H", at(4, 4)), "card"),         # three in a row: 7C 6H 5H
        Step(ROBOT, Play("AD", at(7, 6)), "reply"),      # green makes four: QC KC AC AD
        Step(YOU, Play("JH", at(7, 6)), "remove"),       # a one-eyed jack takes the fourth off
        Step(ROBOT, Play("9S", at(6, 1)), "reply"),
        Step(YOU, Play("JD", at(4, 5)), "wild"),         # a two-eyed jack: four in a row
        Step(ROBOT, Play("8S", at(7, 1)), "reply"),
        Step(YOU, TurnIn("2D"), "dead"),                 # both 2 of diamonds spaces are covered
        Step(YOU, Play("AH", at(4, 6)), "sequence"),     # the ace of hearts drawn completes five
    ]
