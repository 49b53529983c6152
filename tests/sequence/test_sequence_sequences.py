"""Sequences: five in a row in any direction, free corners, locking, a
second sequence sharing one space, one chip completing two, runs of six to
eight, and the win (RULINGS Sequence 9, 10, 13)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction
from engine.sequence.actions import Play
from engine.sequence.state import SequenceState
from tests.sequence_helpers import at, deal, new_game, put

FILLER = ["2S", "3S", "4S", "6S", "7S", "8S"]


def _game(players: int = 2, teams: int | None = None, seed: int = 1):
    state = new_game(players, teams=teams, seed=seed)
    seat = state.to_move
    return state, seat, seat % state.teams


def _cells(state: SequenceState, spaces: list[tuple[int, int]]) -> list[int]:
    return [at(state, r, c) for r, c in spaces]


def complete(state: SequenceState, seat: int, where: tuple[int, int]) -> list[set[int]]:
    """Play a wild jack for `seat` on `where`; return the team's sequences as sets of spaces."""
    deal(state, seat, ["JD"] + FILLER[:len(state.hands[seat]) - 1])
    state.apply(seat, Play("JD", at(state, *where)))
    return [set(s) for s in state.sequences[seat % state.teams]]


def locked_cells(state: SequenceState) -> set[int]:
    return {i for i, v in enumerate(state.locked) if v}


LINES = {
    "across": [(2, c) for c in range(1, 6)],
    "down": [(r, 2) for r in range(1, 6)],
    "diagonal": [(r, r) for r in range(2, 7)],
    "anti-diagonal": [(r, 10 - r) for r in range(2, 7)],
}


@pytest.mark.parametrize("direction", list(LINES))
@pytest.mark.parametrize("last", [0, 2, 4])
def test_five_in_a_row_in_all_four_directions(direction: str, last: int) -> None:
    """RULINGS Sequence 9 / rulebook: 'five of the same color marker chip in a straight line,
    either up and down, across or diagonally'; completed by the last chip wherever it falls."""
    state, seat, team = _game()
    spaces = LINES[direction]
    put(state, team, [w for i, w in enumerate(spaces) if i != last])
    assert state.sequences[team] == []
    sequences = complete(state, seat, spaces[last])
    five = set(_cells(state, spaces))
    assert sequences == [five]
    assert locked_cells(state) == five
    assert state.observation(seat)["sequences"][team] == 1
    assert sorted(map(tuple, state.observation(1 - seat)["locked"])) == sorted(spaces)
    assert state.reason is None  # two teams need two sequences (RULINGS Sequence 10)


def test_four_in_a_row_is_not_a_sequence() -> None:
    """RULINGS Sequence 9: five spaces make a sequence, four do not."""
    state, seat, team = _game()
    put(state, team, [(2, 1), (2, 2), (2, 3)])
    assert complete(state, seat, (2, 4)) == []
    assert not any(state.locked)


def test_an_opponent_chip_breaks_the_line() -> None:
    """RULINGS Sequence 9: the five spaces are held by one team."""
    state, seat, team = _game()
    put(state, team, [(2, 1), (2, 2), (2, 4), (2, 5)])
    put(state, 1 - team, [(2, 3)])
    assert complete(state, seat, (2, 6)) == []


def test_a_line_bending_round_the_edge_is_not_a_sequence() -> None:
    """RULINGS Sequence 9: a straight line; rows do not wrap round the board's edge."""
    state, seat, team = _game()
    put(state, team, [(2, 7), (2, 8), (2, 9), (3, 0)])
    assert complete(state, seat, (3, 1)) == []


@pytest.mark.parametrize(
    "spaces,corner",
    [
        ([(0, 1), (0, 2), (0, 3), (0, 4)], (0, 0)),
        ([(1, 1), (2, 2), (3, 3), (4, 4)], (0, 0)),
        ([(5, 9), (6, 9), (7, 9), (8, 9)], (9, 9)),
        ([(8, 1), (7, 2), (6, 3), (5, 4)], (9, 0)),
        ([(1, 8), (2, 7), (3, 6), (4, 5)], (0, 9)),
    ],
)
def test_corners_count_for_everyone(spaces: list[tuple[int, int]], corner: tuple[int, int]) -> None:
    """RULINGS Sequence 9 / rulebook: 'When using a corner, only four of your marker chips are
    needed to complete a Sequence'. The corner is part of the sequence but is never locked."""
    state, seat, team = _game()
    put(state, team, spaces[:-1])
    sequences = complete(state, seat, spaces[-1])
    assert sequences == [set(_cells(state, spaces + [corner]))]
    assert locked_cells(state) == set(_cells(state, spaces))
    assert list(corner) not in state.observation(seat)["locked"]
    assert list(corner) in state.final()["sequences"][team][0]  # corners included in `final`


