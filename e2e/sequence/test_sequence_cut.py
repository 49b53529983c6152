"""The dealer's cut as the cards cut (issue 39, RULINGS Sequence 4): a row of cards, one a player, over
each player's pill; the lowest card (aces high) lifted and marked "Deals", the same player the
sentences under the cards name; each card said in words to a screen reader. At 390x844 and 320x640
for the default table and a table of four, nothing scrolls sideways and a cut's cards stay on one line
(four players: two lines at most). Ties cut again (RULINGS Sequence 4): a later row holds only the
tied players, so the dealer is the lowest of the last row. `?fast` for speed."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from axe_source import axe_source, axe_violations
from memory_page import PHONE, no_sideways_scroll
from sequence_page import configure, open_setup, saved_session

SMALL = {**PHONE, "viewport": {"width": 320, "height": 640}}
RANKS = "23456789TJQKA"  # aces high


@pytest.mark.parametrize("size", ["phone", "small"])
@pytest.mark.parametrize("players", [2, 4])
def test_the_cut_shows_each_player_s_card_and_the_dealer(browser: Browser, base_url: str, size: str,
                                                        players: int) -> None:
    context = browser.new_context(**(PHONE if size == "phone" else SMALL))
    try:
        page = context.new_page()
        open_setup(page, base_url)
        if players != 2:
            configure(page, players, [(f"P{i + 1}", "") for i in range(players)], hints=False)
        page.click("#seq-start")
        expect(page.locator("#seq-cut")).to_be_visible(timeout=20_000)
        session = saved_session(page)
        info = session.state.setup_info()
        rows = page.locator("#seq-cut .seq-cut-row")
        expect(rows).to_have_count(len(info["cut"]))
        expect(rows.first.locator("li")).to_have_count(players)  # everyone cuts: one card a player
        last = rows.last.locator("li")
        cutting = len(info["cut"][-1])  # ties cut again: a later row holds only the tied players
        expect(last).to_have_count(cutting)
        cards = [last.nth(i).get_attribute("data-card") for i in range(cutting)]
        assert cards == [card for _, card in info["cut"][-1]]
        # the lowest card is the dealer's, marked, and the sentence names the same player
        dealer = info["dealer"]
        lowest = min(range(cutting), key=lambda i: RANKS.index(cards[i][0]))
        assert int(last.nth(lowest).get_attribute("data-seat")) == dealer
        marked = page.locator("#seq-cut .seq-cut-dealer")
        expect(marked).to_have_count(1)
        expect(marked.locator(".seq-cut-badge")).to_have_text("Deals")
        expect(marked).to_contain_text(session.seats[dealer].name)
        expect(marked.locator(".visually-hidden")).to_have_text(re.compile(r", the lowest card: deals$"))
        expect(page.locator("#seq-dealer")).to_have_text(f"{session.label(dealer)} cut the lowest card and deals.")
        # each card said in words (the face is a picture, hidden from a screen reader)
        for i in range(cutting):
            expect(last.nth(i).locator(".visually-hidden")).to_contain_text(f"{session.label(int(last.nth(i).get_attribute('data-seat')))}: ")
            expect(last.nth(i).locator(".seq-card-face")).to_have_attribute("aria-hidden", "true")
        first = rows.first.locator("li")
        tops = {round(box["y"]) for box in (first.nth(i).bounding_box() for i in range(players)) if box}
        assert len(tops) <= (1 if players <= 3 else 2), tops
        assert no_sideways_scroll(page)
        if size == "phone":  # axe-core finds nothing on the screen
            found = axe_violations(page, axe_source())
            assert not found, "\n".join(found)
        expect(page.locator("#seq-cut-ok")).to_be_visible()
        page.click("#seq-cut-ok")
        expect(page.locator("#seq-cut")).to_have_count(0)
    finally:
        context.close()
