"""Conformance: every game registered in `engine.games` against the one
protocol of engine/core/state.py, in the manner of OpenSpiel's random
simulation test (and chess perft for the pinned counts). Each game lists the
configurations worth covering (`example_configs()`: every table size and
variant); a new game gets all of this by registering.

Random games are played by a seeded chooser: a uniform seat among those
acting and a uniform action of its legal list; a decision too large to list
(Sequitur's word) goes to the game's easiest built-in AI. Every step of every
game is checked for who acts, the history and the events; steps sampled
along each game are checked in depth:

- clones are independent, generator included;
- a record replays to the same state, and so does any prefix of it;
- a refused action (another seat's move, an action of earlier in the game,
  a mutated JSON form, something that is no action at all, anything once
  the game is over) raises IllegalAction with a rule code and leaves the
  whole state as it was;
- no observation and no public view changes when what its viewer cannot
  see is scrambled, and what a seat may do depends only on what it sees;
- the legal list agrees with `check`, has no duplicates and comes in a
  fixed order; an unlisted decision's default is legal;
- events are JSON, `GameOver` comes last exactly when the game ends, and
  events depend on nothing the public view does not show;
- a reshuffle (what an undo does: GameState.reshuffle) changes nothing any
  seat or the public view sees, nor who acts or what they may do, yet
  changes the game's future; the record keeps it, replays it exactly, and
  clones carry it;
- pinned counts over fixed seeds: legal actions summed along a random game,
  its length and its result, so a speed-up cannot quietly change the rules.

What is particular to one game (cards, trees and balls conserved, the rules'
own invariants) stays in tests/<game>/test_*_properties.py. Set CONFORMANCE_GAMES
to play more games per configuration (default 2).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections import defaultdict
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import Any, Iterable

import pytest

from engine.core import record
from engine.core.errors import IllegalAction
from engine.core.events import Event, GameOver
from engine.core.rng import Rng
from engine.core.seats import Decision
from engine.core.state import CHANCE, OVER, SEAT, SIMULTANEOUS, Acting, GameState, Who
from engine.games import GAMES, ai_module
from engine.sequence.state import SequenceState

GAMES_PER_CONFIG = int(os.environ.get("CONFORMANCE_GAMES", "2"))
SAMPLES = 6  # steps checked in depth per game
CLONE_SAMPLES = 2  # steps from which clones are played to the end
MAX_STEPS = 20_000  # no game of the registry comes near this: a game that does never ends

_PRIMITIVE = (type(None), bool, int, float, str)  # the kinds of Who and the steps are texts
_UNSET = "<unset>"


def _config_id(config: dict[str, Any]) -> str:
    return ",".join(f"{key}={'file' if key == 'board' else value}" for key, value in config.items()) or "default"


CASES = [
    pytest.param(name, index, id=f"{name}-{_config_id(config)}")
    for name, state_class in GAMES.items()
    for index, config in enumerate(state_class.example_configs())
]


def config_of(name: str, index: int) -> dict[str, Any]:
    return GAMES[name].example_configs()[index]


def seeds(name: str, index: int) -> list[tuple[int, int]]:
    """(seed, chooser) of each game played with a configuration."""
    base = 1 + 7919 * index + 104_729 * sorted(GAMES).index(name)
    return [(base + game, 31 * (base + game) + 7) for game in range(GAMES_PER_CONFIG)]


# --- snapshots ------------------------------------------------------------------------------------

@lru_cache(maxsize=None)
def slot_names(klass: type) -> tuple[str, ...]:
    """The slots of a class and its bases (not `__dict__`, `__weakref__`)."""
    names: list[str] = []
    for base in klass.__mro__:
        slots = base.__dict__.get("__slots__", ())
        names.extend([slots] if isinstance(slots, str) else slots)
    return tuple(name for name in names if name not in ("__dict__", "__weakref__"))


def fields_of(value: Any) -> list[tuple[str, Any]]:
    """Every slot and instance attribute of an object (not `_events`, the
    list `apply` reports into while it runs)."""
    found = [(name, getattr(value, name, _UNSET)) for name in slot_names(type(value))]
    found += [(name, v) for name, v in sorted(getattr(value, "__dict__", {}).items()) if name != "_events"]
    return found


_PLAIN = frozenset(_PRIMITIVE)  # exactly these types, not their subclasses: kept as they are
# Tuples that hold only such values, or such tuples, never change: each is frozen once, by its
# id (kept alive with it, so the id is not another's). Snapshots are most of this file's time,
# and a game's history and Sequence's rules are mostly such tuples.
_FROZEN_TUPLES: dict[int, tuple[tuple, tuple]] = {}


def freeze(value: Any) -> Any:
    """A value turned into nested tuples that compare equal exactly when the
    values hold the same data (types included)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if isinstance(value, tuple):
        known = _FROZEN_TUPLES.get(id(value))
        if known is not None and known[0] is value:
            return known[1]
        items = tuple([v if type(v) in _PLAIN else freeze(v) for v in value])
        frozen = (kind.__name__, items)
        if all(type(v) in _PLAIN or id(v) in _FROZEN_TUPLES for v in value):
            if len(_FROZEN_TUPLES) > 100_000:
                _FROZEN_TUPLES.clear()
            _FROZEN_TUPLES[id(value)] = (value, frozen)
        return frozen
    if kind is list or isinstance(value, list):
        return (kind.__name__, tuple([v if type(v) in _PLAIN else freeze(v) for v in value]))
    if isinstance(value, _PRIMITIVE):
        return value
    if isinstance(value, dict):
        return ("dict", tuple(sorted((repr(k), freeze(v)) for k, v in value.items())))
    if isinstance(value, (set, frozenset)):
        return ("set", frozenset(map(freeze, value)))
    if isinstance(value, (bytes, bytearray)):
        return ("bytes", bytes(value))
    return (type(value).__name__, tuple((name, freeze(v)) for name, v in fields_of(value)))


