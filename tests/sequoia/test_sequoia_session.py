"""The Sequoia page's pure-Python part on the table (web/model/session.py
with web/games/sequoia: narration.py): the log in words, secrecy until the
reveal, saves and resume, records, changing a stored choice."""
from __future__ import annotations

import json
import re
import random

import pytest

from engine.core.errors import RecordError, SetupError
from web.games.sequoia import GAME
from web.games.sequoia.narration import (
    end_label, forest_awards, label, points_through, result_lines, takings, tie_text, turn_label,
)
from web.device.names import name_clash, plural
from web.model.seats import Seat, SeatKind
from web.model.session import Session


def new(players: int = 2, variant: str = "face-up", seed: int = 1, names: list[str] | None = None) -> Session:
    seats = [Seat(names[i] if names else f"P{i}") if i == 0 else Seat(names[i] if names else f"P{i}", SeatKind.AI, "easy")
             for i in range(players)]
    return Session.new(GAME, {"players": players, "tokens": variant}, seats, {}, seed)


def choose(session: Session, seat: int, action) -> list[str]:
    """Store `seat`'s choice; the new log lines (the reveal, when it was the last)."""
    before = len(session.log)
    session.apply(seat, action)
    return session.log[before:]


def play_turn(session: Session, rng: random.Random) -> None:
    for seat in session.waiting():
        choose(session, seat, rng.choice(session.state.legal_actions(seat)))


@pytest.mark.parametrize("config", [{"players": 1}, {"players": 6}, {"players": 3, "tokens": "sideways"}])
def test_setup_refuses_tables_the_rules_do_not_allow(config: dict) -> None:
    """SETUP: 2 to 5 players; tokens face up or face down."""
    with pytest.raises(SetupError):
        Session.new(GAME, config, [Seat(f"P{i}") for i in range(config["players"])], {}, 1)


def test_a_choice_stays_secret_until_every_seat_has_chosen() -> None:
    """EACH TURN 2: choices are revealed together; the log says nothing before."""
    session = new(3, seed=11)
    first = session.state.legal_actions(0)[0]
    assert choose(session, 0, first) == []
    assert session.log == []
    choose(session, 1, session.state.legal_actions(1)[0])
    lines = choose(session, 2, session.state.legal_actions(2)[0])
    assert len(lines) == 1 and lines[0].startswith("Turn 1: P0 (blue) grew")
    assert "P1 (red)" in lines[0] and "P2 (green)" in lines[0]


def test_a_whole_game_logs_scoring_ties_and_the_final_scores() -> None:
    """SCORING and TIEBREAKER TURNS: the log names the tokens won and every tie; the result names the winners."""
    rng = random.Random(3)
    tiebreaks = 0
    for seed in range(1, 6):
        session = new(4, seed=seed)
        while not session.state.is_over:
            if session.state.phase == "tiebreak":
                tiebreaks += 1
                text = tie_text(session)
                assert text.startswith("Tiebreaker:")
                for forest, tie in session.public()["ties"].items():
                    assert f"forest {forest} ({tie['token']} token): " in text
                    assert all(session.seats[s].name in text for s in tie["seats"])
                assert any(line.startswith("Forest ") and " tie for the " in line for line in session.log)
            else:
                assert tie_text(session) == ""
            play_turn(session, rng)
        assert "Scoring every forest." in session.log
        assert session.log[-1].startswith("Final scores:")
        result = session.state.result()
        assert result_lines(session)[0].count(session.seats[result.winners[0]].name)
        assert turn_label(session) == "Game over"
    assert tiebreaks > 0, "no game reached a tiebreaker turn: pick other seeds"


def test_save_and_resume_mid_turn_are_exact() -> None:
    """A reload mid-turn (one seat has chosen) resumes with the same rolls, choices and log."""
    session = new(3, "face-down", seed=5)
    rng = random.Random(1)
    for _ in range(4):
        play_turn(session, rng)
    choose(session, 1, session.state.legal_actions(1)[0])
    again = Session.from_save(GAME, session.save_text())
    assert again.log == session.log
    assert again.waiting() == session.waiting() == [0, 2]
    assert again.state.observation(0) == session.state.observation(0)
    assert again.seats == session.seats and again.state.config == session.state.config


def test_a_tampered_save_is_refused() -> None:
    session = new(2, seed=5)
    data = json.loads(session.save_text())
    data["record"]["actions"] = [{"seat": 0, "action": {"type": "sums", "sums": [2, 2]}}] * 3
    with pytest.raises(RecordError):
        Session.from_save(GAME, json.dumps(data))
    with pytest.raises(RecordError):
        Session.from_save(GAME, "not json")


