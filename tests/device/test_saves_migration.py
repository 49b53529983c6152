"""Saves written by the release before the one table still load (issue 13:
"same saves, same records"): each game's version 1 save and record file
(tests/data/saves-v1, with the level names of the release before) loads
into the one save format, shows the same log, names and view state as that
release did (expected.json), and its next save is the version 2 envelope."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.core.errors import RecordError
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model import envelope
from web.model.session import Session

DATA = Path(__file__).parent.parent / "data" / "saves-v1"
EXPECTED = json.loads((DATA / "expected.json").read_text())
RESHUFFLED = "The draw pile ran out: every discard pile was shuffled into a new one."  # a line this release adds
CASES = [("sequence-mid-game", SEQUENCE, "save"), ("sequence-finished", SEQUENCE, "save"),
         ("sequence-record", SEQUENCE, "record"), ("sequoia-mid-game", SEQUOIA, "save"),
         ("sequoia-record", SEQUOIA, "record"), ("sequitur-round-summary", SEQUITUR, "save"),
         ("sequitur-record", SEQUITUR, "record")]


@pytest.mark.parametrize("name, game, kind", CASES, ids=[c[0] for c in CASES])
def test_a_file_of_the_last_release_shows_the_same_game(name: str, game, kind: str) -> None:
    text = (DATA / f"{name}.json").read_text()
    session = Session.from_save(game, text) if kind == "save" else Session.from_record(game, text)
    expected = EXPECTED[name]
    assert [line for line in session.log if line != RESHUFFLED] == expected["log"]
    assert [seat.name for seat in session.seats] == expected["names"]
    assert len(session.state.history) == expected["history"]
    if "shown_at" in expected:
        assert session.shown_at == expected["shown_at"]
        assert session.view["cut_seen"] is expected["cut_seen"] and session.options["hints"] is expected["hints"]
    if "flipped" in expected:
        assert session.view["flipped"] == expected["flipped"]
        assert session.view["summary_open"] is expected["summary_open"]
    # the AI levels are read with this release's names
    assert {seat.level for seat in session.seats if seat.is_ai} <= {"easy", "medium", "hard", "expert"}
    again = json.loads(session.save_text())
    assert again["format"] == envelope.SAVE_FORMAT and again["version"] == envelope.SAVE_VERSION
    assert Session.from_save(game, session.save_text()).log == session.log


def test_the_old_level_names_become_this_release_names() -> None:
    session = Session.from_save(SEQUENCE, (DATA / "sequence-mid-game.json").read_text())
    assert [s.level for s in session.seats] == ["", "", "medium"]  # "casual"
    session = Session.from_save(SEQUOIA, (DATA / "sequoia-mid-game.json").read_text())
    assert [s.level for s in session.seats] == ["", "hard", "medium"]  # "strong"
    session = Session.from_save(SEQUITUR, (DATA / "sequitur-round-summary.json").read_text())
    assert [s.level for s in session.seats] == ["", "medium"]  # "greedy"


def test_a_sequoia_save_keeps_its_stored_choice_secret_and_resumable() -> None:
    """The version 1 Sequoia save held one stored choice: it is still stored, not revealed."""
    session = Session.from_save(SEQUOIA, (DATA / "sequoia-mid-game.json").read_text())
    assert SEQUOIA.stored(session) == [1] and session.waiting() == [0, 2]


@pytest.mark.parametrize("game, text, message", [
    (SEQUENCE, '{"format": "seqgames-save", "version": 3, "game": "sequence", "record": {}, "view": {}}', "newer version"),
    (SEQUENCE, '{"format": "seqgames-save", "version": 2.0, "game": "sequence", "record": {}, "view": {}}', "newer version"),
    (SEQUENCE, '{"format": "seqgames-save", "version": 2, "game": "sequoia", "record": {}, "view": {}}', "not sequence"),
    (SEQUOIA, '{"format": "seqgames-sequoia-save", "record": {"table": {}}, "setup": {}}', "damaged"),
    (SEQUITUR, '{"record": 5}', "damaged"),
    (SEQUITUR, "[" * 5000 + "]" * 5000, "nested deeper"),
    (SEQUITUR, "", "not a saved game"),
])
def test_a_damaged_or_foreign_save_is_refused_with_the_reason(game, text: str, message: str) -> None:
    with pytest.raises(RecordError, match=message):
        Session.from_save(game, text)
