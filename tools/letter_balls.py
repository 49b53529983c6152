"""The letter balls and skill points of a language of Sequitur's words, from its dictionary's letter
frequencies (docs/rules.md, "The letter balls of a language").

    python3 tools/letter_balls.py es     # the Spanish set, as engine/sequitur/letters.py keeps it
    python3 tools/letter_balls.py en     # the method on the English words, beside the rulebook's set

The rulebook does not say how its set was made; this is the rule that fits it, from the share of
each letter among all the letters of the dictionary's words (a word counted once):

- **Counts**: 71 letter balls (and the blank). A letter under one ball's share gets one ball; the
  others share the balls left in proportion to their shares, each its whole part, then one more
  to the largest remainders until the 71 are dealt. On the English words this gives the
  rulebook's count to 19 letters of 26, E, I, T, N, O and D within one ball, and S 6 where the
  rulebook has 4 (it holds S back, as Scrabble does).
- **Skill points**: `round(1.1 * (log2(1 / share) - 3.55))`, at least 0: nothing for a letter
  more common than one in twelve, more the rarer it is. On the English words it gives the
  rulebook's points to 18 letters of 26 and every other within one point (C, G, H, J, L, Q, U, W).

The Q ball keeps its two uses (Q or QU) in every language, and the blank is the 72nd ball.
"""
from __future__ import annotations

import math
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.sequitur import letters  # noqa: E402

LETTER_BALLS = 71
SCALE, OFFSET = 1.1, 3.55  # the skill points' rule, fitted to the rulebook's English set


def shares(words: list[str]) -> dict[str, float]:
    """Each letter's share of all the letters of `words`."""
    counted = Counter("".join(words))
    total = sum(counted.values())
    return {letter: counted[letter] / total for letter in counted}


def counts(share: dict[str, float], balls: int = LETTER_BALLS) -> dict[str, int]:
    """The balls of each letter: one for a letter under one ball's share, the rest in proportion,
    by the largest remainders (ties by the letter, for one answer)."""
    dealt = {letter: 1 for letter, part in share.items() if part * balls < 1}
    rest = {letter: part for letter, part in share.items() if letter not in dealt}
    left = balls - len(dealt)
    scale = left / sum(rest.values())
    exact = {letter: part * scale for letter, part in rest.items()}
    dealt.update({letter: int(value) for letter, value in exact.items()})
    order = sorted(exact, key=lambda letter: (-(exact[letter] - int(exact[letter])), letter))
    for letter in order[:balls - sum(dealt.values())]:
        dealt[letter] += 1
    return dealt


def skill_points(part: float) -> int:
    """A letter's skill points from its share of the letters."""
    return max(0, math.floor(SCALE * (-math.log2(part) - OFFSET) + 0.5))


def letter_set(words: list[str]) -> dict[str, tuple[int, int]]:
    """Ball (a capital letter) -> (count, skill points), as engine/sequitur/letters.py keeps them."""
    share = shares(words)
    return {letter.upper(): (n, skill_points(share[letter])) for letter, n in counts(share).items()}


def words_of(language: str) -> list[str]:
    from engine.sequitur import dictionary
    return list(dictionary.load(language=language).ordered)


def main(language: str) -> None:
    words = words_of(language)
    share = shares(words)
    made = letter_set(words)
    kept = letters.letter_set(language).letters
    print(f"{language}: {len(words)} words; the method's set (count, points) against the engine's")
    print("letter  share  count points   engine")
    for letter in sorted(made, key=lambda ball: -share[ball.lower()]):
        count, points = made[letter]
        print(f"{letter:>6} {share[letter.lower()] * 100:5.2f}% {count:6} {points:6}   {kept.get(letter)}")
    print(f"{sum(n for n, _ in made.values())} letter balls and the blank")
    print("as data:", "{" + ", ".join(f'"{k}": {made[k]}' for k in sorted(made)) + "}")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "es")
