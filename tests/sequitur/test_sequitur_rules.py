"""Scenario tests for Sequitur's rules (rulebook: sequitur-rules.txt; RULINGS Sequitur 1-8)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalAction, SetupError
from engine.core.rng import Rng
from engine.sequitur import dictionary
from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.cards import INSERT, PASS, REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.claiming import claim_order
from engine.sequitur.letters import BLANK, LETTERS, full_bag
from engine.sequitur.spelling import NOTHING, Spell, SpellingError, check_spelling, reachable_words
from engine.sequitur.state import CLAIM_STEP, OVER, SequiturState, ladder_rank

WORDS = dictionary.load()


def settle(state: SequiturState) -> None:
    while state.acting.kind == "chance":
        state.resolve_chance()


def decide_all(state: SequiturState, kind: str, choose) -> None:
    """Every seat deciding `kind` now answers with choose(state, seat)."""
    settle(state)
    while state.acting.kind == "simultaneous" and any(state.decision(s) == kind for s in state.acting.seats):
        seat = next(s for s in state.acting.seats if state.decision(s) == kind)
        state.apply(seat, choose(state, seat))
        settle(state)


def to_step(state: SequiturState, step: str) -> None:
    """Play simple choices (green secret, right ends, keep goals, pass) until `step`."""
    settle(state)
    while state.step != step:
        acting = state.acting
        seat = acting.seats[0]
        kind = state.decision(seat)
        legal = state.legal_actions(seat)
        if kind == "secret-colour":
            action = Colour("green")
        elif kind == "action":
            action = PASS
        elif kind == "spell":
            action = NOTHING
        else:
            action = legal[0]
        state.apply(seat, action)
        settle(state)


def test_bag_counts_and_skill_points():
    """Rulebook "Letter counts": 71 letters plus one blank, 72 balls; Q 7, J X Z 5, K 4."""
    bag = full_bag()
    assert len(bag) == 72 and bag.count(BLANK) == 1
    assert bag.count("E") == 8 and bag.count("A") == 5 and bag.count("Q") == 1
    assert LETTERS["Q"][1] == 7 and LETTERS["K"][1] == 4 and LETTERS["J"][1] == LETTERS["X"][1] == LETTERS["Z"][1] == 5
    assert LETTERS["E"][1] == 0 and LETTERS["C"][1] == 2 and LETTERS["D"][1] == 1


def test_players_one_to_five():
    """RULINGS Sequitur (issue 7): 1 to 5 players; 1 is solo play."""
    for n in range(1, 6):
        assert SequiturState.new({"players": n}, 1).players == n
    for n in (0, 6):
        with pytest.raises(SetupError):
            SequiturState.new({"players": n}, 1)


def test_step_one_five_letters_in_order_then_secret_colour_then_three_onto_ends():
    """Rulebook step 1: draw 5 letters in the order drawn, a secret goal of any
    colour, then 3 letters one at a time onto either end."""
    state = SequiturState.new({"players": 2}, 11)
    settle(state)
    assert [len(r) for r in state.racks] == [5, 5]
    assert state.decision(0) == "secret-colour"
    assert state.legal_actions(0) == [Colour("red"), Colour("yellow"), Colour("green")]
    state.apply(0, Colour("red"))
    settle(state)
    assert state.secret[0] is not None and state.secret[0].startswith("R")
    assert state.decision(0) == "letter-end"
    before = state.racks[0][:]
    ball = state.observation(0)["drawn"]
    state.apply(0, End("left"))
    assert state.racks[0] == [ball] + before
    settle(state)
    ball = state.held_ball[0]
    state.apply(0, End("right"))
    assert state.racks[0][-1] == ball and len(state.racks[0]) == 7


def test_secret_colour_hidden_until_everyone_is_done():
    """Step 1 is simultaneous: another seat's secret goal and colour are not shown while it chooses."""
    state = SequiturState.new({"players": 2}, 3)
    settle(state)
    state.apply(0, Colour("yellow"))
    settle(state)
    seen = state.observation(1)
    assert seen["secret_colours"] == [None, None] and seen["secret"] is None
    to_step(state, "red-goal")
    assert state.observation(1)["secret_colours"][0] == "yellow"


