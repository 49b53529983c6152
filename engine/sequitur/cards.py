"""The five Sequitur cards (rulebook: "Actions"; RULINGS Sequitur 2): every
player has the same five, plays at most three per round (one in each of
steps 3, 4 and 5) and each at most once per round.

- Swap: two letters on your rack trade places.
- Shift: move one letter to another position.
- Insert: draw a letter and put it anywhere on your rack.
- Replace: return one letter to the bag, then draw one into its place.
- Redraw: return up to three letters to the bag, then draw as many, each
  onto either end.

`Play` is the action of an action step: a card with its rack positions, or
a pass (`card is None`). Positions count from the left end of the rack as
it stands (0-based). Shift's `to` is the letter's position after the move.
"""

from __future__ import annotations

from typing import Any, Sequence

from engine.core.portable import combinations
from engine.sequitur.named import named_tuple

SWAP, SHIFT, INSERT, REPLACE, REDRAW = "swap", "shift", "insert", "replace", "redraw"
CARDS = (SWAP, SHIFT, INSERT, REPLACE, REDRAW)
CARD_TEXT = {
    SWAP: "Swap: two letters on your rack trade places.",
    SHIFT: "Shift: move one letter to another position.",
    INSERT: "Insert: draw a letter and put it anywhere on your rack.",
    REPLACE: "Replace: return one letter to the bag, then draw one into its place.",
    REDRAW: "Redraw: return up to three letters to the bag, then draw as many, each onto either end.",
}
MAX_PLAYS = 3
REDRAW_MAX = 3


class Play(named_tuple("Play", ("card", "positions", "to"), ((), None))):
    """Play a card (with its positions, and `to` for Shift) or pass (card None):
    `card` (str | None), `positions` (tuple[int, ...]), `to` (int | None).
    Engine code passes all three (engine/sequitur/named.py)."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        if self.card is None:
            return {"card": None}
        data: dict[str, Any] = {"card": self.card}
        if self.card != INSERT:
            data["positions"] = list(self.positions)
        if self.card == SHIFT:
            data["to"] = self.to
        return data

    def __str__(self) -> str:
        # Also written for malformed plays (a bot's, a tampered record's) while
        # they are refused: no part may be assumed present.
        where = " ".join(map(str, self.positions))
        if self.card is None:
            return "pass" if not where else f"pass {where}"
        card = str(self.card) if len(str(self.card)) <= 20 else str(self.card)[:17] + "..."
        if self.card == SHIFT:
            return f"shift {where or '?'}->{'?' if self.to is None else self.to}"
        if self.card == INSERT and not where:
            return "insert"
        return f"{card} {where}".rstrip() + ("" if self.to is None else f" ->{self.to}")


PASS = Play(None, (), None)


def public_play(play: Play) -> dict[str, Any]:
    """What the other seats learn of a play: the card's name (None for a
    pass) and, for Redraw, how many letters went back; never the positions
    (RULINGS Sequitur 9)."""
    if play.card == REDRAW:
        return {"card": REDRAW, "count": len(play.positions)}
    return {"card": play.card}


def plays(cards_left: Sequence[str], size: int) -> list[Play]:
    """Every play of the cards in `cards_left` on a rack of `size` letters, then the pass."""
    found: list[Play] = []
    for card in CARDS:
        if card not in cards_left:
            continue
        if card == SWAP:
            found.extend(Play(SWAP, pair, None) for pair in combinations(range(size), 2))
        elif card == SHIFT:
            found.extend(Play(SHIFT, (i,), j) for i in range(size) for j in range(size) if i != j)
        elif card == INSERT:
            found.append(Play(INSERT, (), None))
        elif card == REPLACE:
            found.extend(Play(REPLACE, (i,), None) for i in range(size))
        else:
            for k in range(1, REDRAW_MAX + 1):
                found.extend(Play(REDRAW, chosen, None) for chosen in combinations(range(size), k))
    found.append(PASS)
    return found


def play_problem(play: Play, cards_left: Sequence[str], size: int) -> str | None:
    """Why `play` is not allowed with these cards on a rack of `size`, or None."""
    card = play.card
    if card is None:
        return None if not play.positions and play.to is None else "a pass names no positions"
    if card not in CARDS:
        shown = repr(card) if len(card) <= 20 else repr(card[:17] + "...")
        return f"there is no Sequitur card {shown} (cards: {', '.join(CARDS)})"
    if card not in cards_left:
        return f"you have already played {capitalized(card)} this round"
    positions = play.positions
    if any(type(p) is not int or not 0 <= p < size for p in positions):
        return f"positions must be on your rack (0 to {size - 1})"
    if len(set(positions)) != len(positions):
        return "name each position once"
    if card == SWAP:
        if len(positions) != 2:
            return "Swap names two positions"
        if positions[0] > positions[1]:
            return "write Swap's positions in increasing order"
    elif card == SHIFT:
        if len(positions) != 1:
            return "Shift names one position to move from"
        if type(play.to) is not int or not 0 <= play.to < size:
            return f"Shift's 'to' must be a position on your rack (0 to {size - 1})"
        if play.to == positions[0]:
            return "Shift must move the letter to another position"
    elif card == INSERT:
        if positions:
            return "Insert names no positions (you choose where after drawing)"
    elif card == REPLACE:
        if len(positions) != 1:
            return "Replace names one position"
    else:
        if not 1 <= len(positions) <= REDRAW_MAX:
            return f"Redraw returns 1 to {REDRAW_MAX} letters"
        if list(positions) != sorted(positions):
            return "write Redraw's positions in increasing order"
    if card != SHIFT and play.to is not None:
        return "only Shift has a 'to' position"
    return None


def capitalized(text: str) -> str:
    """`str.capitalize` (MicroPython's str has none): 'swap' -> 'Swap'."""
    return text[:1].upper() + text[1:].lower()


def swap(rack: list[str], i: int, j: int) -> None:
    """Swap: letters at i and j trade places."""
    rack[i], rack[j] = rack[j], rack[i]


def shift(rack: list[str], i: int, j: int) -> None:
    """Shift: the letter at i moves so that it stands at j."""
    rack.insert(j, rack.pop(i))


def rearranged(rack: Sequence[str], play: Play) -> list[str]:
    """A new rack: `rack` after a Swap or a Shift `play` (the cards that
    draw nothing, so the rack they make is known before they are played)."""
    after = list(rack)
    if play.card == SWAP:
        swap(after, *play.positions)
    elif play.card == SHIFT:
        shift(after, play.positions[0], play.to)  # type: ignore[arg-type]
    else:
        raise ValueError(f"{play.card} draws letters: its rack is not known in advance")
    return after
