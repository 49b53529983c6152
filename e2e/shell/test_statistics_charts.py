"""The statistics draw numbers over time as small bar charts (issue 39, web/ui/chart.py): Sequitur's
solo scores and today's deal day by day, one bar per number (the latest 20 scores, 30 days), each
named for a screen reader by one sentence and listed in words under "In words"; at 390x844 and
320x640 nothing scrolls sideways. The store is written with web/device/stats.py; `?fast` for speed."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from axe_source import axe_source, axe_violations
from memory_page import PHONE, no_sideways_scroll, open_page
from web.device import stats

SMALL = {**PHONE, "viewport": {"width": 320, "height": 640}}
SCORES = [3, 9, 14, 7, 21, 18, 25, 12, 30, 16, 8, 22, 19, 27, 5, 11, 24, 13, 17, 20, 26, 10]  # 22: the latest 20 drawn


def store_text() -> str:
    data = stats.empty()
    for n, points in enumerate(SCORES):
        stats.add_game(data, game="sequitur", game_id=f"solo-{n}", players=[stats.Player("Ann", True, "", 0)],
                       winners=[], solo_score=stats.Score(f"2026-10-{n + 1:02d}", points, ""))
    for n, points in enumerate((12, 15, 9)):
        stats.add_daily(data, {"day": f"2026-11-{n + 1:02d}", "points": points, "title": "", "assisted": n == 2,
                               "picture": []}, par=14)
    return stats.dumps(data)


@pytest.mark.parametrize("size", ["phone", "small"])
def test_scores_over_time_are_a_chart_with_its_words(browser: Browser, base_url: str, size: str) -> None:
    context = browser.new_context(**(PHONE if size == "phone" else SMALL))
    try:
        page = context.new_page()
        page.goto(f"{base_url}manifest.webmanifest")  # the origin's storage, without starting the app twice
        page.evaluate("t => localStorage.setItem('seqgames.stats', t)", store_text())
        open_page(page, base_url + "?fast#/stats")
        solo = page.locator("#stats-solo-1")
        expect(solo).to_have_attribute("data-bars", "20")
        expect(solo.locator(".chart-bar")).to_have_count(20)
        shown = SCORES[-20:]
        # one sentence for a screen reader, the numbers one by one in words (oldest first)
        expect(solo.locator("[role=img]")).to_have_attribute(
            "aria-label", f"Sequitur solo scores, the latest games: 20 games, oldest to latest: "
                          f"from {min(shown)} to {max(shown)} points, the latest {shown[-1]}.")
        words = solo.locator("#stats-solo-1-words li")
        expect(words).to_have_count(20)
        expect(words.first).not_to_be_visible()
        solo.locator("summary").click()
        expect(words.first).to_be_visible()
        expect(words.last).to_contain_text(f"{shown[-1]} points")
        # the bars' heights follow the numbers: the highest is the tallest, the scale says it
        heights = [box["height"] for box in (bar.bounding_box() for bar in solo.locator(".chart-bar").all()) if box]
        assert heights.index(max(heights)) == shown.index(max(shown))
        assert heights[shown.index(min(shown))] == min(heights) > 0
        expect(solo.locator(".chart-scale span").first).to_have_text(str(max(shown)))
        # today's deal: a bar a day, an assisted day drawn apart
        daily = page.locator("#stats-daily-chart")
        expect(daily.locator(".chart-bar")).to_have_count(3)
        expect(daily.locator(".chart-bar-marked")).to_have_count(1)
        expect(daily.locator("#stats-daily-chart-words li").last).to_have_text(re.compile(r"9 points, par 14, assisted$"))
        assert no_sideways_scroll(page)
        if size == "phone":  # axe-core finds nothing on the screen
            found = axe_violations(page, axe_source())
            assert not found, "\n".join(found)
        box = solo.locator(".chart-bars").bounding_box()
        assert box is not None and box["x"] + box["width"] <= page.viewport_size["width"]
    finally:
        context.close()
