"""Sequoia scenario tests, one or more per rule, each citing the rulebook
(seeds/sequoia-rules.txt) or RULINGS Sequoia N.

Scenarios are set up by playing real turns where possible; to reach a
chosen position quickly, the helpers set the trees standing before the
tenth turn and choose each seat's dice (overriding the generator's roll
after `resolve_chance`)."""

from __future__ import annotations

import json

import pytest

from engine.core.errors import IllegalAction, SetupError
from engine.core.record import dumps, loads
from engine.core.state import CHANCE, OVER, SIMULTANEOUS
from engine.sequoia.actions import Sums, action_from_json
from engine.sequoia.dice import ALL_PAIRS, can_reach_a_tie, reachable_pairs
from engine.sequoia.forests import FIRST, FIRST_TOKENS, FORESTS, SECOND, SECOND_TOKENS
from engine.sequoia.scoring import score_forest
from engine.sequoia.state import TIEBREAK_LIMIT, TREES, TURNS, SequoiaState

# Dice that can make exactly the listed totals of interest.
ONES = (1, 1, 1, 1, 2)        # pairs (2, 2) and (2, 3)
SIXES_HIGH = (6, 6, 6, 6, 5)  # pairs (12, 12) and (11, 12)
LOW = (1, 1, 2, 2, 3)          # pairs (2, 4), (3, 3), (2, 5), (3, 4)
# A tenth-turn move per seat, each in forests of its own (2, 12, 3, 10, 4),
# so that no tie arises outside the forests a scenario is about.
FILL = {
    0: (ONES, (2, 2)),
    1: (SIXES_HIGH, (12, 12)),
    2: (LOW, (3, 3)),
    3: ((5, 5, 5, 5, 6), (10, 10)),
    4: ((2, 2, 2, 2, 1), (4, 4)),
}


def fill(players: int) -> dict[int, tuple[tuple[int, ...], tuple[int, int]]]:
    return {seat: FILL[seat] for seat in range(players)}


def snapshot(state: SequoiaState) -> str:
    """Everything a rejected action must leave unchanged."""
    data = {
        "final": state.final(),
        "obs": [state.observation(s) for s in range(state.players)],
        "acting": list(state.acting),
        "history": [(s, list(a)) for s, a in state.history],
        "choices": sorted((s, list(a)) for s, a in state.choices.items()),
        "rolls": state.rolls,
        "rng": state.rng.clone().below(1 << 30),
    }
    return json.dumps(data, sort_keys=True, default=str)


def last_turn(trees: dict[int, list[int]], *, players: int, tokens: dict[int, tuple[int, int]] | None = None,
              setting: str = "face-up", **config: int) -> SequoiaState:
    """A game before its tenth turn with `trees` standing (forest -> per seat).

    Every forest gets the tokens (4, 1) unless `tokens` says otherwise."""
    state = SequoiaState.new({"players": players, "tokens": setting, **config}, 1)
    state.tokens = [tokens.get(f, (4, 1)) if tokens else (4, 1) for f in FORESTS]
    state.trees = [list(trees.get(f, [0] * players)) for f in FORESTS]
    state.turn = TURNS - 1
    state.trees_left = [2] * players
    return state


def play_turn(state: SequoiaState, moves: dict[int, tuple[tuple[int, ...], tuple[int, int]]]) -> None:
    """Roll, set the dice of each seat in `moves`, and play its pair of totals."""
    assert state.acting.kind == CHANCE
    state.resolve_chance()
    assert set(state.acting.seats) == set(moves), (state.acting.seats, moves)
    for seat, (dice, _) in moves.items():
        state.rolls[seat] = dice
    for seat, (_, sums) in moves.items():
        state.apply(seat, Sums(*sums))


def trees_in(state: SequoiaState, forest: int) -> list[int]:
    return state.observation(0)["trees"][str(forest)]


def awarded(state: SequoiaState, forest: int) -> tuple[int | None, int | None]:
    entry = state.observation(0)["awarded"][str(forest)]
    return entry[FIRST], entry[SECOND]


# --- set-up ---------------------------------------------------------------------

