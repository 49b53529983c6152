"""The Sequoia page's pure-Python part (web/games/sequoia/session.py): the
setup check, the log in words, secrecy until the reveal, saves and resume."""
from __future__ import annotations

import json
import random

import pytest

from engine.core.errors import RecordError, SetupError
from web.games.sequoia.session import Session, check_setup


def setup(players: int = 2, variant: str = "face-up") -> dict:
    seats = [{"name": f"P{i}", "ai": "" if i == 0 else "easy"} for i in range(players)]
    return {"players": players, "variant": variant, "seats": seats}


def play_turn(session: Session, rng: random.Random) -> None:
    for seat in session.waiting():
        session.choose(seat, rng.choice(session.state.legal_actions(seat)))


@pytest.mark.parametrize("bad", [{"players": 1}, {"players": 6}, {"variant": "sideways"}])
def test_setup_rejects_tables_the_rules_do_not_allow(bad: dict) -> None:
    """SETUP: 2 to 5 players; tokens face up or face down."""
    with pytest.raises(SetupError):
        check_setup({**setup(5), **bad})


def test_setup_needs_a_name_for_every_player() -> None:
    data = setup(3)
    data["seats"][1]["name"] = "   "
    with pytest.raises(SetupError, match="player 2"):
        check_setup(data)


def test_a_choice_stays_secret_until_every_seat_has_chosen() -> None:
    """EACH TURN 2: choices are revealed together; the log says nothing before."""
    session = Session.new(setup(3), 11)
    first = session.state.legal_actions(0)[0]
    assert session.choose(0, first) == []
    assert session.lines == []
    session.choose(1, session.state.legal_actions(1)[0])
    lines = session.choose(2, session.state.legal_actions(2)[0])
    assert len(lines) == 1 and lines[0].startswith("Turn 1: P0 (blue) grew")
    assert "P1 (red)" in lines[0] and "P2 (green)" in lines[0]


def test_a_whole_game_logs_scoring_ties_and_the_final_scores() -> None:
    """SCORING and TIEBREAKER TURNS: the log names the tokens won and every tie; the result names the winners."""
    rng = random.Random(3)
    tiebreaks = 0
    for seed in range(1, 6):
        session = Session.new(setup(4), seed)
        while not session.state.is_over:
            if session.state.phase == "tiebreak":
                tiebreaks += 1
                text = session.tie_text()
                assert text.startswith("Tiebreaker:")
                for forest, tie in session.state.observation(0)["ties"].items():
                    assert f"forest {forest} ({tie['token']} token): " in text
                    assert all(session.seats[s].name in text for s in tie["seats"])
                assert any(line.startswith("Forest ") and "is tied" in line for line in session.lines)
            else:
                assert session.tie_text() == ""
            play_turn(session, rng)
        assert "Scoring every forest." in session.lines
        assert session.lines[-1].startswith("Final scores:")
        result = session.state.result()
        assert session.result_lines()[0].count(session.seats[result["winners"][0]].name)
        assert session.turn_label() == "Game over"
    assert tiebreaks > 0, "no game reached a tiebreaker turn: pick other seeds"


def test_save_and_resume_mid_turn_are_exact() -> None:
    """A reload mid-turn (one seat has chosen) resumes with the same rolls, choices and log."""
    session = Session.new(setup(3, "face-down"), 5)
    rng = random.Random(1)
    for _ in range(4):
        play_turn(session, rng)
    session.choose(1, session.state.legal_actions(1)[0])
    again = Session.from_save(session.save_text())
    assert again.lines == session.lines
    assert again.waiting() == session.waiting() == [0, 2]
    assert again.state.observation(0) == session.state.observation(0)
    assert again.setup == session.setup


def test_a_tampered_save_is_refused() -> None:
    session = Session.new(setup(2), 5)
    data = json.loads(session.save_text())
    data["record"]["actions"] = [{"seat": 0, "action": {"type": "sums", "sums": [2, 2]}}] * 3
    with pytest.raises(RecordError):
        Session.from_save(json.dumps(data))
    with pytest.raises(RecordError):
        Session.from_save("not json")
