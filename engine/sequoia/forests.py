"""The forests and their point tokens (rulebook: COMPONENTS, SETUP;
RULINGS Sequoia 1).

Eleven forests numbered 2 to 12. Each gets one first-place token and one
second-place token, dealt at random from the two sets below.
"""

from __future__ import annotations

from engine.core.rng import Rng

FORESTS: tuple[int, ...] = tuple(range(2, 13))
FOREST_BASE = FORESTS[0]  # forest n is at index n - FOREST_BASE in per-forest lists
FIRST_TOKENS: tuple[int, ...] = (2, 6, 3, 3, 3, 4, 4, 4, 5, 5, 5)
SECOND_TOKENS: tuple[int, ...] = (1,) * 10 + (2,)
FIRST = "first"
SECOND = "second"
FACE_UP = "face-up"
FACE_DOWN = "face-down"
TOKEN_SETTINGS = (FACE_UP, FACE_DOWN)

# The average token, for a player who cannot see them (face down).
MEAN_FIRST = sum(FIRST_TOKENS) / len(FIRST_TOKENS)
MEAN_SECOND = sum(SECOND_TOKENS) / len(SECOND_TOKENS)


def deal_tokens(rng: Rng) -> list[tuple[int, int]]:
    """Shuffle both token sets onto the forests: (first, second) per forest, 2 to 12."""
    first = list(FIRST_TOKENS)
    second = list(SECOND_TOKENS)
    rng.shuffle(first)
    rng.shuffle(second)
    return list(zip(first, second))


def tokens_json(tokens: list[tuple[int, int]]) -> dict[str, list[int]]:
    """The tokens in the bot protocol's form: {"2": [first, second], ...}."""
    return {str(forest): [first, second] for forest, (first, second) in zip(FORESTS, tokens)}
