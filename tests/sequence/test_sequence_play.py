"""Sequence turns: placing a chip, automatic drawing, reshuffling the
discards, chip supplies and passing (RULINGS Sequence 6-8, 11 and the
rulebooks' RULES section)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.errors import IllegalAction
from engine.sequence.actions import PASS, Play, TurnIn
from tests.sequence_helpers import (
    all_cards, at, deal, new_game, put, run_down_deck, snapshot, spaces_of,
)


def _game(players: int = 2, teams: int | None = None, seed: int = 1):
    state = new_game(players, teams=teams, seed=seed)
    seat = state.to_move
    return state, seat, seat % state.teams


def test_place_on_either_matching_space() -> None:
    """Rulebook: 'A player can play on either one of the card spaces as long as it is not
    already covered'; the card goes on the player's discard pile, then a card is drawn."""
    for which in (0, 1):
        state, seat, team = _game()
        deal(state, seat, ["5H", "2S", "3S", "4S", "6S", "7S", "8S"])
        first, second = spaces_of(state, "5H")
        plays = [a for a in state.legal_actions(seat) if a.card == "5H"]
        assert plays == [Play("5H", first), Play("5H", second)]
        target = (first, second)[which]
        top = state.deck[-1]
        left = state.chips_left[team]
        state.apply(seat, Play("5H", target))
        assert state.chips[target] == team
        assert state.chips_left[team] == left - 1
        assert state.discards[seat] == ["5H"]
        assert "5H" not in state.hands[seat]
        assert len(state.hands[seat]) == 7 and state.hands[seat][-1] == top  # RULINGS Sequence 7
        assert state.turn == 1 and state.to_move == (seat + 1) % 2
        assert state.history == [(seat, Play("5H", target))]
        assert state.observation(seat)["chips"][target // 10][target % 10] == str(team)


def test_only_the_open_space_is_offered_when_one_is_covered() -> None:
    """Rulebook: a chip goes on a matching space 'as long as it is not already covered'."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "2S", "3S", "4S", "6S", "7S", "8S"])
    first, second = spaces_of(state, "5H")
    put(state, 1 - team, [first])
    assert [a for a in state.legal_actions(seat) if a.card == "5H"] == [Play("5H", second)]
    with pytest.raises(IllegalAction, match="already covered"):
        state.check(seat, Play("5H", first))


def test_a_card_goes_only_on_a_space_showing_it() -> None:
    """Rulebook: the chip goes 'on the matching card on the game board'."""
    state, seat, _ = _game()
    deal(state, seat, ["5H", "2S", "3S", "4S", "6S", "7S", "8S"])
    with pytest.raises(IllegalAction, match="shows 6H, not 5H"):
        state.check(seat, Play("5H", spaces_of(state, "6H")[0]))
    with pytest.raises(IllegalAction, match="free corner"):
        state.check(seat, Play("5H", at(state, 0, 0)))


def test_a_card_must_be_in_the_hand_and_it_must_be_your_turn() -> None:
    """Rulebook: each player plays 'a card of their choice from their hand', in turn."""
    state, seat, _ = _game()
    deal(state, seat, ["5H", "2S", "3S", "4S", "6S", "7S", "8S"])
    with pytest.raises(IllegalAction, match="not in your hand"):
        state.check(seat, Play("6H", spaces_of(state, "6H")[0]))
    other = (seat + 1) % 2
    card = state.hands[other][0]
    with pytest.raises(IllegalAction, match=f"seat {seat}'s turn"):
        state.check(other, Play(card, spaces_of(state, card)[0]) if card in state.rules.board.cells_of else PASS)


def test_automatic_drawing_keeps_hands_full() -> None:
    """RULINGS Sequence 7: after each play the player draws automatically; the
    loss-of-card rule cannot arise."""
    state = new_game(4, seed=3)
    for _ in range(40):
        seat = state.to_move
        action = next(a for a in state.legal_actions(seat) if isinstance(a, Play))
        before = len(state.deck)
        state.apply(seat, action)
        assert len(state.hands[seat]) == 6
        assert len(state.deck) == before - 1


