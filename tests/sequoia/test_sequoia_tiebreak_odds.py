"""A tiebreaker turn's choice valued exactly for a game of two (issue 83; engine/sequoia/tiebreak_odds.py),
from the rulebook: TIES "If there is a tie for 1st place, remove all tree tokens from the players not
tied for 1st place"; TIEBREAKER TURNS "New tokens can only be added where a player is tied; therefore,
some pairs of dice will have no effect" and "Score after every tiebreaker turn and continue playing
tiebreaker turns until all remaining Point Tokens have been rewarded"."""
from __future__ import annotations

from engine.core.record import advance_chance, loads
from engine.core.rng import Rng
from engine.sequoia.actions import Sums
from engine.sequoia.ai.view import FOREST_COUNT, Position, read_position
from engine.sequoia.forests import FOREST_BASE
from engine.sequoia.puzzle import UNIT, points, position_of, puzzle_of
from engine.sequoia.state import SequoiaState
from engine.sequoia.ai.tiebreak import roll_classes
from engine.sequoia.tiebreak_odds import Chain, _quick_pair, heuristic_pair, in_unit, tiebreak_values

SUNDAY = "2026-12-06"  # a tiebreaker day (engine/sequoia/puzzle.py TIEBREAK_FROM)


def _tied(forests: dict[int, tuple[int, int]], scores: tuple[int, int] = (0, 0)) -> Position:
    """Seat 0's view of a game of two tied (one tree each) in `forests`: total -> (first, second) token."""
    first = [3.0] * FOREST_COUNT
    second = [1.0] * FOREST_COUNT
    for total, (a, b) in forests.items():
        first[total - FOREST_BASE], second[total - FOREST_BASE] = float(a), float(b)
    tied = [(0, 1) if f + FOREST_BASE in forests else () for f in range(FOREST_COUNT)]
    return Position(seat=0, players=2, turn=10, tiebreak=True,
                    counts=[[1, 1] if t else [0, 0] for t in tied], first_value=first, second_value=second,
                    tied=tied, tie_first=[bool(t) for t in tied], scores=list(scores))


def test_both_playing_alike_share_a_tie_s_tokens_in_the_long_run() -> None:
    """TIEBREAKER TURNS "continue playing tiebreaker turns until all remaining Point Tokens have been
    rewarded": every token of the ties is won in the end, and two players choosing alike each expect
    half of them, exactly (the loop of turns that break nothing solved, not cut)."""
    for forests in ({7: (5, 1)}, {2: (6, 2)}, {4: (4, 1), 10: (3, 1)}, {3: (5, 1), 8: (3, 1), 12: (2, 1)}):
        position = _tied(forests)
        tied = tuple(total - FOREST_BASE for total in sorted(forests))
        shared = sum(a + b for a, b in forests.values())
        assert Chain(position).value(tied) == ((shared, 2) if shared % 2 else (shared // 2, 1)), forests


def test_a_pair_outside_the_ties_has_no_effect() -> None:
    """TIEBREAKER TURNS "some pairs of dice will have no effect": pairs that grow in no tied forest are
    worth the same, and less than one that grows in the tie; the points won already count in full."""
    position = _tied({7: (5, 1)}, scores=(9, 4))
    values = tiebreak_values(position, [(2, 3), (4, 12), (3, 7)])
    assert values[0] == values[1] < values[2]
    assert 9 < points(in_unit(values[0], UNIT)) < 9 + 6


def test_two_trees_in_a_tie_beat_one() -> None:
    """TIES: the tie breaks when one player has more trees there; a rival growing one tree too keeps it
    tied against one, not against two."""
    position = _tied({7: (5, 1)})
    one, two = tiebreak_values(position, [(2, 7), (7, 7)])
    assert one[0] * two[1] < two[0] * one[1]


def test_the_values_agree_with_tiebreaker_turns_played_out() -> None:
    """A Sunday's tiebreaker puzzle: its best and worst pairs played out by the engine's own tiebreaker
    turns and scoring (the rival and the later turns by the heuristic) average within a few tenths of
    their exact values."""
    puzzle = puzzle_of(SUNDAY)
    assert puzzle.tiebreak
    start = loads(puzzle.record, game="sequoia")
    assert isinstance(start, SequoiaState)
    advance_chance(start)
    seat = puzzle.seat
    best = puzzle.answers[0]
    worst = min(puzzle.pairs, key=puzzle.value)

    def pick(state: SequoiaState, s: int) -> Sums:
        return Sums(*heuristic_pair(read_position(state.observation(s), None), state.legal_actions(s)))

    for pair in (best, worst):
        total, games = 0, 600
        for game in range(games):
            state = start.scrambled(seat, Rng(game))  # the rival's roll anew
            state.apply(seat, pair)
            state.apply(1 - seat, pick(state, 1 - seat))
            while not state.is_over:
                advance_chance(state)
                for s in state.to_choose:
                    if s not in state.choices and not state.is_over:
                        state.apply(s, pick(state, s))
            total += state.scores()[seat]
        assert abs(total / games - points(puzzle.value(pair))) < 0.4, (pair, total / games, points(puzzle.value(pair)))


def test_a_tiebreaker_puzzle_s_values_come_from_what_its_seat_sees() -> None:
    """The rival's roll changed (what the seat cannot see): the same values."""
    puzzle = puzzle_of(SUNDAY)
    state = loads(puzzle.record, game="sequoia")
    assert isinstance(state, SequoiaState)
    advance_chance(state)
    for seed in range(3):
        other = state.scrambled(puzzle.seat, Rng(seed))
        position = position_of(other, puzzle.seat)
        assert [in_unit(v, UNIT) for v in tiebreak_values(position, puzzle.pairs)] == puzzle.values


def test_the_quick_heuristic_plays_the_ai_s_pair() -> None:
    """The chain's whole-number heuristic picks, for every roll, the pair the AIs' greedy tiebreaker
    heuristic picks (engine/sequoia/ai/greedy.py), in ties of every stake."""
    position = _tied({2: (6, 2), 5: (3, 1), 7: (5, 1), 11: (4, 1)})
    tied = [f for f in range(FOREST_COUNT) if position.tied[f]]
    stakes = {f: int(position.first_value[f] - position.second_value[f]) for f in tied}
    for pairs, _count in roll_classes():
        assert _quick_pair(stakes, pairs) == heuristic_pair(position, pairs), pairs
