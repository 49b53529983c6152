"""End-to-end: Sequitur's today's deal (issues 26 and 83) on a phone, by touch, the clock fixed: at
390x844 and 320x640, from the home screen's Today to the deal's table, a word the dictionary lacks
told and refused, cleared and another spelled; the deal near its end (its own save, as the easy AI
left it) finished by tapping, its result and share saying today's deal, the streak counted on the
home screen and the day's screen. Two phones on one day are dealt the same rack, the next day another."""
from __future__ import annotations

from contextlib import ExitStack

import pytest
from playwright.sync_api import Browser, expect

from conftest import wait_ready
from daily_pages import phone_on
from memory_records import store
from sequitur_page import ANY, act, nearly_over, rack, spell_best, unlisted

TIMEOUT = 30_000
DAY, NEXT = "2026-12-02", "2026-12-03"


def to_the_table(page) -> None:
    """Today's deal started by tapping: Today's card on the home screen, then Start."""
    page.locator("#home-daily").tap()
    expect(page.locator("#daily-start")).to_be_visible(timeout=TIMEOUT)
    page.locator("#daily-start").tap()
    expect(page.locator("#sr-daily")).to_be_visible(timeout=TIMEOUT)


@pytest.mark.parametrize("width,height", [(390, 844), (320, 640)])
def test_today_s_deal_played_on_a_phone_by_tapping(browser: Browser, base_url: str, width: int, height: int) -> None:
    with phone_on(browser, base_url, DAY, width, height) as page:
        to_the_table(page)
        for _ in range(40):  # up to the first word to spell, by tapping
            page.locator(ANY).first.wait_for(timeout=TIMEOUT)
            if page.locator("#sr-spell").is_visible():
                break
            act(page, tap=True)
        else:
            pytest.fail("no word to spell in round 1")

        # a word the dictionary lacks: told, Spell refused; cleared, and another spelled
        positions = unlisted(rack(page))
        assert positions is not None, rack(page)
        for p in positions:
            page.locator(f"#sr-ball-{p}").tap()
        expect(page.locator("#sr-verdict")).to_contain_text("is not in the dictionary")
        expect(page.locator("#sr-spell")).to_be_disabled()
        page.locator("#sr-clear").tap()
        expect(page.locator("#sr-rack [aria-pressed='true']")).to_have_count(0)
        spell_best(page, tap=True)
        assert page.evaluate("document.documentElement.scrollWidth") <= width

        # the deal near its end, from its own save, finished by tapping
        store(page, "sequitur", nearly_over(DAY), "today")
        page.reload()
        wait_ready(page)
        steps = 0
        while act(page, tap=True) != "over":
            steps += 1
            assert steps < 50, "the deal did not end"
        expect(page.locator("#daily-result")).to_be_visible(timeout=TIMEOUT)
        assert page.locator("#daily-share-text").inner_text().startswith(f"Sequitur · today's deal {DAY} · ")
        assert page.evaluate("document.documentElement.scrollWidth") <= width

        # the streak counted: the home screen's Today and the day's screen
        page.goto(base_url + "?fast#/")
        wait_ready(page)
        expect(page.locator("#home-daily-text")).to_contain_text("Streak: 1 day.")
        page.locator("#home-daily").tap()
        expect(page.locator("#daily-streak")).to_have_text("Streak: 1 day in a row (best: 1).", timeout=TIMEOUT)
        expect(page.locator("#daily-start")).to_have_count(0)
        assert page.console_errors == []  # type: ignore[attr-defined]


def test_two_phones_are_dealt_the_same_rack_and_the_next_day_another(browser: Browser, base_url: str) -> None:
    """Two phones of their own (390x844, 320x640) on one day, and one on the next, each started by tapping."""
    racks = []
    with ExitStack() as phones:
        for width, height, day in ((390, 844, DAY), (320, 640, DAY), (390, 844, NEXT)):
            page = phones.enter_context(phone_on(browser, base_url, day, width, height))
            to_the_table(page)
            expect(page.locator("#sr-rack .sr-ball").first).to_be_visible(timeout=TIMEOUT)
            racks.append(rack(page))
            assert page.console_errors == []  # type: ignore[attr-defined]
    assert len(racks[0]) >= 5 and racks[0] == racks[1], racks
    assert racks[2] != racks[0], racks