def test_an_exported_record_loads_back_with_its_seats() -> None:
    """Export and import: the record replays to the same position, names and AI levels included."""
    session = new(3, "face-down", seed=8)
    rng = random.Random(2)
    for _ in range(3):
        play_turn(session, rng)
    again = Session.from_record(GAME, session.record_text())
    assert again.state.observation(1) == session.state.observation(1)
    assert again.seats == session.seats and again.log == session.log
    assert again.state.config == {"players": 3, "tokens": "face-down"}


def test_an_export_keeps_choices_not_yet_revealed_out_of_the_file() -> None:
    """EACH TURN 2: a stored choice is secret until the reveal, so the file stops at the last reveal;
    the seat chooses again from the same roll after an import."""
    session = new(3, seed=4)
    play_turn(session, random.Random(5))
    choose(session, 0, session.state.legal_actions(0)[-1])
    data = json.loads(session.record_text())
    assert len(data["actions"]) == 3
    again = Session.from_record(GAME, json.dumps(data))
    assert again.waiting() == [0, 1, 2]
    assert again.state.rolls == session.state.rolls and again.state.rolls[0] is not None


@pytest.mark.parametrize("damage, message", [
    (lambda d: d["actions"].__setitem__(0, {"seat": 0, "action": {"type": "sums", "sums": [12, 2]}}), "not legal"),
    (lambda d: d.__setitem__("game", "sequence"), "not sequoia"),
    (lambda d: d["table"]["seats"].pop(), "lists 1 seats for a game of 2"),
    (lambda d: d["table"]["seats"][1].__setitem__("ai", "godlike"), "unknown AI level"),
    (lambda d: d.__setitem__("seed", "x"), "seed must be an integer"),
])
def test_a_damaged_record_is_refused_with_the_reason(damage, message: str) -> None:
    session = new(2, seed=6)
    play_turn(session, random.Random(1))
    data = json.loads(session.record_text())
    damage(data)
    with pytest.raises(RecordError, match=message):
        Session.from_record(GAME, json.dumps(data))
    with pytest.raises(RecordError, match="not valid JSON"):
        Session.from_record(GAME, "{ not json")


def test_a_record_without_a_table_seats_people_named_by_number() -> None:
    session = new(2, seed=6)
    data = json.loads(session.record_text())
    del data["table"]
    again = Session.from_record(GAME, json.dumps(data))
    assert [s.name for s in again.seats] == ["Player 1", "Player 2"] and again.people_here == [0, 1]


def test_the_final_scoring_names_every_forest_and_who_took_which_token() -> None:
    """SCORING, RULINGS Sequoia 4: first and second tokens per forest, a lone player takes only the
    first, an empty forest gives none; the points in the lines add up to the scores."""
    rng = random.Random(9)
    for seed in (1, 2, 3):
        session = new(3, seed=seed)
        while not session.state.is_over:
            play_turn(session, rng)
        awards = forest_awards(session)
        assert [forest for forest, _text in awards] == list(range(2, 13))
        state = session.state
        points = [0] * 3
        for f, (forest, text) in enumerate(awards):
            assert text.startswith((f"Forest {forest}: ", f"Forest {forest} (trees: "))
            for token, who in enumerate((state.first[f], state.second[f])):
                if who is not None:
                    name = session.seats[who].name
                    word = ("first", "second")[token]
                    assert re.search(rf"{name} (has the (next )?most trees and |alone has trees here and |breaks the tie "
                                     rf"and )?takes the {word} token, worth {state.tokens[f][token]}\b", text), text
                    points[who] += state.tokens[f][token]
            if state.first[f] is None and forest not in state.unsettled:
                assert text == f"Forest {forest}: No trees, no token."
        assert points == state.scores() == points_through(session, 11)
        assert points_through(session, 0) == [0, 0, 0]
        first_two = [0, 0, 0]
        for f in (0, 1):
            for who, value in zip((state.first[f], state.second[f]), state.tokens[f]):
                if who is not None:
                    first_two[who] += value
        assert points_through(session, 2) == first_two


def test_a_choice_not_yet_revealed_can_be_changed_from_the_same_roll() -> None:
    """EACH TURN 2 on one device: until the reveal a player may change the stored choice; the roll,
    the other stored choices and the log stay as they were; a revealed choice cannot change."""
    session = new(3, seed=12)
    play_turn(session, random.Random(4))
    rolls = session.state.rolls[:]
    choose(session, 0, session.state.legal_actions(0)[0])
    choose(session, 2, session.state.legal_actions(2)[0])
    lines = session.log[:]
    session.take_back(0)
    assert session.waiting() == [0, 1] and session.state.rolls == rolls and session.log == lines
    assert 2 in session.state.choices
    again = session.state.legal_actions(0)[-1]
    choose(session, 0, again)
    revealed = choose(session, 1, session.state.legal_actions(1)[0])
    assert session.state.revealed[0] == again
    assert f"P0 (blue) {session.state.describe(0, again)}" in revealed[0]
    with pytest.raises(ValueError):
        session.take_back(0)


