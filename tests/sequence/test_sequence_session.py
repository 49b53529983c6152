"""The Sequence page's pure-Python parts on the table (web/model/session.py
with web/games/sequence): the log in words, undo, saves and records, and
refused clicks in the player's words (refusals.py)."""
from __future__ import annotations

import json

import pytest

from engine.core.errors import IllegalAction, RecordError, SetupError
from engine.sequence.actions import Play, TurnIn
from engine.sequence.rules import NORMAL, REMOVE
from engine.sequence.sequences import EMPTY
from web.games.sequence import GAME
from web.model import refusals
from web.device.names import name_clash
from web.model.seats import Seat, SeatKind
from web.model.session import Session


def new(players: int = 2, humans: int = 1, teams: int | None = None, seed: int = 1,
        names: list[str] | None = None) -> Session:
    seats = [Seat(names[i] if names else f"P{i}") if i < humans else Seat(f"P{i}", SeatKind.AI, "easy")
             for i in range(players)]
    config = {"players": players, "teams": teams or (2 if players != 3 else 3), "variant": "classic"}
    return Session.new(GAME, config, seats, {"hints": True}, seed)


def first_play(session: Session) -> Play:
    state = session.state
    return next(a for a in state.legal_actions(state.to_move)
                if isinstance(a, Play) and state.rules.kind[a.card] == NORMAL)


def play(session: Session, action=None) -> list[str]:
    before = len(session.log)
    session.apply(session.state.to_move, action or first_play(session))
    return session.log[before:]


def test_log_names_seat_colour_and_space() -> None:
    """Issue 4: the log says who played what where, in words."""
    session = new(seed=3)
    seat = session.state.to_move
    action = first_play(session)
    [line] = play(session, action)
    r, c = session.state.rules.board.row_col(action.cell)
    assert line.startswith(f"P{seat} ({'blue' if seat == 0 else 'green'}) played the ")
    assert f"on row {r + 1}, column {c + 1}" in line


def test_setup_refuses_a_table_the_rules_do_not_allow() -> None:
    """RULINGS Sequence 2: 4 players play in 2 teams only."""
    with pytest.raises(SetupError):
        new(4, teams=3)
    with pytest.raises(SetupError):
        Session.new(GAME, {"players": 5, "teams": 5, "variant": "classic"}, [Seat(f"P{i}") for i in range(5)], {}, 1)


def test_undo_against_the_ai_takes_back_the_last_human_move_and_the_replies() -> None:
    session = new(2, humans=1, seed=11)
    while session.state.to_move != 0:
        play(session)
    play(session)
    before_human = len(session.state.history) - 1
    play(session)
    keep, _ = session.undo_target()
    assert keep == before_human
    session.undo()
    assert len(session.state.history) == before_human and session.state.to_move == 0
    assert session.log[-1].startswith("Undone: P0 played the")
    # issue 41: it says all it took back: the AI's reply went too (counted, never shown: it could be a secret)
    assert "and 1 move of the other players after it." in session.log[-1]


def test_hot_seat_undo_only_while_the_draw_is_unseen() -> None:
    """Issue 4: in hot-seat, never undo past a card draw that revealed something."""
    session = new(2, humans=2, seed=5)
    seat = session.state.to_move
    session.mark_shown(seat)
    play(session)
    keep, _ = session.undo_target()
    assert keep == len(session.state.history) - 1  # the draw was not shown yet
    other = session.state.to_move
    session.mark_shown(other)
    play(session)
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
    session = new(2, humans=2, seed=2)
    state = session.state
    seat = state.to_move
    card = state.hands[seat][0]
    for cell in state.rules.board.cells_of[card]:  # cover both spaces of the card
        state.chips[cell] = 1 - state.team(seat)
    assert state.is_dead(card) and card in session.private(seat)["dead"]
    session.mark_shown(seat)
    session.apply(seat, TurnIn(card))
    session.mark_shown(seat)  # the hand (with the replacement) is on screen
    keep, reason = session.undo_target()
    assert keep is None and "already seen" in reason


