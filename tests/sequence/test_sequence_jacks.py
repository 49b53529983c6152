"""Sequence special cards: two-eyed (wild) and one-eyed (remove) jacks,
and dead cards (RULINGS Sequence 5 and 6, the rulebooks' 'The Jacks' and
'Dead Card' sections)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.errors import IllegalAction
from engine.sequence.actions import PASS, Play, TurnIn
from engine.sequence.sequences import EMPTY
from tests.sequence_helpers import (
    all_cards, at, deal, lock, new_game, open_spaces, put, run_down_deck, snapshot, spaces_of, stack,
)

CORNERS = [(0, 0), (0, 9), (9, 0), (9, 9)]
FILLER = ["2S", "3S", "4S", "6S", "7S", "8S"]


def _game(players: int = 2, teams: int | None = None, seed: int = 1):
    state = new_game(players, teams=teams, seed=seed)
    seat = state.to_move
    return state, seat, seat % state.teams


# --- wild jacks -------------------------------------------------------------------------

@pytest.mark.parametrize("jack", ["JD", "JC"])
def test_two_eyed_jacks_are_wild_on_any_open_space_never_a_corner(jack: str) -> None:
    """RULINGS Sequence 5: J♦ and J♣ (two eyes) are wild: place on any open space, never a corner."""
    state, seat, team = _game()
    deal(state, seat, [jack] + FILLER)
    put(state, 1 - team, [at(state, 4, 4)])
    put(state, team, [at(state, 6, 6)])
    wild = sorted(a.cell for a in state.legal_actions(seat) if a.card == jack)
    assert wild == open_spaces(state)
    assert len(wild) == 100 - 4 - 2
    for corner in CORNERS:
        assert at(state, *corner) not in wild
        with pytest.raises(IllegalAction, match="corner"):
            state.check(seat, Play(jack, at(state, *corner)))
    for covered in (at(state, 4, 4), at(state, 6, 6)):
        with pytest.raises(IllegalAction, match="covered"):
            state.check(seat, Play(jack, covered))
    # a space whose card is not in the hand at all
    target = at(state, 7, 3)
    state.apply(seat, Play(jack, target))
    assert state.chips[target] == team
    assert state.discards[seat] == [jack]


def test_one_eyed_jacks_are_not_wild() -> None:
    """RULINGS Sequence 5: J♥ and J♠ only remove; they never place a chip."""
    state, seat, team = _game()
    deal(state, seat, ["JH", "JS"] + FILLER[:5])
    with pytest.raises(IllegalAction, match="needs an opponent's chip"):
        state.check(seat, Play("JH", at(state, 5, 5)))
    assert not any(isinstance(a, Play) and a.card in ("JH", "JS") for a in state.legal_actions(seat))


def test_two_eyed_jacks_do_not_remove() -> None:
    """RULINGS Sequence 5: a wild jack places on an open space; it cannot take a chip off."""
    state, seat, team = _game()
    deal(state, seat, ["JD"] + FILLER)
    put(state, 1 - team, [at(state, 5, 5)])
    with pytest.raises(IllegalAction, match="covered"):
        state.check(seat, Play("JD", at(state, 5, 5)))


# --- remove jacks -------------------------------------------------------------------------

@pytest.mark.parametrize("jack", ["JH", "JS"])
def test_one_eyed_jacks_remove_an_opponent_chip_and_end_the_turn(jack: str) -> None:
    """RULINGS Sequence 5: J♥ and J♠ remove one chip of another team that is not in a
    completed sequence; the turn then ends with no placement (rulebook: 'That completes
    your turn. You cannot place one of your marker chips on that same space during this turn')."""
    state, seat, team = _game()
    deal(state, seat, [jack, "5H"] + FILLER[:5])
    mine, theirs, locked = at(state, 2, 2), at(state, 3, 3), at(state, 1, 1)
    put(state, team, [mine])
    put(state, 1 - team, [theirs, locked])
    state.locked[locked] = 1
    removes = [a for a in state.legal_actions(seat) if a.card == jack]
    assert removes == [Play(jack, theirs)]
    left = state.chips_left[:]
    state.apply(seat, Play(jack, theirs))
    assert state.chips[theirs] == EMPTY
    assert state.chips_left[team] == left[team]  # nothing placed
    assert state.chips_left[1 - team] == left[1 - team] + 1
    assert state.chips.count(team) == 1
    assert state.to_move == (seat + 1) % 2 and state.turn == 1  # the turn is over
    assert state.discards[seat] == [jack] and len(state.hands[seat]) == 7
    with pytest.raises(IllegalAction, match="turn"):
        state.check(seat, Play("JD", theirs))


def test_remove_never_your_own_team_nor_a_locked_chip_nor_a_corner() -> None:
    """RULINGS Sequence 5: never your own team's chip, never a chip in a completed sequence,
    never a corner; RULINGS Sequence 9: completed sequences are locked."""
    state, seat, team = _game()
    deal(state, seat, ["JS"] + FILLER)
    row = [at(state, 2, c) for c in range(1, 6)]
    put(state, 1 - team, row)
    lock(state, 1 - team, row)
    put(state, team, [at(state, 5, 5)])
    assert not any(a.card == "JS" for a in state.legal_actions(seat) if isinstance(a, Play))
    assert state.legal_actions(seat) != []
    with pytest.raises(IllegalAction, match="completed sequence"):
        state.check(seat, Play("JS", row[2]))
    with pytest.raises(IllegalAction, match="your own team"):
        state.check(seat, Play("JS", at(state, 5, 5)))
    for corner in CORNERS:
        with pytest.raises(IllegalAction, match="corner"):
            state.check(seat, Play("JS", at(state, *corner)))


def test_remove_in_a_team_game_spares_partners() -> None:
    """RULINGS Sequence 2 and 5: a partner's chip is your own team's chip."""
    state, seat, team = _game(players=4)
    partner = (seat + 2) % 4
    assert partner % 2 == team
    deal(state, seat, ["JH"] + FILLER[:5])
    put(state, team, [at(state, 2, 2)])
    put(state, 1 - team, [at(state, 3, 3)])
    assert [a for a in state.legal_actions(seat) if a.card == "JH"] == [Play("JH", at(state, 3, 3))]


def test_remove_with_three_teams_takes_either_other_team() -> None:
    """RULINGS Sequence 5: 'one chip of another team': with three teams, either of the two others."""
    state, seat, team = _game(players=3)
    others = [t for t in range(3) if t != team]
    deal(state, seat, ["JS"] + FILLER[:5])
    put(state, team, [at(state, 2, 2)])
    put(state, others[0], [at(state, 3, 3)])
    put(state, others[1], [at(state, 4, 4), at(state, 4, 5)])
    state.locked[at(state, 4, 5)] = 1
    removes = sorted(a.cell for a in state.legal_actions(seat) if a.card == "JS")
    assert removes == [at(state, 3, 3), at(state, 4, 4)]
    state.apply(seat, Play("JS", at(state, 4, 4)))
    assert state.chips[at(state, 4, 4)] == EMPTY
    assert state.chips_left[others[1]] == 35 - 1  # red's supply (RULINGS Sequence 11)


def test_jacks_are_never_dead() -> None:
    """RULINGS Sequence 6: a dead card is a non-jack card; jacks are playable whenever a space allows."""
    state, seat, team = _game()
    deal(state, seat, ["JD", "JS"] + FILLER[:5])
    assert not state.is_dead("JD") and not state.is_dead("JS")
    with pytest.raises(IllegalAction, match="not dead"):
        state.check(seat, TurnIn("JS"))


# --- dead cards ---------------------------------------------------------------------------

def test_dead_card_turn_in_draws_at_once_and_the_turn_goes_on() -> None:
    """RULINGS Sequence 6: a card whose spaces are all covered is dead; on your turn, before
    playing, you may turn in one; you draw its replacement at once and then play as usual."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "6H"] + FILLER[:5])
    put(state, 1 - team, [spaces_of(state, "5H")[0]])
    put(state, team, [spaces_of(state, "5H")[1]])
    put(state, 1 - team, spaces_of(state, "6H"))
    stack(state, ["9H"])
    assert state.is_dead("5H") and state.is_dead("6H")
    legal = state.legal_actions(seat)
    assert TurnIn("5H") in legal and TurnIn("6H") in legal
    assert not any(isinstance(a, Play) and a.card in ("5H", "6H") for a in legal)
    state.apply(seat, TurnIn("5H"))
    assert state.discards[seat] == ["5H"]
    assert state.hands[seat][-1] == "9H" and len(state.hands[seat]) == 7
    assert state.to_move == seat and state.turn == 0  # the same turn goes on
    observation = state.observation(seat)
    assert observation["dead_turned_in"] is True and observation["turn"] == 0
    # at most one per turn
    assert not any(isinstance(a, TurnIn) for a in state.legal_actions(seat))
    with pytest.raises(IllegalAction, match="only one dead card"):
        state.check(seat, TurnIn("6H"))
    # then play as usual; the next turn may turn in again
    state.apply(seat, Play("9H", spaces_of(state, "9H")[0]))
    assert state.turn == 1 and state.to_move != seat and state.dead_turned_in is False
    assert state.observation(seat)["dead_turned_in"] is False
    state.apply(state.to_move, next(a for a in state.legal_actions(state.to_move) if isinstance(a, Play)))
    assert TurnIn("6H") in state.legal_actions(seat)


def test_a_card_with_an_open_space_is_not_dead() -> None:
    """RULINGS Sequence 6: dead only when all its spaces are covered."""
    state, seat, team = _game()
    deal(state, seat, ["5H"] + FILLER)
    put(state, 1 - team, [spaces_of(state, "5H")[0]])
    assert not state.is_dead("5H")
    assert TurnIn("5H") not in state.legal_actions(seat)
    with pytest.raises(IllegalAction, match="not dead"):
        state.check(seat, TurnIn("5H"))


def test_turning_in_is_optional() -> None:
    """RULINGS Sequence 6: 'Turning in is optional': the player may play without turning in
    and keep the dead card."""
    state, seat, team = _game()
    deal(state, seat, ["5H"] + FILLER)
    put(state, 1 - team, spaces_of(state, "5H"))
    legal = state.legal_actions(seat)
    assert TurnIn("5H") in legal and any(isinstance(a, Play) for a in legal)
    state.apply(seat, Play("2S", spaces_of(state, "2S")[0]))
    assert "5H" in state.hands[seat]


def test_a_dead_card_is_turned_in_before_playing_not_after() -> None:
    """RULINGS Sequence 6: 'before playing': once the chip is placed the turn is over."""
    state, seat, team = _game()
    deal(state, seat, ["5H"] + FILLER)
    put(state, 1 - team, spaces_of(state, "5H"))
    state.apply(seat, Play("2S", spaces_of(state, "2S")[0]))
    with pytest.raises(IllegalAction, match="turn"):
        state.check(seat, TurnIn("5H"))


def test_a_dead_card_can_be_turned_in_when_the_pile_is_empty() -> None:
    """RULINGS Sequence 6 and 8 / bot protocol: if the draw pile is empty, the discards (the dead
    card among them) are shuffled first, then the replacement is drawn."""
    state, seat, team = _game()
    deal(state, seat, ["5H"] + FILLER)
    put(state, 1 - team, spaces_of(state, "5H"))
    run_down_deck(state, keep=0, seat=1 - seat)
    cards = all_cards(state)
    pool = Counter(state.discards[1 - seat]) + Counter(["5H"])
    state.apply(seat, TurnIn("5H"))
    assert state.discards == [[], []]
    assert Counter(state.deck) + Counter([state.hands[seat][-1]]) == pool
    assert len(state.hands[seat]) == 7
    assert all_cards(state) == cards
    assert state.to_move == seat


def test_a_dead_card_drawn_as_replacement_waits_for_the_next_turn() -> None:
    """RULINGS Sequence 6: at most one turned in per turn, even if the replacement is dead too;
    a seat left with nothing legal then passes (RULINGS Sequence 11)."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "6H"])
    put(state, 1 - team, spaces_of(state, "5H") + spaces_of(state, "6H") + spaces_of(state, "7H"))
    stack(state, ["7H"])
    state.apply(seat, TurnIn("5H"))
    assert sorted(state.hands[seat]) == ["6H", "7H"]
    assert state.legal_actions(seat) == [PASS]
    state.apply(seat, PASS)
    assert state.to_move != seat and state.turn == 1


def test_a_rejected_turn_in_changes_nothing() -> None:
    """Core: a second turn-in in one turn is refused and leaves the state exactly as it was."""
    state, seat, team = _game()
    deal(state, seat, ["5H", "6H"] + FILLER[:5])
    put(state, 1 - team, spaces_of(state, "5H") + spaces_of(state, "6H"))
    state.apply(seat, TurnIn("5H"))
    before = snapshot(state)
    with pytest.raises(IllegalAction) as caught:
        state.apply(seat, TurnIn("6H"))
    assert caught.value.seat == seat and caught.value.action == TurnIn("6H")
    assert snapshot(state) == before


def test_dead_card_json_form() -> None:
    """Bot protocol: `{"card": "5H", "dead": true}` turns in a dead card."""
    state, seat, _ = _game()
    assert state.action_to_json(TurnIn("5H")) == {"card": "5H", "dead": True}
    assert state.action_from_json({"card": "5h", "dead": True}) == TurnIn("5H")
    assert state.action_to_json(Play("JS", at(state, 3, 4))) == {"card": "JS", "cell": [3, 4]}
    assert state.action_from_json({"card": "JS", "cell": [3, 4]}) == Play("JS", at(state, 3, 4))
    for bad in ([], {"cell": [1, 1]}, {"card": "5H"}, {"card": "5H", "cell": [10, 0]}, {"card": "5H", "cell": [1, True]}):
        with pytest.raises(ValueError):
            state.action_from_json(bad)
