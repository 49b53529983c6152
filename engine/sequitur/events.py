"""What everyone at a Sequitur table sees happen (engine/core/events.py).

Never a rack, a secret goal before it is met, a letter or goal still in
hand, or a stored choice: what each seat decided is told only once the
step is revealed for everyone, and a Sequitur card only by its name and,
for Redraw, how many letters went back (RULINGS Sequitur 9).
"""

from __future__ import annotations

from typing import ClassVar

from engine.core.events import Event


class Decided(Event):
    """`seat` has made its decision of this step (what it chose stays hidden
    until everyone has: rulebook "Playing the game")."""

    KIND: ClassVar[str] = "decided"
    FIELDS = ('seat: int',)


class SecretColoursShown(Event):
    """Step 1: every seat's secret goal colour is shown (None: no goal drawn)."""

    KIND: ClassVar[str] = "secret-colours-shown"
    FIELDS = ('round: int', 'colours: tuple[str | None, ...]')


class GoalsShown(Event):
    """A goal step (2, 4, 5): each seat that drew a `colour` goal (`drew`) made
    it public (`public[seat]`, a goal id) or discarded it (None)."""

    KIND: ClassVar[str] = "goals-shown"
    FIELDS = ('colour: str', 'drew: tuple[bool, ...]', 'public: tuple[str | None, ...]')


class CardsPlayed(Event):
    """An action step (3, 4, 5): the card each seat played (None: it passed)
    and, for Redraw, how many letters it returned (RULINGS Sequitur 9)."""

    KIND: ClassVar[str] = "cards-played"
    FIELDS = ('colour: str', 'cards: tuple[str | None, ...]', 'returned: tuple[int, ...]')


class WordSpelled(Event):
    """Step 6: `seat` spelled `word` (None: nothing) for `score`; `house`
    when the table accepted a word the dictionary lacks (RULINGS Sequitur 8)."""

    KIND: ClassVar[str] = "word-spelled"
    FIELDS = ('seat: int', 'word: str | None', 'score: int', 'house: bool')


class SecretGoalWon(Event):
    """Step 6: `seat`'s word met its secret goal `goal`, now in its stack."""

    KIND: ClassVar[str] = "secret-goal-won"
    FIELDS = ('seat: int', 'goal: str')


class SecretGoalLost(Event):
    """Step 6: `seat`'s word did not meet its secret goal, discarded unseen."""

    KIND: ClassVar[str] = "secret-goal-lost"
    FIELDS = ('seat: int',)


class ClaimingOrder(Event):
    """Step 7 begins: claims go in `order` (highest word score first); `draws`
    are the letters each tied seat drew to break a tie (RULINGS Sequitur 6)."""

    KIND: ClassVar[str] = "claiming-order"
    FIELDS = ('order: tuple[int, ...]', 'scores: tuple[int | None, ...]', 'draws: tuple[tuple[str, ...], ...]')


class NothingToClaim(Event):
    """Step 7: no word met any public goal."""

    KIND: ClassVar[str] = "nothing-to-claim"


class Claimed(Event):
    """Step 7: `seat` claimed the public goal `goal`."""

    KIND: ClassVar[str] = "claimed"
    FIELDS = ('seat: int', 'goal: str')


class RoundEnded(Event):
    """Step 8: round `round` is over; `points` are each seat's points so far."""

    KIND: ClassVar[str] = "round-ended"
    FIELDS = ('round: int', 'points: tuple[int, ...]')