def test_more_than_one_team_may_use_the_same_corner() -> None:
    """Rulebook: 'More than one player may use the same corner as part of a Sequence.'"""
    state, seat, team = _game()
    put(state, team, [(0, 1), (0, 2), (0, 3)])
    put(state, 1 - team, [(1, 0), (2, 0), (3, 0), (4, 0)])
    state.sequences[1 - team].append(tuple(_cells(state, [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)])))
    assert complete(state, seat, (0, 4)) == [set(_cells(state, [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)]))]
    # and the other team completes through the corner too
    state2, seat2, team2 = _game(seed=4)
    put(state2, 1 - team2, [(0, 1), (0, 2), (0, 3), (0, 4)])
    state2.sequences[1 - team2].append(tuple(_cells(state2, [(0, 0), (0, 1), (0, 2), (0, 3), (0, 4)])))
    put(state2, team2, [(1, 1), (2, 2), (3, 3)])
    assert complete(state2, seat2, (4, 4)) == [set(_cells(state2, [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4)]))]


def test_sequence_chips_are_locked() -> None:
    """RULINGS Sequence 9 / 5: once complete its chips are locked; a remove jack cannot take them."""
    state, seat, team = _game()
    put(state, team, [(2, 1), (2, 2), (2, 3), (2, 4)])
    complete(state, seat, (2, 5))
    other = state.to_move
    deal(state, other, ["JS", "JH"] + FILLER[:5])
    assert not any(isinstance(a, Play) and a.card in ("JS", "JH") for a in state.legal_actions(other))
    with pytest.raises(IllegalAction, match="completed sequence"):
        state.check(other, Play("JS", at(state, 2, 3)))


def test_a_team_chip_made_by_partners_counts() -> None:
    """RULINGS Sequence 2 and 9: all members of a team play the same chips; partners build one sequence."""
    state, seat, team = _game(players=4)
    put(state, team, [(2, 1), (2, 2), (2, 3), (2, 4)])
    partner = (seat + 2) % 4
    for _ in range(2):  # seat and the next seat play elsewhere
        mover = state.to_move
        deal(state, mover, ["JD"] + FILLER[:5])
        state.apply(mover, Play("JD", at(state, 7, 2 + mover)))
    assert state.to_move == partner
    assert complete(state, partner, (2, 5)) == [set(_cells(state, [(2, c) for c in range(1, 6)]))]


def test_a_second_sequence_may_share_one_space() -> None:
    """RULINGS Sequence 9 / rulebook: 'You may use any one of the spaces from your first
    SEQUENCE as part of your second'; nine in a line hold two sequences."""
    state, seat, team = _game()
    put(state, team, [(2, c) for c in range(1, 5)])
    complete(state, seat, (2, 5))
    state.to_move = seat
    put(state, team, [(2, 6), (2, 7), (2, 8)])
    sequences = complete(state, seat, (2, 9))
    assert sequences == [set(_cells(state, [(2, c) for c in range(1, 6)])),
                         set(_cells(state, [(2, c) for c in range(5, 10)]))]
    assert state.reason == "sequences" and state.winner == team


def test_a_second_sequence_may_not_share_two_spaces() -> None:
    """RULINGS Sequence 9: a team's second sequence may share at most one space with its first."""
    state, seat, team = _game()
    put(state, team, [(2, c) for c in range(1, 5)])
    complete(state, seat, (2, 5))
    state.to_move = seat
    put(state, team, [(2, 6), (2, 7)])
    assert len(complete(state, seat, (2, 8))) == 1  # [4..8] would share two spaces
    assert state.reason is None
    assert not state.locked[at(state, 2, 8)] and not state.locked[at(state, 2, 6)]
    state.to_move = seat
    assert len(complete(state, seat, (2, 9))) == 2  # [5..9] shares one
    assert state.reason == "sequences"


def test_two_sequences_of_one_team_may_share_a_free_corner() -> None:
    """RULINGS Sequence 9: corners count for everyone; a team's second sequence may share one
    space with its first, and that space may be the corner."""
    state, seat, team = _game()
    put(state, team, [(0, 1), (0, 2), (0, 3)])
    complete(state, seat, (0, 4))
    state.to_move = seat
    put(state, team, [(1, 0), (2, 0), (3, 0)])
    sequences = complete(state, seat, (4, 0))
    assert sequences[1] == set(_cells(state, [(r, 0) for r in range(5)]))
    assert sequences[0] & sequences[1] == {at(state, 0, 0)}
    assert state.reason == "sequences" and state.winner == team


