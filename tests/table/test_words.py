"""One set of words (issue 39): where a game stands is said in the rulebooks'
units and one form ("Turn 7", "Turn 3 of 10", "Round 2 of 3") at the table,
in "Resume" and in the round tables; the table's status is one short line; a
list of the players is headed "Seats"; a day is shown in the player's own
format through one helper (web/page/dates.py), never as it is stored."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from engine.core.levels import LEVEL_ORDER
from engine.sequitur.goals import BY_ID
from web.games.sequence import GAME as SEQUENCE
from web.games.sequence import narration as sequence_words
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequitur import narration as sequitur_words
from web.games.sequoia import GAME as SEQUOIA
from web.games.sequoia import narration as sequoia_words
from web.model.seats import Seat, SeatKind
from web.model.session import Session
from web.model.wording import SEATS, progress, replay_progress, status_line
from web.page.dates import day_text, parse_day

WEB = Path(__file__).resolve().parents[2] / "web"
GAMES = {"sequence": (SEQUENCE, {"players": 2, "teams": 2, "variant": "classic"}, sequence_words.where),
         "sequoia": (SEQUOIA, {"players": 2}, sequoia_words.turn_label),
         "sequitur": (SEQUITUR, {"players": 2}, sequitur_words.where)}
# the unit each rulebook counts in, and how many there are ("10 turns", "3 rounds"; Sequence has no last turn)
# (Sequoia's tiebreaker turns are counted "Tiebreaker 1": as short as "Turn 10 of 10" in the table's bar, issue 65)
UNITS = {"sequence": r"Turn \d+", "sequoia": r"Turn \d+ of 10|Tiebreaker \d+", "sequitur": r"Round [1-3] of 3"}


def test_progress_has_one_form() -> None:
    assert progress("Turn", 7) == "Turn 7"
    assert progress("Turn", 3, 10) == "Turn 3 of 10"
    assert progress("Round", 2, 3) == "Round 2 of 3"
    assert status_line("Turn 7", "Ann (blue) to play") == "Turn 7 · Ann (blue) to play"
    assert status_line("Round 1 of 3", "") == "Round 1 of 3"


def positions(game: str, seed: int):
    """Every position of a game played to its end by random legal actions: Ann, then an AI seat."""
    spec, config, _ = GAMES[game]
    seats = [Seat("Ann"), Seat("Computer 1", SeatKind.AI, LEVEL_ORDER[1])]
    session = Session.new(spec, config, seats, {}, seed)
    rng = random.Random(seed)
    while not session.is_over:
        yield session
        seat = sorted(session.waiting())[0]
        legal = session.state.legal_actions(seat)
        session.apply(seat, rng.choice(legal) if legal else session.state.unlisted_default(seat))
    yield session


@pytest.mark.parametrize("game", sorted(GAMES))
def test_each_game_counts_in_its_rulebook_s_unit_everywhere(game: str) -> None:
    """The table's count and "Resume"'s (spec.where) are the same words, in the rulebook's unit."""
    spec, _, where = GAMES[game]
    seen = set()
    for session in positions(game, 3):
        text = where(session)
        if session.is_over:
            assert text == "Game over"
            continue
        assert re.fullmatch(UNITS[game], text), text
        assert spec.where(session) == text.lower()
        seen.add(text)
    assert len(seen) >= 2  # the count moves on


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_replay_counts_as_the_table_does(game: str) -> None:
    """A replay's counter is the table's count of the position shown, then the record's move
    ('Turn 9 of 10 · move 16 of 36'), at every move of a game."""
    spec, _, where = GAMES[game]
    counts = [(len(session.state.history), spec.where(session), where(session)) for session in positions(game, 4)]
    total = counts[-1][0]
    for move, (played, said, table) in enumerate(counts):
        assert played == move
        assert replay_progress(said, move, total) == f"{table} · move {move} of {total}"
    assert replay_progress("turn 9 of 10", 16, 36) == "Turn 9 of 10 · move 16 of 36"


def test_the_counts_start_where_the_rulebooks_do() -> None:
    for game, first in (("sequence", "Turn 1"), ("sequoia", "Turn 1 of 10"), ("sequitur", "Round 1 of 3")):
        assert GAMES[game][2](next(positions(game, 1))) == first


def test_sequitur_s_status_is_one_short_line() -> None:
    """'Round 2 of 3 · Step 6 of 7' at every step (it was the step's sentence and who is
    waiting, about four lines at 390 px); the step's words are the tray's prompt."""
    steps = set()
    for session in positions("sequitur", 5):
        text = sequitur_words.status(session)
        if session.is_over:
            assert text == "Game over"
            continue
        assert re.fullmatch(r"Round [1-3] of 3 · Step [1-7] of 7", text), text
        steps.add(text[-6:])
    assert len(steps) >= 5


# the rulebook's step of each colour's goal draw and action ("Playing the game": 2 red goal, 3 red
# action, 4 yellow goal and action, 5 green goal and action)
GOAL_STEP = {"red": 2, "yellow": 4, "green": 5}
ACTION_STEP = {"letters": 1, "red-action": 3, "yellow-action": 4, "green-action": 5}


