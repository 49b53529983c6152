"""Sequoia's guided game (engine/sequoia/lesson.py, issue 67): every roll is
played by the real rules, every choice of the lesson is legal when it comes,
and each thing the lesson teaches actually happens, as the rulebook
(seeds/sequoia-rules.txt) and RULINGS Sequoia say it."""
from __future__ import annotations

from engine.sequoia.dice import ALL_PAIRS, is_sequoia, reachable_pairs
from engine.sequoia.forests import FIRST, FIRST_TOKENS, FOREST_BASE, SECOND_TOKENS
from engine.sequoia.lesson import ROBOT, TOKENS, YOU, lesson_state, lesson_steps, lesson_tape
from engine.sequoia.scoring import points_so_far

YOUR_KINDS = ["pairs", "grow", "first", "second", "sequoia", "odds", "lead", "leave", "tie", "last", "tiebreak"]


def settle(state) -> None:
    """Roll the dice a turn starts with (the table's session does: web/model/session.py)."""
    if not state.is_over and not state.rolled:
        state.resolve_chance()


def trees(state, forest: int) -> list[int]:
    return state.trees[forest - FOREST_BASE]


def play(upto: str | None = None):
    """The lesson's state just before your choice of kind `upto` (the whole game if None),
    with the steps played so far."""
    state = lesson_state()
    for step in lesson_steps():
        settle(state)
        if step.seat == YOU and step.kind == upto:
            return state, step
        state.apply(step.seat, step.action)
    return state, None


def test_the_tokens_are_the_game_s_tokens() -> None:
    # RULINGS Sequoia 1: first-place tokens 2, 6 and three each of 3, 4, 5; ten 1s and one 2
    assert sorted(first for first, _ in TOKENS) == sorted(FIRST_TOKENS)
    assert sorted(second for _, second in TOKENS) == sorted(SECOND_TOKENS)
    assert state_tokens() == [tuple(pair) for pair in TOKENS]


def state_tokens() -> list[tuple[int, int]]:
    return [tuple(pair) for pair in lesson_state().tokens]


def test_every_choice_is_legal_and_every_roll_comes_from_the_tape() -> None:
    state = lesson_state()
    steps = lesson_steps()
    assert [s.kind for s in steps if s.seat == YOU] == YOUR_KINDS
    assert [s.seat for s in steps] == [YOU, ROBOT] * len(YOUR_KINDS)  # you choose first (web/model/session.py)
    for step in steps:
        settle(state)
        legal = state.legal_actions(step.seat)
        assert step.action in legal, step
        assert len(legal) > 1, step  # never a forced choice: the table would play it for the player
        state.apply(step.seat, step.action)
    assert state.is_over
    assert state.misfits == 0 and state.pins == ()  # every outcome came from the tape, in order
    assert [tuple(v) if k == "tokens" else v for k, v in state.outcomes] == \
        [tuple(v) if k == "tokens" else v for k, v in lesson_tape()]
    assert len(state.history) == len(steps)  # the n-th step is the n-th choice (web/table/guide.py)


def test_a_pair_is_the_sum_of_two_dice_and_one_die_is_left_out() -> None:
    # EACH TURN 2: "Players secretly make two pairs, and leave one die out"
    state, step = play("pairs")
    roll = state.rolls[YOU]
    # EACH TURN 1: rolled in secret: the table sees no roll, the Robot only its own
    assert "roll" not in state.public_observation() and state.observation(ROBOT)["roll"] == list(state.rolls[ROBOT])
    a, b = step.action
    splits = [(i, j, k, m) for i in range(5) for j in range(i + 1, 5) for k in range(5) for m in range(k + 1, 5)
              if len({i, j, k, m}) == 4 and roll[i] + roll[j] == a and roll[k] + roll[m] == b]
    assert splits  # 6+1 and 4+3 make 7 and 7, the 5 is left out
    assert (a, b) == (7, 7) and sorted(roll) == [1, 3, 4, 5, 6]


