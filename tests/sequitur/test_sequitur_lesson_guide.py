"""What Sequitur's guided game marks (web/games/sequitur/lesson_guide.py): tapping
only what it marks, as the panel (web/games/sequitur/decide_view.py) reads each
tap, makes exactly the lesson's move at every step, the rack turned around or
not; and every step a person plays has its words."""
from __future__ import annotations

from typing import Any

from engine.sequitur.actions import Colour, End, Keep, Place
from engine.sequitur.cards import INSERT, PASS, REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.lesson import YOU, lesson_start, lesson_steps, settle
from engine.sequitur.spelling import Spell
from web.games.sequitur.lesson_guide import LESSONS, target, texts
from web.games.sequitur.preview import end_of, to_gap, to_rack


class Tapper:
    """The panel's reading of taps (decide_view.Panel, spell_view.Spelling), on one rack."""

    def __init__(self) -> None:
        self.flipped = False
        self.card: str | None = None
        self.picks: list[int] = []

    def tap(self, selector: str, rack: list[str]) -> Any:
        """The move a tap makes, or None when it only changes the panel."""
        size = len(rack)
        if selector == "#sr-flip":
            self.flipped, self.picks = not self.flipped, []
        elif selector.startswith("#sr-keep-"):
            return Keep(int(selector[len("#sr-keep-"):]))
        elif selector.startswith("#sr-colour-"):
            return Colour(selector[len("#sr-colour-"):])
        elif selector.startswith("#sr-end-"):
            return End(end_of(selector[len("#sr-end-"):], self.flipped))
        elif selector.startswith("#sr-rack .sr-gap"):
            return Place(to_gap(int(selector.split("'")[1]), size, self.flipped))
        elif selector == "#sr-pass":
            return PASS
        elif selector == "#sr-play-insert":
            return Play(INSERT, (), None)
        elif selector.startswith("#sr-play-"):
            self.card, self.picks = selector[len("#sr-play-"):], []
        elif selector == "#sr-back":
            self.card, self.picks = None, []
        elif selector.startswith("#sr-ball-"):
            i = int(selector[len("#sr-ball-"):])
            self.picks.remove(i) if i in self.picks else self.picks.append(i)
        elif selector == "#sr-confirm":
            picks = [to_rack(i, size, self.flipped) for i in self.picks]
            card, self.card, self.picks = self.card, None, []
            if card == SHIFT:
                return Play(SHIFT, (picks[0],), picks[1])
            assert card in (SWAP, REPLACE, REDRAW)
            return Play(card, tuple(sorted(picks)), None)
        elif selector == "#sr-spell":
            positions = [to_rack(i, size, self.flipped) for i in sorted(self.picks)]
            self.picks = []
            return Spell("".join(rack[p] for p in positions).lower(), tuple(positions), None, None, False)
        else:
            raise AssertionError(f"the guide marked {selector!r}, which the panel does not have")
        return None


def test_tapping_what_the_guide_marks_makes_each_move_of_the_lesson() -> None:
    state = lesson_start()
    tapper = Tapper()
    for step in lesson_steps():
        if step.kind != "claim":  # the table claims without a tap (web/games/sequitur/claims.py)
            rack = state.racks[YOU]
            made, taps = None, 0
            while made is None:
                taps += 1
                assert taps <= 9, step
                made = tapper.tap(target(step.action, rack, tapper.flipped, tapper.card, tapper.picks), rack)
            assert made == step.action, (step.kind, made)
        state.apply(step.seat, step.action)
        settle(state)
    assert state.is_over


def test_a_wrong_ball_is_marked_to_take_it_back() -> None:
    rack = list("SITRAPCM")
    swap = Play(SWAP, (4, 5), None)
    assert target(swap, rack, False, SWAP, [0]) == "#sr-ball-0"
    assert target(swap, rack, False, SHIFT, []) == "#sr-back"
    assert target(Play(SHIFT, (7,), 5), rack, False, SHIFT, [5]) == "#sr-ball-5"  # Shift's order matters
    assert target(swap, rack, True, None, []) == "#sr-play-swap"


def test_every_step_a_person_plays_says_why_and_what_to_tap() -> None:
    for step in lesson_steps():
        if step.kind == "claim":
            continue
        for flipped in (False, True):
            title, why, tap = texts(step.kind, step.action, flipped)
            assert title and why and tap and "{" not in tap
    assert set(LESSONS) == {s.kind for s in lesson_steps() if s.kind != "claim"}
