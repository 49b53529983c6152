"""What Sequitur's guided game says and marks at each step (pure Python,
tested on CPython): for each move of engine/sequitur/lesson.py a title, one
line why and what to tap, and the control to tap next on the real panel
(decide_view.Panel), followed through a move of several taps (a card, its
balls, its Play button) and through the rack turned around on screen
(RULINGS Sequitur 3: every place on screen is mapped to the rack's). Its
words are in the player's language (issue 69): each button is named by the
catalog string the button itself says, so the two always agree; the letters,
the spelled words and the goal cards' texts are the English game's."""
from __future__ import annotations

from typing import Any, Sequence

from engine.sequitur.actions import Colour, End, Keep, Place
from engine.sequitur.cards import INSERT, SHIFT, SWAP, Play
from engine.sequitur.goals import POINTS
from engine.sequitur.spelling import Spell
from web.games.sequitur.card_words import COLOUR_NAMES, END_NAMES, card_name, goal_words, points_text
from web.games.sequitur.preview import end_of, to_gap
from web.page.sentences import Table
from web.page.words import N_, _

# its words by key (walkthrough.txt beside this module; web/table/guide.py `Book`): `[step <kind>]` a title and
# one line why, said in the player's language where the guide's panel shows them; `[other]` while the goals
# your word meets come to your stack; `[done]` at the end
WORDS = Table(__file__, "walkthrough.txt", single=False)
ROUND_END = N_("Every letter went back into the bag, and round 3 deals new ones. One round to go.")


def round_end(finished: int) -> tuple[str, str, str]:
    """Between rounds: the title, why and what to tap, the button named as it says itself."""
    return (_("End of round {number}", number=finished), _(ROUND_END),
            tap_button(_("Continue to round {number}", number=finished + 1)))


def tap_button(label: str) -> str:
    """'Tap “Pass”.': one button, by its own words."""
    # Translators: a guided game's step: tap the button named
    return _("Tap “{button}”.", button=label)


def tap_words(action: Any, rack: Sequence[str], flipped: bool, drawn: Sequence[str]) -> str:
    """What to tap for the lesson's `action`, in the player's language: each button by its own
    words (the same catalog strings), the balls by their letters and the ends as they stand on
    screen; a goal to keep by its card's (English) text, `drawn` being the goals drawn."""
    size = len(rack)

    def letter(screen: int) -> str:
        return rack[screen_index(screen, size, flipped)]

    if isinstance(action, Keep):
        # Translators: Sequitur's guided game: what to tap: keep the goal card whose text is {goal}
        return _("Keep “{goal}”.", goal=goal_words(drawn[action.index]))
    if isinstance(action, Colour):
        # Translators: Sequitur's guided game: tap the colour's button (its points)
        return _("Tap “{colour}” ({points}).", colour=_(COLOUR_NAMES[action.colour]),
                 points=points_text(POINTS[action.colour]))
    if isinstance(action, End):
        return tap_button(_(END_NAMES[screen_end(action.end, flipped)]))
    if isinstance(action, Place):
        gap = next(g for g in range(size + 1) if to_gap(g, size, flipped) == action.to)
        return _("Tap the + between {left} and {right}.", left=letter(gap - 1), right=letter(gap))
    if isinstance(action, Play):
        if action.card is None:
            return tap_button(_("Pass"))
        name = card_name(action.card)
        if action.card == INSERT:
            return tap_button(name)
        balls = [letter(i) for i in balls_to_pick(action, size, flipped)]
        play = _("Play {card}", card=name)
        if action.card == SHIFT:
            return _("Tap “{card}”, then {first} (1), then {second} (2), then “{play}”.", card=name,
                     first=balls[0], second=balls[1], play=play)
        if action.card == SWAP:
            return _("Tap “{card}”, then {first} and {second}, then “{play}”.", card=name, first=balls[0],
                     second=balls[1], play=play)
        return _("Tap “{card}”, then {letters}, then “{play}”.", card=name, letters=" ".join(balls), play=play)
    if isinstance(action, Spell):
        letters = " ".join(action.word.upper())
        # Translators: Sequitur: the button that spells the chosen letters as the word (named in a guided step)
        spell_button = _("Spell")
        if target(action, rack, flipped, None, []) == "#sr-flip":
            return _("Tap ⇆, then {letters}, then “{spell}”.", letters=letters, spell=spell_button)
        return _("Tap {letters}, then “{spell}”.", letters=letters, spell=spell_button)
    return ""


def screen_end(end: str, flipped: bool) -> str:
    """The side of the screen ('left'/'right') where the rack's `end` stands."""
    return "left" if end_of("left", flipped) == end else "right"


def screen_index(position: int, size: int, flipped: bool) -> int:
    """The screen place of rack `position` (preview.to_rack's inverse, which is itself)."""
    return size - 1 - position if flipped else position


def balls_to_pick(action: Play, size: int, flipped: bool) -> list[int]:
    """The screen balls a card's play picks, in the order the panel takes them (Shift: the
    letter to move, then the ball whose place it takes; others: left to right)."""
    if action.card == SHIFT:
        return [screen_index(action.positions[0], size, flipped), screen_index(action.to, size, flipped)]
    return sorted(screen_index(p, size, flipped) for p in action.positions)


def target(action: Any, rack: Sequence[str], flipped: bool, card: str | None, picks: Sequence[int]) -> str:
    """The CSS selector of what to tap next for the lesson's `action`, given the panel's state:
    the rack as it stands, whether it is turned on screen, the card being played and the balls
    picked (screen places)."""
    size = len(rack)
    if isinstance(action, Keep):
        return f"#sr-keep-{action.index}"
    if isinstance(action, Colour):
        return f"#sr-colour-{action.colour}"
    if isinstance(action, End):
        return f"#sr-end-{screen_end(action.end, flipped)}"
    if isinstance(action, Place):
        gap = next(g for g in range(size + 1) if to_gap(g, size, flipped) == action.to)
        return f"#sr-rack .sr-gap[data-gap='{gap}']"
    if isinstance(action, Play):
        if action.card is None:
            return "#sr-back" if card is not None else "#sr-pass"
        if card is None:
            return f"#sr-play-{action.card}"
        if card != action.card:
            return "#sr-back"
        return _next_ball(balls_to_pick(action, size, flipped), picks, "#sr-confirm", ordered=action.card == SHIFT)
    if isinstance(action, Spell):
        positions = list(action.positions)
        reads_right = len(positions) < 2 or positions[0] < positions[1]
        if reads_right == flipped:  # the word reads the other way on screen: turn the rack first
            return "#sr-flip"  # turning it clears the balls chosen
        return _next_ball([screen_index(p, size, flipped) for p in positions], picks, "#sr-spell", ordered=False)
    return ""


def _next_ball(wanted: list[int], picks: Sequence[int], done: str, *, ordered: bool) -> str:
    """The next ball of `wanted` to pick, `done` once all are, or the ball to take back."""
    chosen = list(picks)
    wrong = [i for i in chosen if i not in wanted]
    if wrong or (ordered and chosen != wanted[:len(chosen)]):
        return f"#sr-ball-{(wrong or chosen)[-1]}"  # a ball not the lesson's: tap it again to take it back
    for i in wanted:
        if i not in chosen:
            return f"#sr-ball-{i}"
    return done
