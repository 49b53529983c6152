"""Line and threat evaluation for the Sequence AI.

A sequence is five spaces in a line held by one team, corners counting for
everyone (RULINGS Sequence 9). Every five-space window of the board is a
possible sequence: it stays *alive* for a team while no other team has a
chip in it, and it is worth more the more of its spaces the team (partners
included: chips belong to teams) already holds. A window sharing two or
more spaces with one of the team's completed sequences cannot make a new one
for that team (RULINGS Sequence 9) and counts for nothing.

Everything here reads only what every seat sees: the chips on the board and
the completed sequences. Cells are engine indices (`row * cols + col`);
chips use the engine's encoding (EMPTY, FREE, or a team number).
"""

from __future__ import annotations

from typing import Iterable, Sequence, Tuple

from engine.sequence.board import Board
from engine.sequence.sequences import EMPTY, FREE

# Worth of an alive window holding k of the team's spaces (k = 0..4).
# Steep, so that one four outweighs many threes: fours are threats.
WINDOW = (0.0, 1.0, 4.0, 16.0, 90.0)
GAIN = tuple(WINDOW[k + 1] - WINDOW[k] for k in range(4))  # one more chip in a k-window
SEQUENCE = 600.0   # a completed sequence (a win is scored apart)
HELD = 0.5         # an open space the team holds a card for counts as half a chip
SCARCE = 0.4       # a threat whose open space has no card left unseen (only a wild card fills it)


def _worth(x: float) -> float:
    """WINDOW between its points (x in chips, fractional for held spaces), steeper past four."""
    if x >= 4.0:
        return WINDOW[4] + (x - 4.0) * 120.0
    k = int(x)
    return WINDOW[k] + (x - k) * (WINDOW[k + 1] - WINDOW[k])


# HELD_WORTH[k][h]: a k-window with h more open spaces the team holds cards for
HELD_WORTH = tuple(tuple(_worth(min(k + HELD * h, 4.5)) for h in range(6)) for k in range(5))
WIN = 100000.0
MIXED = -3         # a window with chips of two teams: dead for everyone

Cells = Tuple[int, ...]  # not tuple[int, ...]: MicroPython's types take no subscript


class Geometry:
    """The five-space windows of a board and, for each space, the windows through it."""

    __slots__ = ("cols", "rows", "size", "windows", "through", "_excluded")

    def __init__(self, board: Board) -> None:
        self.cols = board.cols
        self.rows = board.rows
        self.size = len(board.codes)
        seen: set[Cells] = set()
        windows: list[Cells] = []
        for cell_lines in board.lines:
            for line, _ in cell_lines:
                for start in range(len(line) - 4):
                    window = line[start:start + 5]
                    if window not in seen:
                        seen.add(window)
                        windows.append(window)
        windows.sort()
        self.windows: tuple[Cells, ...] = tuple(windows)
        through: list[list[int]] = [[] for _ in range(self.size)]
        for w, window in enumerate(self.windows):
            for cell in window:
                through[cell].append(w)
        self.through: tuple[tuple[int, ...], ...] = tuple(tuple(t) for t in through)
        self._excluded: dict[Cells, frozenset[int]] = {}

    def excluded_by(self, sequence: Cells) -> frozenset[int]:
        """Windows sharing two or more spaces with `sequence` (no new sequence there)."""
        found = self._excluded.get(sequence)
        if found is None:
            members = set(sequence)
            candidates = {w for cell in sequence for w in self.through[cell]}
            found = frozenset(w for w in candidates if len(members.intersection(self.windows[w])) >= 2)
            self._excluded[sequence] = found
        return found

    def excluded(self, sequences: Iterable[Cells]) -> frozenset[int] | set[int]:
        """Windows that cannot make a new sequence for a team with these sequences."""
        result: set[int] = set()
        for sequence in sequences:
            result |= self.excluded_by(tuple(sequence))
        return result


_GEOMETRY: dict[tuple[str, ...], Geometry] = {}


def geometry_for(board: Board) -> Geometry:
    """The (cached) geometry of a board."""
    geo = _GEOMETRY.get(board.codes)
    if geo is None:
        if len(_GEOMETRY) > 8:
            _GEOMETRY.clear()
        geo = _GEOMETRY[board.codes] = Geometry(board)
    return geo


def _tally(window: Cells, chips: Sequence[int]) -> tuple[int, int]:
    """(owner, count) of one window."""
    o = EMPTY
    n = 0
    for cell in window:
        v = chips[cell]
        if v == EMPTY:
            continue
        if v == FREE:
            n += 1
        elif o == EMPTY:
            o = v
            n += 1
        elif o == v:
            n += 1
        else:
            return MIXED, n
    return o, n