@pytest.mark.parametrize("rnd", [1, 2])
def test_the_goal_decks_do_not_tell_a_secret_colour_before_everyone_is_done(rnd):
    """Step 1 is simultaneous (as above): the cards left in each goal deck, which
    every seat sees, count the secret goals others drew as still there until
    the colours are shown, so a seat's view is the same whichever colour another
    chose; its own draw it sees at once, and afterwards the counts are true."""
    seen = []
    for colour in ("red", "yellow"):
        state = SequiturState.new({"players": 3}, 5)
        settle(state)
        while state.round < rnd:  # simple choices to the next round's step 1
            seat = state.acting.seats[0]
            legal = state.legal_actions(seat)
            state.apply(seat, NOTHING if legal is None else legal[0])
            settle(state)
        assert state.decision(0) == "secret-colour" and state.round == rnd
        state.apply(0, Colour(colour))
        settle(state)
        seen.append((state.observation(1), state.public_observation()))
        assert state.observation(0)["decks"][colour] == len(state.decks[colour])
        to_step(state, "red-goal")  # the others choose green, the letters are placed, the colours shown
        assert state.observation(1)["secret_colours"] == [colour, "green", "green"]
        assert state.observation(1)["decks"] == {c: len(state.decks[c]) for c in ("red", "yellow", "green")}
    assert seen[0] == seen[1]


@pytest.mark.parametrize("players", [1, 3])
def test_the_goal_decks_shown_stay_steady_while_secret_goals_are_chosen(players):
    """The table shows the goal decks (and discards) as step 1 began until the colours
    are shown: they do not move while a secret goal is drawn and, in solo play,
    one of two is kept (nor tell anyone a colour); afterwards they are true."""
    state = SequiturState.new({"players": players}, 5)
    settle(state)
    before = state.public_observation()
    counts = before["decks"], before["discards"]
    while state.step == "letters":
        seat = state.acting.seats[0]
        state.apply(seat, state.legal_actions(seat)[0])
        settle(state)
        public = state.public_observation()
        if state.step == "letters":
            assert (public["decks"], public["discards"]) == counts
    public = state.public_observation()
    assert public["decks"] == {c: len(state.decks[c]) for c in ("red", "yellow", "green")}
    assert public["discards"] == {c: len(state.discards[c]) for c in ("red", "yellow", "green")}
    assert public["decks"] != counts[0]


def test_public_goal_face_down_until_all_have_chosen():
    """Rulebook step 2: a kept red goal is placed face down; all are turned up once everyone is done."""
    state = SequiturState.new({"players": 2}, 5)
    to_step(state, "red-goal")
    settle(state)
    drawn = state.observation(0)["drawn_goals"]
    assert len(drawn) == 1 and drawn[0].startswith("R") and state.decision(0) == "goal"
    assert state.legal_actions(0) == [Keep(0), Keep(None)]
    state.apply(0, Keep(0))
    assert state.observation(1)["public"] == [] and state.observation(1)["chosen"] is None
    assert state.observation(0)["chosen"] == {"keep": 0}
    state.apply(1, Keep(None))
    settle(state)
    assert state.public == drawn and state.step == "red-action"