def test_a_crossing_second_sequence_shares_its_crossing_space() -> None:
    """RULINGS Sequence 9: a second sequence across the first, sharing the one space where they cross."""
    state, seat, team = _game()
    put(state, team, [(4, c) for c in range(1, 5)])
    complete(state, seat, (4, 5))
    state.to_move = seat
    put(state, team, [(2, 3), (3, 3), (5, 3)])
    sequences = complete(state, seat, (6, 3))
    assert sequences[1] == set(_cells(state, [(r, 3) for r in range(2, 7)]))
    assert state.reason == "sequences"


def test_one_chip_completes_two_sequences_in_two_lines() -> None:
    """RULINGS Sequence 9: one chip can complete two sequences at once (both count), and with
    two teams that is the win (RULINGS Sequence 10)."""
    state, seat, team = _game()
    put(state, team, [(4, c) for c in range(0, 4)] + [(r, 4) for r in range(0, 4)])
    sequences = complete(state, seat, (4, 4))
    assert sequences == [set(_cells(state, [(4, c) for c in range(0, 5)])),
                         set(_cells(state, [(r, 4) for r in range(0, 5)]))] or sequences == [
        set(_cells(state, [(r, 4) for r in range(0, 5)])), set(_cells(state, [(4, c) for c in range(0, 5)]))]
    assert state.reason == "sequences" and state.winner == team
    assert state.result().to_json() == {"winner_team": team, "winners": [s for s in range(state.players) if s % state.teams == team],
                                        "reason": "sequences", "forfeit_seat": None, "turns": 1}


def test_one_chip_in_the_middle_of_nine_completes_two_sequences() -> None:
    """RULINGS Sequence 9: 'nine in a line can hold two sequences'; the chip in the middle
    completes both (sharing that one space)."""
    state, seat, team = _game()
    put(state, team, [(5, c) for c in range(0, 9) if c != 4])
    sequences = complete(state, seat, (5, 4))
    assert sequences == [set(_cells(state, [(5, c) for c in range(0, 5)])),
                         set(_cells(state, [(5, c) for c in range(4, 9)]))]
    assert state.reason == "sequences" and state.winner == team
    assert locked_cells(state) == set(_cells(state, [(5, c) for c in range(0, 9)]))


# --- runs of six to eight (RULINGS Sequence 9) ---------------------------------------------

@pytest.mark.parametrize(
    "mine,theirs,last,five",
    [
        # run of six, cols 1..6 (row 6), open cols 7-9 on the right: lock the left five,
        # leaving cols 6..9 (the rest of the run plus three open spaces) for a second sequence
        ([(6, 1), (6, 2), (6, 4), (6, 5), (6, 6)], [], (6, 3), [(6, c) for c in range(1, 6)]),
        # run of six, cols 3..8, three open on the left, one on the right: lock the right five
        ([(6, 3), (6, 4), (6, 5), (6, 7), (6, 8)], [], (6, 6), [(6, c) for c in range(4, 9)]),
        # the same with an opponent chip on col 1: two on each side, a tie: the top-left five
        ([(6, 3), (6, 4), (6, 5), (6, 7), (6, 8)], [(6, 1)], (6, 6), [(6, c) for c in range(3, 8)]),
        # the same with an own chip on col 1 instead: own spaces count like open ones
        ([(6, 3), (6, 4), (6, 5), (6, 7), (6, 8), (6, 1)], [], (6, 6), [(6, c) for c in range(4, 9)]),
        # run of seven, cols 2..8: three on the left side beat two on the right
        ([(7, 2), (7, 3), (7, 4), (7, 6), (7, 7), (7, 8)], [], (7, 5), [(7, c) for c in range(4, 9)]),
        # run of eight, cols 1..8: one open space each side, a tie: the top-left five
        ([(7, c) for c in (1, 2, 3, 5, 6, 7, 8)], [], (7, 4), [(7, c) for c in range(1, 6)]),
        # run of eight with an opponent on col 9: the right five keep the left stretch
        ([(7, c) for c in (1, 2, 3, 5, 6, 7, 8)], [(7, 9)], (7, 4), [(7, c) for c in range(4, 9)]),
        # a column, run of six, rows 2..7, symmetric: the five nearer the top
        ([(r, 6) for r in (2, 3, 5, 6, 7)], [(0, 6), (9, 6)], (4, 6), [(r, 6) for r in range(2, 7)]),
        # a run of six through a free corner (row 0, cols 0..5): the right side is longer
        ([(0, 1), (0, 2), (0, 4), (0, 5)], [], (0, 3), [(0, c) for c in range(0, 5)]),
        # an anti-diagonal run of seven from the free corner (0,9) to (6,3), an opponent
        # below it: two spaces either way, a tie: the five first in reading order (the top)
        ([(1, 8), (2, 7), (4, 5), (5, 4), (6, 3)], [(7, 2)], (3, 6), [(r, 9 - r) for r in range(0, 5)]),
    ],
)
def test_runs_of_six_to_eight_lock_the_five_that_leave_the_longer_stretch(mine, theirs, last, five) -> None:
    """RULINGS Sequence 9: when a placement makes a run of six to eight that holds only one new
    sequence, the locked five sit at one end of the run: the end that leaves the longer stretch
    for a second sequence (the rest of the run plus the open or own spaces past its other end);
    on a tie, the five nearer the top-left."""
    state, seat, team = _game()
    put(state, team, mine)
    put(state, 1 - team, theirs)
    sequences = complete(state, seat, last)
    expected = {at(state, r, c) for r, c in five}
    assert sequences == [expected]
    assert locked_cells(state) == {cell for cell in expected if state.chips[cell] == team}
    assert state.reason is None


