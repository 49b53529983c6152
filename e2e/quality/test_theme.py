"""End-to-end: the look follows the system's colour scheme (issue 65). With the browser in the
dark scheme the page is dark from its first paint (web/app.css, in the head, before Python; the
browser's own parts dark too: `color-scheme`), and a canvas drawn on the page's surfaces (the
review's graph, web/table/review_view.py, which reads the tokens) is drawn in the scheme's
colours; in the light scheme all of it stays light. The tokens' contrast is read from the sheet
by tests/delivery/test_theme.py, and axe audits the screens in both schemes
(e2e/quality/test_axe.py)."""
from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page, expect

from conftest import watch
from memory_records import review_of, stop_a_review, store
from waits import drawn

TIMEOUT = 30_000


def rgb(css: str) -> tuple[int, int, int]:
    """'#1f2b26' or 'rgb(31, 43, 38)' as its three channels."""
    css = css.strip()
    if css.startswith("#"):
        return int(css[1:3], 16), int(css[3:5], 16), int(css[5:7], 16)
    red, green, blue = css[css.index("(") + 1:css.index(")")].split(",")[:3]
    return int(red), int(green), int(blue)


def is_dark(channels: tuple[int, int, int]) -> bool:
    return sum(channels) < 3 * 64


def token(page: Page, name: str) -> tuple[int, int, int]:
    return rgb(page.evaluate(f"getComputedStyle(document.documentElement).getPropertyValue('{name}')"))


@pytest.mark.parametrize("scheme", ("light", "dark"))
def test_the_page_and_the_review_graph_follow_the_system_scheme(browser: Browser, base_url: str, scheme: str) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, color_scheme=scheme)
    page = context.new_page()
    watch(context, page)
    try:
        page.goto(base_url + "?fast#/", wait_until="domcontentloaded")  # before Python: the sheet alone
        paper = rgb(page.evaluate("getComputedStyle(document.body).backgroundColor"))
        assert paper == token(page, "--paper")
        assert is_dark(paper) == (scheme == "dark")
        assert page.evaluate("getComputedStyle(document.documentElement).colorScheme") == scheme
        store(page, "sequoia", review_of("sequoia"), "replay")
        page.goto(base_url + "?fast#/sequoia/review")
        page.reload()
        expect(page.locator("#review-graph")).to_be_visible(timeout=TIMEOUT)
        stop_a_review(page)
        page.keyboard.press("Home")
        drawn(page)
        corner = page.evaluate("""() => { const c = document.querySelector('#review-graph');
            return Array.from(c.getContext('2d').getImageData(3, 3, 1, 1).data.slice(0, 3)); }""")
        card = token(page, "--card")
        assert tuple(corner) == card
        assert is_dark(card) == (scheme == "dark")
        assert page.console_errors == []  # type: ignore[attr-defined]
    finally:
        context.close()
