"""Game records: a seed, a configuration and the list of actions.

A record replays a game exactly, so it serves save and resume, undo (replay
all but the last actions), export, replays and bug reports. Besides the
seats' actions it keeps the reshuffles (`{"reshuffle": seed}` entries,
GameState.reshuffle): where an undo shuffled anew what nobody had seen. The JSON form is
documented in docs/records.md. Loading validates everything and replays every
action through the rules: a malformed or tampered record raises
`RecordError` and nothing half-loaded is returned. The text is read through
engine.core.jsonlimits (at most `RECORD_MAX_BYTES`, nested at most
`MAX_DEPTH` deep), and a message quotes at most a short excerpt of it.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core import jsonlimits
from engine.core.errors import IllegalAction, RecordError, SetupError
from engine.core.jsonlimits import MAX_DEPTH, RECORD_MAX_BYTES
from engine.core.state import CHANCE, GameState

FORMAT = "seqgames-record"
VERSION = 1
MESSAGE_MAX = 300  # characters of a refusal: whatever a tampered file holds, the message stays readable


RESHUFFLE = "reshuffle"


def entries(state: GameState) -> list[dict[str, Any]]:
    """The record's `actions`: each seat's action in order, with each
    reshuffle where it happened (before the action that followed it)."""
    out: list[dict[str, Any]] = []
    reshuffles = list(state.reshuffles)
    at = 0
    for index, (seat, action) in enumerate(state.history):
        while at < len(reshuffles) and reshuffles[at][0] <= index:
            out.append({RESHUFFLE: reshuffles[at][1]})
            at += 1
        out.append({"seat": seat, "action": state.action_to_json(action)})
    out.extend({RESHUFFLE: seed} for _, seed in reshuffles[at:])
    return out


def to_record(state: GameState) -> dict[str, Any]:
    """The record of a game so far, as JSON-ready data."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": state.GAME,
        "config": state.config,
        "seed": state.seed,
        "actions": entries(state),
    }


def prefix(data: dict[str, Any], count: int) -> dict[str, Any]:
    """A record's data cut after its first `count` seats' actions (with the
    reshuffles among them, not those after the last one kept): the game as
    it stood then."""
    kept: list[Any] = []
    actions = 0
    for entry in data["actions"]:
        is_action = not (isinstance(entry, dict) and RESHUFFLE in entry)
        if is_action:
            if actions == count:
                break
            actions += 1
        elif actions == count:
            break
        kept.append(entry)
    return {**data, "actions": kept}


def action_count(data: dict[str, Any]) -> int:
    """How many seats' actions a record's data holds (its reshuffles not counted)."""
    return sum(1 for entry in data.get("actions", ()) if not (isinstance(entry, dict) and RESHUFFLE in entry))


def dumps(state: GameState) -> str:
    """The record as a JSON text."""
    return json.dumps(to_record(state), separators=(",", ":"))


def advance_chance(state: GameState) -> None:
    """Resolve every pending chance move (dice, draws) with the state's generator."""
    while state.acting.kind == CHANCE:
        state.resolve_chance()


def replay(state: GameState, actions: list[tuple[int, Any]],
           reshuffles: tuple[tuple[int, int], ...] | list[tuple[int, int]] = ()) -> GameState:
    """Apply `(seat, action)` pairs to a fresh state, resolving chance as it
    comes, and the `(position, seed)` reshuffles where they happened (before
    the chance that follows)."""
    pending = sorted(reshuffles, key=lambda item: item[0])
    at = 0
    for index, (seat, action) in enumerate(actions):
        while at < len(pending) and pending[at][0] <= index:
            state.reshuffle(pending[at][1])
            at += 1
        advance_chance(state)
        state.apply(seat, action)
    for _, seed in pending[at:]:
        state.reshuffle(seed)
    advance_chance(state)
    return state


def short(text: str, limit: int = MESSAGE_MAX) -> str:
    """`text` cut to `limit` characters, marked with "..." when cut."""
    return text if len(text) <= limit else text[:limit - 3] + "..."


def excerpt(value: Any, limit: int = 40) -> str:
    """A short repr of a value taken from untrusted data, for messages."""
    if isinstance(value, (list, dict)):
        return short(json.dumps(value), limit)  # no recursion risk: the data passed the depth limit
    return short(repr(value), limit)


def loads(text: str | bytes | dict[str, Any], *, game: str | None = None,
          max_bytes: int = RECORD_MAX_BYTES) -> GameState:
    """Rebuild a game from its record; raise RecordError with a clear message.

    `text` is the record's JSON text (str or bytes; at most `max_bytes`,
    nested at most MAX_DEPTH deep) or the record already parsed (by
    jsonlimits.loads: a dict from elsewhere must be within the same depth)."""
    from engine.games import GAMES  # the registry imports every game

    if isinstance(text, dict):
        data = text
    else:
        try:
            data = jsonlimits.loads(text, max_bytes=max_bytes, max_depth=MAX_DEPTH, what="it")
        except (ValueError, TypeError) as error:
            message = str(error)
            if not message.startswith("it is"):  # not over a limit: json's own error
                message = f"not valid JSON: {message}"
            raise RecordError(short(f"this is not a game record ({message})")) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a game record (no 'format': 'seqgames-record')")
    version = data.get("version")
    if type(version) is not int or version != VERSION:  # 1.0 and True equal 1 in Python, not in a record
        raise RecordError(f"record version {excerpt(version)} is not supported (this app reads version {VERSION})")
    name = data.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise RecordError(f"unknown game {excerpt(name)} in the record")
    if game is not None and name != game:
        raise RecordError(f"this record is a game of {name}, not {game}")
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise RecordError("the record's seed must be an integer")
    config = data.get("config")
    if not isinstance(config, dict):
        raise RecordError("the record's config must be an object")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("the record's actions must be a list")
    state_class = GAMES[name]
    try:
        state = state_class.new(config, seed)
    except (SetupError, TypeError, ValueError) as error:
        raise RecordError(short(f"the record's setup is invalid: {error}")) from None
    after_reshuffle = False
    for number, entry in enumerate(actions, start=1):
        if isinstance(entry, dict) and RESHUFFLE in entry:
            # an undo shuffled anew what nobody had seen (GameState.reshuffle); at
            # most one between two actions, so a record holds at most one per action
            seed = entry[RESHUFFLE]
            if len(entry) != 1 or not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 2**64:
                raise RecordError(f"entry {number} is a malformed reshuffle (expected {{'reshuffle': seed}}, "
                                  "a seed from 0 to 2**64 - 1)")
            if after_reshuffle:
                raise RecordError(f"entry {number} is a second reshuffle in a row, the record was altered")
            state.reshuffle(seed)
            after_reshuffle = True
            continue
        after_reshuffle = False
        if not isinstance(entry, dict) or "seat" not in entry or "action" not in entry:
            raise RecordError(f"action {number} is malformed (expected {{'seat': .., 'action': ..}})")
        seat = entry["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
            raise RecordError(f"action {number} names seat {excerpt(seat)}, which is not at this table")
        try:
            action = state.action_from_json(entry["action"])
        except (ValueError, TypeError) as error:
            raise RecordError(short(f"action {number} is malformed: {error}")) from None
        try:
            advance_chance(state)
            state.apply(seat, action)
        except IllegalAction as error:
            raise RecordError(short(f"action {number} is not legal, the record was altered: {error}"),
                              illegal=error, played=len(state.history)) from None
    advance_chance(state)
    return state
