"""Chance that cannot be fished for, and records that tell nothing of the
future (issue 25, part 2).

- An undo keeps what chance has already shown (a roll, a drawn letter, a
  drawn card): the same moves played again see the same outcomes; only what
  nobody has seen (the draw pile's order, dice not yet rolled, the bag) is
  shuffled anew (GameState.reshuffle with `keep`, GameState._chance).
- An export of a game in progress (engine.core.record.public_record) holds
  the outcomes of chance so far and no seed: loading it deals the unseen
  rest anew, each time differently, never as the original game would.
- Old records (version 1, as exported by the release before) still load.
"""
from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from engine.core import record
from engine.core.errors import RecordError
from engine.games import GAMES
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from play_helpers import play_on

ANN, AI = Seat("Ann"), Seat("Computer", SeatKind.AI, "medium")
TABLES = [(SEQUENCE, {"players": 2}, [ANN, AI]), (SEQUOIA, {"players": 2, "tokens": "face-up"}, [ANN, AI]),
          (SEQUOIA, {"players": 3, "tokens": "face-down"}, [ANN, AI, AI]), (SEQUITUR, {"players": 1}, [ANN]),
          (SEQUITUR, {"players": 2}, [ANN, AI])]
IDS = ["sequence", "sequoia-face-up", "sequoia-face-down", "sequitur-solo", "sequitur-2"]
OLD = Path(__file__).parent.parent / "data" / "records-v1"


def new(spec, config, seats, seed: int = 8) -> Session:
    session = Session.new(spec, config, seats, {}, seed)
    if spec is SEQUENCE:
        session.view["cut_seen"] = True
    return session


def seen(session: Session) -> str:
    """Everything every seat and the table see."""
    state = session.state
    return json.dumps([state.public_observation(), [state.observation(s) for s in range(state.players)]],
                      sort_keys=True)


def redo(session: Session, actions: list[tuple[int, Any]]) -> None:
    for seat, action in actions:
        session.apply(seat, action)


# --- an undo cannot fish -------------------------------------------------------------------------------

@pytest.mark.parametrize("spec, config, seats", TABLES, ids=IDS)
def test_undo_then_the_same_moves_see_the_same_chance(spec, config, seats) -> None:
    """Sequence: the card drawn; Sequoia: the dice (this turn's and the next
    one's, rolled at once after the reveal); Sequitur: the letters and goals
    drawn. Taking the moves back and playing them again shows the same."""
    for seed in range(4):
        session = new(spec, config, seats, seed)
        play_on(session, random.Random(seed), 9)
        before, history = seen(session), session.state.history[:]
        keep, _ = session.undo_target()
        session.undo(seed=1000 + seed)
        assert session.undos == 1 and session.assisted
        assert session.state.reshuffles[-1][2], "the undo kept nothing that chance had shown"
        redo(session, history[keep:])
        assert seen(session) == before
        assert session.state.outcomes == record.loads(session.record()).outcomes  # and a reload keeps it


@pytest.mark.parametrize("spec, config, seats", TABLES, ids=IDS)
def test_undo_shuffles_anew_what_nobody_has_seen(spec, config, seats) -> None:
    """After an undo and the same moves again, the game's future (what
    nobody had seen) differs from the one it would have had, in some game."""
    changed = 0
    for seed in range(6):
        session = new(spec, config, seats, seed)
        play_on(session, random.Random(seed), 9)
        history = session.state.history[:]
        keep, _ = session.undo_target()
        original = Session.from_save(spec, session.save_text())
        session.undo(seed=2000 + seed)
        redo(session, history[keep:])
        play_on(session, random.Random(99), len(history) + 12)
        play_on(original, random.Random(99), len(history) + 12)
        changed += session.state.outcomes != original.state.outcomes
    assert changed > 0


