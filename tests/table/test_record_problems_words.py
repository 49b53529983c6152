"""Why a record file is refused, in the player's language (issue 69): the engine's RecordError names
the problem by a code with its facts (not JSON, no game record, another version, an unknown game,
another game's record) and the page says it (web/model/refusals.py `record_problem`), inside "This
file cannot be loaded: {problem}". In English it is the engine's sentence (the JSON parser's own
detail left out); in German and Polish no English word is left."""
from __future__ import annotations

import json
import re
from typing import Iterator

import pytest

from engine.core import record
from engine.core.errors import RecordError
from engine.sequence.state import SequenceState
from tools import words as catalogs
from web.games.sequence import GAME as SEQUENCE
from web.model.records import read_record
from web.model.refusals import record_problem
from web.page import words
from web.table.seen import read_seen

ENGLISH = re.compile(r"\b(this|is|not|game|record|valid|version|supported|app|reads|versions|and|unknown|the|of)\b")


def problems() -> list[RecordError]:
    """A RecordError of each kind, as a file loaded at the table meets them."""
    good = record.to_record(SequenceState.new({"players": 2}, 1))
    cases = ["{not json", json.dumps([1, 2]), json.dumps({**good, "format": "pgn"}), json.dumps({**good, "version": 7}),
             json.dumps({**good, "game": "chess"})]
    found = []
    for text in cases:
        with pytest.raises(RecordError) as error:
            record.loads(read_record(text))
        found.append(error.value)
    with pytest.raises(RecordError) as error:
        record.loads(good, game="sequoia")
    found.append(error.value)
    with pytest.raises(RecordError) as error:
        read_seen(SEQUENCE, {"format": "seqgames-seen", "version": 1, "game": "sequoia"})
    found.append(error.value)
    return found


@pytest.fixture
def speaking() -> Iterator[None]:
    yield
    words.install("en", None)


def test_each_problem_has_its_code_and_its_english() -> None:
    found = problems()
    assert [error.code for error in found] == ["not-json", "not-record", "not-record", "version", "unknown-game",
                                                "other-game", "other-game"]
    said = [record_problem(error) for error in found]
    assert said[0] == "this is not a game record (not valid JSON)"  # the parser's detail is no player's
    assert said[1:] == [str(error) for error in found[1:]]


@pytest.mark.parametrize("code", ["de", "pl"])
def test_in_german_and_polish_no_english_word_is_left(speaking: None, code: str) -> None:
    words.install(code, catalogs.compiled(code))
    for error in problems():
        text = record_problem(error).replace("'format': 'seqgames-record'", "")
        text = re.sub(r"'[a-z]+'|\b(sequence|sequoia|chess)\b", "", text)  # the file's own values, quoted
        assert not ENGLISH.search(text), (error.code, text)
