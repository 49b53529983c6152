"""Why a record file is refused, in the player's language (issue 69): the engine's RecordError names
the problem by a code with its facts (not JSON, no game record, another version, an unknown game,
another game's record) and the page says it (web/model/refusals.py `record_problem`), inside "This
file cannot be loaded: {problem}". In English it is the engine's sentence (the JSON parser's own
detail left out); in German and Polish no English word is left.

Every other problem of a record, a saved game or a kept replay has its code too (over a size or
depth limit, a record altered in its seed, setup, actions or chance, its table's seats, undos and
"play on", a save or a replay damaged, newer or of another game), and so has each problem of a
Sequence board file (`setup_problem`, and inside "the record's setup is invalid: …" when a record
holds the board), and each problem of a record of what the table saw ("Share what happened":
its version, set-up and steps, and a step its game's table cannot draw): each code is met through
its door (the record file read as the table reads it, the saved game, the kept replay, the board
file) and said in every language, its placeholders filled, no English word left."""
from __future__ import annotations

import json
import re
from typing import Any, Iterator

import pytest

from engine.core import record
from engine.core.errors import RecordError, SetupError
from engine.core.jsonlimits import RECORD_MAX_BYTES
from engine.sequence.board import parse_board
from engine.sequence.cards import BOARD_CARDS
from engine.sequence.state import SequenceState
from engine.sequoia.state import SequoiaState
from tools import words as catalogs
from web.games.sequence import GAME as SEQUENCE
from web.games.sequoia import GAME as SEQUOIA
from web.model.envelope import read_save, save_text
from web.model.records import read_record
from web.model.refusals import RECORD_PROBLEMS, SETUP_PROBLEMS, problem_words, record_problem, setup_problem
from web.model.replay_file import FORMAT, VERSION, read_replay
from web.model.session import Session
from web.page import words
from web.model.seats import Seat
from web.table.seen import read_game, read_seen, seen_record, undrawable

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


# English words the problems use that no catalog language shares (Dutch "is", French "table" and
# "version", Dutch "object" and "of", Italian "file", Portuguese "use", the languages' "app" left out)
MORE_ENGLISH = re.compile(r"\b(the|this|not|and|board|line|column|seat|seats|entry|action|outcome|malformed|must|"
                          r"list|replay|saved|card|cards|space|spaces|row|rows|larger|deeper|nested|levels|"
                          r"text|empty|integer|setup|invalid|altered|reshuffle|holds|which|every|needs|least|only|"
                          r"once|missing|deck|room|five|free|rank|suit|jacks|bordered|played|anywhere|whole|"
                          r"number|from|newer|damaged|what|saw|hands|racks|rolls|continued|rules|allow|players|"
                          r"move|setting|game|record|valid|supported|reads|unknown|step|steps|event|events|"
                          r"lines|after|end|goes|config|view|another|altered)\b")


def refused(call: Any) -> Exception:
    try:
        call()
    except (RecordError, SetupError) as error:
        return error
    raise AssertionError("not refused")


def every_problem() -> list[Exception]:
    """A problem of every code, each met through its door: a record file as the table reads it
    (Session.from_record), a saved game (read_save), a kept replay (read_replay), a board file."""
    good = record.to_record(SequenceState.new({"players": 2}, 1))
    public = record.public_record(SequoiaState.new({"players": 2}, 1))
    tokens = public["chance"][0][1]
    table = {"seats": [{"name": "Ann"}, {"name": "Bob"}]}

    def loaded(data: Any, game: Any = SEQUENCE) -> Exception:
        return refused(lambda: Session.from_record(game, data if isinstance(data, (str, bytes)) else json.dumps(data)))

    found = [
        loaded("[" * 100 + "]" * 100), loaded(" " * (RECORD_MAX_BYTES + 1)), loaded(b"\x80\x81 not text"),
        loaded('{"a": "\\ud800"}'),
        loaded({**good, "seed": "x"}), loaded({**good, "chance": []}), loaded({**good, "config": 5}),
        loaded({**good, "actions": 5}),
        loaded({**good, "config": {"players": 2, "variant": "custom", "board": "ZZ"}}),
        loaded({**good, "config": {"players": 5}}),
        loaded({**good, "actions": [{"reshuffle": "x"}]}), loaded({**good, "actions": [{"reshuffle": 1}, {"reshuffle": 2}]}),
        loaded({**good, "actions": [5]}), loaded({**good, "actions": [{"seat": 9, "action": 0}]}),
        loaded({**public, "chance": 5}, SEQUOIA), loaded({**public, "chance": [5]}, SEQUOIA),
        loaded({**public, "actions": [{"reshuffle": 1, "keep": 5}]}, SEQUOIA),
        loaded({**public, "actions": [{"reshuffle": 1, "keep": [5]}]}, SEQUOIA),
        loaded({**public, "chance": [["tokens", tokens], ["tokens", tokens]]}, SEQUOIA),
        loaded({"format": "seqgames-seen", "version": 1, "game": "sequence"}),
        loaded({**good, "table": {**table, "undos": -1}}), loaded({**good, "table": {**table, "play_on": 5}}),
        loaded({**good, "table": {"seats": [5, {"name": "Bob"}]}}),
        loaded({**good, "table": {"seats": [{"name": "Ann"}, {"name": "Bob", "ai": "grandmaster"}]}}),
        loaded({**good, "table": {"seats": 5}}), loaded({**good, "table": {"seats": [{"name": "Ann"}]}}),
        refused(lambda: read_save("{damaged", "sequence")),
        refused(lambda: read_save(json.dumps({"format": "seqgames-save", "version": 9, "game": "sequence"}), "sequence")),
        refused(lambda: read_save(save_text("sequoia", good, {}), "sequence")),
        refused(lambda: read_replay("[]", "sequence")),
        refused(lambda: read_replay(json.dumps({"format": "seqgames-replay", "version": 9}), "sequence")),
    ]
    replay = {"format": FORMAT, "version": VERSION, "game": "sequence", "record": good}
    found += [refused(lambda: read_replay(json.dumps({**replay, "game": "sequoia"}), "sequence")),
              refused(lambda: read_replay(json.dumps({**replay, "record": 5}), "sequence")),
              refused(lambda: read_replay(json.dumps({**replay, "at": "x"}), "sequence")),
              refused(lambda: read_replay(json.dumps({**replay, "reveal": 5}), "sequence"))]
    row = " ".join(["XX"] * 4)
    boards = [5, "x" * 70_000, "AS 2S\nAS", "JH", "ZZ", " ".join(["XX"] * 21), "# nothing", "\n".join([row] * 4),
              row + " AS",
              "\n".join(" ".join(line) for line in zip(*[iter(sorted(list(BOARD_CARDS) * 2))] * 8)).replace("2S", "XX", 1)]
    found += [refused(lambda text=text: parse_board(text)) for text in boards]  # type: ignore[misc]
    return found + seen_problems()


