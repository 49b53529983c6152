"""End-to-end: the home screen's "Today" (issue 83), at 390x844 and 320x640 with touch: the three
games' daily challenges under one heading (Sequitur's today's deal, Sequence's and Sequoia's
today's puzzles), each with its streak while it runs, and one tap to each; axe finds nothing serious.
With SHOTS=<dir>, Today at 390x844 there (`home-today-phone.png`: docs/features.md's, taken with
SHOTS=docs/screenshots)."""
from __future__ import annotations

import json

import pytest
from playwright.sync_api import Browser, expect

from axe_source import axe_source, axe_violations
from conftest import wait_ready
from daily_pages import phone_on
from one_screen import shot

TIMEOUT = 30_000
DAY = "2026-12-02"


def store(days: list[list]) -> str:
    return json.dumps({"format": "seqgames-puzzles", "version": 1, "open": None, "days": days, "puzzle": None})


@pytest.mark.parametrize("width,height", [(390, 844), (320, 640)])
def test_today_gathers_the_daily_challenges_with_their_streaks(browser: Browser, base_url: str, width: int,
                                                             height: int) -> None:
    with phone_on(browser, base_url, DAY, width, height) as page:
        # Sequence's puzzle solved the two days before (its streak runs), Sequoia's solved today
        page.evaluate("([a, b]) => { localStorage.setItem('seqgames.sequence.puzzle', a);"
                      " localStorage.setItem('seqgames.sequoia.puzzle', b); }",
                      [store([["2026-11-30", 1, False, 0], ["2026-12-01", 2, False, 0]]),
                       store([["2026-12-02", 1, False, 0]])])
        page.reload()
        wait_ready(page)
        today = page.locator("#home-today")
        expect(today.locator("h2")).to_have_text("Today")
        cards = today.locator(".game-card")
        expect(cards).to_have_count(3)
        assert [cards.nth(k).get_attribute("href") for k in range(3)] == [
            "#/sequitur/daily", "#/sequence/daily", "#/sequoia/daily"]
        # each card says its game in its title, so a glance and a screen reader tell them apart
        expect(today.locator(".game-name")).to_have_text(["Sequitur: today's deal", "Sequence: today's puzzle",
                                                           "Sequoia: today's puzzle"])
        expect(page.locator("#home-puzzle-text")).to_have_text("Streak: 2 days.")
        expect(page.locator("#home-sequoia-puzzle-text")).to_have_text("Solved. Streak: 1 day.")
        expect(page.locator("#home-daily-text")).to_have_text("")  # no day's deal played: no streak to say
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        assert axe_violations(page, axe_source()) == [], "the home screen with its Today"
        for k in range(3):
            assert cards.nth(k).bounding_box()["height"] >= 44
        if width == 390:
            page.evaluate("document.getElementById('home-today-title').scrollIntoView({block: 'start'})")
            shot(page, "home-today-phone")
        # one tap to each
        for card, route, shown in (("#home-sequoia-puzzle", "#/sequoia/daily", "#puzzle"),
                                   ("#home-puzzle", "#/sequence/daily", "#puzzle"),
                                   ("#home-daily", "#/sequitur/daily", "#view h1")):
            page.locator(card).tap()
            expect(page.locator(shown)).to_be_visible(timeout=60_000)
            assert page.evaluate("location.hash") == route
            page.goto(base_url + "?fast#/")
            wait_ready(page)
        assert page.console_errors == []  # type: ignore[attr-defined]