def test_the_stretch_left_after_a_run_of_six_makes_the_second_sequence() -> None:
    """RULINGS Sequence 9: the five locked at the left end of a run of six leave the right
    end for a second sequence, which shares one space and wins (RULINGS Sequence 10)."""
    state, seat, team = _game()
    put(state, team, [(6, 1), (6, 2), (6, 4), (6, 5), (6, 6)])
    complete(state, seat, (6, 3))
    state.to_move = seat
    put(state, team, [(6, 7), (6, 8)])
    assert len(complete(state, seat, (6, 9))) == 2
    assert state.reason == "sequences" and state.winner == team


# --- winning (RULINGS Sequence 10) ------------------------------------------------------------

@pytest.mark.parametrize("players,teams", [(3, 3), (6, 3), (9, 3), (12, 3)])
def test_one_sequence_wins_with_three_teams(players: int, teams: int) -> None:
    """RULINGS Sequence 10 / rulebook: 'For 3 players or 3 teams: One player or team must score
    ONE SEQUENCE'."""
    state, seat, team = _game(players, teams)
    put(state, team, [(2, c) for c in range(1, 5)])
    complete(state, seat, (2, 5))
    assert state.is_over and state.winner == team
    assert state.result().winner_teams == (team,) and state.result().reason == "sequences"
    assert list(state.result().winners) == [s for s in range(players) if s % teams == team]
    assert state.legal_actions(state.to_move) == []


@pytest.mark.parametrize("players,teams", [(2, 2), (4, 2), (6, 2), (8, 2), (10, 2), (12, 2)])
def test_two_sequences_win_with_two_teams(players: int, teams: int) -> None:
    """RULINGS Sequence 10 / rulebook: 'For 2 players or 2 teams: One player or team must score
    TWO SEQUENCES'."""
    state, seat, team = _game(players, teams)
    put(state, team, [(2, c) for c in range(1, 5)] + [(5, c) for c in range(1, 5)])
    complete(state, seat, (2, 5))
    assert not state.is_over and state.result() is None
    while state.to_move != seat:  # everyone else plays once
        mover = state.to_move
        state.apply(mover, next(a for a in state.legal_actions(mover) if isinstance(a, Play)
                                and state.rules.kind[a.card] == 0 and a.cell // 10 not in (2, 5)))
    complete(state, seat, (5, 5))
    assert state.is_over and state.winner == team
    assert state.result().to_json() == {"winner_team": team, "winners": [s for s in range(players) if s % 2 == team],
                                        "reason": "sequences", "forfeit_seat": None, "turns": players + 1}
    assert list(state.result().winners) == [s for s in range(players) if s % 2 == team]


def test_the_turn_limit_ends_a_match_in_a_draw() -> None:
    """RULINGS Sequence 13: matches between programs may end in a draw at a turn cap."""
    state = SequenceState.new({"players": 2, "turn_limit": 3}, 5)
    for _ in range(3):
        seat = state.to_move
        state.apply(seat, next(a for a in state.legal_actions(seat) if isinstance(a, Play)
                               and state.rules.kind[a.card] == 0))
    assert state.is_over
    assert state.result().to_json() == {"winner_team": None, "winners": [], "reason": "turn-limit", "forfeit_seat": None, "turns": 3}
    assert SequenceState.new({"players": 2}, 5).turn_limit is None  # people's games have none
