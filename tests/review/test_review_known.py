"""Issue 40's "done when", on the test sets of known blunders and known best moves (tests/review/known.py:
held-out games, seeds 94000 and up, each position's answer found by brute force when the set was made):
every missed win in one and every move that lets a rival win at once is a blunder naming the winning
move (the rival's, and a move that would have stopped it), every winning move taken is best, and
Sequitur's every word is graded by the goal points it fell short of the rack's best word. Each game is
replayed from its seed and moves, and each named move is checked again on a copy of the position."""
from __future__ import annotations

import pytest

from engine.core import review
from engine.sequitur.spelling import Spell, read_word
from tests.review import brute_force as bf
from tests.review import known

ADVISED = 5  # every fifth position is reviewed with its seat's advice too (which must name the same kind of move)
LEAST = {"sequence": {"won": 100, "missed": 100, "threat": 100},
         "sequoia": {"won": 100, "missed": 60, "threat": 100, "none": 100},
         "sequitur": {"word": 100, "won": 100, "missed": 30, "threat": 30}}


# the chances estimated by playouts stand at even here (tests/review/conftest.py): what these sets check is
# found by rule (the verdicts, the moves they name, a word's goal points); the estimates were two thirds
# of this test's time
pytestmark = pytest.mark.usefixtures("even_chances")


def _positions(game: str):
    """(record, loaded review game, at, kind, extra) for every position of the game's set."""
    found = known.load(game)
    for entry in found["games"]:
        record = known.replay(game, entry["seed"], entry["moves"])
        assert known.fingerprint(record) == entry["fingerprint"], \
            f"{game} seed {entry['seed']} plays another game now: make the set again ({found['made_by']})"
        loaded = review._load(game, record)
        for at, kind, *extra in entry["positions"]:
            yield record, loaded, at, kind, (extra[0] if extra else {})


@pytest.mark.parametrize("game", sorted(LEAST))
def test_the_set_is_held_out_and_large(game):
    found = known.load(game)
    assert found["seeds"][0] == known.SEEDS[game] and found["seeds"][0] >= 94000
    counts = known.counts(found)
    assert all(counts.get(kind, 0) >= least for kind, least in LEAST[game].items()), counts


def _review(game, record, loaded, at, index):
    seat = loaded.full.history[at][0]
    advised = index % ADVISED == 0
    move = review.review_move(game, record, at, advise_seats=[seat] if advised else [], seed=1, budget_s=0.02)
    return move, advised


def _advice_names(move, advised, accepts) -> None:
    if advised:
        assert move["advice"] is not None and accepts(move["advice"]["action"]) and move["best_move"] is False


def test_sequence_known_blunders_and_best_moves():
    seen: dict[str, int] = {}
    for index, (record, loaded, at, kind, _) in enumerate(_positions("sequence")):
        seat = loaded.full.history[at][0]
        before, after = loaded.states[at], loaded.states[at + 1]
        team = before.team(seat)
        move, advised = _review("sequence", record, loaded, at, index)
        where = (record["seed"], at, kind, move["grade"])

        def wins(action, state=before, who=seat):
            return bf.sequence_wins_with(state, who, state.action_from_json(action))

        def stops(action):
            return bf.sequence_stops(before, seat, before.action_from_json(action))

        bf.check_verdict(move["grade"], kind, where, wins=wins, stops=stops)
        if kind == "won":
            assert move["after"][review._side_of(loaded, seat)] == 1.0, where
        elif kind == "missed":
            assert move["grade"]["better"]["what"].startswith("Play the "), where
            _advice_names(move, advised, wins)
        elif kind == "threat":
            rivals = bf.sequence_rivals(after, team)
            for threat in move["grade"]["threats"]:  # each rival named with a move that wins it the game
                assert threat["seat"] in rivals and threat["what"], where
                assert wins(threat["action"], after, threat["seat"]), where
            _advice_names(move, advised, stops)
        seen[kind] = seen.get(kind, 0) + 1
    assert all(seen.get(kind, 0) >= least for kind, least in LEAST["sequence"].items()), seen


def test_sequoia_known_blunders_and_best_moves():
    seen: dict[str, int] = {}
    for index, (record, loaded, at, kind, extra) in enumerate(_positions("sequoia")):
        history = loaded.full.history
        seat, pair = history[at]
        before = loaded.states[at]
        others = bf.sequoia_others(before, seat, history, at)
        move, advised = _review("sequoia", record, loaded, at, index)
        grade = move["grade"]
        where = (record["seed"], at, kind, grade)

        def winner(action):
            return bf.sequoia_winner(bf.sequoia_scored(before, seat, before.action_from_json(action), others))

        bf.check_verdict(grade, kind, where, wins=lambda a: winner(a) == seat, stops=lambda a: winner(a) is None)
        if kind == "missed":
            assert "wins" in grade["better"]["why"] and "the game" in grade["better"]["why"], where
            _advice_names(move, advised, lambda a: winner(a) == seat)
        elif kind == "threat":
            rival = extra["rival"]
            assert [t["seat"] for t in grade["threats"]] == [rival], where
            named = grade["threats"][0]["action"]  # the rival's pair, or none when it chose none that turn
            assert (before.action_from_json(named) if named else None) == others.get(rival), where
            _advice_names(move, advised, lambda a: winner(a) is None)
        elif kind == "none":
            assert not grade["exact"], where
        seen[kind] = seen.get(kind, 0) + 1
    assert all(seen.get(kind, 0) >= least for kind, least in LEAST["sequoia"].items()), seen


def test_sequitur_known_blunders_and_best_moves():
    seen: dict[str, int] = {}
    limits = review.grade_limits("sequitur", review.POINTS)
    for index, (record, loaded, at, kind, extra) in enumerate(_positions("sequitur")):
        history = loaded.full.history
        seat, action = history[at]
        before = loaded.states[at]
        rack, secret, public = before.racks[seat], before.secret[seat], before.public
        move, advised = _review("sequitur", record, loaded, at, index)
        grade = move["grade"]
        where = (record["seed"], at, kind, grade)

        def points(spell):
            return 0 if spell.is_nothing else bf.goal_points(read_word(rack, spell), secret, public)

        if kind == "word":  # the known best word of the rack: the loss is what the word spelled fell short
            best, played = extra["best"], points(action)
            assert grade["exact"] and grade["unit"] == "points" and grade["loss"] == best - played, where
            assert grade["grade"] == review.grade_of(best - played, limits), where
            if best > played:
                assert points(before.action_from_json(grade["better"]["action"])) == best, where
            seen[kind] = seen.get(kind, 0) + 1
            continue
        others = bf.sequitur_others(before, seat, history, at)

        def winner(choice):
            choice = before.action_from_json(choice)
            if isinstance(choice, Spell):
                return bf.sequitur_word_winner(before, seat, choice, others)
            return bf.sequitur_claim_winner(before, seat, choice)

        bf.check_verdict(grade, kind, where, wins=lambda a: winner(a) == seat, stops=lambda a: winner(a) is None)
        if kind == "threat":
            assert [t["seat"] for t in grade["threats"]] == [extra["rival"]], where
        elif kind == "missed":
            _advice_names(move, advised, lambda a: winner(a) == seat)
        seen[kind] = seen.get(kind, 0) + 1
    assert all(seen.get(kind, 0) >= least for kind, least in LEAST["sequitur"].items()), seen
