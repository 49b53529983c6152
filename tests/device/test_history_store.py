"""The game history (web/device/history.py) and assisted games (Session.aids,
web/device/stats.py), on CPython: the last 20 finished games per game, the oldest
going first; damaged, hostile or foreign items left out and counted, never
fatal; the size caps; a game with Undo or a suggestion kept as assisted in
the autosave, counted as assisted, and kept out of the solo scores."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "e2e"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from memory_records import in_progress, played, spec_of  # noqa: E402
from web.device.history import MAX_BYTES, MAX_GAMES, MAX_ITEM_BYTES, History, Item, add, drop_oldest, dumps, parse, read_item
from web.device.stats import Player, Score, add_game, empty, lines, parse as parse_stats, dumps as dumps_stats  # noqa: E402
from web.model.session import Session  # noqa: E402


def finished(game: str, seed: int = 1) -> Session:
    return played(game, seed, lambda s: False)


def item(number: int, game: str = "sequoia", record: dict | None = None) -> Item:
    return Item(f"id{number}", "2026-11-23", "Ann and Bob", "Ann wins.", False,
                record if record is not None else {"game": game, "n": number})


def stored(*values: object, game: str = "sequoia") -> str:
    return json.dumps({"format": "seqgames-history", "version": 1, "game": game, "games": list(values)})


def test_the_21st_game_drops_the_oldest() -> None:
    history = History("sequoia")
    for number in range(MAX_GAMES + 1):
        assert add(history, item(number))
    again = parse(dumps(history), "sequoia")
    assert [i.id for i in again.items] == [f"id{n}" for n in range(1, MAX_GAMES + 1)]
    assert again.skipped == 0


def test_a_game_is_kept_once() -> None:
    history = History("sequoia")
    assert add(history, item(1))
    assert not add(history, item(1))
    assert len(history.items) == 1


def test_a_real_finished_game_round_trips_and_replays() -> None:
    for game in ("sequence", "sequoia", "sequitur"):
        session = finished(game)
        history = History(game)
        assert add(history, Item(session.game_id(), "2026-11-23", "Ann and Computer 1", "Ann wins.", False,
                                 session.record()))
        kept = parse(dumps(history), game).items[0]
        replayed = Session.from_record(spec_of(game), kept.record)
        assert replayed.is_over and replayed.state.history == session.state.history


@pytest.mark.parametrize("bad", [
    "not json", "[]", "null", '{"format": "seqgames-history"}',
    json.dumps({"format": "seqgames-history", "version": 2, "game": "sequoia", "games": []}),
    json.dumps({"format": "seqgames-history", "version": 1, "game": "sequence", "games": []}),  # another game's
    "[" * 100 + "]" * 100,  # nested too deep
    " " * (MAX_BYTES + 1),  # too large
])
def test_a_damaged_store_is_empty_and_said(bad: str) -> None:
    history = parse(bad, "sequoia")
    assert history.items == [] and history.skipped == 1


def test_damaged_or_hostile_items_are_left_out_and_counted() -> None:
    good = item(1).to_json()
    text = stored(
        good,
        {**item(2).to_json(), "record": {"game": "sequence"}},  # another game's record
        {**item(3).to_json(), "players": "x" * 1000},  # too long
        {**item(4).to_json(), "assisted": "yes"},
        {**item(5).to_json(), "id": 5},
        {**item(6).to_json(), "record": [1, 2]},
        {**item(7).to_json(), "record": {"game": "sequoia", "pad": "x" * MAX_ITEM_BYTES}},  # over the item cap
        "hello", None, 7,
        good,  # the same game twice
        item(8).to_json(),
    )
    history = parse(text, "sequoia")
    assert [i.id for i in history.items] == ["id1", "id8"]
    assert history.skipped == 10
    # writing it back keeps only what was read
    assert parse(dumps(history), "sequoia").skipped == 0


def test_too_many_stored_items_keep_the_newest() -> None:
    text = stored(*[item(n).to_json() for n in range(MAX_GAMES + 5)])
    history = parse(text, "sequoia")
    assert [i.id for i in history.items] == [f"id{n}" for n in range(5, MAX_GAMES + 5)]
    assert history.skipped == 5


def test_size_caps() -> None:
    history = History("sequoia")
    # a game larger than an item may be is not kept
    assert not add(history, item(0, record={"game": "sequoia", "pad": "x" * MAX_ITEM_BYTES}))
    # the store stays within MAX_BYTES: the oldest go first
    big = MAX_ITEM_BYTES - 1000
    for number in range(MAX_GAMES):
        assert add(history, item(number, record={"game": "sequoia", "pad": "x" * big}))
    text = dumps(history)
    assert len(text.encode()) <= MAX_BYTES
    kept = parse(text, "sequoia")
    assert kept.skipped == 0 and kept.items[-1].id == f"id{MAX_GAMES - 1}"
    assert len(kept.items) in (MAX_BYTES // MAX_ITEM_BYTES, MAX_BYTES // MAX_ITEM_BYTES + 1)  # the newest that fit
    second = kept.items[1].id
    assert drop_oldest(kept) and kept.items[0].id == second  # the browser's storage full: the oldest goes
    assert not drop_oldest(History("sequoia"))


def test_undo_and_suggest_mark_the_game_assisted_in_the_autosave() -> None:
    spec = spec_of("sequoia")
    session = in_progress("sequoia")
    assert not session.assisted and json.loads(session.save_text())["view"]["aids"] == []
    session.note_aid("undo")
    session.note_aid("undo")
    resumed = Session.from_save(spec, session.save_text())
    assert resumed.assisted and resumed.aids == ["undo"]
    resumed.note_aid("suggest")
    assert Session.from_save(spec, resumed.save_text()).aids == ["undo", "suggest"]
    # a hostile aids entry is read as no aid, never fatal
    data = json.loads(session.save_text())
    data["view"]["aids"] = {"undo": [1] * 3}
    assert Session.from_save(spec, json.dumps(data)).aids == []
    # a rematch is a new game, unassisted
    assert not resumed.rematch(5).assisted


def test_a_suggestion_alone_and_an_undo_carried_by_a_record_make_a_game_assisted() -> None:
    spec = spec_of("sequoia")
    session = in_progress("sequoia")
    session.note_aid("suggest")
    assert session.assisted and session.undos == 0
    session = in_progress("sequoia")
    session.undo()
    assert session.aids == ["undo"] and session.undos == 1
    imported = Session.from_record(spec, session.record_text())  # a record carries no view: its 'undos' says it
    assert imported.assisted and imported.aids == ["undo"]


def test_an_assisted_solo_game_enters_no_score_but_is_counted_assisted() -> None:
    data = empty()
    ann = [Player("Ann", True, "", 0)]
    assert add_game(data, game="sequitur", game_id="a", players=ann, winners=(0,),
                    solo_score=Score("2026-11-23", 12, "Getting good"))
    assert add_game(data, game="sequitur", game_id="b", players=ann, winners=(0,),
                    solo_score=Score("2026-11-23", 40, "Master"), assisted=True)
    line = lines(parse_stats(dumps_stats(data)))[0][1][0]
    assert line.best == 12 and [s.points for s in line.scores] == [12]
    assert line.assisted == 1


def test_an_assisted_game_against_others_counts_and_is_marked() -> None:
    data = empty()
    players = [Player("Ann", True, "", 0), Player("Bob", False, "medium", 1)]
    assert add_game(data, game="sequoia", game_id="a", players=players, winners=(0,), assisted=True)
    assert add_game(data, game="sequoia", game_id="b", players=players, winners=(1,))
    line = lines(parse_stats(dumps_stats(data)))[0][1][0]
    assert (line.played, line.won, line.assisted) == (2, 1, 1)


def test_a_store_from_before_assisted_games_reads() -> None:
    old = {"format": "seqgames-stats", "version": 1, "counted": ["x"], "players": {"ann": {"name": "Ann", "games": {
        "sequoia": {"played": 1, "won": 1, "tables": {"2": [1, 1]}, "levels": {}, "scores": []}}}}}
    line = lines(parse_stats(json.dumps(old)))[0][1][0]
    assert line.assisted == 0 and line.played == 1


def test_any_place_of_a_stored_history_replaced_never_breaks_the_reader() -> None:
    """Every place outside the records of a real store (two finished games), replaced by
    each hostile value: the reader never raises, lists only well-formed items, and what it
    writes back reads again as it read."""
    from json_mutation import paths, replaced

    history = History("sequoia")
    for seed in (1, 2):
        session = finished("sequoia", seed)
        add(history, Item(session.game_id(), "2026-11-23", "Ann and Computer 1", "Ann wins.", False, session.record()))
    data = json.loads(dumps(history))
    hostile = [None, True, 1.5, -1, "", "x" * 5000, [], {}, [[[]]], {"game": "sequoia"}, 2**70]
    for path in paths(data):
        if len(path) > 3 and path[2] == "record":
            continue  # inside a record: the engine checks it when replayed (tests/core/test_fuzz_records.py)
        for value in hostile:
            read = parse(json.dumps(replaced(data, path, value)), "sequoia")
            assert all(read_item(item.to_json(), "sequoia") == item for item in read.items)
            if path != ("games",):
                assert len(read.items) + read.skipped in (1, 2)  # the store or its two items, read or said
            again = parse(dumps(read), "sequoia")
            assert again.items == read.items and again.skipped == 0
