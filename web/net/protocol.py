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
  nothing changed. `key` is why, one of `PROBLEMS` (a `ProtocolError`'s
  code, `unread`) or of `NOTICES`, with its named values;
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
from web.page.words import N_, SaidError, _
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
    # Translators: why a host refuses a guest's message: the guest has not said hello first
    "hello-first": N_("Say hello first."),
}
MAX_VALUES = 4  # named values of a notice


# why a message cannot be read, by code (stable across versions: a host's `error` carries it as
# `key`, with its named `values`, and the guest says it in its own language); each fills a
# sentence naming whose message it is ("{name}'s device sent a message that could not be read (…)")
PROBLEMS = {
    "not-text": N_("the message is not text"),
    "not-json": N_("the message is not JSON"),
    "over-size": N_("the message is larger than {size}"),
    "nested": N_("the message is nested deeper than {levels} levels"),
    "not-object": N_("the message is not a JSON object"),
    "version": N_("the message has protocol version {version}, not {expected}: reload both devices so they run "
                  "the same version of the app"),
    "unknown-type": N_("the message has an unknown type {type}"),
    "number": N_("the message's field '{field}' must be a whole number from {low} to {high}"),
    "field": N_("the message's field '{field}' is missing or not valid"),
    "unknown-game": N_("the table is of a game this app does not have"),
    "part-first": N_("part of a table came before the whole of it"),
    "not-next": N_("the message does not follow the last one"),
    "other-view": N_("the message holds another seat's view"),
    "record-game": N_("the finished game's record is not of this table's game"),
    "record-size": N_("the finished game's record is too large to keep"),
    "unknown-event": N_("the message has an unknown event {event}"),
    "knock-first": N_("the first message must ask for a seat"),
}


class ProtocolError(SaidError):
    """A message that cannot be read, and why: `code` (one of `PROBLEMS`) and its named values
    (text, short); str() is the English, `words()` the player's language."""

    def __init__(self, code: str, **values: Any) -> None:
        named = {name: short(str(value), 40) for name, value in values.items()}
        super().__init__(PROBLEMS[code], **named)
        self.code = code


class Message(Value):
    """One checked message: its type and its fields (the JSON object)."""

    FIELDS = ("type: str", "data: dict[str, Any]")

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)


def short(text: str, limit: int = MAX_TEXT) -> str:
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _envelope(text: Any, *, max_bytes: int, max_depth: int, types: tuple[str, ...]) -> Message:
    if not isinstance(text, str):
        raise ProtocolError("not-text")
    try:
        data = jsonlimits.loads(text, max_bytes=max_bytes, max_depth=max_depth, what="the message")
    except jsonlimits.NotJSON:
        raise ProtocolError("not-json") from None
    except ValueError:  # over a limit: which one
        if jsonlimits.byte_size(text) > max_bytes:
            raise ProtocolError("over-size", size=jsonlimits.size_text(max_bytes)) from None
        raise ProtocolError("nested", levels=max_depth) from None
    if not isinstance(data, dict):
        raise ProtocolError("not-object")
    version = data.get("v")
    if type(version) is not int or version != VERSION:
        raise ProtocolError("version", version=short(repr(version), 20), expected=VERSION)
    kind = data.get("type")
    if kind not in types:
        raise ProtocolError("unknown-type", type=short(repr(kind), 30))
    return Message(kind, data)


def _int(data: dict[str, Any], key: str, *, low: int = 0, high: int = MAX_ID) -> int:
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        raise ProtocolError("number", field=key, low=low, high=high)
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


def unread(error: ProtocolError) -> dict[str, Any]:
    """The `error` a host sends for a guest's message it could not read: by the problem's code
    (`PROBLEMS`) and values, for the guest's language, and in English as `text`."""
    return message("error", text=short(f"{error}; nothing changed"), key=error.code,
                   values={name: str(value) for name, value in error.values.items()})


def _said(table: dict[str, str], msg: Message) -> str:
    """`msg`'s key said from `table` with its values in this device's language, or "" (no key,
    one this version does not know, or values that do not fill it)."""
    key, values = msg.get("key"), msg.get("values", {})
    if isinstance(key, str) and key in table and isinstance(values, dict) \
            and sorted(values) == _placeholders(table[key]):
        return short(_(table[key], **values))
    return ""


