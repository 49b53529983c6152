"""What the table shows of what happened, and the player's settings (issue
14), in their pure parts: which dice make a Sequoia pair, the trees of the
last reveal, the letters new or moved on a Sequitur rack, the goals a word
meets (with QU's missing skill points), moves in words to confirm them,
sounds for events, the end box's text, and the settings as stored."""
from __future__ import annotations

import random

import pytest

from engine.sequence.actions import Play, TurnIn
from engine.sequitur.actions import Claim, Colour, End, Keep, Place
from engine.sequitur.cards import PASS, Play as CardPlay
from engine.sequitur.spelling import NOTHING, Spell
from web.device import settings
from web.games.sequence import GAME as SEQUENCE
from web.games.sequence import narration as sequence_words
from web.games.sequitur import GAME as SEQUITUR
from web.games.sequitur.preview import changed_letters, goals_met
from web.games.sequoia import GAME as SEQUOIA
from web.games.sequoia.narration import fresh_trees, pair_dice
from web.model.seats import Seat, SeatKind
from web.model.session import Session


def test_the_dice_of_each_pair_and_the_one_left_out() -> None:
    """EACH TURN 2: two pairs, one die left out; a Sequoia (five equal dice) makes any totals (RULINGS Sequoia 3)."""
    assert pair_dice([4, 3, 6, 5, 2], (7, 11)) == ((4, 3), (6, 5), 2)
    assert pair_dice([1, 2, 3, 4, 5], (3, 9)) == ((1, 2), (4, 5), 3)
    assert pair_dice([6, 6, 1, 1, 3], (2, 12)) == ((1, 1), (6, 6), 3)
    assert pair_dice([2, 2, 2, 2, 2], (2, 12)) is None
    rng = random.Random(4)
    state = Session.new(SEQUOIA, {"players": 2}, [Seat("A"), Seat("B")], {}, 3).state
    from engine.sequoia.dice import reachable_pairs
    for _ in range(300):
        roll = [rng.randint(1, 6) for _ in range(5)]
        for a, b in reachable_pairs(tuple(roll)):
            found = pair_dice(roll, (a, b))
            if len(set(roll)) > 1:
                (d1, d2), (d3, d4), left = found
                assert d1 + d2 == a and d3 + d4 == b and sorted([d1, d2, d3, d4, left]) == sorted(roll)
    assert state.players == 2


def test_the_trees_of_the_last_reveal_are_marked_until_the_next() -> None:
    session = Session.new(SEQUOIA, {"players": 2}, [Seat("A"), Seat("B")], {}, 5)
    assert fresh_trees(session) == {}
    for seat in session.waiting():
        session.apply(seat, session.state.legal_actions(seat)[0])
    grown = fresh_trees(session)
    assert sum(len(seats) for seats in grown.values()) == 4  # two trees each
    revealed = session.public()["revealed"]
    assert sorted(f for f, seats in grown.items() for _ in seats) == sorted(revealed[0] + revealed[1])


def test_new_or_moved_letters_are_found() -> None:
    assert changed_letters([], ["A", "B"]) == {0, 1}
    assert changed_letters(["A", "B", "C"], ["A", "B", "C"]) == set()
    assert changed_letters(["A", "B", "C"], ["A", "X", "B", "C"]) == {1}     # Insert
    assert changed_letters(["A", "B", "C"], ["C", "B", "A"]) == {0, 2} or changed_letters(
        ["A", "B", "C"], ["C", "B", "A"]) == {1, 2} or len(changed_letters(["A", "B", "C"], ["C", "B", "A"])) == 2
    assert changed_letters(["A", "B", "C"], ["A", "B", "Z"]) == {2}          # Replace


def test_the_goals_a_word_meets_include_the_secret_and_not_qu_points() -> None:
    """Issue 14: while spelling, the page says which goals the word meets; a Q played
    as QU has no skill points (RULINGS Sequitur 4), so it meets no skill-point goal."""
    from engine.sequitur.goals import GOALS

    rack = ["S", "Q", "U", "A", "M", "E"]
    squame = Spell("squame", (0, 1, 3, 4, 5), None, True)
    skill = [g.id for g in GOALS if "skill point" in g.text]
    assert skill, "the catalog has skill-point goals"
    met = goals_met(rack, squame, [g.id for g in GOALS], house_rule=False)
    qu_points = [g for g in met if g in skill and "3 skill points or more" in next(x.text for x in GOALS if x.id == g)]
    assert qu_points == []
    assert goals_met(rack, None, skill, house_rule=False) == []
    assert goals_met(rack, NOTHING, skill, house_rule=False) == []


