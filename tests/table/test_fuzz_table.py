"""Fuzzing what the page reads from outside (issue 16): a record file picked
for import and an autosave read back from localStorage go through the
table's loaders (web/model/session.py Session.from_record / from_save,
web/model/envelope.py). Whatever arrives (random JSON, real files of the
three games with parts replaced, deep nesting, huge strings, wrong types),
they give a game or a RecordError with a short message; nothing else."""
from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from json_mutation import paths, replaced
from engine.core.errors import RecordError
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model.seats import Seat, SeatKind
from web.model.session import Session

SETTINGS = settings(max_examples=150, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
SPECS = {spec.id: spec for spec in (SEQUENCE, SEQUOIA, SEQUITUR)}


def _session(spec, config: dict, moves: int, seed: int) -> Session:
    seats = [Seat("Ann"), Seat("Bob", SeatKind.AI, "easy"), Seat("Cy", SeatKind.AI, "medium")][:config["players"]]
    session = Session.new(spec, config, seats, {}, seed)
    for _ in range(moves):
        if session.is_over:
            break
        seat = session.waiting()[0]
        legal = session.state.legal_actions(seat)
        action = session.state.unlisted_default(seat) if legal is None else legal[seed % len(legal)]
        session.apply(seat, action)
    return session


SESSIONS = [_session(SEQUENCE, {"players": 2, "teams": 2, "variant": "classic"}, 12, 1),
            _session(SEQUOIA, {"players": 3}, 10, 2),
            _session(SEQUITUR, {"players": 2}, 15, 3)]
FILES = [(s.spec.id, json.loads(s.record_text()), json.loads(s.save_text())) for s in SESSIONS]

SCALARS = (st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=True)
           | st.text(max_size=20) | st.sampled_from(["sequence", "sequoia", "sequitur", "seqgames-record",
                                                    "seqgames-save", "away", "expert", "casual", "5H"]))
VALUES = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4)
                      | st.dictionaries(st.text(max_size=8) | st.sampled_from(
                          ["format", "version", "game", "record", "view", "table", "seats", "name", "ai", "device",
                           "actions", "seat", "action", "shown_at", "cut_seen", "flipped", "summary_open", "hints"]),
                          inner, max_size=4), max_leaves=12)


def _only_a_clear_refusal(load, spec, text: str) -> None:
    try:
        load(spec, text)
    except RecordError as error:
        assert 0 < len(str(error)) <= 400
    except RecursionError as error:  # pragma: no cover - the failure this test exists for
        raise AssertionError("deep nesting reached the parser") from error


@SETTINGS
@given(data=st.data())
def test_a_mutated_record_file_is_a_game_or_a_clear_refusal(data: st.DataObject) -> None:
    game, record, _save = data.draw(st.sampled_from(FILES))
    path = data.draw(st.sampled_from(paths(record)))
    text = json.dumps(replaced(record, path, data.draw(VALUES)))
    _only_a_clear_refusal(Session.from_record, SPECS[game], text)


@SETTINGS
@given(data=st.data())
def test_a_mutated_save_is_a_game_or_a_clear_refusal(data: st.DataObject) -> None:
    game, _record, save = data.draw(st.sampled_from(FILES))
    path = data.draw(st.sampled_from(paths(save)))
    text = json.dumps(replaced(save, path, data.draw(VALUES)))
    _only_a_clear_refusal(Session.from_save, SPECS[game], text)


@SETTINGS
@given(text=st.text(max_size=300) | st.binary(max_size=200).map(lambda b: b.decode("latin-1")),
       game=st.sampled_from(sorted(SPECS)))
def test_any_text_is_a_game_or_a_clear_refusal(text: str, game: str) -> None:
    _only_a_clear_refusal(Session.from_record, SPECS[game], text)
    _only_a_clear_refusal(Session.from_save, SPECS[game], text)


def test_deep_and_huge_inputs_are_refused_before_they_are_parsed() -> None:
    for text in ("[" * 3000 + "]" * 3000, '{"a":' * 3000 + "1" + "}" * 3000, '"' + "x" * 3_000_000 + '"'):
        for spec in SPECS.values():
            _only_a_clear_refusal(Session.from_record, spec, text)
            _only_a_clear_refusal(Session.from_save, spec, text)