def test_reshuffle_the_discards_when_the_pile_runs_out() -> None:
    """RULINGS Sequence 8 / rulebook: 'When the draw deck becomes depleted during play, all
    discard piles are shuffled together to create a new draw deck.'"""
    state, seat, team = _game(players=4, seed=2)
    deal(state, seat, ["5H", "2S", "3S", "4S", "6S", "7S"])
    run_down_deck(state, keep=0, seat=0)
    # spread the discards over several seats: all piles go into the new deck
    state.discards[2].extend(state.discards[0][:10])
    del state.discards[0][:10]
    assert state.deck == []
    cards = all_cards(state)
    pooled = Counter(card for pile in state.discards for card in pile) + Counter(["5H"])
    state.apply(seat, Play("5H", spaces_of(state, "5H")[0]))
    assert all(pile == [] for pile in state.discards)
    assert len(state.hands[seat]) == 6
    assert Counter(state.deck) + Counter([state.hands[seat][-1]]) == pooled
    assert all_cards(state) == cards


def test_the_last_card_is_drawn_before_any_reshuffle() -> None:
    """RULINGS Sequence 8: the discards are shuffled in only when the draw pile is empty."""
    state, seat, _ = _game()
    deal(state, seat, ["5H", "2S", "3S", "4S", "6S", "7S", "8S"])
    run_down_deck(state, keep=1, seat=1)
    last = state.deck[-1]
    piles = [pile[:] for pile in state.discards]
    state.apply(seat, Play("5H", spaces_of(state, "5H")[0]))
    assert state.hands[seat][-1] == last
    assert state.deck == []
    assert state.discards[seat] == piles[seat] + ["5H"]
    assert state.discards[1 - seat] == piles[1 - seat]


def test_the_reshuffle_uses_the_states_generator() -> None:
    """The new pile's order comes from the state's seeded generator: the same game reshuffles the same way."""
    decks = []
    for _ in range(2):
        state, seat, _ = _game(seed=8)
        deal(state, seat, ["5H", "2S", "3S", "4S", "6S", "7S", "8S"])
        run_down_deck(state, keep=0, seat=1)
        state.apply(seat, Play("5H", spaces_of(state, "5H")[0]))
        decks.append(state.deck[:])
    assert decks[0] == decks[1]


def test_a_team_out_of_chips_cannot_place() -> None:
    """RULINGS Sequence 11: chips are limited (50/50/35); with none left a team places nothing."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "JD", "JC", "4S", "6S", "7S", "8S"])
    state.chips_left[team] = 0
    assert state.legal_actions(seat) == [PASS]
    with pytest.raises(IllegalAction, match="no chips left"):
        state.check(seat, Play("5H", spaces_of(state, "5H")[0]))
    with pytest.raises(IllegalAction, match="no chips left"):
        state.check(seat, Play("JD", at(state, 5, 5)))


def test_a_team_out_of_chips_may_still_remove() -> None:
    """RULINGS Sequence 11: a team with no chip left may still remove."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "JS", "4S", "6S", "7S", "8S", "9S"])
    put(state, 1 - team, [at(state, 5, 5)])
    state.chips_left[team] = 0
    assert state.legal_actions(seat) == [Play("JS", at(state, 5, 5))]
    state.apply(seat, Play("JS", at(state, 5, 5)))
    assert state.chips[at(state, 5, 5)] == -1
    assert state.chips_left[team] == 0


def test_a_team_out_of_chips_may_still_turn_in_a_dead_card() -> None:
    """RULINGS Sequence 11: a team with no chip left may still turn in a dead card."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "4S", "6S", "7S", "8S", "9S", "2S"])
    put(state, 1 - team, spaces_of(state, "5H"))
    state.chips_left[team] = 0
    assert state.legal_actions(seat) == [TurnIn("5H")]
    state.apply(seat, TurnIn("5H"))
    assert state.to_move == seat and state.dead_turned_in


def test_a_seat_with_nothing_legal_passes() -> None:
    """RULINGS Sequence 11: a player with no legal action passes; the pass is recorded,
    ends the turn and draws nothing."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "4S", "6S", "7S", "8S", "9S", "2S"])
    state.chips_left[team] = 0
    assert state.legal_actions(seat) == [PASS]
    assert state.forced_action(seat, state.legal_actions(seat)) == PASS
    hand, deck = state.hands[seat][:], state.deck[:]
    state.apply(seat, PASS)
    assert state.hands[seat] == hand and state.deck == deck
    assert state.turn == 1 and state.to_move == (seat + 1) % 2
    assert state.history == [(seat, PASS)]
    assert state.action_to_json(PASS) == {"pass": True}