def test_tokens_dealt_from_the_two_sets():
    """RULINGS Sequoia 1: first tokens 2, 6 and three each of 3, 4, 5; second
    tokens ten 1s and one 2; one of each on every forest 2 to 12."""
    state = SequoiaState.new({"players": 3}, 7)
    tokens = state.setup_info()["tokens"]
    assert sorted(tokens) == sorted(str(f) for f in range(2, 13))
    assert sorted(t[0] for t in tokens.values()) == sorted(FIRST_TOKENS) == [2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 6]
    assert sorted(t[1] for t in tokens.values()) == sorted(SECOND_TOKENS) == [1] * 10 + [2]


def test_tokens_are_shuffled_by_the_seed():
    """Rulebook SETUP 2: randomly assign tokens; the same seed deals the same."""
    deals = {json.dumps(SequoiaState.new({"players": 2}, seed).setup_info()["tokens"]) for seed in range(20)}
    assert len(deals) > 10
    assert SequoiaState.new({"players": 2}, 3).tokens == SequoiaState.new({"players": 2}, 3).tokens


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_trees_dice_and_turns(players):
    """RULINGS Sequoia 2: 2 to 5 players, 20 trees each, 10 turns."""
    state = SequoiaState.new({"players": players}, 1)
    assert state.setup_info()["trees"] == TREES == 20 and state.setup_info()["turns"] == TURNS == 10
    obs = state.observation(0)
    assert obs["trees_left"] == [20] * players
    assert all(row == [0] * players for row in obs["trees"].values())
    assert state.acting.kind == CHANCE


@pytest.mark.parametrize("config", [{"players": 1}, {"players": 6}, {"players": "3"}, {"players": True},
                                    {"players": 2, "tokens": "hidden"}, {"players": 2, "variant": "x"},
                                    {"players": 2, "tokens": "face-up", "variant": "face-down"},
                                    {"players": 2, "tiebreak_limit": 0}])
def test_setup_refused(config):
    """RULINGS Sequoia 1-2: only 2 to 5 players, tokens face up or face down."""
    with pytest.raises(SetupError):
        SequoiaState.new(config, 1)


def test_face_down_tokens_hidden_until_scoring():
    """RULINGS Sequoia 1: a setting plays the tokens face down until scoring."""
    state = SequoiaState.new({"players": 2, "tokens": "face-down"}, 4)
    assert state.variant == "face-down"
    assert state.start_message(0)["variant"] == "face-down"
    assert state.setup_info()["tokens"] is None
    assert state.observation(0)["tokens"] is None
    assert "tokens" in state.final()  # final reveals them
    state = SequoiaState.new({"players": 2, "variant": "face-down"}, 4)
    assert state.config["tokens"] == "face-down"
    # at scoring they are turned up
    state = last_turn({5: [1, 0]}, players=2, setting="face-down")
    assert state.observation(1)["tokens"] is None
    play_turn(state, {0: (LOW, (2, 4)), 1: (LOW, (3, 3))})
    assert state.observation(1)["tokens"] is not None


def test_face_up_is_the_default():
    """RULINGS Sequoia 1: face up by default."""
    state = SequoiaState.new({"players": 2}, 4)
    assert state.variant == "face-up" and state.setup_info()["tokens"] is not None


# --- a turn ------------------------------------------------------------------------

def test_roll_then_simultaneous_choice_applied_together():
    """Rulebook EACH TURN 1-3, RULINGS Sequoia 2 and 7: all roll in secret, choose
    in secret, reveal at once; nothing shows until everyone has chosen."""
    state = SequoiaState.new({"players": 3}, 11)
    assert state.acting.kind == CHANCE
    assert state.observation(0)["roll"] is None
    state.resolve_chance()
    assert state.acting.kind == SIMULTANEOUS and state.acting.seats == (0, 1, 2)
    before = [state.observation(s) for s in range(3)]
    choice = state.legal_actions(1)[0]
    state.apply(1, choice)
    assert state.acting.seats == (0, 2)
    after = [state.observation(s) for s in range(3)]
    # no trace of seat 1's stored choice anywhere: everyone only learns that it has chosen
    assert [seen.pop("chosen") for seen in after] == [[1]] * 3 and [was.pop("chosen") for was in before] == [[]] * 3
    assert after == before
    state.apply(2, state.legal_actions(2)[-1])
    state.apply(0, state.legal_actions(0)[0])
    assert state.acting.kind == CHANCE and state.turn == 1
    obs = state.observation(0)
    assert obs["trees_left"] == [18, 18, 18]
    assert obs["revealed"][1] == [choice.a, choice.b]
    assert obs["trees"][str(choice.a)][1] >= 1 and obs["trees"][str(choice.b)][1] >= 1
    assert sum(sum(row) for row in obs["trees"].values()) == 6


