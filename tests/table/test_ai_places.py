"""Where each AI level decides (issue 49): one table of facts, the catalog's
`page_levels` and `light_levels` (web/model/catalog.py `Game.place`), and the
one message entry every place answers through (web/table/ai_worker.py)."""
from __future__ import annotations

import json

import pytest

from engine.core.state import CHANCE, SEAT, SIMULTANEOUS
from engine.games import GAMES, ai_module
from web.model.catalog import GAMES as OFFERED, LIGHT, ON_PAGE, PYODIDE
from web.table import ai_worker


def test_each_game_s_levels_have_one_place() -> None:
    places = {game.id: {level: game.place(level) for level in ai_module(game.id).LEVELS} for game in OFFERED}
    assert places == {
        "sequence": {"easy": ON_PAGE, "medium": ON_PAGE, "hard": PYODIDE, "expert": PYODIDE},
        "sequoia": {"easy": ON_PAGE, "medium": ON_PAGE, "hard": PYODIDE},  # no Expert
        # up to half a second a decision on MicroPython: its own worker, not Pyodide's
        "sequitur": {"easy": LIGHT, "medium": LIGHT, "hard": PYODIDE, "expert": PYODIDE},
    }


@pytest.mark.parametrize("game", OFFERED, ids=lambda game: game.id)
def test_the_places_name_levels_the_game_has_and_never_overlap(game) -> None:
    levels = set(ai_module(game.id).LEVELS)
    assert set(game.page_levels) <= levels and set(game.light_levels) <= levels
    assert not set(game.page_levels) & set(game.light_levels)
    assert game.place("no such level") == PYODIDE  # unknown: the full worker, whose `act` plays the weakest


def test_a_worker_s_reply_is_the_page_s_message_answered() -> None:
    """`ask` builds what the page sends (the seat's own view only), `reply` answers it as a worker does:
    a time limit of 0 is the level's own, and the answer is one of the listed actions' JSON."""
    state = GAMES["sequoia"].new({"players": 2}, 7)
    while state.acting.kind == CHANCE:
        state.resolve_chance()
    seat = state.acting.seats[0]
    message = ai_worker.ask("sequoia", state, seat, "medium", 11)
    assert message[0] == "sequoia" and message[4:7] == ("medium", 11, 0.0)
    assert json.loads(message[2]) == json.loads(json.dumps(state.observation(seat)))
    answer = ai_worker.reply(*message)
    assert answer == ai_worker.act("sequoia", *message[1:6], None, message[7])
    assert json.loads(answer) in json.loads(message[3])


def _sequitur_first_choice(seats: list) -> "Session":
    from web.games.sequitur import GAME
    from web.model.session import Session

    session = Session.new(GAME, {"players": len(seats)}, seats, {}, 5)
    assert session.state.acting.kind == SIMULTANEOUS  # the secret goal's colour: chosen at once
    return session


def test_in_a_step_of_choices_made_at_once_the_people_here_go_first() -> None:
    """In a step of choices made at once (Sequitur's secret colour), the people here decide first and
    the AI seats after them (issue 49: nobody sees another's choice before the reveal, so the order
    changes nothing anyone sees, and a person never waits for an AI or its worker to begin)."""
    from web.model.seats import Seat, SeatKind

    session = _sequitur_first_choice([Seat("Robot", SeatKind.AI, "medium"), Seat("Ann")])
    first = session.next_turn(prefer=1)
    assert (first.kind, first.seat) == ("person", 1)
    for _ in range(10):  # Ann goes on with her own choices of the step, then the AI has its turn
        session.apply(1, session.state.legal_actions(1)[0])
        after = session.next_turn(prefer=1)
        if after.kind != "person":
            break
    assert (after.kind, after.seat) == ("ai", 0)
    assert session.state.decision(0) == "secret-colour"  # the AI's choice still to make: nothing revealed


def test_in_a_turn_of_one_seat_the_ai_goes_when_it_is_its_turn() -> None:
    """Outside such steps the order is the rules' own: an AI whose turn it is plays it (Sequence)."""
    from web.games.sequence import GAME
    from web.model.seats import Seat, SeatKind
    from web.model.session import Session

    session = Session.new(GAME, {"players": 2}, [Seat("Robot", SeatKind.AI, "medium"), Seat("Ann")], {}, 5)
    for _ in range(6):
        if session.state.acting.kind == SEAT and session.state.acting.seats[0] == 0:
            break
        turn = session.next_turn(prefer=1)
        session.apply(turn.seat, turn.action if turn.kind == "forced" else session.state.legal_actions(turn.seat)[0])
    assert session.state.acting.kind == SEAT and list(session.state.acting.seats) == [0]
    assert (session.next_turn(prefer=1).kind, session.next_turn(prefer=1).seat) == ("ai", 0)


def test_a_table_of_ais_plays_on_while_a_worker_warms_up() -> None:
    from web.model.seats import Seat, SeatKind

    session = _sequitur_first_choice([Seat("Robot", SeatKind.AI, "medium"), Seat("Bot", SeatKind.AI, "easy")])
    turn = session.next_turn()
    assert (turn.kind, turn.seat) == ("ai", 0)