def test_a_forced_pass_is_not_a_move_to_undo() -> None:
    """RULINGS Sequence 11: a seat with no legal move passes without being asked; undo skips it."""
    session = new(2, humans=1, seed=4)
    while session.state.to_move != 0:
        play(session)
    play(session)
    human = len(session.state.history) - 1
    session.state.chips_left = [0, 0]  # nobody can place: the next seat must pass
    turn = session.next_turn()
    assert turn.kind == "forced" and turn.seat == 1
    session.apply(turn.seat, turn.action, forced=True)
    assert session.undo_target() == (human, "")


def test_save_and_record_round_trip_and_tampering() -> None:
    session = new(3, humans=2, teams=3, seed=9)
    for _ in range(5):
        play(session)
    session.mark_shown(0)
    resumed = Session.from_save(GAME, session.save_text())
    assert resumed.state.history == session.state.history
    assert resumed.log == session.log and resumed.shown_at == session.shown_at
    assert resumed.seats == session.seats and resumed.options == {"hints": True}
    record = json.loads(session.record_text())
    loaded = Session.from_record(GAME, json.dumps(record))
    assert loaded.state.history == session.state.history
    record["actions"][2]["action"]["cell"] = [0, 0]  # a free corner
    with pytest.raises(RecordError, match="altered"):
        Session.from_record(GAME, json.dumps(record))
    record = json.loads(session.record_text())
    record["table"]["seats"] = record["table"]["seats"][:1]
    with pytest.raises(RecordError, match="table"):
        Session.from_record(GAME, json.dumps(record))
    with pytest.raises(RecordError, match="not a game record"):
        Session.from_record(GAME, "{")


def refusal(session: Session, action) -> str:
    with pytest.raises(IllegalAction) as caught:
        session.check(session.state.to_move, action)
    return refusals.sentence(session, caught.value)


def test_illegal_clicks_are_explained_from_the_rule_code() -> None:
    """RULINGS Sequence 5: the sentence names the rule that forbids the click, in
    card names and rows and columns, and what to do instead."""
    session = new(seed=4)
    state = session.state
    seat = state.to_move
    card = next(c for c in state.hands[seat] if state.rules.kind[c] == NORMAL)
    wrong = next(i for i, code in enumerate(state.rules.board.codes) if code not in (card, "XX"))
    text = refusal(session, Play(card, wrong))
    assert "not the" in text and "highlighted" in text and "row " in text and card not in text
    assert "free corners" in refusal(session, Play(card, 0))
    session.check(seat, Play(card, state.rules.board.cells_of[card][0]))  # legal: no refusal
    # A remove card on an empty space or on one's own chip.
    state.hands[seat].append("JH")
    assert state.rules.kind["JH"] == REMOVE
    empty = next(i for i, v in enumerate(state.chips) if v == EMPTY)
    assert "removes a chip" in refusal(session, Play("JH", empty))
    state.chips[empty] = state.team(seat)
    state.sync_derived()
    assert "your own team's chip" in refusal(session, Play("JH", empty))
    # out of turn: named by the seat's name, never "seat 1"
    other = 1 - seat
    with pytest.raises(IllegalAction) as caught:
        session.check(other, Play(card, wrong))
    assert refusals.sentence(session, caught.value) == f"It is P{seat}'s turn."


def test_two_seats_may_not_share_a_name() -> None:
    """Hot-seat: each cover says whose turn it is, so new games need distinct names
    (cleaned, any case); a saved game with two equal names still loads, the later
    renamed so the covers differ (issue 31, 7)."""
    assert name_clash(["Ann", "Bob", "", " "]) == ""
    assert "both called “Ann”" in name_clash(["Ann", "  ann "])
    assert "both called “A”" in name_clash(["A", "a", "A"])
    assert "Player 2" in name_clash(["Player 2", ""])
    old = new(2, 2, seed=5, names=["Ann", "Ann"])
    again = Session.from_save(GAME, old.save_text())
    assert [s.name for s in again.seats] == ["Ann", "Ann (2)"]
