#!/usr/bin/env python3
"""A casual Sequoia player, the yardstick of the AI's levels (issue 82; docs/ai.md "The ladder").

Written apart from the levels it measures: it imports nothing of the engine and reads only what
any bot reads (docs/bot-protocol.md: the start message, its seat's observation, its legal actions
as JSON), so a level can never be tuned to it by sharing its code. It plays as a person who knows
the rules plays, one move ahead ("be mindful where you choose to plant them, as only the tallest
of trees in each forest are worth points", the rulebook), from the advice players give each other:

1. it makes the pairs that win a forest's token or keep one, counting each forest as if it were
   scored now (the first token to the most trees, the second to the next, a tie shares);
2. it grows where it already leads but only narrowly (by one tree or none), so a rival's next
   pair does not take the lead away; a lead of three or more needs no more trees;
3. it does not chase a forest another player clearly owns (three or more trees ahead of it):
   a tree there is worth only the second token it may take;
4. between equal choices it plants in the forest with the bigger tokens, then where the dice
   fall more often (7 before 2 or 12);
5. in tiebreaker turns only the forests where it is tied count (RULINGS Sequoia 5): it settles
   the tie with the biggest token first.

    python3 bench/casual/sequoia.py   (a bot: one JSON message a line on stdin, answers on stdout)
"""
from __future__ import annotations

import json
import sys
from typing import Any

CLEAR_LEAD = 3  # a rival this many trees ahead owns the forest (rule 3)


def points_now(row: list[int], seat: int, first: float, second: float) -> float:
    """What `seat` scores in a forest with trees `row` if it were scored now (a tie shares)."""
    mine = row[seat]
    if mine == 0:
        return 0.0
    higher = sum(1 for count in row if count > mine)
    equal = sum(1 for count in row if count == mine)
    if higher == 0:
        return first if equal == 1 else (first + second) / equal
    if higher == 1:
        return second / equal
    return 0.0


def ways(total: int) -> int:
    """How many of the 36 rolls of two dice make `total`."""
    return 6 - abs(total - 7)


def tokens_of(observation: dict[str, Any], forest: str) -> tuple[float, float]:
    """The forest's first and second tokens; face down (a setting), the average of the set."""
    shown = (observation.get("tokens") or {}).get(forest)
    if not shown or shown[0] is None:
        return 46 / 11, 12 / 11
    return float(shown[0]), float(shown[1])


def forest_value(observation: dict[str, Any], forest: str, trees: int) -> float:
    """The casual player's worth of planting `trees` trees in `forest` (rules 1 to 5)."""
    seat = observation["seat"]
    row = list(observation["trees"][forest])
    first, second = tokens_of(observation, forest)
    if observation["phase"] == "tiebreak":
        tie = observation.get("ties", {}).get(forest)
        if not tie or seat not in tie["seats"]:
            return 0.0  # a pair outside its ties has no effect (rule 5)
        row = [count if s in tie["seats"] else 0 for s, count in enumerate(row)]
        if tie["token"] != "first":
            first, second = second, 0.0
    after = list(row)
    after[seat] += trees
    gain = points_now(after, seat, first, second) - points_now(row, seat, first, second)  # rule 1
    rivals = [count for s, count in enumerate(row) if s != seat]
    best_rival = max(rivals, default=0)
    lead = row[seat] - best_rival
    if observation["phase"] != "tiebreak":
        if 0 <= lead <= 1 and row[seat] > 0:
            gain += 0.3 * first  # rule 2: hold a narrow lead
        elif -CLEAR_LEAD < lead < 0:
            gain += 0.15 * first  # catching up where it can still take the lead
    return gain


def choose(start: dict[str, Any], observation: dict[str, Any], legal: list[dict[str, Any]]) -> int:
    """The index in `legal` of the casual player's pair of totals."""
    best_index, best_key = 0, None
    for index, action in enumerate(legal):
        a, b = action["sums"]
        plants = {str(a): 2} if a == b else {str(a): 1, str(b): 1}
        value = sum(forest_value(observation, forest, trees) for forest, trees in plants.items())
        tokens = sum(sum(tokens_of(observation, forest)) for forest in plants)  # rule 4
        often = sum(ways(int(forest)) for forest in plants)
        key = (round(value, 6), tokens, often)
        if best_key is None or key > best_key:
            best_index, best_key = index, key
    return best_index


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
