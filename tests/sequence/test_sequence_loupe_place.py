"""Where Sequence's loupe stands (issue 54; web/games/sequence/loupe.py): whole on the
screen, never over the tapped space, the other spaces the move may go to, or the Confirm bar."""
from __future__ import annotations

from web.games.sequence.loupe import GAP, MARGIN, overlaps, place

SIDE = 168.0


def space(board: tuple, cell: int, cols: int = 10) -> tuple:
    s = board[2] / cols
    return (board[0] + (cell % cols) * s, board[1] + (cell // cols) * s, s, s)


def check(view: tuple, board: tuple, cell: int, reachable: list[int], avoid: list[tuple]) -> tuple:
    left, top = place(space(board, cell), SIDE, view[0], view[1], board, 10, 10, reachable, avoid)
    box = (left, top, SIDE, SIDE)
    assert MARGIN - 0.01 <= left <= view[0] - SIDE - MARGIN + 0.01 and MARGIN - 0.01 <= top <= view[1] - SIDE - MARGIN + 0.01
    for target in [cell] + reachable:
        assert not overlaps(box, space(board, target)), (cell, target, box)
    for bar in avoid:
        assert not overlaps(box, bar), (bar, box)
    return box


def test_a_phone_upright_every_space_and_its_twin() -> None:
    board = (16.0, 150.0, 360.0, 360.0)  # about 390x844: a 36 px space
    bar = (0.0, 700.0, 390.0, 60.0)
    for cell in range(100):
        twin = 99 - cell  # the same card's other space
        check((390.0, 844.0), board, cell, [twin], [bar])


def test_a_small_phone_and_sideways() -> None:
    for view, board in (((320.0, 640.0), (14.0, 120.0, 300.0, 300.0)), ((844.0, 390.0), (20.0, 40.0, 340.0, 340.0))):
        for cell in (0, 9, 44, 90, 99):
            check(view, board, cell, [cell, (cell + 37) % 100], [])


def test_a_jack_covers_the_fewest_and_never_the_tapped_space() -> None:
    board = (16.0, 150.0, 360.0, 360.0)
    left, top = place(space(board, 55), SIDE, 390.0, 844.0, board, 10, 10, list(range(100)), [])
    assert not overlaps((left, top, SIDE, SIDE), space(board, 55), GAP)
    assert top >= board[1] + board[3] or top + SIDE <= board[1]  # off the board: it covers no space
