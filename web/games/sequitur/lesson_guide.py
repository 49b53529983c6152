"""What Sequitur's guided game says and marks at each step (pure Python,
tested on CPython): for each move of engine/sequitur/lesson.py a title, one
line why and what to tap, and the control to tap next on the real panel
(decide_view.Panel), followed through a move of several taps (a card, its
balls, its Play button) and through the rack turned around on screen
(RULINGS Sequitur 3: every place on screen is mapped to the rack's)."""
from __future__ import annotations

from typing import Any, Sequence

from engine.sequitur.actions import Colour, End, Keep, Place
from engine.sequitur.cards import SHIFT, Play, capitalized
from engine.sequitur.spelling import Spell
from web.games.sequitur.preview import end_of, to_gap

# kind -> (title, why, what to tap)
LESSONS = {
    "red-goal": ("Goals: red 3, yellow 2, green 1",
                 "Spell a word that meets a goal to claim it: red goals are hardest, worth 3 points; yellow 2; "
                 "green 1. Playing alone, you draw two and keep one public.",
                 "Keep “A word that ends in ER”."),
    "swap": ("Action cards: Swap",
             "Each round you may play three of your five cards to change your rack. Read from the right, "
             "your rack nearly holds CAMPER: swap its A and P.",
             "Tap Swap, then A and P, then “Play Swap”."),
    "yellow-goal": ("A yellow goal: 2 points",
                    "Easier than red. Your C meets “a word containing B, C, D or G”.",
                    "Keep the yellow goal with B, C, D or G."),
    "shift": ("Shift moves one letter",
              "Shift takes one letter to another place: the M goes where the A is, next to the P.",
              "Tap Shift, then M (1), then A (2), then “Play Shift”."),
    "green-goal": ("A green goal: 1 point",
                   "The easiest goals. A word's score is its length plus the small skill points on its balls.",
                   "Keep “A word with a score of 6 or more”."),
    "insert": ("Insert draws a letter",
               "Insert draws a letter from the bag and puts it anywhere on your rack. CAMPER still needs an E.",
               "Tap Insert."),
    "place": ("Put it anywhere",
              "You drew the E: it goes between R and P.",
              "Tap the + between R and P."),
    "spell-turned": ("Spell a word, either way",
                     "The rack can be turned around at any time, so a word reads either way. Keep CAMPER's "
                     "letters in order, drop the rest: 6 letters + 6 skill points = 12, and your secret goal "
                     "(3 skill points or more) is met.",
                     "Tap ⇆, then C A M P E R, then Spell."),
    "secret-colour": ("A secret goal",
                      "Each round starts with a secret goal only you can claim, of the colour you choose.",
                      "Tap Red, worth 3 points."),
    "secret-goal": ("Keep your secret goal",
                    "Alone, you draw two and keep one: a letter worth 5 skill points or more.",
                    "Keep “a letter worth 5 skill points or more”."),
    "end": ("Letters onto either end",
            "Five letters come in the order drawn, then three, each onto the end you choose. Your rack is "
            "still turned around: its ends are as you see them.",
            "Tap “{end}”."),
    "end-again": ("A J: 5 skill points",
                  "The J meets your secret goal. Put it on the other end.",
                  "Tap “{end}”."),
    "end-last": ("The last letter",
                 "An A, onto the end after the S.",
                 "Tap “{end}”."),
    "keep-red": ("Red: a score of 10 or more",
                 "A J and a K score 9 skill points between them.",
                 "Keep “A word with a score of 10 or more”."),
    "replace": ("Replace: one letter for another",
                "Replace returns one letter to the bag and draws one into its place: the V goes.",
                "Tap Replace, then V, then “Play Replace”."),
    "keep-yellow": ("Yellow: ends in S, T or D",
                    "Your rack reads J T O K E R S A: JOKERS is close.",
                    "Keep “A word that ends in S, T or D”."),
    "redraw": ("Redraw, and the bag",
               "Redraw returns up to three letters, then draws as many. What you return goes into the bag "
               "before you draw; at a round's end every letter goes back, so the bag never runs dry.",
               "Tap Redraw, then T, then “Play Redraw”."),
    "end-redraw": ("A drawn letter goes on an end",
                   "You drew a Y. It does not matter where: it stays out of your word.",
                   "Tap “{end}”."),
    "keep-green": ("Green: ends in E or S", "JOKERS ends in S.", "Keep “A word that ends in E or S”."),
    "pass": ("Or pass",
             "A card is never a must: your rack spells JOKERS already. Cards played come back next round.",
             "Tap Pass."),
    "spell": ("Spell JOKERS",
              "6 letters + J 5 + K 4 = 15. It meets your secret goal and all three public goals.",
              "Tap J O K E R S, then Spell."),
}
CLAIMING = ("Claiming goals",
            "Your word meets the public goals: they come to your stack, one at a time. With other players the "
            "highest word score claims first, one goal a turn.", "")
ROUND_END = ("End of round 2",
             "Every letter went back into the bag, and round 3 deals new ones. One round to go.",
             "Tap “Continue to round 3”.")
DONE = ("The end: 24 points",
        "After three rounds the most points wins. Alone, the ladder rates your points: 5 good start, "
        "10 moving up, 15 getting good, 20 impressive, 25 master. You are ready for a real game.", "")


def texts(kind: str, step_action: Any, flipped: bool) -> tuple[str, str, str]:
    """The step's title, why and what to tap (an end named as it stands on screen)."""
    title, why, tap = LESSONS[kind]
    if isinstance(step_action, End):
        tap = tap.replace("{end}", f"{capitalized(screen_end(step_action.end, flipped))} end")
    return title, why, tap


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