def test_one_sitting_takes_the_red_goal_right_after_step_one():
    """`one_sitting` (docs/rules.md, Sequitur): a player draws and chooses step 2's red goal
    right after their own step 1 (rulebook steps 1-2: nothing of theirs is shown between), before
    the other player has finished step 1; the secret colours and the red goals are turned up
    together once everyone is done, and play goes on with step 3."""
    state = SequiturState.new({"players": 2, "one_sitting": True}, 5)
    settle(state)
    for kind in ("secret-colour", "letter-end", "letter-end", "letter-end"):
        assert state.decision(0) == kind
        state.apply(0, Colour("yellow") if kind == "secret-colour" else End("right"))
        settle(state)
    assert state.decision(0) == "goal" and state.decision(1) == "secret-colour"
    mine = state.observation(0)
    assert mine["step"] == "red-goal" and len(mine["drawn_goals"]) == 1 and mine["drawn_goals"][0].startswith("R")
    assert mine["secret_colours"][1] is None
    state.apply(0, Keep(0))
    assert state.observation(1)["secret_colours"][0] is None and state.observation(1)["public"] == []
    to_step(state, "red-action")
    assert state.public[:1] == mine["drawn_goals"]
    assert state.observation(1)["secret_colours"][0] == "yellow"
    assert state.goal_count() == 72


def test_one_sitting_has_no_effect_in_solo_play():
    """Solo play keeps its own step 2 (RULINGS Sequitur 7: two cards, keep one)."""
    state = SequiturState.new({"players": 1, "one_sitting": True}, 5)
    assert "one_sitting" not in state.config
    to_step(state, "red-goal")
    with pytest.raises(SetupError):
        SequiturState.new({"players": 2, "one_sitting": "yes"}, 5)


def test_solo_draws_two_and_keeps_one():
    """Rulebook "Solo play", RULINGS Sequitur 7: each goal draw is two cards of the colour; keep one."""
    state = SequiturState.new({"players": 1}, 9)
    settle(state)
    state.apply(0, Colour("green"))
    settle(state)
    assert state.decision(0) == "goal" and len(state.held_goals[0]) == 2
    with pytest.raises(IllegalAction, match="solo"):
        state.apply(0, Keep(None))
    other = state.held_goals[0][1]
    state.apply(0, Keep(0))
    assert state.secret[0] is not None and other in state.discards["green"]
    to_step(state, "red-goal")
    settle(state)
    assert len(state.held_goals[0]) == 2 and state.legal_actions(0) == [Keep(0), Keep(1)]


def _at_action(players: int = 2, seed: int = 4) -> SequiturState:
    state = SequiturState.new({"players": players}, seed)
    to_step(state, "red-action")
    settle(state)
    return state


def test_swap_and_shift():
    """RULINGS Sequitur 2: Swap trades two letters; Shift moves one to another position."""
    state = _at_action()
    state.racks[0] = list("ABCDEFGH")
    state.apply(0, Play(SWAP, (0, 7)))
    state.apply(1, PASS)
    settle(state)
    assert state.racks[0] == list("HBCDEFGA")
    to_step(state, "yellow-action")
    settle(state)
    state.apply(0, Play(SHIFT, (0,), 3))
    state.apply(1, PASS)
    assert state.racks[0] == list("BCDHEFGA")


def test_a_malformed_shift_is_refused_not_a_crash():
    """A Shift without its position (a bot's {"card": "shift", "positions": [], "to": 3})
    is refused with the rule, like any other bad play (found by tests/core/test_conformance.py:
    writing the refusal's message raised IndexError)."""
    state = _at_action()
    for play in (Play(SHIFT, (), 3), Play(SHIFT, (0, 1), 3)):
        with pytest.raises(IllegalAction, match="Shift names one position") as error:
            state.apply(0, play)
        assert error.value.code == "card-not-playable"


def test_a_scrambled_copy_plays_on():
    """scrambled() changes another seat's stored choice into one of the same step, so
    the copy can finish the step (found by tests/core/test_conformance.py: a stored card
    play replaced by a word crashed the reveal)."""
    for seed in range(8):
        state = _at_action(seed=seed)
        state.apply(1, Play(SWAP, (0, 1)))
        twin = state.scrambled(0, Rng(seed))
        assert isinstance(twin.choices[1], Play)
        events = twin.apply(0, PASS)
        assert twin.choices == {} and any(e.KIND == "cards-played" for e in events)  # revealed


