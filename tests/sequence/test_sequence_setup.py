"""Sequence set-up: tables and teams, hand sizes, the cut, the deal, the
first player, the decks and the chip supplies (RULINGS Sequence 2-4, 10-12)."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.core.errors import SetupError
from engine.sequence.cards import ALL_CARDS, BOARD_CARDS, cut_value
from engine.sequence.state import SequenceState
from tests.sequence_helpers import all_cards, new_game

# (players, teams) for every table the rulings allow (RULINGS Sequence 2).
TABLES = [(2, 2), (3, 3), (4, 2), (6, 2), (6, 3), (8, 2), (9, 3), (10, 2), (12, 2), (12, 3)]
HAND_SIZES = {2: 7, 3: 6, 4: 6, 6: 5, 8: 4, 9: 4, 10: 3, 12: 3}  # RULINGS Sequence 3


@pytest.mark.parametrize("players,teams", TABLES)
def test_every_table_size_and_team_choice_starts(players: int, teams: int) -> None:
    """RULINGS Sequence 2: 2, 3, 4, 6, 8, 9, 10, 12 players; 6 and 12 choose 2 or 3 teams."""
    state = new_game(players, teams=teams)
    assert state.players == players
    assert state.teams == teams
    assert state.config["teams"] == teams
    assert state.start_message(0)["teams"] == [seat % teams for seat in range(players)]


@pytest.mark.parametrize("players,teams", [(2, 2), (3, 3), (4, 2), (6, 2), (8, 2), (9, 3), (10, 2), (12, 2)])
def test_default_team_count(players: int, teams: int) -> None:
    """RULINGS Sequence 2: up to 3 play alone; 4, 8, 10 play in 2 teams, 9 in 3;
    6 and 12 default to the first choice (2 teams) when the setup does not say."""
    assert new_game(players).teams == teams


@pytest.mark.parametrize("players,teams", TABLES)
def test_seats_alternate_teams(players: int, teams: int) -> None:
    """RULINGS Sequence 2: seat i plays for team i mod T, so teams alternate round the table;
    the rulebook: 'Team members must alternate their physical positions'."""
    state = new_game(players, teams=teams)
    assert state.team_list() == [seat % teams for seat in range(players)]
    for seat in range(players):
        assert state.observation(seat)["team"] == seat % teams
        assert state.observation(seat)["team"] != state.observation((seat + 1) % players)["team"]
    sizes = Counter(state.team_list())
    assert set(sizes.values()) == {players // teams}  # teams of equal size


@pytest.mark.parametrize(
    "config,words",
    [
        ({"players": 1}, "not 1"),
        ({"players": 5}, "not 5"),
        ({"players": 7}, "not 7"),
        ({"players": 11}, "not 11"),
        ({"players": 13}, "not 13"),
        ({"players": 0}, "not 0"),
        ({"players": -2}, "not -2"),
        ({"players": "4"}, "players must be a number"),
        ({"players": True}, "players must be a number"),
        ({"players": 2, "teams": 1}, "not 1"),
        ({"players": 3, "teams": 2}, "not 2"),
        ({"players": 4, "teams": 3}, "not 3"),
        ({"players": 8, "teams": 3}, "not 3"),
        ({"players": 9, "teams": 2}, "not 2"),
        ({"players": 10, "teams": 3}, "not 3"),
        ({"players": 12, "teams": 4}, "not 4"),
        ({"players": 12, "teams": 6}, "not 6"),
        ({"players": 6, "teams": "3"}, "teams must be a number"),
        ({"players": 2, "variant": "poker"}, "unknown Sequence variant"),
        ({"players": 2, "variant": ["classic"]}, "variant"),
        ({"players": 2, "turn_limit": 0}, "turn_limit"),
        ({"players": 2, "board": 42}, "board"),
    ],
)
def test_invalid_tables_are_refused_with_a_clear_setup_error(config: dict, words: str) -> None:
    """RULINGS Sequence 2: any other table, team count or variant is refused before play."""
    with pytest.raises(SetupError, match=words):
        SequenceState.new(config, 1)


def test_setup_error_for_a_bad_seed_and_a_bad_config() -> None:
    """The rules only start from an integer seed and an object configuration."""
    with pytest.raises(SetupError):
        SequenceState.new({"players": 2}, "7")  # type: ignore[arg-type]
    with pytest.raises(SetupError):
        SequenceState.new([2], 7)  # type: ignore[arg-type]


def test_setup_error_names_the_allowed_choices() -> None:
    """RULINGS Sequence 2: 6 players may play in 2 or 3 teams; the message says so."""
    with pytest.raises(SetupError, match="2 or 3 teams"):
        SequenceState.new({"players": 6, "teams": 4}, 1)
    with pytest.raises(SetupError, match="2, 3, 4, 6, 8, 9, 10 or 12"):
        SequenceState.new({"players": 5}, 1)


@pytest.mark.parametrize("players,teams", TABLES)
@pytest.mark.parametrize("variant", ["classic", "custom"])
def test_hand_sizes_and_the_deal(players: int, teams: int, variant: str) -> None:
    """RULINGS Sequence 3: 2:7, 3:6, 4:6, 6:5, 8:4, 9:4, 10:3, 12:3; the dealer deals
    'the same number of cards to each player' and the rest is the draw pile."""
    state = new_game(players, teams=teams, variant=variant, seed=players * 7 + teams)
    size = HAND_SIZES[players]
    assert [len(hand) for hand in state.hands] == [size] * players
    assert state.setup_info()["hand_size"] == size
    assert len(state.deck) == len(state.rules.deck) - players * size
    assert all(pile == [] for pile in state.discards)
    assert all_cards(state) == Counter(state.rules.deck)


def test_classic_deck_is_two_standard_decks() -> None:
    """Rulebook: '104 Sequence Cards' (two 52-card decks, jokers not used); RULINGS Sequence 5:
    JD, JC wild and JH, JS remove."""
    state = new_game(2)
    assert len(state.rules.deck) == 104
    assert Counter(state.rules.deck) == Counter({card: 2 for card in ALL_CARDS})
    assert state.setup_info()["wild"] == ["JC", "JD"]
    assert state.setup_info()["remove"] == ["JH", "JS"]


def test_custom_deck_has_112_cards() -> None:
    """RULINGS Sequence 12: the 96 non-jack cards plus 8 purple (wild) and 8 orange (remove)."""
    state = new_game(2, variant="custom")
    deck = Counter(state.rules.deck)
    assert len(state.rules.deck) == 112
    assert deck == Counter({**{card: 2 for card in BOARD_CARDS}, "PW": 8, "OR": 8})
    assert not any(card[0] == "J" for card in deck)
    assert state.setup_info()["wild"] == ["PW"]
    assert state.setup_info()["remove"] == ["OR"]


@pytest.mark.parametrize(
    "players,teams,variant,supply",
    [
        (2, 2, "classic", [50, 50]),
        (3, 3, "classic", [50, 50, 35]),
        (6, 3, "classic", [50, 50, 35]),
        (12, 2, "classic", [50, 50]),
        (2, 2, "custom", [50, 50]),
        (9, 3, "custom", [50, 50, 50]),
    ],
)
def test_chip_supplies(players: int, teams: int, variant: str, supply: list[int]) -> None:
    """RULINGS Sequence 11 and the rulebooks: blue 50, green 50, red 35 (red only for a
    third team); the custom board gives 50 of each."""
    state = new_game(players, teams=teams, variant=variant)
    assert state.chips_left == supply
    assert state.observation(0)["chips_left"] == supply
    assert state.setup_info()["colours"] == ["blue", "green", "red"][:teams]


def test_win_target_in_setup() -> None:
    """RULINGS Sequence 10: two sequences with 2 players or teams, one with 3."""
    for players, teams, target in [(2, 2, 2), (4, 2, 2), (12, 2, 2), (3, 3, 1), (6, 3, 1), (9, 3, 1), (12, 3, 1)]:
        state = new_game(players, teams=teams)
        assert state.to_win == target
        assert state.setup_info()["to_win"] == target


def test_aces_are_high_in_the_cut() -> None:
    """RULINGS Sequence 4: lowest deals, aces high: 2 is the lowest rank, then up to K, then A."""
    order = [cut_value(rank + "S") for rank in "23456789TJQKA"]
    assert order == sorted(order) and len(set(order)) == 13
    assert cut_value("AH") > cut_value("KH") > cut_value("2H")


def _check_cut(state: SequenceState) -> None:
    """The cut rounds of one game follow RULINGS Sequence 4."""
    players = state.players
    rounds = state.cut
    assert rounds, "the state keeps its cut"
    assert [seat for seat, _ in rounds[0]] == list(range(players)), "every seat cuts"
    for earlier, later in zip(rounds, rounds[1:]):
        low = min(cut_value(card) for _, card in earlier)
        tied = [seat for seat, card in earlier if cut_value(card) == low]
        assert len(tied) > 1, "only a tie for lowest cuts again"
        assert [seat for seat, _ in later] == tied, "the tied seats (and only they) cut again"
    last = rounds[-1]
    low = min(cut_value(card) for _, card in last)
    lowest = [seat for seat, card in last if cut_value(card) == low]
    assert lowest == [state.dealer], "the one lowest card deals"
    # the cut cards are real cards of the deck, each copy cut at most once
    cut_cards = Counter(card for round_ in rounds for _, card in round_)
    assert not cut_cards - Counter(state.rules.deck)
    # the seat after the dealer plays first (the rulebook: 'Beginning with the player
    # to the left of the dealer')
    assert state.to_move == (state.dealer + 1) % players
    assert state.acting.seats == (state.to_move,)
    assert state.setup_info()["dealer"] == state.dealer
    assert state.setup_info()["cut"] == [[[seat, card] for seat, card in round_] for round_ in rounds]


@pytest.mark.parametrize("players,teams", TABLES)
def test_the_cut_lowest_deals_ties_cut_again(players: int, teams: int) -> None:
    """RULINGS Sequence 4: every seat cuts, lowest deals, aces high, ties cut again;
    play starts from the seat after the dealer."""
    for seed in range(40):
        _check_cut(new_game(players, teams=teams, seed=seed))


def test_the_cut_goes_again_on_a_tie_and_an_ace_never_deals_against_a_lower_card() -> None:
    """RULINGS Sequence 4: find real games with a tie for lowest (the tied seats cut again)
    and with an ace and a lower card in the same round (the ace does not deal)."""
    ties = aces = 0
    for seed in range(300):
        state = new_game(12, teams=3, seed=seed)
        _check_cut(state)
        if len(state.cut) > 1:
            ties += 1
        for number, round_ in enumerate(state.cut):
            if len({card[0] for _, card in round_}) == 1:
                continue  # everyone cut the same rank: no card is lower
            goes_on = state.cut[number + 1] if number + 1 < len(state.cut) else [(state.dealer, "")]
            for seat, card in round_:
                if card[0] == "A":
                    aces += 1
                    assert seat not in [s for s, _ in goes_on], "an ace is high: it never deals against a lower card"
    assert ties > 10 and aces > 10


def test_dealer_and_first_player_vary_with_the_seed() -> None:
    """RULINGS Sequence 4 (and issue 3: 'The first player varies with the seed')."""
    firsts = {new_game(4, seed=seed).to_move for seed in range(60)}
    assert firsts == {0, 1, 2, 3}


def test_the_same_seed_sets_up_the_same_game() -> None:
    """The state's own generator makes every chance move: one seed, one set-up."""
    one, two = new_game(6, teams=3, seed=99), new_game(6, teams=3, seed=99)
    assert (one.cut, one.dealer, one.hands, one.deck) == (two.cut, two.dealer, two.hands, two.deck)
    three = new_game(6, teams=3, seed=100)
    assert (one.hands, one.deck) != (three.hands, three.deck)


@pytest.mark.parametrize("players,teams", [(2, 2), (4, 2), (6, 3), (9, 3)])
def test_play_goes_in_seat_order(players: int, teams: int) -> None:
    """RULINGS Sequence 4: play goes in seat order (clockwise) from the seat after the dealer."""
    state = new_game(players, teams=teams, seed=5)
    first = state.to_move
    for step in range(players * 2):
        seat = state.to_move
        assert seat == (first + step) % players
        for seat_other in range(players):
            if seat_other != seat:
                assert state.legal_actions(seat_other) == []
        action = next(a for a in state.legal_actions(seat) if type(a).__name__ != "TurnIn")
        state.apply(seat, action)
