"""Seeded random games of every game at every table size, told as digests.

Runs unchanged on CPython and on MicroPython (tools/micropython.mjs);
tests/micropython/test_micropython.py runs it on both and compares the lines
they print, so an engine line MicroPython reads otherwise (a dict's order, a
missing function, another rounding) fails the test suite, not a player.

Each game is played as tests/core/test_conformance.py plays one (a uniform
acting seat and a uniform legal action from a seeded generator; a word too
large to list goes to the game's easiest AI). Every step goes into the
game's digest: who acts, the legal list's JSON, the action, the events, every
seat's observation and the public one. Then the game's record is written,
read back and replayed on the same interpreter, and must reach the same
observations. One line a game: the game, its table, its seed, the number of
steps, the result and the digest. The observations are the ones
tests/core/test_conformance.py proves leak nothing on CPython: equal digests
carry that proof to MicroPython.

    python3 tests/micropython/replay.py [GAMES_PER_CONFIG]      (every table)
    node tools/micropython.mjs tests/micropython/replay.py GAME INDEX [GAMES_PER_CONFIG]
"""

import binascii
import hashlib
import json
import sys
from collections import OrderedDict

from engine.core import record
from engine.core.levels import LEVEL_ORDER
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.core.state import CHANCE, OVER
from engine.games import GAMES, ai_module


try:  # a letter past ASCII (Spanish's Ñ) as itself, as MicroPython's json.dumps writes it (no ensure_ascii)
    _RAW = {"ensure_ascii": False} if json.dumps("\u00d1", ensure_ascii=False) else {}
except TypeError:
    _RAW = {}


def canonical(value):
    """JSON text with sorted keys, written the same way on every Python
    (MicroPython's json.dumps keeps a dict's hash order and has no sort_keys;
    it writes a letter past ASCII as itself: so does CPython's here).
    One json.dumps of a copy whose dicts are OrderedDicts in key order (both
    Pythons write those in their order); with a float anywhere, or two keys of
    a dict alike as text, the slow way, a call per value (`_canonical`), which
    writes an integral float alike on both. The same text either way."""
    try:
        return json.dumps(_sorted(value), separators=(",", ":"), **_RAW)
    except _Slow:
        return _canonical(value)


class _Slow(Exception):
    pass


def _sorted(value):
    """`value` with its dicts as OrderedDicts in the order of their keys' text;
    lists of plain values (int, str, bool, None) as they are, uncopied."""
    kind = type(value)
    if kind is list or kind is tuple:
        for item in value:
            kind = type(item)
            if not (kind is int or kind is str or kind is bool or item is None):
                return [_sorted(item) for item in value]
        return value
    if isinstance(value, dict):
        ordered = OrderedDict([(key, _sorted(val)) for key, val in sorted([(str(key), val) for key, val in value.items()])])
        if len(ordered) != len(value):
            raise _Slow()
        return ordered
    if isinstance(value, (list, tuple)):
        return [_sorted(item) for item in value]
    if isinstance(value, float):
        raise _Slow()
    return value


def _canonical(value):
    if isinstance(value, dict):
        items = sorted((str(key), val) for key, val in value.items())
        return "{" + ",".join(json.dumps(key, **_RAW) + ":" + _canonical(val) for key, val in items) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(_canonical(item) for item in value) + "]"
    if isinstance(value, float) and value == int(value) and abs(value) < 1e15:
        return repr(int(value)) + ".0"
    return json.dumps(value, **_RAW)


class Chooser:
    """A uniform acting seat and a uniform legal action; an unlisted decision
    goes to the game's easiest built-in AI."""

    def __init__(self, game, seed):
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)
        self.ai = None

    def seat(self, acting):
        return acting.seats[self.rng.below(len(acting.seats))]

    def action(self, state, seat, legal):
        if legal is not None:
            return legal[self.rng.below(len(legal))]
        if self.ai is None:
            module = ai_module(self.game)
            easiest = [level for level in LEVEL_ORDER if level in module.LEVELS][0]
            self.ai = module.make_seat(easiest, self.seed)

        def check(action):
            state.check(seat, action)

        return self.ai.act(Decision(seat, None, state.observation, check, state.action_to_json,
                                    state.action_from_json, state.unlisted_default(seat)))


def views(state):
    """Every seat's observation and the public one, as canonical text."""
    return canonical([state.observation(seat) for seat in range(state.players)] + [state.public_observation()])


def play(game, config, seed):
    """One random game; (steps, result text, digest)."""
    state_class = GAMES[game]
    state = state_class.new(config, seed)
    chooser = Chooser(game, 31 * seed + 7)
    digest = hashlib.sha256()
    steps = 0
    while True:
        acting = state.acting
        digest.update((canonical([acting.kind, list(acting.seats)]) + "\n").encode())
        if acting.kind == OVER:
            break
        steps += 1
        if acting.kind == CHANCE:
            events = state.resolve_chance()
        else:
            seat = chooser.seat(acting)
            legal = state.legal_actions(seat)
            if legal is not None:
                digest.update(canonical([state.action_to_json(action) for action in legal]).encode())
            action = chooser.action(state, seat, legal)
            digest.update(("%d %s %s\n" % (seat, action, canonical(state.action_to_json(action)))).encode())
            events = state.apply(seat, action)
        digest.update(canonical([event.to_json() for event in events]).encode())
        digest.update(views(state).encode())
    result = canonical(state.result().to_json())
    text = record.dumps(state)
    replayed = record.loads(text, game=game)
    if views(replayed) != views(state) or canonical(replayed.result().to_json()) != result:
        raise AssertionError("%s %s seed %d: the record replays to another game" % (game, canonical(config), seed))
    digest.update(canonical(json.loads(text)).encode())
    return steps, result, binascii.hexlify(digest.digest()).decode()


def lines(game, index, per_config=1):
    """The lines of the random games of one table of `game` (`index` in its example_configs)."""
    config = GAMES[game].example_configs()[index]
    out = []
    for game_index in range(per_config):
        seed = 1 + 7919 * index + 104729 * game_index
        steps, result, digest = play(game, config, seed)
        out.append(" ".join([game, canonical(config)[:80], str(seed), str(steps), result, digest]))
    return out


def tables():
    """(game, index) of every table of every game."""
    return [(game, index) for game in sorted(GAMES) for index in range(len(GAMES[game].example_configs()))]


def main():
    if len(sys.argv) > 2:  # one table: GAME INDEX [GAMES_PER_CONFIG]
        chosen = [(sys.argv[1], int(sys.argv[2]))]
        per_config = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    else:
        chosen = tables()
        per_config = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    for game, index in chosen:
        for line in lines(game, index, per_config):
            print(line)


if __name__ == "__main__":
    main()
