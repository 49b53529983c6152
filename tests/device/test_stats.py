"""The statistics store (web/device/stats.py): a game counted once for each
person here by name (issue 15), an AI teammate not faced, a solo game a
score, the store's limits and a damaged store refused with what is wrong;
and the store as a door (issue 31, 5 and 6): what the app writes it can
always read back, and a store damaged in ways Python's own string tests let
through still opens the statistics screen."""
from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from web.device.stats import (MAX_DAILY, MAX_GAME_IDS, MAX_NUMBER, MAX_PLAYERS, MAX_SCORES, Player, Score, StatsError,
                              add_daily, add_game, daily_results, dumps, empty, languages_dumps, lines, parse)


# --- counting games (issue 15) --------------------------------------------------------------------

def finished(players: list[Player], winners: tuple[int, ...], data=None, game_id: str = "g1", game: str = "sequence"):
    data = data if data is not None else empty()
    return add_game(data, game=game, game_id=game_id, players=players, winners=winners), data


def test_a_game_counts_once_for_each_person_here_by_name() -> None:
    players = [Player("Ann", True, "", 0), Player("Bot", False, "hard", 1), Player("Bob", True, "", 0),
               Player("Bot 2", False, "easy", 1)]
    counted, data = finished(players, (0, 2))
    assert counted and set(data["players"]) == {"ann", "bob"}
    assert finished(players, (0, 2), data)[0] is False  # a reload, a replay: the same id
    finished([Player("ANN", True, "", 0), Player("Bot", False, "hard", 1)], (1,), data, "g2")
    (name, games), _bob = sorted(lines(data, ("easy", "medium", "hard")))
    assert name == "ANN" and games[0].played == 2 and games[0].won == 1
    assert games[0].tables == [(2, 1, 0), (4, 1, 1)]
    assert games[0].levels == [("easy", 1, 1), ("hard", 2, 1)]
    assert parse(dumps(data)) == data


def test_an_ai_teammate_is_not_faced_and_a_solo_game_is_a_score() -> None:
    _, data = finished([Player("Ann", True, "", 0), Player("Mate", False, "hard", 0), Player("Foe", False, "easy", 1),
                        Player("Foe 2", False, "easy", 1)], (0, 1))
    assert lines(data)[0][1][0].levels == [("easy", 1, 1)]
    data = empty()
    for number, points in enumerate((4, 12, 26)):
        add_game(data, game="sequitur", game_id=f"s{number}", players=[Player("Ann", True, "", 0)], winners=(0,),
                 solo_score=Score("2026-01-0" + str(number + 1), points, "" if points < 5 else "x"))
    line = lines(data)[0][1][0]
    assert (line.played, line.won, line.tables, line.best, line.average) == (0, 0, [], 26, 14.0)
    assert [s.points for s in line.scores] == [4, 12, 26]
    add_game(data, game="sequitur", game_id="duel", players=[Player("Ann", True, "", 0), Player("Bob", True, "", 1)],
             winners=(1,))
    line = lines(data)[0][1][0]
    assert (line.played, line.won, line.tables, len(line.scores)) == (1, 0, [(2, 1, 0)], 3)


def test_solo_games_counted_as_played_by_an_earlier_release_are_scores() -> None:
    """Before solo games were only scores, each also counted as played (and not won) at a table of 1."""
    data = parse('{"format": "seqgames-stats", "version": 1, "counted": ["a", "b", "c"], "players": {"ann": '
                 '{"name": "Ann", "games": {"sequitur": {"played": 3, "won": 1, "tables": {"1": [2, 0], "2": [1, 1]},'
                 ' "levels": {}, "scores": [["2026-01-01", 4, ""], ["2026-01-02", 12, "Moving up"]]}}}}}')
    line = lines(data)[0][1][0]
    assert (line.played, line.won, line.tables, len(line.scores)) == (1, 1, [(2, 1, 1)], 2)


def test_the_store_stays_within_its_limits() -> None:
    data = empty()
    for number in range(MAX_GAME_IDS + 5):
        add_game(data, game="sequoia", game_id=f"id{number}", players=[Player(f"P{number % (MAX_PLAYERS + 3)}", True, "", 0)],
                 winners=())
    assert len(data["counted"]) == MAX_GAME_IDS and len(data["players"]) == MAX_PLAYERS
    assert parse(dumps(data)) == data


@pytest.mark.parametrize("text, why", [
    ("{", "not valid JSON"),
    ("[" * 100 + "]" * 100, "nested deeper"),
    ('"x' + "a" * 600_000 + '"', "larger than"),
    ('{"format": "seqgames-stats", "version": 2}', "another version"),
    ('{"format": "other", "version": 1}', "not a statistics store"),
    ('{"format": "seqgames-stats", "version": 1, "counted": [], "players": '
     '{"ann": {"name": "Ann", "games": {"sequence": {"played": 1, "won": 2}}}}}', "more wins than games"),
    ('{"format": "seqgames-stats", "version": 1, "counted": [], "players": '
     '{"ann": {"name": "Ann", "games": {"sequence": {"played": -1, "won": 0}}}}}', "not a count"),
    ('{"format": "seqgames-stats", "version": 1, "counted": 5, "players": {}}', "games counted"),
])
def test_a_damaged_store_is_refused_with_what_is_wrong(text: str, why: str) -> None:
    with pytest.raises(StatsError, match=why):
        parse(text)


def test_nothing_stored_is_an_empty_store() -> None:
    assert parse(None) == empty()


# --- the store as a door (issue 31) ---------------------------------------------------------------

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


# today's deal's results (web/games/sequitur/daily.py): what the app writes it reads back, and
# anything else in their place is refused by name, never a crash
@settings(max_examples=200, deadline=None)
@given(st.lists(st.tuples(st.dates(), st.integers(-5, 2 * 10**9), st.text(max_size=60), st.booleans(),
                          st.lists(st.text(max_size=20), max_size=10), st.one_of(st.none(), st.integers(-3, 50)),
                          st.sampled_from(["en", "es", "de", "pl", "xx"]))))
def test_whatever_today_s_deal_writes_it_reads_back(played: list) -> None:
    data = empty()
    for day, points, title, assisted, rows, par, language in played:
        add_daily(data, {"day": day.isoformat(), "points": points, "title": title, "assisted": assisted,
                         "picture": rows, "language": language}, par)
    kept = daily_results(parse(dumps(data), languages_dumps(data)))
    assert len(kept) == min(len({d for d, *_ in played}), MAX_DAILY)
    assert [r.language for r in kept] == [item[6] if len(item) > 6 else "en" for item in data["daily"]]
    assert all(len(item) == 6 for item in json.loads(dumps(data))["daily"])  # as every release reads them


json_values = st.recursive(st.none() | st.booleans() | st.integers(-10, 2 * MAX_NUMBER) | st.text(max_size=12),
                           lambda inner: st.lists(inner, max_size=7) | st.dictionaries(st.text(max_size=5), inner, max_size=4),
                           max_leaves=30)


@settings(max_examples=300, deadline=None)
@given(json_values)
def test_anything_in_place_of_today_s_deal_is_read_or_refused(value: object) -> None:
    text = json.dumps({**empty(), "daily": value})
    try:
        data = parse(text)
    except StatsError:
        return
    kept = daily_results(data)
    assert len(kept) <= MAX_DAILY and [r.day for r in kept] == sorted({r.day for r in kept})
    parse(dumps(data))
