"""What is remembered from game to game (issue 15), the pure-Python parts:
an undo that leaks nothing (the reshuffle, in the engine and at the table),
replays of a record's prefix, the game id that counts a game once, the
stored replay, and refusals worded with names instead of seat numbers.
(The statistics store: tests/device/test_stats.py.)"""
from __future__ import annotations

import json
import random

import pytest

from engine.core import record
from engine.core.errors import IllegalAction, RecordError
from engine.core.state import SIMULTANEOUS
from engine.sequence.actions import Play
from engine.sequence.state import SequenceState
from web.games.sequence import GAME as SEQUENCE
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.games.sequoia import refusals as sequoia_refusals
from web.model.replay_file import Replay, read_replay, replay_text
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from play_helpers import play_on

ANN, AI = Seat("Ann"), Seat("Computer", SeatKind.AI, "medium")


def sequence(seed: int = 4) -> Session:
    session = Session.new(SEQUENCE, {"players": 2, "teams": 2, "variant": "classic"}, [ANN, AI], {}, seed)
    session.view["cut_seen"] = True
    return session


# --- the reshuffle in the engine -----------------------------------------------------------------

def test_after_a_reshuffle_the_next_draw_is_not_the_one_seen() -> None:
    """Sequence: the card Ann drew for a move she takes back does not come again
    for sure: the draw pile is shuffled anew (here: another card comes)."""
    state = SequenceState.new({"players": 2}, 11)
    seat = state.to_move
    move = next(a for a in state.legal_actions(seat) if isinstance(a, Play))
    before = state.clone()
    state.apply(seat, move)
    seen = state.hands[seat][-1]
    before.reshuffle(2024)
    assert before.observation(seat) == SequenceState.new({"players": 2}, 11).observation(seat)
    before.apply(seat, move)
    assert before.hands[seat][-1] != seen
    # and the record keeps it: the reshuffle replays exactly
    again = record.loads(record.dumps(before))
    assert again.hands == before.hands and again.deck == before.deck and again.reshuffles == ((0, 2024, ()),)


def test_a_record_without_reshuffles_reads_as_before_and_a_bad_reshuffle_is_refused() -> None:
    state = SequenceState.new({"players": 2}, 3)
    data = record.to_record(state)
    assert "reshuffle" not in json.dumps(data)
    for entry, message in (({"reshuffle": True}, "malformed reshuffle"), ({"reshuffle": -1}, "malformed reshuffle"),
                           ({"reshuffle": 2**64}, "malformed reshuffle"), ({"reshuffle": "7"}, "malformed reshuffle"),
                           ({"reshuffle": 1, "seat": 0}, "malformed reshuffle")):
        with pytest.raises(RecordError, match=message):
            record.loads({**data, "actions": [entry]})
    with pytest.raises(RecordError, match="second reshuffle in a row"):
        record.loads({**data, "actions": [{"reshuffle": 1}, {"reshuffle": 2}]})
    assert record.loads({**data, "actions": [{"reshuffle": 1}]}).reshuffles == ((0, 1, ()),)
    with pytest.raises(ValueError):
        state.reshuffle(-5)


def test_a_refused_record_action_carries_the_rules_refusal() -> None:
    state = SequenceState.new({"players": 2}, 3)
    data = record.to_record(state)
    data["actions"] = [{"seat": 1 - state.to_move, "action": {"card": state.hands[0][0], "cell": [4, 4]}}]
    with pytest.raises(RecordError) as error:
        record.loads(data)
    assert isinstance(error.value.illegal, IllegalAction) and error.value.illegal.code == "not-your-turn"
    assert error.value.played == 0


# --- undo at the table ------------------------------------------------------------------------------