@lru_cache(maxsize=None)
def shared_fields(state_class: type[GameState]) -> frozenset[str]:
    """The fields a clone shares with its original (the fixed part of a game:
    rules, configuration), found by cloning a new game."""
    state = state_class.new(state_class.example_configs()[0], 0)
    twin = state.clone()
    return frozenset(name for name, value in fields_of(state)
                     if not isinstance(value, _PRIMITIVE) and getattr(twin, name, None) is value)


def snapshot(state: GameState, *, deep: bool = False) -> tuple:
    """The whole state, generator included, frozen for comparison. The fields
    a clone shares are compared by identity unless `deep` (they are large:
    Sequence's rules hold every precomputed move)."""
    shared = frozenset() if deep else shared_fields(type(state))
    return tuple((name, ("same object", id(value)) if name in shared else freeze(value))
                 for name, value in fields_of(state))


def deep_snapshots(first: GameState, second: GameState) -> tuple[tuple, tuple]:
    """`snapshot(first, deep=True)` and `snapshot(second, deep=True)`, taken together: a field
    both hold as one and the same object is not frozen (it equals itself) but marked so in
    both; they compare equal exactly when those would (Sequence's rules, which every state of
    a variant shares, cost a deep snapshot most of its time)."""
    fields = fields_of(first), fields_of(second)
    if [name for name, _ in fields[0]] != [name for name, _ in fields[1]]:
        return snapshot(first, deep=True), snapshot(second, deep=True)
    one = {name for (name, a), (_, b) in zip(*fields) if a is b and type(a) not in _PLAIN}
    return tuple(tuple((name, ("one object",) if name in one else freeze(value)) for name, value in found)
                 for found in fields)  # type: ignore[return-value]


def json_exact(value: Any) -> Any:
    """`value` after a trip through JSON text; equal to it only if it is plain JSON."""
    return json.loads(json.dumps(value))


# --- random games ----------------------------------------------------------------------------------

class Chooser:
    """Seeded random play: a uniform acting seat and a uniform legal action;
    an unlisted decision goes to the game's easiest built-in AI."""

    def __init__(self, game: str, seed: int) -> None:
        self.game = game
        self.seed = seed
        self.rng = Rng(seed)
        self._ai: Any = None

    def seat(self, acting: Acting) -> int:
        return acting.seats[self.rng.below(len(acting.seats))]

    def action(self, state: GameState, seat: int, legal: list[Any] | None) -> Any:
        if legal is not None:
            return legal[self.rng.below(len(legal))]
        if self._ai is None:
            module = ai_module(self.game)
            self._ai = module.make_seat(next(iter(module.LEVELS)), self.seed)
        return self._ai.act(Decision(seat, None, state.observation, partial(state.check, seat),
                                     state.action_to_json, state.action_from_json, state.unlisted_default(seat)))


@dataclass
class Step:
    """One step of a game: a chance move (`seat` None) or a seat's action."""

    before: GameState | None  # a clone of the state before the step (kept games only)
    seat: int | None
    action: Any
    legal: list[Any] | None  # the seat's legal list (None: unlisted)
    events: list[Event]


@dataclass
class Walk:
    """A random game played to the end."""

    state: GameState
    steps: list[Step]
    legal_total: int  # legal actions summed over the decisions (an unlisted decision counts 0)
    chance: int  # chance moves
    pool: tuple[list[Any], list[str]] | None = None  # json_pool(), once computed


def check_acting(state: GameState) -> Acting:
    """Who acts is well formed and agrees with is_over and result()."""
    acting = state.acting
    assert acting.kind in Who.KINDS
    seats = acting.seats
    if acting.kind in (SEAT, SIMULTANEOUS):
        assert seats and len(set(seats)) == len(seats) and all(0 <= s < state.players for s in seats)
        assert acting.kind != SEAT or len(seats) == 1
    else:
        assert seats == ()
    assert state.is_over == (acting.kind == OVER)
    assert (state.result() is None) == (acting.kind != OVER)
    return acting