def test_sequoia_undo_keeps_this_turns_dice_and_the_next_roll_seen() -> None:
    """The issue's case: alone with an AI, Ann picks, the AI's pick is
    revealed and the next roll is on screen; Undo my turn brings back the
    same dice, and choosing again (even another pair) rolls the same dice next."""
    session = new(SEQUOIA, {"players": 2}, [ANN, AI], 5)
    play_on(session, random.Random(2), 4)
    roll = session.private(0)["roll"]
    play_on(session, random.Random(2), 6)
    next_roll = session.private(0)["roll"]
    session.undo(seed=9)
    assert session.private(0)["roll"] == roll
    play_on(session, random.Random(3), 6)  # maybe another pair this time
    assert session.private(0)["roll"] == next_roll


def test_sequitur_undo_after_an_insert_draws_the_same_letter() -> None:
    """The issue's case: solo, Undo after an Insert; three tries, one letter."""
    session = new(SEQUITUR, {"players": 1}, [ANN])
    rng = random.Random(1)
    while True:  # play until the next card may be Insert
        legal = session.state.legal_actions(0)
        inserts = [a for a in (legal or []) if "insert" in json.dumps(session.state.action_to_json(a)).lower()]
        if inserts:
            break
        play_on(session, rng, len(session.state.history) + 1)
    session.apply(0, inserts[0])
    letter = session.private(0)["drawn"]
    assert letter
    for attempt in range(3):
        session.undo(seed=attempt)
        session.apply(0, inserts[0])
        assert session.private(0)["drawn"] == letter
    assert session.undos == 3


def test_a_pin_that_no_longer_fits_gives_way_to_the_generator() -> None:
    """After an undo, another way through the game may not draw what was seen
    (a card no longer in the pile): the pins are dropped, the game goes on."""
    state = GAMES["sequence"].new({"players": 2}, 3)
    state.reshuffle(5, keep=(("card", "not-a-card"),))
    seat = state.to_move
    state.apply(seat, state.legal_actions(seat)[0])
    assert state.misfits == 1 and state.pins == () and len(state.hands[seat]) == 7


# --- records that travel ------------------------------------------------------------------------------

def future(state, chooser: int, steps: int = 30) -> list:
    """The outcomes of chance of the next `steps` actions, a fixed chooser playing."""
    rng = random.Random(chooser)
    twin = state.clone()
    start = twin.draws
    for _ in range(steps):
        record.advance_chance(twin)
        if twin.is_over:
            break
        seat = twin.acting.seats[0]
        legal = twin.legal_actions(seat)
        twin.apply(seat, rng.choice(legal) if legal else twin.unlisted_default(seat))
    record.advance_chance(twin)
    return twin.outcomes[start:]


@pytest.mark.parametrize("spec, config, seats", TABLES, ids=IDS)
def test_an_export_in_progress_holds_no_seed_and_cannot_compute_the_future(spec, config, seats) -> None:
    session = new(spec, config, seats, 11)
    play_on(session, random.Random(4), 8)
    session.undo(seed=3)  # what the undo kept travels too, and no reshuffle's seed
    text = session.record_text()
    data = json.loads(text)
    assert data["version"] == record.PUBLIC_VERSION and "seed" not in data
    assert "reshuffle" not in text  # a reshuffle's seed computes the future too
    assert data["table"]["undos"] == 1
    first, second = (Session.from_record(spec, text) for _ in range(2))
    for imported in (first, second):
        assert seen(imported) == seen(session)  # what happened, as it happened
        assert imported.undos == 1
    original = session.state
    futures = {json.dumps(future(state, 5)) for state in (original, first.state, second.state)}
    assert len(futures) == 3, "two imports, or an import and the original, dealt the same future"


def test_a_loaded_export_is_the_same_game_with_a_given_seed_and_its_autosave_keeps_it() -> None:
    session = new(SEQUENCE, {"players": 2}, [ANN, AI], 12)
    play_on(session, random.Random(5), 10)
    data = json.loads(session.record_text())
    one, two = record.loads(data, seed=1), record.loads(data, seed=1)
    assert one.hands == two.hands and one.deck == two.deck
    imported = Session.from_record(SEQUENCE, data)
    again = Session.from_save(SEQUENCE, imported.save_text())  # a reload of the imported game does not re-deal
    assert again.state.deck == imported.state.deck and seen(again) == seen(imported)
    assert json.loads(imported.save_text())["record"]["seed"] == imported.state.seed
    assert again.game_id() == imported.game_id() == Session.from_record(SEQUENCE, data).game_id()


