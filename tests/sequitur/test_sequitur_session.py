"""The Sequitur page's pure-Python part on the table (web/model/session.py
with web/games/sequitur: narration.py, preview.py): whole games at 1, 2 and
4 seats, what the shared screen and each seat's panel may show, the log
revealing choices only when the rules do, the round summary waiting across
a reload, exact save and resume, refused damaged or altered saves, and the
live word preview (blank, QU, house rule, a rack turned around)."""
from __future__ import annotations

import json
import re
from itertools import combinations

import pytest
from hypothesis import given, settings, strategies as st

from engine.core.errors import RecordError, SetupError
from engine.core.seats import Decision, RandomSeat
from engine.sequitur import dictionary
from engine.sequitur.actions import End, Keep, Place
from engine.sequitur.cards import INSERT, REDRAW, REPLACE, SHIFT, SWAP, Play
from engine.sequitur.ai import make_seat
from engine.sequitur.goals import BY_ID
from engine.sequitur.letters import BLANK, Q
from engine.sequitur.spelling import Spell
from engine.sequitur.wording import ball_text, inserted_text, play_text
from web.games.sequitur import GAME
from web.games.sequitur.narration import between_rounds, result_lines, rounds, score_lines
from web.games.sequitur.preview import end_of, preview, shown, to_gap, to_rack
from web.device.names import name_clash
from web.model.seats import Seat, SeatKind
from web.model.session import Session

PRIVATE_KEYS = ("rack", "drawn", "drawn_goals", "secret", "cards", "chosen", "decision")


def new(players: int, ais: tuple[str, ...] = ("",), seed: int = 1, house_rule: bool = False,
        names: list[str] | None = None) -> Session:
    seats = []
    for i in range(players):
        name = names[i] if names else f"P{i}"
        level = ais[i % len(ais)]
        seats.append(Seat(name, SeatKind.AI, level) if level else Seat(name))
    config = {"players": players, **({"house_rule": True} if house_rule else {})}
    return Session.new(GAME, config, seats, {}, seed)


def decide(session: Session, seat: int, action) -> list[str]:
    before = len(session.log)
    session.apply(seat, action)
    return session.log[before:]


def decide_action(session: Session, seats: list, seat: int):
    state = session.state
    return seats[seat].act(Decision(seat, state.legal_actions(seat), state.observation,
                                    default=state.unlisted_default(seat)))


def decide_one(session: Session, seats: list) -> list[str]:
    seat = session.waiting()[0]
    return decide(session, seat, decide_action(session, seats, seat))


def play_out(session: Session, seed: int, stop_after: int | None = None) -> Session:
    seats = [make_seat(("easy", "medium")[(seed + s) % 2], seed * 7 + s, time_limit=0.01) for s in range(len(session.seats))]
    count = 0
    while not session.is_over and (stop_after is None or count < stop_after):
        decide_one(session, seats)
        count += 1
    return session


def rounds_over(session: Session) -> int:
    return sum(r.over for r in rounds(session))


@pytest.mark.parametrize("config", [{"players": 0}, {"players": 6}, {"players": 2, "house_rule": "yes"}])
def test_setup_refuses_tables_the_rules_do_not_allow(config: dict) -> None:
    """Issue 7: 1 to 5 players; the house rule is on or off."""
    with pytest.raises(SetupError):
        Session.new(GAME, config, [Seat(f"P{i}") for i in range(config["players"])], {}, 1)


@pytest.mark.parametrize("names", [("Ann", "Ann"), ("Ann", "Bob", " ann "), ("ANN", "Bob", "ann")])
def test_a_new_game_refuses_two_players_with_one_name(names: tuple[str, ...]) -> None:
    """Hot-seat ("Pass the device to Ann") needs a different name per seat: the setup form refuses the same
    name twice, trimmed and in any case."""
    first = names[0].strip()
    assert name_clash(names) == f"Two players are both called “{first}”: give each a different name."
    assert name_clash(f"{n}{i}" for i, n in enumerate(names)) == ""


def test_old_games_with_one_name_twice_still_load_and_rematch() -> None:
    """Saves and records from before the check keep loading, the later name renamed so the covers
    differ (issue 31, 7); their rematch (same table) still starts."""
    session = play_out(new(2, seed=4, names=["Ann", "ann"]), 4, stop_after=10)
    renamed = [line.replace("ann ", "ann (2) ") for line in session.log]
    assert renamed != session.log
    assert Session.from_save(GAME, session.save_text()).log == renamed
    assert Session.from_record(GAME, session.record_text()).log == renamed
    assert Session.from_save(GAME, session.save_text()).rematch(5).seats[1].name == "ann (2)"


