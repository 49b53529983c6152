"""The messages between a host and its guests (web/net/protocol.py,
feed.py, mirror.py), over random games of every registered game:

- what the host sends a seat depends only on what that seat may see: the
  same messages come from a twin state in which everything else is
  scrambled (the engine's leak-test twin), so no message carries another
  seat's hand, roll, rack or stored choice;
- the guest's copy, built from those messages alone, answers the screens'
  questions as the host's own session does (public view, the seat's own
  part and legal actions, labels, the log, the end), so each game's screen
  draws the same table on both devices;
- the game's record (everything hidden included) goes only once the game
  is over, for the guest's replay and review, with its own seat as the one
  played on its device;
- every event and result survives the wire, field types checked;
- garbage from a guest or from a host is refused with a ProtocolError
  (never another exception), and a refused message changes nothing.
"""
from __future__ import annotations

import copy
import importlib
import json
import random
from typing import Any

import pytest

from engine.core.rng import Rng
from engine.games import GAMES
from tools.words import compiled
from web.net import protocol
from web.net.feed import SeatFeed
from web.net.mirror import GuestSession
from web.net.protocol import ProtocolError
from web.model.seats import Seat, SeatKind, seat_from_json
from web.model.session import Session
from web.page import words

CASES = [("sequence", {"players": 3}), ("sequence", {"players": 4}), ("sequoia", {"players": 3}),
         ("sequitur", {"players": 3}), ("sequitur", {"players": 2, "house_rule": True})]


def seats_for(players: int) -> list[Seat]:
    kinds = [Seat("Host", SeatKind.HERE), Seat("Ann", SeatKind.AWAY), Seat("Bot", SeatKind.AI, "easy"),
             Seat("Cy", SeatKind.AWAY), Seat("Di", SeatKind.AWAY)]
    return kinds[:players]


def random_step(session: Session, rng: random.Random) -> None:
    turn = session.next_turn()
    if turn.kind == "forced":
        session.apply(turn.seat, turn.action, forced=True)
        return
    seat = rng.choice(session.waiting())
    legal = session.state.legal_actions(seat)
    action = session.state.unlisted_default(seat) if legal is None else rng.choice(legal)
    session.apply(seat, action)


def wire(data: dict[str, Any], players: int | None = None) -> dict[str, Any]:
    """Through JSON text and the guest's checks, as on the data channel."""
    text = json.dumps(data)
    assert len(text.encode()) <= protocol.HOST_MAX_BYTES
    return protocol.read_host(text, players=players).data


def scrambled_twin(session: Session, viewer: int, seed: int) -> Session:
    twin = copy.copy(session)
    twin.state = session.state.scrambled(viewer, Rng(seed))
    return twin


def check_mirror(mirror: GuestSession, session: Session, seat: int) -> None:
    assert mirror.public() == json.loads(json.dumps(session.public()))
    assert mirror.private(seat) == json.loads(json.dumps(session.private(seat)))
    assert mirror.waiting() == session.waiting()
    assert mirror.is_over == session.is_over
    assert mirror.log == session.log
    assert mirror.events == session.events
    assert [mirror.label(s) for s in range(len(session.seats))] == [session.label(s) for s in range(len(session.seats))]
    assert len(mirror.state.history) == len(session.state.history)
    if seat in session.waiting():
        assert mirror.state.legal_actions(seat) == session.state.legal_actions(seat)
        for action in mirror.state.legal_actions(seat) or []:
            assert mirror.state.action_to_json(action) == session.state.action_to_json(action)
    for other in range(len(session.seats)):
        if other != seat:
            with pytest.raises(LookupError):
                mirror.private(other)
            with pytest.raises(LookupError):
                mirror.state.legal_actions(other)
    if session.is_over:
        assert mirror.state.result() == session.state.result()
        assert mirror.spec.ending(mirror) == session.spec.ending(session)
        record = mirror.record()  # the host's record, its seats as the guest's device sees them
        host = json.loads(json.dumps(session.record()))
        assert {k: v for k, v in record.items() if k != "table"} == {k: v for k, v in host.items() if k != "table"}
        kinds = [seat_from_json(data, i).kind for i, data in enumerate(record["table"]["seats"])]
        assert kinds == [SeatKind.HERE if s == seat else SeatKind.AI if session.seats[s].is_ai else SeatKind.AWAY
                         for s in range(len(session.seats))]
    else:
        with pytest.raises(LookupError):
            mirror.record()