class Lines:
    """Every window's owner and count on one board position.

    `owner[w]` is EMPTY (no chip: free spaces only or nothing), a team, or
    MIXED; `count[w]` is the owner's chips plus free spaces (for EMPTY, the
    free spaces alone). `dead[t]` are the windows excluded for team t by its
    completed sequences.
    """

    __slots__ = ("geo", "chips", "teams", "owner", "count", "dead")

    def __init__(self, geo: Geometry, chips: Sequence[int], teams: int, sequences: Sequence[Sequence[Cells]],
                 *, _copy: "Lines | None" = None) -> None:
        self.geo = geo
        self.chips = chips
        self.teams = teams
        if _copy is not None:
            self.owner = _copy.owner[:]
            self.count = _copy.count[:]
            self.dead = _copy.dead[:]
            return
        owner: list[int] = []
        count: list[int] = []
        for window in geo.windows:
            o, n = _tally(window, chips)
            owner.append(o)
            count.append(n)
        self.owner = owner
        self.count = count
        self.dead = [geo.excluded(sequences[t]) if sequences[t] else frozenset() for t in range(teams)]

    def follow(self, chips: Sequence[int]) -> "Lines":
        """A copy to be kept up to date (with `changed`) as `chips` change in a search."""
        return Lines(self.geo, chips, self.teams, (), _copy=self)

    def changed(self, cell: int, team: int | None = None, sequences: Sequence[Cells] = ()) -> None:
        """Recount the windows through `cell` after its chip changed; `team` got
        new `sequences` if given (its excluded windows are recomputed)."""
        chips = self.chips
        windows = self.geo.windows
        owner = self.owner
        count = self.count
        for w in self.geo.through[cell]:
            owner[w], count[w] = _tally(windows[w], chips)
        if team is not None:
            self.dead[team] = self.geo.excluded(sequences)

    def potential(self, team: int, held: set[int] | frozenset[int] = frozenset()) -> float:
        """The worth of the team's alive windows; `held` are open spaces it holds cards for."""
        total = 0.0
        dead = self.dead[team]
        count = self.count
        windows = self.geo.windows
        for w, o in enumerate(self.owner):
            if (o == team or o == EMPTY) and w not in dead:
                k = count[w]
                if k >= 5:
                    continue
                if held:
                    h = 0
                    for c in windows[w]:
                        if c in held:
                            h += 1
                    total += HELD_WORTH[k][h]
                else:
                    total += WINDOW[k]
        return total

    def longest(self, team: int) -> int:
        """The most spaces the team holds in one alive window (4 is a threat)."""
        best = 0
        dead = self.dead[team]
        count = self.count
        for w, o in enumerate(self.owner):
            if o == team and count[w] > best and count[w] < 5 and w not in dead:
                best = count[w]
        return best

    def place_gain(
        self, cell: int, team: int,
        held: set[int] | frozenset[int] = frozenset(), scarce: set[int] | frozenset[int] = frozenset(),
    ) -> tuple[float, float, int]:
        """Placing `team`'s chip on the empty `cell`: (own gain, blocking gain, sequences completed).

        The own gain counts the other open spaces of each window that the
        team holds cards for (`held`). The blocking gain is what the windows
        through `cell` were worth to the teams they now die for, less for a
        threat whose open spaces no unseen card fills (`scarce`)."""
        own = 0.0
        block = 0.0
        completes = 0
        owner = self.owner
        count = self.count
        dead = self.dead
        mine = dead[team]
        windows = self.geo.windows
        chips = self.chips
        for w in self.geo.through[cell]:
            o = owner[w]
            if o == team or o == EMPTY:
                if w in mine:
                    continue
                k = count[w]
                if k == 4:
                    completes += 1
                    own += SEQUENCE
                elif held:
                    h = 0
                    for c in windows[w]:
                        if c != cell and c in held:
                            h += 1
                    row = HELD_WORTH[k]
                    own += HELD_WORTH[k + 1][h] - row[h]
                else:
                    own += GAIN[k]
            elif o != MIXED:
                if w not in dead[o]:
                    k = count[w]
                    value = WINDOW[k]
                    if k >= 3 and scarce:
                        for c in windows[w]:
                            if c != cell and c in scarce and chips[c] == EMPTY:
                                value *= SCARCE
                    block += value
        return own, block, completes

    def remove_gain(self, cell: int, team: int) -> tuple[float, float]:
        """Removing the chip on `cell` (another team's) for `team`: (opponent loss, own gain)."""
        chips = self.chips
        victim = chips[cell]
        loss = 0.0
        gain = 0.0
        owner = self.owner
        count = self.count
        for w in self.geo.through[cell]:
            o = owner[w]
            if o == victim:
                if w not in self.dead[victim]:
                    k = count[w]
                    loss += WINDOW[k] - WINDOW[k - 1]
            elif o == MIXED:
                # does the window become ours (or empty) without the chip?
                n = 0
                alive = True
                for c in self.geo.windows[w]:
                    v = chips[c]
                    if c == cell or v == EMPTY:
                        continue
                    if v == FREE or v == team:
                        n += 1
                    else:
                        alive = False
                        break
                if alive and w not in self.dead[team]:
                    gain += WINDOW[n]
        return loss, gain


def evaluate(lines: Lines, team: int, sequences: Sequence[int], to_win: int,
             held: Sequence[set[int]] | None = None) -> float:
    """A position's worth for `team`: its sequences and lines against the most
    dangerous opposing team's (`held[t]`: open spaces team t's cards fill)."""
    teams = lines.teams
    if sequences[team] >= to_win:
        return WIN
    empty: frozenset[int] = frozenset()
    mine = SEQUENCE * sequences[team] + lines.potential(team, held[team] if held else empty)
    worst = None
    for t in range(teams):
        if t == team:
            continue
        if sequences[t] >= to_win:
            return -WIN
        theirs = SEQUENCE * sequences[t] + lines.potential(t, held[t] if held else empty)
        if worst is None or theirs > worst:
            worst = theirs
    return mine - (worst or 0.0)


def chips_from_rows(rows: Sequence[str]) -> list[int]:
    """The observation's chip rows as engine chips (EMPTY, FREE, team)."""
    chips: list[int] = []
    for row in rows:
        for mark in row:
            if mark == ".":
                chips.append(EMPTY)
            elif mark == "*":
                chips.append(FREE)
            else:
                chips.append(int(mark))
    return chips


def cells_from_json(cells: Iterable[Sequence[int]], cols: int) -> Cells:
    """`[[row, col], ...]` as engine cell indices."""
    return tuple(r * cols + c for r, c in cells)