def words(msg: Message) -> str:
    """What a host's `closed` or `error` notice says, in this device's language: its notice by
    key and values, or "" (an older host's text alone, or a key this version does not know:
    `text` is then shown apart, as the host's own words)."""
    return _said(NOTICES, msg)


def error_words(msg: Message) -> str:
    """A host's `error`, the guest's message it could not read, in this device's language: why by
    its `PROBLEMS` code or its notice, else "" (its `text` is shown apart)."""
    problem = _said(PROBLEMS, msg)
    if problem:
        return _("The host could not read a message from this device ({problem}); nothing changed.",
                 problem=problem)
    notice = words(msg)
    return _("The host could not read a message from this device: {problem}", problem=notice) if notice else ""


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
    msg = _envelope(text, max_bytes=GUEST_MAX_BYTES, max_depth=GUEST_MAX_DEPTH, types=GUEST_TYPES)
    data = msg.data
    if msg.type == "hello":
        _int(data, "seat", high=255)
        if not is_table_id(data.get("table")):
            raise ProtocolError("field", field="table")
    elif msg.type == "knock":
        key = data.get("key")
        if not isinstance(key, str) or (key and not is_key(key)):
            raise ProtocolError("field", field="key")
    elif msg.type == "act":
        _int(data, "id", low=1)
        _int(data, "game_no")
        if "action" not in data:
            raise ProtocolError("field", field="action")
    return msg


# --- host to guest ------------------------------------------------------------------------------
def read_host(text: Any, *, players: int | None = None) -> Message:
    """A host's message, checked (for `table`, its envelope fields: the
    game's views are checked when the screen draws them); ProtocolError
    saying what is wrong."""
    msg = _envelope(text, max_bytes=HOST_MAX_BYTES, max_depth=jsonlimits.MAX_DEPTH, types=HOST_TYPES)
    data = msg.data
    if msg.type == "table":
        _check_table(data, players)
    elif msg.type == "seat":
        _int(data, "seat", high=255)
        if not is_table_id(data.get("table")) or not is_key(data.get("key")):
            raise ProtocolError("field", field="table" if not is_table_id(data.get("table")) else "key")
        if data.get("game") not in _games():
            raise ProtocolError("unknown-game")
        if not isinstance(data.get("name"), str) or not 0 < len(data["name"]) <= 100:
            raise ProtocolError("field", field="name")
    elif msg.type == "code":  # online: the host replaced the table's code (web/net/table_code.py)
        try:
            if table_code.read_code(data.get("code")) != data["code"]:
                raise table_code.CodeError("not as written")
        except table_code.CodeError:
            raise ProtocolError("field", field="code")
    elif msg.type == "refused":
        _int(data, "id", low=1)
        for key in ("code", "reason"):
            if not isinstance(data.get(key), str) or len(data[key]) > MAX_TEXT:
                raise ProtocolError("field", field=key)
        if not isinstance(data.get("facts", {}), dict):
            raise ProtocolError("field", field="facts")
    else:
        if not isinstance(data.get("text"), str) or len(data["text"]) > MAX_TEXT:
            raise ProtocolError("field", field="text")
        values = data.get("values", {})
        if not isinstance(data.get("key", ""), str) or not isinstance(values, dict) or len(values) > MAX_VALUES \
                or not all(isinstance(v, str) and len(v) <= MAX_TEXT for v in values.values()):
            raise ProtocolError("field", field="key" if not isinstance(data.get("key", ""), str) else "values")
    return msg