def test_each_card_once_per_round_and_three_per_round_at_most():
    """RULINGS Sequitur 2: a card once per round; at most three of the five (one per action step)."""
    state = _at_action()
    state.apply(0, Play(SWAP, (0, 1)))
    state.apply(1, PASS)
    to_step(state, "yellow-action")
    settle(state)
    assert all(p.card != SWAP for p in state.legal_actions(0))
    with pytest.raises(IllegalAction, match="already played Swap"):
        state.apply(0, Play(SWAP, (0, 1)))
    steps = [s for s in state.history if isinstance(s[1], Play)]
    assert len(steps) == 2
    to_step(state, "spell")
    assert state.round == 1 and len(state.played[0]) == 1  # only steps 3, 4, 5 take an action
    to_step(state, "letters")
    assert state.round == 2 and state.cards_left[0] == ["swap", "shift", "insert", "replace", "redraw"]


def test_insert_draws_then_places_anywhere():
    """RULINGS Sequitur 2: Insert draws a letter and puts it anywhere on the rack."""
    state = _at_action()
    size = len(state.racks[0])
    state.apply(0, Play(INSERT))
    state.apply(1, PASS)
    settle(state)
    assert state.decision(0) == "insert-position"
    assert state.legal_actions(0) == [Place(i) for i in range(size + 1)]
    ball = state.observation(0)["drawn"]
    state.apply(0, Place(2))
    assert state.racks[0][2] == ball and len(state.racks[0]) == size + 1
    assert state.ball_count() == 72


def test_replace_returns_the_letter_before_drawing():
    """RULINGS Sequitur 2: returned letters go back into the bag before any drawing."""
    state = _at_action(seed=8)
    returned = state.racks[0][3]
    bag_before = len(state.bag)
    state.apply(0, Play(REPLACE, (3,)))
    state.apply(1, PASS)
    assert len(state.bag) == bag_before + 1 and state.bag[-1] == returned  # back in the bag, not yet drawn
    settle(state)
    assert len(state.bag) == bag_before and len(state.racks[0]) == 8


def test_redraw_returns_up_to_three_then_draws_each_onto_an_end():
    """RULINGS Sequitur 2: Redraw returns 1-3 letters, then draws as many, each onto either end."""
    state = _at_action()
    with pytest.raises(IllegalAction, match="1 to 3"):
        state.apply(0, Play(REDRAW, (0, 1, 2, 3)))
    kept = state.racks[0][3:]
    state.apply(0, Play(REDRAW, (0, 1, 2)))
    state.apply(1, PASS)
    settle(state)
    for _ in range(3):
        assert state.decision(0) == "letter-end"
        state.apply(0, End("right"))
        settle(state)
    assert state.racks[0][:5] == kept and len(state.racks[0]) == 8


def test_card_choices_hidden_until_all_have_chosen():
    """Simultaneous step 3: a seat's card is not visible to others before everyone has chosen."""
    state = _at_action()
    state.apply(0, Play(REDRAW, (0,)))
    seen = state.observation(1)
    assert seen["played"] == [[], []] and seen["chosen"] is None and seen["plays"] == [None, None]
    state.apply(1, PASS)
    assert state.observation(1)["played"][0] == ["redraw"]


def test_spelling_keeps_order_and_reads_either_way():
    """Rulebook "Spelling a word", RULINGS Sequitur 3-4: no rearranging; the rack may be turned around."""
    rack = list("STARX")
    assert check_spelling(rack, Spell("star", (0, 1, 2, 3)), WORDS).text == "star"
    assert check_spelling(rack, Spell("rats", (3, 2, 1, 0)), WORDS).text == "rats"
    with pytest.raises(SpellingError, match="cannot be rearranged"):
        check_spelling(rack, Spell("arts", (2, 3, 1, 0)), WORDS)
    with pytest.raises(SpellingError, match="read STA, not STAR"):
        check_spelling(rack, Spell("star", (0, 1, 2)), WORDS)