def test_undo_reshuffles_and_a_reload_replays_it_exactly() -> None:
    session = sequence()
    rng = random.Random(1)
    play_on(session, rng, 6)
    keep, _ = session.undo_target()
    before_her_move = session.at(keep).private(0)["hand"]
    line = session.undo(seed=77)
    assert line.startswith("Undone: Ann played") and line.endswith("The cards drawn stay; the draw pile is shuffled again.")
    assert session.state.reshuffles[-1][:2] == (keep, 77)
    assert session.private(0)["hand"] == before_her_move  # what she knew before her move, nothing more
    assert session.state.deck != session.at(keep).state.deck  # the pile she drew from is in a new order
    reloaded = Session.from_save(SEQUENCE, session.save_text())
    assert reloaded.state.deck == session.state.deck and reloaded.state.hands == session.state.hands
    assert reloaded.log == session.log[:-1]  # the undo's line is the only one a replay does not rebuild
    # play on after the undo, undo again: every reshuffle is kept where it happened
    play_on(session, rng, len(session.state.history) + 4)
    session.undo(seed=78)
    again = Session.from_save(SEQUENCE, session.save_text())
    assert again.state.deck == session.state.deck and again.state.reshuffles == session.state.reshuffles


def test_undo_in_sequoia_takes_back_the_whole_turn_and_the_dice_seen_stay() -> None:
    session = Session.new(SEQUOIA, {"players": 2}, [ANN, AI], {}, 5)
    rng = random.Random(2)
    play_on(session, rng, 4)  # two turns: each the AI's choice, then Ann's
    play_on(session, rng, 5)  # turn 3: the AI has chosen
    roll = session.private(0)["roll"]
    session.apply(0, session.state.legal_actions(0)[0])  # Ann's choice reveals turn 3
    assert session.steps[5][0] == SIMULTANEOUS
    keep, _ = session.undo_target()
    assert keep == 4  # the AI's choice of turn 3 goes back too: it was revealed with Ann's
    session.undo(seed=9)
    assert len(session.state.history) == 4 and session.waiting() == [0, 1]
    old_rolls = [session.at(4).private(s)["roll"] for s in (0, 1)]  # as they were rolled before the undo
    assert old_rolls[0] == roll
    assert [session.private(s)["roll"] for s in (0, 1)] == old_rolls  # the dice seen stay (issue 25)
    assert Session.from_save(SEQUOIA, session.save_text()).private(0) == session.private(0)


def test_undo_is_refused_when_it_would_show_something() -> None:
    people = [Seat("Ann"), Seat("Bob")]
    session = Session.new(SEQUOIA, {"players": 2}, people, {}, 5)
    session.apply(0, session.state.legal_actions(0)[0])
    session.apply(1, session.state.legal_actions(1)[0])
    keep, reason = session.undo_target()
    assert keep is None and "shared device" in reason
    over = sequence()
    play_on(over, random.Random(3), 10_000)
    assert over.is_over and over.undo_target() == (None, "The game is over.")


@pytest.mark.parametrize("code", ["de", "pl"])
def test_undo_refusals_are_said_in_the_players_language(code: str) -> None:
    """Issue 69: why an undo (or a change of choice) is refused, a guest's table's too, is a catalog
    sentence with its names, said in the player's language."""
    from tools import words as catalogs
    from web.page import words

    away = Session.new(SEQUENCE, {"players": 2}, [ANN, Seat("Bob", SeatKind.AWAY)], {}, 4)
    robots = Session.new(SEQUENCE, {"players": 2}, [AI, Seat("Computer 2", SeatKind.AI, "easy")], {}, 4)
    fresh = sequence()
    shared = Session.new(SEQUOIA, {"players": 2}, [Seat("Ann"), Seat("Bob")], {}, 5)
    shared.apply(0, shared.state.legal_actions(0)[0])
    shared.apply(1, shared.state.legal_actions(1)[0])
    english = [session.undo_target()[1] for session in (away, robots, fresh, shared)]
    messages = catalogs.compiled(code)["messages"]
    try:
        words.install(code, catalogs.compiled(code))
        said = [session.undo_target()[1] for session in (away, robots, fresh, shared)]
        with pytest.raises(ValueError) as refused:
            shared.take_back(0)  # revealed already
    finally:
        words.install("en", None)
    assert english[0] == "Moves cannot be undone at a table with players on other devices."
    assert said == [messages[text] for text in english] and all(a != b for a, b in zip(said, english))
    assert str(refused.value) == messages["Only a choice not yet revealed can be changed."]