def _check_table(data: dict[str, Any], players: int | None) -> None:
    full = data.get("full")
    if type(full) is not bool:
        raise ProtocolError("field", field="full")
    if full:
        if data.get("game") not in _games():
            raise ProtocolError("unknown-game")
        seats = data.get("seats")
        if not isinstance(seats, list) or not 1 <= len(seats) <= 64:
            raise ProtocolError("field", field="seats")
        for seat in seats:
            if (not isinstance(seat, dict) or not isinstance(seat.get("name"), str) or len(seat["name"]) > 100
                    or seat.get("kind") not in SeatKind.ALL or not isinstance(seat.get("level", ""), str)):
                raise ProtocolError("field", field="seats")
        players = len(seats)
        _int(data, "seat", high=players - 1)
        for key in ("config", "start", "options"):
            if not isinstance(data.get(key), dict):
                raise ProtocolError("field", field=key)
        start = data["start"]
        if start.get("seat") != data["seat"] or start.get("players") != players or not isinstance(start.get("setup"), dict) \
                or not isinstance(start.get("teams"), list) or len(start["teams"]) != players:
            raise ProtocolError("field", field="start")
        if data.get("events_from") != 0 or data.get("log_from") != 0:
            raise ProtocolError("field", field="events_from" if data.get("events_from") != 0 else "log_from")
    if players is None:
        raise ProtocolError("part-first")
    for key in ("game_no", "at", "acted", "events_from", "log_from"):
        _int(data, key)
    for key in ("public", "private"):
        if not isinstance(data.get(key), dict):
            raise ProtocolError("field", field=key)
    if data["private"].get("seat") is None:
        raise ProtocolError("field", field="private")
    legal = data.get("legal")
    if legal is not None and not isinstance(legal, list):
        raise ProtocolError("field", field="legal")
    waiting = data.get("waiting")
    if not isinstance(waiting, list) or any(type(s) is not int or not 0 <= s < players for s in waiting):
        raise ProtocolError("field", field="waiting")
    if type(data.get("paused", False)) is not bool:
        raise ProtocolError("field", field="paused")
    thinking = data.get("thinking")
    if thinking is not None and (type(thinking) is not int or not 0 <= thinking < players):
        raise ProtocolError("field", field="thinking")
    log = data.get("log")
    if not isinstance(log, list) or any(not isinstance(line, str) or len(line) > MAX_LOG_LINE for line in log):
        raise ProtocolError("field", field="log")
    log_at = data.get("log_at")  # an older host sends none
    if log_at is not None and (not isinstance(log_at, list) or len(log_at) != len(log)
                               or any(type(at) is not int or at < -1 for at in log_at)):
        raise ProtocolError("field", field="log_at")
    events = data.get("events")
    if not isinstance(events, list) or any(not isinstance(e, list) or len(e) != 2 or type(e[0]) is not int
                                           or not isinstance(e[1], dict) for e in events):
        raise ProtocolError("field", field="events")
    if data.get("result") is not None and not isinstance(data["result"], dict):
        raise ProtocolError("field", field="result")
    record = data.get("record")
    if record is not None and (not isinstance(record, dict) or data.get("result") is None):
        raise ProtocolError("field", field="record")


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
        raise ProtocolError("field", field="result")
    types = field_types(Result)
    try:
        values = {name: _typed(types[name], data[name] if name in data else _default(name), name)
                  for name in field_names(Result)}
    except ProtocolError as error:
        where = error.values.get("field", "")
        raise ProtocolError("field", field=f"result.{where}" if where else "result") from None
    return Result(**values)


# What a result's field is when a host leaves it out (Result's own defaults)
_RESULT_DEFAULTS: dict[str, Any] = {"scores": None, "forfeit_seat": None, "forfeit_why": None, "by_team": False}


def _default(name: str) -> Any:
    if name in _RESULT_DEFAULTS:
        return _RESULT_DEFAULTS[name]
    if name == "details":
        return {}
    raise ProtocolError("field", field=name)


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
        raise ProtocolError("field", field="events")
    kind = data.get("event")
    cls = event_kinds(game).get(kind) if isinstance(kind, str) else None  # a list or an object names no event
    if cls is None:
        raise ProtocolError("unknown-event", event=short(repr(data.get("event")), 40))
    values = {}
    types = field_types(cls)
    for name in field_names(cls):
        if name not in data:
            raise ProtocolError("field", field=f"{cls.KIND}.{name}")
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
        raise ProtocolError("field", field=where)
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
        raise ProtocolError("field", field=where)  # a type this app cannot read
    raise ProtocolError("field", field=where)
