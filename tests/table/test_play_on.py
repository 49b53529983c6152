"""Play on from here (issue 27): from any move of a replay, a new game with
the same seats that goes on from that position. What chance had shown
stays; what it had not shown is dealt anew, as after an undo, so the
original game's future teaches nothing (docs/records.md, "Play on"); the
new game has its own id and is assisted."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import RecordError
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from play_helpers import play_on
from tests.core.test_chance import future, seen

ANN, BOB, AI = Seat("Ann"), Seat("Bob", SeatKind.AWAY), Seat("Computer", SeatKind.AI, "medium")
AI2 = Seat("Computer 2", SeatKind.AI, "hard")
TABLES = [(SEQUENCE, {"players": 2}, [ANN, AI]), (SEQUOIA, {"players": 2, "tokens": "face-up"}, [ANN, AI]),
          (SEQUOIA, {"players": 3, "tokens": "face-down"}, [ANN, AI, AI2]), (SEQUITUR, {"players": 1}, [ANN]),
          (SEQUITUR, {"players": 2}, [ANN, AI])]
IDS = ["sequence", "sequoia-face-up", "sequoia-face-down", "sequitur-solo", "sequitur-2"]


def finished(spec, config, seats, seed: int = 3) -> Session:
    session = Session.new(spec, config, seats, {"hints": True}, seed)
    play_on(session, random.Random(seed), 10_000)
    assert session.is_over
    return session


@pytest.mark.parametrize(("spec", "config", "seats"), TABLES, ids=IDS)
def test_play_on_keeps_what_was_seen_and_deals_the_rest_anew(spec, config, seats) -> None:
    game = finished(spec, config, seats)
    count = len(game.state.history) // 2
    then = game.at(count)
    branch = game.play_on(count, seed=1)
    assert branch.state.history == then.state.history
    assert seen(branch) == seen(then), "the position played on from is the one shown"
    assert branch.log == then.log
    assert [s.to_json() for s in branch.seats] == [s.to_json() for s in seats]
    assert branch.options == game.options
    assert not branch.is_over
    # what nobody had seen is dealt anew: the original's future is not this game's
    assert future(branch.state, 7) != future(then.state, 7)
    assert future(game.play_on(count, seed=2).state, 7) != future(branch.state, 7)


@pytest.mark.parametrize(("spec", "config", "seats"), TABLES, ids=IDS)
def test_a_play_on_is_a_game_of_its_own_and_assisted(spec, config, seats) -> None:
    game = finished(spec, config, seats)
    one, two = game.play_on(5, seed=1), game.play_on(5, seed=2)
    assert len({game.game_id(), one.game_id(), two.game_id()}) == 3
    assert one.assisted and "play_on" in one.aids and not game.assisted
    table = one.record()["table"]
    assert table["play_on"]["from"] == game.game_id() and table["play_on"]["at"] == 5
    again = Session.from_save(spec, one.save_text())  # a reload: the same game, still assisted
    assert again.game_id() == one.game_id() and again.assisted and seen(again) == seen(one)
    assert again.at(3).game_id() == one.game_id()
    imported = Session.from_record(spec, one.record_text())  # its export, imported: still assisted
    assert imported.assisted and imported.played_on == one.played_on
    assert one.rematch(9).played_on is None and not one.rematch(9).assisted


def test_a_person_on_another_device_plays_on_at_this_device() -> None:
    game = finished(SEQUENCE, {"players": 2}, [ANN, BOB])
    branch = game.play_on(4, seed=1)
    assert [seat.kind for seat in branch.seats] == [SeatKind.HERE, SeatKind.HERE]
    assert branch.seats[1].name == "Bob"


def test_play_on_from_the_start_and_the_end() -> None:
    game = finished(SEQUENCE, {"players": 2}, [ANN, AI])
    start = game.play_on(0, seed=1)
    assert start.state.history == [] and seen(start) == seen(game.at(0))
    end = game.play_on(len(game.state.history), seed=1)
    assert end.is_over  # nothing to play on: the replay offers it only before the end


@pytest.mark.parametrize("entry", [
    "x", {"from": "abc", "at": 1}, {"from": "", "at": 1, "branch": 1}, {"from": "a" * 41, "at": 1, "branch": 1},
    {"from": "abc", "at": -1, "branch": 1}, {"from": "abc", "at": True, "branch": 1},
    {"from": "abc", "at": 1, "branch": 2**63}, {"from": "abc", "at": 1, "branch": 1, "more": 1}])
def test_a_malformed_play_on_is_refused_by_name(entry) -> None:
    game = finished(SEQUENCE, {"players": 2}, [ANN, AI])
    data = json.loads(game.play_on(4, seed=1).record_text())
    data["table"]["play_on"] = entry
    with pytest.raises(RecordError, match="play_on"):
        Session.from_record(SEQUENCE, data)