@pytest.mark.parametrize("game,config", CASES, ids=[f"{g}-{c['players']}" for g, c in CASES])
def test_the_guest_sees_what_its_seat_may_see_and_draws_the_hosts_table(game: str, config: dict[str, Any]) -> None:
    spec = importlib.import_module(f"web.games.{game}").GAME
    session = Session.new(spec, config, seats_for(config["players"]), {}, seed=1818)
    guests = [s for s, seat in enumerate(session.seats) if seat.kind == SeatKind.AWAY]
    feeds = {s: SeatFeed(s) for s in guests}
    mirrors: dict[int, GuestSession] = {}
    rng = random.Random(18)
    steps = 0
    while True:
        for seat in guests:
            twin_messages = SeatFeed(seat), scrambled_twin(session, seat, steps)
            message = feeds[seat].next(session, game_no=0, thinking=None)
            if message is None:
                continue
            # the same message from a twin whose hidden parts (others' hands, the deck...) are scrambled
            twin_feed, twin = twin_messages
            twin_feed.events, twin_feed.log = (session.events, session.log) if not message["full"] else (None, None)
            twin_feed.events_sent, twin_feed.log_sent = message["events_from"], message["log_from"]
            twin_message = twin_feed.next(twin, game_no=0, thinking=None)
            # the record, with every hidden part, only with the end, and then nothing is left to hide
            assert ("record" in message) == session.is_over
            assert {k: v for k, v in twin_message.items() if k != "record"} == \
                {k: v for k, v in message.items() if k != "record"}
            data = wire(message, config["players"])
            if data["full"]:
                mirrors[seat] = GuestSession(data)
            else:
                mirrors[seat].apply(data)
            check_mirror(mirrors[seat], session, seat)
        if session.is_over:
            break
        assert feeds[guests[0]].next(session, game_no=0, thinking=None) is None  # nothing new, nothing sent
        random_step(session, rng)
        steps += 1
        if steps % 40 == 0:  # an undo, a reload: the whole table again
            feeds[guests[0]].reset()
    assert steps > 10


@pytest.mark.parametrize("game,config", CASES[1:4], ids=[g for g, _c in CASES[1:4]])
def test_a_guest_says_the_log_in_its_own_language_whatever_the_hosts(game: str, config: dict[str, Any]) -> None:
    """The host's table speaks Spanish, its guest's French: every line of the guest's log is the line
    the host's table says in French (the same game replayed there), none the host's Spanish one, whole
    tables and parts alike (issue 69: a host's words reach a guest as facts, said in its language)."""
    catalogs = {code: compiled(code) for code in ("es", "fr")}
    spec = importlib.import_module(f"web.games.{game}").GAME
    session = Session.new(spec, config, seats_for(config["players"]), {}, seed=69)
    seat = next(s for s, each in enumerate(session.seats) if each.kind == SeatKind.AWAY)
    feed, mirror, rng, steps = SeatFeed(seat), None, random.Random(69), 0
    try:
        while True:
            words.install("es", catalogs["es"])
            message = feed.next(session, game_no=0, thinking=None)
            words.install("fr", catalogs["fr"])
            if message is not None:
                data = wire(message, config["players"])
                mirror = GuestSession(data) if data["full"] else mirror
                if not data["full"]:
                    mirror.apply(data)
            if session.is_over:
                break
            words.install("es", catalogs["es"])
            random_step(session, rng)
            steps += 1
            if steps == 12:  # a reload: the whole table again
                feed.reset()
        words.install("fr", catalogs["fr"])
        french = Session.from_record(spec, session.record()).log
    finally:
        words.install("en", None)
    assert mirror is not None and mirror.log == french
    assert not set(mirror.log) & set(session.log), "a line in the host's Spanish"


