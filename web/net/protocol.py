"""The messages between a host and a guest, version 1 (pure Python).

Every message is one JSON object sent as one data-channel message, with
`"v": 1` and a `"type"`; a receiver ignores fields it does not know (as in
the bot protocol, docs/bot-protocol.md), and refuses a message it cannot
read with a clear reason, changing nothing.

Guest to host (at most `GUEST_MAX_BYTES`, 16 levels deep, and at most
`GUEST_RATE`: the host's page drops what is over either before reading it,
and disconnects a guest past `GUEST_RATE.max_drops` drops, web/net/peer.py):

- `hello` {table, seat}: first message on a new connection;
- `knock` {key}: online (a table's code, web/net/online_host.py), the first
  message to each device of the room: `key` is the seat's key this device
  was given before (to come back to its seat), or "" for a new guest;
- `act` {id, game_no, action}: the seat's action in its JSON form (the bot
  protocol's); the host answers a refusal with `refused` and an accepted
  action with the next `table`;
- `sync`: send the whole table again;
- `leave`: the person leaves the table for good.

Host to guest (at most `HOST_MAX_BYTES`, the data channel's own limit):

- `table` {full, game_no, at, stage, acted, public, private, legal,
  waiting, thinking, paused, result, events_from, events, log_from, log,
  log_at, record, ...}: the
  seat's view after something changed. `full` ones also carry the table's
  set-up (game, seat, seats, config, start, options) and every event and
  log line so far; others only the events and lines after those sent.
  The lines are in the host's language; `log_at` gives each line's move
  (the `at` of its events, -1 for none: an undo's), so that the guest
  says a move's lines again in its own (web/net/mirror.py `said`).
  `record` comes only once the game is over (with its result, and again
  with each whole table after it): the finished game's record
  (docs/records.md), for the guest's replay and review. Nothing is hidden
  any more then; before the end, nothing but the seat's view is sent;
- `refused` {id, code, reason, facts}: the action `id` was not played
  (the engine's rule code and reason, as the page phrases them);
- `error` {text, key?, values?}: the guest's message could not be read;
  nothing changed;
- `closed` {text, key?, values?}: the host ended this seat's connection
  (the seat was given to someone else, or the host started another game),
  or, online, could not seat this device (the table is full). `key` names
  one of `NOTICES` and `values` its named values: the guest says it in its
  own language (`words`), not the host's; `text` is the same in English,
  for a guest of an older version (and read when `key` is not known);
- `seat` {table, seat, name, game, key}: online, the host's answer to a
  knock: the seat this device plays and its key (kept to come back).

Events and results travel whole (`event_wire`, `result_wire`) and are read
back into the engine's own classes, every field checked against its
declared type (`event_from_wire`).
"""
from __future__ import annotations

from typing import Any

from engine.core import jsonlimits
from engine.core.events import Event, GameOver
from engine.core.result import Result
from engine.core.value import Value, field_names, field_types
from web.model.seats import SeatKind
from web.page.imports import import_module
from web.page.words import N_, _
from web.net import table_code

VERSION = 1
GUEST_MAX_BYTES = 16 * jsonlimits.KB  # an action is under 200 bytes; room for fields a later version adds
GUEST_MAX_DEPTH = 16
HOST_MAX_BYTES = 256 * jsonlimits.KB  # the data channel's message limit in Chromium and Firefox
MAX_LOG_LINE = 2000
MAX_TEXT = 300  # a reason or an error shown to the person
MAX_ID = 2**31 - 1


class Rate:
    """How many messages a guest may send: a bucket of `burst` refilled at `per_second`
    (a person taps a few times a second; a reconnection sends hello and sync at once);
    past `max_drops` messages dropped for size or rate, the guest is disconnected."""

    def __init__(self, per_second: float, burst: int, max_drops: int) -> None:
        self.per_second, self.burst, self.max_drops = per_second, burst, max_drops


GUEST_RATE = Rate(per_second=4.0, burst=8, max_drops=20)

