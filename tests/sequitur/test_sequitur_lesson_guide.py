"""What Sequitur's guided game marks (web/games/sequitur/lesson_guide.py): tapping
only what it marks, as the panel (web/games/sequitur/decide_view.py) reads each
tap, makes exactly the lesson's move at every step, the rack turned around or
not; and every step a person plays has its words, in every language (issue 69):
each button named as the button says itself, no English word left but the
game's own (the letters, the spelled words; the goal cards' texts are translated, issue 84)."""
from __future__ import annotations

import re
from typing import Any, Iterator

import pytest

from engine.sequitur.actions import Colour, End, Keep, Place
from engine.sequitur.cards import INSERT, PASS, REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.lesson import YOU, lesson_start, lesson_steps, settle
from engine.sequitur.spelling import Spell
from tools import words as catalogs
from web.games.sequitur.card_words import END_NAMES, card_name
from web.games.sequitur.lesson_guide import WORDS, round_end, screen_end, tap_words, target
from web.games.sequitur.preview import end_of, to_gap, to_rack
from web.page import words
from web.page.words import _

CODES = ("de", "es", "fr", "it", "nl", "pl", "pt-BR")
# the guide's English words, as its sentences have them (the letters and the spelled words are capitals)
ENGLISH = re.compile(r"\b(tap|then|keep|goals?|letters?|rack|bag|words?|points?|skill|rounds?|the|and|your|red|"
                     r"yellow|green|swap|shift|insert|replace|redraw|spell|pass|play|ends?|continue|between|draws?|"
                     r"secret|public|claims?|score|cards?|turned|either|you|with|easiest|every|more)\b", re.I)
OWN_WORDS = {"fr": {"point", "points", "score", "public", "secret"}, "nl": {"letter", "letters", "score"}, "it": {"round"}}  # the language's own words too


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


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def said(code: str) -> list[tuple[str, str, str, str]]:
    """(kind, title, why, what to tap) of every step a person plays, the rack turned around and not
    (its ends said as they stand), the claims, the round's end and the end, in `code`."""
    words.install(code, None if code == "en" else catalogs.compiled(code))
    state = lesson_start()
    out = []
    for step in lesson_steps():
        if step.kind != "claim":
            seen = state.observation(YOU)
            title, why = WORDS["step", step.kind]
            for flipped in (False, True):
                tap = tap_words(step.action, seen["rack"], flipped, seen["drawn_goals"])
                out.append((step.kind, _(title), _(why), tap))
        state.apply(step.seat, step.action)
        settle(state)
    out.append(("claim", _(WORDS["other"][0]), _(WORDS["other"][1]), ""))
    out.append(("round-end",) + round_end(2))
    out.append(("done", _(WORDS["done"][0]), _(WORDS["done"][1]), ""))
    return out


def test_every_step_a_person_plays_says_why_and_what_to_tap(speaking: None) -> None:
    lines = said("en")
    for kind, title, why, tap in lines:
        assert title and why and (tap or kind in ("claim", "done")) and "{" not in tap, kind
    taps = {kind: tap for kind, _title, _why, tap in lines[::-1]}  # the rack as it stands: not turned
    assert taps["red-goal"] == "Keep “A word that ends in ER”."
    assert taps["swap"] == "Tap “Swap”, then A and P, then “Play Swap”."
    assert taps["shift"] == "Tap “Shift”, then M (1), then A (2), then “Play Shift”."
    assert taps["place"] == "Tap the + between R and P."
    assert taps["spell-turned"] == "Tap ⇆, then C A M P E R, then “Spell”."
    assert taps["secret-colour"] == "Tap “Red” (3 points)."
    assert lines[-2][1:] == ("End of round 2", "Every letter went back into the bag, and round 3 deals new ones. "
                             "One round to go.", "Tap “Continue to round 3”.")
    assert {key[1] for key in WORDS if key[0] == "step"} == {s.kind for s in lesson_steps() if s.kind != "claim"}


@pytest.mark.parametrize("code", CODES)
def test_every_step_is_said_in_the_players_language(speaking: None, code: str) -> None:
    english = said("en")
    theirs = said(code)
    left = []
    for (kind, *mine), (_kind, *said_en) in zip(theirs, english):
        for text, text_en in zip(mine, said_en):
            assert text != text_en or not text, (kind, text)  # every piece translated
            text = re.sub(r"\b[A-Z]{1,}\b", "", text)  # a letter ('E'), a word spelled ('CAMPER')
            left += [f"{m.group(0)!r} in {kind}: {text!r}" for m in ENGLISH.finditer(text)
                     if m.group(0).lower() not in OWN_WORDS.get(code, ())]
    assert not left, left[:10]


@pytest.mark.parametrize("code", ("en",) + CODES)
def test_the_guide_names_each_button_as_the_button_says_itself(speaking: None, code: str) -> None:
    words.install(code, None if code == "en" else catalogs.compiled(code))
    rack = list("SITRAPCM")
    swap = tap_words(Play(SWAP, (4, 5), None), rack, False, [])
    assert card_name(SWAP) in swap and _("Play {card}", card=card_name(SWAP)) in swap
    for flipped in (False, True):
        end = End(end_of("left", flipped))
        assert _(END_NAMES[screen_end(end.end, flipped)]) in tap_words(end, rack, flipped, [])
    assert _("Pass") in tap_words(PASS, rack, False, [])
    assert _("Spell") in tap_words(Spell("camper", (8, 7, 6, 5, 4, 3), None, None, False), list("SITREPMAC"), False, [])
    assert _("Continue to round {number}", number=3) in round_end(2)[2]
