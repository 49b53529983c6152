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
from engine.core.portable import fresh_seed
from engine.core.state import CHANCE, GameState, Outcome

FORMAT = "seqgames-record"
VERSION = 1          # a record with its seed (the autosave, a finished game's export)
PUBLIC_VERSION = 2   # may hold the outcomes of chance so far instead (`chance`), and no seed
VERSIONS = (VERSION, PUBLIC_VERSION)
MESSAGE_MAX = 300  # characters of a refusal: whatever a tampered file holds, the message stays readable


RESHUFFLE = "reshuffle"
KEEP = "keep"      # a reshuffle's outcomes already seen, that come again first
CHANCE_KEY = "chance"
SEED_LIMIT = 2**63  # a seed drawn for a record that has none


def chance_json(outcomes: tuple[Outcome, ...] | list[Outcome]) -> list[list[Any]]:
    """Outcomes of chance as JSON: [[kind, value], ...] (tuples as lists)."""
    return [[kind, _jsonable(value)] for kind, value in outcomes]


def _jsonable(value: Any) -> Any:
    return [_jsonable(item) for item in value] if isinstance(value, (tuple, list)) else value


def reshuffle_json(seed: int, keep: tuple[Outcome, ...]) -> dict[str, Any]:
    """A reshuffle's record entry (with its kept outcomes, when any)."""
    return {RESHUFFLE: seed, KEEP: chance_json(keep)} if keep else {RESHUFFLE: seed}


def entries(state: GameState) -> list[dict[str, Any]]:
    """The record's `actions`: each seat's action in order, with each
    reshuffle where it happened (before the action that followed it)."""
    out: list[dict[str, Any]] = []
    reshuffles = list(state.reshuffles)
    at = 0
    for index, (seat, action) in enumerate(state.history):
        while at < len(reshuffles) and reshuffles[at][0] <= index:
            out.append(reshuffle_json(*reshuffles[at][1:]))
            at += 1
        out.append({"seat": seat, "action": state.action_to_json(action)})
    out.extend(reshuffle_json(seed, keep) for _, seed, keep in reshuffles[at:])
    return out


def to_record(state: GameState) -> dict[str, Any]:
    """The record of a game so far, as JSON-ready data: the seed replays it
    exactly (the autosave on this device). A game that came from a record
    without a seed keeps that record's outcomes of chance (version 2)."""
    data = {
        "format": FORMAT,
        "version": PUBLIC_VERSION if state.tape else VERSION,
        "game": state.GAME,
        "config": state.config,
        "seed": state.seed,
        "actions": entries(state),
    }
    if state.tape:
        data[CHANCE_KEY] = chance_json(state.tape)
    return data


