"""The dealer's cut as the cards cut (issue 39, RULINGS Sequence 4): a row of cards, one a player, over
each player's pill; the lowest card (aces high) lifted and marked "Deals", the same player the
sentences under the cards name; each card said in words to a screen reader. At 390x844 and 320x640
for the default table and a table of four, nothing scrolls sideways and a cut's cards stay on one line
(four players: two lines at most). Ties cut again (RULINGS Sequence 4): a later row holds only the
tied players, so the dealer is the lowest of the last row. `?fast` for speed.

A cut card is chance, chosen by nobody (issue 65): the cut plays over the table by itself, its cards
turning up one by one, and goes with no tap, whoever sits at the table (one person among AIs, four
people at one device); the game then begins. A mouse resting on it keeps it, to look at it here; a
tap ends it early."""
from __future__ import annotations

import re

import pytest
from playwright.sync_api import Browser, expect

from axe_source import axe_source, axe_violations
from memory_page import PHONE, no_sideways_scroll
from sequence_page import configure, end_the_cut, hold_the_cut, open_setup, saved_session

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
        hold_the_cut(page)
        expect(page.locator("#seq-cut-ok")).to_have_count(0)  # nothing to tap: nobody chooses a cut card
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
        # the cards turn up one after another (none with ?fast's pace 0 or reduced motion)
        before = sum(len(round_) for round_ in info["cut"][:-1])
        turns = [last.nth(i).evaluate("n => n.style.getPropertyValue('--i').trim()") for i in range(cutting)]
        assert turns == [str(before + i) for i in range(cutting)], turns
        end_the_cut(page)
        expect(page.locator("#seq-grid")).to_be_visible()
        assert saved_session(page).view["cut_seen"] is True
    finally:
        context.close()


@pytest.mark.parametrize("seats", [[("Ann", ""), ("Robot", "easy")], [(f"P{i + 1}", "") for i in range(4)]],
                         ids=["one-person-and-an-ai", "four-people"])
def test_the_cut_plays_by_itself_and_the_game_begins(browser: Browser, base_url: str, seats: list) -> None:
    """No tap: the cut shows who deals, goes by itself, and the game begins (the first person's
    cards, or at a shared device the cover for them)."""
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        open_setup(page, base_url)
        configure(page, len(seats), seats, hints=False)
        page.click("#seq-start")
        expect(page.locator("#seq-dealer")).to_contain_text("deals", timeout=20_000)
        expect(page.locator("#seq-last")).to_contain_text("plays first")  # the table says it too, under the cut
        expect(page.locator("#seq-cut")).to_have_count(0, timeout=20_000)
        if len(seats) == 2:
            expect(page.locator("#seq-hand .seq-card:not([aria-disabled=true])")).to_have_count(7, timeout=60_000)
        else:
            expect(page.locator("#seq-cover")).to_be_visible()
        assert saved_session(page).view["cut_seen"] is True
    finally:
        context.close()
