"""End-to-end: Sequitur's past deals (issue 83), as a player on a phone taps them, the clock fixed: from
the home screen's Today, the list of every day from the archive's first to today, each marked from the
statistics; a past day's deal started from it ("Start the deal of …", its table saying its day), played
to its end from its own save, its result kept apart ("Played later", its share "the deal of"), and
today's streak unchanged (the day would have joined the two played in a row); an address that names no
day of the archive says so over today's deal; a past day's deal never replaces today's unfinished;
axe finds nothing serious on the list nor on a past day's door, at 390x844 and 320x640."""
from __future__ import annotations

import json

from playwright.sync_api import expect

import sequitur_page
from conftest import wait_ready
from daily_pages import fits, kept, past_days_shown, phone_on
from memory_records import store

TIMEOUT = 30_000
DAY = "2026-12-02"
PAST = "2026-11-29"  # the day before the two played on their days: played now, it would make a run of three
ROWS = ["\U0001F7E5 \u2B1C\u2B1C", "\u2B1B \u2B1C", "\u2B1B \u2B1C"]


def stats(days: list[str]) -> str:
    return json.dumps({"format": "seqgames-stats", "version": 1, "counted": [], "players": {},
                       "daily": [[day, 12, "Moving up", 10, False, ROWS] for day in days]})


def test_a_past_day_s_deal_is_played_and_today_s_streak_stays(browser, base_url: str) -> None:
    with phone_on(browser, base_url, DAY) as page:
        kept(page, "seqgames.stats", stats(["2026-11-30", "2026-12-01"]))
        expect(page.locator("#home-daily-text")).to_have_text("Streak: 2 days.")

        # the list, from Today
        marks = past_days_shown(page, "#home-past-sequitur", "Sequitur's past deals", DAY)
        assert marks["2026-12-01"] == marks["2026-11-30"] == "solved" and marks[PAST] == "none"
        expect(page.locator("#archive-days [data-day='2026-11-30']")).to_contain_text("Played on its day")
        expect(page.locator(f"#archive-days [data-day='{PAST}']")).to_contain_text("Not started")
        fits(page, 390, "Sequitur's past deals at 390x844")

        # a past day: its door, Start, its table saying its day
        page.locator(f"#archive-days [data-day='{PAST}']").tap()
        expect(page.locator("#view h1")).to_contain_text("Sequitur: the deal of ", timeout=TIMEOUT)
        expect(page.locator("#daily-past")).to_have_text("A past day leaves the streak as it was.")
        expect(page.locator("#daily-start")).to_contain_text("Start the deal of ")
        page.set_viewport_size({"width": 320, "height": 640})
        fits(page, 320, "a past day's door at 320x640")
        page.locator("#daily-start").tap()
        expect(page.locator("#sr-daily")).to_contain_text("The deal of ", timeout=TIMEOUT)
        assert page.evaluate("location.hash") == "#/sequitur/play/today"
        assert page.evaluate("localStorage.getItem('seqgames.sequitur.daily')") is None  # dealt as no day's today's

        # played to its end (its last decision on the page): kept apart, said so, shared as the deal of its day
        store(page, "sequitur", sequitur_page.nearly_over(PAST), "today")
        page.reload()
        wait_ready(page)
        steps = 0
        while sequitur_page.act(page) != "over":
            steps += 1
            assert steps < 50, "the deal did not end"
        expect(page.locator("#daily-result")).to_be_visible()
        assert page.locator("#daily-share-text").inner_text().startswith(f"Sequitur · the deal of {PAST} · ")
        written = json.loads(page.evaluate("localStorage.getItem('seqgames.stats')"))
        assert [d[0] for d in written["daily"]] == ["2026-11-30", "2026-12-01"] and [d[0] for d in written["late"]] == [PAST]
        page.goto(base_url + f"?fast#/sequitur/daily/{PAST}")
        expect(page.locator("#daily-tomorrow")).to_have_text("A past day leaves the streak as it was.", timeout=TIMEOUT)
        expect(page.locator("#daily-streak")).to_have_text("Streak: 2 days in a row (best: 2).")
        page.locator("#daily-past-link").tap()  # the day's screen leads to the past deals too
        expect(page.locator(f"#archive-days [data-day='{PAST}']")).to_contain_text("Played later", timeout=TIMEOUT)
        fits(page, 320, "Sequitur's past deals at 320x640")
        # the statistics list it apart from the days played on their day (issue 83)
        page.goto(base_url + "?fast#/stats")
        expect(page.locator("#stats-daily-late-title")).to_have_text("Played later, from the past days: 1 day",
                                                                      timeout=TIMEOUT)
        expect(page.locator("#stats-daily-late li")).to_have_count(1)
        expect(page.locator("#stats-daily-late li")).to_contain_text("points")
        expect(page.locator("#stats-daily-streak")).to_contain_text("Played on 2 days.")
        fits(page, 320, "the statistics at 320x640")
        page.goto(base_url + "?fast#/")
        wait_ready(page)
        expect(page.locator("#home-daily-text")).to_have_text("Streak: 2 days.")

        # an address that names no day: said, over today's deal; today's unfinished is never replaced
        page.goto(base_url + "?fast#/sequitur/daily/2026-12-03")
        expect(page.locator("#daily-address")).to_contain_text("is not a day of the archive", timeout=TIMEOUT)
        expect(page.locator("#view h1")).to_have_text("Sequitur: today's deal")
        page.locator("#daily-start").tap()
        expect(page.locator("#sr-daily")).to_contain_text("Today's deal: ", timeout=TIMEOUT)
        page.goto(base_url + "?fast#/sequitur/daily/2026-11-28")
        expect(page.locator("#daily-today-first")).to_be_visible(timeout=TIMEOUT)
        expect(page.locator("#daily-start")).to_have_count(0)
        assert page.console_errors == []  # type: ignore[attr-defined]
