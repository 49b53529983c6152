"""What a Sequoia AI seat knows, read from the bot protocol's start message
and its observation only: the trees standing per forest, the token values
(their averages while the tokens are face down), the tokens still in play,
the ties and the turns left."""

from __future__ import annotations

from typing import Any

from engine.sequoia.forests import FIRST, FORESTS, MEAN_FIRST, MEAN_SECOND
from engine.sequoia.state import TURNS

FOREST_COUNT = len(FORESTS)


class Position:
    """One seat's view of the game at a decision (a plain class: MicroPython has no dataclasses)."""

    __slots__ = ("seat", "players", "turn", "tiebreak", "counts", "first_value", "second_value", "tied",
                 "tie_first", "scores")

    def __init__(self, *, seat: int, players: int, turn: int, tiebreak: bool, counts: list[list[int]],
                 first_value: list[float], second_value: list[float], tied: list[tuple[int, ...]],
                 tie_first: list[bool], scores: list[int]) -> None:
        self.seat = seat
        self.players = players
        self.turn = turn
        self.tiebreak = tiebreak
        self.counts = counts              # [forest index][seat]: trees standing
        self.first_value = first_value    # per forest index
        self.second_value = second_value
        self.tied = tied                  # per forest index: seats tied there (tiebreak phase)
        self.tie_first = tie_first        # per forest index: the tie is for the first token
        self.scores = scores

    @property
    def turns_left(self) -> int:
        """Regular turns still to play, this one included."""
        return max(0, TURNS - self.turn)


def read_position(observation: dict[str, Any], setup_tokens: dict[str, list[int]] | None) -> Position:
    """Build a Position from an observation (and the face-up tokens of the set-up)."""
    trees = observation["trees"]
    players = len(observation["trees_left"])
    counts = [list(trees[str(forest)]) for forest in FORESTS]
    tokens = observation.get("tokens") or setup_tokens
    if tokens:
        first_value = [float(tokens[str(f)][0]) for f in FORESTS]
        second_value = [float(tokens[str(f)][1]) for f in FORESTS]
    else:
        first_value = [MEAN_FIRST] * FOREST_COUNT
        second_value = [MEAN_SECOND] * FOREST_COUNT
    tied: list[tuple[int, ...]] = [()] * FOREST_COUNT
    tie_first = [False] * FOREST_COUNT
    ties = observation.get("ties") or {}
    for key, tie in ties.items():
        f = int(key) - FORESTS[0]
        tied[f] = tuple(tie["seats"])
        tie_first[f] = tie["token"] == FIRST
    seat = observation["seat"]
    if not ties:  # a bare protocol observation: only this seat's own ties are known
        for key in observation.get("tied", []):
            tied[int(key) - FORESTS[0]] = (seat,)
    return Position(
        seat=seat, players=players, turn=observation["turn"], tiebreak=observation["phase"] == "tiebreak",
        counts=counts, first_value=first_value, second_value=second_value, tied=tied, tie_first=tie_first,
        scores=list(observation.get("scores") or [0] * players),
    )
