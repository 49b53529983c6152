""""Why?" on an AI's move in the log (issue 27): which log line explains
which AI moves (Session.explained_moves), never a choice still secret, and
the decision an explanation is asked from: that seat's own view at the
time (Session.decision_of), nothing more."""
from __future__ import annotations

import random

import pytest

from engine.core.state import SIMULTANEOUS
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequoia import GAME as SEQUOIA
from web.model.session import Session
from web.model.wording import explanation_text, why_offer
from tests.table.test_play_on import IDS, TABLES, finished


def offered(session: Session) -> list[int]:
    return [move for line in range(len(session.log)) for move in session.explained_moves(line)]


@pytest.mark.parametrize(("spec", "config", "seats"), TABLES, ids=IDS)
def test_every_ai_move_is_explained_on_one_line_and_no_persons(spec, config, seats) -> None:
    game = finished(spec, config, seats)
    moves = offered(game)
    ai = [i for i, (seat, _) in enumerate(game.state.history) if game.seats[seat].is_ai and i not in game.forced]
    assert sorted(moves) == ai
    for line in range(len(game.log)):
        for move in game.explained_moves(line):
            assert move < game.log_at[line], "a line explains only moves made before it was written"


@pytest.mark.parametrize(("spec", "config", "seats"), TABLES, ids=IDS)
def test_the_lines_offer_as_they_are_written_what_they_offer_later(spec, config, seats) -> None:
    """The table's log asks as each line is added; a reload asks for them all at once."""
    session = Session.new(spec, config, seats, {}, 4)
    rng = random.Random(4)
    live: list[list[int]] = []
    before_end: list[list[int]] = []
    while not session.is_over:
        before_end = list(live)
        seat = sorted(session.waiting(), key=lambda s: (not session.seats[s].is_ai, s))[0]
        legal = session.state.legal_actions(seat)
        session.apply(seat, rng.choice(legal) if legal else session.state.unlisted_default(seat))
        live.extend(session.explained_moves(line) for line in range(len(live), len(session.log)))
    if spec.explains_openly:
        assert live == [session.explained_moves(line) for line in range(len(session.log))]
    else:  # Sequitur: nothing while the game went on, everything at the end (the table shows the log again)
        assert not any(before_end)


def test_a_choice_still_secret_is_not_explained() -> None:
    """Rulebook (Sequoia, EACH TURN 2-3): the choices stay secret until all are revealed."""
    session = Session.new(SEQUOIA, {"players": 2}, TABLES[1][2], {}, 5)
    rng = random.Random(5)
    while True:
        seat = sorted(session.waiting(), key=lambda s: (not session.seats[s].is_ai, s))[0]
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        if session.seats[seat].is_ai and session.state.acting.kind == SIMULTANEOUS and session.waiting() == [0]:
            break
    secret = len(session.state.history) - 1
    assert secret not in offered(session)
    session.apply(0, session.state.legal_actions(0)[0])  # Ann chooses: both are revealed
    assert secret in offered(session)


def test_sequitur_explains_only_after_the_end() -> None:
    """Its reasons name the AI's rack and secret goal (GameSpec.explains_openly)."""
    assert not SEQUITUR.explains_openly
    game = finished(*TABLES[4])
    assert not offered(game.at(len(game.state.history) - 1)) and offered(game)


@pytest.mark.parametrize(("spec", "config", "seats"), TABLES, ids=IDS)
def test_an_explanation_is_asked_from_the_seats_own_view_then(spec, config, seats) -> None:
    game = finished(spec, config, seats)
    for move in offered(game)[:5]:
        seat, info, observation, action = game.decision_of(move)
        then = game.at(move).state
        assert seat == game.state.history[move][0]
        assert observation == then.observation(seat)
        assert "type" not in info and info == {k: v for k, v in then.start_message(seat).items() if k != "type"}
        assert action == game.state.action_to_json(game.state.history[move][1])
        assert then.is_legal(seat, game.state.history[move][1])


def test_an_explanation_is_said_as_a_hint_is() -> None:
    """In the third person, what the AI did and why (issue 40), never in parentheses."""
    assert explanation_text("Computer 1", "Play the 9 of spades on row 1, column 9.", "builds its line across to 4 of 5.") == \
        "Computer 1 played the 9 of spades on row 1, column 9: it builds its line across to 4 of 5."
    assert explanation_text("Computer", "Choose 8 and 12", "takes the lead in forest 12") == \
        "Computer chose 8 and 12: it takes the lead in forest 12."
    assert explanation_text("Computer", "Turn in the dead 6 of spades", "trades it") == \
        "Computer turned in the dead 6 of spades: it trades it."
    assert explanation_text("Computer", "Pass") == "Computer passed."


@pytest.mark.parametrize(("spec", "config", "seats"), TABLES, ids=IDS)
def test_one_why_per_log_line_for_every_ai_move_it_reports(spec, config, seats) -> None:
    """Issue 40: a line reporting several AI moves (Sequitur's steps) gets one "Why?", not one each."""
    game = finished(spec, config, seats)
    covered = []
    for line in range(len(game.log)):
        offer = why_offer(game, line)
        moves = game.explained_moves(line)
        assert (offer is None) == (not moves)
        if offer:
            assert offer[0] == moves
            name = game.name(game.state.history[moves[0]][0])
            assert offer[1].startswith(f"Why did {name}") and offer[1].endswith(
                f"(move {moves[0] + 1})" if len(moves) == 1 else f"(moves {moves[0] + 1} to {moves[-1] + 1})")
            covered += moves
    assert covered == offered(game)
