"""The Sequitur page in a browser (issue 7, "## Page"): a solo game played
to the end by clicking balls and buttons as a person would, a two-person
hot-seat round whose cover hides the other seat's rack and secret goal,
a reload that resumes exactly, a name that looks like markup shown as
text, and a record export refused once tampered with.

The page is opened with `?fast` (short AI time limits, no pauses).
"""
from __future__ import annotations

from playwright.sync_api import Page, expect

from sequitur_page import EVIL, TIMEOUT, act, open_setup, start


def test_solo_game_to_the_end_with_the_ladder(page: Page, base_url: str) -> None:
    """Solo play: three rounds of eight steps by clicking; the end gives the points and the ladder rank
    (rulebook "Solo play"; RULINGS Sequitur 7)."""
    open_setup(page, base_url)
    start(page, [("Ann", "")])
    kinds: list[str] = []
    while (kind := act(page, swap=len(kinds) < 20)) != "over":
        kinds.append(kind)
        assert len(kinds) < 200, "the game did not end"
    assert kinds.count("continue") == 2 and kinds.count("spell") == 3
    assert "swap" in kinds
    expect(page.locator("#sr-winner")).to_contain_text("Ann:")
    expect(page.locator("#sr-ladder li")).to_have_count(5)
    expect(page.locator("#sr-summary .sr-round")).to_have_count(3)
    expect(page.locator("#sr-log")).to_contain_text("End of round 3.")
    assert not page.console_errors, page.console_errors