def test_two_pairs_one_die_left_out():
    """Rulebook EACH TURN 2: two pairs, one die left out. Roll 1 2 3 4 5."""
    assert reachable_pairs((1, 2, 3, 4, 5)) == (
        (3, 7), (3, 8), (3, 9), (4, 6), (4, 7), (4, 9), (5, 5), (5, 6), (5, 7), (5, 8), (5, 9),
        (6, 6), (6, 7), (6, 8), (7, 7),
    )
    assert reachable_pairs((5, 3, 1, 4, 2)) == reachable_pairs((1, 2, 3, 4, 5))
    assert reachable_pairs((1, 1, 1, 1, 2)) == ((2, 2), (2, 3))


def test_same_total_twice_grows_two_trees():
    """RULINGS Sequoia 2: the same total twice means two trees there."""
    state = SequoiaState.new({"players": 2}, 3)
    play_turn(state, {0: (ONES, (2, 2)), 1: (SIXES_HIGH, (11, 12))})
    assert trees_in(state, 2) == [2, 0]
    assert trees_in(state, 11) == [0, 1] and trees_in(state, 12) == [0, 1]


def test_sequoia_roll_offers_any_two_totals():
    """Rulebook SEQUOIA!, RULINGS Sequoia 3: five equal dice, any two totals 2..12."""
    assert reachable_pairs((4, 4, 4, 4, 4)) == ALL_PAIRS
    assert len(ALL_PAIRS) == 66 and (2, 12) in ALL_PAIRS and (7, 7) in ALL_PAIRS
    state = SequoiaState.new({"players": 2}, 3)
    state.resolve_chance()
    state.rolls[0] = (1, 1, 1, 1, 1)
    assert state.observation(0)["sequoia"] is True
    assert len(state.legal_actions(0)) == 66
    state.apply(0, Sums(12, 12))  # ones turned into sixes
    state.rolls[1] = (3, 3, 3, 3, 4)
    assert state.observation(1)["sequoia"] is False
    with pytest.raises(IllegalAction):
        state.apply(1, Sums(2, 12))


def test_ten_turns_use_all_the_trees_then_scoring():
    """Rulebook: after 10 turns (out of trees) score all the forests."""
    state = SequoiaState.new({"players": 2}, 9)
    for turn in range(TURNS):
        assert state.observation(0)["turn"] == turn
        play_turn(state, {0: ((1, 1, 1, 2, 3), (2, 3)), 1: ((6, 6, 6, 5, 4), (11, 12))})
    assert state.observation(0)["trees_left"] == [0, 0]
    assert state.is_over and state.acting.kind == OVER
    assert awarded(state, 2) == (0, None) and awarded(state, 12) == (1, None)
    assert awarded(state, 7) == (None, None)
    assert state.result().turns == 10


# --- scoring ----------------------------------------------------------------------------

def test_most_trees_first_second_most_second():
    """Rulebook SCORING, RULINGS Sequoia 4: most trees first token, second most second."""
    state = last_turn({8: [3, 5, 1]}, players=3, tokens={8: (6, 2)})
    play_turn(state, {0: (ONES, (2, 2)), 1: (SIXES_HIGH, (12, 12)), 2: (LOW, (3, 3))})
    assert awarded(state, 8) == (1, 0)
    assert state.is_over
    assert state.result().scores == (2 + 4, 6 + 4, 4)


