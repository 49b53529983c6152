"""A Sequitur game keeps the goal catalog it was dealt with (RULINGS Sequitur 1,
issues 26 and 84): new games get catalog 3 and their configuration, so their record
and save, name it; a record or save that names none was made with catalog 1
and replays with catalog 1's goals. tests/data/catalogs holds a save made by
the release before catalog 2 (commit 7410b3d, no catalog in it), one made
with catalog 2, and a game of Spanish words made with catalog 2 (before the cards
written for Spanish), each with what it showed (expected.json): all replay
exactly, with the goals they were dealt."""
from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from engine.core import record
from engine.core.errors import RecordError, SetupError
from engine.sequitur.goals import BY_ID, CATALOG, deck
from engine.sequitur.state import SequiturState
from web.games.sequitur import GAME as SEQUITUR
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from play_helpers import play_on

DATA = Path(__file__).parent.parent / "data" / "catalogs"
EXPECTED = json.loads((DATA / "expected.json").read_text())


def shown(session: Session) -> dict:
    """The goals a game was dealt and what its log says, as tests/data/catalogs/expected.json keeps them."""
    state = session.state
    text = lambda g: [g, BY_ID[g].text]  # noqa: E731
    return {
        "catalog": state.catalog,
        "public": [text(g) for g in state.public],
        "stacks": [[text(g) for g in stack] for stack in state.stacks],
        "secret": [text(g) for g in state.secret],
        "decks": {c: sorted(d + state.discards[c]) for c, d in state.decks.items()},
        "log": session.log,
        "history": len(state.history),
    }


@pytest.mark.parametrize("name, catalog, language", [("sequitur-catalog-1", 1, "en"), ("sequitur-catalog-2", 2, "en"),
                                                     ("sequitur-spanish-catalog-2", 2, "es")])
def test_a_save_replays_with_the_goals_it_was_dealt(name: str, catalog: int, language: str) -> None:
    text = (DATA / f"{name}.json").read_text()
    assert ("catalog" in json.loads(text)["record"]["config"]) is (catalog == 2)  # the old release named none
    assert json.loads(text)["record"]["config"].get("language", "en") == language
    session = Session.from_save(SEQUITUR, text)
    assert shown(session) == EXPECTED[name]
    assert session.state.catalog == catalog and session.public()["catalog"] == catalog
    # every card of its game, in play, stacks, hands and decks, is of its catalog
    state = session.state
    cards = set(state.public) | {g for g in state.secret if g} | {g for s in state.stacks for g in s}
    assert cards <= {g for ids in deck(catalog, language).values() for g in ids}
    # saved again, the record names its catalog and replays the same
    again = json.loads(session.save_text())
    assert again["record"]["config"]["catalog"] == catalog
    assert shown(Session.from_save(SEQUITUR, session.save_text())) == EXPECTED[name]
    # its record file (an export) too
    assert shown(Session.from_record(SEQUITUR, session.record_text())) == {**EXPECTED[name], "log": session.log}


def test_new_games_get_the_catalog_of_new_games_and_their_record_names_it() -> None:
    state = SequiturState.new({"players": 1}, 3)
    assert CATALOG == 3 and state.catalog == CATALOG and state.config == {"players": 1, "catalog": CATALOG}
    assert record.to_record(state)["config"]["catalog"] == CATALOG
    assert set(state.decks["red"]) == set(deck(CATALOG)["red"])
    assert state.setup_info()["catalog"] == CATALOG and len(state.setup_info()["goals"]) == 72
    old = SequiturState.new({"players": 1, "catalog": 1}, 3)
    assert set(old.decks["red"]) == set(deck(1)["red"]) and old.setup_info()["goals"][0]["id"] == "G01"


def test_a_record_without_a_catalog_replays_catalog_1() -> None:
    """A record of the release before catalog 2 names no catalog: it was dealt catalog 1's goals."""
    session = Session.new(SEQUITUR, {"players": 3, "catalog": 1}, [Seat("Ann"), Seat("Bo"), Seat("Cy")], {}, 9)
    play_on(session, random.Random(2), 40)
    data = json.loads(session.record_text())
    del data["config"]["catalog"]
    state = record.loads(data)
    assert state.catalog == 1 and state.public == session.state.public
    assert [state.observation(s) for s in range(3)] == [session.state.observation(s) for s in range(3)]


@pytest.mark.parametrize("catalog", [4, 0, "2", True, 2.0, None])
def test_a_catalog_this_app_lacks_is_refused_clearly(catalog) -> None:
    with pytest.raises(SetupError, match="Sequitur has no goal catalog"):
        SequiturState.new({"players": 2, "catalog": catalog}, 1)
    data = record.to_record(SequiturState.new({"players": 2}, 1))
    data["config"]["catalog"] = catalog
    with pytest.raises(RecordError, match="no goal catalog"):
        record.loads(data)


def test_a_rematch_of_an_old_game_gets_the_new_catalog() -> None:
    """Rematch starts a new game: it gets the catalog of new games, the old game keeps its own."""
    session = Session.from_save(SEQUITUR, (DATA / "sequitur-catalog-1.json").read_text())
    assert session.state.catalog == 1
    rematch = session.rematch(5)
    assert rematch.state.catalog == CATALOG and session.state.catalog == 1
    assert [s.name for s in rematch.seats] == [s.name for s in session.seats]
    assert rematch.seats[1].kind == SeatKind.AI