def test_a_finished_game_exports_with_its_seed() -> None:
    """The game is over: nothing is left to compute, the record replays exactly (version 1)."""
    session = new(SEQUENCE, {"players": 2}, [ANN, AI], 13)
    play_on(session, random.Random(6), 10_000)
    data = json.loads(session.record_text())
    assert session.is_over and data["version"] == record.VERSION and data["seed"] == session.state.seed
    assert seen(Session.from_record(SEQUENCE, data)) == seen(session)


@pytest.mark.parametrize("name", ["sequence", "sequoia", "sequitur"])
def test_an_old_record_with_an_undo_still_loads_as_it_was(name: str) -> None:
    """A version 1 export of the release before (tests/data/records-v1, with a reshuffle)."""
    expected = json.loads((OLD / "expected.json").read_text())[name]
    state = record.loads((OLD / f"{name}-undone.json").read_text())
    assert len(state.history) == expected["actions"]
    assert without_catalog(state.public_observation(), name) == expected["public"]
    assert [without_catalog(state.observation(s), name) for s in range(state.players)] == expected["seats"]
    assert Session.from_record(GAME_SPECS[name], (OLD / f"{name}-undone.json").read_text()).state.seed == state.seed


GAME_SPECS = {"sequence": SEQUENCE, "sequoia": SEQUOIA, "sequitur": SEQUITUR}


def without_catalog(observation: dict[str, Any], name: str) -> dict[str, Any]:
    """A Sequitur observation names its goal catalog since catalog 2 (the release
    before had none): a record that names none was dealt catalog 1's goals."""
    if name != "sequitur":
        return observation
    assert observation["catalog"] == 1
    return {key: value for key, value in observation.items() if key != "catalog"}


# --- the new fields, refused clearly ---------------------------------------------------------------------

def public(spec=SEQUOIA, config=None, seats=None) -> dict:
    session = new(spec, config or {"players": 2}, seats or [ANN, AI], 14)
    play_on(session, random.Random(7), 6)
    return json.loads(session.record_text())


@pytest.mark.parametrize("change, message", [
    (lambda d: {**d, "chance": {"roll": 1}}, "chance must be a list"),
    (lambda d: {**d, "chance": [["roll"]]}, "outcome 1 is malformed"),
    (lambda d: {**d, "chance": [["dice", [1, 2, 3, 4, 5]]]}, "not a kind of chance"),
    (lambda d: {**d, "chance": [["roll", [1, 2, 3, 4, 7]]]}, "a roll must be 5 dice"),
    (lambda d: {**d, "chance": [["roll", [1, 2, 3, 4, True]]]}, "a roll must be 5 dice"),
    (lambda d: {**d, "chance": [["tokens", [[2, 1]] * 11]]}, "the tokens must be"),
    (lambda d: {**d, "chance": d["chance"][:1] + [["roll", [1, 1, 1, 1, 1]]] * 3}, "the record was altered"),
    (lambda d: {**d, "chance": [["roll", [1, 1, 1, 1, 1]]] + d["chance"][1:]}, "does not fit"),
    (lambda d: {**d, "seed": "7"}, "seed must be an integer"),
    (lambda d: {**d, "version": 1, "seed": 5}, "holds no 'chance'"),
    (lambda d: {**d, "version": 1}, "seed must be an integer"),
    (lambda d: {**d, "version": 3}, "version 3 is not supported"),
    (lambda d: {**d, "table": {**d["table"], "undos": -1}}, "'undos' must be a whole number"),
    (lambda d: {**d, "table": {**d["table"], "undos": True}}, "'undos' must be a whole number"),
    (lambda d: {**d, "table": {**d["table"], "undos": 10**7}}, "'undos' must be a whole number"),
    (lambda d: {**d, "actions": [{"reshuffle": 1, "keep": "x"}] + d["actions"]}, "keep must be a list"),
    (lambda d: {**d, "actions": [{"reshuffle": 1, "keep": [["roll", [9]]]}] + d["actions"]}, "entry 1's keep"),
    (lambda d: {**d, "actions": [{"reshuffle": 1, "kept": []}] + d["actions"]}, "malformed reshuffle"),
])
def test_a_malformed_new_field_is_refused_with_the_reason(change, message) -> None:
    data = public()
    with pytest.raises(RecordError, match=message):
        Session.from_record(SEQUOIA, change(data))