def rulebook_step(session: Session, seat: int) -> int:
    """The step of the rulebook whose decision `seat` is making, from what it decides."""
    state = session.state
    decision = state.decision(seat)
    if decision == "secret-colour":
        return 1
    if decision == "goal":
        if state.step == "letters" and state.solo:
            return 1  # solo: the secret goal is one of two drawn
        return GOAL_STEP[BY_ID[state.held_goals[seat][0]].colour]  # at a table, red in step 1's sitting
    if decision == "spell":
        return 6
    if decision == "claim":
        return 7
    return ACTION_STEP[state.step]  # an action, a letter's end, an insert's place


@pytest.mark.parametrize("players", [1, 2, 3])
def test_sequitur_s_status_names_the_step_each_seat_is_deciding(players: int) -> None:
    """Issue 65: at two or more players steps 1 and 2 are played in one sitting (the setup's
    `one_sitting`), and the status said "Step 1 of 7" while a player chose their red goal; the
    line says the step of the seat on screen, as solo always did, at every decision of a round."""
    config = {"players": players, **({"one_sitting": True} if players > 1 else {})}
    seats = [Seat("Ann")] + [Seat(f"Computer {i}", SeatKind.AI, LEVEL_ORDER[1]) for i in range(1, players)]
    session = Session.new(SEQUITUR, config, seats, {}, 7)
    rng = random.Random(7)
    seen = set()
    while session.public()["round"] == 1:
        for seat in session.waiting():
            step = rulebook_step(session, seat)
            assert sequitur_words.status(session, seat) == f"Round 1 of 3 · Step {step} of 7"
            seen.add((session.state.decision(seat), step))
        seat = sorted(session.waiting())[0]
        legal = session.state.legal_actions(seat)
        session.apply(seat, rng.choice(legal) if legal else session.state.unlisted_default(seat))
    assert ("goal", 2) in seen and ("secret-colour", 1) in seen and ("spell", 6) in seen
    assert {step for _, step in seen} >= {1, 2, 3, 4, 5, 6}


def test_every_list_of_the_players_at_a_table_is_headed_seats() -> None:
    """The seats strip of each game, Sequitur's players table and the setups say "Seats"."""
    assert SEATS == "Seats"
    for path in ("games/sequence/play_view.py", "games/sequoia/play_view.py", "games/sequitur/summary_view.py"):
        assert "SEATS" in (WEB / path).read_text(), path
    texts = "\n".join(p.read_text() for p in WEB.rglob("*.py"))
    assert '"Players in play order"' not in texts and '"aria-label": "Scores"' not in texts
    assert not re.search(r'\(\s*"Player",', texts)  # a table's first column is "Seat"


def test_a_day_is_said_by_the_browser_and_kept_as_it_is_stored() -> None:
    asked = []

    def browser(year: int, month: int, day: int) -> str:
        asked.append((year, month, day))
        return f"{day}.{month}.{year}"

    assert day_text("2026-11-24", formatter=browser) == "24.11.2026"
    assert asked == [(2026, 11, 24)]
    assert parse_day("2026-02-30") is None and parse_day("yesterday") is None and parse_day("") is None
    assert day_text("not a day", formatter=browser) == "not a day" and len(asked) == 1


def test_every_day_shown_to_a_player_goes_through_day_text() -> None:
    """No screen writes a stored day (YYYY-MM-DD) into its text by itself: only file names keep it."""
    found = []
    for path in sorted(WEB.rglob("*.py")):
        if path.name == "dates.py":
            continue
        for number, line in enumerate(path.read_text().splitlines(), 1):
            if re.search(r"\{[\w.]*\bday\}", line) and "files.download" not in line:
                found.append(f"{path.relative_to(WEB)}:{number}: {line.strip()}")
    assert found == []
    users = {p.relative_to(WEB).as_posix() for p in WEB.rglob("*.py") if "day_text(" in p.read_text()}
    assert {"table/history_view.py", "shell/statistics.py", "games/sequitur/daily_view.py",
            "games/sequitur/play_view.py"} <= users


def test_sequence_s_last_move_is_one_line_of_its_last_chip() -> None:
    """The table's line under the board (issue 54, 4) says the last chip placed or removed,
    by the name of who did it and the space the board rings; nothing before the first move;
    a dead card turned in is not a move on the board."""
    from engine.sequence.events import ChipPlaced, ChipRemoved, Passed

    seen = 0
    for session in positions("sequence", 5):
        text = sequence_words.last_move(session)
        moves = [e for _at, e in session.events if isinstance(e, (ChipPlaced, ChipRemoved, Passed))]
        if not moves:
            assert text == ""
            continue
        event = moves[-1]
        name = session.seats[event.seat].name
        if isinstance(event, Passed):
            assert text == f"{name} passed (no legal move)."
            continue
        space = sequence_words.space_name(session, event.cell)
        verb = "played the" if isinstance(event, ChipPlaced) else "took the chip off"
        assert text.startswith(f"{name} {verb} ") and space in text and text.endswith("."), text
        assert len(text) <= 72, text  # one or two short lines on a phone
        short = sequence_words.last_move(session, lambda card: card)  # the table shows the card's face
        verb = "played" if isinstance(event, ChipPlaced) else "took the chip off"
        assert short.startswith(f"{name} {verb} ") and event.card in short and len(short) < len(text), short
        seen += 1
    assert seen > 10