def test_spelling_length_and_dictionary():
    """Rulebook: words are at least 3 letters; RULINGS Sequitur 8: the word must be in the dictionary."""
    rack = list("ATSRX")
    with pytest.raises(SpellingError, match="at least 3 letters"):
        check_spelling(rack, Spell("at", (0, 1)), WORDS)
    with pytest.raises(SpellingError, match="TSR is not in the dictionary"):
        check_spelling(rack, Spell("tsr", (1, 2, 3)), WORDS)


def test_blank_and_q_must_be_stated_and_score_as_ruled():
    """Rulebook "Special balls", RULINGS Sequitur 4-5: the blank is a stated letter with no points;
    the Q is Q (7 points) or QU (two letters, no points)."""
    rack = ["Q", "?", "I", "T"]
    with pytest.raises(SpellingError, match="Q ball is used"):
        check_spelling(rack, Spell("quit", (0, 2, 3)), WORDS)
    word = check_spelling(rack, Spell("quit", (0, 2, 3), qu=True), WORDS)
    assert word.text == "quit" and word.points == 0 and word.score == 4
    with pytest.raises(SpellingError, match="which letter the blank"):
        check_spelling(rack, Spell("sit", (1, 2, 3)), WORDS)
    word = check_spelling(rack, Spell("sit", (1, 2, 3), blank="s"), WORDS)
    assert word.points == 0 and word.score == 3
    with pytest.raises(SpellingError, match="does not use it"):
        check_spelling(rack, Spell("it", (2, 3), blank="s"), WORDS)
    with pytest.raises(SpellingError, match="at least 3 letters"):
        check_spelling(["Q", "?", "I"], Spell("qi", (0, 2), qu=False), WORDS)


def test_q_as_q_scores_seven():
    """Rulebook: Q used as "Q" gains its 7 skill points; score = length + skill points (example 4+3+1=8)."""
    words = reachable_words(["F", "A", "Q", "I", "R"], WORDS)
    assert "faqir" in words and words["faqir"].qu is False
    word = check_spelling(["F", "A", "Q", "I", "R"], words["faqir"], WORDS)
    assert word.points == 3 + 7 and word.score == 15


def test_house_rule():
    """RULINGS Sequitur 8: on one device the table may accept a word the list lacks; the log says so."""
    rack = list("ZZYX")
    with pytest.raises(SpellingError, match="without the house rule"):
        check_spelling(rack, Spell("zzy", (0, 1, 2), house=True), WORDS)
    assert check_spelling(rack, Spell("zzy", (0, 1, 2), house=True), WORDS, house_rule=True).text == "zzy"
    with pytest.raises(SpellingError, match="no house rule is needed"):
        check_spelling(list("STAR"), Spell("star", (0, 1, 2, 3), house=True), WORDS, house_rule=True)
    state = SequiturState.new({"players": 1, "house_rule": True}, 2)
    to_step(state, "spell")
    settle(state)
    state.racks[0] = list("ZZYX")
    spell = Spell("zzy", (0, 1, 2), house=True)
    assert "house rule" in state.describe(0, spell)
    state.apply(0, spell)
    assert state.observation(0)["words"][0]["house"] is True


def test_secret_goal_won_or_discarded():
    """Rulebook step 6: a word that fulfils the secret goal adds it to the stack; otherwise it is discarded."""
    state = SequiturState.new({"players": 2}, 21)
    to_step(state, "spell")
    settle(state)
    state.secret[0], state.secret[1] = "Y02", "G02"  # five letters or more; exactly four letters
    state.racks[0] = list("STONE")
    state.racks[1] = list("STONE")
    state.apply(0, Spell("stone", (0, 1, 2, 3, 4)))
    state.apply(1, Spell("stone", (0, 1, 2, 3, 4)))
    settle(state)
    assert "Y02" in state.stacks[0] and "G02" not in state.stacks[1]
    assert "G02" in state.discards["green"]