# --- replays and game ids -------------------------------------------------------------------------------

@pytest.mark.parametrize("spec, config", [(SEQUENCE, {"players": 2}), (SEQUOIA, {"players": 2}),
                                          (SEQUITUR, {"players": 1})])
def test_a_replay_step_is_the_game_as_it_stood(spec, config) -> None:
    seats = [ANN, AI][:config["players"]]
    session = Session.new(spec, config, seats, {}, 8)
    rng = random.Random(4)
    play_on(session, rng, 6)
    if spec is not SEQUITUR:
        session.undo(seed=5)
    play_on(session, rng, 10)
    for count in (0, 3, len(session.state.history)):
        step = session.at(count)
        data = record.to_record(session.state)
        alone = record.loads(record.prefix(data, count), game=spec.id)
        assert step.public() == alone.public_observation()
        assert [step.private(s) for s in range(len(seats))] == [alone.observation(s) for s in range(len(seats))]
    assert session.at(len(session.state.history)).state.reshuffles == session.state.reshuffles


def test_a_game_keeps_its_id_through_reloads_and_a_rematch_gets_another() -> None:
    session = sequence()
    play_on(session, random.Random(5), 5)
    game_id = session.game_id()
    assert Session.from_save(SEQUENCE, session.save_text()).game_id() == game_id
    assert session.at(2).game_id() == game_id
    assert session.rematch(99).game_id() != game_id


def test_the_save_says_where_the_game_stands() -> None:
    session = sequence()
    view = json.loads(session.save_text())["view"]
    assert view["progress"] == {"over": False, "at": {"unit": "Turn", "number": 1}}  # facts, said where shown


# --- the stored replay --------------------------------------------------------------------------------------

def test_a_stored_replay_reads_back_and_a_damaged_one_is_refused() -> None:
    session = sequence()
    replay = Replay(session.record(), 3, True)
    assert read_replay(replay_text("sequence", replay), "sequence") == replay
    for text, why in (("{", "not a replay"), ('{"format": "seqgames-replay", "version": 1, "game": "sequoia"}', "not sequence"),
                      ('{"format": "seqgames-replay", "version": 1, "game": "sequence", "record": 3}', "no game record"),
                      ('{"format": "seqgames-replay", "version": 1, "game": "sequence", "record": {}, "at": -1}',
                       "not a number")):
        with pytest.raises(RecordError, match=why):
            read_replay(text, "sequence")


# --- refusals in the game's words ----------------------------------------------------------------------------

def test_refusals_name_players_and_dice_never_seat_numbers() -> None:
    session = Session.new(SEQUOIA, {"players": 2}, [ANN, AI], {}, 5)
    error = IllegalAction(0, None, "two pairs of your roll cannot", code="pairs-not-in-roll", roll=(1, 2, 3, 4, 5),
                          totals=(2, 12))
    assert sequoia_refusals.sentence(session, error) == "The roll 1 2 3 4 5 cannot make 2 and 12."
    session = Session.new(SEQUITUR, {"players": 2}, [ANN, AI], {}, 5)
    error = IllegalAction(0, None, "it is seat 1's turn to claim", code="not-your-turn", to_move=1)
    assert SEQUITUR.refuse(session, error) == "It is Computer's turn to claim."
    sequence_session = sequence()
    error = IllegalAction(0, None, "JD is not in your hand", code="card-not-in-hand", card="JD")
    assert SEQUENCE.refuse(sequence_session, error) == "The jack of diamonds is not in that hand."