def public_record(state: GameState) -> dict[str, Any]:
    """The record of a game in progress that may travel (an export): what
    happened, the seats' actions and the outcomes of chance so far (with
    those an undo took back that come again), and no seed, nor anything
    derived from it (no reshuffle), so nothing in it computes what comes
    next; loading it deals the unseen rest anew (docs/records.md)."""
    return {
        "format": FORMAT,
        "version": PUBLIC_VERSION,
        "game": state.GAME,
        "config": state.config,
        CHANCE_KEY: chance_json(state.seen_chance()),
        "actions": [{"seat": seat, "action": state.action_to_json(action)} for seat, action in state.history],
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
    cut = dict(data)
    cut["actions"] = kept
    return cut


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
           reshuffles: tuple[tuple[int, int, tuple[Outcome, ...]], ...] | list[Any] = ()) -> GameState:
    """Apply `(seat, action)` pairs to a fresh state, resolving chance as it
    comes, and the `(position, seed, keep)` reshuffles where they happened
    (before the chance that follows)."""
    pending = sorted(reshuffles, key=lambda item: item[0])
    at = 0
    for index, (seat, action) in enumerate(actions):
        while at < len(pending) and pending[at][0] <= index:
            state.reshuffle(*pending[at][1:])
            at += 1
        advance_chance(state)
        state.apply(seat, action)
    for _, seed, keep in pending[at:]:
        state.reshuffle(seed, keep)
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
          max_bytes: int = RECORD_MAX_BYTES, seed: int | None = None) -> GameState:
    """Rebuild a game from its record; raise RecordError with a clear message.

    `text` is the record's JSON text (str or bytes; at most `max_bytes`,
    nested at most MAX_DEPTH deep) or the record already parsed (by
    jsonlimits.loads: a dict from elsewhere must be within the same depth).
    A record without a seed (version 2, an export of a game in progress)
    replays its outcomes of chance, and what comes after them is dealt from
    `seed` (by default a new random one)."""
    from engine.games import GAMES  # the registry imports every game

    if isinstance(text, dict):
        data = text
    else:
        try:
            data = jsonlimits.loads(text, max_bytes=max_bytes, max_depth=MAX_DEPTH, what="it")
        except (ValueError, TypeError) as error:
            message = str(error)
            if isinstance(error, jsonlimits.NotJSON):  # not over a limit: json's own error
                message = f"not valid JSON: {message}"
            code = "not-json" if isinstance(error, jsonlimits.NotJSON) else getattr(error, "code", None)
            raise RecordError(short(f"this is not a game record ({message})"), code=code,
                              facts=getattr(error, "facts", None)) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise RecordError("this is not a game record (no 'format': 'seqgames-record')", code="not-record")
    version = data.get("version")
    if type(version) is not int or version not in VERSIONS:  # 1.0 and True equal 1 in Python, not in a record
        raise RecordError(f"record version {excerpt(version)} is not supported "
                          f"(this app reads versions {VERSION} and {PUBLIC_VERSION})", code="version",
                          facts={"version": excerpt(version), "first": VERSION, "second": PUBLIC_VERSION})
    name = data.get("game")
    if not isinstance(name, str) or name not in GAMES:
        raise RecordError(f"unknown game {excerpt(name)} in the record", code="unknown-game",
                          facts={"name": excerpt(name)})
    if game is not None and name != game:
        raise RecordError(f"this record is a game of {name}, not {game}", code="other-game",
                          facts={"name": name, "game": game})
    state_class = GAMES[name]
    if "seed" in data or version == VERSION:
        seed = data.get("seed")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise RecordError("the record's seed must be an integer", code="seed")
    elif seed is None:
        seed = fresh_seed(SEED_LIMIT)  # the unseen rest of the game, dealt anew
    tape = read_chance(data.get(CHANCE_KEY, []), state_class) if version == PUBLIC_VERSION else ()
    if version == VERSION and CHANCE_KEY in data:
        raise RecordError(f"a record of version {VERSION} holds no 'chance' (it has its seed)", code="sealed-chance",
                          facts={"version": VERSION})
    config = state_class.recorded_config(data.get("config"))
    if not isinstance(config, dict):
        raise RecordError("the record's config must be an object", code="config")
    actions = data.get("actions")
    if not isinstance(actions, list):
        raise RecordError("the record's actions must be a list", code="actions")
    try:
        state = state_class.new(config, seed, tape=tape)
    except (SetupError, TypeError, ValueError) as error:
        facts = dict(getattr(error, "facts", {}))
        facts["setup"] = getattr(error, "code", None) or ""
        raise RecordError(short(f"the record's setup is invalid: {error}"), code="setup", facts=facts) from None
    on_tape = bool(tape)  # the record's own outcomes are played until its first reshuffle
    after_reshuffle = False
    for number, entry in enumerate(actions, start=1):
        _check_tape(state, on_tape)
        if isinstance(entry, dict) and RESHUFFLE in entry:
            # an undo shuffled anew what nobody had seen (GameState.reshuffle); at
            # most one between two actions, so a record holds at most one per action
            reshuffle_seed = entry[RESHUFFLE]
            if (not set(entry) <= {RESHUFFLE, KEEP} or not isinstance(reshuffle_seed, int)
                    or isinstance(reshuffle_seed, bool) or not 0 <= reshuffle_seed < 2**64):
                raise RecordError(f"entry {number} is a malformed reshuffle (expected {{'reshuffle': seed}}, "
                                  "a seed from 0 to 2**64 - 1, and maybe 'keep')", code="reshuffle", facts={"number": number})
            if after_reshuffle:
                raise RecordError(f"entry {number} is a second reshuffle in a row, the record was altered",
                                  code="reshuffle-twice", facts={"number": number})
            keep = read_chance(entry.get(KEEP, []), state_class, number)
            state.reshuffle(reshuffle_seed, keep)
            after_reshuffle, on_tape = True, False
            continue
        after_reshuffle = False
        if not isinstance(entry, dict) or "seat" not in entry or "action" not in entry:
            raise RecordError(f"action {number} is malformed (expected {{'seat': .., 'action': ..}})", code="action",
                              facts={"number": number})
        seat = entry["seat"]
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < state.players:
            raise RecordError(f"action {number} names seat {excerpt(seat)}, which is not at this table",
                              code="action-seat", facts={"number": number, "seat": excerpt(seat)})
        try:
            action = state.action_from_json(entry["action"])
        except (ValueError, TypeError) as error:
            raise RecordError(short(f"action {number} is malformed: {error}"), code="action",
                              facts={"number": number}) from None
        try:
            advance_chance(state)
            _check_tape(state, on_tape)
            state.apply(seat, action)
        except IllegalAction as error:
            raise RecordError(short(f"action {number} is not legal, the record was altered: {error}"),
                              illegal=error, played=len(state.history)) from None
    advance_chance(state)
    _check_tape(state, on_tape)
    return state


def read_chance(data: Any, state_class: type[GameState], entry: int | None = None) -> tuple[Outcome, ...]:
    """Outcomes of chance from a record ([[kind, value], ...]): the record's
    `chance`, or what entry `entry`'s reshuffle keeps; each checked for its
    shape; RecordError naming the first that is malformed."""
    what = "the record's chance" if entry is None else f"entry {entry}'s keep"
    where: dict[str, Any] = {} if entry is None else {"entry": entry}
    if not isinstance(data, list):
        raise RecordError(f"{what} must be a list of [kind, value] outcomes", code="chance" if entry is None else "keep",
                          facts=where)
    outcomes = []
    for number, item in enumerate(data, start=1):
        code = "chance-outcome" if entry is None else "keep-outcome"
        facts = dict(where)
        facts["number"] = number
        if not isinstance(item, list) or len(item) != 2:
            raise RecordError(short(f"{what}: outcome {number} is malformed (expected [kind, value], "
                                    f"not {excerpt(item)})"), code=code, facts=facts)
        try:
            outcomes.append(state_class.chance_from_json(item[0], item[1]))
        except (ValueError, TypeError) as error:
            raise RecordError(short(f"{what}: outcome {number} is malformed: {error}"), code=code,
                              facts=facts) from None
    return tuple(outcomes)


def _check_tape(state: GameState, on_tape: bool) -> None:
    """A record's own outcomes of chance must fit the game it replays (a card
    still in the pile, a roll where one is due); else it was altered."""
    if on_tape and state.misfits:
        raise RecordError(f"the record's chance does not fit its game: outcome {state.draws} is not one "
                          "the game could draw there, the record was altered", code="chance-misfit",
                          facts={"number": state.draws})