def end_of_round_one(humans: int) -> Session:
    """A session whose round 1 has just ended (nobody has decided in round 2)."""
    session = new(2, ("",) * humans + ("easy",) * (2 - humans), seed=13)
    seats = [make_seat("easy", 13 + s, time_limit=0.01) for s in range(2)]
    while rounds_over(session) == 0:
        decide_one(session, seats)
    return session


@pytest.mark.parametrize("humans", [1, 2])
def test_an_unread_round_summary_survives_a_reload(humans: int) -> None:
    """The end-of-round summary waits for "Continue" (issue 7): the round's end opens it when a person
    is at the table; saved while it waits, it waits again after a reload; once continued it is not
    shown again."""
    session = end_of_round_one(humans)
    assert between_rounds(session) and session.view["summary_open"]
    again = Session.from_save(GAME, session.save_text())
    assert again.view["summary_open"] and between_rounds(again)
    again.view["summary_open"] = False
    assert not Session.from_save(GAME, again.save_text()).view["summary_open"]


def test_saves_without_the_summary_field_resume_past_the_summary() -> None:
    """Autosaves from before the field load as "the summary was read"; a flag that does not fit the game
    (mid-round, or a table of AIs) is ignored."""
    session = end_of_round_one(1)
    data = json.loads(session.save_text())
    del data["view"]["summary_open"]
    assert not Session.from_save(GAME, json.dumps(data)).view["summary_open"]
    seats = [make_seat("easy", 3 + s, time_limit=0.01) for s in range(2)]
    decide_one(session, seats)
    assert not between_rounds(session)
    session.view["summary_open"] = True  # a flag that does not fit the game
    assert not Session.from_save(GAME, session.save_text()).view["summary_open"]
    ais = end_of_round_one(0)
    assert not ais.view["summary_open"]
    ais.view["summary_open"] = True
    assert not Session.from_save(GAME, ais.save_text()).view["summary_open"]


@pytest.mark.parametrize("players, seed", [(1, 3), (2, 5), (4, 8)])
def test_whole_games_reach_the_end_with_summaries(players: int, seed: int) -> None:
    """Three rounds (rulebook "Playing the game"): every round ends with a summary; the end names the
    winner, or in solo play the ladder's rank (RULINGS Sequitur 7)."""
    session = play_out(new(players, ("easy",), seed=seed), seed)
    assert session.is_over and session.waiting() == []
    summaries = rounds(session)
    assert [r.number for r in summaries] == [1, 2, 3] and all(r.over for r in summaries)
    assert summaries[-1].points == session.state.points()
    lines = result_lines(session)
    if players == 1:
        assert lines[0].startswith("P0: ") and len(lines) == 1
    else:
        assert re.fullmatch(r".+ wins\.|Shared victory: .+\.", lines[0])
        scores = session.state.result().scores
        assert len(lines) == 1 + len(set(scores))  # players on equal points share a line
    assert session.log[-len(lines):] == lines
    assert sum("End of round" in line for line in session.log) == 3
    for summary in summaries:
        assert len(summary.words) == players and len(summary.secrets) == players


def test_a_shared_victory_reads_as_one_result() -> None:
    """Players on equal points share one line of the end (issue 50: a shared victory read "0" and "0")."""
    session = new(3, ("", "medium"), names=["Ann", "Bob", "Cy"])
    assert score_lines(session, [0, 0, 0]) == ["Ann, Bob (AI: Medium) and Cy: 0 points each"]
    assert score_lines(session, [4, 1, 4]) == ["Ann and Cy: 4 points each", "Bob (AI: Medium): 1 point"]
    assert score_lines(session, [2, 5, 1]) == ["Bob (AI: Medium): 5 points", "Ann: 2 points", "Cy: 1 point"]


def test_shared_view_holds_no_rack_secret_or_draw() -> None:
    """Hot-seat privacy (issue 7): the shared part of the screen shows no rack, secret goal, undecided
    draw or stored choice; the secret colours only once step 1 is over; a seat's panel is its own
    observation."""
    session = new(3, seed=11)
    seen_secret = False
    seats = [make_seat("medium", s) for s in range(3)]
    while not session.is_over:
        view = session.public()
        assert not set(PRIVATE_KEYS) & set(view)
        state = session.state
        if not state.colours_shown:
            assert view["secret_colours"] == [None, None, None]
        text = json.dumps(view)
        for seat in range(3):
            if state.secret[seat] is not None:
                seen_secret = True
                assert f'"{state.secret[seat]}"' not in text
            for goal in state.held_goals[seat]:
                assert f'"{goal}"' not in text
            assert session.private(seat) == state.observation(seat)
        decide_one(session, seats)
    assert seen_secret