GUEST_TYPES = ("hello", "act", "sync", "leave", "knock")
HOST_TYPES = ("table", "refused", "error", "closed", "seat", "code")
KEY_CHARS = 32  # a seat's key online: 16 random bytes in hexadecimal


# what a host's `closed` or `error` says, by key (stable across versions): the guest translates it
NOTICES = {
    "full": N_("This table is full: every seat for another device is taken. Ask the host to add one."),
    "to-ai": N_("The host gave your seat to the AI."),
    "to-person": N_("The host gave your seat to a person at the host's device."),
    "other-game": N_("The host started another game without this seat."),
    "too-large": N_("This device sent a message over the size limit ({size} KB), so the host disconnected it."),
    "too-many": N_("This device sent too many messages, so the host disconnected it."),
    "other-seat": N_("This device was invited to another table or seat."),
    "hello-first": N_("Say hello first."),
}
MAX_VALUES = 4  # named values of a notice


class ProtocolError(ValueError):
    """A message that cannot be read, and why (short: it is shown and sent back)."""


class Message(Value):
    """One checked message: its type and its fields (the JSON object)."""

    FIELDS = ("type: str", "data: dict[str, Any]")

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


def short(text: str, limit: int = MAX_TEXT) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _envelope(text: Any, *, max_bytes: int, max_depth: int, types: tuple[str, ...], who: str) -> Message:
    if not isinstance(text, str):
        raise ProtocolError(f"the {who}'s message is not text")
    try:
        data = jsonlimits.loads(text, max_bytes=max_bytes, max_depth=max_depth, what=f"the {who}'s message")
    except ValueError as error:
        message = str(error)
        if not message.startswith(f"the {who}'s message is"):
            message = f"the {who}'s message is not JSON"
        raise ProtocolError(short(message)) from None
    if not isinstance(data, dict):
        raise ProtocolError(f"the {who}'s message is not a JSON object")
    version = data.get("v")
    if type(version) is not int or version != VERSION:
        raise ProtocolError(f"the {who}'s message has protocol version {short(repr(version), 20)}, not {VERSION}: "
                            "reload both devices so they run the same version of the app")
    kind = data.get("type")
    if kind not in types:
        raise ProtocolError(f"the {who}'s message has an unknown type {short(repr(kind), 30)}")
    return Message(kind, data)


def _int(data: dict[str, Any], key: str, *, low: int = 0, high: int = MAX_ID, who: str = "message") -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError(f"the {who}'s {key!r} must be an integer from {low} to {high}")
    return value


def message(kind: str, **fields: Any) -> dict[str, Any]:
    """A message of this version, ready for json.dumps."""
    data: dict[str, Any] = {"v": VERSION, "type": kind}
    data.update(fields)
    return data


def notice(kind: str, key: str, **values: Any) -> dict[str, Any]:
    """A `closed` or `error` message saying `NOTICES[key]` with its named values: by key, for
    the guest's language, and in English as `text` (the source strings are English)."""
    named = {name: str(value) for name, value in values.items()}
    return message(kind, text=short(NOTICES[key].format(**named)), key=key, values=named)


def words(msg: Message) -> str:
    """What a host's `closed` or `error` says, in this device's language: its notice by key
    and values, or its text (an older host's, or a key this version does not know)."""
    key, values = msg.get("key"), msg.get("values", {})
    if isinstance(key, str) and key in NOTICES and isinstance(values, dict) \
            and sorted(values) == _placeholders(NOTICES[key]):  # else the values do not fill it: its text
        return short(_(NOTICES[key], **values))
    return msg["text"]


def _placeholders(text: str) -> list[str]:
    """The names of `text`'s {placeholders}, sorted (MicroPython's re has no findall)."""
    return sorted(part.split("}")[0] for part in text.split("{")[1:])


def is_key(text: Any) -> bool:
    """Whether `text` is a seat's key: KEY_CHARS lower-case hexadecimal digits."""
    return isinstance(text, str) and len(text) == KEY_CHARS and all(ch in "0123456789abcdef" for ch in text)