def test_forest_with_one_player_and_empty_forest():
    """RULINGS Sequoia 4: one player's trees alone take the first token and no
    one the second; an empty forest gives neither."""
    outcome = score_forest([0, 4, 0])
    assert (outcome.first, outcome.second, outcome.tied) == (1, None, ())
    assert score_forest([0, 0, 0]) == (None, None, (), None, ())
    state = last_turn({9: [0, 0, 3]}, players=3, tokens={9: (5, 2)})
    play_turn(state, {0: (ONES, (2, 2)), 1: (SIXES_HIGH, (11, 12)), 2: (LOW, (3, 4))})
    assert awarded(state, 9) == (2, None)
    assert awarded(state, 10) == (None, None)  # nobody grew there
    assert state.is_over and state.scores() == [4, 4 + 4, 5 + 4 + 4]


def test_tie_for_second_behind_a_clear_first():
    """Rulebook TIES (the forest #8 example): White first, Blue and Green tied for
    second: White gets the first token, Orange and Pink remove their trees, Blue
    and Green play tiebreaker turns for the second token."""
    white, blue, green, orange, pink = range(5)
    state = last_turn({8: [6, 3, 3, 1, 2]}, players=5, tokens={8: (5, 2)})
    play_turn(state, fill(5))
    assert awarded(state, 8) == (white, None)
    assert trees_in(state, 8) == [6, 3, 3, 0, 0]  # White keeps hers (the rulebook's picture)
    obs = state.observation(blue)
    assert obs["phase"] == "tiebreak" and obs["tied"] == ["8"]
    assert obs["ties"]["8"] == {"token": SECOND, "seats": [blue, green]}
    # Only Blue and Green play; Green can't reach 8, Blue grows there.
    assert state.acting.kind == CHANCE
    play_turn(state, {blue: ((4, 4, 1, 1, 1), (2, 8)), green: (ONES, (2, 2))})
    assert trees_in(state, 8) == [6, 4, 3, 0, 0]
    assert trees_in(state, 2)[green] == 0  # not tied in forest 2: no effect
    assert awarded(state, 8) == (white, blue)
    assert state.is_over
    assert state.observation(0)["trees_left"] == [0] * 5


def test_three_way_tie_for_first():
    """Rulebook TIES: a tie for first removes the trees of players not tied;
    RULINGS Sequoia 5: only tied players roll, pairs count only where tied,
    trees from an unlimited reserve, scoring after every tiebreaker turn."""
    state = last_turn({6: [4, 4, 4, 2]}, players=4, tokens={6: (6, 2)})
    play_turn(state, fill(4))
    assert trees_in(state, 6) == [4, 4, 4, 0]
    assert awarded(state, 6) == (None, None)
    assert state.observation(0)["ties"]["6"] == {"token": FIRST, "seats": [0, 1, 2]}
    assert state.observation(3)["tied"] == []
    # a tiebreaker turn where nobody reaches 6: still tied, scored again, go on
    play_turn(state, {s: (SIXES_HIGH, (11, 12)) for s in range(3)})
    assert awarded(state, 6) == (None, None) and state.observation(0)["phase"] == "tiebreak"
    assert trees_in(state, 11) == [0, 0, 0, 0]  # pairs outside the tie have no effect
    # seat 2 grows twice in 6 (3+3, 3+3): first; 0 and 1 then tie for second
    play_turn(state, {0: (SIXES_HIGH, (11, 12)), 1: (SIXES_HIGH, (11, 12)), 2: ((3, 3, 3, 3, 5), (6, 6))})
    assert trees_in(state, 6) == [4, 4, 6, 0]
    assert awarded(state, 6) == (2, None)
    assert state.observation(0)["ties"]["6"] == {"token": SECOND, "seats": [0, 1]}
    assert state.acting.kind == CHANCE
    play_turn(state, {0: ((2, 4, 1, 5, 6), (6, 6)), 1: ((2, 4, 6, 6, 6), (6, 12))})
    assert trees_in(state, 6) == [6, 5, 6, 0]
    assert awarded(state, 6) == (2, 0)
    assert state.is_over
    assert state.final()["reserve"] == [2, 1, 2, 0]
    assert state.result().details["tiebreak_turns"] == 3