def check_events(state: GameState, events: Any) -> None:
    """Events are Event values with a JSON form; GameOver comes last exactly
    when the step ended the game, with the game's result."""
    assert isinstance(events, list) and all(isinstance(e, Event) for e in events)
    for event in events:
        data = event.to_json()
        assert type(event).KIND != Event.KIND and data["event"] == type(event).KIND
        assert json_exact(data) == data, f"{event} is not plain JSON"
    over = [isinstance(e, GameOver) for e in events]
    if state.is_over:
        assert over and over[-1] and not any(over[:-1]), "GameOver must be the last event, once"
        assert events[-1].result == state.result()
    else:
        assert not any(over), "GameOver before the game is over"


def walk(state_class: type[GameState], game: str, config: dict[str, Any], seed: int, chooser_seed: int,
         *, keep: bool = False, state: GameState | None = None) -> Walk:
    """Play a random game to the end (from `state` if given), checking every
    step; `keep` keeps a clone of the state before each step."""
    state = state_class.new(config, seed) if state is None else state
    chooser = Chooser(game, chooser_seed)
    steps: list[Step] = []
    legal_total = chance = 0
    while True:
        assert len(steps) < MAX_STEPS, "the game does not end"
        acting = check_acting(state)
        if acting.kind == OVER:
            break
        before = state.clone() if keep else None
        history = state.history[:]
        if acting.kind == CHANCE:
            events = state.resolve_chance()
            assert state.history == history, "a chance move is not a seat's action"
            check_events(state, events)
            steps.append(Step(before, None, None, None, events))
            chance += 1
            continue
        seat = chooser.seat(acting)
        legal = state.legal_actions(seat)
        if legal is not None:
            assert legal, f"seat {seat} acts but has no legal action"
            legal_total += len(legal)
        action = chooser.action(state, seat, legal)
        events = state.apply(seat, action)
        assert state.history == history + [(seat, action)]
        check_events(state, events)
        steps.append(Step(before, seat, action, legal, events))
    return Walk(state, steps, legal_total, chance)


@lru_cache(maxsize=None)
def kept_walks(name: str, index: int) -> tuple[Walk, ...]:
    """The random games of one configuration, each step's state kept (shared
    by the tests below: they work on clones and never change these)."""
    return tuple(walk(GAMES[name], name, config_of(name, index), seed, chooser, keep=True)
                 for seed, chooser in seeds(name, index))


def sampled(steps: list[Step], count: int) -> list[Step]:
    """`count` steps spread evenly over a game, first and last included."""
    if len(steps) <= count:
        return list(steps)
    return [steps[round(i * (len(steps) - 1) / (count - 1))] for i in range(count)]


def rng_for(name: str, index: int, salt: int) -> Rng:
    return Rng(1_000_003 * salt + 7919 * index + sorted(GAMES).index(name))


# --- candidate actions that should mostly be refused ----------------------------------------------

JUNK: tuple[Any, ...] = (None, True, False, -1, 0, 1, 2, 99, 1.5, "", "x", "pass", [], {}, [0, 0])


def json_pool(walk_: Walk) -> tuple[list[Any], list[str]]:
    """The scalars and keys found in the JSON forms of a game's actions."""
    if walk_.pool is not None:
        return walk_.pool
    scalars: set[Any] = set()
    keys: set[str] = set()

    def visit(data: Any) -> None:
        if isinstance(data, dict):
            for key, value in data.items():
                keys.add(key)
                visit(value)
        elif isinstance(data, list):
            for value in data:
                visit(value)
        elif data is not None:
            scalars.add(data)

    for step in walk_.steps:
        if step.seat is not None:
            visit(walk_.state.action_to_json(step.action))
    walk_.pool = sorted(scalars, key=repr), sorted(keys)
    return walk_.pool


def mutate(data: Any, rng: Rng, scalars: list[Any], keys: list[str]) -> Any:
    """One random change somewhere in a JSON value: a leaf replaced (by a
    value seen in other actions, a neighbouring number, a value of another
    type), a key dropped or added, a list shortened or lengthened."""
    if isinstance(data, dict):
        roll = rng.below(6)
        if roll == 0 and data:
            dropped = rng.choice(sorted(data))
            return {k: v for k, v in data.items() if k != dropped}
        if roll == 1 or not data:
            return {**data, rng.choice(keys or ["x"]): rng.choice(scalars or list(JUNK))}
        key = rng.choice(sorted(data))
        return {**data, key: mutate(data[key], rng, scalars, keys)}
    if isinstance(data, list):
        roll = rng.below(5)
        if roll == 0 and data:
            i = rng.below(len(data))
            return data[:i] + data[i + 1:]
        if roll == 1 or not data:
            return data + [rng.choice(data or scalars or list(JUNK))]
        i = rng.below(len(data))
        return data[:i] + [mutate(data[i], rng, scalars, keys)] + data[i + 1:]
    roll = rng.below(4)
    if roll == 0 and scalars:
        return rng.choice(scalars)
    if roll == 1 and isinstance(data, int) and not isinstance(data, bool):
        return data + rng.choice([-1, 1, 2, -data - 1, 100])
    return rng.choice(JUNK)


