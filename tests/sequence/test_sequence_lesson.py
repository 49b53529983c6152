"""The first-game walkthrough's fixed deal (engine/sequence/lesson.py): every
move of the lesson is legal when it comes and teaches the rule it names."""
from __future__ import annotations

from collections import Counter

from engine.sequence.actions import Play, TurnIn
from engine.sequence.lesson import ROBOT, YOU, lesson_state, lesson_steps


def test_the_lesson_deal_accounts_for_every_card() -> None:
    state = lesson_state()
    cards = Counter(state.deck) + sum((Counter(h) for h in state.hands), Counter()) \
        + sum((Counter(p) for p in state.discards), Counter())
    assert cards == Counter(state.rules.deck)
    assert state.to_move == YOU and state.chips_left == [47, 46]


def test_each_move_of_the_lesson_is_legal_and_teaches_its_rule() -> None:
    state = lesson_state()
    steps = lesson_steps(state)
    assert [s.kind for s in steps if s.seat == YOU] == ["card", "remove", "wild", "dead", "sequence"]
    for step in steps:
        assert step.action in state.legal_actions(step.seat), step
        if step.kind == "remove":  # RULINGS Sequence 5: a one-eyed jack takes a chip of another team
            assert state.chips[step.action.cell] == ROBOT
        if step.kind == "wild":    # a two-eyed jack goes on an open space whose card is not in hand
            assert state.rules.board.codes[step.action.cell] not in state.hands[YOU]
        if step.kind == "dead":    # RULINGS Sequence 6: both spaces of the card are covered
            assert state.is_dead("2D")
            assert [a for a in state.legal_actions(YOU) if isinstance(a, TurnIn)] == [TurnIn("2D")]
        before = len(state.sequences[0])
        state.apply(step.seat, step.action)
        if step.kind == "reply" and step.action == Play("AD", step.action.cell):
            assert sum(state.chips[c] == ROBOT for c in range(70, 77)) == 4  # green's four on row 8
        if step.kind == "dead":
            assert state.hands[YOU][-1] == "AH" and state.to_move == YOU  # the turn goes on
        if step.kind == "sequence":    # RULINGS Sequence 9: five in a row, now locked
            assert len(state.sequences[0]) == before + 1
    assert state.winner is None  # two players need two sequences (ruling 10): the game goes on