def seen_problems() -> list[Exception]:
    """A problem of every code of a record of what the table saw, met through its doors: the file
    loaded at the table and the kept replay reopened (both read by web/table/seen.py `read_game`),
    read_seen's own check, and a step read that its game's table cannot draw (`undrawable`: the
    replay's step says it, e2e/table/test_exports.py draws it)."""
    session = Session.new(SEQUENCE, {"players": 2}, [Seat("Ann"), Seat("Bob")], {}, 1)
    for _move in range(3):
        seat = session.waiting()[0]
        session.apply(seat, session.state.legal_actions(seat)[0])
    good = json.loads(json.dumps(seen_record(session)))
    result = {"reason": "sequences", "winners": [0], "teams": [0, 1], "turns": 9}  # a step goes on after it

    def changed(where: str, **fields: Any) -> dict[str, Any]:
        data = json.loads(json.dumps(good))
        place = data if where == "" else data[where] if where != "step" else data["steps"][1]
        place.update(fields)
        return data

    def loaded(data: dict[str, Any]) -> Exception:
        return refused(lambda: read_game(SEQUENCE, json.dumps(data)))

    def kept(data: dict[str, Any]) -> Exception:
        replay = json.dumps({"format": FORMAT, "version": VERSION, "game": "sequence", "record": data})
        return refused(lambda: read_game(SEQUENCE, read_replay(replay, "sequence").record, {}))

    return [
        refused(lambda: read_seen(SEQUENCE, record.to_record(SequenceState.new({"players": 2}, 1)))),
        loaded(changed("", version=2)), kept(changed("", config=5)), loaded(changed("config", players="x")),
        kept(changed("start", seat=0)), loaded(changed("", steps=[])),
        kept(changed("config", variant="custom", board="ZZ")), loaded(changed("config", teams=7)),
        kept(changed("step", public=[])), loaded(changed("step", waiting=[7])),
        kept(changed("step", log=["x" * 3000])), loaded(changed("step", events=[[1, {}]] * 201)),
        kept(changed("step", events=[[5, {}]])), loaded(changed("step", events=[[1, {"event": "nope"}]])),
        kept(changed("step", result={"reason": 5})), loaded(changed("step", result=result)),
        undrawable(2, KeyError("chips")),
    ]


def test_every_code_is_met_through_its_door_and_said_in_english() -> None:
    found = every_problem()
    codes = [error.code for error in found]
    assert set(codes) - {"setup"} == (set(RECORD_PROBLEMS) - {"not-json", "not-record", "version", "unknown-game",
                                                               "other-game"}) | set(SETUP_PROBLEMS), codes
    setups = [error.facts["setup"] for error in found if error.code == "setup"]
    # a board inside a record (or what the table saw of one) says its own problem; another setup, the rules'
    assert setups == ["board-unknown", "", "board-unknown", ""]
    for error in found:
        text = problem_words(error)
        assert "{" not in text and "}" not in text, (error.code, text)
    said = [problem_words(error) for error in found]
    assert "the record's setup is invalid: line 1, column 1: unknown code “ZZ” (use rank" in " ".join(said)
    assert "action 1 names seat 9, which is not at this table" in said
    assert "it is larger than 1 MB" in said
    assert "every card needs at least two spaces; only once: 2S" in said
    assert "this record of what the table saw is of version 2, which this app does not read" in said
    assert "the record's step 1: 'waiting' must list seats" in said
    assert "the record's step 1 has an unknown event 'nope'" in said
    assert "the record's step 1: 'result.reason' is missing or not valid" in said
    assert "the record's steps must be a list of 1 to 20000 steps" in said
    assert "the file was altered at step 2, or made by another version of the app" in said


@pytest.mark.parametrize("code", [code for code in catalogs.BABEL_CODES if code != "en"])
def test_every_code_is_said_in_every_language_without_english(speaking: None, code: str) -> None:
    found = every_problem()
    english = [problem_words(error) for error in found]
    words.install(code, catalogs.compiled(code))
    for error, before in zip(found, english):
        text = problem_words(error)
        assert text != before and "{" not in text and "}" not in text, (error.code, text)
        left = re.sub(r"'[^']*'|\[kind, value\]|“[^”]*”|„[^“”]*[“”]|«[^»]*»|« [^»]*»", "", text)
        assert not MORE_ENGLISH.search(left), (code, error.code, text)
    board = refused(lambda: parse_board("AS 2S\nAS"))
    assert setup_problem(board) == problem_words(board)
