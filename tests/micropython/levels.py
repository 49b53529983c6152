"""The levels that play on the page's own thread, asked along random games.

Runs unchanged on CPython and MicroPython (tests/micropython/test_micropython.py
compares what they print). For each game and table size below, a seeded
random game is played (tests/micropython/replay.py's chooser); at every
decision of seat 0 (a listed one, or Sequitur's word) each of Easy, Medium
and greedy is asked, as a seat of its own started with the game's set-up,
and its answer printed: one line per level and game.
"""

import binascii
import hashlib
import sys

from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.core.state import CHANCE, OVER
from engine.games import GAMES, ai_module

from replay import Chooser, canonical  # the script's folder is first on sys.path

TABLES = (("sequence", {"players": 2}), ("sequence", {"players": 4, "teams": 2}), ("sequoia", {"players": 2}),
          ("sequoia", {"players": 4}), ("sequitur", {"players": 1}), ("sequitur", {"players": 3}))
ASKED = ("easy", "medium", "greedy")
MAX_DECISIONS = 12  # asked per game and level: MicroPython is about ten times slower


def decision(state, seat):
    def check(action):
        state.check(seat, action)

    return Decision(seat, state.legal_actions(seat), state.observation, check, state.action_to_json,
                    state.action_from_json, state.unlisted_default(seat))


def ask(game, config, seed):
    """Each asked level's answers along one random game, as a digest per level."""
    module = ai_module(game)
    state = GAMES[game].new(config, seed)
    seats = {}
    for level in ASKED:
        seats[level] = module.make_seat(level, seed)
        seats[level].start(state.start_message(0, state.setup_info()))
    digests = dict((level, hashlib.sha256()) for level in ASKED)
    asked = 0
    chooser = Chooser(game, seed)
    while state.acting.kind != OVER:
        if state.acting.kind == CHANCE:
            state.resolve_chance()
            continue
        seat = chooser.seat(state.acting)
        if seat == 0 and asked < MAX_DECISIONS:
            asked += 1
            for level in ASKED:
                action = seats[level].act(decision(state, 0))
                digests[level].update((canonical(state.action_to_json(action)) + "\n").encode())
        state.apply(seat, chooser.action(state, seat, state.legal_actions(seat)))
    return asked, digests


def main():
    chosen = [int(sys.argv[1])] if len(sys.argv) > 1 else range(len(TABLES))  # one table: INDEX
    for index in chosen:
        game, config = TABLES[index]
        asked, digests = ask(game, config, 1000 + index)
        for level in ASKED:
            print(game, canonical(config), level, asked, binascii.hexlify(digests[level].digest()).decode())


if __name__ == "__main__":
    main()
