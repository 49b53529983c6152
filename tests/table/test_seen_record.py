""""Share what happened" (issue 41): the record of what the table saw holds
nothing a seat had not seen, read as an attacker would.

Each game is played here at a table of people and AIs, and everything the
table saw is noted as it happens (every public observation, event, log line
and the set-up), apart from what each seat saw alone (its hand, rack, secret
goal, roll before the reveal). Then the shared record is walked, every key
and every list, every string and every number: each must be something the
table saw, and nothing a seat saw alone (nor the seed, the reshuffles or
the order of what is still to be drawn) may appear in it. The walker is
shown to catch a leak by putting one in (the hands, the outcomes of chance,
the seed)."""
from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine.core.errors import RecordError
from engine.core.events import Event
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model.records import NOT_CONTINUED, SEEN_FORMAT, SHOWS
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.net.protocol import event_wire, result_wire
from web.table.seen import SHOWS as SEEN_SHOWS
from web.table.seen import read_seen, seen_record
from json_mutation import paths, replaced

ANN, BOB = Seat("Ann"), Seat("Bob")
AI, AI2 = Seat("Computer", SeatKind.AI, "medium"), Seat("Computer 2", SeatKind.AI, "hard")
# (spec, config, seats, moves before the record is made (None: to the end), an undo on the way)
TABLES = [
    (SEQUENCE, {"players": 2}, [ANN, AI], 30, True),
    (SEQUENCE, {"players": 3}, [ANN, BOB, AI], 40, False),
    (SEQUENCE, {"players": 2}, [ANN, AI], None, False),
    (SEQUOIA, {"players": 3, "tokens": "face-down"}, [ANN, BOB, AI], 31, False),
    (SEQUOIA, {"players": 2, "tokens": "face-up"}, [ANN, AI], 13, True),
    (SEQUITUR, {"players": 2}, [ANN, AI], 45, True),
    (SEQUITUR, {"players": 3}, [ANN, BOB, AI2], 60, False),
    (SEQUITUR, {"players": 2}, [ANN, AI], None, False),
]
IDS = ["sequence-ai-undo", "sequence-3", "sequence-over", "sequoia-hot-seat-face-down", "sequoia-ai-undo",
       "sequitur-ai-undo", "sequitur-3", "sequitur-over"]


class Seen:
    """What the table saw while the game was played, and what each seat saw alone."""

    def __init__(self) -> None:
        self.strings: set[str] = set()
        self.numbers: set[Any] = set()
        self.lists: list[Any] = []  # every list the table saw (JSON form)
        self.keys: set[str] = set()
        self.own_strings: set[str] = set()  # what a seat saw alone
        self.own_lists: list[Any] = []

    def table(self, data: Any) -> None:
        """Something the whole table saw."""
        for kind, value in leaves(data):
            if kind == "key":
                self.keys.add(value)
            elif kind == "list":
                self.lists.append(value)
            elif isinstance(value, str):
                self.strings.add(value)
                self.strings.update(value.split())
            else:
                self.numbers.add(value)

    def own(self, session: Session) -> None:
        """Each seat's own part now: its observation less the public one."""
        public = session.public()
        for seat in range(session.state.players):
            mine = session.private(seat)
            for key, value in mine.items():
                if key != "seat" and public.get(key, mine) != value:
                    for kind, item in leaves({key: value}):
                        if kind == "list" and len(item) >= 2 and is_flat(item):
                            self.own_lists.append(item)
                        elif kind == "leaf" and isinstance(item, str):
                            self.own_strings.add(item)

    def session(self, session: Session, events: list[Event], log: list[str]) -> None:
        self.table(session.public())
        self.table(session.waiting())
        self.table([event_wire(event) for event in events])
        self.table(log)
        result = session.state.result()
        if result is not None:
            self.table(result_wire(result))
        self.own(session)


def leaves(data: Any) -> list[tuple[str, Any]]:
    """Every key, every list (as JSON) and every leaf of `data`, recursively."""
    found: list[tuple[str, Any]] = []

    def walk(item: Any) -> None:
        if isinstance(item, dict):
            for key, value in item.items():
                found.append(("key", key))
                walk(value)
        elif isinstance(item, (list, tuple)):
            found.append(("list", json.loads(json.dumps(item))))
            for value in item:
                walk(value)
        else:
            found.append(("leaf", item))

    walk(data)
    return found


def is_flat(items: list[Any]) -> bool:
    return all(not isinstance(item, (list, dict)) for item in items)


def items_of(items: list[Any]) -> tuple[str, ...]:
    """A list's items in any order: two lists hold the same items when these are equal."""
    return tuple(sorted(map(json.dumps, items)))