def test_a_rewritten_log_sends_the_whole_table_again() -> None:
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=7)
    feed = SeatFeed(1)
    assert feed.next(session, game_no=0, thinking=None)["full"]
    random_step(session, random.Random(1))
    assert not feed.next(session, game_no=0, thinking=None)["full"]
    session._restart(session.state.history[:])  # what an undo does: new lists of events and lines
    assert feed.next(session, game_no=0, thinking=None)["full"]
    assert not feed.next(session, game_no=0, thinking=1) is None  # thinking changed: sent


@pytest.mark.parametrize("game", list(GAMES))
def test_events_and_results_survive_the_wire(game: str) -> None:
    spec = importlib.import_module(f"web.games.{game}").GAME
    players = {"sequence": 2, "sequoia": 2, "sequitur": 2}[game]
    session = Session.new(spec, {"players": players}, [Seat(f"P{i}") for i in range(players)], {}, seed=3)
    rng = random.Random(3)
    while not session.is_over:
        random_step(session, rng)
    assert session.events
    for _at, event in session.events:
        assert protocol.event_from_wire(game, json.loads(json.dumps(protocol.event_wire(event)))) == event
    result = session.state.result()
    assert protocol.result_from_wire(json.loads(json.dumps(protocol.result_wire(result)))) == result


def test_events_with_wrong_fields_are_refused() -> None:
    good = {"event": "chip-placed", "seat": 0, "team": 1, "card": "2H", "cell": 12}
    assert protocol.event_from_wire("sequence", good).cell == 12
    for bad in ({**good, "seat": "0"}, {**good, "cell": None}, {**good, "card": ["2H"]}, {"event": "chip-placed"},
                {"event": "nothing"}, [], None, {**good, "seat": True},
                {"event": "sequence-completed", "team": 0, "cells": [1, "2"]},
                {"event": "game-over", "result": {"reason": "x"}}):
        with pytest.raises(ProtocolError):
            protocol.event_from_wire("sequence", bad)
    revealed = {"event": "revealed", "turn": 1, "tiebreak": 0, "pairs": [[3, 4], None], "grown": [[3, 4], []],
                "tied": [[], []]}
    assert protocol.event_from_wire("sequoia", revealed).pairs == ((3, 4), None)
    with pytest.raises(ProtocolError):
        protocol.event_from_wire("sequoia", {**revealed, "pairs": [[3, 4, 5], None]})


def guest(**fields: Any) -> str:
    return json.dumps({"v": 1, **fields})


def test_a_guests_messages_are_checked() -> None:
    assert protocol.read_guest(guest(type="act", id=3, game_no=0, action={"card": "2H", "cell": [0, 1]})).type == "act"
    assert protocol.read_guest(guest(type="hello", table="0a0b0c0d", seat=2, extra="ignored")).type == "hello"
    assert protocol.read_guest(guest(type="sync")).type == "sync"
    refused = {
        "not json": "not JSON", "[1, 2]": "not a JSON object", json.dumps({"type": "sync"}): "version",
        json.dumps({"v": 2, "type": "sync"}): "version", json.dumps({"v": True, "type": "sync"}): "version",
        guest(type="shout"): "unknown type", guest(type="act", id=0, game_no=0, action=1): "'id'",
        guest(type="act", id=1, game_no=0): "'action' is missing", guest(type="act", id="1", game_no=0, action=1): "'id'",
        guest(type="hello", table="zz", seat=0): "'table'", guest(type="hello", table="0a0b0c0d", seat=-1): "'seat'",
        "[" * 5000 + "]" * 5000: "deep", guest(type="act", id=1, game_no=0, action="x" * 20_000): "larger",
    }
    for text, reason in refused.items():
        with pytest.raises(ProtocolError, match=reason):
            protocol.read_guest(text)
    with pytest.raises(ProtocolError):
        protocol.read_guest(b"{}")  # bytes: the channel carries text only