def candidates(state: GameState, walk_: Walk, rng: Rng, count: int = 12) -> Iterable[tuple[int, Any, bool]]:
    """(seat, action, parsed) pairs, most of them illegal now: every acting
    seat's legal actions tried by every other seat (and seats that do not
    exist), actions from earlier in the game, mutated JSON forms parsed by
    the game (`parsed`), and values that are no action at all."""
    n = state.players
    acting = state.acting
    movers = list(acting.seats) or [0]
    seats = list(range(-1, n + 1))
    listed: list[tuple[int, Any]] = []
    for s in acting.seats:
        legal = state.legal_actions(s) or []
        for _ in range(min(3, len(legal))):
            listed.append((s, rng.choice(legal)))
    past = [rng.choice(state.history) for _ in range(min(count, len(state.history)))]
    for s, a in listed:
        for other in seats:
            if other != s:
                yield other, a, True
    for s, a in past:
        yield s, a, True
        yield rng.choice(movers), a, True
    scalars, keys = json_pool(walk_)
    sources = [state.action_to_json(a) for _, a in listed + past]
    for _ in range(count if sources else 0):
        data = rng.choice(sources)
        for _ in range(1 + rng.below(2)):
            data = mutate(data, rng, scalars, keys)
        try:
            action = state.action_from_json(data)
        except (ValueError, TypeError):
            continue  # refused as malformed: what the protocol expects
        yield rng.choice(movers), action, True
        yield rng.choice(seats), action, True
    for junk in JUNK[:6]:
        yield rng.choice(movers), junk, False
    yield rng.choice(movers), ("not", "an", "action"), False


def is_legal(state: GameState, seat: int, action: Any) -> bool:
    """`state.is_legal`, failing the test on anything but a True/False answer."""
    try:
        verdict = state.is_legal(seat, action)
    except Exception as error:  # noqa: BLE001 - any other exception is the finding
        pytest.fail(f"check({seat}, {action!r}) raised {error!r} instead of IllegalAction")
    assert isinstance(verdict, bool)
    return verdict


# --- 1. clones -------------------------------------------------------------------------------------

def check_clone_independence(state: GameState, game: str, chooser: int) -> None:
    """A clone equals its original; playing one to the end changes nothing
    in the other, either way; two clones of one state, played by the same
    chooser, end alike (each carries its own generator)."""
    state_class = type(state)
    base = state.clone()
    before = snapshot(base, deep=True)
    first, second = base.clone(), base.clone()
    assert snapshot(first) == snapshot(base)
    walk(state_class, game, {}, 0, chooser, state=first)
    assert snapshot(base, deep=True) == before, "playing a clone changed its original"
    walk(state_class, game, {}, 0, chooser, state=second)
    assert snapshot(second) == snapshot(first), "two clones of one state played alike and ended apart"
    kept = snapshot(second, deep=True)
    walk(state_class, game, {}, 0, chooser + 1, state=base)
    assert snapshot(second, deep=True) == kept, "playing the original changed a clone"


@pytest.mark.parametrize("name, index", CASES)
def test_clones_are_independent(name: str, index: int) -> None:
    for number, game in enumerate(kept_walks(name, index)):
        for step in sampled(game.steps, CLONE_SAMPLES):
            check_clone_independence(step.before, name, 17 * index + number)


# --- 2. records ------------------------------------------------------------------------------------

def check_record(name: str, game: Walk) -> None:
    """The record replays to the same state, and each prefix of it replays to
    the state the game had after that many actions."""
    state = game.state
    text = record.dumps(state)
    loaded = record.loads(text, game=name)
    assert record.dumps(loaded) == text
    assert loaded.result() == state.result() and loaded.final() == state.final()
    assert loaded.public_observation() == state.public_observation()
    assert [loaded.observation(s) for s in range(state.players)] == [state.observation(s) for s in range(state.players)]
    loaded_now, state_now = deep_snapshots(loaded, state)
    assert loaded_now == state_now
    # what the bot protocol sends is plain JSON
    for message in [state.start_message(s) for s in range(state.players)] + [state.final(), state.result().to_json()]:
        assert json_exact(message) == message
    data = record.to_record(state)
    for step in sampled([s for s in game.steps if s.seat is not None], 3):
        cut = len(step.before.history)
        prefix = record.loads({**data, "actions": data["actions"][:cut]}, game=name)
        prefix_now, before_now = deep_snapshots(prefix, step.before)
        assert prefix_now == before_now, f"prefix of {cut} actions"


@pytest.mark.parametrize("name, index", CASES)
def test_records_replay_exactly(name: str, index: int) -> None:
    for game in kept_walks(name, index):
        check_record(name, game)


# --- 3. refused actions ----------------------------------------------------------------------------