def tiebreak_session(players: int = 3) -> tuple[Session, random.Random]:
    """A game played at random to its first tiebreaker turn."""
    rng = random.Random(7)
    for seed in range(1, 60):
        session = new(players, seed=seed)
        while not session.state.is_over and session.state.phase != "tiebreak":
            play_turn(session, rng)
        if session.state.phase == "tiebreak":
            return session, rng
    raise AssertionError("no game reached a tiebreaker turn: pick other seeds")


def test_a_tiebreaker_pair_outside_the_tied_forests_grows_nothing_and_the_log_says_so() -> None:
    """TIEBREAKER TURNS ("New tokens can only be added where a player is tied; therefore, some pairs
    of dice will have no effect"), RULINGS Sequoia 5: the log says what really grew, never the pair
    as if it had counted."""
    missed = partly = 0
    for players in (2, 3, 4):
        session, rng = tiebreak_session(players)
        while session.state.phase == "tiebreak" and not (missed and partly):
            state = session.state
            title = f"Tiebreaker turn {state.tiebreak_turns + 1}: "
            wanted = []
            for seat in session.waiting():
                tied = state.tied_forests(seat)
                legal = state.legal_actions(seat)
                outside = [a for a in legal if a[0] not in tied and a[1] not in tied]
                half = [a for a in legal if a[0] != a[1] and (a[0] in tied) != (a[1] in tied)]
                who = label(session, seat)
                name = session.seats[seat].name
                action = rng.choice(legal)
                if outside and not missed:
                    action = outside[0]
                    a, b = action
                    wanted.append(f"{who} grew no tree: " + (f"{name} is not tied in forest {a}" if a == b else
                                                             f"{name} is tied in neither forest {a} nor forest {b}"))
                    missed += 1
                elif half and not partly:
                    action = half[0]
                    grown, other = action if action[0] in tied else action[::-1]
                    wanted.append(f"{who} grew a tree in forest {grown} and none in forest {other}, "
                                  f"where {name} is not tied")
                    partly += 1
                lines = choose(session, seat, action)
            reveal = lines[0]
            assert reveal.startswith(title)
            for text in wanted:
                assert text in reveal, reveal
    assert missed and partly, "no tiebreaker turn offered such pairs: pick other seeds"


def test_each_token_is_logged_once_when_a_tie_for_second_settles_later() -> None:
    """SCORING then TIEBREAKER TURNS (RULINGS Sequoia 5: a tie for first that breaks may leave a tie
    for second): the award of a forest's first token is logged once, not again with its second."""
    rng = random.Random(11)
    later = 0
    for seed in range(1, 40):
        session = new(4, seed=seed)
        while not session.state.is_over:
            play_turn(session, rng)
        awards = [line for line in session.log if line.startswith("Forest ") and " takes the " in line]
        keyed = [(line.split(":")[0], word) for line in awards for word in re.findall(r"takes the (first|second) token", line)]
        assert len(keyed) == len(set(keyed)), awards
        state = session.state
        assert len(keyed) == sum(w is not None for f in range(11) for w in (state.first[f], state.second[f]))
        assert session.log.count("Scoring every forest.") == 1
        later += any(line.startswith("Forest ") and "takes the second" in line and "takes the first" not in line
                     for line in session.log)
    assert later, "no game settled a second token after its first: pick other seeds"


def test_a_new_game_refuses_two_players_with_the_same_name_but_saves_with_them_load() -> None:
    """On one device each player is named on the pass-the-device cover (RULINGS Sequoia 7), so a new
    game's names must differ (trimmed, ignoring case); a save or record that has them still loads,
    the later renamed so the covers differ (issue 31, 7)."""
    assert name_clash(["P0", "P1", "P2"]) == ""
    assert name_clash(["Ann", "P1", "  aNN "]) == "Two players are both called “Ann”: give each a different name."
    session = new(3, seed=3, names=["Ann", "P1", "aNN"])
    again = Session.from_save(GAME, session.save_text())
    assert [s.name for s in again.seats] == ["Ann", "P1", "aNN (2)"]
    assert [s.name for s in Session.from_record(GAME, session.record_text()).seats] == ["Ann", "P1", "aNN (2)"]


