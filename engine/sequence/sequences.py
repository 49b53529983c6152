"""Finding the sequences a new chip completes (RULINGS Sequence 9).

A sequence is five spaces in a straight line (across, down, either diagonal)
held by one team, free spaces counting for every team. A new chip can only
complete lines through itself. A team's new sequence may share at most one
space with each sequence it already has, so a line of nine can hold two;
one chip may complete two sequences at once, in one line (as the shared
middle of nine) or in two lines.

When a chip makes a line that can hold only one new sequence (a run of six
to eight), the five that lock are chosen so as to leave the longer stretch
for a second sequence: for each candidate five we count the spaces past each
of its ends that are open or held by the team (free spaces included) and
keep the candidate with the larger stretch; on a tie, the five nearer the
top-left (earlier in reading order along the line).
"""

from __future__ import annotations

EMPTY = -1
FREE = -2  # a free (corner) space: counts for every team, never a chip

from engine.core.portable import bit_count  # bit_count(mask): how many cells a bit mask holds


def _shares_at_most_one(window: tuple[int, ...], sequences: list[tuple[int, ...]]) -> bool:
    for sequence in sequences:
        if len(set(window).intersection(sequence)) > 1:
            return False
    return True


def _stretch(line: tuple[int, ...], start: int, chips: list[int], team: int) -> int:
    """Spaces open or held by `team` past either end of the five at `start`."""
    left = 0
    i = start - 1
    while i >= 0:
        v = chips[line[i]]
        if v != EMPTY and v != FREE and v != team:
            break
        left += 1
        i -= 1
    right = 0
    i = start + 5
    n = len(line)
    while i < n:
        v = chips[line[i]]
        if v != EMPTY and v != FREE and v != team:
            break
        right += 1
        i += 1
    return max(left, right)


def new_sequences(
    chips: list[int],
    cell: int,
    team: int,
    lines: tuple[tuple[tuple[int, ...], int], ...],
    sequences: list[tuple[int, ...]],
    owned: int = -1,
    spans: tuple[int, ...] = (),
) -> list[tuple[int, ...]]:
    """The sequences completed by `team`'s chip just placed on `cell`.

    `lines` are the board lines through `cell` with its index in each;
    `sequences` are the team's completed sequences so far. `owned` (a bit
    mask of the team's chips and the free spaces) and `spans` (the board's
    masks of the cells within four along each line) let most lines be
    skipped without a walk; without them every line is walked.
    """
    found: list[tuple[int, ...]] = []
    for i, (line, k) in enumerate(lines):
        if spans and bit_count(owned & spans[i]) < 5:
            continue  # fewer than five of the team's spaces near the chip
        lo = k
        while lo > 0:
            v = chips[line[lo - 1]]
            if v != team and v != FREE:
                break
            lo -= 1
        hi = k
        last = len(line) - 1
        while hi < last:
            v = chips[line[hi + 1]]
            if v != team and v != FREE:
                break
            hi += 1
        if hi - lo < 4:
            continue
        candidates = [
            s for s in range(max(lo, k - 4), min(k, hi - 4) + 1)
            if _shares_at_most_one(line[s:s + 5], sequences)
        ]
        if not candidates:
            continue
        if k - 4 in candidates and k in candidates:
            # the chip is the shared end of two new fives (a line of nine)
            found.append(line[k - 4:k + 1])
            found.append(line[k:k + 5])
            continue
        best = candidates[0]
        if len(candidates) > 1:
            best_stretch = -1
            for s in candidates:  # earlier start first: ties keep the top-left five
                stretch = _stretch(line, s, chips, team)
                if stretch > best_stretch:
                    best, best_stretch = s, stretch
        found.append(line[best:best + 5])
    return found