def check_refusals(state: GameState, game: Walk, rng: Rng) -> int:
    """Every candidate the state refuses raises IllegalAction with a rule code
    from `apply` and leaves the whole state as it was; so does a chance move
    when none is pending. Returns how many were refused."""
    deep = snapshot(state, deep=True)
    before = snapshot(state)
    refused = 0
    for seat, action, _ in candidates(state, game, rng):
        if is_legal(state, seat, action):
            continue
        with pytest.raises(IllegalAction) as error:
            state.apply(seat, action)
        assert isinstance(error.value.code, str) and error.value.code not in ("", "illegal"), (
            f"refusing {action!r} for seat {seat} names no rule")
        assert snapshot(state) == before, f"refusing {action!r} for seat {seat} changed the state"
        refused += 1
    if state.acting.kind != CHANCE:
        with pytest.raises(IllegalAction) as error:
            state.resolve_chance()
        assert error.value.code not in ("", "illegal")
        assert snapshot(state) == before, "refusing a chance move changed the state"
    assert snapshot(state, deep=True) == deep
    return refused


@pytest.mark.parametrize("name, index", CASES)
def test_refused_actions_change_nothing(name: str, index: int) -> None:
    rng = rng_for(name, index, 3)
    refused = 0
    for game in kept_walks(name, index):
        for step in sampled(game.steps, SAMPLES):
            refused += check_refusals(step.before.clone(), game, rng)
        # once over, everything is refused: every action the game saw, and junk
        end = game.state.clone()
        refused += check_refusals(end, game, rng)
        for seat, action in end.history:
            assert not is_legal(end, seat, action)
    assert refused > 0


# --- 4. legal lists --------------------------------------------------------------------------------

def check_legal_lists(state: GameState, game: Walk, rng: Rng) -> int:
    """Only acting seats have legal actions; each listed action is legal, its
    JSON form parses back to it, none is listed twice, and the list comes
    out the same every time; an unlisted decision's default is legal; parsed
    actions that are not listed are refused. Returns how many were refused."""
    acting = state.acting
    lists: dict[int, list[Any] | None] = {}
    for seat in range(-1, state.players + 1):
        legal = state.legal_actions(seat)
        if seat not in acting.seats:
            assert legal == [], f"seat {seat} does not act but has legal actions"
            continue
        lists[seat] = legal
        default = state.unlisted_default(seat)
        if legal is None:
            assert default is not None and is_legal(state, seat, default)
            continue
        assert legal and default is None
        assert state.legal_actions(seat) == legal and state.clone().legal_actions(seat) == legal
        forms = [json.dumps(state.action_to_json(a), sort_keys=True) for a in legal]
        assert len(set(forms)) == len(forms) == len(set(legal)), "an action is listed twice"
        for action, form in zip(legal, forms):
            assert state.action_from_json(json.loads(form)) == action
            assert is_legal(state, seat, action), f"{action!r} is listed but refused"
    refused = 0
    for seat, action, parsed in candidates(state, game, rng):
        verdict = is_legal(state, seat, action)
        legal = lists.get(seat, [])
        if parsed and legal is not None:
            # by type and value: actions of two kinds may compare equal as tuples
            # (Sequitur's Colour("left") == End("left")), so `in` is not enough
            listed = any(type(a) is type(action) and a == action for a in legal)
            assert verdict == listed, f"seat {seat}, {action!r}: listed {listed}, legal {verdict}"
        refused += not verdict
    return refused


@pytest.mark.parametrize("name, index", CASES)
def test_legal_lists_agree_with_check(name: str, index: int) -> None:
    rng = rng_for(name, index, 4)
    refused = 0
    for game in kept_walks(name, index):
        for step in sampled(game.steps, 2 * SAMPLES):
            refused += check_legal_lists(step.before, game, rng)
        refused += check_legal_lists(game.state, game, rng)
    assert refused > 0


# --- 5. observations -------------------------------------------------------------------------------

def keys_anywhere(data: Any) -> set[str]:
    """Every key of every object inside a JSON value."""
    if isinstance(data, dict):
        return set(data).union(*(keys_anywhere(v) for v in data.values()))
    if isinstance(data, list):
        return set().union(*(keys_anywhere(v) for v in data))
    return set()


def check_observations(state: GameState, rng: Rng) -> tuple[int, int]:
    """Each seat's observation and the public view are plain JSON and do not
    change when what their viewer cannot see is scrambled; the public view
    holds no key of a seat's private part; a seat's legal actions do not
    change either. Returns how often scrambling for one seat changed what
    another seat sees, and scrambling for the public view what a seat sees
    (proof that the scramble touched hidden things)."""
    before = snapshot(state)
    n = state.players
    public = state.public_observation()
    assert json_exact(public) == public and public["seat"] is None
    seen = [state.observation(s) for s in range(n)]
    inside_public = keys_anywhere(public)
    others_changed = 0
    for viewer in range(n):
        mine = seen[viewer]
        assert json_exact(mine) == mine and mine["seat"] == viewer
        assert set(public) <= set(mine), "a seat's observation lacks part of the public view"
        private = set(mine) - set(public)
        assert not private & inside_public, f"the public view holds private keys {private & inside_public}"
        twin = state.scrambled(viewer, rng)
        assert twin.observation(viewer) == mine, f"seat {viewer}'s observation shows what it cannot see"
        assert twin.public_observation() == public, "the public view shows what a seat cannot see"
        assert twin.acting == state.acting
        if viewer in state.acting.seats:
            assert twin.legal_actions(viewer) == state.legal_actions(viewer), (
                f"seat {viewer}'s legal actions depend on what it cannot see")
            assert twin.unlisted_default(viewer) == state.unlisted_default(viewer)
        others_changed += any(twin.observation(w) != seen[w] for w in range(n) if w != viewer)
    twin = state.scrambled(None, rng)
    assert twin.public_observation() == public, "the public view shows a seat's secret"
    public_changed = int(any(twin.observation(w) != seen[w] for w in range(n)))
    assert snapshot(state) == before, "scrambled() changed the original"
    return others_changed, public_changed


