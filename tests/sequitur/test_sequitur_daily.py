"""Today's deal (issue 26, part 4; docs/rules.md "Today's deal"): the seed
from the date, the same deal in two sessions of one date, which games are
the day's deal, the share text that spoils nothing, the streaks across month
and year ends and missed days, and the results kept in the statistics
within their limits (engine/sequitur/daily.py, web/games/sequitur/daily.py,
web/device/stats.py)."""
from __future__ import annotations

import json
import re

import pytest

from engine.core.record import public_record
from engine.sequitur.ai import make_seat
from engine.core.seats import Decision
from engine.sequitur.daily import CONFIG, check_day, config_of, language_of, next_day, seed_of
from engine.sequitur.dictionary import LANGUAGES
from engine.sequitur.goals import BY_ID
from web.games.sequitur import GAME
from engine.core.daily import streaks
from web.games.sequitur.daily import (MISSED_PUBLIC, MISSED_SECRET, OPTION, SQUARES, check_options, day_of, picture,
                                      result_of, share_text, to_decision)
from web.device.stats import (MAX_DAILY, StatsError, add_daily, daily_results, dumps, empty, languages_dumps, parse,
                              set_par)
from web.model.seats import Seat
from web.model.session import Session

DAY = "2026-11-23"


def daily(day: str = DAY, name: str = "Ann", language: str = "en") -> Session:
    return Session.new(GAME, config_of(language), [Seat(name)], {"hints": True, OPTION: day}, seed_of(day))


def play(session: Session, seed: int = 3, level: str = "medium") -> Session:
    seat = make_seat(level, seed, time_limit=0.01)
    while not session.is_over:
        state = session.state
        decision = Decision(0, state.legal_actions(0), state.observation, default=state.unlisted_default(0))
        session.apply(0, seat.act(decision))
    return session


# --- the seed ---------------------------------------------------------------------------

def test_the_seed_of_a_day_is_fixed_and_differs_between_days() -> None:
    # pinned: every device and every release deals this day alike (a change here changes everyone's deal)
    assert seed_of(DAY) == 7363714483829447663
    days = [DAY]
    for _ in range(400):
        days.append(next_day(days[-1]))
    seeds = [seed_of(d) for d in days]
    assert len(set(seeds)) == len(seeds)
    assert all(0 <= s < 2**63 for s in seeds)
    # neighbouring days' seeds share nothing a person could extrapolate (a hash, not a counter)
    assert abs(seed_of("2026-11-24") - seed_of(DAY)) > 2**40


@pytest.mark.parametrize("bad", ["2026-02-30", "2026-1-5", "26-11-23", "2026-11-23T00", "", None, 20261123,
                                 "２０２６-11-23", "2026-13-01"])
def test_a_day_that_is_no_date_is_refused(bad: object) -> None:
    with pytest.raises(ValueError):
        check_day(bad)
    assert OPTION not in check_options({"hints": True, OPTION: bad})


def test_the_day_after_crosses_months_years_and_leap_days() -> None:
    assert next_day("2026-01-31") == "2026-02-01"
    assert next_day("2028-02-28") == "2028-02-29"
    assert next_day("2026-12-31") == "2027-01-01"


# --- the same deal ------------------------------------------------------------------------

def test_two_sessions_of_one_day_deal_the_same_and_another_day_does_not() -> None:
    one, two, other = daily(), daily(name="Bob"), daily("2026-11-24")
    assert one.private(0)["rack"] == two.private(0)["rack"]
    assert one.private(0)["rack"] != other.private(0)["rack"]
    # the same choices draw the same letters and goals to the end
    play(one, seed=5)
    play(two, seed=5)
    assert one.state.outcomes == two.state.outcomes
    assert one.state.result() == two.state.result()
    assert picture(one) == picture(two)


def test_the_day_s_config_names_the_language_of_its_words_but_english_s_stays_as_it_was() -> None:
    assert config_of("en") == CONFIG == {"players": 1}
    assert config_of("es") == {"players": 1, "language": "es"}
    for language in LANGUAGES:
        assert language_of(config_of(language)) == language
    assert language_of({"players": 2, "language": "es"}) is None
    assert language_of({"players": 1, "language": "xx"}) is None
    assert language_of({"players": 1, "house_rule": True}) is None


