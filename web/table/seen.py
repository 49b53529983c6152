""""Share what happened": the record of what the table has seen of a game,
and its replay (pure Python, tested on CPython).

A game record (docs/records.md) replays a game exactly because it holds
everything: every hand, roll and rack, or the seed that deals them. The
record the table shares holds none of that: it is the sequence of what
someone who sees only the table saw, the engine's public observation after
each move that changed it, with the public events and the log's lines in
between (`{"format": "seqgames-seen", "version": 1, ...}`, docs/records.md,
"What the table saw"). No hand, rack, secret goal, unrevealed roll, deck or
bag order, seed or reshuffle is in it, not even once the game is over (the
rules reveal no hand at the end), so it cannot be continued: the import
refuses it with the reason, and it opens as a replay.

Its replay draws each step with the game's own table view from a copy of
the table shaped like the guest's (web/net/mirror.py), with no seat of its
own: a view can draw only the public part. The file is outside data: read
within the record limits, every field checked, each event against its
dataclass (web/net/protocol.py); anything wrong is a RecordError saying what
(its code and facts, for web/model/refusals.py to say in the player's words),
and so is a step read that its game's table cannot draw (`undrawable`).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from engine.core.errors import RecordError
from engine.core.events import Event
from engine.core.result import Result
from engine.core.value import Value
from engine.games import ai_module
from web.model.records import SEEN_FORMAT, read_record
from web.model.seats import Seat, seats_from_table
from web.model.session import Session
from web.net.mirror import GuestSession, GuestState
from web.page.words import _
from web.net.protocol import MAX_LOG_LINE, ProtocolError, event_from_wire, event_wire, result_from_wire, result_wire

if TYPE_CHECKING:
    from web.model.spec import GameSpec

SEEN_VERSION = 1
# What the file says of itself, at its top (the table's menu says the same).
SHOWS = ("What the table saw: the moves played and what was revealed, as everyone at the table saw them; "
         "no hand, rack, secret goal, unrevealed roll, deck or seed. It replays, and cannot be continued.")
# Limits of a file from outside (it is also held to the records' 1 MB and 64 levels):
# far more steps, events and lines than any game at a table makes.
MAX_STEPS = 20_000
MAX_STEP_EVENTS = 200
MAX_STEP_LINES = 200


def seen_record(session: Session) -> dict[str, Any]:
    """The record of what the table has seen of `session`'s game so far: a
    step for the start and one after each move that changed what the table
    sees, each with the public observation, who decides then, the result once
    over, and the public events and log lines since the step before. The
    game is replayed once from its start: the moves an undo took back are not in it."""
    spec, state = session.spec, session.state
    steps: list[dict[str, Any]] = []
    events: list[list[Any]] = []
    lines: list[str] = []
    last: Any = None
    seen_events = seen_lines = 0
    for table in session.unfold():
        number = len(steps)  # events are numbered by the step that shows them, never by the moves made
        events += [[number, event_wire(event)] for _at, event in table.events[seen_events:]]
        lines += table.log[seen_lines:]
        seen_events, seen_lines = len(table.events), len(table.log)
        result = table.state.result()
        frame = {"public": table.public(), "waiting": table.waiting(),
                 "result": None if result is None else result_wire(result)}
        if frame == last and not lines:  # nothing the table sees changed: a private step (a letter placed)
            continue
        step = dict(frame)
        step["events"], step["log"] = events, lines
        steps.append(step)
        last, events, lines = frame, [], []
    if events:  # events that changed nothing seen go with the last step
        steps[-1]["events"] += [[len(steps) - 1, event] for _number, event in events]
    return {"format": SEEN_FORMAT, "version": SEEN_VERSION, "game": spec.id, "shows": SHOWS,
            "config": dict(state.config), "start": _start(session),
            "table": {"seats": [seat.to_json() for seat in session.seats]}, "steps": steps}


def _start(session: Session) -> dict[str, Any]:
    """The bot protocol's `start` as someone who sees only the table knows it
    (the public set-up, the seats and teams; no seat of its own)."""
    start = session.state.start_message(0)
    start.pop("type", None)
    return _with(start, "seat", None)


def _with(data: dict[str, Any], key: str, value: Any) -> dict[str, Any]:
    """A copy of `data` with `key` set to `value`."""
    out = dict(data)
    out[key] = value
    return out


class Step(Value):
    """One step of what the table saw: `public` (the public view), `waiting` (the seats
    to decide), `result` (a Result once over, else None), `events` ((step, Event) pairs)
    and `log` (its lines)."""

    FIELDS = ("public: dict[str, Any]", "waiting: list[int]", "result: Result | None",
              "events: list[tuple[int, Event]]", "log: list[str]")


class SeenGame(Value):
    """A checked record of what the table saw: its seats, set-up and steps (`spec` the
    GameSpec, `record` the file's JSON object, `seats` Seats, `config` and `start`
    dicts, `steps` Steps)."""

    FIELDS = ("spec: GameSpec", "record: dict[str, Any]", "seats: list[Seat]", "config: dict[str, Any]",
              "start: dict[str, Any]", "steps: list[Step]")

    @property
    def total(self) -> int:
        """How many moves the replay steps through (the start is step 0)."""
        return len(self.steps) - 1

    @property
    def is_over(self) -> bool:
        return self.steps[-1].result is not None

    def at(self, count: int) -> "SeenSession":
        """The table as it was seen after `count` steps."""
        return SeenSession(self, max(0, min(count, self.total)))

    def said(self, count: int) -> str:
        """What step `count` showed, in the log's words."""
        if count == 0:
            return _("The start of the game, before the first move.")
        return " ".join(self.steps[count].log) or _("A choice was made, hidden until it is revealed.")


