"""Threat counting for the Sequence AI: fours, forks, and who can fill or block them.

A *threat* is an alive window (RULINGS Sequence 9) holding four of a team's
spaces: its fifth, open space completes a sequence. A team with two threats
on different open spaces holds a *fork*: one block per turn cannot stop both.
The open space of a threat is filled by one of the two cards pictured there
or by a wild card (RULINGS Sequence 5); it is blocked by the same cards, or
the threat is broken by a remove card on one of its unlocked chips. How
likely an opponent holds such a card follows from what the seat has seen:
every copy in its own hand or in a discard pile (every card played lies in a
discard pile) cannot be in another hand.

`Odds` holds those counts for one seat's view; `Threats` the threats of
every team on one board position, with `after` giving them after one chip
changes (without copying the board).
"""

from __future__ import annotations

from typing import Iterable, Sequence

from engine.sequence.ai.heuristic import Lines
from engine.sequence.rules import NORMAL, REMOVE, WILD
from engine.sequence.sequences import EMPTY


class Odds:
    """What one seat has seen of the cards, for the chance that other hands hold some of them."""

    __slots__ = ("unseen", "total", "wild", "remove", "card_at", "absent", "constrained", "no_wild",
                 "no_remove")

    def __init__(self, unseen: dict[str, int], kind: dict[str, int], codes: Sequence[str]) -> None:
        self.unseen = unseen
        self.total = max(1, sum(unseen.values()))
        self.wild = sum(n for card, n in unseen.items() if kind.get(card) == WILD)
        self.remove = sum(n for card, n in unseen.items() if kind.get(card) == REMOVE)
        self.card_at = codes
        # cards the seat that moved last would have played had it held them (see `infer`)
        self.absent: set[str] = set()
        self.constrained = 0
        self.no_wild = False
        self.no_remove = False

    @classmethod
    def from_seen(cls, deck: Iterable[str], seen: Iterable[str], kind: dict[str, int],
                  codes: Sequence[str]) -> "Odds":
        """The odds for a seat that has seen the cards `seen` (its hand and the discards)."""
        unseen: dict[str, int] = {}
        for card in deck:
            unseen[card] = unseen.get(card, 0) + 1
        for card in seen:
            if unseen.get(card, 0) > 0:
                unseen[card] -= 1
        return cls(unseen, kind, codes)

    def copies(self, cell: int) -> int:
        """Unseen copies of the card pictured on `cell`."""
        return self.unseen.get(self.card_at[cell], 0)

    def chance(self, cards: int, hand: int, free: int | None = None) -> float:
        """The chance that `hand` unseen cards include one of `cards` given ones; `free` of
        them are not `absent` (the rest cannot be among the `constrained` cards of the hand)."""
        if cards <= 0 or hand <= 0:
            return 0.0
        total = self.total
        kept = min(self.constrained, hand - 1) if free is not None else 0
        miss = max(0.0, 1.0 - cards / total) ** (hand - kept)
        if kept:
            miss *= max(0.0, 1.0 - free / total) ** kept
        return 1.0 - miss

    def fill_chance(self, cells: Iterable[int], hand: int, *, blockers: int = 0) -> float:
        """The chance that other seats' `hand` cards fill (or block) one of the open
        `cells`: their card or a wild card, plus `blockers` remove cards if given."""
        cards = set()
        for cell in cells:
            cards.add(self.card_at[cell])
        count = self.wild + blockers + sum(self.unseen.get(card, 0) for card in cards)
        if not self.constrained:
            return self.chance(count, hand)
        absent = self.absent
        free = sum(self.unseen.get(card, 0) for card in cards if card not in absent)
        if not self.no_wild:
            free += self.wild
        if not self.no_remove:
            free += blockers
        return self.chance(count, hand, free)

    def jack_chance(self, hand: int) -> float:
        """The chance that other seats' `hand` cards include a remove card."""
        return self.chance(self.remove, hand, 0 if self.no_remove and self.constrained else None)


def _need(window: tuple[int, ...], chips: Sequence[int]) -> int:
    for cell in window:
        if chips[cell] == EMPTY:
            return cell
    return -1