def test_claim_order_by_score_then_drawn_letters():
    """RULINGS Sequitur 6: highest score first; ties draw letters, earliest first; blanks draw again."""
    order, draws = claim_order([5, 9, None, 7], full_bag(), Rng(1))
    assert order == [1, 3, 0] and draws == [[], [], [], []]
    for seed in range(30):
        order, draws = claim_order([6, 6, 6], full_bag(), Rng(seed))
        firsts = [next(b for b in draws[s] if b != BLANK) for s in range(3)]
        assert sorted(order) == [0, 1, 2]
        assert all(d[-1] != BLANK for d in draws)
        assert [firsts[s] for s in order] == sorted(firsts)


def test_claiming_one_goal_per_turn_round_and_round():
    """Rulebook step 7: one goal per turn, in order, until no public goal can be claimed."""
    state = SequiturState.new({"players": 2}, 30)
    to_step(state, "spell")
    settle(state)
    state.public = ["G02", "Y02", "G05", "G07"]  # four letters; five or more; starts with a vowel; ends in S
    for goal_id in state.public:
        for colour in ("green", "yellow"):
            if goal_id in state.decks[colour]:
                state.decks[colour].remove(goal_id)
            if goal_id in state.discards[colour]:
                state.discards[colour].remove(goal_id)
    state.racks[0] = list("ANTS")   # four letters, starts with a vowel, ends in S: score 4
    state.racks[1] = list("STONES")  # five or more, ends in S: score 6
    state.secret = [None, None]
    state.apply(0, Spell("ants", (0, 1, 2, 3)))
    state.apply(1, Spell("stones", (0, 1, 2, 3, 4, 5)))
    settle(state)
    assert state.step == CLAIM_STEP and state.order == [1, 0]
    assert state.acting.seats == (1,)
    assert state.legal_actions(1) == [Claim("Y02"), Claim("G07")]
    with pytest.raises(IllegalAction, match="turn to claim"):
        state.apply(0, Claim("G02"))
    state.apply(1, Claim("G07"))
    assert state.acting.seats == (0,)
    with pytest.raises(IllegalAction, match="not a public goal"):
        state.apply(0, Claim("G07"))
    state.apply(0, Claim("G02"))
    state.apply(1, Claim("Y02"))
    state.apply(0, Claim("G05"))
    assert state.stacks == [["G02", "G05"], ["G07", "Y02"]]
    assert state.round == 2 and state.public == []
    assert state.step == "letters"  # step 8 done: a new round began


def test_three_rounds_then_most_points_wins():
    """Rulebook: 3 rounds; the most total points from goal cards wins (red 3, yellow 2, green 1)."""
    state = SequiturState.new({"players": 2}, 40)
    to_step(state, "spell")
    to_step(state, "letters")  # round 2 starts
    assert state.round == 2
    state.stacks = [["R01", "G01"], ["Y01"]]
    while not state.is_over:
        if state.step != "spell":
            to_step(state, "spell")
        decide_all(state, "spell", lambda s, seat: NOTHING)
        settle(state)
    assert state.step == OVER and state.round == 3
    assert state.result().scores == (4, 2) and state.result().winners == (0,)


def test_solo_ladder():
    """Rulebook "Solo play": 5 good start ... 25 Sequitur master."""
    assert ladder_rank(4) is None and ladder_rank(5) == "Good start" and ladder_rank(14) == "Moving up"
    assert ladder_rank(20) == "Impressive" and ladder_rank(31) == "Sequitur master"


def test_illegal_action_leaves_state_unchanged():
    """Core protocol: a rejected action changes nothing."""
    state = _at_action()
    before = [state.observation(s) for s in range(2)]
    for bad in (Play(SWAP, (3, 1)), Play("juggle"), Play(SHIFT, (1,), 1), Claim("G01"), Spell("x", (0,))):
        with pytest.raises(IllegalAction):
            state.apply(0, bad)
    assert [state.observation(s) for s in range(2)] == before