def is_seen(data: Any) -> bool:
    """Whether a record file's JSON object is a record of what the table saw."""
    return isinstance(data, dict) and data.get("format") == SEEN_FORMAT


def read_game(spec: "GameSpec", text: str | bytes | dict[str, Any],
              view: dict[str, Any] | None = None) -> "SeenGame | Session":
    """A record file's game, loaded at the table (web/table/screens.py) or kept as a replay
    (web/table/replay.py): a record of what the table saw, checked (it replays only), else the
    whole game (Session.from_record, with `view`); RecordError saying what is wrong."""
    data = read_record(text, seen=True)
    return read_seen(spec, data) if is_seen(data) else Session.from_record(spec, data, view)


def read_seen(spec: "GameSpec", text: str | bytes | dict[str, Any]) -> SeenGame:
    """A record of what the table saw of `spec`'s game, checked; RecordError saying what is wrong."""
    data = read_record(text, seen=True)
    if not is_seen(data):
        raise RecordError("this is not a record of what the table saw", code="not-seen")
    if type(data.get("version")) is not int or data["version"] != SEEN_VERSION:
        version = str(data.get("version"))[:10]
        raise RecordError(f"this record of what the table saw is of version {version}, which this app does not read",
                          code="seen-version", facts={"version": version})
    if data.get("game") != spec.id:
        name = str(data.get("game"))[:20]
        raise RecordError(f"this record is a game of {name}, not {spec.id}", code="other-game",
                          facts={"name": name, "game": spec.id})
    config, start, steps = data.get("config"), data.get("start"), data.get("steps")
    if not isinstance(config, dict):
        raise RecordError("the record's config must be an object", code="config")
    table = data.get("table")
    players = config.get("players")
    if type(players) is not int or not 1 <= players <= 64:
        raise RecordError("the record's config names no number of players", code="seen-players")
    seats = seats_from_table(table, players, ai_module(spec.id).LEVELS)
    if (not isinstance(start, dict) or start.get("seat") is not None or start.get("players") != players
            or not isinstance(start.get("setup"), dict) or not isinstance(start.get("teams"), list)
            or len(start["teams"]) != players or any(type(team) is not int for team in start["teams"])):
        raise RecordError("the record's start is malformed", code="seen-start")
    if not isinstance(steps, list) or not 1 <= len(steps) <= MAX_STEPS:
        raise RecordError(f"the record's steps must be a list of 1 to {MAX_STEPS:,} steps", code="seen-steps",
                          facts={"most": MAX_STEPS})
    try:  # the keys every public view of this game has: a step without them is not this game's
        keys = set(spec.state_class.new(config, 0).public_observation())
    except Exception as error:  # a configuration the rules refuse: a board's SetupError says its own problem
        facts = dict(getattr(error, "facts", {}))
        facts["setup"] = getattr(error, "code", None) or ""
        raise RecordError(f"the record's config is invalid: {str(error)[:120]}", code="setup", facts=facts) from None
    read = [_step(spec.id, item, number, players, keys) for number, item in enumerate(steps)]
    if any(item.result is not None for item in read[:-1]):
        raise RecordError("the record goes on after the end of its game", code="seen-after-end")
    try:
        GuestState(spec.id, None, config, _with(start, "type", "start"), spec.guest_state)  # type: ignore[arg-type]
    except (ValueError, TypeError, KeyError, LookupError) as error:
        raise RecordError(f"the record's set-up cannot be read: {str(error)[:120]}", code="seen-start") from None
    return SeenGame(spec, data, seats, dict(config), _with(start, "type", "start"), read)


