"""The Sequence page's pure-Python parts: the session (log, undo, saves) and
the explanations of illegal clicks (web/games/sequence/session.py, explain.py)."""
from __future__ import annotations

import json

import pytest

from engine.core.errors import RecordError, SetupError
from engine.sequence.actions import Play, TurnIn
from engine.sequence.rules import NORMAL, REMOVE
from engine.sequence.sequences import EMPTY
from web.games.sequence.explain import explain_click
from web.games.sequence.session import Session, check_names


def setup(players: int = 2, humans: int = 1, **extra) -> dict:
    seats = [{"name": f"P{i}", "ai": "" if i < humans else "beginner"} for i in range(players)]
    return {"players": players, "teams": extra.pop("teams", 2 if players != 3 else 3), "variant": "classic",
            "board": None, "hints": True, "seats": seats, **extra}


def first_play(session: Session) -> Play:
    state = session.state
    return next(a for a in state.legal_actions(state.to_move)
                if isinstance(a, Play) and state.rules.kind[a.card] == NORMAL)


def test_log_names_seat_colour_and_space() -> None:
    """Issue 4: the log says who played what where, in words."""
    session = Session.new(setup(), 3)
    seat = session.state.to_move
    action = first_play(session)
    line = session.play(seat, action)
    r, c = session.state.rules.board.row_col(action.cell)
    assert line.startswith(f"P{seat} ({'blue' if seat == 0 else 'green'}) played the ")
    assert f"on row {r + 1}, column {c + 1}" in line


def test_names_are_trimmed_and_never_empty() -> None:
    s = setup()
    s["seats"][0]["name"] = "   "
    s["seats"][1]["name"] = "<b>x</b>  y"
    session = Session.new(s, 1)
    assert [seat.name for seat in session.seats] == ["Player 1", "<b>x</b> y"]


def test_setup_refuses_a_table_the_rules_do_not_allow() -> None:
    """RULINGS Sequence 2: 4 players play in 2 teams only."""
    with pytest.raises(SetupError):
        Session.new(setup(4, teams=3), 1)
    with pytest.raises(SetupError):
        Session.new({**setup(), "players": 5}, 1)


def test_undo_against_the_ai_takes_back_the_last_human_move_and_the_replies() -> None:
    session = Session.new(setup(2, humans=1), 11)
    state = session.state
    while state.to_move != 0:
        session.play(state.to_move, first_play(session))
    session.play(0, first_play(session))
    before_human = len(session.state.history) - 1
    session.play(1, first_play(session))
    keep, _ = session.undo_target()
    assert keep == before_human
    session.undo()
    assert len(session.state.history) == before_human and session.state.to_move == 0
    assert session.log[-1].startswith("Undone: P0 played the")


def test_hot_seat_undo_only_while_the_draw_is_unseen() -> None:
    """Issue 4: in hot-seat, never undo past a card draw that revealed something."""
    session = Session.new(setup(2, humans=2), 5)
    seat = session.state.to_move
    session.mark_shown(seat)
    session.play(seat, first_play(session))
    keep, _ = session.undo_target()
    assert keep == len(session.state.history) - 1  # the draw was not shown yet
    other = session.state.to_move
    session.mark_shown(other)
    session.play(other, first_play(session))
    session.mark_shown(seat)  # the first mover sees their hand (and their draw) again
    keep, _ = session.undo_target()
    assert keep == len(session.state.history) - 1  # the other seat's draw is still unseen
    session.undo()
    session.mark_shown(other)
    session.mark_shown(seat)
    # Now the last move is the first mover's, whose draw has been shown: refused.
    keep, reason = session.undo_target()
    assert keep is None and "already seen the card drawn" in reason


def test_a_turned_in_dead_card_cannot_be_undone_in_hot_seat() -> None:
    """RULINGS Sequence 6: the replacement is drawn at once and shown to the player."""
    session = Session.new(setup(2, humans=2), 2)
    state = session.state
    seat = state.to_move
    card = state.hands[seat][0]
    for cell in state.rules.board.cells_of[card]:  # cover both spaces of the card
        state.chips[cell] = 1 - state.team(seat)
    assert state.is_dead(card)
    session.mark_shown(seat)
    session.play(seat, TurnIn(card))
    session.mark_shown(seat)  # the hand (with the replacement) is on screen
    keep, reason = session.undo_target()
    assert keep is None and "already seen" in reason


def test_save_and_record_round_trip_and_tampering() -> None:
    session = Session.new(setup(3, humans=2, teams=3), 9)
    for _ in range(5):
        session.play(session.state.to_move, first_play(session))
    session.mark_shown(0)
    resumed = Session.from_save(session.save_text())
    assert resumed.state.history == session.state.history
    assert resumed.log == session.log and resumed.shown_at == session.shown_at
    assert [s.name for s in resumed.seats] == [s.name for s in session.seats]
    record = json.loads(session.record_text())
    loaded = Session.from_record(json.dumps(record))
    assert loaded.state.history == session.state.history
    record["actions"][2]["action"]["cell"] = [0, 0]  # a free corner
    with pytest.raises(RecordError, match="altered"):
        Session.from_record(json.dumps(record))
    record = json.loads(session.record_text())
    record["table"]["seats"] = record["table"]["seats"][:1]
    with pytest.raises(RecordError, match="table"):
        Session.from_record(json.dumps(record))
    with pytest.raises(RecordError, match="not valid JSON"):
        Session.from_record("{")


def test_illegal_clicks_are_explained() -> None:
    """RULINGS Sequence 5: the explanations name the rule that forbids the click."""
    session = Session.new(setup(), 4)
    state = session.state
    seat = state.to_move
    assert explain_click(state, seat, None, 12).startswith("Choose a card")
    card = next(c for c in state.hands[seat] if state.rules.kind[c] == NORMAL)
    wrong = next(i for i, code in enumerate(state.rules.board.codes) if code not in (card, "XX"))
    text = explain_click(state, seat, card, wrong)
    assert "not the" in text and "highlighted" in text
    assert "free corners" in explain_click(state, seat, card, 0)
    good = state.rules.board.cells_of[card][0]
    assert explain_click(state, seat, card, good) is None
    # A remove card on an empty space or on one's own chip.
    state.hands[seat].append("JH")
    assert state.rules.kind["JH"] == REMOVE
    empty = next(i for i, v in enumerate(state.chips) if v == EMPTY)
    assert "removes a chip" in explain_click(state, seat, "JH", empty)
    state.chips[empty] = state.team(seat)
    assert "your own team's chip" in explain_click(state, seat, "JH", empty)


def test_two_seats_may_not_share_a_name() -> None:
    """Hot-seat: each cover says whose turn it is, so new games need distinct names
    (trimmed, any case); empty names become distinct "Player N"."""
    check_names([{"name": "Ann"}, {"name": "Bob"}, {"name": ""}, {"name": " "}])
    with pytest.raises(SetupError, match="both called “Ann”"):
        check_names([{"name": "Ann"}, {"name": "  ann "}])
    with pytest.raises(SetupError, match="both called “A”"):
        check_names([{"name": "A"}, {"name": "a"}, {"name": "A"}])
    with pytest.raises(SetupError, match="Player 2"):
        check_names([{"name": "Player 2"}, {"name": ""}])
    # a saved game with two equal names still loads, and its rematch still starts
    old = Session.new(setup(2, 2, seats=[{"name": "Ann", "ai": ""}, {"name": "Ann", "ai": ""}]), 5)
    again = Session.from_save(old.save_text())
    assert [s.name for s in again.seats] == ["Ann", "Ann"]
