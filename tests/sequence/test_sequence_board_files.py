"""Sequence boards: the classic board, the shipped custom board, board
files a user supplies (validated with a clear message), and the custom
variant's bordered cards (RULINGS Sequence 1 and 12,
`sequence-rules-custom-board.txt`)."""

from __future__ import annotations

import hashlib
from collections import Counter
from pathlib import Path

import pytest

from engine.core.errors import IllegalAction, SetupError
from engine.sequence.actions import Play, TurnIn
from engine.sequence.board import BOARD_MAX_BYTES, parse_board
from engine.sequence.boards import CLASSIC, CUSTOM
from engine.sequence.cards import BOARD_CARDS
from engine.sequence.sequences import EMPTY
from engine.sequence.state import SequenceState
from tests.sequence_helpers import at, deal, lock, new_game, open_spaces, put, spaces_of

ROOT = Path(__file__).resolve().parents[2]
SHARED_CLASSIC = ROOT.parent / "shared" / "data" / "sequence-board-classic.txt"
# sha256 of shared/data/sequence-board-classic.txt, so the check also holds where
# the shared folder is not next to the checkout.
SHARED_CLASSIC_SHA256 = "7e868df0610416d981de1d9a97369c4dd470ce3234fcd81126d5cae2b2987fc2"
CORNERS = [(0, 0), (0, 9), (9, 0), (9, 9)]


def grid_rows(text: str) -> list[list[str]]:
    return [line.split() for line in text.splitlines() if line.strip() and not line.startswith("#")]


def board_text(rows: list[list[str]]) -> str:
    return "\n".join(" ".join(row) for row in rows) + "\n"


# --- the shipped boards -----------------------------------------------------------------

def test_classic_board_is_the_shared_data_file() -> None:
    """RULINGS Sequence 1: the board is data/sequence-board-classic.txt (read next to the
    checkout, as CI has it; its digest is checked everywhere)."""
    assert hashlib.sha256(CLASSIC.encode()).hexdigest() == SHARED_CLASSIC_SHA256
    if SHARED_CLASSIC.exists():
        assert CLASSIC == SHARED_CLASSIC.read_text(encoding="utf-8")


def test_classic_board_has_every_non_jack_card_twice_and_four_free_corners() -> None:
    """RULINGS Sequence 1: 10x10, four free corners, each non-jack card twice; no jacks."""
    board = parse_board(CLASSIC)
    assert (board.rows, board.cols) == (10, 10)
    assert board.free == tuple(board.cell(r, c) for r, c in CORNERS)
    counts = Counter(code for code in board.codes if code != "XX")
    assert counts == Counter({card: 2 for card in BOARD_CARDS})
    assert not any(code[0] == "J" for code in counts)