def test_everyone_of_one_language_gets_the_same_deal_from_the_same_seed() -> None:
    one, two = daily(language="es"), daily(name="Bea", language="es")
    assert one.state.seed == two.state.seed == daily().state.seed == seed_of(DAY)  # one seed a day, any language
    assert one.state.language == "es" and one.private(0)["rack"] == two.private(0)["rack"]
    play(one, seed=5)
    play(two, seed=5)
    assert one.state.outcomes == two.state.outcomes and picture(one) == picture(two)
    # a Spanish deal is the day's deal, its result names its language; an English one's names none
    assert day_of(one) == DAY
    result = result_of(one)
    assert result is not None and result["language"] == "es"
    assert "language" not in (result_of(play(daily(), seed=5)) or {"language": 1})
    assert share_text(result, 9).split("\n")[0].split(" · ")[2] == "Spanish"  # after "Sequitur · today's deal {date}"
    assert "Spanish" not in share_text(dict(result, language="en"), 9)
    for language in LANGUAGES[1:]:
        assert day_of(daily(language=language)) == DAY


def test_a_day_s_result_in_spanish_words_is_kept_counts_once_and_gets_its_own_par() -> None:
    data = empty()
    spanish = dict(result(DAY), language="es")
    assert add_daily(data, spanish)
    assert not add_daily(data, result(DAY))  # one result a day, whatever the language
    assert not set_par(data, DAY, 14)  # English's par is not the Spanish deal's
    assert set_par(data, DAY, 12, "es")
    kept = daily_results(parse(dumps(data), languages_dumps(data)))
    assert [(r.day, r.par, r.language) for r in kept] == [(DAY, 12, "es")]
    # a result kept before the languages (six fields) reads as English's
    old = empty()
    assert add_daily(old, result(DAY)) and len(old["daily"][0]) == 6
    assert daily_results(parse(dumps(old)))[0].language == "en"
    # a store of seven-field results (written between the languages and their own key) reads too
    seven = json.dumps(dict(empty(), daily=[data["daily"][0]]))
    assert daily_results(parse(seven))[0].language == "es"
    with pytest.raises(StatsError):
        parse(seven.replace('"es"]', '"xx"]'))


def old_stats() -> object:
    """web/device/stats.py as the release before the languages had it (54083d4's parent), from git."""
    import subprocess
    import types
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    text = subprocess.run(["git", "show", "54083d4^:web/device/stats.py"], cwd=root, capture_output=True,
                          text=True, check=True).stdout
    assert "len(item) == 6" in text  # its reader: six fields, anything else damaged
    module = types.ModuleType("old_stats")
    exec(compile(text, "old_stats.py", "exec"), module.__dict__)
    return module


def test_a_store_with_a_day_in_spanish_words_is_read_and_written_by_the_release_before_losing_nothing() -> None:
    """A tab still on the release before the languages (its service worker's cache), or a rollback, reads the
    statistics as it always did, a day in Spanish words among them, and what it writes back keeps that day's
    language (apart, in its own key: docs/records.md)."""
    old = old_stats()
    data = empty()
    assert add_daily(data, dict(result("2026-11-22", 9), language="es"))
    assert add_daily(data, result(DAY, 12))
    assert add_daily(data, dict(result("2026-11-20", 7), language="pl"), late=True)
    text, languages = dumps(data), languages_dumps(data)
    with pytest.raises(old.StatsError, match="a result of today's deal is malformed"):
        old.parse(json.dumps(data))  # a seventh field, as the store was written until now: "damaged"
    before = old.parse(text)
    assert [item[:2] for item in before["daily"]] == [["2026-11-22", 9], [DAY, 12]]
    assert [r.points for r in old.daily_results(before, "late")] == [7]
    # it counts a game and writes the store back as it knows it: the languages are still there
    assert old.add_daily(before, result("2026-11-24", 15))
    again = parse(old.dumps(before), languages)
    assert [(r.day, r.points, r.language) for r in daily_results(again)] == [
        ("2026-11-22", 9, "es"), (DAY, 12, "en"), ("2026-11-24", 15, "en")]
    assert [(r.day, r.language) for r in daily_results(again, "late")] == [("2026-11-20", "pl")]
    # a day whose result is not the one its language was kept with (written again by the release before,
    # its statistics cleared meanwhile) reads as English's
    cleared = old.empty()
    assert old.add_daily(cleared, result("2026-11-22", 3))
    assert daily_results(parse(old.dumps(cleared), languages))[0].language == "en"
    # a damaged languages key leaves every day English's, the store read as it is
    for damaged in ("[", '{"daily": 3}', '{"daily": {"2026-11-22": ["xx", 9]}}', "null"):
        assert [r.language for r in daily_results(parse(text, damaged))] == ["en", "en"]


