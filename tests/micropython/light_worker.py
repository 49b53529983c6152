"""The light worker's answers (web/main.py in a worker: web/table/ai_worker.py's
`install_words`, and `reply` as `act`), asked with the page's own messages
(`ask`: the seat's view only) along a seeded random Sequitur game.

Runs unchanged on CPython and MicroPython (tests/micropython/test_micropython.py
compares what they print): the word count installed from the text the page
hands over (its index then built a part at a time), then each of Easy and
Medium's answer at the game's first decisions.
"""

import json

from engine.core.state import CHANCE, OVER
from engine.games import GAMES
from engine.sequitur import dictionary
from web.table.ai_worker import ask, install_words, prepare_words, reply

from replay import Chooser, canonical  # the script's folder is first on sys.path

SEED = 5
DECISIONS = 28


def main():
    text = "\n".join(dictionary.load().ordered)  # what the page hands over (web/games/sequitur/words.py)
    print("words", install_words(text, False))  # as the page hands them to the light worker
    state = GAMES["sequitur"].new({"players": 2}, SEED)
    chooser = Chooser("sequitur", SEED)
    asked = 0
    while state.acting.kind != OVER and asked < DECISIONS:
        if state.acting.kind == CHANCE:
            state.resolve_chance()
            continue
        seat = chooser.seat(state.acting)
        asked += 1
        if asked == 4:  # the first decisions answered before its index, then the index a part a call
            calls = 1
            while not prepare_words():
                calls += 1
            print("prepared", calls < 100)
        for level in ("easy", "medium"):
            answer = reply(*ask("sequitur", state, seat, level, 100 + asked))
            print(level, canonical(json.loads(answer)))
        state.apply(seat, chooser.action(state, seat, state.legal_actions(seat)))


if __name__ == "__main__":
    main()