def test_tie_for_first_breaks_into_tie_for_second():
    """RULINGS Sequoia 5: a tie for first that breaks may leave a tie for second,
    which goes on."""
    state = last_turn({7: [3, 3, 3]}, players=3, tokens={7: (3, 1)})
    play_turn(state, fill(3))
    play_turn(state, {0: ((3, 4, 1, 1, 1), (2, 7)), 1: (ONES, (2, 2)), 2: (ONES, (2, 3))})
    assert awarded(state, 7) == (0, None)
    assert state.observation(1)["ties"]["7"] == {"token": SECOND, "seats": [1, 2]}
    assert state.acting.kind == CHANCE and state.to_choose == (1, 2)
    play_turn(state, {1: (ONES, (2, 2)), 2: ((3, 4, 3, 4, 1), (7, 7))})
    assert awarded(state, 7) == (0, 2)


def test_tie_for_first_narrows_and_the_dropped_player_gets_nothing():
    """Rulebook TIES applied at each scoring (RULINGS Sequoia 5): three tied for
    first, two pull ahead together: the third is no longer tied for first and
    loses its trees; the two play on, the loser of the pair takes second."""
    state = last_turn({7: [3, 3, 3]}, players=3, tokens={7: (3, 1)})
    play_turn(state, fill(3))
    play_turn(state, {0: ((3, 4, 1, 1, 1), (2, 7)), 1: ((3, 4, 1, 1, 1), (2, 7)), 2: (ONES, (2, 3))})
    assert trees_in(state, 7) == [4, 4, 0]
    assert state.observation(0)["ties"]["7"] == {"token": FIRST, "seats": [0, 1]}
    play_turn(state, {0: (ONES, (2, 2)), 1: ((3, 4, 1, 1, 1), (2, 7))})
    assert awarded(state, 7) == (1, 0)
    assert state.is_over


def test_ties_in_several_forests_only_tied_players_play():
    """RULINGS Sequoia 5: players involved in any tie play; each pair counts only
    in a forest where that player is tied."""
    state = last_turn({2: [1, 1, 0, 0], 12: [0, 0, 2, 2]}, players=4)
    play_turn(state, {0: (LOW, (3, 3)), 1: FILL[3], 2: FILL[4], 3: ((3, 3, 3, 3, 4), (6, 6))})
    assert state.to_choose == (0, 1, 2, 3)
    assert state.observation(0)["tied"] == ["2"] and state.observation(2)["tied"] == ["12"]
    # seat 0 rolls (2, 12)-able Sequoia!; 12 counts nothing for it, 2 does
    play_turn(state, {0: ((1, 1, 1, 1, 1), (2, 12)), 1: (SIXES_HIGH, (12, 12)),
                      2: (SIXES_HIGH, (12, 12)), 3: (ONES, (2, 2))})
    assert trees_in(state, 2) == [2, 1, 0, 0] and trees_in(state, 12) == [0, 0, 4, 2]
    assert awarded(state, 2) == (0, 1) and awarded(state, 12) == (2, 3)
    assert state.is_over


def test_shared_victory():
    """Rulebook GAME END, RULINGS Sequoia 6: most points wins; tied players share."""
    state = last_turn({5: [2, 0, 0], 9: [0, 2, 0]}, players=3, tokens={5: (5, 1), 9: (5, 1)})
    play_turn(state, {0: (ONES, (2, 2)), 1: (SIXES_HIGH, (12, 12)), 2: (LOW, (3, 3))})
    result = state.result()
    assert result.scores == (9, 9, 4) and result.winners == (0, 1) and result.reason == "scores"
    single = last_turn({5: [2, 0]}, players=2, tokens={5: (5, 1)})
    play_turn(single, {0: (LOW, (3, 4)), 1: (LOW, (2, 5))})
    assert single.result().winners == (0,)


def test_tiebreak_safety_cap_leaves_the_tied_token_unawarded():
    """docs/rules.md Sequoia: the safety cap on tiebreaker turns ends the game
    with the tokens still tied unawarded (only reached by players who keep
    declining to break the tie)."""
    state = last_turn({7: [1, 1]}, players=2, tokens={7: (6, 2)}, tiebreak_limit=3)
    play_turn(state, fill(2))
    for _ in range(3):
        assert not state.is_over
        play_turn(state, {0: (ONES, (2, 3)), 1: (ONES, (2, 3))})
    assert state.is_over
    assert state.result().details["unsettled"] == [7] and state.result().details["tiebreak_turns"] == 3
    assert awarded(state, 7) == (None, None)
    assert state.observation(0)["ties"] == {}
    assert SequoiaState.new({"players": 2}, 1).tiebreak_limit == TIEBREAK_LIMIT