def play(spec, config, seats, moves, undo, seed=4_611_686_018_427_400_011) -> tuple[Session, Seen]:
    """A game played at the table with everything seen noted; an undo on the way if `undo`."""
    session = Session.new(spec, config, seats, {"hints": True}, seed)
    rng = random.Random(seed)
    seen = Seen()
    seen.table(session.state.setup_info())
    seen.table({key: value for key, value in session.state.start_message(0).items() if key != "seat"})
    seen.table(session.state.config)
    seen.table([s.to_json() for s in seats])
    seen.session(session, [event for _at, event in session.events], list(session.log))
    undone = not undo
    while not session.is_over and (moves is None or len(session.state.history) < moves):
        seat = sorted(session.waiting(), key=lambda s: (not session.seats[s].is_ai, s))[0]
        legal = session.state.legal_actions(seat)
        action = rng.choice(legal) if legal else session.state.unlisted_default(seat)
        lines = len(session.log)
        events = session.apply(seat, action)
        seen.session(session, events, session.log[lines:])
        if not undone and session.seats[seat].is_here and len(session.state.history) > 6:
            keep, _why = session.undo_target()
            if keep is not None:
                lines = len(session.log)
                session.undo(seed=rng.randrange(2**63))
                seen.session(session, [], session.log[lines:])
                undone = True
    assert undone, "the game had an undo"
    return session, seen


def attack(record: dict[str, Any], seen: Seen, session: Session) -> None:
    """Walk every key and list of the shared record: each is something the table saw."""
    state = session.state
    secret_numbers = {state.seed, *(seed for _at, seed, _keep in state.reshuffles)}
    chance = [list(outcome) for outcome in state.seen_chance()]
    steps = len(record["steps"])
    allowed_strings = seen.strings | {SEEN_FORMAT, SEEN_SHOWS, session.spec.id}
    allowed_keys = seen.keys | {"format", "version", "game", "shows", "config", "start", "table", "seats",
                                "steps", "public", "waiting", "result", "events", "log", "type", "protocol",
                                "variant", "seat", "players", "teams", "setup", "name", "ai"}
    hidden = seen.own_strings - seen.strings
    own_items = {items_of(own) for own in seen.own_lists}  # once, not once a list of the record
    public_items = {items_of(public) for public in seen.lists}
    for kind, value in leaves(record):
        if kind == "key":
            assert value in allowed_keys, f"a key the table never saw: {value!r}"
            assert value not in ("seed", "chance", "reshuffle", "keep", "hand", "hands", "rack", "secret", "roll")
        elif kind == "list" and is_flat(value):  # a list of lists or objects is walked item by item
            assert value not in chance, f"an outcome of chance: {value!r}"
            assert value in seen.lists or value == [], f"a list the table never saw: {value!r}"
            if items_of(value) in own_items:
                assert items_of(value) in public_items, f"a seat's own part: {value!r}"
        elif kind == "list":
            continue
        elif isinstance(value, str):
            assert value not in hidden, f"what only a seat saw: {value!r}"
            assert value in allowed_strings, f"a text the table never saw: {value[:80]!r}"
            assert not set(value.split()) & hidden, f"what only a seat saw, in {value[:80]!r}"
        elif isinstance(value, bool) or value is None:
            continue
        else:
            assert value not in secret_numbers, "the seed or a reshuffle's seed"
            assert value in seen.numbers or (type(value) is int and 0 <= value <= steps), \
                f"a number the table never saw: {value!r}"
    assert seen.own_lists, "the game had something a seat saw alone (a hand, a roll, a rack), to look for"


@pytest.mark.parametrize(("spec", "config", "seats", "moves", "undo"), TABLES, ids=IDS)
def test_the_shared_record_holds_only_what_the_table_saw(spec, config, seats, moves, undo) -> None:
    session, seen = play(spec, config, seats, moves, undo)
    assert session.is_over == (moves is None)
    record = json.loads(json.dumps(seen_record(session)))  # as the file holds it
    attack(record, seen, session)
    assert record["format"] == SEEN_FORMAT and "every hand" not in record["shows"]


@pytest.mark.parametrize(("spec", "config", "seats", "moves", "undo"), TABLES[:1] + TABLES[3:4] + TABLES[5:6],
                         ids=["sequence", "sequoia", "sequitur"])
def test_the_walk_finds_a_leak(spec, config, seats, moves, undo) -> None:
    """A test that cannot fail is no test: a record with a seat's own part in it is caught."""
    session, seen = play(spec, config, seats, moves, undo)
    record = json.loads(json.dumps(seen_record(session)))
    leaks = [
        lambda r: r["steps"][-1]["public"].update(session.private(len(seats) - 1)),  # the AI's hand, rack or roll
        lambda r: r["steps"].append({"chance": [list(o) for o in session.state.seen_chance()]}),
        lambda r: r.update(seed=session.state.seed),
        lambda r: r["steps"][-1]["log"].append(" ".join(sorted(seen.own_strings - seen.strings))),
    ]
    for leak in leaks:
        leaked = json.loads(json.dumps(record))
        leak(leaked)
        with pytest.raises(AssertionError):
            attack(leaked, seen, session)