@pytest.mark.parametrize("name, index", CASES)
def test_observations_leak_nothing(name: str, index: int) -> None:
    rng = rng_for(name, index, 5)
    others_changed = public_changed = 0
    for game in kept_walks(name, index):
        for step in sampled(game.steps, SAMPLES) + [Step(game.state, None, None, None, [])]:
            a, b = check_observations(step.before, rng)
            others_changed += a
            public_changed += b
    assert public_changed > 0, "scrambled(None) never changed anything a seat sees: the check proves nothing"
    if GAMES[name].new(config_of(name, index), 0).players > 1:
        assert others_changed > 0, "scrambled(seat) never changed what another seat sees"


# --- 6. events -------------------------------------------------------------------------------------

def check_events_public(step: Step, rng: Rng) -> int:
    """Events depend only on what the public view shows: the same step taken
    from states that differ only in hidden things (scrambled twins, whose
    public view is the same), or another action of the same seat, must report
    the same events whenever the public views after the step agree (a stored
    choice, a drawn card or a roll in an event would tell them apart).
    Returns how many pairs were compared."""
    state = step.before

    def outcome(twin: GameState, seat: int | None, action: Any) -> tuple[str, list[dict[str, Any]]]:
        events = twin.resolve_chance() if seat is None else twin.apply(seat, action)
        return json.dumps(twin.public_observation(), sort_keys=True), [e.to_json() for e in events]

    runs = [outcome(state.clone(), step.seat, step.action)]
    if step.seat is None:
        runs += [outcome(state.scrambled(None, rng), None, None) for _ in range(3)]
    else:
        runs += [outcome(state.scrambled(step.seat, rng), step.seat, step.action) for _ in range(2)]
        twin = state.scrambled(None, rng)
        if twin.is_legal(step.seat, step.action):
            runs.append(outcome(twin, step.seat, step.action))
        for _ in range(min(3, len(step.legal or []))):
            other = rng.choice(step.legal)
            if other != step.action:
                runs.append(outcome(state.clone(), step.seat, other))
    by_view: dict[str, list[list[dict[str, Any]]]] = defaultdict(list)
    for view, events in runs:
        by_view[view].append(events)
    compared = 0
    for group in by_view.values():
        for events in group[1:]:
            assert events == group[0], f"events differ where the public view does not: {group[0]} / {events}"
            compared += 1
    return compared


@pytest.mark.parametrize("name, index", CASES)
def test_events_tell_only_what_is_public(name: str, index: int) -> None:
    rng = rng_for(name, index, 6)
    compared = 0
    for game in kept_walks(name, index):
        assert any(step.events for step in game.steps)
        for step in sampled(game.steps, SAMPLES):
            compared += check_events_public(step, rng)
    assert compared > 0


# --- 8. reshuffles -------------------------------------------------------------------------------

def seen_by_all(state: GameState) -> tuple:
    """Everything any seat or the public view sees, who acts and what they may do."""
    acting = state.acting
    return (json.dumps(state.public_observation(), sort_keys=True),
            tuple(json.dumps(state.observation(s), sort_keys=True) for s in range(state.players)),
            acting, tuple((s, repr(state.legal_actions(s)), repr(state.unlisted_default(s))) for s in acting.seats))


def check_reshuffle(name: str, state: GameState, seed: int, chooser: int) -> bool:
    """Reshuffle a clone of `state`: nothing seen changes, the original is
    untouched, clones carry it, and the game played on from it replays
    exactly from its record (the prefix before the reshuffle is `state`).
    Returns whether the future changed: the same chooser, playing on from
    `state` and from its reshuffled twin, saw a different game."""
    before = snapshot(state, deep=True)
    twin = state.clone()
    twin.reshuffle(seed)
    assert snapshot(state, deep=True) == before, "reshuffling a clone changed its original"
    assert seen_by_all(twin) == seen_by_all(state), "a reshuffle changed what a seat or the table sees"
    assert twin.reshuffles == (*state.reshuffles, (len(state.history), seed, ()))
    assert snapshot(twin.clone()) == snapshot(twin), "a clone lost the reshuffle"
    cut = len(state.history)
    walk(type(state), name, {}, 0, chooser, state=twin)
    plain = walk(type(state), name, {}, 0, chooser, state=state.clone()).state
    data = record.to_record(twin)
    assert json_exact(data) == data
    loaded = record.loads(json.dumps(data), game=name)
    loaded_now, twin_now = deep_snapshots(loaded, twin)
    assert loaded_now == twin_now, "the record did not replay the reshuffle exactly"
    assert record.action_count(data) == len(twin.history)
    settled = state.clone()  # a loaded record has its pending chance resolved
    record.advance_chance(settled)
    prefix_now, settled_now = deep_snapshots(record.loads(record.prefix(data, cut), game=name), settled)
    assert prefix_now == settled_now
    replayed_now, twin_now = deep_snapshots(
        record.replay(type(state).new(dict(state.config), state.seed), twin.history, twin.reshuffles), twin)
    assert replayed_now == twin_now
    return twin.final() != plain.final() or twin.history != plain.history