def test_shipped_custom_board_has_every_card_at_least_twice() -> None:
    """RULINGS Sequence 12: the project ships a custom board where every card is pictured at
    least twice (its two copies at least three spaces apart, as boards.py says)."""
    board = parse_board(CUSTOM)
    assert (board.rows, board.cols) == (10, 10)
    assert board.free == tuple(board.cell(r, c) for r, c in CORNERS)
    counts = Counter(code for code in board.codes if code != "XX")
    assert set(counts) == set(BOARD_CARDS) and min(counts.values()) >= 2
    assert board.codes != parse_board(CLASSIC).codes
    for cells in board.cells_of.values():
        for a in cells:
            for b in cells:
                if a < b:
                    assert max(abs(a // 10 - b // 10), abs(a % 10 - b % 10)) >= 3


def test_the_custom_variant_plays_on_the_custom_board() -> None:
    """RULINGS Sequence 12: the custom variant uses the shipped custom board by default."""
    state = new_game(2, variant="custom")
    assert state.setup_info()["board"] == grid_rows(CUSTOM)
    assert new_game(2).setup_info()["board"] == grid_rows(CLASSIC)


# --- board files: clear messages ---------------------------------------------------------

CLASSIC_ROWS = grid_rows(CLASSIC)


def _replaced(row: int, col: int, code: str) -> str:
    rows = [r[:] for r in CLASSIC_ROWS]
    rows[row][col] = code
    return board_text(rows)


@pytest.mark.parametrize(
    "text,words",
    [
        (_replaced(0, 1, "ZZ"), "line 1, column 2: unknown code 'ZZ'"),
        (_replaced(4, 4, "10H"), "unknown code '10H'"),
        (_replaced(4, 4, "5X"), "unknown code '5X'"),
        (_replaced(4, 4, "JD"), "line 5, column 5: JD cannot be on the board"),
        (_replaced(4, 4, "JS"), "JS cannot be on the board"),
        (_replaced(4, 4, "PW"), "PW cannot be on the board"),
        (_replaced(4, 4, "OR"), "OR cannot be on the board"),
        (board_text([r for r in CLASSIC_ROWS[:3]] + [CLASSIC_ROWS[3][:-1]] + CLASSIC_ROWS[4:]),
         "line 4 has 9 spaces but the rows above have 10"),
        (board_text([r for r in CLASSIC_ROWS[:3]] + [CLASSIC_ROWS[3] + ["2S"]] + CLASSIC_ROWS[4:]),
         "line 4 has 11 spaces"),
        (_replaced(6, 8, "6H").replace("5H", "6H"), "missing 1: 5H"),
        (_replaced(6, 8, "XX"), "only once: 5H"),
        ("2S 3S 4S 5S\n6S 7S 8S 9S\nTS QS KS AS\n2H 3H 4H 5H\n", "a 4 x 4 board has no room for five in a row"),
        ("# only a comment\n\n", "the board is empty"),
        (" ".join(["2S"] * 21) + "\n", "at most 20 x 20"),
    ],
)
def test_board_files_are_validated_with_a_clear_message(text: str, words: str) -> None:
    """RULINGS Sequence 12: board files are validated before play with a clear message: unknown
    codes, jacks or bordered cards on the board, a ragged grid, a card missing (or pictured only
    once), no room for five in a row."""
    with pytest.raises(SetupError) as caught:
        parse_board(text)
    assert words in str(caught.value)
    for variant in ("classic", "custom"):
        with pytest.raises(SetupError, match="board file"):
            SequenceState.new({"players": 2, "variant": variant, "board": text}, 1)


def test_a_board_file_must_be_text() -> None:
    """RULINGS Sequence 12: a board file is text."""
    with pytest.raises(SetupError, match="expected text"):
        parse_board(CLASSIC.encode())  # type: ignore[arg-type]


def test_a_board_file_over_the_size_limit_is_refused_at_once() -> None:
    """Issue 16: a 15 MB board file blocked the page for 3.75 s; a file over
    64 KB is refused before it is read, with the limit in the message."""
    big = CLASSIC + ("# " + "x" * 1000 + "\n") * 15_000
    with pytest.raises(SetupError, match="larger than 64 KB"):
        parse_board(big)
    padded = CLASSIC + "#" * (BOARD_MAX_BYTES - len(CLASSIC.encode()))  # exactly at the limit
    assert parse_board(padded).codes == parse_board(CLASSIC).codes
    with pytest.raises(SetupError, match="larger than 64 KB"):
        parse_board(padded + "é")  # counted in bytes, as the file is


@pytest.mark.parametrize("token", ["Z" * 2_000_000, "Z" * 50_000, "<b>" * 10_000, "é" * 20_000],
                         ids=["2MB", "50kB", "markup", "accents"])
def test_a_board_file_error_quotes_a_short_excerpt(token: str) -> None:
    """Issue 16: a 2 MB token was echoed whole in the message."""
    text = _replaced(2, 3, token) if len(token) < 60_000 else token
    with pytest.raises(SetupError) as caught:
        parse_board(text)
    message = str(caught.value)
    assert len(message) < 300
    if len(token) < 60_000:
        assert "line 3, column 4: unknown code" in message and "..." in message


def test_a_leading_byte_order_mark_is_accepted() -> None:
    """Issue 16: a file saved with a byte-order mark reads as the browser reads it."""
    assert parse_board("\ufeff" + CLASSIC).codes == parse_board(CLASSIC).codes
    state = SequenceState.new({"players": 2, "board": "\ufeff" + CLASSIC}, 1)
    assert state.setup_info()["board"] == grid_rows(CLASSIC)


def test_a_board_file_may_have_comments_blank_lines_and_lower_case() -> None:
    """RULINGS Sequence 12: the board-file format (card codes, XX, # comments)."""
    text = "# my board\n\n" + "\n".join("  " + " ".join(row).lower() + "   # a row" for row in CLASSIC_ROWS) + "\n\n"
    assert parse_board(text).codes == parse_board(CLASSIC).codes


def test_a_user_board_without_free_corners_plays() -> None:
    """RULINGS Sequence 12: a board file is a grid of card codes and free spaces; with no free
    space, five chips make a sequence and every space takes a chip."""
    rows = [r[:] for r in CLASSIC_ROWS]
    for (r, c), card in zip(CORNERS, ["5H", "6H", "7H", "8H"]):
        rows[r][c] = card
    state = new_game(2, variant="custom", board=board_text(rows))
    assert state.rules.board.free == ()
    seat, team = state.to_move, state.to_move % 2
    assert len(spaces_of(state, "5H")) == 3
    put(state, team, [(0, 1), (0, 2), (0, 3)])
    deal(state, seat, ["PW", "2D", "3D", "4D", "5D", "6D", "7D"])
    state.apply(seat, Play("PW", at(state, 0, 4)))
    assert state.sequences[team] == []  # the corner is a card now: four chips do not make five
    wild = open_spaces(state)
    assert at(state, 0, 0) in wild


def test_a_card_pictured_three_times_plays_on_any_and_is_dead_only_when_all_are_covered() -> None:
    """RULINGS Sequence 6 and 12: a card goes on any open space showing it; it is dead only
    when all its spaces are covered."""
    rows = [r[:] for r in CLASSIC_ROWS]
    rows[0][0] = "5H"
    state = new_game(2, board=board_text(rows))
    seat, team = state.to_move, state.to_move % 2
    deal(state, seat, ["5H", "2D", "3D", "4D", "5D", "6D", "7D"])
    three = spaces_of(state, "5H")
    assert len(three) == 3 and at(state, 0, 0) in three
    assert sorted(a.cell for a in state.legal_actions(seat) if a.card == "5H") == sorted(three)
    put(state, 1 - team, three[:2])
    assert not state.is_dead("5H")
    put(state, 1 - team, three[2:])
    assert state.is_dead("5H") and TurnIn("5H") in state.legal_actions(seat)


def test_a_long_narrow_board_counts_lines_that_fit() -> None:
    """RULINGS Sequence 9 and 12: on a 5 x 20 board (a user's board) five in a column is a sequence."""
    cards = [card for card in BOARD_CARDS for _ in range(2)] + ["2S", "3S", "4S", "5S"]
    rows = [cards[r * 20:(r + 1) * 20] for r in range(5)]
    state = new_game(2, board=board_text(rows))
    assert (state.rules.board.rows, state.rules.board.cols) == (5, 20)
    seat, team = state.to_move, state.to_move % 2
    put(state, team, [(r, 7) for r in range(4)])
    deal(state, seat, ["JD", "2D", "3D", "4D", "5D", "6D", "7D"])
    state.apply(seat, Play("JD", at(state, 4, 7)))
    assert [set(s) for s in state.sequences[team]] == [{at(state, r, 7) for r in range(5)}]


# --- the custom variant's bordered cards ----------------------------------------------------

def _custom(players: int = 2, seed: int = 1):
    state = new_game(players, variant="custom", seed=seed)
    seat = state.to_move
    return state, seat, seat % state.teams


def test_purple_bordered_cards_are_wild_never_a_corner() -> None:
    """RULINGS Sequence 12 / custom rulebook: 'The 8 purple-bordered cards are wild ... place one
    of your chips on any open space'; never a corner (RULINGS Sequence 5)."""
    state, seat, team = _custom()
    deal(state, seat, ["PW", "2D", "3D", "4D", "5D", "6D", "7D"])
    put(state, 1 - team, [(3, 3)])
    assert sorted(a.cell for a in state.legal_actions(seat) if a.card == "PW") == open_spaces(state)
    for corner in CORNERS:
        with pytest.raises(IllegalAction, match="corner"):
            state.check(seat, Play("PW", at(state, *corner)))
    with pytest.raises(IllegalAction, match="covered"):
        state.check(seat, Play("PW", at(state, 3, 3)))
    state.apply(seat, Play("PW", at(state, 8, 8)))
    assert state.chips[at(state, 8, 8)] == team


def test_orange_bordered_cards_remove_an_unlocked_opponent_chip() -> None:
    """RULINGS Sequence 12 / custom rulebook: 'The 8 orange-bordered cards are anti-wild ...
    remove one chip from the game board belonging to an opponent. That completes your turn.
    ... You cannot remove a chip that is already part of a completed SEQUENCE.'"""
    state, seat, team = _custom()
    deal(state, seat, ["OR", "2D", "3D", "4D", "5D", "6D", "7D"])
    row = [(2, c) for c in range(1, 6)]
    put(state, 1 - team, row + [(6, 6)])
    lock(state, 1 - team, row)
    put(state, team, [(7, 7)])
    assert [a for a in state.legal_actions(seat) if a.card == "OR"] == [Play("OR", at(state, 6, 6))]
    for cell, words in [(at(state, 2, 3), "completed sequence"), (at(state, 7, 7), "own team"),
                        (at(state, 0, 0), "corner"), (at(state, 5, 5), "opponent's chip")]:
        with pytest.raises(IllegalAction, match=words):
            state.check(seat, Play("OR", cell))
    state.apply(seat, Play("OR", at(state, 6, 6)))
    assert state.chips[at(state, 6, 6)] == EMPTY and state.to_move != seat
    assert state.chips_left == [49 if t == team else 45 for t in range(2)]  # six placed, one back


def test_the_custom_deck_has_no_jacks() -> None:
    """RULINGS Sequence 12: bordered cards replace the jacks; a jack is not a card of this game."""
    state, seat, _ = _custom()
    assert not any(card[0] == "J" for hand in state.hands for card in hand)
    assert not any(card[0] == "J" for card in state.deck)
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.check(seat, Play("JD", at(state, 5, 5)))
    assert state.action_to_json(Play("PW", at(state, 1, 2))) == {"card": "PW", "cell": [1, 2]}
    assert state.action_from_json({"card": "or", "cell": [1, 2]}) == Play("OR", at(state, 1, 2))


def test_bordered_cards_are_never_dead() -> None:
    """RULINGS Sequence 6: a dead card is a card whose spaces are all covered; bordered cards have none."""
    state, seat, _ = _custom()
    deal(state, seat, ["PW", "OR", "3D", "4D", "5D", "6D", "7D"])
    assert not state.is_dead("PW") and not state.is_dead("OR")
    with pytest.raises(IllegalAction, match="not dead"):
        state.check(seat, TurnIn("OR"))
