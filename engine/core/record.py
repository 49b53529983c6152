"""Game records: a seed, a configuration and the list of actions.

A record replays a game exactly, so it serves save and resume, undo (replay
all but the last actions), export, replays and bug reports. The JSON form is
documented in docs/records.md. Loading validates everything and replays every
action through the rules: a malformed or tampered record raises
`RecordError` and nothing half-loaded is returned.
"""

from __future__ import annotations

import json
from typing import Any

from engine.core.errors import IllegalAction, RecordError, SetupError
from engine.core.state import CHANCE, GameState

FORMAT = "seqgames-record"
VERSION = 1


def to_record(state: GameState) -> dict[str, Any]:
    """The record of a game so far, as JSON-ready data."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": state.GAME,
        "config": state.config,
        "seed": state.seed,
        "actions": [{"seat": seat, "action": state.action_to_json(action)} for seat, action in state.history],
    }


def dumps(state: GameState) -> str:
    """The record as a JSON text."""
    return json.dumps(to_record(state), separators=(",", ":"))


def advance_chance(state: GameState) -> None:
    """Resolve every pending chance move (dice, draws) with the state's generator."""
    while state.acting.kind == CHANCE:
        state.resolve_chance()


def replay(state: GameState, actions: list[tuple[int, Any]]) -> GameState:
    """Apply `(seat, action)` pairs to a fresh state, resolving chance as it comes."""
    for seat, action in actions:
        advance_chance(state)
        state.apply(seat, action)
    advance_chance(state)
    return state


def loads(text: str | bytes | dict[str, Any], *, game: str | None = None) -> GameState:
    """Rebuild a game from its record; raise RecordError with a clear message."""
    from engine.games import GAMES  # the registry imports every game

    if isinstance(text, dict):
        data = text
    else:
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as error:
            raise RecordError(f"this is not a game record (not valid JSON: {error})") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a game record (no 'format': 'seqgames-record')")
    if data.get("version") != VERSION:
        raise RecordError(f"record version {data.get('version')!r} is not supported (this app reads version {VERSION})")
    name = data.get("game")
    if name not in GAMES:
        raise RecordError(f"unknown game {name!r} in the record")
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
        raise RecordError(f"the record's setup is invalid: {error}") from None
    for number, entry in enumerate(actions, start=1):
        if not isinstance(entry, dict) or "seat" not in entry or "action" not in entry:
            raise RecordError(f"action {number} is malformed (expected {{'seat': .., 'action': ..}})")
        seat = entry["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
            raise RecordError(f"action {number} names seat {seat!r}, which is not at this table")
        try:
            action = state.action_from_json(entry["action"])
        except (ValueError, TypeError) as error:
            raise RecordError(f"action {number} is malformed: {error}") from None
        try:
            advance_chance(state)
            state.apply(seat, action)
        except IllegalAction as error:
            raise RecordError(f"action {number} is not legal, the record was altered: {error}") from None
    advance_chance(state)
    return state