@pytest.mark.parametrize("name, index", CASES)
def test_reshuffles_hide_the_future_and_replay_exactly(name: str, index: int) -> None:
    rng = rng_for(name, index, 8)
    changed = 0
    for number, game in enumerate(kept_walks(name, index)):
        # where an undo reshuffles: at the start, or right after an action (before the chance that follows)
        places = [step for i, step in enumerate(game.steps[:-1]) if i == 0 or game.steps[i - 1].seat is not None]
        for step in sampled(places, 3):
            changed += check_reshuffle(name, step.before, rng.below(2**62), 23 * index + number)
    assert changed > 0, "no reshuffle ever changed the game's future: the check proves nothing"


# --- 7. pinned counts ------------------------------------------------------------------------------

# (game, config, seed, chooser): (legal actions summed over the decisions,
# decisions, chance moves, result). Computed once with the engine; a change
# means the rules changed (or, for Sequitur, the easiest AI's choice of word):
# say why in the commit, then update the numbers.
PINNED: list[tuple[str, dict[str, Any], int, int, tuple[int, int, int, dict[str, Any]]]] = [
    ("sequence", {"players": 2, "teams": 2, "variant": "classic"}, 1, 1, (1571, 93, 0, {
        "reason": "sequences", "winners": [0], "turns": 90, "forfeit_seat": None, "winner_team": 0})),
    ("sequence", {"players": 6, "teams": 3, "variant": "custom"}, 2, 2, (2001, 153, 0, {
        "reason": "sequences", "winners": [2, 5], "turns": 127, "forfeit_seat": None, "winner_team": 2})),
    ("sequence", {"players": 2, "turn_limit": 40}, 3, 3, (676, 40, 0, {
        "reason": "turn-limit", "winners": [], "turns": 40, "forfeit_seat": None, "winner_team": None})),
    ("sequoia", {"players": 2, "tokens": "face-up"}, 1, 1, (255, 32, 16, {
        "reason": "scores", "winners": [0], "turns": 16, "forfeit_seat": None, "scores": [33, 20],
        "tiebreak_turns": 6, "unsettled": []})),
    ("sequoia", {"players": 5, "tokens": "face-down"}, 2, 2, (885, 104, 25, {
        "reason": "scores", "winners": [1], "turns": 25, "forfeit_seat": None, "scores": [10, 17, 7, 14, 7],
        "tiebreak_turns": 15, "unsettled": []})),
    ("sequoia", {"players": 3, "tiebreak_limit": 1}, 3, 3, (263, 33, 11, {
        "reason": "scores", "winners": [0], "turns": 11, "forfeit_seat": None, "scores": [18, 13, 17],
        "tiebreak_turns": 1, "unsettled": [9, 11]})),
    # Sequitur's goal catalog 1 (the games dealt before catalog 2) and catalog 2 (new games)
    # (the words come from Sequitur's easy level, the casual player since issue 42's retuning)
    ("sequitur", {"players": 1, "catalog": 1}, 1, 1, (1148, 45, 33, {
        "reason": "scores", "winners": [0], "turns": 3, "forfeit_seat": None, "scores": [7], "rank": "Good start"})),
    ("sequitur", {"players": 3, "catalog": 1}, 2, 2, (3333, 123, 60, {
        "reason": "scores", "winners": [2], "turns": 3, "forfeit_seat": None, "scores": [2, 2, 8]})),
    ("sequitur", {"players": 5, "house_rule": True, "catalog": 1}, 3, 3, (5743, 215, 91, {
        "reason": "scores", "winners": [0, 2], "turns": 3, "forfeit_seat": None, "scores": [9, 6, 9, 1, 3]})),
    ("sequitur", {"players": 1}, 1, 1, (1137, 45, 36, {
        "reason": "scores", "winners": [0], "turns": 3, "forfeit_seat": None, "scores": [4], "rank": None})),
    ("sequitur", {"players": 3}, 2, 2, (3591, 133, 65, {
        "reason": "scores", "winners": [0, 2], "turns": 3, "forfeit_seat": None, "scores": [7, 5, 7]})),
]


@pytest.mark.parametrize("name, config, seed, chooser, expected", PINNED,
                         ids=[f"{p[0]}-{_config_id(p[1])}-{p[2]}" for p in PINNED])