def test_moves_read_in_words_to_confirm_them() -> None:
    seats = [Seat("Ann"), Seat("Bob", SeatKind.AI, "easy")]
    session = Session.new(SEQUENCE, {"players": 2, "teams": 2, "variant": "classic"}, seats, {}, 7)
    state = session.state
    seat = state.to_move
    play = next(a for a in state.legal_actions(seat) if isinstance(a, Play) and a.card[0] != "J")
    row, col = state.rules.board.row_col(play.cell)
    text = SEQUENCE.action_text(session, seat, play)
    assert text.startswith("Play the ") and text.endswith(f"on row {row + 1}, column {col + 1}") and play.card not in text
    assert SEQUENCE.action_text(session, seat, Play("JH", 5)).startswith("Remove the chip on row 1, column 6 with the jack")
    assert SEQUENCE.action_text(session, seat, TurnIn("7H")) == "Turn in the dead 7 of hearts"
    assert SEQUOIA.action_text(session, 0, (5, 9)) == "Grow trees in forests 5 and 9"
    assert SEQUOIA.action_text(session, 0, (7, 7)) == "Grow two trees in forest 7"
    solo = Session.new(SEQUITUR, {"players": 1}, [Seat("Ann")], {}, 3)
    words = [SEQUITUR.action_text(solo, 0, a) for a in (Colour("red"), End("left"), Place(0), NOTHING, PASS,
                                                         CardPlay("swap", (0, 1)), Keep(None))]
    assert words == ["Choose red for your secret goal", "Put the letter on the left end", "Put the letter at the left end",
                     "Spell nothing", "Pass", "Play Swap", "Discard the drawn goal"]
    assert SEQUITUR.action_text(solo, 0, Claim("G01")) == "Claim “A three-letter word with two vowels in a row” (green, 1 point)"


def test_events_make_sounds() -> None:
    session = Session.new(SEQUENCE, {"players": 2, "teams": 2, "variant": "classic"}, [Seat("A"), Seat("B")], {}, 2)
    seat = session.state.to_move
    play = next(a for a in session.state.legal_actions(seat) if isinstance(a, Play))
    sounds = [SEQUENCE.sound(e) for e in session.apply(seat, play)]
    assert "place" in sounds or "remove" in sounds


def test_the_end_says_who_won_the_scores_and_what_decided_it() -> None:
    rng = random.Random(1)
    session = Session.new(SEQUENCE, {"players": 2, "teams": 2, "variant": "classic"}, [Seat("Ann"), Seat("Bob")], {}, 11)
    while not session.is_over:
        seat = session.state.to_move
        session.apply(seat, rng.choice(session.state.legal_actions(seat)))
    title, scores, decided = sequence_words.ending(session)
    assert title in ("Ann (blue) wins.", "Bob (green) wins.") and len(scores) == 2 and "Two sequences win" in decided
    assert any(line.endswith("2 sequences") for line in scores)


@pytest.mark.parametrize("text, expected", [
    (None, settings.Settings()),
    ("", settings.Settings()),
    ("not json", settings.Settings()),
    ("[1, 2]", settings.Settings()),
    ('{"sound": false, "speed": "fast", "confirm": true}', settings.Settings(False, "fast", True)),
    ('{"sound": "no", "speed": "warp", "confirm": 1}', settings.Settings(True, "", False)),
    ("[" * 100 + "]" * 100, settings.Settings()),
    # the player's name, cleaned as a seat's (web/device/names.py): text, never markup; nothing invisible
    ('{"name": "  Ann\u200b  \u202e<b>x</b> "}', settings.Settings(name="Ann <b>x</b>")),
    ('{"name": "' + "n" * 500 + '"}', settings.Settings(name="n" * 40)),
    ('{"name": 5}', settings.Settings()),
    ('{"name": "\u200b \u00a0"}', settings.Settings()),
])
def test_settings_read_back_and_anything_unreadable_gives_the_defaults(text, expected) -> None:
    assert settings.parse(text) == expected
    assert settings.parse(settings.dumps(expected)) == expected


def test_animation_speed_and_reduced_motion() -> None:
    assert settings.Settings().factor(reduced_motion=False) == 1.0
    assert settings.Settings().factor(reduced_motion=True) == 0.0   # the system asks for less motion
    assert settings.Settings(speed="slow").factor(reduced_motion=True) == 1.6  # unless the player chose
    assert settings.Settings(speed="off").factor(reduced_motion=False) == 0.0