def test_random_garbage_from_either_side_is_a_protocol_error() -> None:
    rng = random.Random(18)
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=5)
    first = SeatFeed(1).next(session, game_no=0, thinking=None)
    text = json.dumps(first)
    atoms = [None, True, 0, -1, 1.5, "", "x", [], {}, 2**70, "seat", [[0, {}]]]
    for i in range(1500):
        data = json.loads(text)
        for _ in range(rng.randrange(1, 4)):
            key = rng.choice(sorted(data))
            data[key] = rng.choice(atoms)
        try:
            msg = protocol.read_host(json.dumps(data))
            GuestSession(msg.data) if msg.type == "table" and msg["full"] else None
        except (ProtocolError, LookupError):
            pass
        chars = "".join(rng.choice('{}[]":,01vtypeact ') for _ in range(rng.randrange(0, 60)))
        for read in (protocol.read_guest, protocol.read_host):
            try:
                read(chars)
            except ProtocolError:
                pass


def test_a_message_that_does_not_follow_changes_nothing() -> None:
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=9)
    feed = SeatFeed(1)
    mirror = GuestSession(wire(feed.next(session, game_no=0, thinking=None)))
    rng = random.Random(2)
    for _ in range(3):
        random_step(session, rng)
    update = wire(feed.next(session, game_no=0, thinking=None), 2)
    before = (list(mirror.log), list(mirror.events), mirror.public())
    with pytest.raises(ProtocolError):
        mirror.apply({**update, "log_from": update["log_from"] + 1})
    with pytest.raises(ProtocolError):
        mirror.apply({**update, "private": {**update["private"], "seat": 0}})
    assert (mirror.log, mirror.events, mirror.public()) == before
    mirror.apply(update)
    assert mirror.log == session.log


def test_a_hosts_names_are_cleaned_on_the_guests_device() -> None:
    """Issue 31, 8: a name from the host's message (another device: outside
    data) loses bidirectional controls and invisible characters."""
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=7)
    data = wire(SeatFeed(1).next(session, game_no=0, thinking=None), 2)
    data["seats"][0]["name"] = "\u202eHo\u200bst\u2066"
    assert GuestSession(data).name(0) == "Host"


def test_a_hosts_names_that_look_alike_read_apart_on_the_guests_device() -> None:
    """Issue 31, 7: a host's table whose names look alike (a Cyrillic А) reads
    as the host's own would: the later one renamed, so the two differ."""
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Ann"), Seat("Bob", SeatKind.AWAY)], {}, seed=7)
    data = wire(SeatFeed(1).next(session, game_no=0, thinking=None), 2)
    data["seats"][1]["name"] = "\u0410nn"
    mirror = GuestSession(data)
    assert [mirror.name(0), mirror.name(1)] == ["Ann", "\u0410nn (2)"]


def test_a_guests_game_is_named_by_the_hosts_table_and_its_number_and_a_suggestion_assists_it() -> None:
    """Issue 53: a guest's statistics count each game of the host's table once (a resent table or a
    reconnection names the same game; a rematch another), with the stats' own record of a suggestion."""
    from web.device.stats import Player, add_game, empty

    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=9)
    first = wire(SeatFeed(1).next(session, game_no=0, thinking=None))
    mirror, again = GuestSession(first, "ab12"), GuestSession(first, "ab12")
    assert mirror.game_id() == again.game_id() == "guest-ab12-0"
    assert GuestSession(wire(SeatFeed(1).next(session, game_no=1, thinking=None)), "ab12").game_id() == "guest-ab12-1"
    assert GuestSession(first, "cd34").game_id() != mirror.game_id()
    assert not mirror.assisted
    mirror.note_aid("suggest")
    mirror.note_aid("suggest")
    assert mirror.assisted and mirror.aids == ["suggest"]
    data = empty()
    players = [Player("Host", False, "", 0), Player("Ann", True, "", 1)]
    assert add_game(data, game="sequence", game_id=mirror.game_id(), players=players, winners=[1],
                    assisted=mirror.assisted)
    assert not add_game(data, game="sequence", game_id=again.game_id(), players=players, winners=[1])
    assert data["players"]["ann"]["games"]["sequence"]["played"] == 1