def test_pinned_counts(name: str, config: dict[str, Any], seed: int, chooser: int,
                       expected: tuple[int, int, int, dict[str, Any]]) -> None:
    game = walk(GAMES[name], name, config, seed, chooser)
    result = game.state.result()
    assert result is not None
    decisions = sum(step.seat is not None for step in game.steps)
    assert (game.legal_total, decisions, game.chance, result.to_json()) == expected


def test_pinned_counts_do_not_depend_on_the_hash_seed() -> None:
    """Legal lists come in the same order in every process (no set or dict
    order that string hashing decides): the pinned games replay alike under
    another PYTHONHASHSEED."""
    code = ("import json\nfrom tests.core.test_conformance import PINNED, GAMES, walk\n"
            "print(json.dumps([[g.legal_total, len(g.steps)] for g in "
            "(walk(GAMES[p[0]], p[0], p[1], p[2], p[3]) for p in PINNED)]))")
    hash_seed = "1" if os.environ.get("PYTHONHASHSEED") != "1" else "2"
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[2], capture_output=True,
                         text=True, check=True, env={**os.environ, "PYTHONHASHSEED": hash_seed}).stdout
    assert json.loads(out) == [[p[4][0], p[4][1] + p[4][2]] for p in PINNED]


def test_every_game_is_covered() -> None:
    """Every registered game lists configurations, each a valid table, and has pinned counts."""
    for name, state_class in GAMES.items():
        configs = state_class.example_configs()
        assert configs and all(state_class.new(c, 0).GAME == name for c in configs)
        assert any(p[0] == name for p in PINNED), f"{name} has no pinned counts"


# --- the checks can fail -----------------------------------------------------------------------------

class _Planted(SequenceState):
    """Sequence with one defect planted by a subclass (clones keep the subclass)."""

    def clone(self) -> "_Planted":
        twin = super().clone()
        twin.__class__ = type(self)
        return twin


class _ShowsNextHand(_Planted):
    def observation(self, seat: int) -> dict[str, Any]:
        seen = super().observation(seat)
        seen["next_hand"] = self.hands[(seat + 1) % self.n][:]
        return seen


class _Drew(Event):
    KIND = "drew"
    FIELDS = ("seat: int", "card: str")


class _TellsTheDraw(_Planted):
    def _apply(self, seat: int, action: Any) -> None:
        super()._apply(seat, action)
        if self._events is not None:
            self._events.append(_Drew(seat, self.hands[seat][-1]))


class _ReordersOnCheck(_Planted):
    def check(self, seat: int, action: Any) -> None:
        self.deck.reverse()
        super().check(seat, action)


class _SharesHands(_Planted):
    def clone(self) -> "_Planted":
        twin = super().clone()
        twin.hands = self.hands
        return twin


class _ReshuffleDealsHands(_Planted):
    def _reshuffle(self) -> None:
        super()._reshuffle()
        self.rng.shuffle(self.hands[0])


class _ReshuffleForgotten(_Planted):
    def clone(self) -> "_Planted":
        twin = super().clone()
        twin.reshuffles = ()
        return twin


class _ListsTwice(_Planted):
    def legal_actions(self, seat: int) -> list[Any]:
        legal = super().legal_actions(seat)
        return legal + legal[:1]


def _observations(game: Walk, rng: Rng) -> None:
    for step in game.steps[1:]:
        check_observations(step.before, rng)


def _events(game: Walk, rng: Rng) -> None:
    for step in game.steps:
        check_events_public(step, rng)


def _refusals(game: Walk, rng: Rng) -> None:
    check_refusals(game.steps[5].before, game, rng)


def _clones(game: Walk, rng: Rng) -> None:
    check_clone_independence(game.steps[5].before, "sequence", 1)


def _legal(game: Walk, rng: Rng) -> None:
    check_legal_lists(game.steps[5].before, game, rng)


def _reshuffles(game: Walk, rng: Rng) -> None:
    check_reshuffle("sequence", game.steps[5].before, 11, 1)


@pytest.mark.parametrize("planted, check, message", [
    (_ShowsNextHand, _observations, "observation shows what it cannot see"),
    (_TellsTheDraw, _events, "events differ where the public view does not"),
    (_ReordersOnCheck, _refusals, "changed the state"),
    (_SharesHands, _clones, "playing a clone changed its original"),
    (_ListsTwice, _legal, "listed twice"),
    (_ReshuffleDealsHands, _reshuffles, "changed what a seat or the table sees"),
    (_ReshuffleForgotten, _reshuffles, "a clone lost the reshuffle"),
], ids=["observation-leak", "event-leak", "refusal-changes-state", "shared-clone", "duplicate-action",
        "reshuffle-shows", "reshuffle-lost"])
def test_the_checks_catch_a_planted_defect(planted: type[SequenceState], check: Any, message: str) -> None:
    """Each check fails on a game with its defect planted (a test that cannot fail proves nothing)."""
    game = walk(planted, "sequence", {"players": 4}, 5, 6, keep=True)
    with pytest.raises(AssertionError, match=message):
        check(game, Rng(7))