# --- illegal actions -------------------------------------------------------------------

def _rolled_game() -> SequoiaState:
    state = SequoiaState.new({"players": 3}, 21)
    state.resolve_chance()
    state.rolls[0] = (1, 2, 3, 4, 5)
    return state


@pytest.mark.parametrize("seat, action, reason", [
    (0, Sums(3, 4), "cannot make totals 3 and 4"),          # unreachable
    (0, Sums(7, 3), "smaller total first"),                 # a <= b violated
    (3, Sums(5, 5), "no such seat"),                        # wrong seat
    (-1, Sums(5, 5), "no such seat"),
    (0, (5, 5), "not a Sequoia action"),
    (0, Sums(2, 13), "cannot make"),
])
def test_illegal_actions_change_nothing(seat, action, reason):
    """RULINGS Sequoia 2-3: only pairs the roll can make, smaller total first,
    only seats at the table; a rejected action leaves the state as it was."""
    state = _rolled_game()
    before = snapshot(state)
    with pytest.raises(IllegalAction, match=reason):
        state.apply(seat, action)
    assert snapshot(state) == before
    assert not state.is_legal(seat, action)


def test_already_chosen_and_not_yet_rolled_and_not_tied():
    """RULINGS Sequoia 2, 5: one choice per turn; none before the roll; only tied
    players choose in tiebreaker turns."""
    state = SequoiaState.new({"players": 2}, 5)
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="not been rolled"):
        state.apply(0, Sums(7, 7))
    assert snapshot(state) == before
    state.resolve_chance()
    with pytest.raises(IllegalAction):
        state.resolve_chance()
    state.apply(0, state.legal_actions(0)[0])
    before = snapshot(state)
    with pytest.raises(IllegalAction, match="already chosen"):
        state.apply(0, Sums(*reachable_pairs(state.rolls[0])[0]))
    assert snapshot(state) == before
    assert state.legal_actions(0) == []

    tie = last_turn({7: [0, 1, 1]}, players=3)
    play_turn(tie, fill(3))
    tie.resolve_chance()
    before = snapshot(tie)
    with pytest.raises(IllegalAction, match="tiebreaker"):
        tie.apply(0, Sums(11, 12))
    assert snapshot(tie) == before and tie.legal_actions(0) == []


def test_no_action_after_the_end():
    """Rulebook GAME END: nothing is played after the end."""
    state = last_turn({}, players=2)
    play_turn(state, fill(2))
    assert state.is_over
    with pytest.raises(IllegalAction, match="over"):
        state.apply(0, Sums(3, 3))
    with pytest.raises(IllegalAction):
        state.resolve_chance()


def test_action_json():
    """Bot protocol, Sequoia: actions are {"sums": [a, b]}."""
    assert Sums(3, 9).to_json() == {"sums": [3, 9]}
    assert action_from_json({"sums": [3, 9]}) == Sums(3, 9)
    assert action_from_json({"sums": [9, 3]}) == Sums(9, 3)  # parsed, then refused by the rules
    for bad in ({"sums": [3]}, {"sums": "3,9"}, [3, 9], {"sums": [3, True]}, {}):
        with pytest.raises(ValueError):
            action_from_json(bad)