def test_round_one_s_eight_letters_do_not_depend_on_the_choices() -> None:
    # docs/rules.md "Today's deal": whatever secret colour and goals two players keep and whichever ends
    # their letters go to, round 1 deals the same eight letters (five, the secret goal's two cards, three)
    letters, secrets = [], set()
    for pick in range(3):
        session = daily()
        while sum(kind == "letter" for kind, _ in session.state.outcomes) < 8:
            legal = session.state.legal_actions(0)
            session.apply(0, legal[pick % len(legal)])
        letters.append([v for kind, v in session.state.outcomes if kind == "letter"][:8])
        secrets.add(session.state.history[0][1])
    assert len(secrets) == 3  # three secret colours, three different goal draws
    assert letters[0] == letters[1] == letters[2]


def test_only_the_days_own_deal_is_the_days_deal() -> None:
    session = daily()
    assert day_of(session) == DAY
    # a rematch (a new seed) keeps the table's options but is not the day's deal
    assert day_of(session.rematch(12345)) is None
    # another day's name on this deal, or a deal of several players, is not it either
    assert day_of(Session.new(GAME, dict(CONFIG), [Seat("Ann")], {OPTION: "2026-11-24"}, seed_of(DAY))) is None
    assert day_of(Session.new(GAME, {"players": 2}, [Seat("A"), Seat("B")], {OPTION: DAY}, seed_of(DAY))) is None
    # an export of the game in progress travels without its seed: imported, it is dealt anew, not the day's deal
    play_some = daily()
    imported = Session.from_record(GAME, {**public_record(play_some.state), "table": play_some.table_json()})
    assert day_of(imported) is None
    # the autosave keeps it, so a reload is still the day's deal
    assert day_of(Session.from_save(GAME, session.save_text())) == DAY
    assert json.loads(session.save_text())["record"]["table"][OPTION] == DAY


def test_to_decision_plays_chance_and_forced_moves_up_to_a_choice() -> None:
    state, seat = to_decision(daily().state.clone())
    assert seat == 0 and len(state.legal_actions(0) or [1, 2]) > 1
    chooser = make_seat("easy", 1)
    while seat is not None:
        state.apply(seat, chooser.act(Decision(seat, state.legal_actions(seat), state.observation,
                                               default=state.unlisted_default(seat))))
        state, seat = to_decision(state)
    assert state.is_over


# --- the share text ------------------------------------------------------------------------

def test_the_share_text_says_the_day_score_title_and_par_and_nothing_of_the_deal() -> None:
    session = play(daily(), seed=4, level="medium")
    result = result_of(session)
    assert result is not None
    text = share_text(result, 21)
    head, *rows = text.split("\n")
    points = session.state.result().scores[0]
    assert head.startswith(f"Sequitur · today's deal {DAY} · {points} point")
    assert head.endswith(" · par 21")
    assert len(rows) == 3
    allowed = set(SQUARES.values()) | {MISSED_PUBLIC, MISSED_SECRET, " "}
    assert all(set(row) <= allowed for row in rows)
    # no letter of a rack, word or goal: take away the fixed words and the title, and no letter is left
    title = session.state.result().details["rank"] or ""
    rest = text.replace("Sequitur", "").replace("today's deal", "").replace("points", "").replace("point", "")
    rest = rest.replace(f"({title})" if title else "", "").replace("par", "")
    assert not re.search(r"[A-Za-z]", rest), rest
    assert not any(goal in text for goal in BY_ID)


def test_the_share_rows_count_the_goals_met() -> None:
    session = play(daily(), seed=6, level="medium")
    rows = picture(session)
    met = sum(ch in SQUARES.values() for row in rows for ch in row)
    stacks = session.public()["stacks"][0]
    assert met == len(stacks)  # every goal met is a coloured square, every other one grey or black


def test_an_assisted_result_says_so_and_par_waits() -> None:
    session = daily()
    session.note_aid("suggest")
    play(session, seed=2)
    result = result_of(session)
    assert result["assisted"]
    text = share_text(result, None)
    assert " · assisted" in text.split("\n")[0] and "par" not in text


# --- the streaks --------------------------------------------------------------------------

@pytest.mark.parametrize("days, today, expected", [
    ([], "2026-11-23", (0, 0)),
    (["2026-11-23"], "2026-11-23", (1, 1)),
    (["2026-11-22"], "2026-11-23", (1, 1)),  # today's still to play: yesterday's run goes on
    (["2026-11-21"], "2026-11-23", (0, 1)),  # a day missed
    (["2026-10-31", "2026-11-01", "2026-11-02"], "2026-11-02", (3, 3)),  # across a month's end
    (["2026-12-30", "2026-12-31", "2027-01-01"], "2027-01-02", (3, 3)),  # across a year's end
    (["2028-02-28", "2028-02-29", "2028-03-01"], "2028-03-01", (3, 3)),  # a leap day
    (["2026-02-27", "2026-02-28", "2026-03-02"], "2026-03-02", (1, 2)),  # 2026 has no 29 February: a gap
    (["2026-11-01", "2026-11-02", "2026-11-03", "2026-11-10", "2026-11-11"], "2026-11-11", (2, 3)),
    (["2026-11-25"], "2026-11-23", (0, 1)),  # a day ahead of the clock (the clock was set back)
])
def test_streaks(days: list[str], today: str, expected: tuple[int, int]) -> None:
    assert streaks(days, today) == expected