@pytest.mark.parametrize(("spec", "config", "seats", "moves", "undo"), TABLES, ids=IDS)
def test_the_shared_record_replays_what_was_seen_and_cannot_be_continued(spec, config, seats, moves, undo) -> None:
    session, _seen = play(spec, config, seats, moves, undo)
    text = json.dumps(seen_record(session))
    game = read_seen(spec, text)
    assert game.is_over == session.is_over
    last = game.at(game.total)
    assert last.public() == session.public() and last.waiting() == session.waiting()
    assert last.log == session.at(len(session.state.history)).log
    with pytest.raises(LookupError):
        last.private(0)
    with pytest.raises(RecordError, match="can be replayed but not continued"):
        Session.from_record(spec, text)
    assert NOT_CONTINUED.startswith("this file is what the table saw")


def test_the_whole_game_says_what_it_shows_and_asks_only_when_others_hide() -> None:
    session, _seen = play(SEQUENCE, {"players": 2}, [ANN, AI], 10, False)
    data = json.loads(session.record_text())
    assert data[SHOWS].startswith("The whole game, to go on elsewhere: it shows every hand")
    assert Session.from_record(SEQUENCE, session.record_text()).public() == session.public()
    assert session.others_hide()
    solo = Session.new(SEQUITUR, {"players": 1}, [ANN], {}, 3)
    assert not solo.others_hide()
    assert "every rack and secret goal" in json.loads(solo.record_text())[SHOWS]


@pytest.mark.parametrize("change", [
    lambda r: r.update(version=2), lambda r: r.update(game="sequoia"), lambda r: r.update(steps=[]),
    lambda r: r["steps"][1].update(waiting=[7]), lambda r: r["steps"][1].update(events=[[1, {"event": "nope"}]]),
    lambda r: r["steps"][1].update(log=["x" * 3000]), lambda r: r["steps"][1].update(public=[]),
    lambda r: r["start"].update(seat=0), lambda r: r["steps"][0].update(result={"reason": 5}),
    lambda r: r.update(table={"seats": "Ann"}),
], ids=["version", "game", "no-steps", "waiting", "event", "long-line", "public", "start-seat", "result", "seats"])
def test_a_damaged_shared_record_is_refused_by_name(change) -> None:
    session, _seen = play(SEQUENCE, {"players": 2}, [ANN, AI], 6, False)
    record = seen_record(session)
    change(record)
    with pytest.raises(RecordError):
        read_seen(SEQUENCE, json.dumps(record))


def test_a_shared_record_damaged_anywhere_is_refused_by_name_never_a_crash() -> None:
    """The file is outside data: a bad value at any place (a sample of them) is a RecordError or reads."""
    session, _seen = play(SEQUOIA, {"players": 2, "tokens": "face-up"}, [ANN, AI], 8, False)
    record = json.loads(json.dumps(seen_record(session)))
    places = paths(record)
    rng = random.Random(41)
    refused = 0
    for path in rng.sample(places, min(300, len(places))):
        for bad in (None, "x", [], {}, -1, 2**70, True, [[1, 2]]):
            try:
                read_seen(SEQUOIA, json.dumps(replaced(record, path, bad)))
            except RecordError as error:
                assert 0 < len(str(error)) <= 300
                refused += 1
    assert refused > 300
    with pytest.raises(RecordError, match="larger than"):
        read_seen(SEQUOIA, json.dumps({**record, "pad": "x" * (1 << 20)}))
    with pytest.raises(RecordError, match="nested deeper"):
        read_seen(SEQUOIA, "[" * 100 + "]" * 100)
    with pytest.raises(RecordError, match="steps"):
        read_seen(SEQUOIA, json.dumps({**record, "steps": [{}] * 20_001}))


def test_a_hot_seat_choice_not_yet_revealed_stays_out_of_the_shared_record() -> None:
    """Sequoia at a shared device: Ann has chosen her pairs, Bob has not; what the table saw holds
    that Ann has chosen, never her roll or her choice."""
    session = Session.new(SEQUOIA, {"players": 2, "tokens": "face-up"}, [ANN, BOB], {}, 4_611_686_018_427_400_077)
    seen = Seen()
    seen.table(session.state.setup_info())
    seen.table({key: value for key, value in session.state.start_message(0).items() if key != "seat"})
    seen.table(session.state.config)
    seen.table([s.to_json() for s in session.seats])
    seen.session(session, [event for _at, event in session.events], list(session.log))
    rng = random.Random(5)
    while True:
        seat = session.waiting()[0]
        lines = len(session.log)
        events = session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        seen.session(session, events, session.log[lines:])
        if len(session.state.history) >= 5 and SEQUOIA.stored(session) == [0]:
            break
    roll = session.private(0)["roll"]
    record = json.loads(json.dumps(seen_record(session)))
    attack(record, seen, session)
    assert record["steps"][-1]["public"]["chosen"] == [0]
    assert not any(items_of(value) == items_of(roll) for kind, value in leaves(record) if kind == "list")
    assert "sums" not in json.dumps(record)