def test_the_finished_games_record_goes_once_with_the_end_and_again_with_a_whole_table() -> None:
    """Issue 53: the guest's end has Replay and Review, from the host's record of the finished game.
    It goes with the message carrying the result, not with the next ones, and again after a reset."""
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=11)
    feed = SeatFeed(1)
    mirror = GuestSession(wire(feed.next(session, game_no=0, thinking=None)), "ab12")
    rng = random.Random(4)
    while not session.is_over:
        random_step(session, rng)
        data = feed.next(session, game_no=0, thinking=None)
        if data is not None:
            assert ("record" in data) == session.is_over
            mirror.apply(wire(data, 2))
    assert mirror.record()["seed"] == session.record()["seed"]
    later = feed.next(session, game_no=0, thinking=1)  # something else changed after the end
    assert later is not None and "record" not in later
    mirror.apply(wire(later, 2))
    assert mirror.record()["seed"] == session.record()["seed"]  # kept from the message that brought it
    feed.reset()
    again = wire(feed.next(session, game_no=0, thinking=None))
    assert again["full"] and GuestSession(again, "ab12").record() == mirror.record()


def test_a_hosts_bad_record_is_refused_and_changes_nothing() -> None:
    """Outside data: a record before the end, of another game or table, or too large, is a
    ProtocolError (the message is refused whole); the replay checks the rest as for any record."""
    spec = importlib.import_module("web.games.sequence").GAME
    session = Session.new(spec, {"players": 2}, [Seat("Host"), Seat("Ann", SeatKind.AWAY)], {}, seed=12)
    feed = SeatFeed(1)
    mirror = GuestSession(wire(feed.next(session, game_no=0, thinking=None)))
    rng = random.Random(5)
    ended = None
    while ended is None:
        random_step(session, rng)
        data = feed.next(session, game_no=0, thinking=None)
        if data is not None and session.is_over:
            ended = data
        elif data is not None:
            mirror.apply(wire(data, 2))
    record = ended["record"]
    early = {**ended, "result": None}
    with pytest.raises(ProtocolError, match="record"):
        wire(early, 2)  # a record before the game's end
    with pytest.raises(ProtocolError, match="record"):
        wire({**ended, "record": [record]}, 2)
    table = record["table"]
    bad = ({**record, "game": "sequoia"}, {**record, "table": {**table, "seats": table["seats"][:1]}},
           {**record, "table": "x"}, {**record, "table": {**table, "seats": [1, 2]}},
           {**record, "padding": "x" * 70_000})
    before = (list(mirror.log), list(mirror.events), mirror.public(), mirror.is_over)
    for hostile in bad:
        with pytest.raises(ProtocolError):
            mirror.apply(wire({**ended, "record": hostile}, 2))
        assert (mirror.log, mirror.events, mirror.public(), mirror.is_over) == before
    # this device's seat is played here, whatever the host calls it; another seat without a level elsewhere
    odd = {**record, "table": {**table, "seats": [{"name": "Host", "ai": 5}, {"name": "Ann", "device": "away"}]}}
    mirror.apply(wire({**ended, "record": odd}, 2))
    assert mirror.record()["table"]["seats"] == [{"name": "Host", "ai": "", "device": "away"}, {"name": "Ann", "ai": ""}]