def test_other_games_outcomes_are_checked_too() -> None:
    sequence, sequitur = public(SEQUENCE), public(SEQUITUR, {"players": 1}, [ANN])
    for data, chance, message in ((sequence, [["card", 5]], "card's code"), (sequence, [["card", "ZZ"]], "does not fit"),
                                  (sequitur, [["goal", "G99x"]], "goal card's id"),
                                  (sequitur, [["letter", "ab"]], "letter ball")):
        with pytest.raises(RecordError, match=message):
            record.loads({**data, "chance": chance})


@pytest.mark.parametrize("name", ["sequence", "sequoia", "sequitur"])
def test_every_table_replays_what_happened_from_its_outcomes_alone(name: str) -> None:
    """Every configuration a game allows (table sizes, teams, variants, the
    house rule): a record without its seed, loaded with any seed, shows every
    seat and the table what the game showed, at several points of the game."""
    state_class = GAMES[name]
    for number, config in enumerate(state_class.example_configs()):
        state = state_class.new(config, number)
        rng = random.Random(number)
        for cut in (0, 5, 17):
            while len(state.history) < cut and not state.is_over:
                record.advance_chance(state)
                seat = state.acting.seats[0]
                legal = state.legal_actions(seat)
                state.apply(seat, rng.choice(legal) if legal else state.unlisted_default(seat))
            record.advance_chance(state)
            data = json.loads(json.dumps(record.public_record(state)))
            loaded = record.loads(data, seed=number + 1000)
            assert loaded.public_observation() == state.public_observation()
            assert [loaded.observation(s) for s in range(state.players)] == \
                [state.observation(s) for s in range(state.players)]


@pytest.mark.parametrize("spec, config, seats", TABLES, ids=IDS)
def test_after_an_export_the_game_here_deals_its_rest_from_a_new_generator(spec, config, seats) -> None:
    """The outcomes in an export came from this game's generator: someone
    who searched the seeds for them would know what comes next here. The
    table's Export reseals the game (Session.reseal): nothing seen changes,
    the rest comes from a new generator, and a reload replays it exactly."""
    changed = 0
    for seed in range(4):
        session = new(spec, config, seats, seed)
        play_on(session, random.Random(seed), 9)
        before, log, old = seen(session), session.log[:], session.state.clone()
        session.reseal(seed=4000 + seed)
        assert seen(session) == before and session.log == log
        reloaded = Session.from_save(spec, session.save_text())
        assert seen(reloaded) == before and reloaded.state.rng.position() == session.state.rng.position()
        changed += future(session.state, 5) != future(old, 5)
        session.reseal(seed=5000 + seed)  # a second export in a row: still one reshuffle in a row
        assert seen(Session.from_save(spec, session.save_text())) == before
    assert changed > 0


def test_face_down_tokens_turned_up_at_the_scoring_travel_with_the_record() -> None:
    """RULINGS Sequoia 1: face-down tokens are turned up at the scoring. From then on
    everyone has seen them: an export in the tiebreaker turns (or a play-on from
    there) keeps them, and only what is still unseen is dealt anew."""
    for seed in range(40):
        session = new(SEQUOIA, {"players": 3, "tokens": "face-down"}, [ANN, AI, Seat("Computer 2", SeatKind.AI, "easy")],
                      seed)
        play_on(session, random.Random(seed), 10_000)
        tiebreak = [n for n in range(len(session.state.history)) if session.at(n).state.scored]
        if tiebreak and not session.at(tiebreak[0]).is_over:
            break
    else:
        raise AssertionError("no game with tiebreaker turns among the seeds tried")
    then = session.at(tiebreak[0])
    assert then.public()["tokens"] is not None  # turned up
    data = json.loads(then.record_text())
    assert ["tokens", [list(pair) for pair in then.state.tokens]] in data["chance"]
    for _ in range(3):
        assert seen(Session.from_record(SEQUOIA, data)) == seen(then)
