"""The statistics store as a door (issue 31, 5 and 6): what the app writes
it can always read back, and a store damaged in ways Python's own string
tests let through still opens the statistics screen."""
from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from web.stats import (MAX_NUMBER, MAX_SCORES, Player, Score, add_game, dumps, empty, lines, parse)


def store_with(played: int, won: int, tables: dict[str, list[int]]) -> str:
    return dumps({"format": "seqgames-stats", "version": 1, "counted": [], "players": {
        "ann": {"name": "Ann", "games": {"sequence": {"played": played, "won": won, "tables": tables,
                                                      "levels": {"medium": [played, won]}, "scores": []}}}}})


def test_counts_at_their_cap_stay_readable_after_one_more_game() -> None:
    data = parse(store_with(MAX_NUMBER, MAX_NUMBER, {"2": [MAX_NUMBER, MAX_NUMBER]}))
    players = [Player("Ann", True, "", 0), Player("Computer", False, "medium", 1)]
    assert add_game(data, game="sequence", game_id="g1", players=players, winners=[0])
    again = parse(dumps(data))  # before: "Ann's sequence is not a count"
    figures = again["players"]["ann"]["games"]["sequence"]
    assert figures["played"] == figures["won"] == MAX_NUMBER
    assert figures["tables"]["2"] == [MAX_NUMBER, MAX_NUMBER]


def test_a_table_size_that_isdigit_accepts_and_int_refuses_is_skipped() -> None:
    # "²" and "١" pass str.isdigit; int("²") raises: the screen failed with "Something went wrong"
    data = parse(store_with(3, 1, {"²": [1, 0], "١": [1, 1], "2": [1, 0]}))
    (name, games), = lines(data)
    assert name == "Ann" and games[0].tables == [(2, 1, 0)]


def test_a_name_whose_compatibility_form_is_long_does_not_break_the_store() -> None:
    # NFKC turns U+FDFA into 18 letters: 40 of them would be a key the reader refuses
    data = empty()
    players = [Player("\ufdfa" * 40, True, "", 0), Player("Bob", True, "", 1)]
    assert add_game(data, game="sequoia", game_id="g2", players=players, winners=[1])
    assert parse(dumps(data))["players"]  # Bob is counted, and the store reads back


names = st.text(min_size=0, max_size=60)
games = st.lists(st.tuples(
    st.lists(st.tuples(names, st.booleans(), st.sampled_from(["", "easy", "medium", "hard", "expert", "x" * 80])),
             min_size=1, max_size=5),
    st.text(max_size=80),  # the game id
    st.integers(min_value=-5, max_value=10),  # a winner's seat
    st.integers(min_value=-10, max_value=2 * MAX_NUMBER),  # a solo score's points
    st.text(max_size=80)), max_size=12)


@settings(max_examples=300, deadline=None)
@given(games)
def test_whatever_the_app_writes_it_reads_back(played: list) -> None:
    data = empty()
    for seats, game_id, winner, points, title in played:
        players = [Player(name, here, level, seat) for seat, (name, here, level) in enumerate(seats)]
        solo = Score("2026-11-23", points, title) if len(players) == 1 else None
        add_game(data, game="sequitur", game_id=game_id, players=players, winners=[winner], solo_score=solo)
        data = parse(dumps(data))  # never StatsError
        lines(data)
    for entry in data["players"].values():
        assert len(entry["games"].get("sequitur", {"scores": []})["scores"]) <= MAX_SCORES