# --- the results in the statistics --------------------------------------------------------

def result(day: str, points: int = 12) -> dict:
    return {"day": day, "points": points, "title": "Moving up", "assisted": False,
            "picture": ["\U0001F7E5 \u2B1C\U0001F7E8\u2B1C"] * 3}


def test_a_day_is_kept_once_with_par_set_later_and_reads_back() -> None:
    data = empty()
    assert add_daily(data, result(DAY))
    assert not add_daily(data, result(DAY, 20))  # played once a day: the first result stands
    assert set_par(data, DAY, 17)
    assert not set_par(data, DAY, 3)  # par is set once
    (kept,) = daily_results(parse(dumps(data)))
    assert (kept.day, kept.points, kept.par, kept.assisted) == (DAY, 12, 17, False)


def test_at_most_366_days_are_kept_the_oldest_go_first() -> None:
    data = empty()
    day = "2025-01-01"
    days = []
    for _ in range(MAX_DAILY + 34):
        days.append(day)
        add_daily(data, result(day))
        day = next_day(day)
    kept = daily_results(parse(dumps(data)))
    assert len(kept) == MAX_DAILY
    assert [r.day for r in kept] == days[-MAX_DAILY:]
    assert len(dumps(data)) < 100_000


@pytest.mark.parametrize("entry", [
    ["2026-02-30", 1, "", None, False, []],  # no such day
    [DAY, -1, "", None, False, []],
    [DAY, 1, "", "12", False, []],
    [DAY, 1, "", None, 0, []],
    [DAY, 1, "x" * 41, None, False, []],
    [DAY, 1, "", None, False, ["ABC"]],  # letters in the rows
    [DAY, 1, "", None, False, ["\u2B1C" * 17]],
    [DAY, 1, "", None, False, ["\u2B1C"] * 9],
    [DAY, 1, "", None, False],
])
def test_a_damaged_result_is_refused_by_name(entry: list) -> None:
    for part in ("daily", "late"):  # a past day's, played from the archive, is read the same way
        store = {**empty(), part: [entry]}
        with pytest.raises(StatsError, match="today's deal|a par"):
            parse(dumps(store))


def test_results_out_of_order_or_too_many_are_refused() -> None:
    with pytest.raises(StatsError, match="out of order"):
        parse(dumps({**empty(), "daily": [[DAY, 1, "", None, False, []], ["2026-11-01", 1, "", None, False, []]]}))
    with pytest.raises(StatsError):
        parse(dumps({**empty(), "daily": [[DAY, 1, "", None, False, []]] * (MAX_DAILY + 1)}))
    assert parse(dumps({k: v for k, v in empty().items() if k != "daily"}))["daily"] == []  # a store from before


def test_a_past_day_s_deal_is_kept_apart_and_never_changes_the_streak() -> None:
    """Played on their days: the 27th and 28th; the 26th's deal, played from the archive on the 29th,
    would join them in a row: kept apart (`late`), the streak stays 2, and each day is kept once."""
    data = empty()
    for day in ("2026-11-27", "2026-11-28"):
        assert add_daily(data, result(day))
    assert add_daily(data, result("2026-11-26", 9), late=True)
    assert not add_daily(data, result("2026-11-26", 20))  # played once: the first result stands, where it is
    assert not add_daily(data, result("2026-11-27", 20), late=True)
    assert set_par(data, "2026-11-26", 14)  # the expert plays a past day's deal too
    back = parse(dumps(data))
    assert [r.day for r in daily_results(back)] == ["2026-11-27", "2026-11-28"]
    ((late_day, points, par),) = [(r.day, r.points, r.par) for r in daily_results(back, "late")]
    assert (late_day, points, par) == ("2026-11-26", 9, 14)
    assert streaks([r.day for r in daily_results(back)], "2026-11-29") == (2, 2)
    assert parse(dumps({k: v for k, v in empty().items() if k != "late"}))["late"] == []  # a store from before


def test_a_past_day_s_share_text_names_it_the_deal_of_its_day() -> None:
    assert share_text(result("2026-11-26"), 14, past=True).startswith("Sequitur · the deal of 2026-11-26 · 12 points")
    assert share_text(result("2026-11-26"), 14).startswith("Sequitur · today's deal 2026-11-26 · 12 points")