def test_each_pair_grows_a_tree_in_the_forest_of_its_total() -> None:
    # EACH TURN 3: "places a tree token in the forest that matches each of their dice pairs"
    state, step = play("grow")
    before = [row[:] for row in state.trees]
    state.apply(YOU, step.action)
    state.apply(ROBOT, lesson_steps()[3].action)
    a, b = step.action
    assert trees(state, a)[YOU] == before[a - FOREST_BASE][YOU] + 1
    assert trees(state, b)[YOU] == before[b - FOREST_BASE][YOU] + 1
    assert 2 <= a <= 12 and 2 <= b <= 12  # RULINGS Sequoia 1: forests 2 to 12


def test_first_and_second_place() -> None:
    # SCORING: "the 1st and 2nd place point tokens go to the players with the 1st and 2nd most tree tokens"
    state, step = play("first")
    assert step.action == (7, 10)
    played, _ = play("second")
    assert trees(played, 7) == [3, 1]  # you lead forest 7, whose first token is the 6
    assert TOKENS[7 - FOREST_BASE] == (6, 2)
    state, step = play("second")
    assert trees(state, 9) == [0, 2] and 9 in step.action  # Robot leads forest 9
    after, _ = play("sequoia")
    assert trees(after, 9) == [1, 2]
    # if the game ended now: Robot first in 9 (3 points), you second (1 point)
    standing = points_so_far(after.public_observation())
    without_nine = points_so_far(_without(after, 9))
    assert standing[YOU] - without_nine[YOU] == 1 and standing[ROBOT] - without_nine[ROBOT] == 3


def _without(state, forest: int) -> dict:
    public = state.public_observation()
    public["trees"] = dict(public["trees"])
    public["trees"][str(forest)] = [0, 0]
    return public


def test_a_sequoia_roll_makes_any_two_totals() -> None:
    # SEQUOIA!: "If you roll the same number on all 5 dice ... turn each die to any face you desire";
    # RULINGS Sequoia 3: any two totals from 2 to 12
    state, step = play("sequoia")
    roll = state.rolls[YOU]
    assert is_sequoia(roll) and state.observation(YOU)["sequoia"]
    assert state.legal_actions(YOU) == [tuple(p) for p in ALL_PAIRS]
    assert tuple(step.action) not in reachable_pairs((4, 4, 4, 4, 3))  # four 4s alone make only 8s
    assert step.action == (11, 11)


def test_a_tie_for_first_and_its_tiebreaker_turn() -> None:
    # TIES: "If there is a tie for 1st place, remove all tree tokens from the players not tied";
    # TIEBREAKER TURNS: only tied players play; "some pairs of dice will have no effect";
    # "Score after every tiebreaker turn"; RULINGS Sequoia 5
    state, step = play("tiebreak")
    assert state.phase == "tiebreak" and state.turn == 10
    assert trees(state, 6) == [3, 3]
    assert state.tied[6 - FOREST_BASE] == (YOU, ROBOT) and state.tie_token[6 - FOREST_BASE] == FIRST
    assert [f for f in range(2, 13) if state.tied[f - FOREST_BASE]] == [6]  # the only tie
    assert state.first[6 - FOREST_BASE] is None  # both tokens of forest 6 wait for the tiebreaker
    assert 6 in step.action
    robot_roll = state.rolls[ROBOT]
    assert not any(6 in pair for pair in reachable_pairs(robot_roll))  # Robot's roll cannot reach 6
    state.apply(YOU, step.action)
    state.apply(ROBOT, lesson_steps()[-1].action)
    assert trees(state, 6) == [4, 3] and trees(state, 8)[YOU] == 1  # the 8 had no effect
    assert state.first[6 - FOREST_BASE] == YOU and state.second[6 - FOREST_BASE] == ROBOT


def test_the_final_scoring_and_the_winner() -> None:
    # SCORING, GAME END: "The player with the most points wins"; RULINGS Sequoia 4 and 6
    state, _ = play()
    assert state.is_over and state.trees_left == [0, 0]  # 20 trees each, 10 turns
    assert state.scores() == [28, 23]
    assert state.result().winners == (YOU,)
    assert state.second[10 - FOREST_BASE] is None  # a forest of one player's trees gives no second token
    assert state.first[10 - FOREST_BASE] == YOU