class Threats:
    """Each team's threats: `need[t]` maps an open space to the number of t's
    threats it completes."""

    __slots__ = ("lines", "need")

    def __init__(self, lines: Lines) -> None:
        self.lines = lines
        need: list[dict[int, int]] = [{} for _ in range(lines.teams)]
        windows = lines.geo.windows
        chips = lines.chips
        dead = lines.dead
        for w, k in enumerate(lines.count):
            if k == 4:
                o = lines.owner[w]
                if o >= 0 and w not in dead[o]:
                    cell = _need(windows[w], chips)
                    counts = need[o]
                    counts[cell] = counts.get(cell, 0) + 1
        self.need = need

    def _contributions(self, cell: int) -> list[tuple[int, int]]:
        """(team, open space) of the threats among the windows through `cell`."""
        lines = self.lines
        out = []
        windows = lines.geo.windows
        chips = lines.chips
        for w in lines.geo.through[cell]:
            if lines.count[w] == 4:
                o = lines.owner[w]
                if o >= 0 and w not in lines.dead[o]:
                    out.append((o, _need(windows[w], chips)))
        return out

    def after(self, cell: int, chip: int) -> tuple[list[set[int]], int]:
        """Put `chip` on `cell` for a moment (EMPTY: take a chip off): (each
        team's threat spaces then, the lines of five in distinct directions
        through `cell` that the new chip makes for its team).

        The board (and `lines`) are restored before returning."""
        lines = self.lines
        chips = lines.chips
        before = self._contributions(cell)
        old = chips[cell]
        chips[cell] = chip
        lines.changed(cell)
        now = self._contributions(cell)
        fives = 0
        if chip >= 0:
            directions = set()
            windows = lines.geo.windows
            dead = lines.dead[chip]
            for w in lines.geo.through[cell]:
                if lines.count[w] == 5 and lines.owner[w] == chip and w not in dead:
                    window = windows[w]
                    directions.add(window[1] - window[0])
            fives = len(directions)
        chips[cell] = old
        lines.changed(cell)
        spaces: list[set[int]] = []
        for t, counts in enumerate(self.need):
            c = dict(counts)
            for team, space in before:
                if team == t:
                    c[space] -= 1
            for team, space in now:
                if team == t:
                    c[space] = c.get(space, 0) + 1
            spaces.append({space for space, n in c.items() if n > 0 and space != cell})
        return spaces, fives

    def spaces(self, team: int) -> set[int]:
        """The open spaces that complete one of `team`'s threats now."""
        return {space for space, n in self.need[team].items() if n > 0}


def fills(hand: Sequence[str], kind: dict[str, int], cells_of: dict[str, tuple[int, ...]],
          spaces: set[int]) -> bool:
    """Whether a card of `hand` fills one of the open `spaces` (a wild card fills any)."""
    for card in hand:
        k = kind.get(card, NORMAL)
        if k == WILD:
            return True
        if k == NORMAL:
            for cell in cells_of.get(card, ()):
                if cell in spaces:
                    return True
    return False


__all__ = ["Odds", "Threats", "fills", "infer_last_move"]


def infer_last_move(odds: Odds, threats: Threats, previous_team: int, previous_hand: int,
                    last: Iterable[int] | None = None) -> None:
    """Narrow `odds` by what the seat that moved last did not do.

    Every threat of another team on the board now was there when that seat
    moved (its chip only blocks them); so was each threat of its own team
    that its last chip is not part of (`last`: the spaces pictured on the
    card it played; None when it played a jack, whose chip may lie anywhere
    or was taken off). A threat its last chip may have made tells nothing.
    Had it held a card for an open space of another team's threat, a wild
    card or a remove card, it would have blocked (or broken) one; had it held
    a card for the open space of one of its own team's older threats or a
    wild card, it would have completed a sequence. So the cards it kept (its
    hand less the one it drew since) hold none of them."""
    codes = odds.card_at
    absent: set[str] = set()
    others = False
    for t, counts in enumerate(threats.need):
        if t == previous_team:
            continue
        spaces = [space for space, n in counts.items() if n > 0]
        if spaces:
            absent.update(codes[space] for space in spaces)
            others = True
    if last is not None:
        placed = set(last)
        lines = threats.lines
        windows = lines.geo.windows
        dead = lines.dead[previous_team]
        for w, k in enumerate(lines.count):
            if k == 4 and lines.owner[w] == previous_team and w not in dead:
                window = windows[w]
                if not any(cell in placed for cell in window):
                    absent.add(codes[_need(window, lines.chips)])
    if not absent or previous_hand < 2:
        return
    odds.absent = absent
    odds.no_wild = True
    odds.no_remove = others
    odds.constrained = previous_hand - 1
