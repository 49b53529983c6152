#!/usr/bin/env python3
"""A casual Sequence player, the yardstick of the AI's levels (issue 82; docs/ai.md "The ladder").

Written apart from the levels it measures: it imports nothing of the engine and reads only what
any bot reads (docs/bot-protocol.md: the start message, its seat's observation, its legal actions
as JSON), so a level can never be tuned to it by sharing its code. It plays as a person who
knows the rules plays, one move ahead, from the advice players give each other:

1. a dead card is turned in for a new one (it costs nothing);
2. a sequence it can complete, it completes (a card before a two-eyed jack);
3. a line of four of another team's is blocked: a card on its open space, else a one-eyed jack
   on one of its chips, else a two-eyed jack on its open space;
4. otherwise it builds: the card whose space lines up with most of its team's chips in a row it
   can still fill, and takes away most of another team's; a space near the centre over an edge;
5. jacks are kept for 2 and 3; a one-eyed jack breaks another team's longest line and a
   two-eyed jack builds only when no card is left to play.

    python3 bench/casual/sequence.py   (a bot: one JSON message a line on stdin, answers on stdout)
"""
from __future__ import annotations

import json
import sys
from typing import Any

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))
CORNER, EMPTY = "*", "."


class Board:
    """The chips as the observation shows them, and every row of five spaces on the board."""

    def __init__(self, rows: list[str], sequences: list[list[list[list[int]]]]) -> None:
        self.rows = [list(row) for row in rows]
        self.height, self.width = len(rows), len(rows[0])
        self.windows: list[list[tuple[int, int]]] = []
        for r in range(self.height):
            for c in range(self.width):
                for dr, dc in DIRECTIONS:
                    cells = [(r + dr * k, c + dc * k) for k in range(5)]
                    if all(0 <= rr < self.height and 0 <= cc < self.width for rr, cc in cells):
                        self.windows.append(cells)
        # a team's completed sequences: a new one may share one space with each, not two
        self.done = [[{tuple(cell) for cell in seq} for seq in team] for team in sequences]

    def held(self, window: list[tuple[int, int]], team: str) -> int | None:
        """How many of `window`'s spaces `team` holds (corners count for all), or None if another
        team holds one of them or it shares two spaces with one of `team`'s sequences."""
        count = 0
        for r, c in window:
            mark = self.rows[r][c]
            if mark == team or mark == CORNER:
                count += 1
            elif mark != EMPTY:
                return None
        for seq in self.done[int(team)]:
            if len(seq.intersection(window)) >= 2:
                return None
        return count

    def longest_through(self, cell: tuple[int, int], team: str) -> int:
        """The most spaces `team` holds in one row of five through `cell` that it can still fill."""
        best = 0
        for window in self.windows:
            if cell in window:
                held = self.held(window, team)
                if held is not None and held > best:
                    best = held
        return best


def choose(start: dict[str, Any], observation: dict[str, Any], legal: list[dict[str, Any]]) -> int:
    """The index in `legal` of the casual player's move."""
    setup = start["setup"]
    wild, remove = set(setup["wild"]), set(setup["remove"])
    team = str(observation["team"])
    others = sorted({str(t) for t in start["teams"]} - {team})
    board = Board(observation["chips"], observation["sequence_cells"])
    locked = {tuple(cell) for cell in observation["locked"]}
    height, width = board.height, board.width

    def centre(cell: tuple[int, int]) -> float:
        return -abs(cell[0] - (height - 1) / 2) - abs(cell[1] - (width - 1) / 2)

    placements: list[tuple[int, int, bool, float, int]] = []  # (own after, blocked, is_wild, centre, index)
    removals: list[tuple[int, int]] = []  # (the longest of another team's rows it breaks, index)
    for index, action in enumerate(legal):
        if action.get("dead"):
            return index  # 1. a dead card
        if "cell" not in action:
            continue
        cell = (action["cell"][0], action["cell"][1])
        if action["card"] in remove:
            owner = board.rows[cell[0]][cell[1]]
            if cell not in locked:
                removals.append((board.longest_through(cell, owner), index))
            continue
        row = board.rows[cell[0]]
        row[cell[1]] = team
        own = board.longest_through(cell, team)
        row[cell[1]] = EMPTY
        blocked = max((board.longest_through(cell, other) for other in others), default=0)
        placements.append((own, blocked, action["card"] in wild, centre(cell), index))
    cards = [p for p in placements if not p[2]]
    jacks = [p for p in placements if p[2]]
    # 2. complete a sequence, a card before a jack
    for group in (cards, jacks):
        done = [p for p in group if p[0] >= 5]
        if done:
            return max(done, key=lambda p: p[3])[4]
    # 3. block a four: a card on its open space, a one-eyed jack on its chips, a two-eyed jack
    for group in (cards, None, jacks):
        if group is None:
            breaking = [r for r in removals if r[0] >= 4]
            if breaking:
                return max(breaking)[1]
            continue
        blocking = [p for p in group if p[1] >= 4]
        if blocking:
            return max(blocking, key=lambda p: (p[0], p[3]))[4]
    # 4. build with a card: the longest own row, then the most taken away, then the centre
    if cards:
        return max(cards, key=lambda p: (p[0] + p[1] // 3, p[1], p[3]))[4]
    # 5. only jacks: break the longest row of another team's, else build with a two-eyed jack
    if removals and (not jacks or max(removals)[0] >= 3):
        return max(removals)[1]
    if jacks:
        return max(jacks, key=lambda p: (p[0], p[1], p[3]))[4]
    if removals:
        return max(removals)[1]
    return 0


def main() -> None:
    start: dict[str, Any] = {}
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "start":
            start = message
        elif kind == "act":
            index = choose(start, message["observation"], message["legal"])
            print(json.dumps({"id": message["id"], "index": index}), flush=True)
        elif kind == "end":
            break


if __name__ == "__main__":
    main()