def _step(game: str, item: Any, number: int, players: int, keys: set[str]) -> Step:
    where, at = f"the record's step {number}", {"number": number}
    if not isinstance(item, dict) or not isinstance(item.get("public"), dict) or set(item["public"]) != keys:
        raise RecordError(f"{where} is malformed (no public view of this game)", code="seen-step", facts=at)
    waiting = item.get("waiting")
    if not isinstance(waiting, list) or any(type(s) is not int or not 0 <= s < players for s in waiting):
        raise RecordError(f"{where}: 'waiting' must list seats", code="seen-waiting", facts=at)
    log = item.get("log")
    if (not isinstance(log, list) or len(log) > MAX_STEP_LINES
            or any(not isinstance(line, str) or len(line) > MAX_LOG_LINE for line in log)):
        raise RecordError(f"{where}: 'log' must list at most {MAX_STEP_LINES} lines of text", code="seen-log",
                          facts={"number": number, "most": MAX_STEP_LINES})
    events = item.get("events")
    if not isinstance(events, list) or len(events) > MAX_STEP_EVENTS:
        raise RecordError(f"{where}: 'events' must list at most {MAX_STEP_EVENTS} events", code="seen-events",
                          facts={"number": number, "most": MAX_STEP_EVENTS})
    read: list[tuple[int, Event]] = []
    for entry in events:
        if not isinstance(entry, list) or len(entry) != 2 or entry[0] != number or type(entry[0]) is not int:
            raise RecordError(f"{where}: each event must be [{number}, event]", code="seen-event", facts=at)
        try:
            read.append((number, event_from_wire(game, entry[1])))
        except ProtocolError as error:
            raise _wire(where, number, error) from None
    try:
        result = None if item.get("result") is None else result_from_wire(item["result"])
    except ProtocolError as error:
        raise _wire(where, number, error) from None
    return Step(dict(item["public"]), list(waiting), result, read, list(log))


def _wire(where: str, number: int, error: ProtocolError) -> RecordError:
    """Step `number`'s event or result that is not one (web/net/protocol.py reads them): an unknown
    event (code "seen-unknown-event", `event`), else a field missing or not valid ("seen-field", `field`)."""
    code = "seen-unknown-event" if error.code == "unknown-event" else "seen-field"
    facts = {"number": number}
    facts.update(error.values)
    return RecordError(f"{where}: {str(error)[:200]}", code=code, facts=facts)


def undrawable(number: int, error: Exception) -> RecordError:
    """Step `number`, read, that its game's table cannot draw (the view's `error`: a value in its
    public view no game shows; the file was altered): RecordError "seen-draw" (`number`)."""
    return RecordError(f"the record's step {number} cannot be drawn: {str(error)[:200]}", code="seen-draw",
                       facts={"number": number})


class SeenSession(GuestSession):
    """The table as it was seen after some steps, shaped like the guest's copy
    (web/net/mirror.py) with no seat of its own: `private(seat)` of any seat
    raises LookupError, so a view draws only what everyone saw."""

    def __init__(self, game: SeenGame, count: int) -> None:  # noqa: D107 (no `full` message: built from steps)
        spec = game.spec
        self.spec = spec
        self.seat = None  # type: ignore[assignment]
        self.table = ""
        self.aids: list[str] = []
        self.seats = list(game.seats)
        self.options: dict[str, Any] = {}
        self.state = GuestState(spec.id, None, game.config, game.start, spec.guest_state)  # type: ignore[arg-type]
        steps = game.steps[:count + 1]
        now = steps[-1]
        self.state.update(at=count, stage=count, legal=[], result=now.result, public=now.public)
        self.events = [event for item in steps for event in item.events]
        self.log = [line for item in steps for line in item.log]
        self.game_no = 0
        self._public, self._private = now.public, {}
        self._waiting = list(now.waiting)
        self.thinking = None
        self.paused = False
        self.acted = 0
        view = spec.guest_view if spec.guest_view is not None else spec.fresh_view(self.state)  # type: ignore[arg-type]
        self.view = dict(view)
        self.shown_at = [-1] * self.state.players
        self.view = spec.check_view(self.view, self)  # type: ignore[arg-type]

    @property
    def people_here(self) -> list[int]:
        return []

    def private(self, seat: int) -> dict[str, Any]:
        raise LookupError("a record of what the table saw holds no seat's own part")