def test_log_reveals_a_public_goal_only_when_every_seat_has_chosen() -> None:
    """Step 2: goals go face down; all are turned face up together."""
    session = new(2, seed=4)
    seats = [make_seat("medium", s) for s in range(2)]
    while session.state.step != "red-goal":
        decide_one(session, seats)
    first = session.state.held_goals[0][0]
    before = list(session.log)
    assert decide(session, 0, Keep(0)) == []
    assert session.log == before and first not in json.dumps(session.public())
    lines = decide(session, 1, Keep(None))
    # the goal made public named by what it asks, its card's words, never by its id (issue 80)
    assert lines and f"P0 makes “{BY_ID[first].text}”" in lines[0] and first not in lines[0]
    assert "P1 discards the draw" in lines[0]
    assert first in session.public()["public"]


def test_save_and_resume_exactly_then_play_on_alike() -> None:
    """Autosave after every decision and an exact resume (issue 7): the same state, log, summaries
    and turned racks; both copies then play on identically."""
    session = play_out(new(2, seed=21), 21, stop_after=30)
    session.view["flipped"][1] = True
    text = session.save_text()
    again = Session.from_save(GAME, text)
    assert again.log == session.log and again.view["flipped"] == [False, True]
    assert again.state.history == session.state.history
    assert [again.private(s) for s in range(2)] == [session.private(s) for s in range(2)]
    play_out(session, 21)
    play_out(again, 21)
    assert again.log == session.log and again.state.result() == session.state.result()


def test_record_export_imports_back() -> None:
    session = play_out(new(2, ("", "hard"), seed=6), 6, stop_after=12)
    loaded = Session.from_record(GAME, session.record_text())
    assert loaded.seats == session.seats
    assert loaded.log == session.log


@pytest.mark.parametrize("tamper", ["garbage", "foreign", "action", "seats", "format"])
def test_damaged_or_altered_saves_are_refused(tamper: str) -> None:
    """A tampered or broken file is refused with a clear message (RecordError), nothing half-loaded."""
    session = play_out(new(2, seed=9), 9, stop_after=15)
    data = json.loads(session.save_text())
    if tamper == "garbage":
        text = "{not json"
    elif tamper == "foreign":
        data["record"]["game"] = "sequoia"
        text = json.dumps(data)
    elif tamper == "action":
        data["record"]["actions"][0]["action"] = {"colour": "purple"}
        text = json.dumps(data)
    elif tamper == "seats":
        data["record"]["table"]["seats"].pop()
        text = json.dumps(data)
    else:
        data["format"] = "something else"
        text = json.dumps(data)
    with pytest.raises(RecordError):
        Session.from_save(GAME, text)


def test_house_rule_word_is_accepted_and_logged() -> None:
    """RULINGS Sequitur 8: with the house rule the table may accept a word the list lacks; the log says so."""
    session = new(1, seed=2, house_rule=True)
    seats = [make_seat("medium", 1)]
    while session.state.step != "spell":
        decide_one(session, seats)
    rack = session.state.racks[0]
    words = dictionary.load()
    for positions in combinations(range(len(rack)), 3):
        if BLANK in [rack[p] for p in positions] or Q in [rack[p] for p in positions]:
            continue
        view = preview(rack, positions, None, None, house_rule=True)
        if view.needs_house:
            break
    assert not view.ok and "may accept" in view.message
    accepted = preview(rack, positions, None, None, house_rule=True, house=True)
    assert accepted.ok and accepted.spell is not None and accepted.spell.house
    assert accepted.spell.word not in words
    lines = decide(session, 0, accepted.spell)
    assert any("house rule" in line for line in lines)


def test_preview_states_blank_and_qu_and_judges_the_word() -> None:
    """Rulebook "Special balls": the blank's letter and Q or QU are stated; RULINGS Sequitur 4-5 scores."""
    rack = [BLANK, "U", "S", "Q", "U", "I", "T"]
    asked = preview(rack, [0, 1, 2], None, None, house_rule=False)
    assert not asked.ok and "blank" in asked.message
    bus = preview(rack, [0, 1, 2], "b", None, house_rule=False)
    assert bus.ok and bus.text == "BUS" and bus.score == 3  # the blank scores no skill points
    quit_ = preview(rack, [3, 5, 6], None, True, house_rule=False)  # QU + I + T
    assert quit_.ok and quit_.text == "QUIT" and quit_.score == 4
    qit = preview(rack, [3, 5, 6], None, False, house_rule=False)
    assert not qit.ok and "not in the dictionary" in qit.message and qit.score == 3 + 7
    short = preview(rack, [5, 6], None, None, house_rule=True)
    assert not short.ok and "at least 3" in short.message and not short.needs_house
    mixed = preview(rack, [5, 3, 6], None, False, house_rule=False)
    assert not mixed.ok and "rearranged" in mixed.message