def is_table_id(text: Any) -> bool:
    """Whether `text` is a table's id: 8 lower-case hexadecimal digits."""
    return isinstance(text, str) and len(text) == 8 and all(ch in "0123456789abcdef" for ch in text)


# --- guest to host ------------------------------------------------------------------------------
def read_guest(text: Any) -> Message:
    """A guest's message, checked; ProtocolError saying what is wrong (sent back as `error`)."""
    msg = _envelope(text, max_bytes=GUEST_MAX_BYTES, max_depth=GUEST_MAX_DEPTH, types=GUEST_TYPES, who="guest")
    data = msg.data
    if msg.type == "hello":
        _int(data, "seat", high=255, who="guest")
        if not is_table_id(data.get("table")):
            raise ProtocolError("the guest's 'table' must be the table's id")
    elif msg.type == "knock":
        key = data.get("key")
        if not isinstance(key, str) or (key and not is_key(key)):
            raise ProtocolError("the guest's 'key' must be a seat's key or empty")
    elif msg.type == "act":
        _int(data, "id", low=1, who="guest")
        _int(data, "game_no", who="guest")
        if "action" not in data:
            raise ProtocolError("the guest's act has no 'action'")
    return msg


# --- host to guest ------------------------------------------------------------------------------
def read_host(text: Any, *, players: int | None = None) -> Message:
    """A host's message, checked (for `table`, its envelope fields: the
    game's views are checked when the screen draws them); ProtocolError
    saying what is wrong."""
    msg = _envelope(text, max_bytes=HOST_MAX_BYTES, max_depth=jsonlimits.MAX_DEPTH, types=HOST_TYPES, who="host")
    data = msg.data
    if msg.type == "table":
        _check_table(data, players)
    elif msg.type == "seat":
        _int(data, "seat", high=255, who="host")
        if not is_table_id(data.get("table")) or not is_key(data.get("key")):
            raise ProtocolError("the host's seat has no table or key")
        if data.get("game") not in _games():
            raise ProtocolError("the host's table is of a game this app does not have")
        if not isinstance(data.get("name"), str) or not 0 < len(data["name"]) <= 100:
            raise ProtocolError("the host's seat has no name")
    elif msg.type == "code":  # online: the host replaced the table's code (web/net/table_code.py)
        try:
            if table_code.read_code(data.get("code")) != data["code"]:
                raise table_code.CodeError("not as written")
        except table_code.CodeError:
            raise ProtocolError("the host's code is not a table's code")
    elif msg.type == "refused":
        _int(data, "id", low=1, who="host")
        for key in ("code", "reason"):
            if not isinstance(data.get(key), str) or len(data[key]) > MAX_TEXT:
                raise ProtocolError(f"the host's refusal has no {key!r}")
        if not isinstance(data.get("facts", {}), dict):
            raise ProtocolError("the host's refusal has malformed 'facts'")
    else:
        if not isinstance(data.get("text"), str) or len(data["text"]) > MAX_TEXT:
            raise ProtocolError(f"the host's {msg.type} message has no 'text'")
        values = data.get("values", {})
        if not isinstance(data.get("key", ""), str) or not isinstance(values, dict) or len(values) > MAX_VALUES \
                or not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in values.values()):
            raise ProtocolError(f"the host's {msg.type} message has a malformed 'key' or 'values'")
    return msg