def test_record_replays_exactly():
    """Engine core: seed + actions replay a game (dice come from the state's generator)."""
    state = SequoiaState.new({"players": 4, "tokens": "face-down"}, 77)
    while not state.is_over:
        state.resolve_chance()
        for seat in state.acting.seats:
            legal = state.legal_actions(seat)
            state.apply(seat, legal[len(legal) // 2])
    text = dumps(state)
    again = loads(text, game="sequoia")
    assert again.final() == state.final() and again.result() == state.result()
    assert dumps(again) == text


def test_a_tiebreaker_roll_that_reaches_no_tied_forest_can_change_nothing():
    """Rulebook TIEBREAKER TURNS: "New tokens can only be added where a player is
    tied; therefore, some pairs of dice will have no effect." can_reach_a_tie
    says, from the seat's own observation only, whether any pair of its roll
    makes a tied forest's total (the page then asks only for Continue)."""
    state = last_turn({6: [4, 4, 4, 2]}, players=4, tokens={6: (6, 2)})
    play_turn(state, fill(4))
    state.resolve_chance()
    state.rolls[0] = SIXES_HIGH
    state.rolls[1] = (1, 5, 6, 6, 6)
    assert not can_reach_a_tie(state.observation(0))  # its pairs are (11, 12) and (12, 12)
    assert can_reach_a_tie(state.observation(1))  # 1+5 makes 6
    # only the seat's own view counts: another seat's roll changes nothing in it
    before = can_reach_a_tie(state.observation(0))
    state.rolls[1] = SIXES_HIGH
    assert can_reach_a_tie(state.observation(0)) == before
    # a regular turn always counts
    fresh = SequoiaState.new({"players": 2}, 1)
    fresh.resolve_chance()
    assert can_reach_a_tie(fresh.observation(0))


def test_points_so_far_score_the_forests_as_if_the_game_ended_now():
    """Rulebook SCORING and TIES, RULINGS Sequoia 4 (issue 54: the seats' running score): before the
    scoring every forest counts as it would after the tenth turn: most trees the first token, second
    most the second, one player alone the first only, a tie giving its token to nobody yet; once
    scored, the tokens won. Read from the public observation only: None while the tokens are face
    down (the same for every seat, so nothing hidden leaks), and the same whatever the rolls."""
    from engine.core.rng import Rng
    from engine.sequoia.scoring import points_so_far

    state = last_turn({8: [3, 5, 1], 9: [0, 0, 3], 6: [2, 2, 1], 7: [4, 1, 1], 5: [1, 2, 2]}, players=3,
                      tokens={8: (6, 2), 9: (5, 2), 6: (4, 1), 7: (3, 1), 5: (4, 2)})
    # 8: seat 1 first (6), seat 0 second (2); 9: seat 2 alone (5); 6: seats 0 and 1 tied for first: nobody;
    # 7: seat 0 first (3), seats 1 and 2 tied for second: nobody; 5: seats 1 and 2 tied for first: nobody
    expected = [2 + 3, 6, 5]
    assert points_so_far(state.public_observation()) == expected
    assert all(points_so_far(state.observation(seat)) == expected for seat in range(3))
    assert points_so_far(state.scrambled(0, Rng(9)).public_observation()) == expected  # rolls change nothing
    assert state.scores() == [0, 0, 0]  # no token is won before the scoring
    # scored: the tokens won, ties played on in tiebreaker turns
    play_turn(state, fill(3))
    assert state.observation(0)["phase"] == "tiebreak"
    assert points_so_far(state.public_observation()) == state.scores()
    # face down: nobody knows the tokens' values, so no running score for anyone
    hidden = last_turn({8: [3, 5]}, players=2, setting="face-down")
    assert points_so_far(hidden.public_observation()) is None
    assert points_so_far(hidden.observation(0)) is None and points_so_far(hidden.observation(1)) is None


def test_tokens_so_far_count_what_each_seat_would_win_with_the_tokens_face_down():
    """Rulebook SCORING and TIES with the tokens face down (RULINGS Sequoia 4): their values are
    hidden, but who leads where is not; each seat's count of the tokens it would win if the game
    ended now, as `points_so_far` awards them, the same from every seat's observation."""
    from engine.sequoia.scoring import tokens_so_far

    trees = {8: [3, 5, 1], 9: [0, 0, 3], 6: [2, 2, 1], 7: [4, 1, 1], 5: [1, 2, 2]}
    hidden = last_turn(trees, players=3, setting="face-down")
    # 8: seat 1 first, seat 0 second; 9: seat 2 alone (the first only); 6: seats 0 and 1 tied for
    # first: nobody yet; 7: seat 0 first, seats 1 and 2 tied for second: the second nobody's; 5: a tie
    expected = [1 + 1, 1, 1]
    assert tokens_so_far(hidden.public_observation()) == expected
    assert all(tokens_so_far(hidden.observation(seat)) == expected for seat in range(3))
    assert tokens_so_far(last_turn({}, players=2, setting="face-down").public_observation()) == [0, 0]