def test_the_result_reads_naturally() -> None:
    """GAME END: one point is "1 point"; a victory shared by three names them "Ann, Bob and Cy";
    each line names the seat by its colour and, for an AI, its level ("P2 (green, AI: Easy)")."""
    assert plural(1, "point") == "1 point" and plural(0, "point") == "0 points" and plural(7, "point") == "7 points"
    rng = random.Random(2)
    for seed in range(1, 8):
        session = new(3, seed=seed)
        while not session.state.is_over:
            play_turn(session, rng)
        scores = session.state.scores()
        for line, seat in zip(result_lines(session)[1:], sorted(range(3), key=lambda s: -scores[s])):
            assert line == f"{end_label(session, seat)}: {scores[seat]} point{'' if scores[seat] == 1 else 's'}"


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_final_scoring_s_tokens_are_the_engine_s_scores(players: int) -> None:
    """SCORING: forest by forest, the tokens taken (the final scoring's picture, web/games/sequoia/scoring_view.py)
    add up to the engine's scores, each the engine's award with the forest's token value, and a seat
    takes at most one token of a forest."""
    rng = random.Random(players)
    for seed in range(1, 4):
        session = new(players, seed=seed)
        while not session.state.is_over:
            play_turn(session, rng)
        taken = takings(session)
        assert [forest for forest, _t in taken] == list(range(2, 13))
        points = [0] * players
        state = session.state
        for f, (forest, tokens) in enumerate(taken):
            assert len({seat for _token, seat, _value in tokens}) == len(tokens)
            for token, seat, value in tokens:
                points[seat] += value
                index = ("first", "second").index(token)
                assert (state.first[f], state.second[f])[index] == seat and state.tokens[f][index] == value
        assert points == list(session.state.scores()) == points_through(session, 11)


def test_the_final_scoring_says_why_each_token_goes_where_it_goes() -> None:
    """TIES ("If there is a tie for 1st place, remove all tree tokens from the players not tied for 1st
    place"; "If there is a tie for 2nd place, give the 1st place token to the 1st place player") and
    TIEBREAKER TURNS, RULINGS Sequoia 4-5, issue 67: each forest's line says the trees each player had
    when the scoring began, a tie and whose trees it took off, a first token settled at once beside a
    tie for second, and the tiebreaker turn that broke the tie."""
    session = new(3, seed=0)
    rng = random.Random(0)
    while not session.state.is_over:
        play_turn(session, rng)
    lines = dict(forest_awards(session))
    assert lines[5] == ("Forest 5 (trees: P1 4, P2 4, P0 2): P1 and P2 tie for the most trees and play tiebreaker turns "
                        "for both tokens. P0 is not in the tie, so their trees come off. Tiebreaker turn 1 (trees: P2 5, "
                        "P1 4): P2 breaks the tie and takes the first token, worth 3. P1 takes the second token, worth 1.")
    assert lines[8] == ("Forest 8 (trees: P1 3, P0 1, P2 1): P1 has the most trees and takes the first token, worth 5. "
                        "P0 and P2 tie for the next most trees and play tiebreaker turns for the second token. "
                        "Tiebreaker turn 3 (trees: P0 2, P2 1): P0 breaks the tie and takes the second token, worth 1.")
    assert lines[2] == ("Forest 2 (trees: P1 1): P1 alone has trees here and takes the first token, worth 4; no one "
                        "takes the second.")
    assert lines[3] == "Forest 3: No trees, no token."
    # the log says it as the scoring finds the ties, before the tiebreaker turns, and each turn that leaves one as it was
    assert ("Forest 5: P1 and P2 tie for the most trees and play tiebreaker turns for both tokens. P0 is not in the "
            "tie, so their trees come off.") in session.log
    assert ("Forest 8: P1 has the most trees and takes the first token, worth 5. P0 and P2 tie for the next most "
            "trees and play tiebreaker turns for the second token.") in session.log
    assert "Forest 8: P0 breaks the tie and takes the second token, worth 1." in session.log
    assert session.log.count("Forest 12 is still tied.") == 11  # tiebreaker turns 1 to 11 left it tied
    # the trees named are the trees grown in the ten turns (the reveals), forest by forest
    grown = {forest: [0, 0, 0] for forest in range(2, 13)}
    for _at, event in session.events:
        if type(event).__name__ == "Revealed" and not event.tiebreak:
            for seat, forests in enumerate(event.grown):
                for forest in forests:
                    grown[forest][seat] += 1
    for forest, text in lines.items():
        for seat in range(3):
            if grown[forest][seat]:
                assert re.search(rf"\bP{seat} {grown[forest][seat]}[,)]", text.split(": ", 2)[1]), (forest, text)
