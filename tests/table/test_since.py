"""Since your turn (web/table/since.py, issue 65): the moves of other seats since a person's last
move, told once at their next turn when SINCE_MOVES or more came between, read from the session's
own log and events (each written at a point of the history), nothing kept beside them."""
from __future__ import annotations

import random

from web.games.sequence import GAME
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.table.since import SINCE_MOVES, Since


def table_of_three() -> Session:
    seats = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, "easy"), Seat("Computer 2", SeatKind.AI, "easy")]
    return Session.new(GAME, {"players": 3}, seats, {}, 7)


def move(session: Session, since: Since, rng: random.Random) -> tuple[int, list[str]]:
    """The seat to move plays a random legal action, as the driver tells `since`: (seat, its log lines)."""
    seat = session.waiting()[0]
    before = len(session.log)
    session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    since.played(seat, seat in session.people_here, len(session.state.history))
    return seat, session.log[before:]


def until_ann_moved(session: Session, since: Since, rng: random.Random) -> int:
    """Moves until Ann (seat 0) has just moved (who starts is dealt by the cut): the history's length then."""
    while move(session, since, rng)[0] != 0:
        pass
    return len(session.state.history)


def test_the_others_moves_are_told_once_with_their_events() -> None:
    session, since, rng = table_of_three(), Since(), random.Random(1)
    assert SINCE_MOVES == 2
    mark = until_ann_moved(session, since, rng)
    first = move(session, since, rng)
    assert since.told(0, session) == ([], []), "one move of another seat is no news to tell again"
    second = move(session, since, rng)
    assert {first[0], second[0]} == {1, 2}
    lines, events = since.told(0, session)
    assert lines == first[1] + second[1] and lines
    assert {at for at, _event in events} == {mark + 1, mark + 2}, "the events of the two moves, not Ann's own"
    assert since.told(0, session) == ([], []), "told once"


def test_a_reveal_or_an_undo_reads_everything() -> None:
    session, since, rng = table_of_three(), Since(), random.Random(2)
    until_ann_moved(session, since, rng)
    move(session, since, rng)
    move(session, since, rng)
    since.read(len(session.state.history))
    assert since.told(0, session) == ([], []), "read: nothing to tell"
    assert move(session, since, rng)[0] == 0
    third = move(session, since, rng)
    fourth = move(session, since, rng)
    assert since.told(0, session)[0] == third[1] + fourth[1]