def test_turned_rack_maps_screen_positions_to_the_rack() -> None:
    """RULINGS Sequitur 3: turning the rack is free; a word may be read right to left."""
    rack = ["T", "A", "C"]
    assert shown(rack, True) == ["C", "A", "T"]
    positions = [to_rack(i, 3, True) for i in range(3)]
    assert positions == [2, 1, 0]
    assert preview(rack, positions, None, None, house_rule=False).text == "CAT"
    assert [to_gap(g, 3, True) for g in range(4)] == [3, 2, 1, 0]
    assert end_of("left", True) == "right" and end_of("left", False) == "left"
    assert Spell("cat", tuple(positions)).positions == (2, 1, 0)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(1, 5), seed=st.integers(0, 10_000))
def test_log_names_only_goals_everyone_can_see(players: int, seed: int) -> None:
    """Hot-seat privacy over random games at every table size: each log line, when written, names only
    goals in play or in a stack (never a secret goal unmet, nor a draw before it is revealed), and the
    shared view never holds a rack or a stored choice."""
    session = new(players, ("easy",), seed=seed)
    seats = [RandomSeat(seed * 5 + s) if s % 2 else make_seat("easy", seed * 5 + s) for s in range(players)]
    while not session.is_over:
        for line in _decide_random(session, seats):
            named = set(re.findall(r"\b[RYG]\d\d\b", line))
            visible = set(session.state.public).union(*session.state.stacks)
            assert named <= visible, (line, named - visible)
        assert not set(PRIVATE_KEYS) & set(session.public())


def _decide_random(session: Session, seats: list) -> list[str]:
    seat = session.waiting()[0]
    state = session.state
    decision = Decision(seat, state.legal_actions(seat), state.observation, default=state.unlisted_default(seat))
    return decide(session, seat, seats[seat].act(decision))


def test_moves_are_said_in_the_games_words_never_by_position() -> None:
    """An undo's log line and a revealed replay say where a letter went by its
    neighbours on the rack as it stood ("at the left end", "between E and R"),
    never a programmer's position such as "insert at 0"."""
    assert inserted_text(list("ERS"), "K", 0) == "at the left end"
    assert inserted_text(list("ERS"), "K", 1) == "between E and R"
    assert inserted_text(list("ERS"), "K", 3) == "at the right end"
    assert play_text(Play(SWAP, (0, 2)), "ERS") == "played Swap (E and S trade places)"
    assert play_text(Play(SHIFT, (0,), 2), "ERS") == "played Shift (the E moves to the right end)"
    assert play_text(Play(SHIFT, (2,), 1), "ERST") == "played Shift (the S moves between E and R)"
    assert play_text(Play(REDRAW, (0, 1)), "E?S") == "played Redraw (E and the blank go back to the bag)"
    assert play_text(Play(REPLACE, (9,)), "ERS") == "played Replace (a letter goes back to the bag)"
    session = play_out(new(1, seed=4), 4)
    said = [session.described(i) for i, (_seat, action) in enumerate(session.state.history)
            if isinstance(action, (Place, Play, End))]
    assert any(line.startswith("put ") for line in said) and any(line.startswith("played ") for line in said)
    assert not [line for line in said if re.search(r"\d", line)]


def test_an_undone_insert_is_said_in_the_games_words() -> None:
    session = new(1, seed=2)
    seats = [RandomSeat(5)]
    while not (session.waiting() and session.state.decision(0) == "insert-position"):
        seat = session.waiting()[0]
        legal = session.state.legal_actions(seat)
        insert = [a for a in legal or [] if isinstance(a, Play) and a.card == INSERT]
        decide(session, seat, insert[0] if insert else decide_action(session, seats, seat))
    rack, ball = session.private(0)["rack"], session.private(0)["drawn"]
    decide(session, 0, Place(1))
    line = session.undo(seed=1)
    # issue 41: an undo says everything it took back (the card played, then where its ball went)
    assert line.startswith(f"Undone: P0 played Insert and put {ball_text(ball)} between {ball_text(rack[0])} "
                           f"and {ball_text(rack[1])}.")
