#!/usr/bin/env python3
"""A small Sequence bot speaking the bot protocol (docs/bot-protocol.md).

It reads one JSON message per line on stdin and answers each `act` on
stdout. Strategy, kept simple on purpose: play the placement that lines up
with the most of its team's chips; remove an opponent's chip next to the
most opponent chips; turn in dead cards; otherwise play the first legal action.

Try it: python -m engine.arena --game sequence --seats "cmd:python3 examples/sequence_bot.py,random" --games 10
"""

import json
import sys

DIRECTIONS = ((0, 1), (1, 0), (1, 1), (1, -1))


def line_score(chips, row, col, mark):
    """How many chips marked `mark` (or free corners) lie within four spaces
    of (row, col) along the four lines through it."""
    score = 0
    for dr, dc in DIRECTIONS:
        for sign in (1, -1):
            for step in range(1, 5):
                r, c = row + sign * dr * step, col + sign * dc * step
                if not (0 <= r < len(chips) and 0 <= c < len(chips[0])):
                    break
                if chips[r][c] in (mark, "*"):
                    score += 1
                else:
                    break
    return score


def choose(observation, legal, remove_cards):
    chips = observation["chips"]
    mine = str(observation["team"])
    best, best_score = 0, -1
    for index, action in enumerate(legal):
        if action.get("dead"):
            score = 100  # a dead card is worth replacing first
        elif "cell" not in action:
            score = 0
        else:
            row, col = action["cell"]
            if action["card"] in remove_cards:
                score = line_score(chips, row, col, chips[row][col])
            else:
                score = line_score(chips, row, col, mine)
        if score > best_score:
            best, best_score = index, score
    return best


def main():
    remove_cards = []
    for line in sys.stdin:
        message = json.loads(line)
        kind = message.get("type")
        if kind == "start":
            remove_cards = message["setup"]["remove"]
        elif kind == "act":
            index = choose(message["observation"], message["legal"], remove_cards)
            print(json.dumps({"id": message["id"], "index": index}), flush=True)
        elif kind == "error":
            print(f"bot: the runner says: {message['message']}", file=sys.stderr)
        elif kind == "end":
            break


if __name__ == "__main__":
    main()
