"""Sequitur's guided game (engine/sequitur/lesson.py): every move is legal in
the real engine when it comes, and each thing the lesson teaches happens,
as the rulebook (/work/shared/seeds/sequitur-rules.txt) and RULINGS Sequitur
say it does."""
from __future__ import annotations

from typing import Any

from engine.sequitur.actions import Claim, Colour, End, Keep
from engine.sequitur.cards import CARDS, PASS, REDRAW, Play
from engine.sequitur.events import Claimed, RoundEnded, SecretGoalWon
from engine.sequitur.goals import BY_ID, COLOURS, POINTS
from engine.sequitur.lesson import PRELUDE, TAPE, YOU, lesson_start, lesson_state, lesson_steps, settle
from engine.sequitur.spelling import Spell


def play_lesson() -> tuple[list, list, Any]:
    """Play the lesson: (the state before each move, the events of each move, the state at the end)."""
    state = lesson_start()
    before, events = [], []
    for step in lesson_steps():
        before.append(state.clone())
        assert state.is_legal(step.seat, step.action), (step, state.decision(YOU))
        happened = state.apply(step.seat, step.action)
        while state.acting.kind == "chance":
            happened += state.resolve_chance()
        events.append(happened)
    return before, events, state


def test_every_draw_comes_from_the_tape_and_the_prelude_is_legal() -> None:
    """The tape fixes every draw (nothing left to the generator: no draw misfits), and the
    prelude plays round 1 and round 2's first step by the rules."""
    state = lesson_state()
    settle(state)
    for action in PRELUDE:
        assert state.is_legal(YOU, action), action
        state.apply(YOU, action)
        settle(state)
    assert (state.round, state.step, state.decision(YOU)) == (2, "red-goal", "goal")
    before, events, end = play_lesson()
    assert end.misfits == 0 and len(end.outcomes) == len(TAPE)
    assert end.ball_count() == 72 and end.goal_count() == 72


def test_the_lesson_is_short_and_a_person_makes_every_move_but_the_claims() -> None:
    steps = lesson_steps()
    tapped = [s for s in steps if s.kind != "claim"]
    assert len(tapped) <= 21  # a few minutes: two rounds, one move a thing to learn
    assert all(s.seat == YOU for s in steps)
    assert all(isinstance(s.action, Claim) for s in steps if s.kind == "claim")


def test_each_of_the_five_sequitur_cards_is_played_and_changes_the_rack() -> None:
    """Rulebook "Actions": three of your five cards a round; each of the five is played once
    (RULINGS Sequitur 2), and a pass is a move too (step 3, "or pass")."""
    before, events, _ = play_lesson()
    steps = lesson_steps()
    played = [s.action.card for s in steps if isinstance(s.action, Play)]
    assert sorted(c for c in played if c is not None) == sorted(CARDS) and PASS in [s.action for s in steps]
    for i, step in enumerate(steps):
        if isinstance(step.action, Play) and step.action.card is not None:
            after = before[i + 1] if i + 1 < len(before) else None
            assert after is not None and after.racks[YOU] + [after.held_ball[YOU]] != before[i].racks[YOU] + [None]
    redraw = next(i for i, s in enumerate(steps) if isinstance(s.action, Play) and s.action.card == REDRAW)
    returned = before[redraw].racks[YOU][steps[redraw].action.positions[0]]
    # "they must be put back in the letter bag before drawing new letters"
    assert before[redraw + 1].bag.count(returned) == before[redraw].bag.count(returned) + 1


def test_a_goal_of_each_colour_is_kept_and_claimed_for_its_points() -> None:
    """Objective: red 3 points, yellow 2, green 1; step 7, claiming public goals."""
    _, events, end = play_lesson()
    claimed = [e.goal for happened in events for e in happened if isinstance(e, Claimed)]
    assert sorted({BY_ID[g].colour for g in claimed}) == sorted(COLOURS)
    assert POINTS == {"red": 3, "yellow": 2, "green": 1}
    assert end.points()[YOU] == sum(BY_ID[g].points for g in end.stacks[YOU])


def test_the_secret_goal_is_chosen_and_met() -> None:
    """Step 1: "Draw one Goal Card of any color ... your secret goal"; step 6: "If the word
    fulfills your secret goal, add the card to your stack" (solo: one of two, RULINGS 7)."""
    before, events, _ = play_lesson()
    steps = lesson_steps()
    kinds = [s.kind for s in steps]
    assert isinstance(steps[kinds.index("secret-colour")].action, Colour)
    assert isinstance(steps[kinds.index("secret-goal")].action, Keep)
    won = [e.goal for happened in events for e in happened if isinstance(e, SecretGoalWon)]
    assert len(won) == 2 and {BY_ID[g].colour for g in won} == {"yellow", "red"}


def test_the_rack_is_read_either_way_and_letters_go_onto_either_end() -> None:
    """Spelling a word: "You may not rearrange any letters ... but you may turn your rack 180
    degrees" (RULINGS Sequitur 3, 4); step 1: "placing each on either end of your rack"."""
    before, events, _ = play_lesson()
    steps = lesson_steps()
    spells = [s.action for s in steps if isinstance(s.action, Spell)]
    assert len(spells) == 2
    for spell in spells:
        assert list(spell.positions) == sorted(spell.positions, reverse=True)  # read right to left
    ends = {s.action.end for s in steps if isinstance(s.action, End)}
    assert ends == {"left", "right"}
    for i, step in enumerate(steps):
        if isinstance(step.action, Spell):
            rack = before[i].racks[YOU]
            assert "".join(rack[p] for p in step.action.positions).lower() == step.action.word


def test_the_bag_gives_and_takes_back_and_the_game_ends_after_three_rounds() -> None:
    """Step 8: "Return all letters to the letter bag"; "At the end of 3 rounds, the player with
    the most total points ... wins"; solo: the ladder (20 impressive)."""
    before, events, end = play_lesson()
    ended = [e for happened in events for e in happened if isinstance(e, RoundEnded)]
    assert [e.round for e in ended] == [2, 3]
    assert min(len(b.bag) for b in before) < 72 - 8 and len(end.bag) == 72  # drawn from, then full again
    assert end.is_over and end.result().details["rank"] == "Impressive" and end.points() == [24]