def _check_table(data: dict[str, Any], players: int | None) -> None:
    full = data.get("full")
    if type(full) is not bool:
        raise ProtocolError("the host's table has no 'full'")
    if full:
        if data.get("game") not in _games():
            raise ProtocolError("the host's table is of a game this app does not have")
        seats = data.get("seats")
        if not isinstance(seats, list) or not 1 <= len(seats) <= 64:
            raise ProtocolError("the host's table has no seats")
        for seat in seats:
            if (not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or len(seat["name"]) > 100
                    or seat.get("kind") not in SeatKind.ALL or not isinstance(seat.get("level", ""), str)):
                raise ProtocolError("the host's table has a malformed seat")
        players = len(seats)
        _int(data, "seat", high=players - 1, who="host")
        for key in ("config", "start", "options"):
            if not isinstance(data.get(key), dict):
                raise ProtocolError(f"the host's table has no {key!r}")
        start = data["start"]
        if start.get("seat") != data["seat"] or start.get("players") != players or not isinstance(start.get("setup"), dict) \
                or not isinstance(start.get("teams"), list) or len(start["teams"]) != players:
            raise ProtocolError("the host's table has a malformed 'start'")
        if data.get("events_from") != 0 or data.get("log_from") != 0:
            raise ProtocolError("the host's whole table must start its events and log at 0")
    if players is None:
        raise ProtocolError("the host sent part of a table before the whole of it")
    for key in ("game_no", "at", "acted", "events_from", "log_from"):
        _int(data, key, who="host")
    for key in ("public", "private"):
        if not isinstance(data.get(key), dict):
            raise ProtocolError(f"the host's table has no {key!r}")
    if data["private"].get("seat") is None:
        raise ProtocolError("the host's table has no seat in 'private'")
    legal = data.get("legal")
    if legal is not None and not isinstance(legal, list):
        raise ProtocolError("the host's 'legal' must be a list or null")
    waiting = data.get("waiting")
    if not isinstance(waiting, list) or any(type(s) is not int or not 0 <= s < players for s in waiting):
        raise ProtocolError("the host's 'waiting' must list seats")
    if type(data.get("paused", False)) is not bool:
        raise ProtocolError("the host's 'paused' must be true or false")
    thinking = data.get("thinking")
    if thinking is not None and (type(thinking) is not int or not 0 <= thinking < players):
        raise ProtocolError("the host's 'thinking' must be a seat or null")
    log = data.get("log")
    if not isinstance(log, list) or any(not isinstance(line, str) or len(line) > MAX_LOG_LINE for line in log):
        raise ProtocolError("the host's 'log' must list lines of text")
    log_at = data.get("log_at")  # an older host sends none
    if log_at is not None and (not isinstance(log_at, list) or len(log_at) != len(log)
                               or any(type(at) is not int or at < -1 for at in log_at)):
        raise ProtocolError("the host's 'log_at' must give each log line's move")
    events = data.get("events")
    if not isinstance(events, list) or any(not isinstance(e, list) or len(e) != 2 or type(e[0]) is not int
                                           or not isinstance(e[1], dict) for e in events):
        raise ProtocolError("the host's 'events' must list [at, event] pairs")
    if data.get("result") is not None and not isinstance(data["result"], dict):
        raise ProtocolError("the host's 'result' must be an object or null")
    record = data.get("record")
    if record is not None and (not isinstance(record, dict) or data.get("result") is None):
        raise ProtocolError("the host's 'record' must be a finished game's record")


# --- events and results on the wire -------------------------------------------------------------
def _games() -> tuple[str, ...]:
    from engine.games import GAMES

    return tuple(GAMES)


def result_wire(result: Result) -> dict[str, Any]:
    """A result whole (teams, scores, details), for the guest's end box."""
    return {name: _plain(getattr(result, name)) for name in field_names(Result)}


def result_from_wire(data: Any) -> Result:
    """A result sent by the host; ProtocolError if malformed."""
    if not isinstance(data, dict):
        raise ProtocolError("the host's result is not an object")
    types = field_types(Result)
    try:
        values = {name: _typed(types[name], data[name] if name in data else _default(name), name)
                  for name in field_names(Result)}
    except ProtocolError as error:
        raise ProtocolError(f"the host's result is malformed: {error}") from None
    return Result(**values)


# What a result's field is when a host leaves it out (Result's own defaults)
_RESULT_DEFAULTS: dict[str, Any] = {"scores": None, "forfeit_seat": None, "forfeit_why": None, "by_team": False}


def _default(name: str) -> Any:
    if name in _RESULT_DEFAULTS:
        return _RESULT_DEFAULTS[name]
    if name == "details":
        return {}
    raise ProtocolError(f"{name!r} is missing")


