"""Playing for the win (engine/sequitur/ai/winning.py): rulebook "At the end of
3 rounds, the player with the most total points from Goal Cards in their
stack wins the game", so a point is worth what it does to the chance of
finishing ahead."""

from __future__ import annotations

import pytest

from engine.sequitur.goals import POINTS
from engine.sequitur.ai.winning import LOW, HIGH, ROUND_LEADS, SECRET_MET, later_rounds, rival_gain, standing


def _obs(points: list[int], round_: int = 3, players: int = 2, colours: list | None = None,
         public: tuple[str, ...] = ()) -> dict:
    return {"players": players, "seat": 0, "points": points, "round": round_, "public": list(public),
            "secret_colours": colours or [None] * players}


def test_solo_play_counts_every_point_the_same() -> None:
    assert standing(_obs([5], players=1), ()) is None


def test_a_rivals_round_is_a_distribution_of_points() -> None:
    gain = dict(rival_gain("red", (0, 1, 0), ("green",), 2))
    assert sum(gain.values()) == pytest.approx(1.0)
    assert gain[0] > 0 and max(gain) == POINTS["red"] + POINTS["yellow"] + 2 * POINTS["green"]
    mean = sum(x * p for x, p in gain.items())
    assert mean > POINTS["red"] * SECRET_MET["red"]  # the public goals add to the secret goal
    later = dict(later_rounds(2))
    assert sum(later.values()) == pytest.approx(1.0)
    assert all(later[d] == pytest.approx(later[-d]) for d in later)  # the same either way
    assert max(later) == 2 * max(ROUND_LEADS)


def test_the_chance_to_win_rises_with_every_point_and_turns_back_into_points() -> None:
    table = standing(_obs([10, 12], round_=2, colours=[None, "yellow"]), ("yellow", "green"))
    chances = [table.chance(v / 2) for v in range(2 * LOW, 2 * HIGH + 1)]
    assert all(b > a for a, b in zip(chances, chances[1:]))
    for v in (-12.0, -3.0, 0.0, 2.5, 7.25, 39.0, 45.0):
        assert table.points(table.chance(v)) == pytest.approx(v)
    assert table.mean([4.0, 4.0]) == pytest.approx(4.0)


def test_ahead_the_sure_points_behind_the_gamble() -> None:
    """The last round, a sure 3 points or an even chance of 0 or 6: four points
    ahead the sure 3 is worth more, four behind the gamble (the rival's
    secret goal is yellow, one public goal of each colour is in play)."""
    public = ("R01", "Y01", "G01")
    ahead = standing(_obs([14, 10], colours=[None, "yellow"], public=public), ())
    behind = standing(_obs([10, 14], colours=[None, "yellow"], public=public), ())
    assert ahead.mean([0.0, 6.0]) < 3.0 < behind.mean([0.0, 6.0])
    # with rounds still to come the lead settles less, and the gamble is nearer its mean
    early = standing(_obs([14, 10], round_=1, colours=[None, "yellow"], public=public), ())
    assert ahead.mean([0.0, 6.0]) < early.mean([0.0, 6.0])