def test_passing_is_refused_while_something_is_legal() -> None:
    """RULINGS Sequence 11: only a player with no legal action passes."""
    state, seat, _ = _game()
    assert state.legal_actions(seat) != [PASS]
    assert state.forced_action(seat, state.legal_actions(seat)) is None
    with pytest.raises(IllegalAction, match="only when nothing else is legal"):
        state.check(seat, PASS)


def test_chips_return_to_the_supply_when_removed() -> None:
    """RULINGS Sequence 11 (chip supplies): a removed chip goes back to its team, so chips on
    the board plus chips left always make the team's supply."""
    state, seat, team = _game()
    deal(state, seat, ["JH", "4S", "6S", "7S", "8S", "9S", "2S"])
    put(state, 1 - team, [at(state, 3, 3)])
    assert state.chips_left[1 - team] == 49
    state.apply(seat, Play("JH", at(state, 3, 3)))
    assert state.chips_left[1 - team] == 50


# --- illegal actions change nothing -------------------------------------------------------

def _illegal_cases(state, seat: int, team: int) -> list[tuple[int, object, str]]:
    other = (seat + 1) % state.players
    locked_cell = at(state, 1, 1)
    return [
        (other, Play("5H", spaces_of(state, "5H")[0]), "turn"),
        (seat, Play("6H", spaces_of(state, "6H")[0]), "not in your hand"),
        (seat, Play("5H", spaces_of(state, "6H")[0]), "shows"),
        (seat, Play("5H", at(state, 2, 2)), "covered"),
        (seat, Play("JD", at(state, 0, 0)), "corner"),
        (seat, Play("JD", at(state, 2, 2)), "covered"),
        (seat, Play("JS", at(state, 0, 9)), "corner"),
        (seat, Play("JS", at(state, 5, 5)), "opponent's chip"),
        (seat, Play("JS", at(state, 2, 2)), "own team"),
        (seat, Play("JS", locked_cell), "completed sequence"),
        (seat, Play("5H", 100), "off the board"),
        (seat, Play("5H", -1), "off the board"),
        (seat, TurnIn("5H"), "not dead"),
        (seat, TurnIn("7C"), "not in your hand"),
        (seat, TurnIn("JD"), "not dead"),
        (seat, PASS, "only when nothing else"),
        (seat, "5H", "not a Sequence action"),
        (seat, ("5H", 44), "not a Sequence action"),
    ]


def test_illegal_actions_raise_and_leave_the_state_exactly_unchanged() -> None:
    """Issue 3 / core: an illegal action raises IllegalAction naming the seat, the action and
    the reason, and leaves the state exactly as it was (observations, final, record)."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "JD", "JS", "4S", "6S", "7S", "8S"])
    put(state, team, [at(state, 2, 2)])
    put(state, 1 - team, [at(state, 1, 1), at(state, 3, 3)])
    state.locked[at(state, 1, 1)] = 1
    state.apply(seat, Play("4S", spaces_of(state, "4S")[0]))  # a history to keep
    state.apply(state.to_move, next(a for a in state.legal_actions(state.to_move) if isinstance(a, Play)
                                     and state.rules.kind[a.card] == 0))
    deal(state, seat, ["5H", "JD", "JS", "6S", "7S", "8S", "9S"])
    assert state.to_move == seat
    for who, action, words in _illegal_cases(state, seat, team):
        before = snapshot(state)
        with pytest.raises(IllegalAction) as caught:
            state.apply(who, action)
        error = caught.value
        assert error.seat == who and error.action == action
        assert words in error.reason
        assert f"seat {who}" in str(error) and str(action) in str(error) and error.reason in str(error)
        assert not state.is_legal(who, action)
        assert snapshot(state) == before, f"{action} changed the state"


def test_nothing_is_legal_once_the_game_is_over() -> None:
    """RULINGS Sequence 10: the game ends when a team has its sequences; no more play."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "JD", "JS", "4S", "6S", "7S", "8S"])
    state.reason, state.winner = "sequences", team
    assert state.is_over and state.acting.kind == "over"
    assert state.legal_actions(seat) == []
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="the game is over"):
        state.apply(seat, Play("5H", spaces_of(state, "5H")[0]))
    assert snapshot(state) == before