def plain_json(value: Any) -> Any:
    """`json.loads(json.dumps(value, default=str))` (MicroPython's json has no `default`):
    tuples as lists, keys as text, anything JSON has no form for as its str()."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, (list, tuple)):
        return [plain_json(v) for v in value]
    if isinstance(value, dict):
        out = {}
        for key, v in value.items():
            if isinstance(key, str):
                name = key
            elif key is None or key is True or key is False:
                name = "null" if key is None else "true" if key else "false"
            elif isinstance(key, (int, float)):
                name = repr(key) if isinstance(key, float) else str(key)
            else:
                raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")
            out[name] = plain_json(v)
        return out
    return str(value)


def _plain(value: Any) -> Any:
    if isinstance(value, Result):
        return result_wire(value)
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value


def event_wire(event: Event) -> dict[str, Any]:
    """An event as JSON, its result (GameOver's) whole."""
    data: dict[str, Any] = {"event": event.KIND}
    for name in field_names(type(event)):
        data[name] = _plain(getattr(event, name))
    return data


_KINDS: dict[str, dict[str, type[Event]]] = {}


def event_kinds(game: str) -> dict[str, type[Event]]:
    """The event classes of `game` by their JSON name (GameOver included)."""
    if game not in _KINDS:
        module = import_module(f"engine.{game}.events")
        kinds = {cls.KIND: cls for cls in module.__dict__.values()
                 if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event}
        kinds[GameOver.KIND] = GameOver
        _KINDS[game] = kinds
    return _KINDS[game]


def event_from_wire(game: str, data: Any) -> Event:
    """An event of `game` sent by the host, each field checked against its
    declared type; ProtocolError if it is not one."""
    if not isinstance(data, dict):
        raise ProtocolError("an event is not an object")
    kind = data.get("event")
    cls = event_kinds(game).get(kind) if isinstance(kind, str) else None  # a list or an object names no event
    if cls is None:
        raise ProtocolError(f"unknown event {short(repr(data.get('event')), 40)}")
    values = {}
    types = field_types(cls)
    for name in field_names(cls):
        if name not in data:
            raise ProtocolError(f"the {cls.KIND} event has no {name!r}")
        values[name] = _typed(types[name], data[name], f"{cls.KIND}.{name}")
    return cls(**values)


# A small reader of the field annotations events and results use (strings,
# under `from __future__ import annotations`): int, str, bool, None, Result,
# dict[str, Any], `A | B`, `tuple[T, ...]` and `tuple[A, B]`.
def _split(text: str, sep: str) -> list[str]:
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        depth += ch == "["
        depth -= ch == "]"
        if depth == 0 and text.startswith(sep, i):
            parts.append(text[start:i].strip())
            start = i + len(sep)
    parts.append(text[start:].strip())
    return parts


def _typed(annotation: Any, value: Any, where: str) -> Any:
    text = annotation if isinstance(annotation, str) else getattr(annotation, "__name__", str(annotation))
    text = text.strip()
    alternatives = _split(text, "|")
    if len(alternatives) > 1:
        for alternative in alternatives:
            try:
                return _typed(alternative, value, where)
            except ProtocolError:
                continue
        raise ProtocolError(f"{where} has a value of the wrong type")
    if text == "None":
        if value is None:
            return None
    elif text == "int":
        if type(value) is int:
            return value
    elif text == "bool":
        if type(value) is bool:
            return value
    elif text == "str":
        if isinstance(value, str) and len(value) <= MAX_LOG_LINE:
            return value
    elif text == "Result":
        return result_from_wire(value)
    elif text.startswith("dict["):
        if isinstance(value, dict):
            return value
    elif text.startswith("tuple[") and text.endswith("]"):
        if isinstance(value, list):
            inner = _split(text[6:-1], ",")
            if len(inner) == 2 and inner[1] == "...":
                return tuple(_typed(inner[0], v, where) for v in value)
            if len(inner) == len(value):
                return tuple(_typed(t, v, where) for t, v in zip(inner, value))
    else:
        raise ProtocolError(f"{where} has a type this app cannot read ({short(text, 40)})")
    raise ProtocolError(f"{where} has a value of the wrong type")
